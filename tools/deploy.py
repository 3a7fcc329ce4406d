"""Copy the game onto a CircuitPython board's drive (``make deploy CIRCUITPY=/path``).

What goes: code.py, boot.py, scopa_core/, the device packages of lib/ (scopa_hw without its
host-only modules, scopa_ui) and assets/. What does not: tests, tools, lab, docs, the host
profile. The game needs no third-party libraries.

    python -m tools.deploy /media/$USER/CIRCUITPY
    python -m tools.deploy --list          # what would be copied, with sizes
    python -m tools.deploy DRIVE --mpy-cross /path/to/circuitpython/mpy-cross
    python -m tools.deploy DRIVE --lines        # precompiled with line numbers, for tracebacks

Every module except code.py and boot.py (the board runs those by name) goes precompiled, as
.mpy: the board then never compiles the game, which would take far more of its heap than the
code itself. That takes CircuitPython's own mpy-cross for the board's version (MicroPython's
is refused by the board), found in this order: ``--mpy-cross PATH``; Adafruit's build for
``--circuitpython`` (default 10.x), which circuitpython-build-tools (in the host requirements)
fetches once into the user's cache; for 10.x, CircuitPython 10.2.1's own built here from its
source (tools/circuitpython.py: ``$CIRCUITPYTHON_SRC``, a tarball beside the repository, or a
clone online; the board twin's too). When none can be had the deploy stops, having written
nothing, and says how to get one.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Never on a board: the host's profile, the terminal's words, the packer of texts.
HOST_ONLY = ("host.py", "host_display.py", "host_io.py", "en_term.py", "it_term.py", "pack.py")
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


def board_path(rel):
    """The path a board loads the module at ``rel`` (a .py on the drive) from once it is
    precompiled. CircuitPython's sys.path is ['', '/', '.frozen', '/lib']: scopa_core, at the
    drive's root, is found through '' as ``scopa_core/deal.mpy``, a package of lib/ through
    '/lib' as ``/lib/scopa_ui/app.mpy``."""
    rel = rel.replace(os.sep, "/")[:-3] + ".mpy"
    return "/" + rel if rel.startswith("lib/") else rel


def is_texts(rel):
    """Whether ``rel`` is a module of a language's texts (scopa_core/lang/en_menus.py)."""
    folder, name = os.path.split(rel.replace(os.sep, "/"))
    return folder == "scopa_core/lang" and name[2:3] == "_" and name.endswith(".py")


def packed_texts(rel):
    """The source a board gets for the texts module ``rel``: its texts packed in a few strings
    (scopa_core.lang.pack), so that its names and short texts do not become the board's names
    as it loads (docs/board.md, "Names")."""
    import importlib

    from scopa_core.lang.pack import pack

    mod = importlib.import_module(rel.replace(os.sep, "/")[:-3].replace("/", "."))
    return "# %s's texts, packed by tools/deploy.py (scopa_core.lang.pack)\nTEXTS = %r\n" % (
        rel, pack(mod))


def mpy_cross_cmd(cross, src, out, name, lines=False):
    """The mpy-cross command that compiles ``src`` to ``out`` under the name ``name``.

    A board keeps two names of each .mpy it loads in its heap for good: the path it loaded it
    from (``__file__``) and the name inside (tracebacks show it). Named after the path it will
    be loaded from, the two are one; by default mpy-cross would put the host's path in
    (``/home/you/src/scopa/lib/scopa_ui/app.py``): a long name, and one that changes with the
    checkout.

    ``-O3`` leaves out the table of source lines, which a board would load into its heap with
    the code. A traceback then names the file and function but says line 1; ``lines`` keeps
    the table.
    ``-O3`` also drops ``assert`` statements: ours only check tables on import, and the host's
    tests run them."""
    return [cross] + ([] if lines else ["-O3"]) + ["-s", name, "-o", out, src]


class NoMpyCross(Exception):
    """No mpy-cross from one source (or, from find_mpy_cross, from any): the message says why."""


def fetch_mpy_cross(version=CIRCUITPYTHON):
    """The path of Adafruit's mpy-cross for CircuitPython ``version`` ("9.x", "10.x", as
    circuitpython-build-tools names them), fetched once into the user's cache. Raises
    NoMpyCross (offline, or that package missing) and SystemExit for an unknown version."""
    try:
        from circuitpython_build_tools.build import mpy_cross
        from circuitpython_build_tools.target_versions import VERSIONS
    except ImportError:
        raise NoMpyCross("circuitpython-build-tools is not installed here (make deploy runs in "
                         "the virtual environment that has it)") from None
    names = [v["name"] for v in VERSIONS]
    if version not in names:
        raise SystemExit("unknown CircuitPython version %r: one of %s" % (version, ", ".join(names)))
    try:
        return str(mpy_cross(VERSIONS[names.index(version)], quiet=False))
    except subprocess.CalledProcessError as e:  # its fallback, a clone and a build
        raise NoMpyCross("Adafruit's could not be fetched (%s failed with status %d)"
                         % (" ".join(str(a) for a in e.cmd[:2]), e.returncode)) from e
    except Exception as e:  # a refused download, a missing tool: whatever it was
        raise NoMpyCross("Adafruit's could not be fetched (%s: %s)" % (type(e).__name__, e)) from e


def build_mpy_cross():
    """The path of CircuitPython 10.2.1's mpy-cross, built here from its source
    (tools/circuitpython.py; the board twin's, the format a 10.x board loads). Raises
    NoMpyCross when the source cannot be had or the build fails."""
    from tools import circuitpython

    try:
        return circuitpython.mpy_cross()
    except (circuitpython.Unavailable, RuntimeError) as e:
        why = str(e).replace(": " + circuitpython.HOW, "")  # find_mpy_cross says what to do
        raise NoMpyCross("none could be built from CircuitPython's source (%s)" % why) from e


def find_mpy_cross(version=CIRCUITPYTHON):
    """The path of a mpy-cross for CircuitPython ``version``: Adafruit's, else (for 10.x) one
    built from source. Raises NoMpyCross with what went wrong and what to do, in a paragraph."""
    from tools import circuitpython

    reasons = []
    try:
        return fetch_mpy_cross(version)
    except NoMpyCross as e:
        reasons.append(str(e))
    todo = "go online once (what is fetched is kept for later)"
    if version == CIRCUITPYTHON:
        try:
            cross = build_mpy_cross()
        except NoMpyCross as e:
            reasons.append(str(e))
            todo = ("set CIRCUITPYTHON_SRC to a CircuitPython %s source tree or its release "
                    "tarball, or %s" % (circuitpython.VERSION, todo))
        else:
            print("using mpy-cross built here from CircuitPython %s's source: %s"
                  % (circuitpython.VERSION, reasons[0]))
            return cross
    else:
        reasons.append("only %s's can be built from source here" % CIRCUITPYTHON)
    raise NoMpyCross(
        "No mpy-cross for CircuitPython %s here: %s. The game goes to a board precompiled only, "
        "so nothing was copied. To get one, %s, or pass --mpy-cross PATH (make deploy "
        "MPY_CROSS_CP=PATH)." % (version, "; ".join(reasons), todo))


def check_drive(drive):
    if not os.path.isdir(drive):
        raise SystemExit("%s is not a directory: mount the board's CIRCUITPY drive first" % drive)


def deploy(drive, mpy_cross, lines=False):
    """Copy the game to ``drive``, its modules precompiled with ``mpy_cross`` (with their line
    numbers if ``lines``). Every module is compiled before anything is written, so a compiler
    that fails leaves the drive as it was. Returns the bytes written."""
    check_drive(drive)
    with tempfile.TemporaryDirectory(prefix="scopa-deploy-") as staged:
        sent = []  # (file to copy, path on the drive)
        for src, rel in files():
            if rel.endswith(".py") and rel not in ENTRY:
                out = os.path.join(staged, rel[:-3] + ".mpy")
                os.makedirs(os.path.dirname(out), exist_ok=True)
                if is_texts(rel):
                    src = os.path.join(staged, rel)
                    with open(src, "w") as f:
                        f.write(packed_texts(rel))
                subprocess.run(mpy_cross_cmd(mpy_cross, src, out, board_path(rel), lines),
                               check=True)
                sent.append((out, rel[:-3] + ".mpy"))
            else:
                sent.append((src, rel))
        total = 0
        for path, rel in sent:
            dst = os.path.join(drive, rel)
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copyfile(path, dst)  # copyfile: no metadata, FAT drives dislike chmod
            total += os.path.getsize(path)
            stale = dst[:-4] + ".py"  # a source deploy's: the board would load it first
            if rel.endswith(".mpy") and os.path.exists(stale):
                os.remove(stale)
    return total


def main(argv=None):
    ap = argparse.ArgumentParser(description="copy the game to a CIRCUITPY drive, precompiled")
    ap.add_argument("drive", nargs="?", help="the mounted CIRCUITPY drive")
    ap.add_argument("--list", action="store_true", help="list the files and sizes only")
    ap.add_argument("--mpy-cross", help="a CircuitPython mpy-cross of your own to precompile with")
    ap.add_argument("--lines", action="store_true",
                    help="precompile with line numbers, for tracebacks (the board then keeps their "
                         "tables in its heap)")
    ap.add_argument("--circuitpython", default=CIRCUITPYTHON,
                    help="the board's CircuitPython, for its mpy-cross (default %(default)s)")
    args = ap.parse_args(argv)
    if args.list or not args.drive:
        total = 0
        for src, rel in files():
            size = os.path.getsize(src)
            total += size
            print("%7d  %s" % (size, rel))
        print("%7d  bytes in all (as source)" % total)
        return 0
    check_drive(args.drive)  # before fetching a mpy-cross for nothing
    cross = args.mpy_cross
    if cross is not None and not (os.path.isfile(cross) and os.access(cross, os.X_OK)):
        print("%s is not a program: --mpy-cross wants the path of CircuitPython's mpy-cross. "
              "Nothing was copied." % cross, file=sys.stderr)
        return 2
    if cross is None:
        try:
            cross = find_mpy_cross(args.circuitpython)
        except NoMpyCross as e:
            print(e, file=sys.stderr)
            return 2
    total = deploy(args.drive, cross, args.lines)
    print("copied %d bytes to %s" % (total, args.drive))
    print("Now eject the drive and press the board's reset button.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
