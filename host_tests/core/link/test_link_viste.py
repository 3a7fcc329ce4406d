"""Carte viste over the cable: both boards must choose it alike. Differing, both refuse at the
handshake and name what the other chose; alike, the match plays to its end."""

import scopa_core.match  # noqa: F401  (the engine first, as in test_link_handshake)
from scopa_core.link.link import Link
from scopa_core.options import Options

try:
    from link_pipe import Clock, Cable, Player, entropy_of, linked, play, run
except ImportError:
    from core.link.link_pipe import Clock, Cable, Player, entropy_of, linked, play, run


def test_carte_viste_differing_is_refused_with_the_options_named():
    clock = Clock()
    cable = Cable(2)
    a = Link(cable.ends[0], clock, entropy_of(1))
    b = Link(cable.ends[1], clock, entropy_of(2))
    a.begin(Options())
    b.begin(Options(no_viste=True))
    run(clock, (a, b), 2000)
    assert a.state == b.state == "failed"
    assert a.message == "the other board chose different options: Scopa, to 11, no carte viste"
    assert b.message == "the other board chose different options: Scopa, to 11"
    assert a.match is None and b.match is None


def test_carte_viste_alike_plays_a_whole_match():
    for no_viste in (False, True):
        o = Options(no_viste=no_viste, end="fixed", deals=1)
        clock, cable, a, b = linked(o, seed=6)
        pa = Player(a, 16)
        pb = Player(b, 26)
        assert play(clock, (pa, pb))
        assert a.match.options == b.match.options == o
        assert a.match.over and a.match.to_bytes() == b.match.to_bytes()
