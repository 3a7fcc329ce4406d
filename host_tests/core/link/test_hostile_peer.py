"""The cable against a dishonest or broken peer: one end is the real link and session (the
honest board, hostile.Honest), the other a rogue sending chosen frames. After every attack
the honest board has not raised or hung, holds a legal match with no move or concession in
its player's name that its player did not make, recorded only the result the rules give,
kept every buffer within its bound, and says what happened in plain words (hostile.check)."""

import gc
import tracemalloc

import pytest
from hypothesis import given, settings, strategies as st

from core.link.hostile import (BOUNDS, OPTIONS, TIMEOUT_MS, check, connected, footprint, framed, hellos,
                               lost_to_rogue, pair, plain, run, send_list)
from scopa_core.link import handshake as hs
from scopa_core.link.channel import (ACK, BYE, BYE_GAVE_UP, BYE_LEFT, BYE_QUIT, CHECK, HELLO,
                                     MOVE, SYNC)
from scopa_core.link.cobs import MAX_PAYLOAD
from scopa_core.link.handshake import MAX_RESTARTS
from scopa_core.link.moves import MAX_INBOX, MAX_REFUSED
from scopa_core.link.resync import MAX_RECORD, merge
from scopa_core.match import Match, abandon_move
from scopa_core.options import Options
from scopa_core.prefs import LINK_LEVEL, PLAYED


def _no_resync(body):
    """A HELLO whose board says it cannot resynchronize (no CAP_RESYNC): a disagreement
    would then stop the match with no result."""
    return body[:1] + b"\0" + body[2:]


# -- the shuffle cannot be drawn again ---------------------------------------------------------
def _only_a_commitment(clock, honest, rogue, seed=bytes(16)):
    """The rogue sends its commitment alone and reads the honest board's HELLOs: the seed it
    revealed (the rogue could now work out the deal)."""
    rogue.mode = "deaf"
    rogue.wire(framed(HELLO, 0, 0, hs.pack_hello(OPTIONS, hs.commitment(seed), None, None)))
    run(clock, honest, rogue, 100)
    seeds = {h.seed for h in hellos(rogue.heard()) if h.seed is not None}
    assert len(seeds) == 1  # revealed, once it held the rogue's commitment
    return seeds.pop(), hs.commitment(seed)


def _walk_away(how, rogue, honest_commit, commit, tries=0):
    tag = honest_commit[:4]
    if how == "new commitment":
        other = hs.commitment(bytes((tries + 1,)) * 16)
        rogue.frame(HELLO, body=hs.pack_hello(OPTIONS, other, honest_commit, None))
    elif how == "left the waiting screen":
        rogue.frame(BYE, body=bytes((BYE_LEFT,)))
    elif how == "another goodbye":
        rogue.frame(BYE, body=bytes((2,)))
    elif how == "a bad reveal":
        rogue.frame(HELLO, body=hs.pack_hello(OPTIONS, commit, honest_commit, bytes(range(16))))
    elif how == "other options":
        rogue.frame(HELLO, body=hs.pack_hello(Options(target=21), commit, honest_commit, None))
    elif how == "a garbage greeting":
        rogue.frame(HELLO, body=bytes((1, 1, 0)) + tag + bytes(9))
    elif how == "cannot resynchronize":
        rogue.frame(HELLO, body=_no_resync(hs.pack_hello(OPTIONS, commit, honest_commit, None)))
    # "silence": nothing more, ever


WAYS_OUT = ("new commitment", "left the waiting screen", "another goodbye", "a bad reveal",
            "other options", "a garbage greeting", "cannot resynchronize", "silence")


@pytest.mark.parametrize("how", WAYS_OUT)
def test_a_peer_that_saw_the_shuffle_gets_no_other_deal_and_loses(how):
    for attempt in range(20):
        clock, cable, honest, rogue = pair(seed=attempt + 1)
        shown, commit = _only_a_commitment(clock, honest, rogue)
        honest_commit = hs.commitment(shown)
        _walk_away(how, rogue, honest_commit, commit, attempt)
        run(clock, honest, rogue, TIMEOUT_MS + 500, lambda: honest.result is not None)
        lost_to_rogue(honest)
        assert not honest.link.match.history[:-1]  # lost at the first move: no deal played
        # And it gets no second seed, whatever it sends now.
        rogue.frame(HELLO, body=hs.pack_hello(OPTIONS, hs.commitment(b"again" * 4), None, None))
        run(clock, honest, rogue, 2000)
        assert {h.seed for h in hellos(rogue.heard()) if h.seed is not None} <= {shown}


def test_a_silent_peer_that_saw_the_shuffle_is_counted_down_on_the_waiting_screen():
    # The player sees that waiting out the timeout scores the other board's loss, so a
    # board that stalls after seeing the shuffle does not get a fresh one when they give up.
    clock, cable, honest, rogue = pair(seed=3)
    _only_a_commitment(clock, honest, rogue)
    said = []
    while honest.result is None and len(said) < 100:
        run(clock, honest, rogue, 250)
        said.append(honest.link.message)
    left = [int(m.split(" in ")[1].split()[0]) for m in said if "loses the match in" in m]
    assert left and left == sorted(left, reverse=True) and left[-1] == 1
    assert sorted(set(left)) == list(range(1, (TIMEOUT_MS - 2000) // 1000 + 1))  # each second
    lost_to_rogue(honest)


def test_the_deal_comes_only_from_the_first_pair_of_reveals():
    # The rogue reveals a seed that fits its commitment, but after trying others: only the
    # seed of the commitment it first sent can make the deal.
    clock, cable, honest, rogue = pair(seed=9)
    mine = bytes(range(16))
    shown, commit = _only_a_commitment(clock, honest, rogue, mine)
    other = bytes(range(1, 17))
    rogue.frame(HELLO, body=hs.pack_hello(OPTIONS, hs.commitment(other), hs.commitment(shown),
                                          other))
    run(clock, honest, rogue, 200)
    lost_to_rogue(honest)
    # With the first commitment's own seed, a board that stayed gets that deal and no other.
    clock, cable, honest, rogue = pair(seed=9)
    shown, commit = _only_a_commitment(clock, honest, rogue, mine)
    rogue.frame(HELLO, body=hs.pack_hello(OPTIONS, commit, hs.commitment(shown), mine))
    run(clock, honest, rogue, 200)
    link = honest.link
    assert link.state == "ready"
    first = hs.commitment(shown) < commit
    want = hs.match_seed(shown, mine) if first else hs.match_seed(mine, shown)
    assert link.match.seed == want
    check(honest)


def test_restarts_before_any_reveal_are_shown_and_bounded():
    clock, cable, honest, rogue = pair(seed=4)
    rogue.mode = "deaf"
    said = []
    for i in range(MAX_RESTARTS + 3):
        c = hs.commitment(bytes((i + 1,)) * 16)
        # Its commitment and its goodbye together: gone before the honest board could answer.
        rogue.wire(framed(HELLO, 0, 0, hs.pack_hello(OPTIONS, c, None, None))
                   + framed(BYE, 0, 0, bytes((BYE_LEFT,))))
        run(clock, honest, rogue, 50)
        said.append(honest.link.message)
        if honest.link.state != "connecting":
            break
    assert any("(3 times)" in x for x in said)  # the waiting screen counts them
    assert honest.link.state == "failed" and "started over" in honest.link.message
    assert not [h for h in hellos(rogue.heard()) if h.seed is not None]  # nothing revealed
    check(honest)


def test_versions_options_and_reveals_refused_before_any_reveal_record_nothing():
    bad = (bytes((hs.VERSION + 1,)) + hs.pack_hello(OPTIONS, bytes(32), None, None)[1:],
           hs.pack_hello(Options(target=21), hs.commitment(bytes(16)), None, None),
           hs.pack_hello(OPTIONS, hs.commitment(bytes(16)), None, bytes(range(16))),
           bytes((1, 1, 0, 3, 0)),
           _no_resync(hs.pack_hello(OPTIONS, hs.commitment(bytes(16)), None, None)))
    for body in bad:
        clock, cable, honest, rogue = pair(seed=5)
        rogue.mode = "deaf"
        honest.tick()
        rogue.heard()
        rogue.frame(HELLO, body=body)
        run(clock, honest, rogue, 300)
        assert honest.link.state == "failed" and honest.link.match is None
        if body[0] == hs.VERSION and len(body) > 2 and not body[1]:
            assert "cannot resynchronize" in honest.link.message
        assert not [h for h in hellos(rogue.heard()) if h.seed is not None]
        check(honest)


# -- leaving a match -------------------------------------------------------------------------
@pytest.mark.parametrize("code", [0, 1, 2, 3, 4, 5, 6, BYE_GAVE_UP, BYE_LEFT, BYE_QUIT, 10, 200, 255])
def test_any_goodbye_once_the_deal_is_known_is_abandoning(code):
    clock, cable, honest, rogue = connected(seed=code + 3, warm=6)
    assert honest.link.match.history  # moves confirmed
    rogue.mode = "deaf"
    rogue.frame(BYE, body=bytes((code,)))
    run(clock, honest, rogue, 300, lambda: honest.result is not None)
    lost_to_rogue(honest)


@pytest.mark.parametrize("how", ("another commitment", "other options", "another version",
                                 "a short one", "cannot resynchronize"))
def test_a_new_hello_during_the_match_is_abandoning(how):
    clock, cable, honest, rogue = connected(seed=11, warm=5)
    rogue.mode = "deaf"
    me = rogue.link
    theirs = hs.commitment(b"a new handshake!")
    body = {"another commitment": hs.pack_hello(OPTIONS, theirs, None, None),
            "other options": hs.pack_hello(Options(escoba=True), theirs, None, None),
            "another version": bytes((hs.VERSION + 1,)) + hs.pack_hello(OPTIONS, theirs, None, None)[1:],
            "a short one": bytes((1,)),
            "cannot resynchronize": _no_resync(hs.pack_hello(OPTIONS, theirs, None, None))}[how]
    assert me.state == "ready"
    rogue.frame(HELLO, body=body)
    run(clock, honest, rogue, 300, lambda: honest.result is not None)
    lost_to_rogue(honest)


def test_its_own_greetings_replayed_are_answered_sparingly_and_change_nothing():
    clock, cable, honest, rogue = connected(seed=12, warm=4)
    rogue.mode = "deaf"
    rogue.heard()
    g = honest.link.greetings[1]
    greeting = g[:2] + b"\0" + g[2:]  # the rogue's own greeting, stage 0: "I lack your seed"
    for _ in range(2000):
        rogue.frame(HELLO, body=greeting)
    run(clock, honest, rogue, 1000)
    answers = hellos(rogue.heard())
    assert 1 <= len(answers) <= 5  # at most one per 250 ms (link.py), not one per greeting
    assert honest.link.state == "ready" and honest.result is None
    check(honest)


def test_illegal_moves_again_and_again_are_abandoning():
    # The rogue's own link answers the resync each refusal starts; between them it sends an
    # illegal move at the position on the table, MAX_REFUSED times.
    clock, cable, honest, rogue = connected(seed=13, warm=3)
    link = honest.link
    for i in range(MAX_REFUSED):
        assert run(clock, honest, rogue, 15000, lambda: not link.resyncing
                   and not rogue.link.resyncing and (link.resync is None or link.resync.check is None))
        if link.state != "ready":
            break
        bad = next(c for c in range(40) if c not in link.match.moves())
        rogue.link.moves.send(MOVE, len(link.match.history), bad, bytes(4))
        run(clock, honest, rogue, 200)
        assert bad not in link.match.history
    run(clock, honest, rogue, 500, lambda: honest.result is not None)
    lost_to_rogue(honest)
    assert "must refuse" in link.message


def test_a_move_out_of_turn_is_refused_and_changes_nothing():
    # The rogue plays one of its own cards when the honest player is to move.
    clock, cable, honest, rogue = connected(seed=17, warm=4)
    link = honest.link
    rogue.mode = "link"
    deal = lambda: link.match.deal  # noqa: E731
    honest.playing = True
    assert run(clock, honest, rogue, 20000, lambda: deal().to_move == link.local_player
               and deal().hand(1 - link.local_player) and not link.moves.unconfirmed, tick=1)
    honest.playing = False
    rogue.mode = "channel"
    before = link.match.to_bytes()
    card = deal().hand(1 - link.local_player)[0]
    rogue.message(MOVE, len(link.match.history), card, 0)
    run(clock, honest, rogue, 200)
    assert link.match.to_bytes() == before and link.moves.refused == 1
    assert "out of turn" in link.message and "refused" in link.message
    assert honest.result is None
    check(honest)


def test_silence_past_the_timeout_is_abandoning():
    clock, cable, honest, rogue = connected(seed=14, warm=7)
    rogue.mode = "deaf"
    run(clock, honest, rogue, TIMEOUT_MS - 500)
    assert honest.link.state == "ready" and "not answering" in honest.link.message
    run(clock, honest, rogue, 2000, lambda: honest.result is not None)
    lost_to_rogue(honest)


def test_talking_without_ever_acknowledging_times_out_like_silence():
    # (A peer that only keeps the line alive while its player thinks is a slow player, not
    # a fault: here the honest board has moved, and its move is never acknowledged.)
    clock, cable, honest, rogue = connected(seed=15, warm=5)
    link = honest.link
    rogue.mode = "link"
    run(clock, honest, rogue, 5000, lambda: link.match.deal.to_move == link.local_player)
    rogue.mode = "deaf"
    honest.playing = True
    ack = (rogue.link.channel.expect - 1) & 255  # it acknowledges nothing new, ever
    t = 0
    while honest.result is None and t < 3 * TIMEOUT_MS:
        rogue.frame(ACK, 0, ack)  # a heartbeat: "still here"
        run(clock, honest, rogue, 100)
        t += 100
    lost_to_rogue(honest)


def test_a_take_back_of_a_confirmed_move_is_refused():
    clock, cable, honest, rogue = connected(seed=16, warm=10)
    h = honest.link.match.history
    me = honest.link.local_player
    replay = Match(OPTIONS, honest.link.match.seed)
    ply = None
    for i, x in enumerate(h):
        if replay.deal.to_move != me and len(replay.moves()) > 1:
            ply, alt = i, [y for y in replay.moves() if y != x][0]
        replay.play(x)
    assert ply is not None
    kept = list(h)
    rogue.mode = "channel"
    rogue.message(MOVE, ply, alt, 0)
    run(clock, honest, rogue, 500)
    link = honest.link
    assert link.moves.refused == 1 and link.match.history == kept
    assert "a change to move %d, which both boards had confirmed" % (ply + 1) in link.message
    # The round it starts gets no answer from the rogue: that is leaving too.
    run(clock, honest, rogue, 15000, lambda: honest.result is not None)
    lost_to_rogue(honest)


# -- bounded whatever arrives ----------------------------------------------------------------
def _rogues_last_move(honest):
    """(ply, move) of the last move the rogue's player made in the honest board's match."""
    me = honest.link.local_player
    replay = Match(OPTIONS, honest.link.match.seed)
    last = None
    for i, x in enumerate(honest.link.match.history):
        if replay.deal.to_move != me:
            last = (i, x)
        replay.play(x)
    return last


def _flood_one_move(honest, rogue, clock, frames, per_tick=20):
    """The rogue sends one of its recent MOVEs again under fresh numbers, ``frames`` times,
    and never acknowledges anything."""
    ply, m = _rogues_last_move(honest)
    rogue.mode = "deaf"
    seq = rogue.link.channel.seq
    ack = (rogue.link.channel.expect - 1) & 255
    body = bytes((rogue.link.moves.epoch, ply >> 8, ply & 255, m >> 8, m & 255, 0, 0, 0, 0))
    for i in range(frames):
        rogue.frame(MOVE, seq + i, ack, body)
        if i % per_tick == 0:
            honest.tick()
            clock.t += 1


def test_a_replayed_move_under_fresh_numbers_piles_nothing_up_and_ends_as_its_fault():
    clock, cable, honest, rogue = connected(seed=17, warm=5)
    _flood_one_move(honest, rogue, clock, 5000)
    assert honest.peak["queue"] <= BOUNDS["queue"]
    run(clock, honest, rogue, 2 * TIMEOUT_MS, lambda: honest.result is not None)
    lost_to_rogue(honest)


def _held_by_the_link():
    """Bytes still allocated by the link's and the engine's code (the test's cable, which
    logs every write, is left out)."""
    gc.collect()
    snap = tracemalloc.take_snapshot().filter_traces(
        [tracemalloc.Filter(True, "*/scopa_core/*")])
    return sum(stat.size for stat in snap.statistics("filename"))


def test_a_flood_holds_the_same_memory_for_ten_times_the_frames():
    # The honest board's player waits (its table shown), so it only reads: the heap it holds
    # after 2,000 and after 20,000 replayed frames is the same, give or take.
    held = []
    for frames in (2000, 20000):
        clock, cable, honest, rogue = connected(seed=18, warm=5, timeout_ms=1 << 27)
        tracemalloc.start()
        base = _held_by_the_link()
        _flood_one_move(honest, rogue, clock, frames, per_tick=50)
        run(clock, honest, rogue, 100)
        held.append(_held_by_the_link() - base)
        tracemalloc.stop()
        assert honest.link.state == "ready"
        check(honest)
    assert held[1] - held[0] < 4096, held


def test_moves_for_every_later_ply_fill_no_inbox():
    clock, cable, honest, rogue = connected(seed=19, warm=4)
    honest.playing = False
    link = honest.link
    run(clock, honest, rogue, 3000, lambda: link.match.deal.to_move != link.local_player
        and link.settled)
    # The table holds the inbox (a card shown, the game paused): the session does not tick.
    session, honest.session = honest.session, None
    honest.local, keep = None, honest.local
    rogue.mode = "channel"
    n = len(link.match.history)
    first = link.match.moves()[0]
    for ply in range(n, n + 300):
        rogue.message(MOVE, ply, first if ply == n else ply % 40, 0)
        for _ in range(2):
            link.poll()
            rogue.tick()
            clock.t += 5
        assert len(link.moves.inbox) <= MAX_INBOX
    honest.session, honest.local = session, keep
    run(clock, honest, rogue, 3 * TIMEOUT_MS, lambda: honest.result is not None)
    lost_to_rogue(honest)


def test_an_endless_move_list_is_cut_short():
    clock, cable, honest, rogue = connected(seed=20, warm=4)
    rogue.mode = "channel"
    off = 0
    while honest.link.state == "ready" and off < 4 * MAX_RECORD:
        rogue.numbered(SYNC, bytes((rogue.link.moves.epoch, 0xFF, 0xFF, off >> 8 & 255, off & 255, 0, 0))
                       + bytes(50))
        off += 50
        run(clock, honest, rogue, 40)
    assert honest.peak["list_in"] <= MAX_RECORD + MAX_PAYLOAD
    run(clock, honest, rogue, 500, lambda: honest.result is not None)
    lost_to_rogue(honest)
    assert "damaged transcript" in honest.link.message


@settings(max_examples=40, deadline=None)
@given(st.lists(st.binary(min_size=1, max_size=300), min_size=1, max_size=40), st.integers(1, 500))
def test_random_bytes_never_raise_and_stay_bounded(junk, seed):
    clock, cable, honest, rogue = connected(seed=seed % 50 + 1, warm=seed % 9)
    rogue.mode = "deaf"
    for piece in junk:
        rogue.wire(piece)
        run(clock, honest, rogue, 20)
    check(honest)


@pytest.mark.parametrize("kind", range(0, 256, 1))
def test_crc_valid_garbage_of_every_kind_and_length(kind):
    clock, cable, honest, rogue = connected(seed=kind % 7 + 1, warm=kind % 5)
    rogue.mode = "deaf"
    seq = rogue.link.channel.seq
    ack = (rogue.link.channel.expect - 1) & 255
    rng = __import__("random").Random(kind)
    for n in range(MAX_PAYLOAD - 4):
        body = bytes(rng.randrange(256) for _ in range(n))
        rogue.frame(kind, seq, ack, body)
        seq += kind >= 8
        run(clock, honest, rogue, 10)
    check(honest)


def test_a_trickle_of_one_byte_at_a_time_still_times_out():
    clock, cable, honest, rogue = connected(seed=21, warm=3)
    rogue.mode = "deaf"
    frame = framed(ACK, 0, (rogue.link.channel.expect - 1) & 255)
    data = bytes(x for x in frame if x) * 200  # no delimiter: a frame that never closes
    for i in range(len(data)):
        rogue.wire(data[i:i + 1])
        run(clock, honest, rogue, 100)
        if honest.result is not None:
            break
    lost_to_rogue(honest)


def test_sequence_numbers_wrap_and_replays_are_played_once():
    clock, cable, honest, rogue = connected(seed=22, warm=4)
    rogue.mode = "channel"
    for i in range(600):  # 600 numbered frames: the numbering wraps twice
        rogue.message(CHECK, 0xFFF0, i)  # a checksum for no move: ignored
        run(clock, honest, rogue, 10)
    assert rogue.link.channel.seq == (honest.link.channel.expect) and honest.link.state == "ready"
    n = len(honest.link.match.history)
    for w in list(cable.log[1]):  # everything the rogue ever sent, handshake included
        rogue.wire(w)
    run(clock, honest, rogue, 300)
    # Old frames whose numbers line up again are taken as new, and say nothing new: a
    # move already played, a checksum for no move.
    assert len(honest.link.match.history) == n and honest.link.state == "ready"
    rogue.mode = "link"
    honest.playing = True
    run(clock, honest, rogue, 300000, lambda: honest.result is not None and rogue.link.finished)
    assert honest.link.match.to_bytes() == rogue.link.match.to_bytes() and n > 0
    check(honest)


# -- a resync speaks only for the peer's own moves ---------------------------------------------
def test_a_resync_cannot_concede_for_the_honest_board():
    for seed in range(1, 9):
        clock, cable, honest, rogue = connected(seed=seed, warm=5 + seed)
        me = honest.link.local_player
        rogue.mode = "channel"
        h = list(honest.link.match.history)
        send_list(rogue, h + [abandon_move(me)])
        run(clock, honest, rogue, 1000)
        m = honest.link.match
        assert m.abandoned_by != me and abandon_move(me) not in m.history
        assert honest.stats.get(LINK_LEVEL, PLAYED) == 0 or honest.result == "won"
        check(honest)


def test_a_resync_takes_no_move_in_the_honest_players_name():
    clock, cable, honest, rogue = connected(seed=23, warm=6)
    me = honest.link.local_player
    honest.playing = False
    run(clock, honest, rogue, 2000, lambda: honest.link.match.deal.to_move == me
        and honest.link.settled)
    rogue.mode = "channel"
    m = honest.link.match
    h = list(m.history)
    for x in m.moves():  # the rogue's list plays a move for the honest player
        send_list(rogue, h + [x])
        run(clock, honest, rogue, 500)
        assert honest.link.match.history == h  # not taken
        break
    honest.playing = True
    check(honest)


moves_of = st.lists(st.one_of(st.integers(0, 300), st.sampled_from((62, 126, 63))), max_size=6)


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 400), st.integers(0, 30), st.integers(0, 1), st.integers(0, 30), moves_of)
def test_the_merge_keeps_each_players_moves_from_its_own_board(seed, n, local, cut, tail):
    m = Match(OPTIONS, seed)
    for _ in range(n):
        if m.over:
            break
        m.play(m.moves()[seed % len(m.moves())])
    mine = list(m.history)
    theirs = mine[:min(cut, len(mine))] + tail  # the peer's list: cut short, anything after
    hists = [mine, theirs] if local == 0 else [theirs, mine]
    got = merge(OPTIONS, seed, hists).history
    replay = Match(OPTIONS, seed)
    for i, x in enumerate(got):
        if x == abandon_move(local):
            assert i < len(mine) and mine[i] == x  # only its own board concedes for a side
        elif replay.deal.to_move == local and x & 63 != 62:
            assert i < len(mine) and mine[i] == x  # the local player's moves are its own
        replay.play(x)


# -- a resync never changes what the local player played ---------------------------------------
def _meanings(match, moves):
    return {x: match.deal.move_info(x) for x in moves}


def _swap_case(want_drop):
    """A connected pair at a position where the rogue is to move with two moves X, Y and the
    honest player has a reply M to X that means, after Y, something else: nothing
    (``want_drop``) or the same card taking the same cards under another move number, or
    under the same number with another meaning. (clock, cable, honest, rogue, X, Y, M)."""
    for seed in range(1, 400):
        clock, cable, honest, rogue = connected(seed=seed, warm=4 + seed % 9)
        link = honest.link
        m = link.match
        if m.deal.to_move == link.local_player or len(m.moves()) < 2:
            continue
        for x in m.moves():
            after_x = Match.replay(OPTIONS, m.seed, m.history + [x])
            if after_x.deal.to_move != link.local_player:
                continue
            for y in m.moves():
                after_y = Match.replay(OPTIONS, m.seed, m.history + [y])
                if y == x or after_y.deal.to_move != link.local_player:
                    continue
                there = _meanings(after_y, after_y.moves())
                for mv, meant in _meanings(after_x, after_x.moves()).items():
                    if mv == 63:
                        continue
                    same = [z for z, info in there.items() if info == meant]
                    if want_drop and not same and there.get(mv) is not None:
                        return clock, cable, honest, rogue, x, y, mv  # its number, another play
                    if not want_drop and same and same[0] != mv:
                        return clock, cable, honest, rogue, x, y, mv
    raise AssertionError("no such position in 400 matches")


@pytest.mark.parametrize("dropped", (True, False), ids=("means-another-play", "renumbered"))
def test_a_move_played_during_a_resync_stands_only_as_what_the_player_meant(dropped):
    clock, cable, honest, rogue, x, y, mine = _swap_case(dropped)
    link = honest.link
    before = list(link.match.history)
    meant = Match.replay(OPTIONS, link.match.seed, before + [x]).deal.move_info(mine)
    rogue.mode = "channel"
    rogue.message(MOVE, len(before), x, 0)  # its move, with a checksum that cannot match
    honest.local.script = [mine]
    honest.playing = True
    run(clock, honest, rogue, 300, lambda: len(link.match.history) == len(before) + 2)
    assert link.resyncing and link.match.history == before + [x, mine]  # played, held
    honest.playing = False
    send_list(rogue, before + [y])  # the rogue's list swaps its own unconfirmed move
    run(clock, honest, rogue, 300, lambda: not link.resyncing)
    h = link.match.history
    assert h[:len(before) + 1] == before + [y]  # the peer's authority on its own move
    if dropped:
        assert h == before + [y]  # not replayed by number: it would mean another play
        assert honest.events and honest.events[-1][0] == "replaced"
        told = honest.events[-1][1]
        assert plain(told) and "choose again" in told
    else:
        assert len(h) == len(before) + 2
        assert Match.replay(OPTIONS, link.match.seed, h[:-1]).deal.move_info(h[-1]) == meant
    check(honest)


def test_footprint_names_every_bound():
    clock, cable, honest, rogue = connected(seed=26, warm=2)
    assert set(footprint(honest.link)) == set(BOUNDS)
