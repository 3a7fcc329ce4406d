"""Arena: two CPU players play whole matches against each other on paired deals.

    python -m lab.arena --a maestro --b normale --matches 400 --seed 1 --json
    python -m lab.arena --a esperto --b normale --matches 200 --options "players=4,teams"
    python -m lab.arena --a seer --b maestro --matches 80 --iters 120
    python -m lab.arena --a maestro --b maestro@5b67cee --matches 80 --modes iters,board

Match k is played twice with the same match seed (so the same deals), seats swapped: the
luck of the cards cancels out. Player A plays the even sides (with 3, 5 or 6 players each for
themselves: sides 0, 2, 4 against 1, 3, 5), player B the odd ones; in the paired match they
swap. A draw counts half a win in the win rate. Points per deal are A's mean side total
minus B's; ``categories`` splits them (scope, settebello, primiera, cards, coins, and the
extras: the house rules' napola and Re bello, mistake calls), each side's per deal and A minus
B: they add up to the points per deal.

The players: a level (``LEVELS``); ``seer``, Maestro's search given the true deal
(``lab.seer``, host only: the ceiling); ``LEVEL@REV``, the level as it is at git revision REV
(``lab.frozen``: unpacked into build/arena/, played in a child process on the same match
seeds; ``--a-rev``/``--b-rev`` say the same).

Modes (``--modes``, one or both): ``iters``, every agent searches its iteration budget
(``--iters``, else its level's own) with no clock: deterministic. ``board`` (``--board-time``),
every agent as on a board: its level's own iteration budget and the board's time budget a move
(``scopa_ui.table.THINK_MS``, Maestro's 1.2 s) shrunk by how much faster this host thinks than a
SAMD51 (``lab.boardtime``: host budget = board budget x host seconds / board seconds for the
same work), on the process's CPU clock; ``at_budget`` is the share of moves that ran out of it.

Move times are host (CPython) wall times of ``choose``; the board estimate multiplies them by
``lab.hostbin.board_factor()``, a SAMD51's seconds per second of the board twin here, as if the
twin ran this code at CPython's speed (a rough figure: ``lab/bench_ai.py`` times the moves in
the twin itself).
"""

import argparse
import json
import math
import sys
import time

from lab.frozen import Frozen, FrozenAgent
from scopa_core.ai.levels import make_agent, LEVELS
from scopa_core.match import Match
from scopa_core.notation import describe_options, parse_options
from scopa_core.options import Options
from scopa_core.rng import Rng
from scopa_core.scoring import CARTE, DENARI, PRIMIERA, SCOPE, SETTEBELLO, TOTAL
from scopa_core.view import view_of



def wilson(wins, n, z=1.96):
    """95% Wilson interval of a proportion (wins may be fractional: draws count half)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


SEER = "seer"
MODES = ("iters", "board")
# A side's points by kind: the columns of a score row (scoring.score_deal), then the extras
# (the row's total less the rest).
CATEGORIES = ("scope", "settebello", "primiera", "cards", "coins", "extras")
_COLUMNS = (SCOPE, SETTEBELLO, PRIMIERA, CARTE, DENARI)


def split_player(spec):
    """(level, revision or None) of a player's name: ``maestro``, ``seer``, ``maestro@REV``."""
    level, _, rev = spec.partition("@")
    if level not in LEVELS and level != SEER:
        raise ValueError("unknown player %r (a level of %s, %s, or LEVEL@REV)"
                         % (spec, ", ".join(LEVELS), SEER))
    if level == SEER and rev:
        raise ValueError("the seer is lab code, not a level a revision has: %r" % spec)
    if "@" in spec and not rev:
        raise ValueError("%r names no revision after @" % spec)
    return level, rev or None


def _cpu_ms():
    return time.process_time() * 1000.0


class Seating:
    """Makes the players of a run's matches in one mode: today's levels, the seer, the levels
    of other revisions (one ``lab.frozen`` child per revision, kept for the run: ``close``).
    In board mode ``budget`` holds each player's host time budget a move, in ms."""

    def __init__(self, mode="iters", host_over_board=None):
        if mode not in MODES:
            raise ValueError("unknown mode %r (one of %s)" % (mode, ", ".join(MODES)))
        if mode == "board" and not host_over_board:
            raise ValueError("board mode needs how many times faster the host runs than a board")
        self.mode = mode
        self.host_over_board = host_over_board
        self.children = {}
        self.budget = {}
        self.match = None
        self.playing = ()

    def child(self, rev):
        if rev not in self.children:
            self.children[rev] = Frozen(rev)
        return self.children[rev]

    def new_match(self, match, specs):
        """``match`` starts, played by ``specs``: the children of the revisions among them
        start theirs."""
        self.match = match
        revs = []
        for spec in specs:
            rev = split_player(spec)[1]
            if rev is not None and rev not in revs:
                revs.append(rev)
                self.child(rev).new_match(match.options, match.seed)
        self.playing = [self.children[r] for r in revs]

    def agent(self, spec, seed, kw, player):
        """The agent of ``spec`` at ``player``'s seat in the match begun, seeded ``seed``."""
        level, rev = split_player(spec)
        kw = dict(kw)
        time_ms = None
        if self.mode == "board":
            kw.pop("iters", None)  # a board's agents keep their level's own
            time_ms = self.think_ms(spec)
        if rev is not None:
            return self.child(rev).agent(player, level, seed, kw, time_ms)
        if time_ms is not None:
            kw.update(time_ms=time_ms, clock=_cpu_ms)
        if level == SEER:
            from lab.seer import Seer

            match = self.match
            return Seer(seed, sees=lambda: match.deal, **kw)
        return make_agent(level, seed, **kw)

    def think_ms(self, spec):
        """``spec``'s time budget a move on this host: its level's on a board (the seer's is
        Maestro's) over how much faster the host is."""
        if spec not in self.budget:
            from lab.boardtime import think_ms

            level = split_player(spec)[0]
            board_ms = think_ms()[LEVELS.index("maestro" if level == SEER else level)]
            self.budget[spec] = board_ms / self.host_over_board
        return self.budget[spec]

    def played(self, m):
        """Move ``m`` is about to be played in the match: the children play it too."""
        if self.playing:
            card, taken = self.match.deal.move_info(m)
            for child in self.playing:
                child.played(card, taken)

    def close(self):
        for child in self.children.values():
            child.close()
        self.children = {}


def play_match(options, seed, levels, agent_kw=None, times=None, a_kw=None, a_parity=0,
               seating=None, cut=None):
    """Play one match; ``levels[side % 2]`` plays each side (``a_kw``, if given, are the
    keywords of the agents on sides of parity ``a_parity``). ``seating`` makes the agents
    (by default today's levels, by iterations). ``times`` gets each player's move times (ms),
    ``cut`` (board mode) its count of moves that ran out of time. Returns the Match."""
    agent_kw = agent_kw or {}
    own = seating is None
    if own:
        seating = Seating()
    match = Match(options, seed)
    seating.new_match(match, levels)
    rng = Rng(seed)
    n = options.players
    agents = []
    for p in range(n):
        par = options.side_of(p) % 2
        kw = a_kw if (a_kw is not None and par == a_parity) else agent_kw
        agents.append(seating.agent(levels[par], rng.next30(), kw, p))
    try:
        while not match.over:
            deal = match.deal
            p = deal.to_move
            view = view_of(deal, p, match.totals)
            t0 = time.perf_counter_ns()
            c0 = _cpu_ms()
            m = agents[p].choose(view)
            dt = (time.perf_counter_ns() - t0) / 1e6
            cpu = _cpu_ms() - c0
            spec = levels[options.side_of(p) % 2]
            if isinstance(agents[p], FrozenAgent):  # timed in its child
                dt = agents[p].ms
                cpu = agents[p].cpu_ms
            if times is not None:
                times.setdefault(spec, []).append(dt)
            if cut is not None and spec in seating.budget and len(view.legal_moves()) > 1:
                counts = cut.setdefault(spec, [0, 0])
                counts[0] += cpu >= seating.budget[spec]
                counts[1] += 1
            seating.played(m)
            match.play(m)
    finally:
        if own:
            seating.close()
    return match


def side_points(match):
    """(A points, B points) summed over the deals, A = even sides (mean over its sides)."""
    sides = match.options.sides
    a = b = 0.0
    na = (sides + 1) // 2
    nb = sides // 2
    for row in match.results:
        for s in range(sides):
            if s % 2 == 0:
                a += row[s][5] / na
            else:
                b += row[s][5] / nb
    return a, b


def side_categories(match):
    """(A's, B's) points by CATEGORIES summed over the deals, as ``side_points`` counts them:
    each adds up to that side's points."""
    sides = match.options.sides
    na = (sides + 1) // 2
    nb = sides // 2
    a = [0.0] * len(CATEGORIES)
    b = [0.0] * len(CATEGORIES)
    for row in match.results:
        for s in range(sides):
            pts = row[s]
            into, k = (a, na) if s % 2 == 0 else (b, nb)
            rest = pts[TOTAL]
            for i in range(len(_COLUMNS)):
                into[i] += pts[_COLUMNS[i]] / k
                rest -= pts[_COLUMNS[i]]
            into[-1] += rest / k
    return a, b


def _pct(xs, q):
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def run(a, b, matches, seed, options, agent_kw=None, progress=False, a_kw=None, mode="iters",
        calibration=None):
    """``matches`` pairs of matches of A against B (see the module), in ``mode``; board mode
    takes ``calibration`` (``lab.boardtime.calibration()``, measured when not given). Returns
    the report as a dict."""
    for spec in (a, b):
        split_player(spec)
    if mode == "board" and calibration is None:
        from lab import boardtime

        calibration = boardtime.calibration()
    seating = Seating(mode, calibration["host_over_board"] if mode == "board" else None)
    rng = Rng(seed)
    wins = losses = draws = 0
    deals = 0
    diff = 0.0
    cats = [0.0] * len(CATEGORIES)
    cats_b = [0.0] * len(CATEGORIES)
    times = {}
    cut = {}
    try:
        for k in range(matches):
            s = rng.next30()
            # First A on the even sides, then B there: same seed, same deals.
            for swap in (False, True):
                levels = (b, a) if swap else (a, b)
                m = play_match(options, s, levels, agent_kw, times, a_kw, 1 if swap else 0,
                               seating, cut)
                pa, pb = side_points(m)
                ca, cb = side_categories(m)
                if swap:
                    pa, pb = pb, pa
                    ca, cb = cb, ca
                diff += pa - pb
                for i in range(len(CATEGORIES)):
                    cats[i] += ca[i]
                    cats_b[i] += cb[i]
                deals += len(m.results)
                w = m.winner
                if w < 0:
                    draws += 1
                elif (w % 2 == 0) != swap:
                    wins += 1
                else:
                    losses += 1
            if progress:
                print("%d/%d  %d-%d-%d" % (k + 1, matches, wins, losses, draws), file=sys.stderr)
    finally:
        revisions = {spec: seating.children[split_player(spec)[1]].commit
                     for spec in (a, b) if split_player(spec)[1] in seating.children}
        seating.close()
    n = wins + losses + draws
    rate = (wins + 0.5 * draws) / n if n else 0.0
    lo, hi = wilson(wins + 0.5 * draws, n)
    from lab import hostbin

    factor = hostbin.board_factor()
    tstats = {}
    for level, xs in times.items():
        med = _pct(xs, 0.5)
        mx = max(xs)
        tstats[level] = {
            "moves": len(xs),
            "host_cpython_ms_median": round(med, 3),
            "host_cpython_ms_p90": round(_pct(xs, 0.9), 3),
            "host_cpython_ms_max": round(mx, 3),
            "board_estimate_ms_median": round(med * factor, 1),
            "board_estimate_ms_max": round(mx * factor, 1),
        }
        if level in cut:
            tstats[level]["at_budget"] = round(cut[level][0] / max(1, cut[level][1]), 3)
    per = (lambda x: round(x / deals, 3)) if deals else (lambda x: 0.0)
    res = {
        "a": a,
        "b": b,
        "options": "Options(%s)" % describe_options(options),
        "matches": n,
        "seed": seed,
        "wins": wins,
        "losses": losses,
        "draws": draws,
        "win_rate": round(rate, 4),
        "win_rate_95ci": [round(lo, 4), round(hi, 4)],
        "deals": deals,
        "points_per_deal": round(diff / deals, 3) if deals else 0.0,
        "mode": mode,
        "categories": {CATEGORIES[i]: {"a": per(cats[i]), "b": per(cats_b[i]),
                                       "a_minus_b": per(cats[i] - cats_b[i])}
                       for i in range(len(CATEGORIES))},
        "move_times": tstats,
        "board_estimate_basis": "host CPython ms x %.1f (lab.hostbin.board_factor(): SAMD51 s per "
                                "board twin s; lab/bench_ai.py times the moves in the twin)" % factor,
    }
    if revisions:
        res["revisions"] = revisions
    if mode == "board":
        res["board_time"] = dict(calibration, host_budget_ms={
            spec: round(ms, 3) for spec, ms in seating.budget.items()})
    return res


def _text(res):
    """The report in a few lines."""
    lines = ["%s vs %s (%s, %s): %d-%d-%d, win rate %.3f [%.3f, %.3f], %+.3f points/deal" % (
        res["a"], res["b"], res["options"], res["mode"], res["wins"], res["losses"], res["draws"],
        res["win_rate"], res["win_rate_95ci"][0], res["win_rate_95ci"][1], res["points_per_deal"])]
    cats = res["categories"]
    lines.append("  a deal, A - B: " + ", ".join(
        "%s %+.3f" % (c, cats[c]["a_minus_b"]) for c in CATEGORIES))
    lines.append("  a deal, A / B: " + ", ".join(
        "%s %.3f/%.3f" % (c, cats[c]["a"], cats[c]["b"]) for c in CATEGORIES))
    if "board_time" in res:
        bt = res["board_time"]
        lines.append("  board time: host %.1fx a board; budgets a move (host ms): %s" % (
            bt["host_over_board"], ", ".join("%s %.2f" % kv for kv in bt["host_budget_ms"].items())))
        lines.append("  out of time: " + ", ".join(
            "%s %.1f%%" % (spec, 100 * t["at_budget"]) for spec, t in res["move_times"].items()
            if "at_budget" in t))
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--a", default="maestro", help="a level (%s), %s, or LEVEL@REV"
                    % (", ".join(LEVELS), SEER))
    ap.add_argument("--b", default="normale", help="as --a")
    ap.add_argument("--a-rev", default=None, help="A plays its level as at this git revision")
    ap.add_argument("--b-rev", default=None, help="B plays its level as at this git revision")
    ap.add_argument("--matches", type=int, default=100, help="match pairs are 2 matches each: "
                    "this counts matches, rounded up to an even number")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--options", default="", help='e.g. "players=4,teams,target=21"')
    ap.add_argument("--iters", type=int, default=None,
                    help="iteration budget of every agent (iterations mode)")
    ap.add_argument("--akw", default="", help='keywords for A\'s agent, e.g. "iters=60,leaves=12"')
    ap.add_argument("--modes", default="iters", help="iters, board or both: iters,board")
    ap.add_argument("--board-time", action="store_true", help="the same as --modes board")
    ap.add_argument("--host-over-board", type=float, default=None,
                    help="board mode: how many times faster this host thinks than a board "
                         "(measured by lab.boardtime when not given)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--progress", action="store_true")
    args = ap.parse_args(argv)
    a = args.a if args.a_rev is None else "%s@%s" % (args.a, args.a_rev)
    b = args.b if args.b_rev is None else "%s@%s" % (args.b, args.b_rev)
    modes = ["board"] if args.board_time else args.modes.split(",")
    try:
        for spec in (a, b):
            split_player(spec)
        for mode in modes:
            if mode not in MODES:
                raise ValueError("unknown mode %r (one of %s)" % (mode, ", ".join(MODES)))
    except ValueError as e:
        ap.error(str(e))
    options = parse_options(args.options) if args.options else Options()
    kw = {} if args.iters is None else {"iters": args.iters}
    akw = dict(kw)
    for item in args.akw.split(","):
        if item:
            k, v = item.split("=")
            akw[k] = int(v)
    calibration = None
    if "board" in modes:
        from lab import boardtime

        calibration = (boardtime.given(args.host_over_board) if args.host_over_board
                       else boardtime.calibration())
    out = [run(a, b, (args.matches + 1) // 2, args.seed, options, kw, args.progress, akw, mode,
               calibration) for mode in modes]
    if args.json:
        print(json.dumps(out[0] if len(out) == 1 else {"modes": out}, indent=1))
    else:
        print("\n".join(_text(res) for res in out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
