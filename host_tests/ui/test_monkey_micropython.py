"""The monkey at the buttons under MicroPython (tools/mpstubs/app_monkey.py): the real
lib/scopa_ui and scopa_core compiled from source as the board compiles them, the stand-ins of
test_app_micropython.py, seeded random keys across every screen, every CPU level against every
variant (the setup screen walked now and then), resets of the board with saves now and then
damaged. Nothing may raise, every deal keeps its 40 cards, matches are played and finished.
The heap is generous: this is not a memory test (tools/app_mem.py measures). The CPython
monkey (test_monkey.py) presses more keys; this one proves the screens it reaches run on
MicroPython at all, and the trace test that they show there what they show on CPython."""

import subprocess
import sys


from tools import app_mem

ROOT = app_mem.ROOT
HEAP = "1m"  # ample; a larger heap only makes each collection slower (2m: 1.5x the time)
PRESSES = 20000  # about 50 s on the 2-core build machine
SEED = 20261121
SCREENS = ("TitleScreen", "SetupScreen", "HouseScreen", "TableScreen", "PauseScreen", "InfoScreen",
           "DealEndScreen", "MatchEndScreen", "TextScreen", "StatsScreen", "ConfirmScreen",
           "NoticeScreen", "LinkWaitScreen")
# What a match may leave loaded at the title: the engine (app.py: objects of it outlive a
# match) and newgame, which reads a saved match when the app starts.
MAY_STAY = ("scopa_core.", "scopa_ui.newgame")
NEVER_STAY = ("scopa_core.ai", "scopa_core.session", "scopa_core.view")


def _code(paths, cfg):
    return ("import sys\nsys.path[:0] = %r\nimport app_monkey\nsys.exit(app_monkey.main(%r))\n"
            % (paths, cfg))


def _run(cmd, timeout=240):
    # cwd outside the tree: the stand-ins and sources come from the paths alone.
    return subprocess.run(cmd, cwd=app_mem.STUBS, capture_output=True, text=True,
                          timeout=timeout, stdin=subprocess.DEVNULL)


def _errors(got):
    return "\n\n".join("%s: %s at press %d on %s\nkeys: %s\n%s" % (
        e["type"], e["message"], e.get("press", -1), e.get("stack"), " ".join(e.get("keys", ())),
        e["traceback"]) for e in got["errors"])


def test_random_keys_never_break_the_game_under_micropython(micropython, mp_ui_paths):
    cfg = {"root": ROOT, "presses": PRESSES, "seed": SEED}
    p = _run([micropython, "-X", "heapsize=" + HEAP, "-c", _code(mp_ui_paths, cfg)])
    got = app_mem._parse(p.stdout, "MONKEY")
    shown = "$ micropython -c ...\n" + p.stdout[-3000:] + p.stderr[-3000:]
    assert got is not None, shown
    assert not got["errors"], _errors(got)
    assert p.returncode == 0, shown
    assert got["presses"] == PRESSES
    for name in SCREENS:
        assert got["seen"].get(name), (name, got["seen"])
    assert got["cards_bad"] == [], got["cards_bad"]  # 40 cards in every deal, history grows
    assert got["moves"] > 3000, got["moves"]
    assert got["over"] >= 10, got["over"]  # matches seen over (played out or conceded)
    f = got["features"]
    assert f.get("played_out", 0) >= 5, f
    for v in range(4):  # Scopa, Scopone, Escoba, Scopone Escoba: each to its natural end
        assert f.get("played_out_v%d" % v), (v, f)
    for level in range(4):  # every CPU level in every game
        for v in range(4):
            assert got["played"].get("%d/%d" % (level, v)), (level, v, got["played"])
    for what in ("choose", "hint", "flourish", "resumed", "damaged_save", "house", "mistakes",
                 "call", "teams", "players_2", "players_3", "players_4", "players_5", "players_6"):
        assert f.get(what), (what, f)
    assert got["reboots"] >= 3
    # Back at the title, the table's and the CPU players' code is gone (App.to_title).
    left = [k for k in got["title_modules"]
            if k.startswith(NEVER_STAY) or not k.startswith(MAY_STAY)]
    assert not left, got["title_modules"]


def test_micropython_shows_what_cpython_shows(micropython, mp_ui_paths):
    """The same keys under both interpreters, with the same stand-ins: after each press the
    top screen, the match's length and the text of every label must agree (a format, a
    string method or an int that MicroPython treats otherwise shows here)."""
    cfg = {"root": ROOT, "presses": 2500, "seed": 7, "trace": True, "reboot_every": 500}
    code = _code(mp_ui_paths, cfg)
    mp = _run([micropython, "-X", "heapsize=" + HEAP, "-c", code])
    # The stand-ins come first on sys.path there too (not Blinka's displayio).
    cp = _run([sys.executable, "-I", "-c", code])
    traces = []
    for p in (mp, cp):
        assert app_mem._parse(p.stdout, "MONKEY") is not None, p.stdout[-2000:] + p.stderr[-3000:]
        traces.append([ln for ln in p.stdout.splitlines() if ln.startswith("TRACE ")])
    a, b = traces
    assert len(a) == len(b) == 2500
    for x, y in zip(a, b):
        assert x == y, "MicroPython:\n%s\nCPython:\n%s" % (x, y)
