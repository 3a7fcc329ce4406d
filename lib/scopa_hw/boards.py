"""Which board this is, and its profile's ``Board`` (the interface: ``scopa_hw``'s docstring)."""

import os

BOARDS = ("pybadge", "pygamer", "host")


def _machine():
    try:
        return os.uname().machine
    except AttributeError:  # CPython on Windows has no os.uname
        return ""


def detect():
    """"pybadge", "pygamer" or "host" (anything that is not one of the boards).

    On the host, the environment variable SCOPA_BOARD may force a name (for tests that run a
    board profile against fake hardware modules).
    """
    machine = _machine().lower()
    # The EdgeBadge is a PyBadge with a microphone: same buttons, screen and pins.
    if "pybadge" in machine or "edgebadge" in machine:
        return "pybadge"
    if "pygamer" in machine:
        return "pygamer"
    forced = os.getenv("SCOPA_BOARD")
    if forced:
        if forced not in BOARDS:
            raise ValueError("SCOPA_BOARD=%s: expected one of %s" % (forced, ", ".join(BOARDS)))
        return forced
    return "host"


def open_board(name=None, **kw):
    """The ``Board`` of profile ``name`` (default: ``detect()``), built with ``kw``."""
    if name is None:
        name = detect()
    # Each imported from the package: a board interns only the module name it loads.
    if name == "pybadge":
        from scopa_hw import pybadge as profile
    elif name == "pygamer":
        from scopa_hw import pygamer as profile  # type: ignore[no-redef]
    elif name == "host":
        from scopa_hw import host as profile  # type: ignore[no-redef]
    else:
        raise ValueError("unknown board %r: expected one of %s" % (name, ", ".join(BOARDS)))
    return profile.Board(**kw)
