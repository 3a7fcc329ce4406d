"""The base of every screen (the menus' is ``menu.MenuScreen``)."""


class Screen:
    # Modules the app forgets when this screen leaves the stack: an overlay shown now and then
    # during a match names its own, so its code is not in the heap the rest of the time.
    unload = ()  # type: tuple

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
