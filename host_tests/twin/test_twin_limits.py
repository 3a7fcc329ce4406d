"""The board's limits bite in the twin: a Python stack or a heap too small for a match makes
the run fail where it would fail on a board (so the budget the other tests keep is real), and
the app's safety net turns a Python stack overflow in a match into a notice, not a stop. The
twin's heap is the board's: grown in pieces from the PyBadge's pool, apart from the
harness's, the same whatever the path the harness starts from."""

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
    r = run({"settings": {"level": MAESTRO}, "seed": 7}, ballast="100k", image=twin_drive)
    assert not r.ok, r.why()
    said = " ".join(r.report.get("notices", [])) + (r.report.get("error") or "") + r.stdout
    assert "memory" in said.lower(), r.why()


def _free_at_the_top(r):
    first = r.stdout.splitlines()[0]
    assert first.startswith("scopa: pybadge, "), first
    return int(first.split(", ")[1].split()[0])


def test_the_twin_is_the_board_code_py_expects(twin_drive):
    """What code.py finds: the PyBadge profile (by os.uname), the board's heap grown in
    pieces from the PyBadge's pool (gc.mem_free counts the pool's largest free block, as on a
    board), the ballast taken from it, and the board's language (no sys.exc_info, no
    two-argument next)."""
    r = run({"settings": {"level": 0}, "seed": 1}, image=twin_drive)
    assert r.ok, r.why()
    free = _free_at_the_top(r)
    # The pool's 158,912 bytes less the supervisor's 8 KB, the Python stack's 2 KB and what
    # code.py's imports hold: well over 100 KB, and never the whole pool.
    assert 100 * 1024 < free < 150 * 1024, free
    assert r.report["heap_pieces"] >= 3, r.why()  # 8 KB first, then more as the match needs
    held = run({"settings": {"level": 0}, "seed": 1}, ballast="16k", image=twin_drive)
    assert held.ok, held.why()
    assert abs(free - _free_at_the_top(held) - 16 * 1024) < 1024, (free, held.stdout[:80])


def test_the_firmwares_last_block_fault_is_met_and_counted(twin_drive):
    """CircuitPython 10.2.1 can record a heap piece's last used block one past its end (an
    in-place growth up to the piece's last block); the twin counts each collection that finds
    it (variant/twin_heap.c). With pieces filling to their ends, the tightest match meets it,
    and completes."""
    r = run({"settings": {"level": MAESTRO, "seats": 5}, "seed": 20261126, "pages": "all"},
            image=twin_drive)
    assert r.ok and r.report["gc_overruns"] > 0, r.why()


def test_the_harness_and_the_game_keep_to_their_own_heaps(twin_drive):
    """The player's objects live in the harness's heap, the app and its screens in the
    board's: what the harness does never takes or moves the game's heap."""
    r = run({"settings": {"level": MAESTRO}, "seed": 1, "measure": True}, image=twin_drive)
    assert r.ok and r.report["apart"] is True, r.why()


def test_the_games_figures_do_not_depend_on_the_harnesss_path(twin_drive):
    """The same match started from harness folders of 31, 37 and 44 characters (a checkout's
    path, a temporary folder's) gives the same heap, names and stack, to the byte."""
    import shutil
    import tempfile

    from lab.twin.run import HARNESS

    figures = []
    for length in (31, 37, 44):
        base = tempfile.mkdtemp(dir="/tmp")
        folder = base + "/" + "h" * (length - len(base) - 1)
        shutil.copytree(HARNESS, folder)
        try:
            r = run({"settings": {"level": MAESTRO}, "seed": 3, "measure": True},
                    image=twin_drive, harness=folder)
        finally:
            shutil.rmtree(base, ignore_errors=True)
        assert r.ok, r.why()
        rep = r.report
        figures.append(tuple(rep[k] for k in ("live_max", "live_table", "names", "names_heap",
                                              "spare_seen", "pystack_peak", "max_alloc")))
    assert figures[0] == figures[1] == figures[2], figures


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


WHY_ALIVE = """
import twin


class Held:
    pass


keep = {"held": [Held()]}
chain = twin.why_alive(keep["held"][0])
print(chain[0][0] + "|" + chain[-1][0], end="|")
steps = [at for _, at in chain[:-1]]
# each step is held by the next: a word of the next block points at it
print(all(any(at == up for _, at, _ in twin.referrers(step)) for step, up in zip(steps, steps[1:])))
"""


def test_why_alive_names_a_chain_of_holders_up_to_a_root(twin_vm):
    """twin.why_alive(o), the tool that finds what keeps a module alive (docs/twin.md): its
    chain starts at o, each block in it is pointed at by the next, and it ends at a root."""
    from lab import hostbin

    out = hostbin.run(["-c", WHY_ALIVE])
    assert out.returncode == 0, out.stderr
    first, root, linked = out.stdout.strip().split("|")
    assert first == "Held" and root in ("vm", "pystack", "C stack") and linked == "True", out.stdout
