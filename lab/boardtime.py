"""The board's think budget as this host's CPython would spend it, for the arena's board-time
mode (``lab.arena --modes board``).

On a board each CPU level thinks for at most its time budget a move (``scopa_ui.table.THINK_MS``:
Maestro 1.2 s), on a SAMD51; the search is cut where that time runs out. To cut it at the same
point here, the budget is shrunk by how many times faster this host runs the same thinking:

    host budget = board budget x (host seconds / board seconds, for the same work)
                = board budget / host_over_board

    host_over_board = twin_over_board x host_over_twin

- ``twin_over_board``: how many times faster the board twin (CircuitPython's own VM, here) runs
  than a SAMD51, from the pystones of both, as ``lab/twin/bench.py`` (``make bench``'s
  calibration of the twin's board clock) reckons it, but timed by the twin's CPU clock rather
  than its wall clock: on a shared host another process's load then does not make the twin
  look slower (``lab.hostbin.board_factor()`` where that cannot be run).
- ``host_over_twin``: how many times faster CPython runs Maestro's search than the twin does,
  from the same fixed searches timed in both (``lab/speed_probe.py``, CPU time): CPython and
  CircuitPython differ in what is fast, so pystones alone would not carry over to CPython.

Both are measured once per process (a few seconds). Without the twin (not built here), the
host counts as fast as the twin (``host_over_twin`` 1, the arena's estimate of board times), and
the basis says so. The time is the process's CPU time: another process on a shared host does
not eat into a move's budget. What the budget leaves out: on a board the screen is redrawn
between slices of thinking, inside the budget, so a board searches less than this (the
twin's think times through code.py are the board's own: docs/ai.md).
"""

import os
import sys

from lab import hostbin

ROOT = hostbin.ROOT
_measured = []
_PROBE_DEALS = 16


def think_ms():
    """The board's time budget of each level a move, in board ms, by level index
    (``scopa_ui.table.THINK_MS``)."""
    lib = os.path.join(ROOT, "lib")
    if lib not in sys.path:
        sys.path.insert(0, lib)
    from scopa_ui.table import THINK_MS

    return THINK_MS


# pystone's clock (it imports utime.clock): the twin's process time, in seconds.
_UTIME_CPU = """import time


def clock():
    return time.clock()
"""


def _twin_over_board():
    """(how many times faster the twin runs pystone than a SAMD51, by the twin's CPU time, or
    None; why not)."""
    import subprocess

    from lab.twin import bench

    if not os.path.exists(os.path.join(bench.BENCH, "pystone.py")):
        bench.twin_over_board()  # fetches pystone (the wall-clock figure itself is not used)
    if not os.path.exists(os.path.join(bench.BENCH, "pystone.py")):
        return None, "no pystone (%s)" % bench.PYSTONE_PKG
    try:
        interp = hostbin.twin()[0]
    except (hostbin.Unavailable, RuntimeError) as e:
        return None, "board twin not built (%s)" % e
    here = os.path.join(ROOT, "build", "arena", "pystone_cpu")
    os.makedirs(here, exist_ok=True)
    with open(os.path.join(here, "utime.py"), "w") as f:
        f.write(_UTIME_CPU)
    best = 0.0
    for _ in range(3):
        r = subprocess.run([interp, "-c", "import pystone; print(pystone.pystones(50000)[1])"],
                           env=dict(os.environ, MICROPYPATH=here + ":" + bench.BENCH),
                           capture_output=True, text=True)
        if r.returncode != 0:
            return None, "pystone failed in the twin: " + r.stderr[-300:]
        best = max(best, float(r.stdout.split()[-1]))
    return best / bench.BOARD_PYSTONES, None


def _host_over_twin():
    """(how many times faster CPython runs the probe than the twin, or None; why not)."""
    from lab.speed_probe import probe

    try:
        out = hostbin.run(["lab/speed_probe.py", str(_PROBE_DEALS)], heap="1m")
    except (hostbin.Unavailable, RuntimeError) as e:
        return None, "board twin not built (%s)" % e
    if out.returncode != 0 or "PROBE" not in out.stdout:
        return None, "the probe failed in the twin: " + (out.stdout + out.stderr)[-300:]
    twin = float(out.stdout.split()[-1])
    host = min(probe(_PROBE_DEALS) for _ in range(2))
    return twin / host, None


def calibration():
    """{"host_over_board": f, "twin_over_board": ..., "host_over_twin": ..., "basis": text}:
    how many times faster this CPython runs Maestro's thinking than a SAMD51, measured once a
    process."""
    if not _measured:
        twin_over_board, why = _twin_over_board()
        if twin_over_board is None:
            twin_over_board = hostbin.board_factor()
            basis = ("SAMD51 %.1f times slower than the board twin (lab.hostbin.board_factor: "
                     "%s), " % (twin_over_board, why))
        else:
            basis = ("SAMD51 %.1f times slower than the board twin (pystones by the twin's CPU "
                     "time), " % twin_over_board)
        host_over_twin, why = _host_over_twin()
        if host_over_twin is None:
            basis += "the host taken as fast as the twin: " + why
            host_over_twin = 1.0
        else:
            basis += ("the twin %.2f times slower than this CPython on Maestro's searches "
                      "(lab/speed_probe.py, CPU time)" % host_over_twin)
        _measured.append({"host_over_board": round(twin_over_board * host_over_twin, 1),
                          "twin_over_board": round(twin_over_board, 1),
                          "host_over_twin": round(host_over_twin, 2), "basis": basis})
    return dict(_measured[0])


def given(host_over_board):
    """A calibration stated, not measured (``--host-over-board``)."""
    return {"host_over_board": host_over_board, "basis": "given on the command line"}
