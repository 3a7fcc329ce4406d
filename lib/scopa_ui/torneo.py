"""The Torneo's screens: its setup (1 v 1 or 2 v 2) and the bracket, from which each of the
player's matches starts at the table and to which it returns (``torneo_end``). The bracket
logic is ``scopa_core.torneo``'s; these modules load only for a tournament (the phase
``modules.TORNEO``)."""

from micropython import const

from scopa_core.lang import texts
from scopa_core.prefs import TWO_V_TWO
from scopa_core.torneo import ME, NONE, Torneo
from scopa_hw import keys
from scopa_ui import widgets as w
from scopa_ui.menu import MenuScreen
from scopa_ui.modules import TORNEO
from scopa_ui.screen import Screen

_CHEER_MS = const(2400)  # the champion's lights go round this long
CHEER = (w.GOLD, 0x00FF40, w.GOLD, 0xFF2000, 0x2060FF)  # gold between bright colours, going round


def open_torneo(app):
    """The title's Torneo row: the tournament in progress, or a new one's setup."""
    app.push(BracketScreen(app) if app.torneo is not None else TorneoSetupScreen(app))


class TorneoSetupScreen(MenuScreen):
    phase = TORNEO

    def __init__(self, app):
        # One against one, or two against two (the bracket's entrants are pairs then).
        T = texts("torneo")
        # (the settings' seating, or two against two past it)
        rows = [[T.PLAYERS, T.SEATS, min(app.settings.seats, TWO_V_TWO)], [T.START, None, 0]]
        MenuScreen.__init__(self, app, rows, title=T.TORNEO)
        w.text(self.group, T.WHAT, 8, 60, w.DIM, lines=3)
        w.text(self.group, T.SETUP_KEYS, 80, 127, w.DIM, (0.5, 1.0))

    def chosen(self, i):
        if i != 1:
            return
        app = self.app
        from scopa_ui.newgame import random_seed

        seed = app.new_seed() if app.new_seed else random_seed()
        app.torneo = Torneo(seed, self.rows[0][2]).to_bytes()
        app.save(app.saved_match)  # the tournament is kept from its start (a player's act)
        app.replace(BracketScreen(app))


def _saved_header(app):
    """(level, my seat, options, seed) of the saved match, or None (none, or unreadable):
    read from its record's header, not by replaying the match (the bracket's keys would need
    the Python stack and the heap a replay takes)."""
    if app.saved_match is None:
        return None
    from scopa_core.record import header
    from scopa_core.save_write import unpack_match
    from scopa_ui.modules import SAVE, settle

    try:
        level, _, me, record = unpack_match(app.saved_match)
        return (level, me) + header(record)
    except ValueError:
        return None
    finally:
        settle(app, SAVE)


class BracketScreen(Screen):
    """Who is left and the results so far: the quarter-finals' eight on the left, each round's
    winners to the right, the champion last; the player's next match (or the end) below.
    A plays (or continues) the player's match, B goes back to the title, Select gives the
    tournament up."""

    phase = TORNEO

    def __init__(self, app):
        Screen.__init__(self, app)
        self.t = t = Torneo.from_bytes(app.torneo)
        self.T = T = texts("torneo")  # while the bracket shows
        self.cheer = -1  # when the champion's lights started (a won tournament); -2: done
        w.panel(self.group, 0, 0, 160, 128, w.PANEL)
        w.text(self.group, "%s %s" % (T.TORNEO, T.SEATS[t.seats]), 80, 0, w.GOLD, (0.5, 0.0))
        mine = T.US if t.seats == TWO_V_TWO else T.YOU
        # Column by column: the quarter-finals' entrants, then the winners of each match.
        out = []  # the entrants beaten so far
        for m in range(7):
            if t.winners[m] != NONE:
                a, b = t.pair(m)
                out.append(b if t.winners[m] == a else a)
        # Rows 11 px apart (the font's 12 leave a blank pixel row): eight under the title and
        # two lines of text below; a winner sits level with the middle of the two it beat.
        for col, (first, count, span) in enumerate(((0, 8, 1), (0, 4, 2), (4, 2, 4))):
            for i in range(count):
                if col == 0:
                    e = t.slots[i]
                else:
                    e = t.winners[first + i]
                y = 12 + 11 * (span - 1) // 2 + i * 11 * span
                if e == NONE:
                    w.text(self.group, "..", 2 + col * 38, y, w.DIM)
                    continue
                color = w.DIM if e in out else w.GOLD if e == ME else w.INK
                w.text(self.group, t.name(e, mine), 2 + col * 38, y, color)
                if col == 0 and i % 2 == 0:  # a quarter-final's bracket line
                    w.panel(self.group, 34, y + 4, 2, 11, w.DIM)
        champ = t.champion()
        w.text(self.group, t.name(champ, mine) if champ >= 0 else "?", 112, 50,
               w.GOLD if champ == ME else w.INK)
        w.text(self.group, T.CAMPIONE if champ >= 0 else T.FINAL, 112, 38, w.DIM)
        w.text(self.group, self.message(), 80, 114, w.INK, (0.5, 1.0))
        w.text(self.group, self.footer(), 80, 127, w.DIM, (0.5, 1.0))
        self.banner = None  # the champion's, over the bracket while the lights go round
        if champ == ME:
            self.banner = w.text(self.group, T.BANNER, 80, 56, w.GOLD, (0.5, 0.5), scale=2,
                                 padding=3, background=w.PANEL)

    def message(self):
        """One line (26 characters): the player's next opponent and level, or the end."""
        t = self.t
        T = self.T
        if t.over:
            r = t.out_in()
            if r < 0:
                return T.WON_PAIR if t.seats == TWO_V_TWO else T.WON_ALONE
            s = t.scores
            return T.OUT % (T.ROUNDS[r], s[2 * r], s[2 * r + 1])
        from scopa_core.names import LEVELS

        return T.NEXT % (t.name(t.opponent()), LEVELS[t.level()])

    def footer(self):
        if self.t.over:
            return self.T.OVER_KEYS
        if self.resumable():
            return self.T.CONTINUE_KEYS
        return self.T.PLAY_KEYS

    def resumable(self):
        """The saved match is the tournament's of this round: Continue plays it on."""
        saved = _saved_header(self.app)
        return saved is not None and self.t.owns(*saved)

    def shown(self):
        if self.t.champion() == ME and self.cheer == -1:  # the flourish: sound and lights
            self.cheer = self.app.now()
            self.app.sound("win")

    def tick(self):
        if self.cheer < 0:
            return
        since = self.app.since(self.cheer)
        if since >= _CHEER_MS:
            self.app.board.set_lights((w.GOLD,) * 5)
            self.cheer = -2  # done: gold stays, the bracket shows whole
            banner = self.banner
            if banner is not None:
                banner.hidden = True
            return
        k = since // 150
        self.app.board.set_lights(tuple(CHEER[(k + i) % 5] for i in range(5)))

    def key(self, k):
        app = self.app
        t = self.t
        if k == keys.B and not t.over:
            app.pop()
        elif k == keys.A:
            if t.over:
                self.finish()
            elif self.resumable():
                from scopa_ui.newgame import resume_match

                resume_match(app)
            elif app.saved_match is not None:
                # The saved match is another (a match of the player's own, or this round's
                # match given up): the round starts over once it is dropped, as New match does.
                from scopa_ui.pause import ConfirmScreen

                def drop():
                    from scopa_ui.newgame import abandon_saved

                    abandon_saved(app)
                    self.play()

                app.push(ConfirmScreen(app, self.T.DROP_SAVED, drop, self.T.COUNTS_AS_LOSS))
            else:
                self.play()
        elif k == keys.SELECT and not t.over:
            from scopa_ui.pause import ConfirmScreen

            app.push(ConfirmScreen(app, self.T.GIVE_UP, self.give_up, self.T.COUNTS_AS_LOST))

    def play(self):
        """The player's match of this round, at the table (saved with the tournament)."""
        from scopa_ui.newgame import cpu_match

        app = self.app
        t = self.t
        t.begin()
        app.torneo = t.to_bytes()
        cpu_match(app, t.options(), t.level(), 0, t.match_seed(), t.name(t.opponent()))

    def give_up(self):
        from scopa_core.prefs import LOST, TORNEO

        app = self.app
        if self.resumable():
            from scopa_ui.newgame import abandon_saved

            abandon_saved(app)  # its match lost as a concession, the tournament with it
        else:
            app.stats.record(TORNEO, LOST)
        self.finish()

    def finish(self):
        """The tournament is over (or given up): it leaves the save, its code the heap."""
        app = self.app
        app.torneo = None
        app.save(app.saved_match)
        app.board.set_lights((0,) * 5)
        app.to_title()  # its code goes with the phase
