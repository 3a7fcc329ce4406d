"""Scopa game core: pure logic shared by the board, the simulator and the tests.

Nothing here imports hardware. Every module runs unchanged on CPython 3.11 and CircuitPython
(the board, and the board twin), so the code sticks to the subset they share: no dataclasses,
enum, typing or functools, no int wider than 30 bits, no itertools. ``from micropython import
const`` is CircuitPython's own; on CPython, Adafruit Blinka's micropython module gives it.
"""

VERSION = "0.1.0"


def forget(name):
    """Take module ``name`` out of sys.modules and out of its package, so nothing here keeps
    its code alive: the next import loads it again. The one place the game edits sys.modules:
    the language's texts (``lang.texts``) and the UI's module lifecycle
    (``scopa_ui.modules``) come here."""
    import sys

    if sys.modules.pop(name, None) is None:
        return
    pkg, _, attr = name.rpartition(".")
    parent = sys.modules.get(pkg)
    if parent is not None and attr in dir(parent):
        try:
            delattr(parent, attr)
        except (AttributeError, TypeError):  # a port without module delattr: still gone
            pass
