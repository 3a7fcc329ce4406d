"""Where cards go on the 160x128 screen. Pure arithmetic (tested on the host): whatever the
number of cards the rules allow, every card stays on screen and each one shows at least its
left edge (rank and suit pip, see assets), so the layout never overflows."""

from micropython import const

CARD_W = 20
CARD_H = 28
_GAP = const(2)  # between cards that do not overlap
_MARGIN = const(2)

TABLE_TOP = 26
TABLE_ROWS_Y = (26, 56)  # two rows of cards: 26..53 and 56..83
OPEN_Y = 71  # a face-up hand's line: under a single row of table cards (41..68)
INFO_Y = 84  # the message line (its 12-px cell ends where a raised hand card starts)
HAND_Y = 100  # your hand (the chosen card rises to HAND_Y - RAISE)
RAISE = 4
_MAX_PER_ROW = const(7)  # (160 - 2 * _MARGIN + _GAP) // (CARD_W + _GAP)


def row_xs(n, left=_MARGIN, width=160 - 2 * _MARGIN):
    """x of each of ``n`` cards in one row ``width`` wide: centred with a gap when they fit,
    overlapping evenly when they do not."""
    if n <= 0:
        return []
    natural = n * CARD_W + (n - 1) * _GAP
    if natural <= width:
        x0 = left + (width - natural) // 2
        return [x0 + i * (CARD_W + _GAP) for i in range(n)]
    if n == 1:
        return [left]
    # Overlap: the last card ends at the right edge; pitch may go below the card width.
    pitch = (width - CARD_W) / (n - 1)
    return [left + int(i * pitch) for i in range(n)]


def table_slots(n):
    """(x, y) of ``n`` table cards: one row up to _MAX_PER_ROW, else two rows (top row gets the
    extra card), overlapping past 2 * _MAX_PER_ROW."""
    if n <= _MAX_PER_ROW:
        return [(x, (TABLE_ROWS_Y[0] + TABLE_ROWS_Y[1]) // 2) for x in row_xs(n)]
    top = (n + 1) // 2
    out = [(x, TABLE_ROWS_Y[0]) for x in row_xs(top)]
    out.extend((x, TABLE_ROWS_Y[1]) for x in row_xs(n - top))
    return out


def hand_slots(n, sel=-1):
    """x of ``n`` cards of your hand (up to 10 in Scopone). When they overlap, the chosen card
    ``sel`` comes to the front whole: the cards after it start where it ends (else it hid the
    rank of the next one), the others share what is left."""
    xs = row_xs(n)
    if not 0 <= sel < n - 1 or xs[1] - xs[0] >= CARD_W:
        return xs
    pitch = (160 - 2 * _MARGIN - 2 * CARD_W) / (n - 2)
    return [_MARGIN + (int(i * pitch) if i <= sel else int((i - 1) * pitch) + CARD_W)
            for i in range(n)]
