"""Key numbers shared by every board profile and the screens.

A key's number is its bit position on the PyBadge's button shift register, so the PyBadge
profile passes keypad events through unchanged; the other profiles translate to these.
"""

B = 0
A = 1
START = 2
SELECT = 3
RIGHT = 4
DOWN = 5
UP = 6
LEFT = 7

NAMES = ("B", "A", "Start", "Select", "Right", "Down", "Up", "Left")

# Keys from this number up are the d-pad: they repeat while held.
FIRST_DPAD = RIGHT


def is_dpad(key):
    return key >= FIRST_DPAD
