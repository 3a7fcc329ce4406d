"""Maestro's search in one world: how deep (``plies``) and the alpha-beta over the lean
simulator (``ab``), ``evaluate.leaf`` at the leaves.

The search is a loop over the plies, their state in a small list made when seated, not a
recursion: a board keeps every Python call's frame on a Python stack of 2 KB, and the game's
own calls down to the search take most of it. Nothing is allocated per node; the moves of
every ply share one stack.
"""

from scopa_core.ai.evaluate import leaf, pick

MAXD = 8  # deepest search (plies() stays under it)
ROW = 64  # moves of one position at most (13 cards, several captures each)
STACK = 3 * ROW  # moves of the plies on the search's path; a ply that may not fit is a leaf
BIG = 1 << 28


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
    ply d - 1's end (the root's: ``nroot``), and ``ply[5 * d:5 * d + 5]`` (a list: small ints,
    read and written faster than an array's) holds the move it is searching, the end of its
    moves (negated on a ply where the others minimise, 0 for the blind side's one move), its
    best, alpha and beta."""
    sim = m.sim
    st = m.st
    ply = m.ply
    cards = m.cards
    codes = m.codes
    side_of = sim.side_of
    me = m.me
    mb = sim.MB
    nodes = m.nodes
    alpha = -BIG
    beta = BIG
    at = m.nroot
    d = 1
    while True:
        S = st[d]
        nodes += 1
        v = None
        if depth <= 0 or S[mb + 2] == 0 or at > STACK - ROW:
            v = leaf(sim, S, me, m)
        else:
            k = sim.gen(S, cards, codes, at)
            x = 5 * d
            ply[x + 3] = alpha
            ply[x + 4] = beta
            i = at
            if side_of[S[mb]] == me:
                ply[x + 1] = k
                ply[x + 2] = -BIG
            elif not m.blind:
                ply[x + 1] = -k  # a ply of the others': they minimise
                ply[x + 2] = BIG
            else:
                # The other side moves blind (see evaluate.py): one move, no branching.
                out = m.out
                pick(sim, S, st[d + 1], cards, codes, at, k, me, m, out)
                nodes += k - at
                i = out[0]
                ply[x + 1] = 0
                if depth == 1:
                    v = out[1]
        while v is not None:  # back up the plies with v
            d -= 1
            depth += 1
            if not d:
                m.nodes = nodes
                return v
            x = 5 * d
            k = ply[x + 1]
            if k > 0:
                best = ply[x + 2]
                if v > best:
                    best = v
                    if v > ply[x + 3]:
                        ply[x + 3] = v
            elif k:
                k = -k
                best = ply[x + 2]
                if v < best:
                    best = v
                    if v < ply[x + 4]:
                        ply[x + 4] = v
            else:
                continue
            alpha = ply[x + 3]
            beta = ply[x + 4]
            i = ply[x] + 1
            if alpha >= beta or i >= k:
                v = best
            else:
                ply[x + 2] = best
                v = None
        # Down to move i of ply d, with its window.
        ply[5 * d] = i
        N = st[d + 1]
        N[:] = st[d]
        sim.play(N, cards[i], codes[i])
        at = k
        d += 1
        depth -= 1
