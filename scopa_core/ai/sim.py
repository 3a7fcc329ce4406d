"""A lean simulator of one smazzata for the search: one bytearray per position, no allocation.

A position is a bytearray ``S`` laid out as
- ``S[0]`` table card count, ``S[v]`` (v 1..10) the suits of value v on the table (4-bit mask);
- ``S[HB + p*10 + v-1]`` the suits of value v in player p's hand;
- per side, PS bytes from ``SB + side*PS``: cards, denari, sevens, best primiera of each suit
  (4), scope, denari mask low 8 bits, denari mask bits 8-9;
- from ``MB``: player to move, last capturer + 1 (0: nobody), cards in hands, round, stock
  position.

A move is a card and a capture code: 3 bits per value (bits 3*(v-1)) counting the table cards
of that value taken, 0 to lay the card down, ALL for an Asso's sweep (asso piglia tutto).
Within a value the capturer takes denari first, then coppe, bastoni, spade (the search plays
one capture per set of values; the engine's other suit choices differ only in suits).
``play`` works in place; the search copies the position into its next level's buffer first.
"""

from scopa_core.cards import PRIMIERA_OF

ALL = 1 << 29  # capture code of an Asso taking the whole table
DONE = 1 << 28  # play_exact: the cards were taken already
PS = 10
POP = bytes((0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4))
LOW = bytes((0, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0))



def cards_in(code):
    """How many cards a capture code takes: it holds 3 bits of count per value."""
    n = 0
    while code:
        n += code & 7
        code >>= 3
    return n

class Sim:
    def __init__(self, options, dealer):
        o = options
        self.n = n = o.players
        self.sides = sides = o.sides
        self.side_of = bytes(o.side_of(p) for p in range(n))
        self.rounds = bytes(o.layout()[1])
        self.dealer = dealer
        self.escoba = o.escoba
        self.fewest = o.fewest
        self.asso = o.asso
        self.prim_rule = o.primiera
        self.napola = o.napola
        self.re_bello = o.re_bello
        self.total = 40 - o.layout()[2]
        self.HB = 11
        self.SB = 11 + 10 * n
        self.MB = mb = self.SB + PS * sides
        self.size = mb + 5
        self.stock = bytearray(40)
        self.stock_end = 0
        self.dealing = True  # False: a round ends with empty hands (the search stops there)
        self.pts = [0] * sides
        self.facts = [0] * (sides * 4)

    def new_state(self):
        return bytearray(self.size)

    # -- loading -------------------------------------------------------------------------------
    def load(self, S, table, hands, stock, piles, scope, to_move, last_capturer):
        """Fill S: ``hands`` one card sequence per player, ``stock`` the cards still to deal in
        dealing order, ``piles``/``scope`` per side."""
        for i in range(self.size):
            S[i] = 0
        for c in table:
            S[c % 10 + 1] |= 1 << (c // 10)
            S[0] += 1
        inh = 0
        for p in range(self.n):
            for c in hands[p]:
                S[self.HB + p * 10 + c % 10] |= 1 << (c // 10)
                inh += 1
        for s in range(self.sides):
            for c in piles[s]:
                self.add(S, s, c)
            S[self.SB + s * PS + 7] = scope[s]
        k = 0
        for c in stock:
            self.stock[k] = c
            k += 1
        self.stock_end = k
        # Current round: count back from the last one over the cards still in the stock.
        r = len(self.rounds) - 1
        rem = k
        while rem > 0:
            rem -= self.rounds[r] * self.n
            r -= 1
        mb = self.MB
        S[mb] = to_move
        S[mb + 1] = last_capturer + 1
        S[mb + 2] = inh
        S[mb + 3] = r
        S[mb + 4] = 0

    # -- moves ---------------------------------------------------------------------------------
    def captures(self, S, v, codes, k):
        """Write the capture codes of a card of value v from ``codes[k]`` on; return the new k."""
        if not S[0]:
            return k
        if self.asso and v == 1:
            codes[k] = ALL
            return k + 1
        if self.escoba:
            k0 = k
            k = self._sets(S, 1, 15 - v, 0, 0, 1, codes, k)
        else:
            if S[v]:
                codes[k] = 1 << (3 * v - 3)
                return k + 1
            k0 = k
            k = self._sets(S, 1, v, 0, 0, 2, codes, k)
        if self.fewest and k - k0 > 1:
            least = 99
            for i in range(k0, k):
                m = cards_in(codes[i])
                if m < least:
                    least = m
            j = k0
            for i in range(k0, k):
                if cards_in(codes[i]) == least:
                    codes[j] = codes[i]
                    j += 1
            k = j
        return k

    def _sets(self, S, w, rem, code, ncards, minn, codes, k):
        while w <= rem and w <= 10:
            cnt = POP[S[w]]
            t = 1
            while t <= cnt:
                left = rem - t * w
                if left < 0:
                    break
                c2 = code + (t << (3 * w - 3))
                if left == 0:
                    if ncards + t >= minn:
                        codes[k] = c2
                        k += 1
                    break
                k = self._sets(S, w + 1, left, c2, ncards + t, minn, codes, k)
                t += 1
            w += 1
        return k

    def gen(self, S, cards, codes):
        """The moves of the player to move into cards/codes; returns how many."""
        p = S[self.MB]
        base = self.HB + p * 10
        k = 0
        for v in range(1, 11):
            m = S[base + v - 1]
            while m:
                s = LOW[m]
                m &= ~(1 << s)
                k0 = k
                k = self.captures(S, v, codes, k)
                if k == k0:
                    codes[k] = 0
                    k += 1
                card = s * 10 + v - 1
                for i in range(k0, k):
                    cards[i] = card
        return k

    # -- playing -------------------------------------------------------------------------------
    def add(self, S, side, c):
        b = self.SB + side * PS
        S[b] += 1
        if c < 10:
            S[b + 1] += 1
            if c < 8:
                S[b + 8] |= 1 << c
            else:
                S[b + 9] |= 1 << (c - 8)
        if c % 10 == 6:
            S[b + 2] += 1
        pv = PRIMIERA_OF[c]
        j = b + 3 + c // 10
        if pv > S[j]:
            S[j] = pv

    def take(self, S, side, c):
        """Move table card c into the side's pile."""
        S[c % 10 + 1] &= ~(1 << (c // 10))
        S[0] -= 1
        self.add(S, side, c)

    def play(self, S, card, code):
        mb = self.MB
        p = S[mb]
        side = self.side_of[p]
        v = card % 10 + 1
        S[self.HB + p * 10 + v - 1] &= ~(1 << (card // 10))
        inh = S[mb + 2] - 1
        S[mb + 2] = inh
        last = inh == 0 and S[mb + 4] >= self.stock_end
        if code:
            if code == ALL:
                self.take_table(S, side)
            elif code != DONE:
                w = 1
                while code:
                    t = code & 7
                    while t:
                        s = LOW[S[w]]
                        self.take(S, side, s * 10 + w - 1)
                        t -= 1
                    code >>= 3
                    w += 1
            self.add(S, side, card)
            S[mb + 1] = p + 1
            if not S[0] and not last and not (self.asso and v == 1):
                S[self.SB + side * PS + 7] += 1
        else:
            S[v] |= 1 << (card // 10)
            S[0] += 1
        S[mb] = (p + 1) % self.n
        if inh == 0:
            if last:
                self.finish(S)
            elif self.dealing:
                self.deal(S)

    def play_exact(self, S, card, taken):
        """Play ``card`` taking exactly the cards ``taken`` (the engine's choice of suits)."""
        if taken and not (self.asso and card % 10 == 0):
            side = self.side_of[S[self.MB]]
            for c in taken:
                self.take(S, side, c)
            self.play(S, card, DONE)
        else:
            self.play(S, card, ALL if taken else 0)

    def deal(self, S):
        mb = self.MB
        r = S[mb + 3] + 1
        S[mb + 3] = r
        size = self.rounds[r]
        pos = S[mb + 4]
        n = self.n
        for i in range(1, n + 1):
            q = (self.dealer + i) % n
            base = self.HB + q * 10
            for j in range(size):
                c = self.stock[pos]
                pos += 1
                S[base + c % 10] |= 1 << (c // 10)
        S[mb + 4] = pos
        S[mb + 2] = size * n

    def take_table(self, S, side):
        """Every table card goes to ``side`` (an Asso's sweep, or the last capturer's)."""
        for w in range(1, 11):
            m = S[w]
            while m:
                s = LOW[m]
                m &= ~(1 << s)
                self.take(S, side, s * 10 + w - 1)

    def finish(self, S):
        lc = S[self.MB + 1]
        if lc:
            self.take_table(S, self.side_of[lc - 1])

    def over(self, S):
        return S[self.MB + 2] == 0

    # -- scoring -------------------------------------------------------------------------------
    def points(self, S):
        """Points of each side in ``self.pts`` (bonus from calls left out); returns it."""
        sides = self.sides
        pts = self.pts
        SB = self.SB
        rule = self.prim_rule
        for s in range(sides):
            b = SB + s * PS
            pts[s] = S[b + 7] + (S[b + 8] >> 6 & 1)
            if self.napola:
                run = 0
                mask = S[b + 8] | S[b + 9] << 8
                while run < 10 and mask >> run & 1:
                    run += 1
                if run >= 3:
                    pts[s] += run
            if self.re_bello:
                pts[s] += S[b + 9] >> 1 & 1
        self._award(S, 0, pts)
        self._award(S, 1, pts)
        if rule == 3:
            self._award(S, 2, pts)
        else:
            full = -1
            for s in range(sides):
                b = SB + s * PS
                if S[b + 3] and S[b + 4] and S[b + 5] and S[b + 6]:
                    full = s
            best = -1
            top = -1
            shared = False
            if rule == 1 and full < 0:
                return pts
            for s in range(sides):
                b = SB + s * PS
                if full >= 0 and rule != 2 and not (S[b + 3] and S[b + 4] and S[b + 5] and S[b + 6]):
                    continue
                t = S[b + 3] + S[b + 4] + S[b + 5] + S[b + 6]
                if t > top:
                    top = t
                    best = s
                    shared = False
                elif t == top:
                    shared = True
            if best >= 0 and not shared:
                pts[best] += 1
        return pts

    def _award(self, S, off, pts):
        """One point to the side with strictly the most of field ``off`` (cards, denari,
        sevens)."""
        best = -1
        top = -1
        shared = False
        for s in range(self.sides):
            x = S[self.SB + s * PS + off]
            if x > top:
                top = x
                best = s
                shared = False
            elif x == top:
                shared = True
        if not shared:
            pts[best] += 1

    def taken_cards(self, S, code):
        """The table cards (ascending) that capture ``code`` takes on S (allocates: root only)."""
        out = []
        for w in range(1, 11):
            m = S[w]
            t = 7 if code == ALL else code >> (3 * w - 3) & 7
            while m and t:
                s = LOW[m]
                m &= ~(1 << s)
                out.append(s * 10 + w - 1)
                t -= 1
        out.sort()
        return out
