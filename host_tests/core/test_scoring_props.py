"""Points add up: each of carte/denari/settebello/primiera goes to at most one side, the
settebello to its holder, total == the parts + napola/re bello/bonus extras."""

from hypothesis import given, settings, strategies as st

from scopa_core.scoring import score_deal

RULES = ("default", "strict", "sum", "sevens")


@st.composite
def split_deck(draw):
    sides = draw(st.integers(2, 6))
    deck = draw(st.permutations(list(range(40))))
    keep = draw(st.integers(0, 40))
    owner = draw(st.lists(st.integers(0, sides - 1), min_size=keep, max_size=keep))
    piles = [[] for _ in range(sides)]
    for c, o in zip(deck[:keep], owner):
        piles[o].append(c)
    scope = draw(st.lists(st.integers(0, 5), min_size=sides, max_size=sides))
    bonus = draw(st.one_of(st.none(), st.lists(st.integers(-3, 6), min_size=sides,
                                               max_size=sides)))
    return piles, scope, bonus


def napola(pile):
    run = 0
    while run < 10 and run in pile:
        run += 1
    return run if run >= 3 else 0


@settings(max_examples=400, deadline=None)
@given(split_deck(), st.sampled_from(RULES), st.booleans(), st.booleans())
def test_points_add_up(split, rule, nap, rb):
    piles, scope, bonus = split
    rows = score_deal(piles, scope, rule, nap, rb, bonus)
    assert len(rows) == len(piles)
    for k in range(4):
        assert sum(r[k] for r in rows) <= 1
        assert all(r[k] in (0, 1) for r in rows)
    for i, r in enumerate(rows):
        assert r[2] == (1 if 6 in piles[i] else 0)
        assert r[4] == scope[i]
        extra = (napola(piles[i]) if nap else 0) + (1 if rb and 9 in piles[i] else 0)
        extra += bonus[i] if bonus else 0
        assert r[5] == r[0] + r[1] + r[2] + r[3] + r[4] + extra
    # the most cards (strictly) takes carte
    sizes = [len(p) for p in piles]
    top = max(sizes)
    if sizes.count(top) == 1:
        assert rows[sizes.index(top)][0] == 1
    else:
        assert all(r[0] == 0 for r in rows)


@settings(max_examples=200, deadline=None)
@given(split_deck())
def test_primiera_rules_relations(split):
    piles, scope, _ = split
    by = {rule: [r[3] for r in score_deal(piles, scope, rule)] for rule in RULES}
    # strict never awards where default does not
    for i in range(len(piles)):
        if by["strict"][i]:
            assert by["default"][i]
    # the other parts do not depend on the primiera rule
    base = [r[:3] + r[4:5] for r in score_deal(piles, scope)]
    for rule in RULES:
        assert [r[:3] + r[4:5] for r in score_deal(piles, scope, rule)] == base
