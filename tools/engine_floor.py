"""How fast can a random two-player deal go in CPython here? Evidence for issue 2's speed target.

    python -m tools.engine_floor [N]

Times, in one process and the same way as tools/core_bench.py (CPU time, best of several runs
of N deals after a warm-up, the same pre-drawn chooser), four things:

  loop     the bench loop alone, on a stand-in deal whose moves() and play() do nothing: what
           36 turns of "ask the moves, pick one, play it" cost before any rule is applied;
  stripped the least engine this design needs for the default two-player game: the same
           shuffle, the memoised captures (rules.choices), the table, piles and log kept as
           scopa_core keeps them and scoring.score_deal at the end; no variants, no other
           player counts, no checks of the move played;
  engine   scopa_core.game.Deal itself;
  plain    tools/plain_engine: the plain list-based engine issue 2 quotes at "about 6,000 deals/s
           here", the yardstick that calibrates this machine against the issue's.

Prints one line of JSON with deals per second for each, and the engine's speed over the plain
one's. The gap between "stripped" and the target is what no amount of care in the real engine
can close; the ratio says what the target asks in a machine's own terms (15,000 / 6,000 = 2.5).
"""

import json
import sys
import time

from scopa_core.cards import VALUE
from scopa_core.deal_base import CARD_OF_VM, POW5, VM_OF
from scopa_core.game import Deal
from scopa_core.options import Options
from scopa_core.rng import Rng
from scopa_core.rules import choices
from scopa_core.scoring import score_deal
from tools.core_bench import _chooser_table, play
from tools.plain_engine import PlainDeal

_memo = {}


def _row(table, sig):
    values = [(k >> 2) + 1 for k in table]
    row = [0]  # row[0]: the values with several choices, as the engine's CPython rows
    for v in range(1, 11):
        got = choices(v, values)
        row.append(got)
        if len(got) > 1:
            row[0] |= 1 << v
    _memo[sig] = row
    return row


class StrippedDeal:
    """Default rules, two players, dealer 0, no checks: see the module docstring."""

    def __init__(self, seed):
        deck = list(range(40))
        Rng(seed).shuffle(deck)
        self.deck = deck = bytes(deck)
        self.hands = [sorted(deck[0:3]), sorted(deck[3:6])]
        table = sorted([VM_OF[c] for c in deck[6:10]])
        self.pos = 10
        self.table = table
        sig = 0
        for k in table:
            sig += POW5[k >> 2]
        self.sig = sig
        self.piles = [bytearray(), bytearray()]
        self.scope = [0, 0]
        self.to_move = 1
        self.over = False
        self.history = []
        self.log = bytearray()
        self._moves = None
        self._row = None
        self.last = -1

    def moves(self):
        ms = self._moves
        if ms is None:
            row = _memo.get(self.sig) or _row(self.table, self.sig)
            self._row = row
            hand = ms = self.hands[self.to_move]
            several = row[0]
            for c in hand if several else ():
                if several >> VALUE[c] & 1:
                    ms = hand[:]
                    for c in hand:
                        k = len(row[VALUE[c]])
                        while k > 1:
                            k -= 1
                            ms.append(c | k << 6)
                    ms.sort()
                    break
            self._moves = ms
        return ms[:]

    def play(self, m):
        p = self.to_move
        self.history.append(m)
        self._moves = None
        card = m & 63
        at = self._row[VALUE[card]][m >> 6]
        hand = self.hands[p]
        hand.remove(card)
        table = self.table
        if at:
            pile = self.piles[p]
            if len(at) == 1:
                i = at[0]
                pile.append(CARD_OF_VM[table[i]])
                self.sig -= POW5[table.pop(i) >> 2]
            else:
                sig = self.sig
                for i in reversed(at):
                    k = table.pop(i)
                    pile.append(CARD_OF_VM[k])
                    sig -= POW5[k >> 2]
                self.sig = sig
            pile.append(card)
            self.last = p
            n = len(at)
            if not table and (hand or p == 1 or self.pos < 40):
                self.scope[p] += 1
                n |= 64
            self.log.append(n)
        else:
            k = VM_OF[card]
            table.append(k)
            table.sort()
            self.sig += POW5[k >> 2]
            self.log.append(0)
        if p == 0 and not hand:
            if self.pos < 40:
                d = self.deck
                pos = self.pos
                self.hands = [sorted(d[pos:pos + 3]), sorted(d[pos + 3:pos + 6])]
                self.pos = pos + 6
            else:
                if self.last >= 0:
                    self.piles[self.last].extend(CARD_OF_VM[k] for k in table)
                self.over = True
        self.to_move = 1 - p

    def points(self):
        return score_deal(self.piles, self.scope, 0)


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
    """The four things timed, by name (see the module docstring)."""
    opts = Options()
    return {"loop": LoopOnly, "stripped": StrippedDeal,
            "engine": lambda s: Deal(seed=s, options=opts), "plain": PlainDeal}


def rate(make, n, runs=5):
    table = _chooser_table()
    play(make, 10 ** 6, max(n, 2000), table)  # a long session's warm memo, for all alike
    best = None
    for r in range(runs):
        t = time.process_time()
        play(make, r * n, n, table)
        dt = time.process_time() - t
        best = dt if best is None or dt < best else best
    return round(n / best)


def main(argv):
    n = int(argv[0]) if argv else 2000
    got = {"deals": n}
    for name, make in makers().items():
        got[name + "_deals_per_s"] = rate(make, n)
    got["target_deals_per_s"] = 15000
    got["engine_over_plain"] = round(got["engine_deals_per_s"] / got["plain_deals_per_s"], 2)
    got["target_over_issue_plain"] = round(15000 / 6000, 2)
    print(json.dumps(got))


if __name__ == "__main__":
    main(sys.argv[1:])
