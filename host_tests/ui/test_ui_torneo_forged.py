"""A saved match beside a tournament that is not its round's own (other rules, the other seat,
an easier opponent), in a save with a valid CRC: the board says so in plain words when it
starts, in the player's language, and drops the match; the bracket stands as it was, and its
round's match starts again from the bracket, the tournament's own."""

import pytest

from scopa_core.match import Match
from scopa_core.options import Options
from scopa_core.save import NOT_ITS_MATCH, SaveStore, pack_match, write
from scopa_core.torneo import Torneo

from host_tests.ui.test_ui_saves import shown_text
from host_tests.ui.test_ui_torneo import the_torneo, to_bracket

ITALIAN = "La partita salvata non e' quella del torneo per questo turno: scartata"


def forged(d, options=None, me=0, level_down=0, lang=0):
    """The nvm of ``d`` (a tournament's match just begun) with that match replaced by one of
    the round's seed but these options, seat or a lower level; its CRC valid."""
    nvm = bytearray(d.nvm)
    store = SaveStore(nvm)
    settings, stats, _, _ = store.load()
    settings.lang = lang
    t = Torneo.from_bytes(store.torneo)
    m = Match(options or t.options(), t.match_seed())
    m.play(m.moves()[0])
    match = pack_match(t.level() - level_down, 0, me, m.to_bytes())
    write(nvm, store.last(), settings, stats, match, store.torneo)
    return nvm, store.torneo


FORGERIES = {
    "other rules": dict(options=Options(end="fixed", deals=3, target=21)),
    "a match to 11": dict(options=Options()),
    "the other seat": dict(me=1),
    "an easier opponent": dict(level_down=1),
}


@pytest.mark.parametrize("how", sorted(FORGERIES))
def test_a_foreign_match_is_refused_and_the_round_starts_again(driver, how):
    d = driver(seed=31)
    to_bracket(d)
    d.key("A")  # the round's match begins: saved with the tournament
    assert d.table() is not None
    nvm, torneo = forged(d, **FORGERIES[how])
    again = driver(seed=32, nvm=nvm)
    assert again.top_name() == "NoticeScreen" and NOT_ITS_MATCH in shown_text(again.top)
    again.key("A")
    # Nothing to continue; the bracket is the one saved.
    assert again.top_name() == "TitleScreen" and again.app.saved_match is None
    assert "Continue match" not in [r[0] for r in again.top.rows]
    assert again.app.torneo == torneo
    rows = [r[0] for r in again.top.rows]
    for _ in range(rows.index("Torneo")):
        again.key("DOWN")
    again.key("A")
    assert again.top_name() == "BracketScreen" and "A: play" in shown_text(again.top)
    again.key("A")  # the round's own match, from its start, with no question first
    t = the_torneo(again)
    table = again.table()
    assert table is not None and table.match.options == t.options() and table.me == 0
    assert table.match.seed == t.match_seed() and table.level == t.level()
    assert len(table.match.history) == 0  # from the start, not the forged match's move
    again.step()
    assert table.sides[1] == t.name(t.opponent())


def test_the_notice_speaks_italian_to_an_italian_player(driver):
    d = driver(seed=33)
    to_bracket(d)
    d.key("A")
    nvm, torneo = forged(d, options=Options(), lang=1)
    again = driver(seed=34, nvm=nvm)
    assert again.top_name() == "NoticeScreen" and ITALIAN in shown_text(again.top)
    again.key("A")
    assert again.app.saved_match is None and again.app.torneo == torneo


def test_the_rounds_own_match_continues(driver):
    d = driver(seed=35)
    to_bracket(d)
    d.key("A")
    nvm, torneo = forged(d)  # the round's own, one card played: accepted
    again = driver(seed=36, nvm=nvm)
    assert again.top_name() == "TitleScreen" and again.top.rows[0][0] == "Continue match"
    again.key("A")
    table = again.table()
    t = the_torneo(again)
    assert table.match.seed == t.match_seed() and len(table.match.history) == 1
    again.step()
    assert table.sides[1] == t.name(t.opponent())  # named as on the bracket


def test_a_match_of_the_players_own_is_not_named_after_the_bracket(driver):
    d = driver(seed=37)
    to_bracket(d)
    d.key("B")  # a tournament in progress, none of its matches begun
    rows = [r[0] for r in d.top.rows]
    while d.top.cur != rows.index("New match"):
        d.key("DOWN")
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
    d.until(d.my_turn)
    d.keys("START", "DOWN", "DOWN", "A")  # Save and quit
    d.step()
    again = driver(seed=38, nvm=bytearray(d.nvm))
    assert again.top_name() == "TitleScreen" and again.top.rows[0][0] == "Continue match"
    again.key("A")
    again.step()
    t = the_torneo(again)
    assert again.table().sides[1] != t.name(t.opponent())


def test_every_problem_the_save_reports_is_said_in_italian():
    """The save says its problems in English (scopa_core.save); the notice says each in the
    player's language through texts("errors").SAVE."""
    from scopa_core import save
    from scopa_core.lang import it_errors

    said = [getattr(save, n) for n in dir(save) if n.isupper() and isinstance(getattr(save, n), str)]
    assert NOT_ITS_MATCH in said and save.BAD_TORNEO in said
    assert [s for s in said if s not in it_errors.SAVE] == []
