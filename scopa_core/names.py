"""The words the game shows for its choices, one table each: the opponents, how a match ends,
the house rules, the cards' ranks and suits. The setup, the breakdown and the cable's handshake read them (the rules page's
sentences are ``scopa_ui.rules_text``'s); a screen loads this module only while it needs them."""

from scopa_core.lang import texts
from scopa_core.options import END_FIXED, FLAG_NAMES
from scopa_core.prefs import HOUSE

# The words are the current language's (scopa_core.lang): this module is forgotten when the
# language changes, and with the menus.
WORDS = _T = texts("names")  # all of them: the setup reads the rest
# The opponents, by the settings' level (prefs.LINK_LEVEL, the other board, last).
LEVELS = _T.LEVELS
# How a match ends, by options.END_RULES: (the setup's name, the handshake's words after the
# target).
ENDS = _T.ENDS
ON_OFF = _T.ON_OFF
# The house rules, by prefs.HOUSE: (the setup's row and its values, the setup's short name,
# the handshake's words, the breakdown's row for the points it gives, or "").
HOUSE_RULES = _T.HOUSE_RULES


def house_on(rules):
    """The rows of HOUSE_RULES that ``rules`` (settings or options) turn on."""
    return [HOUSE_RULES[i] for i in range(len(HOUSE)) if getattr(rules, HOUSE[i])]


def options_text(o):
    """The options in a few words, e.g. ``Scopone, to 21`` (the handshake's refusal)."""
    name = _T.VARIANTS[o.scopone + 2 * o.escoba]
    if o.players != 2:
        name += _T.PLAYERS % o.players
    if o.end == END_FIXED:
        parts = [name, _T.DEALS % o.deals]
    else:
        parts = [name, _T.TO % (o.target, ENDS[o.end][1])]
    if o.primiera:
        parts.append(_T.PRIMIERA_IS % _T.PRIMIERA[o.primiera])
    for flag in FLAG_NAMES:  # in the order of their bits
        if flag in HOUSE and getattr(o, flag):
            parts.append(HOUSE_RULES[HOUSE.index(flag)][3])
    # Cards on show: named only when not as by default (carte viste on, hands closed).
    if o.no_viste:
        parts.append(_T.SHOWN[0])
    if o.scoperte:
        parts.append(_T.SHOWN[1])
    return ", ".join(parts)


# By deck (0 Italian, 1 French): each rank's and suit's word. Its first letter is the one a
# card's name uses (deck_words.card_name), so "C" is never clubs in one place and hearts in
# another.
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
    head, seven = _T.LEGEND
    return [head, seven % (suits[0][0], suits[0]),
            ", ".join(faces[:2]) + ",", ", ".join(faces[2:]) + ";",
            ", ".join(four[:2]) + ",", ", ".join(four[2:]) + "."]
