"""The engine's refusals: why a move, a card, a player or options are refused, in words a
player or a peer's log can act on, and the checks of what comes from outside (a card, a
table, piles); finding a move from the cards it plays and takes, which refuses in the same
words. Loaded only when something is refused or looked up by its cards, so the engine's
play never carries it.
"""

from scopa_core.cards import CALL, CARD, CHOICE, card_name, check_card

BOTH = "give either options or option keywords, not both"


def _words():
    """The current language's words for a refusal, loaded for it only."""
    from scopa_core.lang import texts

    return texts("explain")


def why_illegal(deal, m):
    """The reason ``m`` is not a legal move of ``deal`` now (in the current language)."""
    T = _words()
    if deal.over:
        return T.DEAL_OVER
    if type(m) is not int or m < 0:
        return T.NOT_A_MOVE % (m,)
    if m == CALL:
        return T.NO_CALL
    card = m & CARD
    if card >= 40:
        return T.NO_CARD % m
    if card not in deal.hand(deal.to_move):
        return why_not_in_hand(deal, card)
    if deal.options.forced and not m >> CHOICE and not deal.choices_of(card)[0]:
        return T.FORCED % card_name(card)
    return T.NO_CHOICE % (m, card_name(card), m >> CHOICE, len(deal.choices_of(card)))


def why_not_in_hand(deal, card):
    if type(card) is not int or not 0 <= card < 40:
        return "unknown card %r (cards are ints 0..39)" % (card,)
    T = _words()
    for p in range(deal.n):
        if card in deal.hand(p):
            return T.IN_OTHER_HAND % (card_name(card), p, deal.to_move)
    return T.NOT_IN_HAND % (card_name(card), deal.to_move)


def find_move(deal, card, captured=()):
    """The move of ``deal`` that plays ``card`` taking ``captured`` (any order)."""
    if deal.over:
        raise ValueError(_words().DEAL_OVER)
    if card not in deal.hand(deal.to_move):
        raise ValueError(why_not_in_hand(deal, card))
    want = tuple(sorted(captured))
    for k in range(len(deal.choices_of(card))):
        if deal.move_info(card | k << CHOICE)[1] == want:
            return card | k << CHOICE
    T = _words()
    if not want:
        raise ValueError(T.MUST_TAKE % card_name(card))
    raise ValueError(T.CANNOT_TAKE % (card_name(card), " ".join(card_name(c) for c in want)))


def checked_table(card, table):
    """``rules.capture_options``' check of what comes from outside: the table's cards,
    ascending; ValueError unless ``card`` and every table card are cards, each once."""
    check_card(card)
    try:
        cards = sorted(check_card(t) for t in table)
    except TypeError:  # not a sequence at all (a str fails check_card's own test instead)
        raise ValueError("table must be a sequence of cards, got %r" % (table,))
    for i in range(len(cards)):
        if i and cards[i] == cards[i - 1]:
            raise ValueError("card %d is on the table twice" % cards[i])
        if cards[i] == card:
            raise ValueError("card %d is both played and on the table" % card)
    return cards


def check_piles(piles, scope):
    """``scoring.score_deal``'s check of piles and scope from outside: ValueError unless
    every card is an int 0..39 in at most one place and every scope count an int >= 0."""
    seen = bytearray(40)
    for pile in piles:
        for c in pile:
            if type(c) is not int or not 0 <= c < 40 or seen[c]:
                raise ValueError("card %r: piles hold cards 0..39, each at most once" % (c,))
            seen[c] = 1
    for s in scope:
        if type(s) is not int or s < 0:
            raise ValueError("scope counts are ints >= 0, got %r" % (s,))


def no_such(what, got, n):
    """Why a deal refuses ``got`` as one of its ``n`` players or sides."""
    return "no %s %r (0..%d)" % (what, got, n - 1)


def bad_options(players, target, deals, unknown, teams=True):
    """Why ``Options(...)`` refuses these values (the first reason found)."""
    if type(players) is not int or not 2 <= players <= 6:
        return "players must be 2..6, got %r" % (players,)
    if target not in (11, 15, 16, 21):
        return "target must be one of 11, 15, 16, 21, got %r" % (target,)
    if type(deals) is not int or not 1 <= deals <= 15:
        return "deals (for fixed-deal matches) must be 1..15, got %r" % (deals,)
    if unknown:
        return "unknown option %s" % ", ".join(sorted(unknown))
    if not teams:
        return "carte scoperte (scoperte) is played two against two (teams), not %d players " \
            "each for themselves" % players
    return "teams are played by 4 players, not %d" % players


def bad_player(what, got, n):
    """Why a Deal refuses a dealer (``n`` players) or a player (``n`` is the one to move)."""
    if what == "dealer":
        return "dealer must be a player 0..%d, got %r" % (n - 1, got)
    return "player %r moved out of turn: player %d is to move" % (got, n)
