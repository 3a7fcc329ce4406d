"""Play Scopa in a terminal, no window needed (`make sim` opens the handheld window).

    python -m tools.term                       # you against an Esperto CPU
    python -m tools.term --help                # every option
    python -m tools.term --level maestro --game scopone --players 2v2 --seed 7
    python -m tools.term --watch --deals 1     # the CPU plays every seat

It is also the accessible way to play: every line is plain text that reads aloud, one play a
line, each naming who played, the card, what it took and a scopa. Your turn lists the plays by
number; a typo changes nothing and says what to type; q leaves the match (and loses it). End
of input or Ctrl-C stops it with one line.
"""

import random
import sys

from tools.term_args import CPU_LEVELS, DECKS, GAME_FLAGS, flag_meaning, parse

from scopa_core import cards, lang  # noqa: E402,F401  (term_args puts lib on the path first)
from scopa_core.cards import CALL
from scopa_core.match import Match
from scopa_core.options import END_FIXED, FLAG_NAMES, SEVENS
from scopa_core.scoring import CARTE, DENARI, PRIMIERA, SCOPE, SETTEBELLO, TOTAL
from scopa_core.session import HumanSeat, Session
from scopa_ui.modules import forget_words
from scopa_ui.table import player_names

ME = 0  # the human's seat
# The terminal's own lines, in the language --lang names (scopa_core.lang's "term" part).
T = lang.texts("term")


def speak(code):
    """Play in language ``code`` ("en" or "it"): the terminal's lines and the game's words.
    The modules that read their words as they load (names, rules_text) are read again."""
    global T
    lang.set_language(code)
    T = lang.texts("term")
    forget_words()


def card_namer(deck):
    """card -> its name in ``deck`` (an index of DECKS): the handheld's naming
    (``scopa_core.cards``), so a card reads the same on the screen and here."""
    from scopa_core.cards import card_name

    return lambda c: card_name(c, deck)


def and_list(words):
    """``a``, ``a and b``, ``a, b and c``: lists as they are said."""
    words = list(words)
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + T.AND + words[-1]


class Table:
    """The match as the terminal says it: the names of the seats and the sides, the cards'
    names, and a sentence for each thing that happens."""

    def __init__(self, options, deck, watch):
        self.options = options
        self.you = not watch  # seat ME is yours: its lines say "you"
        self.deck = deck
        self.name = card_namer(deck)
        n = options.players
        if watch:
            self.players = tuple(T.PLAYER % (p + 1) for p in range(n))
        else:
            self.players = player_names(n, ME, teams=options.teams)
        self.sides = tuple(and_list(self.players[p] for p in range(n) if options.side_of(p) == s)
                           for s in range(options.sides))
        self.sweep = T.SWEEPS[options.escoba]

    def cards(self, seq):
        return ", ".join(self.name(c) for c in seq) if seq else T.EMPTY

    def move_words(self, card, taken, scopa):
        """``7D, taking AD and 6D, a scopa`` (what a play does, said after who plays it)."""
        text = self.name(card)
        if taken:
            text += T.TAKING % and_list(self.name(c) for c in taken)
            if scopa:
                text += T.SWEEP % self.sweep
        return text

    def choice(self, deal, m, scopa):
        """The words for legal move ``m`` in your list of plays."""
        if m == CALL:
            return T.CHOICE_CALL
        card, taken = deal.move_info(m)
        return T.CHOICE_PLAY % self.move_words(card, taken, scopa)

    def played(self, p):
        """The line for ``p``, a session.Played."""
        who = self.players[p.player]
        verdict = T.RIGHT if p.right else T.WRONG
        yours = p.player == ME and self.you
        if p.move == CALL:
            return T.YOU_CALL % verdict if yours else T.CALLS % (who, verdict)
        what = self.move_words(p.card, p.taken, p.scopa)
        return T.YOU_PLAY % what if yours else T.PLAYS % (who, what)

    def points(self, rows):
        """One line per side for a deal's points: the breakdown's columns, then what the
        house rules gave (napola, re bello, calls) together."""
        lines = []
        prim = T.SEVENS if self.options.primiera == SEVENS else T.PRIMIERA
        for s, row in enumerate(rows):
            other = row[TOTAL] - sum(row[c] for c in (CARTE, DENARI, SETTEBELLO, PRIMIERA, SCOPE))
            lines.append(T.DEAL_POINTS % (
                self.sides[s], row[CARTE], T.SUIT_POINTS[self.deck], row[DENARI], row[SETTEBELLO],
                prim, row[PRIMIERA], row[SCOPE], T.HOUSE_POINTS % other if other else "",
                points(row[TOTAL])))
        return lines

    def totals(self, totals):
        """``Totals: Player 1 and Player 3: 4 points; ...``: a number never runs into a name."""
        return T.TOTALS % T.TOTALS_JOIN.join(
            T.SIDE_TOTAL % (self.sides[s], points(totals[s])) for s in range(len(totals)))


def points(n):
    return T.ONE_POINT if n == 1 else T.POINTS % n


def introduce(table, options, level, seed, watch):
    """The lines before the first deal: the game, who plays with and against whom, how the
    match ends, the house rules, what the letters of a card's name mean."""
    from scopa_core.card_words import card_legend
    from scopa_core.names import options_text  # in the language spoken (speak)
    from scopa_core.prefs import HOUSE
    from scopa_ui.rules_text import ENDS as END_TEXT, house_text

    o = options
    lines = [T.SEED % (options_text(o), seed, seed)]
    cpu = T.CPU_AT % CPU_LEVELS[level]
    cpus = T.CPUS_AT % CPU_LEVELS[level]
    names = table.players
    if watch:
        lines.append(T.WATCH % (
            cpus, T.WATCH_SIDES % (table.sides[0], table.sides[1]) if o.teams else ""))
    elif o.teams:
        partner = [p for p in range(o.players) if p != ME and o.side_of(p) == o.side_of(ME)][0]
        lines.append(T.TEAMS % (names[partner], cpu, table.sides[1 - o.side_of(ME)]))
    elif o.players == 2:
        lines.append(T.ONE % (names[1], cpu))
    else:
        lines.append(T.EACH % (and_list(names[1:]), cpus))
    lines.append(END_TEXT[o.end] % (o.deals if o.end == END_FIXED else o.target))

    def meaning(f):
        """The terminal's own sentence (a call as made here), else the rules' own in the
        deck's words, in the language spoken."""
        own = T.MEANINGS.get(f)
        if own:
            return own
        if f in HOUSE:
            return house_text(HOUSE.index(f), table.deck)
        return flag_meaning(f)

    house = [meaning(f) for f in FLAG_NAMES if getattr(o, f) and f not in GAME_FLAGS]
    if house:
        lines.append(T.HOUSE + " ".join(house))
    lines.append(" ".join(card_legend(table.deck)))  # "FC", "6D": what the letters stand for
    return lines


class Quit(Exception):
    """You leave the match (q), which you lose."""


def ask(session, table, out, read, hints):
    """Your move, read from ``read``: a play's number, h for a hint, r to hear your hand and
    the table again, q to quit (Quit). Anything else says what is allowed and changes nothing;
    end of input (EOFError) goes on up."""
    view = session.turn_view(ME)
    deal = session.match.deal
    moves = view.moves
    keys = T.KEYS % (len(moves), T.KEYS_HINT if hints else "")

    def tell():
        out(T.TURN % (table.cards(deal.hand(ME)), table.cards(deal.table())))
        for i, m in enumerate(moves):
            out(T.NUMBERED % (i + 1, table.choice(deal, m, view.scopa[i])))

    tell()
    while True:
        text = read(T.PROMPT).strip().lower()
        if text.isdigit() and 1 <= int(text) <= len(moves):
            return moves[int(text) - 1]
        if text in ("q", "quit"):
            raise Quit()
        if text in ("r", "repeat"):
            tell()
        elif text in ("h", "hint") and hints:
            from scopa_core.ai.hint import hint

            m, why = hint(view, deck=table.deck)
            out(T.HINT % (table.choice(deal, m, view.scopa[moves.index(m)]), why))
        elif text in ("h", "hint"):
            out(T.NO_HINTS + keys)
        else:
            out((T.TYPO % text if text else "") + keys)


def play(options, seed, level, deck=0, watch=False, hints=True, out=print, read=input):
    """Play one match, printing each line with ``out`` and reading your plays with ``read``;
    the Match at its end (or where you left it)."""
    from scopa_core.ai.levels import cpu_seats

    table = Table(options, deck, watch)
    for line in introduce(table, options, level, seed, watch):
        out(line)
    match = Match(options, seed)
    seats = cpu_seats(options.players, level, -1 if watch else ME, seed)
    if not watch:
        seats[ME] = HumanSeat()
    session = Session(match, seats)
    deal_no = 0
    while not match.over:
        deal = match.deal
        if not deal.history:
            deal_no += 1
            out(T.DEAL % (deal_no, table.players[deal.dealer], table.cards(deal.table())))
        if session.to_move() == ME and not watch:
            try:
                m = ask(session, table, out, read, hints)
            except Quit:
                out(T.LEAVE)
                session.abandon(options.side_of(ME))
                break
            except EOFError:  # nobody left to ask: stop, as Ctrl-C does, with no result
                out(T.EOF_)
                return match
            done = session.play(m)
        else:
            m = None
            while m is None:
                m = session.think(1000)
            done = session.apply(m)
        out(table.played(done))
        if done.deal_over:
            out(T.DEAL_OVER % deal_no)
            for line in table.points(match.results[-1]):
                out(line)
            out(table.totals(match.totals))
    out(result(table, match))
    return match


def result(table, match):
    if match.winner < 0:
        return T.DRAWN % T.TO.join(str(t) for t in match.totals)
    others = sorted((t for s, t in enumerate(match.totals) if s != match.winner), reverse=True)
    who = table.sides[match.winner]
    yours = table.you and match.winner == table.options.side_of(ME)
    pair = T.AND in who
    if yours:
        won = T.YOU_TWO_WIN if pair else T.YOU_WIN
    else:
        won = T.THEY_WIN if pair else T.ONE_WINS
    return won % (who, match.totals[match.winner], T.TO.join(str(t) for t in others))


def read_line(prompt):
    """``input``, with what was read said back when it does not come from a terminal (a
    script, a pipe): otherwise the next line would run on after the prompt."""
    try:
        text = input(prompt)
    except (EOFError, KeyboardInterrupt):
        print()  # what is said next starts a line of its own, not after the prompt
        raise
    if not sys.stdin.isatty():
        print(text)
    return text


def main(argv=None, read=read_line, out=print):
    """The terminal game; its exit status (2 for a bad command line, 130 after Ctrl-C)."""
    try:
        args, options = parse(sys.argv[1:] if argv is None else argv)
    except SystemExit as e:  # --help, or one line about a bad argument
        return e.code
    speak(args.lang)
    seed = random.randrange(2 ** 30) if args.seed is None else args.seed
    try:
        play(options, seed, args.level, DECKS.index(args.deck), args.watch, args.hints, out, read)
    except KeyboardInterrupt:
        out(T.INTERRUPTED)
        return 130
    except BrokenPipeError:  # the reader went away (| head): nobody is left to tell
        sys.stdout = None
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
