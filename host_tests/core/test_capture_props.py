"""capture_options equals a brute-force reading of docs/rules.md "Your turn" and "House rules" over all subsets of the
table (written from the rules, not from the engine), for default, fewest, escoba, asso."""

from hypothesis import given, settings, strategies as st

from scopa_core.rules import capture_options


def value(card):
    return card % 10 + 1


def subsets(table):
    n = len(table)
    for mask in range(1, 1 << n):
        yield tuple(table[i] for i in range(n) if mask >> i & 1)


def reference(card, table, escoba=False, fewest=False, asso=False):
    table = sorted(table)
    v = value(card)
    if asso and v == 1 and table:  # Asso piglia tutto
        return [tuple(table)]
    if escoba:  # any >= 1 table cards making 15 with the played card; no priority
        sets = [s for s in subsets(table) if v + sum(value(c) for c in s) == 15]
    else:
        same = [(c,) for c in table if value(c) == v]
        if same:  # same value first: exactly one card, player's choice
            return sorted(same)
        sets = [s for s in subsets(table) if len(s) >= 2 and sum(value(c) for c in s) == v]
    if fewest and sets:
        least = min(len(s) for s in sets)
        sets = [s for s in sets if len(s) == least]
    return sorted(sets)


positions = st.lists(st.integers(0, 39), min_size=1, max_size=11, unique=True)
flags = st.fixed_dictionaries({"escoba": st.booleans(), "fewest": st.booleans(),
                               "asso": st.booleans()})


@settings(max_examples=600, deadline=None)
@given(positions, flags)
def test_capture_options_equals_brute_force(cards, kw):
    card, table = cards[0], cards[1:]
    got = capture_options(card, table, **kw)
    assert got == reference(card, table, **kw)
    # shape: ascending tuples, ascending list, no duplicates
    for s in got:
        assert list(s) == sorted(s) and len(set(s)) == len(s)
    assert got == sorted(set(got))


@settings(max_examples=300, deadline=None)
@given(positions)
def test_default_rules_each_variant(cards):
    card, table = cards[0], cards[1:]
    for kw in ({}, {"fewest": True}, {"escoba": True}, {"asso": True},
               {"escoba": True, "fewest": True}):
        assert capture_options(card, table, **kw) == reference(card, table, **kw), kw
    # a card order permutation of the table changes nothing
    assert capture_options(card, list(reversed(table))) == capture_options(card, table)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 39), min_size=1, max_size=6))
def test_duplicates_or_played_card_on_table_raise(cards):
    card, table = cards[0], cards[1:]
    bad = len(set(table)) != len(table) or card in table
    try:
        capture_options(card, table)
    except ValueError:
        assert bad
    else:
        assert not bad
