"""Small displayio helpers shared by every screen: colours, text, filled panels.

displayio and the font are imported inside the functions, so importing a screen module does
nothing to the display; nothing is created before a screen is."""

from micropython import const

FELT = 0x0B5D1E  # the table's green (palette index 1 of the deck sheets)
INK = 0xF4F1E6  # default text: warm white
GOLD = 0xF2C14E  # highlights: whose turn, the cursor
DIM = 0x9DB8A4  # secondary text
RED = 0xE5534B
PANEL = 0x10301A  # menus and overlays
_LINE_H = const(12)  # terminalio.FONT is 6x12
CHAR_W = 6
SCREEN_W = 160
SCREEN_H = 128


def text(group, s, x, y, color=INK, anchor=(0.0, 0.0), scale=1, padding=0, background=None,
         capacity=None, lines=1):
    """A label with its ``anchor`` point (fractions of its box) at (x, y), added to ``group``;
    with ``background``, a filled box ``padding`` pixels larger than the text. A label made
    empty, or of several ``lines`` (rows 12 px apart), holds up to a screen's width of text a
    row; one made with one line of text, that text's length (or ``capacity``)."""
    from scopa_ui.label import Label

    if capacity is None:
        capacity = len(s) if s and lines == 1 else (SCREEN_W // CHAR_W) // scale
    lbl = Label(s, color, capacity, anchor, (x, y), scale, background, padding, lines)
    group.append(lbl)
    return lbl


def set_text(lbl, s, color=None):
    """Change a label only when something changed: displayio then redraws nothing."""
    if lbl.text != s:
        lbl.text = s
    if color is not None and lbl.color != color:
        lbl.color = color


def panel(group, x, y, w, h, color=PANEL):
    """A filled rectangle (vectorio: no bitmap memory)."""
    import displayio
    import vectorio

    pal = displayio.Palette(1)
    pal[0] = color
    r = vectorio.Rectangle(pixel_shader=pal, width=w, height=h, x=x, y=y)
    group.append(r)
    return r


def fit(s, width_px):
    """``s`` cut to what fits in ``width_px`` of the 6-px font."""
    n = width_px // CHAR_W
    return s if len(s) <= n else s[: max(0, n - 1)] + "."


def wrap(s, width_px):
    """Lines of ``s`` broken at spaces to fit ``width_px``."""
    n = width_px // CHAR_W
    lines = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            if line and len(line) + 1 + len(word) > n:
                lines.append(line)
                line = word
            else:
                line = line + " " + word if line else word
        lines.append(line)
    return lines
