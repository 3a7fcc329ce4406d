"""The board twin as a host tool, for the tests and the bench: CircuitPython 10.2.1's own VM,
32-bit and shaped like a PyBadge (lab/twin), and its mpy-cross.

    from lab import hostbin
    interp, cross = hostbin.twin()          # built once (build/twin); raises hostbin.Unavailable
    p = hostbin.run(["lab/transcript.py", "", "1", "1"], heap="256k")   # a CompletedProcess
    hostbin.precompile(cross, "build/x", ["scopa_core/deal.py"])          # build/x/scopa_core/deal.mpy

``run`` starts the twin from the repository's folder with ``lib`` after it on the path
(MICROPYPATH): ``-c`` code finds ``scopa_core`` and ``tools`` through '', a script its own
folder (lab/transcript.py, lab/mp_run_tests.py and lab/core_match.py put the repository
on the path themselves). Paths stay relative on purpose: the VM interns each module's path in
its heap, and a board's are short. A script run this way has the unix port's 4 KB Python stack
(the board's 2 KB comes only through code.py: lab/twin/run.py). Nothing here reads the
environment's MICROPYTHON or the MicroPython unix port: the twin is the only board VM.
"""

import os
import subprocess

from lab.twin import build as _build
from lab.twin.build import Unavailable  # noqa: F401 - re-exported for callers

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# SAMD51 seconds per second of the twin when pystone cannot be fetched (offline): about what
# a unix port runs here over a board's speed.
FALLBACK_BOARD_SECONDS_PER_TWIN_SECOND = 1000 / 5.5


def board_factor():
    """SAMD51 seconds per second of the board twin here, from the pystones of both
    (lab/twin/bench.py): every board estimate of the bench goes through it."""
    from lab.twin.bench import twin_over_board

    factor = twin_over_board()
    return factor if factor is not None else FALLBACK_BOARD_SECONDS_PER_TWIN_SECOND


def why_not():
    """Why the twin cannot be built here (one line), or None."""
    return _build.why_not()


_BUILT = []


def twin():
    """(interpreter, mpy-cross) of the twin, built if missing or stale (checked once a
    process: make takes a moment even when nothing changed). Raises Unavailable."""
    if not _BUILT:
        _BUILT.append(_build.build())
    return _BUILT[0]


def run(args, heap="256k", timeout=600, cwd=ROOT, text=True, stdin=subprocess.DEVNULL):
    """The twin run with ``-X heapsize=heap`` and ``args`` (a script and its arguments, or
    ["-c", code]) from ``cwd``: a CompletedProcess with its output captured."""
    interp, _cross = twin()
    env = dict(os.environ, MICROPYPATH=".:lib")
    return subprocess.run([interp, "-X", "heapsize=" + str(heap)] + list(args), cwd=cwd,
                          env=env, capture_output=True, text=text, timeout=timeout, stdin=stdin)


def precompile(cross, out, sources, lines=True, load_from=ROOT):
    """Compile each of ``sources`` (paths relative to the repository) to ``out``/same path
    .mpy with the twin's mpy-cross, each named after the path the twin will load it by
    (relative to ``load_from``, where the twin runs: the repository, as run() starts it, or
    ``out`` itself for a board's layout), as tools/deploy.py names a module after the path a
    board loads it from. ``lines`` keeps the line table (a failing test then says where, and
    its asserts stay); without it the .mpy are compiled as make deploy sends them (-O3)."""
    from tools.deploy import mpy_cross_cmd

    out = os.path.join(ROOT, out)
    made = []
    for src in sources:
        dst = os.path.join(out, src[:-3] + ".mpy")
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        name = os.path.relpath(dst, load_from) if dst.startswith(load_from + os.sep) else dst
        subprocess.run(mpy_cross_cmd(cross, src, dst, name, lines), cwd=ROOT, check=True)
        made.append(dst)
    return made


def python_files(*tops):
    """Every .py file under the folders ``tops`` (relative to the repository), sorted."""
    found = []
    for top in tops:
        for folder, dirs, files in os.walk(os.path.join(ROOT, top)):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            found += [os.path.relpath(os.path.join(folder, f), ROOT) for f in sorted(files)
                      if f.endswith(".py")]
    return found
