"""Stand-in for CircuitPython's displayio (a C module on the board) under the MicroPython unix
port: the calls the game and adafruit_display_text make, nothing drawn. Each object keeps what
it needs and a payload of the board's size where the board holds bytes (pixels, colours), and
reports its board size (tools/mpstubs/native.py)."""

from native import (BITMAP, COLOR, GROUP, LIST, ONDISK, PALETTE, TILEGRID, board, mark,
                    raw_since)


def _slots(n):
    # Item slots of a list holding n items: 4 at first, doubling (MicroPython's lists and the
    # board's Group members alike).
    a = 4
    while a < n:
        a *= 2
    return a


class Group:
    def __init__(self, scale=1, x=0, y=0):
        m0 = mark()
        self._s = [[], x, y, scale, False]  # members, x, y, scale, hidden
        self._raw = 0
        self._raw = raw_since(m0)

    def board_bytes(self):
        return GROUP + LIST + board(4 * _slots(len(self._s[0])))

    def grown_slots(self):
        """Item slots added to the members list since it was made (raw: measured without)."""
        return _slots(len(self._s[0])) - 4

    def append(self, item):
        self._s[0].append(item)

    def insert(self, i, item):
        self._s[0].insert(i, item)

    def remove(self, item):
        self._s[0].remove(item)

    def pop(self, i=-1):
        return self._s[0].pop(i)

    def index(self, item):
        return self._s[0].index(item)

    def __len__(self):
        return len(self._s[0])

    def __getitem__(self, i):
        return self._s[0][i]

    def __setitem__(self, i, item):
        self._s[0][i] = item

    def __delitem__(self, i):
        del self._s[0][i]

    def __iter__(self):
        return iter(self._s[0])

    def __contains__(self, item):
        return item in self._s[0]

    @property
    def x(self):
        return self._s[1]

    @x.setter
    def x(self, v):
        self._s[1] = int(v)

    @property
    def y(self):
        return self._s[2]

    @y.setter
    def y(self, v):
        self._s[2] = int(v)

    @property
    def scale(self):
        return self._s[3]

    @scale.setter
    def scale(self, v):
        self._s[3] = v

    @property
    def hidden(self):
        return self._s[4]

    @hidden.setter
    def hidden(self, v):
        self._s[4] = bool(v)


def _bits(value_count):
    # Bits per pixel the board picks for value_count (shared-module/displayio/Bitmap.c).
    bits = 1
    while (value_count - 1) >> bits:
        bits = bits * 2 if bits < 8 else bits + 8
    return bits


class Bitmap:
    def __init__(self, width, height, value_count):
        m0 = mark()
        bits = _bits(value_count)
        stride = (width * bits + 31) // 32  # 32-bit words a row
        # width, height, bits, words a row, pixels
        self._s = [width, height, bits, stride, bytearray(stride * 4 * height)]
        self._raw = 0
        self._raw = raw_since(m0)

    def board_bytes(self):
        s = self._s
        return BITMAP + board(s[3] * 4 * s[1])

    @property
    def width(self):
        return self._s[0]

    @property
    def height(self):
        return self._s[1]

    def _at(self, key):
        s = self._s
        if type(key) is tuple:
            x, y = key
        else:
            x, y = key % s[0], key // s[0]
        if not (0 <= x < s[0] and 0 <= y < s[1]):
            raise IndexError("pixel out of bounds")
        bit = y * s[3] * 32 + x * s[2]
        return bit >> 3, bit & 7, s[2]

    def __getitem__(self, key):
        byte, shift, bits = self._at(key)
        data = self._s[4]
        if bits >= 8:
            v = 0
            for i in range(bits // 8):
                v |= data[byte + i] << (8 * i)
            return v
        return data[byte] >> shift & ((1 << bits) - 1)

    def __setitem__(self, key, value):
        byte, shift, bits = self._at(key)
        data = self._s[4]
        if bits >= 8:
            for i in range(bits // 8):
                data[byte + i] = value >> (8 * i) & 255
            return
        mask = ((1 << bits) - 1) << shift
        data[byte] = (data[byte] & ~mask) | (value << shift & mask)

    def fill(self, value):
        data = self._s[4]
        if value == 0:
            for i in range(len(data)):
                data[i] = 0
            return
        for y in range(self._s[1]):
            for x in range(self._s[0]):
                self[x, y] = value

    def dirty(self, x1=0, y1=0, x2=-1, y2=-1):
        pass


class Palette:
    def __init__(self, color_count, dither=False):
        m0 = mark()
        # A colour a 16-byte cell, as the board's _displayio_color_t: RGB888 in bytes 0..2,
        # "transparent" in byte 12.
        self._s = [bytearray(COLOR * color_count)]
        self._raw = 0
        self._raw = raw_since(m0)

    def board_bytes(self):
        return PALETTE + board(len(self._s[0]))

    def __len__(self):
        return len(self._s[0]) // COLOR

    def _cell(self, i):
        n = len(self)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("palette index out of range")
        return i * COLOR

    def __getitem__(self, i):
        c = self._cell(i)
        d = self._s[0]
        return d[c] | d[c + 1] << 8 | d[c + 2] << 16

    def __setitem__(self, i, color):
        c = self._cell(i)
        d = self._s[0]
        if type(color) is tuple:
            color = color[0] << 16 | color[1] << 8 | color[2]
        d[c] = color & 255
        d[c + 1] = color >> 8 & 255
        d[c + 2] = color >> 16 & 255

    def make_transparent(self, i):
        self._s[0][self._cell(i) + 12] = 1

    def make_opaque(self, i):
        self._s[0][self._cell(i) + 12] = 0

    def is_transparent(self, i):
        return self._s[0][self._cell(i) + 12] == 1


class ColorConverter:
    def __init__(self, input_colorspace=None, dither=False):
        m0 = mark()
        self._s = [dither]
        self._raw = 0
        self._raw = raw_since(m0)

    def board_bytes(self):
        return 16


def _u32(b, at):
    return b[at] | b[at + 1] << 8 | b[at + 2] << 16 | b[at + 3] << 24


class OnDiskBitmap:
    """The header of a BMP file and its palette; pixels stay in the file (as on the board)."""

    def __init__(self, file):
        f = open(file, "rb") if type(file) is str else file
        try:
            head = f.read(54)
            if len(head) < 54 or head[0:2] != b"BM":
                raise ValueError("Invalid BMP file")
            width, height, bits = _u32(head, 18), _u32(head, 22), head[28]
            colors = _u32(head, 46) or (1 << bits if bits <= 8 else 0)
            f.seek(14 + _u32(head, 14))
            table = f.read(4 * colors)
        finally:
            if f is not file:
                f.close()
        m0 = mark()  # the reads above are garbage, not the object
        if colors:
            shader = Palette(colors)
            for i in range(colors):
                shader[i] = table[4 * i + 2] << 16 | table[4 * i + 1] << 8 | table[4 * i]
        else:
            shader = ColorConverter()
        self._s = [width, height, shader]
        self._raw = 0
        self._raw = raw_since(m0) - shader._raw  # the palette is an object of its own

    def board_bytes(self):
        return ONDISK

    @property
    def width(self):
        return self._s[0]

    @property
    def height(self):
        return self._s[1]

    @property
    def pixel_shader(self):
        return self._s[2]


class TileGrid:
    def __init__(self, bitmap, pixel_shader=None, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        m0 = mark()
        if tile_width is None:
            tile_width = bitmap.width
        if tile_height is None:
            tile_height = bitmap.height
        across = bitmap.width // tile_width
        n = across * (bitmap.height // tile_height)
        wide = 2 if n > 255 else 1
        tiles = bytearray(width * height * wide)
        for i in range(width * height):
            tiles[i * wide] = default_tile & 255
            if wide == 2:
                tiles[i * wide + 1] = default_tile >> 8
        # bitmap, shader, x, y, hidden, tiles, tile bytes, width, height, flip_x, flip_y,
        # transpose_xy
        self._s = [bitmap, pixel_shader, x, y, False, tiles, wide, width, height, False, False,
                   False]
        self._raw = 0
        self._raw = raw_since(m0)

    def board_bytes(self):
        s = self._s
        n = s[7] * s[8]
        return TILEGRID + (0 if n <= 4 else board(n * s[6]))

    def _i(self, key):
        if type(key) is tuple:
            return key[1] * self._s[7] + key[0]
        return key

    def __getitem__(self, key):
        i = self._i(key)
        s = self._s
        t = s[5]
        return t[i] if s[6] == 1 else t[2 * i] | t[2 * i + 1] << 8

    def __setitem__(self, key, tile):
        i = self._i(key)
        s = self._s
        t = s[5]
        if s[6] == 1:
            t[i] = tile
        else:
            t[2 * i] = tile & 255
            t[2 * i + 1] = tile >> 8

    @property
    def bitmap(self):
        return self._s[0]

    @property
    def pixel_shader(self):
        return self._s[1]

    @property
    def x(self):
        return self._s[2]

    @x.setter
    def x(self, v):
        self._s[2] = int(v)

    @property
    def y(self):
        return self._s[3]

    @y.setter
    def y(self, v):
        self._s[3] = int(v)

    @property
    def hidden(self):
        return self._s[4]

    @hidden.setter
    def hidden(self, v):
        self._s[4] = bool(v)

    @property
    def width(self):
        return self._s[7]

    @property
    def height(self):
        return self._s[8]

    @property
    def flip_x(self):
        return self._s[9]

    @flip_x.setter
    def flip_x(self, v):
        self._s[9] = bool(v)

    @property
    def flip_y(self):
        return self._s[10]

    @flip_y.setter
    def flip_y(self, v):
        self._s[10] = bool(v)

    @property
    def transpose_xy(self):
        return self._s[11]

    @transpose_xy.setter
    def transpose_xy(self, v):
        self._s[11] = bool(v)


def release_displays():
    pass
