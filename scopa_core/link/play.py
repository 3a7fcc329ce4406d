"""Moves over the link (docs/link.md): the local player's moves out, the peer's checked
against the rules, the state checksum after every move. ``Play`` is the half of ``Link`` that
runs once the handshake is done; resynchronizing is ``Mend``'s (mend.py, sync.py).

Messages, numbered frames of ``channel`` that start with the resync epoch (an older epoch's
are ignored): MOVE ``epoch, ply(2), move(2), crc(2)``, move ``ply`` of the match and the
sender's checksum after it; CHECK ``epoch, ply(2), crc(2)``, the receiver's checksum after
move ``ply``; SYNC, a piece of the sender's move list.
"""

from micropython import const

from scopa_core.cards import CHOICE
from scopa_core.crc import crc16
from scopa_core.match import Match, abandon_move, is_abandon
from scopa_core.record import encode
from scopa_core.link.channel import MOVE, CHECK, SYNC, ticks_diff  # noqa: F401 - tests use SYNC
from scopa_core.link.checksum import state_checksum, record_crc_after, NO_PLY, u16
from scopa_core.lang import say, texts
from scopa_core.link.mend import (Mend, R_DISAGREE, R_ILLEGAL, W_AFTER, W_DIFFERS, W_MISSING,
                                  W_REFUSED, W_STILL, card_text)

_CONFIRM_MS = const(4000)  # a local move this long without its CHECK, nothing in flight: sent again
MAX_ILLEGAL = 3
# A refused move's kind: its words are the link's REFUSED (scopa_core.lang).
_OUT_OF_TURN = const(0)
_ILLEGAL_MOVE = const(1)
_TOO_MANY = const(2)
# The inbox's bound: the most moves one player makes in a row (a call of a mistake, a
# deal's last play, the next deal's first play, which the last dealer leads, a concession).
MAX_INBOX = 4


class RemoteSeat:
    """The peer's player, for the session: ``step()`` gives its next move once the rules here
    passed it; ``observe(move)`` sends the local moves and checks the states agree;
    ``verdict()``: its side left, or the match stopped; ``join``: for the rebuilt match."""

    needs_view = False  # the remote player thinks on its own board

    def __init__(self, link):
        self.link = link
        self.session = None

    def join(self, session):
        self.session = session

    def start(self, view):
        pass

    def step(self, budget=1):
        return self.link._next_remote()

    def observe(self, move):
        self.link._observe(move)

    def verdict(self):
        return self.link._verdict()


class Play(Mend):
    def _reset_play(self):
        self._reset_mend()
        self._agreed = 0  # the first moves the other board confirmed: final
        self._observed = 0
        self._inbox = []  # (ply, move, crc) received and not yet played, in order
        self._unconfirmed = []  # [ply, move, crc, sent_at] of local moves without a CHECK
        self._recent = []  # (ply, crc) of the last few moves
        self._rec = (-1, 0)  # (moves, crc16 of the record of the match's first moves)
        self._illegal = 0
        self._news_at = None  # when ``message`` last told of an event (Link.news)
        self.refused = 0
        self.move_resends = 0

    @property
    def settled(self):
        """Every local move confirmed by the peer's checksum, nothing in flight."""
        return self.channel.idle and not self._unconfirmed and self._resync is None

    @property
    def finished(self):
        """The match is over and the peer confirmed this board's last move: both hold it."""
        return (self.match is not None and self.match.over and not self._unconfirmed
                and self._resync is None)

    def stats(self):
        c = self.channel
        return {"bytes_out": c.bytes_out, "bytes_in": c.bytes_in, "frames_out": c.frames_out,
                "frames_in": c.frames_in, "retransmissions": c.retransmissions,
                "bad_frames": c.bad_crc + c.decoder.bad, "duplicates": c.duplicates,
                "mismatches": self.mismatches, "resyncs": self.resyncs,
                "refused": self.refused, "move_resends": self.move_resends}

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
            if self._resync is not None:
                if not is_abandon(m) or m >> CHOICE == self.local_player:
                    self._resync.hold(match, ply, m)  # the lists are travelling: held
                continue
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
            if q and q[0][0] == ply:
                if q[0][1] == m:
                    carried = q.pop(0)[2]  # the peer's move (or concession), as received
                    if self.state == "ready":
                        self._send(CHECK, ply, crc)
                        if crc != carried:
                            self._start_sync(W_AFTER, ply + 1)
                        else:  # the peer's state after its move holds all ours before it
                            self._agreed = max(self._agreed, ply + 1)
                            u = self._unconfirmed
                            while u and u[0][0] < ply:
                                u.pop(0)
                    continue
                # Another move was played where the peer's waits: a concession crossed a move
                # (either way round). The transcripts say which came first.
                self._start_sync(W_DIFFERS, ply + 1)
                continue
            if is_abandon(m) and m >> CHOICE != self.local_player:
                continue  # the session's verdict on a vanished peer: nothing to tell it
            if self.state == "ready":
                self._send(MOVE, ply, m, crc)
                self._unconfirmed.append([ply, m, crc, self.clock()])
        self._screen_inbox()

    @property
    def peer_conceded(self):
        """The peer's concession is the next move: it counts whoever is to move."""
        q = self._inbox
        return (bool(q) and self.match is not None and q[0][0] == len(self.match.history)
                and q[0][1] == abandon_move(1 - self.local_player))

    def _next_remote(self):
        """The peer's next move, once it passed the rules here (``_screen_inbox``), or None."""
        q = self._inbox
        match = self.match
        if self.state != "ready" or self._resync is not None or not q or match.over or q[0][0] != len(match.history):
            return None
        return q[0][1]  # it stays in the inbox until observe() sees it played

    def _verdict(self):
        """RemoteSeat.verdict (see Session.follow): the peer conceded or left, or the match
        stopped with no result."""
        if self.state == "lost":
            return "abandon", self.message
        if self.state == "failed":
            return "stop", self.message
        if self.state == "ready" and self.peer_conceded:
            return "abandon", say("link", "MEND", 8)  # conceded
        return None

    def _screen_inbox(self):
        """Check the peer's first waiting move once its position is on the table: refuse it
        if the rules do, or if the peer may not move there (a move out of turn left in the
        inbox would hold back every later one)."""
        q = self._inbox
        match = self.match
        if not q or q[0][0] != len(match.history) or self.state != "ready" or self._resync is not None:
            return
        m = q[0][1]
        remote = 1 - self.local_player
        if m == abandon_move(remote):
            return  # a concession counts whoever is to move
        if match.over or match.deal.to_move != remote:
            what = _OUT_OF_TURN
        elif m in match.deal.moves():
            return
        else:
            what = _ILLEGAL_MOVE
        q.pop(0)
        self._refuse(m, what)

    def _refuse(self, m, what):
        self.refused += 1
        self._illegal += 1
        if self._illegal >= MAX_ILLEGAL:
            self._lose(say("link", "MEND", 10), R_ILLEGAL)  # kept sending them
            return
        T = texts("link")
        card = card_text(m, T)
        self._start_sync(W_REFUSED, card)
        if self.state == "ready":
            self._refusal = T.MEND[9] % (T.REFUSED[what], card)
            self._tell(self._refusal)

    # -- receiving ---------------------------------------------------------------------------
    def _on_data(self, kind, body):
        if not body or body[0] != self._epoch:
            return  # from before a resync
        if kind == SYNC:
            self._on_sync(body)
        elif self._resync is not None or len(body) < 5:
            return  # the peer's move list will say it all
        elif kind == MOVE and len(body) == 7:
            self._on_move(u16(body, 1), u16(body, 3), u16(body, 5))
        elif kind == CHECK:
            self._on_check(u16(body, 1), u16(body, 3))

    def _on_move(self, ply, m, crc):
        h = self.match.history
        q = self._inbox
        n = len(h)
        nxt = n + len(q)
        if ply < nxt:
            known = h[ply] if ply < n else q[ply - n][1]
            if known != m:
                if ply < self._agreed:
                    self._lose(say("link", "MEND", 11, ply + 1), R_DISAGREE)
                else:
                    self._start_sync(W_DIFFERS, ply + 1)
            elif ply < n and self.channel.idle:
                c = self._crc_at(ply)
                if c is not None:  # the peer missed our CHECK: say it again
                    self._send(CHECK, ply, c)
            return
        if ply > nxt:
            self._start_sync(W_MISSING, nxt + 1)
            return
        if len(q) >= MAX_INBOX:
            self._refuse(m, _TOO_MANY)
            return
        q.append((ply, m, crc))
        if len(q) == 1:
            self._screen_inbox()

    def _on_check(self, ply, crc):
        sc = self._sync_check
        if sc is not None:  # the first CHECK after a resync: the same move count, the same state
            self._sync_check = None
            if sc[0] != ply or sc[1] != crc:
                self._start_sync(W_STILL)
            else:
                self._agreed = max(self._agreed, (ply + 1) & NO_PLY)
            return
        u = self._unconfirmed
        for i in range(len(u)):
            if u[i][0] == ply:
                if u[i][2] != crc:
                    self._start_sync(W_AFTER, ply + 1)
                else:
                    del u[:i + 1]
                    self._agreed = max(self._agreed, ply + 1)
                return

    def _watch_moves(self, now):
        u = self._unconfirmed
        if u and not self.channel.idle:
            u[0][3] = now  # the watch counts only time with nothing left to acknowledge
        elif u and ticks_diff(now, u[0][3]) >= _CONFIRM_MS:
            self.move_resends += 1
            for item in u:
                self._send(MOVE, item[0], item[1], item[2])
                item[3] = now
        self._watch_sync(now)
