"""A class of the device code built on one of CircuitPython's native types (displayio.Group,
...) must reach its base's constructor through ``super().__init__()``. CircuitPython's
native types have no ``__init__`` attribute: ``displayio.Group.__init__(self)`` raises
AttributeError on the board, while Blinka's Python classes (and the MicroPython stand-ins of
tools/mpstubs) accept it, so no run on the host would show it."""

import ast
import glob
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OURS = ("scopa_core", "scopa_ui", "scopa_hw")


def _device_sources():
    yield from (os.path.join(ROOT, f) for f in ("code.py", "boot.py"))
    yield from sorted(glob.glob(os.path.join(ROOT, "lib", "**", "*.py"), recursive=True))


def _native(base, imported):
    """True when ``base`` (a class's base expression) names a type from a module not ours."""
    if isinstance(base, ast.Attribute):
        root = base
        while isinstance(root, ast.Attribute):
            root = root.value
        return isinstance(root, ast.Name) and root.id not in OURS
    return isinstance(base, ast.Name) and imported.get(base.id, OURS[0]).split(".")[0] not in OURS


def explicit_native_inits(source):
    """(line, base) of every ``Base.__init__(...)`` call on a native base in ``source``."""
    tree = ast.parse(source)
    imported = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            for a in node.names:
                imported[a.asname or a.name] = node.module
    found = []
    for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]:
        natives = [ast.dump(b) for b in cls.bases if _native(b, imported)]
        for call in [n for n in ast.walk(cls) if isinstance(n, ast.Call)]:
            f = call.func
            if (isinstance(f, ast.Attribute) and f.attr == "__init__"
                    and ast.dump(f.value) in natives):
                found.append((call.lineno, ast.unparse(f.value)))
    return found


def test_the_check_sees_an_explicit_native_init():
    bad = "import displayio\nclass L(displayio.Group):\n    def __init__(self):\n" \
          "        displayio.Group.__init__(self, scale=2)\n"
    assert explicit_native_inits(bad) == [(4, "displayio.Group")]
    good = bad.replace("displayio.Group.__init__(self, scale=2)", "super().__init__(scale=2)")
    assert explicit_native_inits(good) == []
    ours = "from scopa_ui.screen import Screen\nclass S(Screen):\n    def __init__(self):\n" \
           "        Screen.__init__(self)\n"
    assert explicit_native_inits(ours) == []  # a Python base of our own has an __init__


def test_device_classes_on_native_types_call_super_init():
    found = {}
    for path in _device_sources():
        with open(path) as f:
            got = explicit_native_inits(f.read())
        if got:
            found[os.path.relpath(path, ROOT)] = got
    assert found == {}
