"""The handshake: protocol version, capabilities, the agreed options, and the fair shuffle
(docs/link.md tells it in full).

Commit and reveal: each board draws a 16-byte seed and first sends only its commitment,
SHA-256 of the seed; it reveals the seed once it holds the other board's commitment. The
match seed is SHA-256 of both seeds (the player-0 board's first) cut to 30 bits. The board
with the smaller commitment is player 0.

A HELLO body: version, capabilities, stage (1 once ready: a ready board answers only
HELLOs of stage 0), options (4 bytes, little-endian ``record.pack_options``), the turn limit
in seconds (clock.py: both boards must have chosen the same, as for the options), this
board's commitment (32 bytes), a tag: the first 4 bytes of the commitment it holds from the other
board (zeros if none yet), then, once it holds one, its seed (16 bytes). A HELLO whose tag
names a commitment this board no longer holds answers an earlier handshake (bytes kept in a
UART, frames crossing a restart): it is ignored.

Once a board has revealed its seed, the other can work out the deal before revealing its
own: from then on the commitments are final, and every way out counts as the other board
abandoning (``Handshake``), so nobody can draw deals until one pleases them.

``Link`` (link.py) owns one ``Handshake`` while connecting and acts on what its calls answer.
"""

from micropython import const

from scopa_core.lang import say
from scopa_core.link.channel import (BYE_COPY, BYE_OPTIONS, BYE_REVEAL, BYE_STOPPED,
                                     BYE_VERSION, HELLO, ticks_diff)
from scopa_core.link.clock import DEFAULT_LIMIT, LIMITS_S
from scopa_core.match import Match
from scopa_core.record import pack_options, unpack_options

VERSION = 4  # 2: options in 4 bytes (more house rules); 3: CRC-32 frames and checksums; 4: the
# turn limit
_CAP_RESYNC = const(1)  # a capability: can rebuild a diverged match from both transcripts (resync.py)
CAPS = _CAP_RESYNC
_SEED_BYTES = const(16)
_COMMIT = const(32)
_TAG = const(4)
_HEAD = const(8 + _COMMIT + _TAG)
_MASK30 = const((1 << 30) - 1)
_HELLO_MS = const(250)
_QUIET_MS = const(2000)  # an answer to this board's shuffle later than this: the player is told


def sha256(data):
    """The link's own SHA-256 (a PyBadge has no hashlib), imported only here: once a match
    begins the UI drops it with this module (``HANDSHAKE_MODULES``)."""
    from scopa_core.link.sha256 import digest

    return digest(data)


# What a match in play does without (the UI forgets them when it begins; see above).
HANDSHAKE_MODULES = ("scopa_core.link.sha256", "scopa_core.link.handshake")


def commitment(seed):
    return sha256(b"scopa-link-commit" + seed)


def match_seed(seed0, seed1):
    """The match seed (< 2**30) from the player-0 board's seed and the player-1 board's."""
    d = sha256(b"scopa-link-deck" + seed0 + seed1)
    return (d[0] << 24 | d[1] << 16 | d[2] << 8 | d[3]) & _MASK30


def pack_hello(options, commit, peer_commit, seed, ready=False, limit_s=LIMITS_S[DEFAULT_LIMIT]):
    """HELLO body; ``seed`` is None until this board holds the peer's commitment."""
    bits = pack_options(options)
    out = bytearray((VERSION, CAPS, 1 if ready else 0, bits & 255, bits >> 8 & 255, bits >> 16 & 255,
                     bits >> 24, limit_s))
    out.extend(commit)
    out.extend(peer_commit[:_TAG] if peer_commit else bytes(_TAG))
    if seed is not None:
        out.extend(seed)
    return bytes(out)


class Hello:
    """A parsed HELLO. ``error`` is a sentence when the frame cannot be used."""

    def __init__(self, body):
        self.error = None
        self.version = body[0] if body else -1
        self.ready = False
        self.options = None
        self.limit_s = 0
        self.commit = None
        self.tag = None
        self.seed = None
        if self.version < 0:
            self.error = say("link", "EMPTY_HELLO")
            return
        if self.version != VERSION:
            self.error = say("link", "VERSIONS", self.version, VERSION)
            return
        if len(body) not in (_HEAD, _HEAD + _SEED_BYTES):
            self.error = say("link", "MALFORMED")
            return
        if not body[1] & _CAP_RESYNC:  # it could not mend a disagreement but stop the match
            self.error = say("link", "NO_RESYNC")
            return
        self.ready = body[2] == 1
        try:
            self.options = unpack_options(body[3] | body[4] << 8 | body[5] << 16 | body[6] << 24)
        except ValueError:
            self.error = say("link", "UNKNOWN_OPTIONS")
            return
        self.limit_s = body[7]
        self.commit = body[8:8 + _COMMIT]
        self.tag = body[8 + _COMMIT:_HEAD]
        if len(body) > _HEAD:
            self.seed = body[_HEAD:]


def holds_mine(hello, commit):
    """True if the peer's HELLO says it holds our commitment."""
    return hello.tag == commit[:_TAG]




MAX_RESTARTS = 8  # new commitments from the other board in one handshake, before any reveal


class Handshake:
    """One handshake of a ``Link`` (made by ``begin``, dropped once the match begins): the
    seeds, the commitments and the HELLOs. Its calls return None while it goes on, else
    ("news", text) for the waiting screen, ("ready",) once both seeds are known
    (``agreed``), ("fail", code, text) when no match can begin (``code``: the BYE the other
    board hears), or ("abandon", text) when the other board leaves after this one revealed
    its seed: it loses the match (docs/rules.md "Winning the match")."""

    def __init__(self, channel, options, entropy, now, timeout_ms, limit_s=LIMITS_S[DEFAULT_LIMIT]):
        seed = entropy(_SEED_BYTES)
        if len(seed) != _SEED_BYTES:
            raise ValueError("entropy(%d) gave %d bytes" % (_SEED_BYTES, len(seed)))
        if limit_s not in LIMITS_S:
            raise ValueError("a turn limit of %r s: not one of %r" % (limit_s, LIMITS_S))
        self.channel = channel
        self.options = options
        self.limit_s = limit_s
        self.timeout_ms = timeout_ms
        self.seed = bytes(seed)
        self.commit = commitment(self.seed)
        self.peer = None  # the other board's commitment
        self.peer_seed = None
        self.revealed_at = None  # when this board first sent its seed (to ``peer``: final)
        self.restarts = 0  # new commitments after the first, all before a reveal
        self._left = None  # the seconds the other board was last said to have
        self._seen = None  # the last commitment the other board sent
        self._hello_due = True
        self._hello_at = now

    def poll(self, now):
        news = None
        if self.revealed_at is not None:
            waited = ticks_diff(now, self.revealed_at)
            if waited > self.timeout_ms:
                return "abandon", say("link", "UNFINISHED")
            left = (self.timeout_ms - waited) // 1000 + 1
            if waited > _QUIET_MS and left != self._left:  # so the player waits it out
                self._left = left
                news = "news", say("link", "HAS_OUR_SHUFFLE", left)
        if self._hello_due or ticks_diff(now, self._hello_at) >= _HELLO_MS:
            self._send(now)
        return news

    def _send(self, now, ready=False):
        seed = self.seed if self.peer is not None else None
        self.channel.send_control(HELLO, pack_hello(self.options, self.commit, self.peer, seed,
                                                    ready, self.limit_s))
        if seed is not None and self.revealed_at is None:
            self.revealed_at = now
        self._hello_at = now
        self._hello_due = False

    def on_bye(self, left):
        """The other board says goodbye (``left``: it left its waiting screen). Before this
        board revealed its seed it may come back, with a new commitment; after, it leaves a
        match whose deal it may know."""
        if self.revealed_at is not None:
            return "abandon", say("link", "LEFT_AFTER_SHUFFLE")
        if left:
            self.peer = None
            self.peer_seed = None
            self._hello_due = True
            again = say("link", "TIMES", self.restarts + 1) if self.restarts else ""
            return "news", say("link", "LEFT_BEFORE", again)
        return None

    def on_hello(self, body, now):
        h = Hello(body)
        code = BYE_VERSION  # a greeting this version cannot read
        if h.error is None and h.commit == self.commit:
            code = BYE_COPY
            h.error = say("link", "OWN_COMMITMENT")
        if h.error is None and any(h.tag) and not holds_mine(h, self.commit):
            return None  # it names another commitment of ours: meant for an earlier handshake
        if self.revealed_at is not None and (h.error is not None or h.commit != self.peer
                                             or h.options != self.options
                                             or h.limit_s != self.limit_s):
            # It started over, or changed its mind, having our seed.
            return "abandon", say("link", "LEFT_AFTER_SHUFFLE")
        if h.error is not None:
            return "fail", code, h.error
        if h.options != self.options:
            from scopa_core.names import options_text

            self._send(now)  # so the other board can name our options in turn
            return "fail", BYE_OPTIONS, say("link", "OTHER_OPTIONS", options_text(h.options))
        if h.limit_s != self.limit_s:
            self._send(now)  # so the other board can name our limit in turn
            return "fail", BYE_OPTIONS, say("link", "OTHER_LIMIT", h.limit_s, self.limit_s)
        if h.commit != self._seen:
            if self._seen is not None:
                self.restarts += 1
                if self.restarts > MAX_RESTARTS:
                    return "fail", BYE_STOPPED, say("link", "STARTED_OVER", self.restarts)
            self._seen = h.commit
            self.peer_seed = None
        learned = self.peer != h.commit or not holds_mine(h, self.commit)
        self.peer = h.commit
        if h.seed is not None and h.seed != self.peer_seed:
            if commitment(h.seed) != h.commit:
                if self.revealed_at is not None:
                    return "abandon", say("link", "BAD_SHUFFLE_LATE")
                return "fail", BYE_REVEAL, say("link", "BAD_SHUFFLE")
            self.peer_seed = h.seed
        if self.peer_seed is not None:
            return ("ready",)
        if learned:
            self._hello_due = True
        return None

    def seat(self):
        """This board's player: the board with the smaller commitment is player 0."""
        return 0 if self.commit < self.peer else 1

    def agreed(self):
        """The match both seeds make (the player-0 board's seed first)."""
        if self.seat() == 0:
            seed = match_seed(self.seed, self.peer_seed)
        else:
            seed = match_seed(self.peer_seed, self.seed)
        return Match(self.options, seed)

    def greet(self, now):
        """The match has begun: our seed once more, marked ready, in case the other board
        still waits for it. Returns the greetings ``Link`` answers without this module until
        the other board starts too: ours, and theirs less the stage byte."""
        self._send(now, True)
        theirs = pack_hello(self.options, self.peer, self.commit, self.peer_seed, False,
                            self.limit_s)
        return (pack_hello(self.options, self.commit, self.peer, self.seed, True, self.limit_s),
                theirs[:2] + theirs[3:])
