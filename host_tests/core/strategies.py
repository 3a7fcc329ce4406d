"""Hypothesis strategies shared by the property tests."""

from hypothesis import strategies as st

from scopa_core.options import Options, PRIMIERA_RULES, END_RULES, TARGETS

_FLAGS = ("scopone", "escoba", "fewest", "mistakes", "asso", "napola", "re_bello")
_FLAGS += ("no_last_scopa", "forced", "no_faces")  # prefs.HOUSE_MORE


@st.composite
def options(draw, max_deals=15):
    """Any valid Options: every variant, rule and flag combination."""
    players = draw(st.integers(2, 6))
    teams = players == 4 and draw(st.booleans())
    kw = {name: draw(st.booleans()) for name in _FLAGS}
    kw["no_viste"] = draw(st.booleans())  # cards on show: no_viste anywhere, scoperte in teams
    kw["scoperte"] = teams and draw(st.booleans())
    return Options(players=players, teams=teams,
                   primiera=draw(st.sampled_from(PRIMIERA_RULES)),
                   end=draw(st.sampled_from(END_RULES)),
                   target=draw(st.sampled_from(TARGETS)),
                   deals=draw(st.integers(1, max_deals)), **kw)
