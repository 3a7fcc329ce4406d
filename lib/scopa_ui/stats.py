"""Stats per opponent level, and the about screen (version, board, free memory)."""

from scopa_core.lang import texts
from scopa_hw import keys
from scopa_ui import widgets as w
from scopa_ui.modules import MENUS
from scopa_ui.screen import Screen


class StatsScreen(Screen):
    phase = MENUS

    def __init__(self, app):
        Screen.__init__(self, app)
        from scopa_core.names import LEVELS
        from scopa_core.prefs import TORNEO

        T = texts("menus")
        w.panel(self.group, 0, 0, 160, 128, w.PANEL)
        w.text(self.group, T.STATS, 80, 1, w.GOLD, (0.5, 0.0))
        w.text(self.group, T.STATS_HEAD, 2, 14, w.DIM)
        # The levels and the cable, then tournaments (prefs.TORNEO: won or out, best streak
        # of tournaments won).
        for i, name in enumerate(LEVELS + (T.TORNEO,)):
            played, won, lost, drawn, scope, best, streak = stats_row(app.stats, i)
            w.text(self.group, "%-6s%3d%5d%4d%4d%4d" % (name[:5] if i < TORNEO else name, won,
                                                         lost, drawn, scope, best),
                   2, 27 + i * 12)
        w.text(self.group, T.STATS_KEY, 80, 27 + 6 * 12 + 2, w.DIM, (0.5, 0.0))
        w.text(self.group, T.BACK, 80, 127, w.DIM, (0.5, 1.0))

    def key(self, k):
        if k in (keys.A, keys.B):
            self.app.pop()


def stats_row(stats, opponent):
    """(played, won, lost, drawn, scope, best streak, streak) against ``opponent``."""
    from scopa_core.prefs import COLUMNS

    return tuple(stats.get(opponent, c) for c in range(COLUMNS))


def about(app):
    import gc
    from scopa_core import VERSION
    from scopa_ui.notice import TextScreen

    T = texts("menus")
    gc.collect()
    free = app.board.mem_free()
    mem = T.MEMORY_FREE % free if free is not None else T.MEMORY_HOST
    app.push(TextScreen(app, T.ABOUT, T.ABOUT_TEXT % (VERSION, app.board.name, mem)))
