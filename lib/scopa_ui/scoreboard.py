"""End of a deal: the breakdown (carte, denari, settebello, primiera with both totals, scope,
optional points) and the running totals. End of the match: the result and the stats. The
save is written here, once per deal."""

from scopa_hw import keys
from scopa_ui import widgets as w
from scopa_ui.screen import Screen


def _record_result(app, table):
    """Stats for a finished match, then the save with no match in progress."""
    match = table.match
    mine = match.options.side_of(table.me)
    from scopa_core.prefs import DRAWN, LOST, WON

    if match.winner < 0:
        result = DRAWN
    else:
        result = WON if match.winner == mine else LOST
    scope = 0
    for row in match.results:
        scope += row[mine][4]
    scope += match.deal.scope(mine) if match.abandoned_by >= 0 else 0
    app.stats.record(table.level, result, scope)
    app.save(None)
    return result


def deal_ended(app, table):
    """The deal just finished: save, then show its breakdown."""
    if table.match.over:
        _record_result(app, table)
    else:
        app.save(table.match, (table.level, table.variant, table.me))
    app.push(DealEndScreen(app, table))


def match_ended(app, table):
    """The match ended without a deal ending (a concession, a lost link)."""
    _record_result(app, table)
    app.push(MatchEndScreen(app, table))


def result_sound(table):
    m = table.match
    if not m.over:
        return None
    return "win" if m.winner == m.options.side_of(table.me) else "loss"


def _row(label, cells):
    """A breakdown row: the label on the left, the cells right-aligned, 26 characters (the
    screen's width from x=2)."""
    return label + " " * (26 - len(label) - len(cells)) + cells


class DealEndScreen(Screen):
    unload = ("scopa_ui.scoreboard",)

    def __init__(self, app, table):
        Screen.__init__(self, app)
        from scopa_core.scoring import pile_facts

        self.table = table
        match = table.match
        deal = table.session.last_deal
        pts = match.results[-1]
        o = match.options
        w.panel(self.group, 0, 0, 160, 128, w.PANEL)
        # Whole 26-character rows (156 px from x=2): a label a colour, not a label a cell.
        head = "Deal %d" % len(match.results)
        sides = o.sides
        if sides == 2:
            mine = o.side_of(table.me)
            order = (mine, 1 - mine)
            head = _row(head, "%8s%8s" % (table.sides[order[0]], table.sides[order[1]]))
            facts = [pile_facts(deal.pile(s)) for s in order]
            prim = "Sevens" if o.primiera == 3 else "Primiera"
            pcount = 2 if o.primiera == 3 else 3
            rows = []
            for label, fact, col in (("Carte", 0, 0), ("Denari", 1, 1), ("Settebello", None, 2),
                                     (prim, pcount, 3), ("Scope", None, 4)):
                cells = ""
                for k in range(2):
                    got = pts[order[k]][col]
                    if fact is None:
                        cells += "%8d" % got
                    else:
                        cells += "%5d %2d" % (facts[k][fact], got)
                        cells = cells if k else cells + " "
                rows.append(_row(label, cells))
            extra = [pts[s][5] - sum(pts[s][:5]) for s in order]
            if extra[0] or extra[1]:
                rows.append(_row("Extra", "%8d%8d" % (extra[0], extra[1])))
            w.text(self.group, "\n".join(rows), 2, 16, lines=len(rows))
            totals = _row("Deal", "%8d%8d" % (pts[order[0]][5], pts[order[1]][5])) + "\n" + _row(
                "Match", "%8d%8d" % (match.totals[order[0]], match.totals[order[1]]))
            w.text(self.group, totals, 2, 16 + 12 * len(rows), w.GOLD, lines=2)
        w.text(self.group, head, 2, 1, w.GOLD)
        w.text(self.group, "A: continue", 80, 127, w.DIM, (0.5, 1.0))

    def key(self, k):
        if k != keys.A:
            return
        app = self.app
        app.pop()
        if self.table.match.over:
            app.push(MatchEndScreen(app, self.table))


class MatchEndScreen(Screen):
    unload = ("scopa_ui.scoreboard",)

    def __init__(self, app, table):
        Screen.__init__(self, app)
        match = table.match
        o = match.options
        mine = o.side_of(table.me)
        if match.winner < 0:
            head = "A draw"
        elif match.winner == mine:
            head = "You win!"
        else:
            head = "You lose"
        app.sound(result_sound(table) or "loss")
        app.board.set_lights(((0x00FF40 if match.winner == mine else 0xFF2000),) * 5)
        w.panel(self.group, 0, 0, 160, 128, w.PANEL)
        w.text(self.group, head, 80, 6, w.GOLD, (0.5, 0.0), scale=2)
        lines = []
        if o.sides == 2:
            lines.append("%s %d - %d %s" % (table.sides[mine], match.totals[mine],
                                            match.totals[1 - mine], table.sides[1 - mine]))
        if match.abandoned_by >= 0:
            lines.append("%s conceded" % table.sides[match.abandoned_by])
        lines.append("Deals played: %d" % len(match.results))
        if match.tiebreaks:
            lines.append("Spareggi: %d" % match.tiebreaks)
        from scopa_ui.stats import stats_row

        row = stats_row(app.stats, table.level)
        lines.append("Streak: %d  best: %d" % (row[6], row[5]))
        lines.append("Won %d of %d vs this level" % (row[1], row[0]))
        # One block of rows, each centred by padding (26 characters across).
        w.text(self.group, "\n".join(" " * ((26 - len(s)) // 2) + s for s in lines), 2, 34,
               lines=len(lines))
        w.text(self.group, "A: title", 80, 127, w.DIM, (0.5, 1.0))

    def key(self, k):
        if k == keys.A:
            self.app.to_title()
