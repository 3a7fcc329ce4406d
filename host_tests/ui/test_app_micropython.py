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
