"""Carte scoperte is a two-against-two option: Options refuses it otherwise, in words."""

import pytest

from scopa_core.options import Options
from scopa_core.record import pack_options, unpack_options


@pytest.mark.parametrize("kw", [{}, {"players": 3}, {"players": 4}, {"scopone": True},
                                {"players": 4, "scopone": True}, {"players": 6}])
def test_scoperte_needs_teams(kw):
    with pytest.raises(ValueError, match="two against two"):
        Options(scoperte=True, **kw)


@pytest.mark.parametrize("scopone", [False, True])
def test_scoperte_with_teams_packs_and_reads_back(scopone):
    o = Options(players=4, teams=True, scopone=scopone, scoperte=True)
    assert unpack_options(pack_options(o)) == o


def test_no_viste_any_seating():
    for kw in ({}, {"players": 4, "teams": True}, {"players": 5}, {"scopone": True}):
        o = Options(no_viste=True, **kw)
        assert unpack_options(pack_options(o)) == o
