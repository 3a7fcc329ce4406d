"""The application: a stack of screens over one board, one cooperative loop.

Each ``step()`` polls the board, hands every pending key to the top screen and gives it one
``tick()`` (where the CPU thinks for a slice and animations advance). Nothing in a step blocks,
so Start works while the CPU thinks. Screens are imported when first shown."""

from micropython import const

from scopa_hw import keys  # noqa: F401 - every screen reads it: loaded first, low in the heap
from scopa_ui.modules import MENUS, SAVE, settle

_GC_EVERY = const(4096)  # bytes allocated between the main loop's collections (see App.step)


class App:
    def __init__(self, board, root="/"):
        import displayio

        self.board = board
        self.root = root  # the directory holding assets/ ("/" on the board)
        self.group = displayio.Group()
        board.display.root_group = self.group
        self.stack = []
        self.reshow = False  # a screen left: the one under it is shown at step's end
        self.switch = ()  # type: tuple  # reset_to's (make, phase, notice), at step's end
        self.entering = 0  # the phase reset_to enters (none before the first screen)
        self.deck = None
        self.steps = 0
        import gc

        # CircuitPython has no gc.threshold: the loop collects itself (CPython has no
        # mem_alloc and needs none of it).
        self._mem_alloc = getattr(gc, "mem_alloc", None)
        self._collect = gc.collect
        self._gc_at = 0
        self.problems = []
        self.link = None  # the cable link: polled every step, on any screen
        self.link_over_at = None  # when its match ended: it answers a while longer (link_poll)
        self.new_seed = None  # a new match's seed: drawn by newgame, unless tests pin one
        import os

        self.entropy = os.urandom  # the link's shuffle seeds (tests pin it too)
        self.torneo = None  # a tournament's bytes (scopa_core.torneo), saved with the match
        self.setup_row = 0  # New match opens on this row from its end (0: its first row)
        from scopa_ui.title import load_saves  # the title, shown first, reads them

        self.settings, self.stats, self.saved_match, self._save_last = load_saves(self)

    # -- saves --
    def save(self, match=None, header=None):
        """Write settings, stats and the match in progress in one record: ``match`` a Match
        with ``header`` its (level, variant, my seat), or the bytes of an earlier save (the
        settings changed), or None (no match in progress). Called at most once per deal, on
        settings changes and on save and quit. The save's code is loaded for this only."""
        from scopa_core.save_write import pack_match, write

        try:
            if header is not None:
                match = pack_match(header[0], header[1], header[2], match.to_bytes())
            self.saved_match = match
            self._save_last = write(self.board.nvm, self._save_last, self.settings, self.stats,
                                    match, self.torneo)[1]
        except (OSError, ValueError) as e:  # a full or failing nvm must not end the game
            self.problems.append(e)  # the notice says it could not save
        settle(self, SAVE)
        # Its code and garbage go now, before what comes next (a table, a breakdown) compiles
        # into the heap: otherwise that code lands between them and leaves holes.
        self.collect()

    def after_deal(self, table, deal_ended):
        """A deal ended, or the match did without one (a concession, a lost link): the save
        (with the stats when the match is over), then the breakdown or the result. The save's
        code leaves the heap before the breakdown's compiles: the two never share it."""
        match = table.match
        if not match.over:
            self.save(match, (table.level, table.variant, table.me))
        else:
            self.stats.record_match(table.level, match, match.options.side_of(table.me))
            if self.torneo is not None:  # a tournament's match: its result goes in this save
                from scopa_ui.torneo_end import match_over

                match_over(self, match, table.me)
            self.save(None)
        if deal_ended:
            from scopa_ui.scoreboard import DealEndScreen

            self.push(DealEndScreen(self, table))
        else:
            from scopa_ui.matchend import MatchEndScreen

            self.push(MatchEndScreen(self, table))

    # -- screens --
    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    @property
    def phase(self):
        """The phase the app is in (scopa_ui.modules): that of the highest screen on the stack
        that declares one; while reset_to builds a phase's first screen, the phase it enters."""
        i = len(self.stack)
        while i:
            i -= 1
            if self.stack[i].phase:
                return self.stack[i].phase
        return self.entering

    def push(self, screen):
        self.stack.append(screen)
        self.group.append(screen.group)
        self.reshow = False
        screen.shown()

    def pop(self):
        """Drop the top screen. The one under it hears shown() after the step's keys, when
        nothing holds the dropped one (unless a screen was pushed meanwhile)."""
        self._drop()
        self.reshow = bool(self.stack)

    def replace(self, screen):
        """Swap the top screen for ``screen``."""
        self._drop()
        self.push(screen)

    def _drop(self):
        screen = self.stack.pop()
        self.group.remove(screen.group)
        screen.closed()
        settle(self, screen.uses)  # a page's modules (pause, info) leave with it
        return screen

    def reset_to(self, make, phase, notice=None):
        """Enter ``phase``: drop every screen and let go of the modules the phase does not
        need (the board frees their code), then show the screen ``make()`` builds (its first
        screen, which declares that phase) and the ``notice`` (title, body) over it. In
        step(), once the key or tick that asked has returned: then nothing holds the screens
        that go (a menu's key handler holds its screen and its code), and what comes never
        shares the heap with them. The phase is named here, not read from the screen: its
        module is not loaded until the others have gone."""
        self.switch = (make, phase, notice)

    def _switch(self):
        make, self.entering, notice = self.switch
        self.switch = ()
        while self.stack:
            self._drop()
        settle(self)
        self.collect()
        self.push(make())
        if notice:
            self._notice_if_room(notice)

    def _notice_if_room(self, notice):
        # Apart from _switch: a try block's words on the Python stack are only written when
        # it is entered, and until then they keep what an earlier call left there (the menu's
        # handler, and through it the menus' code), which the collector then keeps alive.
        try:
            self.notice(*notice)
        except MemoryError:  # no room left even for the words: the title stands, not a stop
            print("notice dropped: out of memory")

    def to_title(self, notice=None, then=None):
        """Back to the title after a match: the table's modules, the CPU and the link (once
        it has let go) go. ``then(app)``: a screen shown over the title (a tournament's
        bracket)."""

        def title():
            from scopa_ui.title import TitleScreen

            if then is None:
                return TitleScreen(self)
            self.push(TitleScreen(self))
            return then(self)

        self.reset_to(title, MENUS, notice)

    def to_setup(self):
        """New match over the title (the cable's waiting screen cancelled, a new language)."""

        def setup():
            from scopa_ui.setup import SetupScreen
            from scopa_ui.title import TitleScreen

            self.push(TitleScreen(self))
            return SetupScreen(self)

        self.reset_to(setup, MENUS)

    def start(self):
        # Imported here, not with the app: the title's module leaves the heap with the menus.
        from scopa_ui import title

        self.push(title.start(self))  # the title, or a first start's question
        self.report()

    def report(self):
        """The save's problems (a damaged save, a failed write) over the top screen, at once."""
        if self.problems:
            self.notice(None, self.problems)  # its words: NoticeScreen's
            self.problems = []

    def notice(self, title, body):
        from scopa_ui.notice import NoticeScreen

        self.push(NoticeScreen(self, title, body))

    # -- the loop --
    def step(self):
        b = self.board
        b.poll()
        k = b.next_key()
        while k >= 0:
            if self.stack:
                self.stack[-1].key(k)
            if self.switch:
                self._switch()
            k = b.next_key()
        if self.link is not None:  # a cable match: its module polls it on every screen
            from scopa_ui.link_poll import poll_link

            poll_link(self)
            if self.switch:
                self._switch()
        if self.reshow:
            self.reshow = False
            self.stack[-1].shown()
        if self.stack:
            self.stack[-1].tick()
        if self.switch:
            self._switch()
        self.report()
        self.steps += 1
        # A collection once the step's garbage passes _GC_EVERY: what lives then lands in a
        # clean heap, not between garbage, and the heap breaks up less.
        if self._mem_alloc is not None and self._mem_alloc() > self._gc_at:
            self.collect()

    def collect(self):
        """A collection, on the board: CPython's heap needs none of this."""
        if self._mem_alloc is not None:
            self._collect()
            self._gc_at = self._mem_alloc() + _GC_EVERY

    def run(self):
        self.start()
        while not self.board.quit_requested:
            self.step_safely()
        from scopa_ui.pause import closing  # the simulator's window (a board never quits)

        closing(self)

    def step_safely(self):
        """One step of the board's loop. If the heap or the Python stack (2 KB on a board:
        "pystack exhausted") runs out during a match, or while one is being set up, the match
        and its code leave and the title says so: Continue resumes from the last deal's save,
        as after a power cut. At the title and menus the error stands (the console shows it)."""
        try:
            self.step()
        except MemoryError as e:
            self._drop_match(e, "NO_HEAP")
        except RuntimeError as e:
            if "pystack" not in str(e):
                raise
            self._drop_match(e, "NO_STACK")

    def _drop_match(self, error, why):
        if self.stack and not any(getattr(s, "match", None) is not None for s in self.stack):
            raise error  # no match on the stack: at the title and menus the error stands
        link, self.link = self.link, None  # a cable match ends here
        while self.stack:  # a screen may be half pushed: its group not shown yet
            try:
                self._drop()
            except ValueError:
                pass
        if link is not None:
            try:  # the other board hears it now, not after its 12 s timeout
                from scopa_core.link.channel import BYE_QUIT  # loaded: only looked up

                link.leave(BYE_QUIT)
            except MemoryError:
                pass
            link = None  # its match and buffers go with the table's before the title is built
        self.to_title((None, (why, self.saved_match is not None)))  # NoticeScreen's words
        self._switch()

    # -- services for screens --
    def now(self):
        return self.board.ticks_ms()

    def since(self, t):
        return self.board.ticks_diff(self.board.ticks_ms(), t)

    def sound(self, name):
        if self.settings.sound:
            self.board.play_sound(name)

    def load_deck(self):
        """The deck of the settings' style: read once, shared by every screen."""
        from scopa_ui.cards import STYLES

        style = STYLES[self.settings.deck]
        if self.deck is None or self.deck.style != style:
            self.deck = None  # the old sheet goes before the other one is read
            from scopa_ui.asset_files import load_deck

            self.deck = load_deck(style, self.root)
            settle(self, ("scopa_ui.asset_files",))
        return self.deck

