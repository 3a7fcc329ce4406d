"""Records and notation round-trip; the record decoder never fails with anything but
ValueError on damaged or random bytes."""

from hypothesis import given, settings, strategies as st, HealthCheck

from scopa_core.cards import card_name
from scopa_core.deal import Deal
from scopa_core.match import Match, abandon_move
from scopa_core.notation import describe_options, move_text, parse_card, parse_move, parse_options
from scopa_core.options import Options
from scopa_core.record import OPTION_BITS, decode, encode, pack_options, unpack_options
from scopa_core.rng import Rng
from core.strategies import options as any_options


def options():
    return any_options(max_deals=15)


seeds = st.integers(0, (1 << 30) - 1)


def played(o, seed, chooser, n, abandon=None):
    m = Match(o, seed)
    r = Rng(chooser)
    for _ in range(n):
        if m.over:
            break
        ms = m.moves()
        m.play(ms[r.below(len(ms))])
    if abandon is not None and not m.over:
        m.abandon(abandon % o.sides)
    return m


@settings(max_examples=60, deadline=None)
@given(options(), seeds, seeds, st.integers(0, 300), st.one_of(st.none(), st.integers(0, 5)))
def test_record_round_trip(o, seed, chooser, n, abandon):
    m = played(o, seed, chooser, n, abandon)
    data = m.to_bytes()
    r = Match.from_bytes(data)
    assert r.to_bytes() == data and r.history == m.history and r.options == o
    assert (r.totals, r.results, r.over, r.winner, r.margin, r.tiebreaks) == (
        m.totals, m.results, m.over, m.winner, m.margin, m.tiebreaks)
    assert repr(r.deal) == repr(m.deal)
    assert decode(data) == (o, seed, m.history)


@settings(max_examples=200, deadline=None)
@given(options(), seeds, st.lists(st.integers(0, (1 << 21) - 1), max_size=40))
def test_encode_decode_any_moves(o, seed, moves):
    assert decode(encode(o, seed, moves)) == (o, seed, moves)


@settings(max_examples=200, deadline=None)
@given(options())
def test_options_text_and_pack_round_trip(o):
    assert parse_options(describe_options(o)) == o
    assert unpack_options(pack_options(o)) == o
    assert 0 <= pack_options(o) < 1 << OPTION_BITS


@settings(max_examples=40, deadline=None)
@given(options(), seeds, seeds, st.integers(0, 60))
def test_move_text_round_trip(o, seed, chooser, n):
    m = played(o, seed, chooser, n)
    d = m.deal
    if d.over:
        return
    for mv in d.moves():
        t = move_text(d, mv)
        assert parse_move(d, t) == mv
        card, taken = d.move_info(mv)
        if mv != 63:
            assert parse_card(t.split(":")[0]) == card
    for c in range(40):
        assert parse_card(card_name(c)) == c


# -- decoder fuzz ------------------------------------------------------------------------

_BASE = []


def _bases():
    if not _BASE:
        for i, kw in enumerate(({}, {"players": 4, "teams": True, "mistakes": True},
                                {"players": 3, "scopone": True, "end": "fixed", "deals": 1})):
            _BASE.append(played(Options(**kw), 100 + i, i, 80 + 40 * i).to_bytes())
        m = played(Options(), 5, 5, 20)
        m.play(abandon_move(1))
        _BASE.append(m.to_bytes())
    return _BASE


def _decode_or_value_error(data):
    try:
        m = Match.from_bytes(data)
    except ValueError:
        return None
    # a valid match: it re-encodes to the same bytes (moves as varints may be non-minimal)
    o, seed, moves = decode(data)
    assert m.history == moves and m.options == o and m.seed == seed
    return m


@settings(max_examples=400, deadline=None)
@given(st.binary(max_size=64))
def test_decoder_random_bytes(data):
    _decode_or_value_error(data)
    _decode_or_value_error(b"SC\x01" + data)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 3), st.lists(st.tuples(st.integers(0, 10 ** 6), st.integers(0, 255)),
                                   min_size=1, max_size=4),
       st.integers(0, 10 ** 6), st.sampled_from(("flip", "cut", "insert", "delete")))
def test_decoder_mutated_records(which, edits, cut, kind):
    data = bytearray(_bases()[which])
    for pos, byte in edits:
        i = pos % len(data)
        if kind == "flip":
            data[i] = byte
        elif kind == "insert":
            data[i:i] = bytes((byte,))
        elif kind == "delete":
            data[i:i + 1] = b""
    if kind == "cut":
        data = data[:cut % (len(data) + 1)]
    _decode_or_value_error(bytes(data))


@settings(max_examples=100, deadline=None)
@given(options(), seeds, st.lists(st.integers(0, 300), max_size=20))
def test_format_one_records_still_read(o, seed, moves):
    """A save written before the options grew a fourth byte (format 1: three bytes, only the
    first eight flags) reads as the match it was."""
    bits = pack_options(o)
    if bits >= 1 << 21:
        return
    new = encode(o, seed, moves)
    old = new[:2] + b"\x01" + new[3:6] + new[7:]
    assert decode(old) == (o, seed, moves)
