"""What one player may know of a deal: the only thing an agent (CPU, hint) ever looks at.

``view_of(deal, player)`` copies out the player's own hand, the table, each side's captured
piles and scope, every card seen (the opening table and each card played), the stock count,
the hand counts, the options, whose turn it is, the dealer, the plays of this round (and the
last one before it), with carte scoperte its partner's hand (``partner``, ``partner_hand``;
-1 and () otherwise) and, when it is the player's turn, the legal moves with what each plays
and takes and whether it makes a scopa (``Deal.is_scopa``). It keeps no reference to the deal, so an agent handed a view cannot peek at the
other hands or the stock.

Moves under the mistakes option include picks the rules forbid: ``legal[i]`` says which are
right, and ``last_was_mistake()`` tells whether the previous play can be called.
"""

from scopa_core.cards import CALL, VALUE
from scopa_core.rules import legal_sets


class View:
    """Plain attributes, all tuples/ints: see ``view_of``."""

    partner = -1  # whose hand, besides its own, this player sees (carte scoperte)
    partner_hand = ()

    def unseen(self):
        """Cards this player has not seen: the other hands (not an open partner's), the stock
        and any set-aside cards."""
        known = bytearray(40)
        for c in self.hand:
            known[c] = 1
        for c in self.partner_hand:
            known[c] = 1
        for c in self.table:
            known[c] = 1
        for pile in self.piles:
            for c in pile:
                known[c] = 1
        return [c for c in range(40) if not known[c]]

    def unseen_values(self):
        """``counts[v]``: unseen cards of value v (1..10)."""
        counts = bytearray(11)
        for c in self.unseen():
            counts[VALUE[c]] += 1
        return counts

    def table_before_last(self):
        """The table as it was before the last play (ascending), or None if nothing was played."""
        if not self.plays:
            return None
        _, card, taken, _ = self.plays[-1]
        if taken:
            return tuple(sorted(self.table + tuple(taken)))
        return tuple(c for c in self.table if c != card)

    def last_was_mistake(self):
        """True if CALL is a move now and the previous play broke the capture rules."""
        if CALL not in self.moves:
            return False
        before = self.table_before_last()
        _, card, taken, _ = self.plays[-1]
        taken = tuple(sorted(taken))
        return not is_legal_pick(self.options, card, before, taken)

    def legal_moves(self):
        """The moves that follow the rules (all of them unless the mistakes option is on),
        without CALL."""
        return [self.moves[i] for i in range(len(self.moves)) if self.legal[i] and self.moves[i] != CALL]

    def info(self, m):
        """(card, captured) of move ``m``."""
        return self.infos[self.moves.index(m)]


def is_legal_pick(options, card, table, taken, hand=()):
    """Whether playing ``card`` on ``table`` (cards, ascending) taking ``taken`` (ascending) is
    what the rules allow (docs/rules.md "Your turn" and the capture variants); ``hand``: the
    player's cards, for the forced-capture rule (a lay-down is wrong when one of them can
    capture; without the hand only the card itself is judged)."""
    values = [VALUE[c] for c in table]
    sets = legal_sets(VALUE[card], values, options.escoba, options.fewest, options.asso)
    if not sets:
        if options.forced and not taken:
            for c in hand:
                if legal_sets(VALUE[c], values, options.escoba, False, options.asso):
                    return False
        return not taken
    for s in sets:
        if tuple(sorted(table[i] for i in s)) == taken:
            return True
    return False


def view_of(deal, player, totals=None):
    """The view of ``deal`` for ``player``; ``totals``: the match scores per side, if known."""
    v = View()
    o = deal.options
    v.player = player
    v.n = n = deal.n
    v.options = o
    v.sides = o.sides
    v.side_of = tuple(deal.side_of(p) for p in range(n))
    v.side = v.side_of[player]
    v.dealer = deal.dealer
    v.to_move = deal.to_move
    v.over = deal.over
    v.hand = tuple(sorted(deal.hand(player)))
    # Carte scoperte: partners (opposite, two against two) see each other's hand, nobody else's.
    v.partner = (player + 2) % n if o.scoperte else -1
    v.partner_hand = tuple(sorted(deal.hand(v.partner))) if o.scoperte else ()
    v.table = tuple(deal.table())
    v.piles = tuple(tuple(deal.pile(s)) for s in range(o.sides))
    v.scope = tuple(deal.scope(s) for s in range(o.sides))
    v.bonus = tuple(deal.bonus)
    v.hand_counts = tuple(len(deal.hand(p)) for p in range(n))
    v.stock = deal.stock_count()
    v.aside = len(deal.aside)
    v.last_round = deal.is_last_round()
    v.last_capturer = deal.last_capturer
    v.plays = tuple(deal.round_plays())  # fresh tuples, none of them the deal's
    v.last_scopa = o.no_last_scopa and last_scopa(deal, v.plays)
    v.calls = tuple(deal.calls)
    v.totals = tuple(totals) if totals is not None else None
    moves = ()
    infos = ()
    legal = ()
    if not deal.over and deal.to_move == player:
        moves = tuple(deal.moves())
        infos = tuple(deal.move_info(m) for m in moves)
        if o.mistakes:
            legal = tuple(m != CALL and is_legal_pick(o, infos[i][0], v.table, infos[i][1], v.hand)
                          for i, m in enumerate(moves))
        else:
            legal = tuple(m != CALL for m in moves)
    v.moves = moves
    v.infos = infos
    v.legal = legal
    v.scopa = tuple(deal.is_scopa(m) for m in moves)
    return v


def last_scopa(deal, plays):
    """Whether the deal's last capture so far made a scopa, which no_last_scopa takes back if no
    capture follows (the whole deal's plays only when this round has no capture)."""
    for _, _, taken, scopa in reversed(plays):
        if taken:
            return scopa
    for _, _, taken, scopa in reversed(deal.plays):
        if taken:
            return scopa
    return False
