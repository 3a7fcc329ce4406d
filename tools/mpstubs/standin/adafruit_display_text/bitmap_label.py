"""Stand-in for adafruit_display_text.bitmap_label.Label (5.0.6): the same displayio objects
the real one makes, without its code or its ~40 instance attributes (the real library runs
by default; this one gives the figure of a leaner label).

A label is a Group holding a scaled Group holding one TileGrid over a Bitmap of the text's box
(6 px a character, 12 px a line, plus padding) with a Palette of 3 colours, hence 2 bits a
pixel; the real one also keeps a 3x3 outline stamp Bitmap. A new text of another box size
makes a new Bitmap and TileGrid, an empty text drops them."""

import displayio

CHAR_W = 6
LINE_H = 12
LINE_STEP = 15  # int(1.25 * 12): the real label's line spacing


class Label(displayio.Group):
    def __init__(self, font, text="", color=0xFFFFFF, background_color=None, scale=1,
                 padding_left=0, padding_right=0, padding_top=0, padding_bottom=0,
                 anchor_point=None, anchored_position=None, x=0, y=0, **kw):
        displayio.Group.__init__(self, x=x, y=y)
        displayio.Palette(2)  # the base class's palette, replaced at once (garbage)
        pal = displayio.Palette(3)
        pal[1] = color
        if background_color is None:
            pal.make_transparent(0)
        else:
            pal[0] = background_color
        self._palette = pal
        self._stamp = displayio.Bitmap(3, 3, 3)
        self._pad = (padding_left, padding_right, padding_top, padding_bottom)
        self._local = displayio.Group(scale=scale)
        self.append(self._local)
        self._color = color
        self._bitmap = None
        self._tilegrid = None
        self._text = None
        self._box = (0, 0, 0, 0)
        self._anchor_point = anchor_point
        self._anchored_position = anchored_position
        self.text = text

    def _reset(self, text):
        self._text = text
        local = self._local
        if not text:
            while len(local):
                local.pop()
            self._bitmap = None
            self._tilegrid = None
            self._box = (0, 0, 0, 0)
        else:
            lines = text.split("\n")
            w = CHAR_W * max(len(s) for s in lines)
            h = LINE_H + LINE_STEP * (len(lines) - 1)
            p = self._pad
            bw, bh = w + p[0] + p[1], h + p[2] + p[3]
            b = self._bitmap
            if b is None or b.width != bw or b.height != bh:
                self._bitmap = displayio.Bitmap(bw, bh, 3)
                self._tilegrid = displayio.TileGrid(self._bitmap, pixel_shader=self._palette,
                                                    x=-p[0], y=-5 - p[2])
                while len(local):
                    local.pop()
                local.append(self._tilegrid)
            self._box = (0, -5, w, h)
        self._place()

    def _place(self):
        ap = self._anchor_point
        pos = self._anchored_position
        if ap is None or pos is None:
            return
        s = self._local.scale
        box = self._box
        self.x = int(pos[0] - box[0] * s - round(ap[0] * box[2] * s))
        self.y = int(pos[1] - box[1] * s - round(ap[1] * box[3] * s))

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, s):
        if s != self._text:
            self._reset(s)

    @property
    def color(self):
        return self._color

    @color.setter
    def color(self, c):
        self._color = c
        self._palette[1] = c

    @property
    def anchor_point(self):
        return self._anchor_point

    @anchor_point.setter
    def anchor_point(self, p):
        self._anchor_point = p
        self._place()

    @property
    def anchored_position(self):
        return self._anchored_position

    @anchored_position.setter
    def anchored_position(self, p):
        self._anchored_position = p
        self._place()

    @property
    def bounding_box(self):
        return self._box

    @property
    def width(self):
        return self._box[2]

    @property
    def height(self):
        return self._box[3]

    @property
    def scale(self):
        return self._local.scale

    @property
    def bitmap(self):
        return self._bitmap

    @property
    def tilegrid(self):
        return self._tilegrid
