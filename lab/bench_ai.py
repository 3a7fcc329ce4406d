"""AI benchmark: the level ladder (CPython arena) and Maestro's time and heap per move measured
in the board twin (CircuitPython's own VM, lab/twin). Prints one JSON object.

    python -m lab.bench_ai [--matches 60] [--deals 8] [--seed 1]
    python -m lab.bench_ai --mem      # each level's 32-bit heap figures, in the twin

The ladder plays ``lab.arena`` pairs: each level against the one below, and Maestro against
Normale (``--matches`` matches each, seats swapped on paired deals). The timing part runs this
same file in the board twin (``--twin-child``, from source, with the unix port's 4 KB Python
stack and a roomy heap: the collector is off while a move is measured): Maestro plays ``--deals`` whole
deals against Normale; for each of its moves it times ``start`` + ``step(1)`` until the move
is ready (the board's incremental form), and measures the heap the move
allocates with the collector off (``gc.mem_alloc`` after minus before: every byte allocated,
garbage included, so an upper bound of the extra heap). Each move is searched REPEAT times
(the same random stream, so the same work); its time is the process CPU time of the repeats
over REPEAT (``time.clock``: another process on a shared host does not count; the fastest
``time.ticks_us`` wall time where there is no such clock or the move is too quick for its
steps), its heap the largest of them.
The first move builds the agent's
buffers (once per agent); it is reported apart. ``twin_ms_median_thinking`` is the median over
the moves with a choice to make (a lone legal move is played at once). Maestro is timed in
the default game and in scopone (9-card hands: its biggest searches). Board estimate:
twin ms x lab.hostbin.board_factor().
"""

import gc
import sys
import time
# Each move is searched this many times (same random stream, same work) and timed by the
# process's CPU time: the host is shared, and a slice lost to another process is not the
# search's cost.
REPEAT = 8


def twin_child(deals, seed, level, options=""):
    from scopa_core.ai.levels import make_agent
    from scopa_core.deal import Deal
    from scopa_core.notation import parse_options
    from scopa_core.options import Options
    from scopa_core.rng import Rng
    from scopa_core.view import view_of

    kw = {}
    if ":" in level:  # e.g. "maestro:parity=2,nodes=500" (experiments)
        level, rest = level.split(":")
        for item in rest.split(","):
            k, v = item.split("=")
            kw[k] = int(v)
    cpu = getattr(time, "clock", None)
    rng = Rng(seed)
    times = []
    thinking = []  # moves with a choice to make (not a lone legal move)
    heap = []
    first = None
    for k in range(deals):
        d = Deal(seed=rng.next30(), options=parse_options(options) if options else Options())
        me = k % 2
        agent = make_agent(level, rng.next30(), **kw)
        other = make_agent("normale", 1)
        while not d.over:
            p = d.to_move
            v = view_of(d, p)
            if p != me:
                d.play(other.choose(v))
                continue
            state = agent.rng.state
            wall = None
            dm = 0
            reps = REPEAT if first is not None else 1
            gc.collect()
            gc.disable()
            c0 = cpu() if cpu is not None else 0
            for _ in range(reps):
                agent.rng.state = state  # the same search again: the same work
                m0 = gc.mem_alloc()
                t0 = time.ticks_us()
                agent.start(v)
                m = agent.step(1)
                while m is None:
                    m = agent.step(1)
                t = time.ticks_diff(time.ticks_us(), t0)
                dm = max(dm, gc.mem_alloc() - m0)
                if wall is None or t < wall:
                    wall = t
            c1 = cpu() if cpu is not None else 0
            gc.enable()
            # CPU time where the port has it (unix: time.clock, in ms steps, hence the
            # repeats): another process's load on a shared host does not count. Moves too
            # quick for its steps keep the fastest wall time.
            dt = wall
            if cpu is not None and reps > 1 and c1 - c0 >= 0.02:
                dt = int((c1 - c0) * 1000000 / reps)
            if first is None:
                first = (dt, dm)
            else:
                times.append(dt)
                heap.append(dm)
                if len(v.legal_moves()) > 1:
                    thinking.append(dt)
            d.play(m)
            v = None
    times.sort()
    heap.sort()
    thinking.sort()
    print("MPRESULT", len(times), times[len(times) // 2], times[-1],
          heap[len(heap) // 2], heap[-1], first[0], first[1], len(thinking),
          thinking[len(thinking) // 2])


def twin_measure(deals, seed, level="maestro", options=""):
    """Maestro's (or ``level``'s) time and heap per move in the board twin (see the module)."""
    from lab import hostbin

    try:
        out = hostbin.run(["lab/bench_ai.py", "--twin-child", str(deals), str(seed), level, options],
                          heap="1m", timeout=900)
    except hostbin.Unavailable as e:
        return {"level": level, "options": options or "default",
                "error": "board twin not built: %s" % e}
    factor = hostbin.board_factor()
    for line in out.stdout.splitlines():
        if line.startswith("MPRESULT"):
            f = [int(x) for x in line.split()[1:]]
            return {
                "level": level,
                "options": options or "default",
                "deals": deals,
                "moves": f[0],
                "twin_ms_median": f[1] / 1000,
                "twin_ms_max": f[2] / 1000,
                "board_estimate_ms_median": round(f[1] / 1000 * factor),
                "board_estimate_ms_max": round(f[2] / 1000 * factor),
                "heap_bytes_median": f[3],
                "heap_bytes_max": f[4],
                "first_move_ms": f[5] / 1000,
                "first_move_heap_bytes": f[6],
                "thinking_moves": f[7],
                "twin_ms_median_thinking": f[8] / 1000,
            }
    return {"level": level, "options": options or "default",
            "error": "twin run failed: %s %s" % (out.stdout[-1000:], out.stderr[-1000:])}


# What the AI costs in the board twin (32-bit, a board's object sizes): the code of the modules
# the level imports, the agent's live heap after its first move and at the end, and the most
# one move allocates with the collector off (garbage included: an upper bound of a search's
# peak). One phase per call of advance(), so nothing a phase left on the C stack keeps the
# last phase's objects alive for the collector.
MEM_SCRIPT = r"""
import gc
class R:
    # One phase per call, everything kept on self: a generator's stale stack slots would
    # keep objects alive for that port's collector.
    def __init__(self, level, opts, deals, seed):
        self.a = (level, opts, deals, seed)
        self.phase = 0
        self.out = {}
    def advance(self):
        gc.collect()
        now = gc.mem_alloc()
        level, opts, deals, seed = self.a
        ph = self.phase
        self.phase += 1
        if ph == 0:
            from scopa_core.deal import Deal
            from scopa_core.view import view_of
            from scopa_core.rng import Rng
            from scopa_core.notation import parse_options
            from scopa_core.options import Options
            self.o = parse_options(opts) if opts else Options()
            self.rng = Rng(seed)
            self.peaks = []
        elif ph == 1:
            self.t = now
            import scopa_core.ai.levels
            scopa_core.ai.levels.make_agent(level, 1)
        elif ph == 2:
            self.out["code"] = now - self.t
            import scopa_core.ai.levels
            self.other = scopa_core.ai.levels.make_agent("normale", 1)
            self.k = 0
            self.deal = None
            self.agent = None
        elif ph == 3:
            self.v = self.play(True)  # a new deal, on to our first move
        elif ph == 4:
            self.t = now
            import scopa_core.ai.levels
            self.agent = scopa_core.ai.levels.make_agent(level, seed)
            self.m = self.agent.choose(self.v)
        elif ph < 7:  # twice: a stale reference may keep the move's garbage for one more call
            self.out["agent_first"] = now - self.t
        elif ph == 7:
            self.v = None
            self.deal.play(self.m)
            while self.k < deals:
                self.play(False)
        elif ph == 8:
            self.t = now
            self.agent = None
        elif ph < 11:  # twice: a stale reference may hold the agent for one more call
            self.out["agent_end"] = max(self.out.get("agent_end", 0), self.t - now)
            p = sorted(self.peaks)
            self.out["moves"] = len(p)
            self.out["peak_max"] = p[-1]
            self.out["peak_median"] = p[len(p) // 2]
        else:
            raise StopIteration
    def play(self, once):
        # Plays on to our next move (once) or to the end of the deal, timing our moves'
        # allocations (collector off).
        from scopa_core.deal import Deal
        from scopa_core.view import view_of
        if self.deal is None:
            self.deal = Deal(seed=self.rng.next30(), options=self.o)
        d = self.deal
        me = self.k % 2
        while not d.over:
            v = view_of(d, d.to_move)
            if d.to_move != me:
                d.play(self.other.choose(v))
                continue
            if once:
                return v
            gc.disable()
            m0 = gc.mem_alloc()
            self.agent.start(v)
            m = self.agent.step(1)
            while m is None:
                m = self.agent.step(1)
            self.peaks.append(gc.mem_alloc() - m0)
            gc.enable()
            d.play(m)
        self.deal = None
        self.k += 1
    def report(self):
        print("AIMEM", self.out)
"""


MEM_RUN = """
r = R(%r, %r, %d, %d)
while True:
    try:
        r.advance()
    except StopIteration:
        break
r.report()
"""


def twin_mem(level="maestro", options="", deals=4, seed=1, precompiled=None):
    """The twin's figures of MEM_SCRIPT for one level (a dict). ``precompiled``: a folder with
    scopa_core compiled as make deploy sends it (the run starts there, as from a board's
    drive), else from source."""
    import ast

    from lab import hostbin

    code = MEM_SCRIPT + MEM_RUN % (level, options, deals, seed)
    p = hostbin.run(["-c", code], heap="1m", timeout=900,
                    cwd=precompiled or hostbin.ROOT)
    for line in p.stdout.splitlines():
        if line.startswith("AIMEM "):
            got = ast.literal_eval(line[6:])
            got.update(level=level, options=options or "default", precompiled=bool(precompiled))
            return got
    raise RuntimeError("twin run failed: %s" % (p.stdout + p.stderr)[-2000:])


def main(argv):
    import argparse
    import json

    from lab.arena import run

    ap = argparse.ArgumentParser(description="AI ladder and Maestro timing")
    ap.add_argument("--matches", type=int, default=60, help="matches per ladder pair")
    ap.add_argument("--deals", type=int, default=8, help="deals timed in the board twin")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-ladder", action="store_true")
    ap.add_argument("--mem", action="store_true",
                    help="only the memory figures of each level, in the board twin")
    args = ap.parse_args(argv)
    if args.mem:
        import shutil
        import tempfile

        from lab import hostbin

        board = tempfile.mkdtemp(prefix="aimem-")
        try:
            hostbin.precompile(hostbin.twin()[1], board, hostbin.python_files("scopa_core"),
                               lines=False, load_from=board)
            rows = []
            for level, opts in (("maestro", ""), ("maestro", "scopone"), ("esperto", ""),
                                ("normale", "")):
                for pre in (None, board):
                    rows.append(twin_mem(level, opts, args.deals, args.seed, pre))
        finally:
            shutil.rmtree(board, ignore_errors=True)
        print(json.dumps(rows, indent=1))
        return 0
    from scopa_core.options import Options

    out = {"ladder": [], "matches_per_pair": args.matches}
    if not args.no_ladder:
        for a, b in (("normale", "principiante"), ("esperto", "normale"),
                     ("maestro", "esperto"), ("maestro", "normale")):
            r = run(a, b, (args.matches + 1) // 2, args.seed, Options())
            out["ladder"].append({k: r[k] for k in ("a", "b", "matches", "wins", "losses", "draws",
                                                    "win_rate", "win_rate_95ci", "points_per_deal")})
    out["twin"] = [twin_measure(args.deals, args.seed, "maestro"),
                   twin_measure(max(2, args.deals // 2), args.seed, "maestro", "scopone"),
                   twin_measure(max(2, args.deals // 2), args.seed, "esperto")]
    out["targets"] = {"maestro_twin_ms_median_max": 5.5, "maestro_twin_ms_max_max": 16,
                      "maestro_heap_bytes_max": 16384}
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--twin-child":
        sys.path.insert(0, ".")
        twin_child(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5] if len(sys.argv) > 5 else "")
    else:
        sys.exit(main(sys.argv[1:]))
