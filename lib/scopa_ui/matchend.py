"""End of the match: the result, the final score, and the stats against this level."""

from scopa_hw import keys
from scopa_ui import widgets as w
from scopa_ui.screen import Screen


class MatchEndScreen(Screen):
    uses = ("scopa_ui.matchend",)

    def __init__(self, app, table):
        Screen.__init__(self, app)
        match = table.match
        o = match.options
        mine = o.side_of(table.me)
        from scopa_core.lang import texts

        T = texts("scores")
        if match.winner < 0:
            head = T.DRAW
        elif match.winner == mine:
            head = T.WIN
        else:
            head = T.LOSE
        app.sound("win" if match.winner == mine else "loss")
        app.board.set_lights(((0x00FF40 if match.winner == mine else 0xFF2000),) * 5)
        w.panel(self.group, 0, 0, 160, 128, w.PANEL)
        w.text(self.group, head, 80, 6, w.GOLD, (0.5, 0.0), scale=2)
        lines = []
        if o.sides == 2:
            lines.append("%s %d - %d %s" % (table.sides[mine], match.totals[mine],
                                            match.totals[1 - mine], table.sides[1 - mine]))
        else:  # each for themselves: who won, then every total, yours first
            top = match.totals[match.winner] if match.winner >= 0 else -1
            # After a concession the others may share the lead: then nobody is named.
            if 0 <= match.winner != mine and (match.abandoned_by < 0 or match.totals.count(top) == 1):
                lines.append(T.WINS % table.sides[match.winner])
            order = [mine] + [s for s in range(o.sides) if s != mine]
            for sep in (" ", ""):  # six players' totals fit only without the inner spaces
                line = " ".join("%s%s%d" % (table.sides[s] if s == mine else table.sides[s][0],
                                            sep, match.totals[s]) for s in order)
                if len(line) <= 26:
                    break
            lines.append(line)
        if match.abandoned_by >= 0:
            lines.append(T.CONCEDED % table.sides[match.abandoned_by])
        lines.append(T.DEALS_PLAYED % len(match.results))
        if match.tiebreaks:
            lines.append(T.SPAREGGI % match.tiebreaks)
        from scopa_core.prefs import BEST_STREAK, PLAYED, STREAK, WON

        stats = app.stats
        level = table.level
        lines.append(T.STREAK % (stats.get(level, STREAK), stats.get(level, BEST_STREAK)))
        lines.append(T.WON_OF % (stats.get(level, WON), stats.get(level, PLAYED)))
        # One block of rows, each centred by padding (26 characters across).
        w.text(self.group, "\n".join(" " * ((26 - len(s)) // 2) + s for s in lines), 2, 34,
               lines=len(lines))
        self.then = None  # a tournament's bracket, after its match
        if app.torneo is not None:
            from scopa_ui.torneo_end import was_its_match

            if was_its_match(app, match):
                self.then = _bracket
        w.text(self.group, T.TO_BRACKET if self.then else T.TO_TITLE, 80, 127, w.DIM, (0.5, 1.0))

    def key(self, k):
        if k == keys.A:
            self.app.to_title(then=self.then)


def _bracket(app):
    from scopa_ui.torneo import BracketScreen

    return BracketScreen(app)
