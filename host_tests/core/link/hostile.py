"""The hostile peer's test kit: the honest board (the real Link and Session, a local player,
the result recorded as the app records it) against a rogue board that sends chosen frames,
on the in-memory cable and virtual clock of portable/link_pipe.py.

``check(honest)`` holds what every attack must leave true on the honest board: the match it
holds is legal, every move of its own player is one that player chose, it never conceded
in its name, it recorded only a result the rules give, its buffers stayed within their
bounds, and what it says is plain words."""

import scopa_core.match  # noqa: F401 - the engine first, as the game loads it
from scopa_core.crc import crc16
from scopa_core.link.link import Link
from scopa_core.link.channel import CHECK, HELLO, MAX_FRAMES, MOVE, SYNC, WINDOW
from scopa_core.link.cobs import Decoder, MAX_PAYLOAD, encode
from scopa_core.link.channel import crc32
from scopa_core.link.handshake import Hello
from scopa_core.link.moves import MAX_INBOX
from scopa_core.link.resync import MAX_RECORD, pack_moves
from scopa_core.match import Match, is_abandon
from scopa_core.options import Options
from scopa_core.prefs import LINK_LEVEL, PLAYED, WON, Stats
from scopa_core.rng import Rng
from scopa_core.session import Session
from core.link.link_pipe import Cable, Clock, Player, entropy_of

OPTIONS = Options(end="fixed", deals=1)
TIMEOUT_MS = 5000
# What the honest board may hold at most, whatever arrives (the bounds docs/link.md argues).
BOUNDS = {"queue": MAX_FRAMES - WINDOW, "out": WINDOW, "inbox": MAX_INBOX,
          "unconfirmed": MAX_INBOX, "recent": 6, "list_in": MAX_RECORD + MAX_PAYLOAD,
          "held": MAX_INBOX, "decoder": MAX_PAYLOAD + 4}


def footprint(link):
    """How much each of the link's buffers holds now."""
    c = link.channel
    m = link.moves
    r = link.resync.round if link.resync is not None else None
    return {"queue": len(c.queue), "out": len(c.out), "inbox": len(m.inbox),
            "unconfirmed": len(m.unconfirmed), "recent": len(m.recent),
            "list_in": len(r.buf) if r is not None and r.buf is not None else 0,
            "held": len(r.held) if r is not None else 0, "decoder": len(c.decoder.buf)}


class Chooser:
    """The honest board's player: a random legal move, or the next of ``script`` when it is
    legal; every choice kept as (card, cards taken), what the player meant."""

    needs_view = False

    def __init__(self, link, seed):
        self.link = link
        self.rng = Rng(seed)
        self.chosen = []
        self.script = []

    def start(self, view):
        pass

    def step(self, budget=1):
        d = self.link.match.deal
        moves = d.moves()
        m = moves[self.rng.below(len(moves))]
        if self.script and self.script[0] in moves:
            m = self.script.pop(0)
        self.chosen.append(d.move_info(m))
        return m


class Honest:
    """The board under attack, ticked as the app ticks a table (``Session.follow`` first)."""

    def __init__(self, end, clock, seed=1, options=OPTIONS, timeout_ms=TIMEOUT_MS):
        self.link = Link(end, clock, entropy_of(seed), timeout_ms=timeout_ms)
        self.link.begin(options)
        self.seed = seed
        self.session = None
        self.local = None
        self.stats = Stats()
        self.events = []
        self.result = None  # "won", "lost", "drawn" once recorded, "none" when stopped
        self.peak = dict.fromkeys(BOUNDS, 0)
        self.playing = True  # False: its player does not move (waits at the table)

    def tick(self):
        link = self.link
        link.poll()
        self._measure()
        if self.session is None and link.match is not None:
            self.local = Chooser(link, self.seed)
            seats = [None, None]
            seats[link.local_player] = self.local
            seats[1 - link.local_player] = link.seat()
            self.session = Session(link.match, seats)
        s = self.session
        if s is None or self.result is not None:
            return
        said = s.follow()
        if said is not None:
            self.events.append(said)
            if said[0] == "stopped":
                self.result = "none"
                return
        elif link.state == "ready" and not s.match.over:
            if self.playing or s.to_move() != link.local_player:
                s.tick()
        if s.match.over:
            m = s.match
            side = m.options.side_of(link.local_player)
            self.stats.record_match(LINK_LEVEL, m, side)
            self.result = "drawn" if m.winner < 0 else "won" if m.winner == side else "lost"
        self._measure()

    def _measure(self):
        for k, v in footprint(self.link).items():
            if v > self.peak[k]:
                self.peak[k] = v

    @property
    def done(self):
        return self.result is not None or self.link.state in ("failed", "lost", "idle")


def framed(kind, seq, ack, body=b""):
    """The wire bytes of any frame, with a right CRC: what a hostile peer can send."""
    f = bytearray((kind & 255, seq & 255, ack & 255)) + bytes(body)
    f += crc32(f)
    return bytes(encode(f))


class Rogue:
    """The other board. A real Link does the handshake and, while ``honest``, the playing
    (a random player); then the test takes over: ``wire`` writes any bytes, ``numbered``
    sends through its channel (right sequence numbers), ``heard`` reads what the honest
    board sent. ``mode``: "link" (all of it runs), "still" (its link runs, its player does
    not move), "channel" (only the channel: it acknowledges and retransmits, nothing more),
    "deaf" (nothing: no reads, no answers)."""

    def __init__(self, end, clock, seed=2, options=OPTIONS):
        self.end = end
        self.clock = clock
        self.link = Link(end, clock, entropy_of(seed), timeout_ms=1 << 28)
        self.link.begin(options)
        self.player = Player(self.link, seed)
        self.mode = "link"
        self.inbox = []  # (kind, body) the channel delivered in "channel" mode
        self._decoder = Decoder()

    def tick(self):
        if self.mode == "link":
            self.player.tick()
        elif self.mode == "still":
            self.link.poll()
        elif self.mode == "channel":
            c = self.link.channel
            c.poll(self.clock(), lambda kind, body: self.inbox.append((kind, body)))
            c.service(self.clock())

    def wire(self, data):
        self.end.write(data)

    def frame(self, kind, seq=0, ack=0, body=b""):
        self.wire(framed(kind, seq, ack, body))

    def numbered(self, kind, body):
        self.link.channel.send(kind, bytes(body))

    def message(self, kind, ply, a, b=None):
        """A MOVE (``a``: the move, ``b``: the checksum) or CHECK (``a``: the checksum) of
        the current epoch, through the channel; a checksum given as an int is made 4 bytes."""
        body = bytearray((self.link.moves.epoch, ply >> 8 & 255, ply & 255))
        if kind == MOVE:
            body += bytes((a >> 8 & 255, a & 255))
            a = b
        body += a if isinstance(a, bytes) else (a & 0xFFFFFFFF).to_bytes(4, "big")
        self.numbered(kind, body)

    def heard(self):
        """The frames the honest board wrote since the last call (the rogue's read side)."""
        got = []
        data = self.end.read()
        if data:
            self._decoder.feed(data, lambda buf, n: got.append((buf[0], bytes(buf[3:n - 4]))))
        return got


def pair(seed=1, options=OPTIONS, timeout_ms=TIMEOUT_MS):
    """(clock, cable, honest, rogue), not yet connected; the cable logs every write."""
    clock = Clock()
    cable = Cable(seed, log=True)
    honest = Honest(cable.ends[0], clock, seed * 7 + 1, options, timeout_ms)
    rogue = Rogue(cable.ends[1], clock, seed * 7 + 2, options)
    return clock, cable, honest, rogue


def run(clock, honest, rogue, ms, until=None, tick=10):
    """Tick both boards every ``tick`` ms for up to ``ms``, or until ``until()``."""
    t = 0
    while t < ms:
        honest.tick()
        if rogue is not None:
            rogue.tick()
        if until is not None and until():
            return True
        clock.t += tick
        t += tick
    return False


def connected(seed=1, warm=0, options=OPTIONS, timeout_ms=TIMEOUT_MS):
    """A pair that finished the handshake and played ``warm`` moves honestly, all settled;
    then neither player moves (``honest.playing`` False, the rogue "still")."""
    clock, cable, honest, rogue = pair(seed, options, timeout_ms)
    assert run(clock, honest, rogue, 5000, lambda: honest.link.state == rogue.link.state == "ready")
    run(clock, honest, rogue, 60000, lambda: len(honest.link.match.history) >= warm
        or honest.link.match.over)
    honest.playing = False
    rogue.mode = "still"
    assert run(clock, honest, rogue, 5000, lambda: honest.link.settled and rogue.link.settled
               and not honest.link.moves.inbox and not rogue.link.moves.inbox)
    assert not honest.link.match.over and honest.link.match.history == rogue.link.match.history
    return clock, cable, honest, rogue


def plain(text):
    """A sentence for a player: words, no codes or placeholders."""
    return (isinstance(text, str) and 10 <= len(text) <= 160 and text[0].isalpha()
            and not any(x in text for x in ("%", "#", "None", "{", "_", "\\")))


def check(honest):
    """What every attack must leave true on the honest board (see the module)."""
    link = honest.link
    assert link.state in ("connecting", "ready", "lost", "failed"), link.state
    assert plain(link.message), link.message
    for _what, why, _ended in honest.events:
        assert why is None or plain(why), why
    for k, v in honest.peak.items():
        assert v <= BOUNDS[k], (k, v, BOUNDS[k])
    m = link.match
    if m is None:
        assert honest.stats.get(LINK_LEVEL, PLAYED) == 0
        return
    me = link.local_player
    chosen = list(honest.local.chosen) if honest.local is not None else []
    replay = Match(m.options, m.seed)
    for x in m.history:
        if is_abandon(x):
            assert x >> 6 != m.options.side_of(me), "a concession in the honest side's name"
        elif replay.deal.to_move == me:
            meant = replay.deal.move_info(x)
            assert meant in chosen, ("a move its player never chose", meant)
            chosen.remove(meant)
        replay.play(x)  # every move legal where it stands
    assert replay.over == m.over and replay.totals == m.totals
    played = honest.stats.get(LINK_LEVEL, PLAYED)
    if honest.result in ("won", "lost", "drawn"):
        assert played == 1 and m.over
        if m.abandoned_by >= 0:
            assert m.abandoned_by != m.options.side_of(me) and honest.result == "won"
    else:
        assert played == 0
    if link.state == "failed":
        assert honest.result in (None, "none") and played == 0


def hellos(frames):
    """The HELLOs among (kind, body) frames, parsed."""
    return [Hello(body) for kind, body in frames if kind == HELLO]


def lost_to_rogue(honest):
    """The honest board recorded the rogue's abandonment (docs/rules.md "Winning the match"), and says so."""
    link = honest.link
    assert link.state == "lost", (link.state, link.message)
    assert "loses the match" in link.message or "left" in link.message, link.message
    assert honest.result == "won"
    assert honest.stats.get(LINK_LEVEL, WON) == 1
    m = link.match
    assert m.over and m.abandoned_by == m.options.side_of(1 - link.local_player)
    check(honest)


def send_list(rogue, moves, epoch=None):
    """The rogue sends ``moves`` as its move list (SYNC pieces) through its channel."""
    data = pack_moves(moves)
    c = crc16(data)
    epoch = rogue.link.moves.epoch if epoch is None else epoch
    for off in range(0, max(1, len(data)), 40):
        rogue.numbered(SYNC, bytes((epoch, len(data) >> 8, len(data) & 255, off >> 8, off & 255,
                                    c >> 8, c & 255)) + data[off:off + 40])


def disagreeing(seed):
    """A pair where the honest board just moved and the rogue answers that its state after
    that move differs: a resync under way, nobody to blame yet."""
    clock, cable, honest, rogue = connected(seed=seed, warm=6)
    link = honest.link
    rogue.mode = "link"
    run(clock, honest, rogue, 5000, lambda: link.match.deal.to_move == link.local_player)
    rogue.mode = "channel"
    honest.playing = True
    run(clock, honest, rogue, 200, lambda: link.moves.unconfirmed)
    honest.playing = False
    rogue.message(CHECK, link.moves.unconfirmed[0][0], 0)  # "my state after your move differs"
    run(clock, honest, rogue, 50)
    assert link.resyncing
    return clock, cable, honest, rogue


def disagree_again(clock, honest, rogue):
    """The rogue answers the resync with the honest board's own list, then says its state
    after it differs: the boards disagree again. False if the honest board stopped asking."""
    link = honest.link
    run(clock, honest, rogue, 2000, lambda: any(k == SYNC for k, b in rogue.inbox))
    sync = [b for k, b in rogue.inbox if k == SYNC]
    if not sync:
        return False
    rogue.inbox.clear()
    rogue.link.moves.epoch = sync[-1][0]
    send_list(rogue, list(link.match.history))  # the same list...
    run(clock, honest, rogue, 2000, lambda: any(k == CHECK for k, b in rogue.inbox))
    checks = [b for k, b in rogue.inbox if k == CHECK]
    rogue.inbox.clear()
    if not checks:
        return False
    rogue.link.moves.epoch = checks[-1][0]
    rogue.message(CHECK, checks[-1][1] << 8 | checks[-1][2], 0)  # ...then another state
    return True
