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
the boards exchange after every move is here too. ``Resync`` is the resynchronizing half of
``Play`` (play.py).
"""

from scopa_core.crc import crc16
from scopa_core.match import Match, abandon_move
from scopa_core.record import encode, decode
from scopa_core.link.channel import CHECK, SYNC, ticks_diff
from scopa_core.link.handshake import CAP_RESYNC

CHUNK = 40
MAX_RESYNCS = 4
MAX_RECORD = 2048  # bytes of a move list: 15 deals and 3 spareggi need about 1300
SYNC_MS = 12000  # a resync (or the checksum after it) this late, nothing in flight: no agreement
NO_PLY = 0xFFFF
R_DISAGREE = 5


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


def _u16(b, i):
    return b[i] << 8 | b[i + 1]


class Resync:
    """The resynchronizing half of ``Play`` (the link holds ``channel``, ``match``,
    ``local_player``, ``state``, ``_fail``, ``_tell``, ``_send`` and ``_observe``)."""

    def _reset_sync(self):
        self._epoch = 0
        self._agreed = 0  # the first moves the other board confirmed: final
        self._syncing = False
        self._sync_at = 0
        self._sync_mine = None
        self._sync_buf = None
        self._peer_moves = None
        self._sync_check = None  # (ply, crc) sent after a rebuild, until the other board's matches
        self._refusal = None  # a refused move's message, kept over the resync it started
        self.resyncs = 0
        self.mismatches = 0

    def _watch_sync(self, now):
        """A resync, and the other board's checksum after it, come without waiting for anyone:
        past ``SYNC_MS`` with nothing left to acknowledge, the boards cannot agree."""
        if not self._syncing and self._sync_check is None:
            return
        if not self.channel.idle:
            self._sync_at = now
        elif ticks_diff(now, self._sync_at) >= SYNC_MS:
            self._fail(R_DISAGREE, "the boards could not agree on the match: match stopped")

    def _start_sync(self, why):
        if self._syncing or self.state != "ready":
            return
        self.mismatches += 1
        if not self._caps & CAP_RESYNC or self.resyncs >= MAX_RESYNCS:
            self._fail(R_DISAGREE, "the boards disagree about the match (%s): match stopped" % why)
            return
        self._tell("the boards disagree (%s): resynchronizing" % why)
        self._syncing = True
        self._sync_at = self.clock()
        match = self.match
        mine = list(match.history)
        self._sync_mine = mine
        data = pack_moves(match.options, match.seed, mine)
        crc = crc16(data)
        off = 0
        while True:
            body = bytearray((self._epoch, len(data) >> 8, len(data) & 255, off >> 8, off & 255,
                              crc >> 8, crc & 255))
            body.extend(data[off:off + CHUNK])
            self.channel.send(SYNC, body)
            off += CHUNK
            if off >= len(data):
                break
        self._inbox = []
        self._sync_check = None
        if self._peer_moves is not None:
            self._finish_sync()

    def _on_sync(self, body):
        if len(body) < 7:
            return
        if not self._syncing:
            self._start_sync("the other board found a difference")
            if not self._syncing:
                return
        total = _u16(body, 1)
        off = _u16(body, 3)
        if off == 0:
            self._sync_buf = bytearray()
        buf = self._sync_buf
        if buf is None or off != len(buf):
            return
        buf.extend(body[7:])
        if len(buf) < total and len(buf) < MAX_RECORD:
            return
        self._sync_buf = None
        try:
            if len(buf) != total or crc16(buf) != _u16(body, 5):
                raise ValueError("damaged")
            self._peer_moves = unpack_moves(self.match.options, self.match.seed, bytes(buf))
        except ValueError:
            self._fail(R_DISAGREE, "the other board sent a damaged transcript: match stopped")
            return
        self._finish_sync()

    def _finish_sync(self):
        match = self.match
        local = self.local_player
        mine = self._sync_mine
        hists = [mine, self._peer_moves] if local == 0 else [self._peer_moves, mine]
        held = match.history[len(mine):]  # local moves played while the lists travelled
        merged = merge(match.options, match.seed, hists)
        keep = self._agreed
        if merged[:keep] != mine[:keep]:
            self._fail(R_DISAGREE, "the boards disagree about the match (confirmed moves changed)"
                       ": match stopped")
            return
        rebuild(match, merged)
        self._epoch = (self._epoch + 1) & 255
        self._syncing = False
        self._peer_moves = None
        self._sync_mine = None
        self.resyncs += 1
        self._observed = len(match.history)
        self._unconfirmed = []
        self._recent = []
        self._rec = (-1, 0)
        ply = (len(match.history) - 1) & NO_PLY
        crc = state_checksum(match)
        self._remember(ply, crc)
        self._sync_check = (ply, crc)
        self._sync_at = self.clock()
        self._send(CHECK, ply, crc)
        self._tell(self._refusal or "resynchronized from the transcripts at move %d" % len(match.history))
        self._refusal = None
        for m in held:
            if match.over or match.deal.to_move != local or m not in match.deal.moves():
                break
            match.play(m)
            self._observe()
