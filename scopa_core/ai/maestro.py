"""Maestro: search over sampled hidden hands (determinization), exact endgame.

Each "world" deals the cards it has not seen to the other hands at random, as their plays
allow (``infer``). In each world every root move gets an alpha-beta search on the lean
simulator (``sim``), as deep as a small tree allows within the round, ``evaluate.leaf`` at
the leaves. Scores add up over the worlds; the best mean wins; a move trailing the best by
CUT on average after MINW worlds is dropped.

Two players, stock left: the other side moves as if blind to our hand, one move per node
(``evaluate.pick``); for our move and one reply, every card the reply may be is tried
instead of worlds (``evaluate.reply``, ``expect``). Stock out: the other hand is known, one
world, searched to the end when small, so the last round is played perfectly.

One iteration is one root move in one world (or one card of the reply), so thinking goes in
small slices. What the search touches is made when seated (``ready``), nothing per node;
the search itself (``search.ab``) is a loop, not a recursion.
"""

from array import array

from micropython import const

from scopa_core.ai.agent import Agent
from scopa_core.ai.evaluate import reply, expect
from scopa_core.ai.infer import Worlds
from scopa_core.ai.search import MAXD, ROW, STACK, BIG, plies, ab
from scopa_core.ai.sim import Sim

_IN_HANDS = const(2)  # a position's count of cards in hands, from MB, as sim names it


def _ints(n):
    """n 32-bit ints (made from a range: no garbage bigger than it)."""
    return array("i", range(n))


class Maestro(Agent, Worlds):
    """An Agent that deals its own worlds (infer.Worlds, its buffers from the shared kit)."""

    level = "maestro"
    # Set by ready(), begin() and Worlds.prepare: made at once (Agent.__init__).
    LATER = ("sim", "st", "base", "cards", "codes", "score", "exact", "val", "live", "order", "out",
             "view", "me", "known", "blind", "ties", "depth", "chance", "hand", "cj", "root",
             "worlds", "nroot", "hc", "forbid", "pair", "lim", "cur", "k", "nodes", "ply",
             "hidden", "pool", "counts", "chances")
    ITERS = 400  # at most this many root-move searches per move (worlds x moves)
    NODES = 400  # start no new world once the search has visited this many positions
    LEAVES = 24  # grow the search depth while the tree has at most this many leaves
    EXACT = 6  # solve to the end when at most this many cards are left in the hands
    CHANCE = 600  # two players, two plies: every card the reply may be (evaluate.expect),
    # when our moves x its cards x our cards is at most this (0: never)
    CUT = 60  # drop a root move trailing the best by this much on average (0: never)...
    MINW = 6  # ... once searched in this many worlds
    PARITY = 1  # two sides: end the search after a reply of theirs (0: never)

    def __init__(self, seed=0, iters=None, time_ms=None, clock=None, options=None, **kw):
        """Other keywords set the constants above (lower case): leaves, nodes, parity..."""
        Agent.__init__(self, seed, iters, time_ms, clock)  # Worlds' buffers: ready()
        for k in kw:
            getattr(self, k.upper())  # not one of them: AttributeError
            setattr(self, k.upper(), kw[k])
        self.opts = None
        if options is not None:
            self.ready(options)

    kit = None  # (options, what the search touches)

    def ready(self, o):
        """Take what the search touches for the options ``o``: made by the first Maestro of
        a match, shared by its others and the hint (one thinks at a time; each search starts
        afresh): six players need one set, not five."""
        if self.opts is not o:
            self.opts = o
            kit = Maestro.kit
            if kit is None or kit[0] is not o:
                sim = Sim(o)
                kit = Maestro.kit = (o, sim, [bytearray(sim.size) for _ in range(MAXD + 1)],
                                     bytearray(sim.size), bytearray(STACK), _ints(STACK),
                                     _ints(ROW), _ints(ROW), _ints(ROW), bytearray(ROW),
                                     bytearray(40), [[0] * MAXD for _ in range(5)],
                                     bytearray(40), bytearray(11), bytearray(11),
                                     array("h", range(110)))
            # exact: a solved endgame's scores, the reply's keys; then infer.Worlds' buffers
            (_, self.sim, self.st, self.base, self.cards, self.codes, self.score, self.exact,
             self.val, self.live, self.order, self.ply,
             self.hidden, self.pool, self.counts, self.chances) = kit
            self.out = [0, 0, 0]

    def begin(self, view):
        self.ready(view.options)
        sim = self.sim
        n = view.n
        self.view = view  # until finish
        self.me = view.side
        hands = [()] * n
        hands[view.player] = view.hand
        if view.partner >= 0:  # carte scoperte: the partner's hand is known, never dealt
            hands[view.partner] = view.partner_hand
        sim.load(self.base, view.table, hands, view.stock, view.piles, view.scope,
                 view.to_move, view.last_capturer, view.last_scopa)
        self.base[sim.MB + _IN_HANDS] = sum(view.hand_counts)
        self.prepare(view, sim, self.base, self.codes)  # codes: its scratch, before gen
        self.nroot = sim.gen(self.base, self.cards, self.codes)
        for i in range(self.nroot):
            self.score[i] = 0
            self.live[i] = 1
        # One world only when nothing is hidden that matters: 2 players and no stock. Then
        # minimax first, and the blind other side picks among the moves minimax rates best.
        self.known = view.stock == 0 and n == 2
        self.blind = n == 2 and not self.known
        self.ties = self.known
        self.depth = plies(view, self.LEAVES, self.EXACT, self.PARITY)
        # Our move and one reply of a hand that stays in play: try every card it may hold.
        h = view.hand_counts[1 - view.player] if n == 2 else 0
        self.chance = (self.CHANCE and self.depth == 2 and not self.known and h >= 2
                       and self.nroot * self.lim * len(view.hand) <= self.CHANCE)
        if self.chance:
            self.hand = h
            self.pool[:] = self.counts  # the other hand is not dealt: every hidden card but h
            self.pool[0] -= h
            self.cj = 0
            self.root = 0
            self.worlds = 1
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
                    self.score[j] = 0
            elif self.worlds and (self.known or self.nodes >= self.NODES or self._cut() <= 1):
                return True
            else:
                self.deal(self.st[0], self.rng)
                self.worlds += 1
            i = 0
            while not live[i]:
                i += 1
        self.root = i + 1
        st1 = self.st[1]
        st1[:] = self.st[0]
        self.sim.play(st1, self.cards[i], self.codes[i])
        self.score[i] += ab(self, self.depth - 1)
        return False

    def _chance(self):
        """One card the other may hold, as its reply to one root move (evaluate.reply)."""
        i = self.root
        if i >= self.nroot:
            return True
        st1 = self.st[1]
        j = self.cj
        if j == 0:
            st1[:] = self.base
            self.sim.play(st1, self.cards[i], self.codes[i])
        reply(self, st1, self.hidden[j], self.hand - 1)
        self.exact[j] = self.out[2]
        self.val[j] = self.out[1]
        self.nodes += 1
        j += 1
        if j == self.lim:
            self.score[i] = expect(self.exact, self.val, self.order, j, self.hand)
            self.root = i + 1
            j = 0
        self.cj = j
        return False

    def _cut(self):
        """Drop the root moves whose mean trails the best by more than CUT, once searched in
        MINW worlds (the moves still in share their worlds). Returns how many are left."""
        live = self.live
        score = self.score
        n = 0
        top = -BIG
        for i in range(self.nroot):
            if live[i]:
                n += 1
                top = max(top, score[i])
        if self.worlds < self.MINW or not self.CUT:
            return n
        bar = top - self.CUT * self.worlds
        for i in range(self.nroot):
            if live[i] and score[i] < bar:
                live[i] = 0
                n -= 1
        return n

    def finish(self):
        """The engine move of the best root move still in by mean score over the worlds it
        was searched in (ties: the first, in move order); in a solved endgame, of those with
        the best exact score."""
        top = None
        if self.known and self.blind:
            top = max(self.exact[i] for i in range(self.nroot))
        best = -1
        for i in range(self.nroot):
            c = self.worlds - (i >= self.root)  # in every world so far but the last?
            # The best mean score, compared without a division (no float on the heap).
            if c > 0 and self.live[i] and (top is None or self.exact[i] == top) and (
                    best < 0 or self.score[i] * hi > s * c):
                s = self.score[i]
                hi = c
                best = i
        if best < 0:
            best = 0
            while top is not None and self.exact[best] != top:
                best += 1
        view = self.view
        self.view = None
        card = self.cards[best]
        taken = tuple(self.sim.taken_cards(self.base, self.codes[best]))
        for j in range(len(view.moves)):
            played, took = view.infos[j]
            if view.legal[j] and played == card and tuple(sorted(took)) == taken:
                return view.moves[j]
        return view.legal_moves()[0]
