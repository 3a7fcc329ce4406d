# mypy: ignore-errors
# (host only: CPython, Blinka and pygame, not the board's API that `make typecheck` checks)
"""The host profile: the game on a computer, in a window or headless for tests and screenshots.

Keys in the window: arrows = d-pad, X = A, Z = B, Enter (or keypad Enter, Escape) = Start,
Space = Select. Scripted runs call ``push_key`` (a tap) or ``press_key``/``release_key`` (a
hold, which repeats like the board's d-pad).
"""

import os

from scopa_hw import keys
from scopa_hw.repeat import TICKS_MASK, Repeater, ticks_diff

_HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(_HERE))
SOUND_DIR = os.path.join(ROOT, "assets", "sounds")


def _key_map(pygame):
    return {
        pygame.K_RIGHT: keys.RIGHT,
        pygame.K_DOWN: keys.DOWN,
        pygame.K_UP: keys.UP,
        pygame.K_LEFT: keys.LEFT,
        pygame.K_x: keys.A,
        pygame.K_z: keys.B,
        pygame.K_RETURN: keys.START,
        pygame.K_KP_ENTER: keys.START,
        pygame.K_ESCAPE: keys.START,
        pygame.K_SPACE: keys.SELECT,
    }


def _open_mixer(pygame):
    """pygame's mixer, or None without a sound device. The audio library's complaints go to
    the process's own stderr, so it is pointed at /dev/null while the mixer opens: one line
    says the simulator plays silently."""
    import sys

    sys.stderr.flush()
    saved = os.dup(2)
    quiet = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(quiet, 2)
        pygame.mixer.init()
        return pygame.mixer
    except pygame.error:
        return None
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(quiet)
        if not pygame.mixer.get_init():
            print("no sound device: the simulator plays silently", file=sys.stderr)


class Board:
    name = "host"

    def __init__(self, window=True, nvm_path=None, clock=None, serial_path=None, nvm=None,
                 scale=4, fps=None, sound_dir=None):
        """``window``: a pygame window (False: headless, nothing but Blinka and numpy).
        ``nvm``: an object to use as is (e.g. a bytearray); else ``nvm_path`` or $SCOPA_NVM;
        else the window uses ~/.local/share/scopa-handheld/nvm.bin and a headless board an
        erased in-memory nvm (tests and screenshots never touch the player's saves).
        ``clock``: a callable returning milliseconds (a fake clock for tests).
        ``fps``: with a window, ``poll()`` sleeps to hold this frame rate."""
        # Blinka's mock board: no "unsupported board" warnings, no real pins touched.
        os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
        import displayio

        from scopa_hw.host_display import HeadlessDisplay

        displayio.release_displays()  # Blinka allows one display at a time
        self.display = HeadlessDisplay()
        self.quit_requested = False
        self.muted = False
        self.last_sound = None
        self.lights = None
        self.sound_dir = sound_dir or SOUND_DIR
        self.repeater = Repeater()
        self._clock = clock
        self._queue = []
        self._uart = None
        self._serial_path = serial_path
        self._window = None
        self._mixer = None
        self._sounds = {}
        self._fps = fps
        self._pygame_clock = None
        if window:
            self._open_window(scale)
        self.nvm = nvm if nvm is not None else self._open_nvm(nvm_path, window)

    def _open_window(self, scale):
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame

        from scopa_hw.host_display import Window

        self._pygame = pygame
        self._keymap = _key_map(pygame)
        self._window = Window(self.display, scale)
        # The window's whole picture goes out again when it is uncovered or shown, and once
        # at the start (a window manager may map it after the first frame was drawn).
        self._expose_events = tuple(getattr(pygame, name) for name in (
            "VIDEOEXPOSE", "WINDOWEXPOSED", "WINDOWSHOWN", "WINDOWRESTORED", "ACTIVEEVENT")
            if hasattr(pygame, name))
        self._exposed = True
        self._mixer = _open_mixer(pygame)
        if self._fps:
            self._pygame_clock = pygame.time.Clock()

    @staticmethod
    def _open_nvm(path, window):
        from scopa_hw.host_io import DEFAULT_NVM, NVM_SIZE, FileNvm

        path = path or os.environ.get("SCOPA_NVM") or (DEFAULT_NVM if window else None)
        if path is None:
            return bytearray(b"\xff" * NVM_SIZE)
        return FileNvm(path)

    # -- clock ---------------------------------------------------------------------------
    def ticks_ms(self):
        if self._clock is not None:
            return int(self._clock()) & TICKS_MASK
        import time

        return int(time.monotonic() * 1000) & TICKS_MASK

    def ticks_diff(self, a, b):
        return ticks_diff(a, b)

    # -- keys ----------------------------------------------------------------------------
    def push_key(self, key):
        """A tap of ``key`` (pressed and released before the next read)."""
        self._queue.append(key)

    def press_key(self, key):
        """``key`` goes down and stays down: a d-pad key repeats until ``release_key``."""
        self._queue.append(key)
        if keys.is_dpad(key):
            self.repeater.press(key, self.ticks_ms())

    def release_key(self, key):
        self.repeater.release(key)

    def next_key(self):
        if self._queue:
            return self._queue.pop(0)
        return self.repeater.due(self.ticks_ms())

    # -- main loop -----------------------------------------------------------------------
    def poll(self):
        """Window: read pygame events, redraw what changed, hold ``fps`` if asked."""
        if self._window is None:
            return
        pygame = self._pygame
        exposed = self._exposed
        self._exposed = False
        for event in pygame.event.get():
            if event.type in self._expose_events:
                exposed = True
            elif event.type == pygame.KEYDOWN:
                key = self._keymap.get(event.key, -1)
                if key >= 0:
                    self.press_key(key)
            elif event.type == pygame.KEYUP:
                key = self._keymap.get(event.key, -1)
                if key >= 0:
                    self.release_key(key)
            elif event.type == pygame.QUIT:
                self.quit_requested = True
            elif event.type == pygame.WINDOWFOCUSLOST:
                # Key-ups go to the other window: don't leave a direction repeating.
                self.repeater.release_all()
        self.display.refresh()
        self._window.present(self.lights, exposed)
        if self._pygame_clock is not None:
            self._pygame_clock.tick(self._fps)

    def mem_free(self):
        return None

    # -- sound and lights ----------------------------------------------------------------
    def play_sound(self, name):
        """Record ``last_sound``; with a window and an audio device, play the file too. A
        missing or unreadable file stays silent."""
        if self.muted:
            return
        self.last_sound = name
        mixer = self._mixer
        if mixer is None:
            return
        if name not in self._sounds:
            try:
                self._sounds[name] = mixer.Sound(os.path.join(self.sound_dir, name + ".wav"))
            except (OSError, self._pygame.error):
                self._sounds[name] = None
        sound = self._sounds[name]
        if sound is not None:
            mixer.stop()  # one voice, like the board's single AudioOut
            sound.play()

    def set_lights(self, colors):
        self.lights = tuple(colors[:5])

    # -- link ----------------------------------------------------------------------------
    def uart(self):
        """A SerialLink on ``serial_path`` (a serial port or one end of a pty), else None."""
        if self._uart is None and self._serial_path:
            from scopa_hw.host_io import SerialLink

            self._uart = SerialLink(self._serial_path)
        return self._uart

    # -- host only -----------------------------------------------------------------------
    def screenshot(self, path):
        """Save the screen as a 160x128 PNG (refreshing first, so it shows the current group)."""
        self.display.refresh()
        self.display.to_image().save(path, "PNG")

    def close(self):
        import displayio

        displayio.release_displays()
        if self._uart is not None:
            self._uart.close()
            self._uart = None
        if self._window is not None:
            if self._mixer is not None:
                self._mixer.quit()
            self._window.close()
            self._window = None
