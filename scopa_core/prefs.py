"""The player's settings and stats as the app holds them while it runs. Their bytes on the
nvm are ``save``'s business: that module is loaded only to read or write the save, then
forgotten, so its code is not in the board's heap during a match."""

# The games (GAMES of them: bit 0 Scopone, bit 1 Escoba), who plays (the seatings, by seats:
# ONE_V_ONE, TWO_V_TWO with a CPU partner, then three to six each for themselves; SEAT_PLAYERS
# is how many) and the "level" meaning the other board on the cable: the save keeps them as
# small ints, so they are defined here once; their names are lang/*_names' VARIANTS and SEATS.
# A save whose variant is 3 and has no seats byte meant "Two against two" (Scopa):
# read_settings turns it into game 0, TWO_V_TWO.
GAMES = 4
SEAT_PLAYERS = (2, 4, 3, 4, 5, 6)
ONE_V_ONE = 0
TWO_V_TWO = 1
LINK_LEVEL = 4  # after the CPU's levels 0..3


def is_cable(level):
    """Whether the opponent ``level`` is the other board on the cable."""
    return level == LINK_LEVEL

# The house rules a match may add (docs/rules.md "Your turn" and "House rules"): Options flags, each a setting of 0 or 1.
HOUSE = ("fewest", "napola", "re_bello", "asso", "mistakes")
# Readings the sources disagree on; added after "seats", so their settings follow it in a save.
HOUSE_MORE = ("no_last_scopa", "forced", "no_faces")
HOUSE += HOUSE_MORE
# Settings in byte order: name, number of allowed values, default (the defaults are
# Settings()'s). level: 0..3 the CPU levels, 4 the cable; target, primiera, end: indices into
# options.TARGETS, PRIMIERA_RULES, END_RULES; deck 0 Italian, 1 French. New fields go last: an
# older save lacks them (they take their defaults), an older version skips them.
FIELDS = (("level", LINK_LEVEL + 1), ("variant", GAMES), ("target", 4), ("primiera", 4),
          ("end", 4), ("deck", 2), ("sound", 2), ("hints", 2)) + tuple((name, 2) for name in HOUSE[:5]) + (
    ("seats", len(SEAT_PLAYERS)),)
FIELDS += tuple((name, 2) for name in HOUSE_MORE)
# Cards on show (docs/rules.md "Cards on show"): the Options flags of the same names, 0 or 1.
FIELDS += (("no_viste", 2), ("scoperte", 2))
FIELDS += (("lang", 2),)  # by scopa_core.lang.LANGS
# The cable's turn limit: an index into link.clock.LIMITS_S (30 s, 60 s, 2 min), 60 s by default.
FIELDS += (("turn_limit", 3),)


class Settings:
    """The player's choices: small ints, ``sound`` and ``hints`` bools, the house rules 0 or 1
    (all off: the rules of record's defaults); ``variant`` the game, ``seats`` who plays,
    ``lang`` the language (English 0, Italiano 1), ``turn_limit`` a cable match's time a
    move."""

    def __init__(self, level=1, variant=0, target=0, primiera=0, end=0, deck=0, sound=True,
                 hints=False, fewest=0, napola=0, re_bello=0, asso=0, mistakes=0, seats=0,
                 no_last_scopa=0, forced=0, no_faces=0, no_viste=0, scoperte=0, lang=0,
                 turn_limit=1):
        self.level = level
        self.variant = variant
        self.target = target
        self.primiera = primiera
        self.end = end
        self.deck = deck
        self.sound = sound
        self.hints = hints
        self.fewest = fewest
        self.napola = napola
        self.re_bello = re_bello
        self.asso = asso
        self.mistakes = mistakes
        self.seats = seats
        self.no_last_scopa = no_last_scopa
        self.forced = forced
        self.no_faces = no_faces
        self.no_viste = no_viste  # 0: carte viste, as before the setting existed
        self.scoperte = scoperte  # partners' hands open (two against two only)
        self.lang = lang
        self.turn_limit = turn_limit  # a cable match's time per move (link.clock.LIMITS_S)

    def values(self):
        return tuple(int(getattr(self, f[0])) for f in FIELDS)

    def __eq__(self, other):
        return isinstance(other, Settings) and self.values() == other.values()


# Stats columns; rows: CPU levels 0..3, then the cable link, then tournaments (TORNEO: each
# one ended counts as played, and won or lost; a save from before it has five rows).
PLAYED = 0
WON = 1
LOST = 2
DRAWN = 3
SCOPE = 4
BEST_STREAK = 5
STREAK = 6
COLUMNS = 7
OPPONENTS = 6
TORNEO = 5


class Stats:
    """Match counts per opponent, u16 each, saturating at 65535."""

    def __init__(self):
        self.values = [0] * (OPPONENTS * COLUMNS)

    def get(self, opponent, column):
        return self.values[opponent * COLUMNS + column]

    def record(self, opponent, result, scope=0):
        """One finished match: ``result`` WON, LOST or DRAWN; ``scope`` the player made."""
        if not 0 <= opponent < OPPONENTS:
            raise ValueError("bad opponent %r" % (opponent,))
        if result not in (WON, LOST, DRAWN):
            raise ValueError("bad result %r" % (result,))
        v = self.values
        at = opponent * COLUMNS
        for col, add in ((PLAYED, 1), (result, 1), (SCOPE, max(0, scope))):
            v[at + col] = min(65535, v[at + col] + add)
        if result == WON:
            v[at + STREAK] = min(65535, v[at + STREAK] + 1)
            v[at + BEST_STREAK] = max(v[at + STREAK], v[at + BEST_STREAK])
        else:
            v[at + STREAK] = 0

    def record_match(self, opponent, match, side):
        """A finished ``match`` (scopa_core.match.Match) as ``side`` played it: its result
        and every scopa the side made, the deal cut short by an abandon included."""
        if match.winner < 0:
            result = DRAWN
        else:
            result = WON if match.winner == side else LOST
        from scopa_core.scoring import SCOPE as SCOPE_POINTS  # loaded with the match

        scope = 0
        for row in match.results:
            scope += row[side][SCOPE_POINTS]
        if match.abandoned_by >= 0:
            scope += match.deal.scope(side)
        self.record(opponent, result, scope)

    def __eq__(self, other):
        return isinstance(other, Stats) and self.values == other.values
