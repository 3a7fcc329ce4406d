"""The table and hand layouts never overflow the 160x128 screen, whatever the count, and every
card keeps at least its left edge visible (rank and pip), with the table above the hand."""

from scopa_ui import layout as L


def test_table_slots_stay_on_screen_and_ordered_for_any_count():
    for n in range(0, 41):
        slots = L.table_slots(n)
        assert len(slots) == n
        for x, y in slots:
            assert 0 <= x and x + L.CARD_W <= 160
            assert L.TABLE_TOP <= y and y + L.CARD_H <= L.INFO_Y
        rows = {}
        for x, y in slots:
            rows.setdefault(y, []).append(x)
        for xs in rows.values():
            assert xs == sorted(xs)
            gaps = [b - a for a, b in zip(xs, xs[1:])]
            assert all(g >= 5 for g in gaps), (n, gaps)  # a rank glyph's width at least


def test_hand_fits_ten_cards_with_their_left_strip_visible():
    for n in range(1, 14):
        xs = L.hand_slots(n)
        assert xs[0] >= 0 and xs[-1] + L.CARD_W <= 160
        assert L.HAND_Y + L.CARD_H <= 128 and L.HAND_Y - L.RAISE >= L.INFO_Y + 12
        if n <= 10:
            assert all(b - a >= 12 for a, b in zip(xs, xs[1:]))  # the identifying strip


def test_the_chosen_hand_card_shows_whole_and_hides_no_other_rank():
    for n in range(1, 11):
        for sel in range(-1, n):
            xs = L.hand_slots(n, sel)
            assert len(xs) == n and xs[0] >= 0 and xs[-1] + L.CARD_W <= 160
            assert all(b - a >= 12 for a, b in zip(xs, xs[1:])), (n, sel, xs)
            if 0 <= sel < n - 1:  # drawn on top, it ends before the next card begins
                assert xs[sel + 1] >= xs[sel] + L.CARD_W, (n, sel, xs)
