"""The handheld UI against another board on the cable: the UI's side (setup "Cable link",
the waiting screen, the table with the remote seat) plays a whole match against a CPU board
at the other end of an in-memory cable; both end with the same transcript."""

import random

import pytest

from scopa_core.link.link import Link
from scopa_core.options import Options
from tools.link_play import End
from tools.link_transport import memory_pair, parse_faults
from tools.ui_driver import count_cards


def linked_match(driver, faults=None, seed=0, house=None, level="normale"):
    settings = {"level": 4}  # Opponent: Cable link
    settings.update(house or {})
    d = driver(seed=seed, settings=settings)
    ours, theirs, _ = memory_pair(d.clock, parse_faults(faults) if faults else None, seed)
    d.board.uart = lambda: ours
    rng = random.Random(1000 + seed)
    entropy = lambda n: bytes(rng.randrange(256) for _ in range(n))  # noqa: E731
    peer = End(Link(theirs, d.clock, entropy), Options(**(house or {})), level=level, seed=seed)
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
    assert d.top_name() == "LinkWaitScreen"
    for _ in range(200000):
        peer.step()
        top = d.top_name()
        if top == "MatchEndScreen" and peer.done:
            break
        if top in ("DealEndScreen", "NoticeScreen") or d.my_turn():
            d.key("A")
        else:
            d.step()
        t = d.table()
        if t is not None:
            assert count_cards(t.match) == 40
    return d, peer


def test_a_whole_match_over_the_cable_ends_with_identical_transcripts(driver):
    d, peer = linked_match(driver)
    t = d.table()
    assert t.match.over and peer.session.match.over
    assert t.match.to_bytes() == peer.session.match.to_bytes()
    assert t.match.abandoned_by < 0
    assert d.app.stats.get(4, 0) == 1  # counted against "Cable link"


def test_mistakes_over_the_cable_the_calls_show_on_the_table_and_both_boards_agree(driver):
    # The other board's player is Principiante (it blunders, and calls half the mistakes it
    # sees); here A, A takes the first capture offered, right or wrong.
    d, peer = linked_match(driver, house={"mistakes": 1, "napola": 1}, level="principiante")
    t = d.table()
    assert t.match.over and t.match.options.mistakes and t.match.options.napola
    assert t.match.to_bytes() == peer.session.match.to_bytes()
    assert 63 in t.match.history  # a call was made and crossed the cable


@pytest.mark.parametrize("seed", range(6))
def test_a_noisy_cable_still_agrees(driver, seed):
    d, peer = linked_match(driver, faults="drop=0.03,corrupt=0.02,dup=0.02", seed=seed)
    t = d.table()
    assert t.match.over
    assert t.match.to_bytes() == peer.session.match.to_bytes()


def test_a_link_that_breaks_the_protocol_goes_back_to_the_title_with_a_notice(driver):
    """A "failed" link ends the match with no result: the title, and the reason over it."""
    d = driver(seed=3, settings={"level": 4})
    ours, theirs, _ = memory_pair(d.clock, None, 3)
    d.board.uart = lambda: ours
    rng = random.Random(7)
    entropy = lambda n: bytes(rng.randrange(256) for _ in range(n))  # noqa: E731
    peer = End(Link(theirs, d.clock, entropy), Options(), level="normale", seed=3)
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
    for _ in range(20000):
        if d.top_name() == "TableScreen":
            break
        peer.step()
        d.step()
    t = d.table()
    assert t is not None and not t.match.history
    t.link.state = "failed"
    t.link.message = "The other board broke the protocol."
    d.step()
    assert [type(s).__name__ for s in d.app.stack] == ["TitleScreen", "NoticeScreen"]
    assert d.app.stats.get(4, 0) == 0  # nothing recorded
    d.key("A")
    assert d.top_name() == "TitleScreen"


def _bare_peer(d, seed):
    """Our board's cable, and a bare Link at its other end (polled by the test)."""
    ours, theirs, _ = memory_pair(d.clock, None, seed)
    d.board.uart = lambda: ours
    rng = random.Random(seed)
    peer = Link(theirs, d.clock, lambda n: bytes(rng.randrange(256) for _ in range(n)))
    peer.begin(Options())
    return peer


def test_cancelling_the_wait_after_the_other_board_revealed_is_abandoning_there(driver):
    # The other board revealed its seed to this one, whose player then pressed B and Start!
    # again. This board could have read that seed and seen the deal: the other board counts
    # the cancel as abandoning (no second deal for free); this one, which never saw the
    # deal, records nothing. The greetings its UART kept from before start no match.
    import sys

    d = driver(seed=1, settings={"level": 4})
    peer = _bare_peer(d, 5)
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
    assert d.top_name() == "LinkWaitScreen"
    # The menus left before the link's code came in (it then lies low in the board's heap).
    assert [type(s).__name__ for s in d.app.stack] == ["LinkWaitScreen"]
    assert "scopa_ui.setup" not in sys.modules and "scopa_ui.title" not in sys.modules
    d.step()
    peer.poll()
    d.clock.t += 5
    peer.poll()
    assert peer.handshake.revealed_at is not None
    d.key("B")
    assert [type(s).__name__ for s in d.app.stack] == ["TitleScreen", "SetupScreen"]
    for _ in range(10):
        d.clock.t += 50
        peer.poll()
    assert peer.state == "lost" and "showed its shuffle" in peer.message
    d.key("A")
    for _ in range(100):  # a board that has lost answers no new handshake
        peer.poll()
        d.step()
    assert d.table() is None and d.top_name() == "LinkWaitScreen"
    peer.begin(Options())  # its player starts over too
    for _ in range(300):
        peer.poll()
        d.step()
        if d.table() is not None and peer.state == "ready":
            break
    t = d.table()
    assert t is not None and t.link.state == peer.state == "ready"
    assert t.match.seed == peer.match.seed and not t.match.over
    for _ in range(100):
        peer.poll()
        d.step()
    assert t.link.state == peer.state == "ready" and not t.match.over
    assert d.app.stats.get(4, 0) == 0  # no match counted


def test_leaving_the_wait_after_the_other_board_started_is_abandoning_there(driver):
    d = driver(seed=2, settings={"level": 4})
    ours, theirs, _ = memory_pair(d.clock, None, 6)
    d.board.uart = lambda: ours
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
    while theirs.read():  # this board's first greeting is lost: it will know the other's first
        pass
    rng = random.Random(6)
    peer = Link(theirs, d.clock, lambda n: bytes(rng.randrange(256) for _ in range(n)))
    peer.begin(Options())
    peer.poll()  # its commitment
    d.step()  # this board learns it and reveals its seed
    peer.poll()  # the other board has both seeds: its match begins
    assert peer.state == "ready" and d.app.link.state == "connecting"
    assert d.top_name() == "LinkWaitScreen"
    d.key("B")
    peer.poll()
    assert peer.state == "lost"  # this board could have known the deal: it abandoned
    assert peer.message == "the other board left after this board showed its shuffle: it loses the match"


def _cable_table(driver, seed=2):
    """A cable match on the table, at the other board's turn, with a bare peer."""
    d = driver(seed=seed, settings={"level": 4})
    peer = _bare_peer(d, 9)
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
    d.until(lambda: peer.poll() or d.table() is not None, 2000)
    t = d.table()
    for _ in range(2000):
        peer.poll()
        if t.match.deal.to_move != t.me and t.mode == 0:
            break
        if d.my_turn():
            d.key("A")
        else:
            d.step()
    for _ in range(3):
        peer.poll()
        d.step()
    return d, peer, t


def _message(t):
    """What the message line says: the line, or the news box over it."""
    box = t.view.news_box
    if box is not None:
        return " ".join(box.text.split())
    return t.view.info.text


def test_the_table_names_the_other_board_and_shows_the_links_news(driver):
    from scopa_core.link.channel import MOVE

    d, peer, t = _cable_table(driver)
    assert t.names[1 - t.me] == "Opp"
    assert _message(t) == "Other board's turn"
    bad = next(c for c in range(40) if c not in t.match.moves())
    peer.moves.send(MOVE, len(t.match.history), bad, bytes(4))
    for _ in range(5):
        peer.poll()
        d.step()
    assert t.link.moves.refused == 1
    assert _message(t).startswith("The other board sent an illegal move")
    assert _message(t).endswith("refused")
    t0 = d.clock.t
    while d.clock.t - t0 < 4000:  # the other board goes quiet
        d.step()
    assert t.link.state == "ready"
    assert "not answering" in _message(t) and "check the cable" in _message(t)
    for _ in range(10):
        peer.poll()
        d.step()
    assert _message(t) == "Other board's turn"


def test_a_board_out_of_memory_in_a_cable_match_tells_the_other_at_once(driver, monkeypatch):
    """The board's loop drops a match it has no memory for (App.step_safely): on the cable,
    the other board hears it at once and wins, rather than waiting out its 12 s timeout."""
    d, peer, t = _cable_table(driver)

    def out_of_memory(table):
        raise MemoryError("memory allocation failed")

    monkeypatch.setattr(type(t), "tick", out_of_memory)  # (the table module the match loaded)
    d.app.step_safely()
    assert d.top_name() == "NoticeScreen" and d.app.link is None
    peer.poll()  # no time has passed: no timeout
    assert peer.state == "lost"
    assert peer.message == "the other board ran out of memory: it loses the match"


def test_a_cable_match_keeps_one_copy_of_the_modules_its_frames_use(driver):
    """The link's modules hold record (the transcripts). The save must not forget it after
    each write: the next import would compile a second copy
    beside the one the link holds, and a board's heap would carry both."""
    import sys

    d, peer = linked_match(driver)
    from scopa_core.link import moves  # (the copy the match loaded)

    assert d.app.stats.get(4, 0) == 1  # deals ended, saves written, the match recorded
    for name, fn in (("scopa_core.record", moves.encode),):
        held = sys.modules.get(name)
        assert held is not None and held.__dict__ is fn.__globals__, name


def test_the_links_code_leaves_with_the_last_link_and_a_cpu_match_plays_after(driver):
    """About 20 KB of a board's heap is the link's code: once the match is over and no link
    lingers to answer the other board, the title lets it go, so a CPU match after a cable
    one has the heap a CPU match has."""
    import sys

    from host_tests.ui.test_ui_play import start_match

    d, peer = linked_match(driver)
    assert d.top_name() == "MatchEndScreen"
    d.until(lambda: d.app.link is None)  # the link lingered, then let go
    d.key("A")
    assert d.top_name() == "TitleScreen"
    assert not [m for m in sys.modules if m.startswith("scopa_core.link")]
    d.app.settings.level = 0
    t = start_match(d)
    d.play_until(lambda: len(t.match.history) > 6)
    assert not [m for m in sys.modules if m.startswith("scopa_core.link")]


def test_a_board_that_leaves_after_seeing_this_ones_shuffle_loses_here(driver):
    """A rogue sends only its commitment, reads this board's seed (it could now work out the
    deal) and leaves: the waiting screen goes through the table to the result, a win here,
    with the reason; no second deal is drawn for it."""
    from scopa_core.link import handshake as hs
    from scopa_core.link.channel import BYE, HELLO, Channel
    from scopa_core.prefs import PLAYED, WON

    d = driver(seed=4, settings={"level": 4})
    ours, theirs, _ = memory_pair(d.clock, None, 4)
    d.board.uart = lambda: ours
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
    rogue = Channel(theirs)
    rogue.send_control(HELLO, hs.pack_hello(Options(), hs.commitment(bytes(16)), None, None))
    for _ in range(5):
        d.clock.t += 20
        d.step()
    shown = []
    rogue.poll(d.clock(), lambda kind, body: shown.append(hs.Hello(body)) if kind == HELLO else None)
    assert shown and shown[-1].seed is not None  # this board's seed is out
    rogue.send_control(BYE, bytes((8,)))  # "left the waiting screen"
    for _ in range(30):
        d.step()
    assert [type(s).__name__ for s in d.app.stack][-2:] == ["MatchEndScreen", "NoticeScreen"]
    said = " ".join(" ".join(t.text.split()) for t in d.top.group if hasattr(t, "text"))
    assert "showed its shuffle" in said and "loses the match" in said
    assert d.app.stats.get(4, PLAYED) == 1 and d.app.stats.get(4, WON) == 1
    t = d.table()
    assert t.match.abandoned_by == 1 - t.me and t.match.history == [62 | (1 - t.me) << 6]
    later = []
    rogue.poll(d.clock(), lambda kind, body: later.append(kind))
    assert HELLO not in later[1:]  # no fresh seed after it left


def test_a_rebuilt_match_reaches_the_table_through_the_session_and_is_told(driver):
    """A resync hands the session the rebuilt match (Session.replace): the table reads the
    match from the session, asks its player again, and shows what the player must know."""
    from scopa_core.match import Match

    d, peer, t = _cable_table(driver)
    old = t.match
    rebuilt = Match.replay(old.options, old.seed, list(old.history))
    t.session.replace(rebuilt, "the boards resynchronized, and your move 6D no longer fits"
                               " the table: choose again")
    d.step()
    assert t.match is rebuilt and t.session.match is rebuilt
    assert d.top_name() == "NoticeScreen"
    said = " ".join(" ".join(x.text.split()) for x in d.top.group if hasattr(x, "text"))
    assert "choose again" in said and said.count("The boards resynchronized") == 1
    d.key("A")
    assert d.top is t
    for _ in range(5):
        peer.poll()
        d.step()
    assert t.link.state == "ready" and not t.match.over
