"""The words the game shows for its choices, one table each: the opponents, how a match ends,
the house rules, the cards' ranks and suits. The setup, the breakdown and the cable's handshake read them (the rules page's
sentences are ``scopa_ui.rules_text``'s); a screen loads this module only while it needs them."""

from scopa_core.options import END_FIXED, FLAG_NAMES, PRIMIERA_RULES
from scopa_core.prefs import HOUSE, VARIANTS

# The opponents, by the settings' level (prefs.LINK_LEVEL, the other board, last).
LEVELS = ("Principiante", "Normale", "Esperto", "Maestro", "Cable link")

# How a match ends, by options.END_RULES: (the setup's name, the handshake's words after the
# target).
ENDS = (("reach, +2 if both", ""), ("win by two", ", win by 2"),
        ("higher score", ", higher score wins"), ("fixed deals", ""))

ON_OFF = ("off", "on")
# The house rules, by prefs.HOUSE: (the setup's row and its values, the setup's short name,
# the handshake's words, the breakdown's row for the points it gives, or "").
HOUSE_RULES = (
    ("Sums", ("any set", "fewest cards"), "Fewest", "fewest cards", ""),
    ("Napola", ON_OFF, "Napola", "Napola", "Napola"),
    ("Re bello", ON_OFF, "Re bello", "Re bello", "Re bello"),
    ("Asso piglia tutto", ON_OFF, "Asso", "Asso piglia tutto", ""),
    ("Mistakes", ON_OFF, "Mistakes", "mistakes", "Calls"),
    ("No last scopa", ON_OFF, "No last", "no scopa on the last capture", ""),
    ("Forced capture", ON_OFF, "Forced", "forced capture", ""),
    ("Primiera faces", ("10", "0"), "No faces", "faces 0 in primiera", ""),
)


def house_on(rules):
    """The rows of HOUSE_RULES that ``rules`` (settings or options) turn on."""
    return [HOUSE_RULES[i] for i in range(len(HOUSE)) if getattr(rules, HOUSE[i])]


def options_text(o):
    """The options in a few words, e.g. ``Scopone, to 21`` (the handshake's refusal)."""
    name = VARIANTS[o.scopone + 2 * o.escoba]
    if o.players != 2:
        name += ", %d players" % o.players
    if o.end == END_FIXED:
        parts = [name, "%d deals" % o.deals]
    else:
        parts = [name, "to %d%s" % (o.target, ENDS[o.end][1])]
    if o.primiera:
        parts.append("primiera " + PRIMIERA_RULES[o.primiera])
    for flag in FLAG_NAMES:  # in the order of their bits
        if flag in HOUSE and getattr(o, flag):
            parts.append(HOUSE_RULES[HOUSE.index(flag)][3])
    # Cards on show: named only when not as by default (carte viste on, hands closed).
    if o.no_viste:
        parts.append("no carte viste")
    if o.scoperte:
        parts.append("carte scoperte")
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
    return ["Cards: rank, then suit:", "7%s is the 7 of %s." % (suits[0][0], suits[0]),
            ", ".join(faces[:2]) + ",", ", ".join(faces[2:]) + ";",
            ", ".join(four[:2]) + ",", ", ".join(four[2:]) + "."]
