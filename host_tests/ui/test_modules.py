"""The module lifecycle as data (scopa_ui.modules): every module of the UI is either one the
app keeps for good or one the table says when to keep, and sys.modules is edited in one place."""

import os
import re

from scopa_ui.modules import CABLE, LINKING, MATCH, MENUS, NEEDED_BY, SAVE, SPEAKING, TORNEO, needed_by

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The app's own, which every screen uses: loaded at start, kept for good.
STAYS = ("scopa_ui", "scopa_ui.app", "scopa_ui.modules", "scopa_ui.screen", "scopa_ui.widgets",
         "scopa_ui.label", "scopa_ui.cards")


def test_every_ui_module_stays_or_the_table_says_when_it_goes():
    ui = ["scopa_ui" if n == "__init__.py" else "scopa_ui." + n[:-3]
          for n in os.listdir(os.path.join(ROOT, "lib", "scopa_ui")) if n.endswith(".py")]
    named = NEEDED_BY[::2]
    assert len(set(named)) == len(named)
    for m in ui:
        assert (m in STAYS) != (m in named), m
    for m in named:  # and nothing it names is gone from the tree
        path = os.path.join(ROOT, "lib" if m.startswith("scopa_ui") else "", *m.split("."))
        assert os.path.isfile(path + ".py") or os.path.isdir(path), m


def test_a_package_covers_its_modules_and_a_modules_own_entry_comes_first():
    from scopa_core.link.handshake import HANDSHAKE_MODULES

    assert needed_by("scopa_core.ai.maestro") == needed_by("scopa_core.ai") == MATCH
    assert needed_by("scopa_core.link.moves") == needed_by("scopa_core.link") == CABLE
    for m in HANDSHAKE_MODULES:  # the match in play does without them
        assert needed_by(m) == LINKING, m
    assert needed_by("scopa_core.match") is None and needed_by("scopa_ui.app") is None  # for good
    assert needed_by("scopa_ui.tablex") is None and needed_by("scopa_core.links") is None
    assert not needed_by("scopa_ui.pause") and not needed_by("scopa_core.save")
    for m in SAVE:
        assert not needed_by(m) & (MENUS | TORNEO | MATCH), m  # a save is a moment
    for m in SPEAKING:
        assert needed_by(m) & MENUS, m


def test_sys_modules_is_edited_in_one_place():
    edit = re.compile(r"sys\.modules(\.(pop|clear|update|setdefault)\(|\[[^]]*\]\s*=[^=])|del sys\.modules")
    found = []
    for top in ("scopa_core", "lib", "tools"):
        for folder, _, names in os.walk(os.path.join(ROOT, top)):
            for n in names:
                if n.endswith(".py"):
                    path = os.path.join(folder, n)
                    with open(path, encoding="utf-8") as f:
                        for line in f:
                            if edit.search(line):
                                found.append(os.path.relpath(path, ROOT))
    assert found == [os.path.join("scopa_core", "modules.py")]
