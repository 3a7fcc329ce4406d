"""The module lifecycle: which modules the app keeps, and when the others go. A board keeps a
module's code in its heap while sys.modules holds it, so what nothing needs goes (``settle``),
and the next import loads it again.

The app is in one phase at a time (``App.phase``): each screen declares the phase it belongs to
(``Screen.phase``; a page shown over any phase declares none and shares the one it covers).
``App.reset_to`` enters a phase: every screen goes, then every module the phase does not need,
before its first screen is built, so what comes never shares the heap with what went. Within a
phase, a page keeps its own modules while it is on the stack (``Screen.uses``), and a moment's
modules (the save's, the deck's reader, the table's pictures) go when the moment is over.

A module ``NEEDED_BY`` does not name stays for good: the app's own (app, screen, widgets,
label, cards, modules) and the engine, whose objects may outlive a match (a second copy of a
module imported later would mix the two copies' classes). The language's words leave as they
are read (``scopa_core.lang.texts``); the modules that keep some as they load go when the
language changes (``forget_words``). Both, and this, take a module out through
``scopa_core.modules.forget``, the one place that edits sys.modules."""

from micropython import const

from scopa_core.modules import forget

# The phases (bits: a module may be needed by several).
MENUS = const(1)  # the title and the menus over it
TORNEO = const(2)  # a tournament's screens over the title (docs/rules.md "Torneo")
LINKING = const(4)  # waiting for the other board on the cable: the handshake
MATCH = const(8)  # a match: the table and the pages over it
CABLE = const(16)  # not a phase: while the app holds a cable link, whatever the phase

# Each module that comes and goes, then the phases that keep it; a package's entry covers its
# modules, and the first entry that covers a module counts. 0: no phase keeps it, only the
# pages that use it while they show, or the moment that loads it.
NEEDED_BY = (
    "scopa_ui.title", MENUS | TORNEO,
    "scopa_ui.menu", MENUS | TORNEO,
    "scopa_ui.setup", MENUS,
    "scopa_ui.stats", MENUS,
    "scopa_ui.rules_text", MENUS,  # (New match's house rules read it)
    "scopa_ui.newgame", MENUS | TORNEO | LINKING,
    "scopa_core.names", MENUS | TORNEO,
    "scopa_ui.torneo", TORNEO,
    "scopa_core.torneo", TORNEO,
    "scopa_ui.torneo_end", 0,  # a tournament's match's result, at its end
    "scopa_ui.linkwait", LINKING,
    "scopa_core.link.handshake", LINKING,
    "scopa_core.link.sha256", LINKING,
    "scopa_core.link", CABLE,
    "scopa_core.crc", CABLE,  # the link's frames hold them; else the save's (SAVE)
    "scopa_core.record", CABLE,
    "scopa_ui.link_poll", CABLE,
    "scopa_ui.table", MATCH,
    "scopa_ui.table_calls", MATCH,
    "scopa_ui.table_link", MATCH,
    "scopa_ui.layout", MATCH,
    "scopa_core.session", MATCH,
    "scopa_core.view", MATCH,
    "scopa_core.ai", MATCH,
    "scopa_ui.table_view", 0,  # while the table's pictures show (TableScreen.hide_view)
    "scopa_ui.pause", 0,  # the pages
    "scopa_ui.info", 0,
    "scopa_ui.scoreboard", 0,
    "scopa_ui.matchend", 0,
    "scopa_ui.notice", 0,
    "scopa_core.card_words", 0,
    "scopa_core.save", 0,  # the moments
    "scopa_core.save_write", 0,
    "scopa_ui.asset_files", 0,
    "scopa_ui.blinka_font", 0,
)  # type: tuple
# A save's modules: loaded to read or write it, let go right after.
SAVE = ("scopa_core.save", "scopa_core.save_write", "scopa_core.crc", "scopa_core.record")
# The modules that read their words as they load.
SPEAKING = ("scopa_core.names", "scopa_ui.rules_text", "scopa_ui.setup")


def needed_by(name):
    """The phases that keep module ``name`` (bits), or None: it stays for good."""
    for i in range(0, len(NEEDED_BY), 2):
        entry = NEEDED_BY[i]
        if name == entry or name.startswith(entry) and name[len(entry)] == ".":
            return NEEDED_BY[i + 1]
    return None


def settle(app, among=None):
    """Let go of the modules ``among`` (by default every loaded one that comes and goes) that
    nothing needs now: neither the app's phase, nor its cable link, nor a screen on its
    stack."""
    import sys

    now = app.phase | (CABLE if app.link is not None else 0)
    used = [name for screen in app.stack for name in screen.uses]
    for name in list(sys.modules) if among is None else among:
        phases = needed_by(name)
        if phases is not None and not phases & now and name not in used:
            forget(name)


def forget_words():
    """The language changed: the modules that read their words as they load go, and read them
    again in the new one when next imported."""
    for name in SPEAKING:
        forget(name)
