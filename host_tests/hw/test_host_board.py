"""The host profile: scripted keys, repeat with a fake clock, screenshots of what displayio
shows, nvm files, sound and lights bookkeeping, the serial link over a pty, the window."""

import os

import displayio
import pytest
from PIL import Image

from scopa_hw import keys
from scopa_hw.boards import open_board
from scopa_hw.host import Board
from scopa_hw.host_io import FileNvm
from scopa_ui.label import Label


def test_interface(host_board):
    b = host_board
    assert b.name == "host" and b.quit_requested is False and b.muted is False
    assert (b.display.width, b.display.height) == (160, 128)
    assert len(b.nvm) == 8192 and bytes(b.nvm[0:4]) == b"\xff" * 4
    assert b.mem_free() is None and b.uart() is None
    b.poll()  # headless: nothing to pump


def test_pushed_keys_come_out_in_order_then_none(host_board):
    for k in (keys.A, keys.LEFT, keys.START, keys.B, keys.SELECT):
        host_board.push_key(k)
    got = [host_board.next_key() for _ in range(7)]
    assert got == [keys.A, keys.LEFT, keys.START, keys.B, keys.SELECT, -1, -1]


def test_held_dpad_repeats_on_the_board_clock(host_board, clock):
    b = host_board
    b.press_key(keys.DOWN)
    assert b.next_key() == keys.DOWN and b.next_key() == -1
    clock.advance(399)
    assert b.next_key() == -1
    clock.advance(1)
    assert b.next_key() == keys.DOWN
    clock.advance(120)
    assert b.next_key() == keys.DOWN
    b.release_key(keys.DOWN)
    clock.advance(1000)
    assert b.next_key() == -1
    b.press_key(keys.A)  # buttons never repeat
    clock.advance(1000)
    assert [b.next_key(), b.next_key()] == [keys.A, -1]
    assert b.ticks_diff(b.ticks_ms(), 0) == clock.now


def _scene():
    group = displayio.Group()
    bitmap = displayio.Bitmap(160, 128, 3)
    palette = displayio.Palette(3)
    palette[0] = 0x004400
    palette[1] = 0xFF0000
    palette[2] = 0xFFFFFF
    for x in range(10, 30):
        for y in range(20, 50):
            bitmap[x, y] = 1
    group.append(displayio.TileGrid(bitmap, pixel_shader=palette))
    group.append(Label("Scopa!", color=0xFFFF00, position=(60, 94)))  # the game's own text
    return group


def test_screenshot_is_a_160x128_png_of_the_group(host_board, tmp_path):
    host_board.display.root_group = _scene()
    path = str(tmp_path / "shot.png")
    host_board.screenshot(path)
    with Image.open(path) as img:
        assert img.format == "PNG" and img.size == (160, 128)
        img = img.convert("RGB")
        assert img.getpixel((15, 30)) == (255, 0, 0)
        assert img.getpixel((150, 5)) == (0, 0x45, 0)  # 0x44 green through RGB565 and back
        text = [img.getpixel((x, y)) for x in range(60, 100) for y in range(92, 108)]
        assert (255, 255, 0) in text


def test_screenshot_follows_changes(host_board, tmp_path):
    group = _scene()
    host_board.display.root_group = group
    host_board.screenshot(str(tmp_path / "a.png"))
    group[0].x = 100  # the red block moves right
    host_board.screenshot(str(tmp_path / "b.png"))
    with Image.open(str(tmp_path / "b.png")) as img:
        img = img.convert("RGB")
        assert img.getpixel((15, 30)) == (0, 0, 0)
        assert img.getpixel((115, 30)) == (255, 0, 0)


def test_nvm_file_persists_across_boards(tmp_path, clock):
    path = str(tmp_path / "sub" / "nvm.bin")
    b = Board(window=False, nvm_path=path, clock=clock)
    b.nvm[100:103] = b"abc"
    b.close()
    assert os.path.getsize(path) == 8192
    b = Board(window=False, nvm_path=path, clock=clock)
    assert bytes(b.nvm[100:103]) == b"abc" and b.nvm[99] == 0xFF
    with pytest.raises(ValueError):
        b.nvm[0:3] = b"ab"  # like microcontroller.nvm: a slice write keeps the length
    b.close()


def test_nvm_path_from_environment_and_bad_file_kept_aside(tmp_path, clock, monkeypatch):
    path = tmp_path / "env.bin"
    path.write_bytes(b"short")
    monkeypatch.setenv("SCOPA_NVM", str(path))
    b = Board(window=False, clock=clock)
    # Kept aside, and read as what is left of the memory (the save's checks judge it).
    assert isinstance(b.nvm, FileNvm) and bytes(b.nvm[0:6]) == b"short\xff"
    assert (tmp_path / "env.bin.bad").read_bytes() == b"short"
    b.close()


def test_a_cut_short_or_grown_nvm_file_keeps_the_save_it_still_holds(tmp_path, clock):
    from scopa_core.save import DAMAGED_OLDER, SaveStore, Settings, Stats

    nvm = bytearray(b"\xff" * 8192)
    store = SaveStore(nvm)
    store.save(Settings(level=2), Stats())  # slot A
    store.save(Settings(level=3), Stats())  # slot B, the newest
    path = tmp_path / "nvm.bin"
    for data, level, problems in ((nvm[:4100], 2, [DAMAGED_OLDER]),  # B cut off
                                  (nvm + b"\0" * 100, 3, [])):
        path.write_bytes(bytes(data))
        b = Board(window=False, nvm_path=str(path), clock=clock)
        settings, _, _, said = SaveStore(b.nvm).load()
        assert (settings.level, said) == (level, problems)
        b.close()


def test_an_unreadable_nvm_path_plays_on_and_each_save_fails_with_an_oserror(tmp_path, clock):
    folder = tmp_path / "nvm.bin"
    folder.mkdir()  # a folder where the file should be
    b = Board(window=False, nvm_path=str(folder), clock=clock)
    assert bytes(b.nvm[0:8]) == b"\xff" * 8  # erased: a first start
    with pytest.raises(OSError):
        b.nvm[0:3] = b"abc"  # the app reports it ("could not save")
    b.close()


def test_in_memory_nvm_object(clock):
    mem = bytearray(8192)
    b = Board(window=False, nvm=mem, clock=clock)
    assert b.nvm is mem
    b.close()


def test_sound_bookkeeping_and_mute(host_board):
    host_board.play_sound("scopa")
    assert host_board.last_sound == "scopa"
    host_board.muted = True
    host_board.play_sound("win")
    assert host_board.last_sound == "scopa"


def test_lights_keep_the_last_five(host_board):
    host_board.set_lights([0xFF0000, 0, 0, 0, 0x00FF00])
    assert host_board.lights == (0xFF0000, 0, 0, 0, 0x00FF00)


def _until(read, n):
    """Bytes from ``read()`` until there are ``n`` of them (2 s at most: a pty is quick)."""
    import time

    got = b""
    deadline = time.monotonic() + 2
    while len(got) < n and time.monotonic() < deadline:
        got += read()
        time.sleep(0.001)
    return got


def test_serial_link_over_a_pty(clock):
    main_fd, sub_fd = os.openpty()
    try:
        os.set_blocking(main_fd, False)
        b = Board(window=False, clock=clock, serial_path=os.ttyname(sub_fd))
        link = b.uart()
        assert link is b.uart()
        assert link.read() == b""  # nothing waiting: empty, at once

        def from_main():
            try:
                return os.read(main_fd, 64)
            except BlockingIOError:
                return b""

        link.write(b"HELLO")
        assert _until(from_main, 5) == b"HELLO"
        os.write(main_fd, b"\x01\x02\x03")
        assert _until(link.read, 3) == b"\x01\x02\x03"
        b.close()
    finally:
        os.close(main_fd)
        os.close(sub_fd)


def test_window_keys_quit_lights_and_missing_sound(tmp_path, clock):
    import pygame

    b = open_board("host", window=True, clock=clock, nvm=bytearray(8192),
                   sound_dir=str(tmp_path))
    try:
        assert b.name == "host"
        b.display.root_group = _scene()
        b.set_lights([0x00FF00] * 5)
        for key in (pygame.K_x, pygame.K_z, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE,
                    pygame.K_SPACE, pygame.K_q):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0))
        b.poll()
        got = [b.next_key() for _ in range(9)]
        assert got == [keys.A, keys.B, keys.START, keys.START, keys.START, keys.SELECT,
                       keys.LEFT, -1, -1]
        clock.advance(400)
        assert b.next_key() == keys.LEFT  # the arrow is still down
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_LEFT, mod=0))
        b.poll()
        clock.advance(400)
        assert b.next_key() == -1
        # The window shows the screen 4x with the lights under it.
        surface = pygame.display.get_surface()
        assert surface.get_size()[0] == 640
        assert tuple(surface.get_at((15 * 4, 30 * 4)))[:3] == (255, 0, 0)
        b.play_sound("no-such-sound")  # missing file: silent, no exception
        assert b.last_sound == "no-such-sound"
        b.screenshot(str(tmp_path / "w.png"))
        with Image.open(str(tmp_path / "w.png")) as img:
            assert img.size == (160, 128)
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        b.poll()
        assert b.quit_requested
    finally:
        b.close()


def test_window_plays_the_project_sounds(clock):
    from scopa_hw.host import SOUND_DIR

    names = sorted(f[:-4] for f in os.listdir(SOUND_DIR) if f.endswith(".wav"))
    assert names, "no sounds in assets/sounds"
    b = Board(window=True, clock=clock, nvm=bytearray(8192))
    try:
        if b._mixer is None:
            pytest.skip("pygame.mixer has no audio device here")
        for name in names:
            b.play_sound(name)
            assert b._sounds[name] is not None, name  # the file loaded
    finally:
        b.close()


@pytest.mark.parametrize("event", ("VIDEOEXPOSE", "WINDOWEXPOSED", "WINDOWSHOWN", "ACTIVEEVENT"))
def test_the_window_repaints_when_uncovered_even_if_nothing_changed(clock, event):
    """Another window's picture left in ours (here: the window painted black) goes at the next
    expose or show event, though the game's picture did not change; and at the start."""
    import pygame

    b = Board(window=True, clock=clock, nvm=bytearray(8192))
    try:
        b.display.root_group = _scene()
        for _ in range(3):  # the start, and the window system's own events about it
            b.poll()
        surface = pygame.display.get_surface()
        red = tuple(surface.get_at((15 * 4, 30 * 4)))[:3]
        assert red == (255, 0, 0)
        surface.fill((0, 0, 0))
        b.poll()  # nothing changed, nothing uncovered: no redraw
        assert tuple(surface.get_at((15 * 4, 30 * 4)))[:3] == (0, 0, 0)
        pygame.event.post(pygame.event.Event(getattr(pygame, event)))
        b.poll()
        assert tuple(surface.get_at((15 * 4, 30 * 4)))[:3] == red
    finally:
        b.close()


def test_no_sound_device_says_so_in_one_line(clock, monkeypatch, capfd):
    """Without a sound device the audio library's complaints stay out of the console: one
    line says the simulator plays silently."""
    import pygame

    def no_device():
        os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n" * 8)
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    b = Board(window=True, clock=clock, nvm=bytearray(8192))
    try:
        assert b._mixer is None
        b.play_sound("deal")  # silent, no exception
    finally:
        b.close()
    err = capfd.readouterr().err
    assert "ALSA" not in err
    assert err.strip().splitlines() == ["no sound device: the simulator plays silently"]
