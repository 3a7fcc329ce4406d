"""A card's name, by deck, is one naming everywhere: its letters are the first letters of the
words for its rank and suit (the Select page's legend and carte viste rows), so no letter
means one suit in one place and another suit elsewhere."""

from hypothesis import given, strategies as st

from scopa_core import cards
from scopa_core.cards import card_name, cards_text
from scopa_core.card_words import RANK_WORDS, SUIT_WORDS, card_legend
from scopa_core.notation import parse_card


@given(st.integers(0, 39), st.sampled_from((0, 1)))
def test_a_cards_letters_start_the_words_of_its_rank_and_suit(card, deck):
    name = card_name(card, deck)
    assert len(name) == 2
    assert RANK_WORDS[deck][card % 10][0] == name[0]
    assert SUIT_WORDS[deck][card // 10][0] == name[1]


def test_every_card_has_a_name_of_its_own_in_each_deck_and_the_italian_reads_back():
    for deck in (0, 1):
        assert len({card_name(c, deck) for c in range(40)}) == 40
    assert all(parse_card(card_name(c)) == c and card_name(c) == cards.card_name(c) for c in range(40))
    assert cards_text((0, 39), 1) == "AD KS"
    assert card_name(6) == "7D" and card_name(39, 1) == "KS" and card_name(29, 1) == "KC"


def test_the_legend_names_every_suit_and_face_letter_and_fits_the_screen():
    for deck in (0, 1):
        text = " ".join(card_legend(deck))
        for s in range(4):
            assert "%s %s" % (card_name(s * 10, deck)[1], SUIT_WORDS[deck][s]) in text
        for r in (0, 7, 8, 9):
            assert "%s %s" % (card_name(r, deck)[0], RANK_WORDS[deck][r]) in text
        assert all(len(line) <= 25 for line in card_legend(deck))
        assert len(card_legend(deck)) <= 8  # one Select page: it counts as one unbuilt


def test_a_hint_names_the_cards_as_the_deck_on_screen_does():
    from scopa_core.ai.hint import reason
    from scopa_core.deal import Deal
    from scopa_core.view import view_of

    deal = Deal(seed=1)
    v = view_of(deal, deal.to_move)
    v.table = (1, 13)  # 2 of the first suit, 4 of the second
    v.hand = v.moves = (15,)  # a 6 takes them both
    v.infos = ((15, (1, 13)),)
    v.legal = (True,)
    v.scopa = (False,)
    assert [reason(v, 15, deck) for deck in (0, 1)] == ["takes 1 denaro", "takes 1 diamond"]
    v.infos = ((15, (0, 1, 13)),)
    assert [reason(v, 15, deck) for deck in (0, 1)] == ["takes 2 denari", "takes 2 diamonds"]
