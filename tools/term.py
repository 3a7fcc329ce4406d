"""Play Scopa in a terminal, no window needed (`make sim` opens the handheld window).

    python -m tools.term                       # you against the CPU, in a terminal
    python -m tools.term --watch               # CPU against CPU, printing each play
    python -m tools.term --level esperto --options "escoba,target=21" --seed 7

Without a terminal on standard input it watches, so scripts and CI can run it.
"""

import sys

from scopa_core.match import Match
from scopa_core.notation import card_names, move_text, parse_options, describe_options
from scopa_core.options import PRIMIERA_RULES
from scopa_core.rng import Rng
from scopa_core.ai import make_agent
from scopa_core.ai.hint import hint
from scopa_core.view import view_of

SIDE_NAMES = ("you", "CPU")


def make_cpu(level, seed):
    """A CPU player of ``level``: ``choose(deal, player) -> move``, seeing only its view."""
    agent = make_agent(level, seed)
    return lambda deal, player: agent.choose(view_of(deal, player))


def ask_human(deal, out, read):
    moves = deal.moves()
    out("Your hand: %s   Table: %s" % (card_names(deal.hand(deal.to_move)), card_names(deal.table()) or "(empty)"))
    for i, m in enumerate(moves):
        out("  %d) %s" % (i + 1, move_text(deal, m)))
    while True:
        text = read("Your move (number, h for a hint, q to quit): ").strip().lower()
        if text in ("q", "quit"):
            return None
        if text in ("h", "hint"):
            m, why = hint(view_of(deal, deal.to_move))
            out("Hint: %s (%s)" % (move_text(deal, m), why))
            continue
        if text.isdigit() and 1 <= int(text) <= len(moves):
            return moves[int(text) - 1]
        out("Type a number from 1 to %d." % len(moves))


def play_match(options, seed, players, out=print, read=input):
    """Play one match; ``players[p]`` is a CPU chooser or None for the human."""
    match = Match(options, seed)
    out("Scopa: %s (seed %d)" % (describe_options(options) or "default rules", seed))
    deal_no = 0
    while not match.over:
        deal = match.deal
        if not deal.history:
            deal_no += 1
            out("\n-- Smazzata %d, dealer: player %d --" % (deal_no, deal.dealer))
            out("Table: %s" % card_names(deal.table()))
        p = deal.to_move
        chooser = players[p]
        if chooser is None:
            m = ask_human(deal, out, read)
            if m is None:
                match.abandon(deal.side_of(p))
                out("You left the match.")
                break
        else:
            m = chooser(deal, p)
        text = move_text(deal, m)
        match.play(m)
        flag = "  SCOPA!" if deal.plays and deal.plays[-1][3] and text != "CALL" else ""
        out("player %d: %s%s" % (p, text, flag))
        if deal.over:
            out("Points: %s" % describe_points(match.results[-1]))
            out("Totals: %s" % " - ".join(str(t) for t in match.totals))
    if match.winner >= 0:
        out("\nSide %d wins the match %s (margin %d)." % (
            match.winner, " - ".join(str(t) for t in match.totals), match.margin))
    elif match.over:
        out("\nThe match is drawn.")
    return match


def describe_points(rows):
    parts = []
    for side, row in enumerate(rows):
        parts.append("side %d: carte %d, denari %d, settebello %d, primiera %d, scope %d = %d" % (
            (side,) + tuple(row)))
    return "; ".join(parts)


def main(argv):
    watch = "--watch" in argv or not sys.stdin.isatty()
    level = argv[argv.index("--level") + 1] if "--level" in argv else "esperto"
    seed = int(argv[argv.index("--seed") + 1]) if "--seed" in argv else Rng(0).next30() ^ (id(argv) & 0xFFFF)
    options = parse_options(argv[argv.index("--options") + 1] if "--options" in argv else "")
    players = [make_cpu(level, seed + p + 1) for p in range(options.players)]
    if not watch:
        players[0] = None
        print("You are player 0. Primiera rule: %s." % PRIMIERA_RULES[options.primiera])
    play_match(options, seed & 0x3FFFFFFF, players)


if __name__ == "__main__":
    main(sys.argv[1:])
