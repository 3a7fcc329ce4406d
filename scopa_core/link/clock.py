"""The turn clock of a cable match (docs/link.md "The turn clock"; docs/rules.md "Winning the
match"): each move has a limit, agreed in the handshake, and a player who lets it run out
loses the match, as one who leaves it.

Each board times every turn on its own clock, from the moment the turn begins there (the
move before it played on this board). Only a move ends a turn: acknowledgements, heartbeats
and stray bytes do not, and neither does a pulled cable put back (the clock counts turns, not
the cable's state). For its own player a board stops at the limit (the player concedes, and
no move goes out after it); for the other board's player it waits the limit and ``ALLOWANCE_MS``
more, the time a move sent at the limit may spend on the wire, before it rules that time ran
out. ``Link`` (link.py) has one ``TurnClock`` once the match begins.
"""

from scopa_core.link.channel import ticks_diff

# The limits a player may choose, in seconds (the setting's values; prefs "turn_limit"), and
# the default's index.
LIMITS_S = (30, 60, 120)
DEFAULT_LIMIT = 1
ALLOWANCE_MS = 2000  # the wire's share, on the other board's turns
SHOWN_MS = 10000  # the last seconds of a turn, counted down on both boards


class TurnClock:
    """The clock of the turn being played: ``turn(ply, now)`` says which it is (the match's
    moves so far) and starts it anew when it changes; ``used``, ``left`` and ``late`` read
    it."""

    def __init__(self, limit_s, allowance_ms=ALLOWANCE_MS):
        self.limit_ms = limit_s * 1000
        self.allowance_ms = allowance_ms
        self.ply = -1  # the turn timed: the moves played before it
        self.since = 0  # when it began, on this board's clock

    def turn(self, ply, now):
        """The turn after ``ply`` moves is on: a new one starts its clock now."""
        if ply != self.ply:
            self.ply = ply
            self.since = now

    def used(self, now):
        return ticks_diff(now, self.since)

    def left(self, now):
        """The milliseconds the player to move has before the limit (0 once it passed)."""
        return max(0, self.limit_ms - self.used(now))

    def out(self, now):
        """The limit has passed: a player on this board may move no more."""
        return self.used(now) >= self.limit_ms

    def late(self, now):
        """The limit and the wire's allowance have passed: a move from the other board that
        has not arrived by now did not come in time."""
        return self.used(now) > self.limit_ms + self.allowance_ms
