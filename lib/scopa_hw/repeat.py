"""D-pad auto-repeat and tick arithmetic, pure so the host tests drive them with a fake clock.

Ticks are milliseconds modulo 2**29, like ``supervisor.ticks_ms()`` on the board: small ints
that never allocate. The host profile masks its clock the same way, so wrap-around is the
same code path everywhere.
"""

from micropython import const

_TICKS_PERIOD = const(1 << 29)
TICKS_MASK = const(_TICKS_PERIOD - 1)
_TICKS_HALF = const(_TICKS_PERIOD >> 1)

_FIRST_MS = const(400)
_EVERY_MS = const(120)


def ticks_diff(a, b):
    """Signed ``a - b`` in ms, correct across the wrap when the two are < 2**28 ms apart."""
    return ((a - b + _TICKS_HALF) & TICKS_MASK) - _TICKS_HALF


def ticks_add(a, ms):
    return (a + ms) & TICKS_MASK


class Repeater:
    """Turns a held d-pad key into repeated presses: the first after ``first_ms``, then one
    every ``every_ms``. Only the most recently pressed direction repeats. A late check (a long
    CPU think) gives one repeat, not a burst, so the cursor never jumps several places."""

    def __init__(self, first_ms=_FIRST_MS, every_ms=_EVERY_MS):
        self.first_ms = first_ms
        self.every_ms = every_ms
        self.key = -1
        self._due = 0

    def press(self, key, now):
        self.key = key
        self._due = ticks_add(now, self.first_ms)

    def release(self, key):
        if key == self.key:
            self.key = -1

    def release_all(self):
        self.key = -1

    def due(self, now):
        """The held key if a repeat is due at ``now`` (and schedule the next), else -1."""
        if self.key < 0 or ticks_diff(now, self._due) < 0:
            return -1
        self._due = ticks_add(now, self.every_ms)
        return self.key
