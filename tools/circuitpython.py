"""CircuitPython 10.2.1's source and its own mpy-cross, built here: what makes the .mpy files a
CircuitPython 10 board loads (``make deploy``), and what the board twin (lab/twin) builds from.

    python -m tools.circuitpython           # build (or find built) build/twin/mpy-cross
    python -m tools.circuitpython --why     # why the source cannot be had here, or nothing

The source is ``$CIRCUITPYTHON_SRC`` (a source tree or the release tarball), else the release
tarball if one lies at ``../shared/circuitpython/circuitpython-10.2.1-src.tar.xz`` beside this
repository (a copy shared by several clones), else (online) a shallow clone of tag 10.2.1 into
``~/.cache/scopa-handheld``. A tarball is unpacked under build/twin/src once; the TLSF
allocator the board's heap grows through (lib/tlsf, a submodule the release tarball lacks)
comes from ``$CIRCUITPYTHON_TLSF`` or the tarball beside the source's
(``tlsf-*.tar.xz``). Nothing of it is ever committed.
"""

import glob
import hashlib
import os
import shutil
import subprocess
import sys
import tarfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "build", "twin")
VERSION = "10.2.1"
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "circuitpython")
TARBALL = os.path.join(SHARED, "circuitpython-%s-src.tar.xz" % VERSION)
CACHE = os.path.join(os.path.expanduser("~"), ".cache", "scopa-handheld", "circuitpython-" + VERSION)
REPO = "https://github.com/adafruit/circuitpython"
# The submodules the unix port and mpy-cross build from (a clone has none of them).
SUBMODULES = ("lib/oofatfs", "lib/uzlib", "lib/tlsf", "lib/berkeley-db-1.xx", "lib/micropython-lib")
MPY_CROSS = os.path.join(OUT, "mpy-cross")
HOW = ("set CIRCUITPYTHON_SRC to a CircuitPython %s source tree or its release tarball "
       "(git clone --depth 1 -b %s %s), or go online once" % (VERSION, VERSION, REPO))


class Unavailable(Exception):
    """The source cannot be had here; the message says why and how to get it."""


class locked:
    """Holds build/twin/lock: one build (or drive) at a time, across processes."""

    def __enter__(self):
        import fcntl

        os.makedirs(OUT, exist_ok=True)
        self.f = open(os.path.join(OUT, "lock"), "w")
        fcntl.flock(self.f, fcntl.LOCK_EX)
        return self

    def __exit__(self, *exc):
        self.f.close()


def _unpack(tarball, into=None):
    """The tree inside ``tarball``, unpacked under build/twin/src once (per tarball); with
    ``into``, unpacked into that folder instead."""
    st = os.stat(tarball)
    key = hashlib.sha1(("%s %d %d" % (os.path.abspath(tarball), st.st_size, st.st_mtime)).encode())
    dest = into or os.path.join(OUT, "src", key.hexdigest()[:12])
    done = os.path.join(dest, ".unpacked-" + key.hexdigest()[:12])
    if not os.path.exists(done):
        if into is None:
            shutil.rmtree(dest, ignore_errors=True)
        os.makedirs(dest, exist_ok=True)
        with tarfile.open(tarball) as tf:
            tf.extractall(dest, filter="data")
        open(done, "w").close()
    tops = [d for d in os.listdir(dest) if os.path.isdir(os.path.join(dest, d))]
    if into is None and len(tops) == 1 and not os.path.isdir(os.path.join(dest, "py")):
        return os.path.join(dest, tops[0])
    return dest


def _clone():
    if not os.path.isdir(os.path.join(CACHE, "py")):
        os.makedirs(os.path.dirname(CACHE), exist_ok=True)
        try:
            r = subprocess.run(["git", "clone", "-q", "--depth", "1", "-b", VERSION, REPO, CACHE],
                               capture_output=True, text=True, timeout=120)
            ok = r.returncode == 0 and subprocess.run(
                ["git", "-C", CACHE, "submodule", "update", "-q", "--init", "--depth", "1"]
                + list(SUBMODULES), capture_output=True, timeout=300).returncode == 0
        except (OSError, subprocess.TimeoutExpired):
            ok = False
        if not ok:
            shutil.rmtree(CACHE, ignore_errors=True)
            raise Unavailable("no CircuitPython %s source here (the clone of %s failed): %s"
                              % (VERSION, REPO, HOW))
    return CACHE


def _with_tlsf(tree):
    """``tree``, with lib/tlsf unpacked into it from a tarball if it lacks it."""
    if os.path.isfile(os.path.join(tree, "lib", "tlsf", "tlsf.c")):
        return tree
    given = os.environ.get("CIRCUITPYTHON_TLSF")
    found = [given] if given else sorted(glob.glob(os.path.join(SHARED, "tlsf-*.tar.xz")))
    if not found or not os.path.isfile(found[0]):
        raise Unavailable("the CircuitPython source at %s lacks lib/tlsf (the board's allocator): "
                          "set CIRCUITPYTHON_TLSF to a tarball of adafruit/tlsf, or use a clone "
                          "with its submodules" % tree)
    _unpack(found[0], into=tree)
    return tree


def _find_tree():
    given = os.environ.get("CIRCUITPYTHON_SRC")
    if given:
        if os.path.isdir(given):
            if not os.path.isdir(os.path.join(given, "ports", "unix")):
                raise Unavailable("CIRCUITPYTHON_SRC=%s has no ports/unix" % given)
            return given
        if os.path.isfile(given):
            return _unpack(given)
        raise Unavailable("CIRCUITPYTHON_SRC=%s does not exist" % given)
    if os.path.isfile(TARBALL):
        return _unpack(TARBALL)
    return _clone()


_TREE = []  # the tree found, or the Unavailable that said why not: asked once a process


def source_tree():
    """The CircuitPython source tree to build from (see the module's docstring). Raises
    Unavailable."""
    if not _TREE:
        try:
            _TREE.append(os.path.abspath(_with_tlsf(_find_tree())))
        except Unavailable as e:
            _TREE.append(e)
    if isinstance(_TREE[0], Unavailable):
        raise _TREE[0]
    return _TREE[0]


def why_not():
    """Why the source cannot be had here (one line), or None. Offline with no copy at hand this
    tries the clone once (a few seconds) and says so."""
    try:
        with locked():
            source_tree()
    except Unavailable as e:
        return str(e)
    return None


def make(args, quiet):
    """GNU make in the source tree with the environment its scripts need."""
    env = dict(os.environ, CP_VERSION=VERSION)
    cmd = ["make", "-j%d" % max(1, min(4, os.cpu_count() or 1)), "PYTHON=" + sys.executable] + args
    r = subprocess.run(cmd, env=env, capture_output=quiet, text=True)
    if r.returncode != 0:
        tail = (r.stdout or "")[-3000:] + (r.stderr or "")[-3000:] if quiet else ""
        raise RuntimeError("build failed: %s\n%s" % (" ".join(cmd), tail))


def install(built, path):
    """Copy the program ``built`` to ``path`` in one step (a reader never sees half of it)."""
    shutil.copyfile(built, path + ".new")
    os.chmod(path + ".new", 0o755)
    os.replace(path + ".new", path)


def mpy_cross(quiet=True):
    """CircuitPython 10.2.1's mpy-cross, built here if missing or stale; its path. Raises
    Unavailable (no source) or RuntimeError (the build failed)."""
    with locked():
        tree = source_tree()
        build = os.path.join(OUT, "mpy-cross-build")
        make(["-C", os.path.join(tree, "mpy-cross"), "BUILD=" + build], quiet)
        install(os.path.join(build, "mpy-cross"), MPY_CROSS)
    return MPY_CROSS


def say_why_not(why_not):
    """``--why``: print what stops the build (nothing if it can run); exit status 1 if stopped."""
    reason = why_not()
    if reason:
        print(reason)
    return 1 if reason else 0


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if "--why" in argv:
        return say_why_not(why_not)
    try:
        print(mpy_cross(quiet="-v" not in argv))
    except (Unavailable, RuntimeError) as e:
        print("no CircuitPython mpy-cross here: %s" % e)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
