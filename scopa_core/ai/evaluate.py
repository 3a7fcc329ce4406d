"""Scores of simulator positions for the search, in hundredths of a point, from one side's view.

``final`` is exact: the deal's points, ours minus the others' (minus their mean with more than
two sides). ``settled`` estimates it mid-deal: scope and the settebello (and Re bello) are
already points; carte, denari and primiera (or sevens) count by our lead over the best other
side, more the fewer cards are still out to change it, and fully once it cannot be caught.
``threat`` is a look past the horizon: the sweep, settebello or pair capture the player to
move has; ``blind_threat`` the same as seen by someone who cannot see that hand (or when it is
not dealt yet). ``leaf`` puts them together where the search stops.

How the other side plays in the search, for two players: a world shows every hand to every
player, but the other side cannot see ours. Searched as an all-seeing minimiser it would never
leave us a capture our hand has, and we would never try for one. So it moves as it would
without seeing our hand (``pick``): to the position that is best for it by ``leaf`` with our
threat replaced by what it can expect of our hand (``blind_threat``); the move is worth what
it gives against the hand we hold.

When the search is our move and one reply, sampled worlds only estimate what the reply costs
us: ``reply`` tries once every card the other may hold (then our best answer), and ``expect``
takes the mean, over every hand of h of the U cards it may hold, of the value of the card it
likes best. No allocation: all of these run at every node.
"""

from micropython import const

from scopa_core.ai.sim import PS, POP
from scopa_core.options import SEVENS

# A position's offsets, as sim names them (test_sim_layout checks they agree).
_TABLE_CARDS = const(0)
_CARDS = const(0)  # in a side's bytes
_DENARI = const(1)
_SEVENS = const(2)
_BEST = const(3)
_SCOPE = const(7)
_DENARI_LOW = const(8)
_DENARI_HIGH = const(9)
_TO_MOVE = const(0)  # from MB
_IN_HANDS = const(2)

_CAP = const(25)  # threat: a pair the player to move can capture (twice with a denaro)
_SEV = const(40)  # ... more when the pair is of sevens
_FRESH = const(50)  # weight (%) of the next round's first threat at the end of a round


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
        cards = S[x + _CARDS]
        denari = S[x + _DENARI]
        sevens = S[x + _SEVENS]
        tc += cards
        td += denari
        t7 += sevens
        if s == me:
            continue
        if cards > oc:
            oc = cards
        if denari > od:
            od = denari
        if sevens > o7:
            o7 = sevens
        y = x + _BEST  # the best of each suit
        p = S[y] + S[y + 1] + S[y + 2] + S[y + 3]
        if p > op:
            op = p
        osc += S[x + _SCOPE]
        # the settebello (card 6) and the Re bello (card 9)
        ob += (S[x + _DENARI_LOW] >> 6 & 1) + (S[x + _DENARI_HIGH] >> 1 & 1 if sim.re_bello else 0)
    k = sides - 1
    v = (S[b + _SCOPE] * k - osc) * 100 // k
    v += ((S[b + _DENARI_LOW] >> 6 & 1) + (S[b + _DENARI_HIGH] >> 1 & 1 if sim.re_bello else 0)
          - ob) * 100
    left = sim.total - tc
    if sides == 2:
        v += _lead(S[b + _CARDS] - oc, left)
        v += _lead(S[b + _DENARI] - od, 10 - td)
    else:
        v += _lead(S[b + _CARDS] - oc, left) * 2 // 3
        v += _lead(S[b + _DENARI] - od, 10 - td) * 2 // 3
    if sim.primiera == SEVENS:
        v += _lead(S[b + _SEVENS] - o7, 4 - t7)
    else:
        y = b + _BEST
        d = S[y] + S[y + 1] + S[y + 2] + S[y + 3] - op
        a = d if d > 0 else -d
        v += 100 * d // (a + 30 + left)
    return v


def threat(sim, S, me):
    """The player to move at a leaf sweeps the table, or takes the settebello, if it can:
    a one-card look past the horizon."""
    n = S[_TABLE_CARDS]
    if not n:
        return 0
    mb = sim.MB
    p = S[mb + _TO_MOVE]
    hb = sim.HB + p * 10
    t = 0
    for w in range(1, 11):
        t += POP[S[w]] * w
    if sim.escoba:
        t = 15 - t
    g = 0
    if 0 < t <= 10 and S[hb + t - 1] and not (S[mb + _IN_HANDS] == 1 and not sim.stock):
        if not (sim.asso and t == 1):
            g = 100 + 10 * n
    elif S[7] & 1 and S[hb + 6] and not sim.escoba:
        g = 80
    elif _CAP and not sim.escoba:
        # Its best plain capture of a pair (card of a value on the table).
        for v in range(1, 11):
            if S[hb + v - 1] and S[v]:
                x = _CAP + (_CAP if S[v] & 1 or S[hb + v - 1] & 1 else 0) + (_SEV if v == 7 else 0)
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
    n = S[_TABLE_CARDS]
    if not n or sim.escoba:
        return 0 if fresh else threat(sim, S, me)
    pool = w.pool
    memo = w.chances
    mb = sim.MB
    p = S[mb + _TO_MOVE]
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
    if 0 < t <= 10 and not (S[mb + _IN_HANDS] == 1 and not sim.stock) and not (sim.asso and t == 1):
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
    elif _CAP:
        for v in range(1, 11):
            if S[v]:
                c = POP[S[hb + v - 1]] + pool[v]
                x = memo[at + c]
                if x < 0:
                    x = memo[at + c] = _chance(c, h, u)
                x = (_CAP + (_CAP if S[v] & 1 else 0) + (_SEV if v == 7 else 0)) * x // 1000
                if x > b:
                    b = x
    if b > g:
        g = b
    return g if sim.side_of[p] == me else -g


def leaf(sim, S, me, w):
    """The search's value of S with no more plies: the deal's points once it is over;
    at the end of a round (the search does not deal: ``sim.dealing`` is off) ``static`` with
    the next player's threat from a hand of the next deal drawn from ``w.pool``."""
    if S[sim.MB + _IN_HANDS] == 0:
        if not sim.stock:
            return final(sim, S, me)
        return settled(sim, S, me) + blind_threat(sim, S, me, w, sim.fresh) * _FRESH // 100
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

_SCALE = const(1 << 14)  # fixed point of the chances in ``expect``


def pick(sim, S, N, cards, codes, lo, hi, me, w, out):
    """The other side's choice among the moves ``cards``/``codes`` [lo, hi) from S (its
    turn): ``out[0]`` its index, ``out[1]`` its value to us, ``out[2]`` the other's key (the
    lower, the better for it). ``N`` is scratch; it holds the last move's position. ``w``:
    the Worlds (its pool)."""
    mb = sim.MB
    for i in range(lo, hi):
        N[:] = S
        sim.play(N, cards[i], codes[i])
        if N[mb + _IN_HANDS] == 0:
            v = x = leaf(sim, N, me, w)
        else:
            x = settled(sim, N, me)
            v = x + threat(sim, N, me)
            if sim.side_of[N[mb + _TO_MOVE]] == me:
                x += blind_threat(sim, N, me, w)
            else:
                x = v
        if i == lo or x < out[2]:
            out[0] = i
            out[1] = v
            out[2] = x


def reply(m, P, card, rest):
    """What the other playing ``card`` from position P (its turn) is worth to us, for
    Maestro ``m`` (its buffers, side and pool): it plays the card its best way (``pick``),
    then we make our best move, the other then holding ``rest`` cards of the pool we cannot
    see. Sets ``m.out`` as ``pick`` does. The moves go on m's stack after the root's."""
    sim = m.sim
    w = m
    me = m.me
    out = m.out
    N = m.st[2]
    cards = m.cards
    codes = m.codes
    lo = m.nroot
    mb = sim.MB
    v = card % 10 + 1
    at = sim.HB + P[mb + _TO_MOVE] * 10 + v - 1
    P[at] |= 1 << card // 10
    k = sim.captures(P, v, codes, lo)
    if k == lo:
        codes[k] = 0
        k += 1
    for i in range(lo, k):
        cards[i] = card
    pick(sim, P, N, cards, codes, lo, k, me, w, out)
    N[:] = P
    sim.play(N, card, codes[out[0]])
    P[at] &= ~(1 << card // 10)
    if not N[mb + _IN_HANDS]:
        return
    N2 = m.st[3]
    best = None
    for i in range(lo, sim.gen(N, cards, codes, lo)):
        N2[:] = N
        sim.play(N2, cards[i], codes[i])
        if N2[mb + _IN_HANDS]:
            v = settled(sim, N2, me) + blind_threat(sim, N2, me, w, rest)
        else:
            v = leaf(sim, N2, me, w)
        if best is None or v > best:
            best = v
    out[1] = best


def expect(crit, val, order, u, h):
    """Mean over the h-card hands from u cards of the value ``val[j]`` of the hand's card of
    lowest ``crit[j]``: the j-th lowest of u is the hand's lowest with chance
    C(u-1-j, h-1) / C(u, h)."""
    for j in range(u):
        order[j] = j
    # Insertion sort by crit (u is at most 40).
    for j in range(1, u):
        x = order[j]
        c = crit[x]
        i = j - 1
        while i >= 0 and crit[order[i]] > c:
            order[i + 1] = order[i]
            i -= 1
        order[i + 1] = x
    if h >= u:
        return val[order[0]]
    p = _SCALE * h // u
    total = 0
    left = _SCALE
    last = u - h
    for j in range(last):
        total += val[order[j]] * p
        left -= p
        p = p * (last - j) // (u - 1 - j)
    return (total + val[order[last]] * left) // _SCALE
