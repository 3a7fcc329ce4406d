"""The font's sheet where displayio is Blinka's (the host): it keeps a bitmap per glyph where a
board's terminalio.FONT has one sheet of them all, so the sheet is made here, once, a 6x12 cell
a character from code 32 on. A board never loads this module."""


def glyph_sheet(font, cell_w, cell_h):
    """(sheet bitmap, tile index of each code 0..127 as a bytearray) from Blinka's ``font``."""
    import displayio

    sheet = displayio.Bitmap(cell_w * 95, cell_h, 2)
    index = bytearray(128)
    for c in range(32, 127):
        g = font.get_glyph(c)
        index[c] = c - 32
        if g is None:
            continue
        src = getattr(g, "bitmap")
        for y in range(min(cell_h, src.height)):
            for x in range(min(cell_w, src.width)):
                if src[x, y]:
                    sheet[(c - 32) * cell_w + x, y] = 1
    for c in range(32):
        index[c] = 63 - 32  # "?"
    return sheet, index
