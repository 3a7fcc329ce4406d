import os

import pytest

from tools import app_mem
from tools.hostbin import host_tool
from tools.ui_driver import Driver


@pytest.fixture
def driver():
    made = []

    def make(**kw):
        d = Driver(**kw)
        made.append(d)
        return d

    yield make
    for d in made:
        d.close()


@pytest.fixture(scope="session")
def micropython():
    """The MicroPython unix port's binary (make venv installs it)."""
    found = host_tool("micropython")
    if not found:
        pytest.fail("no micropython binary: run `make venv`")
    return found


@pytest.fixture(scope="session")
def mp_ui_paths(tmp_path_factory):
    """sys.path for the real UI under MicroPython: the stand-ins for the board's C modules
    (tools/mpstubs), adafruit_display_text compiled as circup installs it, lib/, the repo."""
    out = tmp_path_factory.mktemp("labels")
    app_mem.build_labels(str(out))
    return [app_mem.STUBS, str(out), os.path.join(app_mem.ROOT, "lib"), app_mem.ROOT]
