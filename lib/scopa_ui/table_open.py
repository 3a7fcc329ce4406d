"""The line that names a hand played face up on the table screen (``table_draw.open_hand``
says whose, and which cards). Loaded only while a hand is face up."""

from scopa_ui import widgets as w


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
