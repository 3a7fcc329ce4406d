"""The terminal game's command line (``python -m tools.term --help``): every choice the setup
screen offers, every engine option, and one plain line for a bad value (argparse's usage dump
and tracebacks are noise to a screen reader).

The words come from where the game defines them: levels and match ends from
``scopa_core.names``, games and seatings from ``scopa_core.prefs``, the house rules' sentences
from ``scopa_ui.rules_text``; only the flags those do not describe yet have their meaning here.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))

from scopa_core.ai.levels import LEVELS as AGENT_LEVELS  # noqa: E402  (lib first on the path)
from scopa_core.lang import LANGS
from scopa_core.names import LEVELS, WORDS
from scopa_core.notation import parse_options
from scopa_core.options import DEALS, END_FIXED, END_RULES, FLAG_NAMES, PRIMIERA_RULES, TARGETS, Options
from scopa_core.lang import en_names
from scopa_core.prefs import HOUSE, SEAT_PLAYERS, TWO_V_TWO
from scopa_ui.rules_text import house_text

PROG = "python -m tools.term"
CPU_LEVELS = LEVELS[:len(AGENT_LEVELS)]  # names.LEVELS ends with the cable, no CPU
ENGLISH_LEVELS = ("beginner", "normal", "expert", "master")
VARIANTS = tuple(en_names.VARIANTS.split("|"))  # the command line is English whatever --lang
SEATS = tuple(en_names.SEATS.split("|"))
DECKS = ("italian", "french")  # prefs.Settings.deck 0 and 1
# What the flags mean that scopa_ui.rules_text does not say yet (the games' own flags, and
# the rules options.py names for house rules still to come there).
_MEANINGS = {
    "teams": "Two against two, partners sitting opposite: four players, the same as "
             "--players 2v2.",
    "scopone": "Scopone: hands of 10, no table cards at the start (the same as --game scopone).",
    "escoba": "Escoba: take cards that with yours make 15 (the same as --game escoba).",
}
GAME_FLAGS = ("teams", "scopone", "escoba")  # the game and the seating say these


def _term_words():
    """The terminal's own English lines (scopa_core.lang's "term" part): the help is in
    English whatever --lang says."""
    from scopa_core import lang

    was = lang.current
    lang.set_language("en")
    try:
        return lang.texts("term")
    finally:
        lang.set_language(was)


def flag_meaning(flag, deck=0):
    """One line saying what Options flag ``flag`` does when on, in the words of ``deck``: the
    terminal's own sentence where it has one (a mistake is called from the list of plays, not
    with B)."""
    own = _term_words().MEANINGS.get(flag)
    if own:
        return own
    if flag in HOUSE:
        return house_text(HOUSE.index(flag), deck)
    return _MEANINGS.get(flag, "The house rule %s." % flag)


def flag_option(flag):
    return "--" + flag.replace("_", "-")


def _squash(text):
    """Lower case, no spaces, dashes or underscores: how values are compared."""
    return "".join(text.lower().replace("-", " ").replace("_", " ").split())


def level_arg(text):
    """The index of a CPU level: its name (any case), 1..4, or its English name."""
    t = _squash(text)
    for i in range(len(CPU_LEVELS)):
        if t in (CPU_LEVELS[i].lower(), str(i + 1), ENGLISH_LEVELS[i]):
            return i
    raise argparse.ArgumentTypeError("unknown level %r: one of %s (or 1 to 4, or %s)" % (
        text, ", ".join(CPU_LEVELS), ", ".join(ENGLISH_LEVELS)))


def game_arg(text):
    """The index of a game of VARIANTS."""
    t = _squash(text)
    for i in range(len(VARIANTS)):
        if t == _squash(VARIANTS[i]):
            return i
    raise argparse.ArgumentTypeError("unknown game %r: one of %s" % (text, ", ".join(VARIANTS)))


def seats_arg(text):
    """The index of a seating of SEATS: 1v1, 2v2, or a number of players 2..6 (2 is
    1 v 1, 4 is four each for themselves)."""
    t = _squash(text).replace("players", "")
    for i in range(len(SEATS)):
        if t == _squash(SEATS[i]).replace("players", "") or t == str(SEAT_PLAYERS[i]) and i != TWO_V_TWO:
            return i
    raise argparse.ArgumentTypeError("unknown seating %r: one of 1v1, 2v2 (with a CPU partner), "
                                     "or 2 to 6 players each for themselves" % text)


def _choice(names, what):
    def read(text):
        t = _squash(text)
        for name in names:
            if t == _squash(str(name)):
                return name
        raise argparse.ArgumentTypeError("unknown %s %r: one of %s" % (
            what, text, ", ".join(str(n) for n in names)))
    return read


def _number(what, lo, hi):
    def read(text):
        if not text.strip().isdigit() or not lo <= int(text) <= hi:
            raise argparse.ArgumentTypeError("%s must be a number from %d to %d, got %r" % (
                what, lo, hi, text))
        return int(text)
    return read


def _options_arg(text):
    """(Options, whether the text names the players): teams with no count of players are
    two against two, as --teams alone is."""
    said = "players" in [item.split("=")[0] for item in text.replace(" ", "").split(",")]
    try:
        if not said:
            try:
                o = parse_options(text + ",players=4")
                if o.teams:
                    return o, said
            except ValueError:
                pass  # the text's own fault: parsed as written below, for its own message
        return parse_options(text), said
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e))


class _Lines(argparse.HelpFormatter):
    """Help lines broken at spaces only: "--no-" at a line's end reads aloud as nonsense."""

    def _split_lines(self, text, width):
        import textwrap

        return textwrap.wrap(" ".join(text.split()), width, break_on_hyphens=False)


class Parser(argparse.ArgumentParser):
    """argparse, but a bad command line is one line on stderr, exit status 2."""

    def error(self, message):
        self.exit(2, "%s: error: %s. %s --help lists the options.\n" % (
            self.prog, " ".join(message.split()), self.prog))


def deck_said(argv):
    """The deck ``argv`` asks for (0 Italian, 1 French), read before the help is made so that
    it names the cards as that deck does; a bad value is the parser's to refuse."""
    deck = DECKS[0]
    for i, word in enumerate(argv):
        if word.startswith("--deck="):
            deck = word[7:]
        elif word == "--deck" and i + 1 < len(argv):
            deck = argv[i + 1]
    return 1 if _squash(deck) == DECKS[1] else 0


def parser(deck=0):
    p = Parser(prog=PROG, allow_abbrev=False, formatter_class=_Lines,
               description="Play Scopa in a terminal, one play per line, in plain text a screen "
                           "reader can read aloud. At your turn type a play's number; h asks for a hint, r says "
                           "your hand and the table again, q leaves the match.",
               epilog="An option given on its own wins over the same one in --options. Example: %s --level maestro --game scopone "
                      "--players 2v2 --target 21 --napola" % PROG)
    a = p.add_argument
    a("--level", "-l", type=level_arg, default=2, metavar="LEVEL",
      help="the CPU players' level: %s (any case; or 1 to 4, or %s). Default %s" % (
          ", ".join(CPU_LEVELS), ", ".join(ENGLISH_LEVELS), CPU_LEVELS[2]))
    a("--game", "-g", type=game_arg, metavar="GAME",
      help="the game: %s. Default %s" % (", ".join(VARIANTS), VARIANTS[0]))
    a("--players", "-p", type=seats_arg, metavar="SEATS",
      help="who plays: 1v1 (you against a CPU), 2v2 (you and a CPU partner against two CPUs), "
           "or 3, 4, 5, 6 players each for themselves. Default 1v1")
    a("--target", "-t", type=_choice(TARGETS, "target"), metavar="POINTS",
      help="the points that win the match: %s. Default %d" % (", ".join(map(str, TARGETS)), TARGETS[0]))
    a("--end", "-e", type=_choice(END_RULES, "match end"), metavar="RULE",
      help="how the match ends: %s. Default default" % "; ".join(
          "%s (%s)" % (END_RULES[i], WORDS.END_NAMES[i]) for i in range(len(END_RULES))))
    a("--deals", "-d", type=_number("deals", 1, 15), metavar="N",
      help="play N deals, then spareggi on a tie (sets --end fixed): 1 to 15, the game offers "
           "%s" % ", ".join(str(n) for n in sorted(DEALS)))
    a("--primiera", type=_choice(PRIMIERA_RULES, "primiera rule"), metavar="RULE",
      help="the primiera rule: %s. Default default" % ", ".join(PRIMIERA_RULES))
    a("--deck", type=_choice(DECKS, "deck"), default=DECKS[0], metavar="DECK",
      help="the cards' names: %s. Default %s (--deck french --help names the French cards "
           "here too)" % (", ".join(DECKS), DECKS[0]))
    a("--hints", action=argparse.BooleanOptionalAction, default=True,
      help="h at your turn suggests a play (the default); --no-hints turns that off")
    house = p.add_argument_group("rules, each off unless given")
    for flag in FLAG_NAMES:
        house.add_argument(flag_option(flag), dest=flag, action="store_true",
                           help=flag_meaning(flag, deck))
    a("--options", "-o", type=_options_arg, metavar="TEXT",
      help="the engine's options as text, e.g. \"escoba,players=3,target=21,primiera=strict\" "
           "(flag names with underscores; teams with no players= count is 2 v 2)")
    a("--seed", "-s", type=_number("seed", 0, 2 ** 30 - 1), metavar="N",
      help="the match's seed, to play the same cards again (the game says its seed at the start)")
    a("--watch", "-w", action="store_true", help="the CPU plays every seat; you watch")
    a("--lang", type=_choice(LANGS, "language"), default=LANGS[0], metavar="LANG",
      help="the language of the game's lines: en (English) or it (Italiano). Default en")
    return p


def options_of(args):
    """The engine Options the parsed arguments ask for: --options first, then each option
    given on its own. Teams with no count of players anywhere are four, two against two.
    ValueError (Options' message) for an impossible combination, such as --teams --players 3."""
    base, said = args.options or (Options(), False)
    kw = {name: getattr(base, name) for name in ("players", "target", "deals", "primiera", "end")}
    for flag in FLAG_NAMES:
        kw[flag] = getattr(base, flag) or getattr(args, flag)
    if args.game is not None:
        kw["scopone"] = args.game & 1 == 1 or args.scopone  # --game escoba --scopone: both
        kw["escoba"] = args.game >= 2 or args.escoba
    if args.players is not None:
        kw["players"] = SEAT_PLAYERS[args.players]
        kw["teams"] = args.players == TWO_V_TWO or args.teams  # --teams --players 3: Options refuses
    elif kw["teams"] and not said:
        kw["players"] = 4
    for name in ("target", "primiera"):
        if getattr(args, name) is not None:
            kw[name] = getattr(args, name)
    if args.end is not None:
        kw["end"] = args.end
    if args.deals is not None:
        if args.end is not None and args.end != END_RULES[END_FIXED]:
            raise ValueError("--deals counts the deals of a match with --end fixed, not --end %s"
                             % args.end)
        kw["deals"] = args.deals
        kw["end"] = END_FIXED
    return Options(**kw)


def parse(argv):
    """(arguments, options) from ``argv``; a bad command line exits with status 2 and one line."""
    p = parser(deck_said(argv))
    args = p.parse_args(argv)
    try:
        return args, options_of(args)
    except ValueError as e:
        p.error("these options cannot be played together: %s" % e)
