"""A lean simulator of one round for Maestro's search: a position is one bytearray ``S``
(its offsets are named below).

- the table: ``S[_TABLE_CARDS]`` its card count, ``S[v]`` (v 1..10) the suits of value v on it
  (a 4-bit mask, bit s for suit s);
- the hands: ``S[HB + p*10 + v-1]`` the suits of value v in player p's hand;
- the sides: PS bytes each from ``SB + side*PS``, what it has taken;
- the turn, from ``MB``: who moves, who captured last, the cards in hands, a scopa pending.

It never deals: the search stops at the end of the round. The stock's size (``stock``, set by
``load``) tells whether that end is the deal's (the table goes to the last capturer).

A move is a card and a capture code: 3 bits per value (bits 3*(v-1)) counting the table cards
of that value taken, 0 to lay the card down, ALL for an Asso's sweep (asso piglia tutto).
Within a value the capturer takes denari first, then coppe, bastoni, spade (the search plays
one capture per set of values; the engine's other suit choices differ only in suits).
``play`` works in place; the search copies the position into its next ply's buffer first.
No allocation but ``taken_cards`` (once per move, at the root).
"""

from micropython import const

from scopa_core.ai.agent import PRIMIERA_NO_FACES
from scopa_core.cards import PRIMIERA_OF
from scopa_core.options import PRIMIERA_STRICT, PRIMIERA_SUM, SEVENS

ALL = const(1 << 29)  # capture code of an Asso taking the whole table
_DONE = const(1 << 28)  # play: the cards were taken already (play_exact)

# The position's offsets. evaluate, search, maestro and infer read positions at the same offsets,
# under the same names (const: a board reads them as numbers); test_sim_layout checks they agree.
_TABLE_CARDS = const(0)  # the table's card count; S[v], v 1..10: its suits of value v
# A side's PS bytes, from SB + side * PS:
_CARDS = const(0)  # cards taken
_DENARI = const(1)  # denari taken
_SEVENS = const(2)  # sevens taken
_BEST = const(3)  # from here, one byte a suit: the best primiera value taken of that suit
_SCOPE = const(7)  # scope
_DENARI_LOW = const(8)  # the denari taken, bit c for card c (0..9): bits 0-7 (6: the settebello)
_DENARI_HIGH = const(9)  # ... and bits 8-9 here (bit 1: the Re bello)
PS = const(10)
# The turn, from MB:
_TO_MOVE = const(0)  # the player to move
_CAPTURER = const(1)  # the last capturer + 1 (0: nobody)
_IN_HANDS = const(2)  # cards in the hands
_SCOPA = const(3)  # 1 when the last capture made a scopa (no_last_scopa withdraws it if no
# capture follows)
_TURN = const(4)  # bytes of the turn

# By a 4-bit mask of suits: how many (POP), the lowest (LOW).
POP = bytes((0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4))
LOW = bytes((0, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0))


def cards_in(code):
    """How many cards a capture code takes."""
    n = 0
    while code:
        n += code & 7
        code >>= 3
    return n


class Sim:
    def __init__(self, o):
        self.n = n = o.players
        self.sides = o.sides
        self.side_of = bytes(o.side_of(p) for p in range(n))
        _, self.rounds, aside = o.layout()
        self.total = 40 - aside
        self.escoba = o.escoba
        self.fewest = o.fewest
        self.asso = o.asso
        self.primiera = o.primiera
        self.napola = o.napola
        self.re_bello = o.re_bello
        self.forced = o.forced
        self.no_last = o.no_last_scopa
        self.prim = PRIMIERA_NO_FACES if o.no_faces else PRIMIERA_OF
        self.HB = 11
        self.SB = 11 + 10 * n
        self.MB = self.SB + PS * o.sides
        self.size = self.MB + _TURN
        self.pts = [0] * o.sides
        # _sets: (value, count) of each level; at most 4 levels, as 1 + 2 + 3 + 4 + 5 > 14
        self.path = [0] * 8

    def load(self, S, table, hands, stock, piles, scope, to_move, last_capturer, last_scopa=False):
        """Fill S: ``hands`` a card sequence per player, ``stock`` the cards still to deal,
        ``piles``/``scope`` per side, ``last_scopa`` whether the last capture made a scopa. Sets
        ``hand`` (this round's hand size) and ``fresh`` (the next round's, 0 at the last)."""
        for i in range(self.size):
            S[i] = 0
        for c in table:
            S[c % 10 + 1] |= 1 << c // 10
            S[_TABLE_CARDS] += 1
        k = 0
        for p in range(self.n):
            for c in hands[p]:
                S[self.HB + p * 10 + c % 10] |= 1 << c // 10
                k += 1
        for s in range(self.sides):
            for c in piles[s]:
                self.add(S, s, c)
            S[self.SB + s * PS + _SCOPE] = scope[s]
        self.stock = stock
        r = len(self.rounds)
        while stock > 0:  # back from the last round over the cards still in the stock
            r -= 1
            stock -= self.rounds[r] * self.n
        self.fresh = self.rounds[r] if self.stock else 0
        self.hand = self.rounds[r - 1]
        mb = self.MB
        S[mb + _TO_MOVE] = to_move
        S[mb + _CAPTURER] = last_capturer + 1
        S[mb + _IN_HANDS] = k
        S[mb + _SCOPA] = 1 if last_scopa else 0

    # -- moves ---------------------------------------------------------------------------------
    def captures(self, S, v, codes, k):
        """Write the capture codes of a card of value v from ``codes[k]`` on; the new k."""
        if not S[_TABLE_CARDS]:
            return k
        if self.asso and v == 1:
            codes[k] = ALL
            return k + 1
        k0 = k
        if self.escoba:
            k = self._sets(S, 15 - v, 1, codes, k)
        elif S[v]:
            codes[k] = 1 << 3 * v - 3
            return k + 1
        else:
            k = self._sets(S, v, 2, codes, k)
        if self.fewest and k - k0 > 1:
            least = 99
            for i in range(k0, k):
                least = min(least, cards_in(codes[i]))
            j = k0
            for i in range(k0, k):
                if cards_in(codes[i]) == least:
                    codes[j] = codes[i]
                    j += 1
            k = j
        return k

    def _sets(self, S, rem, minn, codes, k):
        """Write the codes of the sets of table cards whose values add up to ``rem`` (at least
        ``minn`` cards), from ``codes[k]`` on; the new k. Values ascending, depth first, each
        taken 1 to as many times as the table has it. A loop with the (value, count) of each
        level on ``self.path``, not recursion: a board's Python stack is 2 KB."""
        path = self.path
        d = 0
        w = t = 1
        code = nc = 0
        top = rem if rem < 10 else 10
        while True:
            if w > top:
                if not d:
                    return k
                d -= 2  # back to the level before: its next count
                w = path[d]
                t = path[d + 1]
                rem += t * w
                top = rem if rem < 10 else 10
                nc -= t
                code -= t << 3 * w - 3
                t += 1
            m = S[w]
            if not m:  # t is 1: only a value on the table is come back to
                w += 1
                continue
            if t > POP[m]:
                w += 1
                t = 1
                continue
            left = rem - t * w
            if left > 0:  # down a level: the higher values make up the rest
                path[d] = w
                path[d + 1] = t
                d += 2
                rem = left
                top = rem if rem < 10 else 10
                nc += t
                code += t << 3 * w - 3
            elif not left and nc + t >= minn:
                codes[k] = code + (t << 3 * w - 3)
                k += 1
            w += 1
            t = 1

    def gen(self, S, cards, codes, k=0):
        """The moves of the player to move into cards/codes from index k; the new k."""
        base = self.HB + S[self.MB + _TO_MOVE] * 10 - 1
        k1 = k
        for v in range(1, 11):
            m = S[base + v]
            while m:
                s = LOW[m]
                m &= ~(1 << s)
                k0 = k
                k = self.captures(S, v, codes, k)
                if k == k0:
                    codes[k] = 0
                    k += 1
                for i in range(k0, k):
                    cards[i] = s * 10 + v - 1
        if self.forced:
            # Forced capture: with any capture among them, the lay-downs (code 0) go.
            j = k1
            for i in range(k1, k):
                if codes[i]:
                    cards[j] = cards[i]
                    codes[j] = codes[i]
                    j += 1
            if j > k1:
                k = j
        return k

    # -- playing -------------------------------------------------------------------------------
    def add(self, S, side, c):
        """Card c into the side's pile."""
        b = self.SB + side * PS
        S[b + _CARDS] += 1
        if c < 10:
            S[b + _DENARI] += 1
            S[b + _DENARI_LOW + c // 8] |= 1 << c % 8
        if c % 10 == 6:
            S[b + _SEVENS] += 1
        j = b + _BEST + c // 10
        p = self.prim[c]
        if p > S[j]:
            S[j] = p

    def take(self, S, side, c):
        """Table card c into the side's pile."""
        S[c % 10 + 1] &= ~(1 << c // 10)
        S[_TABLE_CARDS] -= 1
        self.add(S, side, c)

    def sweep(self, S, side):
        """Every table card to ``side`` (an Asso's sweep, or the last capturer's)."""
        for w in range(1, 11):
            while S[w]:
                self.take(S, side, LOW[S[w]] * 10 + w - 1)

    def play(self, S, card, code):
        mb = self.MB
        p = S[mb + _TO_MOVE]
        side = self.side_of[p]
        v = card % 10 + 1
        S[self.HB + p * 10 + v - 1] &= ~(1 << card // 10)
        S[mb + _IN_HANDS] -= 1
        # The deal's last play sweeps for no scopa, as Deal.is_scopa rules (test_sim_vs_engine).
        last = not S[mb + _IN_HANDS] and not self.stock
        if code:
            if code == ALL:
                self.sweep(S, side)
            elif code != _DONE:
                w = 1
                while code:
                    for _ in range(code & 7):
                        self.take(S, side, LOW[S[w]] * 10 + w - 1)
                    code >>= 3
                    w += 1
            self.add(S, side, card)
            S[mb + _CAPTURER] = p + 1
            if not S[_TABLE_CARDS] and not last and not (self.asso and v == 1):
                S[self.SB + side * PS + _SCOPE] += 1
                S[mb + _SCOPA] = 1
            else:
                S[mb + _SCOPA] = 0
        else:
            S[v] |= 1 << card // 10
            S[_TABLE_CARDS] += 1
        S[mb + _TO_MOVE] = (p + 1) % self.n
        if last and S[mb + _CAPTURER]:
            side = self.side_of[S[mb + _CAPTURER] - 1]
            if self.no_last and S[mb + _SCOPA]:  # the deal's last capture: its scopa is taken back
                S[self.SB + side * PS + _SCOPE] -= 1
                S[mb + _SCOPA] = 0
            self.sweep(S, side)

    def play_exact(self, S, card, taken):
        """Play ``card`` taking exactly the cards ``taken`` (the engine's choice of suits)."""
        if taken and not (self.asso and card % 10 == 0):
            for c in taken:
                self.take(S, self.side_of[S[self.MB + _TO_MOVE]], c)
            self.play(S, card, _DONE)
        else:
            self.play(S, card, ALL if taken else 0)

    def taken_cards(self, S, code):
        """The table cards (ascending) that capture ``code`` takes on S (allocates)."""
        out = []
        for w in range(1, 11):
            m = S[w]
            t = 7 if code == ALL else code >> 3 * w - 3 & 7
            while m and t:
                s = LOW[m]
                m &= ~(1 << s)
                out.append(s * 10 + w - 1)
                t -= 1
        out.sort()
        return out

    # -- scoring -------------------------------------------------------------------------------
    def points(self, S):
        """Points of each side in ``self.pts`` (bonus from calls left out); returns it."""
        pts = self.pts
        rule = self.primiera
        for s in range(self.sides):
            b = self.SB + s * PS
            x = S[b + _SCOPE] + (S[b + _DENARI_LOW] >> 6 & 1)  # and the settebello
            if self.napola:
                m = S[b + _DENARI_LOW] | S[b + _DENARI_HIGH] << 8
                run = 0
                while m >> run & 1:
                    run += 1
                if run >= 3:
                    x += run
            if self.re_bello:
                x += S[b + _DENARI_HIGH] >> 1 & 1
            pts[s] = x
        # One point each to the side with strictly the most cards, denari, and sevens or
        # primiera. Primiera: a side with all four suits beats one without, only such sides
        # count (PRIMIERA_STRICT), or the plain sum (PRIMIERA_SUM).
        for f in (_CARDS, _DENARI, _SEVENS if rule == SEVENS else _BEST):
            best = top = -1
            for s in range(self.sides):
                b = self.SB + s * PS
                if f != _BEST:
                    x = S[b + f]
                else:
                    b += _BEST  # the best of each suit
                    x = S[b] + S[b + 1] + S[b + 2] + S[b + 3]
                    if S[b] and S[b + 1] and S[b + 2] and S[b + 3]:
                        if rule != PRIMIERA_SUM:
                            x += 400
                    elif rule == PRIMIERA_STRICT:
                        x = 0
                if x > top:
                    top = x
                    best = s
                elif x == top:
                    best = -1
            if best >= 0:
                pts[best] += 1
        return pts
