"""The engine within the project's MicroPython heap budget (`make mptest`: MP_HEAP=64k on the
64-bit unix port, an upper bound of a board's object sizes; see shared/PLATFORM.md).

Each check runs a fresh interpreter, so it measures the engine alone, not the test runner."""

import os
import subprocess

import pytest

from tools.hostbin import host_tool

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEAP = "64k"
MODULES = ("cards", "rng", "options", "rules", "scoring", "game", "match", "record",
           "notation", "explain", "match_more")


def _mp():
    found = host_tool("micropython")
    if not found:
        pytest.fail("no micropython binary: run `make venv`")
    return found


def _run(code, heap=HEAP):
    proc = subprocess.run([_mp(), "-X", "heapsize=" + heap, "-c", code], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    return proc.returncode, proc.stdout + proc.stderr


@pytest.mark.parametrize("name", MODULES)
def test_module_imports_cold_in_64k_heap(name):
    rc, out = _run("import scopa_core.%s; print('ok')" % name)
    assert rc == 0 and out.strip().endswith("ok"), "import scopa_core.%s at %s:\n%s" % (
        name, HEAP, out)


def test_whole_match_plays_in_64k_heap():
    # From source, game compiled first on an empty heap, garbage collected between imports and
    # every 4 KB allocated, as a board program should (it needs about 42 KB so).
    code = "\n".join((
        "import gc", "gc.threshold(4096)", "import scopa_core.game", "gc.collect()",
        "import scopa_core.match",
        "gc.collect()", "from scopa_core.match import Match", "m = Match(seed=1)",
        "while not m.over:", "    m.play(m.moves()[0])",
        "gc.collect()", "print('ok', len(m.results), gc.mem_free())"))
    rc, out = _run(code)
    assert rc == 0 and "ok" in out, "a whole default match at %s:\n%s" % (HEAP, out)


def test_whole_match_precompiled_near_32k_heap():
    # tools/bench.py's figure (match_smallest_heap_kb_precompiled): the engine precompiled by
    # mpy-cross, a whole random match of tools/core_match.py collecting every KB. It passes in
    # 32 KB there; the exact edge moves with the length of the paths the interpreter interns,
    # so this guards 34 KB: a regression of 2 KB or more fails here.
    import shutil
    import tempfile

    cross = host_tool("mpy-cross")
    out = tempfile.mkdtemp(prefix="mpym")
    try:
        os.mkdir(os.path.join(out, "scopa_core"))
        for name in sorted(os.listdir(os.path.join(ROOT, "scopa_core"))):
            if name.endswith(".py"):
                subprocess.run([cross, "-o", os.path.join(out, "scopa_core", name[:-3] + ".mpy"),
                                "scopa_core/" + name], cwd=ROOT, check=True)
        subprocess.run([cross, "-o", os.path.join(out, "core_match.mpy"), "tools/core_match.py"],
                       cwd=ROOT, check=True)
        rc, got = _run("import sys; sys.path.insert(0, %r); import core_match; core_match.main(%r)"
                       % (out, ["", out, "gc"]), heap="34k")
    finally:
        shutil.rmtree(out)
    assert rc == 0 and '"ok": true' in got, "a whole precompiled match at 34k:\n" + got
