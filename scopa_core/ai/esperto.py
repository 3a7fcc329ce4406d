"""Esperto: one move deep, but with memory and a model of the next player's reply.

For each legal move it adds up
- what the move takes, with worths that follow the deal: a card counts less once the carte
  point is settled (a side has more than half the cards), a denaro counts more while the
  denari point is close and nothing once settled, a card's primiera worth is what it adds to
  our best of its suit, the settebello is worth most, a scopa 100;
- minus what the next player is then expected to take: from every card it has seen it knows
  how many cards of each value are still unseen, so the chance that the next player holds
  one (hypergeometric), and for each value the best capture (and sweep) it would allow on
  the table we leave; the expectation of the best one is the risk (a partner's capture counts
  for us, at half);
- minus the worth of keeping a 7 while the settebello is still out;
- on the last play of the deal, the table that goes to the last capturer.
"""

from scopa_core.ai.agent import Agent, SCOPA, PRIMIERA_NO_FACES
from scopa_core.cards import VALUE, PRIMIERA_OF
from scopa_core.options import SEVENS
from scopa_core.rules import legal_sets


def side_facts(pile, prim=PRIMIERA_OF):
    """(cards, denari, best primiera per suit list, sevens) of a captured pile; ``prim``: the
    primiera value of each card (PRIMIERA_NO_FACES under no_faces)."""
    best = [0, 0, 0, 0]
    den = 0
    sev = 0
    for c in pile:
        if c < 10:
            den += 1
        if c % 10 == 6:
            sev += 1
        p = prim[c]
        if p > best[c // 10]:
            best[c // 10] = p
    return len(pile), den, best, sev


def worth_table(view, side):
    """Esperto's worth of each card (0..39) if ``side`` captures it now."""
    sides = view.sides
    prim = PRIMIERA_NO_FACES if view.options.no_faces else PRIMIERA_OF
    facts = [side_facts(view.piles[s], prim) for s in range(sides)]
    total_cards = 40 - view.aside
    half = total_cards // sides
    cards_settled = max(f[0] for f in facts) > half if sides == 2 else False
    den_settled = max(f[1] for f in facts) > 5 if sides == 2 else False
    den_close = max(f[1] for f in facts) >= 4
    mine = facts[side]
    sevens_rule = view.options.primiera == SEVENS
    w = bytearray(40)
    for c in range(40):
        x = 3 if cards_settled else 10
        if c < 10 and not den_settled:
            x += 14 if den_close else 8
        if c == 6:
            x += 60
        if sevens_rule:
            if c % 10 == 6:
                x += 12
        else:
            gain = prim[c] - mine[2][c // 10]
            if gain > 0:
                x += gain * 3 // 5
        w[c] = x
    return w


def _prob_has(unseen_n, of_value, h):
    """Chance that a hand of h cards drawn from unseen_n cards holds one of of_value cards.
    (evaluate._chance is the same chance in whole permille, memoised for Maestro's search;
    this float is Esperto's judgement, once a move: its choices follow from it.)"""
    if of_value <= 0 or h <= 0:
        return 0.0
    if h >= unseen_n:
        return 1.0
    q = 1.0
    for i in range(h):
        q *= (unseen_n - of_value - i) / (unseen_n - i)
        if q <= 0:
            return 1.0
    return 1.0 - q


def reply_risk(view, table, worth, h, unseen_n, counts, last_play_next):
    """Expected worth of the next player's best capture on ``table`` (cards)."""
    if not table or h == 0:
        return 0.0
    o = view.options
    values = [VALUE[c] for c in table]
    gains = []
    for v in range(1, 11):
        p = _prob_has(unseen_n, counts[v], h)
        if p <= 0:
            continue
        best = 0
        for s in legal_sets(v, values, o.escoba, o.fewest, o.asso):
            g = 12
            for i in s:
                g += worth[table[i]]
            if len(s) == len(table) and not last_play_next and not (o.asso and v == 1):
                g += SCOPA
            if g > best:
                best = g
        if best:
            gains.append((best, p))
    gains.sort(reverse=True)
    e = 0.0
    none = 1.0
    for g, p in gains:
        e += g * p * none
        none *= 1 - p
    return e


class Esperto(Agent):
    level = "esperto"

    def think(self, view):
        scored = score_moves(view)
        best = None
        top = None
        for m, s in scored:
            if top is None or s > top:
                top = s
                best = m
        return best


def score_moves(view):
    """[(move, score)] for the legal moves of the view, Esperto's judgement."""
    me = view.side
    n = view.n
    nxt = (view.player + 1) % n
    partner = view.side_of[nxt] == me
    my_worth = worth_table(view, me)
    their_worth = worth_table(view, view.side_of[nxt])
    unseen = view.unseen()
    counts = bytearray(11)
    for c in unseen:
        counts[VALUE[c]] += 1
    cards_left = sum(view.hand_counts) + view.stock
    last_play = cards_left == 1
    h = view.hand_counts[nxt]
    if h == 0 and view.stock > 0:
        h = 3
    settebello_out = False
    for c in unseen:
        if c == 6:
            settebello_out = True
    out = []
    for i in range(len(view.moves)):
        if not view.legal[i]:
            continue
        m = view.moves[i]
        card, taken = view.infos[i]
        if taken:
            s = my_worth[card]
            for c in taken:
                s += my_worth[c]
            left = [c for c in view.table if c not in taken]
            if view.scopa[i]:
                s += SCOPA
            if last_play:
                for c in left:
                    s += my_worth[c]
        else:
            s = 0
            left = list(view.table) + [card]
            if last_play:
                lc = view.last_capturer
                if lc >= 0:
                    t = sum(my_worth[c] for c in left)
                    s += t if view.side_of[lc] == me else -t
        if card % 10 == 6 and settebello_out:
            s -= 8  # a 7 kept in hand may take the settebello later
        if not last_play:
            r = reply_risk(view, left, their_worth, h, len(unseen), counts, cards_left == 2)
            if partner:
                s += r * 0.5
            else:
                s -= r
        out.append((m, s))
    return out
