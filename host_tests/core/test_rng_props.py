"""The generator's split-multiply path (32-bit boards) gives the numbers of the WIDE path and
of the plain formula, for any seed."""

from hypothesis import given, settings, strategies as st

import scopa_core.rng as rng
from scopa_core.rng import Rng

seeds = st.integers(0, (1 << 30) - 1)


@settings(max_examples=300, deadline=None)
@given(seeds)
def test_split_multiply_matches_formula(x):
    assert rng._mul_mod30(x) == (x * 1103515245) % (1 << 30)


@settings(max_examples=200, deadline=None)
@given(seeds, st.integers(1, 40))
def test_wide_and_split_shuffles_agree(seed, n):
    out = []
    for wide in (True, False):
        old = rng.WIDE
        rng.WIDE = wide
        try:
            r = Rng(seed)
            seq = list(range(n))
            r.shuffle(seq)
            out.append((seq, r.state, r.next15(), r.below(n), r.next30()))
        finally:
            rng.WIDE = old
    assert out[0] == out[1]


@settings(max_examples=200, deadline=None)
@given(seeds, st.integers(1, 32768))
def test_below_in_range_and_formula(seed, n):
    r = Rng(seed)
    s = seed
    got = r.below(n)
    limit = 32768 - 32768 % n
    while True:
        s = (s * 1103515245 + 12345) % (1 << 30)
        if s >> 15 < limit:
            break
    assert got == (s >> 15) % n and 0 <= got < n
