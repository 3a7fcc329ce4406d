"""Mending a diverged match: the part of ``Link`` that runs a resync round (sync.py's
``Resync``, loaded the first time the boards disagree) with the link's state, the rebuilt
match handed to the session, and the few names the move exchange (play.py) shares with it.
docs/link.md tells the rules; sync.py the merge."""

from micropython import const

from scopa_core.cards import CARD, card_name
from scopa_core.lang import say, texts
from scopa_core.link.channel import CHECK, ticks_diff
from scopa_core.link.checksum import state_checksum, NO_PLY

CAP_RESYNC = 1  # a HELLO capability: can rebuild a diverged match from both transcripts
R_ILLEGAL = 4  # BYE codes (link.py names them all)
R_DISAGREE = 5
MAX_RESYNCS = 4  # a match's resyncs: past them the boards keep disagreeing, and it stops
_SYNC_MS = const(12000)  # a resync (or the checksum after it) this late, nothing in flight: no answer


# Why the boards disagree: the link's WHY words (scopa_core.lang), by number.
W_AFTER = 0  # after move n
W_DIFFERS = 1  # move n differs
_W_FOUND = const(2)  # the other board found a difference
W_REFUSED = 3  # move (card) refused
W_MISSING = 4  # move n is missing
W_STILL = 5  # still after the resync


def card_text(m, T):
    """A move's card for a message, e.g. ``6D`` (T: the link's words)."""
    c = m & CARD
    return card_name(c) if c < 40 else T.MEND[7]


def _sync():
    """The resynchronizing (sync.py), loaded the first time the boards disagree."""
    from scopa_core.link import sync

    return sync


class Mend:
    def _reset_mend(self):
        self._epoch = 0  # the round of resyncs the messages belong to
        self._resync = None  # the round under way (sync.Resync)
        self._sync_at = 0
        self._sync_check = None  # (ply, crc) sent after a rebuild, until the other board's matches
        self._refusal = None  # a refused move's message, kept over the resync it started
        self.resyncs = 0
        self.mismatches = 0

    @property
    def resyncing(self):
        """The boards' move lists are travelling: the match waits to be rebuilt."""
        return self._resync is not None

    def _tell(self, text):
        """An event worth showing for a while (``Link.news``)."""
        self.message = text
        self._news_at = self.clock()

    def _start_sync(self, why, n=None):
        """The boards disagree (``why``: a W_ number, of move or card ``n``): each sends its
        move list, both rebuild."""
        if self._resync is not None or self.state != "ready":
            return
        self.mismatches += 1
        T = texts("link")
        why = T.WHY[why] if n is None else T.WHY[why] % n
        if self.resyncs >= MAX_RESYNCS:
            self._fail(R_DISAGREE, T.MEND[0] % why)  # no more resyncs: the match stops
            return
        sync = _sync()
        self._tell(T.MEND[1] % why)
        self._sync_at = self.clock()
        self._inbox = []
        self._sync_check = None
        self._resync = sync.Resync(self.match, self._epoch)
        self._resync.pump(self.channel)

    def _on_sync(self, body):
        if len(body) < 7:
            return
        if self._resync is None:
            self._start_sync(_W_FOUND)
            if self._resync is None:
                return
        r = self._resync
        if not r.on_chunk(body):
            self._lose(say("link", "MEND", 2), R_DISAGREE)
        elif r.theirs is not None and r.sent:
            self._finish_sync()

    def _finish_sync(self):
        """Both lists are here and ours went out: rebuild the match, tell the other board our
        checksum of it, play again the local moves that still stand, and hand the match to
        the session."""
        r = self._resync
        old = self.match
        match = r.merge(self.local_player, self._agreed)
        if match is None:
            self._lose(say("link", "MEND", 3), R_DISAGREE)
            return
        self._resync = None
        self._epoch = (self._epoch + 1) & 255
        self.resyncs += 1
        self.match = match
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
        self._tell(self._refusal or say("link", "MEND", 4, len(match.history)))
        self._refusal = None
        for m in r.replays(match, self.local_player, old.history):
            match.play(m)
            self._observe()
        told = None
        if r.dropped is not None:
            T = texts("link")
            told = T.MEND[5] % card_text(r.dropped, T)
            self._tell(told)
        seat = self._seat
        if seat is not None and seat.session is not None:
            seat.session.replace(match, told)

    def _watch_sync(self, now):
        """Our pieces out as the window frees; a round, and the other board's checksum after
        it, come without waiting for anyone: past _SYNC_MS with nothing left to acknowledge,
        the other board is not answering it."""
        r = self._resync
        if r is not None and not r.sent and r.pump(self.channel) and r.theirs is not None:
            self._finish_sync()
        if self._resync is None and self._sync_check is None:
            return
        if not self.channel.idle:
            self._sync_at = now
        elif ticks_diff(now, self._sync_at) >= _SYNC_MS:
            self._lose(say("link", "MEND", 6), R_DISAGREE)
