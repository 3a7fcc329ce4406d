"""The seer: Maestro's search given the true deal instead of sampled worlds, the ceiling the
arena reads Maestro's inference against. Host only (the lab): no level of the game offers it,
and ``scopa_core.ai.levels`` does not know its name.

It is a Maestro whose one world is the deal itself: ``deal`` (Maestro's way to fill a world,
``infer.Worlds.deal``) puts every hidden hand as it really is, and the pool (the hidden cards
outside the hands, which the search reads as what the next hands and the others' guesses come
from) becomes exactly what is left in the stock (and set aside). The search stops at the end
of the round as Maestro's does, so the stock's order is not used. One world says all there is
to say, so after it the search stops (``nodes=0``: no new world once anything was searched), and
the enumeration of the other hand's cards (``chance``) is off: it averages over hands the seer
knows are not there. Everything else is Maestro's: the depth, the leaves, the other side moving
blind to our hand with two players (it cannot see ours even when we see its), the solved
endgame.

    Seer(seed, sees=lambda: match.deal, iters=..., time_ms=..., clock=...)

``sees`` returns the Deal being played (the arena holds the Match): the seer reads the hands
from it at each search, never changes it, and checks they are cards its view has not seen, as
many as it counts.
"""

from scopa_core.ai.maestro import Maestro

NAME = "seer"


class Seer(Maestro):
    level = NAME

    def __init__(self, seed=0, iters=None, time_ms=None, clock=None, options=None, sees=None,
                 **kw):
        if sees is None:
            raise ValueError("the seer needs sees=, a function returning the deal being played")
        kw.setdefault("nodes", 0)
        kw.setdefault("chance", 0)
        self.sees = sees
        Maestro.__init__(self, seed, iters, time_ms, clock, options, **kw)

    def deal(self, S, rng):
        """Fill S with the true world: the start position and every hand this player does not
        see, as dealt; the pool keeps the rest of the hidden cards (the stock, set-aside)."""
        view = self.view
        d = self.sees()
        S[:] = self.base
        pool = self.pool
        pool[:] = self.counts
        hb = self.sim.HB
        unseen = set(view.unseen())
        for q in range(view.n):
            if q == view.player or q == view.partner:
                continue
            hand = d.hand(q)
            if len(hand) != view.hand_counts[q] or not unseen.issuperset(hand):
                raise ValueError("the seer was shown another deal than its view's: player %d "
                                 "holds %r, not %d cards it has not seen"
                                 % (q, hand, view.hand_counts[q]))
            for c in hand:
                S[hb + q * 10 + c % 10] |= 1 << (c // 10)
                pool[c % 10 + 1] -= 1
            pool[0] -= len(hand)
