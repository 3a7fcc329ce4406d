# mypy: ignore-errors
# (host only: runs on CPython against Blinka's displayio, which the CircuitPython stubs that
# `make typecheck` uses for lib/ do not describe)
"""Host displays for Blinka displayio: an offscreen 160x128 framebuffer and a scaled window.

``HeadlessDisplay`` is a ``busdisplay.BusDisplay`` with no bus: displayio computes the dirty
rectangles and their RGB565 pixels exactly as on the board, and ``_refresh_area`` copies them
into a framebuffer instead of sending them over SPI. ``Window`` shows that framebuffer in a
pygame window at an integer scale (PyGameDisplay 4.0.1 has no scale option and redraws the whole
screen on every refresh), with the five NeoPixels drawn under the screen.
Host only: needs numpy, Pillow (screenshots) and pygame (window).
"""

import busdisplay
import numpy
from displayio._area import Area

_WIDTH = 160
_HEIGHT = 128


class HeadlessDisplay(busdisplay.BusDisplay):
    """Renders into ``self.framebuffer`` (big-endian RGB565, row-major) on ``refresh()``."""

    def __init__(self, width=_WIDTH, height=_HEIGHT):
        self.framebuffer = bytearray(width * height * 2)
        self.changed = False
        # blinka-displayio lists the display for its refresh thread before its __init__ sets
        # _auto_refresh: a thread that looked in between raised AttributeError (a warning in
        # the tests). Set first, it is simply False until then.
        self._auto_refresh = False
        # No init sequence, no bus; refresh only when asked (the board auto-refreshes, the
        # host refreshes from Board.poll or before a screenshot, on the main thread).
        super().__init__(None, b"", width=width, height=height, auto_refresh=False)

    def _refresh_area(self, area):
        clipped = Area()
        if not self._core.clip_area(area, clipped):
            return True
        w = clipped.width()
        h = clipped.height()
        n = w * h
        words = memoryview(bytearray((n + 1) // 2 * 4)).cast("I")
        mask = memoryview(bytearray((n // 32 + 1) * 4)).cast("I")
        self._core.fill_area(clipped, mask, words)
        # displayio writes each pixel byte-swapped (reverse_bytes_in_word), so the bytes in
        # memory are the big-endian RGB565 a TFT receives.
        pixels = words.cast("B")
        fb = self.framebuffer
        stride = self._core.width * 2
        row = w * 2
        at = clipped.y1 * stride + clipped.x1 * 2
        for r in range(h):
            fb[at : at + row] = pixels[r * row : (r + 1) * row]
            at += stride
        self.changed = True
        return True

    def rgb_array(self):
        """The screen as a (height, width, 3) uint8 array, 5/6-bit channels widened the usual
        way (high bits repeated into the low ones, so white stays 255)."""
        v = numpy.frombuffer(bytes(self.framebuffer), dtype=">u2").reshape(self.height, self.width)
        v = v.astype(numpy.uint16)
        r = (v >> 11) & 31
        g = (v >> 5) & 63
        b = v & 31
        out = numpy.empty((self.height, self.width, 3), dtype=numpy.uint8)
        out[..., 0] = (r << 3) | (r >> 2)
        out[..., 1] = (g << 2) | (g >> 4)
        out[..., 2] = (b << 3) | (b >> 2)
        return out

    def to_image(self):
        from PIL import Image

        return Image.fromarray(self.rgb_array(), "RGB")


_LIGHT_STRIP = 12  # window pixels under the screen for the NeoPixel dots


class Window:
    """A pygame window showing a HeadlessDisplay at ``scale``, plus the NeoPixels."""

    def __init__(self, display, scale=4, caption="Scopa"):
        import pygame

        self.pygame = pygame
        self.display = display
        self.scale = scale
        pygame.display.init()
        pygame.display.set_caption(caption)
        self.surface = pygame.display.set_mode(
            (display.width * scale, display.height * scale + _LIGHT_STRIP * scale // 2)
        )
        self.lights = None
        self._shown_lights = None

    def present(self, lights, exposed=False):
        """Redraw if the screen or the lights changed since the last call, or the window was
        uncovered or shown (``exposed``: what was over it may still be in its pixels)."""
        display = self.display
        shown = None if lights is None else tuple(lights)
        if not exposed and not display.changed and shown == self._shown_lights:
            return
        pygame = self.pygame
        display.changed = False
        rgb = display.rgb_array()
        frame = pygame.image.frombuffer(rgb.tobytes(), (display.width, display.height), "RGB")
        size = (display.width * self.scale, display.height * self.scale)
        self.surface.blit(pygame.transform.scale(frame, size), (0, 0))
        self._draw_lights(shown)
        pygame.display.flip()

    def _draw_lights(self, lights):
        pygame = self.pygame
        self._shown_lights = lights
        w = self.display.width * self.scale
        top = self.display.height * self.scale
        strip = _LIGHT_STRIP * self.scale // 2
        self.surface.fill((24, 24, 24), (0, top, w, strip))
        colors = lights or ()
        radius = max(2, strip // 3)
        for i in range(5):
            c = colors[i] if i < len(colors) else 0
            center = (w * (2 * i + 1) // 10, top + strip // 2)
            rgb = (c >> 16 & 255, c >> 8 & 255, c & 255)
            pygame.draw.circle(self.surface, rgb if c else (60, 60, 60), center, radius)

    def close(self):
        self.pygame.display.quit()
