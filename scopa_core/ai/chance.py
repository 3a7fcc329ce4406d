"""Maestro's exact two-ply search, for two players: our move, then the other's reply, whose
hand is any h of the U cards it may hold.

Sampled worlds only estimate what the reply costs us; here every card it may hold is tried
once: ``reply`` gives, for one card, the best use the other makes of it (its choice made
without seeing our hand, as in ``Maestro._blind_reply``) and what that is worth to us. The
other plays, of the h cards it holds, the one it likes best, so our move is worth
``expect``: the mean, over every hand of h of the U cards, of the value of its best card.
No allocation.
"""

from scopa_core.ai.evaluate import leaf, threat, blind_threat

SCALE = 1 << 14  # fixed point of the chances in ``expect``


def reply(sim, P, N, card, codes, me, pool, crit, val, j):
    """Set ``crit[j]`` (the other's key to choose by) and ``val[j]`` (the value to us) of
    the other playing ``card`` from position P (its turn) in its best way; ``N`` and
    ``codes`` are scratch."""
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
        N[:] = P
        sim.play(N, card, codes[i])
        x = y = leaf(sim, N, me, pool)
        if N[mb + 2] and sim.side_of[N[mb]] == me:
            x += blind_threat(sim, N, me, pool) - threat(sim, N, me)
        if i == 0 or x < crit[j]:
            crit[j] = x
            val[j] = y
    P[at] &= ~bit


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
