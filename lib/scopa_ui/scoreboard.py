"""End of a deal: the breakdown (carte, denari, settebello, primiera with both totals, scope,
optional points) and the running totals (the match's end is ``matchend``'s). The save is
written before this module loads (``App.after_deal``), once per deal."""

from scopa_hw import keys
from scopa_ui import widgets as w
from scopa_ui.screen import Screen


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
        n = len(match.results)
        head = "Deal %d" % n
        if o.end == 3:  # fixed deals: how many, and the tie-breaks
            head = "Deal %d/%d" % (n, o.deals) if n <= o.deals else "Spareggio"
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
            # The house rules' points (RULES.md 6: Napola, Re bello, mistake calls) in one row,
            # named after them; the row shows whenever they are on, so a player sees them
            # counted even at 0.
            extra = [pts[s][5] - sum(pts[s][:5]) for s in order]
            on = [name for name, flag in (("Napola", o.napola), ("Re bello", o.re_bello),
                                          ("Calls", o.mistakes)) if flag]
            if on or extra[0] or extra[1]:
                label = on[0] if len(on) == 1 else "Napola+Re" if on == ["Napola", "Re bello"] else "Extra"
                rows.append(_row(label, "%8d%8d" % (extra[0], extra[1])))
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
            from scopa_ui.matchend import MatchEndScreen

            app.push(MatchEndScreen(app, self.table))
