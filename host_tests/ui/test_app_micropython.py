"""The handheld UI runs under MicroPython: the real lib/scopa_ui and scopa_core, compiled from
source as the board compiles them, with the real adafruit_display_text as .mpy and stand-ins
for the board's C modules (tools/mpstubs), in a bounded heap. The heap is generous on purpose
(the 64-bit port's objects are up to twice a board's): this proves the code runs there at all,
and that the game advances; tools/app_mem.py measures. The board is the truth."""

import subprocess

import pytest

from tools import app_mem

ROOT = app_mem.ROOT
HEAP = "640k"  # the scenario completes in about 330k here (python -m tools.app_mem)


def _mp(micropython, code, heap=HEAP):
    p = subprocess.run([micropython, "-X", "heapsize=" + heap, "-c", code], cwd=ROOT,
                       capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    return p, "$ micropython -c ...\n" + p.stdout[-3000:] + p.stderr[-3000:]


def test_a_maestro_deal_plays_through_the_real_ui_under_micropython(micropython, mp_ui_paths):
    cfg = {"root": ROOT, "mode": "measure", "deals": 1}
    p, shown = _mp(micropython, app_mem.scenario_code(mp_ui_paths, cfg))
    got = app_mem._parse(p.stdout, "APPMEM")
    assert p.returncode == 0 and got is not None, shown
    assert got["ok"], shown
    assert got["level"] == 3  # the setup screen's d-pad chose Maestro
    assert got["deals_played"] >= 1 and got["moves"] >= 36  # a whole two-player deal at least
    assert got["cards"] == 40  # every card of the new deal is somewhere
    assert "scopa_core.ai.maestro" in got["modules"]
    assert "scopa_ui.label" in got["modules"]  # the game's own label, not adafruit_display_text
    assert not [m for m in got["modules"] if m.startswith("adafruit_display_text")]
    # No cable link here: the save's modules, crc and record included, left after the save.
    save = ("scopa_core.save", "scopa_core.save_write", "scopa_core.crc", "scopa_core.record")
    assert not [m for m in got["table"]["modules"] if m in save]
    # The marks saw the screen's displayio objects, and the heap grew from title to table.
    for mark in ("start", "table", "deal_end", "end"):
        assert got[mark]["native_objects"] > 10, mark
    assert 0 < got["start"]["live"] < got["table"]["live"] <= got["max_live"]["live"]
    assert got["peak_cpu_step"] >= got["max_live_cpu"] > 0


def test_a_too_small_heap_is_reported_not_hidden(micropython, mp_ui_paths):
    cfg = {"root": ROOT, "mode": "heap", "deals": 1}
    p, shown = _mp(micropython, app_mem.scenario_code(mp_ui_paths, cfg), heap="64k")
    got = app_mem._parse(p.stdout, "APPMEM")
    assert p.returncode != 0, shown
    assert got is not None and not got["ok"] and got.get("error") == "MemoryError", shown


@pytest.mark.parametrize("squeeze", [0, 20, 50])
def test_running_out_of_memory_in_a_match_goes_back_to_the_title_under_micropython(
        micropython, mp_ui_paths, squeeze):
    """A board with less free RAM than planned. After ``squeeze`` moves the harness fills the
    heap but for 1 KB and holds it: the app's next allocations fail for real. The board's loop
    (App.step_safely) must drop the match and come back to the title with the notice, in
    what the match leaves free, never with a crash."""
    cfg = {"root": ROOT, "mode": "heap", "deals": 99, "level": 3, "safe": True, "squeeze": squeeze}
    p, shown = _mp(micropython, app_mem.scenario_code(mp_ui_paths, cfg))
    got = app_mem._parse(p.stdout, "APPMEM")
    assert got is not None and not got["ok"], shown
    assert got["recovered"] == ["TitleScreen", "NoticeScreen"], shown
    assert got["moves_played"] >= squeeze, shown


def test_stand_ins_cost_what_the_board_objects_cost(micropython):
    code = "\n".join((
        "import sys", "sys.path.insert(0, %r)" % app_mem.STUBS,
        "import displayio, vectorio",
        "g = displayio.Group()",
        "for i in range(5): g.append(displayio.Group())",
        "print(displayio.Bitmap(66, 12, 3).board_bytes(), displayio.Bitmap(6, 12, 2).board_bytes(),",
        "      displayio.Palette(3).board_bytes(), g.board_bytes(),",
        "      displayio.TileGrid(displayio.Bitmap(200, 140, 16), pixel_shader=None,",
        "          tile_width=20, tile_height=28).board_bytes(),",
        "      displayio.TileGrid(displayio.Bitmap(60, 12, 2), pixel_shader=None, width=10,",
        "          tile_width=6, tile_height=12).board_bytes(),",
        "      vectorio.Rectangle(pixel_shader=None, width=4, height=4).board_bytes())",
        "b = displayio.Bitmap(7, 3, 3)", "b[6, 2] = 2", "b[5, 2] = 1",
        "print(b[6, 2], b[5, 2], b[0, 0])"))
    p, shown = _mp(micropython, code)
    assert p.returncode == 0, shown
    sizes, pixels = p.stdout.strip().splitlines()
    # Bitmap: 48 + ceil(w * bits / 32) * 4 * h, 3 colours -> 2 bits (66 px: 5 words a row);
    # Palette 16 + 16 a colour; Group 48 + list 16 + 8 slots once past 4 items; a one-tile
    # TileGrid keeps its tile inline, ten tiles take a 16-byte block; Rectangle 80.
    assert sizes.split() == ["288", "96", "64", "96", "96", "112", "80"]
    assert pixels.split() == ["2", "1", "0"]


def test_a_cable_deal_plays_through_the_real_ui_under_micropython(micropython, mp_ui_paths):
    """Opponent "Cable link" on the setup screen, the waiting screen, the handshake, then a
    whole deal against another board at the other end of an in-memory cable, in the same
    bounded heap (tools/mpstubs/cable_peer.py): the link's code is the game's own, its
    SHA-256 included, and the other board's heap is kept out of the figures."""
    cfg = {"root": ROOT, "mode": "measure", "deals": 1, "cable": True}
    p, shown = _mp(micropython, app_mem.scenario_code(mp_ui_paths, cfg))
    got = app_mem._parse(p.stdout, "APPMEM")
    assert p.returncode == 0 and got is not None, shown
    assert got["ok"], shown
    assert got["level"] == 4  # the setup screen's d-pad chose the cable
    assert got["link_state"] == "ready" and got["transcripts_agree"], shown
    assert got["deals_played"] >= 1 and got["moves"] >= 36
    assert got["cards"] == 40
    assert got["dropped_bytes"] == 0  # the cable's rings never overflowed
    for mods in (got["modules"], got["table"]["modules"]):
        for name in ("scopa_core.link.link", "scopa_core.link.channel", "scopa_core.link.cobs",
                     "scopa_core.link.play", "scopa_core.link.checksum", "scopa_hw.uart_link",
                     "scopa_ui.link_poll", "scopa_ui.table_link"):
            assert name in mods, name
        # The handshake's code (its SHA-256 too) left when the match began, and the other
        # board's greetings after that did not bring it back; the boards never disagreed, so
        # the resync's code never came.
        for name in ("scopa_core.link.handshake", "scopa_core.link.sha256", "scopa_core.link.sync"):
            assert name not in mods, mods
        assert not [m for m in mods if m.startswith(("adafruit_hashlib", "hashlib"))], mods
        assert not [m for m in mods if m.startswith("scopa_core.ai")], mods  # no CPU player
        assert "scopa_ui.linkwait" not in mods  # the waiting screen left with the menus
    # The other board's heap was booked to it, and all of it went when it did.
    assert got["peer_bytes"] > 1000 and got["peer_freed"] == got["peer_bytes"], shown
    assert 0 < got["start"]["live"] < got["wait"]["live"] < got["table"]["live"]
    assert got["table"]["live"] <= got["max_live"]["live"]
    assert got["table"]["native_objects"] > 10


def test_stand_ins_refuse_what_the_board_refuses(micropython):
    """CircuitPython's C bindings check every argument; Blinka's Python classes hardly any. A
    call a board rejects must fail on the host too, so the stand-ins check as the board does
    (tools/mpstubs/displayio.py cites the CircuitPython source of each check) and raise the
    board's exception type."""
    code = "\n".join((
        "import sys", "sys.path.insert(0, %r)" % app_mem.STUBS,
        "import displayio, vectorio, terminalio",
        "def check(name, f):",
        "    try:",
        "        f()",
        "    except Exception as e:",
        "        print(name, type(e).__name__)",
        "    else:",
        "        print(name, 'accepted')",
        "g = displayio.Group()",
        "pal = displayio.Palette(2)",
        "sheet = displayio.Bitmap(200, 140, 16)",  # a deck: 10 x 5 tiles of 20 x 28
        "card = displayio.TileGrid(sheet, pixel_shader=pal, tile_width=20, tile_height=28)",
        "g.append(card)",
        "def float_x(): g.x = 1.5",
        "check('float_x', float_x)",
        "check('float_y_arg', lambda: displayio.Group(y=0.5))",
        "check('zero_scale', lambda: displayio.Group(scale=0))",
        "check('appended_twice', lambda: g.append(card))",
        "check('in_another_group', lambda: displayio.Group().append(card))",
        "check('not_a_layer', lambda: g.append(pal))",
        "b = displayio.Bitmap(7, 3, 3)",  # 3 values: 2 bits
        "def big_value(): b[6, 2] = 4",
        "check('bitmap_value', big_value)",
        "def past_sheet(): card[0] = 50",
        "check('tile_past_sheet', past_sheet)",
        "def off_grid(): card[1] = 3",
        "check('tile_off_grid', off_grid)",
        "check('tile_not_dividing', lambda: displayio.TileGrid(sheet, pixel_shader=pal,"
        " tile_width=30, tile_height=28))",
        "def big_color(): pal[0] = 0x1000000",
        "check('palette_color', big_color)",
        "check('rect_float_x', lambda: vectorio.Rectangle(pixel_shader=pal, width=4, height=4,"
        " x=0.5))",
        "label = displayio.TileGrid(terminalio.FONT.bitmap, pixel_shader=pal, width=4,"
        " tile_width=6, tile_height=12)",
        "def past_font(): label[0] = 95",
        "check('glyph_past_font', past_font)",
        # What the board allows passes: a layer removed may join another group.
        "b[6, 2] = 3; card[0] = 49; label[3] = 94; g.remove(card); displayio.Group().append(card)",
        "print('legal', b[6, 2], card[0], label[3], len(g))"))
    p, shown = _mp(micropython, code)
    assert p.returncode == 0, shown
    got = dict(line.split(None, 1) for line in p.stdout.strip().splitlines())
    assert got.pop("legal") == "3 49 94 0", shown
    assert got == {
        "float_x": "TypeError",  # Group.c set_x: mp_obj_get_int
        "float_y_arg": "TypeError",  # Group.c make_new: MP_ARG_INT
        "zero_scale": "ValueError",  # Group.c make_new: mp_arg_validate_int_range(1, 32767)
        "appended_twice": "ValueError",  # shared-module Group.c: "Layer already in a group"
        "in_another_group": "ValueError",
        "not_a_layer": "ValueError",  # "Layer must be a Group or TileGrid subclass"
        "bitmap_value": "ValueError",  # Bitmap.c subscr: value 0..2**bits - 1
        "tile_past_sheet": "ValueError",  # TileGrid.c subscr: tile 0..tiles_in_bitmap - 1
        "tile_off_grid": "IndexError",  # TileGrid.c subscr: "Tile index out of bounds"
        "tile_not_dividing": "ValueError",  # "Tile width must exactly divide bitmap width"
        "palette_color": "TypeError",  # Palette.c subscr: colour 0..0xFFFFFF
        "rect_float_x": "TypeError",  # vectorio Rectangle.c make_new: MP_ARG_INT
        "glyph_past_font": "ValueError",  # the font's sheet holds 95 glyphs
    }, shown
