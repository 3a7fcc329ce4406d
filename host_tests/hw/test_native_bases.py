"""A class of the device code built on one of CircuitPython's native types (displayio.Group,
...) must reach its base's constructor through ``super().__init__()``. CircuitPython's
native types have no ``__init__`` attribute: ``displayio.Group.__init__(self)`` raises
AttributeError on the board, while Blinka's Python classes accept it. The static check below
finds such calls in every device file; the board twin (CircuitPython's own VM with the real
displayio C classes) shows that the premise holds and that our subclass, scopa_ui.label.Label,
works on the real Group: its text, its tiles and its placement as on CPython."""

import ast
import glob
import os

from lab import hostbin

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


TWIN_PREMISE = """
import displayio
class Ours(displayio.Group):
    def __init__(self):
        super().__init__(scale=2)
        self.tag = 1
class Explicit(displayio.Group):
    def __init__(self):
        displayio.Group.__init__(self, scale=2)
o = Ours()
print("super", o.scale, o.tag, isinstance(o, displayio.Group))
print("has __init__", hasattr(displayio.Group, "__init__"))
try:
    Explicit()
    print("explicit accepted")
except AttributeError:
    print("explicit refused")
"""


def test_the_board_refuses_an_explicit_native_init(twin_vm):
    p = hostbin.run(["-c", TWIN_PREMISE], heap="64k", timeout=60)
    assert p.returncode == 0, p.stdout + p.stderr
    assert p.stdout.split("\n")[:3] == ["super 2 1 True", "has __init__ False", "explicit refused"], p.stdout


LABEL_SCRIPT = """
from scopa_ui.label import Label
l = Label("Hi", capacity=6, anchor=(0.5, 1.0), position=(80, 64), scale=2, background=0,
          padding=1)
print(repr((len(l), l.scale, l.text, l.x, l.y)))
l.text = "Scopa!!!"
print(repr((l.text, l.x, l.y)))
l.anchored_position = (10, 10)
print(repr((l.x, l.y)))
"""


def _label_steps(out):
    return [ast.literal_eval(line) for line in out.strip().splitlines()]


def test_our_label_on_the_real_group_behaves_as_on_cpython(twin_vm):
    import contextlib
    import io

    p = hostbin.run(["-c", LABEL_SCRIPT + """
import terminalio
g = l[len(l) - 1]
print(repr(([g[i] for i in range(6)], [terminalio.FONT.get_glyph(ord(c)).tile_index for c in "Scopa!"])))
"""], heap="64k", timeout=60)
    assert p.returncode == 0, p.stdout + p.stderr
    *steps, (tiles, glyphs) = _label_steps(p.stdout)
    assert tiles == glyphs  # a tile per character: the font's own glyph cells
    here = io.StringIO()
    with contextlib.redirect_stdout(here):
        exec(LABEL_SCRIPT, {})
    assert [list(s) for s in steps] == [list(s) for s in _label_steps(here.getvalue())]
    assert steps[1][0] == "Scopa!"  # cut to its capacity, never grown
