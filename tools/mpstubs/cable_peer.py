"""The cable match's memory run, inside MicroPython (tools/app_mem.py ``--cable``).

    import cable_peer
    r = cable_peer.CableRun({"root": ..., "mode": "measure", "deals": 1})
    r.run()  # or r.advance() from the host until StopIteration (the WebAssembly port)
    r.report()  # APPMEM {json}, as app_scenario's (which this extends)

The real App (title, New match, Opponent "Cable link" chosen with the d-pad, Start!, the
waiting screen, the table: A on our turn and on the breakdown) against another board at the
other end of an in-memory cable, in the same heap, both stepped in one loop.

The cable (mem_cable.py): two rings of 1024 bytes, made with the harness before the
baseline; writing or reading allocates nothing. Our end stands in for ``busio.UART``, wrapped
by the real ``scopa_hw.uart_link.UartTransport`` (the app's, as on the board). The UART's C
object and the receive buffer CircuitPython takes from the heap count at their board size
(UART_BOARD) in the marks' ``native_board``.

The other board: a bare ``Link`` and a player that plays the first legal move at once, made
once the app has imported the link (the code is the app's). It is harness, and kept out of
the figures this way. In mode "measure" each of its steps is a chunk of its own between two
``advance()`` calls, each of which collects and reads the heap: the app does not run there
and the cable allocates nothing, so the heap's change over that chunk is the peer's alone.
It goes into the baseline (``self.base``): every figure reads ``gc.mem_alloc()`` less the
harness and the peer. Checked at the end: the peer is dropped, and the heap that frees
(``peer_freed``) must equal what was booked to it (``peer_bytes``). A module the peer imports
that the app had not loaded (or had forgotten) is forgotten again at once, as the app forgets
modules, so the app compiles its own copy as on its own board (``peer_first_imports`` names
them). In mode "heap" (the bisection) nothing is measured: tools/app_mem.py takes the
measured run's ``peer_max`` off the heap size, with the harness.
"""

import gc
import sys

from app_scenario import A, CHOOSE, DOWN, PICK, RIGHT, UP, Run
from mem_cable import UART_BOARD, CableBoard, Entropy, PeerEnd, Ring, Uart

LINK_LEVEL = 4  # "Cable link" on the setup screen's Opponent row


class Peer:
    """The other board: a Link and a player that plays the first legal move at once."""

    def __init__(self, end, clock, entropy):
        from scopa_core.link import Link
        from scopa_core.options import Options

        self.link = Link(end, clock, entropy)
        self.link.begin(Options())
        self.seat = self.link.seat()

    def step(self):
        link = self.link
        link.poll()
        m = link.match
        if link.state != "ready" or m is None or m.over:
            return
        if m.deal.to_move == link.local_player:
            move = m.moves()[0]
        else:
            move = self.seat.step()
        if move is not None:
            m.play(move)
            self.seat.observe(move)


class CableRun(Run):
    def __init__(self, cfg):
        Run.__init__(self, cfg)
        self.peer = None
        self.port = None
        self.end = None
        self.our_entropy = Entropy(cfg.get("seed", 7) * 2 + 1)
        self.peer_entropy = Entropy(cfg.get("seed", 7) * 2 + 2)
        self.out.update({"peer_bytes": 0, "peer_max": 0, "peer_first_imports": [],
                         "cable": True})

    def clock(self):
        return self.board.t  # the other board reads the same clock, without moving it

    def mark(self, name):
        Run.mark(self, name)
        if self.measure:
            m = self.out[name]
            if self.board._uart is not None:  # the UART's C object and buffer, on the board
                m["native_board"] += UART_BOARD
            m["peer_bytes"] = self.base - self.out["harness_bytes"]

    def peer_step(self):
        """One step of the other board (made at its first). The loop calls this inline and
        yields at once: a ``yield from`` would leave a generator object a turn, booked to the
        peer and freed in the app's chunk."""
        known = list(sys.modules)  # garbage by the next collection: booked to nobody
        if self.peer is None:
            self.peer = Peer(self.end, self.clock, self.peer_entropy)
        else:
            self.peer.step()
        if len(sys.modules) != len(known):  # see the module docstring
            from scopa_ui.app import forget

            new = [k for k in sys.modules if k not in known]
            forget(new)
            o = self.out["peer_first_imports"]
            o.extend(k for k in new if k not in o)

    def book_peer(self, before):
        """After the peer's chunk: the heap's change since ``before`` is the peer's."""
        if self.measure:
            o = self.out
            self.base += self.now - before
            self.now = before
            o["peer_bytes"] = self.base - o["harness_bytes"]
            if o["peer_bytes"] > o["peer_max"]:
                o["peer_max"] = o["peer_bytes"]

    def check_link(self):
        link = self.app.link
        if link is not None and link.state in ("lost", "failed"):
            raise AssertionError("link %s: %s" % (link.state, link.message))

    def script(self):
        cfg = self.cfg
        import displayio  # noqa: F401 - the stand-ins' code is the harness's
        import vectorio  # noqa: F401
        import terminalio  # noqa: F401
        import bitmaptools  # noqa: F401

        ours, theirs = Ring(), Ring()  # what our board reads; what the other board reads
        self.port = Uart(ours, theirs)
        self.end = PeerEnd(theirs, ours)
        self.board = CableBoard(self.port)
        o = self.out
        yield
        self.baseline()

        from scopa_ui.app import App

        app = App(self.board, root=cfg["root"])
        self.app = app
        app.entropy = self.our_entropy
        if self.measure:
            app._mem_alloc = None  # the figures collect themselves (app_scenario.Run)
        app.start()
        yield
        self.step()
        yield
        self.mark("start")
        # New match; Opponent: from Normale (the default) right to Cable link; up to Start!
        for k in [A, DOWN] + [RIGHT] * (LINK_LEVEL - 1) + [UP]:
            self.key(k)
            yield
        if app.settings.level != LINK_LEVEL:
            raise AssertionError("setup did not select the cable: level %r" % app.settings.level)
        self.key(A)  # Start!: the waiting screen opens the cable
        yield
        if self.screen() != "LinkWaitScreen" or app.link is None:
            raise AssertionError("no waiting screen with a link: %s" % self.screen())
        self.mark("wait")
        yield  # the mark's own data is the harness's: the peer's first chunk starts after it
        limit = cfg.get("limit", 40000)
        for _ in range(limit):
            before = self.now
            self.peer_step()
            yield
            self.book_peer(before)
            self.check_link()
            if self.screen() in ("table", "turn"):
                break
            self.step()
            yield
        else:
            raise AssertionError("no table in %d steps" % limit)
        self.step()  # the table's first tick draws it
        yield
        if self.screen() not in ("table", "turn") or self.table().match.history:
            raise AssertionError("no table before the first move")
        self.mark("table")
        yield
        deals = cfg.get("deals", 1)
        seen = 0
        for _ in range(limit):
            before = self.now
            self.peer_step()
            yield
            self.book_peer(before)
            name = self.screen()
            if name == "MatchEndScreen" or (seen >= deals and name in ("table", "turn")):
                break
            if name == "DealEndScreen":
                if seen == 0:
                    self.mark("deal_end")
                seen += 1
                self.key(A)
            elif name == "turn":
                self.key(A)
            elif name in ("table", "LinkWaitScreen"):
                self.step()
            else:  # no table (out of memory), a notice over it (the link broke), ...
                raise AssertionError("%s over the table (the link: %s)" % (
                    name, app.link and app.link.message))
            yield
        else:
            raise AssertionError("%d deals not played in %d steps" % (deals, limit))
        self.finish(ours, theirs)
        yield
        self.mark("end")
        yield
        # The check: the heap the peer frees when it goes is what was booked to it.
        if self.measure:
            held = self.now
            self.peer = None
            yield
            o["peer_freed"] = held - self.now

    # The script never holds a screen, even for an instant: a generator's frame is in the
    # heap and scanned whole, popped values too, so a screen left there stays alive.
    def screen(self):
        """What is on top: "turn" (the table, our move), "table" (the table, waiting), or
        the top screen's class name; "none" without a table under it."""
        app = self.app
        t = self.table()
        top = app.top
        if t is None:
            return type(top).__name__ if type(top).__name__ == "LinkWaitScreen" else "none"
        if top is t:
            return "turn" if t.mode in (PICK, CHOOSE) else "table"
        return type(top).__name__

    def finish(self, ours, theirs):
        o = self.out
        app = self.app
        m = self.table().match
        self.match_report(m)
        o["link_state"] = app.link.state if app.link else None
        theirs_h = self.peer.link.match.history
        o["transcripts_agree"] = list(theirs_h[:len(m.history)]) == list(m.history)
        o["dropped_bytes"] = ours.dropped + theirs.dropped


def main(cfg):
    r = CableRun(cfg)
    r.run()
    r.report()
    return 0 if r.out["ok"] else 1
