"""Self-check of the portable test set-up: runs under pytest (CPython) and under
tools/mp_run_tests.py (MicroPython unix port). Plain asserts, no fixtures.

It also pins down bytearray/int differences found on MicroPython 1.29 (unix port):
bytearray has no remove(), pop(), `del b[i]`, `del b[i:j]`, count(int), `int in b`,
`b * n`; int has no bit_length(). Slice assignment works, including shrinking.
"""

import sys

IS_MICROPYTHON = sys.implementation.name == "micropython"

# Largest small int on CircuitPython (SAMD51): wider ints are heap objects.
SMALL_INT_MAX = (1 << 30) - 1


def test_small_int_arithmetic_up_to_2_30_minus_1():
    x = SMALL_INT_MAX
    assert x == 1073741823 == 2**30 - 1
    assert (x * 3) // 3 == x
    assert x & 0x3FFFFFFF == x
    assert (x >> 1) | (1 << 29) == x
    assert x - (x - 1) == 1
    assert "%08x" % x == "3fffffff"
    assert (1 << 29) <= SMALL_INT_MAX < (1 << 30)


def test_bytearray_portable_ops():
    b = bytearray(b"abc")
    b.append(100)
    b.extend(b"ef")
    b[0] = 65
    assert bytes(b) == b"Abcdef"
    b[1:3] = b""  # the portable way to delete (no `del b[i]` on MicroPython)
    assert bytes(b) == b"Adef"
    b[1:1] = b"xy"
    assert bytes(b) == b"Axydef"
    assert b.find(b"de") == 3 and b.index(100) == 3
    assert b"d" in b
    assert len(b) == 6 and b[-1] == 102
    assert bytes(bytearray(3)) == b"\x00\x00\x00"


def test_bytearray_remove_pop_del_are_not_portable():
    b = bytearray(b"abc")
    if IS_MICROPYTHON:
        assert not hasattr(b, "remove")
        assert not hasattr(b, "pop")
        try:
            del b[0]
        except TypeError:
            pass
        else:
            raise AssertionError("del on bytearray now works on MicroPython")
    else:
        b.remove(98)
        assert bytes(b) == b"ac"


def test_int_bytes_roundtrip():
    assert int.from_bytes(b"\x01\x02", "big") == 258
    assert (258).to_bytes(2, "big") == b"\x01\x02"
    if IS_MICROPYTHON:
        assert not hasattr(5, "bit_length")
