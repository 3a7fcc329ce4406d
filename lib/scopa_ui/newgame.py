"""From the setup screen's choices to a running session: the options of each variant, the
seats (you, CPU opponents, a CPU partner, or the cable), the names shown on screen, and the
match-in-progress bytes the save keeps (a 3-byte header, then ``scopa_core.record``)."""

from scopa_core.options import Options, PRIMIERA_RULES, END_RULES, TARGETS
from scopa_core.prefs import LINK_LEVEL as LINK, VARIANTS as VARIANT_NAMES

LEVEL_NAMES = ("Principiante", "Normale", "Esperto", "Maestro", "Cable link")
LEVEL_KEYS = ("principiante", "normale", "esperto", "maestro")


def options_for(settings):
    """The engine options of the match the settings describe. ValueError if out of range."""
    kw = {
        "target": TARGETS[settings.target],
        "primiera": PRIMIERA_RULES[settings.primiera],
        "end": END_RULES[settings.end],
    }
    v = settings.variant
    if v == 1:
        kw["scopone"] = True
    elif v == 2:
        kw["escoba"] = True
    elif v == 3:
        kw["players"] = 4
        kw["teams"] = True
    elif v != 0:
        raise ValueError("unknown variant %r" % (v,))
    return Options(**kw)


def cpu_seats(options, level, me, seed, clock=None):
    """A seat per player: None for the human at ``me``, a CPU agent elsewhere. ``clock`` is
    ``(now_ms, diff)`` of the board so thinking stops at the level's time budget."""
    from scopa_core.ai import make_agent
    from scopa_ui.table import THINK_MS

    seats = []  # type: list
    for p in range(options.players):
        if p == me:
            seats.append(None)
        else:
            kw = {}
            if clock is not None:
                kw["clock"] = clock
                kw["time_ms"] = THINK_MS[level]
            seats.append(make_agent(LEVEL_KEYS[level], (seed + 7919 * (p + 1)) & 0x3FFFFFFF, **kw))
    return seats


def parse_match_bytes(data):
    """(level, variant, me, match) from the saved bytes (``App.save``); ValueError if damaged
    or illegal."""
    from scopa_core.match import Match
    from scopa_core.save import unpack_match

    if data is None:
        raise ValueError("no saved match")
    level, variant, me, record = unpack_match(data)
    match = Match.from_bytes(record)
    if me >= match.options.players:
        raise ValueError("saved match has no seat %d" % me)
    return level, variant, me, match


def _start(app, session, me, level, variant):
    from scopa_ui.table import TableScreen
    from scopa_ui.app import MENU_MODULES, SAVE_MODULES

    app.reset_to(lambda: TableScreen(app, session, me, level, variant),
                 MENU_MODULES + SAVE_MODULES)


def new_match(app):
    """Start the match the settings describe, against the CPU, and save it once."""
    from scopa_core.match import Match
    from scopa_core.session import HumanSeat, Session

    s = app.settings
    seed = app.new_seed()
    options = options_for(s)
    match = Match(options, seed)
    me = 0
    b = app.board
    seats = cpu_seats(options, s.level, me, seed, (b.ticks_ms, b.ticks_diff))
    seats[me] = HumanSeat()
    app.save(match, (s.level, s.variant, me))
    _start(app, Session(match, seats), me, s.level, s.variant)


def resume_match(app):
    """Continue the saved match exactly where its record stops."""
    from scopa_core.session import HumanSeat, Session

    try:
        level, variant, me, match = parse_match_bytes(app.saved_match)
    except ValueError as e:
        app.saved_match = None
        app.notice("Cannot continue", "The saved match could not be read (%s)." % (e,))
        return
    if level == LINK:
        app.notice("Cannot continue", "A cable match cannot be resumed alone.")
        return
    b = app.board
    seats = cpu_seats(match.options, level, me, match.seed ^ len(match.history),
                      (b.ticks_ms, b.ticks_diff))
    seats[me] = HumanSeat()
    _start(app, Session(match, seats), me, level, variant)


def link_match(app, link):
    """The handshake is done: you against the other board, on the match both agreed."""
    from scopa_core.session import HumanSeat, Session

    me = link.local_player
    seats = [None, None]  # type: list
    seats[me] = HumanSeat()
    seats[1 - me] = link.seat()
    s = app.settings
    _start(app, Session(link.match, seats), me, LINK, s.variant)
    app.top.link = link
