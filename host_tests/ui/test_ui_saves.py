"""Saves the game could not have written, and saves that fail: the player is told at once,
and nothing the table cannot play reaches it."""

import pytest

from scopa_core.match import Match
from scopa_core.options import Options
from scopa_core.save import SaveStore, Settings, Stats, pack_match

from host_tests.ui.test_ui_play import start_match


def shown_text(screen):
    """Every label's text on ``screen``, joined: what the player reads."""
    return " ".join(getattr(x, "text", "") for x in screen.group).replace("\n", " ")


def saved_with(match, variant=0, level=0, human=0):
    nvm = bytearray(b"\xff" * 8192)
    SaveStore(nvm).save(Settings(), Stats(), pack_match(level, variant, human, match.to_bytes()))
    return nvm


def _over():
    m = Match(Options(), seed=3)
    m.abandon(1)
    return m


@pytest.mark.parametrize("match, human, why", [
    (Match(Options(end="fixed", deals=8), seed=1), 0, "not a match this game offers"),  # 6
    (Match(Options(players=3, end="fixed", deals=4), seed=1), 0, "not a match this game offers"),
    (Match(Options(), seed=1), 2, "saved match has no seat 2"),  # two players: seats 0 and 1
    (_over(), 0, "the match is over"),  # nothing left to play, nothing to concede
])
def test_a_saved_match_the_game_could_not_have_written_is_reported_and_dropped(
        driver, match, human, why):
    d = driver(nvm=saved_with(match, human=human))
    assert d.top_name() == "NoticeScreen"
    assert why in shown_text(d.top) and "dropped" in shown_text(d.top)
    d.key("A")
    assert d.top_name() == "TitleScreen"
    assert d.app.saved_match is None
    assert d.top.rows[0][0] != "Continue match"
    t = start_match(d)  # a new match plays as usual
    assert t.match.options == Options()


def test_every_match_the_setup_offers_resumes(driver):
    """Every game for every seating, with both kinds of match rules; the header's game byte
    of a save from before the Players row (3: "Two against two") resumes too."""
    from scopa_core.options import END_RULES, PRIMIERA_RULES, TARGETS
    from scopa_core.prefs import GAMES, SEAT_PLAYERS
    from scopa_ui.newgame import variant_options

    for game in range(GAMES):
        for seats in range(len(SEAT_PLAYERS)):
            for target, primiera, end, deals in ((TARGETS[0], "default", "default", 6),
                                                 (TARGETS[3], PRIMIERA_RULES[3], END_RULES[3], 3)):
                m = Match(variant_options(game, seats, target, primiera, end, None, deals), seed=9)
                d = driver(nvm=saved_with(m, 3 if seats == 1 else game, human=seats % 2))
                assert d.top_name() == "TitleScreen" and d.top.rows[0][0] == "Continue match"
                d.key("A")
                t = d.table()
                assert t.match.options == m.options and t.me == seats % 2
                d.close()


class FailingNvm(bytearray):
    """Flash that stops taking writes once ``fail`` is set (worn out, or a host file that
    cannot be written)."""
    fail = False

    def __setitem__(self, index, value):
        if self.fail:
            raise OSError("write refused")
        bytearray.__setitem__(self, index, value)


def test_a_save_that_fails_during_a_match_is_shown_at_once(driver):
    nvm = FailingNvm(b"\xff" * 8192)
    d = driver(seed=8, nvm=nvm, settings={"level": 0})
    start_match(d)
    nvm.fail = True
    d.play_until(lambda: d.top_name() in ("NoticeScreen", "DealEndScreen"))
    # The deal's end: the breakdown, with the failure over it.
    assert [type(s).__name__ for s in d.app.stack][-2:] == ["DealEndScreen", "NoticeScreen"]
    assert "could not save: write refused" in shown_text(d.top)
    d.key("A")
    assert d.top_name() == "DealEndScreen"
    assert d.app.problems == []  # said once, not kept to pile up
    d.key("A")
    d.until(d.my_turn)
    d.keys("START", "DOWN", "DOWN", "A")  # Pause: Save and quit
    assert [type(s).__name__ for s in d.app.stack] == ["TitleScreen", "NoticeScreen"]
    assert "could not save" in shown_text(d.top)


def test_a_new_match_replaces_a_saved_one_only_when_asked_and_counts_it_lost(driver):
    d = driver(seed=5, settings={"level": 2})
    start_match(d)
    d.until(d.my_turn)
    d.keys("START", "DOWN", "DOWN", "A")  # Save and quit
    saved = d.app.saved_match
    assert d.top_name() == "TitleScreen" and saved is not None
    d.keys("DOWN", "A", "A", "A")  # New match, A: done (to Start!), Start!
    assert d.top_name() == "ConfirmScreen"
    assert "It counts as a loss." in shown_text(d.top)
    d.key("B")  # no: the setup again, the saved match kept
    assert d.top_name() == "SetupScreen" and d.app.saved_match == saved
    assert d.app.stats.get(2, 0) == 0
    d.app.new_seed = lambda: 6  # the new match's
    d.key("A")
    d.key("A")  # yes
    assert d.top_name() == "TableScreen"
    assert (d.app.stats.get(2, 0), d.app.stats.get(2, 2)) == (1, 1)  # played 1, lost 1
    settings, stats, match, _ = SaveStore(d.nvm).load()
    assert stats.get(2, 2) == 1 and match is not None and match != saved  # the new match


def _revealing(d):
    t = d.table()
    return t is not None and d.top is t and t.pending is not None


def test_the_cpu_card_on_show_is_final_through_save_and_quit(driver):
    """Shown, the CPU's card is played: Save and quit during its show saves it, so Continue
    cannot let the CPU choose again (the seats are seeded at the deal's start, not here)."""
    d = driver(seed=5, settings={"level": 1})
    t = start_match(d)
    d.play_until(lambda: _revealing(d) and len(t.match.deal.history) > 4)
    shown = t.pending
    d.keys("START", "DOWN", "DOWN", "A")  # Pause: Save and quit
    assert d.top_name() == "TitleScreen"
    assert t.match.history[-1] == shown
    history = list(t.match.history)
    d.close()
    d2 = driver(nvm=d.nvm)
    d2.key("A")  # Continue match
    assert d2.table().match.history == history


def test_a_cpu_card_on_show_that_ends_the_match_shows_its_end_not_the_title(driver):
    """Save and quit while the match's last card is on show: that card ends the match, so
    the result comes (and the stats count it), with no save of a finished match left."""
    from scopa_core.match import Match

    d = driver(seed=3, settings={"level": 0})
    t = start_match(d)

    def last_card_on_show():
        if not _revealing(d):
            return False
        after = Match.from_bytes(t.match.to_bytes())
        after.play(t.pending)
        return after.over

    d.play_until(last_card_on_show, limit=400000)
    d.keys("START", "DOWN", "DOWN", "A")
    assert d.top_name() == "DealEndScreen"  # the last deal's breakdown, as when it lands
    assert t.match.over and d.app.saved_match is None
    assert d.app.stats.get(0, 0) == 1
    assert SaveStore(d.nvm).load()[2] is None
    d.key("A")
    assert d.top_name() == "MatchEndScreen"


def _close_window(d):
    """The simulator's window closes: the host board's quit flag ends App.run's loop."""
    d.board.quit_requested = True
    d.app.start = lambda: None  # the app runs already: run() only loops, and ends
    d.app.run()


def test_closing_the_window_mid_deal_saves_the_exact_move(driver):
    """The simulator keeps the exact position when its window closes (no flash to wear), so
    Continue resumes at the same move, not at the deal's start."""
    d = driver(seed=4, settings={"level": 1})
    t = start_match(d)
    d.play_until(lambda: d.my_turn() and len(t.match.deal.history) >= 5)
    history = list(t.match.history)
    hand = sorted(t.match.deal.hand(t.me))
    _close_window(d)
    d.close()
    d2 = driver(nvm=d.nvm)
    d2.key("A")  # Continue match
    t2 = d2.table()
    assert t2.match.history == history
    d2.until(d2.my_turn)
    assert t2.match.history == history and sorted(t2.match.deal.hand(t2.me)) == hand


def test_closing_the_window_at_the_title_or_after_a_match_saves_nothing_new(driver):
    d = driver(seed=4)
    _close_window(d)
    assert SaveStore(d.nvm).load()[2] is None
