"""Match options: every rule choice of docs/rules.md as small ints, packed into one int < 2**26.

``Options(players=4, teams=True)`` builds them; ``record.pack_options``/``unpack_options`` give
the int that saves and the link carry; ``notation`` reads and writes them as text. Unknown or out-of-range values
raise ValueError naming them. Treat an Options object as read-only once a match uses it.
"""

# Each rule choice by name, and the index an Options attribute holds.
PRIMIERA_RULES = ("default", "strict", "sum", "sevens")
PRIMIERA_STRICT = 1  # only a side with all four suits can win the primiera
PRIMIERA_SUM = 2  # the plain sum of the best card of each suit
SEVENS = 3  # the point goes to the most sevens instead
END_RULES = ("default", "two", "higher", "fixed")
END_DEFAULT = 0  # the only side at the target wins; else the leader by 2 ("two": always by 2)
END_HIGHER = 2  # the leader once past the target
END_FIXED = 3  # a fixed number of deals, then spareggi
TARGETS = (11, 15, 16, 21)
DEALS = (6, 9, 12, 3)  # the deal counts the game offers under END_FIXED
FIXED_DEALS = DEALS[0]  # the rules' usual number: the default
# On/off options, in the order of their bits in the packed int (record.pack_options: the first
# eight from bit 3, the rest from bit 21). Each is off by default, so an older record without
# a bit means the rules it was played under. no_last_scopa: a sweep that is the deal's last
# capture is no scopa; forced: who can capture with any card must capture; no_faces: Fante,
# Cavallo and Re count 0 in the primiera; no_viste: no carte viste (the cards seen this deal
# are not offered, and a 1 v 1 deal's last round is not played face up); scoperte: partners
# play with their hands open to each other (two against two).
FLAG_NAMES = ("teams", "scopone", "escoba", "fewest", "mistakes", "napola", "re_bello", "asso",
              "no_last_scopa", "forced", "no_faces", "no_viste", "scoperte")

# Deal layouts (docs/rules.md "Dealing" and "House rules"), 8 bytes per player count from 2 to 6, Scopa then Scopone:
# table cards at the start, cards set aside, then the hand size of each round (0 = no such
# round). One bytes object, which a board holds far more compactly than nested tuples.
_LAYOUTS = (
    b"\x04\x00\x03\x03\x03\x03\x03\x03"
    b"\x04\x00\x03\x03\x03\x03\x00\x00"
    b"\x04\x00\x03\x03\x03\x00\x00\x00"
    b"\x05\x00\x03\x04\x00\x00\x00\x00"
    b"\x04\x00\x03\x03\x00\x00\x00\x00"
    b"\x00\x00\x0a\x0a\x00\x00\x00\x00"
    b"\x00\x01\x0d\x00\x00\x00\x00\x00"
    b"\x00\x00\x0a\x00\x00\x00\x00\x00"
    b"\x00\x00\x08\x00\x00\x00\x00\x00"
    b"\x00\x04\x06\x00\x00\x00\x00\x00"
)


def rule_index(value, names, what):
    """Index of a rule given by name or index in ``names``; ValueError naming ``what``."""
    if type(value) is int and 0 <= value < len(names):
        return value
    if value in names:
        return names.index(value)
    raise ValueError("unknown %s rule %r (one of %s)" % (what, value, ", ".join(names)))


class Options:
    """The rule choices of one match. Attributes are plain ints and bools."""

    _dealing = None  # dealing()'s answer, once asked

    def __init__(self, players=2, primiera="default", end="default", target=11, deals=FIXED_DEALS,
                 **flags):
        self.players = players
        self.target = target
        self.deals = deals
        for name in FLAG_NAMES:
            setattr(self, name, bool(flags.pop(name, False)))
        if flags or type(players) is not int or not 2 <= players <= 6 or type(target) is not int or \
                target not in TARGETS or \
                type(deals) is not int or not 1 <= deals <= 15 or self.teams and players != 4 or \
                self.scoperte and not self.teams:  # open hands are for partners only
            from scopa_core.explain import bad_options

            raise ValueError(bad_options(players, target, deals, flags, self.teams))
        self.primiera = rule_index(primiera, PRIMIERA_RULES, "primiera")
        self.end = rule_index(end, END_RULES, "match-end")

    @property
    def sides(self):
        """Number of scoring sides: 2 with teams, else one per player."""
        return 2 if self.teams else self.players

    def side_of(self, player):
        """Partners sit opposite, so with teams players 0 and 2 are side 0, 1 and 3 side 1."""
        if type(player) is not int or not 0 <= player < self.players:
            raise ValueError("no player %r (0..%d)" % (player, self.players - 1))
        return player % 2 if self.teams else player

    def layout(self):
        """(table cards at the start, hand size of each round as bytes, cards set aside)."""
        i = self.players * 8 + (24 if self.scopone else -16)
        rounds = _LAYOUTS[i + 2:i + 8]
        end = rounds.find(b"\x00")
        return _LAYOUTS[i], rounds[:end] if end >= 0 else rounds, _LAYOUTS[i + 1]

    def dealing(self):
        """What every deal of these options shares, worked out once: the side of each player,
        the next player after each, the capture flags (escoba, fewest, asso, mistakes), then
        ``layout()``'s three."""
        d = self._dealing
        if d is None:
            n = self.players
            d = self._dealing = ([self.side_of(p) for p in range(n)], [(p + 1) % n for p in range(n)],
                                 (self.escoba, self.fewest, self.asso, self.mistakes)) + self.layout()
        return d

    def __eq__(self, other):
        return isinstance(other, Options) and self._values() == other._values()

    def _values(self):
        return [(k, v) for k, v in sorted(self.__dict__.items()) if k[0] != "_"]

    def __repr__(self):
        # An expression that rebuilds them; notation.describe_options says them in words.
        return "Options(%s)" % ", ".join("%s=%r" % kv for kv in self._values())
