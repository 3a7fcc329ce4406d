"""The board's limits bite in the twin: a Python stack or a heap too small for a match makes
the run fail where it would fail on a board (so the limits the other tests keep are real),
and the app's safety net turns a Python stack overflow in a match into a notice, not a stop."""

from lab.twin.run import run

MAESTRO = 3


def test_a_python_stack_too_small_stops_the_run_with_the_boards_error(twin_drive):
    r = run({"settings": {"level": MAESTRO}, "seed": 7}, pystack=768, image=twin_drive)
    assert not r.ok
    assert r.report["error"] == "RuntimeError: pystack exhausted", r.why()
    assert "Traceback" in r.stdout


def test_the_app_turns_a_python_stack_overflow_into_a_notice_and_offers_continue(twin_drive):
    # 1,100 bytes: enough for the menus and the table, not for a CPU's turn.
    r = run({"settings": {"level": MAESTRO}, "seed": 7, "bare": False, "save_quit": None},
            pystack=1100, image=twin_drive)
    rep = r.report
    assert rep["error"] is None, r.why()  # the board did not stop
    assert any("Python stack" in n.replace(" / ", " ") for n in rep["notices"]), r.why()
    assert rep["continue_offered"] is True, r.why()  # the match's save is kept


def test_a_heap_too_small_fails_the_match(twin_drive):
    r = run({"settings": {"level": MAESTRO}, "seed": 7}, heap="40k", image=twin_drive)
    assert not r.ok, r.why()
    said = " ".join(r.report.get("notices", [])) + (r.report.get("error") or "") + r.stdout
    assert "memory" in said.lower(), r.why()


def test_the_twin_is_the_board_code_py_expects(twin_drive):
    """What code.py finds: the PyBadge profile (by os.uname), about 143 KB free at its top,
    and the board's language (no sys.exc_info, no two-argument next)."""
    r = run({"settings": {"level": 0}, "seed": 1}, image=twin_drive)
    assert r.ok, r.why()
    first = r.stdout.splitlines()[0]
    assert first.startswith("scopa: pybadge, ")
    free = int(first.split(", ")[1].split()[0])
    # code.py's own imports leave about 130 KB: 133,120 to 133,472 bytes seen, by the checkout's
    # path and the drive image (they move the harness's objects; the collector scans
    # conservatively). 128 KB: beyond that noise, the room may not shrink 2 KB unseen.
    assert 128 * 1024 < free <= 143 * 1024, first


def test_the_names_counted_are_the_games_from_the_first(twin_drive):
    """The names a run reports are those code.py interned, as a board starts code.py with
    none: the harness's own are not among them, code.py's first ones are."""
    r = run({"settings": {"level": 0}, "seed": 1, "names": True}, image=twin_drive)
    assert r.ok, r.why()
    names = [line[5:] for line in r.stdout.splitlines() if line.startswith("NAME ")]
    assert len(names) == r.report["names"] > 500, r.why()
    assert names[-1] == "/code.py" and "open_board" in names[-5:], names[-5:]  # newest first
    assert not {"player", "_measure", "_attach"} & set(names)  # the harness's (player.py)
    assert 0 < r.report["names_heap"] < 24 * 1024, r.why()
