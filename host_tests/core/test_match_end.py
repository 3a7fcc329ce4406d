"""Match end rules (docs/rules.md "Winning the match") with crafted totals. The totals are set by hand and
Match._decide (private) is called directly, as after a smazzata: acceptable in tests, the
public path (whole matches) is covered by the random playouts and transcripts."""

from scopa_core.match import Match


def decide(totals, **kw):
    m = Match(seed=1, **kw)
    m.totals = list(totals)
    m.results.append(None)  # one smazzata played (only the count is read)
    m._decide(None, m.deal)
    return m.over, m.winner, m.margin


def test_rules_examples_both_reach_eleven():
    # RULES 8: 12-11 continues; 13-11 wins; 11-10 wins (only one side reached 11).
    assert decide((12, 11)) == (False, -1, 0)
    assert decide((11, 12)) == (False, -1, 0)
    assert decide((13, 11)) == (True, 0, 2)
    assert decide((11, 13)) == (True, 1, 2)
    assert decide((11, 10)) == (True, 0, 1)
    assert decide((10, 11)) == (True, 1, 1)
    assert decide((11, 11)) == (False, -1, 0)
    assert decide((10, 10)) == (False, -1, 0)
    assert decide((14, 3)) == (True, 0, 11)


def test_targets():
    assert decide((14, 10), target=15) == (False, -1, 0)
    assert decide((15, 14), target=15) == (True, 0, 1)
    assert decide((16, 15), target=16) == (True, 0, 1)
    assert decide((20, 19), target=21) == (False, -1, 0)
    assert decide((22, 21), target=21) == (False, -1, 0)
    assert decide((23, 21), target=21) == (True, 0, 2)


def test_win_by_two():
    assert decide((11, 10), end="two") == (False, -1, 0)
    assert decide((11, 9), end="two") == (True, 0, 2)
    assert decide((12, 11), end="two") == (False, -1, 0)
    assert decide((10, 12), end="two") == (True, 1, 2)
    assert decide((10, 8), end="two") == (False, -1, 0)


def test_higher_score():
    assert decide((12, 11), end="higher") == (True, 0, 1)
    assert decide((12, 12), end="higher") == (False, -1, 0)
    assert decide((10, 9), end="higher") == (False, -1, 0)
    # "a side that has passed the target" (docs/rules.md "Winning the match"; Sisal: "superato"): reaching it is not
    # enough.
    assert decide((11, 9), end="higher") == (False, -1, 0)
    assert decide((12, 9), end="higher") == (True, 0, 3)
    assert decide((9, 16), end="higher", target=15) == (True, 1, 7)
    assert decide((15, 14), end="higher", target=15) == (False, -1, 0)


def test_three_players_default():
    assert decide((11, 13, 9), players=3) == (True, 1, 2)
    assert decide((11, 12, 9), players=3) == (False, -1, 0)
    assert decide((11, 5, 9), players=3) == (True, 0, 2)


def _fixed(deals=2):
    m = Match(seed=1, end="fixed", deals=deals)
    return m


def _row(total):
    return (0, 0, 0, 0, 0, total)


def _after_deal(m, pts):
    # what Match._end_deal does: add the smazzata's totals, record it, decide
    for s in range(2):
        m.totals[s] += pts[s][5]
    m.results.append(pts)
    m._decide(pts, m.deal)


def test_fixed_deals_sole_leader_wins():
    m = _fixed(2)
    _after_deal(m, [_row(3), _row(2)])
    assert not m.over
    _after_deal(m, [_row(1), _row(4)])
    assert (m.over, m.winner, m.margin, m.tiebreaks) == (True, 1, 2, 0)


def test_fixed_deals_spareggio_won():
    m = _fixed(1)
    _after_deal(m, [_row(4), _row(4)])
    assert not m.over
    _after_deal(m, [_row(2), _row(3)])
    assert (m.over, m.winner, m.tiebreaks) == (True, 1, 1)


def test_fixed_deals_third_tie_last_capturer_loses():
    for capturer, winner in ((0, 1), (1, 0)):
        m = _fixed(1)
        _after_deal(m, [_row(4), _row(4)])
        _after_deal(m, [_row(2), _row(2)])
        _after_deal(m, [_row(3), _row(3)])
        assert not m.over and m.tiebreaks == 2
        m.deal.last_capturer = capturer  # crafted: the third spareggio's last capture
        _after_deal(m, [_row(1), _row(1)])
        assert (m.over, m.winner, m.tiebreaks) == (True, winner, 3), (capturer, m.winner)


def test_fixed_deals_whole_match_plays_out():
    m = Match(seed=8, end="fixed", deals=1)
    while not m.over:
        m.play(m.moves()[0])
    assert 1 <= len(m.results) <= 4
    assert m.tiebreaks == len(m.results) - 1
    assert m.moves() == []


def test_fixed_spareggio_winner_margin_not_negative():
    # 3 players, 1 deal: sides 0 and 1 tie on 3, side 2 has 1. In the spareggio side 1 beats
    # side 0 (1 to 0) and wins, as specified, though side 2 (5 in it) now leads on total.
    # The recorded margin must not be negative (RULES 5 records 0 for a quitter still ahead).
    m = Match(seed=1, players=3, end="fixed", deals=1)
    m.totals = [3, 3, 1]
    m.results.append([_row(3), _row(3), _row(1)])
    m._decide(m.results[-1], m.deal)
    assert not m.over
    pts = [_row(0), _row(1), _row(5)]
    for s in range(3):
        m.totals[s] += pts[s][5]
    m.results.append(pts)
    m._decide(pts, m.deal)
    assert (m.over, m.winner, m.tiebreaks) == (True, 1, 1)
    assert m.margin >= 0, "margin %d for winner 1 with totals %r" % (m.margin, m.totals)
