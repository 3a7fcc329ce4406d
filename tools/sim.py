"""The desktop simulator: the handheld's own UI (lib/scopa_ui) in a window.

    python -m tools.sim                 # play: arrows, X = A, Z = B, Enter = Start, Space = Select
    python -m tools.sim --scale 3       # a smaller window
    python -m tools.sim --nvm /tmp/s.bin  # keep saves somewhere else

Saves go to ~/.local/share/scopa-handheld/nvm.bin (or $SCOPA_NVM), like the board's nvm.
``python -m tools.term`` is the terminal version (no window).
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lib"))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--scale", type=int, default=4, help="window pixels per screen pixel")
    ap.add_argument("--nvm", help="save file (default ~/.local/share/scopa-handheld/nvm.bin)")
    ap.add_argument("--serial", help="serial port or pty for the cable link")
    args = ap.parse_args(argv)
    from scopa_hw.host import Board
    from scopa_ui.app import App
    from tools import fastblit

    fastblit.install()

    board = Board(window=True, nvm_path=args.nvm, scale=args.scale, fps=60,
                  serial_path=args.serial)
    try:
        App(board, root=ROOT).run()
    finally:
        board.close()


if __name__ == "__main__":
    main()
