"""What the cable link says, in the player's language: its state, its news and why a match
ended come from scopa_core.lang's link part (en_link, it_link), loaded for each sentence."""

import sys

import pytest

from core.link.link_pipe import connect, linked, run
from scopa_core import lang
from scopa_core.link.channel import MOVE
from scopa_core.link.channel import BYE_QUIT
from scopa_core.options import Options


@pytest.fixture
def italian():
    lang.set_language("it")
    yield
    lang.set_language("en")


def test_two_boards_connect_and_one_leaves_in_italian(italian):
    clock, cable, a, b = linked(Options(target=21), seed=4)
    assert a.message == "in attesa dell'altra console"
    assert connect(clock, a, b)
    said = {a.message, b.message}
    assert said == {"collegata: dai tu le carte", "collegata: da' le carte l'altra console"}, said
    b.leave(BYE_QUIT)  # out of memory on the other board: it loses
    assert run(clock, (a,), 1000, lambda: a.state == "lost")
    assert a.message == "l'altra console ha finito la memoria: perde la partita"
    assert not [k for k in sys.modules if k.startswith("scopa_core.lang.") and "link" in k]
    # (its words let go at once)


def test_a_refused_move_is_told_in_the_players_language(italian):
    clock, cable, a, b = linked(seed=5)
    assert connect(clock, a, b)
    assert a.match.deal.to_move != a.local_player  # (seed 5: the other board plays first)
    # Its first move, sent down the cable, is the re di spade, a card it does not hold: this
    # board refuses it and says so (a board's own link refuses to send it: sent raw here).
    b.moves.send(MOVE, len(b.match.history), 39, bytes(4))
    assert run(clock, (a,), 100, lambda: a.moves.refused == 1)
    assert a.message == "l'altra console ha mandato una mossa non valida (RS): non vale"


def test_english_stays_the_default():
    clock, cable, a, b = linked(seed=6)
    assert a.message == "waiting for the other board"
    assert connect(clock, a, b)
    assert a.message in ("connected: you deal first", "connected: the other board deals first")
