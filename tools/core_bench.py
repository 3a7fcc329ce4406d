"""Engine figures, portable: runs under CPython and the MicroPython unix port alike.

    python tools/core_bench.py deals N      -> {"deals": N, "seconds": s, "deals_per_s": r}
    micropython tools/core_bench.py match   -> {"ok": true, "code_bytes": .., "peak_live": ..}

"deals" plays N random two-player deals through the public API (Deal, moves, play, points),
choosing moves from a table of pre-drawn random bytes so the chooser costs next to nothing.
"match" plays one whole random match to 11 and reports the heap: what the imported code
holds, and the peak of live data (collected after every move, so garbage does not count).
The caller (tools/bench.py) picks the interpreter and heap size; it adds the repo root (or a
folder of precompiled .mpy files) to the path through the SCOPA_PATH argument.
"""

import gc
import sys
import time


def _now():
    # CPU time of this process where the interpreter has it (CPython): other processes on a
    # shared machine then disturb the figure far less than wall time.
    if hasattr(time, "process_time"):
        return time.process_time()
    return time.ticks_us() / 1e6


def _chooser_table():
    from scopa_core.rng import Rng

    r = Rng(12345)
    return bytes(r.below(256) for _ in range(4096))


def bench_deals(n):
    from scopa_core.game import Deal
    from scopa_core.options import Options

    opts = Options()
    table = _chooser_table()

    def run(first, count):
        i = 0
        for s in range(first, first + count):
            d = Deal(seed=s, options=opts)
            while not d.over:
                ms = d.moves()
                d.play(ms[table[i & 4095] % len(ms)])
                i += 1
            d.points()

    run(10 ** 6, max(1, n // 4))  # warm caches the way a long session would
    best = None
    for rep in range(3):
        t = _now()
        run(rep * n, n)
        dt = _now() - t
        if best is None or dt < best:
            best = dt
    return {"deals": n, "seconds": round(best, 4), "deals_per_s": round(n / best, 1)}


def bench_match():
    gc.collect()
    before = gc.mem_alloc()
    from scopa_core.match import Match
    from scopa_core.rng import Rng

    gc.collect()
    code = gc.mem_alloc() - before
    r = Rng(7)
    m = Match(seed=4242)
    peak = 0
    moves = 0
    while not m.over:
        ms = m.moves()
        m.play(ms[r.below(len(ms))])
        moves += 1
        gc.collect()
        live = gc.mem_alloc() - before - code
        if live > peak:
            peak = live
    return {"ok": True, "code_bytes": code, "peak_live": peak, "moves": moves,
            "deals": m.deals_played, "totals": m.totals}


def main(argv):
    # argv: [script, SCOPA_PATH, mode, arg]
    sys.path.insert(0, argv[1])
    mode = argv[2]
    if mode == "deals":
        out = bench_deals(int(argv[3]))
    else:
        out = bench_match()
    print(repr(out).replace("'", '"').replace("True", "true").replace("False", "false"))


if __name__ == "__main__":
    main(sys.argv)
