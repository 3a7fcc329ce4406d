"""A peer that would rather void a match than lose it: no disagreement ends a match without a
result. Each attack runs against the honest board (hostile.Honest) and, for each, the board
records a result the rules justify (a win when the other board left, or the match's own),
its link holds under ``LINK_BYTES`` more than before the attack, and no poll takes more than
``POLL_CPU_S`` of CPU time (a generous bound, measured per poll with time.process_time)."""

import random
import time
import tracemalloc

import pytest

import scopa_core.link.resync  # noqa: F401 - loaded before the measure: code is not state
from core.link.hostile import (OPTIONS, check, connected, disagree_again, disagreeing,
                               lost_to_rogue, run, send_list)
from scopa_core.link.channel import BYE, BYE_DISAGREE, CHECK, DATA, HELLO, MOVE, SYNC
from scopa_core.link.moves import MAX_REFUSED
from scopa_core.match import Match

LINK_BYTES = 6 * 1024
POLL_CPU_S = 0.05


class Gauge:
    """Watches the honest board's link through an attack: the most CPU time one poll took
    and the most memory the link's code held above what it held at the start."""

    def __init__(self, honest):
        self.poll_s = 0.0
        self.grew = 0
        self.polls = 0
        link = honest.link
        poll = link.poll

        def timed():
            t = time.process_time()
            poll()
            self.poll_s = max(self.poll_s, time.process_time() - t)
            self.polls += 1
            if self.polls % 25 == 0:
                self.weigh()

        link.poll = timed
        tracemalloc.start()
        self.base = self._held()

    @staticmethod
    def _held():
        snap = tracemalloc.take_snapshot().filter_traces(
            [tracemalloc.Filter(True, "*/scopa_core/link/*")])
        return sum(s.size for s in snap.statistics("filename"))

    def weigh(self):
        self.grew = max(self.grew, self._held() - self.base)

    def done(self):
        self.weigh()
        tracemalloc.stop()
        assert self.poll_s < POLL_CPU_S, self.poll_s
        assert self.grew < LINK_BYTES, self.grew
        return self


def _gauged(seed, warm=6):
    clock, cable, honest, rogue = connected(seed=seed, warm=warm)
    return clock, cable, honest, rogue, Gauge(honest)


# -- the attacks that voided a match ---------------------------------------------------------
@pytest.mark.parametrize("seed", range(1, 9))
def test_forged_disagreements_then_a_goodbye_lose_the_match(seed):
    # Three forged checksums (each round answered with honest move lists), then "we
    # disagree, goodbye": 8 frames that used to end any match with no result.
    clock, cable, honest, rogue = disagreeing(seed)
    gauge = Gauge(honest)
    for _ in range(2):
        assert disagree_again(clock, honest, rogue)
    assert honest.link.state == "ready"
    rogue.frame(BYE, body=bytes((BYE_DISAGREE,)))
    run(clock, honest, rogue, 300, lambda: honest.result is not None)
    lost_to_rogue(honest)
    assert "disagree" in honest.link.message
    gauge.done()


@pytest.mark.parametrize("seed", range(1, 9))
def test_forged_disagreements_without_a_goodbye_are_refused_to_the_third(seed):
    # The rogue keeps answering the rebuilt match with a checksum of another: the rebuild is
    # what both move lists make, so the third such checksum is leaving.
    clock, cable, honest, rogue = disagreeing(seed)
    gauge = Gauge(honest)
    rounds = 0
    while honest.link.state == "ready" and rounds < 10 and disagree_again(clock, honest, rogue):
        run(clock, honest, rogue, 300, lambda: honest.link.state != "ready"
            or honest.link.resyncing)
        rounds += 1
    run(clock, honest, rogue, 300, lambda: honest.result is not None)
    lost_to_rogue(honest)
    assert "must refuse" in honest.link.message
    assert rounds == MAX_REFUSED and honest.link.moves.refused == MAX_REFUSED
    gauge.done()


def _ahead(honest, k):
    """(ply, move) for a ply ``k`` ahead of the honest board's match."""
    return len(honest.link.match.history) + k, k % 40


def test_five_moves_for_a_ply_not_yet_come_lose_the_match():
    # The rogue sends five MOVEs numbered past the next ply (231 bytes, no checksum forged)
    # and goes quiet: the first is refused, and the round it starts gets no answer.
    clock, cable, honest, rogue, gauge = _gauged(31)
    rogue.mode = "channel"
    for k in range(1, 6):
        ply, m = _ahead(honest, k)
        rogue.message(MOVE, ply, m, 0)
    run(clock, honest, rogue, 300)
    link = honest.link
    assert link.moves.refused == 1 and "a move for a turn not yet come" in link.message
    run(clock, honest, rogue, 20000, lambda: honest.result is not None)
    lost_to_rogue(honest)
    gauge.done()


@pytest.mark.parametrize("seed", range(1, 6))
def test_moves_for_a_ply_ahead_are_refusals_and_the_third_is_leaving(seed):
    # This rogue answers every round (its own link runs), and between rounds sends a move for
    # a ply ahead: refused each time, and the third time it loses.
    clock, cable, honest, rogue, gauge = _gauged(seed)
    link = honest.link
    sent = 0
    while link.state == "ready" and sent < 2 * MAX_REFUSED:
        assert run(clock, honest, rogue, 20000, lambda: link.state != "ready" or (
            not link.resyncing and not rogue.link.resyncing and link.resync is None
            or link.resync.check is None))
        if link.state != "ready":
            break
        ply, m = _ahead(honest, 2)
        rogue.link.moves.send(MOVE, ply, m, bytes(4))
        sent += 1
        run(clock, honest, rogue, 200)
    run(clock, honest, rogue, 500, lambda: honest.result is not None)
    lost_to_rogue(honest)
    assert sent == MAX_REFUSED and "must refuse" in link.message
    gauge.done()


def _rewritten(honest):
    """The honest board's move list with one of the rogue's confirmed moves changed."""
    link = honest.link
    h = list(link.match.history)
    replay = Match(OPTIONS, link.match.seed)
    for i, x in enumerate(h[:link.moves.agreed]):
        if replay.deal.to_move != link.local_player and len(replay.moves()) > 1:
            return h[:i] + [[y for y in replay.moves() if y != x][0]]
        replay.play(x)
    raise AssertionError("no move of the rogue's to change")


@pytest.mark.parametrize("seed", range(1, 6))
def test_move_lists_that_rewrite_confirmed_moves_are_refused_to_the_third(seed):
    clock, cable, honest, rogue, gauge = _gauged(seed, warm=10)
    link = honest.link
    kept = list(link.match.history)
    for _ in range(2 * MAX_REFUSED):
        if link.state != "ready":
            break
        send_list(rogue, _rewritten(honest))
        run(clock, honest, rogue, 3000, lambda: link.state != "ready" or not link.resyncing
            and not rogue.link.resyncing)
        assert link.match.history[:len(kept)] == kept  # the confirmed moves stand
    run(clock, honest, rogue, 20000, lambda: honest.result is not None)
    lost_to_rogue(honest)
    assert "must refuse" in link.message
    gauge.done()


# -- a disagreement takes the match back, and it goes on --------------------------------------
@pytest.mark.parametrize("seed", range(1, 5))
def test_a_forged_disagreement_after_each_move_does_not_stop_the_match(seed):
    # The rogue plays honestly, but answers five of the honest board's moves with a checksum
    # that cannot match: each starts a round, the honest board's moves stand as its player
    # played them, and the match is played to its end, with the same result on both boards.
    clock, cable, honest, rogue, gauge = _gauged(seed, warm=2)
    moves = rogue.link.moves
    send = moves.send
    observe = moves.observe
    forged = []
    observing = []

    def forging_check(kind, ply, a, b=None):
        if kind == CHECK and observing and len(forged) < 5:
            forged.append(ply)
            a = bytes(4)
        send(kind, ply, a, b)

    def watched_observe():
        observing.append(1)
        try:
            observe()
        finally:
            observing.pop()

    moves.send = forging_check
    moves.observe = watched_observe
    rogue.mode = "link"
    honest.playing = True
    run(clock, honest, rogue, 600000, lambda: honest.result is not None and rogue.link.finished)
    link = honest.link
    assert len(forged) == 5 and link.stats()["resyncs"] >= 5 and link.moves.refused == 0
    assert honest.result in ("won", "lost", "drawn") and link.match.abandoned_by < 0
    assert link.match.to_bytes() == rogue.link.match.to_bytes()
    check(honest)
    gauge.done()


# -- any frame, twenty thousand times a match -----------------------------------------------
def _any_frame(rng, rogue):
    """A frame of any kind but HELLO and BYE (which end the match at once), its body of any
    length, or shaped as a MOVE, CHECK or SYNC of the current epoch; numbered ones mostly
    under numbers the honest board does not expect, the rest through the rogue's channel."""
    kind = rng.choice((rng.randrange(256), MOVE, CHECK, SYNC, DATA + 3))
    if kind in (HELLO, BYE):
        kind = 2
    epoch = rogue.link.moves.epoch
    shape = rng.randrange(3)
    if shape == 0:
        body = rng.randbytes(rng.randrange(60))
    else:
        body = bytes((epoch,)) + rng.randbytes((8, 6, 9)[kind % 3])
    if kind >= DATA and rng.random() < 0.05 and rogue.link.channel.room():
        rogue.numbered(kind, body)
    else:
        rogue.frame(kind, rng.randrange(256), (rogue.link.channel.expect - 1) & 255, body)


@pytest.mark.parametrize("seed", range(1, 4))
def test_twenty_thousand_frames_of_every_kind_in_a_match(seed):
    clock, cable, honest, rogue, gauge = _gauged(seed, warm=2)
    rng = random.Random(seed)
    rogue.mode = "link"
    honest.playing = True
    sent = 0
    while sent < 20000 and honest.result is None:
        for _ in range(20):
            _any_frame(rng, rogue)
        sent += 20
        run(clock, honest, rogue, 10)
    run(clock, honest, rogue, 600000, lambda: honest.result is not None)
    assert honest.result in ("won", "lost", "drawn"), honest.link.message
    if honest.link.state == "lost":
        lost_to_rogue(honest)  # what it sent broke the rules three times: it left
    check(honest)
    gauge.done()
