"""The engine's speed, for ``make bench`` (lab/bench.py): a module both CPython and the board
twin run (host-only imports wait inside the functions that need them).

    build/twin/circuitpython lab/bench_engine.py ROOT deals N  -> {"deals_per_s": r, ...}
    python -m lab.bench_engine [N]                    -> engine, plain engine, loop alone
    python -m lab.bench_engine --instructions [N]     -> their instructions per deal

It plays random two-player deals through the public API, timing exactly that: dealing, each
turn ``moves()`` and ``play()`` of a move picked from a table of pre-drawn bytes, the final
``points()``; the best of several runs counts, after a warm-up like a long session's (the
engine memoises captures per table). Three subjects:

  loop     the bench loop alone, on a stand-in deal whose moves() and play() do nothing;
  engine   scopa_core.deal.Deal;
  plain    PlainDeal: the plain list-based engine the speed target is set against ("about
           6,000 deals/s here"), written the obvious way (cards in lists, captures searched afresh, moves
           remade as tuples, points counted at the end), the yardstick that calibrates this
           machine against the target's. host_tests/tooling/test_plain_engine.py checks it plays and
           scores as scopa_core does.

The engine's and the plain engine's runs alternate, so both see the machine in the same mood
(its speed here moves by half within a day, their ratio far less). Instructions per deal come
from valgrind's callgrind, which other load does not move (None without valgrind).
"""

import sys
import time


def _seconds(fn, *args):
    """How long ``fn(*args)`` takes: CPU time where the interpreter has it (CPython's
    process_time, the twin's time.clock), so other processes on a shared machine disturb the
    figure far less; else wall time."""
    cpu = getattr(time, "process_time", None) or getattr(time, "clock", None)
    if cpu is not None:
        t = cpu()
        fn(*args)
        return cpu() - t
    t = time.ticks_us()
    fn(*args)
    return time.ticks_diff(time.ticks_us(), t) / 1e6


def _chooser_table():
    from scopa_core.cards import LOOKUP
    from scopa_core.rng import Rng

    r = Rng(12345)
    return LOOKUP(r.below(256) for _ in range(4096))


def play(make, first, count, table):
    """``count`` deals made by ``make(seed)`` from seed ``first``: each turn the moves, one
    of them by the pre-drawn chooser ``table``, played; then the points."""
    i = 0
    for s in range(first, first + count):
        d = make(s)
        while not d.over:
            ms = d.moves()
            d.play(ms[table[i & 4095] % len(ms)])
            i += 1
        d.points()


def bench_deals(n):
    from scopa_core.deal import Deal
    from scopa_core.options import Options

    opts = Options()
    table = _chooser_table()

    def make(s):
        return Deal(seed=s, options=opts)

    play(make, 10 ** 6, max(1, n // 4), table)  # warm caches the way a long session would
    best = None
    for rep in range(3):
        dt = _seconds(play, make, rep * n, n, table)
        if best is None or dt < best:
            best = dt
    return {"deals": n, "seconds": round(best, 4), "deals_per_s": round(n / best, 1)}


# Primiera value of each rank, Asso first (docs/rules.md: 7 is 21, 6 is 18, Asso 16, 5 to 2 their
# value plus 10, figures 10).
PRIMIERA = (16, 12, 13, 14, 15, 18, 21, 10, 10, 10)


def rank(card):
    return card % 10 + 1


class PlainDeal:
    def __init__(self, seed):
        from scopa_core.rng import Rng  # the same shuffle: a seed deals the same cards

        rng = Rng(seed)
        while True:
            deck = list(range(40))
            rng.shuffle(deck)
            # Three or four Re among the four table cards: the dealer deals again.
            if sum(1 for c in deck[6:10] if rank(c) == 10) < 3:
                break
        self.deck = deck
        # The dealer (player 0) deals to the other player first, himself last.
        self.hands = [deck[3:6], deck[0:3]]
        self.table = deck[6:10]
        self.pos = 10
        self.piles = [[], []]
        self.scope = [0, 0]
        self.to_move = 1
        self.last_capturer = None
        self.over = False

    def captures(self, card):
        """Every way ``card`` captures: the table cards of its rank, one at a time, if any;
        else each set of table cards whose ranks add up to its rank."""
        r = rank(card)
        same = [(c,) for c in self.table if rank(c) == r]
        if same:
            return same
        # Else a plain depth-first walk over the table: add cards left to right while the sum
        # stays under the rank, keep the sets that reach it. Each has two cards or more: a single
        # card of the rank would have been found by the same-rank rule above.
        found = []
        table = self.table

        def walk(start, left, taken):
            for i in range(start, len(table)):
                value = rank(table[i])
                if value < left:
                    walk(i + 1, left - value, taken + (table[i],))
                elif value == left:
                    found.append(taken + (table[i],))

        walk(0, r, ())
        return found

    def moves(self):
        """Every legal play as (card, the table cards it takes), a card laid down taking ()."""
        out = []
        for card in self.hands[self.to_move]:
            caps = self.captures(card)
            if caps:
                out.extend((card, taken) for taken in caps)
            else:
                out.append((card, ()))
        return out

    def play(self, move):
        p = self.to_move
        card, taken = move
        hand = self.hands[p]
        hand.remove(card)
        if taken:
            for c in taken:
                self.table.remove(c)
            self.piles[p].extend(taken)
            self.piles[p].append(card)
            self.last_capturer = p
            last_play = not hand and p == 0 and self.pos == 40
            if not self.table and not last_play:
                self.scope[p] += 1
        else:
            self.table.append(card)
        if p == 0 and not hand:
            if self.pos < 40:
                self.hands = [self.deck[self.pos + 3:self.pos + 6], self.deck[self.pos:self.pos + 3]]
                self.pos += 6
            else:
                if self.last_capturer is not None:
                    self.piles[self.last_capturer].extend(self.table)
                    self.table = []
                self.over = True
        self.to_move = 1 - p

    def points(self):
        """(carte, denari, settebello, primiera, scope, total) per side, as score_deal."""
        counts = [len(pile) for pile in self.piles]
        denari = [sum(1 for c in pile if c < 10) for pile in self.piles]
        bello = [1 if 6 in pile else 0 for pile in self.piles]
        prim = []
        for pile in self.piles:
            best = [0, 0, 0, 0]
            for c in pile:
                best[c // 10] = max(best[c // 10], PRIMIERA[c % 10])
            # Default rule: holding all four suits beats lacking one; else the higher total.
            prim.append((all(best), sum(best)))
        out = []
        for side in (0, 1):
            other = 1 - side
            row = [1 if counts[side] > counts[other] else 0,
                   1 if denari[side] > denari[other] else 0,
                   bello[side],
                   1 if prim[side] > prim[other] else 0,
                   self.scope[side]]
            out.append(tuple(row) + (sum(row),))
        return out


class LoopOnly:
    """36 turns of nothing."""

    def __init__(self, seed):
        self.over = False
        self.turns = 0
        self.hand = [1, 2, 3]

    def moves(self):
        return self.hand[:]

    def play(self, m):
        self.turns += 1
        if self.turns == 36:
            self.over = True

    def points(self):
        return None


def makers():
    """The subjects, by name: a deal by seed each."""
    from scopa_core.deal import Deal
    from scopa_core.options import Options

    opts = Options()
    return {"loop": LoopOnly, "engine": lambda s: Deal(seed=s, options=opts), "plain": PlainDeal}


YARDSTICK_PLAIN = 6000  # deals/s the speed target gives a plain list-based engine "here"
ENGINE_WARM = 5000  # deals that warm the engine's memo of captures before it is timed or counted


def rates(kinds, n, runs=5):
    """Deals per second of each of ``kinds`` (names from makers()), best of ``runs`` rounds in
    which each plays n deals in turn (the slow plain engine a third as many, for a like time),
    after a warm-up (the engine's memo as warm as a long session's)."""
    table = _chooser_table()
    make = makers()
    size = {k: n // 3 if k == "plain" else n for k in kinds}
    for k in kinds:
        play(make[k], 10 ** 6, ENGINE_WARM if k == "engine" else 500, table)
    best = dict.fromkeys(kinds)
    for r in range(runs):
        for k in kinds:
            dt = _seconds(play, make[k], r * size[k], size[k], table)
            best[k] = dt if best[k] is None or dt < best[k] else best[k]
    return {k: round(size[k] / best[k]) for k in kinds}


def engine_over_plain(n, runs=3):
    """The engine's and the plain engine's deals/s, alternated, with the ratio and the engine's
    speed at the target's calibration (the ratio times YARDSTICK_PLAIN)."""
    got = rates(("engine", "plain"), n, runs)
    ratio = got["engine"] / got["plain"]
    return {"engine_deals_per_s": got["engine"], "plain_deals_per_s": got["plain"],
            "engine_over_plain": round(ratio, 2),
            "engine_deals_per_s_at_issue_calibration": int(ratio * YARDSTICK_PLAIN)}


# Deals of warm-up before counting: the engine's memo of captures as warm as the timed runs find
# it; the others keep no memo and only warm the interpreter.
WARM = {"engine": ENGINE_WARM}
WARM_PLAIN = 200
CHILD = """import sys
sys.path.insert(0, {root!r})
from lab.bench_engine import _chooser_table, makers, play
make = makers()[{kind!r}]
table = _chooser_table()
play(make, 10 ** 6, {warm}, table)
play(make, 0, {n}, table)
"""


def _count(kind, n):
    """Instructions callgrind counts for the child playing ``n`` deals of ``kind``, or None
    (the hash seed fixed, so a second run counts the same)."""
    import os
    import re
    import subprocess

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, PYTHONHASHSEED="0")
    code = CHILD.format(root=root, kind=kind, warm=WARM.get(kind, WARM_PLAIN), n=n)
    try:
        p = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                            sys.executable, "-c", code], cwd=root, env=env, capture_output=True,
                           text=True, timeout=1200)
    except (OSError, subprocess.TimeoutExpired):
        return None
    found = re.search(r"Collected : (\d+)", p.stderr)
    return int(found.group(1)) if p.returncode == 0 and found else None


def per_deal(kind, n=400):
    """One deal's instructions for ``kind`` (a name from makers()), or None."""
    base = _count(kind, 0)
    full = _count(kind, n) if base is not None else None
    return None if full is None else (full - base) // n


def main(argv):
    if len(argv) > 3 and argv[2] == "deals":  # in the twin: ROOT deals N
        sys.path.insert(0, argv[1])
        out = bench_deals(int(argv[3]))
        print(repr(out).replace("'", '"'))
        return
    import json

    args = [a for a in argv[1:] if not a.startswith("--")]
    if "--instructions" in argv:
        n = int(args[0]) if args else 400
        got = {"deals": n}
        for kind in makers():
            got[kind + "_instructions_per_deal"] = per_deal(kind, n)
        if got["engine_instructions_per_deal"] and got["plain_instructions_per_deal"]:
            got["plain_over_engine"] = round(got["plain_instructions_per_deal"]
                                             / got["engine_instructions_per_deal"], 2)
    else:
        n = int(args[0]) if args else 2000
        got = {"deals": n, "loop_deals_per_s": rates(("loop",), n)["loop"]}
        got.update(engine_over_plain(n, 5))
        got["target_deals_per_s"] = 15000
        got["target_over_issue_plain"] = round(15000 / YARDSTICK_PLAIN, 2)
    print(json.dumps(got))


if __name__ == "__main__":
    main(sys.argv)
