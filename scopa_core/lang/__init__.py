"""The language the game speaks, and where its words live.

Every text a player sees is a name in a module of strings, one module per part of the game and
per language: ``en_table`` and ``it_table`` hold the same names. ``texts(part)`` loads the
current language's module and takes it out of sys.modules at once, so its strings live only
as long as the screen (or module) that asked holds it: the other language never enters the
heap, and a screen's words leave with the screen. Adding a text: the same name in both
modules of its part (host_tests/ui/test_languages.py names any one missing). A flat tuple of
texts is written as one string, its items separated by "|" (split as the module loads).
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
        if type(v) is str and "|" in v:
            # A tuple written as one string, "a|b|c": a board interns each short string of
            # a module for good (a tuple's "Tu", "Noi"...), one long string it does not.
            setattr(mod, k, tuple(v.split("|")))
    return mod


def say(part, key, i, *args):
    """Text ``i`` of the tuple ``key`` of ``part``, formatted with ``args``: a sentence said
    now and then (the cable link's), its module loaded for it and let go at once."""
    text = getattr(texts(part), key)[i]
    return text % args if args else text
