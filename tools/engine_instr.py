"""Machine instructions per random two-player deal, counted by valgrind's callgrind: a figure
for issue 2's engine that other load on the machine does not move, where deals per second
here moved between 6,300 and 11,600 within one morning.

    python -m tools.engine_instr [N]

Plays N deals (default 400) of each of tools/engine_floor's three subjects (the bench loop
alone, scopa_core's Deal, the plain list-based engine) after a warm-up, under callgrind, and again with none: the difference over N is one deal's
instructions, the loop's included. The
hash seed is fixed, so a second run prints the same numbers. Prints one line of JSON; empty
figures (null) where valgrind is missing. About a minute and a half.

Instructions are not time (cache misses and branches count too), but a change that lowers
them lowers the time the same way on any machine; to compare two versions, run this on each.
"""

import json
import os
import re
import subprocess
import sys

from tools.engine_floor import ENGINE_WARM, makers

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Deals of warm-up: the engine's memo of captures as warm as make bench's timed runs find it;
# the others keep no memo and only warm the interpreter.
WARM = {"engine": ENGINE_WARM}
WARM_PLAIN = 200

CHILD = """import sys
sys.path.insert(0, {root!r})
from tools.core_bench import _chooser_table, play
from tools.engine_floor import makers
make = makers()[{kind!r}]
table = _chooser_table()
play(make, 10 ** 6, {warm}, table)
play(make, 0, {n}, table)
"""


def _count(kind, n):
    """Instructions callgrind counts for the child playing ``n`` deals of ``kind``, or None."""
    env = dict(os.environ, PYTHONHASHSEED="0")
    code = CHILD.format(root=ROOT, kind=kind, warm=WARM.get(kind, WARM_PLAIN), n=n)
    try:
        p = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                            sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                           text=True, timeout=1200)
    except (OSError, subprocess.TimeoutExpired):
        return None
    found = re.search(r"Collected : (\d+)", p.stderr)
    return int(found.group(1)) if p.returncode == 0 and found else None


def per_deal(kind, n=400):
    """One deal's instructions for ``kind`` (a name from tools.engine_floor.makers()), or None."""
    base = _count(kind, 0)
    full = _count(kind, n) if base is not None else None
    return None if full is None else (full - base) // n


def main(argv):
    n = int(argv[0]) if argv else 400
    got = {"deals": n}
    for kind in makers():
        got[kind + "_instructions_per_deal"] = per_deal(kind, n)
    if got["engine_instructions_per_deal"] and got["plain_instructions_per_deal"]:
        got["plain_over_engine"] = round(got["plain_instructions_per_deal"]
                                         / got["engine_instructions_per_deal"], 2)
    print(json.dumps(got))


if __name__ == "__main__":
    main(sys.argv[1:])
