"""The two levels that do not look ahead.

Normale (the yardstick): for each legal move, ``greedy_score``: a capture scores the
worth of the cards it takes plus the card played (10 a card, +8 a denaro, +60 the settebello,
+12 a 7, +8 a 6, +5 an Asso) plus 100 for a scopa; a card laid down scores minus its own
worth, so it lays down its cheapest card. Highest score wins, ties go to the lowest move.
No lookahead (it never asks what the opponent can take next), no memory of cards seen.

Principiante: plays Normale's move most of the time, but a third of the time any legal
move at random (it misses captures and sweeps); it calls only half the mistakes it sees and,
under the mistakes option, now and then picks a capture the rules forbid.
"""

from scopa_core.ai.agent import Agent, WORTH, SCOPA
from scopa_core.cards import CALL


def greedy_score(view, i):
    """Normale's score of move ``i`` of the view: a capture is worth what it takes (plus a
    scopa); laying a card down costs that card's worth. No lookahead, no memory."""
    card, taken = view.infos[i]
    if not taken:
        return -WORTH[card]
    s = WORTH[card]
    for c in taken:
        s += WORTH[c]
    if view.scopa[i]:
        s += SCOPA
    return s


def best_greedy(view):
    best = None
    top = -100000
    for i in range(len(view.moves)):
        if not view.legal[i]:
            continue
        s = greedy_score(view, i)
        if s > top:
            top = s
            best = view.moves[i]
    return best


class Normale(Agent):
    level = "normale"

    def think(self, view):
        return best_greedy(view)


class Principiante(Agent):
    level = "principiante"
    CALLS = 50
    RANDOM = 33  # percent of moves played at random
    BLUNDER = 8  # percent of moves, under the mistakes option, that pick an illegal capture

    def think(self, view):
        rng = self.rng
        if view.options.mistakes and rng.below(100) < self.BLUNDER:
            wrong = [view.moves[i] for i in range(len(view.moves))
                     if not view.legal[i] and view.moves[i] != CALL]
            if wrong:
                return rng.choice(wrong)
        if rng.below(100) < self.RANDOM:
            return rng.choice(view.legal_moves())
        return best_greedy(view)
