"""The base of every screen (the menus' is ``menu.MenuScreen``)."""


class Screen:
    # The phase this screen belongs to (scopa_ui.modules: MENUS, TORNEO, LINKING, MATCH); 0: a
    # page shown over any phase, which shares the one it covers.
    phase = 0
    # The modules this screen keeps while it is on the stack, let go when it leaves unless
    # its phase needs them: a page shown now and then names its own, so its code is not in
    # the heap the rest of the time.
    uses = ()  # type: tuple

    def __init__(self, app):
        import displayio

        self.app = app
        self.group = displayio.Group()

    def key(self, k):
        pass

    def tick(self):
        pass

    def shown(self):
        """Called when the screen becomes the top one (again)."""

    def closed(self):
        """Called when the screen leaves the stack."""
