"""Copy the game onto a CircuitPython board's drive (``make deploy CIRCUITPY=/path``).

What goes: code.py, boot.py, scopa_core/, the device packages of lib/ (scopa_hw without its
host-only modules, scopa_ui) and assets/. What does not: tests, tools, docs, the host
profile. Third-party libraries come from circup (requirements.txt), never from here.

    python -m tools.deploy /media/$USER/CIRCUITPY
    python -m tools.deploy --list          # what would be copied, with sizes
    python -m tools.deploy DRIVE --source       # modules as source, no mpy-cross
    python -m tools.deploy DRIVE --mpy-cross /path/to/circuitpython/mpy-cross
    python -m tools.deploy DRIVE --lines        # precompiled with line numbers, for tracebacks

Modules sent as source lose their docstrings on the way (``strip_docstrings``: each becomes
``pass`` and blank lines, so line numbers in a traceback still match the repository).
CircuitPython's compiler discards docstrings (MICROPY_ENABLE_DOC_STRING is 0), but a module's
parse tree holds them while it compiles: stripped, the compiler's peak is lower.

Every module except code.py and boot.py goes over precompiled as .mpy by default: the board
then skips compiling, which saves heap at the table and the compiler's peak (an estimate before
the board twin: a cable match needed about 98 KB precompiled, 140 KB as source, and a PyBadge
has about 100). That takes CircuitPython's own mpy-cross for the board's version (MicroPython's
is refused by the board): circuitpython-build-tools (in the host requirements) fetches
Adafruit's build of it once and keeps it in the user's cache, so the first deploy needs the
internet. Without it (offline, or outside the virtual environment) the board twin's own
mpy-cross is used (lab/twin builds it from CircuitPython 10.2.1's source); only when that
cannot be built either do the modules go as source, and the deploy says so. ``--mpy-cross
PATH`` names a mpy-cross of your own; ``--source`` sends source; ``--circuitpython 9.x``
compiles for a board on CircuitPython 9.
"""

import argparse
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HOST_ONLY = ("host.py", "host_display.py", "host_io.py", "en_term.py", "it_term.py")  # lang: the terminal's
TREES = ("scopa_core", os.path.join("lib", "scopa_hw"), os.path.join("lib", "scopa_ui"), "assets")
ENTRY = ("code.py", "boot.py")  # the board runs these by name: they always go as source
CIRCUITPYTHON = "10.x"  # the board's CircuitPython (README: install 10.x), for its mpy-cross


def files():
    """(source path, path on the drive) of every file the board needs, sorted."""
    out = [(os.path.join(ROOT, f), f) for f in ENTRY]
    for tree in TREES:
        for dirpath, dirnames, names in os.walk(os.path.join(ROOT, tree)):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            for name in sorted(names):
                if name.endswith((".pyc", ".pyo")) or name in HOST_ONLY:
                    continue
                src = os.path.join(dirpath, name)
                out.append((src, os.path.relpath(src, ROOT)))
    return out


def strip_docstrings(source):
    """``source`` with each docstring (module, class, function) replaced by ``pass`` and as
    many newlines as it spanned: the same statements, the same line numbers."""
    import ast

    lines = source.splitlines(True)
    spans = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                spans.append((first.lineno, first.col_offset, first.end_lineno,
                              first.end_col_offset))
    for l0, c0, l1, c1 in sorted(spans, reverse=True):
        # ast offsets count UTF-8 bytes: cut the lines as bytes.
        head = lines[l0 - 1].encode()[:c0].decode()
        tail = lines[l1 - 1].encode()[c1:].decode()
        lines[l0 - 1:l1] = [head + "pass" + "\n" * (l1 - l0) + tail]
    return "".join(lines)


def board_path(rel):
    """The path a board loads the module at ``rel`` (a .py on the drive) from once it is
    precompiled. CircuitPython's sys.path is ['', '/', '.frozen', '/lib']: scopa_core, at the
    drive's root, is found through '' as ``scopa_core/deal.mpy``, a package of lib/ through
    '/lib' as ``/lib/scopa_ui/app.mpy``."""
    rel = rel.replace(os.sep, "/")[:-3] + ".mpy"
    return "/" + rel if rel.startswith("lib/") else rel


def mpy_cross_cmd(cross, src, out, name, lines=False):
    """The mpy-cross command that compiles ``src`` to ``out`` under the name ``name``.

    A board interns two names when it loads a .mpy, in its heap: the path it loaded it from
    (``__file__``) and the name inside (tracebacks show it). Named after the path it will be
    loaded from, the module costs one name, not two; by default mpy-cross would put the host's
    path in (``/home/you/src/scopa/lib/scopa_ui/app.py``), a long name for nothing.

    ``-O3`` leaves out the table of source lines, which a board loads into its heap with the
    code: about 3% of it (the engine's whole match needs 768 bytes less, ``make bench``). A
    traceback then names the file and function but says line 1; ``lines`` keeps the table.
    ``-O3`` also drops ``assert`` statements: ours only check tables on import, and the host's
    tests run them."""
    return [cross] + ([] if lines else ["-O3"]) + ["-s", name, "-o", out, src]


def circuitpython_mpy_cross(version=CIRCUITPYTHON):
    """The path of CircuitPython's own mpy-cross for ``version`` ("9.x", "10.x", as
    circuitpython-build-tools names them), fetched once into the user's cache; None, with the
    reason printed, when it cannot be had (offline, or that package missing)."""
    try:
        from circuitpython_build_tools.build import mpy_cross
        from circuitpython_build_tools.target_versions import VERSIONS
    except ImportError:
        print("circuitpython-build-tools is not installed here (make deploy runs in the "
              "virtual environment that has it): no mpy-cross for CircuitPython")
        return None
    names = [v["name"] for v in VERSIONS]
    if version not in names:
        raise SystemExit("unknown CircuitPython version %r: one of %s" % (version, ", ".join(names)))
    try:
        return str(mpy_cross(VERSIONS[names.index(version)], quiet=False))
    except Exception as e:  # offline, a refused download, a failed build: whatever it was
        print("could not get CircuitPython %s's mpy-cross (%s: %s)" % (version, type(e).__name__, e))
        return None


def twin_mpy_cross():
    """CircuitPython 10.2.1's mpy-cross built here from its source (tools/circuitpython.py,
    the board twin's too, the version a 10.x board loads); None, with the reason printed,
    when it cannot be built here."""
    from tools import circuitpython

    try:
        cross = circuitpython.mpy_cross()
    except (circuitpython.Unavailable, RuntimeError) as e:
        print("no mpy-cross built from CircuitPython's source either (%s)" % e)
        return None
    print("using mpy-cross built here (CircuitPython %s)" % circuitpython.VERSION)
    return cross


def check_drive(drive):
    if not os.path.isdir(drive):
        raise SystemExit("%s is not a directory: mount the board's CIRCUITPY drive first" % drive)


def deploy(drive, mpy_cross=None, lines=False):
    """Copy the game to ``drive``; with ``mpy_cross``, modules go as .mpy (the stale .py of
    each is removed so the board loads the .mpy), with their line numbers if ``lines``.
    Returns the bytes written."""
    import subprocess

    check_drive(drive)
    total = 0
    for src, rel in files():
        dst = os.path.join(drive, rel)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        module = rel.endswith(".py") and rel not in ENTRY
        if mpy_cross and module:
            out = dst[:-3] + ".mpy"
            subprocess.run(mpy_cross_cmd(mpy_cross, src, out, board_path(rel), lines), check=True)
            if os.path.exists(dst):
                os.remove(dst)
            total += os.path.getsize(out)
            continue
        if rel.endswith(".py"):
            stale = dst[:-3] + ".mpy"  # from an earlier precompiled deploy: nobody updates it
            if module and os.path.exists(stale):
                os.remove(stale)
            with open(src, encoding="utf-8") as f:
                text = strip_docstrings(f.read()).encode()
            with open(dst, "wb") as f:  # plain write: no metadata, FAT drives dislike chmod
                f.write(text)
            total += len(text)
            continue
        shutil.copyfile(src, dst)  # copyfile: no metadata, FAT drives dislike chmod
        total += os.path.getsize(src)
    return total


def main(argv=None):
    ap = argparse.ArgumentParser(description="copy the game to a CIRCUITPY drive")
    ap.add_argument("drive", nargs="?", help="the mounted CIRCUITPY drive")
    ap.add_argument("--list", action="store_true", help="list the files and sizes only")
    ap.add_argument("--mpy-cross", help="a CircuitPython mpy-cross of your own to precompile with")
    ap.add_argument("--source", action="store_true", help="send the modules as source")
    ap.add_argument("--lines", action="store_true",
                    help="precompile with line numbers, for tracebacks (costs the board ~3%% of "
                         "its code's heap)")
    ap.add_argument("--circuitpython", default=CIRCUITPYTHON,
                    help="the board's CircuitPython, for its mpy-cross (default %(default)s)")
    args = ap.parse_args(argv)
    if args.list or not args.drive:
        total = 0
        for src, rel in files():
            size = os.path.getsize(src)
            total += size
            print("%7d  %s" % (size, rel))
        print("%7d  bytes in all" % total)
        return
    check_drive(args.drive)  # before fetching a mpy-cross for nothing
    cross = args.mpy_cross
    if cross is None and not args.source:
        cross = circuitpython_mpy_cross(args.circuitpython)
        if cross is None and args.circuitpython == CIRCUITPYTHON:
            cross = twin_mpy_cross()
        if cross is None:
            print("sending the modules as source: the board compiles them, which needs more of "
                  "its heap (a cable match may not fit; README, Memory)")
    total = deploy(args.drive, cross, args.lines)
    print("copied %d bytes to %s (modules %s)" % (total, args.drive,
                                                  "precompiled" if cross else "as source"))
    print("now install the libraries: circup --path %s install -r requirements.txt" % args.drive)


if __name__ == "__main__":
    sys.exit(main())
