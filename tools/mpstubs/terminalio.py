"""Stand-in for terminalio.FONT, the board's built-in 6x12 font (in flash: no heap). Like the
board's fontio.BuiltinFont, ``get_glyph`` makes a new Glyph tuple a call."""

from collections import namedtuple

from displayio import Bitmap

Glyph = namedtuple("Glyph", ("bitmap", "tile_index", "width", "height", "dx", "dy", "shift_x",
                             "shift_y"))


class BuiltinFont:
    def __init__(self):
        # The board's glyph sheet lives in flash; here a one-pixel placeholder (bitmaptools is
        # a stand-in too and never reads it).
        self.bitmap = Bitmap(1, 1, 2)

    def get_bounding_box(self):
        return (6, 12)

    def get_glyph(self, codepoint):
        if not 32 <= codepoint < 127:
            return None
        return Glyph(self.bitmap, codepoint - 32, 6, 12, 0, -2, 6, 0)


FONT = BuiltinFont()
