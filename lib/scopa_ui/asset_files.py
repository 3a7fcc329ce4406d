"""Reading the asset files: a deck's sprite sheet and the sounds' paths. Loaded when a deck is
read (once per style) and then forgotten, so its code is not in the board's heap during play.

The sheet stays on flash (OnDiskBitmap) unless ``in_ram=True`` copies its pixels into a
Bitmap in the heap, which draws faster.
"""

from micropython import const

from scopa_ui.cards import SOUNDS, STYLES, Deck

_SHEET_W = const(200)
_SHEET_H = const(140)


def _asset(root, rel):
    # Plain string joining: CircuitPython has no os.path.
    return root.rstrip("/") + "/assets/" + rel


def sheet_path(style, root="/"):
    if style not in STYLES:
        raise ValueError("unknown deck style %r (one of %s)" % (style, ", ".join(STYLES)))
    return _asset(root, "deck_" + style + ".bmp")


def sound_path(name, root="/"):
    """Where the WAV for ``name`` (one of SOUNDS) lives."""
    if name not in SOUNDS:
        raise ValueError("unknown sound %r" % (name,))
    return _asset(root, "sounds/" + name + ".wav")


def load_deck(style, root="/", in_ram=False):
    """The deck of ``style`` read from its sheet (the app keeps it and shares it)."""
    path = sheet_path(style, root)
    try:
        bitmap, shader = _read_to_ram(path) if in_ram else _open_on_disk(path)
    except OSError as e:
        raise OSError("cannot read card sheet %s: %s" % (path, e))
    shader.make_transparent(0)
    return Deck(style, root, bitmap, shader)


def _open_on_disk(path):
    import displayio

    bitmap = displayio.OnDiskBitmap(path)
    if bitmap.width != _SHEET_W or bitmap.height != _SHEET_H:
        raise ValueError("%s is %dx%d, not %dx%d" % (path, bitmap.width, bitmap.height,
                                                     _SHEET_W, _SHEET_H))
    shader = bitmap.pixel_shader
    if not isinstance(shader, displayio.Palette):
        raise ValueError("%s is not an indexed-colour BMP" % path)
    return bitmap, shader


def _u32(b, at):
    return b[at] | b[at + 1] << 8 | b[at + 2] << 16 | b[at + 3] << 24


def _read_to_ram(path):
    """Parse the sheet's BMP header and copy its 4-bit pixels into a displayio.Bitmap."""
    import displayio

    with open(path, "rb") as f:
        head = f.read(54)
        if len(head) < 54 or head[0:2] != b"BM":
            raise ValueError("%s is not a BMP file" % path)
        width, height, bits = _u32(head, 18), _u32(head, 22), head[28]
        if (width, height, bits, _u32(head, 30)) != (_SHEET_W, _SHEET_H, 4, 0):
            raise ValueError("%s: want an uncompressed 4-bit %dx%d BMP" % (path, _SHEET_W, _SHEET_H))
        f.seek(14 + _u32(head, 14))
        entries = f.read(64)
        palette = displayio.Palette(16)
        for i in range(len(entries) // 4):
            palette[i] = entries[4 * i + 2] << 16 | entries[4 * i + 1] << 8 | entries[4 * i]
        bitmap = displayio.Bitmap(width, height, 16)
        f.seek(_u32(head, 10))
        try:
            import bitmaptools

            # Rows are stored bottom-up; the left pixel is the high nibble.
            bitmaptools.readinto(bitmap, f, 4, 1, True, False, True)
        except ImportError:  # a build without bitmaptools: the same, slowly
            row = bytearray(width // 2)
            for y in range(height - 1, -1, -1):
                f.readinto(row)
                for i in range(width // 2):
                    bitmap[2 * i, y] = row[i] >> 4
                    bitmap[2 * i + 1, y] = row[i] & 15
    return bitmap, palette
