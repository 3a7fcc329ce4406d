"""Carte scoperte is a two-against-two option: Options refuses it otherwise, in words; both
cards-on-show flags survive the packed options. Plain asserts: it also runs in the twin."""

from scopa_core.options import Options
from scopa_core.record import pack_options, unpack_options


def test_scoperte_needs_teams():
    for kw in ({}, {"players": 3}, {"players": 4}, {"scopone": True},
               {"players": 4, "scopone": True}, {"players": 6}):
        try:
            Options(scoperte=True, **kw)
        except ValueError as e:
            assert "two against two" in str(e), str(e)
        else:
            raise AssertionError("scoperte accepted with %r" % (kw,))


def test_scoperte_with_teams_packs_and_reads_back():
    for scopone in (False, True):
        o = Options(players=4, teams=True, scopone=scopone, scoperte=True)
        assert unpack_options(pack_options(o)) == o


def test_a_packed_scoperte_without_teams_is_refused():
    bits = pack_options(Options(players=4, teams=True, scoperte=True))
    bad = bits & ~pack_options(Options(players=4, teams=True)) | pack_options(Options(players=4))
    try:
        unpack_options(bad)
    except ValueError as e:
        assert "two against two" in str(e), str(e)
    else:
        raise AssertionError("a record with scoperte and no teams read")


def test_no_viste_any_seating():
    for kw in ({}, {"players": 4, "teams": True}, {"players": 5}, {"scopone": True}):
        o = Options(no_viste=True, **kw)
        assert unpack_options(pack_options(o)) == o
