"""docs/rules.md "Worked examples" worked examples through a Deal. Each set-up is found by searching
seeds from a hint (see helpers.find_deal); the dealer is 0, so player 1 leads."""

from scopa_core.deal import Deal
from scopa_core.rules import capture_options
try:
    from helpers import find_deal, count_rank, ranks, moves_of_card, rank, play_out
except ImportError:
    from core.helpers import find_deal, count_rank, ranks, moves_of_card, rank, play_out


def _leader_card(d, r):
    for c in d.hand(d.to_move):
        if rank(c) == r:
            return c


def test_deal_fante_takes_only_the_fante():
    # Table 3, 5, Fante (+ a 4th opening card that is not a Fante); leader holds a Fante.
    def ok(d):
        t = d.table()
        return (count_rank(t, 8) == 1 and count_rank(t, 3) and count_rank(t, 5)
                and count_rank(d.hand(1), 8))
    d = find_deal(ok, 413)
    f = _leader_card(d, 8)
    fante = [c for c in d.table() if rank(c) == 8]
    assert moves_of_card(d, f) == [tuple(fante)]
    d.play(d.find_move(f, fante))
    assert d.plays[-1][2] == tuple(fante)


def test_deal_cavallo_choice():
    # Opening table exactly Asso, 3, 4, 5; the leader's Cavallo may take A+3+5 or 4+5.
    d = find_deal(lambda d: ranks(d.table()) == [1, 3, 4, 5] and count_rank(d.hand(1), 9), 1436)
    cav = _leader_card(d, 9)
    t = d.table()
    got = moves_of_card(d, cav)
    assert len(got) == 2 and got == capture_options(cav, t), got
    assert sorted(ranks(s) for s in got) == [[1, 3, 5], [4, 5]]
    d2 = Deal(seed=d.seed, dealer=0, fewest=True)
    assert [ranks(s) for s in moves_of_card(d2, cav)] == [[4, 5]]


def test_deal_seven_takes_the_seven():
    # Exact cards: 3C, 4B, 7S on the opening table (with 6D), leader holds 7D.
    def ok(d):
        t = list(d.table())
        return 12 in t and 23 in t and 36 in t and 6 in list(d.hand(1))
    d = find_deal(ok, 20256, limit=50)
    assert moves_of_card(d, 6) == [(36,)]
    d.play(d.find_move(6, (36,)))
    assert d.plays[-1] == (1, 6, (36,), False)


def test_deal_two_three_five_is_scopa():
    # Scopone, 2 players, empty table: leader lays a 2, the other lays a 3, then a 5 sweeps.
    def ok(d):
        return count_rank(d.hand(1), 2) and count_rank(d.hand(1), 5) and count_rank(d.hand(0), 3)
    d = find_deal(ok, 11, scopone=True)
    assert d.table() == ()
    d.play(d.find_move(_leader_card(d, 2), ()))
    d.play(d.find_move(_leader_card(d, 3), ()))
    assert ranks(d.table()) == [2, 3]
    five = _leader_card(d, 5)
    assert moves_of_card(d, five) == [d.table()]
    d.play(d.find_move(five, d.table()))
    assert d.table() == () and d.scope(1) == 1 and d.plays[-1][3] is True


def _greedy(d):
    best = None
    size = -1
    for m in d.moves():
        n = len(d.move_info(m)[1])
        if n > size:
            best, size = m, n
    return best


def test_last_play_sweep_is_not_scopa():
    # Seed 1224, dealer 0, always taking the most cards: the last card is a 5 taking a 2
    # and a 3 that are the whole table. Not a scopa (the last play of the smazzata).
    seed = 1224
    while True:
        d = Deal(seed=seed, dealer=0)
        while len(d.plays) < 35:
            d.play(_greedy(d))
        before = d.table()
        scope = (d.scope(0), d.scope(1))
        d.play(_greedy(d))
        p = d.plays[-1]
        if p[2] == before and before and rank(p[1]) == 5 and ranks(before) == [2, 3]:
            break
        seed += 1
        assert seed < 1224 + 300, "no last-card 5 taking 2+3 found"
    assert d.over and p[3] is False
    assert (d.scope(0), d.scope(1)) == scope


def test_redeal_on_three_re():
    d = find_deal(lambda d: d.redeals > 0, 4)
    assert d.dealer == 0 and d.to_move == 1
    assert count_rank(d.table(), 10) < 3 and len(d.table()) == 4
    d5 = find_deal(lambda d: d.redeals > 0, 74, players=5)
    assert count_rank(d5.table(), 10) < 3 and len(d5.table()) == 5
    assert d5.dealer == 0 and d5.to_move == 1


def test_asso_sweep_is_not_scopa():
    # asso piglia tutto: the leader's Asso takes the whole opening table, no scopa
    d = find_deal(lambda d: count_rank(d.hand(1), 1) and not count_rank(d.table(), 1), 0,
                  asso=True)
    ace = _leader_card(d, 1)
    t = d.table()
    assert moves_of_card(d, ace) == [t]
    d.play(d.find_move(ace, t))
    assert d.table() == () and d.plays[-1][3] is False and d.scope(1) == 0
