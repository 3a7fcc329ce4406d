"""make deploy: the board gets the game and nothing host-only; every module it compiles is
small enough for the board's compiler (issue #2 and DESIGN.md: at most 12 KB of source)."""

import os

from tools import deploy


def test_deploy_copies_the_game_and_nothing_host_only(tmp_path):
    deploy.deploy(str(tmp_path))
    got = set()
    for dirpath, _, names in os.walk(tmp_path):
        for n in names:
            got.add(os.path.relpath(os.path.join(dirpath, n), tmp_path))
    for must in ("code.py", "boot.py", "scopa_core/match.py", "lib/scopa_ui/app.py",
                 "lib/scopa_hw/pybadge.py", "assets/deck_italian.bmp", "assets/sounds/scopa.wav"):
        assert must in got, must
    for f in got:
        assert not f.startswith(("tools", "host_tests", "docs")), f
        assert os.path.basename(f) not in deploy.HOST_ONLY, f
        assert "__pycache__" not in f, f


def test_every_module_the_board_compiles_is_at_most_12_kb():
    for src, rel in deploy.files():
        if rel.endswith(".py"):
            assert os.path.getsize(src) <= 12 * 1024, rel


def test_deploy_with_mpy_cross_sends_modules_precompiled(tmp_path):
    from tools.hostbin import host_tool

    # MicroPython's mpy-cross stands in for CircuitPython's here: the mechanism is the same.
    deploy.deploy(str(tmp_path), host_tool("mpy-cross"))
    assert (tmp_path / "code.py").exists() and (tmp_path / "boot.py").exists()
    assert (tmp_path / "scopa_core" / "match.mpy").exists()
    assert not (tmp_path / "scopa_core" / "match.py").exists()
    assert (tmp_path / "lib" / "scopa_ui" / "app.mpy").exists()
    assert (tmp_path / "assets" / "deck_french.bmp").exists()
