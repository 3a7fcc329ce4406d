"""``Link``: one match between two boards over a byte transport (a UART, a pty, a pipe).

    link = Link(transport, clock_ms, entropy)   # transport: read() -> bytes/None, write(b)
    link.begin(options)                         # the options chosen on the setup screen
    ...every main-loop tick: link.poll()
    link.state    "connecting", "ready", "lost" or "failed" ("idle" before begin)
    link.message  a short sentence for the screen
    link.news     the message while something is wrong or just happened, else None
    link.leave()  this board leaves before the match began (B on the waiting screen);
                  leave(R_QUIT) drops a match it has no memory for

Once "ready", ``link.match`` is the fresh match both boards agreed on and
``link.local_player`` this board's player (0 or 1); ``link.seat()`` is the remote player's
seat for the session (see ``RemoteSeat``).

Connecting: ``begin`` first drops what the transport kept from before (a board's UART holds
an earlier handshake's greetings). Each board sends a HELLO every ``HELLO_MS`` (``handshake``):
the versions must be equal and the options identical, or the link fails with a message naming
the other board's options, so both players fix their setup (the simplest fair rule: neither
board overrides the other). Then commit and reveal: "ready" when this board holds the other's
verified seed. A board that leaves the waiting screen says so (BYE "left"): the other board
starts over if it was still connecting, and stops with no result if it had already started.

Timeouts: a bare ACK goes out after ``heartbeat_ms`` of silence, so a quiet peer means a
pulled cable (or a dead board). From ``QUIET_MS`` of silence the message says so; a cable
put back within ``timeout_ms`` (default 12 s) resumes the match where it was (the channel
retransmits what was lost). Past it the state is "lost": the peer loses as in RULES.md 5
"Abandoning" (the session applies ``abandon`` for the remote side), and this board stops
playing: it answers the peer's match frames only with a BYE saying it gave up, so a peer
whose cable comes back learns it at once ("lost" there too). A HELLO with a new commitment
during a match means the peer restarted: "lost" too. Neither a lost nor a failed board
answers a new handshake, so both players can start over with ``begin`` in either order. A
board that runs out of memory in a match says so (BYE "quit"): the other board wins at once,
as it would after the timeout.

"failed" is a protocol violation (versions or options differ, a bad reveal, illegal moves
again and again, boards that cannot agree): the match stops with no result, and the other
board is told why with a BYE frame.
"""

from scopa_core.link.channel import Channel, HELLO, BYE, DATA, ticks_diff
from scopa_core.link.handshake import HELLO_MS
from scopa_core.link.play import Play

TIMEOUT_MS = 12000
QUIET_MS = 2500
NEWS_MS = 5000  # how long ``news`` keeps an event (a refused move, a resync)
R_GAVE_UP = 7  # this board's timeout ran out: it no longer plays this match
R_LEFT = 8  # this board left the waiting screen: the match never began here
R_QUIT = 9  # this board dropped the match (out of memory): it loses, as after a timeout
# The BYE codes 1 to 6, by number: handshake.py (1, 2, 3, 6), play.py (4, 5).
_BYE_TEXT = ("the other board stopped", "the link versions differ", "the options differ",
             "a shuffle did not match its commitment", "it got illegal moves",
             "the boards disagree about the match", "a commitment was copied")


class RemoteSeat:
    """The peer's player, for the session: ``step()`` gives the peer's next move once it has
    arrived and passed the rules here; ``observe(move)`` must follow every move applied to
    the match (it sends the local ones and checks the states agree)."""

    def __init__(self, link):
        self.link = link

    def start(self, view):
        pass  # the remote player thinks on its own board

    def step(self, budget=1):
        return self.link._next_remote()

    def observe(self, move):
        self.link._observe(move)


def _handshake():
    """The handshake's functions (handshake.py), imported again if the UI forgot them."""
    from scopa_core.link import handshake

    return handshake


class Link(Play):
    def __init__(self, transport, clock_ms, entropy, timeout_ms=TIMEOUT_MS, rto_ms=300,
                 heartbeat_ms=1000):
        self.channel = Channel(transport, rto_ms, heartbeat_ms)
        self.clock = clock_ms
        self.entropy = entropy
        self.timeout_ms = timeout_ms
        self.state = "idle"
        self.message = "not connected"
        self.options = None
        self.match = None
        self.local_player = -1
        self._seat = None
        self._caps = 0
        self._quiet_s = 0
        self._code = 0  # why this board stopped, for the BYEs it answers with (0: it stopped)
        self._greetings = None  # once ready: see handshake.start_match
        self._reset_play()

    # -- connecting ------------------------------------------------------------------------
    def begin(self, options):
        """Start (or start over) the handshake with the locally chosen options."""
        if options.players != 2:
            raise ValueError("the link plays two-player matches only, not %d players" % options.players)
        now = self.clock()
        self.options = options
        self.channel.drain()
        self.channel.reset(now)
        self._greetings = None
        hs = _handshake()
        hs.new_seed(self)
        hs.forget_peer(self)
        self._bye_at = now
        self._quiet_s = 0
        self._code = 0
        self.match = None
        self.local_player = -1
        self._reset_play()
        self.state = "connecting"
        self.message = "waiting for the other board"

    def leave(self, code=R_LEFT):
        """This board leaves: before the match began (B on the waiting screen), and the other
        board, which may have started already, must not count a match that never was; or
        during it with R_QUIT (out of memory), and the other board wins now, not after its
        timeout. The BYE goes out three times (control frames are not resent); then the link
        is idle."""
        if self.state in ("connecting", "ready"):
            self._code = code
            for _ in range(3):
                self._send_bye(self.clock())
        self.state = "idle"
        self.message = "not connected"

    def _calm(self):
        """All is well: the connected text, and no news."""
        who = "you deal" if self.match.deal.dealer == self.local_player else "the other board deals"
        self.message = "connected: %s first" % who
        self._news_at = None

    # -- running ---------------------------------------------------------------------------
    def poll(self):
        """Read, handle, acknowledge, retransmit, keep alive, time out. Never blocks."""
        if self.state == "idle":
            return
        now = self.clock()
        self.channel.poll(now, self._on_frame)
        if self.state == "connecting":
            if self._hello_due or ticks_diff(now, self._hello_at) >= HELLO_MS:
                _handshake().send_hello(self, now)
        elif self.state == "ready":
            self.channel.service(now)
            self._watch_moves(now)
            self._watch_peer(now)

    def _on_frame(self, kind, body):
        state = self.state
        now = self.channel._now
        if kind == BYE:
            code = body[0] if body else 0
            if code == R_GAVE_UP:
                if state == "ready":
                    self._lose("the other board had given up waiting for this one: link lost")
            elif code == R_QUIT:
                if state == "ready":
                    self._lose("the other board ran out of memory: it loses the match")
            elif code == R_LEFT:
                if state == "connecting":
                    _handshake().forget_peer(self)  # it may come back: a new handshake, then
                    self.message = "the other board left before the match began: waiting for it"
                elif state == "ready":
                    self.state = "failed"
                    self.message = "the other board left before the match began"
            elif state in ("connecting", "ready"):
                self.state = "failed"
                self.message = "the other board stopped the match: " + _BYE_TEXT[
                    code if code < len(_BYE_TEXT) else 0]
            return
        if state in ("failed", "lost"):
            # Tell a peer still playing (not one starting over: HELLO) why nobody answers.
            if kind != HELLO and ticks_diff(now, self._bye_at) >= 1000:
                self._send_bye(now)
            return
        if kind == HELLO:
            g = self._greetings  # the other board's greeting again: answered without the handshake
            if state == "ready" and body[2:3] in (b"\0", b"\1") and body[:2] + body[3:] == g[1]:
                if not body[2]:  # it still lacks our seed
                    self.channel.send_control(HELLO, g[0])
            else:
                _handshake().on_hello(self, body, now)
        elif kind >= DATA and state == "ready":
            self._on_data(kind, body)

    def _watch_peer(self, now):
        if self.state != "ready":
            return
        quiet = ticks_diff(now, self.channel.last_rx)
        if quiet > self.timeout_ms:
            if self.match.over:
                self._lose("the other board left")
            else:
                self._lose("the other board has not answered for %d s: it loses the match"
                           % (self.timeout_ms // 1000))
        elif quiet > QUIET_MS:
            s = quiet // 1000
            if s != self._quiet_s:
                self._quiet_s = s
                self.message = "the other board is not answering (%d s): check the cable" % s
        elif self._quiet_s:
            self._quiet_s = 0
            self._calm()

    def _lose(self, text):
        self.state = "lost"
        self.message = text
        self._code = R_GAVE_UP
        self._bye_at = self.channel._now - 1000  # the first frame it hears gets an answer

    def _fail(self, code, text):
        self.state = "failed"
        self.message = text
        self._code = code
        self._send_bye(self.channel._now)

    def _send_bye(self, now):
        self._bye_at = now
        self.channel.send_control(BYE, bytes((self._code,)))

    # -- for the session, the screens and the tools ---------------------------------------------
    def seat(self):
        if self._seat is None:
            self._seat = RemoteSeat(self)
        return self._seat

    @property
    def news(self):
        """What a screen should say about the link now: ``message`` while something is wrong
        (no answer, resynchronizing, stopped) or for ``NEWS_MS`` after an event (a refused
        move, a resync); None while all is well."""
        if self.state == "ready" and not self._syncing and not self._quiet_s and (
                self._news_at is None or ticks_diff(self.clock(), self._news_at) >= NEWS_MS):
            return None
        return self.message

    @property
    def settled(self):
        """Every local move confirmed by the peer's checksum, nothing in flight."""
        return self.channel.idle and not self._unconfirmed and not self._syncing

    @property
    def finished(self):
        """The match is over and the peer confirmed this board's last move: both hold it."""
        return (self.match is not None and self.match.over and not self._unconfirmed
                and not self._syncing)

    def stats(self):
        c = self.channel
        return {"bytes_out": c.bytes_out, "bytes_in": c.bytes_in, "frames_out": c.frames_out,
                "frames_in": c.frames_in, "retransmissions": c.retransmissions,
                "bad_frames": c.bad_crc + c.decoder.bad, "duplicates": c.duplicates,
                "mismatches": self.mismatches, "resyncs": self.resyncs,
                "refused": self.refused, "move_resends": self.move_resends}
