"""Drawing the table screen from the match and the screen's mode: the status lines, the
table (with the CPU's card while it is shown), your hand, the message line, the lights."""

from scopa_ui import widgets as w

# The table screen's modes: others' turn, your pick, your choice of capture, the CPU's card
# on show, a flourish, a hint being searched.
WAIT, PICK, CHOOSE, REVEAL, FLOURISH, HINT = range(6)
REVEAL_MS = 900  # how long the CPU's card is shown before it lands (A skips the wait)
FLOURISH_MS = 1300  # a scopa's or the settebello's banner
TURN_LIGHTS = (0x00C040, 0xC02000, 0x2060FF, 0xC02000)  # you, right, partner, left


def redraw(self):
    self.dirty = False
    match = self.match
    deal = match.deal
    o = match.options
    me = self.me
    to_move = -1 if match.over else deal.to_move
    mine = o.side_of(me)
    other = 1 - mine if o.sides == 2 else -1
    tv = self.view

    def side_text(side, name):
        return "%-5s%2dpt scope %d" % (name, match.totals[side], deal.scope(side))

    # A card on show (REVEAL) is drawn on the table already: its hand no longer counts it.
    shown = to_move if self.mode == REVEAL and self.pending is not None else -1

    def held(p):
        return len(deal.hand(p)) - (p == shown)

    if o.players == 2:
        counts = "hand %d" % held(1 - me)
    else:  # the other hands, by the first letter of their names (Right, Partner, Left, ...)
        counts = " ".join("%s%d" % (self.names[p][0], held(p)) for p in range(o.players) if p != me)
    if o.sides == 2:
        top = side_text(other, self.sides[other])
        top_on = to_move >= 0 and o.side_of(to_move) == other
    else:  # every player for themselves: the others' totals in one line
        top = " ".join("%s%d" % (self.names[p][0], match.totals[p])
                       for p in range(o.players) if p != me)
        top_on = to_move >= 0 and to_move != me
        if len(top) + len(counts) > 25:
            # Five or six players: the totals keep the line. Every hand gets the same cards
            # a round, so who has played this round (the message line says whose turn it
            # is) tells the counts.
            counts = ""
    tv.lines(top, counts, side_text(mine, self.sides[mine]), "stock %d" % deal.stock_count(),
             w.GOLD if top_on else w.INK, w.GOLD if to_move == me else w.INK)
    # The dealer's mark: a gold "D" after your name, or the other player's in a two-player
    # game; else the dealer's own letter in the others' hand counts, lit (after "Them" a "D"
    # hid the tens of a score, and did not say which of the two deals).
    dealer = deal.dealer
    if dealer == me or o.players == 2:
        line = 1 if dealer == me else 0
        tv.dealer_chip(2 + len(self.sides[o.side_of(dealer)]) * w.CHAR_W + 3, line)
    elif counts:
        i = counts.find(self.names[dealer][0])
        # 2 px left: the chip's 8-px box then covers the space before the letter, not the
        # count after it.
        tv.dealer_chip(156 - (len(counts) - i) * w.CHAR_W, 0, counts[i])
    else:  # on the dealer's letter in the totals (2 px left of it, as above)
        tv.dealer_chip(top.find(self.names[dealer][0]) * w.CHAR_W, 0, self.names[dealer][0])
    table = list(deal.table())
    hand = sorted(deal.hand(me))
    mode = self.mode
    sel = self.sel if mode in (PICK, CHOOSE, HINT) else -1
    green = ()  # type: tuple
    gold = ()  # type: tuple
    msg = ""
    dots = -1  # the moving "thinking" mark: 0..3 dots after the message, -1 none
    news = None  # the cable link's news, when msg is that
    color = w.INK
    if mode == REVEAL and self.pending is not None:
        card, taken = deal.move_info(self.pending)
        table.append(card)
        green = taken
        gold = (card,)
        who = self.names[to_move]
        if taken:
            msg = "%s: %s takes %s" % (who, self.card(card), self.cards(taken))
        else:
            msg = "%s lays %s" % (who, self.card(card))
    elif mode in (PICK, CHOOSE) and 0 <= sel < len(hand):
        v = self.human_view()
        ways = self.ways(v, hand[sel])
        name = self.card(hand[sel])
        if mode == CHOOSE:
            green = ways[self.choice][1]
            msg = "way %d/%d: %s  A:play" % (self.choice + 1, len(ways), self.cards(green) or "lay it")
        elif len(ways) > 1:
            green = ways[0][1]
            msg = "%s: %d ways, A to choose" % (name, len(ways))
        elif ways and ways[0][1]:
            green = ways[0][1]
            msg = "%s takes %s" % (name, self.cards(green))
        else:
            msg = "%s: lays it down" % name
        if self.hint_text is not None:
            msg = self.hint_text
            color = w.GOLD
    elif mode == HINT:
        msg = "looking for a hint"
        dots = self.app.now() // 300 % 4
    elif mode == WAIT and to_move >= 0 and to_move != me:
        msg = "%s thinks" % self.names[to_move]
        dots = self.app.now() // 300 % 4
        if self.link is not None:  # the other board's turn: the link's news, if any
            news = self.link.news
            msg = news or "Other board's turn"
            if news:
                dots = -1
                color = w.GOLD
    if self.note is not None and mode != REVEAL:  # a key's complaint waits: the play shows
        msg, _, color = self.note
        news = None
    tv.show_table(table, green, gold)
    tv.show_hand(hand, sel)
    if self.link is not None:
        from scopa_ui.table_link import say

        say(self, msg, color, dots, news is not None)  # long news gets a box
    else:
        tv.say(msg, color, dots)
    if to_move != self.lit and self.mode != FLOURISH:
        self.lit = to_move
        rel = (to_move - me) % o.players if to_move >= 0 else 0
        if o.sides > 2 and rel:
            rel = 1  # each for themselves: every other player is an opponent
        self.app.board.set_lights((TURN_LIGHTS[rel % 4] if to_move >= 0 else 0,) * 5)
