"""From the setup screen's choices to a running session: the options of each variant, the
seats (you, CPU opponents, a CPU partner, or the cable), the names shown on screen, and the
match-in-progress bytes the save keeps (a 3-byte header, then ``scopa_core.record``)."""

from scopa_core.options import (DEALS, END_FIXED, END_RULES, FIXED_DEALS, PRIMIERA_RULES, TARGETS,
                                Options)
from scopa_core.prefs import GAMES, HOUSE, LINK_LEVEL, ONE_V_ONE, SEAT_PLAYERS, TWO_V_TWO, is_cable


def options_for(settings):
    """The engine options of the match the settings describe (the Target row gives the deals
    under END_FIXED). ValueError if out of range."""
    rules = house_of(settings)
    rules.update(shown_of(settings, settings.seats == TWO_V_TWO))
    return variant_options(settings.variant, settings.seats, TARGETS[settings.target],
                           PRIMIERA_RULES[settings.primiera], END_RULES[settings.end],
                           rules, DEALS[settings.target])


def shown_of(rules, teams):
    """The cards on show (carte viste, carte scoperte) of settings or options, as Options
    keywords; scoperte only with ``teams`` (two against two), the one seating it plays in."""
    return {"no_viste": bool(rules.no_viste), "scoperte": bool(rules.scoperte) and teams}


def house_of(rules):
    """The house rules (prefs.HOUSE) of settings or options, as Options keywords."""
    return {name: bool(getattr(rules, name)) for name in HOUSE}


def variant_options(v, seats, target, primiera, end, house=None, deals=FIXED_DEALS):
    """The options of game ``v`` (below prefs.GAMES) for ``seats`` (an index of
    prefs.SEAT_PLAYERS) with these match rules, ``house`` rules (``house_of``) and, for the fixed
    deals end, ``deals`` (one of DEALS): the only options this game offers, so the only ones
    a saved match may hold."""
    if not 0 <= v < GAMES:
        raise ValueError("unknown game %r" % (v,))
    if deals not in DEALS:
        raise ValueError("%r deals" % (deals,))
    if end not in (END_FIXED, END_RULES[END_FIXED]):  # (a saved match's options give the index)
        deals = FIXED_DEALS  # as Options keeps it when no end counts deals
    return Options(target=target, primiera=primiera, end=end, scopone=v & 1 == 1, escoba=v >= 2,
                   players=SEAT_PLAYERS[seats], teams=seats == TWO_V_TWO, deals=deals, **(house or {}))


def game_of(o):
    """(game, seats) of options, as the setup's rows name them."""
    # prefs.SEAT_PLAYERS: each for themselves, 3 players at index 2 on to 6 at index 5
    seats = TWO_V_TWO if o.teams else o.players - 1 if o.players > 2 else ONE_V_ONE
    return o.scopone + 2 * o.escoba, seats


def parse_match_bytes(data):
    """(level, game, me, match) from the saved bytes (``App.save``); ValueError if damaged
    or illegal. The game comes from the record's options (the header's byte named
    "Two against two" in a save without seats)."""
    from scopa_core.match import Match
    from scopa_core.save import unpack_match

    if data is None:
        raise ValueError("no saved match")
    level, _, me, record = unpack_match(data)
    match = Match.from_bytes(record)
    o = match.options
    # A record the game itself could not have written (8 fixed deals, two teams of three, a
    # match already over) would break the table later, far from the cause: refused here.
    game, seats = game_of(o)
    rules = house_of(o)
    rules.update(shown_of(o, o.teams))
    if o.deals not in DEALS or o != variant_options(game, seats, o.target, o.primiera, o.end,
                                                    rules, o.deals):
        raise ValueError("not a match this game offers")
    if match.over:
        raise ValueError("the match is over")
    if me >= o.players:
        raise ValueError("saved match has no seat %d" % me)
    return level, game, me, match


def _start(app, me, level, variant, session, link=None, opponent=None):
    """Leave the menus for the table. ``session()`` builds the match's Session (and a new
    match's first save) only once the menus' screens and code are gone; then the table comes
    in and seats the CPU players, whose code is loaded first of all. So the largest imports of
    a match (the CPU players, the table) never share the heap with the menus."""
    from scopa_ui.modules import MATCH

    def table():
        if not is_cable(level):
            from scopa_core.ai.levels import agent_class

            agent_class(level)  # the CPU players' code compiles first, on the emptiest heap
        s = session()
        from scopa_ui.table import TableScreen

        t = TableScreen(app, s, me, level, variant, opponent)
        t.link = link
        return t

    app.reset_to(table, MATCH)  # the menus go, and the handshake's code once it is done


def _cpu_session(match, me):
    """You at ``me``; the table seats the CPU players (TableScreen.seat_cpus)."""
    from scopa_core.session import HumanSeat, Session

    seats = [None] * match.options.players  # type: list
    seats[me] = HumanSeat()
    return Session(match, seats)


def new_match(app):
    """Start the match the settings describe, against the CPU, and save it once (before
    the CPU players load: the save's code leaves the heap first)."""
    s = app.settings
    seed = app.new_seed() if app.new_seed else random_seed()
    options = options_for(s)  # a bad setting is refused here, while the menus are still up
    cpu_match(app, options, s.level, s.variant, seed)


def cpu_match(app, options, level, variant, seed, opponent=None):
    """Start a match with these options against CPU players of ``level``, you at seat 0, and
    save it once (a tournament's matches start here too, ``opponent`` the entrant's name)."""

    def session():
        from scopa_core.match import Match

        match = Match(options, seed)
        app.save(match, (level, variant, 0))
        return _cpu_session(match, 0)

    _start(app, 0, level, variant, session, opponent=opponent)


def abandon_saved(app):
    """The saved match is given up for a new one: a loss in the stats, as a concession."""
    try:
        level, variant, me, match = parse_match_bytes(app.saved_match)
    except ValueError:
        return  # unreadable: it was never a match the player could go on with
    side = match.options.side_of(me)
    match.abandon(side)
    app.stats.record_match(level, match, side)
    if app.torneo is not None:  # a tournament's match given up: lost there too
        from scopa_ui.torneo_end import match_over

        match_over(app, match, me)
    app.save(None)  # counted once: the match leaves the save with it


def resume_match(app):
    """Continue the saved match exactly where its record stops."""
    from scopa_core.lang import texts

    try:
        level, variant, me, match = parse_match_bytes(app.saved_match)
    except ValueError as e:
        app.saved_match = None
        T = texts("menus")
        app.notice(T.CANNOT_CONTINUE, T.UNREADABLE % (e,))
        return
    if is_cable(level):
        T = texts("menus")
        app.notice(T.CANNOT_CONTINUE, T.CABLE_ALONE)
        return
    opponent = None
    if app.torneo is not None:  # a tournament's match: its opponent by name, as on the bracket
        from scopa_core.torneo import Torneo

        try:
            t = Torneo.from_bytes(app.torneo)
            if t.owns(level, me, match.options, match.seed):  # (not a match of the player's own)
                opponent = t.name(t.opponent())
        except ValueError:  # (checked when the save was read): the table says "CPU" then
            pass
    _start(app, me, level, variant, lambda: _cpu_session(match, me), opponent=opponent)


def link_match(app, link):
    """The handshake is done: you against the other board, on the match both agreed."""
    from scopa_core.session import HumanSeat, Session

    me = link.local_player
    seats = [None, None]  # type: list
    seats[me] = HumanSeat()
    seats[1 - me] = link.seat()
    _start(app, me, LINK_LEVEL, app.settings.variant, lambda: Session(link.match, seats), link)


def random_seed():
    """A fresh match seed below 2^30 from the board's true random source."""
    import os

    b = os.urandom(4)
    return (b[0] | b[1] << 8 | b[2] << 16 | (b[3] & 0x3F) << 24)
