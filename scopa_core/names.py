"""The words the game shows for its choices, one table each: the opponents, how a match ends,
the house rules (the cards' ranks and suits are ``card_words``'). The setup, the breakdown and
the cable's handshake read them (the rules page's sentences are ``scopa_ui.rules_text``'s); a
screen loads this module only while it needs them."""

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

