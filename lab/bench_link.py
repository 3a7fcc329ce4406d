"""The link's figures for ``make bench``: ``link_figures(quick=False) -> dict``.

- Wire: whole CPU-against-CPU matches over the in-memory cable (lab/linktest.py), clean and
  with EXAMPLE_FAULTS (frames dropped, corrupted, doubled): bytes on the wire per match (both
  directions) and per move, frames per move, the handshake's bytes, retransmissions.
- Time per move at 115200 baud: the bytes of one move (both directions) at 10 bits a byte,
  plus what the link's code costs one board per move, measured in the board twin
  (lab/link_core_bench.py in CircuitPython's own VM) and scaled to a SAMD51 with
  lab.hostbin.board_factor(). The main loop's poll interval comes on top.
- Board memory: heap held by the link's code, by one ready link and by both boards at most
  (the twin: 32-bit, a board's object sizes), and the handshake's time with the link's
  pure-Python SHA-256 (scopa_core/link/sha256.py).

Run alone: ``python -m lab.bench_link [--quick]``.
"""

import json
import os
import sys

from lab import hostbin
from tools.link_play import summarize
from lab.linktest import run_match
from tools.link_transport import parse_faults

BAUD = 115200
EXAMPLE_FAULTS = "drop=0.05,corrupt=0.02,dup=0.02"

_SHA_TIMER = """
import sys, time
sys.path.insert(0, ".")
from scopa_core.link.sha256 import digest
d = b"scopa-link-commit" + bytes(16)
t = time.ticks_us()
for i in range(40):
    digest(d)
print((time.ticks_us() - t) / 40000)
"""


def _twin(args, timeout=600):
    """The last line ``args`` print in the board twin: (line, None), or (None, why not)."""
    try:
        p = hostbin.run(args, heap="256k", timeout=timeout)
    except hostbin.Unavailable as e:
        return None, "board twin not built: %s" % e
    if p.returncode != 0:
        return None, (p.stderr or p.stdout).strip().splitlines()[-1:]
    return p.stdout.strip().splitlines()[-1], None


def _pure_sha_ms():
    """One SHA-256 of a commitment's size with the link's own SHA-256, in the twin."""
    out, _err = _twin(["-c", _SHA_TIMER])
    return float(out) if out else None


def _handshake_bytes():
    """Bytes both boards write from begin() until both are ready, on a clean cable."""
    from scopa_core.link.link import Link
    from scopa_core.options import Options
    from lab.linktest import VirtualClock
    from tools.link_transport import memory_pair

    clock = VirtualClock()
    ta, tb, _plan = memory_pair(lambda: clock.t)
    a = Link(ta, clock, os.urandom)
    b = Link(tb, clock, os.urandom)
    a.begin(Options())
    b.begin(Options())
    while a.state != "ready" or b.state != "ready":
        a.poll()
        b.poll()
        clock.t += 10
    return ta.written + tb.written


def link_figures(quick=False):
    n = 5 if quick else 30
    clean = [run_match(100 + i) for i in range(n)]
    s = summarize(clean, {})
    moves = sum(r[1]["moves"] for r in clean)
    frames = sum(r[1]["stats"]["frames_out"] + r[2]["stats"]["frames_out"] for r in clean)
    faults = parse_faults(EXAMPLE_FAULTS)
    noisy = summarize([run_match(200 + i, faults) for i in range(n)], faults)
    out = {
        "matches": n,
        "bytes_per_match": s["bytes_per_match"],
        "bytes_per_move": s["bytes_per_move"],
        "frames_per_move": round(frames / moves, 2),
        "handshake_bytes": _handshake_bytes(),
        "faults": EXAMPLE_FAULTS,
        "faulty_transcripts_identical": noisy["transcripts_identical"],
        "faulty_both_lost": noisy["both_report_link_lost"],
        "faulty_silent_divergences": noisy["silent_divergences"],
        "faulty_retransmissions_per_match": round(noisy["retransmissions"] / n, 1),
        "faulty_bytes_per_move": noisy["bytes_per_move"],
        "wire_ms_per_move_115200": round(s["bytes_per_move"] * 10 / BAUD * 1000, 2),
    }
    got, err = _twin(["lab/link_core_bench.py", ".", "2" if quick else "5"])
    factor = hostbin.board_factor()
    if got:
        mp = json.loads(got)
        out["twin_link_ms_per_move"] = mp["link_ms_per_move"]
        out["board_estimate_link_ms_per_move"] = round(mp["link_ms_per_move"] * factor, 1)
        # One move: the sender's work, the bytes on the wire, the receiver's work.
        out["board_estimate_ms_per_move_115200"] = round(
            out["wire_ms_per_move_115200"] + 2 * out["board_estimate_link_ms_per_move"], 1)
        out["link_code_bytes_twin"] = mp["code_bytes"]
        out["ready_link_bytes_twin"] = mp["ready_bytes"]
        out["match_peak_bytes_two_boards_twin"] = mp["peak_bytes"]
        sha = _pure_sha_ms()
        if sha is not None:
            out["twin_sha256_ms"] = sha
            out["board_estimate_sha256_ms"] = round(sha * factor)
            # Three hashes a board: its commitment, the peer's check, the match seed.
            out["board_estimate_handshake_ms"] = round(
                (3 * sha + mp["handshake_ms"]) * factor)
    else:
        out["twin_error"] = err
    out["note"] = ("board figures: the board twin's x %.0f (lab.hostbin.board_factor); add one "
                   "main-loop poll interval on each board per move" % factor)
    return out


if __name__ == "__main__":
    print(json.dumps(link_figures("--quick" in sys.argv), indent=2))
