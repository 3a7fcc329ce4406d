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


def was_its_match(app, m):
    """Whether the ended match ``m`` was one of the tournament's (then the bracket follows
    its end): the seed of one of its rounds (the round has moved on since)."""
    if app.torneo is None:
        return False
    from scopa_core.torneo import ROUNDS, Torneo

    t = Torneo.from_bytes(app.torneo)
    return not t.playing and m.seed in [t.match_seed(r) for r in range(ROUNDS)]
