"""Taking a module out of the heap: the one place the game edits sys.modules. The language's
texts (``lang.texts``) and the UI's module lifecycle (``scopa_ui.modules``) come here."""


def forget(name):
    """Take module ``name`` out of sys.modules and out of its package, so nothing here keeps
    its code alive: the next import loads it again."""
    import sys

    if sys.modules.pop(name, None) is None:
        return
    pkg, _, attr = name.rpartition(".")
    parent = sys.modules.get(pkg)
    if parent is not None and attr in dir(parent):
        try:
            delattr(parent, attr)
        except (AttributeError, TypeError):  # a port without module delattr: still gone
            pass
