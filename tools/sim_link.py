"""Two simulator windows linked like two boards on a cable (``make sim-link``): each window is
the full handheld UI (``tools.sim``) with its own saves; a relay joins their two ptys, with
faults injected if asked. In both windows choose Opponent: Cable link, the same options, and
Start; the boards shake hands and deal.

    python -m tools.sim_link                          # a clean cable
    python -m tools.sim_link --faults drop=0.05,corrupt=0.02
    python -m tools.sim_link --headless ...           # CPU against CPU, no windows
"""

import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    if "--headless" in argv:
        from tools import link_headless

        argv.remove("--headless")
        return link_headless.main(argv)
    ap = argparse.ArgumentParser(description="two linked simulator windows")
    ap.add_argument("--faults", default="", help="e.g. drop=0.05,corrupt=0.02,dup=0.02")
    ap.add_argument("--seed", type=int, default=0, help="the fault injector's seed")
    ap.add_argument("--scale", type=int, default=3)
    args = ap.parse_args(argv)
    from tools.link_transport import Relay, open_pty, parse_faults

    ma, sa, pa = open_pty()
    mb, sb, pb = open_pty()
    relay = Relay(ma, mb, parse_faults(args.faults) if args.faults else None, args.seed).start()
    saves = tempfile.mkdtemp(prefix="scopa-link-")
    procs = []
    for name, path in (("left", pa), ("right", pb)):
        cmd = [sys.executable, "-m", "tools.sim", "--serial", path, "--scale", str(args.scale),
               "--nvm", os.path.join(saves, name + ".bin")]
        procs.append(subprocess.Popen(cmd, cwd=ROOT))
    print("two boards on %s <-> %s (saves in %s); close both windows to stop" % (pa, pb, saves))
    try:
        for p in procs:
            p.wait()
    except KeyboardInterrupt:
        for p in procs:
            p.terminate()
    finally:
        relay.stop()
        for fd in (ma, sa, mb, sb):
            os.close(fd)
    return 0


if __name__ == "__main__":
    sys.exit(main())
