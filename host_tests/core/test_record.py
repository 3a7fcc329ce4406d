"""The record: to_bytes / from_bytes / replay round-trip, encode / decode."""

import scopa_core.notation  # noqa: F401 - repr(deal) reads it: loaded first, low in the heap
from scopa_core.match import Match
from scopa_core.record import decode, encode
from scopa_core.options import Options


def _play(m, n):
    i = 0
    while i < n and not m.over:
        ms = m.moves()
        m.play(ms[(i * 5 + 3) % len(ms)])
        i += 1


def test_match_round_trip():
    # One match in the heap at a time (a board's is small): the original's figures are
    # kept, then its copies must show the same, and play on the same.
    for kw in ({}, {"players": 4, "teams": True, "mistakes": True},
               {"players": 3, "scopone": True, "end": "fixed", "deals": 1},
               {"escoba": True, "napola": True, "re_bello": True, "primiera": "sevens"}):
        m = Match(seed=1234567, **kw)
        _play(m, 60)
        data = m.to_bytes()
        now = (repr(m.deal), list(m.results), list(m.totals))
        _play(m, 30)
        later = (m.to_bytes(), repr(m.deal))
        m = None
        r = Match.from_bytes(data)
        assert r.to_bytes() == data and (repr(r.deal), r.results, r.totals) == now
        o, seed, moves = decode(data)
        assert o == r.options and seed == 1234567 and moves == r.history
        r = None
        r = Match.replay(o, seed, moves)
        assert (repr(r.deal), r.results, r.totals) == now
        _play(r, 30)
        assert (r.to_bytes(), repr(r.deal)) == later
        r = None


def test_record_encode_decode():
    o = Options(players=5, scopone=True, primiera="strict", end="two", target=21, deals=9)
    for moves in ([], [0, 63, 127, 128, 300, 62 | 1 << 6], [5] * 50):
        o2, seed, got = decode(encode(o, (1 << 30) - 1, moves))
        assert o2 == o and seed == (1 << 30) - 1 and got == moves


def test_match_whole_and_finished_round_trip():
    m = Match(seed=77, target=11)
    _play(m, 10000)
    assert m.over
    data = m.to_bytes()
    want = (m.winner, m.margin, m.totals, m.results)
    m = None  # the replay alone in the heap: a board's is small
    r = Match.from_bytes(data)
    assert r.over and (r.winner, r.margin, r.totals, r.results) == want
