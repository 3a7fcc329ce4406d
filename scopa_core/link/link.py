"""``Link``: one match between two boards over a byte transport (a UART, a pty, a pipe).
docs/link.md tells how it works and what it guarantees against a dishonest peer.

    link = Link(transport, clock_ms, entropy)   # transport: read() -> bytes/None, write(b)
    link.begin(options, limit_s)                # the options and turn limit chosen on the
                                                # setup screen
    ...every main-loop tick: link.poll()
    link.state    "connecting", "ready", "lost" or "failed" ("idle" before begin)
    link.message  a short sentence for the screen
    link.news     the message while something is wrong or just happened, else None
    link.leave()  this board leaves before the match began (B on the waiting screen);
                  leave(BYE_QUIT) drops a match it has no memory for
    link.turn_left()     the player to move's time before the turn limit, ms (clock.py)
    link.out_of_time()   this board's player let its turn's time run out: it must concede

Once ``match`` is set (with "ready", or "lost" when the other board left the handshake after
this one revealed its seed), ``local_player`` is this board's player and ``seat()`` the
peer's seat for the session. "lost": the peer left and loses (docs/rules.md "Winning the
match"); "failed": no match (the handshake could not begin one). Once a match began it ends
only with a result: a disagreement takes it back to what both boards confirmed and it goes
on (resync.py).

A link has its parts, each an object with its own state: ``channel`` (channel.py: frames,
acknowledgements, retransmission), ``handshake`` (handshake.py: while connecting), ``moves``
(moves.py: the move exchange), ``resync`` (resync.py: from the boards' first disagreement
on) and, once the match begins, ``turn_clock`` (clock.py: the limit per move). The link reads
the frames and hands each to its part; the parts tell it what happened through its verbs
``tell``, ``disagree``, ``lose`` and ``fail``, and it alone decides its ``state`` and what the
screen says.
"""

from micropython import const

from scopa_core.lang import say
from scopa_core.link.channel import (BYE, BYE_COPY, BYE_GAVE_UP, BYE_LEFT, BYE_QUIT,
                                     BYE_STOPPED, DATA, HELLO, SYNC, Channel, ticks_diff)
from scopa_core.link.clock import DEFAULT_LIMIT, LIMITS_S, TurnClock
from scopa_core.link.moves import W_FOUND, Moves
from scopa_core.match import Match

TIMEOUT_MS = 12000
_QUIET_MS = const(2500)
NEWS_MS = 5000  # how long ``news`` keeps an event (a refused move, a resync)
_GREET_MS = const(250)  # the other board's greeting is answered at most this often


def _bye_text(code):
    """Why the other board stopped, from the code of its BYE (words loaded only when said)."""
    from scopa_core.lang import texts

    return texts("link").BYE[code if code <= BYE_COPY else BYE_STOPPED]


def _handshake():
    """The handshake (handshake.py), imported again if the UI forgot it."""
    from scopa_core.link import handshake

    return handshake


class RemoteSeat:
    """The peer's player, for the session: ``step()`` gives its next move once the rules here
    passed it; ``observe(move)`` sends the local moves and checks the states agree;
    ``verdict()``: its side left, or the match stopped; ``join``: the session, which
    ``replace`` hands a rebuilt match."""

    needs_view = False  # the remote player thinks on its own board

    def __init__(self, link):
        self.link = link
        self.session = None

    def join(self, session):
        self.session = session

    def start(self, view):
        pass

    def step(self, budget=1):
        return self.link.moves.next_remote()

    def observe(self, move):
        link = self.link
        link.moves.observe()
        if link.turn_clock is not None:  # the next turn starts with the move that ended this
            link.turn_clock.turn(len(link.match.history), link.clock())

    def verdict(self):
        return self.link.verdict()

    def replace(self, match, told):
        """The match the resync rebuilt (``told``: what the player should hear, or None)."""
        if self.session is not None:
            self.session.replace(match, told)


class Link:
    def __init__(self, transport, clock_ms, entropy, timeout_ms=TIMEOUT_MS, rto_ms=300,
                 heartbeat_ms=1000):
        self.channel = Channel(transport, rto_ms, heartbeat_ms)
        self.clock = clock_ms
        self.entropy = entropy
        self.timeout_ms = timeout_ms
        self.state = "idle"
        self.message = say("link", "NOT_CONNECTED")
        self.options = None
        self.limit_s = LIMITS_S[DEFAULT_LIMIT]
        self.match = None
        self.local_player = -1
        self.handshake = None  # while connecting (handshake.Handshake)
        self.moves = Moves(self)
        self.resync = None  # from the boards' first disagreement on (resync.Resync)
        self.turn_clock = None  # once the match begins (clock.TurnClock)
        self.greetings = None  # once ready: see Handshake.greet
        self._seat = None
        self._news_at = None  # when ``message`` last told of an event (``news``)
        self._quiet_s = 0
        self._code = BYE_STOPPED  # why this board stopped, for the BYEs it answers with
        self._greeted_at = 0
        self._bye_at = 0

    # -- connecting ------------------------------------------------------------------------
    def begin(self, options, limit_s=LIMITS_S[DEFAULT_LIMIT]):
        """Start (or start over) the handshake with the locally chosen options and turn limit
        (seconds, one of clock.LIMITS_S)."""
        if options.players != 2:
            raise ValueError("the link plays two-player matches only, not %d players" % options.players)
        now = self.clock()
        self.options = options
        self.limit_s = limit_s
        self.channel.drain()
        self.channel.reset(now)
        self.greetings = None
        self.handshake = _handshake().Handshake(self.channel, options, self.entropy, now,
                                                self.timeout_ms, limit_s)
        self._bye_at = now
        self._quiet_s = 0
        self._code = BYE_STOPPED
        self.match = None
        self.local_player = -1
        self.moves = Moves(self)
        self.resync = None
        self.turn_clock = None
        self._news_at = None
        self.state = "connecting"
        self.message = say("link", "WAITING")

    def leave(self, code=BYE_LEFT):
        """This board leaves: from the waiting screen (B), or with BYE_QUIT during a match it
        has no memory for (the other board wins now, not after its timeout). The BYE goes
        out three times (control frames are not resent); then the link is idle."""
        if self.state in ("connecting", "ready"):
            self._code = code
            for _ in range(3):
                self._send_bye(self.clock())
        self.state = "idle"
        self.message = say("link", "NOT_CONNECTED")
        self.handshake = None

    def _calm(self):
        """All is well: the connected text, and no news."""
        dealing = self.match.deal.dealer == self.local_player
        self.message = say("link", "YOU_DEAL" if dealing else "THEY_DEAL")
        self._news_at = None

    def _handshake_said(self, said, now):
        """Act on what the handshake answered (see Handshake)."""
        if said is None:
            return
        hs = self.handshake
        if said[0] == "news":
            self.message = said[1]
        elif said[0] == "ready":
            self.match = hs.agreed()
            self.local_player = hs.seat()
            self.turn_clock = TurnClock(self.limit_s)
            self.channel.reset(now)
            self.channel.open = True
            self.state = "ready"
            self.greetings = hs.greet(now)
            self._greeted_at = now - _GREET_MS
            self.handshake = None
            self._calm()
        elif said[0] == "fail":
            self.handshake = None
            self.fail(said[1], said[2])
        else:  # "abandon": before the first move the loss scores the same whatever the
            # deal (which this board never learned), so any seed serves the record
            self.match = Match(self.options, 0)
            self.local_player = hs.seat()
            self.handshake = None
            self.lose(said[1])

    # -- running ---------------------------------------------------------------------------
    def poll(self):
        """Read, handle, acknowledge, retransmit, keep alive, time out. Never blocks."""
        if self.state == "idle":
            return
        now = self.clock()
        self.channel.poll(now, self._on_frame)
        if self.state == "connecting":
            self._handshake_said(self.handshake.poll(now), now)
        elif self.state == "ready":
            self.channel.service(now)
            self.moves.watch(now)
            if self.resync is not None:
                self.resync.watch(now)
            self._watch_peer(now)
            self._watch_turn(now)

    def _on_frame(self, kind, body):
        state = self.state
        now = self.channel.now
        if kind == BYE:
            self._on_bye(body[0] if body else BYE_STOPPED, now)
        elif state in ("failed", "lost"):
            # Tell a peer still playing (not one starting over: HELLO) why nobody answers.
            if kind != HELLO and ticks_diff(now, self._bye_at) >= 1000:
                self._send_bye(now)
        elif kind == HELLO:
            if state == "connecting":
                self._handshake_said(self.handshake.on_hello(body, now), now)
            elif state == "ready":
                self._on_greeting(body, now)
        elif kind >= DATA and state == "ready" and body and body[0] == self.moves.epoch:
            if kind == SYNC:  # (an older epoch's frames come from before a resync)
                self._on_sync(body)
            else:
                self.moves.on_message(kind, body)

    def _on_sync(self, body):
        """A piece of the other board's move list: it found a difference, if this board had
        not."""
        if len(body) < 7:
            return
        self.disagree(W_FOUND)
        if self.resyncing:
            self.resync.on_chunk(body)

    def _on_greeting(self, body, now):
        """A HELLO once the match began: the other board's own greeting again (same version,
        options and commitment) is answered, at most every _GREET_MS, while it lacks our
        seed; any other means it started over."""
        theirs = self.greetings[1]  # its greeting, less the stage byte
        if body[:1] == theirs[:1] and body[3:40] == theirs[2:39]:
            if body[2:3] != b"\1" and ticks_diff(now, self._greeted_at) >= _GREET_MS:
                self._greeted_at = now
                self.channel.send_control(HELLO, self.greetings[0])
        else:  # it left after the match, or started a new one during it
            self.lose(say("link", "LEFT" if self.match.over else "RESTARTED"))

    def _on_bye(self, code, now):
        state = self.state
        if state == "connecting":
            hs = self.handshake
            if hs.revealed_at is not None or code == BYE_LEFT:
                self._handshake_said(hs.on_bye(code == BYE_LEFT), now)
            elif code not in (BYE_GAVE_UP, BYE_QUIT):  # (those end a match over for it)
                self._stop(say("link", "STOPPED", _bye_text(code)))
        elif state != "ready":
            return
        elif self.match.over:
            self.lose(say("link", "LEFT"))
        elif code == BYE_GAVE_UP:
            self.lose(say("link", "GAVE_UP"))
        elif code == BYE_QUIT:
            self.lose(say("link", "NO_MEMORY"))
        elif code == BYE_LEFT:
            self.lose(say("link", "LEFT_AFTER_SHUFFLE"))
        elif BYE_STOPPED < code <= BYE_COPY:
            self.lose(say("link", "STOPPED_LOSES", _bye_text(code)))
        else:
            self.lose(say("link", "STOPPED_LOST"))

    def _watch_peer(self, now):
        if self.state != "ready":
            return
        c = self.channel
        if c.overflow:
            self.lose(say("link", "NO_ACKS"))
            return
        quiet = max(ticks_diff(now, c.last_rx), c.stalled(now))
        if quiet > self.timeout_ms:
            if self.match.over:
                self.lose(say("link", "LEFT"))
            else:
                self.lose(say("link", "SILENT", self.timeout_ms // 1000))
        elif quiet > _QUIET_MS:
            s = quiet // 1000
            if s != self._quiet_s:
                self._quiet_s = s
                self.message = say("link", "QUIET", s)
        elif self._quiet_s:
            self._quiet_s = 0
            self._calm()

    def _watch_turn(self, now):
        """The other board's player has let its turn's time and the wire's allowance pass with
        no move arrived: it loses, as a player who leaves (clock.py)."""
        if self.state == "ready" and self._turn(now) == 1 - self.local_player:
            if self.turn_clock.late(now):
                self.lose(say("link", "TIME_UP_WIN"))

    def _turn(self, now):
        """Whose turn the clock is timing (its turn started now if it just began), or -1: the
        match is over, or the move that ends the turn is here, waiting to be played."""
        m = self.match
        if m is None or m.over or self.turn_clock is None:
            return -1
        n = len(m.history)
        self.turn_clock.turn(n, now)
        q = self.moves.inbox
        if q and q[0][0] == n:
            return -1
        return m.deal.to_move

    def turn_left(self):
        """The milliseconds the player to move has left before the turn limit, or None when
        no turn is being timed (the match is over, or the move is in)."""
        now = self.clock()
        if self.state != "ready" or self._turn(now) < 0:
            return None
        return self.turn_clock.left(now)

    def out_of_time(self):
        """This board's player let its turn's time run out: the match is lost, and no move of
        its may go out now (the screens concede for it, docs/rules.md "Winning the match")."""
        now = self.clock()
        return (self.state == "ready" and self._turn(now) == self.local_player
                and self.turn_clock.out(now))

    # -- what the parts tell the link ------------------------------------------------------
    def tell(self, text):
        """An event worth showing for a while (``news``)."""
        self.message = text
        self._news_at = self.clock()

    def disagree(self, why, n=None):
        """The boards disagree (``why``: a moves.W_ number, of move or card ``n``): a round of
        resynchronizing begins, unless one is under way (resync.py, loaded the first time)."""
        if self.state != "ready" or self.resyncing:
            return
        if self.resync is None:
            from scopa_core.link.resync import Resync

            self.resync = Resync(self)
        self.resync.start(why, n)

    def lose(self, text, code=BYE_GAVE_UP):
        """The peer left the match: it loses. It hears why (``code``) at once, or, when this
        board gave up waiting, at its first frame."""
        self.state = "lost"
        self.message = text
        self._code = code
        self._end_round()
        self._bye_at = self.channel.now - 1000
        if code != BYE_GAVE_UP:
            self._send_bye(self.channel.now)

    def fail(self, code, text):
        """No match, or no result: the other board hears why (``code``)."""
        self._stop(text)
        self._code = code
        self._send_bye(self.channel.now)

    def _stop(self, text):
        self.state = "failed"
        self.message = text
        self._end_round()

    def _end_round(self):
        if self.resync is not None:
            self.resync.drop()

    def _send_bye(self, now):
        self._bye_at = now
        self.channel.send_control(BYE, bytes((self._code,)))

    # -- for the session, the screens and the tools ---------------------------------------------
    def seat(self):
        if self._seat is None:
            self._seat = RemoteSeat(self)
        return self._seat

    def verdict(self):
        """RemoteSeat.verdict (see Session.follow): the peer conceded or left, or no match
        began."""
        if self.state == "lost":
            return "abandon", self.message
        if self.state == "failed":
            return "stop", self.message
        if self.state == "ready" and self.moves.peer_conceded:
            # (conceding at the limit is how a board ends its player's turn out of time)
            timed_out = (self.match.deal.to_move != self.local_player
                         and self.turn_clock.out(self.clock()))
            return "abandon", say("link", "TIME_UP_WIN" if timed_out else "CONCEDED")
        return None

    @property
    def resyncing(self):
        """The boards' move lists are travelling: the match waits to be rebuilt."""
        return self.resync is not None and self.resync.round is not None

    @property
    def settled(self):
        """Every local move confirmed by the peer's checksum, nothing in flight."""
        return self.channel.idle and not self.moves.unconfirmed and not self.resyncing

    @property
    def finished(self):
        """The match is over and the peer confirmed this board's last move: both hold it."""
        return (self.match is not None and self.match.over and not self.moves.unconfirmed
                and not self.resyncing)

    @property
    def news(self):
        """What a screen should say about the link now: ``message`` while something is wrong
        (no answer, resynchronizing, stopped) or for ``NEWS_MS`` after an event (a refused
        move, a resync); None while all is well."""
        if self.state == "ready" and not self.resyncing and not self._quiet_s and (
                self._news_at is None or ticks_diff(self.clock(), self._news_at) >= NEWS_MS):
            return None
        return self.message

    def stats(self):
        c = self.channel
        m = self.moves
        r = self.resync
        return {"bytes_out": c.bytes_out, "bytes_in": c.bytes_in, "frames_out": c.frames_out,
                "frames_in": c.frames_in, "retransmissions": c.retransmissions,
                "bad_frames": c.bad_crc + c.decoder.bad, "duplicates": c.duplicates,
                "mismatches": r.mismatches if r else 0, "resyncs": r.done if r else 0,
                "refused": m.refused, "move_resends": m.resends}
