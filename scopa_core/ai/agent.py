"""The base of every CPU level (``scopa_core.ai``): the incremental ``start``/``step`` the
session drives, a mistake called when seen, a forced move played at once; and what a card is
worth once captured, the judgement Normale plays by and Maestro's inference expects."""

from scopa_core.cards import CALL, LOOKUP, PRIMIERA_OF
from scopa_core.rng import Rng

# Worth of a card once captured, in hundredths of a point-ish (Normale's whole judgement, and
# what Maestro's inference expects of the others): 10 for the card itself, +8 a denaro, +60 the
# settebello, and for primiera +12 a 7, +8 a 6, +5 an Asso. A scopa is worth 100.
WORTH = bytes(10 + (8 if c < 10 else 0) + (60 if c == 6 else 0)
              + (5, 0, 0, 0, 0, 8, 12, 0, 0, 0)[c % 10] for c in range(40))
SCOPA = 100
# Primiera values under the house rule no_faces: the faces count 0, as scoring.score_deal
# reads that rule (the simulator's points are checked against the engine's).
PRIMIERA_NO_FACES = LOOKUP(PRIMIERA_OF[c] if c % 10 < 7 else 0 for c in range(40))


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
