"""Host transports for the UART link, and a seeded fault injector to put between two ends.

Every transport has the link's two verbs: ``read() -> bytes`` (b"" when nothing is
buffered, never blocks) and ``write(data)``.

- ``memory_pair(clock, faults, seed)``: two ends joined in memory, each direction through a
  ``Wire`` that applies the faults; with a virtual clock the whole run is reproducible.
- ``FdTransport(fd)``: a file descriptor, e.g. one end of a pty pair (``open_pty()``).
- ``SerialTransport(port)``: pyserial on a real port (a USB-serial adapter, 115200 baud) or
  on a pty's slave path.
- ``Relay``: copies bytes between two fds through two Wires (a thread): the fault injector
  between two processes.

Faults (``parse_faults("drop=0.05,corrupt=0.02,dup=0.02")``): each is the chance that one
write (for the link, one frame) is hit: ``drop`` (one random byte of it is lost), ``corrupt``
(one bit of one byte flipped), ``dup`` (one byte sent twice), ``noise`` (a burst of 1-16
random bytes inserted), ``delay`` (the line stalls 20-300 ms from this write on: bytes are
late, never reordered, as on a real UART), ``weak`` (a burst of damage that a 16-bit CRC
cannot see: an error pattern that is a multiple of CRC-16's polynomial, which passes a
CRC-16 check on any frame; what a 16-bit frame check lets through once in 65536 damaged
frames, on demand, for the frame check to catch), ``forge`` (one bit of a frame's content
flipped and its check made to match, whatever the check: the damage no frame check sees, to
exercise the state checksums behind it). Rates per frame, not per byte: at 5% a byte a
66-byte handshake frame would almost never pass, which tests nothing but patience. ``cut=N``: N disconnections of
``cut_ms`` (default 3000) each, at random times between 2 s and ``cut_within`` ms (default
40000) after the start, both directions at once (a pulled cable).
"""

import os
import random
import threading
import time
from collections import deque

FAULT_KEYS = ("drop", "corrupt", "dup", "delay", "noise", "weak", "forge", "cut", "cut_ms",
              "cut_within")
RATES = ("drop", "corrupt", "dup", "delay", "noise", "weak", "forge")


def parse_faults(text):
    """``"drop=0.05,corrupt=0.02"`` -> dict; ValueError naming a bad item."""
    out = {}
    for item in (text or "").replace(" ", "").split(","):
        if not item:
            continue
        key, _, value = item.partition("=")
        if key not in FAULT_KEYS:
            raise ValueError("unknown fault %r (one of %s)" % (key, ", ".join(FAULT_KEYS)))
        try:
            out[key] = float(value)
        except ValueError:
            raise ValueError("fault %s needs a number, got %r" % (key, value)) from None
        if key in RATES and not 0 <= out[key] <= 1:
            raise ValueError("fault rate %s must be 0..1, got %s" % (key, value))
    return out


def _ms():
    return time.monotonic_ns() // 1000000


def host_clock_ms():
    """Milliseconds, wrapping at 2**29 like the board's ``supervisor.ticks_ms()``."""
    return (time.monotonic_ns() // 1000000) & ((1 << 29) - 1)


class Faults:
    """The fault plan shared by both directions of one cable (the cuts hit both at once)."""

    def __init__(self, faults=None, seed=0, start_ms=0):
        self.f = dict(faults or {})
        self.rng = random.Random(seed)
        self.cuts = []
        n = int(self.f.get("cut", 0))
        length = int(self.f.get("cut_ms", 3000))
        within = int(self.f.get("cut_within", 40000))
        for _ in range(n):
            at = start_ms + self.rng.randint(2000, max(2000, within))
            self.cuts.append((at, at + length))
        self.counts = {"dropped": 0, "corrupted": 0, "duplicated": 0, "delays": 0,
                       "noise_bursts": 0, "weakened": 0, "forged": 0, "cut_bytes": 0}

    def cut(self, now):
        for a, b in self.cuts:
            if a <= now < b:
                return True
        return False


def _frame_of(wire):
    """The decoded frame of ``wire`` (``0, cobs, 0``), or None if it is not one frame."""
    from scopa_core.link.cobs import decode_in_place

    if len(wire) < 4 or wire[0] or wire[-1] or 0 in wire[1:-1]:
        return None
    buf = bytearray(wire[1:-1])
    n = decode_in_place(buf, len(buf))
    return buf[:n] if n > 0 else None


CRC16_POLY = 0x11021  # CRC-16/CCITT's generator, x^16 + x^12 + x^5 + 1


def _times(a, b):
    """The product of two polynomials over GF(2), as bit masks."""
    out = 0
    while b:
        if b & 1:
            out ^= a
        a <<= 1
        b >>= 1
    return out


def weaken(wire, rng):
    """Damage the single frame ``wire`` in place with a burst (up to 32 bits) that is a
    multiple of CRC-16's polynomial: a frame checked by a CRC-16, however its check is
    placed or inverted, still passes it. False if ``wire`` is not one frame."""
    from scopa_core.link.cobs import encode

    frame = _frame_of(wire)
    if frame is None or len(frame) < 5:
        return False
    error = _times(rng.randrange(1, 1 << 16), CRC16_POLY)
    bits = len(frame) * 8
    shift = rng.randrange(bits - error.bit_length() + 1)
    damaged = int.from_bytes(frame, "big") ^ error << shift
    wire[:] = encode(damaged.to_bytes(len(frame), "big"))
    return True


def forge(wire, rng):
    """Flip one bit of the content of the single frame ``wire`` and give it the link's frame
    check (CRC-32) that matches, in place. False if ``wire`` is not one frame with content."""
    from scopa_core.link.channel import crc32
    from scopa_core.link.cobs import encode

    buf = _frame_of(wire)
    n = len(buf) if buf is not None else 0
    if n < 8:  # kind, seq, ack, at least one byte of body, the 4-byte check
        return False
    frame = buf[:n - 4]
    frame[rng.randrange(3, len(frame))] ^= 1 << rng.randrange(8)
    frame.extend(crc32(frame))
    wire[:] = encode(frame)
    return True


class Wire:
    """One direction of a cable: bytes written at ``now`` come out of ``pull(now)``."""

    def __init__(self, plan):
        self.plan = plan
        self.q = deque()
        self.stall_until = 0

    def push(self, data, now):
        """Faults hit each write (one frame, for the link) with their rate; a hit drops,
        flips a bit of, or doubles one random byte of it."""
        p = self.plan
        f = p.f
        rng = p.rng
        c = p.counts
        data = bytearray(data)
        if p.cut(now):
            c["cut_bytes"] += len(data)
            return
        if f and data:
            if rng.random() < f.get("weak", 0) and weaken(data, rng):
                c["weakened"] += 1
            if rng.random() < f.get("forge", 0) and forge(data, rng):
                c["forged"] += 1
            if rng.random() < f.get("drop", 0):
                del data[rng.randrange(len(data))]
                c["dropped"] += 1
            if data and rng.random() < f.get("corrupt", 0):
                data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
                c["corrupted"] += 1
            if data and rng.random() < f.get("dup", 0):
                i = rng.randrange(len(data))
                data[i:i] = data[i:i + 1]
                c["duplicated"] += 1
            if rng.random() < f.get("noise", 0):
                i = rng.randrange(len(data) + 1)
                data[i:i] = rng.randbytes(rng.randint(1, 16))
                c["noise_bursts"] += 1
            if rng.random() < f.get("delay", 0):
                self.stall_until = max(self.stall_until, now + rng.randint(20, 300))
                c["delays"] += 1
        at = max(now, self.stall_until)
        for b in data:
            self.q.append((at, b))

    def pull(self, now):
        q = self.q
        if not q or q[0][0] > now:
            return b""
        out = bytearray()
        while q and q[0][0] <= now:
            out.append(q.popleft()[1])
        return bytes(out)


class MemoryTransport:
    def __init__(self, clock, wire_in, wire_out):
        self.clock = clock
        self.wire_in = wire_in
        self.wire_out = wire_out
        self.written = 0

    def read(self):
        return self.wire_in.pull(self.clock())

    def write(self, data):
        self.written += len(data)
        self.wire_out.push(data, self.clock())


def memory_pair(clock, faults=None, seed=0):
    """Two transports joined through a faulty cable; returns (a, b, plan). ``clock`` gives
    milliseconds that never wrap (the cable's timetable; the links may see wrapping ones)."""
    plan = Faults(faults, seed, clock())
    ab = Wire(plan)
    ba = Wire(plan)
    return MemoryTransport(clock, ba, ab), MemoryTransport(clock, ab, ba), plan


class FdTransport:
    """A raw file descriptor (a pty end), non-blocking."""

    def __init__(self, fd):
        self.fd = fd
        os.set_blocking(fd, False)

    def read(self):
        try:
            return os.read(self.fd, 4096)
        except (BlockingIOError, InterruptedError):
            return b""
        except OSError:  # EIO: the other end of the pty is closed
            return b""

    def write(self, data):
        view = memoryview(bytes(data))
        while view:
            try:
                n = os.write(self.fd, view)
            except (BlockingIOError, InterruptedError):
                time.sleep(0.001)
                continue
            view = view[n:]


class SerialTransport:
    """pyserial: a USB-serial adapter wired to a board's TX/RX/GND, or a pty's slave path."""

    def __init__(self, port, baudrate=115200):
        import serial

        self.port = serial.Serial(port, baudrate=baudrate, timeout=0, write_timeout=2)

    def read(self):
        return self.port.read(4096)

    def write(self, data):
        self.port.write(bytes(data))

    def close(self):
        self.port.close()


def open_pty():
    """(master_fd, slave_fd, slave_path) of a new pty in raw mode (no echo, no line editing:
    every byte value passes unchanged)."""
    import tty

    master, slave = os.openpty()
    tty.setraw(slave)
    tty.setraw(master)
    return master, slave, os.ttyname(slave)


class Relay:
    """Copies bytes between two fds through a faulty cable, in a thread, in real time."""

    def __init__(self, fd_a, fd_b, faults=None, seed=0):
        self.a = FdTransport(fd_a)
        self.b = FdTransport(fd_b)
        self.plan = Faults(faults, seed, _ms())
        self.ab = Wire(self.plan)
        self.ba = Wire(self.plan)
        self._stop = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def start(self):
        self.thread.start()
        return self

    def stop(self):
        self._stop.set()
        self.thread.join(5)

    def _run(self):
        while not self._stop.is_set():
            now = _ms()
            data = self.a.read()
            if data:
                self.ab.push(data, now)
            data = self.b.read()
            if data:
                self.ba.push(data, now)
            out = self.ab.pull(now)
            if out:
                self.b.write(out)
            out = self.ba.pull(now)
            if out:
                self.a.write(out)
            time.sleep(0.001)
