"""The words a card's letters stand for, by deck (0 Italian, 1 French), and their legend: the
Select pages', the breakdown's and the terminal's. Apart from ``names`` so that a screen over a
match loads these few words without the menus' (``names``, far larger)."""

# Each rank's and suit's word. Its first letter is the one a card's name uses
# (cards.card_name), so "C" is never clubs in one place and hearts in another.
RANK_WORDS = (("Asso", "2", "3", "4", "5", "6", "7", "Fante", "Cavallo", "Re"),
              ("Ace", "2", "3", "4", "5", "6", "7", "Jack", "Queen", "King"))
SUIT_WORDS = (("Denari", "Coppe", "Bastoni", "Spade"), ("Diamonds", "Hearts", "Clubs", "Spades"))


def card_legend(deck=0):
    """What the letters of a card's name mean, in short lines (24 characters at most, six
    lines: one page of Select's): the Select page's and the terminal's legend."""
    from scopa_core.lang import texts

    T = texts("names")  # the language's module, let go on return
    ranks = RANK_WORDS[deck]
    suits = SUIT_WORDS[deck]
    faces = ["%s %s" % (ranks[r][0], ranks[r]) for r in (0, 7, 8, 9)]
    four = ["%s %s" % (s[0], s) for s in suits]
    return [T.LEGEND_HEAD, T.LEGEND_SEVEN % (suits[0][0], suits[0]),
            ", ".join(faces[:2]) + ",", ", ".join(faces[2:]) + ";",
            ", ".join(four[:2]) + ",", ", ".join(four[2:]) + "."]
