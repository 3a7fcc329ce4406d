"""One whole random match to 11 in the board twin (CircuitPython's own VM, 32-bit), for
``make bench`` (lab/bench.py) and host_tests/core/test_twin_memory.py: the heap it takes, printed
as one line of JSON.

    build/twin/circuitpython [-X heapsize=N] lab/core_match.py ROOT [import]

ROOT is where ``scopa_core`` is (the repo, or a folder of .mpy files). ``import`` stops after
the imports (what the code alone needs). Every move is followed by ``gc.collect()``, so
``peak_live`` counts live data, not garbage; otherwise the collector runs as on a board, when
the heap is full (CircuitPython has no gc.threshold).

Kept apart from bench_engine.py, and small, so the harness takes little of the heap it measures.
"""

import gc
import sys


def main(argv):
    sys.path.insert(0, argv[1])
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
