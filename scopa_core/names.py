"""The words the game shows for its choices, one table each: the opponents, how a match ends,
the house rules (the cards' ranks and suits are ``card_words``'). The setup, the breakdown and
the cable's handshake read them (the rules page's sentences are ``scopa_ui.rules_text``'s); a
screen loads this module only while it needs them."""

from scopa_core.lang import texts
from scopa_core.options import END_FIXED, FLAG_NAMES
from scopa_core.prefs import HOUSE

# The words are the current language's (scopa_core.lang): this module is forgotten when the
# language changes, and with the menus.
WORDS = texts("names")
# The opponents, by the settings' level (prefs.LINK_LEVEL, the other board, last).
LEVELS = WORDS.LEVELS


def house_on(rules, words):
    """The items of ``words`` (one of WORDS' tables by prefs.HOUSE, e.g. HOUSE_SHORT) for the
    house rules that ``rules`` (settings or options) turn on."""
    return [words[i] for i in range(len(HOUSE)) if getattr(rules, HOUSE[i])]


def options_text(o):
    """The options in a few words, e.g. ``Scopone, to 21`` (the handshake's refusal)."""
    T = WORDS
    name = T.VARIANTS[o.scopone + 2 * o.escoba]
    if o.players != 2:
        name += T.PLAYERS % o.players
    if o.end == END_FIXED:
        parts = [name, T.DEALS % o.deals]
    else:
        parts = [name, T.TO % (o.target, T.END_WORDS[o.end])]
    if o.primiera:
        parts.append(T.PRIMIERA_IS % T.PRIMIERA[o.primiera])
    for flag in FLAG_NAMES:  # in the order of their bits
        if flag in HOUSE and getattr(o, flag):
            parts.append(T.HOUSE_WORDS[HOUSE.index(flag)])
    # Cards on show: named only when not as by default (carte viste on, hands closed).
    if o.no_viste:
        parts.append(T.NO_VISTE)
    if o.scoperte:
        parts.append(T.SCOPERTE)
    return ", ".join(parts)
