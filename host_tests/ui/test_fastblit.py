"""The host's fast blit (tools/fastblit.py) writes exactly what Blinka's blit writes."""

import os

os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")

from hypothesis import given, settings, strategies as st  # noqa: E402

import bitmaptools  # noqa: E402
from displayio import Bitmap  # noqa: E402

from tools import fastblit  # noqa: E402

fastblit.install()
ORIGINAL = fastblit._orig


def make(w, h, colors, seed):
    b = Bitmap(w, h, colors)
    for i in range(w * h):
        b[i] = (seed * 7919 + i * 104729) % colors
    return b


def pixels(b):
    return [b[i] for i in range(b.width * b.height)]


@settings(max_examples=300, deadline=None)
@given(
    sw=st.integers(1, 20), sh=st.integers(1, 14), dw=st.integers(1, 24), dh=st.integers(1, 16),
    sc=st.sampled_from((2, 3, 4, 16)), dc=st.sampled_from((2, 4, 16)),
    x=st.integers(-6, 24), y=st.integers(-6, 16),
    x1=st.integers(0, 20), y1=st.integers(0, 14), x2=st.none() | st.integers(0, 24),
    y2=st.none() | st.integers(0, 16), skip=st.none() | st.integers(0, 3),
    seed=st.integers(0, 1000),
)
def test_fast_blit_equals_blinkas(sw, sh, dw, dh, sc, dc, x, y, x1, y1, x2, y2, skip, seed):
    src = make(sw, sh, sc, seed)
    results = []
    for fn in (ORIGINAL, fastblit.blit):
        dest = make(dw, dh, dc, seed + 1)
        try:
            fn(dest, src, x, y, x1=x1, y1=y1, x2=x2, y2=y2, skip_source_index=skip)
            results.append(("ok", pixels(dest)))
        except ValueError:
            results.append(("ValueError", None))
    assert results[0] == results[1]


def test_install_replaces_the_module_function():
    assert bitmaptools.blit is fastblit.blit


def test_glyphs_of_the_font_blit_like_blinka():
    import terminalio

    font = terminalio.FONT
    for text_x in (-3, 0, 5, 150):
        for ch in "Ag7 SCOPA!":
            g = font.get_glyph(ord(ch))
            results = []
            for fn in (ORIGINAL, fastblit.blit):
                dest = make(160, 14, 2, 3)
                fn(dest, g.bitmap, text_x, 1, x1=g.tile_index * g.width, y1=0,
                   x2=(g.tile_index + 1) * g.width, y2=g.height, skip_source_index=0)
                results.append(pixels(dest))
            assert results[0] == results[1], ch
