"""How Maestro's search plays the other side, for two players.

A world shows every hand to every player, but the other side cannot see ours. Searched as
an all-seeing minimiser it would never leave us a capture our hand has, and we would never
try for one. So it moves as it would without seeing our hand (``pick``): to the position
that is best for it by ``evaluate.leaf`` with our threat replaced by what it can expect of
our hand (``blind_threat``); the move is worth what it gives against the hand we hold.

When the search is our move and one reply, sampled worlds only estimate what the reply
costs us: ``reply`` tries once every card the other may hold (then our best answer), and
``expect`` takes the mean, over every hand of h of the U cards it may hold, of the value of
the card it likes best. No allocation.
"""

from scopa_core.ai.evaluate import leaf, settled, threat, blind_threat

SCALE = 1 << 14  # fixed point of the chances in ``expect``


def pick(sim, S, N, cards, codes, k, me, w, out):
    """The other side's choice among the k moves ``cards``/``codes`` from S (its turn):
    ``out[0]`` its index, ``out[1]`` its value to us, ``out[2]`` the other's key (the lower,
    the better for it). ``N`` is scratch; it holds the last move's position. ``w``: the
    Worlds (its pool)."""
    mb = sim.MB
    for i in range(k):
        N[:] = S
        sim.play(N, cards[i], codes[i])
        if N[mb + 2] == 0:
            v = x = leaf(sim, N, me, w)
        else:
            x = settled(sim, N, me)
            v = x + threat(sim, N, me)
            if sim.side_of[N[mb]] == me:
                x += blind_threat(sim, N, me, w)
            else:
                x = v
        if i == 0 or x < out[2]:
            out[0] = i
            out[1] = v
            out[2] = x


def reply(m, P, card, rest):
    """What the other playing ``card`` from position P (its turn) is worth to us, for
    Maestro ``m`` (its buffers, side and pool): it plays the card its best way (``pick``),
    then we make our best move, the other then holding ``rest`` cards of the pool we cannot
    see. Sets ``m.out`` as ``pick`` does."""
    sim = m.sim
    w = m.worlds_of
    out = m.out
    N = m.st[2]
    cards = m.cb[2]
    codes = m.kb[2]
    mb = sim.MB
    v = card % 10 + 1
    bit = 1 << (card // 10)
    at = sim.HB + P[mb] * 10 + v - 1
    P[at] |= bit
    k = sim.captures(P, v, codes, 0)
    if not k:
        codes[0] = 0
        k = 1
    for i in range(k):
        cards[i] = card
    pick(sim, P, N, cards, codes, k, m.me, w, out)
    i = out[0]
    N[:] = P
    sim.play(N, card, codes[i])
    P[at] &= ~bit
    if not N[mb + 2]:
        return
    N2 = m.st[3]
    cards = m.cb[3]
    codes = m.kb[3]
    k = sim.gen(N, cards, codes)
    for i in range(k):
        N2[:] = N
        sim.play(N2, cards[i], codes[i])
        if N2[mb + 2]:
            v = settled(sim, N2, m.me) + blind_threat(sim, N2, m.me, w, rest)
        else:
            v = leaf(sim, N2, m.me, w)
        if i == 0 or v > best:
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
    p = SCALE * h // u
    total = 0
    left = SCALE
    last = u - h
    for j in range(last):
        total += val[order[j]] * p
        left -= p
        p = p * (last - j) // (u - 1 - j)
    return (total + val[order[last]] * left) // SCALE
