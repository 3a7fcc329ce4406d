"""The table: you pick a card with Left/Right and see what it takes; when it can take in
several ways, A lets you choose the way (Left/Right, the table cards light up), A plays, B backs
out. The CPU thinks in slices while a mark moves; its card is shown with what it takes before
it lands (A skips the wait). Start pauses, Select shows what you know and offers a hint."""

from scopa_hw import keys
from scopa_ui import widgets as w
from scopa_ui.cards import RANKS, SUITS
from scopa_ui.screen import Screen
from scopa_ui.table_draw import CHOOSE, FLOURISH, HINT, PICK, REVEAL, WAIT, redraw

# Time a CPU may think per move, in board milliseconds (Maestro's budget, issue #3: ~1 s).
THINK_MS = (150, 250, 600, 1200)
REVEAL_MS = 900
FLOURISH_MS = 1300
SLICE_MS = 30  # thinking per tick, so keys are read about 30 times a second


class TableScreen(Screen):
    def __init__(self, app, session, me, level, variant):
        Screen.__init__(self, app)
        self.session = session
        self.match = session.match
        self.me = me
        self.level = level
        self.cpu_match = level < len(THINK_MS)  # not the cable
        self.cpus_away = self.cpu_match  # seat_cpus before the first move
        if self.cpu_match:
            self.seat_cpus()  # their code compiles before the table's pictures take the heap
        self.variant = variant
        o = self.match.options
        self.names = player_names(o.players, me)
        if o.sides == 2 and o.teams:
            self.sides = ("Us", "Them") if o.side_of(me) == 0 else ("Them", "Us")
        else:
            self.sides = self.names
        self.style = app.settings.deck  # of the card names in texts
        self.show_view()
        self.mode = WAIT
        self.sel = 0
        self.choice = 0
        self.pending = None  # the CPU's move being shown before it lands
        self.t0 = 0
        self.note = None  # (text, until) a short message over the usual one
        self.hinter = None
        self.hint_text = None
        self.deals_seen = len(self.match.results)
        self.link = None  # the cable link, in a match against another board
        self.resyncs = 0

    # -- the pictures --------------------------------------------------------------------
    def show_view(self):
        from scopa_ui.table_view import TableView

        app = self.app
        self.view = TableView(app.deck if app.deck is not None else app.load_deck())
        self.group.append(self.view.group)
        self.lit = -1  # player whose turn the lights show: none yet
        self.dirty = True

    def hide_view(self):
        """The pictures leave the heap while a breakdown covers the screen (and the save's
        code and the breakdown's compile); redraw() waits for them."""
        if self.view is not None:
            self.group.remove(self.view.group)
            self.view = None  # type: ignore[assignment]

    def shown(self):
        if self.view is None and not self.match.over:  # back from a deal's breakdown
            if self.cpus_away:
                self.seat_cpus()  # as in __init__: their code compiles before the pictures
            self.show_view()

    # -- names ---------------------------------------------------------------------------
    def card(self, c):
        return RANKS[self.style][c % 10] + SUITS[self.style][c // 10]

    def cards(self, cs):
        return " ".join(self.card(c) for c in cs)

    # -- the human's choices -------------------------------------------------------------
    def human_view(self):
        seat = self.session.seats[self.me]
        v = seat.view
        if v is None or self.session.to_move() != self.me or v.player != self.me:
            return None
        return v

    def ways(self, v, card):
        """(move, taken) for each right way to play ``card``."""
        out = []
        for i in range(len(v.moves)):
            if v.legal[i] and v.infos[i][0] == card:
                out.append((v.moves[i], v.infos[i][1]))
        return out

    # -- keys ----------------------------------------------------------------------------
    def key(self, k):
        app = self.app
        if k == keys.START:
            from scopa_ui.pause import PauseScreen

            app.push(PauseScreen(app, self))
            return
        if k == keys.SELECT:
            from scopa_ui.info import InfoScreen

            app.push(InfoScreen(app, self))
            return
        m = self.mode
        if m == REVEAL and k == keys.A:
            self.t0 -= REVEAL_MS  # skip the wait
            return
        if m == FLOURISH and k == keys.A:
            self.t0 -= FLOURISH_MS
            return
        if m == PICK:
            self.key_pick(k)
        elif m == CHOOSE:
            self.key_choose(k)
        else:
            self.tell("wait: not your turn" if m != HINT else "thinking of a hint...")

    def key_pick(self, k):
        v = self.human_view()
        n = len(v.hand)
        if k in (keys.LEFT, keys.RIGHT):
            self.sel = (self.sel + (1 if k == keys.RIGHT else -1)) % n
            self.hint_text = None
            self.app.sound("tick")
        elif k == keys.A:
            ways = self.ways(v, v.hand[self.sel])
            if len(ways) == 1:
                self.play(ways[0][0])
                return
            if not ways:
                self.tell("that card cannot be played")
                return
            self.mode = CHOOSE
            self.choice = 0
            self.app.sound("tick")
        else:
            self.tell("Left/Right: card, A: play")
            return
        self.dirty = True

    def key_choose(self, k):
        v = self.human_view()
        ways = self.ways(v, v.hand[self.sel])
        if k in (keys.LEFT, keys.RIGHT, keys.UP, keys.DOWN):
            step = 1 if k in (keys.RIGHT, keys.DOWN) else -1
            self.choice = (self.choice + step) % len(ways)
            self.app.sound("tick")
        elif k == keys.A:
            self.play(ways[self.choice][0])
            return
        elif k == keys.B:
            self.mode = PICK
        self.dirty = True

    def tell(self, s):
        self.app.sound("nope")
        self.note = (s, self.app.now())
        self.dirty = True

    # -- moves ---------------------------------------------------------------------------
    def play(self, m):
        seat = self.session.seats[self.me]
        seat.choose(m)
        self.session.tick()
        self.hint_text = None
        self.landed(m)

    def landed(self, m):
        """After move ``m``: sound, flourish, end of deal."""
        from scopa_core.match import is_abandon

        moment = None
        if not is_abandon(m):
            p, card, taken, scopa = self.session.last_deal.plays[-1]
            if scopa:
                moment = "SCOPA!"
                self.app.sound("scopa")
            elif taken and (card == 6 or 6 in taken):
                moment = "Settebello!"
                self.app.sound("settebello")
            else:
                self.app.sound("capture" if taken else "play")
        self.mode = WAIT
        self.pending = None
        self.sel = 0
        self.dirty = True
        if moment is not None:
            self.view.flourish(moment)
            self.app.board.set_lights((0xFFC000,) * 5)
            self.lit = -1
            self.mode = FLOURISH
            self.t0 = self.app.now()
            return
        self.after_move()

    # -- the CPU players -----------------------------------------------------------------
    def seat_cpus(self):
        """Seat the CPU players, seeded from the match so far. They come back this way at
        each deal's start, as they do when a saved match resumes (saves are written at deal
        ends), so a resumed match plays on as if never stopped."""
        from scopa_core.ai import cpu_seats

        b = self.app.board
        m = self.match
        seats = self.session.seats
        cpus = cpu_seats(len(seats), self.level, self.me, m.seed ^ len(m.history),
                         clock=(b.ticks_ms, b.ticks_diff), time_ms=THINK_MS[self.level])
        cpus[self.me] = seats[self.me]
        seats[:] = cpus
        self.session.restart()  # the new seats are asked afresh
        self.cpus_away = False

    def release_cpus(self):
        """A deal is over: the CPU players leave the heap until the next deal (the save and
        the breakdown are the largest moments of a match). Their code stays: compiled anew at
        each deal's start it would need the match's largest free blocks (tools/app_mem.py)."""
        if not self.cpu_match:
            return
        seats = self.session.seats
        for p in range(len(seats)):
            if p != self.me:
                seats[p] = None
        self.hinter = None
        self.cpus_away = True

    def after_move(self):
        match = self.match
        ended = len(match.results) != self.deals_seen
        if ended or match.over:
            self.deals_seen = len(match.results)
            self.release_cpus()
            self.hide_view()
            self.app.after_deal(self, ended)

    def concede(self):
        self.session.abandon(self.match.options.side_of(self.me))
        self.mode = WAIT
        self.pending = None
        self.after_move()

    # -- the loop ------------------------------------------------------------------------
    def tick(self):
        app = self.app
        link = self.link
        if link is not None and not self.match.over:  # the app polls it every step
            from scopa_ui.table_link import follow

            if follow(self, link):
                return
        mode = self.mode
        if mode == REVEAL:
            if app.since(self.t0) >= REVEAL_MS:
                m = self.pending
                self.pending = None
                self.session.apply(m)
                self.landed(m)
        elif mode == FLOURISH:
            if app.since(self.t0) >= FLOURISH_MS:
                self.view.flourish(None)
                self.mode = WAIT
                self.dirty = True
                self.after_move()
        elif mode == HINT and self.hinter is not None:
            m = self.hinter.step(1)
            if m is not None:
                from scopa_core.ai.hint import reason

                v = self.human_view()
                card = v.info(m)[0]
                self.sel = v.hand.index(card)
                ways = self.ways(v, card)
                self.choice = [x[0] for x in ways].index(m)
                self.mode = CHOOSE if len(ways) > 1 else PICK
                self.hint_text = "hint: " + reason(v, m)
                self.hinter = None
                self.dirty = True
        elif not self.match.over:
            self.think()
        if self.note is not None and app.since(self.note[1]) > 1500:
            self.note = None
            self.dirty = True
        if self.dirty or mode == WAIT:
            self.redraw()

    def think(self):
        if self.cpus_away:
            self.seat_cpus()
        s = self.session
        p = s.to_move()
        if p == self.me:
            if self.mode == WAIT:
                s.think(0)  # hands the human seat its view
                self.mode = PICK
                v = self.human_view()
                self.sel = min(self.sel, len(v.hand) - 1)
                self.dirty = True
            return
        t0 = self.app.now()
        while True:
            m = s.think(1)
            if m is not None and (m & 63) == 62:  # an abandon move: nothing to show, it ends
                s.apply(m)
                self.landed(m)
                return
            if m is not None:
                self.pending = m
                self.mode = REVEAL
                self.t0 = self.app.now()
                self.dirty = True
                return
            if self.app.since(t0) >= SLICE_MS:
                return

    def redraw(self):
        if self.view is not None:
            redraw(self)


def player_names(players, me):
    """Short names by player number, as seen from seat ``me`` (play goes to your right)."""
    if players == 2:
        rel = ("You", "CPU")  # type: tuple
    else:
        rel = ("You", "Right", "Partner", "Left")
    return tuple(rel[(p - me) % players] for p in range(players))
