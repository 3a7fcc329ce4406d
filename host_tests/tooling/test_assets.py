"""Card sheets and sounds: the committed files are what the generator makes, the sheets have the
format the device loader expects, every card can be told from every other (also when only its
left strip shows, also without colour), and the loader works under Blinka's displayio."""

import os
import struct
import sys
import wave

import pytest
from PIL import Image

from tools import make_assets as gen

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ASSETS = os.path.join(ROOT, "assets")
LIB = os.path.join(ROOT, "lib")
if LIB not in sys.path:
    sys.path.insert(0, LIB)

from scopa_ui import asset_files as files  # noqa: E402  (lib/ goes on the path first)
from scopa_ui import cards  # noqa: E402

STRIP = 12  # what shows of a card under its right-hand neighbour at the tightest pitch
INK_FREE = (gen.CLEAR, gen.PAPER, gen.EDGE)  # pixels that carry no shape


@pytest.fixture(scope="module")
def generated():
    return gen.build()


def sheet_pixels(style):
    """The committed sheet read back by Pillow (an independent BMP reader): rows of indices."""
    with Image.open(os.path.join(ASSETS, "deck_%s.bmp" % style)) as img:
        assert img.mode == "P"
        data = list(img.tobytes())  # one byte per index in mode P
    return [data[y * gen.SHEET_W:(y + 1) * gen.SHEET_W] for y in range(gen.SHEET_H)]


def tile(rows, t, x0=0, x1=gen.CARD_W, y0=0, y1=gen.CARD_H):
    tx, ty = (t % 10) * gen.CARD_W, (t // 10) * gen.CARD_H
    return tuple(tuple(rows[ty + y][tx + x0:tx + x1]) for y in range(y0, y1))


def mask(pixels):
    return tuple(tuple(c not in INK_FREE for c in row) for row in pixels)


def differing(a, b):
    return sum(p != q for ra, rb in zip(a, b) for p, q in zip(ra, rb))


# --- the files -------------------------------------------------------------------------------
def test_committed_files_are_the_generators_output(generated, tmp_path):
    gen.main(["--out", str(tmp_path)])
    for rel, data in generated.items():
        with open(os.path.join(tmp_path, rel), "rb") as f:
            assert f.read() == data, "%s: a second run differs" % rel
        with open(os.path.join(ASSETS, rel), "rb") as f:
            assert f.read() == data, "assets/%s is stale: run `make assets`" % rel
    on_disk = set()
    for folder, _, names in os.walk(ASSETS):
        for name in names:
            on_disk.add(os.path.relpath(os.path.join(folder, name), ASSETS).replace(os.sep, "/"))
    assert on_disk == set(generated), "files in assets/ the generator does not make"


def test_preview_matches_the_sheets(tmp_path):
    gen.main(["--out", str(tmp_path / "a"), "--preview", str(tmp_path / "p")])
    for name in ("decks.png", "decks_screen.png"):
        with Image.open(tmp_path / "p" / name) as new, \
                Image.open(os.path.join(ROOT, "docs", name)) as old:
            assert new.size == old.size
            assert new.convert("RGB").tobytes() == old.convert("RGB").tobytes(), \
                "docs/%s is stale: run `make assets`" % name
    with Image.open(tmp_path / "p" / "decks.png") as img:
        assert img.size == ((gen.SHEET_W * 2 + 8) * 4, gen.SHEET_H * 4)


@pytest.mark.parametrize("style", gen.STYLES)
def test_sheet_format(style):
    with open(os.path.join(ASSETS, "deck_%s.bmp" % style), "rb") as f:
        data = f.read()
    offset, header = struct.unpack_from("<II", data, 10)
    width, height, planes, bits, compression = struct.unpack_from("<iiHHI", data, 18)
    colours = struct.unpack_from("<I", data, 46)[0]
    assert data[:2] == b"BM" and header == 40
    assert (width, height, planes, bits, compression, colours) == (200, 140, 1, 4, 0, 16)
    assert offset == 14 + 40 + 16 * 4 and len(data) == offset + 100 * 140
    palette = [struct.unpack_from("<I", data, 54 + 4 * i)[0] for i in range(16)]
    assert palette == list(gen.PALETTE)  # the same palette, role for role, in both decks
    assert palette[1] == 0x0B5D1E  # the felt the UI paints behind the cards


@pytest.mark.parametrize("style", gen.STYLES)
def test_tiles_have_their_shapes(style):
    rows = sheet_pixels(style)
    inside = [(x, y) for y in range(gen.CARD_H) for x in range(gen.CARD_W)
              if min(x, gen.CARD_W - 1 - x) + min(y, gen.CARD_H - 1 - y) >= 2]
    for t in list(range(40)) + [gen.BACK]:
        px = tile(rows, t)
        assert px[0][0] == px[0][-1] == px[-1][0] == px[-1][-1] == gen.CLEAR, t  # rounded
        assert all(px[y][x] != gen.CLEAR for x, y in inside), "card %d has a hole" % t
        assert all(px[y][x] != gen.FELT for x, y in inside), "card %d shows felt" % t
    for t, colour in ((gen.FRAME, gen.SELECT), (gen.FRAME2, gen.MARK)):
        px = tile(rows, t)
        ring = [(x, y) for x, y in inside if min(x, gen.CARD_W - 1 - x, y, gen.CARD_H - 1 - y) < 2]
        assert set(px[y][x] for x, y in ring) == {colour}  # a whole 2-px ring
        assert all(px[y][x] == gen.CLEAR for x, y in inside if (x, y) not in ring)
    empty = tile(rows, gen.EMPTY)
    assert {c for row in empty for c in row} == {gen.CLEAR, gen.GREEN}
    assert all(c == gen.CLEAR for row in empty[2:-2] for c in row[2:-2])  # an outline only
    for t in range(44, 50):
        assert {c for row in tile(rows, t) for c in row} == {gen.CLEAR}
    assert gen.SELECT != gen.MARK


@pytest.mark.parametrize("style", gen.STYLES)
def test_every_card_is_distinct_even_overlapped_and_without_colour(style):
    rows = sheet_pixels(style)
    faces = [tile(rows, c) for c in range(40)]
    assert len(set(faces)) == 40
    strips = [tile(rows, c, x1=STRIP) for c in range(40)]
    assert len(set(strips)) == 40, "two cards look alike in their left %d px" % STRIP
    grey = [mask(s) for s in strips]
    assert len(set(grey)) == 40, "two left strips differ only by colour"
    back = tile(rows, gen.BACK, x1=STRIP)
    assert back not in strips


@pytest.mark.parametrize("style", gen.STYLES)
def test_suit_shapes_differ_without_colour(style):
    rows = sheet_pixels(style)
    pip_box = dict(x0=gen.PIP_CX - 2, x1=gen.PIP_CX + 3, y0=gen.PIP_Y, y1=gen.PIP_Y + 6)
    for rank in range(10):
        pips = [mask(tile(rows, suit * 10 + rank, **pip_box)) for suit in range(4)]
        for a in range(4):
            for b in range(a):
                # Several pixels apart, not a one-pixel nuance.
                assert differing(pips[a], pips[b]) >= 4, (style, rank, a, b)
    bigs = [mask(tile(rows, suit * 10, x0=7)) for suit in range(4)]
    assert min(differing(bigs[a], bigs[b]) for a in range(4) for b in range(a)) >= 10


def test_art_stays_in_its_boxes():
    for glyph in gen.RANKS.values():
        assert gen.art_size(glyph) == (5, 7) and all(len(r) == 5 for r in glyph)
    for art, (w, h) in ((gen.PIPS, (5, 6)), (gen.BIG, (11, 13)), (gen.EMBLEMS, (11, 7))):
        for name, rows in art.items():
            width, height = gen.art_size(rows)
            assert width <= w and height <= h, name
            assert all(len(r) == width for r in rows), name
            assert set("".join(rows)) <= set(gen.LEGEND) | set(".sd#"), name


# --- sounds ----------------------------------------------------------------------------------
@pytest.mark.parametrize("name", cards.SOUNDS)
def test_sound_files(name):
    path = files.sound_path(name, ROOT)
    assert os.path.getsize(path) <= 6 * 1024
    with wave.open(path, "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getcomptype()) == (1, 1, "NONE")
        assert w.getframerate() in (8000, 11025)
        assert w.getnframes() <= 0.6 * w.getframerate()
        samples = w.readframes(w.getnframes())
    assert max(samples) - min(samples) >= 40, "too quiet to hear on the little speaker"
    assert 0 < min(samples) and max(samples) < 255, "clipped"
    # Silence (128) at both ends: no click when it starts or stops.
    assert abs(samples[0] - 128) <= 2 and abs(samples[-1] - 128) <= 8


def test_sound_lengths_suit_their_use():
    seconds = {}
    for name in cards.SOUNDS:
        with wave.open(files.sound_path(name, ROOT), "rb") as w:
            seconds[name] = w.getnframes() / w.getframerate()
    assert seconds["tick"] <= 0.03 and seconds["play"] <= 0.1 and seconds["nope"] <= 0.2
    for fanfare in ("scopa", "settebello", "win", "loss"):
        assert 0.3 <= seconds[fanfare] <= 0.6


def test_loader_and_generator_agree():
    assert cards.SOUNDS == gen.SOUNDS and cards.STYLES == gen.STYLES
    assert (cards.CARD_W, cards.CARD_H) == (gen.CARD_W, gen.CARD_H)
    assert (cards.BACK, cards.EMPTY, cards.FRAME, cards.FRAME2) == (
        gen.BACK, gen.EMPTY, gen.FRAME, gen.FRAME2)
    assert cards.FELT == gen.FELT
    assert files.sound_path("scopa") == "/assets/sounds/scopa.wav"
    assert files.sheet_path("french", "/x/") == "/x/assets/deck_french.bmp"
    with pytest.raises(ValueError):
        files.sound_path("boom", ROOT)


# --- the loader under Blinka's displayio ----------------------------------------------------
@pytest.fixture
def displayio():
    import displayio as dio

    dio.release_displays()
    yield dio
    dio.release_displays()


def test_load_deck_reads_the_sheet_on_flash(displayio):
    deck = files.load_deck("italian", ROOT)
    assert isinstance(deck.bitmap, displayio.OnDiskBitmap)
    assert (deck.bitmap.width, deck.bitmap.height) == (200, 140)
    assert deck.pixel_shader.is_transparent(0) and not deck.pixel_shader.is_transparent(1)
    assert deck.style == "italian" and files.load_deck("french", ROOT).style == "french"


def test_the_app_reads_a_deck_once_and_the_reader_leaves_the_heap(displayio):
    import sys

    from tools.ui_driver import Driver

    d = Driver(seed=1)
    try:
        app = d.app
        deck = app.load_deck()
        assert app.load_deck() is deck and deck.style == "italian"
        assert "scopa_ui.asset_files" not in sys.modules
        app.settings.deck = 1
        french = app.load_deck()
        assert french is not deck and french.style == "french" and app.load_deck() is french
    finally:
        d.close()


def test_card_grid_shows_the_tile(displayio):
    deck = files.load_deck("french", ROOT)
    grid = cards.card_grid(deck, 6)
    assert isinstance(grid, displayio.TileGrid)
    assert (grid.width, grid.height, grid.tile_width, grid.tile_height) == (1, 1, 20, 28)
    assert grid[0] == 6
    cards.set_card(grid, cards.BACK)
    assert grid[0] == cards.BACK
    for bad in (-1, 50, 63):
        with pytest.raises(ValueError):
            cards.card_grid(deck, bad)
        with pytest.raises(ValueError):
            cards.set_card(grid, bad)
    assert grid[0] == cards.BACK  # a refused tile changes nothing


@pytest.mark.parametrize("style", gen.STYLES)
def test_in_ram_copy_equals_the_sheet(displayio, style):
    expected = gen.make_sheet(style)
    deck = files.load_deck(style, ROOT, in_ram=True)
    assert isinstance(deck.bitmap, displayio.Bitmap)
    disk = displayio.OnDiskBitmap(files.sheet_path(style, ROOT))
    for y in range(0, gen.SHEET_H):
        for x in range(0, gen.SHEET_W):
            assert deck.bitmap[x, y] == expected.get(x, y) == disk._get_pixel(x, y), (x, y)
    assert [deck.pixel_shader[i] for i in range(16)] == list(gen.PALETTE)
    assert deck.pixel_shader.is_transparent(0)


def test_bad_files_get_clear_errors(displayio, tmp_path):
    with pytest.raises(ValueError, match="style"):
        files.load_deck("tarot", ROOT)
    with pytest.raises(OSError, match="deck_italian.bmp"):
        files.load_deck("italian", str(tmp_path))
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "deck_italian.bmp").write_bytes(b"RIFF" + bytes(200))
    for in_ram in (False, True):
        with pytest.raises(ValueError):
            files.load_deck("italian", str(tmp_path), in_ram=in_ram)
    # A well-formed BMP of the wrong size is refused too.
    with open(os.path.join(ASSETS, "deck_italian.bmp"), "rb") as f:
        narrow = bytearray(f.read())
    struct.pack_into("<i", narrow, 18, 100)
    (tmp_path / "assets" / "deck_italian.bmp").write_bytes(bytes(narrow))
    for in_ram in (False, True):
        with pytest.raises(ValueError, match="200"):
            files.load_deck("italian", str(tmp_path), in_ram=in_ram)
