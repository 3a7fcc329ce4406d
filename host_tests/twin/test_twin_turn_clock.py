"""The cable's turn clock in the board twin: two twins on a cable (a pty, the host's clock)
with the shortest limit; one player stops moving after a few moves and loses by time on its
own board and on the other, each board with the budget's heap to spare."""

from host_tests.twin.conftest import SPARE, over_budget
from lab.twin.run import run_pair


def test_a_twin_whose_player_stalls_loses_by_time_on_both(twin_drive):
    cfg = {"settings": {"level": 4, "turn_limit": 0}, "steps": 10 ** 8}  # 30 s a move
    a, b = run_pair(dict(cfg, stall=6), dict(cfg), ballast=SPARE, image=twin_drive, timeout=600)
    for r in (a, b):
        assert r.ok, r.why()
        assert r.report["matches"] == 1 and not over_budget(r.report), r.why()
    said = [" ".join(" ".join(r.report["notices"]).replace(" / ", " ").split()) for r in (a, b)]
    assert "Time ran out: you lose." in said[0], said
    assert "The other player's time ran out: you win." in said[1], said
