"""Scopa for CircuitPython handhelds: the board's entry point (CircuitPython runs this file).

It picks the board profile, builds the app and runs its loop; everything else lives in lib/
(scopa_hw, scopa_ui) and scopa_core/. On the host, ``python -m ...`` from the repository root
lets this file shadow the stdlib ``code`` module, so nothing runs unless it is __main__.
"""


def main():
    import gc

    from scopa_hw.boards import open_board
    from scopa_ui.app import App

    board = open_board()
    # Collect every 4 KB allocated, not only when the heap is full: less fragmentation, which is
    # what fails small heaps first. CircuitPython is built without gc.threshold: there the
    # app's loop collects between steps instead (App.step).
    threshold = getattr(gc, "threshold", None)
    if threshold is not None:
        threshold(4096)
    gc.collect()
    print("scopa: %s, %s bytes free" % (board.name, board.mem_free()))
    App(board).run()


if __name__ == "__main__":
    main()
