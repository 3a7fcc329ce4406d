"""Linked matches end to end over an in-memory cable: identical transcripts with and without
faults, a pulled cable within and past the timeout, concessions, the clock's wrap."""

from scopa_core.match import abandon_move
from scopa_core.options import Options

try:
    from link_pipe import Clock, linked, connect, run, Player, play
except ImportError:
    from core.link.link_pipe import Clock, linked, connect, run, Player, play


def _play(seed, options=None, clock=None, **faults):
    clock, cable, a, b = linked(options, seed, clock, **faults)
    pa = Player(a, seed + 10)
    pb = Player(b, seed + 20)
    assert play(clock, (pa, pb))
    return cable, a, b


def test_a_clean_match_ends_with_identical_transcripts():
    cable, a, b = _play(1)
    assert a.match.over and b.match.over
    assert a.match.to_bytes() == b.match.to_bytes()
    assert a.finished and b.finished
    assert a.stats()["retransmissions"] == 0
    assert a.stats()["resyncs"] == b.stats()["resyncs"] == 0


def test_scopone_escoba_over_the_link():
    cable, a, b = _play(2, Options(scopone=True, escoba=True, end="fixed", deals=1))
    assert a.match.to_bytes() == b.match.to_bytes()
    assert a.match.over


def test_the_house_rules_over_a_faulty_cable_calls_included():
    # The handheld's house rules page can put all of them in a cable match: calls of
    # mistakes are moves like the others, checked and confirmed by both boards.
    o = Options(fewest=True, napola=True, re_bello=True, asso=True, mistakes=True, end="fixed",
                deals=1)
    cable, a, b = _play(4, o, drop=5, flip=2)
    assert a.match.over and a.match.to_bytes() == b.match.to_bytes()
    assert 63 in a.match.history  # random picks called some plays (CALL)


def test_a_faulty_cable_still_gives_identical_transcripts():
    cable, a, b = _play(3, drop=8, flip=5, dup=5)
    assert a.match.to_bytes() == b.match.to_bytes()
    s = a.stats()
    t = b.stats()
    assert s["retransmissions"] + t["retransmissions"] > 0
    assert s["bad_frames"] + t["bad_frames"] > 0


def test_near_the_clock_wrap():
    cable, a, b = _play(4, clock=Clock((1 << 29) - 15000), drop=5)
    assert a.match.to_bytes() == b.match.to_bytes()


def test_a_cable_put_back_within_the_timeout_resumes_the_match():
    clock, cable, a, b = linked(seed=5)
    pa = Player(a, 1)
    pb = Player(b, 2)
    assert connect(clock, a, b)
    while len(a.match.history) < 10:
        pa.tick()
        pb.tick()
        clock.t += 10
    before = len(a.match.history)
    assert 0 < before
    cable.up = False
    for _ in range(900):  # 9 s without a cable
        pa.tick()
        pb.tick()
        clock.t += 10
    assert a.state == b.state == "ready"
    assert "not answering" in a.message
    assert len(a.match.history) <= before + 1
    cable.up = True
    assert play(clock, (pa, pb))
    assert a.match.to_bytes() == b.match.to_bytes()
    assert a.match.abandoned_by == -1


def test_past_the_timeout_the_vanished_peer_loses_on_both_boards():
    clock, cable, a, b = linked(seed=6, timeout_ms=5000, log=True)
    pa = Player(a, 1)
    pb = Player(b, 2)
    assert connect(clock, a, b)
    while len(a.match.history) < 6:
        pa.tick()
        pb.tick()
        clock.t += 10
    cable.up = False
    for _ in range(700):
        pa.tick()
        pb.tick()
        clock.t += 10
    assert a.state == b.state == "lost"
    assert "loses the match" in a.message
    # Each board's session gave the win to its own player (docs/rules.md "Winning the match").
    assert a.match.over and a.match.abandoned_by == 1 - a.local_player
    assert b.match.over and b.match.abandoned_by == 1 - b.local_player
    writes = len(cable.log[0])
    for _ in range(300):
        pa.tick()
        clock.t += 10
    assert len(cable.log[0]) == writes  # a lost link stays quiet


def test_a_concession_reaches_the_other_board_whoever_is_to_move():
    for who in (0, 1):
        clock, cable, a, b = linked(seed=7 + who)
        pa = Player(a, 1)
        pb = Player(b, 2)
        assert connect(clock, a, b)
        while len(a.match.history) < 5:
            pa.tick()
            pb.tick()
            clock.t += 10
        to_move = a if a.match.deal.to_move == a.local_player else b
        waiting = b if to_move is a else a
        quitter = (to_move, waiting)[who]  # the player to move concedes, then the other
        quitter.match.play(abandon_move(quitter.local_player))
        quitter.seat().observe(abandon_move(quitter.local_player))
        assert play(clock, (pa, pb))
        assert a.match.to_bytes() == b.match.to_bytes()
        assert a.match.abandoned_by == quitter.local_player


def test_a_board_that_gave_up_tells_the_other_when_the_cable_comes_back():
    clock, cable, a, b = linked(seed=9, timeout_ms=5000)
    b.timeout_ms = 12000  # B would wait longer: A gives up first
    pa = Player(a, 1)
    pb = Player(b, 2)
    assert connect(clock, a, b)
    while len(a.match.history) < 4:
        pa.tick()
        pb.tick()
        clock.t += 10
    cable.up = False
    while a.state == "ready":
        pa.tick()
        pb.tick()
        clock.t += 10
    assert b.state == "ready"
    assert a.state == "lost"
    cable.up = True
    for _ in range(300):
        pa.tick()
        pb.tick()
        clock.t += 10
        if b.state != "ready":
            break
    assert b.state == "lost"
    assert "given up" in b.message
    # Both can start a new match afterwards: a lost board does not answer a new handshake.
    a.begin(Options(end="fixed", deals=1))
    b.begin(Options(end="fixed", deals=1))
    assert connect(clock, a, b)


def test_after_a_failure_both_boards_can_start_over():
    clock, cable, a, b = linked(seed=10)
    b.begin(Options(target=21))
    run(clock, (a, b), 2000)
    assert a.state == b.state == "failed"
    b.begin(Options(end="fixed", deals=1))  # B fixes its setup first; A still shows the failure
    run(clock, (a, b), 2000)
    assert b.state == "connecting"
    a.begin(Options(end="fixed", deals=1))
    assert connect(clock, a, b)


def test_news_tells_what_is_wrong_while_it_lasts_and_events_for_a_while():
    from scopa_core.link.link import NEWS_MS
    from scopa_core.link.channel import MOVE

    clock, cable, a, b = linked(seed=12)
    pa = Player(a, 1)
    pb = Player(b, 2)
    assert connect(clock, a, b)
    assert a.news is None and b.news is None  # all is well: nothing to show
    cable.up = False
    for _ in range(400):  # 4 s without a cable
        pa.tick()
        pb.tick()
        clock.t += 10
    assert "not answering" in a.news and a.news == a.message
    cable.up = True
    run(clock, (a, b), 1500, lambda: a.news is None and b.news is None)
    assert a.news is None and b.news is None
    clock, cable, a, b = linked(seed=13)
    assert connect(clock, a, b)
    mover, other = (a, b) if a.match.deal.to_move == a.local_player else (b, a)
    other.moves.send(MOVE, 0, mover.match.moves()[0], bytes(4))  # out of turn
    run(clock, (a, b), 300, lambda: not a.resyncing and not b.resyncing)
    assert mover.news is not None and "refused" in mover.news  # kept over the resync it caused
    run(clock, (a, b), NEWS_MS - 600)
    assert "refused" in mover.news
    run(clock, (a, b), 800)
    assert mover.news is None and "refused" in mover.message


def test_the_issue_27_house_rules_over_a_faulty_cable():
    # No scopa on the last capture, forced capture, no faces: both boards apply them alike
    # (the checksum after every move covers the scope a withdrawal changes).
    o = Options(no_last_scopa=True, forced=True, no_faces=True, end="fixed", deals=2)
    cable, a, b = _play(6, o, drop=5, flip=2)
    assert a.match.over and b.match.over
    assert a.match.to_bytes() == b.match.to_bytes()
    assert a.match.results == b.match.results and len(a.match.results) >= 2
