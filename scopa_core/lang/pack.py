"""Packing a module of texts in a few strings, as ``make deploy`` sends it to a board and
``scopa_core.lang.Texts`` reads it (docs/board.md, "Names"). Runs on the host only.

The texts go in pieces of at most PIECE bytes (a text longer than that alone in its piece):
each piece is one block of the board's heap, and a heap in pieces has many small blocks free
where it may not have one large one. In a piece, for each text, "\\x1e" NAME "\\x1f" KIND
VALUE, where KIND is "s" a text; "t" a tuple of texts separated by "\\x1d"; "u" a tuple of
tuples, each "|"-joined and separated by "\\x1d"; "d" a dict of text to text, "i" of number to
text, their pairs separated by "\\x1d", a key from its text by "\\x1c". Each value is packed
as Texts reads it from the module as written."""

from scopa_core.lang import Texts

SEPARATORS = "\x1c\x1d\x1e\x1f"
PIECE = 512


def pack(mod):
    """Module ``mod``'s texts (its public names that hold a str, tuple or dict) as a tuple of
    strings. Raises ValueError when a text holds a separator."""
    out = []
    written = Texts(mod)
    for k in sorted(dir(mod)):
        if k[0] == "_":
            continue
        v = getattr(written, k)
        if type(v) is str:
            kind, parts, items = "s", [v], [v]
        elif type(v) is tuple and v and type(v[0]) is tuple:  # a tuple of tuples of texts
            kind, parts = "u", [x for t in v for x in t]
            items = ["|".join(t) for t in v]
        elif type(v) is tuple:
            kind, parts, items = "t", list(v), list(v)
        elif type(v) is dict:
            kind = "i" if any(type(x) is int for x in v) else "d"
            parts = [str(x) for x in v] + list(v.values())
            items = ["%s\x1c%s" % (x, v[x]) for x in sorted(v)]
        else:
            continue
        for part in parts:
            if any(c in SEPARATORS for c in part) or kind == "u" and "|" in part:
                raise ValueError("%s.%s holds a separator of packed texts" % (mod.__name__, k))
        out.append("\x1e%s\x1f%s%s" % (k, kind, "\x1d".join(items)))
    pieces = [""]
    for text in out:
        if pieces[-1] and len((pieces[-1] + text).encode()) > PIECE:
            pieces.append("")
        pieces[-1] += text
    return tuple(pieces)
