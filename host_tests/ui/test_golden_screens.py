"""Golden screenshots: the main screens, rendered headlessly from scripted sessions, must match
the committed PNGs pixel for pixel. After a deliberate change of the look, regenerate them
with ``make golden`` and look at every image before committing."""

import os

import pytest
from PIL import Image, ImageChops

from tools.screens import GOLDEN, render

HERE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "golden", "screens")


@pytest.mark.parametrize("name", GOLDEN)
def test_screen_matches_its_golden_image(name, tmp_path):
    want = Image.open(os.path.join(HERE, name + ".png")).convert("RGB")
    got = render(name).convert("RGB")
    assert got.size == (160, 128)
    diff = ImageChops.difference(want, got)
    box = diff.getbbox()
    if box is not None:
        got.save(tmp_path / (name + ".png"))
        # Pixels where any channel differs (each channel 0 or 255 first, so no grey rounds to 0).
        changed = sum(diff.point(lambda v: 255 if v else 0).convert("L").histogram()[1:])
        pytest.fail("%s: %d pixels differ in %s; see %s (make golden regenerates, deliberately)"
                    % (name, changed, box, tmp_path / (name + ".png")))


def test_every_golden_image_is_in_the_list():
    on_disk = sorted(f[:-4] for f in os.listdir(HERE) if f.endswith(".png"))
    assert on_disk == sorted(GOLDEN)
