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

The functions below are the connecting half of ``Link``: the HELLOs it sends and reads, and
the match it starts once both seeds are known.
"""

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


def sha256(data):
    """Our own SHA-256 everywhere, so the host runs the board's code: the PyBadge has no
    hashlib, and adafruit_hashlib would hold four algorithms in the heap. Imported here, not
    above: only the handshake hashes, and once a match begins the UI drops the module
    (``HANDSHAKE_MODULES``), about 2 KB of a board's heap in a cable match."""
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


# The connecting half of ``Link``, as functions of the link, which holds what they use: the
# channel, the entropy, the options, the state, ``_fail``, ``_lose`` and ``_calm``. Not a base
# class of ``Link``: so this module leaves the heap once a match has begun (the UI forgets
# ``HANDSHAKE_MODULES``) and ``Link`` imports it again only for a HELLO it cannot answer alone.


def new_seed(link):
    seed = link.entropy(SEED_BYTES)
    if len(seed) != SEED_BYTES:
        raise ValueError("entropy(%d) gave %d bytes" % (SEED_BYTES, len(seed)))
    link._seed = bytes(seed)
    link._commit = commitment(link._seed)
    link._revealed = False


def forget_peer(link):
    """No other board known (yet, or again: it started over); a HELLO goes out at once.
    Once our seed is out, a new commitment from the other board could be chosen to suit
    our seed: a new one is drawn as well."""
    if link._revealed:
        new_seed(link)
    link._peer = None  # the other board's commitment
    link._peer_seed = None
    link._hello_due = True


def send_hello(link, now):
    seed = link._seed if link._peer is not None else None
    link.channel.send_control(HELLO, pack_hello(link.options, link._commit, link._peer, seed,
                                                link.state == "ready"))
    if seed is not None:
        link._revealed = True
    link._hello_at = now
    link._hello_due = False


def on_hello(link, body, now):
    h = Hello(body)
    if h.error:
        link._fail(R_VERSION, h.error)
        return
    if h.commit == link._commit:
        link._fail(R_COPY, "the other board sent back this board's own commitment")
        return
    if any(h.tag) and not holds_mine(h, link._commit):
        return  # it names another commitment of ours: meant for an earlier handshake
    if h.options != link.options:
        send_hello(link, now)  # so the other board can name our options in turn
        link._fail(R_OPTIONS, "the other board chose different options: " + options_text(h.options))
        return
    if link.state == "ready":
        if h.commit == link._peer:
            if not h.ready:
                send_hello(link, now)  # it has not got our seed yet
        elif not link.match.over:
            link._lose("the other board restarted: it loses the match")
        return
    if link._peer is not None and h.commit != link._peer:
        forget_peer(link)
    learned = link._peer != h.commit or not holds_mine(h, link._commit)
    link._peer = h.commit
    link._caps = h.caps & CAPS
    if h.seed is not None and h.seed != link._peer_seed:
        if commitment(h.seed) != h.commit:
            link._fail(R_REVEAL, "the other board's shuffle did not match its commitment")
            return
        link._peer_seed = h.seed
    if link._peer_seed is not None:
        start_match(link, now)
    elif learned:
        link._hello_due = True


def start_match(link, now):
    first = link._commit < link._peer
    link.local_player = 0 if first else 1
    if first:
        seed = match_seed(link._seed, link._peer_seed)
    else:
        seed = match_seed(link._peer_seed, link._seed)
    link.match = Match(link.options, seed)
    link.channel.reset(now)
    link.channel.open = True
    link.state = "ready"
    send_hello(link, now)  # our seed, in case the other board is still waiting for it
    # The HELLOs the other board sends until it starts too, and after, are answered by Link
    # without this module, as on_hello would answer them (ours again while it lacks our seed,
    # nothing once it is ready): ours, and theirs less the stage byte (link._greetings).
    theirs = pack_hello(link.options, link._peer, link._commit, link._peer_seed)
    link._greetings = (pack_hello(link.options, link._commit, link._peer, link._seed, True),
                       theirs[:2] + theirs[3:])
    link._calm()
