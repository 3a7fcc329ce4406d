"""How long the host's headless display takes to render (a figure for reports, not a test):

    .venv/bin/python -P host_tests/hw/refresh_timing.py

A busy 160x128 scene (full-screen 16-colour bitmap, ten card-sized tiles, three text lines):
full refreshes, a one-label change, and screenshots. Wall-clock and CPU time: other processes
on the machine inflate the first, not the second.
"""

import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "lib"))
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")


def scene():
    import displayio
    import terminalio
    from adafruit_display_text import label

    g = displayio.Group()
    bg = displayio.Bitmap(160, 128, 16)
    pal = displayio.Palette(16)
    for i in range(16):
        pal[i] = i * 0x0F0F0F
    for y in range(128):
        for x in range(160):
            bg[x, y] = (x // 8 + y // 8) % 16
    g.append(displayio.TileGrid(bg, pixel_shader=pal))
    for i in range(10):
        card = displayio.Bitmap(22, 32, 4)
        cp = displayio.Palette(4)
        for j, c in enumerate((0xFFFFFF, 0xCC0000, 0, 0x00AA00)):
            cp[j] = c
        card.fill(i % 4)
        g.append(displayio.TileGrid(card, pixel_shader=cp, x=2 + (i % 6) * 26, y=30 + (i // 6) * 40))
    for y in (8, 20, 118):
        g.append(label.Label(terminalio.FONT, text="Scopa 7D:3C+4B  11-7", color=0xFFFF00, x=2, y=y))
    return g


def timed(fn, n):
    wall, cpu = [], []
    for i in range(n):
        w, c = time.perf_counter(), time.process_time()
        fn(i)
        wall.append((time.perf_counter() - w) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    wall.sort()
    cpu.sort()
    return "median %.1f ms wall, %.1f ms CPU (max %.1f wall)" % (wall[n // 2], cpu[n // 2], wall[-1])


def main():
    import tempfile

    from scopa_hw.host import Board

    board = Board(window=False)
    g = scene()
    board.display.root_group = g
    board.display.refresh()

    def full(_):
        board.display._core.full_refresh = True
        board.display.refresh()

    def one_label(i):
        g[-1].text = "Your turn %d" % i
        board.display.refresh()

    out = tempfile.mkdtemp()

    def shot(i):
        g[-1].text = "Shot %d" % i
        board.screenshot(os.path.join(out, "s%d.png" % i))

    board.screenshot(os.path.join(out, "warm.png"))  # first PNG save loads Pillow's plugins
    print("full 160x128 refresh:", timed(full, 20))
    print("one label changed:   ", timed(one_label, 20))
    print("screenshot (+label): ", timed(shot, 20))
    board.close()


if __name__ == "__main__":
    main()
