"""Maestro's worlds: the cards a player has not seen, dealt at random to the other hands,
consistently with its view.

A hand gets only cards it may hold (``infer.forbidden``: not of a value its plays this round
say it lacks) when there are enough of them. The stock is not dealt: the search stops at the
end of the round (``evaluate.leaf``).

With two players the other hand is the next block of a shuffled order of the cards it may
hold, reshuffled once used up: every card lands in it about equally often, so a few worlds
estimate what the hand may do as well as more independent ones would.

Besides the position, a world gives ``pool``: per value (``pool[0]`` in all) the hidden cards
outside the other hands: the stock, where the next hands come from, and what the other side
cannot see besides our hand (``blind_threat``).
No allocation per world.
"""

from scopa_core.ai.infer import forbidden

try:
    from array import array
except ImportError:  # pragma: no cover - every target has array
    array = None


class Worlds:
    def __init__(self):
        self.hidden = bytearray(40)
        self.pool = bytearray(11)
        self.counts = bytearray(11)
        self.scratch = bytearray(11)
        # evaluate.blind_threat's chances, by (fresh, hand size, cards); -1: not known yet
        self.chances = array("h", bytes(220)) if array else [0] * 110
        self.forget()

    def forget(self):
        """Drop the chances kept: the pool's total changes."""
        memo = self.chances
        for i in range(110):
            memo[i] = -1

    def start(self, view, sim, base, codes, pair=True):
        """Get ready to deal worlds from position ``base`` (our hand only) for this view;
        ``codes``: a scratch buffer."""
        self.view = view
        self.sim = sim
        self.base = base
        self.forget()
        hid = self.hidden
        counts = self.counts
        for i in range(11):
            counts[i] = 0
        k = 0
        for c in view.unseen():
            hid[k] = c
            k += 1
            counts[c % 10 + 1] += 1
        counts[0] = k
        self.k = k
        self.forbid = forbidden(view, sim, self.scratch, codes)
        self.pair = pair and view.n == 2
        if view.n == 2:
            q = 1 - view.player
            h = view.hand_counts[q]
            f = self.forbid[q] if self.forbid else 0
            self.lim = _first(hid, 0, k, f) if f else 0
            if self.lim < h:
                self.lim = k
            self.cur = self.lim  # shuffle before the first world

    def pool_all(self, h):
        """``pool`` when the other hand (h cards) is not dealt: every hidden card but h."""
        self.pool[:] = self.counts
        self.pool[0] -= h

    def deal(self, S, rng):
        """Fill S with a world: the start position and the other hands."""
        S[:] = self.base
        pool = self.pool
        pool[:] = self.counts
        view = self.view
        hid = self.hidden
        if self.pair:
            q = 1 - view.player
            h = view.hand_counts[q]
            lim = self.lim
            cur = self.cur
            if cur + h > lim:
                _shuffle(hid, 0, lim, lim, rng)
                cur = 0
            self._give(S, q, cur, h)
            self.cur = cur + h
            return
        forbid = self.forbid
        k = self.k
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
            self._give(S, q, pos, h)
            pos += h

    def _give(self, S, q, at, h):
        """Player q's hand: the h hidden cards from ``at``; they leave the pool."""
        base = self.sim.HB + q * 10
        hid = self.hidden
        pool = self.pool
        for i in range(at, at + h):
            c = hid[i]
            S[base + c % 10] |= 1 << (c // 10)
            pool[c % 10 + 1] -= 1
        pool[0] -= h


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
