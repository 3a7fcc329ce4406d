"""The state of one smazzata and everything that only looks at it.

What is where, the moves and what each takes, the points. ``game.Deal`` adds the dealing,
the playing and the log of plays. Two modules rather than one so the board can compile each
in its little RAM (the compiler's peak grows with the module).

The table is kept as sorted "value-major" keys, vm = (rank - 1) * 4 + suit, so where each card
sits depends only on the table's values, summed up in a small int: the signature, sum of
5 ** (value - 1) (at most 4 cards share a value). A card's choices are memoised per signature
as tuples of table positions, shared by every table with the same values.
"""

from scopa_core.cards import CALL, CARD, CHOICE, CPYTHON, LOOKUP, VALUE
from scopa_core.rules import choices
from scopa_core.scoring import score_deal

VM_OF = LOOKUP((c % 10) * 4 + c // 10 for c in range(40))
CARD_OF_VM = LOOKUP((k & 3) * 10 + (k >> 2) for k in range(40))
POW5 = (1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125)  # by vm key >> 2


def _no_such(what, i, n):
    """ValueError: ``i`` names none of the ``n`` players or sides (a negative index would
    quietly name the last one, so the lookups check first). Each lookup tests inline, cheaper
    at Maestro's peak than a shared test, and calls this only to refuse (explain, with the
    message, loads only then)."""
    from scopa_core.explain import no_such

    raise ValueError(no_such(what, i, n))


class DealState:
    """Read-only side of a deal: what is where, what a move means, its points."""

    # Set only when they change (a redeal, a mistake call): a deal holds at most 23 attributes
    # of its own, as a dict of 23 slots is the biggest block a board must find for it.
    redeals = 0
    aside = b""  # the cards set aside (some layouts of 5 or 6 players and of Scopone)
    calls = ()  # (caller, right) for each mistake call
    _pending = None  # (player, was_mistake) of the last play while it may be called
    withdrawn = -1  # no_last_scopa: the side whose sweep, the deal's last capture, lost its scopa

    @property
    def n(self):
        """Number of players."""
        return len(self._side)

    @property
    def _stock_end(self):
        return 40 - len(self.aside)

    # -- looking -------------------------------------------------------------------------
    def hand(self, player):
        if type(player) is not int or not 0 <= player < len(self._hands):
            _no_such("player", player, len(self._hands))
        return tuple(self._hands[player])

    def table(self):
        """The table cards, ascending."""
        return tuple(sorted(CARD_OF_VM[k] for k in self._table))

    def pile(self, side):
        if type(side) is not int or not 0 <= side < len(self._piles):
            _no_such("side", side, len(self._piles))
        return tuple(sorted(self._piles[side]))

    def scope(self, side):
        if type(side) is not int or not 0 <= side < len(self._scope):
            _no_such("side", side, len(self._scope))
        return self._scope[side]

    def side_of(self, player):
        if type(player) is not int or not 0 <= player < len(self._side):
            _no_such("player", player, len(self._side))
        return self._side[player]

    def stock_count(self):
        """Cards still to be dealt (set-aside cards excluded)."""
        return self._stock_end - self._pos

    def is_last_round(self):
        return not self._left

    def points(self):
        """Points per side, as ``scoring.score_deal`` (optional points in the total)."""
        o = self.options
        return score_deal(self._piles, self._scope, o.primiera, o.napola, o.re_bello, self.bonus, True,
                          o.no_faces)

    # -- choices and moves -----------------------------------------------------------------
    def choices_of(self, card, strict=False):
        """The card's choices on the current table, as tuples of table positions; ``strict``
        asks for the legal ones only, even under the mistakes option (not memoised: only a
        play under that option asks, after moves() made the table's row). The memo row of a
        table holds in ``row[v]`` the choices of a card of value v, in ``row[0]`` a bitmask of
        the values not known to have exactly one choice, in ``row[11]`` the table's values."""
        flags = self._flags
        memo = self._memo
        v = VALUE[card]
        row = memo.get(self._sig)
        if strict and flags[3]:
            return choices(v, row[11], flags[0], flags[1], flags[2])
        if row is None:
            # A board keeps the current table's row only.
            if len(memo) >= (100000 if CPYTHON else 1):
                memo.clear()
            row = memo[self._sig] = [2046, None, None, None, None, None, None, None, None, None, None,
                                     [(k >> 2) + 1 for k in self._table]]
        got = row[v]
        if got is None:
            got = row[v] = choices(v, row[11], *flags)
            if len(got) == 1:
                row[0] ^= 1 << v
        return got

    def moves(self):
        """The legal move ints for the player to move, ascending; empty once the deal is over.

        They stay in ``_moves`` until the next play, which checks its move against them, and
        ``_mrow`` keeps the table's memo row, where play() finds the chosen capture."""
        moves = self._moves  # [] once the deal is over
        if moves is None:
            hand = moves = self._hands[self.to_move]
            row = self._mrow = self._memo.get(self._sig)
            if row is None:
                # A new table: the choices of every value (CPython, which keeps its rows) or of
                # the hand's (a board), so that row[0] is exact for the hand.
                for c in range(10) if CPYTHON else hand:
                    self.choices_of(c)
                row = self._mrow = self._memo[self._sig]
            several = row[0]  # values with several choices here (or not known yet)
            for c in hand if several else ():
                if several >> VALUE[c] & 1:
                    moves = hand[:]
                    for c in hand:
                        k = len(row[VALUE[c]] or self.choices_of(c))
                        while k > 1:
                            k -= 1
                            moves.append(c | k << CHOICE)
                    moves.sort()
                    break
            # Else every card has one choice (the usual case): the moves are the hand itself,
            # which play() leaves alone until it has checked the move.
            if self.options.forced and not self._flags[3]:
                # Forced capture: no lay-down while a card can capture (under mistakes every
                # pick stays offered, and such a lay-down is a mistake: game.Deal._mistakes).
                from scopa_core.house import forced

                moves = forced(moves, hand, self.choices_of)
            if self._flags[3]:  # mistakes: the play before may be called (an instance attribute
                # reads faster than ``_pending``'s class default on CPython)
                pending = self._pending
                if pending is not None and self._side[pending[0]] != self._side[self.to_move]:
                    moves = moves + [CALL]
                    moves.sort()
            self._moves = moves
        return moves.copy()

    def move_info(self, m):
        """``(card, captured tuple)`` of a legal move; ``(CALL, ())`` for a call."""
        self._check_legal(m)
        if m == CALL:
            return CALL, ()
        table = self._table
        card = m & CARD
        return card, tuple(sorted(CARD_OF_VM[table[i]] for i in self._mrow[VALUE[card]][m >> CHOICE]))

    def is_scopa(self, m):
        """Whether legal move ``m`` sweeps the table for a scopa (docs/rules.md "Your turn"): it takes every
        table card, and it is neither the deal's last play nor an Asso's sweep under "asso
        piglia tutto". Under no_last_scopa the scopa counts when made, and is withdrawn at the
        deal's end if no capture came after it (``withdrawn``)."""
        card, taken = self.move_info(m)
        p = self.to_move
        return card != CALL and len(taken) == len(self._table) > 0 and bool(
            self._sweep_scores(card, p, len(self._hands[p]) - 1))

    def _sweep_scores(self, card, p, left):
        """A sweep by player ``p`` with ``card``, leaving ``left`` cards in its hand, is a
        scopa: unless an Asso swept (asso piglia tutto) or it is the deal's last play (the
        dealer's last card of the last round)."""
        return not (self._flags[2] and card % 10 == 0) and (left or p != self.dealer or self._left)

    def __repr__(self):
        from scopa_core.notation import deal_text

        return "Deal(%s)" % deal_text(self)

    def find_move(self, card, captured=()):
        """The move that plays ``card`` taking ``captured`` (any order), or ValueError."""
        from scopa_core.explain import find_move

        return find_move(self, card, captured)

    def _check_legal(self, m):
        """Return if ``m`` is legal now, else raise ValueError saying why."""
        if not self.over and type(m) is int and m in self.moves():
            return
        from scopa_core.explain import why_illegal

        raise ValueError(why_illegal(self, m))
