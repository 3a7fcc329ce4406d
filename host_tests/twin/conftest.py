"""The board twin's tests: the game in CircuitPython's own VM, shaped like a PyBadge
(lab/twin). Built once per session; where it cannot be built they are skipped with the
reason (``make test`` says so in one line), unless SCOPA_TWIN_REQUIRED is set (CI), where
that is a failure."""

import os

import pytest

from lab.twin import build

# The board budget (docs/board.md, "Memory"): every match, page and boot completes with SPARE
# of the board's heap held back from code.py's start, in the twin's heap grown in pieces as a
# PyBadge grows it (names are heap: their pools are counted there); and the Python stack's
# peak stays within three quarters of the board's 2,048 bytes.
SPARE = "16k"
# Two twins joined by a cable: their timing moves the heap's layout by a few KB from run to
# run, and the cable match stands only 0-4 KB above the budget (docs/figures.md: its spare).
# Held at 12 KB so that luck never fails a run; make bench holds the cable to the budget's
# 16 KB and docs/figures.md shows where it stands.
CABLE_SPARE = "12k"
PYSTACK_LIMIT = 1536


@pytest.fixture(scope="session")
def twin_drive():
    reason = build.why_not()
    if reason:
        if os.environ.get("SCOPA_TWIN_REQUIRED"):
            pytest.fail("the board twin is required here but cannot be built: " + reason)
        pytest.skip("board twin not built: %s" % reason)
    from lab.twin.run import drive

    return drive()


def over_budget(report):
    """What of a run's figures breaks the budget, as text (empty when nothing does)."""
    peak = report.get("pystack_peak", 0)
    return "Python stack peak %d > %d" % (peak, PYSTACK_LIMIT) if peak > PYSTACK_LIMIT else ""
