"""The board draws what the simulator draws: screens rendered by CircuitPython's own displayio
in the twin (its C Group, TileGrid, Palette, the built-in font, the card sheet read from the
FAT drive by OnDiskBitmap) are pixel for pixel the golden screenshots the host renders with
Blinka (host_tests/golden/screens, make golden)."""

import os

import pytest
from PIL import Image, ImageChops

from lab.twin.run import run

GOLDEN = os.path.join(os.path.dirname(os.path.dirname(__file__)), "golden", "screens")
# golden name -> (the player's shot, seed, setup rows[, more of the player's cfg]) as
# tools/screens.py makes the scene
SCENES = {
    "title": ("title", 7, {}),
    "setup": ("setup", 7, {}),
    "table": ("table", 7, {}),
    "two_vs_two": ("table", 5, {"seats": 1}),
    "scopone_french": ("table", 3, {"variant": 1, "deck": 1}),
    "deal_end": ("deal_end", 7, {}),
    "deal_end_six": ("deal_end", 7, {"seats": 5}),
    "it_title": ("title", 7, {"lang": 1}),
    "it_table": ("table", 7, {"lang": 1}),
    "last_round_open": ("open", 7, {}),
    "scoperte": ("table", 5, {"seats": 1, "scoperte": 1}),
    "bracket_new": ("bracket", 7, {}, {"torneo": {"seats": 0}}),
}


@pytest.mark.parametrize("name", sorted(SCENES))
def test_the_twin_draws_the_golden_screen(twin_drive, tmp_path, name):
    shot, seed, settings = SCENES[name][:3]
    path = str(tmp_path / "shot.ppm")
    # "lang": the first start's answer (the player's), not a New match row
    cfg = {"settings": {k: v for k, v in settings.items() if k != "lang"}, "seed": seed,
           "shots": {shot: path}, "until": shot, "lang": settings.get("lang", 0)}
    cfg.update(SCENES[name][3] if len(SCENES[name]) > 3 else {})
    r = run(cfg, image=twin_drive)
    assert r.report.get("error") is None and os.path.exists(path), r.why()
    board = Image.open(path).convert("RGB")
    host = Image.open(os.path.join(GOLDEN, name + ".png")).convert("RGB")
    diff = ImageChops.difference(board, host).getbbox()
    if diff is not None:
        board.save(str(tmp_path / (name + "-twin.png")))
    assert diff is None, "the twin's %s differs from the golden in %s (saved in %s)" % (
        name, diff, tmp_path)
