"""Maestro's parts: what it infers from the others' plays, how it deals worlds, the exact
two-ply expectation and the blind threat."""

import itertools
import random
from array import array

from scopa_core.ai.evaluate import blind_threat, expect, threat
from scopa_core.ai.infer import Worlds, forbidden
from scopa_core.ai.maestro import Maestro
from scopa_core.ai.sim import Sim
from scopa_core.options import Options
from scopa_core.rng import Rng
from scopa_core.view import View


def first_round_view(table, plays, hand_counts):
    """A two-player view in the first round, player 0 to move with 3 cards: ``table`` now,
    ``plays`` this round as (player, card, taken)."""
    v = View()
    v.options = Options()
    v.n = 2
    v.player = 0
    v.side = 0
    v.sides = 2
    v.side_of = (0, 1)
    v.dealer = 1
    v.to_move = 0
    v.hand = (0, 1, 2)[:hand_counts[0]]
    v.table = tuple(sorted(table))
    v.hand_counts = hand_counts
    v.stock = 30
    v.plays = tuple((p, c, tuple(t), False) for p, c, t in plays)
    v.piles = ((), ())
    v.scope = (0, 0)
    return v


def mask(*values):
    m = 0
    for x in values:
        m |= 1 << (x - 1)
    return m


def infer(v):
    sim = Sim(v.options)
    sim.load(bytearray(sim.size), v.table, [v.hand, ()], v.stock, v.piles, v.scope, 0, -1)
    return forbidden(v, sim, bytearray(11), [0] * 64)


def test_a_lay_down_means_no_card_that_captures():
    # Table 2 (coppe), 3 (bastoni); the other laid the Re di coppe: it holds no 2, 3 or 5.
    v = first_round_view((11, 22, 19), [(1, 19, ())], (3, 2))
    assert infer(v) == [0, mask(2, 3, 5)]


def test_a_missed_sweep_means_no_card_of_that_value():
    # Same table; it took the 2 with the 2 di spade when a 5 would have swept.
    v = first_round_view((22,), [(1, 31, (11,))], (3, 2))
    assert infer(v) == [0, mask(5)]


def test_a_player_that_breaks_the_rule_tells_nothing():
    # It laid the Re (so "no 5"), then played a 5 taking 2 + 3.
    v = first_round_view((19, 7), [(1, 19, ()), (0, 7, ()), (1, 14, (11, 22))], (2, 1))
    assert infer(v) is None


def test_nothing_is_inferred_under_the_mistakes_option():
    v = first_round_view((11, 22, 19), [(1, 19, ())], (3, 2))
    v.options = Options(mistakes=True)
    assert infer(v) is None


def unseen_view():
    """A real two-player view with some hidden cards and a lay-down inference."""
    v = first_round_view((11, 22, 19), [(1, 19, ())], (3, 2))
    v.hand = (0, 1, 2)
    return v


def test_worlds_respect_the_inference_and_are_balanced():
    v = unseen_view()
    sim = Sim(v.options)
    base = bytearray(sim.size)
    hands = [v.hand, ()]
    sim.load(base, v.table, hands, v.stock, v.piles, v.scope, v.to_move, -1)
    w = Worlds()
    w.prepare(v, sim, base, [0] * 64)
    allowed = [c for c in v.unseen() if not mask(2, 3, 5) >> (c % 10) & 1]
    assert w.lim == len(allowed)
    S = bytearray(sim.size)
    rng = Rng(4)
    seen = {}
    for _ in range(len(allowed) // 2):  # one full pass over the allowed cards
        w.deal(S, rng)
        hand = [s * 10 + x for x in range(10) for s in range(4) if S[sim.HB + 10 + x] >> s & 1]
        assert len(hand) == 2
        for c in hand:
            assert c in allowed
            seen[c] = seen.get(c, 0) + 1
        assert w.pool[0] == len(v.unseen()) - 2
        assert sum(w.pool[1:]) == w.pool[0]
    assert max(seen.values()) == 1 and len(seen) == len(allowed) // 2 * 2


def test_expect_is_the_mean_over_every_hand():
    r = random.Random(3)
    for _ in range(200):
        u = r.randint(1, 12)
        h = r.randint(1, u)
        crit = [r.randint(-50, 50) * 100 + i for i in range(u)]  # no ties
        val = [c // 100 + r.randint(-9, 9) for c in crit]
        got = expect(crit, val, bytearray(40), u, h)
        hands = list(itertools.combinations(range(u), h))
        want = sum(val[min(hd, key=lambda j: crit[j])] for hd in hands) / len(hands)
        assert abs(got - want) <= 1, (u, h, got, want)


def test_blind_threat_is_the_threat_when_nothing_is_hidden():
    """With an empty pool the player to move's hand is no secret: the blind threat of a sweep
    is the threat itself; with no card of the value anywhere it is nothing."""
    o = Options()
    sim = Sim(o)
    S = bytearray(sim.size)
    # Table 2 + 3; player 0 (to move) holds the 5 di coppe.
    sim.load(S, (11, 22), [(14,), (9,)], 0, ((), ()), (0, 0), 0, -1)
    w = Worlds()
    w.chances[:] = array('h', [-1] * 110)  # nothing known yet (prepare() does this)
    w.pool[0] = 0
    assert threat(sim, S, 0) > 100
    assert blind_threat(sim, S, 0, w) == threat(sim, S, 0)
    assert blind_threat(sim, S, 1, w) == -threat(sim, S, 0)
    # Not dealt yet, from a pool with no 5 (nor 2 or 3): no threat.
    for i in range(11):
        w.pool[i] = 0
    w.pool[0] = w.pool[1] = 10
    w.chances[:] = array('h', [-1] * 110)  # a new pool: forget the chances
    S[sim.HB + 4] = 0
    assert blind_threat(sim, S, 0, w, 3) == 0
    # A pool that is all fives: a fresh hand of 3 surely sweeps.
    w.pool[1] = 0
    w.pool[5] = 10
    w.chances[:] = array('h', [-1] * 110)  # a new pool: forget the chances
    assert blind_threat(sim, S, 0, w, 3) == threat(sim, S[:sim.HB] + bytes([0, 0, 0, 0, 2]) + S[sim.HB + 5:], 0)


def test_exact_reply_search_is_used_and_matches_a_fine_sampling():
    """The two-ply exact search and plain sampled worlds agree on the best move in most
    first-move-of-the-round positions (they estimate the same thing)."""
    from scopa_core.deal import Deal
    from scopa_core.ai.levels import make_agent
    from scopa_core.view import view_of

    agree = total = 0
    for seed in range(6):
        deal = Deal(seed=seed, options=Options())
        other = make_agent("normale", 0)
        while not deal.over:
            v = view_of(deal, deal.to_move)
            if len(v.hand) == 3 and v.hand_counts[1 - v.player] == 3 and len(v.legal_moves()) > 1:
                exact = Maestro(1)
                m = exact.choose(v)
                if not exact.chance:
                    assert v.stock == 0 or exact.nroot * len(v.unseen()) * 3 > exact.CHANCE
                    deal.play(other.choose(v))
                    continue
                sampled = Maestro(1, nodes=4000, iters=4000)
                sampled.CHANCE = 0
                agree += sampled.choose(v) == m
                total += 1
            deal.play(other.choose(v))
    assert total >= 10 and agree >= total * 2 // 3, (agree, total)



def test_the_maestros_of_a_match_share_their_buffers_and_nothing_leaks_between_searches():
    """Six players: five Maestros seated for one match's options share one set of search
    buffers (a board's heap), which is right only if each search starts afresh: with every
    shared buffer scribbled over before each move, a whole deal is played the same."""
    from scopa_core.deal import Deal
    from scopa_core.view import view_of

    o = Options(players=6)
    agents = [Maestro(seed=p, options=o) for p in range(5)]
    assert all(a.st is agents[0].st and a.codes is agents[0].codes for a in agents)
    assert Maestro(seed=9, options=Options(players=6)).st is not agents[0].st  # a new match's

    def deal_moves(scribble):
        agents = [Maestro(seed=p, options=o) for p in range(5)]
        junk = random.Random(5)
        d = Deal(seed=3, options=o)
        out = []
        while not d.over:
            if scribble:
                a = agents[0]
                for buf in a.st + [a.base, a.cards, a.live, a.order]:
                    buf[:] = bytes(junk.randrange(256) for _ in range(len(buf)))
                for buf in (a.codes, a.score, a.exact, a.val):
                    for i in range(len(buf)):
                        buf[i] = junk.randrange(-9999, 9999)
            p = d.to_move
            m = agents[p % 5].choose(view_of(d, p))
            out.append(m)
            d.play(m)
        return out

    clean = deal_moves(False)
    assert len(clean) == 36 and deal_moves(True) == clean
