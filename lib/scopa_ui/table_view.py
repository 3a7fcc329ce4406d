"""What the table screen draws: two status lines, the table cards, a message line, your hand,
and a flourish banner. Card sprites come from pools that only grow, so a redraw moves and
retiles existing TileGrids (displayio then repaints just the rectangles that changed)."""

from scopa_ui import layout as L
from scopa_ui import widgets as w


class TableView:
    def __init__(self, deck):
        import displayio
        from scopa_ui.cards import FRAME, card_grid

        self.deck = deck
        self.group = g = displayio.Group()
        w.panel(g, 0, 0, w.SCREEN_W, w.SCREEN_H, w.FELT)
        self.top_l = w.text(g, "", 2, 0)
        self.top_r = w.text(g, "", 158, 0, w.DIM, (1.0, 0.0))
        self.mid_l = w.text(g, "", 2, 12)
        self.mid_r = w.text(g, "", 158, 12, w.DIM, (1.0, 0.0))
        self.info = w.text(g, "", 80, L.INFO_Y, w.INK, (0.5, 0.0))
        # The thinking mark is a label of its own: moving it redraws 3 characters, not the line.
        self.dots = w.text(g, "", 80, L.INFO_Y, w.GOLD)
        self.chip = w.text(g, "D", 0, 0, w.FELT, padding=1, background=w.GOLD)
        self.chip.hidden = True
        self.cards_g = displayio.Group()
        self.frames_g = displayio.Group()
        self.hand_g = displayio.Group()
        g.append(self.cards_g)
        g.append(self.frames_g)
        self.open_l = None  # a face-up hand's line: made the first time one shows (show_open)
        g.append(self.hand_g)
        self.table_pool = []
        self.frame_pool = []
        self.hand_pool = []
        self.cursor = card_grid(deck, FRAME)
        self.cursor.hidden = True
        g.append(self.cursor)
        self.banner = displayio.Group()
        self.banner.hidden = True
        w.panel(self.banner, 10, 40, 140, 36, w.PANEL)
        self.banner_l = w.text(self.banner, "", 80, 58, w.GOLD, (0.5, 0.5), scale=2)
        g.append(self.banner)
        self._hand_order = None

    def _grid(self, pool, group, i, tile):
        from scopa_ui.cards import card_grid, set_card

        while len(pool) <= i:
            grid = card_grid(self.deck, tile)
            group.append(grid)
            pool.append(grid)
        grid = pool[i]
        set_card(grid, tile)
        if grid.hidden:
            grid.hidden = False
        return grid

    @staticmethod
    def _place(grid, x, y):
        if grid.x != x:
            grid.x = x
        if grid.y != y:
            grid.y = y

    @staticmethod
    def _hide_from(pool, n):
        for i in range(n, len(pool)):
            if not pool[i].hidden:
                pool[i].hidden = True

    def show_table(self, cards, green=(), gold=()):
        """The table cards; those in ``green`` get the capture frame, those in ``gold`` the
        bright one (the card just played)."""
        from scopa_ui.cards import FRAME, FRAME2

        slots = L.table_slots(len(cards))
        nf = 0
        for i in range(len(cards)):
            c = cards[i]
            x, y = slots[i]
            self._place(self._grid(self.table_pool, self.cards_g, i, c), x, y)
            tile = FRAME2 if c in green else FRAME if c in gold else -1
            if tile >= 0:
                self._place(self._grid(self.frame_pool, self.frames_g, nf, tile), x, y)
                nf += 1
        self._hide_from(self.table_pool, len(cards))
        self._hide_from(self.frame_pool, nf)

    def show_hand(self, cards, sel=-1, faces=True):
        """Your hand; card ``sel`` rises and wears the cursor. Overlapped cards keep their
        order except the chosen one, which comes to the front."""
        from scopa_ui.cards import BACK

        xs = L.hand_slots(len(cards), sel)
        for i in range(len(cards)):
            grid = self._grid(self.hand_pool, self.hand_g, i, cards[i] if faces else BACK)
            self._place(grid, xs[i], L.HAND_Y - (L.RAISE if i == sel else 0))
        self._hide_from(self.hand_pool, len(cards))
        overlap = len(xs) > 1 and xs[1] - xs[0] < L.CARD_W
        order = (len(cards), sel if overlap else -1)
        if order != self._hand_order:
            self._hand_order = order
            g = self.hand_g
            while len(g):
                g.pop()
            for i in range(len(self.hand_pool)):
                if i != order[1]:
                    g.append(self.hand_pool[i])
            if order[1] >= 0:
                g.append(self.hand_pool[order[1]])
        if 0 <= sel < len(cards):
            self._place(self.cursor, xs[sel], L.HAND_Y - L.RAISE)
            self.cursor.hidden = False
        else:
            self.cursor.hidden = True

    def show_open(self, s):
        """The face-up hand's line (``table_open.open_text``), "" hides it: over the foot of
        the table, where it covers at most the bottom of a second row of cards, never their
        ranks; on the felt's colour, so it reads over cards. Made when first needed, beneath
        the hand: most matches never show one."""
        lbl = self.open_l
        if lbl is None:
            if not s:
                return
            from scopa_ui.label import Label

            lbl = self.open_l = Label("", w.GOLD, w.SCREEN_W // w.CHAR_W, (0.5, 0.0),
                                      (80, L.OPEN_Y), 1, w.FELT)
            self.group.insert(self.group.index(self.hand_g), lbl)
        if s:
            w.set_text(lbl, s)
        if lbl.hidden != (not s):
            lbl.hidden = not s

    def lines(self, top_l, top_r, mid_l, mid_r, top_color=w.INK, mid_color=w.INK):
        w.set_text(self.top_l, w.fit(top_l, 156 - len(top_r) * w.CHAR_W), top_color)
        w.set_text(self.top_r, top_r)
        w.set_text(self.mid_l, w.fit(mid_l, 156 - len(mid_r) * w.CHAR_W), mid_color)
        w.set_text(self.mid_r, mid_r)

    def dealer_chip(self, x, line, mark="D"):
        """The dealer's ``mark`` (a "D", or the dealer's seat letter over its place in the
        hand counts), gold, at ``x`` on status ``line`` 0 or 1."""
        pos = (x, line * 12 + 1)
        if self.chip.anchored_position != pos:
            self.chip.anchored_position = pos
        w.set_text(self.chip, mark)
        self.chip.hidden = False

    def say(self, s, color=w.INK, dots=-1):
        s = w.fit(s, 140 if dots >= 0 else 158)
        w.set_text(self.info, s, color)
        if dots < 0:
            w.set_text(self.dots, "")
            return
        pos = (80 + (len(s) * w.CHAR_W + 1) // 2, L.INFO_Y)
        if self.dots.anchored_position != pos:
            self.dots.anchored_position = pos
        w.set_text(self.dots, "." * dots)

    def flourish(self, s):
        """The big banner over the table ("SCOPA!"), until ``flourish(None)``."""
        if s is None:
            self.banner.hidden = True
            return
        w.set_text(self.banner_l, s)
        self.banner.hidden = False
