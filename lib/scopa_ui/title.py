"""The title: continue a saved match, start a new one, stats, rules, about; and the saves,
read when the app starts (the title comes first)."""

from scopa_ui import widgets as w
from scopa_ui.menu import MenuScreen


class TitleScreen(MenuScreen):
    def __init__(self, app):
        self.actions = []
        rows = []
        if app.saved_match is not None:
            rows.append(["Continue match", None, 0])
            self.actions.append("continue")
        for label, act in (("New match", "new"), ("Torneo", "torneo"), ("Stats", "stats"),
                           ("Rules", "rules"), ("About", "about")):
            rows.append([label, None, 0])
            self.actions.append(act)
        MenuScreen.__init__(self, app, rows, title="", x=40, width=116)
        w.text(self.group, "SCOPA", 80, 6, w.GOLD, (0.5, 0.0), scale=2)
        from scopa_ui.cards import BACK, card_grid

        deck = app.load_deck()
        for x, tile in ((12, 6), (128, BACK)):  # the settebello and a card back frame the name
            grid = card_grid(deck, tile)
            grid.x = x
            grid.y = 4
            self.group.append(grid)
        # The rows sit lower than a plain menu's: move the labels under the big title.
        pitch = 14 if len(rows) < 6 else 12  # six rows (Continue, Torneo) above the footer
        for i, lbl in enumerate(self.labels):
            lbl.anchored_position = (40, 40 + i * pitch)
        w.text(self.group, "A: choose", 80, 126, w.DIM, (0.5, 1.0))

    def chosen(self, i):
        act = self.actions[i]
        app = self.app
        if act == "continue":
            from scopa_ui.newgame import resume_match

            resume_match(app)
        elif act == "new":
            from scopa_ui.setup import SetupScreen

            app.push(SetupScreen(app))
        elif act == "torneo":
            from scopa_ui.torneo import open_torneo

            open_torneo(app)
        elif act == "stats":
            from scopa_ui.stats import StatsScreen

            app.push(StatsScreen(app))
        elif act == "rules":
            from scopa_ui.notice import TextScreen
            from scopa_ui.rules_text import rules

            app.push(TextScreen(app, "Rules", rules()))
        elif act == "about":
            from scopa_ui.stats import about

            about(app)

    def back(self):
        pass  # the title is the bottom of the stack

    def shown(self):
        self.app.board.set_lights((0,) * 5)  # a match's (a loss's red) go out


def load_saves(app):
    """The saves at start: (settings, stats, the match in progress, the last slot written).
    The match is None if the table could not play it (the reason is added to
    ``app.problems``, with any other the save reported). The save's code leaves right after."""
    from scopa_core.save import SaveStore
    from scopa_ui.modules import SAVE_MODULES, TORNEO_MODULES, forget

    store = SaveStore(app.board.nvm)
    settings, stats, match, problems = store.load()
    app.problems.extend(problems)
    if match is not None:
        from scopa_ui.newgame import parse_match_bytes

        try:
            parse_match_bytes(match)
        except ValueError as e:
            app.problems.append("saved match unreadable (%s): dropped" % (e,))
            match = None
    last = store.last()
    app.torneo = store.torneo
    forget(SAVE_MODULES + TORNEO_MODULES)  # (the save checks a tournament's bytes)
    return settings, stats, match, last
