"""The turn clock of a cable match (scopa_core/link/clock.py, docs/link.md "The turn clock"):
a player who lets a turn's time run out loses the match, whatever the other board sends to
look alive; one who moves in time, however late, is never timed out; a pulled cable does not
stop or reset the clock. On the virtual clock of link_pipe: no test waits in real time."""

import pytest

from scopa_core.lang import say
from scopa_core.link.channel import ACK
from scopa_core.link.clock import ALLOWANCE_MS, LIMITS_S, TurnClock
from scopa_core.match import abandon_move
from scopa_core.options import Options
from scopa_core.session import Session
from core.link.hostile import OPTIONS, Chooser, check, framed, pair, run
from core.link.link_pipe import linked
from core.link.link_pipe import run as run_links

LIMIT_S = 30
TIMEOUT_MS = 12000  # the cable's silence timeout, as on the boards


def _their_turn(seed, limit_s=LIMIT_S):
    """(clock, cable, honest, rogue) connected with ``limit_s`` a move, a few moves played,
    all settled, and the rogue to move; neither player moves on its own."""
    clock, cable, honest, rogue = pair(seed, OPTIONS, TIMEOUT_MS)
    honest.link.begin(OPTIONS, limit_s)
    rogue.link.begin(OPTIONS, limit_s)
    assert run(clock, honest, rogue, 5000, lambda: honest.link.state == rogue.link.state == "ready")
    honest.tick()  # the session sits down
    link = honest.link
    run(clock, honest, rogue, 60000, lambda: len(link.match.history) >= 3
        and link.match.deal.to_move != link.local_player)
    honest.playing = False
    rogue.mode = "still"
    assert run(clock, honest, rogue, 5000, lambda: link.settled and rogue.link.settled
               and not link.moves.inbox and not rogue.link.moves.inbox)
    assert link.match.deal.to_move != link.local_player and not link.match.over
    return clock, cable, honest, rogue


def _timed_out(honest, turn_began, clock, limit_s=LIMIT_S):
    """The honest board won by the rogue's time running out, within the limit and the
    allowance (and a poll) of the turn's start."""
    assert honest.result == "won", (honest.result, honest.link.message)
    assert honest.link.message == say("link", "TIME_UP_WIN")
    waited = clock.t - turn_began
    assert limit_s * 1000 + ALLOWANCE_MS < waited <= limit_s * 1000 + ALLOWANCE_MS + 100, waited
    m = honest.link.match
    assert m.over and m.abandoned_by == m.options.side_of(1 - honest.link.local_player)
    check(honest)


def test_an_ack_every_11_s_and_no_move_loses_by_time():
    clock, cable, honest, rogue = _their_turn(seed=1)
    began = honest.link.turn_clock.since  # the turn began when the honest move was played
    rogue.mode = "deaf"  # it only writes: an ACK every 11 s, inside the 12 s timeout
    ack = framed(ACK, 0, (rogue.link.channel.expect - 1) & 255)
    while honest.result is None and clock.t - began < 120000:
        rogue.wire(ack)
        run(clock, honest, rogue, 11000, lambda: honest.result is not None)
    _timed_out(honest, began, clock)


def test_a_byte_at_a_time_and_no_move_loses_by_time():
    """Bytes of whole frames, one every 1.4 s or, when a frame is too long for that to bring
    one within the silence timeout, as slowly as still does."""
    clock, cable, honest, rogue = _their_turn(seed=2)
    began = honest.link.turn_clock.since  # the turn began when the honest move was played
    rogue.mode = "deaf"
    drip = framed(ACK, 0, (rogue.link.channel.expect - 1) & 255)
    every = min(1400, (TIMEOUT_MS - 1000) // len(drip))
    i = 0
    while honest.result is None and clock.t - began < 120000:
        rogue.wire(drip[i % len(drip):i % len(drip) + 1])  # whole frames, a byte at a time
        i += 1
        run(clock, honest, rogue, every, lambda: honest.result is not None)
    assert honest.link.channel.frames_in > 2  # the drip did keep the line alive
    _timed_out(honest, began, clock)


def test_a_peer_whose_link_runs_but_whose_player_never_moves_loses_by_time():
    """Heartbeats, acknowledgements, the same greeting: the real link of a player gone
    to make coffee."""
    clock, cable, honest, rogue = _their_turn(seed=3)
    began = honest.link.turn_clock.since  # the turn began when the honest move was played
    run(clock, honest, rogue, 40000, lambda: honest.result is not None)
    _timed_out(honest, began, clock)
    assert rogue.link.state == "ready"  # it never stopped talking


def test_a_pulled_cable_does_not_reset_the_clock():
    """The cable out for 10 s in the middle of the other player's turn and put back within
    the timeout: the match goes on, and the turn's clock with it."""
    clock, cable, honest, rogue = _their_turn(seed=4)
    began = honest.link.turn_clock.since  # the turn began when the honest move was played
    run(clock, honest, rogue, 12000)
    cable.up = False
    run(clock, honest, rogue, 10000)
    cable.up = True
    assert honest.link.state == "ready" and honest.result is None
    run(clock, honest, rogue, 20000, lambda: honest.result is not None)
    _timed_out(honest, began, clock)


@pytest.mark.parametrize("seed", (5, 6))
def test_a_peer_that_moves_just_in_time_every_time_is_never_timed_out(seed):
    """Every rogue move goes out with 50 ms of its own clock left: the match is played to
    its end, and nobody loses by time."""
    clock, cable, honest, rogue = _their_turn(seed=seed)
    honest.playing = True
    link = rogue.link
    player = rogue.player

    def rogue_moves():
        rogue.link.poll()
        match = link.match
        if match.over or link.state != "ready":
            return
        if match.deal.to_move == link.local_player:
            left = link.turn_left()
            if left is not None and left <= 50:
                moves = match.moves()
                player.apply(moves[player.rng.below(len(moves))])
        else:
            m = player.seat.step(1)
            if m is not None:
                player.apply(m)

    rogue.tick = rogue_moves
    assert run(clock, honest, rogue, 3000000, lambda: honest.result is not None, tick=20)
    assert honest.result in ("won", "lost", "drawn")
    m = honest.link.match
    assert m.abandoned_by < 0 and m.history == link.match.history
    assert honest.link.state == "ready"
    check(honest)


class Board:
    """An honest board as the app runs it: its link, the session, and a player who moves at
    once or, from ``stall_at`` moves on, never; when its own clock runs out it concedes (as
    the screens do: lib/scopa_ui/link_poll.py)."""

    def __init__(self, link, seed):
        self.link = link
        self.seed = seed
        self.session = None
        self.stall_at = None
        self.result = None
        self.timed_out = False
        self.heard = None  # what the session heard from the cable (Session.follow)

    def tick(self):
        link = self.link
        link.poll()
        if self.session is None and link.match is not None:
            seats = [None, None]
            seats[link.local_player] = Chooser(link, self.seed)
            seats[1 - link.local_player] = link.seat()
            self.session = Session(link.match, seats)
        s = self.session
        if s is None or self.result is not None:
            return
        me = link.local_player
        if link.out_of_time():
            self.timed_out = True
            s.abandon(s.match.options.side_of(me))
            return self._end()
        said = s.follow()
        if said is not None:
            self.heard = said
        elif link.state == "ready" and not s.match.over:
            stalled = self.stall_at is not None and len(s.match.history) >= self.stall_at
            if not stalled or s.to_move() != me:
                s.tick()
        self._end()

    def _end(self):
        s = self.session
        if s.match.over:
            side = s.match.options.side_of(self.link.local_player)
            self.result = "won" if s.match.winner == side else "lost"


@pytest.mark.parametrize("limit_s", LIMITS_S)
def test_two_honest_boards_agree_that_the_stalling_player_lost_by_time(limit_s):
    """A board whose player stops moving concedes at its limit; the other board shows the
    time ran out and records the win: the same match, the same result on both."""
    clock, cable, a, b = linked(seed=7, timeout_ms=TIMEOUT_MS)
    a.begin(Options(end="fixed", deals=1), limit_s)
    b.begin(Options(end="fixed", deals=1), limit_s)
    boards = [Board(a, 11), Board(b, 12)]
    boards[0].stall_at = 5
    t = 0
    while t < (limit_s + 30) * 1000 and not all(x.result for x in boards):
        for x in boards:
            x.tick()
        clock.t += 10
        t += 10
    stalled, judge = boards
    assert stalled.result == "lost" and stalled.timed_out
    assert judge.result == "won"
    assert judge.heard == ("abandoned", say("link", "TIME_UP_WIN"), False)  # its concession
    # came at the limit, and the board that waited reads it as the time running out
    assert a.match.history == b.match.history and a.match.totals == b.match.totals
    assert a.match.history[-1] == abandon_move(a.match.options.side_of(a.local_player))


def test_a_board_with_another_limit_starts_nothing_and_both_say_so():
    clock, cable, a, b = linked(seed=8)
    a.begin(Options(end="fixed", deals=1), 30)
    b.begin(Options(end="fixed", deals=1), 120)
    run_links(clock, (a, b), 3000, lambda: a.state == b.state == "failed")
    assert a.state == b.state == "failed" and a.match is None and b.match is None
    assert a.message == say("link", "OTHER_LIMIT", 120, 30)
    assert b.message == say("link", "OTHER_LIMIT", 30, 120)


def test_a_limit_no_board_offers_is_refused_before_anything_is_sent():
    clock, cable, a, b = linked(seed=9)
    with pytest.raises(ValueError):
        a.begin(Options(end="fixed", deals=1), 45)


def test_the_clock_counts_turns_not_frames():
    """Only a new turn starts it again; ticks wrap as a board's do."""
    c = TurnClock(30)
    c.turn(4, (1 << 29) - 1000)
    c.turn(4, 5000)  # the same turn: nothing restarts
    assert c.used(5000) == 6000 and c.left(5000) == 24000 and not c.out(5000)
    assert c.out(29000) and not c.late(30999) and c.late(31001)
    c.turn(5, 31001)
    assert c.left(31001) == 30000
