"""Shared helpers of the AI tests."""

from scopa_core.ai.levels import make_agent
from scopa_core.deal import Deal
from scopa_core.rng import Rng
from scopa_core.view import view_of


def view_key(v):
    """Everything a view holds, comparable: two views that tell a player the same are equal
    (its options compare by value)."""
    return vars(v)


def resample(deal, player, seed, keep=()):
    """A copy of ``deal`` in which every card ``player`` has not seen (the other hands but
    those of the players in ``keep``, the stock, the set-aside cards) is dealt again at random:
    any deal consistent with the view when ``keep`` holds the hands it sees. Reaches into Deal
    internals (test-only)."""
    d = deal.clone()
    hidden = []
    for q in range(d.n):
        if q != player and q not in keep:
            hidden.extend(d._hands[q])
    hidden.extend(d._deck[d._pos:])
    Rng(seed).shuffle(hidden)
    k = 0
    for q in range(d.n):
        if q != player and q not in keep:
            size = len(d._hands[q])
            d._hands[q] = sorted(hidden[k:k + size])
            k += size
    deck = bytearray(d._deck)
    deck[d._pos:] = bytes(hidden[k:])
    d._deck = deck
    d.aside = bytes(deck[40 - len(d.aside):])
    d._moves = None
    return d


def play_deal(options, seed, levels, on_move=None):
    """Play one deal, ``levels[p]`` for each player; returns the finished Deal."""
    deal = Deal(seed=seed, options=options)
    rng = Rng(seed)
    agents = [make_agent(levels[p], rng.next30()) for p in range(deal.n)]
    while not deal.over:
        p = deal.to_move
        v = view_of(deal, p)
        m = agents[p].choose(v)
        assert m in v.moves
        if on_move:
            on_move(deal, v, m)
        deal.play(m)
    return deal
