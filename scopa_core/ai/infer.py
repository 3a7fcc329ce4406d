"""Maestro's worlds: the cards a player has not seen, dealt at random to the other hands,
consistently with what the others' plays this round say about the cards they still hold.

Players take what is clearly worth taking. So when another player made a play this round while
a card of value v would have scored more than that play by more than _MARGIN (Normale's worths:
``simple.greedy_score``; a capture always beats laying a card down), its hand then held no card
of value v, and its hand now, a part of that hand, holds none either. That gives a mask of the
values each player cannot hold now. Only the view is read: the table and the plays log.

A player whose own later plays this round break the rule (it played a card of a value the rule
says it did not hold) does not play that way: nothing is inferred about it.

An open partner's hand (carte scoperte) is known: it is in the position, never dealt.
A hand gets only cards it may hold (not of a value it lacks) when there are enough of them.
The stock is not dealt: the search stops at the end of the round (``evaluate.leaf``).
With two players the other hand is the next block of a shuffled order of the cards it may
hold, reshuffled once used up: every card lands in it about equally often, so a few worlds
estimate what the hand may do as well as more independent ones would.

Besides the position, a world gives ``pool``: per value (``pool[0]`` in all) the hidden cards
outside the other hands: the stock, where the next hands come from, and what the other side
cannot see besides our hand (``evaluate.blind_threat``). No allocation per world.
"""

from array import array

from micropython import const

from scopa_core.ai.agent import WORTH, SCOPA
from scopa_core.ai.sim import ALL, LOW, cards_in

_MARGIN = const(0)  # how much better, in worth, the missed play must have been
_TABLE_CARDS = const(0)  # a position's table card count, as sim names it


def forbidden(view, sim, S, codes):
    """Per player, a mask of the values (bit v-1) it cannot hold now; None when nothing is
    known. ``S`` (11 bytes) and ``codes`` are scratch buffers; ``sim`` loaded for the view."""
    if view.options.mistakes:
        return None
    n = view.n
    played = sim.hand * n - sum(view.hand_counts)
    if played <= 0:
        return None
    out = [0] * n
    broken = 0
    for i in range(11):
        S[i] = 0
    for c in view.table:
        S[c % 10 + 1] |= 1 << (c // 10)
        S[_TABLE_CARDS] += 1
    plays = view.plays
    end = len(plays)
    asso = view.options.asso
    for i in range(end - 1, end - 1 - played, -1):
        p, card, taken, scopa = plays[i]
        # Back to the table before play i.
        if taken:
            for c in taken:
                S[c % 10 + 1] |= 1 << (c // 10)
                S[_TABLE_CARDS] += 1
        else:
            S[card % 10 + 1] &= ~(1 << (card // 10))
            S[_TABLE_CARDS] -= 1
        if p == view.player:
            continue
        if taken:
            got = WORTH[card]
            for c in taken:
                got += WORTH[c]
            if scopa:
                got += SCOPA
        else:
            got = -WORTH[card]
        mask = 0
        for v in range(1, 11):
            k = sim.captures(S, v, codes, 0)
            if k and _best_capture(S, v, codes, k, asso) > got + _MARGIN:
                mask |= 1 << (v - 1)
        if not mask:
            continue
        for j in range(i + 1, end):
            if plays[j][0] == p and mask >> (plays[j][1] % 10) & 1:
                broken |= 1 << p
        out[p] |= mask
    known = False
    for p in range(n):
        if broken >> p & 1:
            out[p] = 0
        elif out[p]:
            known = True
    return out if known else None


def _best_capture(S, v, codes, k, asso):
    """The most a card of value v (of its cheapest suit) scores by capturing on table S, with
    the capture codes ``codes[:k]``: what it takes, the card itself, and a scopa."""
    best = 0
    for i in range(k):
        code = codes[i]
        w = WORTH[10 + v - 1]
        if code == ALL:
            m = S[_TABLE_CARDS]
            for x in range(1, 11):
                t = S[x]
                while t:
                    s = LOW[t]
                    t &= ~(1 << s)
                    w += WORTH[s * 10 + x - 1]
        else:
            m = cards_in(code)
            x = 1
            while code:
                t = code & 7
                b = S[x]
                while t:
                    s = LOW[b]
                    b &= ~(1 << s)
                    w += WORTH[s * 10 + x - 1]
                    t -= 1
                code >>= 3
                x += 1
        if m == S[_TABLE_CARDS] and not (asso and v == 1):
            w += SCOPA
        if w > best:
            best = w
    return best


class Worlds:
    """Deals worlds; its buffers are made here, or (Maestro) taken from a kit shared by the
    match's CPU players, since one thinks at a time and ``prepare`` fills them afresh."""

    def __init__(self):
        self.hidden = bytearray(40)
        self.pool = bytearray(11)
        self.counts = bytearray(11)
        # evaluate.blind_threat's chances, by (fresh, hand size, cards); -1: not known yet
        self.chances = array("h", range(110))

    def prepare(self, view, sim, base, codes, pair=True):
        """Get ready to deal worlds from position ``base`` (our hand only) for this view;
        ``codes``: a scratch buffer. The chances kept are dropped: the pool changes."""
        self.view = view
        self.hc = view.hand_counts
        self.sim = sim
        self.base = base
        for i in range(110):
            self.chances[i] = -1
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
        self.forbid = forbidden(view, sim, self.pool, codes)  # pool: scratch until a world
        self.pair = pair and view.n == 2
        if view.n == 2:
            q = 1 - view.player
            h = view.hand_counts[q]
            f = self.forbid[q] if self.forbid else 0
            self.lim = _first(hid, 0, k, f) if f else 0
            if self.lim < h:
                self.lim = k
            self.cur = self.lim  # shuffle before the first world

    def deal(self, S, rng):
        """Fill S with a world: the start position and the other hands."""
        S[:] = self.base
        pool = self.pool
        pool[:] = self.counts
        hid = self.hidden
        if self.pair:
            q = 1 - self.view.player
            h = self.hc[q]
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
        for q in range(len(self.hc)):
            h = self.hc[q]
            if q == self.view.player or q == self.view.partner or not h:  # known hands
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
