"""Scripted sessions: keys drive the real UI (headless board, fake clock) and the tests assert
the game state and what the screen shows."""

from tools.ui_driver import choice_seed, count_cards
from scopa_ui.table import ways

PICK, CHOOSE, REVEAL, WAIT = 1, 2, 3, 0


def start_match(d):
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
    assert d.top_name() == "TableScreen"
    return d.table()


def play_out(d, limit=100000):
    """Press A whenever the game waits for the player, until the match-end screen."""
    for _ in range(limit):
        top = d.top_name()
        if top == "MatchEndScreen":
            return
        if top == "DealEndScreen" or d.my_turn():
            d.key("A")
        else:
            d.step()
        assert count_cards(d.table().match) == 40
    raise AssertionError("match did not end")


def test_new_match_reaches_your_turn_and_a_plays_the_chosen_card(driver):
    d = driver(seed=7)
    t = start_match(d)
    d.until(d.my_turn)
    hand = sorted(t.match.deal.hand(t.me))
    before = len(t.match.history)
    d.key("RIGHT")
    assert t.keys.sel == 1
    found = ways(t.human_view(), hand[1])
    if len(found) > 1:
        d.key("A")
        assert t.mode == CHOOSE
    d.key("A")
    assert len(t.match.history) == before + 1
    assert t.session.last_deal.plays[-1][1] == hand[1]
    assert d.board.last_sound in ("play", "capture", "scopa", "settebello")


def test_keys_while_the_cpu_thinks_change_nothing_and_say_why(driver):
    d = driver(seed=3, settings={"level": 3})
    t = start_match(d)
    d.play_until(lambda: t.mode == WAIT and t.session.to_move() != t.me and t.match.history)
    before = list(t.match.history)
    d.board.push_key(4)  # RIGHT
    d.board.push_key(0)  # B
    d.app.step()
    assert t.match.history == before
    assert t.note is not None and "not your turn" in t.note[0]
    assert d.board.last_sound == "nope"


def test_start_pauses_the_cpu_and_start_resumes(driver):
    d = driver(seed=3, settings={"level": 3})
    t = start_match(d)
    d.until(lambda: t.session.to_move() != t.me and t.mode == WAIT)
    d.key("START")
    assert d.top_name() == "PauseScreen"
    n = len(t.match.history)
    d.step(300)
    assert len(t.match.history) == n  # nobody plays while paused
    d.key("START")
    assert d.top is t
    d.until(lambda: len(t.match.history) > n)


def test_choosing_between_two_captures_with_the_dpad(driver):
    seed, card = choice_seed()
    d = driver(seed=seed)
    t = start_match(d)
    d.until(d.my_turn)
    hand = sorted(t.match.deal.hand(0))
    while hand[t.keys.sel] != card:
        d.key("RIGHT")
    found = ways(t.human_view(), card)
    d.key("A")
    assert t.mode == CHOOSE and t.keys.choice == 0
    d.key("RIGHT")
    assert t.keys.choice == 1
    d.key("B")  # back out: nothing played
    assert t.mode == PICK and t.match.history == []
    d.key("A")
    d.key("RIGHT")
    d.key("A")
    assert t.match.history == [found[1][0]]
    assert not set(found[1][1]) & set(t.match.deal.table())


def test_a_whole_match_ends_records_stats_and_clears_the_saved_match(driver):
    d = driver(seed=11, settings={"level": 0})
    start_match(d)
    play_out(d)
    match = d.table().match
    assert match.over
    from scopa_core.save import SaveStore

    settings, stats, saved, problems = SaveStore(d.nvm).load()
    assert saved is None and problems == []
    assert stats.get(0, 0) == 1  # one match played against Principiante
    assert stats.get(0, 1) + stats.get(0, 2) + stats.get(0, 3) == 1


def test_save_and_quit_then_continue_resumes_the_exact_position(driver):
    d = driver(seed=5)
    t = start_match(d)
    for _ in range(3):
        d.until(d.my_turn)
        d.key("A")
        if t.mode == CHOOSE:
            d.key("A")
    d.until(d.my_turn)
    history = list(t.match.history)
    d.keys("START", "DOWN", "DOWN", "A")  # Pause: Save and quit
    assert d.top_name() == "TitleScreen"
    d.close()
    d2 = driver(seed=99, nvm=d.nvm)  # a fresh start, same nvm: power cycled
    assert d2.top_name() == "TitleScreen"
    assert d2.app.top.rows[0][0] == "Continue match"
    d2.key("A")
    t2 = d2.table()
    assert t2.match.history == history
    assert t2.match.to_bytes() == t.match.to_bytes()


def into_the_second_deal(driver):
    """A match one play into its second deal: (driver, the history its deal-end save holds).
    That play is not saved yet (flash wears: one write per deal)."""
    d = driver(seed=8, settings={"level": 0})
    t = start_match(d)
    d.play_until(lambda: d.top_name() == "DealEndScreen")
    saved_history = list(t.match.history)
    d.key("A")
    d.until(d.my_turn)
    d.key("A")
    assert len(t.match.history) > len(saved_history)
    return d, saved_history


def test_power_off_mid_deal_resumes_at_the_last_deal_saved(driver):
    d, saved_history = into_the_second_deal(driver)
    d.close()
    d2 = driver(nvm=d.nvm)
    d2.key("A")
    assert d2.table().match.history == saved_history


def test_a_match_resumed_from_a_deal_end_save_plays_on_exactly_as_the_uninterrupted_one(
        driver, monkeypatch):
    """The CPU players are seated afresh at every deal's start, seeded from the match, just
    as when a saved match is continued: the same random streams, the same moves."""
    from scopa_ui.table import TableScreen

    seated = []  # the CPU seats' generator states, each time the table seats them
    seat_cpus = TableScreen.seat_cpus

    def recording(table):
        seat_cpus(table)
        seated.append([s.rng.state for s in table.session.seats if hasattr(s, "rng")])

    monkeypatch.setattr(TableScreen, "seat_cpus", recording)
    d = driver(seed=21, settings={"level": 3})
    t = start_match(d)
    d.play_until(lambda: d.top_name() == "DealEndScreen")
    nvm = bytearray(d.nvm)  # the deal-end save, as a power cut here would leave it
    d.key("A")
    d.play_until(lambda: len(t.match.deal.history) >= 12)
    ahead = list(t.match.history)
    assert len(seated) == 2  # the match's start, the second deal's
    d.close()
    d2 = driver(nvm=nvm)
    assert d2.app.top.rows[0][0] == "Continue match"
    d2.key("A")
    t2 = d2.table()
    assert seated[2] == seated[1]
    d2.play_until(lambda: len(t2.match.deal.history) >= 12)
    assert t2.match.history[:len(ahead)] == ahead


def test_a_damaged_save_is_reported_and_defaults_are_used(driver):
    nvm = bytearray(b"\xff" * 8192)
    nvm[0:40] = b"SV" + bytes(range(38))  # a slot header with garbage after it
    d = driver(nvm=nvm)
    assert d.top_name() == "NoticeScreen"
    d.key("A")
    assert d.top_name() == "TitleScreen"
    assert d.app.settings.level == 1


def test_concede_from_the_pause_menu_loses_the_match(driver):
    d = driver(seed=4)
    t = start_match(d)
    d.until(d.my_turn)
    d.keys("START", "UP", "A")  # Concede (the last row), then confirm
    assert d.top_name() == "ConfirmScreen"
    d.key("A")
    assert d.top_name() == "MatchEndScreen"
    assert t.match.over and t.match.abandoned_by == t.match.options.side_of(t.me)
    assert d.app.stats.get(1, 2) == 1  # a loss against Normale


def test_select_shows_occhio_and_carte_viste_and_the_hint_moves_the_cursor(driver):
    d = driver(seed=6, settings={"hints": True})
    t = start_match(d)
    d.until(lambda: d.my_turn() and len(t.match.history) > 0)
    d.key("SELECT")
    info = d.top
    assert d.top_name() == "InfoScreen"
    assert "Occhio" in info.title.text
    d.key("RIGHT")
    assert "Carte viste" in info.title.text
    d.key("A")  # hint
    assert d.top is t
    d.until(lambda: t.mode in (PICK, CHOOSE) and t.hint_text is not None, limit=5000)
    assert t.hint_text.startswith("hint: ")


def test_every_game_and_seating_plays_to_the_end(driver):
    """The setup's Game and Players rows: two against two, Scopone, Escoba, Scopone Escoba,
    three to six players each for themselves (Scopone for three: hands of 13)."""
    from scopa_ui.table import player_names

    for k, (variant, seats, players, sides) in enumerate((
            (0, 1, 4, 2), (1, 0, 2, 2), (2, 0, 2, 2), (3, 0, 2, 2), (1, 1, 4, 2),
            (0, 2, 3, 3), (1, 2, 3, 3), (2, 3, 4, 4), (0, 4, 5, 5), (1, 5, 6, 6))):
        d = driver(seed=20 + k, settings={"level": k % 2, "variant": variant, "seats": seats,
                                          "end": 3})
        t = start_match(d)
        o = t.match.options
        assert (o.players, o.sides, o.scopone, o.escoba) == (players, sides, variant & 1, variant >= 2)
        if variant == 1 and players == 3:
            assert len(t.match.deal.hand(0)) == 13
        play_out(d)
        assert t.match.over
        d.close()
    names = player_names(6, 0)
    assert len({n[0] for n in names}) == 6 and max(map(len, names)) <= 5


def test_fixed_deals_take_their_number_on_the_target_row(driver):
    """End: fixed deals. The Target row then reads Deals (6, 9, 12 or 3): docs/rules.md "Winning the match"'s N."""
    d = driver(seed=12, settings={"level": 0})
    d.key("A")
    top = d.top
    d.keys("DOWN", "DOWN", "DOWN", "DOWN", "DOWN", "LEFT")  # from the first row down to End; back to fixed
    assert top.row_text(top.rows[top.cur]) == "End: fixed deals"
    d.key("UP")
    assert top.row_text(top.rows[top.cur]) == "Primiera: default"
    d.key("UP")
    assert top.row_text(top.rows[top.cur]) == "Deals: 6 (no target)"
    d.keys("RIGHT", "RIGHT", "RIGHT")
    assert top.row_text(top.rows[top.cur]) == "Deals: 3 (no target)"
    d.key("RIGHT")  # round to 6 again, then 9
    d.key("RIGHT")
    assert top.row_text(top.rows[top.cur]) == "Deals: 9 (no target)"
    d.keys("DOWN", "DOWN", "RIGHT")  # End: round to reach; the row is a target again
    assert top.row_text(top.rows[top.cur - 2]) == "Target: 15"
    d.key("LEFT")  # fixed deals again
    d.keys(*["DOWN"] * 6)  # past Carte viste to Start!
    d.key("A")
    t = d.table()
    assert (t.match.options.end, t.match.options.deals) == (3, 9)
    d.play_until(lambda: d.top_name() == "DealEndScreen")
    assert any(getattr(x, "text", "").startswith("Deal 1/9") for x in d.top.group)
    d.key("A")  # on to deal 2 (the breakdown's code leaves: the next tests count on it)
    assert d.top is t


def test_during_a_match_only_the_tables_code_stays_loaded(driver):
    """The board's heap is mostly code (the board twin measures it: lab/twin/bench.py): the
    menus, the save and an overlay's module must leave sys.modules once they are done, and
    come back when needed."""
    import sys

    from scopa_ui.modules import CABLE, MATCH, NEEDED_BY, SAVE, needed_by

    # The menus', the tournament's and the cable's (no link here) and the save's.
    save_only = tuple(m for m in SAVE if not needed_by(m) & CABLE)
    kept = zip(NEEDED_BY[::2], NEEDED_BY[1::2])  # (module, phases)
    gone = tuple(m for m, phases in kept if phases and not phases & MATCH) + save_only + (
        "scopa_ui.scoreboard", "scopa_ui.pause")
    d = driver(seed=11)
    t = start_match(d)
    assert not [m for m in gone if m in sys.modules]
    d.play_until(lambda: d.top_name() == "DealEndScreen")
    assert "scopa_ui.scoreboard" in sys.modules
    assert not [m for m in save_only if m in sys.modules]  # the deal's save is written
    # The CPU players leave with the deal (the breakdown and the save need the heap); their
    # code stays, not compiled again for each deal...
    assert [s for s in t.session.seats if s is not None] == [t.session.seats[t.me]]
    assert "scopa_core.ai.simple" in sys.modules
    # The table's pictures leave too while the breakdown covers them...
    assert t.view is None and len(t.group) == 1  # only the felt under them
    d.key("A")
    assert d.top is t and not [m for m in gone if m in sys.modules]
    assert t.view is not None and len(t.group) == 2 and t.group[1] is t.view.group
    # ...and are back for the next deal's first move.
    d.play_until(lambda: len(t.match.deal.history) == 2)
    assert "scopa_core.ai.simple" in sys.modules and None not in t.session.seats
    d.key("START")
    assert d.top_name() == "PauseScreen" and "scopa_ui.pause" in sys.modules
    d.key("START")
    assert d.top is t and "scopa_ui.pause" not in sys.modules


def test_the_cpu_players_code_loads_before_the_match_and_the_table(driver, monkeypatch):
    """The CPU level's code is the match's largest compile (Maestro's most of all): it comes
    first, once the menus are gone, before the match's first save and the table's code."""
    import sys

    from scopa_ui.app import App

    order = []
    real = App.save

    def save(app, *args):
        order.append(("save", "scopa_core.ai.maestro" in sys.modules, "scopa_ui.table" in sys.modules))
        return real(app, *args)

    monkeypatch.setattr(App, "save", save)
    d = driver(seed=13, settings={"level": 3})
    for m in [m for m in sys.modules if m.startswith(("scopa_ui.table", "scopa_core.ai"))]:
        del sys.modules[m]  # as the title leaves them (test_back_at_the_title_...)
    start_match(d)
    assert order == [("save", True, False)]  # the match's first save: the CPU code is in
    loaded = list(sys.modules)
    assert loaded.index("scopa_core.ai.maestro") < loaded.index("scopa_ui.table")


def test_nothing_holds_the_menus_while_the_table_is_built(driver, monkeypatch):
    """The switch from the menus to the table waits for the setup screen's key handler to
    return (App.reset_to): on the board, a handler still running would hold its screen, and
    through it the menus' pictures and code, while the match's largest imports compile."""
    import gc
    import weakref

    from scopa_ui.table import TableScreen

    alive = []
    real = TableScreen.__init__

    def init(table, *args):
        gc.collect()  # what the board's collection would free
        alive.append(setup() is not None)
        real(table, *args)

    monkeypatch.setattr(TableScreen, "__init__", init)
    d = driver(seed=14)
    d.key("A")  # title: New match
    assert d.top_name() == "SetupScreen"
    setup = weakref.ref(d.top)
    d.keys("A", "A")  # A: done (to Start!), Start!
    assert d.top_name() == "TableScreen" and alive == [False]


def test_a_deals_save_is_written_before_the_breakdowns_code_loads(driver, monkeypatch):
    """At a deal's end the save's code and then the breakdown's compile on the board, the
    largest moment of a match: one after the other, with the table's pictures and the CPU
    players already gone. The last deal's save (the match over) comes the same way."""
    import sys

    from scopa_ui.app import App

    seen = []
    real = App.save

    def save(app, *args):
        t = app.top
        if t is None:  # the match's first save, before its table exists
            return real(app, *args)
        seen.append(("scopa_ui.scoreboard" in sys.modules, t.view is None,
                     sum(s is not None for s in t.session.seats)))
        return real(app, *args)

    monkeypatch.setattr(App, "save", save)
    d = driver(seed=5)
    start_match(d)
    play_out(d)
    assert len(seen) == len(d.table().match.results) >= 2
    assert set(seen) == {(False, True, 1)}  # only the human's seat


def test_back_at_the_title_the_tables_and_the_cpus_code_is_forgotten(driver):
    import sys

    d = driver(seed=12)
    start_match(d)
    assert "scopa_ui.table" in sys.modules and "scopa_core.session" in sys.modules
    assert [m for m in sys.modules if m.startswith("scopa_core.ai")]
    d.keys("START", "DOWN", "DOWN", "DOWN", "A")  # Pause: Concede, then "Concede the match?"
    d.key("A")
    assert d.top_name() == "MatchEndScreen"
    d.key("A")
    assert d.top_name() == "TitleScreen"
    left = [m for m in sys.modules if m.startswith(("scopa_ui.table", "scopa_core.ai"))
            or m in ("scopa_ui.scoreboard", "scopa_core.session", "scopa_core.view")]
    assert left == []
    assert "scopa_core.match" in sys.modules  # the engine stays (see App.to_title)


def test_out_of_memory_in_a_match_goes_back_to_the_title_and_continue_resumes_the_last_save(
        driver, monkeypatch):
    """A board with less free RAM than planned: a MemoryError during a match must not end the
    game. The match and its code leave, the title says why, Continue resumes the last deal's
    save (the plays since are lost, as after a power cut)."""
    import sys

    from scopa_ui.table import TableScreen

    d, saved = into_the_second_deal(driver)
    calls = []

    def out_of_memory(table):
        calls.append(1)
        raise MemoryError("memory allocation failed")

    monkeypatch.setattr(TableScreen, "tick", out_of_memory)
    d.app.step_safely()
    assert calls == [1]
    assert [type(s).__name__ for s in d.app.stack] == ["TitleScreen", "NoticeScreen"]
    shown = " ".join(getattr(o, "text", "") for o in d.app.top.group)
    assert "Out of memory" in shown and "Continue resumes it" in shown
    assert not [m for m in sys.modules if m.startswith(("scopa_ui.table", "scopa_core.ai"))]
    monkeypatch.undo()
    d.key("A")  # closes the notice
    assert d.app.top.rows[0][0] == "Continue match"
    d.key("A")
    assert d.table().match.history == saved


def test_out_of_memory_with_no_room_even_for_the_notice_still_leaves_the_title(driver, monkeypatch):
    """When the heap is so short that the notice's own words fail too (seen in the board twin
    at a cable match's first drawing), the board does not stop: the title stands, with
    Continue, and the save is kept."""
    from scopa_ui.table import TableScreen

    d, saved = into_the_second_deal(driver)

    def out_of_memory(*args, **kw):
        raise MemoryError("memory allocation failed")

    monkeypatch.setattr(TableScreen, "tick", out_of_memory)
    monkeypatch.setattr(d.app, "notice", out_of_memory)  # the notice module is loaded afresh
    d.app.step_safely()
    assert [type(s).__name__ for s in d.app.stack] == ["TitleScreen"]
    monkeypatch.undo()
    assert d.app.top.rows[0][0] == "Continue match"
    d.key("A")
    assert d.table().match.history == saved


def test_out_of_memory_outside_a_match_is_not_hidden(driver, monkeypatch):
    from scopa_ui.title import TitleScreen

    d = driver(seed=8)

    def out_of_memory(screen):
        raise MemoryError("memory allocation failed")

    monkeypatch.setattr(TitleScreen, "tick", out_of_memory)
    import pytest

    with pytest.raises(MemoryError):
        d.app.step_safely()


def test_the_lights_go_out_at_the_title_after_a_loss(driver):
    d = driver(seed=3, settings={"level": 0})
    start_match(d)
    d.keys("START", "UP", "A", "A")  # Pause: up round to Concede; yes
    assert d.top_name() == "MatchEndScreen" and d.board.lights[0] != 0  # red: a loss
    d.key("A")
    assert d.top_name() == "TitleScreen" and list(d.board.lights) == [0] * 5


def _rows(image, y0, y1):
    return [[image.getpixel((x, y)) for x in range(160)] for y in range(y0, y1)]


def test_the_pause_menu_and_concede_question_hide_the_play_and_the_table_comes_back(driver):
    """While the pause menu or the concede question shows, the table's pictures are away (in
    late deals of Maestro with six players the menu over them was the match's peak): around
    the box only felt shows, no card and no half line of the message; back at the table, the
    picture is the one left."""
    d = driver(seed=3, settings={"level": 0})
    start_match(d)
    d.until(d.my_turn)
    before = d.image().tobytes()
    felt = d.image().getpixel((80, 60))  # the table's green between the cards
    around = [[felt] * 160] * 25  # above either box
    below = [[felt] * 160] * 28
    d.key("START")
    assert d.top_name() == "PauseScreen" and d.table().view is None
    assert _rows(d.image(), 0, 25) == around and _rows(d.image(), 100, 128) == below
    d.keys("UP", "A")  # Concede
    assert d.top_name() == "ConfirmScreen"
    assert _rows(d.image(), 0, 25) == around and _rows(d.image(), 100, 128) == below
    d.key("B")
    d.step()
    assert d.top_name() == "TableScreen" and d.image().tobytes() == before
