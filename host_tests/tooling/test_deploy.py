"""make deploy: the board gets the game and nothing host-only, its modules precompiled only
(each .mpy at most 12 KB), with CircuitPython's own mpy-cross; without one it stops, the
drive untouched, and says how to get one."""

import os
import subprocess

import pytest

from tools import deploy


def _drive_files(drive):
    return {os.path.relpath(os.path.join(d, n), drive) for d, _, ns in os.walk(drive) for n in ns}


def _snapshot(drive):
    """Every file on ``drive`` with its bytes: what a deploy that writes nothing leaves alone."""
    return {rel: (drive / rel).read_bytes() for rel in _drive_files(drive)}


def test_deploy_sends_the_game_precompiled_and_nothing_host_only(tmp_path, twin_vm):
    # The board twin's mpy-cross: CircuitPython 10.2.1's own, the format a board loads.
    deploy.deploy(str(tmp_path), twin_vm[1])
    got = _drive_files(tmp_path)
    for must in ("code.py", "boot.py", "scopa_core/match.mpy", "lib/scopa_ui/app.mpy",
                 "lib/scopa_hw/pybadge.mpy", "assets/deck_italian.bmp", "assets/sounds/scopa.wav"):
        assert must in got, must
    # Only the two files the board runs by name go as source.
    assert sorted(f for f in got if f.endswith(".py")) == ["boot.py", "code.py"]
    for f in got:
        assert not f.startswith(("tools", "lab", "host_tests", "docs")), f
        assert os.path.splitext(os.path.basename(f))[0] + ".py" not in deploy.HOST_ONLY, f
        assert "__pycache__" not in f, f
    with open(tmp_path / "scopa_core" / "deal.mpy", "rb") as f:
        assert f.read(2) == b"C\x06"  # CircuitPython's .mpy, version 6


def test_every_module_as_deployed_is_at_most_12_kb(tmp_path, twin_vm):
    """A loaded module's code stays in the board's heap until the game lets the module go: no
    module as make deploy makes it (-O3, named for the board) may pass 12 KB."""
    deploy.deploy(str(tmp_path), twin_vm[1])
    sizes = {rel: os.path.getsize(tmp_path / rel) for rel in _drive_files(tmp_path)
             if rel.endswith(".mpy")}
    assert len(sizes) > 40
    over = sorted("%s (%d bytes)" % (rel, n) for rel, n in sizes.items() if n > 12 * 1024)
    assert not over, "modules over 12 KB as deployed: " + ", ".join(over)


def test_a_deploy_removes_the_stale_source_of_each_module(tmp_path, twin_vm):
    """A .py left by an old source deploy would be loaded before the .mpy beside it (the board
    tries .py first): the deploy removes it, and keeps code.py and boot.py, which go as source."""
    for rel in ("scopa_core/deal.py", "lib/scopa_ui/app.py"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("raise ImportError('stale')\n")
    (tmp_path / "settings.toml").write_text("SCOPA_LANG = \"it\"\n")  # the player's: kept
    deploy.deploy(str(tmp_path), twin_vm[1])
    got = _drive_files(tmp_path)
    assert "scopa_core/deal.mpy" in got and "scopa_core/deal.py" not in got
    assert "lib/scopa_ui/app.mpy" in got and "lib/scopa_ui/app.py" not in got
    assert "code.py" in got and "boot.py" in got and "settings.toml" in got


def test_precompiled_modules_are_named_after_the_path_the_board_loads_them_from(tmp_path, twin_vm):
    """A board interns both the path it loads a .mpy from and the name inside it: the same
    string costs its heap one name, and the folder the game was deployed from none."""
    deploy.deploy(str(tmp_path), twin_vm[1])
    # CircuitPython's sys.path is ['', '/', '.frozen', '/lib'].
    app = (tmp_path / "lib" / "scopa_ui" / "app.mpy").read_bytes()
    deal = (tmp_path / "scopa_core" / "deal.mpy").read_bytes()
    assert b"/lib/scopa_ui/app.mpy" in app and b"scopa_core/deal.mpy" in deal
    for data in (app, deal):
        assert deploy.ROOT.encode() not in data and b".py\x00" not in data


def test_a_module_named_after_its_load_path_costs_one_interned_name(tmp_path, twin_vm):
    """What the naming rests on, shown in the board twin (CircuitPython's own import code):
    loading a .mpy interns its path and its inner name, once if they match. With a 60-character
    folder the second name shows in the heap: it costs at least its length again. (A board's
    import paths stop at 96 bytes, MICROPY_ALLOC_PATH_MAX, as the twin's do.)"""
    from lab import hostbin

    folder = "m" * 60
    (tmp_path / folder).mkdir()
    (tmp_path / "x.py").write_text("def f():\n    return 1\n")
    code = ("import gc, sys\nsys.path.insert(0, %r)\ngc.collect()\na = gc.mem_alloc()\nimport x\n"
            "gc.collect()\nprint(x.__file__, gc.mem_alloc() - a)" % folder)
    costs = []
    for name in (folder + "/x.mpy", "e" * 60 + "/x.mpy"):
        subprocess.run(deploy.mpy_cross_cmd(twin_vm[1], "x.py", folder + "/x.mpy", name),
                       cwd=tmp_path, check=True)
        out = hostbin.run(["-c", code], heap="64k", cwd=str(tmp_path), timeout=60)
        assert out.returncode == 0, out.stdout + out.stderr
        path, cost = out.stdout.split()
        assert path == folder + "/x.mpy"
        costs.append(int(cost))
    assert costs[1] - costs[0] >= 60, costs


def test_precompiled_modules_leave_out_line_numbers_unless_asked(tmp_path, twin_vm):
    """The line table is heap a board spends on every loaded module: by default the .mpy goes
    without it (smaller, a traceback still names the function); ``lines`` keeps it, and the
    traceback points at the line again (in the board twin: CircuitPython's own tracebacks)."""
    from lab import hostbin

    (tmp_path / "x.py").write_text("def f(x):\n    y = x + 1\n    return y // 0\n")
    sizes, tracebacks = [], []
    for lines in (False, True):
        out = tmp_path / ("m%d" % lines) / "x.mpy"
        out.parent.mkdir()
        subprocess.run(deploy.mpy_cross_cmd(twin_vm[1], "x.py", str(out), "x.mpy", lines),
                       cwd=tmp_path, check=True)
        sizes.append(out.stat().st_size)
        run = hostbin.run(["-c", "import x\nx.f(1)"], heap="64k", cwd=str(out.parent), timeout=60)
        tracebacks.append(run.stdout + run.stderr)
    assert sizes[0] < sizes[1]
    assert 'File "x.mpy", line 3, in f' in tracebacks[1]
    assert "line 3" not in tracebacks[0] and "in f" in tracebacks[0]
    assert all("ZeroDivisionError" in t for t in tracebacks)


def test_make_deploy_precompiles_with_circuitpythons_mpy_cross(tmp_path, monkeypatch, capsys,
                                                                twin_vm):
    """The default deploy asks circuitpython-build-tools for the board's mpy-cross (version
    10.x, or the one named) and ends saying only what the player does next."""
    asked = []

    def fetch(version):
        asked.append(version)
        return twin_vm[1]  # the twin's: CircuitPython 10.2.1's own mpy-cross

    monkeypatch.setattr(deploy, "fetch_mpy_cross", fetch)
    assert deploy.main([str(tmp_path)]) == 0
    got = _drive_files(tmp_path)
    assert asked == ["10.x"]
    assert "scopa_core/deal.mpy" in got and "lib/scopa_ui/app.mpy" in got
    out = capsys.readouterr().out
    assert out.splitlines()[-1] == "Now eject the drive and press the board's reset button."
    assert "circup" not in out and "requirements" not in out
    assert deploy.main([str(tmp_path), "--circuitpython", "9.x"]) == 0
    assert asked == ["10.x", "9.x"]


def test_make_deploy_uses_the_mpy_cross_it_is_given(tmp_path, monkeypatch, twin_vm):
    def fetch(version):
        raise AssertionError("fetched although --mpy-cross was given")

    monkeypatch.setattr(deploy, "fetch_mpy_cross", fetch)
    assert deploy.main([str(tmp_path), "--mpy-cross", twin_vm[1]]) == 0
    assert "scopa_core/deal.mpy" in _drive_files(tmp_path)


def test_without_any_mpy_cross_the_deploy_stops_and_writes_nothing(tmp_path, monkeypatch, capsys):
    """Offline, with no CircuitPython source at hand and no --mpy-cross: exit status 2, one
    paragraph saying why and what to do, and the drive as it was (an earlier deploy's files,
    the player's settings)."""
    from tools import circuitpython

    def offline(version):
        raise deploy.NoMpyCross("Adafruit's could not be fetched "
                                "(git clone failed with status 128)")

    def no_source(quiet=True):
        raise circuitpython.Unavailable(
            "no CircuitPython %s source here (the clone of %s failed): %s"
            % (circuitpython.VERSION, circuitpython.REPO, circuitpython.HOW))

    monkeypatch.setattr(deploy, "fetch_mpy_cross", offline)
    monkeypatch.setattr(circuitpython, "mpy_cross", no_source)
    (tmp_path / "scopa_core").mkdir()
    (tmp_path / "scopa_core" / "deal.mpy").write_bytes(b"C\x06 an earlier deploy")
    (tmp_path / "settings.toml").write_text("SCOPA_LANG = \"it\"\n")
    before = _snapshot(tmp_path)
    assert deploy.main([str(tmp_path)]) == 2
    assert _snapshot(tmp_path) == before
    out, err = capsys.readouterr()
    assert out == ""
    message = err.strip()
    assert "\n" not in message  # one paragraph
    assert message.startswith("No mpy-cross for CircuitPython 10.x here: Adafruit's could not "
                              "be fetched (git clone failed with status 128); none could be "
                              "built from CircuitPython's source (no CircuitPython 10.2.1 "
                              "source here (the clone of ")
    assert "precompiled only, so nothing was copied" in message
    assert message.endswith("To get one, set CIRCUITPYTHON_SRC to a CircuitPython 10.2.1 source "
                            "tree or its release tarball, or go online once (what is fetched is "
                            "kept for later), or pass --mpy-cross PATH (make deploy "
                            "MPY_CROSS_CP=PATH).")
    assert message.count("CIRCUITPYTHON_SRC") == 1


def test_for_circuitpython_9_only_a_fetched_or_given_mpy_cross_will_do(tmp_path, monkeypatch,
                                                                        capsys):
    """The source built here is CircuitPython 10's: for a 9.x board it is never built, and the
    message does not send the player after it."""
    def offline(version):
        raise deploy.NoMpyCross("Adafruit's could not be fetched (offline)")

    def build():
        raise AssertionError("built a 10.x mpy-cross for a 9.x board")

    monkeypatch.setattr(deploy, "fetch_mpy_cross", offline)
    monkeypatch.setattr(deploy, "build_mpy_cross", build)
    assert deploy.main([str(tmp_path), "--circuitpython", "9.x"]) == 2
    assert _drive_files(tmp_path) == set()
    err = capsys.readouterr().err
    assert "only 10.x's can be built from source here" in err and "CIRCUITPYTHON_SRC" not in err
    assert "go online once" in err and "--mpy-cross PATH" in err


def test_a_mpy_cross_that_is_missing_or_fails_leaves_the_drive_as_it_was(tmp_path, capsys):
    drive = tmp_path / "drive"
    drive.mkdir()
    (drive / "settings.toml").write_text("SCOPA_LANG = \"it\"\n")
    before = _snapshot(drive)
    assert deploy.main([str(drive), "--mpy-cross", str(tmp_path / "nowhere")]) == 2
    assert "is not a program" in capsys.readouterr().err
    failing = tmp_path / "mpy-cross"
    failing.write_text("#!/bin/sh\nexit 1\n")
    failing.chmod(0o755)
    with pytest.raises(subprocess.CalledProcessError):
        deploy.deploy(str(drive), str(failing))
    assert _snapshot(drive) == before


def test_offline_the_deploy_precompiles_with_mpy_cross_built_from_source(tmp_path, monkeypatch,
                                                                          capsys):
    """Offline, a 10.x board still gets .mpy files: the mpy-cross built from CircuitPython
    10.2.1's own source (the board twin's) makes the files that version loads."""
    from tools import circuitpython

    if circuitpython.why_not():
        pytest.skip("no CircuitPython source here: " + circuitpython.why_not())

    def offline(version):
        raise deploy.NoMpyCross("Adafruit's could not be fetched (offline)")

    monkeypatch.setattr(deploy, "fetch_mpy_cross", offline)
    assert deploy.main([str(tmp_path)]) == 0
    got = _drive_files(tmp_path)
    assert "scopa_core/deal.mpy" in got and "lib/scopa_ui/app.mpy" in got
    with open(tmp_path / "scopa_core" / "deal.mpy", "rb") as f:
        assert f.read(2) == b"C\x06"
    assert ("using mpy-cross built here from CircuitPython 10.2.1's source: Adafruit's could "
            "not be fetched (offline)") in capsys.readouterr().out


def test_the_fetch_of_mpy_cross_says_why_it_failed_and_refuses_an_unknown_version(monkeypatch):
    from circuitpython_build_tools import build

    def offline(version, quiet=False):
        raise subprocess.CalledProcessError(128, ["git", "clone", "-b", version["tag"]])

    monkeypatch.setattr(build, "mpy_cross", offline)
    with pytest.raises(deploy.NoMpyCross, match=r"could not be fetched \(git clone failed with "
                                                r"status 128\)"):
        deploy.fetch_mpy_cross("10.x")

    def refused(version, quiet=False):
        raise OSError("no room")

    monkeypatch.setattr(build, "mpy_cross", refused)
    with pytest.raises(deploy.NoMpyCross, match=r"could not be fetched \(OSError: no room\)"):
        deploy.fetch_mpy_cross("10.x")
    monkeypatch.setattr(build, "mpy_cross",
                        lambda version, quiet=False: "/cache/mpy-cross-" + version["name"])
    assert deploy.fetch_mpy_cross("9.x") == "/cache/mpy-cross-9.x"
    with pytest.raises(SystemExit, match="unknown CircuitPython version '8.x'"):
        deploy.fetch_mpy_cross("8.x")
