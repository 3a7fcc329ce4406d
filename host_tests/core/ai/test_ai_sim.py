"""Portable: the search's simulator agrees with the engine (runs in the board twin too)."""

from scopa_core.deal import Deal  # the biggest module first, while the heap is empty
from scopa_core.ai.sim import Sim
from scopa_core.options import Options
from scopa_core.rng import Rng
import sys


def _playout(o, seed):
    rng = Rng(seed)
    deal = Deal(seed=seed, options=o)
    sim = Sim(o)
    S = bytearray(sim.size)
    cards = bytearray(64)
    codes = [0] * 64
    while not deal.over:
        if not S[sim.MB + 2]:  # a new round: the simulator plays one, the engine deals
            sim.load(S, deal.table(), [deal.hand(p) for p in range(deal.n)], deal.stock_count(),
                     [deal.pile(s) for s in range(o.sides)],
                     [deal.scope(s) for s in range(o.sides)], deal.to_move, deal.last_capturer)
        k = sim.gen(S, cards, codes)
        assert k >= len(deal.hand(deal.to_move))
        m = rng.choice(deal.moves())
        card, taken = deal.move_info(m)
        sim.play_exact(S, card, taken)
        deal.play(m)
        assert S[sim.MB] == deal.to_move
    assert not S[sim.MB + 2]
    assert list(sim.points(S)) == [row[5] for row in deal.points()]


def test_sim_agrees_with_engine_two_players():
    for seed in (1, 2, 3):
        _playout(Options(), seed)


def test_sim_agrees_with_engine_variants():
    _playout(Options(players=4, teams=True), 4)
    _playout(Options(escoba=True), 5)
    _playout(Options(players=3, scopone=True), 6)


def test_zz_release_sim_module():
    if sys.implementation.name != "cpython":  # the board twin: free the heap
        for name in list(sys.modules):
            if name.startswith("scopa_core.ai"):
                del sys.modules[name]
