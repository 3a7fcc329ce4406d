"""Select during a match: what the Occhio and Carte viste pages say is all there, uncut, and
the hint is there whenever the page offers it."""

from scopa_core.cards import card_name
from tools.ui_driver import choice_seed

from host_tests.ui.test_ui_play import CHOOSE, PICK, start_match

WIDTH = 25  # characters of the 6-px font across the info page's 154 px


def body_lines(d):
    return d.top.body.text.split("\n")


def test_carte_viste_shows_every_rank_of_every_suit_seen(driver):
    for deck in (0, 1):
        d = driver(seed=6, settings={"deck": deck})
        t = start_match(d)
        deal = t.match.deal
        d.play_until(lambda: d.my_turn() and deal.stock_count() < 20)
        known = set(deal.table())
        for side in range(deal.options.sides):
            known.update(deal.pile(side))
        d.keys("SELECT", "RIGHT")
        lines = body_lines(d)
        ranks = [card_name(r, deck)[0] for r in range(10)]
        for s in range(4):
            row = lines[s].split(" ")
            assert len(row) == 11  # the suit, then one mark for each of the ten ranks
            assert row[1:] == [ranks[r] if s * 10 + r in known else "." for r in range(10)]
        mine = len(deal.hand(t.me))
        assert lines[5:7] == ["%d seen, %d in your hand," % (len(known), mine),
                              "%d not seen yet" % (40 - len(known) - mine)]
        assert all(len(x) <= WIDTH for x in lines)
        d.close()


def test_occhio_keeps_a_long_sweep_whole(driver):
    # Seed 3: the CPU's sweep of three cards is the last play when your turn comes.
    d = driver(seed=3, settings={"level": 0, "hints": True})
    t = start_match(d)

    def swept():
        p = t.match.deal.last_play()
        return d.my_turn() and p is not None and p[3] and len(p[2]) >= 3

    d.play_until(swept, limit=20000)  # in the second deal
    p, card, taken, _ = t.match.deal.last_play()
    d.key("SELECT")
    lines = body_lines(d)
    assert all(len(x) <= WIDTH for x in lines)
    text = " ".join(lines)
    assert "%s: scopa! %s took %s" % (t.names[p], t.card(card), t.cards(taken)) in text


def test_a_hint_asked_while_choosing_a_capture_is_given(driver):
    seed, card = choice_seed()
    d = driver(seed=seed, settings={"hints": True})
    t = start_match(d)
    d.until(d.my_turn)
    while sorted(t.match.deal.hand(t.me))[t.keys.sel] != card:
        d.key("RIGHT")
    d.key("A")
    assert t.mode == CHOOSE
    d.keys("SELECT", "A")  # the page offers "A hint"
    assert t.note is None  # no "hints come on your turn": it is your turn
    d.keys("SELECT", "A")  # asked again while it looks: it goes on looking
    assert t.note is None
    d.until(lambda: t.mode in (PICK, CHOOSE) and t.hint_text is not None, limit=5000)
    assert t.hint_text.startswith("hint: ") and len(t.hint_text) <= 26


def _pages(d):
    """(title, body) of every Select page, from the first."""
    out = []
    d.key("SELECT")
    first = d.top.title.text
    while True:
        out.append((d.top.title.text, d.top.body.text))
        d.key("RIGHT")
        if d.top.title.text == first:
            break
    d.key("B")
    return out


def test_carte_viste_rows_begin_with_the_suit_letter_the_messages_use(driver):
    from scopa_core.cards import card_name

    for deck in (0, 1):
        d = driver(seed=6, settings={"deck": deck})
        start_match(d)
        d.until(d.my_turn)
        d.keys("SELECT", "RIGHT")
        rows = body_lines(d)[:4]
        assert [r[0] for r in rows] == [card_name(s * 10, deck)[1] for s in range(4)]
        d.close()


def test_a_legend_page_tells_the_tables_letters_and_the_card_names(driver):
    from scopa_core.card_words import card_legend

    for seats, letters in ((1, "R P L: cards in the hands of Right, Partner"),
                           (2, "B C: Bruno, Carla."), (5, "B C G L R: Bruno, Carla, Gino, Lia,")):
        d = driver(seed=2, settings={"level": 0, "seats": seats, "deck": 1})
        start_match(d)
        d.until(d.my_turn)
        pages = dict((title.split(" (")[0], body.replace("\n", " ")) for title, body in _pages(d))
        assert pages["Legend"].startswith(letters) and "sc.: scope" in pages["Legend"]
        assert pages["Card names"] == " ".join(card_legend(1))
        d.close()


def test_the_breakdown_names_the_suit_row_as_the_deck_does(driver):
    # "Denari" under French cards would be the one word of the other deck on screen.
    for deck, word, other in ((0, "Denari", "Diamonds"), (1, "Diamonds", "Denari")):
        d = driver(seed=3, settings={"deck": deck})
        start_match(d)
        d.play_until(lambda: d.top_name() == "DealEndScreen")
        said = " ".join(t.text for t in d.top.group if hasattr(t, "text"))
        assert word in said and other not in said
        d.close()
