"""CPU levels as they were at another commit, for the arena: ``maestro@REV`` plays the Maestro
of git revision REV (a commit, tag or branch) against today's code.

How: ``git archive REV scopa_core`` is unpacked once into ``build/arena/<commit>/`` (never
committed; a revision is found by its commit id, so a moved branch unpacks afresh). A child
process (this file run by the same Python, isolated: ``-I``, with only that folder and the
standard library on its path) imports that scopa_core, so the two versions never meet in one
interpreter. The child keeps a Match of its own, built from the same options and match seed as
the arena's: the arena sends it every move played (as the card and what it took, so the two
need not number moves alike) and asks it for its agents' moves. An agent in the child sees
the views that revision's own code makes of the same deal, and is seeded as the arena seeds
an agent of today's code, so at the current commit it plays exactly as today's level does.
Each move the child checks that its deal shows the player the hand the arena's does.

    with Frozen("HEAD~3") as f:       # the child, its scopa_core unpacked from HEAD~3
        f.new_match(options, seed)
        a = f.agent(player, "maestro", seed, {"iters": 120})
        m = a.choose(view)            # a move of the arena's deal
        f.played(card, taken)         # every move played, theirs too
"""

import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BUILD = os.path.join(ROOT, "build", "arena")


def commit_of(rev):
    """The commit id of ``rev``; ValueError, saying why, when git does not know it."""
    r = subprocess.run(["git", "rev-parse", "--verify", "--quiet", rev + "^{commit}"], cwd=ROOT,
                       capture_output=True, text=True)
    if r.returncode != 0 or not r.stdout.strip():
        raise ValueError("no commit %r in the repository at %s" % (rev, ROOT))
    return r.stdout.strip()


def unpack(rev):
    """The folder holding ``scopa_core`` as it is at ``rev`` (unpacked once)."""
    commit = commit_of(rev)
    where = os.path.join(BUILD, commit)
    if not os.path.exists(os.path.join(where, "scopa_core", "__init__.py")):
        tar = subprocess.run(["git", "archive", "--format=tar", commit, "scopa_core"], cwd=ROOT,
                             capture_output=True, check=True).stdout
        os.makedirs(BUILD, exist_ok=True)
        part = tempfile.mkdtemp(prefix=commit + ".", dir=BUILD)
        with tarfile.open(fileobj=io.BytesIO(tar)) as tf:
            tf.extractall(part, filter="data")
        try:
            os.replace(part, where)
        except OSError:  # another arena unpacked it first
            shutil.rmtree(part)
    return where


class Frozen:
    """A child process playing the levels of one revision (see the module)."""

    def __init__(self, rev):
        self.rev = rev
        self.commit = commit_of(rev)
        self.folder = unpack(rev)
        self.proc = subprocess.Popen([sys.executable, "-I", os.path.abspath(__file__), self.folder],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                     bufsize=1, cwd=self.folder)

    def ask(self, **req):
        self.proc.stdin.write(json.dumps(req) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the child of revision %s ended (%s)" % (self.rev, self.proc.poll()))
        out = json.loads(line)
        if "error" in out:
            raise RuntimeError("revision %s: %s" % (self.rev, out["error"]))
        return out

    def new_match(self, options, seed):
        """A new match in the child: ``options`` (today's Options) as text, the same seed."""
        from scopa_core.notation import describe_options

        self.ask(op="match", options=describe_options(options), seed=seed)

    def agent(self, player, level, seed, kw, time_ms=None):
        """An agent of ``level`` at ``player``'s seat in the child's match; ``kw``: keywords
        of that revision's agent (ints), ``time_ms``: its budget on the child's CPU clock."""
        self.ask(op="seat", player=player, level=level, seed=seed, kw=kw, time_ms=time_ms)
        return FrozenAgent(self, "%s@%s" % (level, self.rev))

    def played(self, card, taken):
        """The arena played ``card`` taking ``taken``: the child plays it too."""
        self.ask(op="play", card=card, taken=list(taken))

    def close(self):
        if self.proc.poll() is None:
            self.proc.stdin.close()
            self.proc.wait(timeout=30)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class FrozenAgent:
    """An agent of the child's, with today's ``choose(view)``: the move of the arena's deal
    that plays the card and takes the cards the child's agent chose. ``ms`` and ``cpu_ms``:
    its last move's wall and CPU time in the child."""

    def __init__(self, frozen, level):
        self.frozen = frozen
        self.level = level
        self.ms = self.cpu_ms = 0.0

    def choose(self, view):
        out = self.frozen.ask(op="choose", player=view.player, hand=sorted(view.hand))
        self.ms = out["ms"]
        self.cpu_ms = out["cpu_ms"]
        pick = (out["card"], tuple(out["taken"]))
        for j in range(len(view.moves)):
            if tuple(view.infos[j]) == pick:
                return view.moves[j]
        raise RuntimeError("%s chose %r, not a move here" % (self.level, pick))


# -- the child ---------------------------------------------------------------------------------

def serve(folder, lines, write):
    """Answer the arena's requests (JSON lines) with the scopa_core in ``folder``."""
    import time

    sys.path[:] = [folder] + [p for p in sys.path if p != HERE]  # that scopa_core only
    from scopa_core.ai.levels import make_agent
    from scopa_core.match import Match
    from scopa_core.notation import parse_options
    from scopa_core.view import view_of

    def cpu_ms():
        return time.process_time() * 1000.0

    match = None
    agents = {}
    for line in lines:
        req = json.loads(line)
        op = req["op"]
        try:
            out = {}
            if op == "match":
                match = Match(parse_options(req["options"]), req["seed"])
                agents = {}
            elif op == "seat":
                kw = dict(req["kw"])
                if req["time_ms"] is not None:
                    kw.update(time_ms=req["time_ms"], clock=cpu_ms)
                agents[req["player"]] = make_agent(req["level"], req["seed"], **kw)
            elif op == "play":
                deal = match.deal
                want = (req["card"], tuple(req["taken"]))
                for m in deal.moves():
                    if tuple(deal.move_info(m)) == want:
                        match.play(m)
                        break
                else:
                    raise ValueError("no move plays %r here" % (want,))
            elif op == "choose":
                deal = match.deal
                p = req["player"]
                if deal.to_move != p or sorted(deal.hand(p)) != req["hand"]:
                    raise ValueError("out of step: here player %d is to move, player %d holds %r"
                                     % (deal.to_move, p, deal.hand(p)))
                v = view_of(deal, p, match.totals)
                t0 = time.perf_counter()
                c0 = cpu_ms()
                m = agents[p].choose(v)
                ms = (time.perf_counter() - t0) * 1000
                card, taken = deal.move_info(m)
                out = {"card": card, "taken": list(taken), "ms": ms, "cpu_ms": cpu_ms() - c0}
            else:
                raise ValueError("unknown request %r" % op)
        except Exception as e:  # said to the arena, which stops
            out = {"error": "%s: %s" % (type(e).__name__, e)}
        write(json.dumps(out) + "\n")


if __name__ == "__main__":
    def _write(s):
        sys.stdout.write(s)
        sys.stdout.flush()

    serve(sys.argv[1], sys.stdin, _write)
