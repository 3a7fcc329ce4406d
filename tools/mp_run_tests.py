"""Minimal test runner for the MicroPython unix port (no pytest there).

Usage, from the repo root:

    micropython -X heapsize=64k tools/mp_run_tests.py host_tests/portable [more dirs] [-v]

For each directory, imports every ``test_*.py`` module and calls every module-level
callable whose name starts with ``test_`` (sorted by name), with no arguments: portable
tests are plain-assert functions that take no fixtures, so pytest collects the same
files. ``gc.collect()`` runs before each test. A failure prints one line
``FAIL module.test: Type: message (file:line)``; ``-v`` also prints passes and full
tracebacks. The last line is ``N passed, M failed``. Exit status: 1 if any test (or
module import) failed, 2 if no test was found, else 0.

Written for MicroPython (no os.path, pathlib, inspect); it also runs under CPython.
"""

import gc
import os
import sys

try:
    from io import StringIO
except ImportError:  # pragma: no cover - every MicroPython build here has io
    StringIO = None


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
    # this file is <root>/tools/mp_run_tests.py
    return _dirname(_dirname(_abspath(sys.argv[0])))


def _traceback_text(exc):
    if StringIO is not None and hasattr(sys, "print_exception"):
        buf = StringIO()
        sys.print_exception(exc, buf)  # MicroPython
        return buf.getvalue()
    import traceback  # CPython

    return "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))


def _where(tb_text):
    # Last 'File "...", line N' of the traceback, as 'file:N'.
    where = ""
    for line in tb_text.split("\n"):
        line = line.strip()
        if line.startswith('File "'):
            end = line.find('"', 6)
            j = line.find("line ", end)
            if end > 0 and j > 0:
                num = line[j + 5 :].split(",")[0]
                where = line[6:end] + ":" + num
    return where


def _describe(exc):
    msg = type(exc).__name__
    text = str(exc)
    if text:
        msg += ": " + text
    tb = _traceback_text(exc)
    where = _where(tb)
    if where:
        msg += " (" + where + ")"
    return msg, tb


def _test_modules(directory):
    names = []
    for fname in os.listdir(directory):
        if fname.startswith("test_") and fname.endswith(".py"):
            names.append(fname[:-3])
    names.sort()
    return names


def run_dir(directory, verbose, counts, only=None):
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
                msg, tb = _describe(exc)
                counts[1] += 1
                print("FAIL " + modname + " (import): " + msg)
                if verbose:
                    print(tb)
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
                    msg, tb = _describe(exc)
                    counts[1] += 1
                    print("FAIL " + modname + "." + name + ": " + msg)
                    if verbose:
                        print(tb)
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
    """Arguments: test folders or single test files, ``-v``, and ``--path DIR`` to look for
    modules in DIR before the repo (e.g. a folder of precompiled .mpy files)."""
    verbose = False
    targets = []
    first = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "-v":
            verbose = True
        elif arg == "--path" and i + 1 < len(argv):
            i += 1
            first.append(argv[i])
        else:
            targets.append(arg)
        i += 1
    if not targets:
        print("usage: micropython tools/mp_run_tests.py [--path DIR] DIR|FILE.py ... [-v]")
        return 2
    root = _repo_root()
    if root not in sys.path:
        sys.path.insert(0, root)
    for d in reversed(first):
        sys.path.insert(0, d)
    counts = [0, 0]  # passed, failed
    for t in targets:
        if t.endswith(".py"):
            cut = t.rfind("/")
            folder = t[:cut] if cut > 0 else "."
            run_dir(folder, verbose, counts, t[cut + 1:-3])
        else:
            run_dir(t, verbose, counts)
    gc.collect()
    print("%d passed, %d failed" % (counts[0], counts[1]))
    if counts[1]:
        return 1
    if counts[0] == 0:
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
