"""Golden transcripts of whole matches (lab/transcript.py), and the same transcripts run in
the board twin (CircuitPython's own VM, 32-bit: 30-bit small ints, single floats) must be
byte-identical to CPython's.

Regenerate the goldens deliberately: REGEN_GOLDEN=1 make test (then review the diff)."""

import os

import pytest

from lab import hostbin
from lab.transcript import transcript

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOLDEN = os.path.join(ROOT, "host_tests", "golden")

# name, options text, match seed, chooser seed
CASES = (
    ("default", "", 1, 1),
    ("teams", "players=4,teams", 7, 3),
    ("scopone3", "players=3,scopone", 11, 4),
    ("escoba", "escoba", 5, 9),
    ("mistakes", "mistakes,napola,re_bello", 7, 3),
    ("fixed", "end=fixed,deals=1", 2024, 5),
)


def _text(lines):
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name,options,seed,chooser", CASES, ids=[c[0] for c in CASES])
def test_golden_transcript(name, options, seed, chooser):
    path = os.path.join(GOLDEN, name + ".txt")
    got = _text(transcript(options, seed, chooser))
    if os.environ.get("REGEN_GOLDEN") == "1":
        with open(path, "w", newline="\n") as f:
            f.write(got)
    assert os.path.exists(path), "missing golden %s: run with REGEN_GOLDEN=1" % path
    with open(path, newline="") as f:
        want = f.read()
    assert got == want, "transcript %s differs from %s" % (name, path)


def test_transcript_is_deterministic():
    a = transcript("players=4,teams,mistakes", 99, 1)
    b = transcript("players=4,teams,mistakes", 99, 1)
    assert a == b
    assert transcript("", 1, 2) != transcript("", 1, 1)


# Every case but "mistakes" completes in 48 KB of the twin's heap: a bounded heap, with room.
TWIN_HEAP = "64k"


@pytest.mark.parametrize("name,options,seed,chooser", CASES, ids=[c[0] for c in CASES])
def test_twin_transcript_byte_identical(twin_vm, name, options, seed, chooser):
    proc = hostbin.run(["lab/transcript.py", options, str(seed), str(chooser)], heap=TWIN_HEAP,
                       timeout=300, text=False)
    assert proc.returncode == 0, proc.stdout.decode(errors="replace") + proc.stderr.decode(
        errors="replace")
    want = _text(transcript(options, seed, chooser)).encode()
    assert proc.stdout == want
