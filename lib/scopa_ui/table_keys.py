"""The table's keys: the human picks a card with Left/Right, A plays it or, when it can take in
several ways, lets them choose the way (Left/Right, the table cards light up; A plays, B backs
out). Under the mistakes house rule every way is offered, wrong ones too, and B calls the last
play a mistake. Start pauses, Select shows what you know. TableScreen's methods (its class
takes them as attributes), in a module of their own so the board compiles the table in two
pieces."""

from scopa_core.cards import CALL
from scopa_hw import keys
from scopa_ui import widgets as w
from scopa_ui.table_draw import CHOOSE, FLOURISH, FLOURISH_MS, HINT, PICK, REVEAL, REVEAL_MS


def human_view(t):
    seat = t.session.seats[t.me]
    v = seat.view
    if v is None or t.session.to_move() != t.me or v.player != t.me:
        return None
    return v


def ways(t, v, card):
    """(move, taken) for each way the player may play ``card``: the right ones, or under the
    mistakes option every one (telling them apart is the player's business there), laying
    the card down last, so A, A takes something as it does without the option."""
    out = []
    any_way = v.options.mistakes
    for i in range(len(v.moves)):
        if v.infos[i][0] == card and (any_way or v.legal[i]):
            out.append((v.moves[i], v.infos[i][1]))
    if any_way:
        out.sort(key=lambda way: not way[1])
    return out


def key(t, k):
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
    if m == REVEAL and k == keys.A:
        t.t0 -= REVEAL_MS  # skip the wait
        return
    if m == FLOURISH and k == keys.A:
        t.t0 -= FLOURISH_MS
        return
    if m == PICK:
        key_pick(t, k)
    elif m == CHOOSE:
        key_choose(t, k)
    else:
        tell(t, "wait: not your turn" if m != HINT else "thinking of a hint...")


def key_pick(t, k):
    v = human_view(t)
    n = len(v.hand)
    if k in (keys.LEFT, keys.RIGHT):
        t.sel = (t.sel + (1 if k == keys.RIGHT else -1)) % n
        t.hint_text = None
        t.app.sound("tick")
    elif k == keys.A:
        found = ways(t, v, v.hand[t.sel])
        if len(found) == 1:
            play(t, found[0][0])
            return
        if not found:
            tell(t, "that card cannot be played")
            return
        t.mode = CHOOSE
        t.choice = 0
        t.app.sound("tick")
    elif k == keys.B and CALL in v.moves:
        play(t, CALL)
        return
    else:
        tell(t, "Left/Right: card, A: play")
        return
    t.dirty = True


def key_choose(t, k):
    v = human_view(t)
    found = ways(t, v, v.hand[t.sel])
    if k in (keys.LEFT, keys.RIGHT, keys.UP, keys.DOWN):
        step = 1 if k in (keys.RIGHT, keys.DOWN) else -1
        t.choice = (t.choice + step) % len(found)
        t.app.sound("tick")
    elif k == keys.A:
        play(t, found[t.choice][0])
        return
    elif k == keys.B:
        t.mode = PICK
    t.dirty = True


def tell(t, s):
    t.app.sound("nope")
    t.note = (s, t.app.now(), w.RED)
    t.dirty = True


def play(t, m):
    seat = t.session.seats[t.me]
    seat.choose(m)
    t.session.tick()
    t.hint_text = None
    t.landed(m)
