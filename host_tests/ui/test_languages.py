"""Italiano / English: every text in both languages, fitting the 160x128 screen in both; a
first start asks for the language, which is remembered and changeable in New match."""

import ast
import importlib
import os
import re

import pytest
from hypothesis import given, strategies as st

from scopa_core import lang
from scopa_core.lang.pack import pack
from scopa_core.modules import forget
from tools.ui_driver import Driver

PARTS = sorted(f[3:-3] for f in os.listdir(os.path.dirname(lang.__file__)) if f.startswith("en_"))
FORMAT = re.compile(r"%[-0-9]*[sdr%]")


def _module(code, part):
    """The module as written (left out of sys.modules, as the game's texts leave it)."""
    name = "scopa_core.lang.%s_%s" % (code, part)
    mod = importlib.import_module(name)
    forget(name)
    return mod


def _words(code, part):
    m = _module(code, part)
    t = lang.Texts(m)
    return {k: getattr(t, k) for k in dir(m) if not k.startswith("_")}


def _shape(v):
    """What both languages must share: the formats' directives, the tuples' lengths."""
    if isinstance(v, str):
        return FORMAT.findall(v)
    if isinstance(v, tuple):
        return [len(v)] + [_shape(x) for x in v]
    return type(v).__name__


@pytest.mark.parametrize("part", PARTS)
def test_every_text_exists_in_both_languages_with_the_same_shape(part):
    en, it = _words("en", part), _words("it", part)
    assert sorted(en) == sorted(it), "%s: only in English %s, only in Italian %s" % (
        part, sorted(set(en) - set(it)), sorted(set(it) - set(en)))
    for k in en:
        assert _shape(en[k]) == _shape(it[k]), "%s.%s: %r vs %r" % (part, k, en[k], it[k])


def _tuple_names():
    """The names of the language modules that hold tuples of texts (a text itself may be
    sliced: it is a string)."""
    return {k for part in PARTS for k, v in _words("en", part).items() if type(v) is tuple}


def _readers():
    """The game's modules and the terminal's, which read texts."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(lang.__file__)))
    for top in ("scopa_core", os.path.join("lib", "scopa_ui")):
        for base, dirs, files in os.walk(os.path.join(root, top)):
            if os.path.basename(base) != "lang":
                for f in sorted(files):
                    if f.endswith(".py"):
                        yield os.path.join(base, f)
    yield os.path.join(root, "tools", "term.py")
    yield os.path.join(root, "tools", "term_args.py")


def _by_position(tree, texts):
    """Where ``tree`` reads a text by its place: ``<x>.NAME[2]``, ``<x>.NAME[1:3]`` or an
    alias of it (``a = <x>.NAME`` then ``a[2]``), or unpacks one (``a, b = <x>.NAME``),
    NAME being a tuple of the language modules. A tuple read by a value the game holds
    (``LEVELS[level]``) is data, not a text picked by its place."""
    aliases = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute) \
                and node.value.attr in texts:
            for target in node.targets:
                if isinstance(target, ast.Name):
                    aliases.add(target.id)
                elif isinstance(target, (ast.Tuple, ast.List)):
                    yield node.lineno, "unpacks %s" % node.value.attr

    def literal(index):
        if isinstance(index, ast.Slice):
            return all(i is None or isinstance(i, ast.Constant)
                       or isinstance(i, ast.UnaryOp) and isinstance(i.operand, ast.Constant)
                       for i in (index.lower, index.upper, index.step))
        return isinstance(index, ast.Constant) and type(index.value) is int or \
            isinstance(index, ast.UnaryOp) and isinstance(index.operand, ast.Constant)

    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and literal(node.slice):
            v = node.value
            if isinstance(v, ast.Attribute) and v.attr in texts:
                yield node.lineno, "%s[%s]" % (v.attr, ast.unparse(node.slice))
            elif isinstance(v, ast.Name) and v.id in aliases:
                yield node.lineno, "%s[%s]" % (v.id, ast.unparse(node.slice))


def test_no_text_is_read_by_its_place():
    """Every text that stands for one meaning has a name of its own in each language, and is
    read by it (``T.SCOPA``, not ``T.SAY[6]``)."""
    texts = _tuple_names()
    found = []
    for path in _readers():
        with open(path) as f:
            tree = ast.parse(f.read())
        found += ["%s:%d: %s" % (os.path.relpath(path), line, what)
                  for line, what in _by_position(tree, texts)]
    assert not found, "\n".join(found)


def test_the_positional_check_finds_what_it_is_for():
    texts = {"SAY", "WHO", "TITLE", "LEVELS"}
    code = ("moment = t.T.SAY[6]\n"
            "us, them = T.WHO[3:5]\n"
            "a, b, c = texts('menus').TITLE\n"
            "_S = _T.SAY\n"
            "x = _S[13]\n"
            "name = LEVELS[level]\n"
            "other = names.LEVELS[t.level()]\n")
    assert sorted(line for line, _ in _by_position(ast.parse(code), texts)) == [1, 2, 3, 5]


def test_every_sentence_said_exists_with_its_formats():
    """``say(part, NAME, *args)`` (the cable link's sentences): NAME is a text of the part,
    with a format for each argument."""
    bad = []
    for path in _readers():
        with open(path) as f:
            tree = ast.parse(f.read())
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "say"
                    and isinstance(node.args[0], ast.Constant)):
                continue
            said = node.args[1]
            words = _words("en", node.args[0].value)
            for name in (said.body, said.orelse) if isinstance(said, ast.IfExp) else (said,):
                text = words.get(name.value)
                if not isinstance(text, str) or len(FORMAT.findall(text)) != len(node.args) - 2:
                    bad.append("%s:%d: %s" % (os.path.relpath(path), node.lineno, name.value))
    assert not bad, bad


@pytest.mark.parametrize("code", lang.LANGS)
@pytest.mark.parametrize("part", PARTS)
def test_packed_texts_read_as_written(code, part):
    """A board reads each part packed in a few strings (make deploy's ``pack``): every text reads
    the same there as from the module as written, tuples and dicts included."""
    words = _words(code, part)
    packed = lang.Texts(pack(_module(code, part)))
    for k, v in words.items():
        got = getattr(packed, k)
        assert got == v and type(got) is type(v), "%s_%s.%s: %r, written %r" % (
            code, part, k, got, v)
    for k in ("NO_SUCH_TEXT", "O" if "OPPONENT" in words else "OPPONENT"):  # a prefix is no name
        with pytest.raises(AttributeError):
            getattr(packed, k)


def test_packed_texts_come_in_small_pieces():
    """Each piece is one block of a board's heap: none larger than PIECE unless one text is."""
    from scopa_core.lang.pack import PIECE

    for code in lang.LANGS:
        for part in PARTS:
            pieces = pack(_module(code, part))
            for p in pieces:
                assert len(p.encode()) <= PIECE or p.count("\x1e") == 1, (code, part, len(p))
            assert len(pieces) == 1 or len("".join(pieces).encode()) > PIECE


def test_packing_refuses_a_text_holding_a_separator():
    import types

    m = types.ModuleType("m")
    m.GOOD, m.BAD = "fine", ("one", "two\x1ethree")
    with pytest.raises(ValueError, match="m.BAD holds a separator"):
        pack(m)


def test_each_part_exists_in_each_language():
    files = os.listdir(os.path.dirname(lang.__file__))
    for code in lang.LANGS:
        missing = [p for p in PARTS if "%s_%s.py" % (code, p) not in files]
        assert not missing, "%s lacks %s" % (code, missing)


def test_a_part_leaves_no_module_behind_and_a_bad_language_is_refused():
    import sys

    lang.set_language("it")
    assert lang.texts("table").YOU == "Tu"
    assert not [k for k in sys.modules if re.match(r"scopa_core\.lang\.[a-z]{2}_", k)]
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        lang.set_language("fr")
    assert lang.LANGS[lang.current] == "it"  # refused: nothing changed


def test_settings_toml_names_the_language():
    env = {"SCOPA_LANG": "it"}
    assert lang.from_env(env.get) == 1
    assert lang.from_env({"SCOPA_LANG": " EN "}.get) == 0
    assert lang.from_env({}.get) == -1 and lang.from_env({"SCOPA_LANG": "xx"}.get) == -1
    assert lang.from_env(None) == -1  # a port without os.getenv


@given(st.integers(0, 2 ** 30 - 1))
def test_italian_hint_reasons_fit_the_message_line(seed):
    from scopa_core.ai.hint import REASON_MAX, reason
    from scopa_core.match import Match
    from scopa_core.options import Options
    from scopa_core.view import view_of

    lang.set_language("it")
    m = Match(Options(escoba=seed % 2 == 1), seed=seed)
    d = m.deal
    while not d.over:
        v = view_of(d, d.to_move)
        for mv in v.moves:
            why = reason(v, mv)
            assert why and len(why) <= REASON_MAX, why
        d.play(v.moves[seed % len(v.moves)])
    lang.set_language("en")


def test_first_start_asks_remembers_and_setup_changes_it():
    d = Driver(seed=7, ask_language=True)
    assert d.top_name() == "LanguageScreen"
    d.keys("DOWN", "A")  # Italiano
    assert d.top_name() == "TitleScreen" and d.app.settings.lang == 1
    assert d.top.rows[0][0] == "Nuova partita"
    nvm = d.nvm
    d.close()
    d = Driver(seed=7, nvm=nvm, ask_language=True)  # the next start: no question
    assert d.top_name() == "TitleScreen" and d.top.rows[0][0] == "Nuova partita"
    d.keys("A", "UP", "RIGHT")  # New match, up from its first row round to Lingua: English
    assert d.top_name() == "SetupScreen" and d.top.title == "New match"
    assert d.top.cur == len(d.top.rows) - 1 and d.app.settings.lang == 0
    d.close()
    d = Driver(seed=7, nvm=nvm, ask_language=True)
    assert d.top.rows[0][0] == "New match"
    d.close()


def test_settings_toml_skips_the_question(monkeypatch):
    monkeypatch.setenv("SCOPA_LANG", "it")
    d = Driver(seed=7, ask_language=True)
    assert d.top_name() == "TitleScreen" and d.top.rows[0][0] == "Nuova partita"
    d.close()


def _labels(group, x=0, y=0, scale=1):
    """Every Label on the screen with its box in screen pixels: (label, x0, y0, x1, y1)."""
    from scopa_ui.label import CELL_H, CELL_W, Label

    for item in group:
        if isinstance(item, Label):
            s = scale * item.scale
            rows = item.text.split("\n")
            w = max(len(r) for r in rows) * CELL_W * s
            x0, y0 = x + item.x * scale, y + item.y * scale
            if item.text.strip():
                yield item, x0, y0, x0 + w, y0 + len(rows) * CELL_H * s
        elif hasattr(item, "__len__") and not hasattr(item, "pixel_shader"):
            yield from _labels(item, x + item.x * scale, y + item.y * scale, scale * item.scale)


@pytest.mark.parametrize("language", ("en", "it"))
def test_no_text_overflows_its_place(monkeypatch, language):
    """Every screen the screenshots show, in each language: no text cut to fit (a label's
    capacity, a menu row's width) and every label inside the 160x128 screen."""
    from scopa_ui import label, widgets
    from tools import screens

    cut = []
    fit = widgets.fit

    def fit_and_note(s, width_px):
        out = fit(s, width_px)
        if out != s:
            cut.append(s)
        return out

    setter = label.Label.text.fset

    def text_and_note(self, s):
        setter(self, s)
        if self.text != s:
            cut.append(s)

    monkeypatch.setattr(widgets, "fit", fit_and_note)
    monkeypatch.setattr(label.Label, "text", property(label.Label.text.fget, text_and_note))
    names = [n for n in screens.SCENES if n.startswith(screens.ITALIAN) == (language == "it")]
    bad = []
    scenes = dict(screens.SCENES, every_choice=(_every_choice, 7, None))
    for name in names + ["every_choice"]:
        del cut[:]
        scene, seed, nvm = scenes[name]
        d = Driver(seed=seed, nvm=nvm() if nvm else None, settings={"lang": 1} if language == "it" else None)
        try:
            scene(d)
            for lbl, x0, y0, x1, y1 in _labels(d.app.group):
                if x0 < 0 or y0 < 0 or x1 > 160 or y1 > 128:
                    bad.append("%s: %r at (%d,%d)-(%d,%d)" % (name, lbl.text, x0, y0, x1, y1))
        finally:
            d.close()
        bad += ["%s: cut %r" % (name, s) for s in cut]
    assert not bad, "\n".join(bad)


def _every_choice(d):
    """Every value of every row of New match (at two against two, so the carte scoperte row
    shows too) and of its house rules page, shown in turn (not the Language row: changing it
    rebuilds the screen in the other language)."""
    d.key("A")
    s = d.top
    while s.cur != 2:  # Players: 2 v 2 (a whole turn of its values comes back to it)
        d.key("DOWN")
    while d.app.settings.seats != 1:
        d.key("RIGHT")
    assert s.fields[-1][2] == "scoperte"
    for i in range(len(s.fields) + 1):
        while s.cur != i:
            d.key("DOWN")
        for _ in range(len(s.rows[i][1] or ())):
            d.key("RIGHT")
    d.key("A")  # the house rules page
    for i in range(len(d.top.rows) - 1):
        while d.top.cur != i:
            d.key("DOWN")
        for _ in range(len(d.top.rows[i][1])):
            d.key("RIGHT")


def test_a_refused_move_is_explained_in_the_current_language():
    from scopa_core.match import Match

    d = Match(seed=3).deal
    other = d.hand(1 - d.to_move)[0]
    with pytest.raises(ValueError) as en:
        d.play(other)
    lang.set_language("it")
    with pytest.raises(ValueError) as it:
        d.play(other)
    assert "is in player" in str(en.value) and "e' in mano al giocatore" in str(it.value)


@pytest.mark.parametrize("code", lang.LANGS)
def test_the_tables_by_a_setting_have_one_row_per_value(code):
    """The words read by a setting's index (house rules, games, seatings, opponents, ends) have
    exactly one row per value the settings allow, in each language: a row missing or extra
    would name the wrong rule."""
    from scopa_core.options import END_RULES, PRIMIERA_RULES
    from scopa_core.prefs import GAMES, HOUSE, LINK_LEVEL, SEAT_PLAYERS

    names, rules = _words(code, "names"), _words(code, "rules")
    for table in ("HOUSE_NAMES", "HOUSE_VALUES", "HOUSE_SHORT", "HOUSE_WORDS", "HOUSE_POINTS"):
        assert len(names[table]) == len(rules["HOUSE_TEXT"]) == len(HOUSE), table
    assert len(names["VARIANTS"]) == GAMES
    assert len(names["SEATS"]) == len(SEAT_PLAYERS)
    assert len(names["LEVELS"]) == LINK_LEVEL + 1
    assert len(names["END_NAMES"]) == len(names["END_WORDS"]) == len(END_RULES)
    assert len(rules["ENDS"]) == len(END_RULES)
    assert len(names["PRIMIERA"]) == len(PRIMIERA_RULES)

