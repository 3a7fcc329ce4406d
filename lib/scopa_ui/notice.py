"""A message the player must read (a damaged save, a link failure): A or B closes it."""

from scopa_core.lang import texts
from scopa_hw import keys
from scopa_ui import widgets as w
from scopa_ui.screen import Screen


class NoticeScreen(Screen):
    uses = ("scopa_ui.notice",)

    def __init__(self, app, title, body, then=None):
        """``title`` None: a problem the app reports, in the words of texts("errors"):
        ``body`` the save's problems (its sentences, or a failed write's error), or (what ran
        out: that part's name of its sentence, NO_HEAP or NO_STACK; whether a save holds the
        match)."""
        Screen.__init__(self, app)
        if title is None:
            title, body = _problem(body)
        self.then = then  # called after closing
        w.panel(self.group, 0, 0, 160, 128, w.PANEL)
        w.text(self.group, title, 80, 4, w.GOLD, (0.5, 0.0))
        w.text(self.group, "\n".join(w.wrap(body, 148)[:8]), 6, 22, lines=8)
        w.text(self.group, texts("overlay").OK, 80, 116, w.DIM, (0.5, 1.0))

    def key(self, k):
        if k in (keys.A, keys.B):
            self.app.pop()
            if self.then is not None:
                self.then()
        else:
            self.app.sound("nope")


def _problem(body):
    T = texts("errors")
    if isinstance(body, tuple):  # out of memory
        why, saved = body
        return T.OUT_OF_MEMORY, getattr(T, why) + (T.RESUMES if saved else "") + T.LOWER_LEVEL
    said = [T.SAVE.get(p, p) if isinstance(p, str) else T.SAVE_FAILED % (p,) for p in body]
    return T.SAVE_PROBLEM, "\n".join(said)


class TextScreen(Screen):
    """Pages of text (rules, about), a screenful each: Down or Right the next page, Up or Left
    the one before (a line a press took 38 presses through the rules); A or B closes."""

    uses = ("scopa_ui.notice", "scopa_ui.rules_text")
    ROWS = 8

    def __init__(self, app, title, body):
        """``body``: the text (paragraphs split at "\n", or a list of them), or (function,
        arguments...) that makes it, called at the first tick, when the screen that opened this
        one (and its code) has left the heap."""
        Screen.__init__(self, app)
        w.panel(self.group, 0, 0, 160, 128, w.PANEL)
        w.text(self.group, title, 80, 2, w.GOLD, (0.5, 0.0))
        self.body = w.text(self.group, "", 4, 16, lines=self.ROWS)
        # One label for the keys and the page number: each label is a TileGrid of its own.
        self.where = w.text(self.group, "", 4, 127, w.DIM, (0.0, 1.0))
        T = texts("overlay")
        self.page_keys = T.PAGE_KEYS  # the foot of more pages than one (its number follows)
        self.back_key = T.BACK  # of one page
        self.page = 0
        self.pages = 1
        self.paras = None
        self.make = body
        if type(body) is not tuple:
            self.tick()

    def tick(self):
        if self.paras is not None:
            return
        body, self.make = self.make, None
        if type(body) is tuple:
            body = body[0](*body[1:])
        self.paras = body.split("\n") if type(body) is str else body
        # Where each page starts (paragraph, line in it): a page's lines are wrapped when it
        # shows, so the wrapped text never lies whole in the heap.
        self.starts = []
        n = 0
        for i in range(len(self.paras)):
            for j in range(len(w.wrap(self.paras[i], 152))):
                if n % self.ROWS == 0:
                    self.starts.append((i, j))
                n += 1
        self.pages = len(self.starts) or 1
        self.draw()

    def lines(self):
        """The lines of the page shown."""
        if not self.starts:
            return []
        paras = self.paras or ()
        i, j = self.starts[self.page]
        out = w.wrap(paras[i], 152)[j:]
        while len(out) < self.ROWS and i + 1 < len(paras):
            i += 1
            out += w.wrap(paras[i], 152)
        return out[:self.ROWS]

    def draw(self):
        w.set_text(self.body, "\n".join(self.lines()))
        if self.pages > 1:
            keys_, at = self.page_keys, "%d/%d" % (self.page + 1, self.pages)
            w.set_text(self.where, keys_ + " " * max(1, 25 - len(keys_) - len(at)) + at)
        else:
            w.set_text(self.where, self.back_key)

    def key(self, k):
        if k in (keys.A, keys.B, keys.START):
            self.app.pop()
            return
        step = 1 if k in (keys.DOWN, keys.RIGHT) else -1 if k in (keys.UP, keys.LEFT) else 0
        if step and 0 <= self.page + step < self.pages:
            self.page += step
            self.draw()
        else:
            self.app.sound("nope")
