"""A board for the memory run (tools/app_mem.py): the interface of lib/scopa_hw's boards
(see scopa_hw/__init__.py) with no hardware, a scripted key queue and a fake clock, so the
app's own objects are all that the heap holds beyond the stand-ins."""

TICKS_MASK = (1 << 29) - 1
_HALF = 1 << 28


class Display:
    width = 160
    height = 128

    def __init__(self):
        self.root_group = None

    def refresh(self, *args, **kw):
        return True


class Board:
    name = "memrun"

    def __init__(self, auto_ms=1):
        import displayio  # noqa: F401 - the stand-in, imported before the app is measured

        self.display = Display()
        self.nvm = bytearray(b"\xff" * 8192)
        self.quit_requested = False
        self.muted = False
        self.last_sound = None
        self.lights = None
        self.t = 1000
        self.auto_ms = auto_ms  # the clock moves this much a read (a CPU's budget passes)
        self._queue = []

    # -- clock: moves only when read or stepped, so runs repeat exactly -------------------
    def ticks_ms(self):
        self.t = (self.t + self.auto_ms) & TICKS_MASK
        return self.t

    def ticks_diff(self, a, b):
        return ((a - b + _HALF) & TICKS_MASK) - _HALF

    def advance(self, ms):
        self.t = (self.t + ms) & TICKS_MASK

    # -- keys ----------------------------------------------------------------------------
    def push_key(self, key):
        self._queue.append(key)

    def next_key(self):
        if self._queue:
            return self._queue.pop(0)
        return -1

    def poll(self):
        pass

    # -- the rest of the interface ---------------------------------------------------------
    def play_sound(self, name):
        if not self.muted:
            self.last_sound = name

    def set_lights(self, colors):
        self.lights = colors

    def mem_free(self):
        import gc

        return gc.mem_free()

    def uart(self):
        return None

    def close(self):
        pass
