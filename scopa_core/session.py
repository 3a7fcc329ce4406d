"""A match between seats: the one loop that asks whoever is to move, whoever they are, and the
only door to the match.

A seat is anything with ``start(view)`` and ``step(budget) -> move or None``: a CPU agent
(``scopa_core.ai``), the human at the buttons (``HumanSeat``), the peer across the cable
(``scopa_core.link``). A seat may also have ``observe(move)``, called after every move applied
to the match (the link uses it to send local moves and compare state checksums);
``verdict()``, asked by ``follow``: None, or ("abandon", why) when the seat's side leaves the
match, or ("stop", why) when the match cannot go on; ``join(session)``, called once with the
session, for a seat that may ``replace`` the match (the cable, after a resync); and
``needs_view = False`` when ``start`` needs no view (the cable's player sees its own board).

Every change goes through here: ``tick``/``think`` and ``apply`` for the seats that choose on
their own, ``play`` for the human at the buttons, ``abandon`` for a concession, ``replace``
for a match the cable rebuilt, ``follow`` for what happened outside the turns. ``apply`` and
``play`` answer with what the move did (``Played``). The match engine never learns which seat
is which. Nothing here blocks or imports hardware.
"""

from scopa_core.cards import CALL, CARD, ABANDON
from scopa_core.view import view_of


class HumanSeat:
    """The player at the buttons: the session hands it ``view`` at its turn; its move comes
    through ``Session.play``."""

    def __init__(self):
        self.view = None

    def start(self, view):
        self.view = view

    def step(self, budget=1):
        return None  # it never chooses on its own

    def observe(self, move):
        self.view = None  # a move was played: the view goes with the turn (the heap is needed next)


class Played:
    """What one move did. ``move``, and the ``player`` to move when it was played; a card's
    ``card`` (else -1), the cards ``taken`` and ``scopa``; a call's ``right`` (True: the play
    called was a mistake; else None); ``deal_over``: the move ended its deal (the session's
    ``last_deal``, its points ``match.results[-1]``); ``match_over``."""

    def __init__(self, m, player, deal, match):
        self.move = m
        self.player = player
        self.card = -1
        self.taken = ()
        self.scopa = False
        self.right = None
        if m == CALL:
            self.right = deal.calls[-1][1]
        elif m & CARD != ABANDON:
            _, self.card, self.taken, self.scopa = deal.last_play()
        self.deal_over = deal.over
        self.match_over = match.over


class Session:
    """Plays ``match`` with ``seats[p]`` choosing for player p."""

    def __init__(self, match, seats):
        if len(seats) != match.options.players:
            raise ValueError("%d seats for %d players" % (len(seats), match.options.players))
        self.match = match
        self.seats = seats
        self.last_deal = match.deal  # the deal the latest move belonged to (the finished one
        # stays readable here after the match has moved on to the next deal)
        self._asked = -1  # len(match.history) when the seat to move was last started
        self._replaced = None  # (what the players must know, or None) once a seat replaced it
        for seat in seats:
            join = getattr(seat, "join", None)
            if join is not None:
                join(self)

    def to_move(self):
        """The player whose turn it is, or -1 when the match is over."""
        return -1 if self.match.over else self.match.deal.to_move

    def view(self, player):
        """What ``player`` may see of the current deal, with the match totals."""
        return view_of(self.match.deal, player, self.match.totals)

    def tick(self, budget=1):
        """Let the seat to move think for ``budget`` iterations; the move applied, or None."""
        m = self.think(budget)
        if m is not None:
            self.apply(m)
        return m

    def think(self, budget=1):
        """Like ``tick`` but only asks: the move the seat to move has chosen, not yet played
        (the UI shows the CPU's card before it lands), or None. The caller then ``apply``s it."""
        seat = self._seat_to_move()
        return None if seat is None else seat.step(budget)

    def _seat_to_move(self):
        """The seat to move, started on its turn once a position (handed its view); None once
        the match is over."""
        match = self.match
        if match.over:
            return None
        p = match.deal.to_move
        seat = self.seats[p]
        if self._asked != len(match.history):
            self._asked = len(match.history)
            seat.start(self.view(p) if getattr(seat, "needs_view", True) else None)
        return seat

    def turn_view(self, player):
        """The view of the human at ``player`` while it is their turn (the one view of the
        turn, which their HumanSeat keeps), else None."""
        seat = self._seat_to_move() if self.to_move() == player else None
        return seat.view if isinstance(seat, HumanSeat) else None

    def play(self, m):
        """The human to move plays ``m``, a move of their turn's view: what it did (``apply``).
        ValueError, with nothing changed, if it is not one of theirs now."""
        seat = self._seat_to_move()
        if not isinstance(seat, HumanSeat) or seat.view is None or m not in seat.view.moves:
            raise ValueError("move %r is not one of yours now" % (m,))
        return self.apply(m)

    def apply(self, m):
        """Play ``m`` for the player to move (or an abandon move), tell every seat, and say
        what it did (``Played``). ValueError, with nothing changed, if the match refuses it."""
        match = self.match
        deal = match.deal
        player = deal.to_move
        match.play(m)
        self.last_deal = deal
        for seat in self.seats:
            observe = getattr(seat, "observe", None)
            if observe is not None:
                observe(m)
        return Played(m, player, deal, match)

    def restart(self):
        """Ask the player to move again, with a fresh view (the table seated new CPUs)."""
        self._asked = -1
        self.last_deal = self.match.deal

    def replace(self, match, told=None):
        """A seat rebuilt the match (the cable resynchronized it from both transcripts): play
        on from ``match``, a match of the same options and seed; ``told``: what the players
        must know (a move of theirs undone), or None. ``follow`` reports it once."""
        if match.options != self.match.options or match.seed != self.match.seed:
            raise ValueError("a replacement must be the same match: same options and seed")
        ended = len(match.results) > len(self.match.results)
        self.match = match
        self.restart()
        self._replaced = (told, ended)

    def abandon(self, side):
        """``side`` concedes: it loses, docs/rules.md "Winning the match". What it did (``Played``)."""
        from scopa_core.match import abandon_move

        return self.apply(abandon_move(side))

    def follow(self):
        """What happened to the match outside the turns since the last call, once applied:
        None, or (what, why, deal_over) with ``what`` one of
        "replaced": a seat replaced the match (``why``: what the players must know, or None;
        ``deal_over``: the rebuilt match has finished a deal more);
        "abandoned": a seat's side left the match and lost it (docs/rules.md "Winning the match"): it is over;
        "stopped": the match cannot go on and has no result (nothing to record).
        A seat's verdict can only concern its own side: its player's side abandons."""
        if self._replaced is not None:
            told, ended = self._replaced
            self._replaced = None
            return "replaced", told, ended
        match = self.match
        if match.over:
            return None
        for p in range(len(self.seats)):
            verdict = getattr(self.seats[p], "verdict", None)
            said = verdict() if verdict is not None else None
            if said is None:
                continue
            if said[0] == "abandon":
                self.abandon(match.options.side_of(p))
                return "abandoned", said[1], False
            return "stopped", said[1], False
        return None
