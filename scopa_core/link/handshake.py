"""The handshake: protocol version, capabilities, the agreed options, and the fair shuffle.

Fair shuffle by commit and reveal: each board draws a 16-byte secret seed and first sends
only its commitment, SHA-256 of the seed. A board reveals its seed only once it holds the
other board's commitment, so neither can pick its seed after seeing the other's. The match
seed is SHA-256 of both seeds (the player-0 board's first) cut to 30 bits: the engine's
generator deals from it, so neither board alone can choose the deck. A revealed seed whose
hash is not the commitment ends the match ("failed").

Seats: the board with the smaller commitment is player 0. Who deals first comes from the
match seed, through the engine, like every other draw.

A HELLO body is: version, capabilities, stage (1 once this board is ready: a ready board
answers only HELLOs of stage 0, so two ready boards do not echo each other forever),
options (3 bytes, little-endian ``Options.pack``),
this board's commitment (32 bytes), the first 4 bytes of the commitment it holds from the
other board (zeros if none yet), then, once it holds one, its seed (16 bytes).

That tag says which handshake a HELLO answers. A HELLO whose tag names a commitment this
board no longer holds was meant for an earlier handshake (a board's UART keeps what arrived
while nobody read it; frames cross a restart on the wire): it is ignored, or its seed would
start a match the other board never plays.

``Handshake`` is the connecting half of ``Link``: the HELLOs it sends and reads, and the
match it starts once both seeds are known.
"""

# Our own SHA-256 everywhere, so the host runs the board's code: the PyBadge has no hashlib,
# and adafruit_hashlib would hold four algorithms in the heap for the whole cable match.
from scopa_core.link.sha256 import digest as sha256
from scopa_core.link.channel import HELLO
from scopa_core.match import Match
from scopa_core.options import Options, PRIMIERA_RULES

VERSION = 1
CAP_RESYNC = 1  # can rebuild a diverged match from both transcripts
CAPS = CAP_RESYNC
SEED_BYTES = 16
_COMMIT = 32
_TAG = 4
_HEAD = 6 + _COMMIT + _TAG
_MASK30 = (1 << 30) - 1
HELLO_MS = 250
# Why a handshake stops (the BYE frame's code; link.py names every code).
R_VERSION = 1
R_OPTIONS = 2
R_REVEAL = 3
R_COPY = 6


def commitment(seed):
    return sha256(b"scopa-link-commit" + seed)


def match_seed(seed0, seed1):
    """The match seed (< 2**30) from the player-0 board's seed and the player-1 board's."""
    d = sha256(b"scopa-link-deck" + seed0 + seed1)
    return (d[0] << 24 | d[1] << 16 | d[2] << 8 | d[3]) & _MASK30


def pack_hello(options, commit, peer_commit, seed, ready=False):
    """HELLO body; ``seed`` is None until this board holds the peer's commitment."""
    bits = options.pack()
    out = bytearray((VERSION, CAPS, 1 if ready else 0, bits & 255, bits >> 8 & 255, bits >> 16 & 255))
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
        self.caps = 0
        self.ready = False
        self.options = None
        self.commit = None
        self.tag = None
        self.seed = None
        if self.version < 0:
            self.error = "the other board sent an empty greeting"
            return
        if self.version != VERSION:
            self.error = "the other board speaks link version %d, this one %d: update both" % (
                self.version, VERSION)
            return
        if len(body) not in (_HEAD, _HEAD + SEED_BYTES):
            self.error = "the other board sent a malformed greeting"
            return
        self.caps = body[1]
        self.ready = body[2] == 1
        try:
            self.options = Options.unpack(body[3] | body[4] << 8 | body[5] << 16)
        except ValueError:
            self.error = "the other board chose options this board does not know"
            return
        self.commit = body[6:6 + _COMMIT]
        self.tag = body[6 + _COMMIT:_HEAD]
        if len(body) > _HEAD:
            self.seed = body[_HEAD:]


def holds_mine(hello, commit):
    """True if the peer's HELLO says it holds our commitment."""
    return hello.tag == commit[:_TAG]


_END_TEXT = ("", ", win by 2", ", higher score wins", "")
_FLAG_TEXT = (("fewest", "fewest cards"), ("mistakes", "mistakes"), ("napola", "Napola"),
              ("re_bello", "Re bello"), ("asso", "Asso piglia tutto"))


def options_text(o):
    """Short English description for the screen, e.g. ``Scopone, to 21``."""
    name = "Scopone" if o.scopone else "Scopa"
    if o.escoba:
        name = "Escoba" if not o.scopone else "Scopone Escoba"
    if o.players != 2:
        name += ", %d players" % o.players
    if o.end == 3:
        parts = [name, "%d deals" % o.deals]
    else:
        parts = [name, "to %d%s" % (o.target, _END_TEXT[o.end])]
    if o.primiera:
        parts.append("primiera " + PRIMIERA_RULES[o.primiera])
    for attr, text in _FLAG_TEXT:
        if getattr(o, attr):
            parts.append(text)
    return ", ".join(parts)


class Handshake:
    """The connecting half of ``Link``, which holds what it uses: the channel, the entropy,
    the options, the state, ``_fail``, ``_lose`` and ``_calm``."""

    def _new_seed(self):
        seed = self.entropy(SEED_BYTES)
        if len(seed) != SEED_BYTES:
            raise ValueError("entropy(%d) gave %d bytes" % (SEED_BYTES, len(seed)))
        self._seed = bytes(seed)
        self._commit = commitment(self._seed)
        self._revealed = False

    def _forget_peer(self):
        """No other board known (yet, or again: it started over); a HELLO goes out at once.
        Once our seed is out, a new commitment from the other board could be chosen to suit
        our seed: a new one is drawn as well."""
        if self._revealed:
            self._new_seed()
        self._peer = None  # the other board's commitment
        self._peer_seed = None
        self._hello_due = True

    def _send_hello(self, now):
        seed = self._seed if self._peer is not None else None
        self.channel.send_control(HELLO, pack_hello(self.options, self._commit, self._peer, seed,
                                                    self.state == "ready"))
        if seed is not None:
            self._revealed = True
        self._hello_at = now
        self._hello_due = False

    def _on_hello(self, body, now):
        h = Hello(body)
        if h.error:
            self._fail(R_VERSION, h.error)
            return
        if h.commit == self._commit:
            self._fail(R_COPY, "the other board sent back this board's own commitment")
            return
        if any(h.tag) and not holds_mine(h, self._commit):
            return  # it names another commitment of ours: meant for an earlier handshake
        if h.options != self.options:
            self._send_hello(now)  # so the other board can name our options in turn
            self._fail(R_OPTIONS, "the other board chose different options: " + options_text(h.options))
            return
        if self.state == "ready":
            if h.commit == self._peer:
                if not h.ready:
                    self._send_hello(now)  # it has not got our seed yet
            elif not self.match.over:
                self._lose("the other board restarted: it loses the match")
            return
        if self._peer is not None and h.commit != self._peer:
            self._forget_peer()
        learned = self._peer != h.commit or not holds_mine(h, self._commit)
        self._peer = h.commit
        self._caps = h.caps & CAPS
        if h.seed is not None and h.seed != self._peer_seed:
            if commitment(h.seed) != h.commit:
                self._fail(R_REVEAL, "the other board's shuffle did not match its commitment")
                return
            self._peer_seed = h.seed
        if self._peer_seed is not None:
            self._start_match(now)
        elif learned:
            self._hello_due = True

    def _start_match(self, now):
        first = self._commit < self._peer
        self.local_player = 0 if first else 1
        if first:
            seed = match_seed(self._seed, self._peer_seed)
        else:
            seed = match_seed(self._peer_seed, self._seed)
        self.match = Match(self.options, seed)
        self.channel.reset(now)
        self.channel.open = True
        self.state = "ready"
        self._send_hello(now)  # our seed, in case the other board is still waiting for it
        self._calm()
