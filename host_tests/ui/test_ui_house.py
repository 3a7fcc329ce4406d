"""The house rules (docs/rules.md "Your turn" and "House rules": fewest cards, Napola, Re bello, Asso piglia tutto,
mistakes and catches): set on
their own page of New match, remembered, played by the match, told by the rules summary and
counted on the breakdown, and a saved match with them resumes."""

import pytest

from scopa_core.match import Match
from scopa_core.prefs import HOUSE
from scopa_core.save import SaveStore
from scopa_ui.newgame import variant_options
from scopa_ui.rules_text import rules

from host_tests.ui.test_ui_saves import saved_with, shown_text
from scopa_ui.table import ways

ALL_ON = {name: True for name in HOUSE}


def open_house_page(d):
    d.keys("A", "UP", "UP", "UP")  # New match; up from the first row round past Language, Start!
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
    assert said[1].startswith("Asso, 2 and 3 of denari score 3") and "Re of denari" in said[2]
    assert said[4].startswith("You pick what you take, right or wrong. B calls")
    assert said[5].startswith("The deal's last capture is never a scopa")
    assert said[6].startswith("If any card of your hand can capture, you must")
    assert said[7].startswith("Fante, Cavallo and Re count 0 in the primiera")
    d.key("A")  # on Done: back to New match
    setup = d.top
    assert d.top_name() == "SetupScreen"
    assert setup.labels[setup.cur - setup.first].text.startswith(">House rules: %d on" % len(HOUSE))
    d.keys("DOWN", "A")  # Start!
    t = d.table()
    o = t.match.options
    assert all(getattr(o, n) for n in HOUSE) and len(HOUSE) == 8
    assert o == variant_options(0, 0, 11, "default", "default", ALL_ON)
    # Remembered: the save written when the match began holds them.
    settings, _, saved, problems = SaveStore(d.nvm).load()
    assert [getattr(settings, n) for n in HOUSE] == [1] * len(HOUSE) and saved and not problems


def test_one_rule_on_is_named_on_the_setup_and_b_goes_back_too(driver):
    d = driver()
    open_house_page(d)
    d.keys("DOWN", "DOWN", "RIGHT", "B")  # Re bello on; B instead of Done
    assert d.top_name() == "SetupScreen"
    assert d.top.row_text(d.top.rows[-3]) == "House rules: Re bello"  # above Start!, Language
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
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
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
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
    d.play_until(lambda: d.top_name() == "DealEndScreen")
    text = shown_text(d.top)
    assert "Napola" not in text and "Re bello" not in text and "Extra" not in text


def test_the_rules_summary_tells_the_house_rules_of_the_match():
    plain = "\n".join(rules(variant_options(0, 0, 11, "default", "default")))
    assert "House rules" not in plain
    some = "\n".join(rules(variant_options(0, 0, 11, "default", "default", {"napola": True, "asso": True})))
    assert "House rules: Napola: Asso, 2 and 3 of denari score 3" in some
    assert "Asso piglia tutto: an Asso takes the whole table" in some
    assert "Fewest" not in some and "Re bello" not in some
    assert "house rules" in "\n".join(rules())  # the title's Rules says where to find them


@pytest.mark.parametrize("game, seats", [(0, 0), (1, 0), (2, 0), (3, 0), (0, 1), (1, 2), (2, 5)])
@pytest.mark.parametrize("house", [ALL_ON, {"fewest": True}, {"asso": True, "re_bello": True}])
def test_a_saved_match_with_house_rules_resumes_with_them(driver, game, seats, house):
    m = Match(variant_options(game, seats, 11, "default", "default", house), seed=9)
    d = driver(nvm=saved_with(m, game))
    assert d.top_name() == "TitleScreen" and d.top.rows[0][0] == "Continue match"
    d.key("A")
    t = d.table()
    o = t.match.options
    assert {n: getattr(o, n) for n in HOUSE} == {n: n in house for n in HOUSE}


# -- mistakes and catches at the table ---------------------------------------------------------
CALL = 63


def mistakes_match(driver, level, seed):
    d = driver(seed=seed, settings={"level": level, "mistakes": 1})
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
    return d, d.table()


def play_way(d, t, card, move):
    """Pick ``card`` and play it by way ``move`` with the keys, as a player would."""
    v = t.human_view()
    at = len(t.match.history)
    while v.hand[t.keys.sel] != card:
        d.key("RIGHT")
    moves = [m for m, _ in ways(v, card)]
    d.key("A")
    if len(moves) > 1:
        assert t.mode == 2  # CHOOSE
        while moves[t.keys.choice] != move:
            d.key("RIGHT")
        d.key("A")
    assert t.match.history[at] == move


def a_wrong_way(t):
    """(card, move) of a pick the rules forbid, on the human's turn now, or None."""
    v = t.human_view()
    for i, m in enumerate(v.moves):
        if m != CALL and not v.legal[i]:
            return v.infos[i][0], m
    return None


def test_every_way_is_offered_and_a_wrong_pick_is_called_by_the_cpu(driver):
    for seed in range(1, 40):
        d, t = mistakes_match(driver, 2, seed)  # Esperto calls every mistake it sees
        d.until(d.my_turn)
        wrong = a_wrong_way(t)
        if wrong is not None:
            break
        d.close()
    else:
        raise AssertionError("no wrong pick in 40 first turns")
    card, move = wrong
    v = t.human_view()
    assert move in [m for m, _ in ways(v, card)]  # offered like the right ones
    assert len(ways(v, card)) > 1
    me, cpu = t.me, 1 - t.me
    deal = t.match.deal
    play_way(d, t, card, move)
    d.until(lambda: deal.calls)
    assert deal.calls[-1] == (cpu, True) and deal.bonus[cpu] == 2 and deal.bonus[me] == 0
    assert t.mode == 4 and t.view.banner_l.text == "Mistake!"  # the moment, as a scopa's
    assert t.note[0] == "CPU +2 for the call"
    d.step()
    assert shown_points(t) == {"CPU": 2, "You": 0}  # the call's points show at once


def shown_points(t):
    """Each side's points as the table's status lines show them (name, then a number)."""
    out = {}
    for lbl in (t.view.top_l, t.view.mid_l):
        words = lbl.text.split()
        out[words[0]] = int(words[1].rstrip("pt"))
    return out


def test_a_call_on_a_right_play_costs_one_and_the_turn_goes_on(driver):
    d, t = mistakes_match(driver, 2, 3)
    d.until(d.my_turn)
    while CALL not in t.human_view().moves:  # the CPU has played before this turn
        v = t.human_view()
        play_way(d, t, v.infos[0][0], v.moves[0])
        d.until(d.my_turn)
    assert t.note is not None and t.note[0] == "B calls it a mistake"  # the cue
    deal = t.match.deal
    d.key("B")
    assert deal.calls[-1] == (t.me, False) and deal.bonus[t.me] == -1
    assert t.view.banner_l.text == "No mistake" and t.note[0] == "You -1 for the call"
    d.step()
    assert shown_points(t) == {"CPU": 0, "You": -1}
    d.until(d.my_turn)  # after the moment, still your turn: the card is yet to play
    assert deal.to_move == t.me and CALL not in t.human_view().moves


def test_you_catch_a_blunder_of_principiante(driver):
    d, t = mistakes_match(driver, 0, 5)  # Principiante blunders now and then
    for _ in range(200):
        d.until(lambda: d.my_turn() or t.match.over or d.top_name() != "TableScreen")
        if d.top_name() == "DealEndScreen":
            d.key("A")
            continue
        v = t.human_view()
        if v.last_was_mistake():
            break
        legal = v.legal_moves()
        play_way(d, t, v.info(legal[0])[0], legal[0])
    else:
        raise AssertionError("Principiante never blundered")
    deal = t.match.deal
    d.key("B")
    assert deal.calls[-1] == (t.me, True) and deal.bonus[t.me] == 2
    assert t.view.banner_l.text == "Mistake!" and t.note[0] == "You +2 for the call"


def test_the_breakdown_counts_the_calls(driver):
    d, t = mistakes_match(driver, 2, 3)
    d.until(d.my_turn)
    while CALL not in t.human_view().moves:
        v = t.human_view()
        play_way(d, t, v.infos[0][0], v.moves[0])
        d.until(d.my_turn)
    d.key("B")  # a wrong call: -1
    d.play_until(lambda: d.top_name() == "DealEndScreen")
    pts = t.match.results[-1]
    extra = [pts[s][5] - sum(pts[s][:5]) for s in (t.me, 1 - t.me)]
    bonus = t.session.last_deal.bonus
    assert extra == [bonus[t.me], bonus[1 - t.me]] and extra[0] == -1  # the one wrong call
    assert "Calls     %8d%8d" % tuple(extra) in shown_text(d.top)


def all_text(group):
    """Every label's text under a displayio group, nested groups included."""
    out = []
    try:
        items = [group[i] for i in range(len(group))]
    except TypeError:  # a picture, not a group
        return ""
    for x in items:
        out.append(x.text if hasattr(x, "text") else all_text(x))
    return " ".join(out).replace("\n", " ")


def test_forced_capture_at_the_table_says_which_card_may_not_be_played(driver):
    """Forced capture: a card that takes nothing while another can says so on the line
    above the hand, and A on it is refused with nothing played."""
    d = driver(seed=3, settings={"forced": 1})
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
    t = d.table()
    for _ in range(40):
        d.until(d.my_turn)
        v = t.human_view()
        idle = [c for c in v.hand if not ways(v, c)]
        if idle:
            break
        d.key("A")
    assert idle, "no turn with a card that may not be played"
    assert all(info[1] for info in v.infos)  # every move captures
    while v.hand[t.keys.sel] != idle[0]:
        d.key("RIGHT")
    d.until(lambda: "must capture: not " + t.card(idle[0]) in all_text(t.group), limit=50)
    before = t.match.deal.hand(t.me)
    d.key("A")
    assert t.match.deal.hand(t.me) == before
    d.until(lambda: "cannot be played" in all_text(t.group), limit=50)


@pytest.mark.parametrize("lang, said", ((0, "Last capture: no scopa"), (1, "Ultima presa: no scopa")),
                         ids=("english", "italiano"))
def test_the_breakdown_says_when_the_last_captures_scopa_was_taken_back(driver, lang, said):
    d = driver(seed=3, settings={"no_last_scopa": 1, "lang": lang})
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
    d.table()
    d.play_until(lambda: d.top_name() == "DealEndScreen")
    deal = d.top.table.session.last_deal
    assert deal.withdrawn >= 0  # this seed's first deal ends on a sweep, then lay-downs
    assert said in all_text(d.top.group)
    assert d.top.table.match.results[-1][deal.withdrawn][4] == deal.scope(deal.withdrawn)
