"""The game's own Label: one TileGrid of glyph cells, its capacity fixed at creation (the
board's heap never grows on a text change), one row or a block of rows."""

import displayio

from scopa_ui.label import CELL_H, CELL_W, Label, _font_sheet


def tiles(lbl):
    g = lbl._grid
    index = _font_sheet()[1]
    back = {index[c]: chr(c) for c in range(32, 127)}
    return ["".join(back.get(g[x, y], "?") for x in range(g.width)) for y in range(g.height)]


def test_one_row_keeps_its_capacity_and_cuts_longer_text():
    lbl = Label("Scopa", capacity=8)
    assert tiles(lbl) == ["Scopa   "]
    lbl.text = "Settebello!"
    assert lbl.text == "Settebel" and tiles(lbl) == ["Settebel"]
    assert lbl._grid.width == 8


def test_rows_go_to_their_lines_and_the_box_is_the_longest_row():
    displayio.release_displays()
    lbl = Label("Carte  21\nDenari  6\nScope", capacity=12, lines=4, anchor=(1.0, 1.0),
                position=(158, 100))
    assert tiles(lbl) == ["Carte  21   ", "Denari  6   ", "Scope       ", "            "]
    assert (lbl.x, lbl.y) == (158 - 9 * CELL_W, 100 - 4 * CELL_H)
    lbl.text = "a\nb\nc\nd\ne-too-many\nf"
    assert tiles(lbl) == ["a" + " " * 11, "b" + " " * 11, "c" + " " * 11, "d" + " " * 11]
    assert lbl.text == "a\nb\nc\nd"
    lbl.text = "a row longer than twelve\nok"
    assert tiles(lbl)[0] == "a row longer" and lbl.text == "a row longer\nok"
