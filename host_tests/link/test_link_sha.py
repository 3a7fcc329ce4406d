"""The fair shuffle gives the same match on a board as on the host: the board has no
hashlib and uses adafruit_hashlib's pure-Python SHA-256 (shared/PLATFORM.md)."""

import os
import subprocess
import sys

from scopa_core.link import handshake as hs

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SEEDS = (bytes(range(16)), bytes(range(100, 116)))

# hashlib made unimportable, as on the PyBadge's CircuitPython build.
NO_HASHLIB = """
import sys
sys.modules["hashlib"] = None
sys.path.insert(0, %r)
from scopa_core.link import handshake as hs
assert hs.sha256.__module__ == "adafruit_hashlib._sha256", hs.sha256.__module__
a, b = bytes(range(16)), bytes(range(100, 116))
print(hs.commitment(a).hex(), hs.match_seed(a, b))
""" % ROOT


def test_the_board_fallback_gives_the_same_commitments_and_match_seed():
    p = subprocess.run([sys.executable, "-c", NO_HASHLIB], capture_output=True, text=True,
                       timeout=60)
    assert p.returncode == 0, p.stderr
    commit, seed = p.stdout.split()
    a, b = SEEDS
    assert commit == hs.commitment(a).hex()
    assert int(seed) == hs.match_seed(a, b)


def test_the_pure_python_sha256_matches_hashlib_on_link_inputs():
    import hashlib

    from adafruit_hashlib._sha256 import sha256 as pure

    for n in (0, 1, 16, 33, 55, 56, 63, 64, 65, 200):
        data = b"scopa-link-commit" + bytes(range(n % 256)) * (1 + n // 256)
        assert pure(data).digest() == hashlib.sha256(data).digest()
