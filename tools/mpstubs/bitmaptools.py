"""Stand-in for bitmaptools (C on the PyBadge build): the text library's blits allocate nothing
on the board, so here they do nothing."""


def blit(dest_bitmap, source_bitmap, x, y, x1=0, y1=0, x2=None, y2=None, skip_source_index=None,
         skip_dest_index=None):
    pass


def replace_color(bitmap, old_color, new_color):
    pass


def fill_region(bitmap, x1, y1, x2, y2, value):
    pass


def readinto(bitmap, file, bits_per_pixel, element_bits=None, reverse_pixels_in_element=False,
             swap_bytes=False, reverse_rows=False):
    pass
