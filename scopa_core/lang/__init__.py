"""The language the game speaks, and where its words live.

Every text a player sees is a name in a module of strings, one module per part of the game and
per language: ``en_table`` and ``it_table`` hold the same names, and a reader asks for a text by
its name (``texts("table").SCOPA``). ``texts(part)`` loads the current language's module and
takes it out of sys.modules at once, so its strings live only as long as the screen (or
module) that asked holds it: the other language never enters the heap, and a screen's words
leave with the screen. Adding a text: the same name in both modules of its part, with the same
``%`` formats (host_tests/ui/test_languages.py names any one missing).

A tuple of texts is for words picked by a value the game holds (a level's name by the level, a
seat's by the seat). A flat one may be written as one string, its items separated by "|",
split as the module loads: a board keeps each short string constant of a module interned for
good, one long string it does not.
"""

import sys

from scopa_core.modules import forget

LANGS = ("en", "it")  # by the settings' ``lang``
current = 0


def set_language(which):
    """Speak ``which``: "en", "it" or its index in LANGS (the terminal's ``--lang`` calls
    this; the app calls it with the saved setting)."""
    global current
    if which in LANGS:
        which = LANGS.index(which)
    if which not in range(len(LANGS)):
        raise ValueError("unknown language %r (one of %s)" % (which, ", ".join(LANGS)))
    current = which


def from_env(getenv):
    """The language settings.toml names (``SCOPA_LANG = "it"``) as an index, or -1."""
    try:
        code = getenv("SCOPA_LANG")
    except Exception:  # a port without os.getenv: no such setting
        return -1
    code = (code or "").strip().lower()[:2]
    return LANGS.index(code) if code in LANGS else -1


def texts(part):
    """The current language's module of ``part``'s strings (its names are the texts' keys)."""
    base = "%s_%s" % (LANGS[current], part)
    name = "scopa_core.lang." + base
    __import__(name)
    mod = sys.modules[name]
    forget(name)  # out of sys.modules and the package: the holder's is the only reference
    for k in dir(mod):
        v = getattr(mod, k)
        if type(v) is str and "|" in v:  # a tuple written as one string, "a|b|c"
            setattr(mod, k, tuple(v.split("|")))
    return mod


def say(part, name, *args):
    """The text ``name`` of ``part``, formatted with ``args``: a sentence said now and then
    (the cable link's), its module loaded for it and let go at once."""
    text = getattr(texts(part), name)
    return text % args if args else text
