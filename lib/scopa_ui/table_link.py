"""The table in a cable match: what the link's news means for the match on screen, and the
box that shows it when it is long. Only a cable match loads this."""

from micropython import const


def heard(table, said):
    """Act on what the session heard from the cable (``Session.follow``: what, why, whether a
    deal ended); the table has stopped showing a card."""
    what, why, deal_over = said
    app = table.app
    if what == "stopped":  # no result: nothing is recorded
        app.to_title((table.T.CABLE, _sentence(why)))
        return
    table.after_move(deal_over)  # rebuilt from both transcripts, or the match is over
    if why:
        app.notice(table.T.CABLE, _sentence(why))


def _sentence(text):
    """The link's messages start in lower case and end without a stop."""
    return text[:1].upper() + text[1:] + ("" if text[-1:] == "." else ".")


_NEWS_ROWS = const(3)


def say(view, msg, color, dots, news):
    """The message line of a cable match on the TableView ``view``. The link's ``news`` is
    often longer than the line: it goes in a box that grows up from the line, on up to
    ``_NEWS_ROWS`` rows, over the table's lower edge (it is the other board's turn: nothing
    there to choose)."""
    from scopa_ui import layout as L
    from scopa_ui import widgets as w

    if news:
        msg = msg[:1].upper() + msg[1:]  # the link's sentences start in lower case
    rows = w.wrap(msg, 156)[:_NEWS_ROWS] if news and len(msg) > 26 else []
    box = view.news_box
    if box is not None and box.text.count("\n") + 1 != len(rows):
        view.group.remove(box)
        box = view.news_box = None
    if not rows:
        view.say(msg, color, dots)
        return
    view.say("", color)
    if box is None:
        box = view.news_box = w.text(view.group, "", 2, L.INFO_Y + 12, color, (0.0, 1.0),
                                     background=w.PANEL, lines=len(rows))
    w.set_text(box, "\n".join(" " * ((26 - len(r)) // 2) + r for r in rows), color)


def time_ran_out(app):
    """This board's player let the turn clock run out: the match is lost, as by a concession
    (docs/rules.md "Winning the match"), which tells the other board. The pages over the table
    go first: the match's end shows over it."""
    table = None
    for s in app.stack:
        if getattr(s, "session", None) is not None:
            table = s
    if table is None or table.match.over:
        return
    while app.top is not table:
        app.pop()
    table.concede()
    app.notice(table.T.CABLE, table.T.TIME_UP_LOSE)
