"""The move exchange of a cable link (docs/link.md "Moves"): the local player's moves out, the
peer's checked against the rules, and the state checksum both boards compare after every
move. ``Link`` (link.py) owns one ``Moves`` per handshake and asks it for the peer's moves
(``RemoteSeat``); when the checksums differ, the exchange asks the link to resynchronize
(``Link.disagree``, resync.py).

Messages, numbered frames of ``channel`` that start with the epoch, the number of the resync
round they belong to (an older epoch's are ignored): MOVE ``epoch, ply(2), move(2), crc(4)``,
move ``ply`` of the match and the sender's checksum after it; CHECK ``epoch, ply(2), crc(4)``,
the receiver's checksum after move ``ply``; SYNC, a piece of the sender's move list
(resync.py).

What an honest board never sends is refused (``refuse``): it changes nothing, and the
``MAX_REFUSED``-th refusal is leaving (docs/rules.md "Winning the match"). An honest board
sends moves only in turn, legal where they stand, one ply after another, and never contradicts
what both boards confirmed, so none of this can come from an honest board over frames whose
damage passes their check once in 2**32.
"""

from micropython import const

from scopa_core.cards import CARD, CHOICE, card_name
from scopa_core.lang import say, texts
from scopa_core.link.channel import BYE_ILLEGAL, CHECK, MOVE, crc32, ticks_diff
from scopa_core.match import Match, abandon_move, is_abandon
from scopa_core.record import encode

NO_PLY = 0xFFFF  # the ply "before the first move", as a 16-bit field
_CONFIRM_MS = const(4000)  # a local move this long without its CHECK, nothing in flight: sent again
_RECENT = const(6)  # the checksums kept of the last moves, to answer a MOVE sent again
MAX_REFUSED = 3  # refusals in a match: the last is leaving
# The inbox's bound: the most moves one player makes in a row (a call of a mistake, a
# deal's last play, the next deal's first play, which the last dealer leads, a concession).
MAX_INBOX = 4
# What was refused: its words are the link's REFUSED (scopa_core.lang), of a card or a move.
_OUT_OF_TURN = const(0)
_ILLEGAL_MOVE = const(1)
_TOO_MANY = const(2)
_AHEAD = const(3)  # a move for a ply not yet come
R_REWRITES = 4  # a move, or a move list, that changes a move both boards confirmed
_CONTRADICTS = const(5)  # a checksum that contradicts a position both boards confirmed
R_REBUILT = 6  # a checksum of the rebuilt match that its own move list does not give
# Why the boards disagree (``Link.disagree``): the link's WHY words (scopa_core.lang), by number.
_W_AFTER = const(0)  # after move n
_W_DIFFERS = const(1)  # move n differs
W_FOUND = 2  # the other board found a difference (link.py says it too)
_W_REFUSED = const(3)  # something refused (its card or move)


def state_checksum(match, record_crc=None):
    """CRC-32 of the match record (``to_bytes``; ``record_crc`` if the caller keeps it),
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
        record_crc = crc32(match.to_bytes())
    return crc32(b, record_crc)


def record_crc_after(crc, m):
    """``crc32(to_bytes())`` after move ``m``, from the value before it: the record is the
    moves as varints, so the CRC runs on instead of starting over (20 ms a move on a board
    near the end of a match)."""
    b = bytearray()
    while m >= 128:
        b.append(m & 127 | 128)
        m >>= 7
    b.append(m)
    return crc32(b, crc)


def u16(b, i):
    """The big-endian 16-bit field at ``b[i]``."""
    return b[i] << 8 | b[i + 1]


def card_text(m, T):
    """A move's card for a message, e.g. ``6D`` (T: the link's words)."""
    c = m & CARD
    return card_name(c) if c < 40 else T.NO_CARD


class Moves:
    """The move exchange of one handshake's match: ``observe`` sends the local moves and
    checks the peer's checksums, ``on_message`` takes the peer's MOVEs and CHECKs,
    ``next_remote`` gives its next move once the rules here passed it, ``watch`` sends again
    what waits too long for its CHECK. A resync round ``pause``s it and ``resume``s it on
    the rebuilt match."""

    def __init__(self, link):
        self.link = link
        self.epoch = 0  # the resync round the messages belong to
        self.agreed = 0  # the first moves the other board confirmed: final
        self.inbox = []  # (ply, move, crc) received and not yet played, in order
        self.unconfirmed = []  # [ply, move, crc, sent_at] of local moves without a CHECK
        self.recent = []  # (ply, crc) of the last few moves
        self.refused = 0  # what the peer sent and this board refused (``refuse``)
        self.resends = 0  # times the unconfirmed moves went out again
        self._observed = 0  # the match's moves accounted for
        self._rec = (-1, None)  # (moves, crc32 of the record of the match's first moves)

    # -- sending -----------------------------------------------------------------------------
    def send(self, kind, ply, a, b=None):
        """A MOVE (``a``: the move, ``b``: this board's checksum after it) or a CHECK (``a``:
        this board's checksum after move ``ply``)."""
        body = bytearray((self.epoch, ply >> 8 & 255, ply & 255))
        if b is not None:
            body.append(a >> 8)
            body.append(a & 255)
            a = b
        body.extend(a)
        self.link.channel.send(kind, body)

    def _remember(self, ply, crc):
        r = self.recent
        r.append((ply, crc))
        if len(r) > _RECENT:
            r.pop(0)

    def _crc_at(self, ply):
        for p, c in self.recent:
            if p == ply:
                return c
        return None

    def confirm(self, n):
        """The other board's state matched this board's after the first ``n`` moves: they
        are final."""
        if n > self.agreed:
            self.agreed = n

    # -- the session's side --------------------------------------------------------------------
    def observe(self):
        """Account for every move the session applied since the last call."""
        link = self.link
        match = link.match
        if match is None:
            return
        h = match.history
        while self._observed < len(h):
            ply = self._observed
            m = h[ply]
            self._observed = ply + 1
            if link.resyncing:
                if not is_abandon(m) or m >> CHOICE == link.local_player:
                    link.resync.hold(match, ply, m)  # the lists are travelling: held
                continue
            rec = self._rec
            if rec[0] != ply:  # the first move, or after a resync
                rec = (ply, crc32(encode(match.options, match.seed, h[:ply])))
            rec = self._rec = (ply + 1, record_crc_after(rec[1], m))
            if ply == len(h) - 1:
                crc = state_checksum(match, rec[1])
            else:  # the session skipped an observe(): rare, so replaying is fine
                crc = state_checksum(Match.replay(match.options, match.seed, h[:ply + 1]))
            self._remember(ply, crc)
            q = self.inbox
            if q and q[0][0] == ply:
                if q[0][1] == m:
                    carried = q.pop(0)[2]  # the peer's move (or concession), as received
                    if link.state == "ready":
                        self.send(CHECK, ply, crc)
                        if crc != carried:
                            link.disagree(_W_AFTER, ply + 1)
                        else:  # the peer's state after its move holds all ours before it
                            self.confirm(ply + 1)
                            u = self.unconfirmed
                            while u and u[0][0] < ply:
                                u.pop(0)
                    continue
                # Another move was played where the peer's waits: a concession crossed a move
                # (either way round). The transcripts say which came first.
                link.disagree(_W_DIFFERS, ply + 1)
                continue
            if is_abandon(m) and m >> CHOICE != link.local_player:
                continue  # the session's verdict on a vanished peer: nothing to tell it
            if link.state == "ready":
                self.send(MOVE, ply, m, crc)
                self.unconfirmed.append([ply, m, crc, link.clock()])
        self._screen_inbox()

    @property
    def peer_conceded(self):
        """The peer's concession is the next move: it counts whoever is to move."""
        q = self.inbox
        match = self.link.match
        return (bool(q) and match is not None and q[0][0] == len(match.history)
                and q[0][1] == abandon_move(1 - self.link.local_player))

    def next_remote(self):
        """The peer's next move, once it passed the rules here (``_screen_inbox``), or None."""
        link = self.link
        q = self.inbox
        match = link.match
        if (link.state != "ready" or link.resyncing or not q or match.over
                or q[0][0] != len(match.history)):
            return None
        return q[0][1]  # it stays in the inbox until observe() sees it played

    def _screen_inbox(self):
        """Check the peer's first waiting move once its position is on the table: refuse it
        if the rules do, or if the peer may not move there (a move out of turn left in the
        inbox would hold back every later one)."""
        link = self.link
        q = self.inbox
        match = link.match
        if not q or q[0][0] != len(match.history) or link.state != "ready" or link.resyncing:
            return
        m = q[0][1]
        remote = 1 - link.local_player
        if m == abandon_move(remote):
            return  # a concession counts whoever is to move
        if match.over or match.deal.to_move != remote:
            what = _OUT_OF_TURN
        elif m in match.deal.moves():
            return
        else:
            what = _ILLEGAL_MOVE
        q.pop(0)
        self.refuse(what, card_text(m, texts("link")))

    def refuse(self, what, n):
        """The peer sent what an honest board never sends (``what``: a refusal's kind, of
        card or move ``n``): it changed nothing here. The MAX_REFUSED-th refusal is leaving;
        before it a round of resynchronizing shows the peer where the match stands."""
        link = self.link
        self.refused += 1
        if self.refused >= MAX_REFUSED:
            link.lose(say("link", "KEPT_REFUSED"), BYE_ILLEGAL)
            return
        link.disagree(_W_REFUSED, n)
        if link.resyncing:
            T = texts("link")
            link.resync.note(T.REFUSED_MOVE % (T.REFUSED[what] % n))

    # -- receiving ---------------------------------------------------------------------------
    def on_message(self, kind, body):
        """A MOVE or a CHECK of this epoch (``Link`` sorts the frames)."""
        if self.link.resyncing:
            return  # the peer's move list will say it all
        if kind == MOVE and len(body) == 9:
            self._on_move(u16(body, 1), u16(body, 3), body[5:])
        elif kind == CHECK and len(body) == 7:
            self._on_check(u16(body, 1), body[3:])

    def _on_move(self, ply, m, crc):
        link = self.link
        h = link.match.history
        q = self.inbox
        n = len(h)
        nxt = n + len(q)
        if ply < nxt:
            known = h[ply] if ply < n else q[ply - n][1]
            if known != m:
                if ply < self.agreed:
                    self.refuse(R_REWRITES, ply + 1)
                else:
                    link.disagree(_W_DIFFERS, ply + 1)
            elif ply < n and link.channel.idle:
                c = self._crc_at(ply)
                if c is not None:  # the peer missed our CHECK: say it again
                    self.send(CHECK, ply, c)
            return
        if ply > nxt:  # the channel loses no frame: this ply's moves were never sent
            self.refuse(_AHEAD, card_text(m, texts("link")))
            return
        if len(q) >= MAX_INBOX:
            self.refuse(_TOO_MANY, card_text(m, texts("link")))
            return
        q.append((ply, m, crc))
        if len(q) == 1:
            self._screen_inbox()

    def _on_check(self, ply, crc):
        resync = self.link.resync
        if resync is not None and resync.check is not None:
            resync.on_check(ply, crc)  # the first CHECK after a rebuild
            return
        u = self.unconfirmed
        for i in range(len(u)):
            if u[i][0] == ply:
                if u[i][2] != crc:
                    self.link.disagree(_W_AFTER, ply + 1)
                else:
                    del u[:i + 1]
                    self.confirm(ply + 1)
                return
        if ply < self.agreed:
            c = self._crc_at(ply)
            if c is not None and c != crc:
                self.refuse(_CONTRADICTS, ply + 1)

    def watch(self, now):
        """Send the unconfirmed moves again once they waited _CONFIRM_MS with nothing in
        flight (their MOVE, or its CHECK, was lost past the channel's retransmissions)."""
        u = self.unconfirmed
        if u and not self.link.channel.idle:
            u[0][3] = now  # the watch counts only time with nothing left to acknowledge
        elif u and ticks_diff(now, u[0][3]) >= _CONFIRM_MS:
            self.resends += 1
            for item in u:
                self.send(MOVE, item[0], item[1], item[2])
                item[3] = now

    # -- a resync round --------------------------------------------------------------------
    def pause(self):
        """A round begins: the peer's waiting moves go (its move list will say them)."""
        self.inbox = []

    def resume(self, match):
        """The rebuilt ``match``: a new epoch, and the exchange starts over from its last
        move, whose checksum goes to the other board. Returns (ply, crc) of that move."""
        self.epoch = (self.epoch + 1) & 255
        self._observed = len(match.history)
        self.unconfirmed = []
        self.recent = []
        self._rec = (-1, None)
        ply = (len(match.history) - 1) & NO_PLY
        crc = state_checksum(match)
        self._remember(ply, crc)
        self.send(CHECK, ply, crc)
        return ply, crc
