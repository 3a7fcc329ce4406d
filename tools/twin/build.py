"""Build the board twin: CircuitPython 10.2.1's unix port shaped like a PyBadge, and the same
tree's mpy-cross.

    python -m tools.twin.build          # build (or find built) build/twin/circuitpython
    python -m tools.twin.build --why    # why it cannot be built here, or nothing

The source is ``$CIRCUITPYTHON_SRC`` (a source tree or the release tarball), else the release
tarball if one lies at ``../shared/circuitpython/circuitpython-10.2.1-src.tar.xz`` beside this
repository (a shared copy saves the download), else (online) a
shallow clone of tag 10.2.1 into ``~/.cache/scopa-handheld``. A tarball is unpacked under
build/twin/src once. Builds go under build/twin and are reused: make rebuilds what changed,
and a change to the twin's own files (tools/twin/variant, this file, the font) starts the unix
build afresh. What it needs: a C compiler that makes 32-bit programs (Debian: gcc-multilib)
and the Python packages polib and huffman (in requirements-host.txt).
"""

import hashlib
import os
import shutil
import subprocess
import sys
import tarfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.join(ROOT, "tools", "twin")
VARIANT = os.path.join(HERE, "variant")
OUT = os.path.join(ROOT, "build", "twin")
VERSION = "10.2.1"
TARBALL = os.path.join(os.path.dirname(ROOT), "shared", "circuitpython",
                       "circuitpython-%s-src.tar.xz" % VERSION)
CACHE = os.path.join(os.path.expanduser("~"), ".cache", "scopa-handheld", "circuitpython-" + VERSION)
REPO = "https://github.com/adafruit/circuitpython"
# The submodules the unix port and mpy-cross build from (a clone has none of them).
SUBMODULES = ("lib/oofatfs", "lib/uzlib", "lib/tlsf", "lib/berkeley-db-1.xx", "lib/micropython-lib")
INTERPRETER = os.path.join(OUT, "circuitpython")
MPY_CROSS = os.path.join(OUT, "mpy-cross")
ENABLE = "apt-get install -y gcc-multilib (a 32-bit C compiler), then make test"


class Unavailable(Exception):
    """The twin cannot be built here; the message says why and what enables it."""


def compiles_32bit():
    """Why ``gcc -m32`` cannot make a program here, or None when it can."""
    os.makedirs(OUT, exist_ok=True)
    src = os.path.join(OUT, "m32.c")
    with open(src, "w") as f:
        f.write("int main(void) { return 0; }\n")
    try:
        r = subprocess.run(["gcc", "-m32", src, "-o", os.path.join(OUT, "m32")],
                           capture_output=True, text=True)
    except OSError as e:
        return "no C compiler (%s)" % e
    return None if r.returncode == 0 else "gcc cannot build 32-bit programs (gcc-multilib missing)"


def _unpack(tarball):
    """The tree inside ``tarball``, unpacked under build/twin/src once (per tarball)."""
    st = os.stat(tarball)
    key = hashlib.sha1(("%s %d %d" % (os.path.abspath(tarball), st.st_size, st.st_mtime)).encode())
    dest = os.path.join(OUT, "src", key.hexdigest()[:12])
    done = os.path.join(dest, ".unpacked")
    if not os.path.exists(done):
        shutil.rmtree(dest, ignore_errors=True)
        os.makedirs(dest)
        with tarfile.open(tarball) as tf:
            tf.extractall(dest, filter="data")
        open(done, "w").close()
    tops = [d for d in os.listdir(dest) if os.path.isdir(os.path.join(dest, d))]
    if len(tops) == 1 and not os.path.isdir(os.path.join(dest, "py")):
        return os.path.join(dest, tops[0])
    return dest


def _clone():
    if not os.path.isdir(os.path.join(CACHE, "py")):
        os.makedirs(os.path.dirname(CACHE), exist_ok=True)
        r = subprocess.run(["git", "clone", "--depth", "1", "-b", VERSION, REPO, CACHE])
        if r.returncode != 0:
            raise Unavailable("no CircuitPython source: set CIRCUITPYTHON_SRC to a %s tree or "
                              "tarball (git clone of %s failed)" % (VERSION, REPO))
        subprocess.run(["git", "-C", CACHE, "submodule", "update", "--init", "--depth", "1"]
                       + list(SUBMODULES), check=True)
    return CACHE


def source_tree():
    """The CircuitPython source tree to build from (see the module's docstring)."""
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


def why_not():
    """Why the twin cannot be built here (one line), or None."""
    reason = compiles_32bit()
    if reason:
        return reason
    if not (os.environ.get("CIRCUITPYTHON_SRC") or os.path.isfile(TARBALL)
            or os.path.isdir(os.path.join(CACHE, "py")) or shutil.which("git")):
        return "no CircuitPython source (set CIRCUITPYTHON_SRC) and no git to fetch it"
    return None


def _fingerprint():
    h = hashlib.sha1()
    for base, _, names in sorted(os.walk(VARIANT)):
        for name in sorted(names):
            with open(os.path.join(base, name), "rb") as f:
                h.update(name.encode() + f.read())
    for name in ("build.py", "font.py"):
        with open(os.path.join(HERE, name), "rb") as f:
            h.update(f.read())
    return h.hexdigest()


def _make(args, quiet):
    env = dict(os.environ, CP_VERSION=VERSION)
    cmd = ["make", "-j%d" % max(1, min(4, os.cpu_count() or 1)), "PYTHON=" + sys.executable] + args
    r = subprocess.run(cmd, env=env, capture_output=quiet, text=True)
    if r.returncode != 0:
        tail = (r.stdout or "")[-3000:] + (r.stderr or "")[-3000:] if quiet else ""
        raise RuntimeError("twin build failed: %s\n%s" % (" ".join(cmd), tail))


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


def build(quiet=True):
    """Build what is missing or stale; return (interpreter, mpy-cross). Raises Unavailable."""
    with locked():
        return _build(quiet)


def _build(quiet):
    reason = why_not()
    if reason:
        raise Unavailable(reason)
    tree = os.path.abspath(source_tree())
    stamp = os.path.join(OUT, "stamp")
    finger = _fingerprint() + " " + tree
    old = open(stamp).read() if os.path.exists(stamp) else None
    unix = os.path.join(OUT, "unix")
    if old != finger:
        shutil.rmtree(unix, ignore_errors=True)
    gen = os.path.join(OUT, "gen")
    os.makedirs(gen, exist_ok=True)
    font = os.path.join(gen, "twin_font.c")
    if old != finger or not os.path.exists(font):
        from tools.twin.font import generate

        generate(tree, font)
    _make(["-C", os.path.join(tree, "mpy-cross"), "BUILD=" + os.path.join(OUT, "mpy-cross-build")],
          quiet)
    _make(["-C", os.path.join(tree, "ports", "unix"), "VARIANT_DIR=" + VARIANT, "BUILD=" + unix,
           "TWIN_GEN=" + gen, "PROG=circuitpython"], quiet)
    for built, link in ((os.path.join(unix, "circuitpython"), INTERPRETER),
                        (os.path.join(OUT, "mpy-cross-build", "mpy-cross"), MPY_CROSS)):
        shutil.copyfile(built, link + ".new")
        os.chmod(link + ".new", 0o755)
        os.replace(link + ".new", link)
    with open(stamp, "w") as f:
        f.write(finger)
    return INTERPRETER, MPY_CROSS


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if "--why" in argv:
        reason = why_not()
        if reason:
            print(reason)
        return 1 if reason else 0
    try:
        interp, cross = build(quiet="-v" not in argv)
    except Unavailable as e:
        print("the board twin cannot be built here: %s; to enable it: %s" % (e, ENABLE))
        return 1
    print(interp)
    print(cross)
    return 0


if __name__ == "__main__":
    sys.exit(main())
