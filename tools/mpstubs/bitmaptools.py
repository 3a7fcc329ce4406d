"""Stand-in for bitmaptools (C on the PyBadge build): the text library's blits allocate nothing
on the board, so here they do nothing. readinto, the one the game calls, checks its arguments
as shared-bindings/bitmaptools/__init__.c does."""

from displayio import Bitmap, _int


def blit(dest_bitmap, source_bitmap, x, y, x1=0, y1=0, x2=None, y2=None, skip_source_index=None,
         skip_dest_index=None):
    pass


def replace_color(bitmap, old_color, new_color):
    pass


def fill_region(bitmap, x1, y1, x2, y2, value):
    pass


def readinto(bitmap, file, bits_per_pixel, element_size=1, reverse_pixels_in_element=False,
             swap_bytes_in_element=False, reverse_rows=False):
    # bitmaptools/__init__.c readinto: MP_ARG_INT arguments (TypeError); bitmap a Bitmap
    # (mp_arg_validate_type: TypeError); element_size 1, 2 or 4, bits_per_pixel 1, 2, 4, 8, 16,
    # 24 (element_size 1 only) or 32 (ValueError); the flags MP_ARG_BOOL (any object).
    bits_per_pixel = _int(bits_per_pixel)
    element_size = _int(element_size)
    if not isinstance(bitmap, Bitmap):
        raise TypeError("bitmap must be a Bitmap")
    if element_size not in (1, 2, 4) or bits_per_pixel not in (1, 2, 4, 8, 16, 24, 32) or (
            bits_per_pixel == 24 and element_size != 1):
        raise ValueError("invalid element_size or bits_per_pixel")
