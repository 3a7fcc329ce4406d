"""A fixed piece of Maestro's work, timed, for ``lab.boardtime``: the same searches run in
CPython and in the board twin say how much faster one runs the CPU's thinking than the other.
Runs in both (nothing here but what CircuitPython has).

    python lab/speed_probe.py [deals] [seed]     # prints "PROBE <seconds of CPU time>"

Maestro (a fixed iteration budget, so the same searches everywhere) plays ``deals`` deals
against Normale; the time is the CPU time of Maestro's moves (the unix port's ``time.clock``
in the twin, CPython's process time), so another process on a shared host does not count.
"""

import sys
import time

ITERS = 120


def _cpu():
    f = getattr(time, "process_time", None) or getattr(time, "clock", None)
    if f is not None:
        return f()
    return time.ticks_ms() / 1000  # a port without a CPU clock: its wall time


def probe(deals=2, seed=7):
    """CPU seconds of Maestro's moves over ``deals`` deals from ``seed``."""
    from scopa_core.ai.levels import make_agent
    from scopa_core.deal import Deal
    from scopa_core.options import Options
    from scopa_core.rng import Rng
    from scopa_core.view import view_of

    rng = Rng(seed)
    spent = 0.0
    for k in range(deals):
        d = Deal(seed=rng.next30(), options=Options())
        me = k % 2
        agent = make_agent("maestro", rng.next30(), iters=ITERS)
        other = make_agent("normale", 1)
        while not d.over:
            v = view_of(d, d.to_move)
            if d.to_move != me:
                d.play(other.choose(v))
                continue
            t0 = _cpu()
            m = agent.choose(v)
            spent += _cpu() - t0
            d.play(m)
    return spent


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:]]
    print("PROBE", probe(*args))
