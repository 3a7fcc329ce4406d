"""Stand-in for CircuitPython's vectorio.Rectangle (C on the board): position, size, shader,
checked as the board checks them (shared-bindings/vectorio/Rectangle.c, VectorShape.c,
shared-module/vectorio/VectorShape.c), raising the board's exception types."""

from displayio import _flag, _int, _range, _shader
from native import RECTANGLE, mark, raw_since


class Rectangle:
    _F = 5  # the flags' slot (displayio's Group reads it: 2 in a group; 1 hidden)

    def __init__(self, *, pixel_shader, width, height, x=0, y=0, color_index=0):
        # Rectangle.c make_new: pixel_shader comes first and keyword-only, so every argument
        # is a keyword (TypeError); pixel_shader, width, height required; MP_ARG_INT arguments
        # (TypeError); width, height mp_arg_validate_int_min 1 (ValueError); color_index is
        # cast unchecked. VectorShape.c make_new: pixel_shader a Palette or ColorConverter
        # (TypeError); shared-module VectorShape.c short_bound_check: x, y int16 (ValueError).
        width = _int(width)
        height = _int(height)
        x = _int(x)
        y = _int(y)
        color_index = _int(color_index)
        _range(width, 1, None, "width")
        _range(height, 1, None, "height")
        _shader(pixel_shader)
        _range(x, -32768, 32767, "x")
        _range(y, -32768, 32767, "y")
        m0 = mark()
        self._s = [pixel_shader, width, height, x, y, 0, color_index]  # 5: flags
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
        self._s[3] = _range(_int(v), -32768, 32767, "x")  # VectorShape.c set_x

    @property
    def y(self):
        return self._s[4]

    @y.setter
    def y(self, v):
        self._s[4] = _range(_int(v), -32768, 32767, "y")  # VectorShape.c set_y

    @property
    def hidden(self):
        return bool(self._s[5] & 1)

    @hidden.setter
    def hidden(self, v):
        _flag(self._s, 5, 1, v)
