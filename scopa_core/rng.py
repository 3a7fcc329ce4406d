"""The project's own seeded random generator.

``random`` differs between CPython and CircuitPython, so a deal that must be identical on two
devices, in a saved match or in a golden transcript comes from here. Every intermediate value
stays below 2**30, so nothing allocates on a board where small ints stop at 2**30 - 1.

It is a linear congruential generator modulo 2**30 (multiplier 1103515245 mod 2**30, which is
29773421, increment 12345: full period, since the multiplier is 1 mod 4 and the increment odd).
Its low bits are weak, so outputs use only the top 15 bits of the state.
"""

import sys

# Where small ints are 63 bits wide (CPython) the product fits without a
# heap allocation, so the plain formula runs; 32-bit boards use the split one. Same numbers.
WIDE = sys.maxsize > 1 << 62


def _mul_mod30(x):
    """(x * 29773421) mod 2**30 without any product reaching 2**30: the multiplier's 15-bit
    halves are 908 and 20077."""
    lo = x & 0x7FFF
    low = lo * 20077  # < 2**30
    # Bits 15..29 of the product: the high half of ``low`` plus both cross terms, mod 2**15.
    high = ((low >> 15) + ((x >> 15) * 20077 & 0x7FFF) + (lo * 908 & 0x7FFF)) & 0x7FFF
    return high << 15 | low & 0x7FFF


class Rng:
    """Deterministic generator: same seed, same numbers, on every interpreter."""

    def __init__(self, seed=0):
        if not isinstance(seed, int) or not 0 <= seed <= 0x3FFFFFFF:
            raise ValueError("seed must be an int in 0..2**30-1, got %r" % (seed,))
        self.state = seed

    def next15(self):
        """Next number in 0..32767."""
        if WIDE:
            self.state = x = (self.state * 29773421 + 12345) & 0x3FFFFFFF
        else:
            self.state = x = (_mul_mod30(self.state) + 12345) & 0x3FFFFFFF
        return x >> 15

    def next30(self):
        """Next number in 0..2**30-1 (two draws)."""
        return self.next15() << 15 | self.next15()

    def below(self, n):
        """Uniform int in 0..n-1 for 1 <= n <= 32768: draws at or above the largest multiple
        of n are drawn again, so every value is equally likely."""
        if type(n) is not int or not 0 < n <= 32768:
            raise ValueError("below() takes 1..32768, got %r" % (n,))
        r = self.next15()
        while r >= 32768 - 32768 % n:
            r = self.next15()
        return r % n

    def shuffle(self, seq):
        """Fisher-Yates shuffle of a list or bytearray in place: the draws of ``below(i + 1)``
        for i from the top down (CPython runs fastpath.shuffle, the same draws)."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def choice(self, seq):
        return seq[self.below(len(seq))]


if sys.implementation.name == "cpython":  # the same draws in fewer steps
    from scopa_core.fastpath import shuffle

    Rng.shuffle = shuffle
