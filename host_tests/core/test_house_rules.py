"""The last three house rules (docs/rules.md "House rules"): forced capture, no
scopa on the last capture, settanta without face cards. Each is a property over random deals
and options, plus the worked examples of the rules page."""

from hypothesis import given, settings, strategies as st

from scopa_core.cards import CALL
from scopa_core.deal import Deal
from scopa_core.options import Options, PRIMIERA_RULES
from scopa_core.rng import Rng
from scopa_core.rules import capture_options
from scopa_core.scoring import PRIMIERA, SCOPE, TOTAL, score_deal
from scopa_core.view import view_of
from core.strategies import options as any_options

SEEDS = st.integers(0, (1 << 30) - 1)


def flip(o, **flags):
    """Options ``o`` with the given flags set."""
    kw = {n: getattr(o, n) for n in _FLAGS}
    kw.update(flags)
    return Options(players=o.players, primiera=o.primiera, end=o.end, target=o.target,
                   deals=o.deals, **kw)


def with_flags(draw_options, **flags):
    """Options drawn at random, then the given house rules set (every other flag random)."""
    return draw_options.map(lambda o: flip(o, **flags))


_FLAGS = ("teams", "scopone", "escoba", "fewest", "mistakes", "napola", "re_bello", "asso",
          "no_last_scopa", "forced", "no_faces")


def playout(deal, seed):
    """Play ``deal`` to its end with random legal moves (no calls); the moves played."""
    rng = Rng(seed)
    played = []
    while not deal.over:
        m = rng.choice([x for x in deal.moves() if x != CALL])
        played.append(m)
        deal.play(m)
    return played


def can_capture(o, hand, table):
    return any(capture_options(c, table, o.escoba, o.fewest, o.asso) for c in hand)


# -- forced capture ----------------------------------------------------------------------------
@settings(max_examples=60, deadline=None)
@given(with_flags(any_options(), forced=True, mistakes=False), SEEDS, SEEDS)
def test_forced_every_legal_move_captures_when_any_card_can(o, seed, pick):
    deal = Deal(seed=seed, options=o)
    rng = Rng(pick)
    seen = 0
    while not deal.over:
        hand = deal.hand(deal.to_move)
        table = deal.table()
        moves = deal.moves()
        if can_capture(o, hand, table):
            seen += 1
            assert all(deal.move_info(m)[1] for m in moves), (hand, table)
        else:  # nothing can capture: every card may be laid down, as without the rule
            assert sorted(deal.move_info(m)[0] for m in moves) == sorted(hand)
        deal.play(rng.choice(moves))
    assert seen  # the first play of a deal with table cards, at least, or a later one


@settings(max_examples=40, deadline=None)
@given(with_flags(any_options(), forced=False, mistakes=False), SEEDS)
def test_forced_changes_nothing_but_the_lay_downs(o, seed):
    """The rule only takes the lay-downs away: with it, a move is one of the moves without it."""
    on = flip(o, forced=True)
    free, forced = Deal(seed=seed, options=o), Deal(seed=seed, options=on)
    rng = Rng(seed)
    while not forced.over:
        a, b = free.moves(), forced.moves()
        assert set(b) <= set(a) and b
        dropped = [m for m in a if m not in b]
        assert all(not free.move_info(m)[1] for m in dropped)
        m = rng.choice(b)
        free.play(m)
        forced.play(m)
    assert free.points() == forced.points()


@settings(max_examples=40, deadline=None)
@given(st.booleans(), SEEDS, SEEDS)
def test_forced_under_mistakes_a_lay_down_that_could_capture_is_a_mistake(escoba, seed, pick):
    o = Options(forced=True, mistakes=True, escoba=escoba)
    deal = Deal(seed=seed, options=o)
    rng = Rng(pick)
    while not deal.over:
        p = deal.to_move
        hand, table = deal.hand(p), deal.table()
        moves = [m for m in deal.moves() if m != CALL]
        m = rng.choice(moves)
        card, taken = deal.move_info(m)
        legal = capture_options(card, table, o.escoba, o.fewest, o.asso)
        wrong = tuple(taken) not in legal if legal else bool(taken) or can_capture(o, hand, table)
        view = view_of(deal, p)
        assert view.legal[view.moves.index(m)] == (not wrong)
        deal.play(m)
        if not deal.over and CALL in deal.moves():
            before = list(deal.bonus)
            caller = deal.to_move
            deal.play(CALL)
            got = deal.bonus[deal.side_of(caller)] - before[deal.side_of(caller)]
            assert got == (2 if wrong else -1)


def test_forced_refuses_a_lay_down_in_plain_words():
    for seed in range(200):
        deal = Deal(seed=seed, options=Options(forced=True))
        hand, table = deal.hand(deal.to_move), deal.table()
        idle = [c for c in hand if not capture_options(c, table)]
        if idle and len(idle) < len(hand):
            try:
                deal.play(idle[0])
            except ValueError as e:
                assert "forced capture" in str(e) and "takes nothing" in str(e)
            else:
                raise AssertionError("a lay-down was allowed")
            assert deal.hand(deal.to_move) == hand and deal.table() == table  # nothing lost
            return
    raise AssertionError("no deal of 200 opened with a card that cannot capture beside one that can")


# -- no scopa on the last capture ----------------------------------------------------------------
def scopa_plays(deal):
    return [(deal.side_of(p), taken) for p, _, taken, scopa in deal.plays if scopa]


@settings(max_examples=80, deadline=None)
@given(with_flags(any_options(), no_last_scopa=False), SEEDS)
def test_no_last_scopa_withdraws_only_the_last_captures_scopa(o, seed):
    on = flip(o, no_last_scopa=True)
    free = Deal(seed=seed, options=o)
    moves = playout(free, seed)
    rule = Deal(seed=seed, options=on)
    for m in moves:  # the rule changes no move: the same moves replay
        rule.play(m)
    a, b = free.plays, rule.plays
    captures = [i for i in range(len(a)) if a[i][2]]
    last = captures[-1] if captures else -1
    for i in range(len(a)):
        assert a[i][:3] == b[i][:3]
        assert b[i][3] == (a[i][3] and i != last)  # only the last capture's scopa goes
    if last >= 0 and a[last][3]:
        side = free.side_of(a[last][0])
        assert rule.withdrawn == side and rule.scope(side) == free.scope(side) - 1
    else:
        assert rule.withdrawn == -1
    for s in range(o.sides):
        assert rule.scope(s) == sum(1 for side, _ in scopa_plays(rule) if side == s)
        assert rule.points()[s][SCOPE] == rule.scope(s)
    assert free.withdrawn == -1


# -- settanta without face cards ------------------------------------------------------------------
@st.composite
def piles(draw):
    """The 40 cards dealt out to 2..4 sides, some left out (a deal's piles, or any)."""
    n = draw(st.integers(2, 4))
    owner = draw(st.lists(st.integers(-1, n - 1), min_size=40, max_size=40))
    return [[c for c in range(40) if owner[c] == s] for s in range(n)]


@settings(max_examples=300, deadline=None)
@given(piles(), st.sampled_from(PRIMIERA_RULES))
def test_no_faces_primiera_is_the_one_without_the_faces(ps, rule):
    scope = [0] * len(ps)
    with_rule = score_deal(ps, scope, rule, no_faces=True)
    bare = [[c for c in p if c % 10 < 7] for p in ps]
    without = score_deal(bare, scope, rule)
    assert [row[PRIMIERA] for row in with_rule] == [row[PRIMIERA] for row in without]
    # The other points are the pile's own: the faces still count as cards.
    plain = score_deal(ps, scope, rule)
    for r, q in zip(with_rule, plain):
        assert r[:PRIMIERA] == q[:PRIMIERA]
        assert r[TOTAL] - r[PRIMIERA] == q[TOTAL] - q[PRIMIERA]


@settings(max_examples=40, deadline=None)
@given(with_flags(any_options(), no_faces=True), SEEDS)
def test_no_faces_in_a_deal_scores_as_score_deal_says(o, seed):
    deal = Deal(seed=seed, options=o)
    playout(deal, seed)
    piles = [deal.pile(s) for s in range(o.sides)]
    want = score_deal(piles, [deal.scope(s) for s in range(o.sides)], o.primiera, o.napola,
                      o.re_bello, deal.bonus, no_faces=True)
    assert deal.points() == want


# -- the worked examples of docs/rules.md ----------------------------------------------------------
def test_example_no_faces():
    """docs/rules.md: Asso of coppe, 2 of denari, 3 of bastoni, 4 of spade (16 + 12 + 13 + 14 =
    55) against 7 of coppe, 7 of bastoni, Asso of denari, Re of spade (21 + 21 + 16 + 10 = 68):
    the 68 wins; without faces the Re counts nothing, spade is missing, and the 55 wins."""
    a = [10, 1, 22, 33]  # Asso coppe, 2 denari, 3 bastoni, 4 spade
    b = [16, 26, 0, 39]  # 7 coppe, 7 bastoni, Asso denari, Re spade
    assert score_deal([a, b], [0, 0])[1][PRIMIERA] == 1
    # Without faces b misses spade: a, with all four suits, takes the primiera.
    assert score_deal([a, b], [0, 0], no_faces=True)[0][PRIMIERA] == 1


def test_example_no_last_scopa():
    """A sweep, then only lay-downs to the end: a scopa by default, none with the rule."""
    for seed in range(400):
        free = Deal(seed=seed, options=Options())
        moves = playout(free, seed)
        plays = free.plays
        captures = [i for i in range(len(plays)) if plays[i][2]]
        if captures and plays[captures[-1]][3] and captures[-1] < len(plays) - 1:
            rule = Deal(seed=seed, options=Options(no_last_scopa=True))
            for m in moves:
                rule.play(m)
            side = free.side_of(plays[captures[-1]][0])
            assert rule.scope(side) == free.scope(side) - 1 and rule.withdrawn == side
            assert not rule.plays[captures[-1]][3]
            return
    raise AssertionError("no deal of 400 ended on a sweep followed by lay-downs")


def position(options, hand, table):
    """A deal whose player to move holds ``hand`` facing ``table`` (cards as in notation, e.g.
    "4D"): the other cards stay where the deal put them. Reaches into Deal internals, as
    ai_helpers.resample does (test-only)."""
    from scopa_core.deal import POW5, VM_OF
    from scopa_core.notation import parse_card

    deal = Deal(seed=1, options=options)
    deal._hands[deal.to_move] = sorted(parse_card(c) for c in hand)
    keys = sorted(VM_OF[parse_card(c)] for c in table)
    deal._table = keys
    deal._sig = sum(POW5[k >> 2] for k in keys)
    deal._moves = None
    return deal


def test_example_forced_capture():
    """docs/rules.md: table 4 and Re, hand 2, 4, 6: the 4 must be played under the rule."""
    from scopa_core.notation import parse_card

    hand, table = ("2C", "4B", "6S"), ("4D", "RC")
    free = position(Options(), hand, table)
    assert sorted(free.move_info(m) for m in free.moves()) == [
        (parse_card("2C"), ()), (parse_card("4B"), (parse_card("4D"),)), (parse_card("6S"), ())]
    forced = position(Options(forced=True), hand, table)
    assert [forced.move_info(m) for m in forced.moves()] == [(parse_card("4B"), (parse_card("4D"),))]
