"""What the table screen shows: ``scene(table)`` works out the picture from the match and the
screen's state (the status lines, the table with the CPU's card while it is shown, your hand,
the message line, the lights), with no displayio; ``TableView`` is that picture on the screen.
This module is in the heap only while the table's pictures are (``TableScreen.hide_view``).

A scene is a tuple ``(lines, chip, table, green, gold, hand, sel, say, light)``: ``lines`` the
four status texts and the colours of the top and middle ones; ``chip`` (x, status line, mark)
for the dealer; the ``table`` cards, those in ``green`` (to be taken) and ``gold`` (just played)
framed; your ``hand`` and the card ``sel`` raised (-1: none); ``say`` the message line (text,
colour, dots of the thinking mark or -1, whether it is the cable link's news); ``light`` (the
player to move or -1, the colour of the lights for that turn).

Card sprites come from pools that only grow, so a redraw moves and retiles existing TileGrids
(displayio then repaints just the rectangles that changed)."""

from scopa_ui import layout as L
from scopa_ui import widgets as w

TURN_LIGHTS = (0x00C040, 0xC02000, 0x2060FF, 0xC02000)  # you, right, partner, left
LINE_CHARS = 26  # a status line: 156 px between its margins, its two texts a space apart


def scene(t):
    """The scene of TableScreen ``t`` now (no displayio: testable on its own)."""
    T = t.T  # the table's words
    match = t.match
    deal = match.deal
    to_move = -1 if match.over else deal.to_move
    mode = t.mode
    on_show = mode == t.REVEAL and t.pending is not None  # the CPU's card
    lines = status_lines(t, to_move, on_show)
    chip = dealer_chip(t, lines[0], lines[1])
    table = list(deal.table())
    hand = sorted(deal.hand(t.me))
    sel = t.keys.sel if mode in (t.PICK, t.CHOOSE, t.HINT) else -1
    green = gold = ()  # type: tuple
    say = ("", w.INK, -1, False)
    if on_show:
        card, green = deal.move_info(t.pending)
        table.append(card)
        if not green:
            table.sort()  # where it stays once landed (deal.table() is sorted)
        gold = (card,)
        if green:
            msg = T.SHOWN_TAKES % (t.names[to_move], t.card(card), t.cards(green))
        else:
            msg = T.SHOWN_LAYS % (t.names[to_move], t.card(card))
        say = (msg, w.INK, -1, False)
    elif mode in (t.PICK, t.CHOOSE) and 0 <= sel < len(hand):
        green, msg = your_card(t, hand[sel])
        say = (msg, w.INK, -1, False) if t.hint_text is None else (t.hint_text, w.GOLD, -1, False)
    elif mode == t.HINT:
        say = (T.LOOKING, w.INK, t.app.now() // 300 % 4, False)
    elif mode == t.WAIT and to_move >= 0 and to_move != t.me:
        say = waiting(t, to_move)
    if t.note is not None and mode != t.REVEAL:  # a key's complaint waits: the play shows
        say = (t.note[0], t.note[2], say[2], False)
    return (lines, chip, table, green, gold, hand, sel, say, turn_light(t, to_move))


def status_lines(t, to_move, on_show):
    """The status lines: the other side (or the others' totals) over the others' hand counts,
    you over the stock, and the colours of the top and middle lines (gold: whose turn)."""
    match = t.match
    deal = match.deal
    o = match.options
    me = t.me
    names = t.names
    T = t.T
    # The points the match holds: a call of a mistake scores at once, though the deal adds
    # it to the totals only at its end.
    calls = deal.bonus if not (deal.over or match.over) else [0] * o.sides

    def points(side):
        return match.totals[side] + calls[side]

    def side_text(side, right):
        # The longest form that leaves a space before the line's right-hand text: two-digit
        # scores and scope, or Scopone's hands of 10, would run into it.
        name = t.sides[side]
        if o.players == 2 and len(name) > 3:
            name += "  "  # (a tournament's entrant): room for the dealer's chip after it
        for form in T.SIDE_FORMS:
            text = form % (name, points(side), deal.scope(side))
            if len(text) + 1 + len(right) <= LINE_CHARS:
                break
        return text

    def held(p):  # the card on show has left its hand
        return len(deal.hand(p)) - (on_show and p == to_move)

    if o.players == 2:
        counts = T.HAND % held(1 - me)
    else:  # the other hands, by the first letter of their names (Right, Partner, Left, ...)
        counts = " ".join("%s%d" % (names[p][0], held(p)) for p in range(o.players) if p != me)
    stock = T.STOCK % deal.stock_count()
    if t.time_left is not None and to_move >= 0:  # the cable's turn clock, on the mover's line
        if to_move == me:
            stock = T.TIME_LEFT % t.time_left
        else:
            counts = T.TIME_LEFT % t.time_left
    mine = o.side_of(me)
    if o.sides == 2:
        other = 1 - mine
        top = side_text(other, counts)
        top_on = to_move >= 0 and o.side_of(to_move) == other
    else:  # every player for themselves: the others' totals in one line
        top = " ".join("%s%d" % (names[p][0], points(p)) for p in range(o.players) if p != me)
        top_on = to_move >= 0 and to_move != me
        if len(top) + 1 + len(counts) > LINE_CHARS:
            # Five or six players: the totals keep the line. Every hand gets the same cards
            # a round, so who has played this round (the message line says whose turn it
            # is) tells the counts.
            counts = ""
    return (top, counts, side_text(mine, stock), stock,
            w.GOLD if top_on else w.INK, w.GOLD if to_move == me else w.INK)


def dealer_chip(t, top, counts):
    """(x, status line, mark) of the dealer's mark: a gold "D" after your name, or the other
    player's in a two-player game; else the dealer's own letter in the others' hand counts,
    lit (a "D" after "Them" could hide a score's tens and would not say which of them deals)."""
    o = t.match.options
    dealer = t.match.deal.dealer
    letter = t.names[dealer][0]
    if dealer == t.me or o.players == 2:
        return (2 + len(t.sides[o.side_of(dealer)]) * w.CHAR_W + 3, 1 if dealer == t.me else 0,
                t.T.DEALER)
    if counts:
        # 2 px left: the chip's 8-px box then covers the space before the letter, not the
        # count after it.
        return (156 - (len(counts) - counts.find(letter)) * w.CHAR_W, 0, letter)
    return (top.find(letter) * w.CHAR_W, 0, letter)  # in the totals (2 px left, as above)


def your_card(t, card):
    """(green, message) for your ``card`` under the cursor: what it takes, or the way being
    chosen, how many there are, that it lays down, or that it may not (forced capture)."""
    T = t.T
    keys = t.keys
    found = keys.picked_ways(t.human_view())
    name = t.card(card)
    if t.mode == t.CHOOSE:
        green = found[keys.choice][1]
        return green, T.WAY % (keys.choice + 1, len(found), t.cards(green) or T.LAY_IT)
    if len(found) > 1:
        return found[0][1], T.WAYS % (name, len(found))
    if found and found[0][1]:
        return found[0][1], T.TAKES % (name, t.cards(found[0][1]))
    if found:
        return (), T.LAYS % name
    return (), T.MUST_CAPTURE % name  # another card of the hand can take: this one may not


def waiting(t, to_move):
    """The message line on another's turn: who thinks, with the moving mark; on the cable, the
    link's news if it has any (``say``'s last item), else that it is the other board's turn."""
    dots = t.app.now() // 300 % 4
    if t.link is None:
        return (t.T.THINKS % t.names[to_move], w.INK, dots, False)
    news = t.link.news
    if news:
        return (news, w.GOLD, -1, True)
    return (t.T.OTHER_BOARD, w.INK, dots, news is not None)


def turn_light(t, to_move):
    """(player to move or -1, the lights' colour for that turn: you, an opponent, a partner)."""
    if to_move < 0:
        return (to_move, 0)
    rel = (to_move - t.me) % t.match.options.players
    if t.match.options.sides > 2 and rel:
        rel = 1  # each for themselves: every other player is an opponent
    return (to_move, TURN_LIGHTS[rel % 4])


def open_hand(t):
    """(player, cards) of the hand that plays face up on TableScreen ``t``, or None. In one
    against one with carte viste, the other's in the deal's last round: no card is left to
    deal, so it is just the cards you have not seen (the cable peer's too: both boards deal
    the same deck). With carte scoperte, your partner's. A card on show (REVEAL) is on the
    table already, not in the hand."""
    match = t.match
    o = match.options
    deal = match.deal
    if match.over or deal.over:
        return None
    if o.scoperte:
        p = (t.me + 2) % 4
    elif o.players == 2 and not o.no_viste and deal.is_last_round():
        p = 1 - t.me
    else:
        return None
    hand = sorted(deal.hand(p))
    if t.mode == t.REVEAL and t.pending is not None and deal.to_move == p:
        hand.remove(deal.move_info(t.pending)[0])
    return p, hand


def open_text(t, p, hand):
    """Player ``p``'s ``hand`` as TableScreen ``t`` shows it: the cards by name, or when they
    are too many for the line (Scopone's ten) each suit's ranks then its letter ("A57D 2FC"),
    after the player's letter alone if the name leaves too little room."""
    head = t.names[p] + ": "
    s = t.cards(hand)
    if (len(head) + len(s)) * w.CHAR_W > w.SCREEN_W - 4:
        groups = []
        for suit in range(4):
            ranks = "".join(t.card(c)[:-1] for c in hand if c // 10 == suit)
            if ranks:
                groups.append(ranks + t.card(suit * 10)[-1])
        s = " ".join(groups)
        if (len(head) + len(s)) * w.CHAR_W > w.SCREEN_W - 4:  # a long name (Compagno): its letter
            head = head[0] + ": "
    return head + s


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
        self.news_box = None  # the cable's long news over the message line (table_link.say)

    def draw(self, t):
        """Show the scene of TableScreen ``t`` now; (the player to move or -1, the colour of
        the lights for that turn), which the screen puts on the lights."""
        lines, chip, table, green, gold, hand, sel, say, light = scene(t)
        self.lines(*lines)
        self.dealer_chip(*chip)
        self.show_table(table, green, gold)
        self.show_hand(hand, sel)
        shown = open_hand(t)
        self.show_open(open_text(t, *shown) if shown is not None and shown[1] else "")
        if t.link is not None:
            from scopa_ui.table_link import say as say_news

            say_news(self, *say)  # long news gets a box
        else:
            self.say(*say[:3])
        return light

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
        """The face-up hand's line (``open_text``), "" hides it: over the foot of
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
