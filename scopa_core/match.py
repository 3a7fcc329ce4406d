"""A whole match: smazzate in sequence, running totals, the end rules of docs/rules.md "Winning the match".

A match is (options, seed, moves). ``to_bytes()`` packs exactly that; ``from_bytes()`` replays
it, so a save, the link's record and a test transcript are the same thing. The first dealer
and each deal's seed come from the match seed through the project's generator, so a replay
gives the same state on every interpreter.

Abandoning is a move too (``abandon_move(side)``), so an abandoned match replays as well.
"""

from micropython import const

from scopa_core.cards import ABANDON, CARD, CHOICE
from scopa_core.deal import Deal
from scopa_core.options import END_DEFAULT, END_FIXED, END_HIGHER, Options
from scopa_core.rng import Rng
from scopa_core.scoring import TOTAL, sole_best

_ROOM = const(240)  # moves the history makes room for at a time: about six deals'


def abandon_move(side):
    """The move "``side`` abandons" (``cards.ABANDON``)."""
    return ABANDON | side << CHOICE


def is_abandon(m):
    return m & CARD == ABANDON


class Match:
    """``Match(options, seed)`` or ``Match(seed=S, players=4, teams=True, ...)``."""

    def __init__(self, options=None, seed=0, **kw):
        if options is None:
            options = Options(**kw)
        elif not isinstance(options, Options):
            raise TypeError("options must be Options, not %r" % (options,))
        elif kw:
            from scopa_core.explain import BOTH

            raise ValueError(BOTH)
        self.options = options
        self.seed = seed
        self._rng = Rng(seed)
        self.totals = [0] * options.sides
        self.results = []  # score_deal rows of each finished smazzata
        # Every move of the match, deals one after the other: each deal plays into this list.
        self.history = []
        self.over = False
        self.winner = -1  # side; -1 while playing, or for a draw
        self.margin = 0
        self.abandoned_by = -1
        self.tiebreaks = 0  # spareggi played (fixed-deal matches)
        self._tied = None  # sides tied for the lead when the spareggi began
        self._room = 0  # moves the history holds before its list must grow
        self._start_deal(self._rng.below(options.players))

    def _start_deal(self, dealer):
        # Room for the deals' moves first (the heap is emptiest before a deal is built), a
        # few deals' at a time, rather than the list doubling when it fills: a board would
        # then need twice the history in one free block, late in a match when the heap has
        # holes. A list extended by a list grows to fit, and deleting items keeps the room.
        h = self.history
        n = len(h)
        if n + 40 > self._room:
            # Twice that at first with three players or more: each side scores less a deal,
            # so their matches last longer.
            self._room = n + (_ROOM * 2 if n == 0 and self.options.players > 2 else _ROOM)
            h.extend([0] * (self._room - n))
            del h[n:]
        self.deal = Deal(seed=self._rng.next30(), dealer=dealer, options=self.options, history=h)

    # -- playing -------------------------------------------------------------------------
    def moves(self):
        return [] if self.over else self.deal.moves()

    def play(self, m, player=None):
        """Play a move of the current deal (or an abandon move). ValueError if illegal."""
        if self.over:
            raise ValueError("the match is over")
        if player is not None and type(player) is not int:
            raise TypeError("player must be an int, not %r" % (player,))
        if type(m) is int and m >= 0 and is_abandon(m):
            self._abandoned(m >> CHOICE)
            self.history.append(m)
            return
        self.deal.play(m, player)
        if self.deal.over:
            dealer = self._end_deal()
            if dealer >= 0:
                # Called from here, not from _end_deal, whose frame still points at the finished
                # deal: a board then need not hold both deals while the next one is built
                # (whoever wants to show the last one keeps their own reference).
                self.deal = None
                self._start_deal(dealer)

    def abandon(self, side):
        """``side`` quits (or its link peer timed out): it loses, docs/rules.md "Winning the match"."""
        self.play(abandon_move(side) if type(side) is int and side >= 0 else side)  # play() says why

    def _abandoned(self, side):
        """``side`` quits: it loses. Points already assigned in the deal (scope, calls) count;
        everything the deal would still hand out (carte, denari, settebello, primiera, and Re
        bello when on) goes to every other side, plus one scopa."""
        sides = self.options.sides
        if not 0 <= side < sides:
            raise ValueError("no side %r to abandon" % (side,))
        d = self.deal
        gift = (5 if self.options.re_bello else 4) + 1
        t = self.totals
        best = -1
        for s in range(sides):
            t[s] += d.scope(s) + d.bonus[s]
            if s != side:
                t[s] += gift
                if best < 0 or t[s] > t[best]:
                    best = s
        self.abandoned_by = side
        self.winner = best
        self.margin = max(0, t[best] - t[side])
        self.over = True

    def _end_deal(self):
        """Score the finished deal; the next deal's dealer, or -1 when the match is over."""
        d = self.deal
        pts = d.points()
        for s in range(len(pts)):
            self.totals[s] += pts[s][TOTAL]
        self.results.append(pts)
        self._decide(pts, d)
        return -1 if self.over else (d.dealer + 1) % self.options.players

    # -- the end -------------------------------------------------------------------------
    def _decide(self, pts, deal):
        """After a smazzata (``pts`` its points): is the match over, and who won? docs/rules.md "Winning the match"."""
        o = self.options
        t = self.totals
        best = sole_best(t)
        if o.end == END_FIXED:
            self._decide_fixed(pts, deal, best)
        elif best >= 0 and t[best] >= o.target:
            second = sorted(t)[-2]
            # By default the only side at the target wins, or the leader by 2 or more; "two":
            # the leader by 2; "higher": the leader once past the target (docs/rules.md "Winning the match" "passed",
            # Sisal's "superato": reaching it is not enough).
            if t[best] > o.target if o.end == END_HIGHER else (
                    t[best] - second >= 2 or (o.end == END_DEFAULT and second < o.target)):
                self._win(best, t[best] - second)

    def _decide_fixed(self, pts, deal, best):
        """After a smazzata of a fixed-deal match (``best``: the side alone in the lead, or
        -1): after the last deal the leader wins; a tie for the lead plays spareggi."""
        t = self.totals
        if self._tied is None:
            if len(self.results) < self.options.deals:
                return
            if best >= 0:
                self._win_over(best, range(len(t)))
                return
            top = max(t)
            self._tied = [s for s in range(len(t)) if t[s] == top]
            return  # play the first spareggio
        self.tiebreaks += 1
        tied = self._tied
        # A spareggio is won by whoever of the tied sides scores more in it.
        winner = sole_best([pts[s][TOTAL] for s in tied])
        if winner >= 0:
            self._win_over(tied[winner], tied)
            return
        if self.tiebreaks < 3:
            return
        # Third spareggio tied too: the side of its last capturer loses.
        if deal.last_capturer >= 0:
            loser = deal.side_of(deal.last_capturer)
            left = [s for s in tied if s != loser]
            if len(left) == 1:
                self._win_over(left[0], tied)
                return
        self.over = True  # nobody captured, or several sides remain: a draw

    def _win_over(self, side, rivals):
        """``side`` wins by its lead over the best of ``rivals`` (the other sides still in)."""
        t = self.totals
        self._win(side, t[side] - max(t[s] for s in rivals if s != side))

    def _win(self, side, margin):
        self.winner = side
        self.margin = max(0, margin)
        self.over = True

    # -- saving --------------------------------------------------------------------------
    def to_bytes(self):
        """The match as (options, seed, moves) in a few bytes; see ``record``."""
        from scopa_core.record import encode

        return encode(self.options, self.seed, self.history)

    @classmethod
    def from_bytes(cls, data):
        """Replay ``to_bytes()`` output; ValueError if it is damaged or not a legal match."""
        from scopa_core.record import header, moves_in

        options, seed = header(data)
        return cls.replay(options, seed, moves_in(data))

    @classmethod
    def replay(cls, options, seed, moves):
        match = cls(options, seed)
        for m in moves:
            match.play(m)
        return match
