"""Scopa game core: pure logic shared by the board, the simulator and the tests.

Nothing here imports hardware. Every module runs unchanged on CPython 3.11 and CircuitPython
(the board, and the board twin), so the code sticks to the subset they share: no dataclasses,
enum, typing or functools, no int wider than 30 bits, no itertools. ``from micropython import
const`` is CircuitPython's own; on CPython, Adafruit Blinka's micropython module gives it.
"""

VERSION = "0.1.0"
