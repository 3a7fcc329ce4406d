"""The board twin's figures for ``make bench``: what a PyBadge would see, measured in
CircuitPython's own VM (lab/twin), through code.py, with the modules as make deploy sends them.

Per CPU level and seating the menus offer (and the cable): the smallest heap in which a whole
match completes (code.py's free heap at its top, bisected in 1 KB steps), the live heap at the
table (the player's turn) and at its most, the Python stack's peak and the largest single
allocation. Then the twin's speed in pystones, against the board's 1,500 (a SAMD51's),
and Maestro's think time per move as the board would see it: the twin's clock runs that many
times faster than the host's, so the CPU's time budget cuts its search where a board's would.

    python -m lab.twin.bench [--quick] [--only heap,stack,time]

Pystone is micropython-lib's ``pystone`` (PyPI: micropython-pystone), fetched once into
build/twin/pystone (never committed); without the registry the time figures are left out and
the report says why.
"""

import json
import os
import statistics
import sys
import tarfile
import urllib.request
from concurrent.futures import ThreadPoolExecutor

from scopa_core.lang import en_names
from lab.twin import build as twin_build
from lab.twin.build import OUT
from lab.twin.run import drive, run, run_pair

# The rows' names, as the English menus say them (the cable's is CABLE's own row).
LEVELS = tuple(en_names.LEVELS.split("|"))
SEATS = tuple(en_names.SEATS.split("|"))
CABLE = 4  # the setup's "Cable link" opponent
BOARD_PYSTONES = 1500  # about what CircuitPython runs on a SAMD51 at 120 MHz
SEED = 20261126
BENCH = os.path.join(OUT, "pystone")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PYSTONE_PKG = "micropython-pystone"


def _match(level, seats):
    return {"settings": {"level": level, "seats": seats}, "seed": SEED}


def completes(level, seats, heap, image):
    """Does a whole match of ``level`` (CABLE: two twins on a cable) at ``seats`` complete with
    ``heap`` KB free at code.py's top?"""
    if level == CABLE:
        a, b = run_pair({"settings": {"level": CABLE}}, {"settings": {"level": CABLE}},
                        heap="%dk" % heap, image=image, timeout=600)
        return a.ok and b.ok
    return run(_match(level, seats), heap="%dk" % heap, image=image, timeout=900).ok


def smallest_heap(level, seats, image, lo=24, hi=143):
    """The smallest heap (KB) a whole match completes in, or None if not even in ``hi``."""
    if not completes(level, seats, hi, image):
        return None
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if completes(level, seats, mid, image):
            hi = mid
        else:
            lo = mid
    return hi


def measured(level, seats, image):
    """Live heap at the table and at most (KB), Python stack peak and largest allocation
    (bytes), from one match at 143 KB with the heap read at every step."""
    if level == CABLE:
        a, b = run_pair({"settings": {"level": CABLE}, "measure": True},
                        {"settings": {"level": CABLE}, "measure": True}, image=image, timeout=600)
        reps = [a.report, b.report]
        ok = a.ok and b.ok
    else:
        cfg = dict(_match(level, seats), measure=True)
        r = run(cfg, image=image, timeout=900)
        reps = [r.report]
        ok = r.ok
    return {"ok": ok,
            "live_table_kb": round(max(x.get("live_table", 0) for x in reps) / 1024, 1),
            "live_most_kb": round(max(x.get("live_max", 0) for x in reps) / 1024, 1),
            "pystack_peak": max(x.get("pystack_peak", 0) for x in reps),
            "max_alloc": max(x.get("max_alloc", 0) for x in reps),
            "names": max(x.get("names", 0) for x in reps)}


def seatings(quick):
    if quick:
        return [(0, 0), (3, 0), (3, 5), (CABLE, 0)]
    return [(lv, s) for lv in range(4) for s in range(6)] + [(CABLE, 0)]


def name_of(level, seats):
    return "Cable 1 v 1" if level == CABLE else "%s %s" % (LEVELS[level], SEATS[seats])


def memory(quick, image):
    """Per seating: measured() and smallest_heap(), two twins at a time."""
    jobs = seatings(quick)

    def one(job):
        level, seats = job
        row = measured(level, seats, image)
        row["smallest_heap_kb"] = smallest_heap(level, seats, image)
        return name_of(level, seats), row

    with ThreadPoolExecutor(2) as ex:
        return dict(ex.map(one, jobs))


# -- speed ------------------------------------------------------------------------------------

def _fetch_pystone():
    """micropython-lib's pystone.py, fetched from PyPI once; (path, None) or (None, why)."""
    path = os.path.join(BENCH, "pystone.py")
    if os.path.exists(path):
        return path, None
    os.makedirs(BENCH, exist_ok=True)
    try:
        with urllib.request.urlopen("https://pypi.org/pypi/%s/json" % PYSTONE_PKG, timeout=30) as f:
            meta = json.load(f)
        url = [u["url"] for u in meta["urls"] if u["url"].endswith(".tar.gz")][0]
        tgz = os.path.join(BENCH, "pystone.tar.gz")
        urllib.request.urlretrieve(url, tgz)
        with tarfile.open(tgz) as tf:
            member = [m for m in tf.getmembers() if m.name.endswith("/pystone.py")][0]
            with tf.extractfile(member) as src, open(path, "wb") as dst:
                dst.write(src.read())
    except Exception as e:  # offline, or the package moved: the figure is left out
        return None, "could not fetch %s from PyPI (%s: %s)" % (PYSTONE_PKG, type(e).__name__, e)
    return path, None


# pystone imports utime.clock (MicroPython's old name): seconds since the start, from the
# twin's ms ticks (its floats are single precision: never an absolute time).
UTIME = """import time
_t0 = time.ticks_ms()


def clock():
    return time.ticks_diff(time.ticks_ms(), _t0) / 1000
"""


def pystones(loops=50000):
    """The twin's pystones per second here (best of three), or (None, why)."""
    import subprocess

    path, why = _fetch_pystone()
    if path is None:
        return None, why
    with open(os.path.join(BENCH, "utime.py"), "w") as f:
        f.write(UTIME)
    interp = twin_build.INTERPRETER
    best = 0.0
    for _ in range(3):
        r = subprocess.run([interp, "-c", "import pystone; print(pystone.pystones(%d)[1])" % loops],
                           env=dict(os.environ, MICROPYPATH=BENCH), capture_output=True, text=True)
        if r.returncode != 0:
            return None, "pystone failed in the twin: " + r.stderr[-300:]
        best = max(best, float(r.stdout.split()[-1]))
    return best, None


_calibration = []


def twin_over_board():
    """How many times faster the twin runs here than CircuitPython on a SAMD51 (the board
    seconds a second of the twin is worth), measured once per process; None offline."""
    if not _calibration:
        stones, why = pystones()
        _calibration.append((stones, why))
    stones = _calibration[0][0]
    return None if stones is None else stones / BOARD_PYSTONES


def think_times(level, seats, factor, image):
    """Board milliseconds per CPU move over a whole match, the twin's clock running ``factor``
    times the host's."""
    cfg = dict(_match(level, seats), time=True)
    r = run(cfg, clock="board:%.3f" % factor, image=image, timeout=1800)
    return r.report.get("think_ms", []), r.ok


def speed(quick, image):
    factor = twin_over_board()
    stones, why = _calibration[0]
    out = {"board_pystones": BOARD_PYSTONES, "twin_pystones": stones}
    if factor is None:
        out["left_out"] = why
        return out
    out["twin_over_board"] = round(factor, 1)
    sys.path.insert(0, os.path.join(ROOT, "lib"))
    from scopa_ui.table import THINK_MS  # the CPU's time budget per move, in board ms

    budget = THINK_MS[3]
    for seats in (0, 5):
        ms, ok = think_times(3, seats, factor, image)
        if not ms:
            out["Maestro %s" % SEATS[seats]] = {"ok": ok, "moves": 0}
            continue
        out["Maestro %s" % SEATS[seats]] = {
            "ok": ok, "moves": len(ms), "median_s": round(statistics.median(ms) / 1000, 2),
            "max_s": round(max(ms) / 1000, 2),
            "at_budget": round(sum(1 for m in ms if m >= budget) / len(ms), 2),
            "budget_s": budget / 1000}
    return out


def run_all(quick=False, only=None):
    image = drive()
    report = {}
    if not only or "memory" in only:
        report["memory"] = memory(quick, image)
    if not only or "speed" in only:
        report["speed"] = speed(quick, image)
    return report


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    only = None
    if "--only" in argv:
        only = argv[argv.index("--only") + 1].split(",")
    print(json.dumps(run_all("--quick" in argv, only), indent=2))


if __name__ == "__main__":
    main()
