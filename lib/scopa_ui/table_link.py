"""The table in a cable match: what the link's news means for the match on screen. Only a
cable match loads this."""

from scopa_ui.table_draw import WAIT


def follow(table, link):
    """Act on the link's state at each tick; True when the tick should stop there."""
    if link.resyncs != table.resyncs:  # the link rebuilt the match from the transcripts
        table.resyncs = link.resyncs
        table.session.restart()
        table.mode = WAIT
        table.pending = None
        table.dirty = True
    if link.state in ("lost", "failed"):
        link_down(table, link)
        return True
    if link.state == "ready" and link.peer_conceded:
        table.session.abandon(1 - table.match.options.side_of(table.me))
        table.after_move()
        table.app.notice("Cable link", "The other player conceded: you win.")
        return True
    return False


def link_down(table, link):
    """The peer vanished past the timeout: it loses (RULES.md 5). Or the link broke the
    protocol ("failed"): the match stops with no result, nothing is recorded."""
    table.pending = None
    table.mode = WAIT
    app = table.app
    if link.state == "failed":
        app.to_title(("Cable link", link.message))
        return
    table.session.abandon(1 - table.match.options.side_of(table.me))
    table.after_move()
    app.notice("Cable link", link.message)


NEWS_ROWS = 3


def say(table, msg, color, dots, news):
    """The message line of a cable match. The link's ``news`` is often longer than the line:
    it goes in a box that grows up from the line, on up to ``NEWS_ROWS`` rows, over the
    table's lower edge (it is the other board's turn: nothing there to choose)."""
    from scopa_ui import layout as L
    from scopa_ui import widgets as w

    tv = table.view
    if news:
        msg = msg[:1].upper() + msg[1:]  # the link's sentences start in lower case
    rows = w.wrap(msg, 156)[:NEWS_ROWS] if news and len(msg) > 26 else []
    box = table.news_box
    if box is not None and (box[0] is not tv or box[1].text.count("\n") + 1 != len(rows)):
        if box[0] is tv:
            tv.group.remove(box[1])
        box = table.news_box = None
    if not rows:
        tv.say(msg, color, dots)
        return
    tv.say("", color)
    if box is None:
        label = w.text(tv.group, "", 2, L.INFO_Y + 12, color, (0.0, 1.0), background=w.PANEL,
                       lines=len(rows))
        box = table.news_box = (tv, label)
    w.set_text(box[1], "\n".join(" " * ((26 - len(r)) // 2) + r for r in rows), color)
