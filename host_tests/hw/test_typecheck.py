"""The device code (code.py, boot.py, lib/) type-checks against circuitpython-stubs: every
module, class, pin and method it uses exists on the board, and every attribute it reads is
one it sets (mypy.ini, `make typecheck`): all of it, not only scopa_hw."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_the_device_code_typechecks_against_the_board_api():
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", "code.py", "boot.py", "lib"],
        cwd=ROOT, capture_output=True, text=True, timeout=600, stdin=subprocess.DEVNULL,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
