"""A plain list-based Scopa deal, host only: the yardstick issue 2 names ("a plain list-based
engine does about 6,000 deals/s here"), written the obvious way so tools/engine_floor can time
it beside scopa_core on the same machine, in the same run.

Default rules, two players, dealer 0, no checks of the move played. What makes it "plain": cards are ints in Python lists, the captures of a card are
searched afresh each time it is asked (same rank first, else a depth-first walk over the table
cards), moves are (card, cards taken) tuples remade on every call, and the points are
counted at the end by walking the piles. It shuffles with the project's generator, so a seed
deals the same cards as scopa_core does; host_tests/test_plain_engine.py checks that it offers
the same plays and scores the same points.
"""

from scopa_core.rng import Rng

# Primiera value of each rank, Asso first (RULES.md: 7 is 21, 6 is 18, Asso 16, 5 to 2 their
# value plus 10, figures 10).
PRIMIERA = (16, 12, 13, 14, 15, 18, 21, 10, 10, 10)


def rank(card):
    return card % 10 + 1


class PlainDeal:
    def __init__(self, seed):
        rng = Rng(seed)
        while True:
            deck = list(range(40))
            rng.shuffle(deck)
            # Three or four Re among the four table cards: the dealer deals again.
            if sum(1 for c in deck[6:10] if rank(c) == 10) < 3:
                break
        self.deck = deck
        # The dealer (player 0) deals to the other player first, himself last.
        self.hands = [deck[3:6], deck[0:3]]
        self.table = deck[6:10]
        self.pos = 10
        self.piles = [[], []]
        self.scope = [0, 0]
        self.to_move = 1
        self.last_capturer = None
        self.over = False

    def captures(self, card):
        """Every way ``card`` captures: the table cards of its rank, one at a time, if any;
        else each set of table cards whose ranks add up to its rank."""
        r = rank(card)
        same = [(c,) for c in self.table if rank(c) == r]
        if same:
            return same
        # Else a plain depth-first walk over the table: add cards left to right while the sum
        # stays under the rank, keep the sets that reach it. Each has two cards or more: a single
        # card of the rank would have been found by the same-rank rule above.
        found = []
        table = self.table

        def walk(start, left, taken):
            for i in range(start, len(table)):
                value = rank(table[i])
                if value < left:
                    walk(i + 1, left - value, taken + (table[i],))
                elif value == left:
                    found.append(taken + (table[i],))

        walk(0, r, ())
        return found

    def moves(self):
        """Every legal play as (card, the table cards it takes), a card laid down taking ()."""
        out = []
        for card in self.hands[self.to_move]:
            caps = self.captures(card)
            if caps:
                out.extend((card, taken) for taken in caps)
            else:
                out.append((card, ()))
        return out

    def play(self, move):
        p = self.to_move
        card, taken = move
        hand = self.hands[p]
        hand.remove(card)
        if taken:
            for c in taken:
                self.table.remove(c)
            self.piles[p].extend(taken)
            self.piles[p].append(card)
            self.last_capturer = p
            last_play = not hand and p == 0 and self.pos == 40
            if not self.table and not last_play:
                self.scope[p] += 1
        else:
            self.table.append(card)
        if p == 0 and not hand:
            if self.pos < 40:
                self.hands = [self.deck[self.pos + 3:self.pos + 6], self.deck[self.pos:self.pos + 3]]
                self.pos += 6
            else:
                if self.last_capturer is not None:
                    self.piles[self.last_capturer].extend(self.table)
                    self.table = []
                self.over = True
        self.to_move = 1 - p

    def points(self):
        """(carte, denari, settebello, primiera, scope, total) per side, as score_deal."""
        counts = [len(pile) for pile in self.piles]
        denari = [sum(1 for c in pile if c < 10) for pile in self.piles]
        bello = [1 if 6 in pile else 0 for pile in self.piles]
        prim = []
        for pile in self.piles:
            best = [0, 0, 0, 0]
            for c in pile:
                best[c // 10] = max(best[c // 10], PRIMIERA[c % 10])
            # Default rule: holding all four suits beats lacking one; else the higher total.
            prim.append((all(best), sum(best)))
        out = []
        for side in (0, 1):
            other = 1 - side
            row = [1 if counts[side] > counts[other] else 0,
                   1 if denari[side] > denari[other] else 0,
                   bello[side],
                   1 if prim[side] > prim[other] else 0,
                   self.scope[side]]
            out.append(tuple(row) + (sum(row),))
        return out
