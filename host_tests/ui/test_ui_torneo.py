"""The Torneo through the real UI: from the title to the bracket, each of the player's
matches at the table and back to the bracket, a won tournament (its flourish, sound, lights,
stats), an elimination, a power cut mid-match, a match of the player's own in between, and a
damaged tournament record."""

import sys

from scopa_core.options import END_FIXED
from scopa_core.prefs import LOST, PLAYED, TORNEO, WON
from scopa_core.save import BAD_TORNEO, SaveStore
from scopa_core.torneo import DEALS, ME, ROUND_LEVELS, Torneo

from host_tests.ui.test_ui_house import all_text
from host_tests.ui.test_ui_saves import shown_text


def to_bracket(d, seats=0):
    """Title → Torneo → (1 v 1 or 2 v 2) → Start!: the bracket."""
    rows = [r[0] for r in d.top.rows]
    for _ in range(rows.index("Torneo")):
        d.key("DOWN")
    d.key("A")
    assert d.top_name() == "TorneoSetupScreen"
    if seats != d.top.rows[0][2]:
        d.key("RIGHT")
    d.keys("DOWN", "A")
    assert d.top_name() == "BracketScreen"
    return d.top


def the_torneo(d):
    return Torneo.from_bytes(d.app.torneo)


def win_at_the_table(d):
    """The player's match at the table, won: the CPU side gives up (Session.abandon) on the
    player's first turn, the way a concession ends a match; then A on the match's end."""
    d.until(d.my_turn)
    t = d.table()
    t.after_move(t.session.abandon(1).deal_over)
    assert d.top_name() == "MatchEndScreen" and "You win" in shown_text(d.top)
    assert "A: bracket" in shown_text(d.top)
    d.key("A")
    assert d.top_name() == "BracketScreen"


def test_a_tournament_won_round_by_round(driver):
    d = driver(seed=11)
    b = to_bracket(d)
    assert "Next: %s, Normale" % the_torneo(d).name(the_torneo(d).opponent()) in shown_text(b)
    for r in range(3):
        d.key("A")  # play
        t = d.table()
        # The tournament's code is not in the heap during its match (it loads at the end).
        assert not [n for n in ("scopa_ui.torneo", "scopa_ui.torneo_end", "scopa_core.torneo")
                    if n in sys.modules]
        o = t.match.options
        assert (o.end, o.deals, o.players, t.level) == (END_FIXED, DEALS, 2, ROUND_LEVELS[r])
        assert t.match.seed == the_torneo(d).match_seed()
        # The opponent is the bracket's entrant, by name, on the table's top line.
        name = the_torneo(d).name(the_torneo(d).opponent())
        d.step()
        assert t.sides[1] == t.names[1] == name and name in all_text(t.group)
        win_at_the_table(d)
        assert the_torneo(d).round == r + 1
        # The result was in the match's one save: a reboot reads the same bracket.
        store = SaveStore(d.nvm)
        assert store.load()[2] is None and store.torneo == d.app.torneo
    assert the_torneo(d).champion() == ME
    assert "won the Torneo" in shown_text(d.top) and "CAMPIONE" in shown_text(d.top)
    assert d.board.last_sound == "win"
    d.step(5)
    assert len(set(d.board.lights)) > 1  # the lights go round
    assert d.app.stats.get(TORNEO, PLAYED) == 1 and d.app.stats.get(TORNEO, WON) == 1
    d.key("A")  # done
    d.step()
    assert d.top_name() == "TitleScreen" and d.app.torneo is None
    store = SaveStore(d.nvm)
    assert store.load()[1].get(TORNEO, WON) == 1 and store.torneo is None
    assert "scopa_core.torneo" not in sys.modules and "scopa_ui.torneo" not in sys.modules


def test_two_against_two_with_a_cpu_partner(driver):
    d = driver(seed=12)
    to_bracket(d, seats=1)
    assert "Torneo 2 v 2" in shown_text(d.top) and "Us" in shown_text(d.top)
    d.key("A")
    t = d.table()
    o = t.match.options
    assert o.teams and o.players == 4 and o.deals == DEALS
    assert t.sides == ("Us", the_torneo(d).name(the_torneo(d).opponent()))  # the other pair


def test_eliminated_by_a_concession(driver):
    d = driver(seed=13)
    to_bracket(d)
    d.key("A")
    d.until(d.my_turn)
    d.keys("START", "DOWN", "DOWN", "DOWN", "A", "A")  # Pause, Concede, yes
    assert d.top_name() == "MatchEndScreen"
    d.key("A")
    assert d.top_name() == "BracketScreen"
    t = the_torneo(d)
    assert t.over and t.out_in() == 0 and t.champion() != ME
    assert "Out: quarter-final" in shown_text(d.top) and "A: done" in shown_text(d.top)
    assert d.app.stats.get(TORNEO, LOST) == 1 and d.app.stats.get(TORNEO, WON) == 0
    d.key("A")
    d.step()
    assert d.top_name() == "TitleScreen" and d.app.torneo is None


def test_a_power_cut_mid_match_continues_the_tournaments_match(driver):
    d = driver(seed=14)
    to_bracket(d)
    d.key("A")
    seed = d.table().match.seed
    d.play_until(lambda: d.top_name() == "DealEndScreen")  # the deal's save
    history = len(d.table().match.history)
    again = driver(seed=99, nvm=bytearray(d.nvm))  # power off, on
    assert again.app.torneo == d.app.torneo and the_torneo(again).playing
    assert again.top.rows[0][0] == "Continue match"
    to = [r[0] for r in again.top.rows].index("Torneo")
    for _ in range(to):
        again.key("DOWN")
    again.key("A")
    assert again.top_name() == "BracketScreen" and "A: continue" in shown_text(again.top)
    again.key("A")
    t = again.table()
    assert t.match.seed == seed and len(t.match.history) == history
    assert t.sides[1] == the_torneo(again).name(the_torneo(again).opponent())  # named again
    win_at_the_table(again)
    assert the_torneo(again).round == 1


def test_a_match_of_the_players_own_leaves_the_tournament_as_it_was(driver):
    d = driver(seed=15)
    to_bracket(d)
    before = d.app.torneo
    d.key("B")
    assert d.top_name() == "TitleScreen"
    rows = [r[0] for r in d.top.rows]
    for _ in range(rows.index("New match") - d.top.cur):
        d.key("DOWN")
    while d.top.cur != rows.index("New match"):
        d.key("UP")
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
    d.until(d.my_turn)
    d.keys("START", "DOWN", "DOWN", "DOWN", "A", "A")
    assert d.top_name() == "MatchEndScreen" and "A: title" in shown_text(d.top)
    assert d.app.torneo == before
    d.key("A")
    d.step()
    assert d.top_name() == "TitleScreen"


def test_a_saved_match_of_ones_own_is_dropped_only_when_asked(driver):
    d = driver(seed=16)
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
    d.until(d.my_turn)
    d.keys("START", "DOWN", "DOWN", "A")  # Save and quit
    d.step()
    assert d.app.saved_match is not None
    to_bracket(d)
    d.key("A")
    assert d.top_name() == "ConfirmScreen"
    d.key("B")
    assert d.top_name() == "BracketScreen" and d.app.saved_match is not None
    d.keys("A", "A")
    assert d.table() is not None and d.table().match.seed == the_torneo(d).match_seed()


def test_giving_up_counts_as_lost(driver):
    d = driver(seed=17)
    to_bracket(d)
    d.keys("SELECT", "A")
    d.step()
    assert d.top_name() == "TitleScreen" and d.app.torneo is None
    assert d.app.stats.get(TORNEO, LOST) == 1


def save_and_quit_a_tournament_match(d):
    to_bracket(d)
    d.key("A")
    d.until(d.my_turn)
    d.keys("START", "DOWN", "DOWN", "A")  # Save and quit
    d.step()
    assert d.top_name() == "TitleScreen" and the_torneo(d).playing


def test_the_tournaments_match_dropped_for_a_new_one_is_lost(driver):
    d = driver(seed=19)
    save_and_quit_a_tournament_match(d)
    d.keys("DOWN", "A", "A", "A")  # New match, A: done, Start!: drop the saved match?
    assert d.top_name() == "ConfirmScreen"
    d.key("A")
    t = the_torneo(d)
    assert t.over and t.out_in() == 0 and not t.playing
    assert d.app.stats.get(TORNEO, LOST) == 1 and d.app.stats.get(1, LOST) == 1
    assert SaveStore(d.nvm).load()[1].get(TORNEO, LOST) == 1  # in the same save


def test_giving_up_mid_match_counts_once(driver):
    d = driver(seed=20)
    save_and_quit_a_tournament_match(d)
    rows = [r[0] for r in d.top.rows]
    for _ in range(rows.index("Torneo")):
        d.key("DOWN")
    d.key("A")
    assert "A: continue" in shown_text(d.top)
    d.keys("SELECT", "A")
    d.step()
    assert d.top_name() == "TitleScreen" and d.app.torneo is None and d.app.saved_match is None
    assert d.app.stats.get(TORNEO, LOST) == 1 and d.app.stats.get(TORNEO, PLAYED) == 1


def test_a_damaged_tournament_record_is_reported_and_the_rest_kept(driver):
    d = driver(seed=18)
    to_bracket(d)
    d.key("A")
    d.play_until(lambda: d.top_name() == "DealEndScreen")
    nvm = bytearray(d.nvm)
    store = SaveStore(nvm)
    settings, stats, match, _ = store.load()
    bad = bytearray(store.torneo)
    bad[7] = 7  # the quarter-final's winner is no one in it
    from scopa_core.save import write

    write(nvm, store.last(), settings, stats, match, bytes(bad))
    again = driver(seed=18, nvm=nvm)
    assert again.top_name() == "NoticeScreen" and BAD_TORNEO in shown_text(again.top)
    again.key("A")
    assert again.app.torneo is None and again.app.saved_match == match
    assert again.top.rows[0][0] == "Continue match"
