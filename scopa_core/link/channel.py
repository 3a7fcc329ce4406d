"""The link's frames and its reliable, ordered channel over a byte transport.

A frame (before COBS) is ``kind, seq, ack, body..., check`` where ``check`` is the CRC-32 of
everything before it (``crc32`` below, 4 bytes): random damage passes it once in 2**32 frames,
so two honest boards never play on a move one of them misread (a 16-bit check lets one in
65536 through, and on a long noisy cable that is a match whose two boards record different
results now and then). Kinds below ``DATA`` are control frames
(handshake, bare acknowledgement, goodbye): they are not numbered and may be lost. Kinds
from ``DATA`` up are numbered (``seq``, modulo 256) and delivered exactly once, in order:

- the sender keeps up to ``WINDOW`` frames unacknowledged and sends them all again (go-back-N)
  when the oldest has waited ``rto`` ms, doubling ``rto`` up to ``_RTO_MAX`` while nothing
  gets through (a pulled cable) and starting over at the first acknowledgement;
- the receiver takes only the next number; anything else is a duplicate or out of order and
  is dropped, but acknowledged again so a sender whose acknowledgement got lost moves on;
- every frame carries ``ack``, the last number received in order; when there is nothing to
  carry it, a bare ACK frame goes out at the next poll, and one every ``heartbeat_ms`` of
  silence so the peer knows the cable is still there.

Numbered frames count only once the handshake is done (``open``): before that the two ends
do not share numbering yet. Clock values are the board's ``ticks_ms`` (wrapping at 2**29):
compare them only through ``ticks_diff``.

A board of the link's previous version checks its frames with an inverted CRC-16 and could
not read ours: while the handshake runs, its greeting is still recognized (``_OLD_VERSION``,
a whole greeting of that version, so damage does not pass for one), handed on so the
handshake refuses it, and from then on this board answers in its format (``old``), so that
board too hears why: the link versions differ.

Bounded whatever the other end sends: the decoder's buffer is fixed, at most ``WINDOW``
frames wait for an acknowledgement and ``MAX_FRAMES`` in all (window and queue). An honest
peer acknowledges every frame within a retransmission or two, and the link sends a frame
only for a move, a checksum or a piece of a move list, a few per turn; a send past that bound
is refused and ``overflow`` set: the peer is not acknowledging, and the link ends the match
as its fault. ``stalled(now)`` says how long the oldest frame has waited without any
acknowledgement getting through, so a peer that talks but never acknowledges times out
like a silent one.
"""

from micropython import const

from scopa_core.link.cobs import Decoder, encode

HELLO = 1  # the handshake's greeting (handshake.py)
ACK = 2
BYE = 3  # goodbye: its body is one byte, a BYE_ code below
DATA = 8  # kinds from here up are numbered
MOVE = 8  # a move and the sender's checksum after it (moves.py)
CHECK = 9  # the receiver's checksum after a move (moves.py)
SYNC = 10  # a piece of a move list (resync.py)

# Why a board says goodbye: every code a BYE carries (the wire's values: fixed, as boards of
# other versions read them too). Up to BYE_COPY the other board shows the link's BYE words
# (scopa_core.lang) by this number; the last three end a match the sender took part in, and
# have sentences of their own (the link's GAVE_UP, LEFT_AFTER_SHUFFLE, NO_MEMORY).
BYE_STOPPED = 0  # no reason given (the handshake gave up on a peer that keeps starting over)
BYE_VERSION = 1  # the link versions differ (or the greeting cannot be read)
BYE_OPTIONS = 2  # the options differ
BYE_REVEAL = 3  # a shuffle did not match its commitment
BYE_ILLEGAL = 4  # it refused what the other board sent, MAX_REFUSED times (moves.py)
BYE_DISAGREE = 5  # the boards disagree about the match
BYE_COPY = 6  # a commitment was copied: its own came back
BYE_GAVE_UP = 7  # its timeout ran out: it no longer plays this match
BYE_LEFT = 8  # it left the waiting screen: the match never began there
BYE_QUIT = 9  # it dropped the match (out of memory): it loses, as after a timeout

_CHECK = const(4)  # a frame's check: CRC-32
_OLD_VERSION = const(2)  # the link's previous version: frames checked by an inverted CRC-16
WINDOW = 4
MAX_FRAMES = 16  # numbered frames held at once, window and queue (see above)
_RTO_MAX = const(1200)
_PERIOD = const(1 << 29)
_HALF = const(1 << 28)


def ticks_diff(new, old):
    """``new - old`` in ms for clocks that wrap at 2**29 (CircuitPython's ticks_ms)."""
    d = (new - old) & (_PERIOD - 1)
    return d - _PERIOD if d >= _HALF else d


# CRC-32 (the ISO-HDLC one of zlib: reflected, polynomial 0xEDB88320, initial value and final
# XOR all ones), the check on frames and on the state both boards compare after every move.
# A board's small ints end at 2**30, so the value never lives in one int: it runs as four
# bytes and is handed out as ``bytes`` (big-endian, the value zlib gives), which frames carry
# as they are and boards compare with ``==``. The table: the 256 entries' bytes, low byte
# first, in four runs of 256. Check value: ``crc32(b"123456789") == bytes.fromhex("cbf43926")``.
def _table():
    t = bytearray(1024)
    for i in range(256):
        h = 0
        l = i
        for _ in range(8):
            low = l & 1
            l = l >> 1 | (h & 1) << 15
            h >>= 1
            if low:
                h ^= 0xEDB8
                l ^= 0x8320
        t[i] = l & 255
        t[256 + i] = l >> 8
        t[512 + i] = h & 255
        t[768 + i] = h >> 8
    return t


_T = _table()


def crc32(data, crc=None, start=0, end=None):
    """CRC-32 of ``data[start:end]`` as 4 bytes, continuing from ``crc`` (what an earlier
    call returned for the bytes before), so ``crc32(b, crc32(a)) == crc32(a + b)``."""
    if end is None:
        end = len(data)
    if crc is None:
        c0 = c1 = c2 = c3 = 255
    else:
        c0 = crc[3] ^ 255
        c1 = crc[2] ^ 255
        c2 = crc[1] ^ 255
        c3 = crc[0] ^ 255
    t = _T
    for i in range(start, end):
        x = c0 ^ data[i]
        c0 = c1 ^ t[x]
        c1 = c2 ^ t[256 + x]
        c2 = c3 ^ t[512 + x]
        c3 = t[768 + x]
    return bytes((c3 ^ 255, c2 ^ 255, c1 ^ 255, c0 ^ 255))


class Channel:
    def __init__(self, transport, rto_ms=300, heartbeat_ms=1000):
        self.transport = transport
        self.rto_min = rto_ms
        self.heartbeat_ms = heartbeat_ms
        self.decoder = Decoder()
        self.bytes_out = 0
        self.bytes_in = 0
        self.frames_out = 0
        self.frames_in = 0
        self.retransmissions = 0
        self.bad_crc = 0
        self.duplicates = 0
        self.last_rx = 0  # ticks of the last good frame
        self._handler = None
        self.now = 0  # the clock at the last poll or service
        self.reset(0)

    def reset(self, now):
        """Start numbering afresh (a new handshake): nothing in flight, nothing expected."""
        self.open = False
        self.old = False  # the other board speaks _OLD_VERSION: answer in its frames
        self.seq = 0  # the number of the next numbered frame sent
        self.expect = 0  # the number of the next numbered frame received
        self.out = []  # [seq, frame] sent and not yet acknowledged, oldest first
        self.queue = []  # (kind, body) waiting for room in the window
        self.overflow = False  # a send was refused: MAX_FRAMES held and none acknowledged
        self._rto = self.rto_min
        self._sent_at = now  # when the oldest unacknowledged frame was (re)sent
        self._waiting = now  # since when frames wait with no acknowledgement getting through
        self._last_tx = now
        self._ack_due = 0  # 1: acknowledge at the next poll; 2: acknowledge at this one

    def drain(self):
        """Forget what the transport holds: a board's UART keeps what arrived while nobody
        read it (an earlier handshake's greetings), and none of it belongs to a new one."""
        for _ in range(64):  # a UART buffer is 1 KB; the other board adds a frame per 250 ms
            if not self.transport.read():
                break
        self.decoder.reset()

    # -- sending ---------------------------------------------------------------------------
    def _frame(self, kind, seq, body):
        f = bytearray(3)
        f[0] = kind
        f[1] = seq
        f[2] = (self.expect - 1) & 255
        if body:
            f.extend(body)
        if self.old:
            from scopa_core.crc import crc16

            c = crc16(f) ^ 0xFFFF
            f.append(c >> 8)
            f.append(c & 255)
        else:
            f.extend(crc32(f))
        return encode(f)

    def _write(self, wire):
        self.transport.write(wire)
        self.bytes_out += len(wire)
        self.frames_out += 1
        self._last_tx = self.now
        self._ack_due = 0  # every frame carries the acknowledgement

    def send_control(self, kind, body=None):
        """An unnumbered frame (HELLO, ACK, BYE), sent once, now."""
        self._write(self._frame(kind, 0, body))

    def send(self, kind, body):
        """Queue a numbered frame; it goes out now if the window has room. False (and
        ``overflow`` set) when MAX_FRAMES are held already: the frame is dropped."""
        if len(self.out) + len(self.queue) >= MAX_FRAMES:
            self.overflow = True
            return False
        self.queue.append((kind, body))
        self._pump()
        return True

    def room(self):
        """True when a numbered frame sent now would go out at once (nothing queued)."""
        return len(self.out) + len(self.queue) < WINDOW

    def _pump(self):
        while self.queue and len(self.out) < WINDOW:
            kind, body = self.queue.pop(0)
            seq = self.seq
            self.seq = (seq + 1) & 255
            wire = self._frame(kind, seq, body)
            if not self.out:
                self._sent_at = self._waiting = self.now
            self.out.append([seq, wire])
            self._write(wire)

    @property
    def idle(self):
        """Nothing waiting for an acknowledgement."""
        return not self.out and not self.queue

    def stalled(self, now):
        """How long (ms) frames have waited with no acknowledgement getting through; 0
        when none waits."""
        return ticks_diff(now, self._waiting) if self.out else 0

    # -- receiving -------------------------------------------------------------------------
    def poll(self, now, handler):
        """Read what the transport holds; ``handler(kind, body)`` gets each control frame and
        each new numbered frame (``body`` is a fresh bytes object)."""
        self.now = now
        if self._ack_due == 1:
            self._ack_due = 2
        self._handler = handler
        for _ in range(4):  # a board's transport hands out at most one buffer at a time
            data = self.transport.read()
            if not data:
                break
            self.bytes_in += len(data)
            self.decoder.feed(data, self._on_frame)
        self._handler = None

    def _on_frame(self, buf, n):
        if n < 3 + _CHECK or crc32(buf, None, 0, n - _CHECK) != bytes(buf[n - _CHECK:n]):
            # A whole greeting of _OLD_VERSION (its body without or with the seed) under
            # its inverted CRC-16: refused by the handshake, answered in its frames.
            if (not self.open and buf[0] == HELLO and n - 5 in (43, 59)
                    and buf[3] == _OLD_VERSION):
                from scopa_core.crc import crc16

                if crc16(buf, 0xFFFF, 0, n - 2) ^ 0xFFFF == buf[n - 2] << 8 | buf[n - 1]:
                    self.old = True
                    self._handler(HELLO, bytes(buf[3:n - 2]))
                    return
            self.bad_crc += 1
            return
        self.frames_in += 1
        self.last_rx = self.now
        kind = buf[0]
        if self.open:
            self._on_ack(buf[2])
        if kind < DATA:
            self._handler(kind, bytes(buf[3:n - _CHECK]))
            return
        if not self.open:
            return  # the peer finished its handshake first: it will send this again
        if buf[1] != self.expect:
            self.duplicates += 1
            self._ack_due = 1
            return
        self.expect = (self.expect + 1) & 255
        self._ack_due = 1
        self._handler(kind, bytes(buf[3:n - _CHECK]))

    def _on_ack(self, ack):
        out = self.out
        if not out:
            return
        k = (ack - out[0][0]) & 255
        if k >= len(out):
            return  # an old acknowledgement, or nonsense
        del out[:k + 1]
        self._rto = self.rto_min
        self._sent_at = self._waiting = self.now
        self._pump()

    # -- timers ----------------------------------------------------------------------------
    def service(self, now):
        """Retransmit, acknowledge, keep the line alive. Call once per poll when open."""
        self.now = now
        if self.out and ticks_diff(now, self._sent_at) >= self._rto:
            for item in self.out:
                self.retransmissions += 1
                self._write(item[1])
            self._sent_at = now
            self._rto = min(self._rto * 2, _RTO_MAX)
        if self._ack_due == 2 or ticks_diff(now, self._last_tx) >= self.heartbeat_ms:
            self.send_control(ACK)

