"""One smazzata (deal) of Scopa for 2 to 6 players, in every variant of RULES.md: dealing,
playing, and the log of plays. What only looks at the state is in ``deal_base``.

A move is a small int ``card | k << 6``: ``k`` indexes the card's choices on the current table
(its captures, or laying it down), so ``moves()`` is a short sorted list. ``CALL`` (63) calls a
mistake (mistakes option). Bad input raises ValueError and changes nothing.

Each side's pile keeps its cards in the order they were taken (each capture's table cards,
then the card that took them), and ``_log`` holds one byte per card played: how many table
cards it took, plus 64 for a scopa. With the history that is every play, at a byte a play.
A deal of a match plays into the match's history list: its own moves are the last ones.
"""

from scopa_core.cards import VALUE
from scopa_core.deal_base import DealState, CALL, VM_OF, CARD_OF_VM, POW5, NEW_DECK, memo_for
from scopa_core.options import Options
from scopa_core.rng import Rng


class Deal(DealState):
    """``Deal(players=2, seed=S, dealer=D, **options)``. Without a dealer, one is drawn from the
    seed (the first dealer is chosen at random, RULES.md 2)."""

    def __init__(self, players=2, seed=0, dealer=None, options=None, **kw):
        if options is None:
            options = Options(players=players, **kw)
        elif kw or players not in (2, options.players):
            raise ValueError("give either options or option keywords, not both")
        self.options = o = options
        self.n = n = o.players
        rng = Rng(seed)
        if dealer is None:
            dealer = rng.below(n)
        if type(dealer) is not int or not 0 <= dealer < n:
            raise ValueError("dealer must be a player 0..%d, got %r" % (n - 1, dealer))
        self.seed = seed
        self.dealer = dealer
        self._side = list(map(o.side_of, range(n)))
        self._flags = flags = (o.escoba, o.fewest, o.asso, o.mistakes)
        self._memo = memo_for(flags)
        table_n, self._rounds, aside = o.layout()
        self.redeals = -1
        while True:
            self.redeals += 1
            deck = NEW_DECK[:]
            rng.shuffle(deck)
            self._deck = deck = bytes(deck)
            self._pos = 0
            self._round = 0
            self._deal_round()
            pos = self._pos
            self._pos = pos + table_n
            table = []
            for c in deck[pos:pos + table_n]:
                table.append(VM_OF[c])
            table.sort()
            # Three or four Re among the opening table cards: the same dealer deals again.
            if table_n < 3 or table[-3] < 36:  # vm keys 36..39 are the Re
                break
        self._stock_end = 40 - aside
        self.aside = deck[40 - aside:]
        self._table = table
        sig = 0
        for k in table:
            sig += POW5[k >> 2]
        self._sig = sig
        sides = o.sides
        self._piles = [bytearray() for _ in range(sides)]  # capture order; a byte a card
        self._scope = [0] * sides
        self.bonus = [0] * sides  # points from mistake calls
        self.to_move = (dealer + 1) % n
        self.last_capturer = -1
        self.over = False
        self._hist = []  # the moves played (a match's deal shares the match's list)
        self._log = bytearray()  # per card played: table cards taken, + 64 for a scopa
        self.calls = []  # (caller, right) for each mistake call
        self._pending = None  # (player, was_mistake) of the last play while it may be called
        self._moves = None
        self._mrow = None

    def clone(self):
        """An independent copy that plays on exactly like the original: the same deal,
        replayed, so no copying code has to keep in step with the state (tests and tools clone;
        play on the board does not)."""
        d = type(self)(seed=self.seed, dealer=self.dealer, options=self.options)
        if d._deck != self._deck:  # this deal drew its dealer from the seed before shuffling
            d = type(self)(seed=self.seed, options=self.options)
        for m in self.history:
            d.play(m)
        return d

    @property
    def history(self):
        """The move ints played in this deal, in order: a play or a call each."""
        h = self._hist
        return h[len(h) - len(self._log) - len(self.calls):]

    @property
    def plays(self):
        """Every card played so far: a list of (player, card, captured tuple, scopa)."""
        out = []
        log = self._log
        at = [0] * len(self._piles)  # where each side's next capture starts in its pile
        p = self.dealer
        for m in self.history:
            if m != CALL:
                p = (p + 1) % self.n
                n = log[len(out)]
                taken = ()
                if n:
                    s = self._side[p]
                    k = at[s]
                    at[s] = k + (n & 63) + 1
                    taken = tuple(sorted(self._piles[s][k:at[s] - 1]))
                out.append((p, m & 63, taken, n > 63))
        return out

    def _deal_round(self):
        """Give each player the round's cards, starting left of the dealer, dealer last."""
        size = self._rounds[self._round]
        deck = self._deck
        pos = self._pos
        n = self.n
        hands = [None] * n
        for i in range(self.dealer + 1, self.dealer + n + 1):
            end = pos + size
            hands[i % n] = sorted(deck[pos:end])
            pos = end
        self._pos = pos
        self._hands = hands

    # -- playing -------------------------------------------------------------------------
    def play(self, m, player=None):
        """Play move ``m`` for the player to move (``player``, when given, must be them)."""
        if player is not None and player != self.to_move:
            raise ValueError("player %r moved out of turn: player %d is to move" % (player, self.to_move))
        moves = self._moves
        if moves is None or m not in moves or type(m) is not int:
            self._check_legal(m)  # raises, or computes the moves and finds m among them
        p = self.to_move
        self._hist.append(m)
        self._moves = None
        if m == CALL:
            right = self._pending[1]
            self.bonus[self._side[p]] += 2 if right else -1
            self.calls.append((p, right))
            self._pending = None
            return
        card = m & 63
        at = self._mrow[VALUE[card]][m >> 6]
        flags = self._flags
        if flags[3]:
            self._pending = (p, at not in self._choices_of(card, True))
        hand = self._hands[p]
        hand.remove(card)
        table = self._table
        # The dealer plays last in every round: after the dealer's last card comes the next
        # round, or after the last round the end of the deal.
        round_over = not hand and p == self.dealer
        if at:
            side = self._side[p]
            pile = self._piles[side]
            n = len(at)
            if n == 1:
                i = at[0]
                pile.append(CARD_OF_VM[table[i]])
                self._sig -= POW5[table.pop(i) >> 2]
            else:
                sig = self._sig
                for i in reversed(at):
                    k = table.pop(i)
                    pile.append(CARD_OF_VM[k])
                    sig -= POW5[k >> 2]
                self._sig = sig
            pile.append(card)
            self.last_capturer = p
            # Clearing the table is a scopa, except on the last play and for an Asso's sweep.
            if not table and not (flags[2] and card % 10 == 0) and (
                    not round_over or self._round < len(self._rounds) - 1):
                self._scope[side] += 1
                n |= 64
            self._log.append(n)
        else:
            k = VM_OF[card]
            table.append(k)
            table.sort()
            self._sig += POW5[k >> 2]
            self._log.append(0)
        self.to_move = (p + 1) % self.n
        if round_over:
            if self._round < len(self._rounds) - 1:
                self._round += 1
                self._deal_round()
            else:
                self._finish()

    def _finish(self):
        # The cards left on the table go to the last capturer (nobody if none); not a scopa.
        if self.last_capturer >= 0 and self._table:
            self._piles[self._side[self.last_capturer]].extend(CARD_OF_VM[k] for k in self._table)
            self._table = []
            self._sig = 0
        self._pending = None
        self.over = True
