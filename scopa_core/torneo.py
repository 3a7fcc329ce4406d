"""A Torneo: a knockout bracket of eight, the player (or the player's pair) and seven named CPU
entrants; quarter-finals, semi-finals, the final (docs/rules.md "Torneo"). Pure and small:
the bracket, its results, and the bytes the save keeps (small ints).

The player sits at slot 0; where the seven others sit comes from the tournament's seed. The
player's matches are played at the table, at a level that rises round by round (ROUND_LEVELS).
Matches between two CPU entrants are not played move by move (a board would take minutes
over each): each is decided from the seed and the match's number, the stronger entrant more
likely to win (``strength``), so the same seed always gives the same bracket.
"""

from micropython import const

from scopa_core.options import END_FIXED, Options
from scopa_core.prefs import ONE_V_ONE, SEAT_PLAYERS, TWO_V_TWO
from scopa_core.rng import Rng

# The CPU entrants, weakest first: a short name each (the bracket gives a name 5 characters).
NAMES = ("Aldo", "Bice", "Dino", "Elda", "Fabio", "Nina", "Piero")
ME = 0  # the player's entrant, always at slot 0; the others are 1..7 (NAMES[e - 1])
ENTRANTS = 8
MATCHES = 7  # 0..3 the quarter-finals, 4 and 5 the semi-finals, 6 the final
ROUNDS = 3
MY_MATCHES = (0, 4, 6)  # where the player plays, by round (from slot 0, if still in)
# The player's opponent's level by round (scopa_core.names.LEVELS): Normale, Esperto, Maestro.
ROUND_LEVELS = (1, 2, 3)
# Deals per match, ended by options.END_FIXED (spareggi break a tie): three, the fewest the game
# offers, so the player's three matches make one sitting on a handheld (a match to 11 points
# takes four deals or more); a tie still plays its spareggi.
DEALS = 3
FORMAT = 1
_SIZE = const(20)  # the bytes: format, seed (4), seats, playing, 7 winners, 6 scores
NONE = 255  # a match not played yet


def strength(e):
    """How strong CPU entrant ``e`` is in the draws of CPU matches: 4 (Aldo) to 10 (Piero)."""
    return e + 3


def round_of(m):
    return 0 if m < 4 else 1 if m < 6 else 2


class Torneo:
    """One tournament: ``seed`` (below 2**30), ``seats`` (the seating, by prefs.SEAT_PLAYERS'
    index: ONE_V_ONE or TWO_V_TWO), ``slots`` (the entrant at each of the 8
    places), ``winners`` (the entrant who won each of the 7 matches, or NONE), ``scores``
    (the player's totals and the opponent's, by round), ``playing`` (the player's match of this round has begun: the saved
    match, if any, is that one)."""

    def __init__(self, seed, seats=ONE_V_ONE):
        if type(seed) is not int or not 0 <= seed <= 0x3FFFFFFF:  # (a board's small ints)
            raise ValueError("tournament seed must be an int in 0..2**30-1")
        if seats not in (ONE_V_ONE, TWO_V_TWO):
            raise ValueError("a tournament plays 1 v 1 or 2 v 2")
        self.seed = seed
        self.seats = seats
        self.playing = 0
        self.winners = bytearray(b"\xff" * MATCHES)
        self.scores = bytearray(2 * ROUNDS)
        # The seven CPU entrants in the seed's order (Fisher-Yates on the project's Rng).
        r = Rng(seed)
        others = list(range(1, ENTRANTS))
        for i in range(len(others) - 1, 0, -1):
            j = r.next15() % (i + 1)
            others[i], others[j] = others[j], others[i]
        self.slots = [ME] + others

    # -- the bracket --
    def pair(self, m):
        """The two entrants of match ``m`` (NONE where an earlier match is not decided)."""
        if m < 4:
            return self.slots[2 * m], self.slots[2 * m + 1]
        first = 4 if m == 6 else 2 * (m - 4)  # the two earlier matches that feed it
        return self.winners[first], self.winners[first + 1]

    @property
    def round(self):
        """The player's round now: 0..2, or 3 once the player won the final."""
        r = 0
        for m in MY_MATCHES:
            if self.winners[m] != ME:
                return r
            r += 1
        return r

    def my_match(self):
        """The player's match of this round (0, 4 or 6), or -1 when the player is out or the
        tournament is over."""
        r = self.round
        if r == ROUNDS:
            return -1
        m = MY_MATCHES[r]
        return m if self.winners[m] == NONE else -1

    def opponent(self):
        """The entrant the player meets next (-1 if none)."""
        m = self.my_match()
        return -1 if m < 0 else self.pair(m)[1]

    def level(self):
        """The CPU level of the player's next match."""
        return ROUND_LEVELS[min(self.round, ROUNDS - 1)]

    @property
    def over(self):
        return self.winners[6] != NONE

    def champion(self):
        return self.winners[6] if self.over else -1

    def out_in(self):
        """The round the player went out in (0..2), or -1 if still in or the champion."""
        for r, m in enumerate(MY_MATCHES):
            if self.winners[m] != NONE and self.winners[m] != ME:
                return r
        return -1

    def match_seed(self, r=None):
        """The seed of the player's match in round ``r`` (this round by default): from the
        tournament's, so a saved match is known for the tournament's (a match of the player's
        own has a random one)."""
        return self.seed ^ ((self.round if r is None else r) + 1) * 0x5A5A5

    def options(self):
        """The options of every match of the player's: Scopa for the tournament's seating, DEALS
        deals (options.END_FIXED), the rules' defaults otherwise."""
        return Options(players=SEAT_PLAYERS[self.seats], teams=self.seats == TWO_V_TWO,
                       end=END_FIXED, deals=DEALS)

    # -- the saved match --
    def owns(self, level, me, options, seed):
        """Whether a saved match (the CPU's ``level``, the player at seat ``me``, its
        ``options`` and ``seed``) is the player's match of this round as ``begin`` started it:
        this round's seed, the tournament's options, the player at seat 0, the round's level."""
        return (self.playing == 1 and seed == self.match_seed() and me == 0
                and level == self.level() and options == self.options())

    def accepts(self, level, me, options, seed):
        """Whether a saved match may stand beside the tournament: its own match of this round
        (``owns``), or, while none is playing, a match of the player's own (no seed of a round
        of the tournament's). Any other would put another match's result in the bracket."""
        if self.playing or seed in [self.match_seed(r) for r in range(ROUNDS)]:
            return self.owns(level, me, options, seed)
        return True

    # -- results --
    def begin(self):
        """The player's match of this round starts (it is saved with the tournament)."""
        if self.my_match() < 0:
            raise ValueError("no match of the player's to play")
        self.playing = 1

    def record(self, won, mine, theirs):
        """The player's match ended: won or not, with these totals. The CPU matches of the
        same round are decided with it; once the player is out, all the rest too."""
        m = self.my_match()
        if m < 0:
            raise ValueError("no match of the player's to record")
        r = round_of(m)
        self.scores[2 * r] = min(255, max(0, mine))
        self.scores[2 * r + 1] = min(255, max(0, theirs))
        a, b = self.pair(m)
        self.winners[m] = a if won else b
        self.playing = 0
        for n in range(MATCHES):
            if self.winners[n] == NONE and (round_of(n) <= r or not won):
                self.winners[n] = self._cpu_winner(n)

    def _cpu_winner(self, m):
        """The winner of CPU match ``m``, from the seed and the two entrants' strengths."""
        a, b = self.pair(m)
        r = Rng(self.seed ^ (m + 1) << 20)
        r.next15()  # the first number of nearby seeds are alike: one is skipped
        return a if r.next15() % (strength(a) + strength(b)) < strength(a) else b

    # -- bytes --
    def to_bytes(self):
        s = self.seed
        return bytes((FORMAT, s & 255, s >> 8 & 255, s >> 16 & 255, s >> 24, self.seats,
                      self.playing)) + bytes(self.winners) + bytes(self.scores)

    @staticmethod
    def from_bytes(data):
        """A tournament from ``to_bytes``; ValueError if the bytes are not one this game
        could have written (the bracket is replayed from the seed and every winner checked)."""
        if len(data) != _SIZE or data[0] != FORMAT:
            raise ValueError("not a saved tournament")
        if data[4] > 63 or data[5] > 1 or data[6] > 1:  # (a seed is below 2**30)
            raise ValueError("saved tournament out of range")
        t = Torneo(data[1] | data[2] << 8 | data[3] << 16 | data[4] << 24, data[5])
        # Every result follows from the seed and the player's: replayed, then compared.
        for r in range(ROUNDS):
            m = MY_MATCHES[r]
            w = data[7 + m]
            if w == NONE or t.my_match() != m:
                break
            t.record(w == ME, data[7 + MATCHES + 2 * r], data[8 + MATCHES + 2 * r])
        if bytes(t.winners) != bytes(data[7:7 + MATCHES]) or bytes(t.scores) != bytes(data[7 + MATCHES:]):
            raise ValueError("saved tournament's results do not add up")
        t.playing = data[6]
        if t.playing and t.my_match() < 0:
            raise ValueError("saved tournament's results do not add up")
        return t

    def name(self, e, mine="You"):
        """Entrant ``e``'s short name (``mine`` for the player)."""
        return mine if e == ME else "-" if e == NONE else NAMES[e - 1]
