"""A tournament accepts only its own match. Saves forged with a valid CRC (written by the
save's own writer) put a tournament beside a saved match whose options, seating, opponent's
level and seed are each the round's own or anything else: the load keeps the match only if it
is the round's own match (or, while no match of the tournament's is in play, a match of the
player's own with a seed of none of its rounds); a refused match is dropped with a notice
and the bracket is kept byte for byte, so no other match's result can reach it."""

from hypothesis import given, settings, strategies as st

from scopa_core.match import Match
from scopa_core.options import Options
from scopa_core.prefs import LINK_LEVEL, Settings, Stats
from scopa_core.save import NOT_ITS_MATCH, SaveStore, pack_match, write
from scopa_core.torneo import ROUND_LEVELS, ROUNDS, Torneo

from host_tests.core.strategies import options as any_options

NVM = bytearray(8192)


def round_options(seats):
    """The options the rules give a tournament's match (docs/rules.md, Torneo): Scopa, one
    against one or two against two, three deals (the fixed-deals end), the defaults else."""
    return Options(players=(2, 4)[seats], teams=seats == 1, end="fixed", deals=3)


@st.composite
def tournaments(draw):
    """A tournament at any stage, its player's match of this round begun or not."""
    t = Torneo(draw(st.integers(0, (1 << 30) - 1)), draw(st.integers(0, 1)))
    for _ in range(draw(st.integers(0, 3))):
        if t.my_match() < 0:
            break
        t.begin()
        t.record(draw(st.booleans()), draw(st.integers(0, 30)), draw(st.integers(0, 30)))
    if t.my_match() >= 0 and draw(st.booleans()):
        t.begin()
    return t


@st.composite
def forgeries(draw, t):
    """(level, seat, options, seed) of a saved match: each the round's own or another."""
    own = t.my_match() >= 0
    level = ROUND_LEVELS[t.round] if own and draw(st.booleans()) else draw(st.integers(0, LINK_LEVEL))
    options = round_options(t.seats) if draw(st.booleans()) else draw(any_options(max_deals=12))
    me = 0 if draw(st.booleans()) else draw(st.integers(0, options.players - 1))
    seed = draw(st.one_of(st.just(t.match_seed()),
                          st.sampled_from([t.match_seed(r) for r in range(ROUNDS)]),
                          st.integers(0, (1 << 30) - 1)))
    return level, me, options, seed


def forged_save(t, level, me, options, seed, plays):
    """A save holding ``t`` and that match after its first ``plays`` moves, its CRC valid."""
    m = Match(options, seed)
    for _ in range(plays):
        if m.over:
            break
        m.play(m.moves()[0])
    match = pack_match(level, 0, me, m.to_bytes())
    NVM[:] = b"\xff" * len(NVM)
    write(NVM, (0, 0, None), Settings(), Stats(), match, t.to_bytes())
    return match


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_only_the_rounds_own_match_is_accepted_and_the_bracket_kept(data):
    t = data.draw(tournaments())
    level, me, options, seed = data.draw(forgeries(t))
    match = forged_save(t, level, me, options, seed, data.draw(st.integers(0, 3)))
    store = SaveStore(NVM)
    _, _, got, problems = store.load()
    own = (t.playing == 1 and seed == t.match_seed() and options == round_options(t.seats)
           and me == 0 and level == ROUND_LEVELS[t.round])
    anothers = not t.playing and seed not in [t.match_seed(r) for r in range(ROUNDS)]
    assert store.torneo == t.to_bytes()  # the bracket, whatever the match
    if own or anothers:
        assert got == match and problems == []
    else:
        assert got is None and problems == [NOT_ITS_MATCH]


@settings(max_examples=100, deadline=None)
@given(tournaments(), st.integers(0, 3))
def test_the_rounds_own_match_is_always_accepted(t, plays):
    if not t.playing:
        t.begin() if t.my_match() >= 0 else None
    if not t.playing:
        return  # over: no match of the player's to play
    match = forged_save(t, ROUND_LEVELS[t.round], 0, round_options(t.seats), t.match_seed(), plays)
    store = SaveStore(NVM)
    _, _, got, problems = store.load()
    assert got == match and problems == [] and store.torneo == t.to_bytes()


def test_the_bracket_starts_its_matches_with_the_rules_options():
    for seats in (0, 1):
        assert Torneo(7, seats).options() == round_options(seats)
