"""New match: opponent (and, for the cable, the time a move), game, players, target, primiera,
match end, deck, sound, hints, and the house rules on a page of their own. The choices are the saved settings, so the next match starts
from the last one's."""

# options before names, which imports it: one nested import less on the Python stack
from scopa_core.options import DEALS, END_FIXED, TARGETS
from scopa_core.names import LEVELS, WORDS, house_on
from scopa_core.lang import texts
from scopa_core.prefs import HOUSE, ONE_V_ONE, TWO_V_TWO, is_cable
from scopa_ui import widgets as w
from scopa_ui.rules_text import ANY_SET, house_text
from scopa_ui.menu import MenuScreen
from scopa_ui.modules import LINKING, MENUS, forget_words

# The words are the current language's: this module is forgotten when it changes.
_T = texts("menus")
# (label, values, settings attribute)
FIELDS = (
    (_T.OPPONENT, LEVELS, "level"),
    (_T.GAME, WORDS.VARIANTS, "variant"),
    (_T.PLAYERS, WORDS.SEATS, "seats"),
    (_T.TARGET, tuple(str(t) for t in TARGETS), "target"),
    (_T.PRIMIERA, WORDS.PRIMIERA, "primiera"),
    (_T.END, WORDS.END_NAMES, "end"),
    (_T.DECK, WORDS.DECKS, "deck"),
    (_T.SOUND, WORDS.ON_OFF, "sound"),
    (_T.HINTS, WORDS.ON_OFF, "hints"),
    (_T.CARTE_VISTE, tuple(reversed(WORDS.ON_OFF)), "no_viste"),  # the flag says "no": 0 shows them
    (_T.CARTE_SCOPERTE, WORDS.ON_OFF, "scoperte"),  # offered for 2 v 2 only (fields())
)
# The cable's turn limit, under Opponent: offered for the cable only (fields())
_TURN_LIMIT = ((_T.TURN_LIMIT, _T.TURN_LIMITS, "turn_limit"),)


def fields(settings):
    """The rows New match offers for these settings: the time a move only against the cable,
    carte scoperte only when two play against two."""
    rows = FIELDS if settings.seats == TWO_V_TWO else FIELDS[:-1]  # type: tuple
    if is_cable(settings.level):
        rows = rows[:1] + _TURN_LIMIT + rows[1:]
    return rows


class SetupScreen(MenuScreen):
    phase = MENUS
    title = _T.NEW_MATCH  # the title's row that opens it

    def __init__(self, app):
        rows = self.make_rows(app.settings)
        self.hint = None
        # all twelve rows on the screen (Language, under Start!, scrolls into view)
        MenuScreen.__init__(self, app, rows, title="", row_h=9)
        w.text(self.group, self.title, 2, 3, w.GOLD)
        self.hint = w.text(self.group, "", 158, 3, w.DIM, (1.0, 0.0))  # what the keys do here
        # The options first, as a newcomer reads them (A on one goes to Start!); back from a
        # language change or the cable's wait, on the row that left (setup_row: from the end)
        back = app.setup_row
        self.cur = len(rows) - back if back else 0
        app.setup_row = 0
        self.dirty = False
        self.draw()

    def make_rows(self, s):
        self.fields = fields(s)
        rows = [[label, values, int(getattr(s, attr))] for label, values, attr in self.fields]
        rows.append([_T.HOUSE_RULES, None, 0])
        rows.append([_T.START, None, 0])
        rows.append([_T.LANGUAGE, _T.LANGUAGES, s.lang])
        return rows

    def draw(self):
        MenuScreen.draw(self)
        if self.hint is not None:
            i = self.cur
            n = len(self.fields)
            # an option: Left/Right change it, A goes to Start!; Language: A does nothing there
            w.set_text(self.hint, _T.KEYS_OPTION if i < n else _T.KEYS_LANGUAGE if i == n + 2
                       else _T.KEYS_PAGE if i == n else _T.KEYS_START)

    def row_text(self, row):
        if row[0] == _T.TARGET and self.app.settings.end == END_FIXED:
            return _T.FIXED_DEALS % DEALS[row[2]]
        if row[0] == _T.HOUSE_RULES:
            on = house_on(self.app.settings, WORDS.HOUSE_SHORT)
            return _T.HOUSE_ROW % (on[0] if len(on) == 1 else _T.HOUSE_COUNT % len(on) if on
                                   else _T.HOUSE_NONE)
        return MenuScreen.row_text(self, row)

    def shown(self):
        self.draw()  # back from the house rules

    def changed(self, i):
        if i == len(self.fields) + 2:  # Language: every word changes, New match comes back in it
            set_language(self.app, self.rows[i][2], True)
            return
        label, values, attr = self.fields[i]
        value = self.rows[i][2]
        self.dirty = True
        s = self.app.settings
        setattr(s, attr, bool(value) if attr in ("sound", "hints") else value)
        if attr in ("level", "seats") and fields(s) != self.fields:
            # the time a move or the carte scoperte row comes or goes, below this one; the
            # other rows stay as they are
            kept = {}
            for j in range(len(self.fields)):
                kept[self.fields[j][2]] = self.rows[j]
            new = fields(s)
            self.rows[:len(self.fields)] = [kept.get(f[2]) or [f[0], f[1], int(getattr(s, f[2]))]
                                            for f in new]
            self.fields = new
        if attr == "deck":
            self.app.deck = None  # load the other sheet when the table opens

    def back(self):
        """Leaving without a match still remembers the choices (one write, a player's act)."""
        if self.dirty:
            self.app.save(self.app.saved_match)
        self.app.pop()

    def chosen(self, i):
        if i == len(self.fields) + 2:
            return
        if i < len(self.fields):  # done choosing: on to Start! (never a match by surprise)
            self.cur = len(self.fields) + 1
            self.draw()
            return
        if i == len(self.fields):
            self.app.push(HouseScreen(self.app, self))
            return
        if self.app.saved_match is not None:
            # A new match takes the saved one's place: never without asking, and it counts
            # as abandoned (docs/rules.md "Winning the match"), or saving and starting over would spare a loss.
            from scopa_ui.pause import ConfirmScreen

            def replace():
                from scopa_ui.newgame import abandon_saved

                abandon_saved(self.app)
                self.start()

            self.app.push(ConfirmScreen(self.app, _T.DROP_SAVED, replace, _T.COUNTS_AS_LOSS))
            return
        self.start()

    def start(self):
        s = self.app.settings
        if is_cable(s.level):
            if s.seats != ONE_V_ONE:  # the cable plays one against one
                self.app.notice(_T.CABLE, _T.CABLE_SEATS)
                return
            app = self.app

            def wait():
                from scopa_ui.linkwait import LinkWaitScreen

                return LinkWaitScreen(app)

            # The menus leave first: the link's code then lies low in the heap,
            # and the table compiles above it, not into the holes the menus would leave.
            app.reset_to(wait, LINKING)
            return
        from scopa_ui.newgame import new_match

        new_match(self.app)


class HouseScreen(MenuScreen):
    """The house rules: Left/Right turn one on or off, what it does shows underneath; A on
    Done or B goes back to New match."""

    phase = MENUS

    def __init__(self, app, setup):
        self.setup = setup
        s = app.settings
        rows = [[WORDS.HOUSE_NAMES[i], WORDS.HOUSE_VALUES[i], int(getattr(s, HOUSE[i]))]
                for i in range(len(HOUSE))]
        rows.append([_T.DONE, None, 0])
        self.says = None
        # Six rows show above what the current one does; the others scroll into view.
        MenuScreen.__init__(self, app, rows, title=_T.HOUSE_RULES, height=88)
        w.panel(self.group, 0, 88, w.SCREEN_W, 40, w.PANEL)
        self.says = w.text(self.group, "", 4, 90, w.DIM, lines=3)
        self.draw()

    def draw(self):
        MenuScreen.draw(self)
        if self.says is not None:
            i = self.cur
            if i == len(HOUSE):
                text = _T.DONE_SAYS
            else:
                text = house_text(i, self.app.settings.deck).split(": ", 1)[1]
                text = ANY_SET if i == 0 and not self.rows[0][2] else text[0].upper() + text[1:]
            w.set_text(self.says, "\n".join(w.wrap(text, 152)[:3]))

    def changed(self, i):
        setattr(self.app.settings, HOUSE[i], self.rows[i][2])
        self.setup.dirty = True

    def chosen(self, i):
        if i == len(HOUSE):
            self.app.pop()


def set_language(app, i, in_setup=False):
    """Speak language ``i`` (by scopa_core.lang.LANGS) from now on, remembered. The modules
    that read their words as they load go, and the title comes back in the new language, or
    New match over it on its Language row."""
    from scopa_core import lang

    app.settings.lang = i
    lang.set_language(i)
    app.ask_language = False
    app.save(app.saved_match)
    forget_words()
    if not in_setup:
        app.to_title()
        return
    app.setup_row = 1  # Language, the last row
    app.to_setup()
