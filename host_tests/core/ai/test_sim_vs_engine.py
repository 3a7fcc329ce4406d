"""The search's lean simulator agrees with the engine on random playouts of every variant
(it plays one round: each new round is loaded from the engine, as Maestro's search does): the
same moves, the same position after each, the same points; and a play makes a scopa in the
simulator exactly when the engine's rule (``Deal.is_scopa``) says it does, so the search's copy
of that rule is the engine's."""

import pytest
from hypothesis import given, settings, strategies as st

from scopa_core.ai.sim import PS, Sim, ALL, _SCOPE as SCOPE
from scopa_core.cards import VALUE
from scopa_core.deal import Deal
from scopa_core.options import Options
from scopa_core.rng import Rng
from scopa_core.view import last_scopa
from core.strategies import options as any_options

VARIANTS = [
    {},
    {"fewest": True},
    {"escoba": True},
    {"asso": True},
    {"scopone": True},
    {"players": 4, "teams": True},
    {"players": 4, "teams": True, "scopone": True},
    {"players": 3},
    {"players": 5},
    {"players": 6, "scopone": True},
    {"players": 3, "scopone": True, "escoba": True},
    {"napola": True, "re_bello": True, "primiera": "strict"},
    {"primiera": "sum"},
    {"primiera": "sevens", "players": 3},
    # The last three house rules (prefs.HOUSE_MORE), alone and together.
    {"forced": True},
    {"no_last_scopa": True},
    {"no_faces": True},
    {"no_faces": True, "primiera": "strict"},
    {"forced": True, "no_last_scopa": True, "no_faces": True, "players": 4, "teams": True},
    {"forced": True, "no_last_scopa": True, "escoba": True, "scopone": True},
    {"forced": True, "no_last_scopa": True, "asso": True, "fewest": True, "players": 3},
]


def load_from_deal(sim, S, deal):
    sim.load(S, deal.table(), [deal.hand(p) for p in range(deal.n)], deal.stock_count(),
             [deal.pile(s) for s in range(deal.options.sides)],
             [deal.scope(s) for s in range(deal.options.sides)], deal.to_move, deal.last_capturer,
             last_scopa(deal, deal.plays))


def sim_table(S):
    return tuple(sorted(s * 10 + w - 1 for w in range(1, 11) for s in range(4) if S[w] >> s & 1))


def code_values(code, sim, S):
    return tuple(sorted(VALUE[c] for c in sim.taken_cards(S, code))) if code else ()


@pytest.mark.parametrize("kw", VARIANTS, ids=lambda kw: ",".join("%s=%s" % i for i in kw.items()) or "default")
def test_sim_matches_engine(kw):
    check_sim(Options(**kw), Rng(7), 12)


@settings(max_examples=40, deadline=None)
@given(any_options(max_deals=1), st.integers(0, (1 << 30) - 1))
def test_sim_matches_engine_under_random_options(o, seed):
    """Any options but mistakes (the search plays the legal moves only), every house rule
    among them."""
    if o.mistakes:
        o = Options(**dict({k: v for k, v in vars(o).items() if k[0] != "_"}, mistakes=False))
    check_sim(o, Rng(seed), 2)


def check_sim(o, rng, games):
    kw = o
    for game in range(games):
        deal = Deal(seed=rng.next30(), options=o)
        sim = Sim(o)
        S = bytearray(sim.size)
        fresh = bytearray(sim.size)
        cards = bytearray(200)
        codes = [0] * 200
        rounds = 0
        while not deal.over:
            if not S[sim.MB + 2]:  # a new round
                load_from_deal(sim, S, deal)
                rounds += 1
            # Same moves, as (card, set of captured values).
            k = sim.gen(S, cards, codes)
            mine = sorted((cards[i], code_values(codes[i], sim, S)) for i in range(k))
            theirs = sorted(set((c, tuple(sorted(VALUE[x] for x in t)))
                                for c, t in (deal.move_info(m) for m in deal.moves())))
            assert mine == theirs
            assert S[sim.MB] == deal.to_move
            m = rng.choice(deal.moves())
            card, taken = deal.move_info(m)
            scopa = deal.is_scopa(m)
            scope_at = sim.SB + sim.side_of[deal.to_move] * PS + SCOPE
            scope = S[scope_at]
            if game % 2:
                sim.play_exact(S, card, taken)
            else:
                # The simulator's own capture code, when the engine's pick agrees with its suits.
                code = 0
                for i in range(k):
                    if cards[i] == card and sorted(sim.taken_cards(S, codes[i])) == list(taken) and (
                            codes[i] or not taken):
                        code = codes[i]
                        break
                else:
                    code = None
                if code is None:
                    sim.play_exact(S, card, taken)
                else:
                    sim.play(S, card, code)
            assert (S[scope_at] == scope + 1) == scopa, (kw, deal.history, m)
            deal.play(m)
            assert sim_table(S) == deal.table()
            if not deal.over:
                stock = sim.stock
                load_from_deal(sim, fresh, deal)
                sim.stock = stock
                if S[sim.MB + 2]:
                    assert fresh == S, (kw, deal.history)
                else:  # the next hands are dealt: all the rest is the same
                    mb = sim.MB
                    assert fresh[:sim.HB] == S[:sim.HB] and fresh[sim.SB:mb + 2] == S[sim.SB:mb + 2] and \
                        fresh[mb + 3:] == S[mb + 3:], (kw, deal.history)
        assert not S[sim.MB + 2] and rounds == len(o.layout()[1])
        pts = sim.points(S)
        assert list(pts) == [row[5] for row in deal.points()], (kw, deal.history)
