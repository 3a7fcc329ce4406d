"""One smazzata (deal) of Scopa for 2 to 6 players, in every variant of docs/rules.md: dealing,
playing, and the log of plays. What only looks at the state is in ``deal_base``.

A move is a small int ``card | k << CHOICE`` (``cards``): ``k`` indexes the card's choices on the
current table (its captures, or laying it down), so ``moves()`` is a short sorted list;
``CALL`` calls a mistake (mistakes option). Bad input raises ValueError and changes nothing.

Each side's pile keeps its cards in the order they were taken (each capture's table cards,
then the card that took them), and ``_log`` holds one byte per card played: how many table
cards it took, plus 64 for a scopa. With the history that is every play, at a byte a play.
A deal of a match plays into the match's history list: its own moves are the last ones.
"""

from micropython import const

from scopa_core.cards import CALL, CARD, CHOICE, CPYTHON, VALUE
from scopa_core.deal_base import DealState, VM_OF, CARD_OF_VM, POW5
from scopa_core.options import Options
from scopa_core.rng import Rng

# A byte of the log: how many table cards the play took, + _SCOPA for a scopa.
_TAKEN = const(63)
_SCOPA = const(64)

# The deck before shuffling: a list shuffles faster on CPython, a bytearray is an eighth of
# the RAM on a board.
NEW_DECK = list(range(40)) if CPYTHON else bytearray(range(40))
# The memos of choices, one per combination of capture rules: shared by every deal on CPython;
# on a board each deal has its own, so its one row goes with the deal instead of staying in
# the heap for good.
MEMOS = {}


class Deal(DealState):
    """``Deal(players=2, seed=S, dealer=D, **options)``. Without a dealer, one is drawn from the
    seed (the first dealer is chosen at random, docs/rules.md "Dealing")."""

    def __init__(self, players=2, seed=0, dealer=None, options=None, **kw):
        if options is None:
            options = Options(players=players, **kw)
        elif not isinstance(options, Options):
            raise TypeError("options must be Options, not %r" % (options,))
        elif kw or players not in (2, options.players):
            from scopa_core.explain import BOTH

            raise ValueError(BOTH)
        self.options = options
        # At most 30 attributes: beyond that CPython stops sharing the instance dicts' keys and
        # every attribute access gets slower.
        self._side, self._next, flags, table_n, rounds, aside = options.dealing()
        n = options.players
        rng = Rng(seed)
        if dealer is None:
            dealer = rng.below(n)
        if type(dealer) is not int or not 0 <= dealer < n:
            from scopa_core.explain import bad_player

            raise ValueError(bad_player("dealer", dealer, n))
        self.seed = seed
        self.dealer = dealer
        self._flags = flags
        self._memo = MEMOS.setdefault(flags, {}) if CPYTHON else {}
        redeals = -1
        while True:
            redeals += 1
            deck = NEW_DECK[:]
            rng.shuffle(deck)
            self._deck = deck = bytes(deck)
            self._pos = 0
            self._left = rounds  # sizes of the rounds still to deal
            self._deal_round()
            pos = self._pos
            self._pos = pos + table_n
            table = []
            sig = 0
            for c in deck[pos:pos + table_n]:
                k = VM_OF[c]
                table.append(k)
                sig += POW5[k >> 2]
            table.sort()
            # Three or four Re among the opening table cards: the same dealer deals again.
            if table_n < 3 or table[-3] < 36:  # vm keys 36..39 are the Re
                break
        if redeals:
            self.redeals = redeals
        if aside:
            self.aside = deck[40 - aside:]
        self._table = table
        self._sig = sig
        sides = options.sides
        self._scope = [0] * sides
        self._piles = list(map(bytearray, self._scope))  # empty; capture order, a byte a card
        self.bonus = [0] * sides  # points from mistake calls
        self.to_move = self._next[dealer]
        self.last_capturer = -1
        self.over = False
        self._hist = []  # the moves played (a match's deal shares the match's list)
        self._log = bytearray()  # per card played: table cards taken, + 64 for a scopa
        self._moves = None
        self._mrow = None

    def clone(self):
        """An independent copy that plays on exactly like the original: the same deal,
        replayed, so no copying code has to keep in step with the state (tests and tools clone;
        play on the board does not)."""
        from scopa_core.explain import clone

        return clone(self)

    @property
    def history(self):
        """The move ints played in this deal, in order: a play or a call each."""
        h = self._hist
        return h[len(h) - len(self._log) - len(self.calls):]

    @property
    def plays(self):
        """Every card played so far: a list of (player, card, captured tuple, scopa)."""
        return self._plays(0)

    def last_play(self):
        """``plays[-1]``, or None before the first play, without building the others (the UI
        asks after every move: the whole list each time was garbage in a full heap)."""
        got = self._plays(len(self._log) - 1)
        return got[0] if got else None

    def _plays(self, first):
        """The plays from the ``first``-th on; the ones before are only counted (a view keeps
        this round's: view.round_plays)."""
        out = []
        log = self._log
        side = self._side
        at = [0] * len(self._piles)  # where each side's next capture starts in its pile
        p = self.dealer
        i = 0
        for m in self.history:
            if m != CALL:
                p = self._next[p]
                n = log[i]
                taken = ()
                if n:
                    s = side[p]
                    k = at[s]
                    at[s] = k + (n & _TAKEN) + 1
                    if i >= first:
                        taken = tuple(sorted(self._piles[s][k:at[s] - 1]))
                if i >= first:
                    out.append((p, m & CARD, taken, n > _TAKEN))
                i += 1
        return out

    def _deal_round(self):
        """Give each player the round's cards, starting left of the dealer, dealer last."""
        left = self._left
        size = left[0]
        self._left = left[1:]
        deck = self._deck
        pos = self._pos
        nxt = self._next
        hands = [None] * len(nxt)
        p = self.dealer
        for _ in nxt:
            p = nxt[p]
            hands[p] = sorted(deck[pos:pos + size])
            pos += size
        self._pos = pos
        self._hands = hands

    # The mistakes option's part of a play: a call scores and is the whole play (None); any
    # other play may be called by the next player, so whether it was a mistake is kept, and
    # what it takes is returned.
    def _mistakes(self, m, card, p):
        if m == CALL:
            right = self._pending[1]
            self.bonus[self._side[p]] += 2 if right else -1
            self.calls = list(self.calls) + [(p, right)]
            self._pending = None
            return None
        at = self._mrow[VALUE[card]][m >> CHOICE]
        wrong = at not in self.choices_of(card, True)
        if not (at or wrong) and self.options.forced:
            # Forced capture: a lay-down is wrong while another card of the hand could
            # capture (this one, still in it, cannot: it would be wrong already).
            from scopa_core.house import forced

            wrong = not forced([card], self._hands[p], self.choices_of)
        self._pending = (p, wrong)
        return at

    # -- playing -------------------------------------------------------------------------
    def play(self, m, player=None):
        """Play move ``m`` for the player to move (``player``, when given, must be them)."""
        if player is not None and (type(player) is not int or player != self.to_move):
            from scopa_core.explain import bad_player

            raise ValueError(bad_player("player", player, self.to_move))
        if m not in (self._moves or self.moves()) or type(m) is not int:
            self._check_legal(m)  # raises
        p = self.to_move
        self._hist.append(m)
        self._moves = None
        card = m & CARD
        if self._flags[3]:
            at = self._mistakes(m, card, p)
            if at is None:
                return  # a call: nothing else changes
        else:
            at = self._mrow[VALUE[card]][m >> CHOICE]
        hand = self._hands[p]
        hand.remove(card)
        table = self._table
        if at:
            pile = self._piles[self._side[p]]
            n = len(at)
            if n == 1:
                k = table.pop(at[0])
                pile.append(CARD_OF_VM[k])
                self._sig -= POW5[k >> 2]
            else:
                sig = self._sig
                for i in reversed(at):
                    k = table.pop(i)
                    pile.append(CARD_OF_VM[k])
                    sig -= POW5[k >> 2]
                self._sig = sig
            pile.append(card)
            self.last_capturer = p
            if not table and self._sweep_scores(card, p, len(hand)):
                self._scope[self._side[p]] += 1
                n |= _SCOPA
            self._log.append(n)
        else:
            k = VM_OF[card]
            table.append(k)
            table.sort()
            self._sig += POW5[k >> 2]
            self._log.append(0)
        self.to_move = self._next[p]
        # The dealer plays last in every round: after the dealer's last card comes the next
        # round, or after the last round the end of the deal.
        if not hand and p == self.dealer:
            if self._left:
                self._deal_round()
            else:
                # The end: the cards left on the table go to the last capturer (nobody if none);
                # not a scopa.
                if self.last_capturer >= 0 and table:
                    self._piles[self._side[self.last_capturer]].extend(CARD_OF_VM[k] for k in table)
                    self._table = []
                    self._sig = 0
                if self._flags[3]:
                    self._pending = None
                if self.options.no_last_scopa:
                    # The last capture's scopa, if it made one, is taken back (the breakdown
                    # says so from ``withdrawn``).
                    from scopa_core.house import no_last_scopa

                    no_last_scopa(self, self._log, self._scope, _SCOPA)
                # No more choices to look up: a finished deal (a screen may keep it) lets go of
                # its memo row, and on a board of its memo.
                self._mrow = self._memo = None
                self._moves = []
                self.over = True
