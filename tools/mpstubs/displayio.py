"""Stand-in for CircuitPython's displayio (a C module on the board) under the MicroPython unix
port: the calls the game and adafruit_display_text make, nothing drawn. Each object keeps what
it needs and a payload of the board's size where the board holds bytes (pixels, colours), and
reports its board size (tools/mpstubs/native.py).

Calls are checked as CircuitPython 9/10's C bindings check them, raising the board's exception
type, never more strictly (each check names its source: shared-bindings/displayio/*.c, the
argument checks of py/argcheck.c and py/obj.c, shared-module/displayio/Group.c). Blinka's Python
classes take what a board refuses (a float position, a layer in two groups, a pixel value past
the bitmap's bits); a run here must not. The checks allocate nothing: sizes are as before.

A layer (Group, TileGrid, vectorio shape) keeps flags in the slot ``_F`` of its state list:
1 hidden, 2 in a group (the C structs' in_group), and a TileGrid's 4 flip_x, 8 flip_y,
16 transpose_xy."""

from native import (BITMAP, COLOR, GROUP, LIST, ONDISK, PALETTE, TILEGRID, board, mark,
                    raw_since)


class _Key:
    def __getitem__(self, key):
        return type(key)


_SLICE = _Key()[0:1]  # slice's type (MicroPython makes no slice by calling it)


def _int(v):
    # py/obj.c mp_obj_get_int (MP_ARG_INT arguments, int setters): an int or a bool (or a
    # class's __int__); a float, None, a str: TypeError.
    t = type(v)
    if t is int:
        return v
    if t is bool:
        return 1 if v else 0
    if t is not float and hasattr(v, "__int__"):
        return v.__int__()
    raise TypeError("can't convert %s to int" % t.__name__)


def _range(v, lo, hi, name):
    # py/argcheck.c mp_arg_validate_int_range (hi None: mp_arg_validate_int_min): ValueError.
    if v < lo or hi is not None and v > hi:
        raise ValueError("%s out of range %d-%s" % (name, lo, hi))
    return v


def _index(i, n, name):
    # py/obj.c mp_get_index: an int (or bool), from the end when negative; TypeError for
    # another type, IndexError outside. A slice: NotImplementedError (Group.c group_subscr).
    if type(i) is not int:
        if type(i) is _SLICE:
            raise NotImplementedError("Slices not supported")
        i = _int(i)
    if i < 0:
        i += n
    if not 0 <= i < n:
        raise IndexError("%s index out of range" % name)
    return i


def _pair(key):
    # py/obj.c mp_obj_get_array_fixed_n(key, 2): a tuple or list (else TypeError; a slice,
    # NotImplementedError: Bitmap.c, TileGrid.c subscr) of two items (else ValueError).
    t = type(key)
    if t is _SLICE:
        raise NotImplementedError("Slices not supported")
    if t is not tuple and t is not list:
        raise TypeError("object isn't a tuple or list")
    if len(key) != 2:
        raise ValueError("requested length 2")
    return key


def _shader(ps):
    # TileGrid.c displayio_tilegrid_validate_pixel_shader, vectorio/VectorShape.c make_new: a
    # Palette or ColorConverter, else TypeError. None passes only because the sizing test of
    # host_tests/ui/test_app_micropython.py makes its TileGrid and Rectangle with
    # pixel_shader=None: the board refuses None too.
    if type(ps) is not Palette and type(ps) is not ColorConverter and ps is not None:
        raise TypeError("unsupported pixel_shader type")


def _add_layer(layer):
    # shared-module/displayio/Group.c _add_layer: a Group, TileGrid (or a subclass) or vectorio
    # shape, else ValueError; one already in a group (this one or another): ValueError.
    f = getattr(type(layer), "_F", None)
    if f is None:
        raise ValueError("Layer must be a Group or TileGrid subclass")
    s = layer._s
    if s[f] & 2:
        raise ValueError("Layer already in a group")
    s[f] |= 2


def _removed(layer):
    layer._s[layer._F] &= ~2  # Group.c _remove_layer: in_group = false


def _flag(s, f, bit, on):
    s[f] = s[f] | bit if on else s[f] & ~bit  # a bool property: mp_obj_is_true, any object


def _slots(n):
    # Item slots of a list holding n items: 4 at first, doubling (MicroPython's lists and the
    # board's Group members alike).
    a = 4
    while a < n:
        a *= 2
    return a


class Group:
    _F = 4

    def __init__(self, *, scale=1, x=0, y=0):
        # Group.c make_new: keyword-only MP_ARG_INT arguments (TypeError), scale
        # mp_arg_validate_int_range(1, 32767) (ValueError).
        scale = _int(scale)
        x = _int(x)
        y = _int(y)
        _range(scale, 1, 32767, "scale")
        m0 = mark()
        self._s = [[], x, y, scale, 0]  # members, x, y, scale, flags
        self._raw = 0
        self._raw = raw_since(m0)

    def board_bytes(self):
        return GROUP + LIST + board(4 * _slots(len(self._s[0])))

    def grown_slots(self):
        """Item slots added to the members list since it was made (raw: measured without)."""
        return _slots(len(self._s[0])) - 4

    def append(self, layer):
        _add_layer(layer)
        self._s[0].append(layer)

    def insert(self, index, layer):
        # Group.c insert: index == len appends, another goes through mp_get_index (IndexError
        # past the ends, where list.insert would clamp).
        m = self._s[0]
        if type(index) is int and index == len(m):
            return self.append(layer)
        index = _index(index, len(m), "Group")
        _add_layer(layer)
        m.insert(index, layer)

    def remove(self, layer):
        self.pop(self.index(layer))  # Group.c remove: index() (ValueError), pop

    def pop(self, i=-1):
        m = self._s[0]
        layer = m.pop(_index(_int(i), len(m), "Group"))  # Group.c pop: MP_ARG_INT, mp_get_index
        _removed(layer)
        return layer

    def index(self, layer):
        return self._s[0].index(layer)  # ValueError when absent, as Group.c index

    def __len__(self):
        return len(self._s[0])

    def __getitem__(self, i):
        if type(i) is not int:
            i = _index(i, len(self._s[0]), "Group")  # Group.c group_subscr: mp_get_index
        return self._s[0][i]

    def __setitem__(self, i, layer):
        # Group.c common_hal_displayio_group_set: the new layer is added (refused when in a
        # group, this one included) before the old one leaves.
        m = self._s[0]
        i = _index(i, len(m), "Group")
        _add_layer(layer)
        _removed(m[i])
        m[i] = layer

    def __delitem__(self, i):
        m = self._s[0]
        i = _index(i, len(m), "Group")
        _removed(m[i])
        del m[i]

    def __iter__(self):
        return iter(self._s[0])

    def __contains__(self, item):
        return item in self._s[0]

    @property
    def x(self):
        return self._s[1]

    @x.setter
    def x(self, v):
        self._s[1] = v if type(v) is int else _int(v)  # Group.c set_x: mp_obj_get_int

    @property
    def y(self):
        return self._s[2]

    @y.setter
    def y(self, v):
        self._s[2] = v if type(v) is int else _int(v)  # Group.c set_y: mp_obj_get_int

    @property
    def scale(self):
        return self._s[3]

    @scale.setter
    def scale(self, v):
        self._s[3] = _range(_int(v), 1, 32767, "scale")  # Group.c set_scale

    @property
    def hidden(self):
        return bool(self._s[4] & 1)

    @hidden.setter
    def hidden(self, v):
        _flag(self._s, 4, 1, v)


def _bits(value_count):
    # Bits per pixel the board picks for value_count (shared-module/displayio/Bitmap.c).
    bits = 1
    while (value_count - 1) >> bits:
        bits = bits * 2 if bits < 8 else bits + 8
    return bits


class Bitmap:
    def __init__(self, *args, **kw):
        # Bitmap.c make_new: mp_arg_check_num(3, 3, no keywords) (TypeError), then each
        # mp_obj_get_int (TypeError) and mp_arg_validate_int_range (ValueError): width and
        # height 0..32767, value_count 1..65536.
        if kw or len(args) != 3:
            raise TypeError("Bitmap takes 3 positional arguments")
        width = _range(_int(args[0]), 0, 32767, "width")
        height = _range(_int(args[1]), 0, 32767, "height")
        value_count = _range(_int(args[2]), 1, 65536, "value_count")
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
        # Bitmap.c bitmap_subscr: an int is y * width + x (IndexError outside the pixels), else
        # an (x, y) pair, each mp_obj_get_int (TypeError) and IndexError outside the bitmap.
        w = self.width
        h = self.height
        if type(key) is int:
            if not 0 <= key < w * h:
                raise IndexError("index out of range")
            x, y = key % w, key // w
        else:
            key = _pair(key)
            x = _int(key[0])
            if not 0 <= x < w:
                raise IndexError("x out of range")
            y = _int(key[1])
            if not 0 <= y < h:
                raise IndexError("y out of range")
        s = self._s
        bit = y * s[3] * 32 + x * s[2]
        return bit >> 3, bit & 7, s[2]

    def _value(self, value):
        # Bitmap.c subscr, fill: mp_obj_get_int, then 0..2**bits - 1 (ValueError).
        return _range(_int(value), 0, (1 << self._s[2]) - 1, "value")

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
        if value is None:
            raise AttributeError("Cannot delete values")  # Bitmap.c bitmap_subscr
        byte, shift, bits = self._at(key)
        value = self._value(value)
        data = self._s[4]
        if bits >= 8:
            for i in range(bits // 8):
                data[byte + i] = value >> (8 * i) & 255
            return
        mask = ((1 << bits) - 1) << shift
        data[byte] = (data[byte] & ~mask) | (value << shift & mask)

    def fill(self, value):
        value = self._value(value)
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
    def __init__(self, color_count, *, dither=False):
        # Palette.c make_new: color_count MP_ARG_INT (TypeError) 1..32767 (ValueError); dither
        # keyword-only, MP_ARG_BOOL (any object).
        color_count = _range(_int(color_count), 1, 32767, "color_count")
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
        # Palette.c palette_subscr: mp_get_index (from the end when negative, IndexError,
        # TypeError); no slices (TypeError).
        if type(i) is _SLICE:
            raise TypeError("'Palette' object isn't subscriptable")
        return _index(i, len(self), "Palette") * COLOR

    def _entry(self, i):
        # Palette.c make_transparent, make_opaque, is_transparent: mp_arg_validate_type_int
        # (TypeError unless an int, a bool too), mp_arg_validate_int_range(0, len - 1)
        # (ValueError: not from the end).
        if type(i) is not int:
            raise TypeError("palette_index must be an int")
        return _range(i, 0, len(self) - 1, "palette_index") * COLOR

    def __getitem__(self, i):
        c = self._cell(i)
        d = self._s[0]
        return d[c] | d[c + 1] << 8 | d[c + 2] << 16

    def __setitem__(self, i, color):
        c = self._cell(i)
        # Palette.c palette_subscr: an int 0..0xFFFFFF (else TypeError) or a bool; a tuple or
        # list becomes bytes(color) (whatever bytes() refuses raises); a buffer of 3 or 4 bytes
        # (ValueError otherwise); anything else TypeError.
        t = type(color)
        if t is int:
            if not 0 <= color <= 0xFFFFFF:
                raise TypeError("color must be between 0x000000 and 0xffffff")
        elif t is bool:
            color = 1 if color else 0
        else:
            if t is tuple or t is list:
                color = bytes(color)
            try:
                b = memoryview(color)
            except TypeError:
                raise TypeError("color buffer must be a buffer, tuple, list, or int")
            if len(b) != 3 and len(b) != 4:
                raise ValueError("color buffer must be 3 or 4 bytes")
            color = b[0] << 16 | b[1] << 8 | b[2]
        d = self._s[0]
        d[c] = color & 255
        d[c + 1] = color >> 8 & 255
        d[c + 2] = color >> 16 & 255

    def make_transparent(self, i):
        self._s[0][self._entry(i) + 12] = 1

    def make_opaque(self, i):
        self._s[0][self._entry(i) + 12] = 0

    def is_transparent(self, i):
        return self._s[0][self._entry(i) + 12] == 1


class ColorConverter:
    def __init__(self, *, input_colorspace=None, dither=False):  # ColorConverter.c: keywords
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
            if type(head) is not bytes:  # OnDiskBitmap.c make_new: a file in byte mode
                raise TypeError("file must be a file opened in byte mode")
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
    _F = 4

    def __init__(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=0,
                 tile_height=0, default_tile=0, x=0, y=0):
        # TileGrid.c make_new, in its order: pixel_shader and the rest keyword-only,
        # pixel_shader required, MP_ARG_INT arguments (TypeError); bitmap a Bitmap or
        # OnDiskBitmap (TypeError; isinstance: the font's sheet in terminalio is a Bitmap
        # subclass), pixel_shader checked (TypeError); tile_width, tile_height 0..0xFFFF, 0 the
        # bitmap's size, then >= 1, each dividing the bitmap; width, height 1..0xFFFF; at least
        # one tile, default_tile one of them (all ValueError).
        width = _int(width)
        height = _int(height)
        tile_width = _int(tile_width)
        tile_height = _int(tile_height)
        default_tile = _int(default_tile)
        x = _int(x)
        y = _int(y)
        if not isinstance(bitmap, Bitmap) and type(bitmap) is not OnDiskBitmap:
            raise TypeError("unsupported bitmap type")
        _shader(pixel_shader)
        _range(tile_width, 0, 0xFFFF, "tile_width")
        _range(tile_height, 0, 0xFFFF, "tile_height")
        bw = bitmap.width
        bh = bitmap.height
        tile_width = _range(tile_width or bw, 1, None, "tile_width")
        tile_height = _range(tile_height or bh, 1, None, "tile_height")
        if bw % tile_width:
            raise ValueError("Tile width must exactly divide bitmap width")
        if bh % tile_height:
            raise ValueError("Tile height must exactly divide bitmap height")
        _range(width, 1, 0xFFFF, "width")
        _range(height, 1, 0xFFFF, "height")
        n = _range((bw // tile_width) * (bh // tile_height), 1, None, "bitmap")
        _range(default_tile, 0, n - 1, "default_tile")
        m0 = mark()
        wide = 2 if n > 255 else 1
        tiles = bytearray(width * height * wide)
        for i in range(width * height):
            tiles[i * wide] = default_tile & 255
            if wide == 2:
                tiles[i * wide + 1] = default_tile >> 8
        # bitmap, shader, x, y, flags, tiles, tile bytes, width, height, tiles in the bitmap,
        # tile_width, tile_height
        self._s = [bitmap, pixel_shader, x, y, 0, tiles, wide, width, height, n, tile_width,
                   tile_height]
        self._raw = 0
        self._raw = raw_since(m0)

    def board_bytes(self):
        s = self._s
        n = s[7] * s[8]
        return TILEGRID + (0 if n <= 4 else board(n * s[6]))

    def _i(self, key):
        # TileGrid.c tilegrid_subscr: an int is y * width + x (C division: toward zero), else
        # an (x, y) pair of ints; both cast to uint16_t, then IndexError past width or height
        # (a negative index wraps far past them).
        s = self._s
        w = s[7]
        if type(key) is int:
            if key >= 0:
                x = key % w
                y = key // w
            else:
                y = -(-key // w)
                x = key - y * w
        else:
            key = _pair(key)
            x = _int(key[0])
            y = _int(key[1])
        x &= 0xFFFF
        y &= 0xFFFF
        if x >= w or y >= s[8]:
            raise IndexError("Tile index out of bounds")
        return y * w + x

    def __getitem__(self, key):
        i = self._i(key)
        s = self._s
        t = s[5]
        return t[i] if s[6] == 1 else t[2 * i] | t[2 * i + 1] << 8

    def __setitem__(self, key, tile):
        i = self._i(key)
        s = self._s
        # TileGrid.c tilegrid_subscr: mp_obj_get_int (TypeError, None too), then 0..tiles in
        # the bitmap - 1 (mp_arg_validate_int_range: ValueError).
        if type(tile) is not int:
            tile = _int(tile)
        if not 0 <= tile < s[9]:
            raise ValueError("tile out of range 0-%d" % (s[9] - 1))
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
        self._s[2] = v if type(v) is int else _int(v)  # TileGrid.c set_x: mp_obj_get_int

    @property
    def y(self):
        return self._s[3]

    @y.setter
    def y(self, v):
        self._s[3] = v if type(v) is int else _int(v)  # TileGrid.c set_y: mp_obj_get_int

    @property
    def hidden(self):
        return bool(self._s[4] & 1)

    @hidden.setter
    def hidden(self, v):
        _flag(self._s, 4, 1, v)

    @property
    def width(self):
        return self._s[7]

    @property
    def height(self):
        return self._s[8]

    @property
    def tile_width(self):
        return self._s[10]

    @property
    def tile_height(self):
        return self._s[11]

    @property
    def flip_x(self):
        return bool(self._s[4] & 4)

    @flip_x.setter
    def flip_x(self, v):
        _flag(self._s, 4, 4, v)

    @property
    def flip_y(self):
        return bool(self._s[4] & 8)

    @flip_y.setter
    def flip_y(self, v):
        _flag(self._s, 4, 8, v)

    @property
    def transpose_xy(self):
        return bool(self._s[4] & 16)

    @transpose_xy.setter
    def transpose_xy(self, v):
        _flag(self._s, 4, 16, v)


def release_displays():
    pass
