"""One whole random match to 11 under MicroPython, for ``make bench`` (tools/bench.py): the
heap it takes, printed as one line of JSON.

    micropython [-X heapsize=N] tools/core_match.py ROOT [gc] [import]

ROOT is where ``scopa_core`` is (the repo, or a folder of .mpy files). ``gc`` sets
``gc.threshold(1024)``: collect after each KB allocated, as a board program should, so garbage
never spreads live objects over a small heap; without it MicroPython collects only when the
heap is full. ``import`` stops after the imports (what the code alone needs). Every move is
followed by ``gc.collect()``, so ``peak_live`` counts live data, not garbage.

Kept apart from core_bench.py, and small, so the harness takes little of the heap it measures.
"""

import gc
import sys


def main(argv):
    sys.path.insert(0, argv[1])
    if "gc" in argv[2:] and hasattr(gc, "threshold"):
        gc.threshold(1024)
    gc.collect()
    before = gc.mem_alloc()
    from scopa_core.match import Match
    from scopa_core.rng import Rng

    gc.collect()
    code = gc.mem_alloc() - before
    if "import" in argv[2:]:
        print('{"ok": true, "code_bytes": %d}' % code)
        return
    r = Rng(7)
    m = Match(seed=4242)
    peak = 0
    while not m.over:
        ms = m.moves()
        m.play(ms[r.below(len(ms))])
        gc.collect()
        live = gc.mem_alloc() - before - code
        if live > peak:
            peak = live
    print('{"ok": true, "code_bytes": %d, "peak_live": %d, "moves": %d, "deals": %d}' % (
        code, peak, len(m.history), len(m.results)))


if __name__ == "__main__":
    main(sys.argv)
