"""Minimal test runner for the board twin, CircuitPython's own VM (no pytest there).

Usage, from the repo root (``make mptest``; host_tests/tooling/test_twin_portable.py runs it
per file):

    build/twin/circuitpython -X heapsize=128k lab/mp_run_tests.py host_tests/portable.txt [-v] [-x]

A target is a test file, a directory, or a .txt list of test files (host_tests/portable.txt:
the ones that run in the twin). For each directory, imports every ``test_*.py`` module and calls every module-level
callable whose name starts with ``test_`` (sorted by name), with no arguments: portable
tests are plain-assert functions that take no fixtures, so pytest collects the same
files. ``gc.collect()`` runs before each test. A failure prints one line
``FAIL module.test: Type: message (file:line)``; ``-v`` also prints passes and full
tracebacks where the VM can give them; ``-x`` stops at the first failure and lets it go, so the
VM prints its traceback as a board's console would. The last line is ``N passed, M failed``.
Exit status: 1 if any test (or module import) failed, 2 if no test was found, else 0.

Written for a board's Python (no os.path, pathlib, inspect); it also runs under CPython. It
collects garbage before each test and leaves the collector to itself otherwise, as a board
does (CircuitPython has no gc.threshold).
"""

import gc
import os
import sys

def _dirname(path):
    i = path.rfind("/")
    if i < 0:
        return ""
    if i == 0:
        return "/"
    return path[:i]


def _abspath(path):
    if path.startswith("/"):
        return path
    cwd = os.getcwd()
    if path in ("", "."):
        return cwd
    if path.startswith("./"):
        path = path[2:]
    return cwd.rstrip("/") + "/" + path


def _repo_root():
    # this file is <root>/lab/mp_run_tests.py
    return _dirname(_dirname(_abspath(sys.argv[0])))


def _fail(what, exc, verbose):
    """Print the FAIL line (and with -v the traceback). The reporter is loaded only now: a
    passing run keeps its RAM for the tests, and a run out of RAM still names the failure."""
    try:
        from lab.mp_run_report import describe

        msg, tb = describe(exc)
    except Exception:  # noqa: BLE001 - no room for the reporter
        msg, tb = "%s: %s" % (type(exc).__name__, exc), ""
    print("FAIL " + what + ": " + msg)
    if verbose:
        print(tb)


def _test_modules(directory):
    """Test module names in ``directory``: test_*.py, or test_*.mpy precompiled by mpy-cross
    (a board runs .mpy too, and loading one needs no compiler RAM)."""
    names = []
    for fname in os.listdir(directory):
        if fname.startswith("test_"):
            for ext in (".py", ".mpy"):
                if fname.endswith(ext) and fname[:-len(ext)] not in names:
                    names.append(fname[:-len(ext)])
    names.sort()
    return names


def run_dir(directory, verbose, counts, only=None, stop=False):
    directory = directory.rstrip("/") or "/"
    sys.path.insert(0, directory)
    try:
        for modname in _test_modules(directory):
            if only is not None and modname != only:
                continue
            gc.collect()
            try:
                mod = __import__(modname)
            except Exception as exc:  # noqa: BLE001 - report and go on
                if stop:
                    raise
                counts[1] += 1
                _fail(modname + " (import)", exc, verbose)
                continue
            tests = []
            for name, obj in mod.__dict__.items():
                if name.startswith("test_") and callable(obj):
                    tests.append(name)
            tests.sort()
            for name in tests:
                fn = getattr(mod, name)
                gc.collect()
                try:
                    fn()
                except Exception as exc:  # noqa: BLE001
                    if stop:
                        print("FAIL " + modname + "." + name + ":")
                        raise
                    counts[1] += 1
                    _fail(modname + "." + name, exc, verbose)
                else:
                    counts[0] += 1
                    if verbose:
                        print("ok   " + modname + "." + name)
            # free the module before the next one: the heap is small on purpose
            mod = fn = None
            if modname in sys.modules:
                del sys.modules[modname]
    finally:
        sys.path.remove(directory)


def main(argv):
    """Arguments: test folders or single test files, ``-v``, ``-x`` and ``--path DIR`` to look
    for modules in DIR before the repo (e.g. a folder of precompiled .mpy files)."""
    verbose = False
    stop = False
    targets = []
    first = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "-v":
            verbose = True
        elif arg == "-x":
            stop = True
        elif arg == "--path" and i + 1 < len(argv):
            i += 1
            first.append(argv[i])
        else:
            targets.append(arg)
        i += 1
    if not targets:
        print("usage: circuitpython lab/mp_run_tests.py [--path DIR] DIR|FILE.py|LIST.txt ... [-v] [-x]")
        return 2
    root = _repo_root()
    if root not in sys.path:
        sys.path.insert(0, root)
    for d in reversed(first):
        sys.path.insert(0, d)
    counts = [0, 0]  # passed, failed
    listed = []
    for t in targets:  # a .txt file lists test files, a line each (# comments)
        if t.endswith(".txt"):
            with open(t) as f:
                for line in f:
                    line = line.strip()
                    if line and line[0] != "#":
                        listed.append(line)
        else:
            listed.append(t)
    for t in listed:
        if t.endswith(".py") or t.endswith(".mpy"):
            cut = t.rfind("/")
            folder = t[:cut] if cut > 0 else "."
            run_dir(folder, verbose, counts, t[cut + 1:t.rfind(".")], stop)
        else:
            run_dir(t, verbose, counts, None, stop)
    gc.collect()
    print("%d passed, %d failed" % (counts[0], counts[1]))
    if counts[1]:
        return 1
    if counts[0] == 0:
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
