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
