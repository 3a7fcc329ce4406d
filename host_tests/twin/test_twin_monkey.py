"""A monkey at the twin's buttons: 20,000 random keys through code.py (the board's loop with
its safety net), on every screen the keys reach. Nothing may raise, and the limits hold."""

from host_tests.twin.conftest import HEAP_LIMIT, within_limits
from tools.twin.run import run

PRESSES = 20000


def test_twenty_thousand_random_keys(twin_drive):
    r = run({"monkey": {"presses": PRESSES, "seed": 20261126}, "seed": 3, "go_on": True},
            heap=HEAP_LIMIT, image=twin_drive, timeout=1200)
    rep = r.report
    assert rep.get("error") is None, r.why()
    assert rep["presses"] == PRESSES, r.why()
    assert not within_limits(rep), within_limits(rep)
    # The keys went everywhere: menus, the table, its overlays.
    for screen in ("TitleScreen", "SetupScreen", "TableScreen", "PauseScreen"):
        assert rep["screens"].get(screen), rep["screens"]
