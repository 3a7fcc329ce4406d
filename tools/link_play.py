"""One end of a linked match on the host: a link, the game's session, a CPU player.

``End`` drives one board as the table does: poll the link, ask the session what the cable
did outside the turns (``Session.follow``: the peer conceded or left, a resync, a stop),
tick the session, and decide the outcome:

- "completed": the match is over and the peer confirmed this board's last move;
- "lost": the peer went silent past the timeout (or restarted);
- "failed": a protocol violation (the link's message says which);
- "unfinished": still running when the caller gave up.

``verdict`` judges a pair of ends' reports, ``summarize`` a run of such pairs.
"""

import random

from scopa_core.ai.levels import make_agent
from scopa_core.link.channel import ticks_diff
from scopa_core.session import Session


class CpuSeat:
    """A CPU agent that also takes ``think_ms`` (a random range) of clock time per move, so a
    match lasts as long as a real one and the link's timers all get exercised."""

    def __init__(self, level, seed, clock, think_ms=(0, 0)):
        self.agent = make_agent(level, seed)
        self.clock = clock
        self.rng = random.Random(seed)
        self.think = think_ms
        self._started = 0
        self._think = 0

    def start(self, view):
        self.agent.start(view)
        self._started = self.clock()
        self._think = self.rng.randint(*self.think)

    def step(self, budget):
        if ticks_diff(self.clock(), self._started) < self._think:
            return None
        return self.agent.step(budget)


class End:
    """One board: ``step()`` once per main-loop tick until ``done``."""

    def __init__(self, link, options, level="normale", seed=0, think_ms=(0, 0), linger_ms=5000):
        self.link = link
        self.options = options
        self.level = level
        self.seed = seed
        self.think = think_ms
        self.linger_ms = linger_ms
        self.session = None
        self.outcome = "unfinished"
        self.done = False
        self.events = []  # what Session.follow reported
        self._over_at = None
        link.begin(options)

    def step(self):
        link = self.link
        if self.done:
            return
        link.poll()
        if link.match is not None and self.session is None:
            local = CpuSeat(self.level, self.seed, link.clock, self.think)
            seats = [None, None]
            seats[link.local_player] = local
            seats[1 - link.local_player] = link.seat()
            self.session = Session(link.match, seats)
        s = self.session
        if s is not None and not s.match.over:
            said = s.follow()
            if said is not None:
                self.events.append(said)
            elif link.state == "ready":
                s.tick(8)
        self._decide()

    def _decide(self):
        link = self.link
        if link.state == "failed":
            self.outcome = "failed"
            self.done = True
        elif link.state == "lost":
            # A match that ended and was confirmed before the silence still counts.
            self.outcome = "completed" if self.outcome == "completed" else "lost"
            self.done = True
        elif link.finished:
            self.outcome = "completed"
            now = link.clock()
            if self._over_at is None:
                self._over_at = now
            # Stay a little so the peer gets our last acknowledgement and checksum.
            waited = ticks_diff(now, self._over_at)
            if (link.settled and waited >= 200) or waited >= self.linger_ms:
                self.done = True

    def report(self):
        link = self.link
        m = link.match
        out = {"outcome": self.outcome, "state": link.state, "message": link.message,
               "player": link.local_player, "stats": link.stats()}
        if m is not None:
            out["transcript"] = m.to_bytes().hex()
            out["moves"] = len(m.history)
            out["winner"] = m.winner
            out["totals"] = list(m.totals)
        return out


def verdict(a, b):
    """Classify a pair of ``End.report()``: "identical" transcripts (the goal), "lost" (both
    ends report the link lost or failed), "hung" (an end never decided: a bug) or
    "diverged" (different transcripts and an end that believes in its own: a bug)."""
    if "unfinished" in (a["outcome"], b["outcome"]):
        return "hung"
    if a.get("transcript") is not None and a.get("transcript") == b.get("transcript"):
        if a["outcome"] == b["outcome"] == "completed":
            return "identical"
    if a["outcome"] in ("lost", "failed") and b["outcome"] in ("lost", "failed"):
        return "lost"
    if a.get("transcript") == b.get("transcript"):
        return "identical"
    return "diverged"


def summarize(results, faults):
    """The figures of a run: ``results`` is a list of (verdict, report, report, fault counts),
    as lab.linktest.run_match returns them."""
    n = len(results)
    verdicts = [r[0] for r in results]
    stats = {}
    for _v, ra, rb, _c in results:
        for r in (ra, rb):
            for k, v in r["stats"].items():
                stats[k] = stats.get(k, 0) + v
    counts = {}
    for r in results:
        for k, v in r[3].items():
            counts[k] = counts.get(k, 0) + v
    def written(r):  # bytes this end put on the wire
        return r.get("written", r.get("stats", {}).get("bytes_out", 0))

    moves = sum(r[1].get("moves", 0) for r in results if r[0] == "identical")
    wire = sum(written(r[1]) + written(r[2]) for r in results if r[0] == "identical")
    completed = sum(1 for r in results if r[1]["outcome"] == r[2]["outcome"] == "completed")
    return {
        "matches": n,
        "faults": faults,
        "matches_completed": completed,
        "transcripts_identical": verdicts.count("identical"),
        "both_report_link_lost": verdicts.count("lost"),
        "silent_divergences": verdicts.count("diverged"),
        "hung": verdicts.count("hung"),
        "retransmissions": stats.get("retransmissions", 0),
        "bytes_per_move": round(wire / moves, 1) if moves else None,
        "bytes_per_match": round(wire / verdicts.count("identical")) if moves else None,
        "errors_detected": {
            "bad_frames": stats.get("bad_frames", 0),
            "duplicate_frames": stats.get("duplicates", 0),
            "state_mismatches": stats.get("mismatches", 0),
            "resyncs": stats.get("resyncs", 0),
            "moves_refused": stats.get("refused", 0),
            "moves_sent_again": stats.get("move_resends", 0),
        },
        "faults_injected": counts,
        "virtual_seconds": round(sum(r[1].get("virtual_s", 0) for r in results), 1),
    }
