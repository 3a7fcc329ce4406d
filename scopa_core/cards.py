"""Cards and moves as small ints: the game's words for them, defined here once.

A card is ``suit * 10 + rank - 1`` (docs/rules.md "The cards"). Suits: denari 0, coppe 1, bastoni 2, spade 3;
so 0 is the Asso di denari, 6 the settebello (7 of denari), 9 the Re bello, 39 the Re di spade.
Its name is its rank letter then its suit letter: ``7D``, ``RS`` (``notation`` reads them
back).

A move is ``card | k << CHOICE``: ``k`` picks one of the card's choices on the table
(``Deal.moves``). Two values of the card field are never cards: ``ABANDON | side << CHOICE``
(that side leaves the match, docs/rules.md "Winning the match") and ``CALL`` (the next player
calls the last play a mistake).
"""

import sys

RANK_LETTERS = "A234567FCR"
SUIT_LETTERS = "DCBS"  # denari, coppe, bastoni, spade
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


def card_name(card):
    """``7D`` for the settebello: rank letter, suit letter (``card`` 0..39; ``notation``'s
    checks what comes from outside)."""
    return RANK_LETTERS[card % 10] + SUIT_LETTERS[card // 10]
