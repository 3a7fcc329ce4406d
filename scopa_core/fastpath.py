"""CPython's fast paths of the engine: the same answers as the portable code they replace, in
fewer, C-level calls. ``rng`` and ``scoring`` take theirs from here on CPython only (never on a
board, where this code would only take room); host_tests/core/test_fastpath.py checks each
against its portable twin.
"""

def scoring_paths(slot, primiera_held):
    """scoring's ``(_have, _facts)``, from its SLOT and PRIMIERA_HELD tables.

    The presence array in C calls: a translation table that maps the pile's cards to 1 and the
    others to 0, applied to the cards in slot order. A suit's 10 bytes of it then give, through
    ``seg``, its best slot's PRIMIERA_HELD entry for both marks (bits 0-11 for 1, 12-23 for 0)
    and its count of ones (bits 24 up): one slice and one lookup instead of finds."""
    by_slot = bytes(sorted(range(40), key=slot.__getitem__))
    deck = bytes(range(40))
    seg = {}
    for i in range(1024):
        s = bytes(i >> j & 1 for j in range(10))
        seg[s] = primiera_held[s.find(1)] | primiera_held[s.find(0)] << 12 | s.count(1) << 24

    def have(pile):
        return by_slot.translate(bytes.maketrans(deck + bytes(pile), bytes(40) + b"\x01" * len(pile)))

    def facts(have, k):
        d = seg[have[:10]]
        x = (d + seg[have[10:20]] + seg[have[20:30]] + seg[have[30:]]) >> (0 if k else 12) & 4095
        d >>= 24
        s = have[0] + have[10] + have[20] + have[30]
        if k:
            return have.count(1), d, s, x >> 3, x & 7
        return have.count(0), 10 - d, 4 - s, x >> 3, x & 7

    return have, facts


# The shuffle's steps for a deck of 40: how many cards are left to draw from, and the position
# the drawn one goes to (a tuple of pairs, not arithmetic in the loop).
STEPS = tuple((n, n - 1) for n in range(40, 1, -1))


def shuffle(self, seq):
    """``rng.Rng.shuffle`` with the generator inlined (CPython's ints are wide): the same draws."""
    size = len(seq)
    if size > 40:  # a draw could be refused anywhere: rng's own loop
        for i in range(size - 1, 0, -1):
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]
        return
    x = self.state
    for n, i in STEPS if size == 40 else STEPS[40 - size:]:
        x = (x * 29773421 + 12345) & 0x3FFFFFFF
        if x > 1072496639:  # a draw over 32728: with n <= 40 no lower one is refused
            r = x >> 15
            while r >= 32768 - 32768 % n:
                x = (x * 29773421 + 12345) & 0x3FFFFFFF
                r = x >> 15
        r = (x >> 15) % n
        seq[i], seq[r] = seq[r], seq[i]
    self.state = x
