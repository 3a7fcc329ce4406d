"""Engine speed, portable: runs under CPython and in the board twin (CircuitPython's VM) alike.

    python tools/core_bench.py ROOT deals N   -> {"deals": N, "seconds": s, "deals_per_s": r}
    build/twin/circuitpython tools/core_bench.py ROOT deals N      (make bench does this)

Plays N random two-player deals through the public API, timing exactly that: dealing
(``Deal``), each turn ``moves()`` and ``play()`` of a move chosen at random among them, and
the final ``points()``. The random choice reads a table of pre-drawn bytes (a tuple on CPython,
which indexes it faster) so the chooser costs next to nothing. The best of three runs counts,
after a warm-up like a long session's (the engine memoises captures per table). ROOT (the
repo, or a folder of .mpy files) goes on the path. The heap of a whole match is measured by
tools/core_match.py.
"""

import sys
import time


def _seconds(fn, *args):
    """How long ``fn(*args)`` takes: CPU time where the interpreter has it (CPython's
    process_time, the twin's time.clock), so other processes on a shared machine disturb the
    figure far less; else wall time."""
    cpu = getattr(time, "process_time", None) or getattr(time, "clock", None)
    if cpu is not None:
        t = cpu()
        fn(*args)
        return cpu() - t
    t = time.ticks_us()
    fn(*args)
    return time.ticks_diff(time.ticks_us(), t) / 1e6


def _chooser_table():
    from scopa_core.cards import LOOKUP
    from scopa_core.rng import Rng

    r = Rng(12345)
    return LOOKUP(r.below(256) for _ in range(4096))


def play(make, first, count, table):
    """``count`` deals made by ``make(seed)`` from seed ``first``: each turn the moves, one
    of them by the pre-drawn chooser ``table``, played; then the points."""
    i = 0
    for s in range(first, first + count):
        d = make(s)
        while not d.over:
            ms = d.moves()
            d.play(ms[table[i & 4095] % len(ms)])
            i += 1
        d.points()


def bench_deals(n):
    from scopa_core.game import Deal
    from scopa_core.options import Options

    opts = Options()
    table = _chooser_table()

    def make(s):
        return Deal(seed=s, options=opts)

    play(make, 10 ** 6, max(1, n // 4), table)  # warm caches the way a long session would
    best = None
    for rep in range(3):
        dt = _seconds(play, make, rep * n, n, table)
        if best is None or dt < best:
            best = dt
    return {"deals": n, "seconds": round(best, 4), "deals_per_s": round(n / best, 1)}


def main(argv):
    # argv: [script, SCOPA_PATH, mode, arg]
    sys.path.insert(0, argv[1])
    out = bench_deals(int(argv[3]))  # argv[2] is "deals"
    print(repr(out).replace("'", '"').replace("True", "true").replace("False", "false"))


if __name__ == "__main__":
    main(sys.argv)
