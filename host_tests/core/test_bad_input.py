"""Bad input raises ValueError and leaves the state unchanged (hand, table, piles, scope,
to_move, history, ... compared before and after)."""

from scopa_core.cards import CALL
from scopa_core.deal import Deal
from scopa_core.match import Match
from scopa_core.options import Options
try:
    from helpers import play_out
except ImportError:
    from core.helpers import play_out


def _refused(d, m, player=None):
    before = repr(d)
    try:
        d.play(m, player)
    except ValueError:
        pass
    else:
        raise AssertionError("move %r (player %r) accepted" % (m, player))
    assert repr(d) == before, m


def _illegal_moves(d):
    p = d.to_move
    out = [40, 62, 99, -1, 1 << 40, "7D", None, 1.0, CALL]
    for q in range(d.options.players):
        if q != p:
            out.extend(d.hand(q))  # a card not in the mover's hand
    for c in d.hand(p):
        k = 0
        while c | k << 6 in d.moves():
            k += 1
        out.append(c | k << 6)  # a choice the card does not have
    for c in range(40):
        if c not in d.hand(p):
            out.append(c)
    return out


def test_bad_moves_leave_deal_unchanged():
    d = Deal(seed=17, dealer=1)
    for step in range(12):
        for m in _illegal_moves(d):
            _refused(d, m)
        good = d.moves()[0]
        for wrong in range(d.options.players):
            if wrong != d.to_move:
                _refused(d, good, wrong)
        _refused(d, good, 7)
        d.play(good, d.to_move)


def test_illegal_capture_by_find_move():
    # a capturing card cannot be laid down; a card cannot take cards it does not make
    for s in range(60):
        d = Deal(seed=s, dealer=0)
        for c in d.hand(1):
            takes = [d.move_info(m)[1] for m in d.moves() if m & 63 == c]
            if takes != [()]:
                before = repr(d)
                for wrong in ((), tuple(d.table()), (c,)):
                    if wrong not in takes:
                        try:
                            d.find_move(c, wrong)
                        except ValueError:
                            pass
                        else:
                            raise AssertionError("find_move(%d, %r)" % (c, wrong))
                assert repr(d) == before
                return
    raise AssertionError("no capturing card found")


def test_play_after_deal_over():
    d = play_out(Deal(seed=2, dealer=0))
    assert d.over and d.moves() == []
    for m in (0, 1, 39, CALL):
        _refused(d, m)
    try:
        d.move_info(0)
    except ValueError:
        pass
    else:
        raise AssertionError("move_info after the end")


def test_mistakes_call_refused_when_not_allowed():
    d = Deal(seed=4, dealer=0, mistakes=True)
    _refused(d, CALL)
    d.play(d.moves()[0])
    _refused(d, CALL, 1)  # out of turn: player 0 is to move


def test_unknown_options_and_values():
    bad = ({"players": 1}, {"players": 7}, {"players": 3, "teams": True}, {"target": 12},
           {"target": 11.0}, {"deals": 0}, {"deals": 16}, {"primiera": "best"}, {"end": "first"}, {"foo": True},
           {"seed": -1}, {"seed": 1 << 30}, {"dealer": 2}, {"dealer": -1})
    for kw in bad:
        try:
            Deal(**kw)
        except ValueError:
            pass
        else:
            raise AssertionError("Deal(%r) accepted" % (kw,))
    for kw in bad[:10]:
        try:
            Options(**kw)
        except ValueError:
            pass
        else:
            raise AssertionError("Options(%r) accepted" % (kw,))
        try:
            Match(seed=1, **kw)
        except ValueError:
            pass
        else:
            raise AssertionError("Match(%r) accepted" % (kw,))


def test_bad_moves_leave_match_unchanged():
    m = Match(seed=9)
    for i in range(5):
        m.play(m.moves()[0])
    state = (list(m.totals), list(m.history), repr(m.deal), m.over)
    for mv in (40, -1, "x", None, CALL, 1 << 30):
        try:
            m.play(mv)
        except ValueError:
            pass
        else:
            raise AssertionError("Match.play(%r) accepted" % (mv,))
        assert (list(m.totals), list(m.history), repr(m.deal), m.over) == state
    try:
        m.play(m.moves()[0], player=m.deal.to_move + 1)
    except ValueError:
        pass
    else:
        raise AssertionError("out of turn accepted by Match")
    assert (list(m.totals), list(m.history), repr(m.deal), m.over) == state


def _raises_value_error(fn, *args):
    try:
        fn(*args)
    except ValueError:
        return
    raise AssertionError("%s%r accepted" % (fn.__name__, args))


def test_lookups_refuse_players_and_sides_that_do_not_exist():
    d = Deal(seed=4)
    before = repr(d)
    for bad in (-1, 2, 1.0, None, "0", True):
        _raises_value_error(d.hand, bad)  # -1 would quietly name the last player
        _raises_value_error(d.pile, bad)
        _raises_value_error(d.scope, bad)
    assert repr(d) == before
    m = Match(seed=4)
    state = (list(m.totals), list(m.history), m.over)
    for bad in (-1, 2, "0", None, 1.0):
        _raises_value_error(m.abandon, bad)
    assert (list(m.totals), list(m.history), m.over) == state


def test_conformance_functions_refuse_what_is_not_cards():
    from scopa_core.rules import capture_options
    from scopa_core.scoring import score_deal

    for table in (None, 5, "12"):
        _raises_value_error(capture_options, 5, table)
    for piles, scope in (([[-4, -34], []], [0, 0]),  # negative ints named real cards
                         ([[6, 6], []], [0, 0]),  # a card twice
                         ([[6], [6]], [0, 0]),  # one card in two piles
                         ([[40], []], [0, 0]), ([[1.0], []], [0, 0]), ([[None], []], [0, 0]),
                         ([[1], [2]], [-1, 0]), ([[1], [2]], [0.5, 0]), ([[1], [2]], [0])):
        _raises_value_error(score_deal, piles, scope)
    assert score_deal([[6], [7]], [1, 0])[0][2] == 1  # still scores what is right
