"""How many plies Maestro searches from a view."""


def plies(view, leaves, exact, parity, most):
    """To the end of the deal when the stock is out and at most ``exact`` cards are left in
    the hands (solved exactly); else while the tree stays under ``leaves`` leaves (at least two
    plies), never past the end of the round. With two sides and ``parity`` the search ends
    after a reply of theirs: 1 one ply shallower, 2 one deeper. At most ``most``."""
    left = sum(view.hand_counts)
    if view.stock == 0 and left <= exact:
        return min(left, most)
    n = view.n
    p = view.to_move
    counts = list(view.hand_counts)
    size = 1
    d = 0
    while d < left:
        h = counts[p]
        if h == 0:
            break  # a new round: stop at the deal (no guessing what comes)
        if d >= 2 and size * h > leaves:
            break
        size *= h
        counts[p] -= 1
        p = (p + 1) % n
        d += 1
    if view.sides == 2 and d & 1 and d < left and parity:
        if parity == 2 and counts[p]:
            d += 1
        elif d > 2:
            d -= 1
    return max(1, min(d, most))
