"""The state checksum the two boards exchange after every move (play.py), and the reading of
a frame's 16-bit fields: what a match in play needs every move. Rebuilding a diverged match
(sync.py) is loaded only when the boards disagree."""

from scopa_core.crc import crc16

NO_PLY = 0xFFFF
MAX_RECORD = 2048  # bytes of a move list: 15 deals and 3 spareggi need about 1300


def state_checksum(match, record_crc=None):
    """CRC-16 of the match record (``to_bytes``; ``record_crc`` if the caller keeps it),
    continued over the position (table, turn, scores, piles, hands): the record alone would
    not notice two engines that play the same moves apart."""
    d = match.deal
    b = bytearray(d.table())
    b.append(d.to_move)
    b.append(1 if match.over else 0)
    for s in range(len(match.totals)):
        b.append(match.totals[s] & 255)
        b.append(d.scope(s) & 255)
        b.append(len(d.pile(s)))
    for p in range(d.n):
        b.append(len(d.hand(p)))
    if record_crc is None:
        record_crc = crc16(match.to_bytes())
    return crc16(b, record_crc)


def record_crc_after(crc, m):
    """``crc16(to_bytes())`` after move ``m``, from the value before it: the record is the
    moves as varints, so the CRC runs on instead of starting over (20 ms a move on a board
    near the end of a match)."""
    while m >= 128:
        crc = crc16(bytes((m & 127 | 128,)), crc)
        m >>= 7
    return crc16(bytes((m,)), crc)


def u16(b, i):
    """The big-endian 16-bit field at ``b[i]``."""
    return b[i] << 8 | b[i + 1]
