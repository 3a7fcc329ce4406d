"""Board-profile tests: lib/ on sys.path (as CircuitPython puts /lib), Blinka's mock board,
SDL without a screen or a sound card, and a headless host board with a fake clock."""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LIB = os.path.join(ROOT, "lib")
if LIB not in sys.path:
    sys.path.insert(0, LIB)
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"


class FakeClock:
    """Milliseconds that move only when a test says so."""

    def __init__(self, now=0):
        self.now = now

    def __call__(self):
        return self.now

    def advance(self, ms):
        self.now += ms


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def host_board(clock):
    from scopa_hw.host import Board

    board = Board(window=False, clock=clock)
    yield board
    board.close()
