"""The board twin's tests: the game in CircuitPython's own VM, shaped like a PyBadge
(lab/twin). Built once per session; where it cannot be built they are skipped with the
reason (``make test`` says so in one line), unless SCOPA_TWIN_REQUIRED is set (CI), where
that is a failure."""

import os

import pytest

from lab.twin import build

# The limits every match must keep (docs/board.md "Memory and the Python stack").
PYSTACK_LIMIT = 1536  # three quarters of the board's 2048 bytes
HEAP_LIMIT = "112k"  # a whole match completes in this much (a PyBadge gives about 143 KB)
ALLOC_LIMIT = 32 * 1024  # no single allocation larger (a board's heap grows in pieces)
# Names the game interns stay for good, in pools of 20, 40, ... 640: past 1,260 of them the
# next pool alone is 7.7 KB (py/qstr.c). The most a match interns (the cable's, about 1,120)
# stays this far below, as the board's own build may intern a few the twin has built in.
NAMES_LIMIT = 1200
# A whole boot through every screen (the monkey) keeps the names of every part it visits: the
# cable's wait, the Torneo, every page, fifteen matches (about 1,370 names, 29 KB). Past 1,260
# it pays the 1,280-entry pool once; the next one would come at 2,540 names. So a boot gets
# more heap than one match, still well within the board's 143 KB.
BOOT_HEAP_LIMIT = "124k"
BOOT_NAMES_LIMIT = 2400


@pytest.fixture(scope="session")
def twin_drive():
    reason = build.why_not()
    if reason:
        if os.environ.get("SCOPA_TWIN_REQUIRED"):
            pytest.fail("the board twin is required here but cannot be built: " + reason)
        pytest.skip("board twin not built: %s" % reason)
    from lab.twin.run import drive

    return drive()


def within_limits(report, names=NAMES_LIMIT):
    """The figures of a run that break a board limit, as text (empty when none); ``names``:
    the most names it may intern."""
    bad = []
    if report.get("pystack_peak", 0) > PYSTACK_LIMIT:
        bad.append("Python stack peak %d > %d" % (report["pystack_peak"], PYSTACK_LIMIT))
    if report.get("max_alloc", 0) > ALLOC_LIMIT:
        bad.append("an allocation of %d bytes > %d" % (report["max_alloc"], ALLOC_LIMIT))
    if report.get("names", 0) > names:
        bad.append("%d names interned > %d" % (report["names"], names))
    return "; ".join(bad)
