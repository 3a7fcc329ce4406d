"""Card sprites made by tools/make_assets.py (run `make assets`): a deck's tiles and how a
screen shows one. Reading the files is ``asset_files``' job, a module loaded once per deck
and forgotten again (this one stays in the heap while cards are on screen: it is kept small).

A deck is one 200x140 sheet of 20x28 tiles, 10 across: tile = card int (suit*10 + rank-1),
then BACK, EMPTY (a dotted slot), FRAME (the cursor's outline) and FRAME2 (a second outline
colour, "will be captured"); palette index 0 is transparent, index 1 the table felt. One deck
is loaded at a time and shared by every screen (``App.load_deck``).
"""

from micropython import const

CARD_W = 20
CARD_H = 28
BACK = 40
EMPTY = 41
FRAME = 42
FRAME2 = 43
_TILES = const(50)
STYLES = ("italian", "french")
SOUNDS = ("play", "capture", "scopa", "settebello", "win", "loss", "nope", "tick")
FELT = 1  # palette index of the table colour


class Deck:
    """A loaded sheet: ``bitmap`` and ``pixel_shader`` go straight into a TileGrid."""

    def __init__(self, style, root, bitmap, pixel_shader):
        self.style = style
        self.root = root
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader


def _check_tile(tile):
    if not 0 <= tile < _TILES:
        raise ValueError("no card tile %r (0..%d)" % (tile, _TILES - 1))
    return tile


def card_grid(deck, card):
    """A one-tile TileGrid showing ``card`` (a card int or BACK, EMPTY, FRAME, FRAME2)."""
    import displayio

    return displayio.TileGrid(deck.bitmap, pixel_shader=deck.pixel_shader, width=1, height=1,
                              tile_width=CARD_W, tile_height=CARD_H,
                              default_tile=_check_tile(card))


def set_card(grid, card):
    """Show another tile in ``grid`` without allocating anything."""
    grid[0] = _check_tile(card)
