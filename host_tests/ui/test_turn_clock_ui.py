"""The cable's turn clock as a player meets it: the New match row (for the cable only, saved
with the settings), the last seconds counted down on the mover's status line on both sides of
the table, and the end of a turn whose time ran out: "Time ran out" on both boards, a loss
here when it was ours, whatever page was open, and a win when it was theirs."""

import random

from scopa_core.lang import say
from scopa_core.link.clock import ALLOWANCE_MS, LIMITS_S
from scopa_core.link.link import Link
from scopa_core.options import Options
from scopa_core.prefs import LINK_LEVEL, LOST, WON, Settings
from tools.link_transport import memory_pair

SECOND = 1000


def _cable_table(driver, limit=0, mine=False):
    """A cable match (``limit``: the turn_limit setting) on the table, at the other board's
    turn or, ``mine``, at ours; the other board a bare Link that never moves (polled by the
    test: ``peer.poll()``)."""
    d = driver(seed=2, settings={"level": LINK_LEVEL, "turn_limit": limit})
    ours, theirs, _ = memory_pair(d.clock, None, 9)
    d.board.uart = lambda: ours
    rng = random.Random(9)
    peer = Link(theirs, d.clock, lambda n: bytes(rng.randrange(256) for _ in range(n)))
    peer.begin(Options(), LIMITS_S[limit])
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
    for _ in range(2000):
        peer.poll()
        d.step()
        t = d.table()
        if t is not None and d.top is t:
            break
    for _ in range(2000):
        peer.poll()
        if (t.match.deal.to_move == t.me) == mine and (t.mode == (1 if mine else 0)):
            break
        if d.my_turn():
            d.key("A")
        else:
            d.step()
    return d, peer, t


def _wait(d, peer, ms, until=None):
    t0 = d.clock.t
    while d.clock.t - t0 < ms:
        peer.poll()
        d.step()
        if until is not None and until():
            return True
    return False


def test_the_row_shows_for_the_cable_only_and_its_choice_is_saved(driver):
    d = driver(seed=1)
    d.key("A")  # New match, on Opponent
    s = d.top
    assert "turn_limit" not in [f[2] for f in s.fields]
    while d.app.settings.level != LINK_LEVEL:
        d.key("RIGHT")
    assert [f[2] for f in s.fields][:2] == ["level", "turn_limit"]
    assert s.row_text(s.rows[1]) == "Time a move: 60 s"
    d.keys("DOWN", "LEFT")
    assert d.app.settings.turn_limit == 0 and s.row_text(s.rows[1]) == "Time a move: 30 s"
    d.keys("UP", "RIGHT")  # another opponent: the row goes, the cursor stays on Opponent
    assert "turn_limit" not in [f[2] for f in s.fields] and s.cur == 0
    assert s.row_text(s.rows[1]).startswith("Game")
    d.keys("UP", "LEFT", "DOWN", "LEFT")  # the cable again, and 30 s
    d.key("B")  # back: the choices are saved
    assert driver(nvm=d.nvm).app.settings.turn_limit == 0


def test_a_save_without_the_turn_limit_reads_as_60_s():
    from scopa_core.save import read_settings
    from scopa_core.save_write import settings_bytes

    old = settings_bytes(Settings(turn_limit=2))[:-1]  # as a version without the field wrote it
    s = read_settings(old)
    assert s.turn_limit == 1 and LIMITS_S[s.turn_limit] == 60
    assert read_settings(settings_bytes(Settings(turn_limit=2))).turn_limit == 2


def test_the_agreed_limit_is_the_one_chosen(driver):
    d, peer, t = _cable_table(driver, limit=2)
    assert t.link.limit_s == peer.limit_s == 120 and t.link.turn_clock.limit_ms == 120000


def test_their_last_seconds_count_down_and_their_time_running_out_wins_here(driver):
    d, peer, t = _cable_table(driver, limit=0)
    assert t.match.deal.to_move != t.me and t.time_left is None
    _wait(d, peer, 30 * SECOND, lambda: t.time_left is not None)
    assert t.time_left == 10
    _wait(d, peer, 5 * SECOND)
    assert 4 <= t.time_left <= 5
    lines = _lines(t)
    assert ("%ds left" % t.time_left) in lines[1], lines
    assert "stock" in lines[3]
    assert _wait(d, peer, 10 * SECOND, lambda: t.match.over)
    assert d.app.stats.get(LINK_LEVEL, WON) == 1 and t.match.abandoned_by >= 0
    assert _said(d) == "The other player's time ran out: you win."


def _lines(t):
    """The table's status texts now (scene: top, its right-hand text, yours, its right)."""
    from scopa_ui.table_view import status_lines

    to_move = -1 if t.match.over else t.match.deal.to_move
    return status_lines(t, to_move, False)[:4]


def _said(d):
    """The body of the notice on top."""
    assert d.top_name() == "NoticeScreen"
    return " ".join(d.top.group[2].text.split())


def test_our_time_running_out_loses_here_and_tells_the_other_board(driver):
    d, peer, t = _cable_table(driver, limit=0, mine=True)
    assert d.my_turn()
    began = t.link.turn_clock.since
    _wait(d, peer, 21 * SECOND)
    assert t.time_left in (9, 10) and ("%ds left" % t.time_left) in _lines(t)[3]
    assert _wait(d, peer, 10 * SECOND, lambda: t.match.over)
    assert 30 * SECOND <= d.clock.t - began < 30 * SECOND + 100  # a step after the limit
    assert d.app.stats.get(LINK_LEVEL, LOST) == 1
    assert t.match.abandoned_by == t.match.options.side_of(t.me)
    assert d.top_name() == "NoticeScreen" and _said(d) == "Time ran out: you lose."
    # The other board got the concession at the limit: its time-out reading of it.
    _wait(d, peer, 2 * SECOND)
    assert peer.verdict() == ("abandon", say("link", "TIME_UP_WIN"))


def test_our_time_runs_out_under_the_pause_menu_too(driver):
    d, peer, t = _cable_table(driver, limit=0, mine=True)
    d.key("START")
    assert d.top_name() == "PauseScreen"
    assert _wait(d, peer, 31 * SECOND, lambda: t.match.over)
    assert d.app.stats.get(LINK_LEVEL, LOST) == 1
    assert d.top_name() == "NoticeScreen" and _said(d) == "Time ran out: you lose."
    assert "PauseScreen" not in [type(s).__name__ for s in d.app.stack]


def test_a_move_in_time_is_never_late(driver):
    d, peer, t = _cable_table(driver, limit=0, mine=True)
    _wait(d, peer, 29 * SECOND)
    n = len(t.match.history)
    d.key("A")
    if t.mode == 2:  # several ways: the first
        d.key("A")
    assert len(t.match.history) == n + 1 and not t.match.over
    _wait(d, peer, ALLOWANCE_MS)
    assert t.link.state == "ready" and peer.state == "ready"
