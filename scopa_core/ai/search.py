"""Maestro's search in one world: how deep (``plies``) and the alpha-beta over the lean
simulator (``ab``), ``evaluate.leaf`` at the leaves.

The search is a loop over the plies, their state in small lists made when seated, not a
recursion: a board keeps every Python call's frame on a Python stack of 2 KB, and the game's
own calls down to the search take most of it. Nothing is allocated per node; the moves of
every ply share one stack.
"""

from micropython import const

from scopa_core.ai.evaluate import leaf, pick

# A position's turn offsets, as sim names them (test_sim_layout checks they agree).
_TO_MOVE = const(0)
_IN_HANDS = const(2)

MAXD = const(8)  # deepest search (plies() stays under it)
ROW = const(64)  # moves of one position at most (13 cards, several captures each)
STACK = const(3 * ROW)  # moves of the plies on the search's path; a ply that may not fit is a leaf
BIG = const(1 << 28)


def plies(view, leaves, exact, parity):
    """How deep to search: to the end of the deal when the stock is out and at most ``exact``
    cards are left in the hands (solved exactly); else while the tree stays under ``leaves``
    leaves (at least two plies), never past the end of the round. With two sides and
    ``parity`` the search ends after a reply of theirs (one ply shallower)."""
    left = sum(view.hand_counts)
    if view.stock == 0 and left <= exact:
        return min(left, MAXD)
    p = view.to_move
    counts = list(view.hand_counts)
    size = 1
    d = 0
    while d < left and counts[p]:  # an empty hand: a new round, stop at the deal
        if d >= 2 and size * counts[p] > leaves:
            break
        size *= counts[p]
        counts[p] -= 1
        p = (p + 1) % view.n
        d += 1
    if view.sides == 2 and d & 1 and d < left and parity and d > 2:
        d -= 1
    return max(1, min(d, MAXD))


def ab(m, depth):
    """The value to Maestro ``m`` of position ``m.st[1]`` searched ``depth`` plies deep by
    alpha-beta, as a recursion would find it, visiting the same positions in the same order.
    Ply d's position is ``st[d]``, its moves are on the stack (``cards``/``codes``) from where
    ply d - 1's end (the root's: ``nroot``), and ``m.ply`` holds five lists (small ints: read
    and written faster than an array's) of what each ply keeps: the move it is searching, the
    end of its moves (negated on a ply where the others minimise, 0 for the blind side's one
    move), its best, alpha and beta."""
    sim = m.sim
    st = m.st
    pi, pk, pb, pa, pz = m.ply
    cards = m.cards
    codes = m.codes
    side_of = sim.side_of
    me = m.me
    to_move = sim.MB + _TO_MOVE  # where a position says who moves
    in_hands = sim.MB + _IN_HANDS  # ... and how many cards are in the hands
    blind = m.blind
    nodes = m.nodes
    top = depth + 1  # ply d searches top - d plies deep
    alpha = -BIG
    beta = BIG
    at = m.nroot
    d = 1
    while True:
        S = st[d]
        nodes += 1
        if depth > 0 and S[in_hands] and at <= STACK - ROW:
            k = sim.gen(S, cards, codes, at)
            pa[d] = alpha
            pz[d] = beta
            i = at
            if side_of[S[to_move]] == me:
                pk[d] = k
                pb[d] = -BIG
            elif not blind:
                pk[d] = -k  # a ply of the others': they minimise
                pb[d] = BIG
            else:
                # The other side moves blind (see evaluate.py): one move, no branching.
                out = m.out
                pick(sim, S, st[d + 1], cards, codes, at, k, me, m, out)
                nodes += k - at
                pk[d] = 0
                i = out[0]
                if depth == 1:
                    v = out[1]
                    i = -1
            if i >= 0:  # down to move i
                pi[d] = i
                N = st[d + 1]
                N[:] = S
                sim.play(N, cards[i], codes[i])
                at = k
                d += 1
                depth -= 1
                continue
        else:
            v = leaf(sim, S, me, m)
        while True:  # back up the plies with v to one with a move left to search
            d -= 1
            if not d:
                m.nodes = nodes
                return v
            k = pk[d]
            if k > 0:
                if v > pb[d]:
                    pb[d] = v
                    if v > pa[d]:
                        pa[d] = v
            elif k:
                k = -k
                if v < pb[d]:
                    pb[d] = v
                    if v < pz[d]:
                        pz[d] = v
            else:
                continue
            i = pi[d] + 1
            alpha = pa[d]
            beta = pz[d]
            if alpha < beta and i < k:
                break
            v = pb[d]
        pi[d] = i
        N = st[d + 1]
        N[:] = st[d]
        sim.play(N, cards[i], codes[i])
        at = k
        d += 1
        depth = top - d
