"""Random calls with random arguments into the engine's public surface (hypothesis): each
either works or raises ValueError or TypeError, and a refused call changes nothing."""

from hypothesis import given, settings, strategies as st

from scopa_core.deal import Deal
from scopa_core.match import Match
from scopa_core.record import pack_options, unpack_options
from scopa_core.options import Options

anything = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 70), st.integers(-(1 << 40), 1 << 40),
    st.floats(allow_nan=True), st.text(max_size=3), st.binary(max_size=3),
    st.lists(st.integers(0, 40), max_size=3), st.tuples(st.integers(0, 40)),
    st.just(Options()), st.just(Options), st.builds(object))

DEAL_CALLS = ("hand", "pile", "scope", "side_of", "play", "move_info", "find_move")
MATCH_CALLS = ("play", "abandon")


def _call(f, *args, **kw):
    """What ``f`` made, or None if it refused with a ValueError or TypeError (anything else
    fails the test)."""
    try:
        got = f(*args, **kw)
        return got if got is not None else True
    except (ValueError, TypeError):
        return None


@settings(max_examples=300)
@given(st.integers(0, 1000), st.integers(0, 12), st.sampled_from(DEAL_CALLS), anything, anything)
def test_deal_methods(seed, warm, name, a, b):
    d = Deal(seed=seed)
    for _ in range(warm):
        if d.over:
            break
        d.play(d.moves()[0])
    before = repr(d)
    args = (a, b) if name in ("play", "find_move") else (a,)
    if _call(getattr(d, name), *args) is None:
        assert repr(d) == before


@settings(max_examples=200)
@given(st.integers(0, 1000), st.sampled_from(MATCH_CALLS), anything, anything)
def test_match_methods(seed, name, a, b):
    m = Match(Options(end="fixed", deals=1), seed)
    before = (m.to_bytes(), list(m.totals), m.over)
    args = (a, b) if name == "play" else (a,)
    if _call(getattr(m, name), *args) is None:
        assert (m.to_bytes(), list(m.totals), m.over) == before


@settings(max_examples=300)
@given(anything, anything, anything, anything)
def test_constructors(a, b, c, d):
    # What is made is whole: a deal dealt, a match at its start, options that pack and unpack.
    for deal in (_call(Deal, a, b, c), _call(Deal, players=a, seed=b, dealer=c, options=d)):
        if deal is not None:
            assert len(deal.hand(deal.to_move)) > 0 and not deal.over
    for match in (_call(Match, a, b), _call(Match, options=a, seed=b)):
        if match is not None:
            assert match.history == [] and not match.over and match.moves()
    for o in (_call(Options, a, b, c, d), _call(Options, players=a, target=b, deals=c, teams=d)):
        if o is not None:
            assert unpack_options(pack_options(o)) == o
