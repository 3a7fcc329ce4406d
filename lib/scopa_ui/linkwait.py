"""Waiting for the other board on the cable: the handshake and the fair shuffle run here;
when both boards agree the match starts with the peer as the opponent's seat. B cancels, and
tells the other board so."""

from scopa_hw import keys
from scopa_ui import widgets as w
from scopa_ui.modules import LINKING
from scopa_ui.screen import Screen


class LinkWaitScreen(Screen):
    phase = LINKING

    def __init__(self, app):
        Screen.__init__(self, app)
        from scopa_core.lang import texts

        T = texts("menus")
        w.panel(self.group, 0, 0, 160, 128, w.PANEL)
        w.text(self.group, T.CABLE, 80, 4, w.GOLD, (0.5, 0.0))
        self.body = w.text(self.group, "", 6, 30, lines=5)
        w.text(self.group, T.CANCEL, 80, 127, w.DIM, (0.5, 1.0))
        self.link = None
        transport = app.board.uart()
        if transport is None:
            self.say(T.NO_PORT)
            return
        from scopa_core.link.clock import LIMITS_S
        from scopa_core.link.link import Link
        from scopa_ui.newgame import options_for

        self.link = Link(transport, app.board.ticks_ms, app.entropy)
        self.link.begin(options_for(app.settings), LIMITS_S[app.settings.turn_limit])
        app.link = self.link
        self.say(T.CONNECT)

    def say(self, s):
        w.set_text(self.body, "\n".join(w.wrap(s, 148)[:5]))

    def tick(self):
        link = self.link
        if link is None:
            return
        self.say(link.message)
        if link.match is not None:  # agreed; or the other board left once it could know the
            # deal, and the table records its loss (docs/rules.md "Winning the match")
            from scopa_ui.newgame import link_match

            link_match(self.app, link)

    def key(self, k):
        if k == keys.B:
            if self.link is not None:
                self.link.leave()  # the other board may have started: it must not count it
            # Back where B came from; the link's code goes with the link, or it would lie in
            # the heap under the menus, a tournament, the next match.
            self.app.link = None
            self.app.setup_row = 2  # Start!, above Language
            self.app.to_setup()
