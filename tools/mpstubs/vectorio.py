"""Stand-in for CircuitPython's vectorio.Rectangle (C on the board): position, size, shader."""

from native import RECTANGLE, mark, raw_since


class Rectangle:
    def __init__(self, pixel_shader=None, width=1, height=1, x=0, y=0, color_index=0):
        m0 = mark()
        self._s = [pixel_shader, width, height, x, y, False, color_index]
        self._raw = 0
        self._raw = raw_since(m0)

    def board_bytes(self):
        return RECTANGLE

    @property
    def pixel_shader(self):
        return self._s[0]

    @property
    def width(self):
        return self._s[1]

    @property
    def height(self):
        return self._s[2]

    @property
    def x(self):
        return self._s[3]

    @x.setter
    def x(self, v):
        self._s[3] = int(v)

    @property
    def y(self):
        return self._s[4]

    @y.setter
    def y(self, v):
        self._s[4] = int(v)

    @property
    def hidden(self):
        return self._s[5]

    @hidden.setter
    def hidden(self, v):
        self._s[5] = bool(v)
