"""Runs the test files host_tests/portable.txt lists in the board twin: CircuitPython 10.2.1's
own VM, 32-bit with a board's object sizes, its language settings and the unix port's 4 KB
Python stack
(lab/twin; lab/mp_run_tests.py runs the tests there, pytest runs the same files here).

Budget run: each test file in a fresh twin with a bounded heap, the way a board starts each
program afresh, everything precompiled by the twin's mpy-cross (the core, the runner and the
test files themselves: loading a .mpy needs no compiler RAM; line tables kept, so a failure
says where, and no -O3, which would drop the tests' asserts). The collector runs as on a board:
when the heap is full (CircuitPython has no gc.threshold). The budgets are the twin's measured
edge of each group of files plus about 15%: a file that grows past its group's budget fails
here; lower a budget as the code slims, never raise one quietly.

Roomy run: every file in one twin, everything compiled from source there: the sources
themselves, not only their .mpy, must compile and behave in a board's VM.
"""

import os
import re

import pytest

from lab import hostbin

ROOT = hostbin.ROOT
LIST = os.path.join("host_tests", "portable.txt")
# Budgets: each group's highest size at which one of its files still fails in the twin, plus
# at least 8 KB, so no budget sits on an edge that moves with the code's layout (a file may
# pass at one size and fail at a larger one: a block not found in a fragmented heap). The
# measured edges, with `make bench`-style bisection in 2 KB steps: the engine's files fail up
# to 46 KB (test_transcript_golden), the record's to 60, the session's to 60, the AI's to 56,
# the saves' to 104 (test_save) and the link's to 108 (test_link_refuse).
HEAP = "56k"
ROOMY = {"test_ai_": "66k", "test_link_": "120k", "test_save": "114k", "test_session": "70k",
         "test_record": "70k"}
ROOMY_HEAP = "256k"
with open(os.path.join(ROOT, LIST)) as _f:
    PORTABLE_FILES = [line.strip() for line in _f if line.strip() and line[0] != "#"]
# What they import from their own folders.
PORTABLE_HELPERS = [os.path.join("host_tests", "core", "helpers.py"),
                    os.path.join("host_tests", "core", "link", "link_pipe.py")]
RUNNER = ["lab/__init__.py", "lab/transcript.py", "lab/mp_run_tests.py",
          "lab/mp_run_report.py"]


def heap_for(path):
    name = os.path.basename(path)
    for prefix, heap in ROOMY.items():
        if name.startswith(prefix):
            return heap
    return HEAP


@pytest.fixture(scope="session")
def precompiled(twin_vm, tmp_path_factory):
    """scopa_core, the runner, lab/transcript.py and the portable tests compiled to .mpy by
    the twin's mpy-cross in a fresh folder laid out like the repo (host_tests/golden linked
    in: a golden test finds it next to its own file)."""
    out = str(tmp_path_factory.mktemp("twinmpy"))
    # Named as a board names them (the path from the drive's root, here the folder's), so no
    # heap figure depends on where the temporary folder is.
    hostbin.precompile(twin_vm[1], out,
                       RUNNER + hostbin.python_files("scopa_core") + PORTABLE_FILES + PORTABLE_HELPERS,
                       load_from=out)
    os.symlink(os.path.join(ROOT, "host_tests", "golden"), os.path.join(out, "host_tests", "golden"))
    return out


def _cmd(args, precompiled):
    if precompiled:
        # The runner too comes precompiled, from the same folder as everything else, run
        # there with paths relative to it: nothing in the heap names the temporary folder.
        return ["-c", "import sys; sys.path.insert(0, '.'); from lab import mp_run_tests as r; "
                      "sys.exit(r.main(%r))" % (["--path", "."] + args)]
    return ["lab/mp_run_tests.py"] + args


def _run(args, heap, precompiled=None):
    """The runner in the twin on ``args`` (paths relative to ``precompiled`` when given); the
    number of tests passed (all must pass)."""
    proc = hostbin.run(_cmd(args, precompiled), heap=heap, cwd=precompiled or ROOT)
    shown = "$ circuitpython -X heapsize=%s lab/mp_run_tests.py %s\n%s%s" % (
        heap, " ".join(args), proc.stdout[-6000:], proc.stderr[-3000:])
    lines = proc.stdout.strip().splitlines()
    if proc.returncode == 1:
        # Again, stopping at the first failure: the VM prints its traceback (the runner
        # cannot: a board has no traceback module).
        x = hostbin.run(_cmd(["-x"] + args, precompiled), heap=heap, cwd=precompiled or ROOT)
        shown += "\nagain, stopped at the first failure:\n" + x.stdout[-3000:] + x.stderr[-3000:]
    assert proc.returncode == 0, shown
    m = re.fullmatch(r"(\d+) passed, 0 failed", lines[-1] if lines else "")
    assert m and int(m.group(1)) >= 1, shown
    return int(m.group(1))


@pytest.mark.parametrize("path", PORTABLE_FILES, ids=os.path.basename)
def test_portable_file_passes_in_its_heap_budget_in_the_twin(path, precompiled):
    _run([path[:-3] + ".mpy"], heap_for(path), precompiled)


def test_portable_tests_pass_from_source_in_the_twin(twin_vm):
    passed = _run([LIST], ROOMY_HEAP)
    # Every portable test ran there (pytest collects the same functions here).
    import ast

    count = 0
    for path in PORTABLE_FILES:
        with open(os.path.join(ROOT, path)) as f:
            tree = ast.parse(f.read())
        count += sum(1 for n in tree.body if isinstance(n, ast.FunctionDef)
                     and n.name.startswith("test_"))
    assert passed == count


def test_a_budget_too_small_fails(precompiled):
    """The budgets bite: the engine's largest file does not pass in half its budget."""
    with pytest.raises(AssertionError):
        _run(["host_tests/core/test_transcript_golden.mpy"], "24k", precompiled)
