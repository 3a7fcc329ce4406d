"""Maestro: search over sampled hidden hands (determinization), exact endgame.

Each "world" deals the cards this player has not seen to the other hands and the stock at
random (the view says how many each holds). In each world every root move is scored by an
alpha-beta search (our side maximises, the others minimise) on the lean simulator, as deep as
a small tree allows (every hand's cards, one round of plays and more as hands shrink), with
``evaluate.static`` at the leaves and the exact points at the end of the deal. Scores are
added up over the worlds (the same worlds for every move) and the best total wins.

Once the stock is empty with two players the other hand is known: one world, searched to the
end of the deal when small enough (exactly), so the last round is played perfectly.

One iteration is one root move searched in one world, so thinking goes in small slices.
Everything the search touches is preallocated once per agent: it allocates nothing per node.
"""

from scopa_core.ai.base import Agent
from scopa_core.ai.evaluate import final, static
from scopa_core.ai.sim import Sim

try:
    from array import array
except ImportError:  # pragma: no cover - every target has array
    array = None

MAXD = 12  # deepest search: 6 cards left (exact) or a few plies
ROW = 64  # moves of one position at most (13 cards, several captures each)


_ZERO = bytes(4 * ROW)


def _ints(n):
    return array("i", _ZERO) if array else [0] * n
BIG = 1 << 28


class Maestro(Agent):
    level = "maestro"
    ITERS = 400  # at most this many root-move searches per move (worlds x moves)
    NODES = 400  # start no new world once the search has visited this many positions
    LEAVES = 24  # grow the search depth while the tree has at most this many leaves
    EXACT = 6  # solve to the end when at most this many cards are left in the hands

    PARITY = 1  # two sides: end the search after a reply of theirs (1: shallower, 2: deeper)

    def __init__(self, seed=0, iters=None, time_ms=None, clock=None, leaves=None, nodes=None,
                 parity=None):
        Agent.__init__(self, seed, iters, time_ms, clock)
        if parity is not None:
            self.PARITY = parity
        if leaves is not None:
            self.LEAVES = leaves
        if nodes is not None:
            self.NODES = nodes
        self._opts = None

    def _buffers(self, view):
        o = view.options
        key = o.pack()
        if self._opts != key:
            self._opts = key
            self.sim = Sim(o, view.dealer)
            size = self.sim.size
            self.st = [bytearray(size) for _ in range(MAXD + 1)]
            self.base = bytearray(size)
            self.cb = [bytearray(ROW) for _ in range(MAXD)]
            self.kb = [_ints(ROW) for _ in range(MAXD)]
            self.rcards = bytearray(ROW)
            self.rcodes = _ints(ROW)
            self.score = [0] * ROW
            self.hidden = bytearray(40)
            self.fb = bytearray(11)
        self.sim.dealer = view.dealer

    def begin(self, view):
        self._buffers(view)
        sim = self.sim
        n = view.n
        self.me = view.side
        hands = [()] * n
        hands[view.player] = view.hand
        sim.load(self.base, view.table, hands, bytes(view.stock), view.piles, view.scope,
                 view.to_move, view.last_capturer)
        mb = sim.MB
        self.base[mb + 2] = sum(view.hand_counts)
        k = 0
        for c in view.unseen():
            self.hidden[k] = c
            k += 1
        self.nhidden = k
        self.forbid = _forbidden(view, sim, self.fb, self.kb[0])
        self.nroot = sim.gen(self.base, self.rcards, self.rcodes)
        for i in range(self.nroot):
            self.score[i] = 0
        # One world only when nothing is hidden that matters: 2 players and no stock.
        self.known = view.stock == 0 and n == 2
        self.depth = self._depth(view)
        self.inhand = sum(view.hand_counts)
        self.root = self.nroot  # next root move to search; nroot: start a new world
        self.worlds = 0
        self.nodes = 0

    def _depth(self, view):
        """Plies to search: to the end when few cards are left (exact), else while the tree
        stays under LEAVES leaves (at least two plies)."""
        left = sum(view.hand_counts)
        if view.stock == 0 and left <= self.EXACT:
            return left
        n = view.n
        p = view.to_move
        counts = list(view.hand_counts)
        leaves = 1
        d = 0
        while d < left:
            h = counts[p]
            if h == 0:
                break  # a new round: stop at the deal (no guessing what comes)
            if d >= 2 and leaves * h > self.LEAVES:
                break
            leaves *= h
            counts[p] -= 1
            p = (p + 1) % n
            d += 1
        if view.sides == 2 and d & 1 and d < left and self.PARITY:
            if self.PARITY == 2 and counts[p]:
                d += 1
            elif d > 2:
                d -= 1
        return max(1, d)

    def _new_world(self):
        """Deal the hidden cards at random: each other hand gets cards it may hold (not of a
        value it would have captured with, see ``_forbidden``) when there are enough; then the
        stock. Only what the search can reach is drawn (a partial Fisher-Yates): the hands,
        and the stock only when the search goes as far as the next deal."""
        sim = self.sim
        view = self.view
        hid = self.hidden
        k = self.nhidden
        rng = self.rng
        forbid = self.forbid
        S = self.st[0]
        S[:] = self.base
        pos = 0
        hb = sim.HB
        for q in range(view.n):
            h = view.hand_counts[q]
            if q == view.player or not h:
                continue
            lim = k
            f = forbid[q] if forbid else 0
            if f:
                a = pos
                for i in range(pos, k):
                    c = hid[i]
                    if not f >> (c % 10) & 1:
                        hid[i] = hid[a]
                        hid[a] = c
                        a += 1
                if a - pos >= h:
                    lim = a
            base = hb + q * 10
            for i in range(pos, pos + h):
                j = i + rng.below(lim - i)
                c = hid[j]
                hid[j] = hid[i]
                hid[i] = c
                S[base + c % 10] |= 1 << (c // 10)
            pos += h
        if self.depth >= self.inhand and view.stock:
            r = self.base[sim.MB + 3] + 1
            for i in range(pos, pos + sim.rounds[r] * view.n):
                j = i + rng.below(k - i)
                c = hid[j]
                hid[j] = hid[i]
                hid[i] = c
        stock = sim.stock
        for j in range(view.stock):
            stock[j] = hid[pos]
            pos += 1
        sim.stock_end = view.stock
        self.worlds += 1

    def work(self):
        if self.root >= self.nroot:
            if self.worlds and (self.known or self.nodes >= self.NODES):
                return True
            self._new_world()
            self.root = 0
        i = self.root
        self.root += 1
        st1 = self.st[1]
        st1[:] = self.st[0]
        self.sim.play(st1, self.rcards[i], self.rcodes[i])
        self.score[i] += self._ab(1, self.depth - 1, -BIG, BIG)
        return False

    def _ab(self, d, depth, alpha, beta):
        sim = self.sim
        S = self.st[d]
        self.nodes += 1
        if S[sim.MB + 2] == 0 and S[sim.MB + 4] >= sim.stock_end:
            return final(sim, S, self.me)
        if depth <= 0:
            return static(sim, S, self.me)
        cards = self.cb[d]
        codes = self.kb[d]
        k = sim.gen(S, cards, codes)
        N = self.st[d + 1]
        if sim.side_of[S[sim.MB]] == self.me:
            best = -BIG
            for i in range(k):
                N[:] = S
                sim.play(N, cards[i], codes[i])
                v = self._ab(d + 1, depth - 1, alpha, beta)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        else:
            best = BIG
            for i in range(k):
                N[:] = S
                sim.play(N, cards[i], codes[i])
                v = self._ab(d + 1, depth - 1, alpha, beta)
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        return best

    def finish(self):
        """The engine move of the best root move by mean score (ties: the first, in move
        order). Moves searched in an unfinished world count that world too."""
        best = 0
        top = None
        w = self.worlds
        for i in range(self.nroot):
            wi = w if i < self.root else w - 1
            if wi > 0:
                s = self.score[i] / wi
                if top is None or s > top:
                    top = s
                    best = i
        return self.engine_move(best)

    def engine_move(self, i):
        view = self.view
        card = self.rcards[i]
        taken = tuple(self.sim.taken_cards(self.base, self.rcodes[i]))
        for j in range(len(view.moves)):
            if view.legal[j] and view.infos[j][0] == card and tuple(sorted(view.infos[j][1])) == taken:
                return view.moves[j]
        return view.legal_moves()[0]


def _forbidden(view, sim, S, codes):
    """Per player, a mask of the values (bit v-1) it cannot hold: it laid a card down this
    round while a card of that value would have captured (players take when they can).
    None when nothing is known."""
    if view.options.mistakes:
        return None
    n = view.n
    rounds = sim.rounds
    r = len(rounds) - 1
    rem = view.stock
    while rem > 0:
        rem -= rounds[r] * n
        r -= 1
    played = rounds[r] * n - sum(view.hand_counts)
    if played <= 0:
        return None
    out = [0] * n
    for i in range(11):
        S[i] = 0
    for c in view.table:
        S[c % 10 + 1] |= 1 << (c // 10)
        S[0] += 1
    any_ = False
    for i in range(len(view.plays) - 1, len(view.plays) - 1 - played, -1):
        p, card, taken, _ = view.plays[i]
        if taken:
            for c in taken:
                S[c % 10 + 1] |= 1 << (c // 10)
                S[0] += 1
        else:
            S[card % 10 + 1] &= ~(1 << (card // 10))
            S[0] -= 1
            if p != view.player:
                for v in range(1, 11):
                    if sim.captures(S, v, codes, 0):
                        out[p] |= 1 << (v - 1)
                        any_ = True
    return out if any_ else None
