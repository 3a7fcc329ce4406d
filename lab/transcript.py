"""Deterministic text transcript of a whole match, for golden tests and cross-interpreter checks.

``transcript(options_text, seed, chooser_seed)`` returns the lines; ``transcript_lines`` yields
them one at a time (small heap). Moves are chosen with ``Rng(chooser_seed).below(len(moves))``,
so the same arguments give byte-identical text on CPython and in the board twin (CircuitPython's
VM, host_tests/core/test_transcripts.py).

Command line (CPython or the board twin, from the repo root):

    python -m lab.transcript "players=4,teams" 7 3
    build/twin/circuitpython lab/transcript.py "players=4,teams" 7 3   (the board twin)
"""

import sys

if __name__ == "__main__":
    # Run as a script (e.g. by the board twin): put the repo root, this file's parent's parent,
    # on the path so `scopa_core` imports. No os.path on a board's VM.
    _here = sys.argv[0] if sys.argv and sys.argv[0] else "lab/transcript.py"
    _cut = _here.rfind("/")
    _lab = _here[:_cut] if _cut >= 0 else "."
    _cut = _lab.rfind("/")
    _root = _lab[:_cut] if _cut >= 0 else ("." if _lab != "." else "..")
    if _root not in sys.path:
        sys.path.insert(0, _root)

from binascii import hexlify

from scopa_core.cards import CALL, cards_text
from scopa_core.match import Match
from scopa_core.notation import describe_options, move_text, parse_options
from scopa_core.rng import Rng


def _cards(cards):
    return cards_text(cards) if len(cards) else "-"


def _hands(d, indent):
    for p in range(d.options.players):
        yield "%shand %d: %s" % (indent, p, _cards(d.hand(p)))


def transcript_lines(options_text, seed, chooser_seed):
    options = parse_options(options_text)
    m = Match(options, seed)
    chooser = Rng(chooser_seed)
    yield "options: %s" % (describe_options(options) or "default")
    yield "seed: %d chooser: %d" % (seed, chooser_seed)
    number = 0
    d = None
    while not m.over:
        if m.deal is not d:
            d = m.deal
            number += 1
            yield "deal %d: dealer %d redeals %d" % (number, d.dealer, d.redeals)
            for line in _hands(d, "  "):
                yield line
            yield "  table: %s" % _cards(d.table())
            if len(d.aside):
                yield "  aside: %s" % _cards(list(d.aside))
        moves = m.moves()
        mv = moves[chooser.below(len(moves))]
        player = d.to_move
        text = move_text(d, mv)
        stock = d.stock_count()
        plays = len(d.plays)
        m.play(mv)
        line = "  p%d %s" % (player, text)
        if mv != CALL and len(d.plays) > plays and d.plays[-1][3]:
            line += " SCOPA"
        if mv == CALL:
            line += " right" if d.calls[-1][1] else " wrong"
        yield line
        if d.over:
            yield "  last capturer: %d" % d.last_capturer
            for s in range(options.sides):
                yield "  side %d pile: %s" % (s, _cards(d.pile(s)))
            pts = m.results[-1]
            for s in range(len(pts)):
                yield "  points %d: %s" % (s, " ".join("%d" % x for x in pts[s]))
            yield "  totals: %s" % " ".join("%d" % t for t in m.totals)
        elif d.stock_count() != stock:
            yield "  round: stock %d" % d.stock_count()
            for line in _hands(d, "  "):
                yield line
    yield "result: winner %d margin %d tiebreaks %d deals %d" % (
        m.winner, m.margin, m.tiebreaks, len(m.results))
    yield "totals: %s" % " ".join("%d" % t for t in m.totals)
    yield "record: " + hexlify(m.to_bytes()).decode()  # one string, not one per byte


def transcript(options_text, seed, chooser_seed):
    return list(transcript_lines(options_text, seed, chooser_seed))


def main(argv=None):
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 3:
        print("usage: transcript.py OPTIONS SEED CHOOSER_SEED  (OPTIONS like players=4,teams)")
        return 2
    for line in transcript_lines(args[0], int(args[1]), int(args[2])):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
