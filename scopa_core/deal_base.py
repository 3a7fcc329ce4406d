"""The state of one smazzata and everything that only reads it; ``game.Deal`` adds the
dealing and the playing. Two modules rather than one so the board can compile each in its
little RAM.

The table is kept as sorted "value-major" keys, vm = (rank - 1) * 4 + suit, so where each card
sits depends only on the table's values, summed up in a small int: the signature, sum of
5 ** (value - 1) (at most 4 cards share a value). A card's choices are memoised per signature
as tuples of table positions, shared by every table with the same values.
"""

import sys

from scopa_core.cards import VALUE
from scopa_core.rules import choices
from scopa_core.scoring import score_deal

CALL = 63  # card field 63 is never a card
VM_OF = bytes((c % 10) * 4 + c // 10 for c in range(40))
CARD_OF_VM = bytes((k & 3) * 10 + (k >> 2) for k in range(40))
POW5 = tuple(5 ** (k >> 2) for k in range(40))  # signature weight of each vm key
# A board keeps 2 rows: moves() and play() share the current table's.
_MEMO_LIMIT = 100000 if sys.implementation.name == "cpython" else 2
_memos = {}


def memo_for(flags):
    """The memo of choices for a combination of capture rules."""
    memo = _memos.get(flags)
    if memo is None:
        memo = _memos[flags] = {}
    return memo


class DealState:
    """Read-only side of a deal: what is where, what a move means, its points."""

    def clone(self):
        """An independent copy that plays on exactly like the original."""
        d = object.__new__(type(self))
        for k in ("options", "seed", "dealer", "n", "_side", "_flags", "_manual", "_asso",
                  "_memo", "_rounds", "_last_round", "redeals", "_deck", "_pos", "_round", "_in_hands",
                  "_stock_end", "aside", "_sig", "to_move", "last_capturer", "over",
                  "_pending"):
            setattr(d, k, getattr(self, k))
        d._hands = [list(h) for h in self._hands]
        d._table = list(self._table)
        d._piles = [list(p) for p in self._piles]
        d._scope = list(self._scope)
        d.bonus = list(self.bonus)
        d.history = list(self.history)
        d._log = bytearray(self._log)
        d.calls = list(self.calls)
        d._moves = None
        d._mrow = None
        return d

    # -- looking -------------------------------------------------------------------------
    def hand(self, player):
        return tuple(self._hands[player])

    def table(self):
        """The table cards, ascending."""
        return tuple(sorted(CARD_OF_VM[k] for k in self._table))

    def pile(self, side):
        return tuple(sorted(self._piles[side]))

    def scope(self, side):
        return self._scope[side]

    def side_of(self, player):
        return self._side[player]

    def stock_count(self):
        """Cards still to be dealt (set-aside cards excluded)."""
        return self._stock_end - self._pos

    def is_last_round(self):
        return self._round == len(self._rounds) - 1

    @property
    def plays(self):
        """Every card played so far: a list of (player, card, captured tuple, scopa)."""
        out = []
        log = self._log
        i = 0
        while i < len(log):
            n = log[i + 2]
            out.append((log[i] & 7, log[i + 1], tuple(log[i + 3:i + 3 + n]), log[i] & 8 == 8))
            i += 3 + n
        return out

    def points(self):
        """Points per side, as ``scoring.score_deal`` (optional points in the total)."""
        o = self.options
        return score_deal(self._piles, self._scope, o.primiera, o.napola, o.re_bello, self.bonus)

    # -- choices and moves -----------------------------------------------------------------
    def _row(self, memo):
        """The memo row of the current table: ``row[v]`` holds the choices of a card of value
        v, ``row[0]`` a bitmask of the values known to have exactly one choice."""
        row = memo.get(self._sig)
        if row is None:
            if len(memo) >= _MEMO_LIMIT:
                memo.clear()
            row = memo[self._sig] = [0, None, None, None, None, None, None, None, None, None, None]
        return row

    def _choices_of(self, card, strict=False):
        """The card's choices on the current table, as tuples of table positions; ``strict``
        asks for the legal ones only, even under the mistakes option."""
        escoba, fewest, asso, manual = self._flags
        memo = self._memo
        if strict and manual:
            manual = False
            memo = memo_for((escoba, fewest, asso, False))
        row = self._row(memo)
        v = VALUE[card]
        got = row[v]
        if got is None:
            got = row[v] = choices(v, [(k >> 2) + 1 for k in self._table], escoba, fewest, asso, manual)
            if len(got) == 1:
                row[0] |= 1 << v
        return got

    def moves(self):
        """The legal move ints for the player to move, ascending; empty once the deal is over."""
        if self.over:
            return []
        return (self._moves or self._compute_moves())[:]

    def _taken(self, m):
        """The cards (ascending) that move ``m`` captures."""
        table = self._table
        return tuple(sorted(CARD_OF_VM[table[i]] for i in self._choices_of(m & 63)[m >> 6]))

    def move_info(self, m):
        """``(card, captured tuple)`` of a legal move; ``(CALL, ())`` for a call."""
        self._check_legal(m)
        if m == CALL:
            return CALL, ()
        return m & 63, self._taken(m)

    def find_move(self, card, captured=()):
        """The move that plays ``card`` taking ``captured`` (any order), or ValueError."""
        from scopa_core.explain import find_move

        return find_move(self, card, captured)

    def _check_legal(self, m):
        """Return if ``m`` is legal now, else raise ValueError saying why."""
        if self.over:
            raise ValueError("the deal is over")
        if type(m) is int and m >= 0 and m in (self._moves or self._compute_moves()):
            return
        from scopa_core.explain import why_illegal

        raise ValueError(why_illegal(self, m))
