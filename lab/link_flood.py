"""The link under hostile byte streams in a board's VM: what one honest board holds.

    build/twin/circuitpython -X heapsize=64k lab/link_flood.py ROOT [FRAMES]   -> JSON

(host_tests/core/link/test_hostile_twin.py runs it in the board twin; CPython runs it too.)

Two ``Link`` objects on an in-memory cable and a virtual clock finish the handshake and play
a few moves; then the other board turns hostile, one attack per fresh pair, FRAMES frames
each: one of its moves sent again under fresh sequence numbers and never acknowledged;
moves for every later ply; checksums against the confirmed position (each refused: the
third is leaving); random bytes; frames with a right CRC and any kind (but HELLO and BYE,
which end the match at once) and content; one endless move list. For each: the honest board's final state, the heap it grew by at
most while it lasted (``gc.mem_alloc`` after a collection, every 200 frames) and the largest
fill of each of its buffers. A board that raised, or ran out of memory, stops the run.
"""

import gc
import sys

from lab.wire import Wire


def _pair(seed, clock):
    from scopa_core.link.link import Link
    from scopa_core.options import Options
    from scopa_core.rng import Rng

    def entropy(k):
        r = Rng(k)
        return lambda n: bytes(r.below(256) for _ in range(n))

    wire = Wire()
    a = Link(wire.end(0), clock, entropy(2 * seed + 1), timeout_ms=1 << 27)
    b = Link(wire.end(1), clock, entropy(2 * seed + 2), timeout_ms=1 << 27)
    o = Options(end="fixed", deals=1)
    a.begin(o)
    b.begin(o)
    while a.state != "ready" or b.state != "ready":
        a.poll()
        b.poll()
        clock.t += 10
    for _ in range(300):  # a few moves, first legal move each, until b is to move
        for link in (a, b):
            link.poll()
            m = link.match
            if m.deal.to_move == link.local_player and len(m.history) < 6:
                x = m.deal.moves()[0]
                m.play(x)
                link.seat().observe(x)
            elif m.deal.to_move != link.local_player:
                x = link.seat().step(1)
                if x is not None:
                    m.play(x)
                    link.seat().observe(x)
        clock.t += 10
    return wire, a, b


def _frame(kind, seq, ack, body):
    from scopa_core.link.cobs import encode
    from scopa_core.link.channel import crc32

    f = bytearray((kind & 255, seq & 255, ack & 255))
    f.extend(body)
    f.extend(crc32(f))
    return encode(f)


def _fill(link):
    c = link.channel
    m = link.moves
    r = link.resync.round if link.resync is not None else None
    return (len(c.queue) + len(c.out), len(m.inbox), len(m.unconfirmed),
            len(r.buf) if r is not None and r.buf is not None else 0)


def attack(name, frames, seed=1):
    from scopa_core.rng import Rng

    class Clock:
        t = 0

        def __call__(self):
            return self.t & ((1 << 29) - 1)

    clock = Clock()
    wire, a, b = _pair(seed, clock)
    rng = Rng(seed)
    seq = b.channel.seq
    ack = (b.channel.expect - 1) & 255
    epoch = b.moves.epoch
    n = len(a.match.history)
    gc.collect()
    base = gc.mem_alloc()
    grew = 0
    fill = [0, 0, 0, 0]
    for i in range(frames):
        if name == "replayed move":
            ply = n - 1
            m = a.match.history[ply]
            data = _frame(8, seq + i, ack, bytes((epoch, ply >> 8, ply & 255, m >> 8, m & 255, 0, 0, 0, 0)))
        elif name == "later plies":
            ply = n + i
            data = _frame(8, seq + i, ack, bytes((epoch, ply >> 8 & 255, ply & 255, 0, i % 40, 0, 0, 0, 0)))
        elif name == "forged checks":
            ply = n - 1
            data = _frame(9, seq + i, ack, bytes((epoch, ply >> 8, ply & 255, i & 255, 1, 2, 3)))
        elif name == "random bytes":
            data = bytes(rng.below(256) for _ in range(1 + rng.below(80)))
        elif name == "any frame":
            kind = rng.below(256)
            if kind in (1, 3):  # a HELLO or a BYE ends the match at once: any other kind
                kind = 2
            data = _frame(kind, seq + i if kind >= 8 else 0, ack,
                          bytes(rng.below(256) for _ in range(rng.below(60))))
        else:  # "endless list"
            off = 50 * i & 0xFFFF
            data = _frame(10, seq + i, ack, bytes((epoch, 255, 255, off >> 8, off & 255, 0, 0)) + bytes(50))
        wire.buf[1].extend(data)
        if i % 10 == 0:
            a.poll()
            clock.t += 2
            f = _fill(a)
            for k in range(4):
                if f[k] > fill[k]:
                    fill[k] = f[k]
        if i % 200 == 0:
            gc.collect()
            g = gc.mem_alloc() - base
            if g > grew:
                grew = g
    a.poll()
    return {"attack": name, "state": a.state, "message": a.message, "grew": grew,
            "frames": fill[0], "inbox": fill[1], "unconfirmed": fill[2], "list_in": fill[3]}


ATTACKS = ("replayed move", "later plies", "forged checks", "random bytes", "any frame",
           "endless list")


def main(argv):
    if len(argv) > 1:
        sys.path.insert(0, argv[1])
    frames = int(argv[2]) if len(argv) > 2 else 2000
    import json

    import scopa_core.match  # noqa: F401 - the engine first, as the game loads it

    out = []
    for name in ATTACKS:
        out.append(attack(name, frames))
        gc.collect()
    print(json.dumps(out))


if __name__ == "__main__":
    main(sys.argv)
