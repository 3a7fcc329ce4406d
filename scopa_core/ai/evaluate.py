"""Scores of simulator positions for the search, in hundredths of a point, from one side's view.

``final`` is exact: the deal's points, ours minus the others' (minus their mean with more than
two sides). ``settled`` estimates it mid-deal: scope and the settebello (and Re bello) are
already points; carte, denari and primiera (or sevens) count by our lead over the best other
side, more the fewer cards are still out to change it, and fully once it cannot be caught.
``threat`` is a look past the horizon: the sweep, settebello or pair capture the player to
move has; ``blind_threat`` the same as seen by someone who cannot see that hand (or when it is
not dealt yet). ``leaf`` puts them together where the search stops.
No allocation: they are called at every leaf.
"""

from scopa_core.ai.sim import PS, POP

CAP = 25  # _threat: a pair the player to move can capture (twice with a denaro)
SEV = 40  # ... more when the pair is of sevens
FRESH = 50  # weight (%) of the next round's first threat at the end of a round


def final(sim, S, me):
    pts = sim.points(S)
    k = sim.sides - 1
    others = 0
    for s in range(sim.sides):
        if s != me:
            others += pts[s]
    return (pts[me] * k - others) * 100 // k


def _lead(d, left):
    """Worth (of 100) of leading by d with ``left`` cards of the kind still out."""
    if d == 0:
        return 0
    if d > left:
        return 100
    if -d > left:
        return -100
    a = d if d > 0 else -d
    return 100 * d // (a + left // 2 + 2)


def settled(sim, S, me):
    """The deal's points as they stand, with the races still open weighed by our lead."""
    SB = sim.SB
    b = SB + me * PS
    sides = sim.sides
    oc = od = o7 = op = 0
    osc = 0
    ob = 0
    tc = td = t7 = 0
    for s in range(sides):
        x = SB + s * PS
        tc += S[x]
        td += S[x + 1]
        t7 += S[x + 2]
        if s == me:
            continue
        if S[x] > oc:
            oc = S[x]
        if S[x + 1] > od:
            od = S[x + 1]
        if S[x + 2] > o7:
            o7 = S[x + 2]
        p = S[x + 3] + S[x + 4] + S[x + 5] + S[x + 6]
        if p > op:
            op = p
        osc += S[x + 7]
        ob += (S[x + 8] >> 6 & 1) + (S[x + 9] >> 1 & 1 if sim.re_bello else 0)
    k = sides - 1
    v = (S[b + 7] * k - osc) * 100 // k
    v += ((S[b + 8] >> 6 & 1) + (S[b + 9] >> 1 & 1 if sim.re_bello else 0) - ob) * 100
    left = sim.total - tc
    if sides == 2:
        v += _lead(S[b] - oc, left)
        v += _lead(S[b + 1] - od, 10 - td)
    else:
        v += _lead(S[b] - oc, left) * 2 // 3
        v += _lead(S[b + 1] - od, 10 - td) * 2 // 3
    if sim.prim_rule == 3:
        v += _lead(S[b + 2] - o7, 4 - t7)
    else:
        d = S[b + 3] + S[b + 4] + S[b + 5] + S[b + 6] - op
        a = d if d > 0 else -d
        v += 100 * d // (a + 30 + left)
    return v


def threat(sim, S, me):
    """The player to move at a leaf sweeps the table, or takes the settebello, if it can:
    a one-card look past the horizon."""
    n = S[0]
    if not n:
        return 0
    mb = sim.MB
    p = S[mb]
    hb = sim.HB + p * 10
    t = 0
    for w in range(1, 11):
        t += POP[S[w]] * w
    if sim.escoba:
        t = 15 - t
    g = 0
    if 0 < t <= 10 and S[hb + t - 1] and not (S[mb + 2] == 1 and S[mb + 4] >= sim.stock_end):
        if not (sim.asso and t == 1):
            g = 100 + 10 * n
    elif S[7] & 1 and S[hb + 6] and not sim.escoba:
        g = 80
    elif CAP and not sim.escoba:
        # Its best plain capture of a pair (card of a value on the table).
        for v in range(1, 11):
            if S[hb + v - 1] and S[v]:
                x = CAP + (CAP if S[v] & 1 or S[hb + v - 1] & 1 else 0) + (SEV if v == 7 else 0)
                if x > g:
                    g = x
    if not g:
        return 0
    return g if sim.side_of[p] == me else -g


def blind_threat(sim, S, me, w, fresh=0):
    """``threat`` as a player who cannot see the hand of the player to move expects it: the
    chance that a hand of that size, drawn from that hand and the pool of other cards the
    player cannot see (``w.pool``: ``pool[v]`` of value v, ``pool[0]`` in all; the same total
    all through a search), holds the card for the sweep, the settebello or the best pair.
    ``fresh``: the hand is not dealt yet; it will be that many cards of the pool. The chances
    are kept in ``w.chances`` (reset for each search)."""
    n = S[0]
    if not n or sim.escoba:
        return 0 if fresh else threat(sim, S, me)
    pool = w.pool
    memo = w.chances
    mb = sim.MB
    p = S[mb]
    hb = sim.HB + p * 10
    if fresh:
        h = fresh
        u = pool[0]
        at = 55 + 5 * h
    else:
        h = 0
        for v in range(10):
            h += POP[S[hb + v]]
        u = h + pool[0]
        at = 5 * h
    t = 0
    for v in range(1, 11):
        t += POP[S[v]] * v
    g = 0
    if 0 < t <= 10 and not (S[mb + 2] == 1 and S[mb + 4] >= sim.stock_end) and not (sim.asso and t == 1):
        c = POP[S[hb + t - 1]] + pool[t]
        x = memo[at + c]
        if x < 0:
            x = memo[at + c] = _chance(c, h, u)
        g = (100 + 10 * n) * x // 1000
    b = 0
    if S[7] & 1:
        c = POP[S[hb + 6]] + pool[7]
        x = memo[at + c]
        if x < 0:
            x = memo[at + c] = _chance(c, h, u)
        b = 80 * x // 1000
    elif CAP:
        for v in range(1, 11):
            if S[v]:
                c = POP[S[hb + v - 1]] + pool[v]
                x = memo[at + c]
                if x < 0:
                    x = memo[at + c] = _chance(c, h, u)
                x = (CAP + (CAP if S[v] & 1 else 0) + (SEV if v == 7 else 0)) * x // 1000
                if x > b:
                    b = x
    if b > g:
        g = b
    return g if sim.side_of[p] == me else -g


def leaf(sim, S, me, w):
    """The search's value of S with no more plies: the deal's points once it is over;
    at the end of a round (the search does not deal: ``sim.dealing`` is off) ``static`` with
    the next player's threat from a hand of the next deal drawn from ``w.pool``."""
    mb = sim.MB
    if S[mb + 2] == 0:
        if S[mb + 4] >= sim.stock_end:
            return final(sim, S, me)
        return settled(sim, S, me) + blind_threat(sim, S, me, w, sim.rounds[S[mb + 3] + 1]) * FRESH // 100
    return settled(sim, S, me) + threat(sim, S, me)


def _chance(c, h, u):
    """Permille chance that h cards drawn from u hold at least one of c given cards."""
    if c <= 0 or h <= 0:
        return 0
    if h >= u:
        return 1000
    q = 1000
    for i in range(h):
        q = q * (u - c - i) // (u - i)
        if q <= 0:
            return 1000
    return 1000 - q
