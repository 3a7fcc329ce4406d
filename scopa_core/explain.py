"""Cold paths of the engine, loaded on first use: why a move is refused, in words a player or
a peer's log can act on, and finding a move from the cards it plays and takes."""

from scopa_core.cards import card_name


def why_illegal(deal, m):
    """The reason ``m`` is not a legal move of ``deal`` now."""
    if deal.over:
        return "the deal is over"
    if type(m) is not int or m < 0:
        return "a move is a non-negative int, got %r" % (m,)
    if m == 63:
        return "no mistake can be called now"
    card = m & 63
    if card >= 40:
        return "move %d names no card" % m
    if card not in deal._hands[deal.to_move]:
        return why_not_in_hand(deal, card)
    return "move %d: %s has no choice %d here (it has %d)" % (
        m, card_name(card), m >> 6, len(deal._choices_of(card)))


def why_not_in_hand(deal, card):
    if type(card) is not int or not 0 <= card < 40:
        return "unknown card %r (cards are ints 0..39)" % (card,)
    for p in range(deal.n):
        if card in deal._hands[p]:
            return "%s is in player %d's hand, and player %d is to move" % (
                card_name(card), p, deal.to_move)
    return "%s is not in the hand of player %d" % (card_name(card), deal.to_move)


def find_move(deal, card, captured=()):
    """The move of ``deal`` that plays ``card`` taking ``captured`` (any order)."""
    if deal.over:
        raise ValueError("the deal is over")
    if card not in deal._hands[deal.to_move]:
        raise ValueError(why_not_in_hand(deal, card))
    want = tuple(sorted(captured))
    for k in range(len(deal._choices_of(card))):
        if deal.move_info(card | k << 6)[1] == want:
            return card | k << 6
    if not want:
        raise ValueError("%s can capture, so it cannot be laid down" % card_name(card))
    raise ValueError("%s cannot take %s" % (card_name(card), " ".join(card_name(c) for c in want)))
