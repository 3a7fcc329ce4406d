"""Drive the real handheld UI headlessly: a host Board without a window, a fake clock, the
App, and keys pushed as a player would press them. Used by the UI tests, the golden
screenshots and ``make screenshots``.

    d = Driver(seed=7)
    d.keys("A", "A", "A")   # title: New match, setup: A: done (to Start!), Start!
    d.until(lambda: d.my_turn())
    d.image()               # a Pillow image of the screen (160x128)
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if os.path.join(ROOT, "lib") not in sys.path:
    sys.path.insert(0, os.path.join(ROOT, "lib"))

from scopa_hw import keys as K  # noqa: E402

KEYS = {"B": K.B, "A": K.A, "START": K.START, "SELECT": K.SELECT, "RIGHT": K.RIGHT,
        "DOWN": K.DOWN, "UP": K.UP, "LEFT": K.LEFT}
TICK_MS = 33  # one main-loop step of the fake clock: about 30 steps a second


class Clock:
    """Milliseconds that move only when read (``auto`` ms a read) or stepped: runs are
    reproducible, and a CPU that thinks in slices still sees its time budget pass."""

    def __init__(self, auto=1):
        self.t = 1000
        self.auto = auto

    def __call__(self):
        self.t += self.auto
        return self.t


class Driver:
    def __init__(self, seed=1, nvm=None, settings=None, start=True, ask_language=False):
        from scopa_hw.host import Board
        from scopa_ui.app import App
        from tools import fastblit

        fastblit.install()
        self.clock = Clock()
        self.nvm = nvm if nvm is not None else bytearray(b"\xff" * 8192)
        self.board = Board(window=False, clock=self.clock, nvm=self.nvm)
        self.app = App(self.board, root=ROOT)
        self.app.new_seed = lambda: seed
        import random

        rng = random.Random(seed)
        self.app.entropy = lambda n: bytes(rng.randrange(256) for _ in range(n))
        if settings:
            for name, value in settings.items():
                setattr(self.app.settings, name, value)
        # A first start asks for the language; the scripts answer it only when they ask to.
        self.app.ask_language = ask_language and self.app.ask_language
        if start:
            self.app.start()

    def close(self):
        self.board.close()

    # -- input and time ------------------------------------------------------------------
    def step(self, n=1, ms=TICK_MS):
        for _ in range(n):
            self.clock.t += ms
            self.app.step()

    def key(self, k):
        """Press key ``k`` (a name of KEYS or a number) and let the app take it."""
        self.board.push_key(KEYS[k] if isinstance(k, str) else k)
        self.step()

    def keys(self, *ks):
        for k in ks:
            self.key(k)

    def until(self, pred, limit=20000, ms=TICK_MS):
        """Step until ``pred()`` holds; AssertionError after ``limit`` steps."""
        for _ in range(limit):
            if pred():
                return
            self.step(1, ms)
        raise AssertionError("condition not reached in %d steps (top: %s)" % (limit, self.top_name()))

    def play_until(self, pred, limit=100000):
        """Play on as a patient player would (A on your turn and on the deal's breakdown,
        otherwise wait) until ``pred()`` holds; AssertionError after ``limit`` steps."""
        for _ in range(limit):
            if pred():
                return
            if self.top_name() == "DealEndScreen" or self.my_turn():
                self.key("A")
            else:
                self.step()
        raise AssertionError("condition not reached in %d steps (top: %s)" % (limit, self.top_name()))

    # -- what is on screen ---------------------------------------------------------------
    @property
    def top(self):
        return self.app.top

    def top_name(self):
        return type(self.app.top).__name__ if self.app.top is not None else None

    def table(self):
        """The TableScreen, wherever it is in the stack (or None)."""
        for s in self.app.stack:
            if type(s).__name__ == "TableScreen":
                return s
        return None

    def my_turn(self):
        t = self.table()
        return t is not None and self.top is t and t.mode in (1, 2)  # PICK, CHOOSE

    def image(self):
        self.board.display.refresh()
        return self.board.display.to_image()

    def screenshot(self, path):
        self.board.screenshot(path)


def choice_seed():
    """(seed, card): the first seed whose opening turn is the human's (player 0, against
    Normale) with a card that can take in two ways or more."""
    from scopa_core.match import Match
    from scopa_core.view import view_of

    for seed in range(1, 400):
        m = Match(seed=seed)
        if m.deal.to_move != 0:
            continue
        v = view_of(m.deal, 0)
        for card in v.hand:
            if sum(1 for i in range(len(v.moves)) if v.infos[i][0] == card and v.legal[i]) > 1:
                return seed, card
    raise AssertionError("no seed with a choice")


def count_cards(match):
    """Every card of the current deal is somewhere: hands, table, piles, stock, set aside."""
    d = match.deal
    n = sum(len(d.hand(p)) for p in range(d.n)) + len(d.table()) + d.stock_count() + len(d.aside)
    n += sum(len(d.pile(s)) for s in range(d.options.sides))
    return n
