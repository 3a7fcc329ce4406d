"""Text forms that round-trip: cards (``7D``), moves (``7D:3C+4B``) and options.

Cards: rank letter then suit letter. Ranks print as A 2 3 4 5 6 7 F C R (Fante, Cavallo, Re);
J Q K and 8 9 10 are read too. Suits: D denari, C coppe, B bastoni, S spade.
Moves: ``7D`` lays the card down, ``7D:3C+4B`` takes the listed cards, ``CALL`` calls a mistake.
Options: ``players=4,teams,primiera=strict,target=21`` (defaults left out).
A deal's whole state: ``deal_text`` (its ``repr``).

Only logs, tests, tools and screens need text, so the play path never imports this module.

>>> card_name(6), parse_card("7d"), parse_card("KS"), parse_card("10S")
('7D', 6, 39, 39)
>>> from scopa_core.deal import Deal
>>> d = Deal(seed=3)
>>> d.hand(d.to_move), cards_text(d.table())
((7, 11, 39), 'AD 6D 5S 7S')
>>> [move_text(d, m) for m in d.moves()]
['FD:AD+7S', '2C', 'RS']
>>> parse_move(d, "rs")
39
>>> o = parse_options("players=4, teams, target=21")
>>> describe_options(o), parse_options(describe_options(o)) == o
('players=4,teams,target=21', True)
"""

from scopa_core.cards import CALL, RANK_LETTERS, SUIT_LETTERS, card_name, cards_text, check_card
from scopa_core.options import Options, PRIMIERA_RULES, END_RULES, FIXED_DEALS, FLAG_NAMES

_RANK_ALIASES = {"J": 8, "Q": 9, "K": 10, "8": 8, "9": 9, "10": 10}
_NUMBER_OPTIONS = ("players", "target", "deals")
_ON = ("", "1", "yes", "true", "on")
_OFF = ("0", "no", "false", "off")


def parse_card(text):
    """``7D``, ``RS``, ``KS``, ``10S`` or a card int as text -> card int (the Italian
    letters, ``cards.card_name``'s, and the ranks' other names)."""
    t = text.strip().upper()
    if t.isdigit():
        return check_card(int(t))
    suit = SUIT_LETTERS[0].find(t[-1:]) if t else -1
    rank_text = t[:-1]
    rank = _RANK_ALIASES.get(rank_text, 0)
    if not rank and len(rank_text) == 1:
        rank = RANK_LETTERS[0].find(rank_text) + 1
    if suit < 0 or rank <= 0:
        raise ValueError("cannot read card %r" % text)
    return suit * 10 + rank - 1


def move_text(deal, m):
    """Text of legal move ``m`` of ``deal``."""
    card, taken = deal.move_info(m)
    if card == CALL:
        return "CALL"
    if not taken:
        return card_name(card)
    return card_name(card) + ":" + "+".join(card_name(c) for c in taken)


def parse_move(deal, text):
    """The move int of ``deal`` for move text; ValueError if unreadable or illegal."""
    t = text.strip().upper()
    if t == "CALL":
        if CALL not in deal.moves():
            raise ValueError("no mistake can be called now")
        return CALL
    parts = t.split(":")
    if len(parts) > 2 or not parts[0]:
        raise ValueError("cannot read move %r" % text)
    taken = [parse_card(x) for x in parts[1].split("+")] if len(parts) == 2 and parts[1] else []
    return deal.find_move(parse_card(parts[0]), taken)


def parse_options(text):
    """Options from ``"players=4,teams,primiera=strict"``; empty text gives the defaults."""
    kw = {}
    for item in text.replace(" ", "").split(","):
        if not item:
            continue
        parts = item.split("=", 1)
        key = parts[0]
        value = parts[1] if len(parts) == 2 else ""
        if key in _NUMBER_OPTIONS:
            if not value.isdigit():
                raise ValueError("option %s needs a number, got %r" % (key, value))
            kw[key] = int(value)
        elif key in ("primiera", "end"):
            kw[key] = value
        elif key in FLAG_NAMES:
            if value not in _ON and value not in _OFF:
                raise ValueError("option %s is on or off, got %r" % (key, value))
            kw[key] = value in _ON
        else:
            raise ValueError("unknown option %r" % key)
    return Options(**kw)


def describe_options(o):
    """Text that ``parse_options`` reads back to equal options; defaults are left out."""
    parts = []
    if o.players != 2:
        parts.append("players=%d" % o.players)
    for name in FLAG_NAMES:
        if getattr(o, name):
            parts.append(name)
    if o.primiera:
        parts.append("primiera=" + PRIMIERA_RULES[o.primiera])
    if o.end:
        parts.append("end=" + END_RULES[o.end])
    if o.target != 11:
        parts.append("target=%d" % o.target)
    if o.deals != FIXED_DEALS:
        parts.append("deals=%d" % o.deals)
    return ",".join(parts)


def deal_text(d):
    """The whole state of deal ``d`` on one line (``repr(deal)``): two deals with the same
    text play on alike (the plays follow from the history). Cards by name; the hands and the
    piles by player and side, split by |; a call by its caller, + if it was right."""
    sides = range(d.options.sides)
    return ("options=%s seed=%d dealer=%d to_move=%d over=%d hands=%s table=%s piles=%s scope=%s"
            " bonus=%s calls=%s stock=%d last_capturer=%d history=%s") % (
        describe_options(d.options), d.seed, d.dealer, d.to_move, d.over,
        "|".join([cards_text(d.hand(p)) for p in range(d.n)]), cards_text(d.table()),
        "|".join([cards_text(d.pile(s)) for s in sides]), _ints([d.scope(s) for s in sides]),
        _ints(d.bonus), ",".join(["%d%s" % (p, "+" if right else "-") for p, right in d.calls]), d.stock_count(),
        d.last_capturer, _ints(d.history))


def _ints(seq):
    return ",".join(["%d" % x for x in seq])
