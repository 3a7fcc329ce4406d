"""The menu screen: the title, New match, its house rules page and the pause menu. Loaded with
them, forgotten with them: a match's table does without it."""

from scopa_hw import keys
from scopa_ui import widgets as w
from scopa_ui.screen import Screen


class MenuScreen(Screen):
    """A title and rows; a row is ``[label, values or None, index]``. Up/Down move,
    Left/Right change a row's value, A activates, B goes back. The rows that fit under the
    title, ``row_h`` pixels apart, show; the others scroll into view."""

    title = ""

    def __init__(self, app, rows, title=None, x=2, width=156, top=0, height=128, row_h=12):
        Screen.__init__(self, app)
        self.rows = rows
        self.cur = 0
        self.first = 0
        self.x = x
        self.width = width
        w.panel(self.group, 0, top, w.SCREEN_W, height, w.PANEL)
        w.text(self.group, title if title is not None else self.title, w.SCREEN_W // 2,
               top + 3, w.GOLD, (0.5, 0.0))
        self.labels = []
        for i in range(min((height - 16) // row_h, len(rows))):
            self.labels.append(w.text(self.group, "", x, top + 16 + i * row_h))
        self.draw()

    def row_text(self, row):
        label, values, idx = row
        if values is None:
            return label
        return "%s: %s" % (label, values[idx])

    def draw(self):
        if self.cur < self.first:
            self.first = self.cur
        elif self.cur >= self.first + len(self.labels):
            self.first = self.cur - len(self.labels) + 1
        for i in range(len(self.labels)):
            j = self.first + i
            lbl = self.labels[i]
            if j >= len(self.rows):
                w.set_text(lbl, "")
                continue
            mark = ">" if j == self.cur else " "
            values = self.rows[j][1]
            s = self.row_text(self.rows[j])
            # The "<>" of a value to change, when the row has room for it: a cut shows a "."
            # that reads as part of the value.
            if j == self.cur and values is not None and (len(s) + 4) * w.CHAR_W <= self.width:
                s = s + " <>"
            w.set_text(lbl, w.fit(mark + s, self.width), w.GOLD if j == self.cur else w.INK)

    def key(self, k):
        n = len(self.rows)
        if k == keys.DOWN:
            self.cur = (self.cur + 1) % n
        elif k == keys.UP:
            self.cur = (self.cur - 1) % n
        elif k in (keys.LEFT, keys.RIGHT):
            row = self.rows[self.cur]
            if row[1] is None:
                return
            step = 1 if k == keys.RIGHT else -1
            row[2] = (row[2] + step) % len(row[1])
            self.changed(self.cur)
        elif k == keys.A:
            self.app.sound("tick")
            self.chosen(self.cur)
            return
        elif k == keys.B:
            self.back()
            return
        else:
            self.other_key(k)
            return
        self.app.sound("tick")
        self.draw()

    def changed(self, i):
        pass

    def chosen(self, i):
        pass

    def back(self):
        self.app.pop()

    def other_key(self, k):
        pass
