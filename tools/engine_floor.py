"""Issue 2's speed target in this machine's own terms: the engine timed beside the yardstick
the issue quotes, in one process.

    python -m tools.engine_floor [N]

Times, the same way as tools/core_bench.py (CPU time, best of several runs of N deals after a
warm-up, the same pre-drawn chooser), three things:

  loop     the bench loop alone, on a stand-in deal whose moves() and play() do nothing: what
           36 turns of "ask the moves, pick one, play it" cost before any rule is applied;
  engine   scopa_core.game.Deal;
  plain    tools/plain_engine: the plain list-based engine issue 2 quotes at "about 6,000 deals/s
           here", the yardstick that calibrates this machine against the issue's.

The engine's and the plain engine's runs alternate, so both see the machine in the same mood:
its speed here moves by half within a day, their ratio much less. Prints one line of JSON with
deals per second for each, the engine's speed over the plain one's, and the engine's speed at
the issue's calibration (that ratio times 6,000): the target reads 15,000 there.
"""

import json
import sys

from scopa_core.game import Deal
from scopa_core.options import Options
from tools.core_bench import _chooser_table, _seconds, play
from tools.plain_engine import PlainDeal


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
    """The things timed, by name (see the module docstring)."""
    opts = Options()
    return {"loop": LoopOnly, "engine": lambda s: Deal(seed=s, options=opts), "plain": PlainDeal}


ISSUE_PLAIN = 6000  # deals/s issue 2 quotes for a plain list-based engine "here"
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
    speed at the issue's calibration (the ratio times ISSUE_PLAIN)."""
    got = rates(("engine", "plain"), n, runs)
    ratio = got["engine"] / got["plain"]
    return {"engine_deals_per_s": got["engine"], "plain_deals_per_s": got["plain"],
            "engine_over_plain": round(ratio, 2),
            "engine_deals_per_s_at_issue_calibration": int(ratio * ISSUE_PLAIN)}


def main(argv):
    n = int(argv[0]) if argv else 2000
    got = {"deals": n, "loop_deals_per_s": rates(("loop",), n)["loop"]}
    got.update(engine_over_plain(n, 5))
    got["target_deals_per_s"] = 15000
    got["target_over_issue_plain"] = round(15000 / ISSUE_PLAIN, 2)
    print(json.dumps(got))


if __name__ == "__main__":
    main(sys.argv[1:])
