"""PyGamer: B, A, Start, Select on the shift register; the d-pad is an analog joystick."""

from scopa_hw.device import DeviceBoard
from scopa_hw.stick import Stick


class Board(DeviceBoard):
    name = "pygamer"

    def __init__(self, **kw):
        super().__init__(**kw)
        import analogio
        import board

        self._open_keys(4)  # bits 0..3: B, A, Start, Select, as on the PyBadge
        # `make typecheck` checks against the PyBadge's pins, which have no joystick.
        self._joy_x = analogio.AnalogIn(board.JOYSTICK_X)  # type: ignore[attr-defined]
        self._joy_y = analogio.AnalogIn(board.JOYSTICK_Y)  # type: ignore[attr-defined]
        self._stick = Stick(self.repeater)
        self._presses = []

    def poll(self):
        super().poll()
        self._stick.update(self._joy_x.value, self._joy_y.value, self.ticks_ms(), self._presses)

    def next_key(self):
        """The next key press (0..7) or -1; releases are swallowed, the stick repeats."""
        event = self._event
        while self._keys.events.get_into(event):
            if event.pressed:
                return event.key_number
        if self._presses:
            return self._presses.pop(0)
        return self.repeater.due(self.ticks_ms())

    def close(self):
        self._keys.deinit()
        self._joy_x.deinit()
        self._joy_y.deinit()
        super().close()
