"""Each variant's deal layout (docs/rules.md "Dealing" and "House rules"): table cards, hand size of every round,
set-aside cards, number of plays, and the 40 cards accounted for after every move
(hands + table + piles + set-aside + stock)."""

from scopa_core.deal import Deal
try:
    from helpers import check_conserved, all_cards
except ImportError:
    from core.helpers import check_conserved, all_cards

# (keywords, table cards, hand size per round, set aside)
LAYOUTS = (
    ({"players": 2}, 4, (3, 3, 3, 3, 3, 3), 0),
    ({"players": 3}, 4, (3, 3, 3, 3), 0),
    ({"players": 4}, 4, (3, 3, 3), 0),
    ({"players": 4, "teams": True}, 4, (3, 3, 3), 0),
    ({"players": 5}, 5, (3, 4), 0),
    ({"players": 6}, 4, (3, 3), 0),
    ({"players": 2, "scopone": True}, 0, (10, 10), 0),
    ({"players": 3, "scopone": True}, 0, (13,), 1),
    ({"players": 4, "scopone": True, "teams": True}, 0, (10,), 0),
    ({"players": 5, "scopone": True}, 0, (8,), 0),
    ({"players": 6, "scopone": True}, 0, (6,), 4),
)


def _check_layout(kw, table_n, rounds, aside, seed, dealer):
    d = Deal(seed=seed, dealer=dealer, **kw)
    n = kw["players"]
    assert len(d.table()) == table_n, (kw, d.table())
    assert len(d.aside) == aside, kw
    assert d.to_move == (dealer + 1) % n
    seen_rounds = []
    moves = 0
    stock = -1
    while not d.over:
        if d.stock_count() != stock:
            # a new round was dealt: every hand full, the round's first play not made yet
            stock = d.stock_count()
            sizes = [len(d.hand(p)) for p in range(n)]
            assert sizes == [sizes[0]] * n, (kw, sizes)
            assert len(d.plays) == n * sum(seen_rounds), kw
            assert d.to_move == (dealer + 1) % n, kw
            seen_rounds.append(sizes[0])
        ms = d.moves()
        d.play(ms[(moves * 7 + seed) % len(ms)])
        moves += 1
        check_conserved(d)
    assert tuple(seen_rounds) == rounds, (kw, seen_rounds)
    assert len(d.plays) == n * sum(rounds), (kw, len(d.plays))
    assert len(d.history) == moves == len(d.plays) + len(d.calls)
    assert d.stock_count() == 0
    assert d.table() == () or d.last_capturer < 0
    total = len(all_cards(d))
    assert total == 40, (kw, total)
    for p in range(n):
        assert d.hand(p) == ()


def test_layouts_scopa():
    for kw, t, r, a in LAYOUTS[:6]:
        _check_layout(kw, t, r, a, 11, 0)
        _check_layout(kw, t, r, a, 12, kw["players"] - 1)


def test_layouts_scopone():
    for kw, t, r, a in LAYOUTS[6:]:
        _check_layout(kw, t, r, a, 21, 1)


def test_escoba_and_options_keep_layout():
    _check_layout({"players": 2, "escoba": True}, 4, (3, 3, 3, 3, 3, 3), 0, 5, 1)
    _check_layout({"players": 4, "teams": True, "scopone": True, "escoba": True},
                  0, (10,), 0, 6, 3)
    _check_layout({"players": 3, "mistakes": True, "asso": True, "fewest": True},
                  4, (3, 3, 3, 3), 0, 7, 2)


def test_deal_order_left_of_dealer_first():
    # Same seed, different dealers: the first packet goes to dealer+1, the last to the
    # dealer, the table after the first round. (The deck order depends on the seed only.)
    # One deal at a time besides the base one: a board's heap is small.
    for n in (2, 3, 4, 5, 6):
        base = Deal(players=n, seed=99, dealer=0)
        for k in range(n):
            d = Deal(players=n, seed=99, dealer=k)
            assert d.table() == base.table()
            for i in range(n):
                assert d.hand((k + 1 + i) % n) == base.hand((1 + i) % n), (n, k, i)
            assert d.to_move == (k + 1) % n and d.redeals == 0


def test_deal_without_dealer_draws_one():
    seen = []
    for s in range(40):
        d = Deal(players=4, seed=s)
        assert 0 <= d.dealer < 4 and d.to_move == (d.dealer + 1) % 4
        if d.dealer not in seen:
            seen.append(d.dealer)
    assert len(seen) == 4


def test_teams_sides():
    d = Deal(players=4, teams=True, seed=3, dealer=0)
    assert [d.side_of(p) for p in range(4)] == [0, 1, 0, 1]
    d = Deal(players=4, seed=3, dealer=0)
    assert [d.side_of(p) for p in range(4)] == [0, 1, 2, 3]
