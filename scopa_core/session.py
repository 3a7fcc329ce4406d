"""A match between seats: the one loop that asks whoever is to move, whoever they are.

A seat is anything with ``start(view)`` and ``step(budget) -> move or None``: a CPU agent
(``scopa_core.ai``), the human at the buttons (``HumanSeat``), the peer across the cable
(``scopa_core.link``). A seat may also have ``observe(move)``, called after every move applied
to the match (the link uses it to send local moves and compare state checksums);
``verdict()``, asked by ``follow``: None, or ("abandon", why) when the seat's side leaves the
match, or ("stop", why) when the match cannot go on; ``join(session)``, called once with the
session, for a seat that may ``replace`` the match (the cable, after a resync); and
``needs_view = False`` when ``start`` needs no view (the cable's player sees its own board).

The session is the only door to the match: the match engine never learns which seat is
which; the UI only reads the match, feeds ``HumanSeat`` and asks ``follow`` what else
happened.

``tick(budget)`` never blocks: it gives the seat to move at most ``budget`` iterations and
returns the move it applied, or None. Nothing here imports hardware.
"""

from scopa_core.view import view_of


class HumanSeat:
    """The player at the buttons: the UI reads ``view`` and calls ``choose(move)``."""

    def __init__(self):
        self.view = None
        self._move = None

    def start(self, view):
        self.view = view
        self._move = None

    def choose(self, m):
        """The UI's pick; ValueError (and nothing kept) if it is not a move of the view."""
        if self.view is None or m not in self.view.moves:
            raise ValueError("move %r is not one of yours now" % (m,))
        self._move = m

    def step(self, budget=1):
        m = self._move
        self._move = None
        if m is not None:
            self.view = None  # played: the view goes with the turn (the heap is needed next)
        return m


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
        match = self.match
        if match.over:
            return None
        p = match.deal.to_move
        if self._asked != len(match.history):
            self._asked = len(match.history)
            seat = self.seats[p]
            seat.start(self.view(p) if getattr(seat, "needs_view", True) else None)
        return self.seats[p].step(budget)

    def apply(self, m):
        """Play ``m`` for the player to move (or an abandon move) and tell every seat.
        ValueError, with nothing changed, if the match refuses it."""
        deal = self.match.deal
        self.match.play(m)
        self.last_deal = deal
        for seat in self.seats:
            observe = getattr(seat, "observe", None)
            if observe is not None:
                observe(m)

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
        self.match = match
        self.restart()
        self._replaced = (told,)

    def abandon(self, side):
        """``side`` concedes: it loses, RULES.md 5."""
        from scopa_core.match import abandon_move

        self.apply(abandon_move(side))

    def follow(self):
        """What happened to the match outside the turns since the last call, once applied:
        None, or (what, why) with ``what`` one of
        "replaced": a seat replaced the match (``why``: what the players must know, or None);
        "abandoned": a seat's side left the match and lost it (RULES.md 5): it is over;
        "stopped": the match cannot go on and has no result (nothing to record).
        A seat's verdict can only concern its own side: its player's side abandons."""
        if self._replaced is not None:
            told = self._replaced[0]
            self._replaced = None
            return "replaced", told
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
                return "abandoned", said[1]
            return "stopped", said[1]
        return None

    def deal_finished(self):
        """True right after the move that ended a deal (the match has dealt the next one)."""
        return self.last_deal is not self.match.deal or self.last_deal.over
