"""The words the game shows for its choices, one table each: the opponents, how a match ends,
the house rules. The setup, the breakdown and the cable's handshake read them (the rules page's
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
    return ", ".join(parts)
