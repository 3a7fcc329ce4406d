"""Random playouts over every variant and combination: after every move the clone plays
identically, moves are sorted and unique, every move's move_info is consistent with the
rules, the 40 cards are conserved, terminal states have no moves, and totals add up."""

from hypothesis import given, settings, strategies as st

from scopa_core.cards import CALL
from scopa_core.deal import Deal
from scopa_core.match import Match
from scopa_core.options import Options
from scopa_core.rng import Rng
from core.strategies import options as any_options
from scopa_core.rules import capture_options
from core.helpers import check_conserved


def options():
    return any_options(max_deals=2)


def manual_reference(card, table, escoba, asso):
    v = card % 10 + 1
    need = 15 - v if escoba else v
    out = {()}
    n = len(table)
    for mask in range(1, 1 << n):
        s = tuple(table[i] for i in range(n) if mask >> i & 1)
        if sum(c % 10 + 1 for c in s) == need:
            out.add(s)
    if asso and v == 1 and table:
        out.add(tuple(table))
    return sorted(out)


def check_moves(d):
    o = d.options
    ms = d.moves()
    assert ms == sorted(set(ms)) and ms
    hand = d.hand(d.to_move)
    table = d.table()
    by_card = {}
    for m in ms:
        card, taken = d.move_info(m)
        if m == CALL:
            assert o.mistakes and taken == ()
            continue
        assert card == m & 63 and card in hand
        assert all(c in table for c in taken) and list(taken) == sorted(taken)
        by_card.setdefault(card, []).append(taken)
    # Forced capture: while a card of the hand can capture, no card is laid down (under the
    # mistakes option every pick stays offered).
    forced = o.forced and not o.mistakes and any(capture_options(c, table, o.escoba, o.fewest, o.asso)
                                                  for c in hand)
    want_cards = [c for c in hand if capture_options(c, table, o.escoba, o.fewest, o.asso)] if forced else hand
    assert sorted(by_card) == sorted(want_cards)
    for card, picks in by_card.items():
        assert len(picks) == len(set(picks))
        if o.mistakes:
            want = manual_reference(card, table, o.escoba, o.asso)
        else:
            want = capture_options(card, table, o.escoba, o.fewest, o.asso) or [()]
        assert sorted(picks) == want, (card, table, picks, want)


def check_deal_move(d, m, round_first=0):
    """Checks one move of ``d``; ``round_first``: how many plays came before this round's.
    Returns it for the next move."""
    c = d.clone()
    hands = [d.hand(p) for p in range(d.options.players)]
    table = d.table()
    scopa_ahead = d.is_scopa(m)
    nplays = len(d.plays)
    in_hands = sum(len(d.hand(p)) for p in range(d.options.players))
    d.play(m)
    c.play(m)
    assert repr(c) == repr(d)
    check_conserved(d)
    plays = d.plays
    assert d.last_play() == (plays[-1] if plays else None)  # the UI's shortcut agrees
    # A view's plays: this round's, after the last one of the round before. A round starts
    # when the hands are dealt again, so more cards are in them than before the play.
    if sum(len(d.hand(p)) for p in range(d.options.players)) > in_hands:
        round_first = len(plays)
    assert d.round_plays() == plays[max(0, round_first - 1):]
    if m != CALL and len(d.plays) > nplays:
        p, card, taken, scopa = d.plays[-1]
        if scopa:
            assert taken and d.table() == () and not d.over
            assert not (d.options.asso and card % 10 == 0)
        assert scopa == scopa_ahead  # the predicate the views carry says it before the play
        assert hands[p].count(card) == 1
    if d.over and m != CALL:
        # leftover table cards go to the last capturer's side (nobody's if none captured)
        p, card, taken, scopa = d.plays[-1]
        left = [c for c in table if c not in taken] + ([] if taken else [card])
        if d.last_capturer >= 0:
            pile = d.pile(d.side_of(d.last_capturer))
            assert all(c in pile for c in left) and d.table() == ()
        else:
            assert sorted(d.table()) == sorted(left)
    if d.over:
        assert d.moves() == []
        assert d.stock_count() == 0
        assert all(d.hand(p) == () for p in range(d.options.players))
    return round_first


@settings(max_examples=80, deadline=None)
@given(options(), st.integers(0, (1 << 30) - 1), st.integers(0, (1 << 30) - 1))
def test_random_match_invariants(o, seed, chooser_seed):
    m = Match(o, seed)
    chooser = Rng(chooser_seed)
    plays = 0
    first = 0
    d = None
    while not m.over and plays < 400:
        if m.deal is not d:
            first = 0
        d = m.deal
        check_moves(d)
        ms = m.moves()
        mv = ms[chooser.below(len(ms))]
        nres = len(m.results)
        totals = list(m.totals)
        first = check_deal_move(d.clone(), mv, first)  # on a copy: the match plays the real move
        m.play(mv)
        plays += 1
        if len(m.results) > nres:
            pts = m.results[-1]
            assert d.over and pts == d.points()
            for k in range(4):
                assert sum(r[k] for r in pts) <= 1
            assert [totals[s] + pts[s][5] for s in range(o.sides)] == m.totals
        else:
            assert m.totals == totals
    if not m.over:
        return  # a long match (random calls can keep totals down): checked so far
    assert m.moves() == []
    for s in range(o.sides):
        assert m.totals[s] == sum(res[s][5] for res in m.results)
    if m.winner >= 0:
        # a recorded margin is never negative (RULES 5: a quitter still ahead records 0)
        assert m.margin >= 0, (m.winner, m.margin, m.totals)


@settings(max_examples=120, deadline=None)
@given(options(), st.integers(0, (1 << 30) - 1), st.integers(0, 40))
def test_deal_every_move_clone_and_conservation(o, seed, dealer):
    d = Deal(seed=seed, dealer=dealer % o.players, options=o)
    r = Rng(seed ^ 0x155)
    first = 0
    while not d.over:
        check_moves(d)
        ms = d.moves()
        first = check_deal_move(d, ms[r.below(len(ms))], first)
    pts = d.points()
    assert len(pts) == o.sides
    assert d.plays and len(d.plays) == o.players * sum(o.layout()[1])
