"""More players at the handheld: the setup's Players row (1 v 1, 2 v 2, three to six each for
themselves, docs/rules.md "House rules") and what the table, the breakdown, the occhio and the match's end show
when every player scores alone."""

import pytest

from scopa_core.prefs import GAMES
from scopa_core.save import SaveStore

from host_tests.ui.test_ui_play import start_match
from host_tests.ui.test_ui_saves import shown_text

PLAYERS_ROW = 2  # Opponent, Game, Players


def test_the_players_row_seats_three_and_the_table_shows_each_of_them(driver):
    d = driver(seed=7, settings={"level": 0})
    d.keys("A", "DOWN", "DOWN")  # New match; from the first row down to Players
    top = d.top
    assert top.cur == PLAYERS_ROW and top.row_text(top.rows[PLAYERS_ROW]) == "Players: 1 v 1"
    d.keys("RIGHT", "RIGHT")
    assert top.row_text(top.rows[PLAYERS_ROW]) == "Players: 3 players"
    assert d.app.settings.seats == 2
    d.keys("UP", "LEFT")  # Game: from Scopa back round to Scopone Escoba
    assert d.app.settings.variant == GAMES - 1
    d.key("RIGHT")  # and on to Scopa again
    d.keys(*["DOWN"] * 10)  # past Carte viste too
    assert top.row_text(top.rows[top.cur]) == "Start!"
    d.key("A")
    t = d.table()
    o = t.match.options
    assert (o.players, o.sides, o.teams) == (3, 3, False)
    assert t.names == ("You", "Bruno", "Carla")
    d.until(d.my_turn)
    tv = t.view
    # The others' totals on the left, their hands on the right, by their first letters.
    assert tv.top_l.text == "B0 C0"
    assert tv.top_r.text == "B%d C%d" % (len(t.match.deal.hand(1)), len(t.match.deal.hand(2)))
    settings = SaveStore(d.nvm).load()[0]  # the match's first save keeps the choice
    assert (settings.seats, settings.variant) == (2, 0)


def test_the_cable_plays_one_against_one_only(driver):
    d = driver(settings={"level": 4, "seats": 3})
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
    assert d.top_name() == "NoticeScreen"
    assert "one against one" in shown_text(d.top) and "1 v 1" in shown_text(d.top)
    d.key("A")
    assert d.top_name() == "SetupScreen"


def test_each_player_has_a_name_and_a_letter_of_their_own():
    from scopa_ui.table import player_names

    for players in range(3, 7):
        for me in range(players):
            names = player_names(players, me)
            assert names[me] == "You" and len({n[0] for n in names}) == players
            assert max(map(len, names)) <= 5  # the status line's "%-5s"
    assert player_names(4, 1, teams=True) == ("Left", "You", "Right", "Partner")


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_the_breakdown_has_a_column_of_points_for_every_player(driver, seats):
    d = driver(seed=3 + seats, settings={"level": 1, "seats": seats})
    t = start_match(d)
    d.play_until(lambda: d.top_name() == "DealEndScreen")
    match = t.match
    pts = match.results[-1]
    n = match.options.players
    assert n == seats + 1
    rows = shown_text(d.top)
    lines = [ln for x in d.top.group for ln in getattr(x, "text", "").split("\n")]
    assert all(len(ln) <= 26 for ln in lines), lines
    head = next(ln for ln in lines if ln.startswith("Deal 1"))
    assert head.split()[2:] == ["You"] + [t.names[p][0] for p in range(1, n)]
    for label, col in (("Carte", 0), ("Denari", 1), ("Primiera", 3), ("Scope", 4), ("Deal", 5)):
        row = next(ln for ln in lines if ln.startswith(label))
        assert [int(x) for x in row[len(label):].split()] == [pts[p][col] for p in range(n)], row
    sette = next(ln for ln in lines if ln.startswith(("Settebello", "7 bello")))
    assert sette.split()[-n:] == [str(pts[p][2]) for p in range(n)]
    assert ("7 bello" in rows) == (n == 6)  # only six columns need the short label
    total = next(ln for ln in lines if ln.startswith("Match"))
    assert [int(x) for x in total.split()[1:]] == match.totals
    d.key("A")  # the breakdown leaves, and its code with it
    assert d.top is t


def test_the_match_end_names_the_winner_and_every_total(driver):
    d = driver(seed=4, settings={"level": 1, "seats": 5, "end": 3})  # six players, 6 deals
    t = start_match(d)
    d.play_until(lambda: d.top_name() == "MatchEndScreen")
    match = t.match
    text = shown_text(d.top)
    assert match.over
    if match.winner > 0:
        assert "You lose" in text and "%s wins" % t.names[match.winner] in text
    lines = [ln.strip() for x in d.top.group for ln in getattr(x, "text", "").split("\n")]
    totals = next(ln for ln in lines if ln.startswith("You") and ln[-1].isdigit())
    assert len(totals) <= 26
    assert totals.replace(" ", "") == "You%d" % match.totals[0] + "".join(
        "%s%d" % (t.names[p][0], match.totals[p]) for p in range(1, 6))


def test_the_occhio_of_six_players_takes_pages_and_loses_no_line(driver):
    d = driver(seed=7, settings={"level": 0, "seats": 5})
    t = start_match(d)
    d.play_until(lambda: d.my_turn() and len(t.match.history) > 14)
    d.key("SELECT")
    info = d.top
    pages = info.pages()
    assert [title for title, _ in pages] == ["Occhio", "Occhio", "Carte viste", "Legend",
                                             "Card names"]
    occhio = pages[0][1] + pages[1][1]
    assert occhio == info.occhio()  # every line, none cut: each fits the width
    takers = {t.match.options.side_of(p) for p, _, taken, _ in t.match.deal.plays if taken}
    assert sum(1 for ln in occhio[occhio.index("Last captures:"):] if ": " in ln) == len(takers)
    assert info.title.text == "Occhio (1/5)"
    d.keys("LEFT", "LEFT", "LEFT")  # back round to the carte viste
    assert info.title.text == "Carte viste (3/5)"
    d.keys("RIGHT", "RIGHT", "RIGHT", "RIGHT")
    assert info.title.text == "Occhio (2/5)"
    d.key("B")
    assert d.top is t


def test_each_for_themselves_every_other_players_turn_lights_red(driver):
    from scopa_ui.table_view import TURN_LIGHTS

    d = driver(seed=2, settings={"level": 0, "seats": 3})  # four players, no partner
    t = start_match(d)
    seen = set()
    for _ in range(3000):
        if d.my_turn():
            d.key("A")
        else:
            d.step()
        to_move = t.match.deal.to_move
        if t.lit == to_move and d.top is t and t.mode != 4:
            seen.add((to_move, d.board.lights[0]))
        if len(seen) >= 4:
            break
    assert {p for p, _ in seen} == {0, 1, 2, 3}
    for p, color in seen:
        assert color == (TURN_LIGHTS[0] if p == t.me else TURN_LIGHTS[1]), (p, hex(color))


def test_a_five_player_match_saved_and_quit_resumes_where_it_stopped(driver):
    d = driver(seed=9, settings={"level": 2, "seats": 4, "variant": 1})  # Scopone for five
    t = start_match(d)
    d.play_until(lambda: d.my_turn() and len(t.match.history) > 12)
    history = list(t.match.history)
    assert len(t.match.deal.hand(0)) <= 8
    d.keys("START", "DOWN", "DOWN", "A")  # Pause: Save and quit
    assert d.top_name() == "TitleScreen"
    d2 = driver(seed=10, nvm=d.nvm)
    assert d2.top.rows[0][0] == "Continue match"
    d2.key("A")
    t2 = d2.table()
    assert t2.match.history == history and t2.match.options == t.match.options
    assert t2.names == ("You", "Bruno", "Carla", "Gino", "Lia")
    assert d2.app.settings.seats == 4  # 5 players


def test_a_concession_at_four_names_no_winner_among_players_who_share_the_lead(driver):
    """docs/rules.md "Winning the match": the quitter loses and the deal's points go to the others; with three
    others level on points the end screen names none of them."""
    d = driver(seed=3, settings={"level": 0, "seats": 3})
    t = start_match(d)
    d.play_until(lambda: d.my_turn() and len(t.match.history) > 5)
    d.keys("START", "DOWN", "DOWN", "DOWN", "A")  # Pause: Concede
    assert d.top_name() == "ConfirmScreen"
    d.key("A")
    match = t.match
    text = shown_text(d.top)
    assert d.top_name() == "MatchEndScreen" and match.abandoned_by == 0 and match.winner > 0
    assert "You lose" in text and "You conceded" in text
    assert match.totals[1:].count(max(match.totals)) > 1  # the lead is shared
    assert " wins" not in text
    assert d.app.stats.get(0, 2) == 1  # a loss
