"""Maestro: incremental thinking, budgets, the exact endgame; and the hint."""

import pytest

from core.ai.ai_helpers import play_deal

from scopa_core.ai.levels import make_agent
from scopa_core.ai.hint import REASON_MAX, hint, reason
from scopa_core.deal import Deal
from scopa_core.options import Options
from scopa_core.rng import Rng
from scopa_core.view import view_of


def positions(kw, want, seed=1, last_round=False):
    """Views of player-to-move positions with a real choice, from Normale-played deals."""
    out = []
    rng = Rng(seed)
    while len(out) < want:
        deal = Deal(seed=rng.next30(), options=Options(**kw))
        agent = make_agent("normale", 0)
        while not deal.over:
            v = view_of(deal, deal.to_move)
            if len(v.legal_moves()) > 1 and (not last_round or deal.stock_count() == 0):
                out.append((deal.clone(), v))
            deal.play(agent.choose(v))
    return out[:want]


def test_step_is_incremental_and_deterministic():
    for deal, v in positions({}, 6):
        a = make_agent("maestro", 5)
        a.start(v)
        steps = 0
        m = a.step(1)
        while m is None:
            steps += 1
            m = a.step(1)
        assert steps >= 1 and m in v.moves
        assert make_agent("maestro", 5).choose(v) == m


def test_iteration_budget_bounds_the_work():
    deal, v = positions({}, 1)[0]
    a = make_agent("maestro", 5, iters=4)
    a.start(v)
    n = 0
    while a.step(1) is None:
        n += 1
    assert n <= 4


def test_time_budget_uses_the_injected_clock():
    deal, v = positions({}, 1)[0]
    t = [0]

    def clock():
        t[0] += 10  # every look at the clock: 10 ms later
        return t[0]

    a = make_agent("maestro", 5, time_ms=25, clock=clock, iters=10 ** 6)
    a.start(v)
    n = 0
    while a.step(1) is None:
        n += 1
    assert 1 <= n <= 3


def best_final(deal, side):
    """Exact minimax of the deal's point difference for ``side`` (the engine, brute force)."""
    if deal.over:
        pts = deal.points()
        return pts[side][5] - pts[1 - side][5]
    vals = []
    for m in deal.moves():
        d = deal.clone()
        d.play(m)
        vals.append(best_final(d, side))
    return max(vals) if deal.side_of(deal.to_move) == side else min(vals)


def test_endgame_is_solved_exactly():
    """Stock empty, two players: Maestro's move is worth the exact optimum (checked by brute
    force on the engine)."""
    n = 0
    for deal, v in positions({}, 30, seed=4, last_round=True):
        side = v.side
        m = make_agent("maestro", 1).choose(v)
        d = deal.clone()
        d.play(m)
        assert best_final(d, side) == best_final(deal, side), deal.history
        n += 1
    assert n == 30


def test_hint_gives_a_move_and_a_reason():
    for deal, v in positions({}, 8, seed=9):
        m, why = hint(v)
        assert m in v.moves and why and len(why) <= REASON_MAX


def test_every_reason_fits_the_tables_message_line():
    # "hint: " + the reason on a line of 26 characters: a longer one was cut mid-word.
    for kw in ({}, {"escoba": True}, {"asso": True}, {"players": 4, "teams": True},
               {"mistakes": True}):
        for deal, v in positions(kw, 40, seed=3):
            for m in v.moves:
                assert len("hint: " + reason(v, m)) <= 26, (kw, reason(v, m))


@pytest.mark.parametrize("escoba", (False, True))
def test_a_sweep_in_the_last_round_is_hinted_as_one_that_may_be_taken_back(escoba):
    """With no scopa on the last capture, the last round's sweep says it counts only if a
    capture follows; earlier, and without the rule, it is a plain scopa."""
    told = {}
    for rule in (False, True):
        for deal, v in positions({"no_last_scopa": rule, "escoba": escoba}, 60, seed=5,
                                 last_round=True):
            for i, m in enumerate(v.moves):
                if v.scopa[i]:
                    told.setdefault((rule, v.stock == 0), set()).add(reason(v, m))
    word = "escoba" if escoba else "scopa"
    assert told[(True, True)] == {word + ", if not last"}, told
    assert told[(False, True)] == {"makes a" + ("n " if escoba else " ") + word}, told


def test_hint_reasons():
    o = Options()
    deal = Deal(seed=1, options=o)
    v = view_of(deal, deal.to_move)
    # Fabricated views: the reason reads only the move and the view.
    v.table = (6, 13)  # 7 di denari, 4 di coppe
    v.hand = (16,)
    v.moves = (16,)
    v.infos = ((16, (6,)),)
    v.legal = (True,)
    v.scopa = (False,)  # the deal tells a view which moves make a scopa
    assert reason(v, 16) == "takes the settebello"
    v.table = (9, 19)  # two Re
    v.hand = (3,)
    v.infos = ((3, ()),)
    v.moves = (3,)
    assert reason(v, 3) == "leaves 24: no scopa"
    v.table = (1, 12)  # 2 and 3
    v.infos = ((14, (1, 12)),)
    v.moves = (14,)
    v.scopa = (True,)
    assert reason(v, 14) == "makes a scopa"


def test_ladder_smoke():
    """A few deals of each level against the one below finish (strength: lab/arena.py)."""
    for a, b in (("normale", "principiante"), ("esperto", "normale"), ("maestro", "esperto")):
        for seed in range(2):
            play_deal(Options(), seed, [a, b])
