"""Mistakes and calls ("manual trick selection"): choices are laying down or any set of
table cards making the card's value (15 with it in Escoba); a play outside the strict legal
captures is a mistake; only the next player, on another side, may CALL during their turn;
right call +2 to the caller's side bonus, wrong call -1; the capture stands."""

from scopa_core.cards import CALL
from scopa_core.deal import Deal
from scopa_core.rules import capture_options


def _is_mistake(d, m):
    card, taken = d.move_info(m)
    legal = capture_options(card, d.table(), d.options.escoba, d.options.fewest, d.options.asso)
    return (legal and taken not in legal) or (not legal and taken != ())


def _mistake_and_legal(d):
    """(a mistaken move, a legal move) for the player to move, or None."""
    bad = good = None
    for m in d.moves():
        card, taken = d.move_info(m)
        legal = capture_options(card, d.table(), d.options.escoba, d.options.fewest,
                                d.options.asso)
        if (legal and taken not in legal) or (not legal and taken):
            bad = bad if bad is not None else m
        else:
            good = good if good is not None else m
    return bad, good


def _setup(**kw):
    s = 0
    while True:
        d = Deal(seed=s, dealer=0, mistakes=True, **kw)
        bad, good = _mistake_and_legal(d)
        if bad is not None and good is not None:
            return d, bad, good
        s += 1


def test_lay_down_is_a_choice_and_calls_need_a_previous_play():
    d, bad, good = _setup()
    assert CALL not in d.moves()  # nothing to call on the first move
    for c in d.hand(d.to_move):
        m = d.find_move(c, ())  # laying down is always one of the choices
        assert d.move_info(m) == (c, ())


def test_right_call_scores_two_and_capture_stands():
    d, bad, good = _setup()
    card, taken = d.move_info(bad)
    d.play(bad)
    table = d.table()
    assert d.plays[-1][1:3] == (card, taken)
    caller = d.to_move
    assert CALL in d.moves() and d.moves()[-1] >= CALL
    assert d.move_info(CALL) == (CALL, ())
    d.play(CALL, player=caller)
    assert caller == 0 and d.bonus == [2, 0] and d.calls == [(0, True)]
    assert d.to_move == caller and d.table() == table
    assert CALL not in d.moves()
    pts = d.points()
    assert pts[0][5] == pts[0][0] + pts[0][1] + pts[0][2] + pts[0][3] + pts[0][4] + 2


def test_wrong_call_costs_one():
    d, bad, good = _setup()
    d.play(good)
    d.play(CALL)
    assert d.bonus == [-1, 0] and d.calls == [(0, False)] and d.to_move == 0


def test_only_the_next_player_may_call():
    d, bad, good = _setup(players=3)
    d.play(bad)  # player 1's mistake
    assert CALL in d.moves()
    nxt = d.moves()[0]
    wrong = not _is_mistake(d, nxt)
    d.play(nxt)  # player 2 plays instead of calling
    ms = d.moves()
    if CALL in ms:
        # player 0 may call player 2's play only: calling judges that one
        d.play(CALL)
        assert d.calls == [(0, not wrong)]  # judged on player 2's play, not player 1's
        assert d.bonus == [-1 if wrong else 2, 0, 0]
    else:
        raise AssertionError("player 0 cannot call player 2's play")
    try:
        d.play(CALL)
    except ValueError:
        pass
    else:
        raise AssertionError("called twice")


def test_no_call_without_mistakes_option():
    d = Deal(seed=3, dealer=0)
    d.play(d.moves()[0])
    assert CALL not in d.moves()
    try:
        d.play(CALL)
    except ValueError:
        pass
    else:
        raise AssertionError("CALL accepted without the mistakes option")


def test_manual_choices_under_escoba_and_asso():
    s = 0
    while True:
        d = Deal(seed=s, dealer=0, mistakes=True, escoba=True)
        t = d.table()
        found = False
        for c in d.hand(1):
            picks = []
            for m in d.moves():
                if m & 63 == c and m != CALL:
                    picks.append(d.move_info(m)[1])
            vals = [sum(x % 10 + 1 for x in p) for p in picks if p]
            for v in vals:
                assert v + c % 10 + 1 == 15, (c, picks)
            assert () in picks
            found = found or len(picks) > 1
        if found:
            break
        s += 1
    s = 0
    while True:
        d = Deal(seed=s, dealer=0, mistakes=True, asso=True)
        aces = [c for c in d.hand(1) if c % 10 == 0]
        if aces:
            a = aces[0]
            picks = [d.move_info(m)[1] for m in d.moves() if m & 63 == a and m != CALL]
            assert () in picks and d.table() in picks, picks
            break
        s += 1
