"""The table: you pick a card with Left/Right and see what it takes; when it can take in
several ways, A lets you choose the way (Left/Right, the table cards light up), A plays, B backs
out. The CPU thinks in slices while a mark moves; its card is shown with what it takes before
it lands (A skips the wait). Start pauses, Select shows what you know and offers a hint.

Every move reaches the match through the session: yours (``play``), the CPU's once shown
(``land_shown``), a concession; the session says what each did (``landed``). This module is
what the screen does (its modes, its keys, its moves); what it shows is ``table_view``'s (the
scene, worked out without displayio, and the pictures), in the heap while the pictures are.
Two parts load only in the matches that use them: the mistakes house rule's calls
(``table_calls``) and the cable's news (``table_link``)."""

from micropython import const

from scopa_core.cards import ABANDON, CALL, CARD, card_name, cards_text
from scopa_core.lang import texts
from scopa_core.prefs import is_cable
from scopa_hw import keys
from scopa_ui import widgets as w
from scopa_ui.modules import MATCH, settle
from scopa_ui.screen import Screen

# Time a CPU may think per move, in board milliseconds (Maestro about a second), by level.
THINK_MS = (150, 250, 600, 1200)
_SLICE_MS = const(30)  # thinking per tick, so keys are read about 30 times a second
_REVEAL_MS = const(900)  # how long the CPU's card is shown before it lands (A skips the wait)
_FLOURISH_MS = const(1300)  # a scopa's or the settebello's banner


class TableScreen(Screen):
    # Its modes: others' turn, your pick, your choice of capture, the CPU's card on show, a
    # flourish, a hint being searched. Names of the screen: its view reads them on the screen
    # it shows (``t.PICK``), never importing this module.
    WAIT, PICK, CHOOSE, REVEAL, FLOURISH, HINT = range(6)
    phase = MATCH
    time_left = None  # the last seconds of the turn clock (a cable match), shown; or None
    HINT_MS = THINK_MS[3]  # a hint thinks as Maestro does (info.start_hint)

    def __init__(self, app, session, me, level, variant, opponent=None):
        Screen.__init__(self, app)
        self.session = session
        self.me = me
        self.level = level
        self.cable = is_cable(level)  # the other board plays the opponent's seat
        self.cpus_away = not self.cable  # seat_cpus before the first move
        if not self.cable:
            self.seat_cpus()  # their code compiles before the table's pictures take the heap
        self.variant = variant
        o = self.match.options
        self.T = T = texts("table")  # the table's words, while it lives
        self.names, self.sides = side_names(o, me, self.cable, T, opponent)
        self.style = app.settings.deck  # of the card names in texts
        w.panel(self.group, 0, 0, w.SCREEN_W, w.SCREEN_H, w.FELT)  # what a menu over the
        # table shows while its pictures are away (hide_view)
        self.show_view()
        self.keys = TableKeys(self)
        self.mode = self.WAIT
        self.pending = None  # the CPU's move being shown before it lands
        self.deal_over = False  # the move a flourish shows ended its deal
        self.t0 = 0
        self._beat = -1  # of the moving "thinking" mark, redrawn when it moves
        self.note = None  # (text, since, colour): a short message over the usual one
        self.hinter = None
        self.hint_text = None
        self.link = None  # the cable link, in a match against another board

    @property
    def match(self):
        """The session's match: the cable may replace it (a resync), so never kept here."""
        return self.session.match

    def human_view(self):
        """Your view while it is your turn (the session's, one a turn), else None."""
        return self.session.turn_view(self.me)

    def key(self, k):
        if self.link is not None and self.follow_link():
            return
        self.keys.key(k)

    def follow_link(self):
        """A cable match: act on what the session heard from the cable (table_link), before
        the keys and the tick; True when they should wait."""
        if self.match.over:
            return False
        link = self.link
        if link is not None and link.out_of_time():  # before a key could play past the limit
            from scopa_ui.table_link import time_ran_out

            time_ran_out(self.app)
            return True
        said = self.session.follow()
        if said is None:
            return False
        self.pending = None
        self.mode = self.WAIT
        self.dirty = True
        from scopa_ui.table_link import heard

        heard(self, said)
        return True

    # -- the pictures --------------------------------------------------------------------
    def show_view(self):
        from scopa_ui.table_view import TableView

        app = self.app
        self.view = TableView(app.load_deck())
        self.group.append(self.view.group)
        self.lit = -1  # player whose turn the lights show: none yet
        self.dirty = True

    def hide_view(self):
        """The pictures leave the heap while a breakdown, a page or the pause menu covers the
        screen (and the save's code and the breakdown's compile), their code too: in Maestro
        with six players that code is what Select's pages lacked; redraw() waits for them."""
        if self.view is not None:
            self.group.remove(self.view.group)
            self.view = None  # type: ignore[assignment]
            settle(self.app, ("scopa_ui.table_view",))

    def shown(self):
        if self.view is None and not self.match.over:  # back from a deal's breakdown
            if self.cpus_away:
                self.seat_cpus()  # as in __init__: their code compiles before the pictures
            self.show_view()

    def redraw(self):
        if self.view is not None:
            self.dirty = False
            to_move, color = self.view.draw(self)
            if to_move != self.lit and self.mode != self.FLOURISH:  # the turn moved
                self.lit = to_move
                self.app.board.set_lights((color,) * 5)

    # -- names ---------------------------------------------------------------------------
    def card(self, c):
        return card_name(c, self.style)

    def cards(self, cs):
        return cards_text(cs, self.style)

    def tell(self, s):
        """A complaint on the message line, for a moment."""
        self.app.sound("nope")
        self.note = (s, self.app.now(), w.RED)
        self.dirty = True

    # -- moves ---------------------------------------------------------------------------
    def play(self, m):
        """Your move ``m`` (the keys chose it from your view)."""
        self.hint_text = None
        self.landed(self.session.play(m))

    def landed(self, played):
        """After a move (what the session said it did): sound, flourish, end of deal."""
        moment = None
        if played.move == CALL:  # a call of a mistake
            from scopa_ui.table_calls import call_moment

            moment = call_moment(self, played)
        elif played.card >= 0:
            if played.scopa:
                moment = self.T.SCOPA
                self.app.sound("scopa")
            elif played.taken and (played.card == 6 or 6 in played.taken):
                moment = self.T.SETTEBELLO
                self.app.sound("settebello")
            else:
                self.app.sound("capture" if played.taken else "play")
        self.mode = self.WAIT
        self.pending = None
        self.keys.sel = 0
        self.dirty = True
        if moment is not None:
            if self.view is not None:  # (hidden under a page when the match is over)
                self.view.flourish(moment)
            self.app.board.set_lights((0xFFC000,) * 5)
            self.lit = -1
            self.mode = self.FLOURISH
            self.deal_over = played.deal_over
            self.t0 = self.app.now()
            return
        self.after_move(played.deal_over)

    def after_move(self, deal_over):
        """After a move, a concession or a rebuilt match: at a deal's end the save and the
        breakdown, at the match's the result."""
        if deal_over or self.match.over:
            self.release_cpus()
            self.hide_view()
            self.app.after_deal(self, deal_over)

    def land_shown(self):
        """The CPU's card on show lands (untold: ``landed`` tells it); what it did, or None.
        Save and quit calls this too: shown, the card is final, and a save without it would
        let the CPU choose again on Continue."""
        m = self.pending
        if m is None:
            return None
        self.pending = None
        self.mode = self.WAIT
        return self.session.apply(m)

    def skip_wait(self):
        """A: the CPU's card lands, or the flourish ends, at the next tick."""
        self.t0 -= _REVEAL_MS if self.mode == self.REVEAL else _FLOURISH_MS

    def concede(self):
        if self.match.over:  # the last play ended it (its flourish on show): nothing to concede
            return
        self.pending = None
        self.mode = self.WAIT
        self.after_move(self.session.abandon(self.match.options.side_of(self.me)).deal_over)

    # -- the CPU players -----------------------------------------------------------------
    def seat_cpus(self):
        """Seat the CPU players, seeded from the match so far. They come back this way at
        each deal's start, as they do when a saved match resumes (saves are written at deal
        ends), so a resumed match plays on as if never stopped."""
        from scopa_core.ai.levels import cpu_seats

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
        each deal's start it would need the match's largest free blocks."""
        if self.cable:
            return
        seats = self.session.seats
        for p in range(len(seats)):
            if p != self.me:
                seats[p] = None
        self.hinter = None
        self.cpus_away = True

    # -- the loop ------------------------------------------------------------------------
    def tick(self):
        app = self.app
        if self.link is not None and self.follow_link():  # the app polls the link every step
            return
        mode = self.mode
        if mode == self.REVEAL:
            if app.since(self.t0) >= _REVEAL_MS:
                self.landed(self.land_shown())
        elif mode == self.FLOURISH:
            if app.since(self.t0) >= _FLOURISH_MS:
                if self.view is not None:  # a page over the match's last play hid it for good
                    self.view.flourish(None)
                self.mode = self.WAIT
                self.dirty = True
                self.after_move(self.deal_over)
        elif mode == self.HINT and self.hinter is not None:
            m = self.hinter.step(1)
            if m is not None:
                from scopa_core.ai.hint import reason

                v = self.human_view()
                self.mode = self.PICK
                if m == CALL:  # call the mistake (the mistakes house rule)
                    self.hint_text = self.T.HINT_CALL
                else:
                    self.mode = self.keys.point_at(v, m)
                    self.hint_text = self.T.HINT + reason(v, m, self.style)
                self.hinter = None
                self.dirty = True
        elif not self.match.over:
            self.think()
        if self.link is not None:
            self.watch_clock(self.link)
        if self.note is not None and app.since(self.note[1]) > 1500:
            self.note = None
            self.dirty = True
        if self.dirty or mode == self.WAIT and self._beat != app.now() // 300:
            self._beat = app.now() // 300  # while waiting only the moving mark changes
            self.redraw()

    def watch_clock(self, link):
        """The turn clock's last seconds, counted down on the mover's status line."""
        from scopa_core.link.clock import SHOWN_MS

        ms = link.turn_left()
        s = None if ms is None or ms > SHOWN_MS else (ms + 999) // 1000
        if s != self.time_left:
            self.time_left = s
            self.dirty = True

    def think(self):
        if self.cpus_away:
            self.seat_cpus()
        s = self.session
        if s.to_move() == self.me:
            if self.mode == self.WAIT:
                v = self.human_view()  # the session hands your seat the turn's view
                self.mode = self.PICK
                self.keys.sel = min(self.keys.sel, len(v.hand) - 1)
                self.dirty = True
                if v.options.mistakes:
                    from scopa_ui.table_calls import cue

                    cue(self, v)
            return
        t0 = self.app.now()
        while True:
            m = s.think(1)
            if m is not None and m & CARD >= ABANDON:  # a call or an abandon: no card to show
                self.landed(s.apply(m))
                return
            if m is not None:
                self.pending = m
                self.mode = self.REVEAL
                self.t0 = self.app.now()
                self.dirty = True
                return
            if self.app.since(t0) >= _SLICE_MS:
                return


class TableKeys:
    """The keys of a TableScreen and the cursor they move: ``sel``, the card picked in your
    hand, and ``choice``, the way picked to play it. Under the mistakes house rule every way is
    offered, wrong ones too, and B calls the last play a mistake. The table plays what they
    choose."""

    def __init__(self, table):
        self.table = table
        self.sel = 0
        self.choice = 0

    def picked_ways(self, v):
        """The ways to play the card under the cursor in your view ``v`` (``ways``)."""
        return ways(v, v.hand[self.sel])

    def point_at(self, v, m):
        """Put the cursor on move ``m`` of view ``v`` (a hint's); the mode that shows it."""
        t = self.table
        self.sel = v.hand.index(v.info(m)[0])
        found = self.picked_ways(v)
        self.choice = [way[0] for way in found].index(m)
        return t.CHOOSE if len(found) > 1 else t.PICK

    def key(self, k):
        t = self.table
        app = t.app
        if k == keys.START:
            from scopa_ui.pause import PauseScreen

            app.push(PauseScreen(app, t))
            return
        if k == keys.SELECT:
            from scopa_ui.info import InfoScreen

            app.push(InfoScreen(app, t))
            return
        m = t.mode
        if m == t.PICK:
            self._pick(k)
        elif m == t.CHOOSE:
            self._choose(k)
        elif m in (t.REVEAL, t.FLOURISH) and k == keys.A:
            t.skip_wait()
        else:
            t.tell(t.T.HINT_COMING if m == t.HINT else t.T.NOT_YOUR_TURN)

    def _pick(self, k):
        t = self.table
        v = t.human_view()
        if k in (keys.LEFT, keys.RIGHT):
            self.sel = (self.sel + (1 if k == keys.RIGHT else -1)) % len(v.hand)
            t.hint_text = None
            t.app.sound("tick")
        elif k == keys.A:
            found = self.picked_ways(v)
            if len(found) == 1:
                t.play(found[0][0])
                return
            if not found:
                t.tell(t.T.CANNOT_PLAY)
                return
            t.mode = t.CHOOSE
            self.choice = 0
            t.app.sound("tick")
        elif k == keys.B and CALL in v.moves:
            t.play(CALL)
            return
        else:
            t.tell(t.T.KEYS)
            return
        t.dirty = True

    def _choose(self, k):
        t = self.table
        found = self.picked_ways(t.human_view())
        if k in (keys.LEFT, keys.RIGHT, keys.UP, keys.DOWN):
            step = 1 if k in (keys.RIGHT, keys.DOWN) else -1
            self.choice = (self.choice + step) % len(found)
            t.app.sound("tick")
        elif k == keys.A:
            t.play(found[self.choice][0])
            return
        elif k == keys.B:
            t.mode = t.PICK
        t.dirty = True


def ways(v, card):
    """(move, taken) for each way the player may play ``card`` in view ``v``: the right ones,
    or under the mistakes option every one (telling them apart is the player's business there),
    laying the card down last, so A, A takes something as it does without the option."""
    out = []
    any_way = v.options.mistakes
    for i in range(len(v.moves)):
        if v.infos[i][0] == card and (any_way or v.legal[i]):
            out.append((v.moves[i], v.infos[i][1]))
    if any_way:
        out.sort(key=lambda way: not way[1])
    return out


def player_names(players, me, cable=False, teams=False, T=None):
    """Short names by player number, as seen from seat ``me`` (play goes to your right). On
    the cable the other board's player is the opponent, "Opp" (the message line says "Other
    board's turn"): three letters, like "CPU", leave the dealer's chip room before the points.
    Each for themselves, the CPU players have names, each with a letter of its own. ``T``: the
    table's words (scopa_core.lang), else loaded."""
    if T is None:
        T = texts("table")
    if players == 2:
        rel = (T.YOU, T.OPPONENT if cable else T.CPU)  # type: tuple
    elif teams:
        rel = T.TEAMS
    else:
        rel = T.NAMES
    return tuple(rel[(p - me) % players] for p in range(players))


def side_names(o, me, cable=False, T=None, opponent=None):
    """(names by player, names by side) for options ``o`` seen from seat ``me``: two sides
    of a pair each are "Us" and "Them", else each player's own name. ``opponent``: the other
    side's name where it has one (a tournament's entrant, from its bracket)."""
    if T is None:
        T = texts("table")
    names = player_names(o.players, me, cable, o.teams, T)
    if o.sides == 2 and o.teams:
        us, them = T.US, opponent or T.THEM
        return names, (us, them) if o.side_of(me) == 0 else (them, us)
    if opponent and o.players == 2:
        names = (names[0], opponent) if me == 0 else (opponent, names[1])
    return names, names
