"""Stand-in for terminalio.FONT, the board's built-in 6x12 font (in flash: no heap). Like the
board's fontio.BuiltinFont, ``get_glyph`` makes a new Glyph tuple a call."""

from collections import namedtuple

from displayio import Bitmap

Glyph = namedtuple("Glyph", ("bitmap", "tile_index", "width", "height", "dx", "dy", "shift_x",
                             "shift_y"))

GLYPHS = 95  # printable ASCII, codes 32..126 (a build adds its language's few glyphs after)


class _Sheet(Bitmap):
    """The glyph sheet: on the board a read-only Bitmap in flash, a 6x12 cell a glyph in one
    row, codes 32..126 first (tools/gen_display_resources.py: width glyphs * 6, height 12).
    It has the sheet's size, so a TileGrid over it is checked as on the board, over the
    one-pixel placeholder's payload and accounting: every pixel reads 0 (bitmaptools is a
    stand-in too and never reads it)."""

    @property
    def width(self):
        return 6 * GLYPHS

    @property
    def height(self):
        return 12

    def _at(self, key):
        Bitmap._at(self, key)  # the sheet's bounds
        return 0, 0, 1


class BuiltinFont:
    def __init__(self):
        self.bitmap = _Sheet(1, 1, 2)

    def get_bounding_box(self):
        return (6, 12)

    def get_glyph(self, codepoint):
        # fontio/BuiltinFont.c get_glyph: mp_arg_validate_type_int (TypeError unless an int)
        if type(codepoint) is not int:
            raise TypeError("codepoint must be an int")
        if not 32 <= codepoint < 127:
            return None
        return Glyph(self.bitmap, codepoint - 32, 6, 12, 0, -2, 6, 0)


FONT = BuiltinFont()
