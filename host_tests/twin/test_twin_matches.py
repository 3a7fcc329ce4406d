"""Whole matches through the real UI in the board twin: code.py as the entry, the modules
precompiled as make deploy sends them, the board's heap grown in pieces with 16 KB of it held
back (the budget's spare), the board's 2 KB Python stack, keys pressed by a player
(lab/twin/harness/player.py).

Each must end with the match over and no exception, no "Out of memory" notice, and a Python
stack peak within three quarters of the board's."""

import pytest

from host_tests.twin.conftest import SPARE, over_budget
from lab.twin.bench import LAST_HOUSE_RULES
from lab.twin.run import run, run_pair

LEVELS = ("principiante", "normale", "esperto", "maestro")
MAESTRO = 3


def play(drive, **cfg):
    cfg.setdefault("seed", 20261126)
    r = run(cfg, ballast=SPARE, image=drive)
    assert r.ok, r.why()
    rep = r.report
    assert rep["matches"] == 1 and rep["deals"] >= 1, r.why()
    assert not over_budget(rep), over_budget(rep) + "\n" + r.why()
    return rep


@pytest.mark.parametrize("level", range(4), ids=LEVELS)
def test_each_level_one_against_one(twin_drive, level):
    play(twin_drive, settings={"level": level, "seats": 0})


@pytest.mark.parametrize("seats", range(1, 6), ids=("2v2", "3p", "4p", "5p", "6p"))
def test_maestro_at_every_seating(twin_drive, seats):
    play(twin_drive, settings={"level": MAESTRO, "seats": seats})


@pytest.mark.parametrize("variant", (1, 2), ids=("scopone", "escoba"))
def test_scopone_and_escoba(twin_drive, variant):
    play(twin_drive, settings={"level": MAESTRO, "variant": variant, "seats": 1 if variant == 1 else 0})


def test_a_match_in_italian(twin_drive):
    rep = play(twin_drive, lang=1, settings={"level": MAESTRO, "hints": 1}, hint=True)
    assert rep["screens"].get("LanguageScreen") == 1 and rep["hints"] >= rep["deals"] * 3, rep


def test_carte_viste_last_round_face_up(twin_drive):
    """One against one with carte viste (the default): in each deal's last round the CPU's
    hand is on the table screen on at least two of your three turns (on the third it may have
    played its last card)."""
    rep = play(twin_drive, settings={"level": MAESTRO})
    assert rep.get("open", 0) >= 2 * rep["deals"], rep


def test_no_carte_viste_nothing_face_up(twin_drive):
    rep = play(twin_drive, settings={"level": 1, "no_viste": 1})
    assert rep.get("open", 0) == 0, rep


def test_carte_scoperte_two_against_two(twin_drive):
    """Scopa 2 v 2 with the partners' hands open: your CPU partner's hand shows on your turns
    (three a deal at least: its hand is empty only after the last round's play)."""
    rep = play(twin_drive, settings={"level": MAESTRO, "seats": 1, "scoperte": 1})
    assert rep.get("open", 0) >= 3 * rep["deals"], rep


@pytest.mark.parametrize("deck", (0, 1), ids=("italian", "french"))
def test_the_rules_at_every_moment_of_the_tightest_match(twin_drive, deck):
    """Maestro with six players, the match that takes the most heap: Start, Rules, every
    page, B, at each play in each of the table's modes, in the words of either deck."""
    rep = play(twin_drive, settings={"level": MAESTRO, "seats": 5, "deck": deck}, pages="rules")
    assert rep["tours"] >= 100 and rep["screens"]["TextScreen"] == rep["tours"], rep


def test_selects_pages_at_every_moment_of_the_tightest_match(twin_drive):
    """Maestro with six players: the Rules and then Select's pages (occhio, carte viste, the
    legends), every page, at each play in each of the table's modes."""
    rep = play(twin_drive, settings={"level": MAESTRO, "seats": 5}, pages="all")
    assert rep["tours"] >= 100 and rep["screens"]["InfoScreen"] == rep["tours"], rep


def test_the_rules_at_every_moment_of_a_cable_match(twin_drive):
    cfg = {"settings": {"level": 4}}
    a, b = run_pair(dict(cfg, pages="rules"), dict(cfg), ballast=SPARE, image=twin_drive,
                    timeout=600)
    for r in (a, b):
        assert r.ok, r.why()
        assert r.report["matches"] == 1 and not over_budget(r.report), r.why()
    assert a.report["tours"] >= 50 and a.report["screens"]["TextScreen"] == a.report["tours"]


def test_mistakes_on(twin_drive):
    play(twin_drive, settings={"level": MAESTRO}, house={"mistakes": 1})


def test_a_hint_on_every_turn(twin_drive):
    rep = play(twin_drive, settings={"level": MAESTRO, "hints": 1}, hint=True)
    # A hint asked and played on each of the player's turns: at least 3 a deal at 1 v 1.
    assert rep["hints"] >= rep["deals"] * 3 and rep["screens"]["InfoScreen"] >= rep["hints"], rep


def test_save_and_quit_then_continue(twin_drive):
    rep = play(twin_drive, settings={"level": MAESTRO}, save_quit=1)
    assert rep["resumed"] == 1 and rep["screens"].get("PauseScreen") == 1, rep


def test_a_tournament_match_in_two_against_two_and_back_to_its_bracket(twin_drive):
    rep = play(twin_drive, torneo={"seats": 1})
    assert rep["screens"].get("TorneoSetupScreen") == 1, rep
    assert rep["screens"].get("BracketScreen") == 2 and rep["results"][0] >= 3, rep


def test_two_tournament_matches_one_against_one(twin_drive):
    """The bracket before and after each: the next round, or (out in the quarter-final)
    the tournament's end, its code forgotten, and a new one from the title."""
    r = run({"torneo": {"seats": 0}, "matches": 2, "seed": 20261126}, ballast=SPARE,
            image=twin_drive)
    assert r.ok, r.why()
    rep = r.report
    assert rep["matches"] == 2 and rep["screens"].get("BracketScreen", 0) >= 3, r.why()
    assert all(n >= 3 for n in rep["results"]), rep  # three deals a match, and spareggi
    assert not over_budget(rep), over_budget(rep) + "\n" + r.why()


def test_a_tournament_match_resumes_after_a_power_cut(twin_drive, tmp_path):
    """Off after the first deal's save, on again: the title's Torneo, the bracket's A
    continues that match where the save left it (the tournament read back at the boot)."""
    nvm = str(tmp_path / "nvm.bin")
    cfg = {"torneo": {"seats": 0}, "seed": 20261127}
    first = run(dict(cfg, shots={"deal_end": str(tmp_path / "d.ppm")}, until="deal_end"),
                ballast=SPARE, nvm=nvm, image=twin_drive)
    assert first.report.get("error") is None and first.report["deals"] == 1, first.why()
    r = run(cfg, ballast=SPARE, nvm=nvm, image=twin_drive)
    assert r.ok, r.why()
    rep = r.report
    assert rep["matches"] == 1 and rep["screens"].get("TorneoSetupScreen") is None, rep
    assert rep["deals"] == rep["results"][0] - 1, rep  # the first deal was played before
    assert not over_budget(rep), over_budget(rep) + "\n" + r.why()


@pytest.mark.parametrize("lang", (0, 1), ids=("english", "italiano"))
def test_a_cable_match_between_two_twins(twin_drive, lang):
    """In either language (the link's words are loaded for each sentence it says)."""
    cfg = {"lang": lang, "settings": {"level": 4}}
    a, b = run_pair(cfg, dict(cfg), ballast=SPARE, image=twin_drive, timeout=600)
    for r in (a, b):
        assert r.ok, r.why()
        assert r.report["matches"] == 1 and not over_budget(r.report), r.why()
    # Both boards played the same match: as many deals, the same results.
    assert a.report["results"] == b.report["results"] and a.report["results"][0] >= 1


# The last three house rules, all on: Maestro (the search's simulator obeys them)
# one against one, and two against two where the scopa taken back is a side's.
@pytest.mark.parametrize("seats", (0, 1), ids=("1v1", "2v2"))
def test_the_last_three_house_rules_on(twin_drive, seats):
    play(twin_drive, settings={"level": MAESTRO, "seats": seats}, house=LAST_HOUSE_RULES)


def test_a_cable_match_with_the_last_three_house_rules(twin_drive):
    cfg = {"settings": {"level": 4}, "house": LAST_HOUSE_RULES}
    a, b = run_pair(cfg, dict(cfg), ballast=SPARE, image=twin_drive, timeout=600)
    for r in (a, b):
        assert r.ok, r.why()
        assert r.report["matches"] == 1 and not over_budget(r.report), r.why()
    assert a.report["results"] == b.report["results"] and a.report["results"][0] >= 1
