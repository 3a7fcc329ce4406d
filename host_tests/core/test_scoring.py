"""scoring.score_deal: docs/rules.md "Points of a hand" and the optional points (napola, re bello, bonus).
Rows are (carte, denari, settebello, primiera, scope, total)."""

from scopa_core.scoring import score_deal

# Pile helpers: suit s = D 0, C 1, B 2, S 3; card = s * 10 + rank - 1.


def cards(*pairs):
    return [s * 10 + r - 1 for s, r in pairs]


FULL_HIGH = cards((1, 7), (2, 7), (3, 7), (0, 5))  # 21 * 3 + 15 = 78, four suits
FULL_LOW = cards((0, 2), (1, 2), (2, 2), (3, 2))  # 48, four suits
THREE_SUITS = cards((1, 6), (2, 6), (3, 6))  # 54, no denari


def prim(piles, rule):
    return [row[3] for row in score_deal(piles, [0] * len(piles), rule)]


def test_primiera_default_full_suits_beat_missing_suit():
    # THREE_SUITS has the higher total (54 > 48) but lacks denari: FULL_LOW wins by default
    assert prim([FULL_LOW, THREE_SUITS], "default") == [1, 0]
    assert prim([FULL_LOW, THREE_SUITS], "strict") == [1, 0]
    # "sum": missing suit counts 0, 54 > 48
    assert prim([FULL_LOW, THREE_SUITS], "sum") == [0, 1]


def test_primiera_nobody_full():
    two = cards((0, 7), (1, 7))  # 42
    one = cards((2, 6))  # 18
    assert prim([two, one], "default") == [1, 0]
    assert prim([two, one], "sum") == [1, 0]
    assert prim([two, one], "strict") == [0, 0]


def test_primiera_ties_give_nobody():
    a = cards((0, 7), (1, 6), (2, 5), (3, 1))  # 21 + 18 + 15 + 16 = 70
    b = cards((0, 6), (1, 7), (2, 1), (3, 5))  # 18 + 21 + 16 + 15 = 70
    for rule in ("default", "strict", "sum"):
        assert prim([a, b], rule) == [0, 0], rule
    # best card of each suit only: adding lower cards changes nothing
    a2 = a + cards((0, 2), (1, 3))
    assert prim([a2, b], "sum") == [0, 0]
    assert prim([FULL_HIGH, FULL_LOW], "default") == [1, 0]


def test_primiera_values_faces_count_ten():
    faces = cards((0, 8), (1, 9), (2, 10), (3, 8))  # 40
    twos = FULL_LOW  # 48
    assert prim([faces, twos], "default") == [0, 1]
    aces = cards((0, 1), (1, 1), (2, 1), (3, 1))  # 64
    sixes = cards((0, 6), (1, 6), (2, 5), (3, 5))  # 18 + 18 + 15 + 15 = 66
    assert prim([aces, sixes], "default") == [0, 1]


def test_sevens_rule_counts_sevens():
    a = cards((0, 7), (1, 7), (2, 1))
    b = cards((3, 7), (0, 6), (1, 6), (2, 6), (3, 6))
    assert prim([a, b], "sevens") == [1, 0]
    assert prim([cards((0, 7)), cards((1, 7))], "sevens") == [0, 0]
    # the primiera slot holds the sevens point; b would win primiera
    assert prim([a, b], "sum") == [0, 1]


def test_carte_denari_settebello_scope_total():
    a = list(range(0, 21))  # 21 cards, denari 0..9 (incl. settebello), 11 coppe
    b = list(range(21, 40))
    rows = score_deal([a, b], [2, 1])
    assert rows[0][:3] == (1, 1, 1)
    assert rows[1][:3] == (0, 0, 0)
    assert rows[0][4] == 2 and rows[1][4] == 1
    for r in rows:
        assert r[5] == r[0] + r[1] + r[2] + r[3] + r[4]


def test_carte_and_denari_ties():
    a = list(range(0, 5)) + list(range(10, 25))  # 20 cards, 5 denari
    b = list(range(5, 10)) + list(range(25, 40))  # 20 cards, 5 denari incl. settebello
    rows = score_deal([a, b], [0, 0])
    assert rows[0][0] == rows[1][0] == 0
    assert rows[0][1] == rows[1][1] == 0
    assert rows[1][2] == 1 and rows[0][2] == 0


def test_three_sides_most_means_strictly_most():
    a = cards((0, 1), (0, 2))
    b = cards((0, 3), (0, 4))
    c = cards((1, 1))
    rows = score_deal([a, b, c], [0, 0, 0], "sum")
    assert [r[0] for r in rows] == [0, 0, 0]
    assert [r[1] for r in rows] == [0, 0, 0]


def test_napola_re_bello_bonus_in_total_only():
    run5 = cards((0, 1), (0, 2), (0, 3), (0, 4), (0, 5))
    other = cards((0, 7), (0, 10), (1, 1))
    plain = score_deal([run5, other], [0, 0])
    extra = score_deal([run5, other], [0, 0], napola=True, re_bello=True, bonus=[2, -1])
    assert [r[:5] for r in plain] == [r[:5] for r in extra]
    assert extra[0][5] == plain[0][5] + 5 + 2
    assert extra[1][5] == plain[1][5] + 1 - 1
    # A-2 without the 3: no napola; A-2-3 alone: 3; all ten denari: 10
    assert score_deal([cards((0, 1), (0, 2)), []], [0, 0], napola=True)[0][5] == \
        score_deal([cards((0, 1), (0, 2)), []], [0, 0])[0][5]
    three = cards((0, 1), (0, 2), (0, 3))
    assert score_deal([three, []], [0, 0], napola=True)[0][5] - \
        score_deal([three, []], [0, 0])[0][5] == 3
    den = list(range(10))
    assert score_deal([den, []], [0, 0], napola=True)[0][5] - \
        score_deal([den, []], [0, 0])[0][5] == 10
    # a gap stops the run: A 2 3 5 6 scores 3
    gap = cards((0, 1), (0, 2), (0, 3), (0, 5), (0, 6))
    assert score_deal([gap, []], [0, 0], napola=True)[0][5] - \
        score_deal([gap, []], [0, 0])[0][5] == 3


def test_unknown_primiera_rule_raises():
    try:
        score_deal([[], []], [0, 0], "bogus")
    except ValueError:
        return
    raise AssertionError("unknown primiera rule accepted")
