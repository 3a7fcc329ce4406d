"""Board profiles: the only place that talks to hardware.

``open_board()`` picks the profile for the machine it runs on and returns its ``Board``.
Nothing here touches hardware at import time: each profile module is imported inside
``open_board`` so a board never compiles the host profile, and the reverse.

Every ``Board`` (pybadge.py, pygamer.py, host.py) offers:
  display          root_group (settable), width, height (160x128), refresh()
  next_key()       next key press as scopa_hw.keys number, -1 if none; never blocks;
                   releases swallowed; a held d-pad repeats (400 ms, then every 120 ms)
  poll()           once per main-loop tick
  ticks_ms(), ticks_diff(a, b)   milliseconds modulo 2**29
  play_sound(name) assets/sounds/<name>.wav, non-blocking; missing file: silence; muted
  set_lights(colors)   five 0xRRGGBB (moderate brightness on the board); lights
  nvm              8192 bytes, slice read/write (scopa_core.save.SaveStore uses it)
  mem_free()       free heap bytes (None on the host)
  uart()           the link transport (read() -> bytes, write(b)) or None
  name, quit_requested, close()
The host adds push_key(k), press_key(k)/release_key(k), screenshot(path), last_sound.
"""

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
    if name == "pybadge":
        from scopa_hw.pybadge import Board
    elif name == "pygamer":
        from scopa_hw.pygamer import Board  # type: ignore[assignment]
    elif name == "host":
        from scopa_hw.host import Board  # type: ignore[assignment]
    else:
        raise ValueError("unknown board %r: expected one of %s" % (name, ", ".join(BOARDS)))
    return Board(**kw)
