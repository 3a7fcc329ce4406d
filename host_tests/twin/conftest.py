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
PYSTACK_LIMIT = 1536
# The names a match may intern (docs/board.md, "Names"): a board's pools of names double past
# 1,260, into one 7.7 KB block needed at once; 30 below that, for the few a board interns that
# the twin does not.
NAMES_LIMIT = 1230


@pytest.fixture(scope="session")
def twin_drive():
    reason = build.why_not()
    if reason:
        if os.environ.get("SCOPA_TWIN_REQUIRED"):
            pytest.fail("the board twin is required here but cannot be built: " + reason)
        pytest.skip("board twin not built: %s" % reason)
    from lab.twin.run import drive

    return drive()


def over_budget(report, names=True):
    """What of a run's figures breaks the budget, as text (empty when nothing does). ``names``
    False: a run that is more than a match (a boot that wanders through every screen keeps the
    names of all it visits; the heap's budget alone holds it)."""
    peak, count = report.get("pystack_peak", 0), report.get("names", 0)
    if peak > PYSTACK_LIMIT:
        return "Python stack peak %d > %d" % (peak, PYSTACK_LIMIT)
    if names and count > NAMES_LIMIT:
        return "%d names > %d: the board's pools of names would soon double (docs/board.md)" % (
            count, NAMES_LIMIT)
    return ""
