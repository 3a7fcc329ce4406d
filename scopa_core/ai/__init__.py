"""CPU opponents. ``make_agent(level, seed)`` gives an agent with one verb, ``choose(view)``,
and the board's incremental form::

    agent.start(view)
    while (m := agent.step(8)) is None:  # a slice of thinking per frame
        redraw()

``step(budget)`` does at most ``budget`` iterations of thinking and returns None until the move
is ready: when the agent's iteration budget (``iters``, deterministic: tests) is spent or its
time budget (``time_ms`` by ``clock``, a function returning milliseconds or a (now, diff) pair:
the board) runs out, whichever comes first. Levels that do not search are ready at once.

Levels, weakest first: principiante, normale (the greedy yardstick), esperto, maestro. Each
level's module is imported only when asked for, so a board loads just the one it plays.
The agent base class lives here: every level needs it, and a module of its own costs heap.
"""

from scopa_core.cards import CALL
from scopa_core.rng import Rng

LEVELS = ("principiante", "normale", "esperto", "maestro")

# Worth of a card once captured, in hundredths of a point-ish (Normale's whole judgement, and
# what Maestro's inference expects of the others): 10 for the card itself, +8 a denaro, +60 the
# settebello, and for primiera +12 a 7, +8 a 6, +5 an Asso. A scopa is worth 100.
WORTH = bytes(10 + (8 if c < 10 else 0) + (60 if c == 6 else 0)
              + (5, 0, 0, 0, 0, 8, 12, 0, 0, 0)[c % 10] for c in range(40))
SCOPA = 100


def make_agent(level, seed=0, **kw):
    """An agent of ``level`` (a name of LEVELS, or its index) with its own random stream.
    Keywords go to the agent: ``iters``, ``time_ms``, ``clock`` (see above)."""
    return agent_class(level)(seed, **kw)


def agent_class(level):
    """The class of ``level``'s agents (a name of LEVELS, or its index), its code loaded."""
    if type(level) is int:
        level = LEVELS[level]
    if level == "principiante":
        from scopa_core.ai.simple import Principiante as cls
    elif level == "normale":
        from scopa_core.ai.simple import Normale as cls
    elif level == "esperto":
        from scopa_core.ai.esperto import Esperto as cls
    elif level == "maestro":
        from scopa_core.ai.maestro import Maestro as cls
    else:
        raise ValueError("unknown level %r (one of %s)" % (level, ", ".join(LEVELS)))
    return cls


def cpu_seats(players, level, me, seed, **kw):
    """A seat per player: None at ``me`` (the human's), elsewhere an agent of ``level`` with a
    random stream of its own drawn from ``seed``. Keywords go to every agent."""
    return [None if p == me else make_agent(level, (seed + 7919 * (p + 1)) & 0x3FFFFFFF, **kw)
            for p in range(players)]


class Agent:
    """Base class. Subclasses define ``think(view)`` (a one-shot choice) or override
    ``begin``/``work``/``finish`` (incremental search)."""

    level = "?"
    ITERS = 1  # default iteration budget
    CALLS = 100  # percent of detected mistakes it calls
    LATER = ()  # attributes its thinking sets: made at once (see __init__)

    def __init__(self, seed=0, iters=None, time_ms=None, clock=None, options=None):
        self.rng = Rng(seed & 0x3FFFFFFF)
        self.iters = self.ITERS if iters is None else iters
        self.time_ms = time_ms
        if clock is not None and type(clock) is not tuple:
            clock = (clock, lambda a, b: a - b)
        self.clock = clock
        self._move = None
        self.done = self._t0 = self._choice = None
        # All of them now, while the heap is young (the CPU players are seated before the
        # table's pictures): the instance's dict grows to its size here, not by rehashing
        # into a block the first move must find in a broken-up heap.
        for k in self.LATER:
            setattr(self, k, None)
        if options is not None:
            self.ready(options)

    def ready(self, options):
        """Seated for a match of ``options``: an agent that needs buffers for them makes them
        now, before the table's pictures take the heap (``options=`` when made)."""

    def choose(self, view):
        self.start(view)
        m = None
        while m is None:
            m = self.step(1 << 20)
        return m

    def start(self, view):
        if not view.moves:
            raise ValueError("player %d has no move now" % view.player)
        self._move = None
        self.done = 0
        if self.clock:
            self._t0 = self.clock[0]()
        legal = view.legal_moves()
        if CALL in view.moves and view.last_was_mistake() and self.rng.below(100) < self.CALLS:
            self._move = CALL
        elif len(legal) == 1:
            self._move = legal[0]
        else:
            self.begin(view)

    def step(self, budget=1):
        """Think for up to ``budget`` iterations; the move once ready, else None."""
        while self._move is None and budget > 0:
            budget -= 1
            c = self.clock
            if (self.done >= self.iters or self.time_ms is not None and c
                    and c[1](c[0](), self._t0) >= self.time_ms or self.work()):
                self._move = self.finish()
            self.done += 1
        return self._move

    # -- for subclasses: nothing here keeps the view past the move ---------------------------
    def begin(self, view):
        self._choice = self.think(view)

    def work(self):
        """One iteration; True when there is nothing left to think about."""
        return True

    def finish(self):
        return self._choice
