"""Bad arguments to the engine's constructors and lookups: a ValueError or TypeError that
says what is wrong, never an AttributeError or IndexError, and nothing changed."""

from scopa_core.deal import Deal
from scopa_core.match import Match, abandon_move
from scopa_core.options import Options

NOT_OPTIONS = (True, 1, 1.0, "Scopa", b"", [], (), {}, Options, object())
NOT_PLAYERS = (-1, 2, 3, 1 << 40, 1.0, 0.0, True, None, "0", [0])


def _refused(f, *args, **kw):
    try:
        f(*args, **kw)
    except (ValueError, TypeError) as e:
        return str(e)
    raise AssertionError("%r accepted %r %r" % (f, args, kw))


def test_options_that_are_not_options_are_refused_by_deal_and_match():
    for bad in NOT_OPTIONS:
        assert "Options" in _refused(Deal, options=bad)
        assert "Options" in _refused(Match, options=bad)
        assert "Options" in _refused(Match, bad, 5)


def test_side_of_names_a_player_of_the_deal_or_refuses():
    d = Deal(seed=3)
    assert [d.side_of(p) for p in range(2)] == [0, 1]
    for bad in NOT_PLAYERS:
        if bad is True:
            continue  # True is the int 1 to Python; a player number all the same
        _refused(d.side_of, bad)
        _refused(Options().side_of, bad)
    four = Deal(seed=3, players=4, teams=True)
    assert [four.side_of(p) for p in range(4)] == [0, 1, 0, 1]
    _refused(four.side_of, 4)
    _refused(four.options.side_of, -1)


def test_a_play_for_a_player_that_is_not_an_int_is_refused_and_changes_nothing():
    d = Deal(seed=8)
    m = d.moves()[0]
    for bad in (float(d.to_move), str(d.to_move), [d.to_move]):
        before = repr(d)
        _refused(d.play, m, player=bad)
        assert repr(d) == before
    d.play(m, player=d.to_move)
    match = Match(Options(), 8)
    m = match.moves()[0]
    for bad in (float(match.deal.to_move), "0"):
        _refused(match.play, m, player=bad)
        _refused(match.play, abandon_move(0), player=bad)
        assert match.history == [] and not match.over
    match.play(m, player=match.deal.to_move)
    assert match.history == [m]
