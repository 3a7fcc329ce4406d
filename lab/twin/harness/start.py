"""The twin's boot for the harness: the player (if any) first, then the drive at / and the
board's own start (boot.py, code.py). Prints one line ``TWIN {json}`` at the end.

    circuitpython -X heapsize=143k lab/twin/harness/start.py
    env: TWIN_DRIVE (the FAT image), TWIN_PLAYER (JSON for player.start, or unset: nobody
    presses anything), and the stand-ins' TWIN_NVM, TWIN_UART, TWIN_CLOCK, TWIN_PYSTACK.
"""

import json
import os

import twin

config = os.getenv("TWIN_PLAYER")
player = None
if config:
    import player

    player.start(json.loads(config))
    twin.keys(player.key)
twin.mount(os.getenv("TWIN_DRIVE"), "/")
error = twin.boot()
report = player.report() if player else {}
report["error"] = None if error is None else "%s: %s" % (type(error).__name__, error)
print("TWIN " + json.dumps(report))
