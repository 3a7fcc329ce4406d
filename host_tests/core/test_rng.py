"""scopa_core.rng: the LCG of record (state = state * 1103515245 + 12345 mod 2**30, output
the top 15 bits), identical numbers on every interpreter, WIDE and split paths agree."""

import scopa_core.rng as rng
from scopa_core.rng import Rng


def _ref_next15(state):
    state = (state * 1103515245 + 12345) % (1 << 30)
    return state, state >> 15


def test_next15_matches_formula():
    for seed in (0, 1, 12345, (1 << 30) - 1, 987654321):
        r = Rng(seed)
        s = seed
        for i in range(200):
            s, want = _ref_next15(s)
            assert r.next15() == want, (seed, i)
        assert r.state == s


def test_known_answers():
    # pinned values: the same on CPython, MicroPython and CircuitPython
    r = Rng(12345)
    assert [r.next15() for _ in range(5)] == [10168, 19976, 11466, 6997, 1086]
    r = Rng(7)
    a = r.next30()
    r2 = Rng(7)
    assert a == r2.next15() << 15 | r2.next15()
    assert 0 <= a < 1 << 30


def test_below_choice_shuffle_ranges():
    r = Rng(3)
    for n in (1, 2, 3, 7, 40, 41, 1000, 32768):
        for _ in range(20):
            assert 0 <= r.below(n) < n
    for bad in (0, -1, 32769):
        try:
            r.below(bad)
        except ValueError:
            pass
        else:
            raise AssertionError("below(%d)" % bad)
    seq = list(range(40))
    r.shuffle(seq)
    assert sorted(seq) == list(range(40)) and seq != list(range(40))
    assert r.choice("abc") in "abc"
    for bad in (-1, 1 << 30, "1"):
        try:
            Rng(bad)
        except ValueError:
            pass
        else:
            raise AssertionError("Rng(%r)" % (bad,))


def _shuffled(seed, wide, n=40, as_bytes=False):
    old = rng.WIDE
    rng.WIDE = wide
    try:
        r = Rng(seed)
        seq = bytearray(range(n)) if as_bytes else list(range(n))
        r.shuffle(seq)
        return list(seq), r.state, r.next15()
    finally:
        rng.WIDE = old


def test_wide_and_split_paths_agree():
    for seed in (0, 1, 2, 99, 4242, 65535, (1 << 30) - 1, 123456789):
        for n in (2, 10, 40):
            assert _shuffled(seed, True, n) == _shuffled(seed, False, n), (seed, n)
        assert _shuffled(seed, True, 40, True) == _shuffled(seed, False, 40, False)


def test_shuffle_equals_below_draws():
    # Fisher-Yates from the top: the same draws as below(i + 1)
    for seed in (5, 6):
        r = Rng(seed)
        want = list(range(40))
        for i in range(39, 0, -1):
            j = r.below(i + 1)
            want[i], want[j] = want[j], want[i]
        assert _shuffled(seed, True)[0] == want
