"""Scopa game core: pure logic shared by the board, the simulator and the tests.

Nothing here imports hardware. Every module runs unchanged on CPython 3.11, the MicroPython
unix port and CircuitPython, so the code sticks to the subset they share: no dataclasses,
enum, typing or functools, no int wider than 30 bits, no itertools.
"""

VERSION = "0.1.0"
