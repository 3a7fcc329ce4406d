"""D-pad repeat and the PyGamer stick, driven by a fake clock (the pure helpers the board
profiles use)."""

from scopa_hw import keys
from scopa_hw.repeat import TICKS_MASK, Repeater, ticks_add, ticks_diff
from scopa_hw.stick import Stick


def test_ticks_diff_across_the_wrap():
    assert ticks_diff(5, 3) == 2
    assert ticks_diff(3, 5) == -2
    assert ticks_diff(2, TICKS_MASK - 1) == 4
    assert ticks_diff(TICKS_MASK - 1, 2) == -4
    assert ticks_add(TICKS_MASK, 1) == 0


def _presses(rep, start, until, step=10):
    """Times (ms after start) at which ``due`` fired, polling every ``step`` ms."""
    out = []
    for t in range(0, until + 1, step):
        if rep.due(ticks_add(start, t)) >= 0:
            out.append(t)
    return out


def test_first_repeat_after_400_then_every_120():
    for start in (0, TICKS_MASK - 500):  # also across the wrap
        rep = Repeater()
        rep.press(keys.RIGHT, start)
        assert _presses(rep, start, 900) == [400, 520, 640, 760, 880]


def test_release_stops_and_only_the_last_direction_repeats():
    rep = Repeater()
    rep.press(keys.UP, 0)
    rep.press(keys.LEFT, 100)
    assert rep.due(450) == -1
    assert rep.due(500) == keys.LEFT
    rep.release(keys.UP)  # not the repeating one: no effect
    assert rep.due(620) == keys.LEFT
    rep.release(keys.LEFT)
    assert rep.due(2000) == -1


def test_a_late_check_gives_one_repeat_not_a_burst():
    rep = Repeater()
    rep.press(keys.DOWN, 0)
    assert rep.due(3000) == keys.DOWN
    assert rep.due(3000) == -1
    assert rep.due(3119) == -1
    assert rep.due(3120) == keys.DOWN


def test_stick_thresholds_hysteresis_and_repeat():
    rep = Repeater()
    stick = Stick(rep)
    got = []
    stick.update(32768, 32768, 0, got)
    assert got == []
    stick.update(60000, 32768, 0, got)  # right
    assert got == [keys.RIGHT]
    stick.update(47000, 32768, 10, got)  # back inside the press line, not past release
    assert got == [keys.RIGHT] and rep.key == keys.RIGHT
    assert rep.due(400) == keys.RIGHT
    stick.update(40000, 32768, 410, got)  # released
    assert rep.due(2000) == -1
    stick.update(32768, 1000, 2000, got)  # up
    stick.update(1000, 1000, 2010, got)  # and left: both directions pressed, left repeats
    assert got == [keys.RIGHT, keys.UP, keys.LEFT]
    assert rep.due(2410) == keys.LEFT
    stick.update(17000, 18000, 2420, got)  # between press and release lines: still held
    assert stick.x_key == keys.LEFT and stick.y_key == keys.UP
    stick.update(65535, 65535, 2430, got)  # straight across to the other corner
    assert got[-2:] == [keys.RIGHT, keys.DOWN]
