"""The table's keys: the human picks a card with Left/Right, A plays it or, when it can take in
several ways, lets them choose the way (Left/Right, the table cards light up; A plays, B backs
out). Under the mistakes house rule every way is offered, wrong ones too, and B calls the last
play a mistake. Start pauses, Select shows what you know. A module of its own: the board
compiles the table in pieces."""

from scopa_core.cards import CALL
from scopa_hw import keys
from scopa_ui.table_draw import CHOOSE, FLOURISH, HINT, PICK, REVEAL, ways


class TableKeys:
    """The keys of a TableScreen and the cursor they move: ``sel``, the card picked in your
    hand, and ``choice``, the way picked to play it. The table plays what they choose."""

    def __init__(self, table):
        self.table = table
        self.sel = 0
        self.choice = 0

    def point_at(self, v, m):
        """Put the cursor on move ``m`` of view ``v`` (a hint's); the mode that shows it."""
        card = v.info(m)[0]
        self.sel = v.hand.index(card)
        found = ways(v, card)
        self.choice = [way[0] for way in found].index(m)
        return CHOOSE if len(found) > 1 else PICK

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
        if m == PICK:
            self._pick(k)
        elif m == CHOOSE:
            self._choose(k)
        elif m in (REVEAL, FLOURISH) and k == keys.A:
            t.skip_wait()
        else:
            t.tell(t.T.SAY[2 if m != HINT else 3])  # not your turn; a hint is coming

    def _pick(self, k):
        t = self.table
        v = t.human_view()
        if k in (keys.LEFT, keys.RIGHT):
            self.sel = (self.sel + (1 if k == keys.RIGHT else -1)) % len(v.hand)
            t.hint_text = None
            t.app.sound("tick")
        elif k == keys.A:
            found = ways(v, v.hand[self.sel])
            if len(found) == 1:
                t.play(found[0][0])
                return
            if not found:
                t.tell(t.T.SAY[4])  # that card cannot be played
                return
            t.mode = CHOOSE
            self.choice = 0
            t.app.sound("tick")
        elif k == keys.B and CALL in v.moves:
            t.play(CALL)
            return
        else:
            t.tell(t.T.SAY[5])  # the keys
            return
        t.dirty = True

    def _choose(self, k):
        t = self.table
        v = t.human_view()
        found = ways(v, v.hand[self.sel])
        if k in (keys.LEFT, keys.RIGHT, keys.UP, keys.DOWN):
            step = 1 if k in (keys.RIGHT, keys.DOWN) else -1
            self.choice = (self.choice + step) % len(found)
            t.app.sound("tick")
        elif k == keys.A:
            t.play(found[self.choice][0])
            return
        elif k == keys.B:
            t.mode = PICK
        t.dirty = True
