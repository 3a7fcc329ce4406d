"""A monkey at the buttons inside MicroPython: the real lib/scopa_ui and scopa_core (from
source, as the board compiles them) with the stand-ins of app_scenario, pressed by seeded
random keys (host_tests/ui/test_monkey_micropython.py; the CPython twin is
host_tests/ui/test_monkey.py).

    import app_monkey
    sys.exit(app_monkey.main({"root": ..., "presses": 20000, "seed": 20261121}))

Keys are drawn like test_monkey.py's (A weighted), with main-loop steps in between (every
fourth press 1..39 steps, through App.step_safely as on the board) so CPU turns, reveals and
flourishes run out. Every other match is played out: on its table the monkey never presses
Start (no pause, so no concession). On the way to a new match the setup screen is, every
other time, walked by a "director" to the next of a cycle of opponents and variants (every
CPU level against Scopa, Scopone, Escoba and two against two, now and then the cable) and
random match rules, deck, sound and hints; the other times the random keys choose. Every
``reboot_every`` presses the board is reset (a new App on the same nvm, the modules gone),
every other time with one bit of a save flipped. Nothing else is steered.

After each press and its steps: the top screen's class is counted; on a table, every card of
the deal is somewhere (40) and the match's history only grows (the moves); a match seen over
counts once. At the bare title after each match: the live heap and the modules loaded.
Anything raised in a step is recorded (type, message, traceback, screen stack, the last
keys) and, with ``cfg["go_on"]`` (default), the app is built afresh on the same board and
its save, so one bug does not hide the next. ``cfg["skip"]`` names keys the harness holds
back on some screens (``"SCREEN:KEY"``, e.g. ``"TableScreen:SELECT"``): the way round a known
crash. ``cfg["trace"]``: after each press a line ``TRACE press screen moves texts`` (every
label's text), to compare with the same run under CPython (it runs there too). Prints one
line ``MONKEY {json}`` at the end.
"""

import gc
import sys

from app_scenario import STEP_MS, count_cards, table_of

B, A, START, SELECT, RIGHT, DOWN, UP, LEFT = range(8)
NAMES = ("B", "A", "START", "SELECT", "RIGHT", "DOWN", "UP", "LEFT")
# test_monkey.py's KEYS, as key numbers: A a third of the time.
KEYS = (A, A, A, B, START, SELECT, LEFT, RIGHT, UP, DOWN, A, RIGHT)
# Every other match is played out: on its table no Start (no pause, so no concession).
PATIENT = (A, A, A, B, SELECT, LEFT, RIGHT, UP, DOWN, A, RIGHT, A)
SETUP_ROWS = 11  # setup.FIELDS (9), House rules and Start!
HOUSE_ROW = 9
# scopa_core.prefs.HOUSE, the house rules page's rows (the harness imports nothing of the app).
HOUSE = ("fewest", "napola", "re_bello", "asso", "mistakes")
START_ROW = 10
# The director's cycle: (level, game, seats). Every CPU level meets every game, and the seats
# (prefs.SEATS: 1 v 1, 2 v 2, 3 to 6 players) go round, one against one every other time;
# the cable (level 4) now and then (its setup answers: no cable port, or one against one only).
PLAN = tuple((lv, v, (0, 1, 0, 2, 0, 3, 0, 4, 0, 5)[(4 * v + k) % 10])
             for v in (1, 2, 3, 0) for k, lv in enumerate((3, 0, 2, 1))) + ((4, 0, 0), (4, 0, 1))


class Lcg:
    """The rng of scopa_core.rng in a few lines (the harness keeps its hands off the app's
    modules): 30-bit state, top 15 bits out."""

    def __init__(self, seed):
        self.state = seed & 0x3FFFFFFF

    def below(self, n):
        self.state = (self.state * 29773421 + 12345) & 0x3FFFFFFF
        return (self.state >> 15) % n


def traceback_of(e):
    import io

    buf = io.StringIO()
    if hasattr(sys, "print_exception"):
        sys.print_exception(e, buf)
    else:  # CPython (the trace's twin run)
        import traceback

        traceback.print_exception(type(e), e, e.__traceback__, file=buf)
    return buf.getvalue()


def texts(group, out):
    """The text of every label under ``group``, in drawing order ("~" before a hidden one)."""
    for o in group:
        t = getattr(o, "_text", None)
        if t is not None:
            out.append(("~" if o.hidden else "") + t.replace("\n", "/"))
        if hasattr(o, "append"):  # a Group (a Label holds no labels: no harm)
            texts(o, out)
    return out


class Monkey:
    def __init__(self, cfg):
        self.cfg = cfg
        self.rng = Lcg(cfg.get("seed", 20261121))
        self.skip = cfg.get("skip", ())
        self.board = None
        self.app = None
        self.presses = 0
        self.steps = 0
        self.seen = {}  # screen class name -> presses after which it was on top
        self.moves = 0
        self.matches = 0  # tables seen (a new match, or one resumed)
        self.over = 0  # matches seen over
        self.played = {}  # "level/variant" -> tables seen
        self.finished = {}  # "level/variant" -> matches seen over
        self.deals = 0
        self.cards_bad = []
        self.errors = []  # distinct failures (by their innermost frame)
        self.last_keys = []
        self.last_match = None
        self.last_len = 0
        self.counted = None  # the match last counted over
        self.plan_i = 0
        self.directing = None  # the setup targets: [[row, value], ...], then Start!
        self.setup_visits = 0
        self.prev_top = None
        self.patient = False  # this match is played out (no Start on its table)
        # What the screens showed: a hint, a choice of captures, a flourish, a resumed
        # match, a match played to its end, a spareggio, each variant's natural ends.
        self.features = {}
        self.reboots = 0
        self.title_heap = []  # live heap at the bare title (after a collection), in visits
        self.title_modules = {}  # modules loaded at the bare title that were not at first
        self.first_modules = None
        self.prev_title = -1
        self.harness_modules = ()

    # -- the app ---------------------------------------------------------------------------
    def make_app(self):
        from scopa_ui.app import App

        app = App(self.board, root=self.cfg["root"])
        rng = self.rng
        app.new_seed = lambda: rng.below(32768) << 15 | rng.below(32768)
        app.entropy = lambda n: bytes(rng.below(256) for _ in range(n))
        self.app = app
        app.start()

    def top_name(self):
        top = self.app.top
        return type(top).__name__ if top is not None else "-"

    def table(self):
        return table_of(self.app)

    # -- one key, one step -------------------------------------------------------------------
    def step(self):
        self.board.advance(STEP_MS)
        self.steps += 1
        try:
            self.app.step_safely()  # the board's loop (App.run)
        except Exception as e:  # noqa: BLE001 - every failure is the report's business
            self.failed(e)

    def press(self, k):
        name = self.top_name()
        if name + ":" + NAMES[k] in self.skip:
            k = A if k != A else B  # a known crash on this screen: another key instead
        self.presses += 1
        self.last_keys.append(name[:-6] + ":" + NAMES[k])
        if len(self.last_keys) > 30:
            self.last_keys.pop(0)
        self.board.push_key(k)
        self.step()

    def feature(self, name):
        self.features[name] = self.features.get(name, 0) + 1

    def failed(self, e):
        tb = traceback_of(e)
        frames = [ln.strip() for ln in tb.split("\n") if ln.strip().startswith("File")]
        where = frames[-1] if frames else "?"
        for err in self.errors:
            if err["where"] == where:
                err["count"] += 1
                break
        else:
            t = self.table()
            self.errors.append({
                "type": type(e).__name__, "message": str(e), "where": where, "count": 1,
                "traceback": tb, "press": self.presses, "stack": [type(s).__name__ for s in
                                                                  self.app.stack],
                "keys": list(self.last_keys),
                "table": None if t is None else [t.level, t.variant, len(t.match.history)],
                "settings": list(self.app.settings.values())})
        if not self.cfg.get("go_on", True) or len(self.errors) >= 20:
            raise StopIteration
        # A fresh app on the same board and save: the game as after a reset of the board.
        self.fresh_app()

    # -- what is on screen -----------------------------------------------------------------
    def observe(self):
        app = self.app
        name = self.top_name()
        self.seen[name] = self.seen.get(name, 0) + 1
        if name == "SetupScreen" and self.prev_top not in ("SetupScreen", "HouseScreen"):
            self.setup_visits += 1
            if self.setup_visits % 2 == 1:
                self.direct()
        elif name not in ("SetupScreen", "HouseScreen", "ConfirmScreen"):
            self.directing = None
        self.prev_top = name
        t = self.table()
        if t is None:
            self.last_match = self.counted = None  # the harness holds no finished match
            if name == "TitleScreen" and len(app.stack) == 1 and self.prev_title != self.matches:
                self.prev_title = self.matches  # once after each match, and at the start
                self.at_title()
            return
        match = t.match
        n = count_cards(match)
        if n != 40 or len(match.deal.table()) > 40:
            if len(self.cards_bad) < 10:
                self.cards_bad.append([n, self.presses, t.variant, len(match.history)])
        if match is not self.last_match:
            self.last_match = match
            self.last_len = len(match.history)
            self.matches += 1
            self.patient = self.matches % 2 == 0
            key = "%d/%d" % (t.level, t.variant)
            self.played[key] = self.played.get(key, 0) + 1
            if match.history:
                self.feature("resumed")
            o = match.options
            self.feature("teams" if o.teams else "players_%d" % o.players)
            if o.fewest or o.napola or o.re_bello or o.asso or o.mistakes:
                self.feature("house")
            if o.mistakes:
                self.feature("mistakes")
        elif len(match.history) != self.last_len:
            if len(match.history) < self.last_len:
                self.cards_bad.append(["history shrank", self.presses])
            self.moves += len(match.history) - self.last_len
            self.last_len = len(match.history)
        if match.deal.calls:
            self.feature("call")  # a mistake called, by anyone
        if app.top is t:
            mode = t.mode
            if mode == 2:  # CHOOSE
                self.feature("choose")
            elif mode == 4:  # FLOURISH
                self.feature("flourish")
            if t.hint_text is not None:
                self.feature("hint")
        if match.over and self.counted is not match:
            self.counted = match
            self.over += 1
            self.deals += len(match.results)
            key = "%d/%d" % (t.level, t.variant)
            self.finished[key] = self.finished.get(key, 0) + 1
            if match.abandoned_by < 0:
                self.feature("played_out")
                self.feature("played_out_v%d" % t.variant)
            if match.tiebreaks:
                self.feature("spareggio")

    def at_title(self):
        """The heap and the modules at the bare title: what a match leaves behind."""
        alloc = getattr(gc, "mem_alloc", None)
        if alloc is not None:
            gc.collect()
            self.title_heap.append(alloc())
        mods = [k for k in sys.modules if k[:6] == "scopa_"]
        if self.first_modules is None:
            self.first_modules = mods
            return
        for k in mods:
            if k not in self.first_modules:
                self.title_modules[k] = self.title_modules.get(k, 0) + 1

    def reboot(self):
        """A reset of the board (power cut, reset button): a new app on the same nvm. Every
        other time one bit of a save slot's first bytes is flipped first (a write cut short)."""
        self.reboots += 1
        rng = self.rng
        if self.reboots % 2 == 0:
            nvm = self.board.nvm
            base = 0 if nvm[0] != 0xFF and (nvm[4096] == 0xFF or rng.below(2)) else 4096
            at = base + rng.below(64)
            nvm[at] ^= 1 << rng.below(8)
            self.feature("damaged_save")
        self.fresh_app()

    def fresh_app(self):
        """Drop the app and every module it loaded (a reset empties the board's heap), then
        start a new one."""
        self.app = None
        self.last_match = self.counted = None
        self.directing = None
        for k in [k for k in sys.modules if k not in self.harness_modules]:
            del sys.modules[k]
        gc.collect()
        self.make_app()

    # -- the director: the setup screen's rows to the next opponent and variant ------------
    def direct(self):
        level, variant, seats = PLAN[self.plan_i % len(PLAN)]
        self.plan_i += 1
        rng = self.rng
        # Opponent, Game, Players, then Target, Primiera, End, Deck, Sound, Hints at random
        # (short matches more often: target 11 and "reach" half of the time), and the house
        # rules (prefs.HOUSE) on their page, each on a third of the time.
        want = [level, variant, seats, rng.below(4) if rng.below(2) else 0,
                rng.below(4), rng.below(4) if rng.below(2) else 0, rng.below(2), rng.below(2),
                rng.below(2)]
        house = [1 if rng.below(3) == 0 else 0 for _ in HOUSE]
        self.directing = [[r, want[r]] for r in range(len(want))] + [[HOUSE_ROW, house]]

    def directed_key(self):
        """The next key of the director's walk, or -1 when it has none (random keys)."""
        todo = self.directing
        if todo is None:
            return -1
        top = self.app.top
        name = self.top_name()
        if name == "ConfirmScreen":  # "Drop the saved match?": yes
            self.directing = None
            return A
        if name == "HouseScreen":  # each house rule as wanted, then back
            house = todo[0][1] if todo and todo[0][0] == HOUSE_ROW else ()
            for i in range(len(house)):
                if top.rows[i][2] != house[i]:
                    return RIGHT if top.cur == i else DOWN
            if house:
                todo.pop(0)
            return B
        if name != "SetupScreen":
            self.directing = None
            return -1
        while todo and todo[0][0] != HOUSE_ROW and top.rows[todo[0][0]][2] == todo[0][1]:
            todo.pop(0)
        if todo and todo[0][0] == HOUSE_ROW:
            s = self.app.settings
            if [int(getattr(s, n)) for n in HOUSE] == todo[0][1]:
                todo.pop(0)
        row = todo[0][0] if todo else START_ROW
        if top.cur != row:
            down = (row - top.cur) % SETUP_ROWS
            return DOWN if down <= SETUP_ROWS - down else UP
        if todo:
            return A if row == HOUSE_ROW else RIGHT
        return A  # Start! (the director stays on for a ConfirmScreen)

    # -- the run ---------------------------------------------------------------------------
    def run(self):
        import displayio  # noqa: F401 - the stand-ins first, as app_scenario does
        import vectorio  # noqa: F401
        import terminalio  # noqa: F401
        import bitmaptools  # noqa: F401
        from mem_board import Board

        self.board = Board()
        self.harness_modules = list(sys.modules)
        if self.cfg.get("trace"):
            # The same screens on every interpreter: the About screen's free memory is not
            # the app's behaviour.
            self.board.mem_free = lambda: None
        try:
            self.make_app()
        except Exception as e:  # noqa: BLE001
            self.errors.append({"type": type(e).__name__, "message": str(e),
                                "where": "App.start", "traceback": traceback_of(e)})
            return
        rng = self.rng
        every = self.cfg.get("reboot_every", 3000)  # presses between resets
        try:
            for i in range(self.cfg.get("presses", 15000)):
                if every and i % every == every - 1:
                    self.reboot()
                k = self.directed_key()
                if k < 0:
                    keys = KEYS
                    if self.patient and self.top_name() == "TableScreen":
                        keys = PATIENT
                    k = keys[rng.below(len(keys))]
                self.press(k)
                if i % 4 == 0:
                    for _ in range(1 + rng.below(39)):  # the CPU thinks, the shows run out
                        self.step()
                self.observe()
                if self.cfg.get("trace"):
                    t = self.table()
                    print("TRACE %d %s %d %s" % (self.presses, self.top_name(),
                                                 -1 if t is None else len(t.match.history),
                                                 "|".join(texts(self.app.group, []))))
        except StopIteration:
            pass

    def report(self):
        self.app = self.last_match = self.counted = None
        gc.collect()
        import json

        out = {"presses": self.presses, "steps": self.steps, "seen": self.seen,
               "moves": self.moves, "matches": self.matches, "over": self.over,
               "deals": self.deals, "played": self.played, "finished": self.finished,
               "cards_bad": self.cards_bad, "errors": self.errors,
               "features": self.features, "reboots": self.reboots,
               "title_heap": self.title_heap, "title_modules": self.title_modules,
               "mem_free": getattr(gc, "mem_free", lambda: -1)(), "skip": list(self.skip)}
        print("MONKEY " + json.dumps(out))


def main(cfg):
    """Run the monkey, print the report; exit status 0 if nothing raised."""
    m = Monkey(cfg)
    m.run()
    m.report()
    return 0 if not m.errors and not m.cards_bad else 1
