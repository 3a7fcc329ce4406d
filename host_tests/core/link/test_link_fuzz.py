"""Fuzzing the link's receive path (hypothesis): random and mutated bytes never make the
decoder or a link raise, and never deliver a frame that was not sent; a hostile peer's
well-formed, in-sequence messages never hang or split the match."""

from hypothesis import given, settings, strategies as st

from scopa_core.link.channel import Channel, HELLO, ACK, BYE
from scopa_core.link.cobs import Decoder, encode, MAX_PAYLOAD
from core.link.link_pipe import linked, connect, Player, play


class Feed:
    """A transport that hands out one prepared stream, and swallows writes."""

    def __init__(self, data=b""):
        self.data = data

    def read(self):
        d = self.data
        self.data = b""
        return d

    def write(self, data):
        pass


def received(stream):
    """(kind, body) of every frame a channel accepts from ``stream``."""
    ch = Channel(Feed(stream))
    got = []
    ch.poll(0, lambda kind, body: got.append((kind, body)))
    return got


def wire_of(kind, body):
    """The bytes a channel writes for one control frame."""
    out = []

    class T:
        def write(self, data):
            out.append(bytes(data))

    Channel(T()).send_control(kind, body)
    return out[0]


@given(st.binary(max_size=600))
def test_random_bytes_never_raise_in_the_decoder(data):
    d = Decoder()
    lengths = []
    d.feed(data, lambda buf, n: lengths.append(n))
    d.feed(data[::-1], lambda buf, n: lengths.append(n))
    for n in lengths:
        assert 0 < n <= len(d.buf)


@given(st.binary(max_size=600))
def test_random_bytes_deliver_nothing(data):
    # Random bytes would have to carry a right CRC-16 to pass: not in these examples.
    assert received(data) == []


frames = st.lists(st.tuples(st.sampled_from((HELLO, ACK, BYE)), st.binary(max_size=MAX_PAYLOAD - 5)),
                  min_size=1, max_size=6)
edits = st.lists(st.tuples(st.sampled_from(("flip", "drop", "insert", "dup", "cut")),
                           st.integers(0, 10 ** 6), st.integers(0, 255)), max_size=8)


@given(frames, edits)
def test_mutated_streams_deliver_only_frames_that_were_sent(sent, changes):
    stream = bytearray(b"".join(wire_of(k, b) for k, b in sent))
    for op, where, value in changes:
        if not stream:
            break
        i = where % len(stream)
        if op == "flip":
            stream[i] ^= 1 << (value % 8)
        elif op == "drop":
            del stream[i]
        elif op == "insert":
            stream[i:i] = bytes((value,))
        elif op == "dup":
            stream[i:i] = stream[i:i + 1 + value % 8]
        else:
            del stream[i:i + value % 16]
    got = received(bytes(stream))
    for frame in got:
        assert frame in sent
    if not changes:
        assert got == sent


@settings(max_examples=30)
@given(st.lists(st.binary(min_size=1, max_size=80), max_size=20), st.integers(0, 10))
def test_a_ready_link_survives_junk_and_still_finishes_the_match(junk, seed):
    clock, cable, a, b = linked(seed=seed + 1)
    assert connect(clock, a, b)
    pa = Player(a, 1)
    pb = Player(b, 2)
    for i, piece in enumerate(junk):
        cable.buf[i % 2].extend(piece)
        pa.tick()
        pb.tick()
        clock.t += 10
    assert play(clock, (pa, pb))
    assert a.state == b.state == "ready"
    assert a.match.to_bytes() == b.match.to_bytes()


def test_cobs_never_writes_a_zero_inside_a_frame():
    for n in (1, 253, 254, 255, 256, 600):
        for fill in (0, 1, 255):
            w = encode(bytes([fill]) * n)
            assert 0 not in w[1:-1]


def framed(kind, seq, ack, body):
    """A well-formed frame (right CRC) with any content: what a hostile peer can send."""
    from scopa_core.link.channel import crc32

    f = bytearray((kind, seq, ack)) + bytes(body)
    f += crc32(f)
    return bytes(encode(f))


hostile = st.lists(st.tuples(st.integers(0, 12), st.integers(0, 255), st.integers(0, 255),
                             st.binary(max_size=60)), min_size=1, max_size=12)


@settings(max_examples=60)
@given(hostile, st.booleans())
def test_well_formed_frames_with_hostile_content_never_make_a_link_raise(frames_in, ready):
    clock, cable, a, b = linked(seed=3)
    if ready:
        assert connect(clock, a, b)
        pa = Player(a, 1)
        for _ in range(20):
            pa.tick()
            b.poll()
            clock.t += 10
    for kind, seq, ack, body in frames_in:
        cable.buf[1].extend(framed(kind, seq, ack, body))
        a.poll()
        if a.match is not None and not a.match.over:
            a.seat().step(1)
        clock.t += 10
    assert a.state in ("connecting", "ready", "lost", "failed")
    assert isinstance(a.message, str) and a.message


# A hostile peer's messages, sent through its own channel so they carry the right sequence
# numbers and epoch: MOVE, CHECK or SYNC for plies near the current one, legal or not.
hostile_op = st.tuples(st.sampled_from(("move", "move", "check", "sync", "dupmove")),
                       st.integers(-2, 3), st.integers(0, 2), st.integers(0, 0xFFFF))


def _inject(rogue, kind, dply, which, value):
    from scopa_core.crc import crc16
    from scopa_core.link.channel import MOVE, CHECK, SYNC
    from scopa_core.link.resync import pack_moves

    m = rogue.match
    n = len(m.history)
    ply = max(0, n + dply)
    head = bytes((rogue.moves.epoch, ply >> 8, ply & 255))
    if kind in ("move", "dupmove"):
        moves = m.moves()
        mv = moves[0] if which == 0 and moves else value % 64 if which == 1 else value
        body = head + bytes((mv >> 8, mv & 255, value >> 8, value & 255, 0, 0))
        for _ in range(2 if kind == "dupmove" else 1):
            rogue.channel.send(MOVE, body)
    elif kind == "check":
        rogue.channel.send(CHECK, head + bytes((value >> 8, value & 255, 0, 0)))
    else:  # a transcript cut short, or with one more (made-up) move
        h = m.history[:ply] if which else m.history + [value & 63]
        data = pack_moves(h)
        c = crc16(data)
        rogue.channel.send(SYNC, bytes((rogue.moves.epoch, len(data) >> 8, len(data) & 255, 0, 0,
                                        c >> 8, c & 255)) + data[:40])


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 1000), st.integers(0, 40), st.lists(hostile_op, min_size=1, max_size=4))
def test_a_hostile_peers_in_sequence_messages_never_hang_or_split_the_match(seed, warm, ops):
    clock, cable, a, b = linked(seed=seed)
    assert connect(clock, a, b)
    pa = Player(a, seed)
    pb = Player(b, seed + 1)
    for _ in range(warm):
        pa.tick()
        pb.tick()
        clock.t += 10
    for op in ops:
        if b.match.over or b.state != "ready":
            break
        _inject(b, *op)
        for _ in range(3):
            pa.tick()
            pb.tick()
            clock.t += 10
    assert play(clock, (pa, pb), ms=600000)  # never both waiting forever
    if a.state == "ready" and b.state == "ready":
        assert a.match.to_bytes() == b.match.to_bytes()
    else:  # or the honest board stopped with a reason, and told the other
        assert a.state in ("failed", "lost") and a.message
