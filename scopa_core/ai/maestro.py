"""Maestro: search over sampled hidden hands (determinization), exact endgame.

Each "world" deals the cards this player has not seen to the other hands at random,
consistently with what their plays revealed (``worlds``, ``infer``). In each world every
root move is scored by an alpha-beta search (our side maximises, the others minimise) on the
lean simulator, as deep as a small tree allows but not past the end of the round, with
``evaluate.leaf`` at the leaves (the exact points at the end of the deal). Scores are added
up over the worlds (the same worlds for every move) and the best mean wins; a move that
trails the best by CUT on average after MINW worlds is dropped.

With two players and cards in the stock the other side moves as it would without seeing
our hand: one move per node, chosen by what it can expect of our hand, worth what it gives against ours (``reply``).
When the search is our move and one reply, every card the reply may be is tried instead of
sampled worlds (``reply.expect``).

Once the stock is empty with two players the other hand is known: one world, searched to the
end of the deal when small enough (exactly), so the last round is played perfectly.

One iteration is one root move searched in one world (or one card of the reply), so thinking
goes in small slices. Everything the search touches is preallocated once per agent: it
allocates nothing per node.
"""

from scopa_core.ai.base import Agent
from scopa_core.ai.evaluate import leaf
from scopa_core.ai.worlds import Worlds
from scopa_core.ai.reply import pick, reply, expect
from scopa_core.ai.depth import plies
from scopa_core.ai.sim import Sim

try:
    from array import array
except ImportError:  # pragma: no cover - every target has array
    array = None

MAXD = 8  # deepest search (depth.plies stays under it)
ROW = 64  # moves of one position at most (13 cards, several captures each)


_ZERO = bytes(4 * ROW)


def _ints():
    """ROW zeros, as 32-bit ints where ``array`` exists (no garbage: one shared source)."""
    return array("i", _ZERO) if array else [0] * ROW
BIG = 1 << 28


class Maestro(Agent):
    level = "maestro"
    ITERS = 400  # at most this many root-move searches per move (worlds x moves)
    NODES = 400  # start no new world once the search has visited this many positions
    LEAVES = 24  # grow the search depth while the tree has at most this many leaves
    EXACT = 6  # solve to the end when at most this many cards are left in the hands

    CHANCE = 600  # two players, two plies: every card the reply may be (reply.expect), when
    # our moves x its cards x our cards is at most this (0: never)
    PAIR = 1  # two players: balanced worlds (see worlds.py)
    BLIND = 1  # two players: the other side moves without seeing our hand (reply.pick)
    CUT = 60  # drop a root move trailing the best by this much on average (0: never)...
    MINW = 6  # ... once searched in this many worlds
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
            self.sim.dealing = False
            size = self.sim.size
            self.st = [bytearray(size) for _ in range(MAXD + 1)]
            self.base = bytearray(size)
            self.cb = [bytearray(ROW) for _ in range(MAXD)]
            self.kb = [_ints() for _ in range(MAXD)]
            self.rcards = bytearray(ROW)
            self.rcodes = _ints()
            self.score = _ints()
            self.cnt = _ints()
            self.live = bytearray(ROW)
            self.crit = self.exact = _ints()  # the reply's keys; a solved endgame's scores
            self.val = _ints()
            self.order = bytearray(40)
            self.out = [0, 0, 0]
            self.worlds_of = Worlds()
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
        self.nroot = sim.gen(self.base, self.rcards, self.rcodes)
        for i in range(self.nroot):
            self.score[i] = 0
            self.cnt[i] = 0
            self.live[i] = 1
        # One world only when nothing is hidden that matters: 2 players and no stock.
        self.known = view.stock == 0 and n == 2
        # With the stock out the other side can tell our hand too: minimax first, then
        # the blind other side (reply.py) picks among the moves minimax rates best.
        self.blind = n == 2 and self.BLIND and not self.known
        self.ties = n == 2 and self.BLIND and self.known
        self.depth = plies(view, self.LEAVES, self.EXACT, self.PARITY, MAXD)
        w = self.worlds_of
        w.start(view, sim, self.base, self.kb[0], self.PAIR)
        # Our move and one reply of a hand that stays in play: try every card it may hold.
        h = view.hand_counts[1 - view.player] if n == 2 else 0
        self.chance = (self.CHANCE and self.depth == 2 and not self.known and h >= 2
                       and self.nroot * w.lim * len(view.hand) <= self.CHANCE)
        if self.chance:
            self.hand = h
            w.pool_all(h)
            self.cj = 0
            self.root = 0
        else:
            self.root = self.nroot  # next root move to search; nroot: start a new world
        self.worlds = 0
        self.nodes = 0

    def work(self):
        nroot = self.nroot
        if nroot == 1:
            return True
        if self.chance:
            return self._chance()
        live = self.live
        i = self.root
        while i < nroot and not live[i]:
            i += 1
        if i >= nroot:
            if self.ties and self.worlds:
                self.ties = False
                self.blind = True
                for j in range(nroot):
                    self.exact[j] = self.score[j]
                    self.score[j] = self.cnt[j] = 0
            elif self.worlds and (self.known or self.nodes >= self.NODES or self._cut() <= 1):
                return True
            else:
                self.worlds_of.deal(self.st[0], self.rng)
                self.worlds += 1
            i = 0
            while not live[i]:
                i += 1
        self.root = i + 1
        st1 = self.st[1]
        st1[:] = self.st[0]
        self.sim.play(st1, self.rcards[i], self.rcodes[i])
        self.score[i] += self._ab(1, self.depth - 1, -BIG, BIG)
        self.cnt[i] += 1
        return False

    def _chance(self):
        """One card the other may hold, as its reply to one root move (reply.expect)."""
        i = self.root
        if i >= self.nroot:
            return True
        w = self.worlds_of
        st1 = self.st[1]
        j = self.cj
        if j == 0:
            st1[:] = self.base
            self.sim.play(st1, self.rcards[i], self.rcodes[i])
        out = self.out
        reply(self, st1, w.hidden[j], self.hand - 1)
        self.crit[j] = out[2]
        self.val[j] = out[1]
        self.nodes += 1
        j += 1
        if j == w.lim:
            self.score[i] = expect(self.crit, self.val, self.order, j, self.hand)
            self.cnt[i] = 1
            self.root = i + 1
            j = 0
        self.cj = j
        return False

    def _cut(self):
        """Drop the root moves whose mean trails the best one's by more than CUT, once each
        has been searched in MINW worlds (all the moves still in have the same worlds).
        Returns how many are left."""
        w = self.worlds
        live = self.live
        score = self.score
        n = 0
        top = -BIG
        for i in range(self.nroot):
            if live[i]:
                n += 1
                if score[i] > top:
                    top = score[i]
        if w < self.MINW or not self.CUT:
            return n
        bar = top - self.CUT * w
        for i in range(self.nroot):
            if live[i] and score[i] < bar:
                live[i] = 0
                n -= 1
        return n

    def _ab(self, d, depth, alpha, beta):
        sim = self.sim
        S = self.st[d]
        self.nodes += 1
        if depth <= 0 or S[sim.MB + 2] == 0:
            return leaf(sim, S, self.me, self.worlds_of)
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
        elif self.blind:
            # The other side moves blind (see reply.py): one move, no branching.
            out = self.out
            pick(sim, S, N, cards, codes, k, self.me, self.worlds_of, out)
            self.nodes += k
            if depth == 1:
                return out[1]
            N[:] = S
            sim.play(N, cards[out[0]], codes[out[0]])
            return self._ab(d + 1, depth - 1, alpha, beta)
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
        """The engine move of the best root move still in by mean score over the worlds it
        was searched in (ties: the first, in move order); in a solved endgame, of those with
        the best exact score."""
        top = None
        if self.known and self.blind:
            top = max(self.exact[i] for i in range(self.nroot))
        best = -1
        for i in range(self.nroot):
            c = self.cnt[i]
            if c and self.live[i] and (top is None or self.exact[i] == top):
                s = self.score[i] / c
                if best < 0 or s > hi:
                    hi = s
                    best = i
        if best < 0:
            best = 0
            while top is not None and self.exact[best] != top:
                best += 1
        return self.engine_move(best)

    def engine_move(self, i):
        view = self.view
        card = self.rcards[i]
        taken = tuple(self.sim.taken_cards(self.base, self.rcodes[i]))
        for j in range(len(view.moves)):
            if view.legal[j] and view.infos[j][0] == card and tuple(sorted(view.infos[j][1])) == taken:
                return view.moves[j]
        return view.legal_moves()[0]

