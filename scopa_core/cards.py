"""Cards as small ints (RULES.md section 1): ``card = suit * 10 + (rank - 1)``.

Suits: denari 0, coppe 1, bastoni 2, spade 3. So 0 is the Asso di denari, 6 the settebello
(7 of denari), 9 the Re bello (Re of denari), 39 the Re di spade. This module is only what
play needs: checking a card and its short name are in ``explain`` (loaded when a move is
refused), the other text forms in ``notation``.
"""

import sys

# Per-card lookup tables (indexing one is cheaper than arithmetic in hot loops): tuples on
# CPython, which indexes them faster than bytes; bytes on a board, a byte an entry instead of
# a pointer. Either way only ``table[i]`` is used.
CPYTHON = sys.implementation.name == "cpython"
LOOKUP = tuple if CPYTHON else bytes
VALUE = LOOKUP((c % 10) + 1 for c in range(40))  # capture value = rank 1..10
# Primiera value: 7 -> 21, 6 -> 18, Asso -> 16, 5 -> 15, 4 -> 14, 3 -> 13, 2 -> 12, faces -> 10.
PRIMIERA_OF = LOOKUP((16, 12, 13, 14, 15, 18, 21, 10, 10, 10) * 4)
