"""Moves over the link: sending the local player's moves, checking the peer's, the state
checksum after every move, and resynchronizing from the transcripts (see ``sync``).

``Play`` is the half of ``Link`` that runs once the handshake is done; ``link.py`` holds the
other half (connection, handshake, timeouts). Messages, all numbered frames of ``channel``,
each starting with the resync epoch (messages of an older epoch are ignored):

- MOVE ``epoch, ply(2), move(2), crc(2)``: move number ``ply`` of the match and the sender's
  state checksum after it;
- CHECK ``epoch, ply(2), crc(2)``: the receiver's checksum after move ``ply``;
- SYNC ``epoch, total(2), offset(2), crc(2), chunk``: a piece of the sender's move list.

A board is the authority on its own player's moves; it checks every move it receives
against the rules at the position where it belongs, and sends a MOVE again when no CHECK
came back (``CONFIRM_MS``): a MOVE seen before is answered with its CHECK again, never
played twice.
"""

from scopa_core.crc import crc16
from scopa_core.match import Match, abandon_move, is_abandon
from scopa_core.record import encode
from scopa_core.link.channel import ticks_diff
from scopa_core.link.handshake import CAP_RESYNC
from scopa_core.link.sync import CHUNK, pack_moves, unpack_moves, merge, rebuild
from scopa_core.link.sync import state_checksum, record_crc_after

MOVE = 8
CHECK = 9
SYNC = 10
CONFIRM_MS = 4000
MAX_ILLEGAL = 3
MAX_RESYNCS = 4
MAX_RECORD = 2048  # bytes of a move list: 15 deals and 3 spareggi need about 1300
NO_PLY = 0xFFFF
R_ILLEGAL = 4
R_DISAGREE = 5


def _card_text(m):
    c = m & 63
    if c >= 40:
        return "#%d" % m
    return "A234567FCR"[c % 10] + "DCBS"[c // 10]


def _u16(b, i):
    return b[i] << 8 | b[i + 1]


class Play:
    def _reset_play(self):
        self._epoch = 0
        self._observed = 0
        self._inbox = []  # (ply, move, crc) received and not yet played, in order
        self._unconfirmed = []  # [ply, move, crc, sent_at] of local moves without a CHECK
        self._recent = []  # (ply, crc) of the last few moves
        self._rec = (-1, 0)  # (moves, crc16 of the record of the match's first moves)
        self._syncing = False
        self._sync_at = 0
        self._sync_mine = None
        self._sync_buf = None
        self._peer_moves = None
        self._sync_check = None
        self._illegal = 0
        self.resyncs = 0
        self.mismatches = 0
        self.refused = 0
        self.move_resends = 0

    # -- sending -----------------------------------------------------------------------------
    def _send(self, kind, ply, a, b=None):
        body = bytearray((self._epoch, ply >> 8 & 255, ply & 255, a >> 8, a & 255))
        if b is not None:
            body.append(b >> 8)
            body.append(b & 255)
        self.channel.send(kind, body)

    def _remember(self, ply, crc):
        r = self._recent
        r.append((ply, crc))
        if len(r) > 6:
            r.pop(0)

    def _crc_at(self, ply):
        for p, c in self._recent:
            if p == ply:
                return c
        return None

    # -- the session's side --------------------------------------------------------------------
    def _observe(self, move=None):
        """Account for every move the session applied since the last call."""
        match = self.match
        if match is None:
            return
        h = match.history
        while self._observed < len(h):
            ply = self._observed
            m = h[ply]
            self._observed = ply + 1
            rec = self._rec
            if rec[0] != ply:  # the first move, or after a resync
                rec = (ply, crc16(encode(match.options, match.seed, h[:ply])))
            rec = self._rec = (ply + 1, record_crc_after(rec[1], m))
            if ply == len(h) - 1:
                crc = state_checksum(match, rec[1])
            else:  # the session skipped an observe(): rare, so replaying is fine
                crc = state_checksum(Match.replay(match.options, match.seed, h[:ply + 1]))
            self._remember(ply, crc)
            q = self._inbox
            if q and q[0][0] == ply and q[0][1] == m:
                carried = q.pop(0)[2]  # the peer's move (or concession), as received
                if self.state == "ready" and not self._syncing:
                    self._send(CHECK, ply, crc)
                    if crc != carried:
                        self._start_sync("after move %d" % (ply + 1))
                continue
            if is_abandon(m) and m >> 6 != self.local_player:
                continue  # the session's verdict on a vanished peer: nothing to tell it
            if self.state == "ready" and not self._syncing:
                self._send(MOVE, ply, m, crc)
                self._unconfirmed.append([ply, m, crc, self.clock()])

    @property
    def peer_conceded(self):
        """The peer's concession is the next move: apply ``abandon`` for its side now,
        whoever is to move (then ``observe`` it like any other move)."""
        q = self._inbox
        return (bool(q) and self.match is not None and q[0][0] == len(self.match.history)
                and q[0][1] == abandon_move(1 - self.local_player))

    def _next_remote(self):
        """The peer's next move, checked against the rules here, or None."""
        match = self.match
        if self.state != "ready" or self._syncing or match is None or match.over:
            return None
        q = self._inbox
        if not q or q[0][0] != len(match.history):
            return None
        m = q[0][1]
        remote = 1 - self.local_player
        if m == abandon_move(remote) or (match.deal.to_move == remote and m in match.deal.moves()):
            return m  # it stays in the inbox until observe() sees it played
        q.pop(0)
        self._refuse(m)
        return None

    def _refuse(self, m):
        self.refused += 1
        self._illegal += 1
        if self._illegal >= MAX_ILLEGAL:
            self._fail(R_ILLEGAL, "the other board kept sending illegal moves: match stopped")
            return
        self._start_sync("illegal move %s refused" % _card_text(m))
        self.message = "the other board sent an illegal move (%s): refused" % _card_text(m)

    # -- receiving ---------------------------------------------------------------------------
    def _on_data(self, kind, body):
        if not body or body[0] != self._epoch:
            return  # from before a resync
        if kind == SYNC:
            self._on_sync(body)
        elif self._syncing or len(body) < 5:
            return  # the peer's move list will say it all
        elif kind == MOVE and len(body) == 7:
            self._on_move(_u16(body, 1), _u16(body, 3), _u16(body, 5))
        elif kind == CHECK:
            self._on_check(_u16(body, 1), _u16(body, 3))

    def _on_move(self, ply, m, crc):
        h = self.match.history
        q = self._inbox
        n = len(h)
        nxt = n + len(q)
        if ply < nxt:
            known = h[ply] if ply < n else q[ply - n][1]
            if known != m:
                self._start_sync("move %d differs" % (ply + 1))
            elif ply < n:
                c = self._crc_at(ply)
                if c is not None:  # the peer missed our CHECK: say it again
                    self._send(CHECK, ply, c)
            return
        if ply > nxt:
            self._start_sync("move %d is missing" % (nxt + 1))
            return
        q.append((ply, m, crc))

    def _on_check(self, ply, crc):
        sc = self._sync_check
        if sc is not None and sc[0] == ply:
            self._sync_check = None
            if sc[1] != crc:
                self._start_sync("still after the resync")
            return
        u = self._unconfirmed
        for i in range(len(u)):
            if u[i][0] == ply:
                if u[i][2] != crc:
                    self._start_sync("after move %d" % (ply + 1))
                else:
                    del u[:i + 1]
                return

    def _watch_moves(self, now):
        u = self._unconfirmed
        if u and not self.channel.idle:
            u[0][3] = now  # the watch counts only time with nothing left to acknowledge
        elif u and ticks_diff(now, u[0][3]) >= CONFIRM_MS:
            self.move_resends += 1
            for item in u:
                self._send(MOVE, item[0], item[1], item[2])
                item[3] = now
        if self._syncing and ticks_diff(now, self._sync_at) >= 3 * CONFIRM_MS:
            self._fail(R_DISAGREE, "the boards could not agree on the match: match stopped")

    # -- resynchronizing ---------------------------------------------------------------------
    def _start_sync(self, why):
        if self._syncing or self.state != "ready":
            return
        self.mismatches += 1
        if not self._caps & CAP_RESYNC or self.resyncs >= MAX_RESYNCS:
            self._fail(R_DISAGREE, "the boards disagree about the match (%s): match stopped" % why)
            return
        self.message = "the boards disagree (%s): resynchronizing" % why
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
        agreed = merge(match.options, match.seed, hists)
        rebuild(match, agreed)
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
        self._send(CHECK, ply, crc)
        self.message = "resynchronized from the transcripts at move %d" % len(match.history)
        for m in held:
            if match.over or match.deal.to_move != local or m not in match.deal.moves():
                break
            match.play(m)
            self._observe()
