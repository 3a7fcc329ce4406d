"""make deploy: the board gets the game and nothing host-only; every module precompiled, as a
board loads it, is at most 12 KB."""

import os
import subprocess

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
        assert not f.startswith(("tools", "lab", "host_tests", "docs")), f
        assert os.path.basename(f) not in deploy.HOST_ONLY, f
        assert "__pycache__" not in f, f


def test_every_module_the_board_loads_is_at_most_12_kb(tmp_path, twin_vm):
    # Measured as deployed: precompiled by the twin's mpy-cross (-O3, no docstrings).
    deploy.deploy(str(tmp_path), twin_vm[1])
    sizes = [(os.path.relpath(os.path.join(d, n), tmp_path), os.path.getsize(os.path.join(d, n)))
             for d, _, names in os.walk(tmp_path) for n in names if n.endswith(".mpy")]
    assert len(sizes) > 50
    for rel, size in sizes:
        assert size <= 12 * 1024, (rel, size)


def test_deploy_with_mpy_cross_sends_modules_precompiled(tmp_path, twin_vm):
    # The board twin's mpy-cross: CircuitPython 10.2.1's own, the format a board loads.
    deploy.deploy(str(tmp_path), twin_vm[1])
    assert (tmp_path / "code.py").exists() and (tmp_path / "boot.py").exists()
    assert (tmp_path / "scopa_core" / "match.mpy").exists()
    assert not (tmp_path / "scopa_core" / "match.py").exists()
    assert (tmp_path / "lib" / "scopa_ui" / "app.mpy").exists()
    assert (tmp_path / "assets" / "deck_french.bmp").exists()


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


def _without_docstrings(tree):
    import ast

    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(
                getattr(body[0], "value", None), ast.Constant) and isinstance(body[0].value.value, str):
            body[0] = ast.Pass()
    return ast.dump(tree, include_attributes=False)


def test_sources_go_without_docstrings_same_code_same_line_numbers(tmp_path):
    """The board keeps a compiled module's docstrings in its heap: deploy drops them, and a
    traceback's line numbers still point at the repository's lines."""
    import ast

    deploy.deploy(str(tmp_path))
    checked = 0
    for src, rel in deploy.files():
        if not rel.endswith(".py"):
            continue
        with open(src, encoding="utf-8") as f:
            original = f.read()
        sent = (tmp_path / rel).read_text(encoding="utf-8")
        assert sent.count("\n") == original.count("\n"), rel
        assert _without_docstrings(ast.parse(sent)) == _without_docstrings(ast.parse(original)), rel
        tree = ast.parse(sent)
        for node in ast.walk(tree):
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)):
                assert ast.get_docstring(node) is None, (rel, getattr(node, "name", "module"))
        # Every statement that is not a docstring keeps its line.
        lines_o = {(type(n).__name__, n.lineno) for n in ast.walk(ast.parse(original))
                   if isinstance(n, ast.stmt) and not isinstance(n, ast.Expr)}
        lines_s = {(type(n).__name__, n.lineno) for n in ast.walk(tree)
                   if isinstance(n, ast.stmt) and not isinstance(n, (ast.Expr, ast.Pass))}
        assert lines_s == {x for x in lines_o if x[0] != "Pass"}, rel
        checked += 1
    assert checked > 40


def test_strip_docstrings_keeps_one_line_bodies_and_odd_layouts_valid():
    src = ('"""Mod."""\nclass K:\n    """K doc\n    two lines"""\n    def f(self): """x"""; return 1\n'
           'def g():\n    "only a docstring"\nX = "not a docstring"\n')
    out = deploy.strip_docstrings(src)
    ns = {}
    exec(compile(out, "m", "exec"), ns)
    assert ns["K"]().f() == 1 and ns["g"]() is None and ns["X"] == "not a docstring"
    assert out.count("\n") == src.count("\n") and "Mod" not in out
    assert "K doc" not in out and "only a" not in out and "\"\"\"x" not in out


def _drive_files(drive):
    return {os.path.relpath(os.path.join(d, n), drive) for d, _, ns in os.walk(drive) for n in ns}


def test_make_deploy_precompiles_with_circuitpythons_mpy_cross(tmp_path, monkeypatch, capsys,
                                                                twin_vm):
    """The default deploy asks circuitpython-build-tools for the board's mpy-cross (version
    10.x) and sends every module but code.py and boot.py as .mpy; a source deploy before it
    leaves no .py behind to shadow them."""
    asked = []

    def fetch(version):
        asked.append(version)
        return twin_vm[1]  # the twin's: CircuitPython 10.2.1's own mpy-cross

    monkeypatch.setattr(deploy, "circuitpython_mpy_cross", fetch)
    deploy.main([str(tmp_path), "--source"])
    assert asked == [] and "scopa_core/deal.py" in _drive_files(tmp_path)
    deploy.main([str(tmp_path)])
    got = _drive_files(tmp_path)
    assert asked == ["10.x"]
    assert "scopa_core/deal.mpy" in got and "lib/scopa_ui/app.mpy" in got
    assert not [f for f in got if f.endswith(".py") and f not in ("code.py", "boot.py")]
    assert "modules precompiled" in capsys.readouterr().out
    deploy.main([str(tmp_path), "--circuitpython", "9.x"])
    assert asked == ["10.x", "9.x"]


def test_deploy_without_circuitpythons_mpy_cross_sends_source_and_says_so(tmp_path, monkeypatch,
                                                                           capsys, twin_vm):
    """Offline (the fetch fails) the game still goes on the board, as source, every stale .mpy
    of an earlier precompiled deploy removed (the board loads a .py first, but a .mpy left
    behind is a module nobody updates, and flash the drive needs)."""
    deploy.deploy(str(tmp_path), twin_vm[1])
    monkeypatch.setattr(deploy, "circuitpython_mpy_cross", lambda version: None)
    monkeypatch.setattr(deploy, "twin_mpy_cross", lambda: None)  # no board twin either
    deploy.main([str(tmp_path)])
    got = _drive_files(tmp_path)
    assert "scopa_core/deal.py" in got and "lib/scopa_ui/app.py" in got
    assert not [f for f in got if f.endswith(".mpy")]
    out = capsys.readouterr().out
    assert "sending the modules as source" in out and "modules as source" in out


def test_deploy_offline_precompiles_with_the_board_twins_mpy_cross(tmp_path, monkeypatch, capsys):
    """Offline, a 10.x board still gets .mpy files: the board twin's mpy-cross, built from
    CircuitPython 10.2.1's own source, makes the files that version loads."""
    import pytest

    from tools import circuitpython

    if circuitpython.why_not():
        pytest.skip("no CircuitPython source here: " + circuitpython.why_not())
    monkeypatch.setattr(deploy, "circuitpython_mpy_cross", lambda version: None)
    deploy.main([str(tmp_path)])
    got = _drive_files(tmp_path)
    assert "scopa_core/deal.mpy" in got and "lib/scopa_ui/app.mpy" in got
    with open(tmp_path / "scopa_core" / "deal.mpy", "rb") as f:
        assert f.read(2) == b"C\x06"  # CircuitPython's .mpy, version 6
    assert "using mpy-cross built here" in capsys.readouterr().out


def test_the_fetch_of_mpy_cross_reports_a_failure_and_refuses_an_unknown_version(monkeypatch,
                                                                                  capsys):
    import subprocess

    import pytest
    from circuitpython_build_tools import build

    def offline(version, quiet=False):
        raise subprocess.CalledProcessError(128, ["git", "clone"])

    monkeypatch.setattr(build, "mpy_cross", offline)
    assert deploy.circuitpython_mpy_cross("10.x") is None
    assert "could not get CircuitPython 10.x's mpy-cross (CalledProcessError" in capsys.readouterr().out
    monkeypatch.setattr(build, "mpy_cross", lambda version, quiet=False: "/cache/mpy-cross-" + version["name"])
    assert deploy.circuitpython_mpy_cross("9.x") == "/cache/mpy-cross-9.x"
    with pytest.raises(SystemExit, match="unknown CircuitPython version '8.x'"):
        deploy.circuitpython_mpy_cross("8.x")
