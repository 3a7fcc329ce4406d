"""Arena: two CPU levels play whole matches against each other on paired deals.

    python -m lab.arena --a maestro --b normale --matches 400 --seed 1 --json
    python -m lab.arena --a esperto --b normale --matches 200 --options "players=4,teams"

Match k is played twice with the same match seed (so the same deals), seats swapped: the
luck of the cards cancels out. Level A plays the even sides (with 3, 5 or 6 players each for
themselves: sides 0, 2, 4 against 1, 3, 5), level B the odd ones; in the paired match they
swap. A draw counts half a win in the win rate. Points per deal are A's mean side total
minus B's. Move times are host (CPython) wall times of ``choose``; the board estimate
multiplies them by ``lab.hostbin.board_factor()``, a SAMD51's seconds per second of the board
twin here, as if the twin ran this code at CPython's speed (a rough figure: ``lab/bench_ai.py``
times the moves in the twin itself).
"""

import argparse
import json
import math
import sys
import time

from scopa_core.ai.levels import make_agent, LEVELS
from scopa_core.match import Match
from scopa_core.notation import describe_options, parse_options
from scopa_core.options import Options
from scopa_core.rng import Rng
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


def play_match(options, seed, levels, agent_kw=None, times=None, a_kw=None, a_parity=0):
    """Play one match; ``levels[side % 2]`` plays each side (``a_kw``, if given, are the
    keywords of the agents on sides of parity ``a_parity``). Returns the Match."""
    agent_kw = agent_kw or {}
    match = Match(options, seed)
    rng = Rng(seed)
    n = options.players
    agents = []
    for p in range(n):
        par = options.side_of(p) % 2
        kw = a_kw if (a_kw is not None and par == a_parity) else agent_kw
        agents.append(make_agent(levels[par], rng.next30(), **kw))
    while not match.over:
        deal = match.deal
        p = deal.to_move
        view = view_of(deal, p, match.totals)
        t0 = time.perf_counter_ns()
        m = agents[p].choose(view)
        dt = time.perf_counter_ns() - t0
        if times is not None:
            times.setdefault(levels[options.side_of(p) % 2], []).append(dt / 1e6)
        match.play(m)
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


def _pct(xs, q):
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def run(a, b, matches, seed, options, agent_kw=None, progress=False, a_kw=None):
    rng = Rng(seed)
    wins = losses = draws = 0
    deals = 0
    diff = 0.0
    times = {}
    for k in range(matches):
        s = rng.next30()
        # First A on the even sides, then B there: same seed, same deals.
        for swap in (False, True):
            levels = (b, a) if swap else (a, b)
            m = play_match(options, s, levels, agent_kw, times, a_kw, 1 if swap else 0)
            pa, pb = side_points(m)
            if swap:
                pa, pb = pb, pa
            diff += pa - pb
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
    return {
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
        "move_times": tstats,
        "board_estimate_basis": "host CPython ms x %.1f (lab.hostbin.board_factor(): SAMD51 s per "
                                "board twin s; lab/bench_ai.py times the moves in the twin)" % factor,
    }


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--a", default="maestro", choices=LEVELS)
    ap.add_argument("--b", default="normale", choices=LEVELS)
    ap.add_argument("--matches", type=int, default=100, help="match pairs are 2 matches each: "
                    "this counts matches, rounded up to an even number")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--options", default="", help='e.g. "players=4,teams,target=21"')
    ap.add_argument("--iters", type=int, default=None, help="iteration budget of every agent")
    ap.add_argument("--akw", default="", help='keywords for A\'s agent, e.g. "iters=60,leaves=12"')
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--progress", action="store_true")
    args = ap.parse_args(argv)
    options = parse_options(args.options) if args.options else Options()
    kw = {} if args.iters is None else {"iters": args.iters}
    akw = dict(kw)
    for item in args.akw.split(","):
        if item:
            k, v = item.split("=")
            akw[k] = int(v)
    res = run(args.a, args.b, (args.matches + 1) // 2, args.seed, options, kw, args.progress, akw)
    if args.json:
        print(json.dumps(res, indent=1))
    else:
        print("%s vs %s (%s): %d-%d-%d, win rate %.3f [%.3f, %.3f], %+.3f points/deal" % (
            res["a"], res["b"], res["options"], res["wins"], res["losses"], res["draws"],
            res["win_rate"], res["win_rate_95ci"][0], res["win_rate_95ci"][1],
            res["points_per_deal"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
