"""The table: you pick a card with Left/Right and see what it takes; when it can take in
several ways, A lets you choose the way (Left/Right, the table cards light up), A plays, B backs
out. The CPU thinks in slices while a mark moves; its card is shown with what it takes before
it lands (A skips the wait). Start pauses, Select shows what you know and offers a hint."""

from scopa_core.cards import ABANDON, CALL, CARD
from scopa_ui.cards import RANKS, SUITS
from scopa_ui.screen import Screen
from scopa_ui.table_draw import (CHOOSE, FLOURISH, FLOURISH_MS, HINT, PICK, REVEAL, REVEAL_MS,
                                 WAIT, redraw)
from scopa_ui import table_keys as tk

# Time a CPU may think per move, in board milliseconds (Maestro's budget, issue #3: ~1 s).
THINK_MS = (150, 250, 600, 1200)
SLICE_MS = 30  # thinking per tick, so keys are read about 30 times a second


class TableScreen(Screen):
    # The human's keys and choices (table_keys).
    human_view = tk.human_view
    ways = tk.ways
    key_pick = tk.key_pick
    key_choose = tk.key_choose
    tell = tk.tell
    play = tk.play

    def __init__(self, app, session, me, level, variant):
        Screen.__init__(self, app)
        self.session = session
        self.me = me
        self.level = level
        self.cpu_match = level < len(THINK_MS)  # not the cable
        self.cpus_away = self.cpu_match  # seat_cpus before the first move
        if self.cpu_match:
            self.seat_cpus()  # their code compiles before the table's pictures take the heap
        self.variant = variant
        o = self.match.options
        self.names = player_names(o.players, me, not self.cpu_match, o.teams)
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
        self._phase = -1  # of the moving "thinking" mark, redrawn when it moves
        self.note = None  # (text, since, colour): a short message over the usual one
        self.hinter = None
        self.hint_text = None
        self.deals_seen = len(self.match.results)
        self.link = None  # the cable link, in a match against another board
        self.news_box = None  # (view, label): the link's long news over the message line

    @property
    def match(self):
        """The session's match: the cable may replace it (a resync), so never kept here."""
        return self.session.match

    def key(self, k):
        if self.link is not None and self.follow_link():
            return
        tk.key(self, k)

    def follow_link(self):
        """A cable match: act on what the session heard from the cable (table_link), before
        the keys and the tick; True when they should wait."""
        if self.match.over:
            return False
        from scopa_ui.table_link import follow

        return follow(self)

    # -- the pictures --------------------------------------------------------------------
    def show_view(self):
        from scopa_ui.table_view import TableView

        app = self.app
        self.view = TableView(app.load_deck())
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

    # -- moves ---------------------------------------------------------------------------
    def landed(self, m):
        """After move ``m``: sound, flourish, end of deal."""
        from scopa_core.match import is_abandon

        moment = None
        if m == CALL:  # a call of a mistake
            from scopa_ui.table_calls import call_moment

            moment = call_moment(self)
        elif not is_abandon(m):
            p, card, taken, scopa = self.session.last_deal.last_play()
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
                         clock=(b.ticks_ms, b.ticks_diff), time_ms=THINK_MS[self.level],
                         options=m.options)  # their buffers too, before the pictures
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

    def land_shown(self):
        """The CPU's card on show lands (untold: ``landed`` tells it). Save and quit calls
        this too: shown, the card is final, and a save without it would let the CPU choose
        again on Continue."""
        m = self.pending
        if m is not None:
            self.pending = None
            self.mode = WAIT
            self.session.apply(m)

    def concede(self):
        self.session.abandon(self.match.options.side_of(self.me))
        self.mode = WAIT
        self.pending = None
        self.after_move()

    # -- the loop ------------------------------------------------------------------------
    def tick(self):
        app = self.app
        if self.link is not None and self.follow_link():  # the app polls the link every step
            return
        mode = self.mode
        if mode == REVEAL:
            if app.since(self.t0) >= REVEAL_MS:
                m = self.pending
                self.land_shown()
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
                self.mode = PICK
                if card == CALL:  # call the mistake (the mistakes house rule)
                    self.hint_text = "hint: B, call the mistake"
                else:
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
        if self.dirty or mode == WAIT and self._phase != app.now() // 300:
            self._phase = app.now() // 300  # while waiting only the moving mark changes
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
                if v.options.mistakes:
                    from scopa_ui.table_calls import cue

                    cue(self, v)
            return
        t0 = self.app.now()
        while True:
            m = s.think(1)
            if m is not None and m & CARD >= ABANDON:  # an abandon or a call: no card to show
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


def player_names(players, me, cable=False, teams=False):
    """Short names by player number, as seen from seat ``me`` (play goes to your right). On
    the cable the other board's player is the opponent, "Opp" (the message line says "Other
    board's turn"): three letters, like "CPU", leave the dealer's chip room before the points.
    Each for themselves, the CPU players have names, each with a letter of its own."""
    if players == 2:
        rel = ("You", "Opp" if cable else "CPU")  # type: tuple
    elif teams:
        rel = ("You", "Right", "Partner", "Left")
    else:
        rel = ("You", "Bruno", "Carla", "Gino", "Lia", "Rita")
    return tuple(rel[(p - me) % players] for p in range(players))
