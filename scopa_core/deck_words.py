"""A card's name by deck (0 Italian, 1 French), the words for ranks and suits, and the
legend of the letters: what the screens and the hint show. The engine, the link and the text
forms keep to ``cards.card_name`` (the Italian letters) and never load this module: a board's
link tests fail at their heap budget when cards grows by even the French letters.

By deck: each rank's and suit's word. Its first letter is the one a card's name uses (the
French letters are only these), so "C" is never clubs in one place and hearts in another."""

from scopa_core import cards

RANK_WORDS = (("Asso", "2", "3", "4", "5", "6", "7", "Fante", "Cavallo", "Re"),
              ("Ace", "2", "3", "4", "5", "6", "7", "Jack", "Queen", "King"))
SUIT_WORDS = (("Denari", "Coppe", "Bastoni", "Spade"), ("Diamonds", "Hearts", "Clubs", "Spades"))


def card_legend(deck=0):
    """What the letters of a card's name mean, in short lines (24 characters at most): the
    Select page's and the terminal's legend."""
    ranks = RANK_WORDS[deck]
    suits = SUIT_WORDS[deck]
    faces = ["%s %s" % (ranks[r][0], ranks[r]) for r in (0, 7, 8, 9)]
    four = ["%s %s" % (s[0], s) for s in suits]
    return ["Cards: rank, then suit:", "7%s is the 7 of %s." % (suits[0][0], suits[0]),
            ", ".join(faces[:2]) + ",", ", ".join(faces[2:]) + ";",
            ", ".join(four[:2]) + ",", ", ".join(four[2:]) + "."]


def card_name(card, deck=0):
    """``7D``: rank letter then suit letter in ``deck``'s letters (``cards.card_name`` for the
    Italian deck); the French ``KS`` is the King of Spades."""
    if not deck:
        return cards.card_name(card)
    return RANK_WORDS[deck][card % 10][0] + SUIT_WORDS[deck][card // 10][0]


def cards_text(seq, deck=0):
    """``3C 4B``: the names of the cards in ``seq``, a space apart."""
    return " ".join([card_name(c, deck) for c in seq])
