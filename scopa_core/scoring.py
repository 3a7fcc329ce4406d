"""Points of a smazzata: RULES.md section 4, the primiera rules and the optional points.

``score_deal(piles, scope, primiera)`` is the conformance surface: one tuple per side,
``(carte, denari, settebello, primiera, scope, total)``. "Most" always means strictly more
than every other side; a tie gives the point to nobody. With ``primiera="sevens"`` the
primiera slot holds the point for most sevens.
"""

from scopa_core.cards import LOOKUP
from scopa_core.options import PRIMIERA_RULES, rule_index

# Where each card marks the pile's presence array: suit * 10 + its place in primiera order
# (7, 6, Asso, 5, 4, 3, 2, then the faces), so a suit's first card found is its best one.
SLOT = LOOKUP(c // 10 * 10 + (2, 6, 5, 4, 3, 1, 0, 7, 8, 9)[c % 10] for c in range(40))
PRIMIERA_BY_SLOT = (21, 18, 16, 15, 14, 13, 12, 10, 10, 10)


def pile_facts(pile):
    """(cards, denari, sevens, primiera total, suits held, denari mask) of a pile.

    The denari mask has bit r set when the denaro of rank r + 1 is in the pile: it answers
    settebello (bit 6), Re bello (bit 9) and Napola without searching the pile again."""
    have = bytearray(40)
    for c in pile:
        have[SLOT[c]] = 1
    total = 0
    held = 0
    for s in (0, 10, 20, 30):
        i = have.find(b"\x01", s, s + 10)
        if i >= 0:
            total += PRIMIERA_BY_SLOT[i - s]
            held += 1
    mask = (have[2] | have[6] << 1 | have[5] << 2 | have[4] << 3 | have[3] << 4 | have[1] << 5
            | have[0] << 6 | have[7] << 7 | have[8] << 8 | have[9] << 9)
    return len(pile), sum(have[:10]), have[0] + have[10] + have[20] + have[30], total, held, mask


def napola_points(mask):
    """Napola from a denari mask: Asso, 2 and 3 score 3, plus 1 for each further denaro in a
    row (so up to 10)."""
    run = 0
    while run < 10 and mask >> run & 1:
        run += 1
    return run if run >= 3 else 0


def sole_best(values):
    """Index of the strictly highest value, or -1 when the highest is shared."""
    top = max(values)
    return values.index(top) if values.count(top) == 1 else -1


def score_deal(piles, scope, primiera="default", napola=False, re_bello=False, bonus=None):
    """Points of each side for one smazzata.

    ``piles``: one card sequence per side; ``scope``: scope per side; ``bonus``: points per
    side from calls of mistakes (may be negative). Napola, Re bello and bonus points count in
    the total only.
    """
    rule = rule_index(primiera, PRIMIERA_RULES, "primiera")
    n = len(piles)
    if len(scope) != n:
        raise ValueError("scope has %d entries for %d sides" % (len(scope), n))
    facts = [pile_facts(p) for p in piles]
    carte = sole_best([f[0] for f in facts])
    denari = sole_best([f[1] for f in facts])
    # Primiera by rule index: default, strict, sum, sevens (most sevens).
    if rule == 3:
        prim = sole_best([f[2] for f in facts])
    elif rule != 2 and 4 in [f[4] for f in facts]:
        # Only a side holding all four suits can win against one that does.
        prim = sole_best([f[3] if f[4] == 4 else -1 for f in facts])
    else:
        prim = -1 if rule == 1 else sole_best([f[3] for f in facts])
    out = []
    for i in range(n):
        mask = facts[i][5]
        a = 1 if carte == i else 0
        b = 1 if denari == i else 0
        c = mask >> 6 & 1
        d = 1 if prim == i else 0
        total = a + b + c + d + scope[i]
        if napola:
            total += napola_points(mask)
        if re_bello:
            total += mask >> 9 & 1
        if bonus:
            total += bonus[i]
        out.append((a, b, c, d, scope[i], total))
    return out


def deal_points_available(options):
    """Points a smazzata hands out at its end (carte, denari, settebello, primiera, and
    Re bello when on): what an abandoning player's opponent receives (RULES.md 5)."""
    return 5 if options.re_bello else 4
