"""The player at the twin's buttons: presses keys as a patient player would, reading the
screens the way tools/ui_driver.py does, and keeps a record of what happened.

It runs inside the twin, beside the game (never part of it): start.py imports it before the
drive is mounted; ``key(ms)`` is the keypad's source, asked whenever the game reads the
buttons and the queue is empty, and it learns the app at the game's first key read (nothing
of the game is loaded before code.py loads it). Its own calls are left out of the Python
stack and largest allocation figures (twin_hw.c).

cfg (JSON, from the host's lab/twin/run.py):
  lang       the first start's language: 0 English (default), 1 Italiano
  settings   {field: value index} for the New match rows (scopa_ui.setup.FIELDS' attributes)
  house      {rule: 0 or 1} for the house rules page (scopa_core.prefs.HOUSE)
  matches    matches to play to their end (default 1), then the run stops
  seed       the seed of every new match (default: the board's random one)
  modules    with measure: the modules loaded when the live heap peaked, at the table
             (modules_table) and anywhere (live_max_at: the screen, the table's mode, them)
  census     with measure: N; when the live heap peaked, its N largest kinds of object (type
             name, objects, bytes) and the names of the module objects alive (census_at_most);
             with "holders" too, what holds each module object no longer in sys.modules
  names      print the names code.py interned (NAME lines), newest first
  hint       ask for a hint on every turn (Select, then A) and play it
  save_quit  after this many deals: Start, Save and quit, then Continue from the title
  measure    collect and read the heap at every step (live heap at the table and at most)
  monkey     {"presses": n, "seed": s}: random keys instead, n of them, then stop
  shots      {"name": path}: screenshots (PPM) at "title", "setup", "table" (first turn),
             "deal_end", "match_end", "bracket"
  until      the name of a shot: the run stops once it is taken
  pages      at each moment of the match (each play, in each of the table's modes): Start,
             the Rules page turned to its last page, B; with "all", then Select and its
             pages turned round, B ("rules": the Rules only). With measure: the live heap
             on each screen at its most (live_on)
  time       note the CPU's think time per move (think_ms), in the twin's clock
  steps      the most main-loop steps before giving up (default 400000)
  bare       App.step_safely lets errors through (the run stops with the traceback)
  go_on      after an "Out of memory" notice, play on (default: stop at the title, noting
             whether it offers to continue the match)
  torneo     {"seats": 0 or 1}: a Torneo instead of New match: the title's Torneo row, its
             setup, then A on the bracket for each of the player's matches; after ``matches``
             of them the run stops at the bracket (shot "bracket", as it first shows)
"""

import gc
import sys

import twin

B, A, START, SELECT, RIGHT, DOWN, UP, LEFT = 0, 1, 2, 3, 4, 5, 6, 7
WAIT, PICK, CHOOSE, REVEAL, FLOURISH = 0, 1, 2, 3, 4  # scopa_ui.table.TableScreen's modes
TICKS_MASK = (1 << 29) - 1
MONKEY_KEYS = (A, A, A, B, START, SELECT, LEFT, RIGHT, UP, DOWN, A, RIGHT)

cfg = {}
app = None
out = {"matches": 0, "deals": 0, "steps": 0, "presses": 0, "notices": [], "screens": {},
       "live_table": 0, "live_max": 0, "results": [], "resumed": 0, "hints": 0}
_last_step = -1
_last_top = 0  # the serial of the screen on top at the last step (never the screen itself)
_state = {"saved": False, "quitting": 0, "rng": 1, "shot": {}, "attached": False, "serial": 0}


class Stop(SystemExit):
    pass


def start(config):
    cfg.update(config)
    mk = cfg.get("monkey")
    if mk:
        _state["rng"] = mk.get("seed", 1) & 0x3FFFFFFF or 1


def _attach():
    """Learn the app at the end of its next step (App.report wrapped for that one call, a
    shallow frame: the Python stack's figures stay the game's). The game has loaded
    scopa_ui.app by the first key read: nothing of it is loaded here first, so the heap it
    takes is code.py's, as on a board."""
    mod = sys.modules.get("scopa_ui.app")
    if mod is None or _state["attached"]:
        return
    _state["attached"] = True
    cls = mod.App
    report = cls.report
    if cfg.get("bare"):
        # The safety net off (one frame as deep as it): an error stops the run, with its
        # traceback, where a board would drop the match and show a notice.
        cls.step_safely = cls.step

    def grab(self):
        global app
        cls.report = report
        app = self
        seed = cfg.get("seed")
        if seed is not None:
            self.new_seed = lambda: seed
        report(self)

    cls.report = grab


def _rand(n):
    s = (_state["rng"] * 29773421 + 12345) & 0x3FFFFFFF
    _state["rng"] = s
    return (s >> 15) % n


def _texts(group, acc):
    for o in group:
        t = getattr(o, "text", None)  # a Label's
        if t is not None and not o.hidden and t.strip():
            acc.append(t.replace("\n", " / "))
        elif hasattr(o, "append"):
            _texts(o, acc)
    return acc


def _shot(name):
    path = cfg.get("shots", {}).get(name)
    if path and not _state["shot"].get(name):
        _state["shot"][name] = True
        twin.screenshot(path)
        if cfg.get("until") == name:
            raise Stop


def _measure():
    gc.collect()
    live = gc.mem_alloc() - twin.stats()[4]  # the board's heap only (variant/twin_heap.c)
    if live > out["live_max"]:
        out["live_max"] = live
        if cfg.get("modules"):
            t = _table()
            out["live_max_at"] = [_name(app.top), t.mode if t else None, sorted(sys.modules)]
        if cfg.get("census"):
            types, mods = twin.census()
            most = sorted(types.items(), key=lambda kv: -kv[1][1])[:cfg["census"]]
            out["census_at_most"] = [[k, v[0], v[1]] for k, v in most] + [sorted(m[0] for m in mods)]
            if cfg.get("holders"):  # who holds a module no longer in sys.modules, two steps up
                out["holders"] = _holders([m for m in mods if m[0] not in sys.modules])
    return live


def _holders(modules):
    found = {}
    for name, mod in modules:
        chain = []
        for kind, at, off in twin.referrers(mod)[:6]:
            up = [(k2, off2) for k2, at2, off2 in twin.referrers(at)[:4]]
            chain.append((kind, off, up))
        found[name] = chain
    return found


def _table():
    for s in app.stack:
        if type(s).__name__ == "TableScreen":
            return s
    return None


def key(ms):
    """The next key event for the keypad, or -1 (one press per main-loop step at most)."""
    global _last_step, _last_top
    if app is None:
        _attach()
        return -1
    if not app.stack:
        return -1
    step = app.steps
    if step == _last_step:
        return -1
    _last_step = step
    if cfg.get("time"):
        _time_cpu(ms)
    out["steps"] += 1
    if out["steps"] > cfg.get("steps", 400000):
        out["gave_up"] = _name(app.top)
        raise Stop
    top = app.top
    name = _name(top)
    # Screens are told apart by a serial they carry, not by keeping the last one: a screen
    # the player held would stay in the heap after the game let it go, as on no board.
    serial = getattr(top, "_twin_serial", 0)
    if not serial:
        _state["serial"] += 1
        serial = top._twin_serial = _state["serial"]
    if serial != _last_top:
        _last_top = serial
        out["screens"][name] = out["screens"].get(name, 0) + 1
        _arrived(top, name)
    if cfg.get("measure"):
        live = _measure()
        t = _table()
        if cfg.get("pages") and live > out.setdefault("live_on", {}).get(name, 0):
            out["live_on"][name] = live
        if t is not None and top is t and t.mode in (PICK, CHOOSE) and live > out["live_table"]:
            out["live_table"] = live
            if cfg.get("modules"):
                out["modules_table"] = sorted(sys.modules)
    mk = cfg.get("monkey")
    if mk:
        if out["presses"] >= mk["presses"]:
            raise Stop
        if _rand(4):
            return -1
        out["presses"] += 1
        return MONKEY_KEYS[_rand(len(MONKEY_KEYS))]
    k = _decide(top, name)
    if k >= 0:
        out["presses"] += 1
    return k


def _time_cpu(ms):
    """The CPU's think time per move, from its turn's first step to its card shown (in the
    clock's milliseconds: board milliseconds with TWIN_CLOCK=board:F)."""
    t = _table()
    if t is None or t.match.over:
        _state["t0"] = None
        return
    t0 = _state.get("t0")
    if t.mode == WAIT and t.session.to_move() != t.me:
        if t0 is None:
            _state["t0"] = ms
    elif t0 is not None:
        if t.mode == REVEAL:
            out.setdefault("think_ms", []).append((ms - t0) & TICKS_MASK)
        _state["t0"] = None


def _name(top):
    return type(top).__name__ if top is not None else "-"


def _arrived(top, name):
    if name == "NoticeScreen":
        said = " | ".join(_texts(top.group, []))
        out["notices"].append(said)
        if "memory" in said and not cfg.get("go_on"):
            _state["failed"] = True  # the title shows next: see whether it offers Continue
    elif name == "DealEndScreen":
        out["deals"] += 1
        _shot("deal_end")
    elif name == "MatchEndScreen":
        out["matches"] += 1
        t = _table()
        if t is not None:
            out["results"].append(len(t.match.results))
        _shot("match_end")


def _decide(top, name):
    if name == "TitleScreen":
        _shot("title")
        if _state.get("failed"):
            out["continue_offered"] = app.saved_match is not None
            raise Stop
        if out["matches"] >= cfg.get("matches", 1):
            if app.link is not None:
                return -1  # a board left on: the link still answers the other board
            raise Stop
        want = "continue" if app.saved_match is not None and _state["saved"] else (
            "torneo" if "torneo" in cfg else "new")
        if want == "continue":
            out["resumed"] += 1
            _state["saved"] = False
        return _menu_to(top, top.actions.index(want))
    if name == "LanguageScreen":  # a first start: cfg "lang" (0 English, 1 Italiano)
        return _menu_to(top, cfg.get("lang", 0))
    if name == "SetupScreen":
        if top.cur == 0:
            _shot("setup")  # as it opens: the cursor on its first row
        return _setup(top)
    if name == "HouseScreen":
        return _house(top)
    if name == "TorneoSetupScreen":
        seats = cfg["torneo"].get("seats", 0)
        if top.rows[0][2] != seats:
            return RIGHT if top.cur == 0 else _menu_to(top, 0)
        return _menu_to(top, 1)
    if name == "BracketScreen":
        _shot("bracket")
        if out["matches"] >= cfg.get("matches", 1):
            raise Stop
        return A  # play the next match (or, the tournament over, done)
    if cfg.get("pages"):
        k = _tour(top, name)
        if k >= 0:
            return k
    if name == "TableScreen":
        return _play(top)
    if name == "PauseScreen":
        return _menu_to(top, 2)  # Save and quit
    if name == "InfoScreen":
        return A if cfg.get("hint") and top.can_hint else B
    if name in ("DealEndScreen", "NoticeScreen", "ConfirmScreen", "TextScreen"):
        return A
    if name == "MatchEndScreen":
        return A
    return -1  # waiting for the cable, or a screen that needs no key


def _tour(top, name):
    """cfg "pages": the pages a player may open over the table, once at each moment of the
    match (a play, the table's mode): the Rules (Start, its row, every page, B), then with
    "all" Select's pages (round them all, B). -1: no key of the tour now."""
    tour = _state.get("tour")
    if name == "TableScreen":
        if tour in ("info", "resume") and cfg["pages"] != "all":
            _state["tour"] = tour = None  # the Rules only
        if tour in ("info", "resume"):  # (B on the rules comes back to the table)
            _state["tour"] = "info_pages"
            _state["turned"] = 0
            return SELECT
        if tour is None and not top.match.over:
            moment = (out["deals"], len(top.match.history), top.mode)
            if moment != _state.get("moment"):
                _state["moment"] = moment
                _state["tour"] = "rules"
                out["tours"] = out.get("tours", 0) + 1
                return START
    elif name == "PauseScreen" and tour in ("rules", "resume"):
        k = _menu_to(top, 1 if tour == "rules" else 0)
        if k == A and tour == "resume":
            _state["tour"] = "info"
        return k
    elif name == "TextScreen" and tour == "rules":
        if top.page < top.pages - 1:
            return RIGHT
        _state["tour"] = "resume"
        return B
    elif name == "InfoScreen" and tour == "info_pages":
        if _state["turned"] < 5:  # occhio (two pages with six players), carte viste, legend, names
            _state["turned"] += 1
            return RIGHT
        _state["tour"] = None
        return B
    return -1


def _menu_to(menu, row):
    if menu.cur < row:
        return DOWN
    if menu.cur > row:
        return UP
    return A


def _setup(s):
    FIELDS = s.fields  # the rows offered now (carte scoperte only for 2 v 2)
    want = cfg.get("settings", {})
    for i in range(len(FIELDS)):
        attr = FIELDS[i][2]
        if attr in want and s.rows[i][2] != want[attr]:
            return RIGHT if s.cur == i else _menu_to(s, i)
    from scopa_core.prefs import HOUSE

    house = cfg.get("house", {})
    for i in range(len(HOUSE)):
        if HOUSE[i] in house and int(getattr(app.settings, HOUSE[i])) != house[HOUSE[i]]:
            return _menu_to(s, len(FIELDS))
    return _menu_to(s, len(FIELDS) + 1)  # Start! (the Language row below it)


def _house(h):
    from scopa_core.prefs import HOUSE

    house = cfg.get("house", {})
    for i in range(len(HOUSE)):
        if HOUSE[i] in house and h.rows[i][2] != house[HOUSE[i]]:
            return RIGHT if h.cur == i else _menu_to(h, i)
    return _menu_to(h, len(h.rows) - 1)


def _idle(t):
    """Whether the card under the cursor has no way to be played now (forced capture)."""
    from scopa_ui.table import ways

    v = t.human_view()
    return not ways(v, v.hand[t.keys.sel])


def _play(t):
    m = t.mode
    if m in (REVEAL, FLOURISH):
        return A  # an impatient player skips the wait
    if m not in (PICK, CHOOSE):
        return -1
    if len(t.match.history) >= cfg.get("stall", 1 << 20):
        return -1  # a player who stops moving: the cable's turn clock runs out
    _shot("table")
    if t.view is not None and t.view.open_l is not None and not t.view.open_l.hidden:
        _shot("open")  # a hand face up on the table (the last round's, a partner's)
        out["open"] = out.get("open", 0) + 1
    if cfg.get("hint") and not t.hint_text and not _state.get("asked"):
        _state["asked"] = True
        return SELECT  # Select, then A on the info screen: Maestro's hint for this turn
    at = cfg.get("save_quit")
    if at is not None and not _state["saved"] and out["deals"] >= at and not out["resumed"]:
        _state["saved"] = True
        return START
    if m == PICK and t.note is not None and "cannot" in t.note[0]:
        return RIGHT  # that card cannot be played: the next one
    if m == PICK and _idle(t):
        return RIGHT  # forced capture: the line says "must capture: not" this card
    if t.hint_text:
        out["hints"] += 1  # the hinted card is selected (and its capture): A plays it
    _state["asked"] = False
    return A


def report():
    (pk, size, big, sounds, base, names, names_heap, least_unused, used, total, pieces,
     pool_largest, overruns) = twin.stats()
    out["gc_overruns"] = overruns  # the firmware's last-block fault met (variant/twin_heap.c)
    out["spare_seen"] = least_unused  # the least heap left unused, read at every collection
    failed = twin.census_at_failure()
    if failed is not None:  # what filled the heap when the game first ran out, what held it
        (types, mods), held = failed
        out["held_at_failure"] = {k: v and [list(x) for x in v] for k, v in held.items()}
        most = sorted(types.items(), key=lambda kv: -kv[1][1])[:8]
        out["census_at_failure"] = [[k, v[0], v[1]] for k, v in most] + [sorted(m[0] for m in mods)]
    out["heap_pieces"] = pieces
    # The two heaps apart: the harness's objects in its own, the game's in the board's.
    BOARD, HARNESS = 1, 2
    out["apart"] = (twin.heap_of(out) == HARNESS and twin.heap_of(cfg) == HARNESS
                    and (app is None or twin.heap_of(app) == BOARD
                         and all(twin.heap_of(s) == BOARD for s in app.stack)))
    out["pystack_peak"] = pk
    out["pystack_size"] = size
    out["max_alloc"] = big
    out["sounds"] = sounds
    out["lights"] = list(twin.lights())
    out["heap_base"] = base
    out["names"] = names  # strings code.py interned (a board's pools double past 1,260)
    out["names_heap"] = names_heap
    if cfg.get("names"):
        for n in twin.interned():
            print("NAME", n)
    return out
