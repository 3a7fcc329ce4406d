"""What the others' plays this round say about the cards they still hold (for Maestro's worlds).

Players take what is clearly worth taking. So when another player made a play this round while
a card of value v would have scored more than that play by more than MARGIN (Normale's worths:
``base.greedy_score``; a capture always beats laying a card down), its hand then held no card
of value v, and its hand now, a part of that hand, holds none either. That gives a mask of the
values each player cannot hold now. Only the view is read: the table and the plays log.

A player whose own later plays this round break the rule (it played a card of a value the rule
says it did not hold) does not play that way: nothing is inferred about it.
"""

from scopa_core.ai.base import WORTH, SCOPA
from scopa_core.ai.sim import ALL, LOW, cards_in

MARGIN = 0  # how much better, in worth, the missed play must have been


def forbidden(view, sim, S, codes):
    """Per player, a mask of the values (bit v-1) it cannot hold now; None when nothing is
    known. ``S`` (11 bytes) and ``codes`` are scratch buffers."""
    if view.options.mistakes:
        return None
    n = view.n
    rounds = sim.rounds
    r = len(rounds) - 1
    rem = view.stock
    while rem > 0:
        rem -= rounds[r] * n
        r -= 1
    played = rounds[r] * n - sum(view.hand_counts)
    if played <= 0:
        return None
    out = [0] * n
    broken = 0
    for i in range(11):
        S[i] = 0
    for c in view.table:
        S[c % 10 + 1] |= 1 << (c // 10)
        S[0] += 1
    plays = view.plays
    end = len(plays)
    asso = view.options.asso
    for i in range(end - 1, end - 1 - played, -1):
        p, card, taken, _ = plays[i]
        # Back to the table before play i.
        if taken:
            for c in taken:
                S[c % 10 + 1] |= 1 << (c // 10)
                S[0] += 1
        else:
            S[card % 10 + 1] &= ~(1 << (card // 10))
            S[0] -= 1
        if p == view.player:
            continue
        if taken:
            got = WORTH[card]
            for c in taken:
                got += WORTH[c]
            if len(taken) == S[0] and not (asso and card % 10 == 0):
                got += SCOPA
        else:
            got = -WORTH[card]
        mask = 0
        for v in range(1, 11):
            k = sim.captures(S, v, codes, 0)
            if k and _best_capture(S, v, codes, k, asso) > got + MARGIN:
                mask |= 1 << (v - 1)
        if not mask:
            continue
        for j in range(i + 1, end):
            if plays[j][0] == p and mask >> (plays[j][1] % 10) & 1:
                broken |= 1 << p
        out[p] |= mask
    known = False
    for p in range(n):
        if broken >> p & 1:
            out[p] = 0
        elif out[p]:
            known = True
    return out if known else None


def _best_capture(S, v, codes, k, asso):
    """The most a card of value v (of its cheapest suit) scores by capturing on table S, with
    the capture codes ``codes[:k]``: what it takes, the card itself, and a scopa."""
    best = 0
    for i in range(k):
        code = codes[i]
        w = WORTH[10 + v - 1]
        if code == ALL:
            m = S[0]
            for x in range(1, 11):
                t = S[x]
                while t:
                    s = LOW[t]
                    t &= ~(1 << s)
                    w += WORTH[s * 10 + x - 1]
        else:
            m = cards_in(code)
            x = 1
            while code:
                t = code & 7
                b = S[x]
                while t:
                    s = LOW[b]
                    b &= ~(1 << s)
                    w += WORTH[s * 10 + x - 1]
                    t -= 1
                code >>= 3
                x += 1
        if m == S[0] and not (asso and v == 1):
            w += SCOPA
        if w > best:
            best = w
    return best
