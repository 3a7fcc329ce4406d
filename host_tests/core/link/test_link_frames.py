"""Link framing: COBS round trips, resynchronization after garbage, a decoder that never
raises, and the channel's CRC check, ordering and duplicate suppression."""

# The engine first, as the game loads it: imported from inside scopa_core.link it would
# nest eight imports deep, past what the board twin's C stack holds (about seven: its
# unix port keeps a 4 KB path buffer per nested import, a board 96 bytes).
import scopa_core.match  # noqa: F401
from scopa_core.link.cobs import encode, Decoder, MAX_PAYLOAD
from scopa_core.link.channel import Channel, ticks_diff, DATA, HELLO
from scopa_core.rng import Rng


def frames_of(data, decoder=None):
    d = decoder or Decoder()
    got = []
    d.feed(data, lambda buf, n: got.append(bytes(buf[:n])))
    return got


def test_round_trip_with_zeros_and_long_runs():
    r = Rng(5)
    samples = [b"\x00", b"\x00\x00", b"a", b"\x01\x00\x02", bytes(MAX_PAYLOAD), bytes(range(1, 65))]
    for _ in range(150):
        n = 1 + r.below(MAX_PAYLOAD)
        samples.append(bytes(r.below(4) if r.below(2) else r.below(256) for _ in range(n)))
    for p in samples:
        wire = encode(p)
        assert wire[0] == 0 and wire[-1] == 0
        for b in wire[1:-1]:
            assert b != 0
        assert frames_of(wire) == [p]


def test_every_split_of_the_stream_gives_the_same_frames():
    payloads = [b"\x05\x00\x07", b"hello", b"\x00"]
    wire = b"".join(bytes(encode(p)) for p in payloads)
    for cut in range(len(wire) + 1):
        d = Decoder()
        got = frames_of(wire[:cut], d) + frames_of(wire[cut:], d)
        assert got == payloads, cut


def test_garbage_before_and_between_frames_is_shed():
    wire = b"\x13\x37\xff" + bytes(encode(b"one")) + b"\x99\x98" + bytes(encode(b"two"))
    assert frames_of(wire) == [b"one", b"two"]


def test_decoder_never_raises_and_drops_overlong_frames():
    r = Rng(9)
    d = Decoder()
    for _ in range(300):
        junk = bytes(r.below(256) if r.below(8) else 0 for _ in range(r.below(120)))
        frames_of(junk, d)
    d = Decoder()
    got = frames_of(b"\x00" + b"\x07" * 500 + bytes(encode(b"after")), d)
    assert got == [b"after"]
    assert d.bad >= 1


def test_ticks_diff_across_the_wrap():
    w = 1 << 29
    assert ticks_diff(5, w - 5) == 10
    assert ticks_diff(w - 5, 5) == -10
    assert ticks_diff(1000, 400) == 600


class Loop:
    """Two channels joined directly (no link above them)."""

    def __init__(self):
        self.q = [bytearray(), bytearray()]
        self.wires = [[], []]
        outer = self

        class T:
            def __init__(self, side):
                self.side = side

            def read(self):
                b = bytes(outer.q[self.side])
                outer.q[self.side] = bytearray()
                return b

            def write(self, data):
                outer.wires[self.side].append(bytes(data))
                outer.q[1 - self.side].extend(data)

        self.chans = [Channel(T(0)), Channel(T(1))]
        for c in self.chans:
            c.open = True
        self.got = [[], []]

    def poll(self, now):
        for i in (0, 1):
            self.chans[i].poll(now, lambda k, b, i=i: self.got[i].append((k, b)))
            self.chans[i].service(now)


def test_numbered_frames_arrive_once_in_order_and_replays_are_dropped():
    lp = Loop()
    a = lp.chans[0]
    for i in range(10):
        a.send(DATA, bytes((i,)))
    now = 0
    for _ in range(50):
        lp.poll(now)
        now += 10
    assert [b[0] for k, b in lp.got[1] if k == DATA] == list(range(10))
    # Every frame A ever wrote, played again: nothing new is delivered.
    for w in lp.wires[0]:
        lp.q[1].extend(w)
    lp.poll(now)
    assert [b[0] for k, b in lp.got[1] if k == DATA] == list(range(10))
    assert lp.chans[1].duplicates >= 10


def test_a_frame_with_one_flipped_bit_is_rejected():
    lp = Loop()
    lp.chans[0].send_control(HELLO, b"abcdef")
    wire = bytearray(lp.q[1])
    lp.q[1] = bytearray()
    for i in range(1, len(wire) - 1):
        for bit in range(8):
            bad = bytearray(wire)
            bad[i] ^= 1 << bit
            lp.q[1].extend(bad)
            lp.poll(0)
    assert lp.got[1] == []
    lp.q[1].extend(wire)
    lp.poll(0)
    assert lp.got[1] == [(HELLO, b"abcdef")]


def _crc32_by_bits(data):
    """CRC-32 (zlib's, IEEE 802.3) bit by bit, from its definition: the reference, in any VM."""
    c = 0xFFFFFFFF
    for b in data:
        c ^= b
        for _ in range(8):
            c = (c >> 1) ^ (0xEDB88320 if c & 1 else 0)
    return (c ^ 0xFFFFFFFF).to_bytes(4, "big")


def test_the_link_crc32_is_zlibs_and_runs_on():
    import os

    from scopa_core.link.channel import crc32

    assert crc32(b"123456789") == bytes.fromhex("cbf43926")
    for n in (0, 1, 7, 64, 300):
        data = os.urandom(n)
        assert crc32(data) == _crc32_by_bits(data)
        assert crc32(data[n // 2:], crc32(data[:n // 2])) == crc32(data)
        assert crc32(b"ab" + data + b"cd", None, 2, 2 + n) == crc32(data)
