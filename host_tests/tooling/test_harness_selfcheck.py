"""Self-check of the portable test set-up: runs under pytest (CPython) and under
lab/mp_run_tests.py in the board twin (CircuitPython 10.2.1's VM). Plain asserts, no fixtures.

It also pins down what a board's bytearray lacks (CircuitPython 10.2.1, as the twin runs it):
no remove(), pop(), `del b[i]`, `del b[i:j]`, and no int argument to find(), index() or
count() (a TypeError there, though MicroPython's unix port takes one), nor `int in b`.
Slice assignment works, including shrinking; `b * n` and int.bit_length() work.
"""

import sys

ON_BOARD_VM = sys.implementation.name != "cpython"  # the board twin (CircuitPython)

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
    b[1:3] = b""  # the portable way to delete (no `del b[i]` on a board)
    assert bytes(b) == b"Adef"
    b[1:1] = b"xy"
    assert bytes(b) == b"Axydef"
    assert b.find(b"de") == 3 and b.index(b"d") == 3  # bytes, not an int: see the docstring
    assert b"d" in b and bytes(b * 2) == b"AxydefAxydef"
    assert len(b) == 6 and b[-1] == 102
    assert bytes(bytearray(3)) == b"\x00\x00\x00"


def test_bytearray_remove_pop_del_are_not_portable():
    b = bytearray(b"abc")
    if ON_BOARD_VM:
        assert not hasattr(b, "remove")
        assert not hasattr(b, "pop")
        for what in (lambda: b.__delitem__(0), lambda: b.find(98), lambda: b.index(98),
                     lambda: b.count(98), lambda: 98 in b):
            try:
                what()
            except (TypeError, AttributeError, NotImplementedError):
                pass
            else:
                raise AssertionError("the board's bytearray now does what it did not")
        try:
            del b[0]
        except TypeError:
            pass
        else:
            raise AssertionError("del on bytearray now works on the board")
    else:
        b.remove(98)
        assert bytes(b) == b"ac"


def test_int_bytes_roundtrip():
    assert int.from_bytes(b"\x01\x02", "big") == 258
    assert (258).to_bytes(2, "big") == b"\x01\x02"
    assert (5).bit_length() == 3  # CircuitPython has it (MicroPython's unix port did not)
