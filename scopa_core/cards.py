"""Cards and moves as small ints: the game's words for them, defined here once.

A card is ``suit * 10 + rank - 1`` (docs/rules.md "The cards"). Suits: denari 0, coppe 1, bastoni 2, spade 3;
so 0 is the Asso di denari, 6 the settebello (7 of denari), 9 the Re bello, 39 the Re di spade.
Its name is its rank letter then its suit letter, in the letters of a deck: ``7D``, ``RS`` with
Italian cards (``notation`` reads them back), ``KS`` with French ones.

A move is ``card | k << CHOICE``: ``k`` picks one of the card's choices on the table
(``Deal.moves``). Two values of the card field are never cards: ``ABANDON | side << CHOICE``
(that side leaves the match, docs/rules.md "Winning the match") and ``CALL`` (the next player
calls the last play a mistake).
"""

import sys

# A card's letters by deck (0 Italian, 1 French): each is the first letter of the deck's word
# for the rank or suit (card_words), so a letter means one thing wherever a card is named.
RANK_LETTERS = ("A234567FCR", "A234567JQK")  # Asso .. Fante Cavallo Re; Ace .. Jack Queen King
SUIT_LETTERS = ("DCBS", "DHCS")  # denari coppe bastoni spade; diamonds hearts clubs spades
CARD = 63  # a move's card field: ``m & CARD``
CHOICE = 6  # where a move's choice field starts: ``m >> CHOICE``
ABANDON = 62
CALL = 63

# Per-card tables: tuples on CPython, which indexes them faster; bytes on a board, a byte an
# entry instead of a pointer. Only ``table[i]`` is used.
CPYTHON = sys.implementation.name == "cpython"
LOOKUP = tuple if CPYTHON else bytes
VALUE = LOOKUP((c % 10) + 1 for c in range(40))  # capture value = rank 1..10
# Primiera value: 7 -> 21, 6 -> 18, Asso -> 16, 5 -> 15, 4 -> 14, 3 -> 13, 2 -> 12, faces -> 10.
PRIMIERA_OF = LOOKUP((16, 12, 13, 14, 15, 18, 21, 10, 10, 10) * 4)


def check_card(card):
    """``card`` if it is a card (an int 0..39), else ValueError."""
    if type(card) is not int or not 0 <= card < 40:
        raise ValueError("unknown card %r (cards are ints 0..39)" % (card,))
    return card


def card_name(card, deck=0):
    """``7D`` for the settebello: rank letter, suit letter, in ``deck``'s letters (the French
    ``KS`` is the King of Spades); ValueError unless ``card`` is a card."""
    check_card(card)
    return RANK_LETTERS[deck][card % 10] + SUIT_LETTERS[deck][card // 10]


def cards_text(seq, deck=0):
    """``3C 4B``: the names of the cards in ``seq``, a space apart."""
    return " ".join([card_name(c, deck) for c in seq])
