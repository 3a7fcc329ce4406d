"""The capture enumerations and Maestro's alpha-beta are loops, not recursions: a board keeps
every Python call's frame on a 2 KB Python stack, and the game's own calls down to the CPU
take most of it. They must still find what the plain recursions they replace find, in the
same order, visiting the same positions."""

import random
import sys

import pytest

from scopa_core.ai.levels import make_agent
from scopa_core.ai.evaluate import leaf, pick
from scopa_core.ai.maestro import Maestro
from scopa_core.ai.search import BIG, ROW, STACK, ab
from scopa_core.ai.sim import POP, Sim
from scopa_core.deal import Deal
from scopa_core.options import Options
from scopa_core.rng import Rng
from scopa_core.rules import legal_sets, manual_sets
from scopa_core.view import view_of

VARIANTS = [{}, {"escoba": True}, {"fewest": True}, {"asso": True}, {"scopone": True},
            {"players": 3}, {"players": 4, "teams": True}, {"players": 6},
            {"players": 3, "scopone": True, "escoba": True}]


# -- the recursions they replace --------------------------------------------------------------
def ref_sum_sets(values, start, need, prefix, min_size, out):
    for i in range(start, len(values)):
        v = values[i]
        if v < need:
            ref_sum_sets(values, i + 1, need - v, prefix + (i,), min_size, out)
        elif v == need and len(prefix) + 1 >= min_size:
            out.append(prefix + (i,))


def ref_sim_sets(S, w, rem, code, ncards, minn, out):
    while w <= rem and w <= 10:
        t = 1
        while t <= POP[S[w]]:
            left = rem - t * w
            if left < 0:
                break
            c2 = code + (t << 3 * w - 3)
            if left == 0:
                if ncards + t >= minn:
                    out.append(c2)
                break
            ref_sim_sets(S, w + 1, left, c2, ncards + t, minn, out)
            t += 1
        w += 1


def ref_ab(m, d, depth, alpha, beta, at):
    sim = m.sim
    S = m.st[d]
    m.nodes += 1
    if depth <= 0 or S[sim.MB + 2] == 0 or at > STACK - ROW:
        return leaf(sim, S, m.me, m)
    cards = m.cards
    codes = m.codes
    k = sim.gen(S, cards, codes, at)
    N = m.st[d + 1]
    mine = sim.side_of[S[sim.MB]] == m.me
    if not mine and m.blind:
        out = m.out
        pick(sim, S, N, cards, codes, at, k, m.me, m, out)
        m.nodes += k - at
        if depth == 1:
            return out[1]
        N[:] = S
        sim.play(N, cards[out[0]], codes[out[0]])
        return ref_ab(m, d + 1, depth - 1, alpha, beta, k)
    best = -BIG if mine else BIG
    for i in range(at, k):
        N[:] = S
        sim.play(N, cards[i], codes[i])
        v = ref_ab(m, d + 1, depth - 1, alpha, beta, k)
        if mine:
            if v > best:
                best = v
                alpha = max(alpha, v)
        elif v < best:
            best = v
            beta = min(beta, v)
        if alpha >= beta:
            break
    return best


# -- same answers ------------------------------------------------------------------------------
def test_capture_sets_are_the_recursions_in_the_same_order():
    rnd = random.Random(5)
    for _ in range(4000):
        values = [rnd.randint(1, 10) for _ in range(rnd.randint(0, 12))]
        if rnd.random() < 0.5:
            values.sort()
        card = rnd.randint(1, 10)
        for escoba in (False, True):
            want = []
            ref_sum_sets(values, 0, 15 - card if escoba else card, (), 1, want)
            got = manual_sets(card, values, escoba)
            assert got == [()] + want, (card, values, escoba)
            want = [(i,) for i in range(len(values)) if values[i] == card and not escoba]
            if not want:
                ref_sum_sets(values, 0, 15 - card if escoba else card, (), 1 if escoba else 2, want)
            assert legal_sets(card, values, escoba) == want, (card, values, escoba)


def test_sim_capture_codes_are_the_recursions_in_the_same_order():
    rnd = random.Random(6)
    for escoba in (False, True):
        sim = Sim(Options(escoba=escoba))
        for _ in range(3000):
            S = bytearray(sim.size)
            for w in range(1, 11):
                S[w] = rnd.choice((0, 0, 1, 2, 3, 5, 15, 8, 12))
                S[0] += POP[S[w]]
            for v in range(1, 11):
                codes = [0] * 4096
                k = sim.captures(S, v, codes, 3)
                want = []
                if escoba:
                    ref_sim_sets(S, 1, 15 - v, 0, 0, 1, want)
                elif S[v]:
                    want = [1 << 3 * v - 3]
                else:
                    ref_sim_sets(S, 1, v, 0, 0, 2, want)
                if not S[0]:
                    want = []
                assert codes[3:k] == want, (list(S), v)


def search_cases(kw, deals, seed):
    """(Maestro ready to search a world, root move index) along deals played by Normale."""
    o = Options(**kw)
    rng = Rng(seed)
    for _ in range(deals):
        deal = Deal(seed=rng.next30(), options=o)
        other = make_agent("normale", 1)
        while not deal.over:
            v = view_of(deal, deal.to_move)
            if len(v.legal_moves()) > 1:
                m = Maestro(seed=rng.next30(), options=o)
                m.begin(v)
                m.deal(m.st[0], m.rng)
                for i in range(m.nroot):
                    yield m, i
            deal.play(other.choose(v))


@pytest.mark.parametrize("kw", VARIANTS, ids=lambda kw: ",".join(kw) or "default")
def test_the_search_finds_the_recursions_values_visiting_the_same_positions(kw):
    searched = 0
    for m, i in search_cases(kw, 2, 11):
        depth = m.depth - 1
        for blind in (m.blind, not m.blind):
            m.blind = blind
            st1 = m.st[1]
            st1[:] = m.st[0]
            m.sim.play(st1, m.cards[i], m.codes[i])
            start = bytes(st1)
            m.nodes = 0
            got = ab(m, depth)
            got_nodes = m.nodes
            st1[:] = start
            m.nodes = 0
            want = ref_ab(m, 1, depth, -BIG, BIG, m.nroot)
            assert (got, got_nodes) == (want, m.nodes), (kw, i, depth, blind)
            searched += 1
    assert searched > 50


# -- no recursion, little depth ----------------------------------------------------------------
class Frames:
    """Watches the Python calls made inside ``run``: the most frames on the stack at once
    (counted from ``run``'s caller) and the game's functions that were on the stack twice."""

    def __init__(self):
        self.deepest = 0
        self.path = []  # the function names on the stack at the deepest
        self.recursive = set()
        self._stack = []

    def _profile(self, frame, event, arg):
        if event == "call":
            code = frame.f_code
            if "hypothesis" in code.co_filename:
                return  # its gc callback, run by a collection: not the game's frame
            if code in self._stack and "scopa_core" in code.co_filename:
                self.recursive.add(code.co_name)
            self._stack.append(code)
            if len(self._stack) > self.deepest:
                self.deepest = len(self._stack)
                self.path = [c.co_name for c in self._stack]
        elif event == "return" and self._stack and self._stack[-1] is frame.f_code:
            self._stack.pop()

    def run(self, fn, *args):
        sys.setprofile(self._profile)
        try:
            return fn(*args)
        finally:
            sys.setprofile(None)
            self._stack = []


# How many frames a CPU move may nest, counted from Agent.choose (choose, step, work, and
# Maestro's look at each card of the reply: _chance, reply, pick, play, sweep, take, add),
# and a view with its moves (view_of, moves, choices_of, choices, legal_sets, _sum_sets).
# On the board each frame costs 50 to 100 bytes of the 2 KB Python stack, and the app's own
# calls down to the CPU take over 1 KB.
CHOOSE_FRAMES = 10
VIEW_FRAMES = 6


@pytest.mark.parametrize("kw", VARIANTS + [{"mistakes": True}, {"players": 5}],
                         ids=lambda kw: ",".join(kw) or "default")
def test_no_level_recurses_or_nests_deep(kw):
    o = Options(**kw)
    rng = Rng(3)
    seen = Frames()
    views = Frames()
    for level in ("principiante", "normale", "esperto", "maestro"):
        for _ in range(2):
            deal = Deal(seed=rng.next30(), options=o)
            agents = [make_agent(level, rng.next30()) for _ in range(deal.n)]
            while not deal.over:
                p = deal.to_move
                v = views.run(view_of, deal, p)
                deal.play(seen.run(agents[p].choose, v))
    assert not seen.recursive and not views.recursive
    assert seen.deepest <= CHOOSE_FRAMES, seen.path
    assert views.deepest <= VIEW_FRAMES, views.path
