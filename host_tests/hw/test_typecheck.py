"""The device side of scopa_hw and boot.py type-check against circuitpython-stubs: every
module, class, pin and method they use exists on the board (mypy.ini, `make typecheck`)."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_scopa_hw_and_boot_typecheck_against_the_board_api():
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", "boot.py", "lib/scopa_hw"],
        cwd=ROOT, capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
