"""Build the board twin: CircuitPython 10.2.1's unix port shaped like a PyBadge, beside the same
tree's mpy-cross (tools/circuitpython.py finds the source and builds mpy-cross).

    python -m lab.twin.build          # build (or find built) build/twin/circuitpython
    python -m lab.twin.build --why    # why it cannot be built here, or nothing

Builds go under build/twin and are reused: make rebuilds what changed, and a change to the
twin's own files (lab/twin/variant, this file, the font) starts the unix build afresh. What it
needs: the source (tools/circuitpython.py says where it comes from), a C compiler that makes
32-bit programs (Debian: gcc-multilib) and the Python packages polib and huffman
(requirements-host.txt).
"""

import hashlib
import os
import subprocess
import sys

from tools import circuitpython
from tools.circuitpython import OUT, Unavailable, locked  # noqa: F401 - the twin's words too

HERE = os.path.dirname(os.path.abspath(__file__))
VARIANT = os.path.join(HERE, "variant")
INTERPRETER = os.path.join(OUT, "circuitpython")
MPY_CROSS = circuitpython.MPY_CROSS
VERSION = circuitpython.VERSION
ENABLE = "apt-get install -y gcc-multilib (a 32-bit C compiler), then make test"


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


def why_not():
    """Why the twin cannot be built here (one line, with what enables it), or None."""
    reason = compiles_32bit()
    if reason:
        return "%s; to enable it: %s" % (reason, ENABLE)
    return circuitpython.why_not()


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


def build(quiet=True):
    """Build what is missing or stale; return (interpreter, mpy-cross). Raises Unavailable."""
    reason = compiles_32bit()
    if reason:
        raise Unavailable("%s; to enable it: %s" % (reason, ENABLE))
    cross = circuitpython.mpy_cross(quiet)
    with locked():
        return _build(quiet), cross


def _build(quiet):
    tree = circuitpython.source_tree()
    stamp = os.path.join(OUT, "stamp")
    finger = _fingerprint() + " " + tree
    old = open(stamp).read() if os.path.exists(stamp) else None
    unix = os.path.join(OUT, "unix")
    if old != finger:
        import shutil

        shutil.rmtree(unix, ignore_errors=True)
    gen = os.path.join(OUT, "gen")
    os.makedirs(gen, exist_ok=True)
    font = os.path.join(gen, "twin_font.c")
    if old != finger or not os.path.exists(font):
        from lab.twin.font import generate

        generate(tree, font)
    circuitpython.make(["-C", os.path.join(tree, "ports", "unix"), "VARIANT_DIR=" + VARIANT,
                        "BUILD=" + unix, "TWIN_GEN=" + gen, "PROG=circuitpython"], quiet)
    circuitpython.install(os.path.join(unix, "circuitpython"), INTERPRETER)
    with open(stamp, "w") as f:
        f.write(finger)
    return INTERPRETER


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if "--why" in argv:
        return circuitpython.say_why_not(why_not)
    try:
        interp, cross = build(quiet="-v" not in argv)
    except (Unavailable, RuntimeError) as e:
        print("the board twin cannot be built here: %s" % e)
        return 1
    print(interp)
    print(cross)
    return 0


if __name__ == "__main__":
    sys.exit(main())
