"""The memory run, inside MicroPython (started by tools/app_mem.py; see there for the figures).

    import app_scenario
    r = app_scenario.Run({"root": ..., "mode": "measure", "deals": 1})
    r.run()   # or, where a collection frees only what earlier calls left (the WebAssembly
              # port): call r.advance() from the host until it raises StopIteration
    r.report()   # prints APPMEM {json}

The stand-ins (displayio, vectorio, terminalio, bitmaptools, the board) are imported first and
the heap is read after a collection: that baseline is the harness, not the app. Then the real
App starts (title), New match, Opponent set to Maestro with the d-pad, Start!, and keys are
played as a player would: A on your turn and on each deal's breakdown, until ``deals`` deals
are over and the next one is on the table.

The script is a generator: each ``advance()`` collects the heap, reads it, and runs the script
to its next ``yield`` (one main-loop step, or a mark). So in mode "measure" the heap before a
step is the live data and the heap after it adds all the step's garbage (what the step needs
if nothing is collected in it); at the marks the displayio objects are walked to split the
board's C objects from the Python heap. Mode "heap" collects nothing extra (the bisection of
``-X heapsize``).
"""

import gc
import sys

A, RIGHT, DOWN, UP, LEFT = 1, 4, 5, 6, 7
STEP_MS = 33  # one main-loop step: about 30 a second (tools/ui_driver.py)
PICK, CHOOSE = 1, 2
HARNESS = ("displayio", "vectorio", "terminalio", "bitmaptools", "native", "mem_board",
           "app_scenario", "cable_peer", "mem_cable", "mod_sizes", "json", "collections")


def _word():
    return 8 if sys.maxsize > (1 << 32) else 4


def walk(roots):
    """(board bytes, raw bytes, objects) of the displayio stand-ins reachable from ``roots``:
    through groups, a Python subclass's attributes (the text library's Label), a TileGrid's
    bitmap and shader, a shape's shader."""
    import displayio
    import vectorio

    word = _word()
    blk = 4 * word
    seen = {}
    todo = list(roots)
    board = raw = 0
    while todo:
        o = todo.pop()
        if o is None or id(o) in seen or not hasattr(o, "board_bytes"):
            continue
        seen[id(o)] = True
        board += o.board_bytes()
        raw += o._raw
        s = o._s
        if isinstance(o, displayio.Group):
            todo.extend(s[0])
            grown = o.grown_slots()
            if grown:  # the members list grew past its first 4 slots after it was measured
                raw += (word * (4 + grown) + blk - 1) // blk * blk - (4 * word + blk - 1) // blk * blk
            if type(o) is not displayio.Group:
                todo.extend(o.__dict__.values())
        elif isinstance(o, displayio.TileGrid):
            todo.append(s[0])
            todo.append(s[1])
        elif isinstance(o, displayio.OnDiskBitmap):
            todo.append(s[2])
        elif isinstance(o, vectorio.Rectangle):
            todo.append(s[0])
    return board, raw, len(seen)


def table_of(app):
    """The match's table on the app's screen stack (under overlays), or None."""
    for s in app.stack:
        if type(s).__name__ == "TableScreen":
            return s
    return None


def count_cards(match):
    """Every card of the current deal is somewhere: hands, table, piles, stock, set aside (the
    check of tools/ui_driver.count_cards, which needs CPython)."""
    d = match.deal
    n = sum(len(d.hand(p)) for p in range(d.n)) + len(d.table()) + d.stock_count() + len(d.aside)
    return n + sum(len(d.pile(s)) for s in range(d.options.sides))


class Run:
    def __init__(self, cfg):
        self.cfg = cfg
        self.measure = cfg.get("mode", "measure") == "measure"
        self.out = {"ok": False, "max_live": {"live": 0}, "peak_step": 0, "peak_step_live": 0,
                    "peak_cpu_step": 0, "peak_cpu_step_live": 0, "max_live_cpu": 0,
                    "peak_cpu_think": 0, "peak_cpu_think_live": 0}
        self.base = 0
        self.now = 0
        self.app = None
        self.board = None
        self.gen = self.script()
        self.ballast = None  # see squeeze()

    # -- the host's side -------------------------------------------------------------------
    def advance(self):
        """Collect, read the heap, run the script to its next step or mark. StopIteration at
        the end."""
        if self.measure:
            gc.collect()
            self.now = gc.mem_alloc() - self.base
        try:
            next(self.gen)
        except MemoryError as e:
            self.out["error"] = "MemoryError"
            self.out["failed_at"] = self.where(e)
            raise StopIteration

    def where(self, e):
        """Where a MemoryError struck: the app's step, the top screen and the app's innermost
        frames (what was being compiled or built), for the heap bisection's report. The app
        is let go first: the heap it filled is needed to say so."""
        app = self.app
        steps = app.steps if app is not None else -1
        top = type(app.top).__name__ if app is not None and app.top is not None else "-"
        app = self.app = self.gen = None
        gc.collect()
        try:
            import io

            buf = io.StringIO()
            sys.print_exception(e, buf)
            frames = [ln.strip() for ln in buf.getvalue().split("\n") if "File" in ln]
            inner = " < ".join(f.split("/")[-1] for f in frames[-3:][::-1])
            return "step %d, %s: %s" % (steps, top, inner)
        except MemoryError:
            return "step %d, %s (no heap left to say more)" % (steps, top)

    def run(self):
        try:
            while True:
                self.advance()
        except StopIteration:
            pass
        return self.out["ok"]

    def report(self):
        # The figures are in self.out: the app goes first, so that a heap the match just
        # fitted in has room for the report too.
        self.app = self.board = self.gen = None
        gc.collect()
        import json

        print("APPMEM " + json.dumps(self.out))

    # -- inside a chunk of the script --------------------------------------------------------
    def mark(self, name):
        """The live heap (read by advance) and the board's C objects in it."""
        if not self.measure:
            return
        app = self.app
        nb, nr, n = walk((self.board.display.root_group, app.deck and app.deck.bitmap))
        self.out[name] = {"live": self.now, "native_board": nb, "native_raw": nr,
                          "native_objects": n,
                          "modules": [k for k in sys.modules if k not in HARNESS]}

    def step(self):
        self.board.advance(STEP_MS)
        if not self.measure:
            # "safe": the board's loop, which survives running out of memory in a match.
            (self.app.step_safely if self.cfg.get("safe") else self.app.step)()
            return
        before = self.now
        o = self.out
        if before > o["max_live"]["live"]:
            self.mark("max_live")
            o["max_live"]["steps"] = self.app.steps
        loaded = len(sys.modules)
        self.app.step()
        after = gc.mem_alloc() - self.base
        t = self.table()
        cpu = t is not None and self.app.top is t and t.session.to_move() not in (t.me, -1)
        if cpu and loaded == len(sys.modules) and after > o["peak_cpu_think"]:
            # A step that imported nothing: the CPU's thinking and the redraw, no compiler.
            o["peak_cpu_think"] = after
            o["peak_cpu_think_live"] = before
        if after > o["peak_step"]:
            o["peak_step"] = after
            o["peak_step_live"] = before
        if cpu and after > o["peak_cpu_step"]:
            o["peak_cpu_step"] = after
            o["peak_cpu_step_live"] = before
        if cpu and before > o["max_live_cpu"]:
            o["max_live_cpu"] = before

    def key(self, k):
        self.board.push_key(k)
        self.step()

    def squeeze(self):
        """Fill the heap but for about 1 KB, and keep it filled: the app runs out of memory in
        its next steps, for real (``cfg["squeeze"]``, with ``cfg["safe"]``). A chain of small
        blocks, down to the smallest holes: no list that would need one large block."""
        spare = (bytearray(512), bytearray(512))
        chain = None
        for size in (512, 64, 16):
            try:
                while True:
                    chain = (bytearray(size), chain)
            except MemoryError:
                pass
        self.ballast = chain
        spare = None  # noqa: F841 - the 1 KB left to the app

    def table(self):
        return table_of(self.app)

    def match_report(self, m):
        """How far the match got, where its cards are, and the app's modules, into the report."""
        app = self.app
        self.out.update({"ok": True, "moves": len(m.history), "deals_played": len(m.results),
                         "cards": count_cards(m), "steps": app.steps,
                         "level": app.settings.level, "over": m.over})
        self.out["modules"] = sorted(k for k in sys.modules if k not in HARNESS)

    def baseline(self):
        """The harness's heap, read once its code and objects are in: every figure is above it."""
        gc.collect()
        self.base = gc.mem_alloc()
        self.out["harness_bytes"] = self.base
        self.out["heap_total"] = gc.mem_alloc() + gc.mem_free()

    # -- the script ----------------------------------------------------------------------------
    def script(self):
        cfg = self.cfg
        import displayio  # noqa: F401 - the stand-ins' code is the harness's, not the app's
        import vectorio  # noqa: F401
        import terminalio  # noqa: F401
        import bitmaptools  # noqa: F401
        from mem_board import Board

        self.board = Board()
        o = self.out
        yield
        self.baseline()

        if cfg.get("threshold"):  # code.py's gc.threshold, where the port has it
            gc.threshold(cfg["threshold"])
        from scopa_ui.app import App

        seed = cfg.get("seed", 7)
        app = App(self.board, root=cfg["root"])
        self.app = app
        app.new_seed = lambda: seed
        if self.measure:
            # The figures read the heap around each step and collect before it themselves;
            # the loop's own collection at a step's end would hide what the step left.
            app._mem_alloc = None
        app.settings.seats = cfg.get("seats", 0)  # the Players row (prefs.SEATS)
        app.start()
        yield
        self.step()  # the title drawn
        yield
        self.mark("start")
        level = cfg.get("level", 3)
        # New match; Opponent: from Normale (the default) to the level; back up to Start!
        for k in [A, DOWN] + ([RIGHT] * (level - 1) if level else [LEFT]) + [UP]:
            self.key(k)
            yield
        if app.settings.level != cfg.get("level", 3):
            raise AssertionError("setup did not select level %r" % app.settings.level)
        self.key(A)  # Start!
        yield
        t = self.table()
        if t is None and cfg.get("safe"):  # out of memory setting the match up: the title
            o["recovered"] = [type(s).__name__ for s in app.stack]
            o["moves_played"] = 0
            return
        if t is None or app.top is not t or t.match.history:
            raise AssertionError("no table before the first move")
        self.mark("table")
        deals = cfg.get("deals", 1)
        seen = 0
        moves = 0
        # The loop looks the table up at each step and lets go of it (and of the top screen)
        # before yielding: a reference held here would keep a dropped match alive.
        t = top = None
        for _ in range(cfg.get("limit", 40000)):
            t = self.table()
            if t is None:  # "safe" and out of memory: the app went back to the title
                o["recovered"] = [type(s).__name__ for s in app.stack]
                o["moves_played"] = moves
                return
            moves = len(t.match.history)
            if moves >= cfg.get("squeeze", 999) and self.ballast is None:
                self.squeeze()
            top = app.top
            name = type(top).__name__
            if name == "MatchEndScreen" or (seen >= deals and top is t):
                break  # the match is over, or the next deal is on the table
            if name == "DealEndScreen":
                if seen == 0:
                    self.mark("deal_end")
                seen += 1
                t = top = None
                self.key(A)
            elif top is t and t.mode in (PICK, CHOOSE):
                t = top = None
                self.key(A)
            else:
                t = top = None
                self.step()
            yield
        else:
            raise AssertionError("%d deals not played in %d steps" % (deals, cfg.get("limit")))
        self.match_report(t.match)
        yield
        self.mark("end")


def main(cfg):
    """Run to the end in this interpreter, print the report; exit status 0 if it completed."""
    r = Run(cfg)
    r.run()
    r.report()
    return 0 if r.out["ok"] else 1
