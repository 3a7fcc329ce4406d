"""Which modules the app forgets, and when: a board keeps a module's code in its heap while
sys.modules holds it, so what the next screen does not use goes first. Screens read these
lists; this module stays loaded, so it stays this small."""

# What only the menus use: forgotten when a match starts. Back at the title the screens'
# modules go (not the RESIDENT ones every screen uses) and what only a match's seats use
# (MATCH_CORE, the CPU players). The engine stays: its objects may outlive a match, and a
# second copy of a module imported later would mix the two copies' classes.
# A tournament's (docs/rules.md "Torneo"): its screens, the result at its matches' ends and
# the bracket; forgotten when a match starts and when the tournament ends.
TORNEO_MODULES = ("scopa_ui.torneo", "scopa_ui.torneo_end", "scopa_core.torneo")
MENU_MODULES = ("scopa_ui.title", "scopa_ui.menu", "scopa_ui.setup", "scopa_ui.stats",
                "scopa_ui.linkwait", "scopa_ui.notice", "scopa_ui.rules_text", "scopa_ui.newgame",
                "scopa_core.names") + TORNEO_MODULES
RESIDENT = ("scopa_ui", "scopa_ui.app", "scopa_ui.modules", "scopa_ui.screen", "scopa_ui.widgets",
            "scopa_ui.label", "scopa_ui.cards", "scopa_core", "scopa_core.prefs")
MATCH_CORE = ("scopa_core.session", "scopa_core.view", "scopa_core.names")
# Loaded to read or write the save (once per deal at most), forgotten right after; but the
# cable link's frames hold crc and record once it is loaded (forget keeps them then).
SAVE_MODULES = ("scopa_core.save", "scopa_core.save_write", "scopa_core.crc", "scopa_core.record")
LINK_HELD = ("scopa_core.crc", "scopa_core.record")


def forget(names):
    """Remove modules from sys.modules and from their package, so nothing keeps their code
    alive; the next import compiles them again."""
    import sys

    for name in names:
        if name not in sys.modules or name in LINK_HELD and "scopa_core.link" in sys.modules:
            continue  # (a second copy would load beside the link's)
        del sys.modules[name]
        pkg, _, attr = name.rpartition(".")
        parent = sys.modules.get(pkg)
        if parent is not None and attr in dir(parent):
            try:
                delattr(parent, attr)
            except (AttributeError, TypeError):  # a port without module delattr: still gone
                pass
