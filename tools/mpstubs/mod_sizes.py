"""What each module of the app holds once imported (its code, constants and module objects),
inside MicroPython, for tools/app_mem.py.

    r = mod_sizes.Run(["scopa_core.game", ...]); r.run(); r.report()   # MODSIZES {json}

Every module is first imported once (so each one's imports are loaded), then each is dropped
from sys.modules and imported again alone: the heap it adds, after a collection, is its own.
Like app_scenario, each import is one ``advance()`` (the WebAssembly port frees garbage only
between calls from the host)."""

import gc
import sys

import displayio  # noqa: F401 - the stand-ins, loaded before anything is measured
import vectorio  # noqa: F401
import terminalio  # noqa: F401
import bitmaptools  # noqa: F401


class Run:
    def __init__(self, names):
        self.names = names
        self.sizes = {}
        self.gen = self.script()
        self.now = 0

    def advance(self):
        gc.collect()
        self.now = gc.mem_alloc()
        next(self.gen)

    def run(self):
        try:
            while True:
                self.advance()
        except StopIteration:
            pass

    def report(self):
        import json

        print("MODSIZES " + json.dumps(self.sizes))

    def script(self):
        start = self.now
        for name in self.names:
            __import__(name)
        yield
        self.sizes["(all, first import)"] = self.now - start
        for name in self.names:
            sys.modules.pop(name, None)
            yield  # the next call measures from a collected heap
            before = self.now
            __import__(name)
            yield
            self.sizes[name] = self.now - before


class Own(Run):
    """One module's own bytes, the way tools/app_mem.py ``own_size_wasm`` wants them: its
    imports loaded first (fresh copies), then the heap the module itself adds. Modules measured
    together in ``Run`` blur each other's figure when they share imports (a re-imported module
    frees the old copy of what only it held), so this measures one module per VM."""

    def __init__(self, name):
        Run.__init__(self, [name])

    def report(self):
        import json

        print("OWNSIZE " + json.dumps(self.sizes.get(self.names[0])))

    def script(self):
        name = self.names[0]
        keep = list(sys.modules)
        __import__(name)
        # A package's own modules are its own bytes, not imports to load first.
        deps = [k for k in sys.modules
                if k not in keep and k != name and not k.startswith(name + ".")]
        for k in list(sys.modules):
            if k not in keep:
                del sys.modules[k]
        yield
        for d in deps:
            __import__(d)
        yield
        before = self.now
        __import__(name)
        yield
        self.sizes[name] = self.now - before
