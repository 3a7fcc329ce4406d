"""The cable link's upkeep on every screen of a cable match (App.step calls it while
``app.link`` is set): a CPU match never loads this."""

from micropython import const

_LINGER_MS = const(3000)  # after a cable match: keep answering the other board this long


def poll_link(app):
    """Keep the link alive (acks, retransmissions); after the match, for a few seconds more,
    so the other board hears that our last move arrived. Then the app lets it go."""
    link = app.link
    link.poll()
    if link.out_of_time():  # on whatever screen the player left the table for
        from scopa_ui.table_link import time_ran_out

        time_ran_out(app)
    match = link.match
    if match is None or not match.over and link.state not in ("lost", "failed"):
        app.link_over_at = None
        return
    if app.link_over_at is None:
        app.link_over_at = app.now()
    if link.state in ("lost", "failed") or (link.settled and app.since(app.link_over_at) > _LINGER_MS):
        app.link = None
        app.link_over_at = None
