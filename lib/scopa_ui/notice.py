"""A message the player must read (a damaged save, a link failure): A or B closes it."""

from scopa_core.lang import texts
from scopa_hw import keys
from scopa_ui import widgets as w
from scopa_ui.screen import Screen


class NoticeScreen(Screen):
    unload = ("scopa_ui.notice",)

    def __init__(self, app, title, body, then=None):
        """``title`` None: a problem the app reports, in the words of texts("errors"):
        ``body`` the save's problems (its sentences, or a failed write's error), or (the
        reason memory ran out, whether a save holds the match)."""
        Screen.__init__(self, app)
        if title is None:
            title, body = _problem(body)
        self.then = then  # called after closing
        w.panel(self.group, 0, 0, 160, 128, w.PANEL)
        w.text(self.group, title, 80, 4, w.GOLD, (0.5, 0.0))
        w.text(self.group, "\n".join(w.wrap(body, 148)[:8]), 6, 22, lines=8)
        w.text(self.group, texts("overlay").FEET[1], 80, 116, w.DIM, (0.5, 1.0))  # "A: OK"

    def key(self, k):
        if k in (keys.A, keys.B):
            self.app.pop()
            if self.then is not None:
                self.then()
        else:
            self.app.sound("nope")


def _problem(body):
    T = texts("errors")
    words = T.ERRORS
    if isinstance(body, tuple):  # out of memory
        return words[3], words[body[0]] + (words[6] if body[1] else "") + words[7]
    return words[0], "\n".join(T.SAVE.get(p, p) if isinstance(p, str) else words[1] % (p,)
                                for p in body)


class TextScreen(Screen):
    """Pages of text (rules, about): Up/Down scroll, A or B closes."""

    unload = ("scopa_ui.notice", "scopa_ui.rules_text")

    def __init__(self, app, title, body):
        Screen.__init__(self, app)
        w.panel(self.group, 0, 0, 160, 128, w.PANEL)
        w.text(self.group, title, 80, 2, w.GOLD, (0.5, 0.0))
        self.lines = w.wrap(body, 152)
        self.first = 0
        self.body = w.text(self.group, "", 4, 16, lines=8)
        self.more = w.text(self.group, "", 156, 127, w.DIM, (1.0, 1.0))
        self.feet = texts("overlay").FEET[2:]  # more to come, the last page
        self.draw()

    def draw(self):
        w.set_text(self.body, "\n".join(self.lines[self.first:self.first + 8]))
        left = len(self.lines) - self.first - 8
        w.set_text(self.more, self.feet[0] if left > 0 else self.feet[1])

    def key(self, k):
        if k == keys.DOWN and self.first + 8 < len(self.lines):
            self.first += 1
        elif k == keys.UP and self.first > 0:
            self.first -= 1
        elif k in (keys.A, keys.B, keys.START):
            self.app.pop()
            return
        else:
            return
        self.draw()
