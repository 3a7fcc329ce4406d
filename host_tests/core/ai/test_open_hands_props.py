"""What a player may see, over any options and any point of a deal: its unseen cards are all
but its hand, its open partner's hand (carte scoperte), the table and the piles; dealing the
unseen cards again leaves its view unchanged."""

from hypothesis import given, settings, strategies as st

from core.ai.ai_helpers import resample, view_key
from core.strategies import options as any_options
from scopa_core.cards import CALL
from scopa_core.deal import Deal
from scopa_core.rng import Rng
from scopa_core.view import view_of


@settings(max_examples=150, deadline=None)
@given(any_options(max_deals=2), st.integers(0, 2**30 - 1), st.integers(0, 40))
def test_a_view_holds_exactly_what_its_player_may_see(o, seed, steps):
    deal = Deal(seed=seed, options=o)
    rng = Rng(seed)
    for _ in range(steps):
        if deal.over:
            break
        moves = [m for m in deal.moves() if m != CALL]
        deal.play(moves[rng.below(len(moves))])
    for p in range(deal.n):
        v = view_of(deal, p)
        partner = (p + 2) % 4 if o.scoperte else -1
        assert v.partner == partner
        assert v.partner_hand == (tuple(sorted(deal.hand(partner))) if o.scoperte else ())
        known = set(deal.hand(p)) | set(v.partner_hand) | set(deal.table())
        for side in range(o.sides):
            known |= set(deal.pile(side))
        assert set(v.unseen()) == set(range(40)) - known
        keep = (partner,) if o.scoperte else ()
        assert view_key(view_of(resample(deal, p, rng.next30(), keep), p)) == view_key(v)
