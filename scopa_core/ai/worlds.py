"""Maestro's worlds: the cards a player has not seen, dealt at random to the other hands and
the stock, consistently with its view.

A hand gets only cards it may hold (``infer.forbidden``: not of a value its plays this round
say it lacks) when there are enough of them. Only what the search can reach is drawn: the
hands, and the next deal's cards when the search goes that far.

With two players the other hand is the next block of a shuffled order of the cards it may
hold, reshuffled once used up: every card lands in it about equally often, so a few worlds
estimate what the hand may do as well as more independent ones would.

Besides the position, a world gives ``pool``: per value (``pool[0]`` in all) the hidden cards
outside the other hands, which is what the other side cannot see of ours (``blind_threat``).
No allocation per world.
"""

from scopa_core.ai.infer import forbidden


class Worlds:
    def __init__(self):
        self.hidden = bytearray(40)
        self.pool = bytearray(11)
        self.scratch = bytearray(11)

    def start(self, view, sim, base, codes, to_deal, pair=True):
        """Get ready to deal worlds from position ``base`` (our hand only) for this view;
        ``to_deal``: whether the search reaches the next deal; ``codes``: a scratch buffer."""
        self.view = view
        self.sim = sim
        self.base = base
        hid = self.hidden
        k = 0
        for c in view.unseen():
            hid[k] = c
            k += 1
        self.k = k
        self.forbid = forbidden(view, sim, self.scratch, codes)
        self.deal_cards = 0
        if to_deal and view.stock:
            self.deal_cards = sim.rounds[base[sim.MB + 3] + 1] * view.n
        self.pair = pair and view.n == 2
        if self.pair:
            q = 1 - view.player
            h = view.hand_counts[q]
            f = self.forbid[q] if self.forbid else 0
            self.lim = _first(hid, 0, k, f) if f else 0
            if self.lim < h:
                self.lim = k
            self.cur = self.lim  # shuffle before the first world

    def deal(self, S, rng):
        """Fill S with a world: the start position and the other hands; ``sim.stock`` gets
        the stock."""
        S[:] = self.base
        if self.pair:
            self._pair(S, rng)
        else:
            self._any(S, rng)

    def _pair(self, S, rng):
        view = self.view
        sim = self.sim
        hid = self.hidden
        k = self.k
        q = 1 - view.player
        h = view.hand_counts[q]
        lim = self.lim
        cur = self.cur
        if cur + h > lim:
            _shuffle(hid, 0, lim, lim, rng)
            cur = 0
        base = sim.HB + q * 10
        for i in range(cur, cur + h):
            c = hid[i]
            S[base + c % 10] |= 1 << (c // 10)
        pool = self.pool
        for i in range(11):
            pool[i] = 0
        stock = sim.stock
        j = 0
        for i in range(k):
            if cur <= i < cur + h:
                continue
            c = hid[i]
            stock[j] = c
            j += 1
            pool[c % 10 + 1] += 1
        pool[0] = j
        self.cur = cur + h
        _shuffle(stock, 0, self.deal_cards, j, rng)
        sim.stock_end = view.stock

    def _any(self, S, rng):
        view = self.view
        sim = self.sim
        hid = self.hidden
        k = self.k
        forbid = self.forbid
        pos = 0
        for q in range(view.n):
            h = view.hand_counts[q]
            if q == view.player or not h:
                continue
            lim = k
            f = forbid[q] if forbid else 0
            if f:
                a = _first(hid, pos, k, f)
                if a - pos >= h:
                    lim = a
            _shuffle(hid, pos, pos + h, lim, rng)
            base = sim.HB + q * 10
            for i in range(pos, pos + h):
                c = hid[i]
                S[base + c % 10] |= 1 << (c // 10)
            pos += h
        _shuffle(hid, pos, pos + self.deal_cards, k, rng)
        pool = self.pool
        for i in range(11):
            pool[i] = 0
        for i in range(pos, k):
            pool[hid[i] % 10 + 1] += 1
        pool[0] = k - pos
        stock = sim.stock
        for j in range(view.stock):
            stock[j] = hid[pos]
            pos += 1
        sim.stock_end = view.stock


def _first(cards, lo, hi, forbid):
    """Move the cards of cards[lo:hi] whose value is not in the mask ``forbid`` to the front
    of that range; returns where they end."""
    a = lo
    for i in range(lo, hi):
        c = cards[i]
        if not forbid >> (c % 10) & 1:
            cards[i] = cards[a]
            cards[a] = c
            a += 1
    return a


def _shuffle(cards, lo, hi, end, rng):
    """Put at cards[lo:hi] a random draw from cards[lo:end] (a partial Fisher-Yates)."""
    for i in range(lo, hi):
        j = i + rng.below(end - i)
        c = cards[j]
        cards[j] = cards[i]
        cards[i] = c
