"""The link's own SHA-256 (scopa_core/link/sha256.py) is SHA-256: the same digests as
hashlib, on CPython and in the board twin (CircuitPython's own VM, which like a board has no
hashlib), so the fair shuffle gives the same match on a board as on the host."""

import hashlib

from hypothesis import given, settings, strategies as st

from scopa_core.link import handshake as hs
from scopa_core.link.sha256 import digest
from lab import hostbin


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


LENGTHS = list(range(0, 130)) + [1000]
TWIN_DIGESTS = """
import binascii
from scopa_core.link.sha256 import digest
for n in %r:
    print(binascii.hexlify(digest(bytes((7 * i + n) & 255 for i in range(n)))).decode())
""" % (LENGTHS,)


def test_it_gives_the_same_digests_in_the_twin(twin_vm):
    p = hostbin.run(["-c", TWIN_DIGESTS], heap="256k", timeout=120)
    assert p.returncode == 0, p.stdout[-2000:] + p.stderr[-2000:]
    got = p.stdout.split()
    want = [hashlib.sha256(bytes((7 * i + n) & 255 for i in range(n))).hexdigest() for n in LENGTHS]
    assert len(got) == len(want)
    assert [n for n, g, w in zip(LENGTHS, got, want) if g != w] == []
