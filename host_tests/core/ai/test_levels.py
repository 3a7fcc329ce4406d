"""Every level plays every variant legally and sensibly."""

import pytest
from hypothesis import given, settings, strategies as st
from core.ai.ai_helpers import play_deal, resample, view_key

from scopa_core.ai.levels import make_agent, LEVELS
from scopa_core.cards import CALL
from scopa_core.deal import Deal
from scopa_core.options import Options
from scopa_core.rng import Rng
from scopa_core.view import view_of, is_legal_pick
from core.strategies import options as any_options

VARIANTS = [
    {},
    {"players": 4, "teams": True},
    {"scopone": True},
    {"players": 4, "teams": True, "scopone": True},
    {"players": 4, "teams": True, "scoperte": True},
    {"escoba": True},
    {"players": 3},
    {"players": 5},
    {"players": 6},
    {"players": 6, "scopone": True},
    {"fewest": True},
    {"asso": True},
    {"mistakes": True},
    {"primiera": "sevens", "napola": True, "re_bello": True},
    {"forced": True},
    {"no_last_scopa": True, "no_faces": True, "players": 4, "teams": True},
    {"forced": True, "no_last_scopa": True, "no_faces": True, "escoba": True},
    {"forced": True, "mistakes": True, "no_last_scopa": True},
]


def vid(kw):
    return ",".join("%s=%s" % i for i in kw.items()) or "default"


@pytest.mark.parametrize("kw", VARIANTS, ids=vid)
def test_every_level_plays_every_variant(kw):
    o = Options(**kw)
    for k, level in enumerate(LEVELS):
        levels = [LEVELS[(k + p) % 4] for p in range(o.players)]
        if o.mistakes:
            levels = [level] * o.players

        def check(deal, v, m):
            if m == CALL:
                assert v.last_was_mistake() or levels[v.player] == "principiante"
            elif levels[v.player] != "principiante":
                # Only Principiante ever picks a capture the rules forbid.
                assert v.legal[v.moves.index(m)]

        play_deal(o, 100 + k, levels, check)


def test_cpu_calls_a_detected_mistake():
    o = Options(mistakes=True)
    calls = 0
    for seed in range(30):
        deal = Deal(seed=seed, options=o)
        blunderer = make_agent("principiante", seed)
        blunderer.BLUNDER = 100
        judge = make_agent("normale", seed)
        while not deal.over:
            p = deal.to_move
            v = view_of(deal, p)
            agent = blunderer if p == 0 else judge
            m = agent.choose(v)
            if p == 1 and CALL in v.moves:
                mistaken = v.last_was_mistake()
                assert (m == CALL) == mistaken
                calls += m == CALL
                if m == CALL:
                    assert deal.play(m) is None or True
                    continue
            deal.play(m)
    assert calls > 10


def test_view_detects_mistakes_exactly():
    o = Options(mistakes=True)
    rng = Rng(5)
    for seed in range(20):
        deal = Deal(seed=seed, options=o)
        while not deal.over:
            m = rng.choice([x for x in deal.moves() if x != CALL])
            card, taken = deal.move_info(m)
            right = is_legal_pick(o, card, deal.table(), tuple(sorted(taken)))
            deal.play(m)
            nxt = deal.to_move
            v = view_of(deal, nxt)
            if CALL in v.moves:
                assert v.last_was_mistake() == (not right)


@pytest.mark.parametrize("level", LEVELS)
def test_choice_ignores_hidden_cards(level):
    """Honest information: deal the cards a player has not seen again, any way consistent with
    its view; the view is the same and so is the choice (same agent seed). With carte scoperte
    a player sees its partner's hand, so only the opponents' hands and the stock are dealt
    again: opponents' choices never depend on the open hands across the table."""
    checked = changed = 0
    for kw in ({}, {"players": 4, "teams": True}, {"scopone": True}, {"players": 3},
               {"players": 4, "teams": True, "scoperte": True},
               {"players": 4, "teams": True, "scopone": True, "scoperte": True}):
        o = Options(**kw)
        keep = (lambda p: ((p + 2) % 4,)) if o.scoperte else (lambda p: ())
        rng = Rng(11)
        deal = Deal(seed=3, options=o)
        step = 0
        while not deal.over:
            p = deal.to_move
            v = view_of(deal, p)
            if step % 3 == 0 and len(v.legal_moves()) > 1:
                m = make_agent(level, 77).choose(v)
                for r in range(3):
                    other = resample(deal, p, rng.next30(), keep(p))
                    changed += [other.hand(q) for q in range(o.players)] != [deal.hand(q) for q in range(o.players)]
                    v2 = view_of(other, p)
                    assert view_key(v2) == view_key(v)
                    assert make_agent(level, 77).choose(v2) == m
                checked += 1
            step += 1
            deal.play(make_agent("normale", 0).choose(v))
    assert checked >= 8 and changed >= checked


def test_scoperte_partner_hand_is_seen():
    """With carte scoperte the partner's hand is part of what a player sees: dealing it again
    changes the view (so an agent may use it), while without the option it does not."""
    for scoperte in (False, True):
        o = Options(players=4, teams=True, scoperte=scoperte)
        deal = Deal(seed=5, options=o)
        p = deal.to_move
        v = view_of(deal, p)
        assert v.partner == ((p + 2) % 4 if scoperte else -1)
        assert v.partner_hand == (tuple(sorted(deal.hand((p + 2) % 4))) if scoperte else ())
        assert not set(v.partner_hand) & set(v.unseen())
        for q in ((p + 1) % 4, (p + 3) % 4):  # the opponents see neither hand of this side
            w = view_of(deal, q)
            assert not set(w.partner_hand) & set(deal.hand(p) + deal.hand((p + 2) % 4))
            assert set(deal.hand(p)) <= set(w.unseen())
        rng = Rng(4)
        moved = 0
        for _ in range(5):
            other = resample(deal, p, rng.next30())
            same = other.hand((p + 2) % 4) == deal.hand((p + 2) % 4)
            moved += not same
            assert (view_key(view_of(other, p)) == view_key(v)) == (same or not scoperte)
        assert moved


def test_scoperte_maestro_uses_partner_hand():
    """Maestro's worlds put the partner's known hand in the position and deal only the
    opponents' hands: the search's start holds the partner's cards."""
    from scopa_core.ai.maestro import Maestro

    o = Options(players=4, teams=True, scoperte=True)
    deal = Deal(seed=9, options=o)
    p = deal.to_move
    v = view_of(deal, p)
    m = Maestro(1, iters=5)
    m.begin(v)
    sim = m.sim
    q = (p + 2) % 4
    held = [c for c in range(40) if m.base[sim.HB + q * 10 + c % 10] >> (c // 10) & 1]
    assert held == sorted(deal.hand(q))
    assert not set(deal.hand(q)) & set(m.hidden[:m.k])


def test_make_agent_names():
    for name in LEVELS:
        assert make_agent(name, 1).level == name
    with pytest.raises(ValueError):
        make_agent("grandmaster", 1)


@pytest.mark.parametrize("kw", [{}, {"players": 4, "teams": True}, {"mistakes": True}], ids=vid)
def test_an_agent_has_every_attribute_from_the_start(kw):
    """On the board an object's attributes live in a hash table that is reallocated, larger,
    as they are added. An agent makes all of them when seated, before the table's pictures
    break the heap up: thinking adds none (Agent.LATER). Told the options when made, it
    makes its buffers then too (Maestro's), and keeps them."""
    o = Options(**kw)
    tick = [0]

    def now():
        tick[0] += 7
        return tick[0]

    for level in LEVELS:
        agents = [make_agent(level, 40 + p, clock=(now, lambda a, b: a - b), time_ms=50,
                             options=o) for p in range(o.players)]
        seated = [sorted(vars(a)) for a in agents]
        buffers = [getattr(a, "codes", None) for a in agents]
        assert (level == "maestro") == (buffers[0] is not None)
        for seed in range(3):
            deal = Deal(seed=seed, options=o)
            while not deal.over:
                p = deal.to_move
                deal.play(agents[p].choose(view_of(deal, p)))
        assert [sorted(vars(a)) for a in agents] == seated, level
        assert all(getattr(a, "codes", None) is b for a, b in zip(agents, buffers))


@settings(max_examples=12, deadline=None)
@given(any_options(max_deals=1), st.integers(0, 3), st.integers(0, 1 << 20))
def test_every_level_plays_only_legal_moves_under_random_options(o, level, seed):
    """Random options, every house rule among them: whatever a CPU level
    plays is a move of the deal, and one the rules allow (Principiante's deliberate mistakes
    aside)."""
    levels = [LEVELS[(level + p) % 4] for p in range(o.players)]

    def check(deal, v, m):
        assert m in deal.moves()
        if m != CALL and levels[v.player] != "principiante":
            assert v.legal[v.moves.index(m)]
        elif m == CALL:
            assert v.last_was_mistake() or levels[v.player] == "principiante"

    play_deal(o, seed, levels, check)
