"""Abandoning (docs/rules.md "Winning the match"): the quitter loses; each opponent gets the deal's unassigned
points (4, or 5 with re_bello) plus one scopa; the current deal's scope count for everyone;
margin = max(0, winner - quitter)."""

from scopa_core.match import Match


def _play_until_scopa(m, limit=400):
    n = 0
    while n < limit:
        d = m.deal
        m.play(m.moves()[n % len(m.moves())])
        n += 1
        if m.deal is d and not d.over and (d.scope(0) or d.scope(1)):
            return
    raise AssertionError("no scopa found")


def test_abandon_gives_unassigned_points_and_a_scopa():
    m = Match(seed=3)
    _play_until_scopa(m)
    d = m.deal
    before = list(m.totals)
    scope = [d.scope(0), d.scope(1)]
    m.abandon(1)
    assert m.over and m.winner == 0 and m.abandoned_by == 1
    assert m.totals == [before[0] + scope[0] + 4 + 1, before[1] + scope[1]], (m.totals, before, scope)
    assert m.margin == max(0, m.totals[0] - m.totals[1])
    assert m.moves() == []
    try:
        m.play(0)
    except ValueError:
        pass
    else:
        raise AssertionError("played after the match ended")


def test_abandon_re_bello_five_and_quitter_ahead_margin_zero():
    m = Match(seed=4, re_bello=True)
    m.totals = [10, 2]  # crafted totals from earlier smazzate
    m.abandon(0)
    assert m.totals == [10, 2 + 5 + 1]
    assert (m.over, m.winner, m.margin) == (True, 1, 0)


def test_abandon_three_players():
    m = Match(seed=5, players=3)
    m.totals = [1, 6, 3]
    m.abandon(1)
    assert m.totals == [1 + 5, 6, 3 + 5]
    assert (m.winner, m.margin) == (2, 2)


def test_abandon_teams_and_bad_side():
    m = Match(seed=6, players=4, teams=True)
    for side in (2, -1, 5):
        try:
            m.abandon(side)
        except ValueError:
            pass
        else:
            raise AssertionError("side %d abandoned" % side)
        assert not m.over and m.totals == [0, 0]
    m.abandon(0)
    assert m.totals == [0, 5] and m.winner == 1


def test_abandoned_match_replays():
    m = Match(seed=7)
    for i in range(10):
        m.play(m.moves()[0])
    m.abandon(0)
    r = Match.from_bytes(m.to_bytes())
    assert r.over and r.winner == m.winner and r.totals == m.totals and r.margin == m.margin
