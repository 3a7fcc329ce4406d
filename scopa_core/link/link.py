"""``Link``: one match between two boards over a byte transport (a UART, a pty, a pipe).
docs/link.md tells how it works and what it guarantees against a dishonest peer.

    link = Link(transport, clock_ms, entropy)   # transport: read() -> bytes/None, write(b)
    link.begin(options)                         # the options chosen on the setup screen
    ...every main-loop tick: link.poll()
    link.state    "connecting", "ready", "lost" or "failed" ("idle" before begin)
    link.message  a short sentence for the screen
    link.news     the message while something is wrong or just happened, else None
    link.leave()  this board leaves before the match began (B on the waiting screen);
                  leave(R_QUIT) drops a match it has no memory for

Once ``match`` is set (with "ready", or "lost" when the other board left the handshake after
this one revealed its seed), ``local_player`` is this board's player and ``seat()`` the
peer's seat for the session. "lost": the peer left and loses (docs/rules.md "Winning the match"); "failed": no
match, or no result (the transcripts keep disagreeing).
"""

from micropython import const

from scopa_core.link.channel import Channel, HELLO, BYE, DATA, ticks_diff
from scopa_core.link.mend import R_DISAGREE, MAX_RESYNCS
from scopa_core.link.play import Play, RemoteSeat
from scopa_core.lang import say
from scopa_core.match import Match

TIMEOUT_MS = 12000
_QUIET_MS = const(2500)
NEWS_MS = 5000  # how long ``news`` keeps an event (a refused move, a resync)
GREET_MS = 250  # the other board's greeting is answered at most this often
R_GAVE_UP = 7  # this board's timeout ran out: it no longer plays this match
R_LEFT = 8  # this board left the waiting screen: the match never began here
R_QUIT = 9  # this board dropped the match (out of memory): it loses, as after a timeout
# The BYE codes 1 to 6, by number: handshake.py (1, 2, 3, 6), play.py (4, 5); their words
# are scopa_core.lang's link BYE, as all the link says is its LINK, HELLO, MEND...
_BYES = const(7)


def _bye_text(code):
    """Why the other board stopped, from the code of its BYE (words loaded only when said)."""
    return say("link", "BYE", code if code < _BYES else 0)


def _handshake():
    """The handshake (handshake.py), imported again if the UI forgot it."""
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
        self.message = say("link", "LINK", 0)  # not connected
        self.options = None
        self.match = None
        self.local_player = -1
        self._seat = None
        self._hs = None  # the Handshake while connecting
        self._quiet_s = 0
        self._code = 0  # why this board stopped, for the BYEs it answers with (0: it stopped)
        self._greetings = None  # once ready: see Handshake.greet
        self._greeted_at = 0
        self._bye_at = 0
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
        self._hs = _handshake().Handshake(self.channel, options, self.entropy, now,
                                          self.timeout_ms)
        self._bye_at = now
        self._quiet_s = 0
        self._code = 0
        self.match = None
        self.local_player = -1
        self._reset_play()
        self.state = "connecting"
        self.message = say("link", "LINK", 1)  # waiting for the other board

    def leave(self, code=R_LEFT):
        """This board leaves: from the waiting screen (B), or with R_QUIT during a match it
        has no memory for (the other board wins now, not after its timeout). The BYE goes
        out three times (control frames are not resent); then the link is idle."""
        if self.state in ("connecting", "ready"):
            self._code = code
            for _ in range(3):
                self._send_bye(self.clock())
        self.state = "idle"
        self.message = say("link", "LINK", 0)
        self._hs = None

    def _calm(self):
        """All is well: the connected text, and no news."""
        self.message = say("link", "LINK", 2 if self.match.deal.dealer == self.local_player else 3)
        self._news_at = None

    def _handshake_said(self, said, now):
        """Act on what the handshake answered (see Handshake)."""
        hs = self._hs
        if said is None:
            if hs.message is not None:
                self.message = hs.message
                hs.message = None
        elif said[0] == "ready":
            self.match = hs.agreed()
            self.local_player = hs.seat()
            self.channel.reset(now)
            self.channel.open = True
            self.state = "ready"
            self._greetings = hs.greet(now)
            self._greeted_at = now - GREET_MS
            self._hs = None
            self._calm()
        elif said[0] == "fail":
            self._hs = None
            self._fail(said[1], said[2])
        else:  # "abandon": before the first move the loss scores the same whatever the
            # deal (which this board never learned), so any seed serves the record
            self.match = Match(self.options, 0)
            self.local_player = hs.seat()
            self._hs = None
            self._lose(said[1])

    # -- running ---------------------------------------------------------------------------
    def poll(self):
        """Read, handle, acknowledge, retransmit, keep alive, time out. Never blocks."""
        if self.state == "idle":
            return
        now = self.clock()
        self.channel.poll(now, self._on_frame)
        if self.state == "connecting":
            self._handshake_said(self._hs.poll(now), now)
        elif self.state == "ready":
            self.channel.service(now)
            self._watch_moves(now)
            self._watch_peer(now)

    def _on_frame(self, kind, body):
        state = self.state
        now = self.channel.now
        if kind == BYE:
            self._on_bye(body[0] if body else 0, now)
        elif state in ("failed", "lost"):
            # Tell a peer still playing (not one starting over: HELLO) why nobody answers.
            if kind != HELLO and ticks_diff(now, self._bye_at) >= 1000:
                self._send_bye(now)
        elif kind == HELLO:
            if state == "connecting":
                self._handshake_said(self._hs.on_hello(body, now), now)
            elif state == "ready":
                self._on_greeting(body, now)
        elif kind >= DATA and state == "ready":
            self._on_data(kind, body)

    def _on_greeting(self, body, now):
        """A HELLO once the match began: the other board's own greeting again (same version,
        options and commitment) is answered, at most every GREET_MS, while it lacks our
        seed; any other means it started over."""
        theirs = self._greetings[1]  # its greeting, less the stage byte
        if body[:1] == theirs[:1] and body[3:38] == theirs[2:37]:
            if body[2:3] != b"\1" and ticks_diff(now, self._greeted_at) >= GREET_MS:
                self._greeted_at = now
                self.channel.send_control(HELLO, self._greetings[0])
        else:  # it left after the match, or started a new one during it
            self._lose(say("link", "LINK", 4 if self.match.over else 5))

    def _on_bye(self, code, now):
        state = self.state
        if state == "connecting":
            hs = self._hs
            if hs.revealed_at is not None or code == R_LEFT:
                self._handshake_said(hs.on_bye(code == R_LEFT), now)
            elif code not in (R_GAVE_UP, R_QUIT):  # (those end a match over for it)
                self._stop(say("link", "LINK", 6, _bye_text(code)))
        elif state != "ready":
            return
        elif self.match.over:
            self._lose(say("link", "LINK", 4))  # left
        elif code == R_DISAGREE and self.resyncs >= MAX_RESYNCS - 1:
            self._stop(say("link", "LINK", 6, _bye_text(code)))  # it could not agree either
        elif code == R_GAVE_UP:
            self._lose(say("link", "LINK", 7))
        elif code == R_QUIT:
            self._lose(say("link", "LINK", 8))
        elif code == R_LEFT:
            self._lose(say("link", "LINK", 9))
        elif 0 < code < _BYES:
            self._lose(say("link", "LINK", 10, _bye_text(code)))
        else:
            self._lose(say("link", "LINK", 11))

    def _watch_peer(self, now):
        if self.state != "ready":
            return
        c = self.channel
        if c.overflow:
            self._lose(say("link", "LINK", 12))
            return
        quiet = max(ticks_diff(now, c.last_rx), c.stalled(now))
        if quiet > self.timeout_ms:
            if self.match.over:
                self._lose(say("link", "LINK", 4))
            else:
                self._lose(say("link", "LINK", 13, self.timeout_ms // 1000))
        elif quiet > _QUIET_MS:
            s = quiet // 1000
            if s != self._quiet_s:
                self._quiet_s = s
                self.message = say("link", "LINK", 14, s)
        elif self._quiet_s:
            self._quiet_s = 0
            self._calm()

    def _lose(self, text, code=R_GAVE_UP):
        """The peer left the match: it loses. It hears why (``code``) at once, or, when this
        board gave up waiting, at its first frame."""
        self.state = "lost"
        self.message = text
        self._code = code
        self._resync = None
        self._bye_at = self.channel.now - 1000
        if code != R_GAVE_UP:
            self._send_bye(self.channel.now)

    def _fail(self, code, text):
        self._stop(text)
        self._code = code
        self._send_bye(self.channel.now)

    def _stop(self, text):
        self.state = "failed"
        self.message = text
        self._resync = None

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
        if self.state == "ready" and self._resync is None and not self._quiet_s and (
                self._news_at is None or ticks_diff(self.clock(), self._news_at) >= NEWS_MS):
            return None
        return self.message
