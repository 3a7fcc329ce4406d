"""Resynchronizing a diverged match from the two boards' transcripts.

The boards exchange a state checksum after every move, so a divergence (a damaged frame
that still passed its CRC, a crossed concession, a bug) shows up at once. Then each board
sends its whole move list and both rebuild the same match from the two lists with one rule:
**each board is the authority on its own player's moves**. Ply by ply, the move of the
player to move comes from that player's board; a concession (``abandon_move``) counts from
the board that conceded, at the ply where it did. At the first ply where the two lists
differ the authority's move is taken and the rebuild stops there: later moves of either
board were chosen in a position that never was, so their players choose again. A move
that the rules refuse also stops the rebuild. Both boards run this on the same two lists,
so they end with the same match.

Move lists travel as ``record``'s varints, in chunks that fit a frame. The state checksum
the boards exchange after every move is here too.
"""

from scopa_core.crc import crc16
from scopa_core.match import Match, abandon_move
from scopa_core.record import encode, decode

CHUNK = 40


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


def pack_moves(options, seed, moves):
    return encode(options, seed, moves)[10:]


def unpack_moves(options, seed, data):
    """The move list of ``pack_moves``; ValueError if damaged."""
    return decode(encode(options, seed, ()) + data)[2]


def merge(options, seed, hists):
    """The agreed move list from ``hists[p]``, the list kept by the board of player p."""
    m = Match(options, seed)
    h0 = hists[0]
    h1 = hists[1]
    i = 0
    while not m.over:
        a = h0[i] if i < len(h0) else None
        b = h1[i] if i < len(h1) else None
        last = False
        if a == abandon_move(0):
            pick = a
        elif b == abandon_move(1):
            pick = b
        else:
            owner = m.deal.to_move
            pick = a if owner == 0 else b
            other = b if owner == 0 else a
            if pick is None:
                break
            last = other is not None and other != pick
        try:
            m.play(pick)
        except ValueError:
            break
        if last:
            break
        i += 1
    return m.history


def rebuild(match, moves):
    """Replay ``moves`` into the same Match object (the session keeps its reference)."""
    Match.__init__(match, match.options, match.seed)
    for x in moves:
        match.play(x)
