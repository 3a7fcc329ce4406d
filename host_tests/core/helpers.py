"""Shared helpers of the engine's tests (plain Python: CPython and the board twin).

Imported as ``helpers`` under lab/mp_run_tests.py (which puts this directory on sys.path)
and as ``core.helpers`` under pytest (which puts host_tests/ on sys.path).
"""

from scopa_core.cards import CALL
from scopa_core.deal import Deal


def rank(card):
    return card % 10 + 1


def ranks(cards):
    return sorted(rank(c) for c in cards)


def count_rank(cards, r):
    n = 0
    for c in cards:
        if rank(c) == r:
            n += 1
    return n


def all_cards(d):
    """Hands + table + piles + set-aside cards, as a sorted list (stock not included)."""
    out = []
    for p in range(d.options.players):
        out.extend(d.hand(p))
    out.extend(d.table())
    for s in range(d.options.sides):
        out.extend(d.pile(s))
    out.extend(list(d.aside))
    out.sort()
    return out


def check_conserved(d):
    cards = all_cards(d)
    for i in range(1, len(cards)):
        assert cards[i] != cards[i - 1], "card %d twice" % cards[i]
    for c in cards:
        assert 0 <= c < 40
    assert len(cards) + d.stock_count() == 40, (len(cards), d.stock_count())


def find_deal(pred, hint, limit=4000, dealer=0, **kw):
    """First Deal(seed=s, dealer=dealer, **kw) with pred(deal) true, s = hint, hint+1, ...

    The hints were found on CPython for the current shuffle; if the shuffle changes the
    search just runs further."""
    s = hint
    while s < hint + limit:
        d = Deal(seed=s, dealer=dealer, **kw)
        if pred(d):
            return d
        s += 1
    raise AssertionError("no seed in %d..%d gives the set-up" % (hint, hint + limit - 1))


def moves_of_card(d, card):
    """The captures (tuples) the deal offers for ``card``, sorted."""
    out = []
    for m in d.moves():
        if m != CALL and m & 63 == card:
            out.append(d.move_info(m)[1])
    out.sort()
    return out


def first_move(d):
    return d.moves()[0]


def play_out(d, chooser=None):
    """Play the deal to its end; ``chooser(moves)`` picks a move (default: the first)."""
    while not d.over:
        ms = d.moves()
        d.play(chooser(ms) if chooser else ms[0])
    return d
