"""Run the game in the board twin, as on a board, from the host.

    from lab.twin.run import run
    r = run({"settings": {"level": 3}})     # a whole match against Maestro, as a player plays
    r.ok, r.report["pystack_peak"], r.report["live_max"]

``drive()`` makes the twin's CIRCUITPY drive: what ``make deploy`` sends (the modules
precompiled by the twin's own mpy-cross, -O3), in a FAT image made by the twin itself. Each
``run`` starts the twin with lab/twin/harness/start.py on that drive and the player's config:
code.py gets the board's heap, grown in pieces from a pool of the PyBadge's size
(variant/twin_heap.c), less ``ballast`` bytes held from its start (the room a test demands to
spare); the harness runs in a heap of its own. The game's nvm is a file of the run (erased
unless given).

    python -m lab.twin.run '{"settings": {"level": 3, "seats": 1}}'   # prints the report
"""

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

from lab.twin import build as twin_build

HARNESS_HEAP = "16M"  # the harness's own heap (start.py, the player), apart from the board's
HARNESS = os.path.join(twin_build.HERE, "harness")
OUT = twin_build.OUT
DRIVE = os.path.join(OUT, "drive.img")


class Result:
    def __init__(self, code, stdout, stderr):
        self.code = code
        self.stdout = stdout
        self.stderr = stderr
        self.report = {}
        for line in stdout.splitlines():
            if line.startswith("TWIN "):
                self.report = json.loads(line[5:])

    @property
    def ok(self):
        """The run ended as the player meant: no exception, no notice of a failure."""
        r = self.report
        return (self.code == 0 and bool(r) and r.get("error") is None and "gave_up" not in r
                and not any("memory" in n.lower() or "error" in n.lower() for n in r["notices"]))

    def why(self):
        return "exit %s, report %s\nstdout tail:\n%s\nstderr tail:\n%s" % (
            self.code, json.dumps(self.report)[:2000], self.stdout[-3000:], self.stderr[-2000:])


def _tree_hash(top):
    h = hashlib.sha1()
    for base, dirs, names in sorted(os.walk(top)):
        dirs.sort()
        for name in sorted(names):
            path = os.path.join(base, name)
            h.update(os.path.relpath(path, top).encode())
            with open(path, "rb") as f:
                h.update(f.read())
    return h.hexdigest()


def drive():
    """Build the twin if needed, deploy the game as ``make deploy`` does with the twin's
    mpy-cross, and put it in a FAT image (remade only when what is on it changed)."""

    interp, cross = twin_build.build()
    with twin_build.locked():
        return _drive(interp, cross)


def _drive(interp, cross):
    from tools import deploy

    staged = tempfile.mkdtemp(prefix="deploy-", dir=OUT)
    try:
        deploy.deploy(staged, cross)
        key = _tree_hash(staged) + _tree_hash(HARNESS) + str(os.path.getmtime(interp))
        stamp = DRIVE + ".stamp"
        if os.path.exists(DRIVE) and os.path.exists(stamp) and open(stamp).read() == key:
            return DRIVE
        new = staged + ".img"
        r = subprocess.run([interp, os.path.join(HARNESS, "mkdrive.py"), staged, new],
                           capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError("making the twin's drive failed:\n" + r.stdout + r.stderr)
        os.replace(new, DRIVE)
        with open(stamp, "w") as f:
            f.write(key)
        return DRIVE
    finally:
        shutil.rmtree(staged, ignore_errors=True)


def size_bytes(size):
    """"16k", "16K" or 16384 -> 16384."""
    s = str(size).lower()
    return int(s[:-1]) * 1024 if s.endswith("k") else int(s)


class _Process:
    """One twin started with ``player``'s config (see run()); ``finish()`` waits for it."""

    def __init__(self, player, ballast, pystack, nvm, uart, clock, image, pass_fds=(),
                 harness=HARNESS):
        self.tmp = tempfile.TemporaryDirectory()
        env = dict(os.environ, TWIN_DRIVE=image or drive(),
                   TWIN_NVM=nvm or os.path.join(self.tmp.name, "nvm.bin"),
                   TWIN_BALLAST=str(size_bytes(ballast)), MICROPYPATH=harness)
        for name, value in (("TWIN_PLAYER", player is not None and json.dumps(player)),
                            ("TWIN_PYSTACK", pystack and str(pystack)), ("TWIN_UART", uart),
                            ("TWIN_CLOCK", clock)):
            if value:
                env[name] = value
            else:
                env.pop(name, None)
        argv = [twin_build.INTERPRETER, "-X", "heapsize=" + HARNESS_HEAP,
                os.path.join(harness, "start.py")]
        self.proc = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     text=True, pass_fds=pass_fds)

    def finish(self, timeout):
        try:
            out, err = self.proc.communicate(timeout=timeout)
            code = self.proc.returncode
        except subprocess.TimeoutExpired:
            self.proc.kill()
            out, err = self.proc.communicate()
            code, err = -1, err + "\ntimeout after %d s" % timeout
        self.tmp.cleanup()
        return Result(code, out, err)


def run(player=None, ballast=0, pystack=None, nvm=None, uart=None, clock=None, timeout=900,
        image=None, harness=HARNESS):
    """Run code.py in the twin with ``player`` (a config for harness/player.py, or None:
    nobody presses anything) and ``ballast`` bytes of the board's heap held from code.py's
    start (16k: the room every match must leave); ``nvm`` a file to keep the
    board's nvm in (default: a fresh erased one), ``uart`` a serial path (or fd:N) for the
    cable, ``clock`` "real" for the host's clock (default: 1 ms a read, runs repeat).
    With ``pystack`` given (and the player's "bare" unset) the app's safety net is off, so a
    run with a Python stack just under its peak stops with the traceback of the deepest point.
    ``harness``: the folder of the harness's files (start.py, player.py) to start from."""
    if pystack and player is not None and "bare" not in player:
        player = dict(player, bare=True)
    return _Process(player, ballast, pystack, nvm, uart, clock, image,
                    harness=harness).finish(timeout)


def run_pair(player_a, player_b, timeout=900, **kw):
    """Two twins joined by a cable (a pty: one holds its master end, the other its slave
    path), each with its player and the host's clock; returns both Results."""
    if kw.get("pystack"):
        player_a = dict(player_a, bare=player_a.get("bare", True))
        player_b = dict(player_b, bare=player_b.get("bare", True))
    master, slave = os.openpty()
    try:
        a = _Process(player_a, kw.get("ballast", 0), kw.get("pystack"), None, "fd:%d" % master,
                     "real", kw.get("image"), pass_fds=(master,))
        b = _Process(player_b, kw.get("ballast", 0), kw.get("pystack"), None, os.ttyname(slave),
                     "real", kw.get("image"))
    finally:
        os.close(master)
    try:
        return a.finish(timeout), b.finish(timeout)
    finally:
        os.close(slave)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    player = json.loads(argv[0]) if argv else {}
    r = run(player)
    print(r.stdout)
    if r.stderr:
        print(r.stderr, file=sys.stderr)
    return 0 if r.ok else 1


if __name__ == "__main__":
    sys.exit(main())
