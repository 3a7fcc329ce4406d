"""End of a deal: the breakdown (carte, denari, settebello, primiera with both totals, scope,
optional points) and the running totals (the match's end is ``matchend``'s). The save is
written before this module loads (``App.after_deal``), once per deal."""

from scopa_core.lang import texts
from scopa_core.options import END_FIXED, SEVENS
from scopa_core.prefs import HOUSE
from scopa_core.scoring import CARTE, DENARI, PRIMIERA, SCOPE, SETTEBELLO, TOTAL, pile_facts
from scopa_hw import keys
from scopa_ui import widgets as w
from scopa_ui.screen import Screen


def _row(label, cells):
    """A breakdown row: the label on the left, the cells right-aligned, 26 characters (the
    screen's width from x=2)."""
    return label + " " * (26 - len(label) - len(cells)) + cells


class DealEndScreen(Screen):
    uses = ("scopa_ui.scoreboard", "scopa_core.names", "scopa_core.card_words")

    def __init__(self, app, table):
        Screen.__init__(self, app)
        self.table = table
        match = table.match
        deal = table.session.last_deal
        pts = match.results[-1]
        o = match.options
        T = texts("scores")
        w.panel(self.group, 0, 0, 160, 128, w.PANEL)
        # Whole 26-character rows (156 px from x=2): a label a colour, not a label a cell.
        n = len(match.results)
        head = T.DEAL_N % n
        if o.end == END_FIXED:  # how many, and the tie-breaks
            head = T.DEAL_OF % (n, o.deals) if n <= o.deals else T.SPAREGGIO
        # Your side first. Two sides: a column each, the cards, denari, sevens or primiera
        # total beside the point. Three to six players: a narrow column of points each.
        mine = o.side_of(table.me)
        order = [mine] + [s for s in range(o.sides) if s != mine]
        two = o.sides == 2
        num = "%8d" if two else "%3d"

        def cells(col):
            return "".join(num % pts[s][col] for s in order)

        def row(label, text):
            # Six players leave 8 characters for a label: the long ones have a short form.
            room = 26 - len(text)
            return _row(label if len(label) <= room else T.SHORT.get(label, label[:room]), text)

        names = [table.sides[s] if two or s == mine else table.sides[s][0] for s in order]
        head = row(head, "".join(("%8s" if two else "%3s") % n for n in names))
        facts = [pile_facts(deal.pile(s)) for s in order] if two else None
        if facts and o.no_faces:  # the primiera totals as that house rule reads them
            from scopa_core.house import faceless

            facts = [facts[i][:3] + pile_facts(faceless(deal.pile(order[i])))[3:] for i in range(2)]
        denari = T.DENARI
        if table.style:  # the French deck's own word, as on its cards (D) and in carte viste
            from scopa_core.card_words import SUIT_WORDS

            denari = SUIT_WORDS[1][0]
        prim = T.SEVENS if o.primiera == SEVENS else T.PRIMIERA
        pcount = 2 if o.primiera == SEVENS else 3  # pile_facts: the sevens, or the primiera total
        rows = []
        for label, fact, col in ((T.CARTE, 0, CARTE), (denari, 1, DENARI),
                                 (T.SETTEBELLO, None, SETTEBELLO), (prim, pcount, PRIMIERA),
                                 (T.SCOPE, None, SCOPE)):
            if facts is None or fact is None:
                rows.append(row(label, cells(col)))
            else:
                rows.append(row(label, "%5d %2d %5d %2d" % (facts[0][fact], pts[order[0]][col],
                                                            facts[1][fact], pts[order[1]][col])))
        # The house rules' points (docs/rules.md "House rules": Napola, Re bello, mistake calls) in one row,
        # named after them; the row shows whenever they are on, so a player sees them
        # counted even at 0.
        extra = [pts[s][TOTAL] - sum(pts[s][:TOTAL]) for s in order]
        on = []
        if any(getattr(o, rule) for rule in HOUSE):  # their names, when a house rule is on
            from scopa_core.names import WORDS, house_on

            on = [row for row in house_on(o, WORDS.HOUSE_POINTS) if row]
        if on or any(extra):
            label = (on[0] if len(on) == 1 else T.NAPOLA_RE if on == ["Napola", "Re bello"]
                     else T.EXTRA)
            rows.append(row(label, "".join(num % x for x in extra)))
        w.text(self.group, "\n".join(rows), 2, 16, lines=len(rows))
        totals = (row(T.DEAL_TOTAL, cells(TOTAL)) + "\n"
                  + row(T.MATCH_TOTAL, "".join(num % match.totals[s] for s in order)))
        w.text(self.group, totals, 2, 16 + 12 * len(rows), w.GOLD, lines=2)
        w.text(self.group, head, 2, 1, w.GOLD)
        # No last scopa: the sweep shown as a scopa, the deal's last capture after all, lost it.
        w.text(self.group, T.WITHDRAWN if deal.withdrawn >= 0 else T.CONTINUE, 80, 127, w.DIM,
               (0.5, 1.0))

    def key(self, k):
        if k != keys.A:
            return
        app = self.app
        app.pop()
        if self.table.match.over:
            from scopa_ui.matchend import MatchEndScreen

            app.push(MatchEndScreen(app, self.table))
