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

Move lists travel as ``record``'s varints, in chunks that fit a frame.
"""

from scopa_core.match import Match, abandon_move
from scopa_core.record import encode, decode

CHUNK = 40


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
