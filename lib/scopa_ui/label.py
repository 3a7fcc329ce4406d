"""Text for 160x128: one TileGrid over the built-in font's glyph sheet, a tile per
character, so changing the text only rewrites tile numbers (no allocation, no glyph drawing).
It stands in for adafruit_display_text, whose code is far larger and whose every text change
builds a new bitmap (make bench's "text" section measures both).

The font is terminalio.FONT, 6x12 cells. On the board its ``bitmap`` is the sheet of every
glyph and ``get_glyph(c).tile_index`` the cell of character c (how terminalio.Terminal draws
the REPL); Blinka keeps one bitmap per glyph instead, so there ``blinka_font`` builds the
sheet once. Characters outside ASCII print as "?".
"""

import displayio

CELL_W = 6
CELL_H = 12
_sheet = None  # (bitmap, tile index of each code 0..127 as bytes)


def _font_sheet():
    global _sheet
    if _sheet is None:
        import terminalio

        font = terminalio.FONT
        sheet = getattr(font, "bitmap", None)
        index = bytearray(128)
        if isinstance(sheet, displayio.Bitmap):
            for c in range(32, 127):
                g = font.get_glyph(c)
                # getattr: the stubs describe Glyph's fields only as constructor arguments
                index[c] = getattr(g, "tile_index") if g is not None else 0
            q = index[63]
            for c in range(32):
                index[c] = q
        else:  # Blinka's displayio (the host): a bitmap a glyph
            from scopa_ui.blinka_font import glyph_sheet

            sheet, index = glyph_sheet(font, CELL_W, CELL_H)
        _sheet = (sheet, bytes(index))
    return _sheet


class Label(displayio.Group):
    """Text in one colour: ``lines`` rows (split at "\n") of at most ``capacity`` characters
    (the longest text it will show); ``anchor`` is the point of the text box, in fractions of
    its size, that sits at ``anchored_position``. A block of many rows is one TileGrid, where
    a label per row would cost each its own Group, Palette, TileGrid and Python object."""

    def __init__(self, text="", color=0xFFFFFF, capacity=0, anchor=(0.0, 0.0), position=(0, 0),
                 scale=1, background=None, padding=0, lines=1):
        super().__init__(scale=scale)  # a native base: CircuitPython has no Group.__init__
        sheet, self._index = _font_sheet()
        self._palette = displayio.Palette(2)
        if background is None:
            self._palette.make_transparent(0)
        else:
            self._palette[0] = background
        self._palette[1] = color
        self._color = color
        n = max(1, capacity, len(text) if lines == 1 else 0)
        self._grid = displayio.TileGrid(sheet, pixel_shader=self._palette, width=n, height=lines,
                                        tile_width=CELL_W, tile_height=CELL_H, default_tile=0)
        self._pad = padding
        if background is not None and padding:
            import vectorio  # the box around the text, drawn behind it

            self.append(vectorio.Rectangle(pixel_shader=self._palette, width=n * CELL_W + 2 * padding,
                                           height=CELL_H + 2 * padding, x=0, y=0))
        self._grid.x = padding
        self._grid.y = padding
        self.append(self._grid)
        self._text = ""
        self._cols = 0  # the longest row of the text shown: the box's width
        self._anchor = anchor
        self._pos = position
        self.text = text

    def _place(self):
        s = self.scale
        w = (self._cols * CELL_W + 2 * self._pad) * s
        h = (self._grid.height * CELL_H + 2 * self._pad) * s
        self.x = int(self._pos[0] - self._anchor[0] * w)
        self.y = int(self._pos[1] - self._anchor[1] * h)

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, s):
        # The capacity is fixed at creation: longer rows and extra rows are cut, never grown
        # on the board's heap.
        grid = self._grid
        n = grid.width
        index = self._index
        rows = s.split("\n") if "\n" in s else (s,)
        cols = 0
        at = 0
        for y in range(grid.height):
            # The row's bytes (the game's texts are ASCII), not its characters: a board keeps
            # each character read out of a str as a name for good.
            row = rows[y].encode() if y < len(rows) else b""
            cols = max(cols, min(n, len(row)))
            for i in range(n):
                if i < len(row):
                    c = row[i]
                    grid[at] = index[c] if c < 128 else index[63]
                else:
                    grid[at] = index[32]
                at += 1
        if len(rows) > grid.height or len(s) > n and max(len(r) for r in rows) > n:
            s = "\n".join(r[:n] for r in rows[:grid.height])
        self._text = s
        self._cols = cols
        self._place()

    @property
    def color(self):
        return self._color

    @color.setter
    def color(self, c):
        if c != self._color:
            self._color = c
            self._palette[1] = c

    @property
    def anchored_position(self):
        return self._pos

    @anchored_position.setter
    def anchored_position(self, pos):
        self._pos = pos
        self._place()

    @property
    def anchor_point(self):
        return self._anchor

    @anchor_point.setter
    def anchor_point(self, a):
        self._anchor = a
        self._place()
