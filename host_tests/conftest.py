"""Hypothesis profile: deterministic (derandomized) runs so `make test` gives the same result
every time, no deadline (2-core machine). HYPOTHESIS_PROFILE=explore searches afresh.

The ``twin_vm`` fixture: the board twin for the tests that run code in a board's VM; where it
cannot be built, the tests that use it (or the app's ``twin_drive``) are left out, in a line."""

import os

import pytest
from hypothesis import settings


settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.register_profile("explore", deadline=None, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(scope="session")
def twin_vm():
    """The board twin, CircuitPython's own VM (lab/twin): (interpreter, mpy-cross), built once
    per session. Run code in it with lab.hostbin.run. Where it cannot be built the test is
    skipped with the reason, unless SCOPA_TWIN_REQUIRED is set (CI), where that fails it."""
    from lab import hostbin

    reason = hostbin.why_not()
    if reason is None:
        try:
            return hostbin.twin()
        except hostbin.Unavailable as e:
            reason = str(e)
    if os.environ.get("SCOPA_TWIN_REQUIRED"):
        pytest.fail("the board twin is required here but cannot be built: " + reason)
    pytest.skip("board twin not built: %s" % reason)


TWIN_FIXTURES = {"twin_vm", "twin_drive"}
_left_out = []  # (how many tests, why) when the twin cannot be built here


def pytest_collection_modifyitems(config, items):
    """Where the board twin cannot be built (no CircuitPython source, no 32-bit compiler), its
    tests are left out and the run says why in one line at its end; where it is required (CI:
    SCOPA_TWIN_REQUIRED), they stay and fail."""
    needs = [i for i in items if TWIN_FIXTURES & set(getattr(i, "fixturenames", ()))]
    if not needs or os.environ.get("SCOPA_TWIN_REQUIRED"):
        return
    from lab import hostbin

    reason = hostbin.why_not()
    if reason is None:
        return
    config.hook.pytest_deselected(items=needs)
    left_out = set(needs)
    items[:] = [i for i in items if i not in left_out]
    _left_out.append((len(needs), reason))


def pytest_terminal_summary(terminalreporter):
    for n, reason in _left_out:
        terminalreporter.write_line("board twin: its %d tests are left out here: %s" % (n, reason))


@pytest.fixture(autouse=True)
def english():
    """Each test starts in English: the language is the game's one global (scopa_core.lang),
    and a test that plays in Italian (or a monkey that finds the Language row) leaves it set."""
    from scopa_core import lang

    lang.set_language(0)
    yield
    if lang.current != 0:  # the modules that read their words as they load go with them
        from scopa_ui.modules import forget_words

        forget_words()
    lang.set_language(0)
