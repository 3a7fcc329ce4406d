"""Byte framing for the UART link: COBS (Consistent Overhead Byte Stuffing) with 0 as the
frame delimiter.

COBS removes every 0 byte from a frame, so a 0 on the wire always means "frame boundary".
After garbage, a cut cable or a lost byte, the receiver loses at most the frame in progress
and is back in step at the next 0. Each frame goes out as ``0, cobs(payload), 0``: the
leading 0 closes whatever noise came before it, so a frame after an idle, noisy line is
not glued to that noise.

The decoder works in one preallocated buffer (decoding in place: COBS never writes ahead of
where it reads) and never raises: too long, malformed or empty frames are counted and
dropped. Integrity (the CRC) is the next layer's job, see ``channel``.
"""

MAX_PAYLOAD = 66  # the largest decoded frame the link sends (a handshake frame)
# Encoded size: one code byte per 254 data bytes plus one; the buffer takes a little slack.
_MAX_ENCODED = MAX_PAYLOAD + 4


def encode(payload):
    """``0, cobs(payload), 0`` as a bytearray."""
    out = bytearray(2)  # the leading delimiter, then the first block's code byte
    code_at = 1
    code = 1
    for i in range(len(payload)):
        b = payload[i]
        if b:
            out.append(b)
            code += 1
            if code < 0xFF:
                continue
        # A 0 in the payload, or a full block of 254 bytes: close the block.
        out[code_at] = code
        code_at = len(out)
        out.append(0)
        code = 1
    out[code_at] = code
    out.append(0)
    return out


def decode_in_place(buf, n):
    """Decode ``buf[:n]`` (one COBS block sequence, no 0 in it) into ``buf``; the decoded
    length, or -1 if the bytes are not valid COBS."""
    r = 0
    w = 0
    while r < n:
        code = buf[r]
        r += 1
        end = r + code - 1
        if code == 0 or end > n:
            return -1
        while r < end:
            buf[w] = buf[r]
            w += 1
            r += 1
        if code < 0xFF and r < n:
            buf[w] = 0
            w += 1
    return w


class Decoder:
    """Feed it the bytes read from the wire; it calls ``deliver(buf, length)`` for each
    complete frame (``buf`` is reused: copy what you keep)."""

    def __init__(self):
        self.buf = bytearray(_MAX_ENCODED)
        self.n = 0
        self.overflow = False
        self.bad = 0  # frames dropped here: too long or not COBS

    def reset(self):
        self.n = 0
        self.overflow = False

    def feed(self, data, deliver):
        buf = self.buf
        size = len(buf)
        n = self.n
        for i in range(len(data)):
            b = data[i]
            if b:
                if n < size:
                    buf[n] = b
                    n += 1
                else:
                    self.overflow = True
                continue
            if self.overflow:
                self.bad += 1
                self.overflow = False
            elif n:
                k = decode_in_place(buf, n)
                if k > 0:
                    self.n = 0
                    deliver(buf, k)
                else:
                    self.bad += 1
            n = 0
        self.n = n
