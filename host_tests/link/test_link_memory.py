"""The link within a board's memory, measured under the MicroPython unix port (64-bit: an
upper bound of a SAMD51's object sizes, shared/PLATFORM.md). Budgets, not aims: lower them
as the code slims, never raise them quietly."""

import json
import os
import subprocess

import pytest

from tools.hostbin import host_tool

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MODULE_MAX_BYTES = 12 * 1024  # the board compiles each module in its own small heap


def _mp(args, heap):
    mp = host_tool("micropython")
    if not mp:
        pytest.fail("no micropython binary: run `make venv`")
    p = subprocess.run([mp, "-X", "heapsize=" + heap] + args, cwd=ROOT, capture_output=True,
                       text=True, timeout=300, stdin=subprocess.DEVNULL)
    return p.returncode, p.stdout + p.stderr


def test_every_link_module_is_small_enough_to_compile_on_the_board():
    folder = os.path.join(ROOT, "scopa_core", "link")
    for name in os.listdir(folder):
        if name.endswith(".py"):
            assert os.path.getsize(os.path.join(folder, name)) <= MODULE_MAX_BYTES, name
    assert os.path.getsize(os.path.join(ROOT, "lib", "scopa_hw", "uart_link.py")) <= MODULE_MAX_BYTES


def test_the_link_compiles_from_source_in_a_96k_heap_after_the_engine():
    # As a board would load it: the engine first, then the link package (all its modules).
    code = "\n".join(["import gc", "import scopa_core.match", "gc.collect()",
                      "import scopa_core.link", "gc.collect()", "print('ok', gc.mem_alloc())"])
    rc, out = _mp(["-c", code], "96k")
    assert rc == 0 and "ok" in out, out


def test_two_boards_play_a_whole_match_in_128k():
    rc, out = _mp(["tools/link_core_bench.py", ".", "1"], "128k")
    assert rc == 0, out
    got = json.loads(out.strip().splitlines()[-1])
    assert got["moves"] > 40
    # 36 KB since the link hashes with its own SHA-256 (2.9 KB here): until then this figure
    # left out the board's SHA-256 (the unix port's hashlib is C), and adafruit_hashlib, which
    # the board loaded instead, held 33 KB here on its own.
    assert got["code_bytes"] <= 36 * 1024
    assert got["ready_bytes"] <= 8 * 1024  # one ready link and its fresh match
