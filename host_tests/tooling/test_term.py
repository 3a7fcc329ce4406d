"""The terminal game (`python -m tools.term`): its command line offers every option
and names every bad value in one line (exit status 2, no traceback); a match played through
its input reaches its end with one line per play; 2 v 2 names your partner; a typo changes
nothing. It is the accessible way to play, so its lines are what a player hears."""

import contextlib
import io
import itertools
import os
import re
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scopa_core.names import options_text
from scopa_core.options import END_RULES, FLAG_NAMES, PRIMIERA_RULES, TARGETS, Options
from tools.term_args import VARIANTS
from scopa_core import cards
from scopa_core.ai.levels import cpu_seats
from scopa_core.match import Match
from scopa_core.session import HumanSeat, Session
from tools import term
from tools.term_args import CPU_LEVELS, DECKS, ENGLISH_LEVELS, flag_option, parse

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(argv, answers=()):
    """main(argv) with ``answers`` typed at the prompts (then end of input): (status, lines
    out, stderr text, the prompts' count)."""
    lines = []
    typed = list(answers)
    asked = []

    def read(prompt):
        asked.append(prompt)
        if not typed:
            raise EOFError
        return typed.pop(0)

    err = io.StringIO()
    out = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        status = term.main(argv, read=read, out=lines.append)
    return status, lines + out.getvalue().splitlines(), err.getvalue(), len(asked)


def test_help_lists_every_option_and_value(monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")
    status, lines, err, _ = run(["--help"])
    text = " ".join(" ".join(lines).split())
    assert status == 0 and not err
    for flag in FLAG_NAMES:
        # each flag with its meaning beside it
        assert re.search(re.escape(flag_option(flag)) + r" +\S", "\n".join(lines)), flag
    for word in CPU_LEVELS + ENGLISH_LEVELS + VARIANTS + DECKS + END_RULES + PRIMIERA_RULES:
        assert word in text, word
    for t in TARGETS:
        assert str(t) in text
    for option in ("--level", "--game", "--players", "2v2", "--target", "--end", "--deals",
                   "--primiera", "--deck", "--hints", "--no-hints", "--options", "--seed", "--watch"):
        assert option in text, option


BAD = [
    (["--level", "grandmaster"], "grandmaster"),
    (["--players", "7"], "7"),
    (["--options", "scopone,teams,players=3"], "teams"),
    (["--options", "players=9"], "9"),
    (["--bogus"], "--bogus"),
    (["--target", "12"], "12"),
    (["--end", "sometimes"], "sometimes"),
    (["--deals", "40"], "40"),
    (["--primiera", "best"], "best"),
    (["--deck", "german"], "german"),
    (["--game", "briscola"], "briscola"),
    (["--seed", "x"], "x"),
    (["--teams", "--players", "3"], "teams"),  # written, so refused: Options says why
    (["--teams", "--players", "1v1"], "teams"),
    (["--options", "players=2", "--teams"], "teams"),
    (["--end", "two", "--deals", "3"], "--deals"),
    (["--level"], "--level"),
    (["--lang", "fr"], "fr"),
]


@pytest.mark.parametrize("argv,bad", BAD)
def test_a_bad_value_is_one_line_and_status_2(argv, bad):
    status, lines, err, asked = run(argv)
    assert status == 2
    assert lines == [] and asked == 0  # no match started
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    assert bad in err


def test_the_allowed_values_are_named():
    _, _, err, _ = run(["--level", "grandmaster"])
    for name in CPU_LEVELS:
        assert name in err
    _, _, err, _ = run(["--game", "briscola"])
    for name in VARIANTS:
        assert name in err


def test_an_impossible_combination_gives_the_options_message():
    try:
        Options(teams=True, players=3)
    except ValueError as e:
        why = str(e)
    _, _, err, _ = run(["--teams", "--players", "3"])
    assert why in err


@pytest.mark.parametrize("argv,same", [
    (["--teams"], ["--players", "2v2"]),
    (["--teams", "--scopone"], ["--game", "scopone", "--players", "2v2"]),
    (["--options", "scopone,teams"], ["--game", "scopone", "--players", "2v2"]),
    (["--options", "teams,target=21"], ["--players", "2v2", "--target", "21"]),
    (["--teams", "--players", "4"], ["--players", "2v2"]),
    (["--teams", "--options", "escoba"], ["--game", "escoba", "--players", "2v2"]),
])
def test_teams_without_a_count_are_two_against_two(argv, same):
    """--help says --teams is --players 2v2: so it is, in the flags and in --options text,
    and the match starts as two against two."""
    options = parse(argv)[1]
    assert options == parse(same)[1] and options.teams and options.players == 4
    status, lines, err, _ = run(argv + ["--seed", "1"])
    assert status == 0 and not err and lines[1].startswith("Two against two. Your partner is ")


@pytest.mark.parametrize("name", ["Esperto", "esperto", "ESPERTO", "3", "expert"])
def test_level_aliases(name):
    assert parse(["--level", name])[0].level == 2


def test_the_real_exit_path():
    """As a player runs it: a bad value exits 2 with one line; end of input ends a match
    cleanly with one line."""
    cmd = [sys.executable, "-m", "tools.term"]
    bad = subprocess.run(cmd + ["--level", "expertissimo"], cwd=ROOT, capture_output=True, text=True,
                         stdin=subprocess.DEVNULL)
    assert bad.returncode == 2 and bad.stdout == ""
    assert len(bad.stderr.splitlines()) == 1 and "expertissimo" in bad.stderr
    played = subprocess.run(cmd + ["--seed", "5", "--level", "1"], cwd=ROOT, capture_output=True,
                            text=True, input="x\n1\n")
    assert played.returncode == 0 and played.stderr == ""
    out = played.stdout.splitlines()
    assert out[-1] == "End of input: the match stops here."
    assert sum(1 for x in out if "is not a play" in x) == 1 and "You play " in played.stdout


def _play_lines(lines, names):
    who = "|".join(re.escape(n) for n in names)
    return [x for x in lines if re.match(r"(%s) (plays?|calls?) " % who, x)]


@settings(max_examples=6)
@given(seed=st.integers(0, 2 ** 30 - 1), picks=st.lists(st.integers(0, 12), min_size=80, max_size=80),
       players=st.sampled_from(["1v1", "2v2", "3"]), deck=st.sampled_from(DECKS))
def test_a_scripted_match_plays_to_its_end(seed, picks, players, deck):
    """Whatever is typed, numbers in range or not: only legal plays are made, each said on one
    line naming who played and the card, and the match ends with its result."""
    typed = [str(p) for p in picks]
    lines = []
    match = term.play(parse(["--players", players, "--deals", "1", "--level", "normale"])[1], seed,
                      level=1, deck=DECKS.index(deck), out=lines.append,
                      read=lambda _: typed.pop(0) if typed else "1")
    assert match.over and match.abandoned_by < 0
    table = term.Table(match.options, DECKS.index(deck), False)
    plays = _play_lines(lines, table.players)
    assert len(plays) == len(match.history)  # one line per play, every play
    for line, m in zip(plays, match.history):
        assert line.split(" ")[2].rstrip(",.") == table.name(m & 63)  # the card played, by name
        assert "\n" not in line
    said = [x for x in lines if x.endswith(" in all.")]  # each side's points after each deal
    assert len(said) == sum(len(rows) for rows in match.results)
    for line, total in zip(said, [row[-1] for rows in match.results for row in rows]):
        assert line.endswith(" %d point%s in all." % (total, "" if total == 1 else "s"))
    assert re.match(r".* (wins?|drawn)", lines[-1])
    assert all(line.isprintable() for line in lines)


def test_every_line_is_plain_text():
    status, lines, err, _ = run(["--watch", "--deals", "1", "--seed", "2", "--players", "2v2",
                                 "--game", "scopone", "--level", "principiante"])
    assert status == 0 and not err
    for line in lines:
        assert line.isprintable() and re.search("[A-Za-z]", line), line
        assert not re.search(r"[|+=*#_]{2,}|(^| )-+( |$)", line), line  # no rules drawn, no lone dashes
    assert any(", a scopa." in line for line in lines)


def test_the_deck_names_the_cards():
    """--deck french gives the cards the French deck's names, the handheld's own
    (scopa_core.cards): the settebello is named apart from the Italian one,
    every card has a name of its own, and the table is said in them."""
    italian, french = term.card_namer(0), term.card_namer(1)
    assert italian(6) == cards.card_name(6)
    assert len({french(c) for c in range(40)}) == 40
    assert any(italian(c) != french(c) for c in range(40))
    assert french(16) == "7H" and french(9) == "KD"  # seven of hearts, King of diamonds
    status, lines, _, _ = run(["--deck", "french", "--seed", "6"])
    deal = Match(Options(), 6).deal
    assert status == 0 and "Table: %s." % ", ".join(french(c) for c in deal.table()) in lines[4]


def test_two_against_two_names_your_partner():
    status, lines, _, _ = run(["--players", "2v2", "--level", "maestro", "--seed", "3"], ["q"])
    assert status == 0
    assert "Two against two. Your partner is Partner, a CPU at level Maestro, sitting opposite you; " \
           "Right and Left play against you." in lines
    assert "You leave the match." in lines and lines[-1].startswith("Right and Left win the match")


def test_a_typo_changes_nothing():
    """At your turn, anything but a play's number (or h, r, q) says what to type; the deal is
    the same at every prompt, and the number typed at last plays the play it names."""
    o = Options(players=4, teams=True, mistakes=True)
    match = Match(o, 11)
    seats = cpu_seats(4, 1, term.ME, 11)
    seats[term.ME] = HumanSeat()
    session = Session(match, seats)
    while session.to_move() != term.ME:
        session.apply(session.think(1000))
    before = repr(match.deal)
    seen = []
    typed = ["x", "0", "99", "", "h", "r", "-1", "1 2", "play", "2"]

    def read(_):
        seen.append(repr(match.deal))
        return typed.pop(0)

    lines = []
    table = term.Table(o, 0, False)
    m = term.ask(session, table, lines.append, read, True)
    assert seen == [before] * 10 and not typed
    assert m == session.turn_view(term.ME).moves[1]
    assert sum(1 for x in lines if "is not a play. Type a number from 1 to" in x) == 6
    assert any(x.startswith("Hint: play ") for x in lines)
    out = []
    hintless = []
    answers = ["h", "1"]
    term.ask(session, table, hintless.append, lambda _: answers.pop(0), False)
    assert any(x.startswith("Hints are off") for x in hintless)


def test_end_of_input_and_ctrl_c_end_cleanly():
    status, lines, err, asked = run(["--seed", "4"])
    assert status == 0 and asked == 1 and not err
    assert lines[-1] == "End of input: the match stops here."

    def interrupt(_):
        raise KeyboardInterrupt

    out = []
    assert term.main(["--seed", "4"], read=interrupt, out=out.append) == 130
    assert out[-1] == "Interrupted: the match stops here."


_VALUE = {
    "--level": st.sampled_from(CPU_LEVELS + ENGLISH_LEVELS + ("1", "4", "MAESTRO")),
    "--game": st.sampled_from(VARIANTS + ("scopone-escoba", "ESCOBA")),
    "--players": st.sampled_from(["1v1", "2v2", "2", "3", "4", "5", "6", "2 v 2"]),
    "--target": st.sampled_from([str(t) for t in TARGETS]),
    "--end": st.sampled_from(END_RULES),
    "--deals": st.integers(1, 15).map(str),
    "--primiera": st.sampled_from(PRIMIERA_RULES),
    "--deck": st.sampled_from(DECKS),
    "--seed": st.integers(0, 2 ** 30 - 1).map(str),
    "--options": st.sampled_from(["", "napola", "players=3", "escoba,target=21", "players=4,teams",
                                  "primiera=sevens,end=two", "scopone,deals=9,end=fixed",
                                  "teams", "scopone,teams", "players=3,teams=off"]),
}


@st.composite
def _argvs(draw):
    argv = []
    for option in draw(st.lists(st.sampled_from(sorted(_VALUE)), unique=True)):
        argv += [option, draw(_VALUE[option])]
    for flag in draw(st.lists(st.sampled_from(FLAG_NAMES), unique=True, max_size=4)):
        argv.append(flag_option(flag))
    if draw(st.booleans()):
        argv.append("--no-hints")
    return argv


@settings(max_examples=60)
@given(argv=_argvs())
def test_valid_arguments_start_a_match_or_say_why_not(argv):
    """Any valid values together either start a match (its options said first) or give
    Options' reason in one line, status 2."""
    status, lines, err, _ = run(argv)
    if status == 0:
        assert not err
        options = parse(argv)[1]
        if "--players" not in argv and "--teams" in argv:  # teams alone: four, two sides
            assert options.players == 4 and options.sides == 2
        assert lines[0].startswith(options_text(options) + ". Seed ")
        assert lines[-1] == "End of input: the match stops here." or re.search(
            r"( wins? the match|is drawn)", lines[-1])
    else:
        assert status == 2 and lines == []
        assert len(err.splitlines()) == 1 and "cannot be played together" in err


def test_lang_it_speaks_italian():
    """--lang it: the game's words (options, match end, house rules, names) and the terminal's
    own lines (the turn, the plays, the prompt, the result) in Italian; the next match without
    it in English again."""
    try:
        status, lines, err, asked = run(["--lang", "it", "--seed", "3", "--napola"], ["1", "h", "q"])
        text = "\n".join(lines)
        assert status == 0 and not err and asked == 3
        assert lines[0].startswith("Scopa, ai 11, Napola. Seed 3")
        assert "Uno contro uno: contro di te CPU" in text and "Vince chi arriva a 11" in text
        assert "Regole della casa: Napola: asso, 2 e 3 di denari valgono 3" in text
        assert "Smazzata 1. Mazziere:" in text and "Tocca a te. In mano:" in text
        assert "\n1: gioca " in text and "\nGiochi " in text and "\nConsiglio: gioca " in text
        assert lines[-2:] == ["Lasci la partita.", "CPU vince la partita, 0 a 0."] or (
            lines[-2] == "Lasci la partita." and lines[-1].startswith("CPU vince la partita, "))
        for english in ("Your turn", "Deal 1", "You play", "Hint:", "You leave"):
            assert english not in text, english
        status, lines, _, _ = run(["--seed", "3"], ["q"])
        assert lines[0].startswith("Scopa, to 11. Seed 3") and "Your turn. Your hand:" in "\n".join(lines)
    finally:
        term.speak("en")


ITALIAN_SUITS = re.compile(r"\b(denar[io]|coppe|spade|bastoni)\b", re.I)
FRENCH_SUITS = re.compile(r"\b(diamonds?|hearts?|clubs?|spades)\b", re.I)  # spade: Italian


@pytest.mark.parametrize("argv", [["--deck", "french", "--help"], ["--help", "--deck=French"]])
def test_the_help_names_the_cards_as_the_deck_given_does(argv):
    """--help is made before the arguments are read: a --deck french given with it still
    names French cards in the house rules (Napola, Re bello, Asso, No faces); without it, the
    Italian cards, as the game's default deck."""
    status, lines, err, _ = run(argv)
    french = " ".join(lines)
    status2, lines2, _, _ = run(["--help"])
    italian = " ".join(lines2)
    assert status == status2 == 0 and not err
    assert ITALIAN_SUITS.findall(french) == [] and "Cavallo" not in french, french
    assert "King of diamonds" in french and "Jack, Queen and King" in french
    assert "Re of denari" in italian and FRENCH_SUITS.findall(italian) == []


@pytest.mark.parametrize("deck", DECKS)
def test_every_line_speaks_the_decks_words(deck):
    """A whole scripted match, a hint asked before every play, with the house rules whose
    sentences name cards: with French cards no line names an Italian suit (the hint, the
    points, the rules included), and the other way round; the legend of the letters is said
    once, before the first deal."""
    from scopa_core.card_words import card_legend

    d = DECKS.index(deck)
    options = parse(["--deals", "2", "--napola", "--re-bello", "--asso", "--no-faces"])[1]
    lines = []
    for seed in range(4):
        typed = itertools.cycle(["h", "1"])  # a hint, then the first play
        assert term.play(options, seed, level=1, deck=d, out=lines.append,
                         read=lambda _: next(typed)).over
    own, other = (ITALIAN_SUITS, FRENCH_SUITS) if d == 0 else (FRENCH_SUITS, ITALIAN_SUITS)
    hints = [x for x in lines if x.startswith("Hint: ")]
    assert len(hints) > 20
    assert [x for x in lines if other.search(x)] == []
    assert any(own.search(x) for x in hints)  # a hint that takes the first suit names it
    legend = " ".join(card_legend(d))
    assert lines.count(legend) == 4  # once a match
    assert lines.index(legend) < min(i for i, x in enumerate(lines) if x.startswith("Deal 1."))
    assert "7%s" % term.card_namer(d)(6)[1] in legend  # its own deck's letter for the suit


def test_totals_read_aloud_as_names_then_points():
    """Watching 2 v 2, each side's total is its names, a colon, then its points: a number
    never runs on after a name ("Player 3 4")."""
    status, lines, _, _ = run(["--watch", "--deals", "1", "--seed", "2", "--players", "2v2"])
    totals = [x for x in lines if x.startswith("Totals: ")]
    assert status == 0 and totals
    sides = r"(Player \d and Player \d): (1 point|\d+ points)"
    for line in totals:
        assert re.fullmatch(r"Totals: %s; %s\." % (sides, sides), line), line
        assert not re.search(r"Player \d \d", line)


@pytest.mark.parametrize("code,call,key_b", [
    ("en", "list of plays offers to call the last play a mistake", "B calls"),
    ("it", "lista delle giocate offre di chiamare errore", "B chiama")])
def test_the_mistakes_rule_says_how_the_terminal_calls(code, call, key_b):
    """The terminal has no B key: the intro (and --help in English) say a call is one of the
    plays your turn lists, and that play is there."""
    try:
        status, lines, _, _ = run(["--lang", code, "--mistakes", "--seed", "1"], ["q"])
        text = "\n".join(lines)
        assert status == 0 and call in text and key_b not in text
        listed = term.T.CHOICE_CALL
        assert any(re.fullmatch(r"\d+: %s\." % re.escape(listed), x) for x in lines)
    finally:
        term.speak("en")
    _, help_lines, _, _ = run(["--help"])
    help_text = " ".join(" ".join(help_lines).split())
    assert "list of plays offers to call the last play a mistake" in help_text
    assert "B calls" not in help_text
