"""lab.bench_engine.PlainDeal is the speed target's yardstick ("a plain list-based engine"): timed beside
scopa_core by make bench, it must be a whole engine, not a cheaper stand-in. Driven by
the same random moves, it deals the same cards, offers the same plays and scores every deal
as scopa_core.deal.Deal does."""

from hypothesis import example, given, settings
from hypothesis import strategies as st

from scopa_core.deal import Deal
from scopa_core.scoring import score_deal
from lab.bench_engine import PlainDeal


def _plays(deal, moves):
    """Each move as (card, the set of table cards it takes)."""
    out = set()
    for m in moves:
        card, taken = deal.move_info(m)
        out.add((card, frozenset(taken)))
    return out


def _plain_play(move):
    """The plain engine's move as (card, the set of table cards it takes)."""
    return move[0], frozenset(move[1])


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2 ** 30 - 1), picks=st.lists(st.integers(0, 99), min_size=36, max_size=36))
def test_plain_engine_plays_and_scores_as_scopa_core(seed, picks):
    real = Deal(players=2, seed=seed, dealer=0)
    plain = PlainDeal(seed)
    turn = 0
    while not real.over:
        assert not plain.over
        assert plain.to_move == real.to_move
        assert sorted(plain.table) == sorted(real.table())
        moves = real.moves()
        plain_moves = {_plain_play(pm): pm for pm in plain.moves()}
        assert set(plain_moves) == _plays(real, moves)
        m = moves[picks[turn] % len(moves)]
        card, taken = real.move_info(m)
        pm = plain_moves[(card, frozenset(taken))]
        real.play(m)
        plain.play(pm)
        turn += 1
    assert plain.over
    assert [sorted(plain.piles[s]) for s in (0, 1)] == [sorted(real.pile(s)) for s in (0, 1)]
    assert plain.points() == [tuple(row) for row in real.points()]


@settings(max_examples=300, deadline=None)
@given(mine=st.sets(st.integers(0, 39)), scope=st.tuples(st.integers(0, 9), st.integers(0, 9)))
# Asso, 5, 6 and 7 of three suits against the rest: 63 each, but only the rest holds all four
# suits, so the default primiera is theirs (the "sum" rule would give it to nobody).
@example(mine={0, 4, 5, 6, 10, 14, 15, 16, 20, 24, 25, 26}, scope=(0, 0))
def test_plain_engine_scores_any_split_as_score_deal(mine, scope):
    plain = PlainDeal(0)
    plain.piles = [sorted(mine), [c for c in range(40) if c not in mine]]
    plain.scope = list(scope)
    want = score_deal(plain.piles, list(scope))
    assert plain.points() == [tuple(row) for row in want]
