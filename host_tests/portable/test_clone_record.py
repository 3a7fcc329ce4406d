"""Clone independence and the record (to_bytes / from_bytes / replay) round-trip."""

from scopa_core.game import Deal
from scopa_core.match import Match
from scopa_core.record import decode, encode
from scopa_core.options import Options
try:
    from helpers import snapshot
except ImportError:
    from portable.helpers import snapshot


def test_clone_is_independent_and_plays_identically():
    d = Deal(players=3, seed=31, dealer=2, mistakes=True)
    for i in range(7):
        d.play(d.moves()[i % len(d.moves())])
    c = d.clone()
    assert snapshot(c) == snapshot(d) and c.moves() == d.moves()
    before = snapshot(d)
    # play the clone to its end: the original does not move
    while not c.over:
        c.play(c.moves()[-1])
    assert snapshot(d) == before
    # same moves on original and a fresh clone keep them equal
    e = d.clone()
    while not d.over:
        m = d.moves()[len(d.history) % len(d.moves())]
        d.play(m)
        e.play(m)
        assert snapshot(d) == snapshot(e)
        assert d.moves() == e.moves()
    assert d.points() == e.points()


def test_clone_original_changes_do_not_leak():
    d = Deal(seed=5, dealer=0)
    c = d.clone()
    snap = snapshot(c)
    d.play(d.moves()[0])
    assert snapshot(c) == snap


def _play(m, n):
    i = 0
    while i < n and not m.over:
        ms = m.moves()
        m.play(ms[(i * 5 + 3) % len(ms)])
        i += 1


def test_match_round_trip():
    for kw in ({}, {"players": 4, "teams": True, "mistakes": True},
               {"players": 3, "scopone": True, "end": "fixed", "deals": 1},
               {"escoba": True, "napola": True, "re_bello": True, "primiera": "sevens"}):
        m = Match(seed=1234567, **kw)
        _play(m, 60)
        data = m.to_bytes()
        r = Match.from_bytes(data)
        assert r.history == m.history and r.totals == m.totals
        assert snapshot(r.deal) == snapshot(m.deal)
        assert r.to_bytes() == data
        assert r.options == m.options
        r2 = Match.replay(m.options, m.seed, m.history)
        assert snapshot(r2.deal) == snapshot(m.deal) and r2.results == m.results
        # play on in both: they stay identical
        _play(m, 30)
        _play(r, 30)
        assert r.history == m.history and snapshot(r.deal) == snapshot(m.deal)


def test_record_encode_decode():
    o = Options(players=5, scopone=True, primiera="strict", end="two", target=21, deals=9)
    for moves in ([], [0, 63, 127, 128, 300, 62 | 1 << 6], [5] * 50):
        o2, seed, got = decode(encode(o, (1 << 30) - 1, moves))
        assert o2 == o and seed == (1 << 30) - 1 and got == moves


def test_match_whole_and_finished_round_trip():
    m = Match(seed=77, target=11)
    _play(m, 10000)
    assert m.over
    r = Match.from_bytes(m.to_bytes())
    assert r.over and (r.winner, r.margin, r.totals) == (m.winner, m.margin, m.totals)
    assert r.results == m.results
