"""A card's name on screen, by deck (0 Italian, 1 French): kept this small because the table
holds it through a match. The engine, the link and the text forms keep to ``cards.card_name``
(the Italian letters: a board's link tests fail at their heap budget when cards grows by even
the French ones). The words these letters stand for, and their legend, are ``card_words``'."""

from scopa_core import cards

FRENCH_RANKS = "A234567JQK"  # Ace .. Jack Queen King: card_words.RANK_WORDS' first letters
FRENCH_SUITS = "DHCS"  # diamonds hearts clubs spades


def card_name(card, deck=0):
    """``7D``: rank letter then suit letter in ``deck``'s letters (``cards.card_name`` for the
    Italian deck); the French ``KS`` is the King of Spades."""
    if not deck:
        return cards.card_name(card)
    return FRENCH_RANKS[card % 10] + FRENCH_SUITS[card // 10]


def cards_text(seq, deck=0):
    """``3C 4B``: the names of the cards in ``seq``, a space apart."""
    return " ".join([card_name(c, deck) for c in seq])
