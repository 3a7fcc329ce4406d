"""Start during a match: resume, the rules, save and quit, concede."""

from scopa_hw import keys
from scopa_ui import widgets as w
from scopa_ui.menu import MenuScreen
from scopa_ui.screen import Screen


class PauseScreen(MenuScreen):
    uses = ("scopa_ui.pause", "scopa_ui.menu")

    def __init__(self, app, table):
        self.table = table
        table.hide_view()  # the menu covers the play: the table's pictures leave the heap
        # meanwhile, as under Select's pages, and come back when the table shows again
        from scopa_core.lang import texts

        T = texts("overlay")
        self.question = T.CONCEDE_ASK  # Concede asks it
        rows = [[T.RESUME, None, 0], [T.RULES, None, 0],
                [T.QUIT_LOSE if table.cable else T.SAVE_QUIT, None, 0], [T.CONCEDE, None, 0]]
        MenuScreen.__init__(self, app, rows, title=T.PAUSE, x=20, width=124, top=25, height=71)

    def other_key(self, k):
        if k == keys.START:
            self.app.pop()

    def chosen(self, i):
        app = self.app
        if i == 0:
            app.pop()
        elif i == 1:
            # The rules cover the screen: the pause menu leaves (B comes back to the table),
            # the table's pictures being away already, so the text shares the heap with
            # neither. It is made once this menu's code has left too.
            table, title = self.table, self.rows[1][0]
            app.pop()
            del self.group, self.labels, self.rows, self.table  # held here till we return
            from scopa_ui.notice import TextScreen
            from scopa_ui.rules_text import rules

            app.push(TextScreen(app, title, (rules, table.match.options, app.settings.deck)))
        elif i == 2 and not self.table.cable:
            app.pop()  # before save_exact, which may show the match's end
            if save_exact(app, self.table):
                app.to_title()
        else:
            app.replace(ConfirmScreen(app, self.question, self.table.concede))


class ConfirmScreen(Screen):
    """A yes/no question: A does it, B backs out."""

    uses = ("scopa_ui.pause",)

    def __init__(self, app, question, action, detail=""):
        Screen.__init__(self, app)
        self.action = action
        # Over the table's cards, ending above the message line (84): cut across, the last
        # play's text read as half a line.
        w.panel(self.group, 10, 32, 140, 48, w.PANEL)
        w.text(self.group, question, 80, 36, w.GOLD, (0.5, 0.0))
        if detail:
            w.text(self.group, detail, 80, 49, w.INK, (0.5, 0.0))
        from scopa_core.lang import texts

        w.text(self.group, texts("overlay").YES_NO, 80, 64 if detail else 58, w.INK, (0.5, 0.0))

    def key(self, k):
        if k == keys.A:
            self.app.pop()
            self.action()
        elif k == keys.B:
            self.app.pop()


# Not App's methods: the app stays in the heap for good, this module only while the pause
# menu shows or the window closes.
def closing(app):
    """The simulator's window closes (a board never quits): a match against the CPU is
    saved at its exact move, as Save and quit does. A computer has no flash to wear."""
    for s in app.stack:
        if getattr(s, "session", None) is not None and not s.cable and not s.match.over:
            save_exact(app, s)
            return


def save_exact(app, table):
    """Save ``table``'s match at its exact move (Save and quit; the window closing); a CPU
    card on show lands first: shown, it is final, and a save without it would let the CPU
    choose again on Continue. False when that card ended the match: then its result and
    stats come instead."""
    played = table.land_shown()
    if table.match.over:
        table.after_move(played is not None and played.deal_over)
        return False
    app.save(table.match, (table.level, table.variant, table.me))
    return True
