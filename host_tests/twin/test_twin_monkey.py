"""A monkey at the twin's buttons: 20,000 random keys through code.py (the board's loop with
its safety net), in four boots of 5,000 on one nvm, one bit of it flipped between boots (a
power cut at a bad moment, flash going bad). Nothing may raise, the budget holds, and the keys
reach the menus, the table and its overlays."""

import random

from host_tests.twin.conftest import SPARE, over_budget
from lab.twin.run import run

BOOTS = 4
PRESSES = 5000


def test_twenty_thousand_random_keys_over_four_boots(twin_drive, tmp_path):
    nvm = str(tmp_path / "nvm.bin")
    flips = random.Random(20261126)
    seen = {}
    for boot in range(BOOTS):
        r = run({"monkey": {"presses": PRESSES, "seed": 20261126 + boot}, "seed": boot, "go_on": True},
                ballast=SPARE, nvm=nvm, image=twin_drive, timeout=1200)
        rep = r.report
        assert rep.get("error") is None, "boot %d: %s" % (boot, r.why())
        assert rep.get("presses") == PRESSES, "boot %d: %s" % (boot, r.why())
        bad = over_budget(rep, names=False)  # all the screens: more names than a match's
        assert not bad, "boot %d: %s" % (boot, bad)
        for name, n in rep["screens"].items():
            seen[name] = seen.get(name, 0) + n
        with open(nvm, "r+b") as f:  # one bit of the saves' area goes bad
            at = flips.randrange(4096)
            f.seek(at)
            b = f.read(1)[0]
            f.seek(at)
            f.write(bytes([b ^ (1 << flips.randrange(8))]))
    for screen in ("TitleScreen", "SetupScreen", "TableScreen", "PauseScreen", "InfoScreen",
                   "DealEndScreen"):
        assert seen.get(screen), seen
