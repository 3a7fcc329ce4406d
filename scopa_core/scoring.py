"""Points of a smazzata: docs/rules.md "Points of a hand", the primiera rules and the optional points.

``score_deal(piles, scope, primiera)`` is the conformance surface: one tuple per side,
``(carte, denari, settebello, primiera, scope, total)``. "Most" always means strictly more
than every other side; a tie gives the point to nobody. With ``primiera="sevens"`` the
primiera slot holds the point for most sevens.

A pile is read through its presence array: byte ``SLOT[card]`` is 1 when the card is in it.
Slots run suit by suit in primiera order (7, 6, Asso, 5, 4, 3, 2, then the faces), so the
first card found of a suit is its best, and denari are slots 0..9. Counting and finding in
that array are single C calls, and a two-player deal's second pile is the other bytes of the
first's array.
"""

from scopa_core.cards import CPYTHON, LOOKUP, PRIMIERA_OF
from scopa_core.options import PRIMIERA_RULES, PRIMIERA_STRICT, PRIMIERA_SUM, SEVENS, rule_index

# The columns of a side's row of points (``score_deal``): the four points, the scope, the total.
CARTE, DENARI, SETTEBELLO, PRIMIERA, SCOPE, TOTAL = range(6)

# The ranks (0 the Asso .. 9 the Re) in primiera order, best first: a suit's slots.
_BEST_FIRST = (6, 5, 0, 4, 3, 2, 1, 7, 8, 9)
SLOT = LOOKUP(c // 10 * 10 + _BEST_FIRST.index(c % 10) for c in range(40))
# By slot, primiera value * 8 + 1, so a sum over the four suits' best slots is the primiera
# total * 8 + the suits held; entry -1 (what find() gives for a missing suit) is 0.
PRIMIERA_HELD = LOOKUP([PRIMIERA_OF[r] * 8 + 1 for r in _BEST_FIRST] * 4 + [0])


def _have(pile):
    have = bytearray(40)
    for c in pile:
        have[SLOT[c]] = 1
    return have


def _facts(have, k):
    """(cards, denari, sevens, primiera total, suits held) of the slots of ``have`` equal to
    ``k`` (1: the pile's own; 0: the rest of the deck)."""
    m = b"\x01" if k else b"\x00"
    f = have.find
    x = PRIMIERA_HELD[f(m, 0, 10)] + PRIMIERA_HELD[f(m, 10, 20)] + PRIMIERA_HELD[f(m, 20, 30)] + \
        PRIMIERA_HELD[f(m, 30)]
    s = have[0] + have[10] + have[20] + have[30]
    return have.count(m), have.count(m, 0, 10), s if k else 4 - s, x >> 3, x & 7


def pile_facts(pile):
    """(cards, denari, sevens, primiera total, suits held, denari mask) of a pile; the mask has
    bit r set when the denaro of rank r + 1 is in the pile."""
    have = _have(pile)
    mask = 0
    for r in range(10):
        mask |= have[SLOT[r]] << r
    return _facts(have, 1) + (mask,)


def sole_best(values):
    """Index of the strictly highest value, or -1 when the highest is shared."""
    top = max(values)
    return values.index(top) if values.count(top) == 1 else -1


def score_deal(piles, scope, primiera="default", napola=False, re_bello=False, bonus=None, dealt=False,
               no_faces=False):
    """Points of each side for one smazzata.

    ``piles``: one card sequence per side; ``scope``: scope per side; ``bonus``: points per
    side from calls of mistakes (may be negative). Napola, Re bello and bonus points count in
    the total only. ``dealt``: the piles hold distinct cards (a deal's own piles).
    ``no_faces``: the house rule "settanta without face cards": the primiera is worked out as
    if the Fante, Cavallo and Re were not in the piles (a suit held only in faces is missing).
    """
    rule = rule_index(primiera, PRIMIERA_RULES, "primiera")
    n = len(piles)
    if len(scope) != n:
        raise ValueError("scope has %d entries for %d sides" % (len(scope), n))
    if not dealt:  # the conformance surface: anything may come in (a deal's piles are sure)
        from scopa_core.explain import check_piles

        check_piles(piles, scope)
    ks = (1,) * n
    if dealt and n == 2 and len(piles[0]) + len(piles[1]) == 40:
        have = [_have(piles[0])] * 2
        ks = (1, 0)
    else:
        have = list(map(_have, piles))
    cards, den, sevens, prims, held = zip(*map(_facts, have, ks))
    if no_faces:  # (under SEVENS there is no primiera to change)
        from scopa_core.house import no_faces

        prims, held = no_faces(piles, _have, _facts)
    carte = sole_best(cards)
    denari = sole_best(den)
    if rule == SEVENS:
        prim = sole_best(sevens)
    elif rule != PRIMIERA_SUM and 4 in held:
        # Only a side holding all four suits can win against one that does.
        prim = sole_best(prims if min(held) == 4 else [prims[i] if held[i] == 4 else -1 for i in range(n)])
    else:
        prim = -1 if rule == PRIMIERA_STRICT else sole_best(prims)
    out = []
    for i in range(n):
        h = have[i]
        k = ks[i]
        a = 1 if carte == i else 0
        b = 1 if denari == i else 0
        c = 1 if h[0] == k else 0
        d = 1 if prim == i else 0
        s = scope[i] + a + b + c + d
        if napola:
            # Asso, 2 and 3 of denari score 3, and 1 more for each further denaro in a row.
            run = 0
            while run < 10 and h[SLOT[run]] == k:
                run += 1
            if run > 2:
                s += run
        if re_bello:
            s += h[9] == k
        if bonus:
            s += bonus[i]
        out.append((a, b, c, d, scope[i], s))
    return out


if CPYTHON:  # the same presence arrays and facts in C-level calls
    from scopa_core.fastpath import scoring_paths

    _have, _facts = scoring_paths(SLOT, PRIMIERA_HELD)
