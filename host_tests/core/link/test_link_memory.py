"""The link within a board's memory, measured in the board twin (CircuitPython's own VM, 32-bit:
a board's object sizes and collector). Budgets, not aims: the twin's measured figure plus a
margin; lower them as the code slims, never raise them quietly."""

import json

from lab import hostbin

ROOT = hostbin.ROOT
# Two boards (two Links and their matches, in one heap) play a whole match from source. Compiled
# from source the heap's layout moves with every module's size: the edge was 80 KB, then 84 once
# the deal grew is_scopa and its repr (a few hundred bytes), with holes above it (86 failed).
TWO_BOARDS_HEAP = "90k"


def _twin(args, heap):
    p = hostbin.run(args, heap=heap, timeout=300)
    return p.returncode, p.stdout + p.stderr


def test_two_boards_play_a_whole_match(twin_vm):
    rc, out = _twin(["lab/link_core_bench.py", ".", "1"], TWO_BOARDS_HEAP)
    assert rc == 0, out
    got = json.loads(out.strip().splitlines()[-1])
    assert got["moves"] > 40
    # The link's code with its own SHA-256 (a board has no hashlib), its handshake and the
    # texts' reader (scopa_core.lang), not its resync (loaded only when the boards disagree):
    # 30.0 KB in the twin.
    assert got["code_bytes"] <= 32 * 1024, got
    assert got["ready_bytes"] <= 4608, got  # one ready link and its fresh match: 3.8 KB
    assert got["peak_bytes"] <= 12 * 1024, got  # both boards' live data at most: 9.7 KB
