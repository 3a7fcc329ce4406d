"""The language the game speaks, and where its words live.

Every text a player sees is a name in a module of strings, one module per part of the game and
per language: ``en_table`` and ``it_table`` hold the same names, and a reader asks for a text by
its name (``texts("table").SCOPA``). ``texts(part)`` loads the current language's module and
takes it out of sys.modules at once, so its strings live only as long as the screen (or
module) that asked holds it: the other language never enters the heap, and a screen's words
leave with the screen. Adding a text: the same name in both modules of its part, with the same
``%`` formats (host_tests/ui/test_languages.py names any one missing).

A tuple of texts is for words picked by a value the game holds (a level's name by the level, a
seat's by the seat). A flat one may be written as one string, its items separated by "|".

``texts`` gives a part's words as ``Texts``: each read (and kept) as it is first asked for.
On a board a module's names and short strings are interned for good as it loads
(docs/board.md, "Names"); a module of texts compiled as it is written would add every one of
its names and short texts to the board's names, whether the code that shows them ever loads
or not. ``make deploy`` sends each module of texts packed in a few strings
instead (``TEXTS``, made by ``scopa_core.lang.pack``, which tells the format); the host reads
the modules as written, and a test holds the two readings equal for every text.
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
    """The current language's words of ``part`` (``Texts``: a text by its name)."""
    base = "%s_%s" % (LANGS[current], part)
    name = "scopa_core.lang." + base
    __import__(name)
    mod = sys.modules[name]
    forget(name)  # out of sys.modules and the package: the Texts is all that is kept
    return Texts(getattr(mod, "TEXTS", mod))  # packed as make deploy sends it, or as written


class Texts:
    """A part's words: ``T.NAME`` is the text of that name, read the first time it is asked
    for and kept. From the texts packed in a tuple of strings (scopa_core.lang.pack, as
    ``make deploy`` sends a module of texts) or from the module as written (the host; sources
    run in a VM)."""

    def __init__(self, source):
        self._source = source

    def __getattr__(self, name):
        source = self._source
        if type(source) is tuple:
            value = _unpack(source, name)
        else:
            value = getattr(source, name)
            if type(value) is str and "|" in value:
                value = tuple(value.split("|"))
        setattr(self, name, value)
        return value


def _unpack(pieces, name):
    """The text ``name`` where scopa_core.lang.pack put it in ``pieces``."""
    key = "\x1e%s\x1f" % name
    for packed in pieces:
        at = packed.find(key)
        if at >= 0:
            break
    else:
        raise AttributeError(name)
    at += len(key)
    end = packed.find("\x1e", at)
    if end < 0:
        end = len(packed)
    kind, raw = packed[at], packed[at + 1:end]
    if kind == "s":
        return raw
    if kind == "t":
        return tuple(raw.split("\x1d"))
    if kind == "u":
        return tuple(tuple(t.split("|")) for t in raw.split("\x1d"))
    value = {}
    for pair in raw.split("\x1d") if raw else ():
        k, _, v = pair.partition("\x1c")
        value[int(k) if kind == "i" else k] = v
    return value


def say(part, name, *args):
    """The text ``name`` of ``part``, formatted with ``args``: a sentence said now and then
    (the cable link's), its module loaded for it and let go at once."""
    text = getattr(texts(part), name)
    return text % args if args else text
