"""PyBadge (and EdgeBadge / PyBadge LC): eight buttons on one shift register."""

from scopa_hw.device import DeviceBoard
from scopa_hw.keys import FIRST_DPAD


class Board(DeviceBoard):
    name = "pybadge"

    def __init__(self, **kw):
        super().__init__(**kw)
        self._open_keys(8)  # the register's bit positions are exactly scopa_hw.keys

    def next_key(self):
        """The next key press (0..7) or -1; releases are swallowed, the d-pad repeats."""
        event = self._event
        while self._keys.events.get_into(event):
            key = event.key_number
            if event.pressed:
                if key >= FIRST_DPAD:
                    self.repeater.press(key, event.timestamp)
                return key
            self.repeater.release(key)
        return self.repeater.due(self.ticks_ms())

    def close(self):
        self._keys.deinit()
        super().close()
