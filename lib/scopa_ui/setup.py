"""New match: opponent, game, players, target, primiera, match end, deck, sound, hints, and the house
rules on a page of their own. The choices are the saved settings, so the next match starts
from the last one's."""

# options before names, which imports it: one nested import less on the Python stack
from scopa_core.options import DEALS, END_FIXED, PRIMIERA_RULES, TARGETS
from scopa_core.names import ENDS, HOUSE_RULES, LEVELS, ON_OFF, house_on
from scopa_core.prefs import HOUSE, LINK_LEVEL, SEATS, VARIANTS
from scopa_ui import widgets as w
from scopa_ui.rules_text import ANY_SET, HOUSE_TEXT
from scopa_ui.menu import MenuScreen

# (label, values, settings attribute)
FIELDS = (
    ("Opponent", LEVELS, "level"),
    ("Game", VARIANTS, "variant"),
    ("Players", SEATS, "seats"),
    ("Target", tuple(str(t) for t in TARGETS), "target"),
    ("Primiera", PRIMIERA_RULES, "primiera"),
    ("End", tuple(end[0] for end in ENDS), "end"),
    ("Deck", ("Italian", "French"), "deck"),
    ("Sound", ON_OFF, "sound"),
    ("Hints", ON_OFF, "hints"),
    ("Carte viste", ("on", "off"), "no_viste"),  # the flag is "no": on is its index 0
    ("Carte scoperte", ON_OFF, "scoperte"),  # offered for 2 v 2 only (fields())
)
_PLAYERS = 2  # the Players row: changing it may add or drop the carte scoperte row


def fields(settings):
    """The rows of FIELDS New match offers for these settings: carte scoperte only when two
    play against two."""
    return FIELDS if settings.seats == 1 else _NO_TEAMS


_NO_TEAMS = FIELDS[:-1]


class SetupScreen(MenuScreen):
    title = "New match"

    def __init__(self, app):
        rows = self.make_rows(app.settings)
        self.hint = None
        MenuScreen.__init__(self, app, rows, title="", row_h=9)  # all twelve rows on the screen
        w.text(self.group, "New match", 2, 3, w.GOLD)
        self.hint = w.text(self.group, "", 158, 3, w.DIM, (1.0, 0.0))  # what the keys do here
        self.cur = len(rows) - 1  # most players just press A again
        self.dirty = False
        self.draw()

    def make_rows(self, s):
        self.fields = fields(s)
        rows = [[label, values, int(getattr(s, attr))] for label, values, attr in self.fields]
        rows.append(["House rules", None, 0])
        rows.append(["Start!", None, 0])
        return rows

    def draw(self):
        MenuScreen.draw(self)
        if self.hint is not None:
            i = self.cur
            w.set_text(self.hint, "<> change" if i < len(self.fields) else
                       "A: open" if i == len(self.fields) else "A: start")

    def row_text(self, row):
        if row[0] == "Target" and self.app.settings.end == END_FIXED:
            return "Deals: %d (no target)" % DEALS[row[2]]
        if row[0] == "House rules":
            on = [rule[2] for rule in house_on(self.app.settings)]
            return "House rules: " + (on[0] if len(on) == 1 else "%d on" % len(on) if on else "none")
        return MenuScreen.row_text(self, row)

    def shown(self):
        self.draw()  # back from the house rules

    def changed(self, i):
        label, values, attr = self.fields[i]
        value = self.rows[i][2]
        self.dirty = True
        s = self.app.settings
        setattr(s, attr, bool(value) if attr in ("sound", "hints") else value)
        if i == _PLAYERS and fields(s) is not self.fields:  # the carte scoperte row comes or goes
            self.fields = fields(s)
            last = len(FIELDS) - 1
            if len(self.fields) == len(FIELDS):
                row = FIELDS[last]
                self.rows.insert(last, [row[0], row[1], int(getattr(s, row[2]))])
            else:
                self.rows.pop(last)
        if attr == "deck":
            self.app.deck = None  # load the other sheet when the table opens

    def back(self):
        """Leaving without a match still remembers the choices (one write, a player's act)."""
        if self.dirty:
            self.app.save(self.app.saved_match)
        self.app.pop()

    def chosen(self, i):
        if i < len(self.fields):
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

            self.app.push(ConfirmScreen(self.app, "Drop the saved match?", replace,
                                        "It counts as a loss."))
            return
        self.start()

    def start(self):
        s = self.app.settings
        if s.level == LINK_LEVEL:
            if s.seats:
                self.app.notice("Cable link", "The cable plays one against one: "
                                "choose Players 1 v 1.")
                return
            from scopa_ui.modules import MENU_MODULES

            app = self.app

            def wait():
                from scopa_ui.linkwait import LinkWaitScreen

                return LinkWaitScreen(app)

            # The menus leave first: the link's code (about 20 KB) then lies low in the heap,
            # and the table compiles above it, not into the holes the menus would leave.
            app.reset_to(wait, [m for m in MENU_MODULES if m != "scopa_ui.linkwait"])
            return
        from scopa_ui.newgame import new_match

        new_match(self.app)


class HouseScreen(MenuScreen):
    """The house rules: Left/Right turn one on or off, what it does shows underneath; A on
    Done or B goes back to New match."""

    def __init__(self, app, setup):
        self.setup = setup
        s = app.settings
        rows = [[HOUSE_RULES[i][0], HOUSE_RULES[i][1], int(getattr(s, HOUSE[i]))] for i in range(len(HOUSE))]
        rows.append(["Done", None, 0])
        self.says = None
        # Six rows show above what the current one does; the others scroll into view.
        MenuScreen.__init__(self, app, rows, title="House rules", height=88)
        w.panel(self.group, 0, 88, w.SCREEN_W, 40, w.PANEL)
        self.says = w.text(self.group, "", 4, 90, w.DIM, lines=3)
        self.draw()

    def draw(self):
        MenuScreen.draw(self)
        if self.says is not None:
            i = self.cur
            if i == len(HOUSE):
                text = "A or B: back to New match."
            else:
                text = HOUSE_TEXT[i].split(": ", 1)[1]
                text = ANY_SET if i == 0 and not self.rows[0][2] else text[0].upper() + text[1:]
            w.set_text(self.says, "\n".join(w.wrap(text, 152)[:3]))

    def changed(self, i):
        setattr(self.app.settings, HOUSE[i], self.rows[i][2])
        self.setup.dirty = True

    def chosen(self, i):
        if i == len(HOUSE):
            self.app.pop()
