"""Cards on show (docs/rules.md "Cards on show"): carte viste (the Select page of cards seen, and a 1 v 1 deal's
last round face up) and carte scoperte (your CPU partner's hand on your screen), from the New
match rows to the table, the Select pages and the save."""

from scopa_ui.setup import FIELDS
from scopa_ui.table_view import open_hand
from scopa_ui.table_view import open_text as words

from host_tests.ui.test_ui_play import start_match


def open_text(t):
    """The line TableView.draw gives the face-up hand now ("" when none)."""
    shown = open_hand(t)
    return words(t, *shown) if shown and shown[1] else ""


def line(t):
    """The face-up hand's line as the table screen shows it ("" when none)."""
    lbl = t.view.open_l
    return "" if lbl is None or lbl.hidden else lbl.text


def labels(setup):
    return [row[0] for row in setup.rows]


def test_the_setup_offers_carte_scoperte_only_for_two_against_two(driver):
    d = driver(seed=7, settings={"level": 0})
    d.key("A")
    s = d.top
    assert "Carte viste" in labels(s) and "Carte scoperte" not in labels(s)
    d.keys("DOWN", "DOWN", "RIGHT")  # from the first row down to Players: 2 v 2
    assert d.app.settings.seats == 1 and "Carte scoperte" in labels(s)
    i = labels(s).index("Carte scoperte")
    d.keys(*["DOWN"] * (i - s.cur))
    d.key("RIGHT")
    assert d.app.settings.scoperte == 1 and s.row_text(s.rows[i]) == "Carte scoperte: on"
    i = labels(s).index("Carte viste")
    d.keys("UP", "RIGHT")
    assert d.app.settings.no_viste == 1 and s.row_text(s.rows[i]) == "Carte viste: off"
    d.keys(*["UP"] * (s.cur - 2), "RIGHT")  # Players: 3 players, the row goes, its value stays
    assert "Carte scoperte" not in labels(s) and labels(s)[-3:] == ["House rules", "Start!", "Language"]
    assert len(s.rows) == len(FIELDS) + 2
    d.key("LEFT")  # back to 2 v 2: the row comes back, on
    assert s.rows[labels(s).index("Carte scoperte")][2] == 1
    d.keys(*["DOWN"] * (len(s.rows) - 2 - s.cur), "A")  # Start!
    o = d.table().match.options
    assert o.teams and o.scoperte and o.no_viste


def test_three_players_never_play_scoperte_whatever_the_setting(driver):
    d = driver(seed=7, settings={"level": 0, "seats": 2, "scoperte": 1})
    o = start_match(d).match.options
    assert o.players == 3 and not o.scoperte


def test_one_against_one_last_round_face_up_and_only_then(driver):
    d = driver(seed=7, settings={"level": 0})
    t = start_match(d)
    deal = t.match.deal
    d.play_until(lambda: d.my_turn() and deal.stock_count() == 6)
    assert open_hand(t) is None and line(t) == ""
    d.play_until(lambda: d.my_turn() and deal.is_last_round())
    p, hand = open_hand(t)
    assert p == 1 and hand == sorted(deal.hand(1)) and hand
    assert open_text(t) == "CPU: " + t.cards(hand)
    assert line(t) == open_text(t)
    # What the line shows is just what you have not seen: no card to deal is left.
    assert sorted(t.human_view().unseen()) == hand


def test_no_carte_viste_no_face_up_round_and_no_page_of_cards_seen(driver):
    d = driver(seed=7, settings={"level": 0, "no_viste": 1})
    t = start_match(d)
    deal = t.match.deal
    d.play_until(lambda: d.my_turn() and deal.is_last_round())
    assert open_hand(t) is None and line(t) == ""
    d.key("SELECT")
    pages = d.top.pages()
    assert "Carte viste" not in [title for title, _ in pages] and pages[0][0] == "Occhio"
    d.key("B")
    d2 = driver(seed=7, settings={"level": 0})
    start_match(d2)
    d2.play_until(lambda: d2.my_turn() and len(d2.table().match.deal.history) > 3)
    d2.key("SELECT")
    assert "Carte viste" in [title for title, _ in d2.top.pages()]


def test_scoperte_shows_your_partner_hand_every_turn(driver):
    for variant in (0, 1):  # Scopa 2 v 2 (three cards) and Scopone (ten: by suit)
        d = driver(seed=5, settings={"level": 0, "seats": 1, "scoperte": 1, "variant": variant})
        t = start_match(d)
        deal = t.match.deal
        for _ in range(3):
            d.play_until(d.my_turn)
            p, hand = open_hand(t)
            assert p == 2 and hand == sorted(deal.hand(2))
            text = open_text(t)
            assert line(t) == text
            assert text.startswith(t.names[2] + ": ") and len(text) * 6 <= 156
            shown = [c for c in range(40) if t.card(c)[:-1] in text]  # every rank named
            assert all(c in shown for c in hand)
            if variant == 0:
                assert text == "%s: %s" % (t.names[2], t.cards(hand))
            d.key("A")
        d.close()


def test_a_saved_scoperte_match_continues(driver):
    d = driver(seed=5, settings={"level": 0, "seats": 1, "scoperte": 1})
    t = start_match(d)
    d.play_until(lambda: d.my_turn() and len(t.match.deal.history) > 4)
    d.keys("START", "DOWN", "DOWN", "A")  # Pause: Save and quit
    assert d.top_name() == "TitleScreen" and d.app.saved_match is not None
    d.close()
    d2 = driver(nvm=d.nvm)
    d2.key("A")  # Continue match
    t2 = d2.table()
    assert t2.match.options.scoperte and open_hand(t2) is not None


def test_over_the_cable_the_last_round_shows_the_other_boards_hand(driver):
    """A cable match with carte viste: on your turns of a deal's last round the table shows
    the other board's hand, and it is the hand that board holds."""
    import random

    from scopa_core.link.link import Link
    from scopa_core.options import Options
    from tools.link_play import End
    from tools.link_transport import memory_pair

    d = driver(seed=2, settings={"level": 4})
    ours, theirs, _ = memory_pair(d.clock, None, 2)
    d.board.uart = lambda: ours
    rng = random.Random(7)
    peer = End(Link(theirs, d.clock, lambda n: bytes(rng.randrange(256) for _ in range(n))),
               Options(), level="normale", seed=2)
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
    seen = 0
    for _ in range(200000):
        peer.step()
        top = d.top_name()
        if top == "MatchEndScreen" and peer.done:
            break
        if d.my_turn():
            t = d.table()
            shown = open_hand(t)
            if t.match.deal.is_last_round():
                theirs_now = sorted(peer.session.match.deal.hand(1 - t.me))
                if theirs_now:
                    assert shown == (1 - t.me, theirs_now) and line(t) == open_text(t)
                    seen += 1
            else:
                assert shown is None and line(t) == ""
        if top in ("DealEndScreen", "NoticeScreen") or d.my_turn():
            d.key("A")
        else:
            d.step()
    assert d.table().match.over and seen >= 2
