"""Resynchronizing a diverged match from the two boards' transcripts.

The boards exchange a state checksum after every move, so a divergence (a damaged frame
that still passed its CRC, a crossed concession, a bug) shows up at once. Then each board
sends its whole move list (SYNC ``epoch, total(2), offset(2), crc(2), chunk``) and both
rebuild the same match from the two lists with one rule: **each board is the authority on
its own player's moves**. Ply by ply, the move of the player to move comes from that
player's board; a concession (``abandon_move``) counts from the board that conceded, at the
ply where it did. At the first ply where the two lists differ the authority's move is taken
and the rebuild stops there: later moves of either board were chosen in a position that
never was, so their players choose again. A move that the rules refuse also stops the
rebuild. Both boards run this on the same two lists, so they end with the same match.

Moves both boards confirmed are final: once the other board's checksum after a move matched
this board's, it held the same moves up to there. A resync settles only the moves after
them; a move list that rewrites them (a board taking back a move) stops the match. After a
rebuild each board sends its checksum of the result (CHECK): one that differs, or names
another move, means the lists did not agree after all (a forged list, one of an older round)
and the boards resynchronize again, ``MAX_RESYNCS`` times a match at most; none at all
within ``SYNC_MS`` stops the match. Messages of an older resync round (``epoch``) are ignored.

Move lists travel as ``record``'s varints, in chunks that fit a frame. The state checksum
the boards exchange after every move is in ``checksum``. The functions below are the
resynchronizing half of ``Play`` (play.py), which imports this module only when the boards
disagree: a match that never diverges never holds its code.
"""

from scopa_core.crc import crc16
from scopa_core.match import Match, abandon_move
from scopa_core.record import encode, decode
from scopa_core.link.channel import CHECK, SYNC
from scopa_core.link.handshake import CAP_RESYNC
from scopa_core.link.checksum import MAX_RECORD, NO_PLY, state_checksum, u16
from scopa_core.link.play import R_DISAGREE

CHUNK = 40
MAX_RESYNCS = 4


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


# The link holds what these use: ``channel``, ``match``, ``local_player``, ``state``, the
# resync's attributes (Play._reset_play), ``_fail``, ``_tell``, ``_send`` and ``_observe``.


def start_sync(link, why):
    link.mismatches += 1
    if not link._caps & CAP_RESYNC or link.resyncs >= MAX_RESYNCS:
        link._fail(R_DISAGREE, "the boards disagree about the match (%s): match stopped" % why)
        return
    link._tell("the boards disagree (%s): resynchronizing" % why)
    link._syncing = True
    link._sync_at = link.clock()
    match = link.match
    mine = list(match.history)
    link._sync_mine = mine
    data = pack_moves(match.options, match.seed, mine)
    crc = crc16(data)
    off = 0
    while True:
        body = bytearray((link._epoch, len(data) >> 8, len(data) & 255, off >> 8, off & 255,
                          crc >> 8, crc & 255))
        body.extend(data[off:off + CHUNK])
        link.channel.send(SYNC, body)
        off += CHUNK
        if off >= len(data):
            break
    link._inbox = []
    link._sync_check = None
    if link._peer_moves is not None:
        finish_sync(link)


def on_sync(link, body):
    if len(body) < 7:
        return
    if not link._syncing:
        link._start_sync("the other board found a difference")
        if not link._syncing:
            return
    total = u16(body, 1)
    off = u16(body, 3)
    if off == 0:
        link._sync_buf = bytearray()
    buf = link._sync_buf
    if buf is None or off != len(buf):
        return
    buf.extend(body[7:])
    if len(buf) < total and len(buf) < MAX_RECORD:
        return
    link._sync_buf = None
    try:
        if len(buf) != total or crc16(buf) != u16(body, 5):
            raise ValueError("damaged")
        link._peer_moves = unpack_moves(link.match.options, link.match.seed, bytes(buf))
    except ValueError:
        link._fail(R_DISAGREE, "the other board sent a damaged transcript: match stopped")
        return
    finish_sync(link)


def finish_sync(link):
    match = link.match
    local = link.local_player
    mine = link._sync_mine
    hists = [mine, link._peer_moves] if local == 0 else [link._peer_moves, mine]
    held = match.history[len(mine):]  # local moves played while the lists travelled
    merged = merge(match.options, match.seed, hists)
    keep = link._agreed
    if merged[:keep] != mine[:keep]:
        link._fail(R_DISAGREE, "the boards disagree about the match (confirmed moves changed)"
                   ": match stopped")
        return
    rebuild(match, merged)
    link._epoch = (link._epoch + 1) & 255
    link._syncing = False
    link._peer_moves = None
    link._sync_mine = None
    link.resyncs += 1
    link._observed = len(match.history)
    link._unconfirmed = []
    link._recent = []
    link._rec = (-1, 0)
    ply = (len(match.history) - 1) & NO_PLY
    crc = state_checksum(match)
    link._remember(ply, crc)
    link._sync_check = (ply, crc)
    link._sync_at = link.clock()
    link._send(CHECK, ply, crc)
    link._tell(link._refusal or "resynchronized from the transcripts at move %d" % len(match.history))
    link._refusal = None
    for m in held:
        if match.over or match.deal.to_move != local or m not in match.deal.moves():
            break
        match.play(m)
        link._observe()
