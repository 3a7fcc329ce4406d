"""The house rules (RULES.md 3 and 6: fewest cards, Napola, Re bello, Asso piglia tutto): set on
their own page of New match, remembered, played by the match, told by the rules summary and
counted on the breakdown, and a saved match with them resumes."""

import pytest

from scopa_core.match import Match
from scopa_core.prefs import HOUSE
from scopa_core.save import SaveStore
from scopa_ui.newgame import variant_options
from scopa_ui.rules_text import rules

from host_tests.ui.test_ui_saves import saved_with, shown_text

ALL_ON = {name: True for name in HOUSE}


def open_house_page(d):
    d.keys("A", "UP")  # New match; up from Start! to House rules
    assert d.top.row_text(d.top.rows[d.top.cur]) == "House rules: none"
    d.key("A")
    assert d.top_name() == "HouseScreen"
    return d.top


def test_the_house_rules_page_turns_each_rule_on_and_the_match_plays_with_them(driver):
    d = driver(seed=2, settings={"level": 0})
    page = open_house_page(d)
    said = []
    for i in range(len(HOUSE)):
        said.append(page.says.text.replace("\n", " "))
        d.key("RIGHT")
        if i == 0:  # the Sums row tells what its value means
            assert "any set" in said[0] and "fewest cards" in page.says.text.replace("\n", " ")
        d.key("DOWN")
    assert [r[2] for r in page.rows[:len(HOUSE)]] == [1] * len(HOUSE)
    assert "Napola" in said[1] and "denari score 3" in said[1] and "Re of denari" in said[2]
    d.key("A")  # on Done: back to New match
    setup = d.top
    assert d.top_name() == "SetupScreen"
    assert setup.labels[setup.cur - setup.first].text.startswith(">House rules: 4 on")
    d.keys("DOWN", "A")  # Start!
    t = d.table()
    o = t.match.options
    assert (o.fewest, o.napola, o.re_bello, o.asso) == (True,) * 4
    assert o == variant_options(0, 11, "default", "default", ALL_ON)
    # Remembered: the save written when the match began holds them.
    settings, _, saved, problems = SaveStore(d.nvm).load()
    assert [getattr(settings, n) for n in HOUSE] == [1] * len(HOUSE) and saved and not problems


def test_one_rule_on_is_named_on_the_setup_and_b_goes_back_too(driver):
    d = driver()
    open_house_page(d)
    d.keys("DOWN", "DOWN", "RIGHT", "B")  # Re bello on; B instead of Done
    assert d.top_name() == "SetupScreen"
    assert d.top.row_text(d.top.rows[8]) == "House rules: Re bello"
    assert d.app.settings.re_bello == 1 and not d.app.settings.napola
    d.key("B")  # leaving New match keeps the choice
    settings = SaveStore(d.nvm).load()[0]
    assert settings.re_bello == 1


@pytest.mark.parametrize("house, label", [({"napola": 1, "re_bello": 1}, "Napola+Re"),
                                          ({"napola": 1}, "Napola"), ({"re_bello": 1}, "Re bello")])
def test_the_breakdown_names_the_house_points_and_counts_them_even_at_0(driver, house, label):
    settings = {"level": 0}
    settings.update(house)
    d = driver(seed=7, settings=settings)
    d.keys("A", "A")
    d.play_until(lambda: d.top_name() == "DealEndScreen")
    table = d.table()
    pts = table.match.results[-1]
    me = table.me
    text = shown_text(d.top)
    extra = [pts[s][5] - sum(pts[s][:5]) for s in (me, 1 - me)]
    assert "%s%s%8d%8d" % (label, " " * (10 - len(label)), extra[0], extra[1]) in text, text
    if label == "Napola":
        assert extra == [0, 0]  # seed 7: nobody's napola, and the row is there all the same
    else:
        assert sum(extra) == 1  # the Re di denari is somebody's (seed 7: the CPU's)


def test_without_house_rules_the_breakdown_has_no_house_row(driver):
    d = driver(seed=7, settings={"level": 0})
    d.keys("A", "A")
    d.play_until(lambda: d.top_name() == "DealEndScreen")
    text = shown_text(d.top)
    assert "Napola" not in text and "Re bello" not in text and "Extra" not in text


def test_the_rules_summary_tells_the_house_rules_of_the_match():
    plain = rules(variant_options(0, 11, "default", "default"))
    assert "House rules" not in plain
    some = rules(variant_options(0, 11, "default", "default", {"napola": True, "asso": True}))
    assert "House rules: Napola: Asso, 2 and 3 of denari score 3" in some
    assert "Asso piglia tutto: an Asso takes the whole table" in some
    assert "Fewest" not in some and "Re bello" not in some
    assert "house rules" in rules()  # the title's Rules says where to find them


@pytest.mark.parametrize("variant", range(4))
@pytest.mark.parametrize("house", [ALL_ON, {"fewest": True}, {"asso": True, "re_bello": True}])
def test_a_saved_match_with_house_rules_resumes_with_them(driver, variant, house):
    m = Match(variant_options(variant, 11, "default", "default", house), seed=9)
    d = driver(nvm=saved_with(m, variant))
    assert d.top_name() == "TitleScreen" and d.top.rows[0][0] == "Continue match"
    d.key("A")
    t = d.table()
    o = t.match.options
    assert {n: getattr(o, n) for n in HOUSE} == {n: n in house for n in HOUSE}
