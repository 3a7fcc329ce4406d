"""The link's own SHA-256 (scopa_core/link/sha256.py) is SHA-256: the same digests as
hashlib, on CPython and on MicroPython, so the fair shuffle gives the same match on a board
(which has no hashlib) as on the host."""

import hashlib
import os
import subprocess

from hypothesis import given, settings, strategies as st

from scopa_core.link import handshake as hs
from scopa_core.link.sha256 import digest
from tools.hostbin import host_tool

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_the_link_sha256_is_sha256(data):
    assert digest(data) == hashlib.sha256(data).digest()


def test_every_padding_length_and_several_blocks():
    # 55 and 56 bytes: the length fits the first block or needs a second; 64 and 119/120 the same
    # one block on; the test vectors of FIPS 180-4's examples too.
    for n in list(range(0, 130)) + [1000]:
        data = bytes((7 * i + n) & 255 for i in range(n))
        assert digest(data) == hashlib.sha256(data).digest(), n
    assert digest(b"abc").hex() == (
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")


def test_the_handshake_hashes_with_it():
    a, b = bytes(range(16)), bytes(range(100, 116))
    assert hs.commitment(a) == hashlib.sha256(b"scopa-link-commit" + a).digest()
    d = hashlib.sha256(b"scopa-link-deck" + a + b).digest()
    assert hs.match_seed(a, b) == int.from_bytes(d[:4], "big") & ((1 << 30) - 1)


MP_CHECK = """
import sys, hashlib
sys.path.insert(0, ".")
from scopa_core.link.sha256 import digest
bad = [n for n in list(range(0, 130)) + [1000]
       if digest(bytes((7 * i + n) & 255 for i in range(n)))
       != hashlib.sha256(bytes((7 * i + n) & 255 for i in range(n))).digest()]
print("BAD", bad)
"""


def test_it_gives_the_same_digests_under_micropython():
    mp = host_tool("micropython")
    assert mp, "no micropython binary: run `make venv`"
    p = subprocess.run([mp, "-X", "heapsize=256k", "-c", MP_CHECK], cwd=ROOT, capture_output=True,
                       text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert p.returncode == 0 and "BAD []" in p.stdout, p.stdout + p.stderr
