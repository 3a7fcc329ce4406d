"""What the setup menu, the rules summary and the breakdown say: whole (never cut into a
misleading "."), and true to the options of the match in play."""

import importlib
import re

import pytest

from scopa_core.options import Options
from scopa_ui.rules_text import rules
from scopa_ui.widgets import CHAR_W, wrap

from host_tests.ui.test_ui_play import start_match


def test_every_setup_row_shows_its_whole_value_selected_or_not(driver):
    d = driver()
    d.key("A")  # title: New match
    s = d.top
    for _ in range(len(s.rows)):
        d.key("DOWN")
        row = s.rows[s.cur]
        for _ in range(len(row[1] or ())):
            shown = s.labels[s.cur - s.first].text
            whole = ">" + s.row_text(row)
            assert shown in (whole, whole + " <>"), shown
            d.key("RIGHT")


def test_with_six_deals_there_is_no_target_and_the_breakdown_counts_the_deals(driver):
    d = driver(seed=3, settings={"level": 0, "end": 3})
    d.key("A")
    texts = [lbl.text for lbl in d.top.labels]
    assert " Deals: 6 (no target)" in texts and " End: fixed deals" in texts
    d.keys("A", "A")  # A: done (to Start!), Start!
    t = d.table()
    assert t.match.options.end == 3 and t.match.options.deals == 6
    d.until(d.my_turn)
    d.keys("START", "DOWN", "A")  # Pause: Rules
    assert "After 6 deals the higher total wins" in " ".join(d.top.paras)
    d.key("B")  # back to the table (the rules took the pause menu's place), its pictures again
    assert d.top_name() == "TableScreen" and d.table().view is not None
    d.play_until(lambda: d.top_name() == "DealEndScreen")
    assert any(getattr(x, "text", "").startswith("Deal 1/6 ") for x in d.top.group)


# Each language's words for the cards of each deck (an Italian "fante" or "re" is a French
# deck's Jack or King too: the cavallo is the Queen's place).
DECK_WORDS = {
    "en": (r"denar[io]|coppe|spade|bastoni|fante|cavallo",
           r"diamonds?|hearts|clubs|spades|jack|queen|king"),
    "it": (r"denar[io]|coppe|spade|bastoni|cavallo", r"quadri|cuori|fiori|picche|donna"),
}
CARD_RULES = {"napola": True, "re_bello": True, "asso": True, "no_faces": True}  # name cards


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_rules_name_the_cards_as_the_deck_does(lang):
    """docs/rules.md in the deck's words: with French cards the summary and the house rules
    that name cards never say denari or Fante, and the Italian cards' never say diamonds."""
    from scopa_core import lang as language
    from scopa_ui import rules_text

    italian, french = (re.compile(r"\b(%s)\b" % w, re.I) for w in DECK_WORDS[lang])
    was = language.current
    language.set_language(lang)
    try:
        importlib.reload(rules_text)
        for deck, own, other in ((0, italian, french), (1, french, italian)):
            said = rules_text.rules(Options(**CARD_RULES), deck)
            assert len(said) == len(rules_text.rules(None, deck))
            whole = "\n".join(said)
            assert other.findall(whole) == [], whole
            assert len(own.findall(whole)) >= 6, whole  # the suits, ranks, Napola, Re bello...
            assert all(own.search(rules_text.house_text(i, deck)) for i in (1, 2, 7))
    finally:
        language.set_language(was)
        importlib.reload(rules_text)


def test_the_rules_and_house_rules_pages_speak_the_settings_deck(driver):
    """On the device the deck is a setting: the pause menu's Rules and the house rules page
    of New match read the cards as the match shows them."""
    d = driver(seed=3, settings=dict(CARD_RULES, level=0, deck=1))
    d.key("A")  # title: New match
    s = d.top
    d.keys(*["DOWN"] * [s.row_text(r) for r in s.rows].index(
        next(s.row_text(r) for r in s.rows if s.row_text(r).startswith("House rules"))), "A")
    h = d.top
    d.keys("DOWN")  # Napola
    assert "diamonds" in h.says.text.replace("\n", " ") and "denari" not in h.says.text
    d.keys("B", "UP", "A")  # back to New match; A on its first option row: to Start!
    d.key("A")  # Start!
    d.until(d.my_turn)
    d.keys("START", "DOWN", "A")  # Pause: Rules
    whole = "\n".join(d.top.paras)
    italian = re.compile(r"\b(%s)\b" % DECK_WORDS["en"][0], re.I)
    assert "King of diamonds" in whole and not italian.search(whole), whole


def test_the_rules_summary_tells_each_way_a_match_ends():
    said = ["\n".join(rules(Options(end=e, target=16))) for e in range(4)]
    assert "First to 16 wins; if both reach it, play on until one leads by 2." in said[0]
    assert "First to reach 16 while 2 points ahead wins." in said[1]
    assert "Above 16, the higher score wins" in said[2]
    assert "After 6 deals the higher total wins; a tie plays a spareggio" in said[3]
    assert "A card that can take must take." in "\n".join(rules())  # docs/rules.md "Your turn": never "may"


def test_the_dealers_mark_never_covers_a_score_and_names_the_dealer(driver):
    from scopa_ui.widgets import CHAR_W

    # two players (You, CPU); two against two (Us, Them; R, P, L); three players (You, B, C);
    # six players (B, C, G, L, R: no room for their hand counts)
    for seats in (0, 1, 2, 5):
        d = driver(seed=4, settings={"level": 0, "seats": seats})
        t = start_match(d)
        tv = t.view
        for dealer in range(t.match.options.players):
            t.match.deal.dealer = dealer  # each seat's mark in turn (drawing only reads it)
            t.match.totals = [10] * t.match.options.sides  # two-digit scores
            t.redraw()
            assert not tv.chip.hidden
            x, y = tv.chip.anchored_position
            line = tv.top_l if y < 12 else tv.mid_l
            if dealer == t.me or seats == 0:
                # A "D" after the dealer's side name, clear of its score.
                assert tv.chip.text == "D"
                first_digit = next(i for i, ch in enumerate(line.text) if ch.isdigit())
                assert x + CHAR_W + 1 <= 2 + first_digit * CHAR_W, (seats, dealer, line.text)
                assert (y < 12) == (t.match.options.side_of(dealer) != t.match.options.side_of(t.me))
            elif seats < 5:
                # The dealer's seat letter, lit where it stands in the hand counts.
                counts = tv.top_r.text
                at = (x + 2 - (158 - len(counts) * CHAR_W)) // CHAR_W
                assert tv.chip.text == counts[at] == t.names[dealer][0]
                assert x >= 2 + len(tv.top_l.text) * CHAR_W  # clear of the scores
            else:
                # The dealer's letter, lit where it stands in the totals (no counts shown).
                assert tv.top_r.text == "" and y < 12
                totals = tv.top_l.text
                at = (x + 2 - 2) // CHAR_W
                assert tv.chip.text == totals[at] == t.names[dealer][0]
                assert totals[at + 1:at + 3] == "10"  # its score beside it, whole
        d.close()


def test_the_cpus_card_on_show_is_out_of_its_hand_and_a_stray_key_does_not_hide_it(driver):
    REVEAL = 3
    d = driver(seed=5, settings={"level": 0})
    t = start_match(d)
    d.play_until(lambda: t.mode == REVEAL)
    cpu = t.match.deal.to_move
    held = len(t.match.deal.hand(cpu))  # the card on show is still in it, for the engine
    assert t.view.top_r.text == "hand %d" % (held - 1)  # but it is on the table, not in hand
    said = t.view.info.text
    assert said.startswith("CPU")  # "CPU lays ..." or "CPU: ... takes ..."
    d.key("LEFT")  # not your turn: a complaint, which waits for the play to be seen
    assert t.mode == REVEAL and t.view.info.text == said


def test_the_rules_turn_a_page_a_press_and_say_which_page(driver):
    d = driver()
    title = d.top
    d.keys(*["DOWN"] * [r[0] for r in title.rows].index("Rules"), "A")  # title: Rules
    s = d.top
    assert type(s).__name__ == "TextScreen"
    lines = wrap("\n".join(rules()), 152)  # the page wraps each paragraph as it shows
    pages = (len(lines) + 7) // 8
    assert pages > 2
    seen = []
    for n in range(pages):
        assert s.where.text.split()[-1] == "%d/%d" % (n + 1, pages)
        seen += s.body.text.split("\n")
        d.key("RIGHT" if n % 2 else "DOWN")  # both turn the page
    assert s.where.text.endswith(" %d/%d" % (pages, pages))  # past the last page: it stays
    assert [x for x in seen if x] == [x for x in lines if x]  # every line, once, in order
    d.keys("LEFT", "UP")
    assert s.where.text.endswith(" %d/%d" % (pages - 2, pages))
    d.key("B")
    assert d.top_name() == "TitleScreen"


def test_new_match_opens_on_its_first_row_and_says_what_the_keys_do(driver):
    d = driver()
    d.key("A")  # title: New match
    s = d.top
    assert s.cur == 0 and s.labels[0].text.startswith(">Opponent: ")
    assert s.hint.text == "<>change A:done"  # an option: Left/Right change it, A: to Start!
    d.key("UP")  # round to Language: A does nothing there
    assert s.row_text(s.rows[s.cur]).startswith("Language") and s.hint.text == "<> change"
    d.key("UP")
    assert s.row_text(s.rows[s.cur]) == "Start!" and s.hint.text == "A: start"
    d.key("UP")
    assert s.hint.text == "A: open"  # the house rules' page
    d.key("UP")
    assert s.labels[s.cur - s.first].text.startswith(">Carte viste: ")
    assert s.hint.text == "<>change A:done"


def test_a_on_an_option_goes_to_start_and_a_again_plays_the_options_shown(driver):
    d = driver(settings={"level": 0})
    d.keys("A", "DOWN", "RIGHT")  # New match; Game: Scopone
    s = d.top
    assert s.row_text(s.rows[1]) == "Game: Scopone"
    d.key("A")  # never a match by surprise: the cursor on Start!
    assert d.top is s and s.row_text(s.rows[s.cur]) == "Start!" and s.hint.text == "A: start"
    d.key("A")
    assert d.top_name() == "TableScreen" and d.table().match.options.scopone


@pytest.mark.parametrize("lang", ("en", "it"))
def test_each_hint_of_new_match_fits_beside_its_title(lang):
    """The title line holds "New match" at the left and the hint at the right, a space
    between them at least, in both languages."""
    words = importlib.import_module("scopa_core.lang.%s_menus" % lang)
    title = words.NEW_MATCH
    for hint in (words.KEYS_OPTION, words.KEYS_PAGE, words.KEYS_START, words.KEYS_LANGUAGE):
        assert 2 + (len(title) + 1 + len(hint)) * CHAR_W <= 158, (title, hint)


def test_every_row_of_a_value_shows_its_marker_whole(driver):
    """The "<>" after a selected value, long ones included (Opponent: Principiante), on New
    match and its house rules page."""
    d = driver()
    d.key("A")
    for _ in range(2):
        s = d.top
        for _ in range(len(s.rows)):
            row = s.rows[s.cur]
            for _ in range(len(row[1] or ())):
                assert s.labels[s.cur - s.first].text == ">" + s.row_text(row) + " <>"
                d.key("RIGHT")
            d.key("DOWN")
        if type(s).__name__ == "SetupScreen":
            s = d.top  # (the Language row's values built New match again in each language)
            for _ in range(len(s.rows)):
                if s.row_text(s.rows[s.cur]).startswith("House rules"):
                    break
                d.key("UP")  # round from the first row, past Language and Start!
            d.key("A")
            assert type(d.top).__name__ == "HouseScreen"
