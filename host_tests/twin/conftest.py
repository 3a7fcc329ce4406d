"""The board twin's tests: the game in CircuitPython's own VM, shaped like a PyBadge
(tools/twin). Built once per session; where it cannot be built they are skipped with the
reason (``make test`` says so in one line), unless SCOPA_TWIN_REQUIRED is set (CI), where
that is a failure."""

import os

import pytest

from tools.twin import build

# The limits every match must keep (issue "board twin", docs/board.md).
PYSTACK_LIMIT = 1536  # three quarters of the board's 2048 bytes
HEAP_LIMIT = "112k"  # a whole match completes in this much (a PyBadge gives about 143 KB)
# Over budget, measured and known (docs/figures.md; the open issue on the string pool): with
# the Torneo, the house rules, open hands and two languages, the names the board interns for
# good cross the size at which CircuitPython doubles its string pool (a 3.8 KB block becomes
# 7.7 KB more), and Maestro with six players (113-114 KB) no longer completes in 112 KB, nor
# a cable match: from 116 KB, but its real clock moves the edge, and at 124 KB two matches in
# eight still ran out at the table's first drawing; at 128 KB eight in eight completed. They
# are held at these, still 15 KB below what a PyBadge gives, until the string pool is mended.
HEAP_OVER = "120k"
HEAP_CABLE = "128k"
ALLOC_LIMIT = 32 * 1024  # no single allocation larger (a board's heap grows in pieces)


@pytest.fixture(scope="session")
def twin_drive():
    reason = build.why_not()
    if reason:
        if os.environ.get("SCOPA_TWIN_REQUIRED"):
            pytest.fail("the board twin is required here but cannot be built: " + reason)
        pytest.skip("board twin not built: %s (to enable: %s)" % (reason, build.ENABLE))
    from tools.twin.run import drive

    return drive()


def within_limits(report):
    """The figures of a run that break a board limit, as text (empty when none)."""
    bad = []
    if report.get("pystack_peak", 0) > PYSTACK_LIMIT:
        bad.append("Python stack peak %d > %d" % (report["pystack_peak"], PYSTACK_LIMIT))
    if report.get("max_alloc", 0) > ALLOC_LIMIT:
        bad.append("an allocation of %d bytes > %d" % (report["max_alloc"], ALLOC_LIMIT))
    return "; ".join(bad)
