"""docs/figures.md from a ``make bench`` report: the figures the docs quote, written by the
bench, never copied by hand.

    python -m lab.bench                       # prints the JSON and writes docs/figures.md
    python -m lab.twin.figures report.json    # the page from a saved report
"""

import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PAGE = os.path.join(ROOT, "docs", "figures.md")


def _table(head, rows):
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    out += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return out


def _kb(v):
    return "—" if v is None else ("%s" % v)


def board(rep):
    """The board twin: memory per seating, Python stack, speed and think time."""
    tw = rep.get("twin") or {}
    mem = tw.get("memory") or {}
    if not tw:
        return []
    out = ["## On the board (the board twin)", ""]
    if mem:
        out += ["Each row: a whole match through `code.py` in the board twin (docs/twin.md), the "
                "modules as `make deploy` sends them, the heap grown in pieces as a PyBadge grows "
                "it. *Spare*: the most heap held back from `code.py`'s start (bisected in 1 KB "
                "steps) with which the match still completes; the budget is %d KB "
                "(docs/board.md). *Seen unused*: the least heap unused at a collection, in a run "
                "without ballast (a rougher reading of the same room). *Live*: the heap in use "
                "after a collection, when it is your turn and at its most. *Python stack*: the "
                "deepest use of the board's 2,048 bytes (the budget is 1,536). *Largest block*: "
                "the largest single allocation. *Names*: the strings the match interned for good "
                "(their pools are heap, counted in the spare). *Last-block faults*: collections "
                "that met CircuitPython 10.2.1's fault the twin corrects (docs/twin.md)."
                % mem.get("budget_kb", 16), ""]
        rows = []
        least = None
        for name, r in mem.items():
            if not isinstance(r, dict):
                continue
            sp = r.get("spare_kb")
            if sp is not None and (least is None or sp < least[0]):
                least = (sp, name)
            rows.append((name, _kb(sp), r.get("spare_seen_kb"), r.get("live_table_kb"),
                         r.get("live_most_kb"), r.get("pystack_peak"), r.get("max_alloc"),
                         r.get("names"), r.get("gc_overruns"), "yes" if r.get("ok") else "**no**"))
        out += _table(("match", "spare, KB", "seen unused, KB", "live at the table, KB",
                       "live at most, KB", "Python stack, bytes", "largest block, bytes", "names",
                       "last-block faults", "completes"), rows)
        out.append("")
        if least is not None:
            out += ["The least spare: **%s KB**, %s." % least, ""]
    sp = tw.get("speed") or {}
    if sp.get("twin_pystones"):
        out += ["**Speed.** The twin runs %.0f pystones a second here; CircuitPython on a "
                "SAMD51 runs about %d, so a second of the twin is about %.0f seconds of the "
                "board. With the twin's clock running that much faster than the host's, the CPU's "
                "time budget cuts its search where a board's would, and Maestro's think time per "
                "move, as a board would show it, is:" % (
                    sp["twin_pystones"], sp["board_pystones"], sp["twin_over_board"]), ""]
        rows = []
        for name, r in sp.items():
            if isinstance(r, dict) and r.get("moves"):
                rows.append((name, r["moves"], r["median_s"], r["max_s"],
                             "%d%%" % round(100 * r["at_budget"]), r["budget_s"]))
        out += _table(("match", "moves", "median, s", "max, s", "moves that used the whole budget",
                       "budget, s"), rows)
        out.append("")
    elif sp.get("left_out"):
        out += ["Speed figures left out: %s." % sp["left_out"], ""]
    return out


def engine(rep):
    e = rep.get("engine") or {}
    if not e:
        return []
    out = ["## The engine", ""]
    rows = [("CPython, random two-player deals a second", e.get("cpython_deals_per_s")),
            ("the plain list-based yardstick, timed in turns", e.get("cpython_plain_engine_deals_per_s")),
            ("ratio", e.get("cpython_engine_over_plain_engine")),
            ("at the yardstick's calibration (6,000)", e.get("cpython_deals_per_s_at_issue_calibration")),
            ("the twin, deals a second", e.get("twin_deals_per_s")),
            ("a deal on a board, ms (estimate)", e.get("board_estimate_ms_per_deal")),
            ("a whole match's smallest heap, precompiled, KB", e.get("match_smallest_heap_kb_precompiled")),
            ("a whole match's smallest heap, from source, KB", e.get("match_smallest_heap_kb_from_source"))]
    if e.get("cpython_instructions_per_deal"):
        rows.insert(4, ("CPython instructions a deal (callgrind)", e["cpython_instructions_per_deal"]))
    out += _table(("figure", "value"), [r for r in rows if r[1] is not None])
    out.append("")
    return out


def cpu(rep):
    a = rep.get("ai") or {}
    if not a:
        return []
    out = ["## The CPU players", ""]
    ladder = a.get("ladder") or []
    if ladder:
        out += ["Matches between levels (%s a pair; CPython, iterations not time):" %
                a.get("matches_per_pair", "?"), ""]
        out += _table(("level", "against", "won", "95% interval", "points a deal"),
                      [(r["a"], r["b"], "%d%%" % round(100 * r["win_rate"]),
                        "%d–%d%%" % tuple(round(100 * x) for x in r["win_rate_95ci"]),
                        "%+.2f" % r["points_per_deal"]) for r in ladder])
        out.append("")
    twin = a.get("twin") or []
    if twin:
        out += ["One move's search alone, in the twin (a board estimate beside it):", ""]
        out += _table(("level", "game", "median, ms (board)", "max, ms (board)", "heap a move, bytes, max"),
                      [(r["level"], r["options"], "%s (%s)" % (r["twin_ms_median"], r["board_estimate_ms_median"]),
                        "%s (%s)" % (r["twin_ms_max"], r["board_estimate_ms_max"]), r["heap_bytes_max"])
                       for r in twin])
        out.append("")
    return out


def link(rep):
    k = rep.get("link") or {}
    if not k:
        return []
    out = ["## The cable", ""]
    rows = [("bytes a move, clean cable", k.get("bytes_per_move")),
            ("bytes a move, faulty cable (%s)" % k.get("faults"), k.get("faulty_bytes_per_move")),
            ("handshake, bytes", k.get("handshake_bytes")),
            ("wire time a move at 115200 baud, ms", k.get("wire_ms_per_move_115200")),
            ("a move on a board with the wire, ms (estimate)", k.get("board_estimate_ms_per_move_115200")),
            ("the link's code in the heap, bytes", k.get("link_code_bytes_twin")),
            ("faulty-cable matches with identical transcripts", k.get("faulty_transcripts_identical"))]
    out += _table(("figure", "value"), [r for r in rows if r[1] is not None])
    out.append("")
    return out


def text(rep):
    t = rep.get("text") or {}
    rows = [(name, r.get("code_bytes"), r.get("label_bytes"), r.get("bytes_per_text_change"))
            for name, r in t.items() if isinstance(r, dict) and "code_bytes" in r]
    if not rows:
        return []
    out = ["## Text on the screen", "",
           "The library the design names against the game's own `Label`, each loaded in a fresh "
           "board twin as the board gets it: the heap its code takes, one label of 26 "
           "characters, and what one change of its text allocates.", ""]
    out += _table(("module", "code, bytes", "one label, bytes", "a text change, bytes"), rows)
    out.append("")
    return out


def page(rep):
    lines = ["# Figures", "",
             "Written by `make bench` (%s, Python %s%s); do not edit by hand. Times move with "
             "the machine's load: each board estimate is scaled by a speed measured in the same "
             "run." % (rep.get("when", "?"), rep.get("python", "?"),
                       ", quick run" if rep.get("quick") else ""), ""]
    for part in (board, engine, cpu, link, text):
        lines += part(rep)
    return "\n".join(lines).rstrip() + "\n"


def write(rep, path=PAGE):
    with open(path, "w") as f:
        f.write(page(rep))
    return path


if __name__ == "__main__":
    with open(sys.argv[1]) as f:
        print(write(json.load(f)))
