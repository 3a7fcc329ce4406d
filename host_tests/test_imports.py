"""The import graph of the game's code (scopa_core and lib, code.py on top) and of the host
tools (tools/), lazy imports included: every ``import`` and ``from ... import`` statement
anywhere in a module counts. It has no cycle, and the layers hold: scopa_core imports neither
the UI, the hardware nor the tools."""

import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def modules():
    """{module name: path} of scopa_core's, lib's and tools' modules."""
    out = {}
    for top, base in (("scopa_core", ROOT), (os.path.join("lib", "scopa_ui"), os.path.join(ROOT, "lib")),
                      (os.path.join("lib", "scopa_hw"), os.path.join(ROOT, "lib")), ("tools", ROOT), ("lab", ROOT)):
        for folder, _, names in os.walk(os.path.join(ROOT, top)):
            for n in names:
                if n.endswith(".py"):
                    path = os.path.join(folder, n)
                    name = os.path.relpath(path, base)[:-3].replace(os.sep, ".")
                    out[name[:-9] if name.endswith(".__init__") else name] = path
    return out


def imports(path, known):
    """The known modules a file imports: ``from a import b`` is module a.b when that is a
    module, else a; names outside the game are left out. Importing a.b.c runs the faces of
    packages a and a.b first (their ``__init__``): they count as imported too."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    got = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and not node.level:
            names = [node.module + "." + a.name if node.module + "." + a.name in known else node.module
                     for a in node.names]
        else:
            continue
        for name in names:
            while name and name not in known:
                name = name.rpartition(".")[0]
            while name:
                if name in known:
                    got.add(name)
                name = name.rpartition(".")[0]
    return got


def graph():
    known = modules()
    return {m: imports(p, known) - {m} for m, p in known.items()}


def cycle_in(g):
    """One cycle of graph ``g`` as a list of modules, or None (depth first, white/grey/black)."""
    state = {}
    path = []

    def visit(m):
        state[m] = 1
        path.append(m)
        for n in sorted(g[m]):
            if state.get(n) == 1:
                return path[path.index(n):] + [n]
            if n not in state:
                found = visit(n)
                if found:
                    return found
        state[m] = 2
        path.pop()
        return None

    for m in sorted(g):
        if m not in state:
            found = visit(m)
            if found:
                return found
    return None


def test_the_import_graph_has_no_cycle():
    g = graph()
    assert len(g) > 60 and "lab.bench" in g and "lab.hostbin" in g["lab.bench"]
    found = cycle_in(g)
    assert found is None, " -> ".join(found)


def test_a_package_face_counts_as_imported():
    g = graph()
    assert {"scopa_core.link", "scopa_core"} <= g["scopa_core.link.link"]


def test_a_cycle_would_be_found():
    assert cycle_in({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle_in({"a": {"b"}, "b": set()}) is None


def test_the_core_imports_neither_the_ui_nor_the_hardware_nor_the_tools():
    for m, deps in graph().items():
        if m.startswith("scopa_core"):
            assert not [d for d in deps if not d.startswith("scopa_core")], m
