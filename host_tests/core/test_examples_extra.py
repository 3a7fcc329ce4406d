"""docs/rules.md "Worked examples" "The 4 opening table cards are Re, Re, Re, 5: the deal is void and redealt",
checked on the voided table itself. The voided table is not visible through the API, so this
rebuilds the first shuffle (Rng(seed).shuffle of the 40 cards with an explicit dealer, hands
first, then the table), after checking that rebuild against deals that were not redealt."""

from scopa_core.deal import Deal
from scopa_core.match import Match
from scopa_core.rng import Rng


def first_shuffle(seed, players=2):
    deck = list(range(40))
    Rng(seed).shuffle(deck)
    hands = 3 * players
    return deck, deck[hands:hands + 4]


def test_rebuild_matches_engine_without_redeal():
    for seed in range(30):
        d = Deal(seed=seed, dealer=0)
        if d.redeals == 0:
            deck, table = first_shuffle(seed)
            assert sorted(table) == list(d.table())
            assert d.hand(1) == tuple(sorted(deck[0:3])) and d.hand(0) == tuple(sorted(deck[3:6]))


def test_re_re_re_five_is_redealt():
    seed = 0
    while True:
        deck, table = first_shuffle(seed)
        if sorted(c % 10 + 1 for c in table) == [5, 10, 10, 10]:
            break
        seed += 1
    d = Deal(seed=seed, dealer=0)
    assert d.redeals >= 1 and d.dealer == 0 and d.to_move == 1
    assert sorted(d.table()) != sorted(table)
    assert sum(1 for c in d.table() if c % 10 == 9) < 3


def test_four_re_redealt_and_two_re_not():
    found4 = found2 = False
    seed = 0
    while not (found4 and found2):
        deck, table = first_shuffle(seed)
        res = sum(1 for c in table if c % 10 == 9)
        if res == 4 or (res == 2 and not found2):
            d = Deal(seed=seed, dealer=0)
            if res == 4:
                assert d.redeals >= 1
                found4 = True
            else:
                assert d.redeals == 0 and sorted(d.table()) == sorted(table)
                found2 = True
        seed += 1


def test_match_redeal_keeps_dealer():
    for seed in range(3000):
        m = Match(seed=seed)
        if m.deal.redeals:
            d = m.deal
            assert d.to_move == (d.dealer + 1) % 2
            assert sum(1 for c in d.table() if c % 10 == 9) < 3
            return
    raise AssertionError("no match whose first deal is redealt")
