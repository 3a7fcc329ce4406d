"""The agent interface shared by every level, and the card worths the simple levels use.

An agent is ``choose(view) -> move``; the board uses the incremental form instead::

    agent.start(view)
    while (m := agent.step(8)) is None:  # a slice of thinking per frame
        redraw()

``step(budget)`` does at most ``budget`` iterations of thinking and returns None until the move
is ready. The move is ready when the agent's iteration budget (``iters``, deterministic: tests)
is spent, or its time budget (``time_ms`` measured with ``clock``, a function returning
milliseconds: the board) runs out, whichever comes first. Levels that do not search are ready
at the first step.
"""

from scopa_core.cards import VALUE
from scopa_core.rng import Rng

CALL = 63

# Worth of a card once captured, in hundredths of a point-ish (Normale's whole judgement):
# 10 for the card itself, +8 a denaro, +60 the settebello, and for primiera +12 a 7,
# +8 a 6, +5 an Asso. A scopa is worth 100.
WORTH = bytes(10 + (8 if c < 10 else 0) + (60 if c == 6 else 0)
              + (5, 0, 0, 0, 0, 8, 12, 0, 0, 0)[c % 10] for c in range(40))
SCOPA = 100


def default_clock():
    """A millisecond clock for time budgets: ``time.ticks_ms`` where it exists (CircuitPython,
    MicroPython), else ``time.monotonic_ns``. Returns (now, diff) functions."""
    import time

    if hasattr(time, "ticks_ms"):
        return time.ticks_ms, time.ticks_diff
    if hasattr(time, "monotonic_ns"):
        return (lambda: time.monotonic_ns() // 1000000), (lambda a, b: a - b)
    return (lambda: int(time.monotonic() * 1000)), (lambda a, b: a - b)


class Agent:
    """Base class. Subclasses define ``think(view)`` (a one-shot choice) or override
    ``begin``/``work`` (incremental search)."""

    level = "?"
    ITERS = 1  # default iteration budget
    CALLS = 100  # percent of detected mistakes it calls

    def __init__(self, seed=0, iters=None, time_ms=None, clock=None):
        self.rng = Rng(seed & 0x3FFFFFFF)
        self.iters = iters if iters is not None else self.ITERS
        self.time_ms = time_ms
        if clock is not None and not isinstance(clock, tuple):
            clock = (clock, lambda a, b: a - b)
        self.clock = clock
        self._move = None
        self.view = None
        self.done_iters = 0

    def choose(self, view):
        self.start(view)
        m = self.step(1 << 20)
        while m is None:
            m = self.step(1 << 20)
        return m

    def start(self, view):
        if not view.moves:
            raise ValueError("player %d has no move now" % view.player)
        self.view = view
        self.done_iters = 0
        self._move = None
        if self.clock is not None:
            self._t0 = self.clock[0]()
        legal = view.legal_moves()
        if CALL in view.moves and view.last_was_mistake() and self.rng.below(100) < self.CALLS:
            self._move = CALL
        elif len(legal) == 1:
            self._move = legal[0]
        else:
            self.begin(view)

    def out_of_time(self):
        if self.done_iters >= self.iters:
            return True
        if self.clock is not None and self.time_ms is not None:
            now, diff = self.clock
            return diff(now(), self._t0) >= self.time_ms
        return False

    def step(self, budget=1):
        """Think for up to ``budget`` iterations; the move once ready, else None."""
        if self._move is not None:
            return self._move
        while budget > 0:
            budget -= 1
            if self.out_of_time() or self.work():
                self._move = self.finish()
                return self._move
            self.done_iters += 1
        return None

    # -- for subclasses ----------------------------------------------------------------------
    def begin(self, view):
        self._choice = self.think(view)

    def work(self):
        """One iteration; True when there is nothing left to think about."""
        return True

    def finish(self):
        return self._choice

    def think(self, view):
        raise NotImplementedError


def captured_worth(card, taken):
    """Normale's value of a capture: the worth of every card taken plus the card played."""
    w = WORTH[card]
    for c in taken:
        w += WORTH[c]
    return w


def greedy_score(view, i):
    """Normale's score of move ``i`` of the view: a capture is worth what it takes (plus a
    scopa); laying a card down costs that card's worth. No lookahead, no memory."""
    card, taken = view.infos[i]
    if not taken:
        return -WORTH[card]
    s = captured_worth(card, taken)
    if len(taken) == len(view.table) and not (view.options.asso and VALUE[card] == 1):
        if not (view.last_round and view.stock == 0 and sum(view.hand_counts) == 1):
            s += SCOPA
    return s
