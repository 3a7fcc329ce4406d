"""Accounting shared by the stand-ins for the board's C objects (displayio, vectorio).

Each stand-in knows two sizes:
- ``board_bytes()``: what the C object costs on a SAMD51 (32-bit words, 16-byte GC blocks),
  from the CircuitPython structs (see BOARD below; tools/app_mem.py reports them);
- ``_raw``: what the stand-in itself took on the interpreter it runs on, measured in its
  constructor with ``gc.mem_alloc()`` (the instance, its state list, its payload).
tools/app_mem.py walks the display tree, sums both and scales only the rest of the heap (the
Python objects: code, data, the libraries' instances) from 64 to 32 bits.

State lives in one list attribute (``_s``) so that a Python subclass (the text library's Label
is a Group subclass) pays one map entry for it, as the C struct costs its map nothing.
"""

import gc

_alloc = getattr(gc, "mem_alloc", None)  # CPython has none: sizes are then 0


def _block(n, size):
    return (n + size - 1) // size * size if n > 0 else 0


def board(n):
    """``n`` bytes of one heap allocation on the board: 16-byte blocks."""
    return _block(n, 16)


class _Empty:
    pass


def _instance_bytes():
    # What a bare instance of a Python class costs here (allocated before __init__ runs).
    if _alloc is None:
        return 0
    keep = [None] * 16
    gc.collect()
    a = _alloc()
    for i in range(16):
        keep[i] = _Empty()
    gc.collect()
    return (_alloc() - a) // 16


INSTANCE = _instance_bytes()


def mark():
    return _alloc() if _alloc is not None else 0


def raw_since(m0):
    return (_alloc() - m0 + INSTANCE) if _alloc is not None else 0


# Bytes of each C object on the board (CircuitPython 9/10 structs, 32-bit, 16-byte blocks):
#   Group   displayio_group_t: base, members*, buffer transform (17 B), dirty area (12 B),
#           x, y, scale, flags -> 48; its members list (mp_obj_list_t) 16 + 4 B an item slot
#           (4 slots first, doubling)
#   TileGrid displayio_tilegrid_t: 3 pointers, 13 16-bit fields, tiles*, inverts*, transform*,
#           three areas of 12 B, flags -> 92 -> 96; up to 4 tiles live inside the pointer
#   Bitmap  displayio_bitmap_t -> 36 -> 48, plus its pixels: ceil(w * bits / 32) * 4 * h
#   Palette displayio_palette_t 16, plus 16 B a colour (_displayio_color_t)
#   Rectangle vectorio_rectangle_t 16 + its vectorio_vector_shape_t 55 -> 64
#   OnDiskBitmap displayio_ondiskbitmap_t 48, its file object (FIL with a 512 B sector
#           buffer) ~560, its Palette of 16 colours 272
GROUP = 48
LIST = 16
TILEGRID = 96
BITMAP = 48
PALETTE = 16
COLOR = 16
RECTANGLE = 16 + 64
ONDISK = 48 + 560
