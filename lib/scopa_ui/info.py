"""Select during a match: "occhio" (each side's last play and last capture), "carte viste"
(every card seen this deal, by suit; not offered when the match plays without carte viste),
the legend of the table's letters and the cards' names, and the hint on your turn. The occhio
stays either way: it is the last play of each player, which the table has just shown, not a
record of the deal's cards."""

from scopa_hw import keys
from scopa_ui import widgets as w
from scopa_ui.screen import Screen


class InfoScreen(Screen):
    uses = ("scopa_ui.info", "scopa_core.card_words")  # the cards' words too

    def __init__(self, app, table):
        Screen.__init__(self, app)
        self.table = table
        table.hide_view()  # the pages cover the screen: the table's pictures leave the heap
        # meanwhile, and come back when it shows again
        self.page = 0
        w.panel(self.group, 0, 0, 160, 128, w.PANEL)
        self.title = w.text(self.group, "", 80, 2, w.GOLD, (0.5, 0.0))
        self.body = w.text(self.group, "", 4, 16, lines=8)
        hint = app.settings.hints and table.human_view() is not None
        self.can_hint = hint
        from scopa_core.lang import texts

        self.words = texts("overlay")  # while the pages show
        foot = self.words.INFO_KEYS_HINT if hint else self.words.INFO_KEYS
        w.text(self.group, foot, 80, 127, w.DIM, (0.5, 1.0))
        self.draw()

    def occhio(self):
        t = self.table
        deal = t.match.deal
        plays = deal.plays
        T = self.words
        if not plays:
            return [T.NO_PLAY]
        out = []
        last_play = {}
        last_take = {}
        for p, card, taken, scopa in plays:
            last_play[p] = (card, taken, scopa)
            if taken:
                last_take[deal.side_of(p)] = (p, card, taken)
        sweep = T.SWEEP[deal.options.escoba]
        for p in range(deal.n):
            if p in last_play:
                card, taken, scopa = last_play[p]
                what = (T.TOOK + t.cards(taken)) if taken else T.LAID
                # The sweep first: a long capture may not fit on the screen after it.
                out.append("%s: %s%s %s" % (t.names[p], sweep if scopa else "", t.card(card), what))
        out.append(T.LAST_CAPTURES)
        for side in range(deal.options.sides):
            if side in last_take:
                p, card, taken = last_take[side]
                out.append("%s: %s+%s" % (t.sides[side], t.card(card), t.cards(taken).replace(" ", "+")))
        return out

    def seen(self):
        t = self.table
        deal = t.match.deal
        known = bytearray(40)
        for c in deal.table():
            known[c] = 1
        for side in range(deal.options.sides):
            for c in deal.pile(side):
                known[c] = 1
        from scopa_core.card_words import SUIT_WORDS

        ranks = [t.card(r)[0] for r in range(10)]
        names = SUIT_WORDS[t.style]  # their first letters are the card names' suit letters
        out = []
        for s in range(4):
            # 3 letters of the suit and all ten ranks spaced out: 23 of the 25 characters a
            # line holds (full names would push the Cavallo and the Re off the screen).
            row = " ".join(ranks[r] if known[s * 10 + r] else "." for r in range(10))
            out.append("%s %s" % (names[s][:3], row))
        seen = sum(known)
        mine = len(deal.hand(t.me))
        out.append("")
        out.append(self.words.SEEN % (seen, mine))
        out.append(self.words.UNSEEN % (40 - seen - mine))
        return out

    def legend(self):
        """What the table's letters stand for."""
        t = self.table
        o = t.match.options
        others = [t.names[p] for p in range(o.players) if p != t.me]
        T = self.words
        out = []
        if o.teams:
            out.append(T.LEGEND_TEAMS)
        elif o.players > 2:
            out.append(T.LEGEND_PLAYERS % (" ".join(n[0] for n in others), ", ".join(others)))
        out.append(T.LEGEND_WORDS)
        return out

    def parts(self):
        """The pages' parts, as indices of the texts' PAGES: the occhio, the carte viste if
        the match's options offer them, the legend of the table's letters, the cards' names."""
        return (0, 2, 3) if self.table.match.options.no_viste else (0, 1, 2, 3)

    def lines(self, part):
        """The lines of ``part`` (one of parts()), wrapped to the page's width."""
        if part == 3:
            from scopa_core.card_words import card_legend

            rows = card_legend(self.table.style)
        else:
            rows = (self.occhio, self.seen, self.legend)[part]()
        lines = []
        for r in rows:
            lines += w.wrap(r, 154)
        if len(lines) > 8 and part == 1:  # too many to wrap: a line each, cut
            lines = [w.fit(r, 154) for r in rows]
        return lines

    def pages(self):
        """(title, lines) of each page: a part on as many pages of 8 lines as it needs (five
        or six players' plays and captures take two)."""
        out = []
        for part in self.parts():
            lines = self.lines(part)
            for at in range(0, len(lines), 8):
                out.append((self.words.PAGES[part], lines[at:at + 8]))
        return out

    def draw(self):
        # Only the page on show is kept: each part's lines are built and let go in turn to
        # count the pages, so six players' pages never lie in the heap at once beside the
        # CPU players.
        parts = self.parts()
        # The cards' names are one page (card_legend's six short lines): their words load
        # only when that page shows.
        counts = [1 if p == 3 else (len(self.lines(p)) + 7) // 8 for p in parts]
        total = sum(counts)
        self.page %= total
        at = self.page
        i = 0
        while at >= counts[i]:
            at -= counts[i]
            i += 1
        lines = self.lines(parts[i])[at * 8:at * 8 + 8]
        w.set_text(self.title, "%s (%d/%d)" % (self.words.PAGES[parts[i]], self.page + 1, total))
        w.set_text(self.body, "\n".join(lines))

    def key(self, k):
        if k in (keys.LEFT, keys.RIGHT):
            self.page += 1 if k == keys.RIGHT else -1
            self.draw()
        elif k in (keys.B, keys.SELECT):
            self.app.pop()
        elif k == keys.A and self.can_hint:
            self.app.pop()
            start_hint(self.table)
        elif k == keys.START:
            self.app.pop()
        else:
            self.app.sound("nope")


def start_hint(table):
    """Maestro's search, on your turn, for the move it would play (the table shows it when
    ready)."""
    from scopa_core.ai.levels import make_agent

    if table.mode == table.HINT:
        return  # already looking
    v = table.human_view()
    if v is None or table.mode not in (table.PICK, table.CHOOSE):
        table.tell(table.T.HINT_LATER)
        return
    b = table.app.board
    table.hinter = make_agent("maestro", len(table.match.history) + 1,
                              clock=(b.ticks_ms, b.ticks_diff), time_ms=table.HINT_MS)
    table.hinter.start(v)
    table.mode = table.HINT
    table.dirty = True
