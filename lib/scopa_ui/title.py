"""The title: continue a saved match, start a new one, stats, rules, about; the language
question of a first start; and the saves, read when the app starts (the title comes first)."""

from scopa_core.lang import texts
from scopa_ui import widgets as w
from scopa_ui.menu import MenuScreen
from scopa_ui.modules import MENUS


class TitleScreen(MenuScreen):
    phase = MENUS

    def __init__(self, app):
        self.actions = []
        rows = []
        T = texts("menus")
        if app.saved_match is not None:
            rows.append([T.CONTINUE, None, 0])
            self.actions.append("continue")
        for label, act in ((T.NEW_MATCH, "new"), (T.TORNEO, "torneo"), (T.STATS, "stats"),
                           (T.RULES, "rules"), (T.ABOUT, "about")):
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
        w.text(self.group, T.CHOOSE, 80, 126, w.DIM, (0.5, 1.0))
        self.rules_title = T.RULES

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

            app.push(TextScreen(app, self.rules_title, (rules, None, app.settings.deck)))
        elif act == "about":
            from scopa_ui.stats import about

            about(app)

    def back(self):
        pass  # the title is the bottom of the stack

    def shown(self):
        self.app.board.set_lights((0,) * 5)  # a match's (a loss's red) go out


class LanguageScreen(MenuScreen):
    """A first start's question: the language, each named in its own; the title follows."""

    phase = MENUS

    def __init__(self, app):
        rows = [[name, None, 0] for name in texts("menus").LANGUAGES]
        MenuScreen.__init__(self, app, rows, title="Italiano / English", x=50, width=100)
        self.cur = app.settings.lang
        self.draw()

    def chosen(self, i):
        from scopa_ui.setup import set_language

        set_language(self.app, i)

    def back(self):
        pass  # a choice is needed: the game has no words before it


def start(app):
    """The title, in the saved language; a first start asks for the language first, unless
    settings.toml names one (SCOPA_LANG = "it"), as CircuitPython's os.getenv reads it."""
    from scopa_core import lang

    if app.ask_language:
        import os

        code = lang.from_env(getattr(os, "getenv", None))
        if code >= 0:
            app.settings.lang = code
            app.ask_language = False
    lang.set_language(app.settings.lang)
    return LanguageScreen(app) if app.ask_language else TitleScreen(app)


def load_saves(app):
    """The saves at start: (settings, stats, the match in progress, the last slot written).
    The match is None if the table could not play it (the reason is added to
    ``app.problems``, with any other the save reported). The save's code leaves right after."""
    from scopa_core.save import SaveStore
    from scopa_ui.modules import SAVE, settle

    store = SaveStore(app.board.nvm)
    settings, stats, match, problems = store.load()
    app.ask_language = store.last()[2] is None  # nothing saved: a first start asks
    from scopa_core import lang

    lang.set_language(settings.lang)  # before any word: the save's problems are said in it
    app.problems.extend(problems)
    if match is not None:
        from scopa_ui.newgame import parse_match_bytes

        try:
            parse_match_bytes(match)
        except ValueError as e:
            app.problems.append(texts("errors").UNREADABLE % (e,))
            match = None
    last = store.last()
    app.torneo = store.torneo
    settle(app, SAVE + ("scopa_core.torneo",))  # (the save checks a tournament's bytes)
    return settings, stats, match, last
