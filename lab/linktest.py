"""Linked matches between two CPU players through a faulty cable, as JSON figures.

    python -m lab.linktest --matches N --seed S --faults drop=0.05,corrupt=0.02,dup=0.02 --json

By default both ends run in this process over an in-memory cable on a virtual clock (10 ms
a tick, CPU players taking 100-900 ms a move), so a run is fast and the same seed gives the
same run. ``--pty`` runs each match as two processes over ptys instead, in real time, with
the fault injector relaying between them (see tools/link_headless.py).

Each match ends as "identical" (both transcripts equal), "lost" (both ends report the link
lost or failed) or, a bug, "diverged"/"hung"; and each board records a result (``record``:
the side that won, -1 for a draw, None for no result), which two honest boards must share:
``records_identical`` counts the matches where they do (a cable pulled for good is the one
honest way to differ: each board counts the other as leaving). Exit status 1 on any bug
outcome.
Faults: see tools/link_transport.py (drop, corrupt, dup, delay, noise, weak, forge, cut,
cut_ms). ``weak`` is the damage a 16-bit frame check misses; the link's 32-bit check catches
it, so under it every match ends with the two records identical:

    python -m lab.linktest --matches 100 --faults weak=0.05 --json
"""

import argparse
import json
import random
import sys

from scopa_core.link.link import Link
from scopa_core.notation import parse_options
from tools.link_play import End, summarize, verdict
from tools.link_transport import memory_pair, parse_faults

TICK_MS = 10


class VirtualClock:
    def __init__(self, start=0):
        self.t = start

    def __call__(self):
        return self.t & ((1 << 29) - 1)


def run_match(seed, faults=None, options=None, level="normale", timeout_ms=12000,
              think_ms=(100, 900), max_ms=1200000, clock_start=None, tamper=None):
    """One match in memory; returns (verdict, report_a, report_b, fault_counts).

    ``tamper(tick, end_a, end_b)``, when given, runs every tick (tests use it to play a
    misbehaving peer or to force a divergence)."""
    options = options or parse_options("")
    rng = random.Random(seed)
    # Start near the 2**29 wrap now and then: the board's ticks_ms wraps there.
    clock = VirtualClock(clock_start if clock_start is not None else rng.choice(
        (0, (1 << 29) - 20000, rng.randrange(1 << 29))))
    ta, tb, plan = memory_pair(lambda: clock.t, faults, rng.randrange(1 << 30))
    ends = []
    for t in (ta, tb):
        ent = random.Random(rng.randrange(1 << 30))
        link = Link(t, clock, ent.randbytes, timeout_ms=timeout_ms)
        ends.append(End(link, options, level, rng.randrange(1 << 30), think_ms))
    a, b = ends
    tick = 0
    limit = max_ms // TICK_MS
    while not (a.done and b.done) and tick < limit:
        if tamper is not None:
            tamper(tick, a, b)
        a.step()
        b.step()
        clock.t += TICK_MS
        tick += 1
    ra = a.report()
    rb = b.report()
    ra["written"] = ta.written
    rb["written"] = tb.written
    ra["virtual_s"] = rb["virtual_s"] = round(tick * TICK_MS / 1000, 1)
    return verdict(ra, rb), ra, rb, dict(plan.counts)


def record(report):
    """What a board records of its match, from ``End.report()``: the side that won (-1 a
    draw): the match's winner once played out, its own side when the other board left; None
    when no match was recorded (no match began)."""
    if report["outcome"] == "completed":
        return report["winner"]
    if report["outcome"] == "lost":
        return report["player"]  # two players: a player is a side
    return None


def records_identical(results):
    """How many of the (verdict, report, report, counts) end with the same record on both."""
    return sum(1 for _v, ra, rb, _c in results if record(ra) == record(rb))


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m lab.linktest", description=__doc__.split("\n")[0])
    ap.add_argument("--matches", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--faults", default="", help="e.g. drop=0.05,corrupt=0.02,dup=0.02,cut=1")
    ap.add_argument("--options", default="", help="match options, e.g. scopone,target=21")
    ap.add_argument("--level", default="normale", help="CPU level of both players")
    ap.add_argument("--timeout-ms", type=int, default=12000, help="link-loss timeout")
    ap.add_argument("--pty", action="store_true", help="two processes over ptys, real time")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON only")
    ap.add_argument("--verbose", action="store_true", help="add every match's reports")
    args = ap.parse_args(argv)
    try:
        faults = parse_faults(args.faults)
        options = parse_options(args.options)
    except ValueError as e:
        ap.error(str(e))
    if args.pty:
        from tools.link_headless import run_pair

        results = []
        for i in range(args.matches):
            ra, rb, counts = run_pair(args.seed * 1000 + i, faults, args.options, args.level,
                                      timeout_ms=args.timeout_ms, think_ms="20,200")
            results.append((verdict(ra, rb), ra, rb, counts))
    else:
        results = [run_match(args.seed * 1000 + i, faults, options, args.level, args.timeout_ms)
                   for i in range(args.matches)]
    out = summarize(results, faults)
    out["records_identical"] = records_identical(results)
    if args.pty:
        del out["virtual_seconds"]
    if args.verbose:
        out["runs"] = [{"verdict": v, "a": ra, "b": rb} for v, ra, rb, _c in results]
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        for k, v in out.items():
            print("%-24s %s" % (k, v))
    bad = out["silent_divergences"] + out["hung"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
