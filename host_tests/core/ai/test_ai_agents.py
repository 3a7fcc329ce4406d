"""Portable: every level plays a legal deal; Maestro's search stays small on the heap."""

import gc
import sys

from scopa_core.deal import Deal  # the biggest module first, while the heap is empty
from scopa_core.options import Options
from scopa_core.view import view_of
from scopa_core.ai.levels import make_agent, LEVELS

MP = sys.implementation.name != "cpython"  # a board VM (the twin): gc.mem_alloc counts
HEAP_LIMIT = 16384


def test_levels_play_a_legal_deal():
    # Normale and Maestro here (the other levels: the host-only tests beside), to stay small on the heap.
    for k in (1, 3):
        deal = Deal(seed=k, options=Options())
        agents = [make_agent(LEVELS[k], 1), make_agent(LEVELS[k - 2], 2)]
        while not deal.over:
            p = deal.to_move
            v = view_of(deal, p)
            m = agents[p].choose(v)
            assert m in v.moves
            deal.play(m)


def test_maestro_heap_per_move():
    """Bytes allocated by a whole Maestro move (collector off: garbage counts too)."""
    deal = Deal(seed=9, options=Options())
    agent = make_agent("maestro", 3)
    other = make_agent("normale", 3)
    worst = 0
    moves = 0
    while not deal.over:
        p = deal.to_move
        v = view_of(deal, p)
        if p == 1:
            deal.play(other.choose(v))
            continue
        gc.collect()
        if MP:
            gc.disable()
        before = gc.mem_alloc() if MP else 0
        agent.start(v)
        m = agent.step(1)
        while m is None:
            m = agent.step(1)
        used = gc.mem_alloc() - before if MP else 0
        if MP:
            gc.enable()
        worst = max(worst, used)
        moves += 1
        deal.play(m)
    assert moves >= 10
    assert worst <= HEAP_LIMIT, worst


def test_zz_release_ai_modules():
    """In the board twin, drop the AI modules so the test modules after this one get their
    heap back (the runner keeps imported packages)."""
    if MP:
        for name in list(sys.modules):
            if name.startswith("scopa_core.ai") or name == "scopa_core.view":
                del sys.modules[name]
