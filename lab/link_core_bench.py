"""Link figures in the board twin, CircuitPython's own VM (it reads the heap with gc.mem_alloc).

    build/twin/circuitpython lab/link_core_bench.py ROOT [MATCHES]   -> one line of JSON

(lab/bench_link.py and host_tests/core/link/test_link_memory.py run it so.)

Two ``Link`` objects joined by an in-memory cable on a virtual clock play MATCHES whole
matches (players take the first legal move, so they cost next to nothing), and the same moves
are then replayed on bare matches. Reported:

- ``link_ms_per_move``: what the link adds to one board per move (frames out and in, CRCs,
  the rule check of a received move, the state checksum): linked time minus bare time,
  divided by the moves and by the two boards;
- ``handshake_ms``: both boards from ``begin`` to "ready" (SHA-256 of three commitments each);
- ``code_bytes``: heap held by importing the link (``link``, ``handshake``, ``sha256``) on top
  of the engine;
- ``ready_bytes``: heap held by one ready link and its fresh match (half of two);
- ``peak_bytes``: the most live heap of both boards during a match, less the code.
"""

import gc
import sys
import time

from lab.wire import Wire


def _now():
    if hasattr(time, "ticks_us"):
        return time.ticks_us() / 1000.0
    return time.perf_counter() * 1000.0


def _entropy(seed):
    from scopa_core.rng import Rng

    r = Rng(seed)
    return lambda n: bytes(r.below(256) for _ in range(n))


def run(matches):
    from scopa_core.match import Match
    from scopa_core.options import Options

    gc.collect()
    base = gc.mem_alloc()
    from scopa_core.link.link import Link
    import scopa_core.link.handshake  # noqa: F401 - begin() imports it: link code too
    import scopa_core.link.sha256  # noqa: F401 - the handshake imports it: link code too

    gc.collect()
    code = gc.mem_alloc() - base
    tick = [0]

    def clock():
        return tick[0] & ((1 << 29) - 1)

    handshake = 0.0
    linked = 0.0
    bare = 0.0
    moves = 0
    ready = 0
    peak = 0
    for i in range(matches):
        cable = Wire()
        gc.collect()
        before = gc.mem_alloc()
        a = Link(cable.end(0), clock, _entropy(2 * i + 1))
        b = Link(cable.end(1), clock, _entropy(2 * i + 2))
        t = _now()
        a.begin(Options())
        b.begin(Options())
        while a.state != "ready" or b.state != "ready":
            a.poll()
            b.poll()
            tick[0] += 10
        handshake += _now() - t
        gc.collect()
        ready += (gc.mem_alloc() - before) // 2
        sa = a.seat()
        sb = b.seat()
        t = _now()
        while not (a.finished and b.finished and a.settled and b.settled):
            for link, seat in ((a, sa), (b, sb)):
                link.poll()
                match = link.match
                if match.over:
                    continue
                if match.deal.to_move == link.local_player:
                    m = match.deal.moves()[0]
                else:
                    m = seat.step(1)
                if m is not None:
                    match.play(m)
                    seat.observe(m)
            tick[0] += 10
            if tick[0] % 500 == 0:
                gc.collect()
                live = gc.mem_alloc() - base - code
                if live > peak:
                    peak = live
        linked += _now() - t
        history = a.match.history
        seed = a.match.seed
        moves += len(history)
        a = b = sa = sb = cable = None
        gc.collect()
        t = _now()
        for _ in range(2):  # both boards play every move
            m = Match(Options(), seed)
            for x in history:
                m.deal.moves()
                m.play(x)
        bare += _now() - t
    return {
        "matches": matches,
        "moves": moves,
        "link_ms_per_move": round((linked - bare) / moves / 2, 4),
        "handshake_ms": round(handshake / matches / 2, 3),
        "code_bytes": code,
        "ready_bytes": ready // matches,
        "peak_bytes": peak,
    }


def main(argv):
    if len(argv) > 1:
        sys.path.insert(0, argv[1])
    matches = int(argv[2]) if len(argv) > 2 else 3
    import json

    print(json.dumps(run(matches)))


if __name__ == "__main__":
    main(sys.argv)
