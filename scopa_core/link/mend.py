"""Mending a diverged match: the part of ``Link`` that runs a resync round (sync.py's
``Resync``, loaded the first time the boards disagree) with the link's state, the rebuilt
match handed to the session, and the few names the move exchange (play.py) shares with it.
docs/link.md tells the rules; sync.py the merge."""

from micropython import const

from scopa_core.cards import CARD, card_name
from scopa_core.link.channel import CHECK, ticks_diff
from scopa_core.link.checksum import state_checksum, NO_PLY

CAP_RESYNC = 1  # a HELLO capability: can rebuild a diverged match from both transcripts
R_ILLEGAL = 4  # BYE codes (link.py names them all)
R_DISAGREE = 5
_SYNC_MS = const(12000)  # a resync (or the checksum after it) this late, nothing in flight: no answer


def card_text(m):
    """A move's card for a message, e.g. ``6D``."""
    c = m & CARD
    return card_name(c) if c < 40 else "no card"


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

    def _start_sync(self, why):
        """The boards disagree (``why``): each sends its move list, both rebuild."""
        if self._resync is not None or self.state != "ready":
            return
        self.mismatches += 1
        sync = _sync()
        if not self._caps & CAP_RESYNC or self.resyncs >= sync.MAX_RESYNCS:
            self._fail(R_DISAGREE, "the boards disagree about the match (%s): match stopped" % why)
            return
        self._tell("the boards disagree (%s): resynchronizing" % why)
        self._sync_at = self.clock()
        self._inbox = []
        self._sync_check = None
        self._resync = sync.Resync(self.match, self._epoch)
        self._resync.pump(self.channel)

    def _on_sync(self, body):
        if len(body) < 7:
            return
        if self._resync is None:
            self._start_sync("the other board found a difference")
            if self._resync is None:
                return
        r = self._resync
        if not r.on_chunk(body):
            self._lose("the other board sent a damaged transcript: it loses the match", R_DISAGREE)
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
            self._lose("the other board's transcript takes back moves both boards had"
                       " confirmed: it loses the match", R_DISAGREE)
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
        self._tell(self._refusal or "resynchronized from the transcripts at move %d" % len(match.history))
        self._refusal = None
        for m in r.replays(match, self.local_player, old.history):
            match.play(m)
            self._observe()
        told = None
        if r.dropped is not None:
            told = ("the boards resynchronized, and your move %s no longer fits the table:"
                    " choose again" % card_text(r.dropped))
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
            self._lose("the other board did not answer the resync: it loses the match", R_DISAGREE)
