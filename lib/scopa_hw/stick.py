"""The PyGamer's analog joystick as four d-pad keys, pure so the host tests can drive it.

Thresholds follow Adafruit's PyGamer helper (adafruit_pybadger: left/up below 15000, right/down
above 50000 on the 0..65535 scale). A direction is released only once the stick is back past
a second, inner threshold, so a stick resting near the edge does not chatter.
"""

from micropython import const

from scopa_hw.keys import DOWN, LEFT, RIGHT, UP

_PRESS_LOW = const(15000)
_PRESS_HIGH = const(50000)
_RELEASE_LOW = const(20000)
_RELEASE_HIGH = const(45000)


def _axis(value, held, low_key, high_key):
    if held == low_key and value < _RELEASE_LOW:
        return held
    if held == high_key and value > _RELEASE_HIGH:
        return held
    if value < _PRESS_LOW:
        return low_key
    if value > _PRESS_HIGH:
        return high_key
    return -1


class Stick:
    """Feeds a ``Repeater`` from joystick readings and collects the new presses."""

    def __init__(self, repeater):
        self.repeater = repeater
        self.x_key = -1
        self.y_key = -1

    def update(self, x, y, now, presses):
        """Read one sample; append each newly pressed direction to the list ``presses``."""
        self.x_key = self._change(self.x_key, _axis(x, self.x_key, LEFT, RIGHT), now, presses)
        self.y_key = self._change(self.y_key, _axis(y, self.y_key, UP, DOWN), now, presses)

    def _change(self, old, new, now, presses):
        if new != old:
            if old >= 0:
                self.repeater.release(old)
            if new >= 0:
                self.repeater.press(new, now)
                presses.append(new)
        return new
