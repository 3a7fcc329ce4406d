"""The project's own seeded random generator.

``random`` differs between CPython and CircuitPython, so a deal that must be identical on two
devices, in a saved match or in a golden transcript comes from here. Every intermediate value
stays below 2**30, so nothing allocates on a board where small ints stop at 2**30 - 1.

It is a linear congruential generator modulo 2**30 (multiplier 1103515245 mod 2**30, increment
12345: full period, since the multiplier is 1 mod 4 and the increment odd). Its low bits are
weak, so outputs use only the top 15 bits of the state.
"""

import sys

_MASK30 = 0x3FFFFFFF
_MASK15 = 0x7FFF
# 1103515245 mod 2**30, split in 15-bit halves so products stay below 2**30.
_A_HI = (1103515245 & _MASK30) >> 15
_A_LO = 1103515245 & _MASK15
_A = 1103515245 & _MASK30
_C = 12345
# Where small ints are 63 bits wide (CPython, 64-bit MicroPython) the product fits without a
# heap allocation, so the plain formula runs; 32-bit boards use the split one. Same numbers.
WIDE = sys.maxsize > 1 << 62
# below(n) rejects draws at or above LIMIT[n] so every index is equally likely.
_LIMIT = tuple(32768 - 32768 % n if n else 0 for n in range(41))


def _mul_mod30(x):
    """(x * A) mod 2**30 without any product reaching 2**30."""
    x_hi = x >> 15
    x_lo = x & _MASK15
    low = x_lo * _A_LO  # < 2**30
    # Bits 15..29 of the product: the high half of ``low`` plus both cross terms, mod 2**15.
    high = ((low >> 15) + ((x_hi * _A_LO) & _MASK15) + ((x_lo * _A_HI) & _MASK15)) & _MASK15
    return (high << 15) | (low & _MASK15)


class Rng:
    """Deterministic generator: same seed, same numbers, on every interpreter."""

    def __init__(self, seed=0):
        if not isinstance(seed, int) or seed < 0 or seed > _MASK30:
            raise ValueError("seed must be an int in 0..2**30-1, got %r" % (seed,))
        self.state = seed

    def next15(self):
        """Next number in 0..32767."""
        self.state = (_mul_mod30(self.state) + _C) & _MASK30
        return self.state >> 15

    def next30(self):
        """Next number in 0..2**30-1 (two draws)."""
        return (self.next15() << 15) | self.next15()

    def below(self, n):
        """Uniform int in 0..n-1 for 1 <= n <= 32768 (rejection keeps it unbiased)."""
        if n <= 0 or n > 32768:
            raise ValueError("below() takes 1..32768, got %r" % (n,))
        limit = _LIMIT[n] if n <= 40 else 32768 - (32768 % n)
        r = self.next15()
        while r >= limit:
            r = self.next15()
        return r % n

    def shuffle(self, seq):
        """Fisher-Yates shuffle of a list or bytearray (at most 40 items) in place.

        The same draws as ``below(i + 1)`` for i from the top down, inlined: a deal's shuffle
        is the hottest RNG use."""
        if not WIDE or len(seq) > 40:
            for i in range(len(seq) - 1, 0, -1):
                j = self.below(i + 1)
                seq[i], seq[j] = seq[j], seq[i]
            return
        x = self.state
        limit = _LIMIT
        for i in range(len(seq) - 1, 0, -1):
            n = i + 1
            x = (x * _A + _C) & _MASK30
            r = x >> 15
            while r >= limit[n]:
                x = (x * _A + _C) & _MASK30
                r = x >> 15
            j = r % n
            seq[i], seq[j] = seq[j], seq[i]
        self.state = x

    def choice(self, seq):
        return seq[self.below(len(seq))]
