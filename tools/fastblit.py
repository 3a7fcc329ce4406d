"""A faster ``bitmaptools.blit`` for the host, pixel-for-pixel the same as Blinka's.

On the board ``bitmaptools.blit`` is C; Blinka's is pure Python and calls three methods per
pixel, which makes every text change of a ``bitmap_label`` cost milliseconds on the host (the
monkey test presses 100,000 keys). This version does the same work inline for the case labels
use (packed bitmaps under 8 bits per pixel, no destination skip index) and hands every other
case to Blinka's own function. ``host_tests/ui/test_fastblit.py`` checks both agree on random
bitmaps. Host only; ``install()`` is idempotent.
"""

_orig = None
# terminalio.FONT's glyph bitmaps (Blinka loads each ASCII glyph once, into a bitmap of its
# own, and never changes it): their pixels can be cached. The list keeps them alive, so their
# ids are never reused by other objects.
_font_bitmaps = []
_font_ids = set()
_glyphs = {}  # (id, x1, y1, x2, y2, skip) -> [(dx, dy, value)] of the pixels a blit writes


def blit(dest, src, x, y, *, x1=0, y1=0, x2=None, y2=None, skip_source_index=None,
         skip_dest_index=None):
    from displayio import Bitmap

    if (type(dest) is not Bitmap or type(src) is not Bitmap or skip_dest_index is not None
            or dest._bits_per_value >= 8 or src._bits_per_value >= 8 or dest._read_only):
        return _orig(dest, src, x, y, x1=x1, y1=y1, x2=x2, y2=y2,
                     skip_source_index=skip_source_index, skip_dest_index=skip_dest_index)
    if x2 is None:
        x2 = src.width
    if y2 is None:
        y2 = src.height
    if x1 > x2:
        x1, x2 = x2, x1
    if y1 > y2:
        y1, y2 = y2, y1
    x2 = min(x2, src.width)
    y2 = min(y2, src.height)
    x_reverse = x > x1
    y_reverse = y > y1
    dx1 = max(x, 0)
    dy1 = max(y, 0)
    dx2 = min(x + x2 - x1, dest.width)
    dy2 = min(y + y2 - y1, dest.height)
    if dx1 >= dx2 or dy1 >= dy2:
        return
    ox = x1 - x
    oy = y1 - y
    if dx1 + ox < 0 or dy1 + oy < 0:
        raise ValueError(f"Index {(dx1 + ox, dy1 + oy)} is out of range")
    dest.dirty(dx1, dy1, dx2, dy2)
    dd, dst, db, dxs, dxm, dmask = (dest._data, dest._stride, dest._bits_per_value,
                                    dest._x_shift, dest._x_mask, dest._bitmask)
    if id(src) in _font_ids and dest is not src:
        # Distinct bitmaps: the order of the writes does not matter, only which pixels.
        key = (id(src), x1, y1, x2, y2, skip_source_index)
        pts = _glyphs.get(key)
        if pts is None:
            pts = _glyphs[key] = [(sx - x1, sy - y1, src._get_pixel(sx, sy))
                                  for sy in range(y1, y2) for sx in range(x1, x2)
                                  if src._get_pixel(sx, sy) != skip_source_index]
        for gx, gy, v in pts:
            px = x + gx
            py = y + gy
            if dx1 <= px < dx2 and dy1 <= py < dy2:
                bp = 32 - ((px & dxm) + 1) * db
                i = py * dst + (px >> dxs)
                dd[i] = (dd[i] & ~(dmask << bp)) | ((v & dmask) << bp)
        return
    sd, sst, sb, sxs, sxm, smask = (src._data, src._stride, src._bits_per_value, src._x_shift,
                                    src._x_mask, src._bitmask)
    sw = src.width
    sh = src.height
    rows = range(dy1, dy2)[::-1] if y_reverse else range(dy1, dy2)
    cols = range(dx1, dx2)[::-1] if x_reverse else range(dx1, dx2)
    skip = skip_source_index
    for dy in rows:
        sy = dy + oy
        srow = sy * sst
        drow = dy * dst
        for dx in cols:
            sx = dx + ox
            if sx >= sw or sy >= sh:
                v = 0  # Blinka's _get_pixel reads 0 outside the bitmap
            else:
                v = (sd[srow + (sx >> sxs)] >> (32 - ((sx & sxm) + 1) * sb)) & smask
            if skip is not None and v == skip:
                continue
            bp = 32 - ((dx & dxm) + 1) * db
            i = drow + (dx >> dxs)
            dd[i] = (dd[i] & ~(dmask << bp)) | ((v & dmask) << bp)


def install():
    """Make ``bitmaptools.blit`` (and the modules that imported it by name) use ``blit``."""
    global _orig
    import bitmaptools
    import terminalio

    if _orig is None:
        _orig = bitmaptools.blit
        for code in range(0x20, 0x7F):
            glyph = terminalio.FONT.get_glyph(code)
            if glyph is not None and id(glyph.bitmap) not in _font_ids:
                _font_bitmaps.append(glyph.bitmap)
                _font_ids.add(id(glyph.bitmap))
    bitmaptools.blit = blit  # bitmap_label looks it up on the module at each call
