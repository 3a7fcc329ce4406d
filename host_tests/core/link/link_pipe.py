"""Test plumbing for the link (plain Python: CPython and the board twin): a virtual clock, an
in-memory cable with seeded faults, and a loop that plays two linked boards.

Imported as ``link_pipe`` under lab/mp_run_tests.py and as ``core.link.link_pipe`` under
pytest. The host tools have a richer cable (tools/link_transport.py); this one uses only
the project's own generator so it runs in the board twin too.
"""

from scopa_core.link.link import Link
from scopa_core.match import abandon_move
from scopa_core.options import Options
from scopa_core.rng import Rng

WRAP = 1 << 29


class Clock:
    def __init__(self, start=0):
        self.t = start

    def __call__(self):
        return self.t % WRAP


class End:
    """One side of the cable: ``read()``/``write()`` like the board's UART."""

    def __init__(self, cable, side):
        self.cable = cable
        self.side = side
        self.written = 0

    def read(self):
        return self.cable.take(1 - self.side)

    def write(self, data):
        self.written += len(data)
        self.cable.put(self.side, data)


class Cable:
    """Bytes written by side s are read by side 1 - s. ``faults`` (percent per write): drop
    (one byte lost), flip (one bit flipped), dup (one byte doubled); ``up = False`` loses
    everything (a pulled cable)."""

    def __init__(self, seed=1, drop=0, flip=0, dup=0, log=False):
        self.buf = [bytearray(), bytearray()]  # bytes written by each side, not yet read
        self.rng = Rng(seed)
        self.drop = drop
        self.flip = flip
        self.dup = dup
        self.up = True
        self.log = [[], []] if log else None  # every write, as sent (tests replay them)
        self.ends = (End(self, 0), End(self, 1))

    def put(self, side, data):
        data = bytearray(data)
        if self.log is not None:
            self.log[side].append(bytes(data))
        if not self.up:
            return
        r = self.rng
        if data and r.below(100) < self.drop:
            i = r.below(len(data))
            data = data[:i] + data[i + 1:]
        if data and r.below(100) < self.flip:
            data[r.below(len(data))] ^= 1 << r.below(8)
        if data and r.below(100) < self.dup:
            i = r.below(len(data))
            data = data[:i + 1] + data[i:]
        self.buf[side].extend(data)

    def take(self, side):
        b = self.buf[side]
        if not b:
            return None  # like busio.UART with nothing waiting
        out = bytes(b)
        self.buf[side] = bytearray()
        return out


def entropy_of(seed):
    r = Rng(seed)

    def entropy(n):
        return bytes(r.below(256) for _ in range(n))

    return entropy


def linked(options=None, seed=1, clock=None, timeout_ms=12000, log=False, **faults):
    """(clock, cable, link_a, link_b), both links begun with the same options: by default a
    one-deal match, so two boards fit a small board heap (whole matches: the host-only link tests)."""
    options = options or Options(end="fixed", deals=1)
    clock = clock or Clock()
    cable = Cable(seed, log=log, **faults)
    a = Link(cable.ends[0], clock, entropy_of(seed * 7 + 1), timeout_ms=timeout_ms)
    b = Link(cable.ends[1], clock, entropy_of(seed * 7 + 2), timeout_ms=timeout_ms)
    a.begin(options)
    b.begin(options)
    return clock, cable, a, b


def run(clock, links, ms, until=None, tick=10):
    """Poll both links every ``tick`` ms for up to ``ms``, or until ``until()`` is true."""
    t = 0
    while t < ms:
        for link in links:
            link.poll()
        if until is not None and until():
            return True
        clock.t += tick
        t += tick
    return False


def connect(clock, a, b, ms=5000):
    """Poll until both links are ready; True if they got there."""
    return run(clock, (a, b), ms, lambda: a.state == "ready" and b.state == "ready")


class Player:
    """A board's whole loop: the link, a chooser for the local player, and what the game's
    session does (``Session.follow``, ``apply``): the peer's verdict applied to the peer's
    side, every move observed. Without the session's code itself, so two boards fit a small
    heap; the host-only link tests and the UI tests drive the real session."""

    def __init__(self, link, seed=3):
        self.link = link
        self.rng = Rng(seed)
        self.seat = link.seat()
        self.events = []  # the peer's verdicts

    def apply(self, m):
        self.link.match.play(m)
        self.seat.observe(m)

    def tick(self):
        link = self.link
        link.poll()
        match = link.match
        if match is None or match.over:
            return
        said = self.seat.verdict()
        if said is not None:
            self.events.append(said)
            if said[0] == "abandon":
                self.apply(abandon_move(1 - link.local_player))
        elif link.state == "ready":
            if match.deal.to_move == 1 - link.local_player:
                m = self.seat.step(1)
            else:
                moves = match.moves()
                m = moves[self.rng.below(len(moves))]
            if m is not None:
                self.apply(m)


def play(clock, players, ms=2000000, tick=10):
    """Tick both players until both matches are over and settled (or ``ms`` pass)."""
    t = 0
    while t < ms:
        for p in players:
            p.tick()
        done = True
        for p in players:
            link = p.link
            if link.state in ("ready", "connecting") and not (link.finished and link.settled):
                done = False
        if done:
            return True
        clock.t += tick
        t += tick
    return False
