"""The table screen's picture: ``scene(table)`` works out what it shows from the match and the
screen's state (the status lines, the table with the CPU's card while it is shown, your hand,
the message line, the lights), with no displayio; ``draw`` puts a scene on the screen.

A scene is a tuple ``(lines, chip, table, green, gold, hand, sel, say, light)``: ``lines`` the
four status texts and the colours of the top and middle ones; ``chip`` (x, status line, mark)
for the dealer; the ``table`` cards, those in ``green`` (to be taken) and ``gold`` (just played)
framed; your ``hand`` and the card ``sel`` raised (-1: none); ``say`` the message line (text,
colour, dots of the thinking mark or -1, whether it is the cable link's news); ``light`` (the
player to move or -1, the colour of the lights for that turn)."""

from scopa_ui import widgets as w

# The table screen's modes: others' turn, your pick, your choice of capture, the CPU's card
# on show, a flourish, a hint being searched.
WAIT, PICK, CHOOSE, REVEAL, FLOURISH, HINT = range(6)
REVEAL_MS = 900  # how long the CPU's card is shown before it lands (A skips the wait)
FLOURISH_MS = 1300  # a scopa's or the settebello's banner
TURN_LIGHTS = (0x00C040, 0xC02000, 0x2060FF, 0xC02000)  # you, right, partner, left
LINE_CHARS = 26  # a status line: 156 px between its margins, its two texts a space apart


def ways(v, card):
    """(move, taken) for each way the player may play ``card`` in view ``v``: the right ones,
    or under the mistakes option every one (telling them apart is the player's business there),
    laying the card down last, so A, A takes something as it does without the option."""
    out = []
    any_way = v.options.mistakes
    for i in range(len(v.moves)):
        if v.infos[i][0] == card and (any_way or v.legal[i]):
            out.append((v.moves[i], v.infos[i][1]))
    if any_way:
        out.sort(key=lambda way: not way[1])
    return out


def scene(t):
    """The scene of TableScreen ``t`` now (no displayio: testable on its own)."""
    match = t.match
    deal = match.deal
    o = match.options
    me = t.me
    names = t.names
    (side_fmt, hand_fmt, stock_fmt, shown_takes, shown_lays, way, lay_it, ways_fmt, takes, lays,
     looking, thinks, other_turn, short, shorter, must) = t.T.DRAW  # the table's words
    to_move = -1 if match.over else deal.to_move
    mine = o.side_of(me)
    other = 1 - mine if o.sides == 2 else -1
    # A card on show (REVEAL) is drawn on the table already: its hand no longer counts it.
    shown = to_move if t.mode == REVEAL and t.pending is not None else -1

    # The points the match holds: a call of a mistake scores at once, though the deal adds
    # it to the totals only at its end.
    calls = deal.bonus if not (deal.over or match.over) else [0] * o.sides

    def points(side):
        return match.totals[side] + calls[side]

    def held(p):
        return len(deal.hand(p)) - (p == shown)

    def side_text(side, name, right):
        # The longest form that leaves a space before the line's right-hand text: two-digit
        # scores and scope, or Scopone's hands of 10, would run into it.
        if o.players == 2 and len(name) > 3:
            name += "  "  # (a tournament's entrant): room for the dealer's chip after it
        for form in (side_fmt, short, shorter):
            text = form % (name, points(side), deal.scope(side))
            if len(text) + 1 + len(right) <= LINE_CHARS:
                break
        return text

    if o.players == 2:
        counts = hand_fmt % held(1 - me)
    else:  # the other hands, by the first letter of their names (Right, Partner, Left, ...)
        counts = " ".join("%s%d" % (names[p][0], held(p)) for p in range(o.players) if p != me)
    if o.sides == 2:
        top = side_text(other, t.sides[other], counts)
        top_on = to_move >= 0 and o.side_of(to_move) == other
    else:  # every player for themselves: the others' totals in one line
        top = " ".join("%s%d" % (names[p][0], points(p)) for p in range(o.players) if p != me)
        top_on = to_move >= 0 and to_move != me
        if len(top) + 1 + len(counts) > LINE_CHARS:
            # Five or six players: the totals keep the line. Every hand gets the same cards
            # a round, so who has played this round (the message line says whose turn it
            # is) tells the counts.
            counts = ""
    stock = stock_fmt % deal.stock_count()
    lines = (top, counts, side_text(mine, t.sides[mine], stock), stock,
                w.GOLD if top_on else w.INK, w.GOLD if to_move == me else w.INK)
    # The dealer's mark: a gold "D" after your name, or the other player's in a two-player
    # game; else the dealer's own letter in the others' hand counts, lit (a "D" after "Them"
    # could hide a score's tens and would not say which of them deals).
    dealer = deal.dealer
    if dealer == me or o.players == 2:
        chip = (2 + len(t.sides[o.side_of(dealer)]) * w.CHAR_W + 3, 1 if dealer == me else 0, t.T.WHO[5])
    elif counts:
        i = counts.find(names[dealer][0])
        # 2 px left: the chip's 8-px box then covers the space before the letter, not the
        # count after it.
        chip = (156 - (len(counts) - i) * w.CHAR_W, 0, counts[i])
    else:  # on the dealer's letter in the totals (2 px left of it, as above)
        chip = (top.find(names[dealer][0]) * w.CHAR_W, 0, names[dealer][0])
    table = list(deal.table())
    hand = sorted(deal.hand(me))
    mode = t.mode
    keys = t.keys
    sel = keys.sel if mode in (PICK, CHOOSE, HINT) else -1
    green = ()  # type: tuple
    gold = ()  # type: tuple
    msg = ""
    dots = -1
    news = None
    color = w.INK
    if mode == REVEAL and t.pending is not None:
        card, taken = deal.move_info(t.pending)
        table.append(card)
        if not taken:
            table.sort()  # where it stays once landed (deal.table() is sorted)
        green = taken
        gold = (card,)
        who = names[to_move]
        if taken:
            msg = shown_takes % (who, t.card(card), t.cards(taken))
        else:
            msg = shown_lays % (who, t.card(card))
    elif mode in (PICK, CHOOSE) and 0 <= sel < len(hand):
        found = ways(t.human_view(), hand[sel])
        name = t.card(hand[sel])
        if mode == CHOOSE:
            green = found[keys.choice][1]
            msg = way % (keys.choice + 1, len(found), t.cards(green) or lay_it)
        elif len(found) > 1:
            green = found[0][1]
            msg = ways_fmt % (name, len(found))
        elif found and found[0][1]:
            green = found[0][1]
            msg = takes % (name, t.cards(green))
        elif found:
            msg = lays % name
        else:  # forced capture: a card of the hand can take, so this one may not be laid down
            msg = must % name
        if t.hint_text is not None:
            msg = t.hint_text
            color = w.GOLD
    elif mode == HINT:
        msg = looking
        dots = t.app.now() // 300 % 4
    elif mode == WAIT and to_move >= 0 and to_move != me:
        msg = thinks % names[to_move]
        dots = t.app.now() // 300 % 4
        if t.link is not None:  # the other board's turn: the link's news, if any
            news = t.link.news
            msg = news or other_turn
            if news:
                dots = -1
                color = w.GOLD
    if t.note is not None and mode != REVEAL:  # a key's complaint waits: the play shows
        msg, _, color = t.note
        news = None
    rel = (to_move - me) % o.players if to_move >= 0 else 0
    if o.sides > 2 and rel:
        rel = 1  # each for themselves: every other player is an opponent
    return (lines, chip, table, green, gold, hand, sel, (msg, color, dots, news is not None),
            (to_move, TURN_LIGHTS[rel % 4] if to_move >= 0 else 0))


def draw(t, shown):
    """Put scene ``shown`` on TableScreen ``t``'s pictures (and its lights, when the turn
    moved)."""
    lines, chip, table, green, gold, hand, sel, say, light = shown
    tv = t.view
    tv.lines(*lines)
    tv.dealer_chip(*chip)
    tv.show_table(table, green, gold)
    tv.show_hand(hand, sel)
    shown = open_hand(t)
    if shown is not None and shown[1]:
        from scopa_ui.table_open import open_text

        tv.show_open(open_text(t, *shown))
    else:
        tv.show_open("")
    if t.link is not None:
        from scopa_ui.table_link import say as say_news

        say_news(t, *say)  # long news gets a box
    else:
        tv.say(*say[:3])
    if light[0] != t.lit and t.mode != FLOURISH:
        t.lit = light[0]
        t.app.board.set_lights((light[1],) * 5)




def open_hand(t):
    """(player, cards) of the hand that plays face up on TableScreen ``t``, or None. In one
    against one with carte viste, the other's in the deal's last round: no card is left to
    deal, so it is just the cards you have not seen (the cable peer's too: both boards deal
    the same deck). With carte scoperte, your partner's. A card on show (REVEAL) is on the
    table already, not in the hand. Its line's words (``table_open``) load only then."""
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
    if t.mode == REVEAL and t.pending is not None and deal.to_move == p:
        hand.remove(deal.move_info(t.pending)[0])
    return p, hand
