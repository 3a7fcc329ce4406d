"""A tournament's match has ended: its result goes into the bracket before the deal's one save
(``App.after_deal``), and the match's end leads back to the bracket. Small: it loads at a
match's end, beside the table."""


def match_over(app, m, me):
    """Record the ended match ``m`` (you at seat ``me``) in the bracket if it is the
    tournament's match of this round (a match of the player's own has another seed); at the
    tournament's end, in the stats. A match given up for a new one ends here too: lost."""
    from scopa_core.torneo import Torneo

    t = Torneo.from_bytes(app.torneo)
    if not t.playing or m.seed != t.match_seed():
        return
    from scopa_core.prefs import LOST, TORNEO, WON
    from scopa_core.torneo import ME

    side = m.options.side_of(me)
    t.record(m.winner == side, m.totals[side], m.totals[1 - side])
    if t.over:
        app.stats.record(TORNEO, WON if t.champion() == ME else LOST)
    app.torneo = t.to_bytes()


def bracket_next(app, table):
    """What the match's end shows over the title: the bracket, after a tournament's match."""
    if app.torneo is None:
        return None
    from scopa_core.torneo import Torneo

    t = Torneo.from_bytes(app.torneo)
    # The match just recorded: the seed of its round (the round has moved on since).
    if t.playing or table.match.seed not in [t.match_seed(r) for r in range(3)]:
        return None

    def bracket(app):
        from scopa_ui.torneo import BracketScreen

        return BracketScreen(app)

    return bracket
