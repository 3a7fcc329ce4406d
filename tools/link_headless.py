"""Two processes, one linked match, no windows: ``make sim-link ARGS=--headless``.

    python -m tools.link_headless [--matches N] [--seed S] [--faults drop=0.02,...]
                                  [--options scopone,target=21] [--level normale] [--json]

Each match runs two child processes (``--child``), one per board, each with its own link, a
CPU player and a small session loop (tools/link_play.py), in real time. Without faults they
talk over one pty pair: one child opens the pty's slave path with pyserial, exactly as it
would open a USB-serial adapter, the other holds the master side. With faults each child
gets its own pty and this process relays between the two masters through the fault
injector (tools/link_transport.py). At the end each child prints its report (outcome,
transcript, link figures) as JSON; the transcripts must be identical (or both ends must
report the link lost). Exit status 1 if any match diverged or hung.

A child can also be run by hand against a real serial port, e.g. two computers, or one
with two USB-serial adapters cross-wired:
``python -m tools.link_headless --child --port /dev/ttyUSB0``.
"""

import argparse
import json
import os
import subprocess
import sys
import time

from tools.link_transport import Relay, open_pty

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def child(args):
    from scopa_core.link.link import Link
    from scopa_core.notation import parse_options
    from tools.link_play import End
    from tools.link_transport import FdTransport, SerialTransport, host_clock_ms

    if args.fd is not None:
        transport = FdTransport(args.fd)
    else:
        transport = SerialTransport(args.port)
    think = tuple(int(x) for x in args.think_ms.split(","))
    link = Link(transport, host_clock_ms, os.urandom, timeout_ms=args.timeout_ms, rto_ms=args.rto_ms)
    end = End(link, parse_options(args.options), args.level, args.seed, think)
    deadline = time.monotonic() + args.max_s
    while not end.done and time.monotonic() < deadline:
        end.step()
        time.sleep(0.002)
    report = end.report()
    report["side"] = args.side
    print(json.dumps(report))
    return 0


def _child_cmd(side, seed, options, level, timeout_ms, rto_ms, think_ms, max_s):
    return [sys.executable, "-m", "tools.link_headless", "--child", "--side", side,
            "--seed", str(seed), "--options", options, "--level", level,
            "--timeout-ms", str(timeout_ms), "--rto-ms", str(rto_ms),
            "--think-ms", think_ms, "--max-s", str(max_s)]


def run_pair(seed, faults=None, options="", level="normale", timeout_ms=12000, rto_ms=300,
             think_ms="0,0", max_s=300):
    """One match between two child processes; returns (report_a, report_b, fault_counts)."""
    env = dict(os.environ, PYTHONPATH=ROOT)
    relay = None
    fds = []
    try:
        if faults:
            ma, sa, pa = open_pty()
            mb, sb, pb = open_pty()
            fds = [ma, sa, mb, sb]
            relay = Relay(ma, mb, faults, seed).start()
            ends = [("--port", pa, ()), ("--port", pb, ())]
        else:
            m, s, p = open_pty()
            fds = [m, s]
            ends = [("--port", p, ()), ("--fd", str(m), (m,))]
        procs = []
        for i, (flag, where, keep) in enumerate(ends):
            cmd = _child_cmd("ab"[i], seed * 2 + i, options, level, timeout_ms, rto_ms,
                             think_ms, max_s) + [flag, where]
            procs.append(subprocess.Popen(cmd, cwd=ROOT, env=env, pass_fds=keep,
                                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                          text=True))
        # A child that dies early (a crash) leaves the other waiting for nobody: give it the
        # link's timeout and a little more to notice, then stop it.
        deadline = time.monotonic() + max_s + 30
        first_exit = None
        while time.monotonic() < deadline and any(p.poll() is None for p in procs):
            if first_exit is None and any(p.poll() is not None for p in procs):
                first_exit = time.monotonic()
            if first_exit is not None and time.monotonic() - first_exit > timeout_ms / 1000 + 10:
                break
            time.sleep(0.05)
        reports = []
        for p in procs:
            if p.poll() is None:
                p.kill()
            out, err = p.communicate()
            try:
                reports.append(json.loads(out.strip().splitlines()[-1]))
            except (ValueError, IndexError):
                reports.append({"outcome": "unfinished", "error": (err or out)[-800:],
                                "stats": {}})
    finally:
        if relay is not None:
            relay.stop()
        for fd in fds:
            os.close(fd)
    return reports[0], reports[1], dict(relay.plan.counts) if relay else {}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tools.link_headless", description=__doc__.split("\n")[0])
    ap.add_argument("--headless", action="store_true", help="(the only mode here)")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--side", default="a", help=argparse.SUPPRESS)
    ap.add_argument("--port", help="child: a serial port or pty path (pyserial)")
    ap.add_argument("--fd", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--matches", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--faults", default="", help="e.g. drop=0.02,corrupt=0.02,cut=1")
    ap.add_argument("--options", default="", help="match options, e.g. scopone,target=21")
    ap.add_argument("--level", default="normale")
    ap.add_argument("--timeout-ms", type=int, default=12000)
    ap.add_argument("--rto-ms", type=int, default=300)
    ap.add_argument("--think-ms", default="0,0", help="CPU think time range per move, ms")
    ap.add_argument("--max-s", type=int, default=300, help="give up on a match after this")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if args.child:
        return child(args)
    from tools.link_play import summarize, verdict
    from tools.link_transport import parse_faults

    try:
        faults = parse_faults(args.faults)
    except ValueError as e:
        ap.error(str(e))
    results = []
    for i in range(args.matches):
        ra, rb, counts = run_pair(args.seed * 1000 + i, faults, args.options, args.level,
                                  args.timeout_ms, args.rto_ms, args.think_ms, args.max_s)
        v = verdict(ra, rb)
        results.append((v, ra, rb, counts))
        if not args.json:
            print("match %d: %s (%s / %s), %s moves, winner %s" % (
                i + 1, v, ra["outcome"], rb["outcome"], ra.get("moves"), ra.get("winner")))
    out = summarize(results, faults)
    del out["virtual_seconds"]
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        print("identical %d of %d, both lost %d, diverged %d, hung %d, %s bytes/move" % (
            out["transcripts_identical"], out["matches"], out["both_report_link_lost"],
            out["silent_divergences"], out["hung"], out["bytes_per_move"]))
    return 1 if out["silent_divergences"] + out["hung"] else 0


if __name__ == "__main__":
    sys.exit(main())
