"""A misbehaving or diverged peer: illegal moves and moves out of turn refused with the local
state unchanged, replayed frames ignored, a divergence caught by the checksums and mended
from the transcripts, the merge rule itself; moves both boards confirmed are final, and a
peer that keeps contradicting them loses the match instead of hanging it."""

# The engine first, as the game loads it: imported from inside scopa_core.link it would
# nest eight imports deep, past what the board twin's C stack holds (about seven: its
# unix port keeps a 4 KB path buffer per nested import, a board 96 bytes).
from scopa_core.match import Match, abandon_move
from scopa_core.crc import crc16
from scopa_core.link.channel import MOVE, CHECK, SYNC
from scopa_core.link.moves import W_FOUND, Moves, state_checksum
from scopa_core.link.resync import merge, pack_moves, unpack_moves
from scopa_core.options import Options

try:
    from link_pipe import linked, connect, run, Player, play
except ImportError:
    from core.link.link_pipe import linked, connect, run, Player, play


def _ready(seed, log=False):
    clock, cable, a, b = linked(seed=seed, log=log)
    assert connect(clock, a, b)
    return clock, cable, a, b


def _local_to_move(a, b):
    """(mover, other): the link whose player is to move."""
    return (a, b) if a.match.deal.to_move == a.local_player else (b, a)


def _illegal_for(match):
    legal = match.moves()
    for card in range(40):
        if card not in legal:
            return card
    raise AssertionError("every card legal?")


def test_an_illegal_move_is_refused_and_changes_nothing():
    clock, cable, a, b = _ready(11)
    mover, other = _local_to_move(a, b)
    before = other.match.to_bytes()
    bad = _illegal_for(mover.match)
    mover.moves.send(MOVE, 0, bad, bytes(4))
    run(clock, (a, b), 200)
    assert other.seat().step(1) is None
    assert other.match.to_bytes() == before
    assert other.moves.refused == 1
    assert "illegal move" in other.message
    assert other.state == "ready"


def test_illegal_moves_again_and_again_are_abandoning():
    clock, cable, a, b = _ready(12)
    mover, other = _local_to_move(a, b)
    bad = _illegal_for(mover.match)
    for _ in range(3):
        run(clock, (a, b), 3000, lambda: not other.resyncing and not mover.resyncing)
        mover.moves.send(MOVE, 0, bad, bytes(4))
        run(clock, (a, b), 200)
        assert other.seat().step(1) is None
    assert other.state == "lost"  # the sender loses the match (docs/rules.md "Winning the match")
    assert "must refuse" in other.message and "loses the match" in other.message
    run(clock, (a, b), 2000)
    assert mover.state == "lost"  # told why by a BYE frame
    assert "stopped the match (it refused what this board sent three times)" in mover.message


def test_a_move_out_of_turn_is_refused():
    clock, cable, a, b = _ready(13)
    mover, other = _local_to_move(a, b)
    # The waiting board tries to move in the mover's place.
    m = mover.match.moves()[0]
    other.moves.send(MOVE, 0, m, bytes(4))
    run(clock, (a, b), 200)
    assert mover.seat().step(1) is None
    assert mover.match.history == []


def test_a_replayed_frame_is_not_played_twice():
    clock, cable, a, b = _ready(14, log=True)
    pa = Player(a, 1)
    pb = Player(b, 2)
    for _ in range(60):
        pa.tick()
        pb.tick()
        clock.t += 10
    n = len(a.match.history)
    assert n > 2
    for side in (0, 1):  # everything each board ever sent, handshake included, again
        for w in list(cable.log[side]):
            cable.buf[side].extend(w)
    pa.tick()
    pb.tick()
    assert len(a.match.history) <= n + 1
    assert a.stats()["duplicates"] > 10
    assert a.state == b.state == "ready"
    assert play(clock, (pa, pb))
    assert a.match.to_bytes() == b.match.to_bytes()
    assert a.match.over and a.stats()["resyncs"] == 0


def test_a_board_hearing_itself_says_so():
    clock, cable, a, b = linked(seed=16, log=True)
    a.poll()
    for w in cable.log[0]:  # a loopback: TX wired to its own RX
        cable.buf[1].extend(w)
    a.poll()
    assert a.state == "failed"
    assert "own commitment" in a.message


def test_a_divergence_is_caught_and_mended_from_the_transcripts():
    clock, cable, a, b = _ready(15)
    pa = Player(a, 1)
    pb = Player(b, 2)
    forged = []

    # A damaged frame that still passed its CRC: A's first move that has an alternative
    # arrives as that other, legal, move. B plays it; the checksums cannot agree.
    def send(kind, ply, m, crc=None):
        if kind == MOVE and not forged:
            before = Match.replay(a.match.options, a.match.seed, a.match.history[:ply])
            alts = [x for x in before.moves() if x != m]
            if alts:
                forged.append((ply, m))
                Moves.send(a.moves, kind, ply, alts[0], crc)
                return
        Moves.send(a.moves, kind, ply, m, crc)

    a.moves.send = send
    assert play(clock, (pa, pb))
    assert forged
    assert b.stats()["mismatches"] >= 1
    assert a.stats()["resyncs"] == b.stats()["resyncs"] >= 1
    assert a.match.to_bytes() == b.match.to_bytes()
    ply, m = forged[0]
    assert a.match.history[ply] == m  # A's board is the authority on A's moves


def test_merge_takes_each_players_moves_from_its_own_board():
    o = Options()
    m = Match(o, 77)
    while len(m.history) < 6:
        m.play(m.moves()[0])
    h = list(m.history)
    assert merge(o, 77, [h, h]).history == h
    assert merge(o, 77, [h[:3], h]).history[:3] == h[:3]
    # Player 1's board says player 1 conceded at ply 2: that wins over anything else there.
    p1 = h[:2] + [abandon_move(1)]
    got = merge(o, 77, [h, p1])
    assert got.history == h[:2] + [abandon_move(1)]
    # The lists differ at ply 4: the player to move there decides, and the merge stops.
    mover = Match.replay(o, 77, h[:4]).deal.to_move
    alt = [x for x in Match.replay(o, 77, h[:4]).moves() if x != h[4]]
    if alt:
        other = h[:4] + [alt[0]]
        hists = [h, other] if mover == 0 else [other, h]
        assert merge(o, 77, hists).history == h[:5]


def test_move_lists_pack_and_unpack():
    o = Options()
    moves = [0, 5, 127, 128, 300, abandon_move(1)]
    assert unpack_moves(o, 5, pack_moves(moves)) == moves
    assert unpack_moves(o, 5, b"") == []


def test_the_running_record_crc_is_the_crc_of_the_record():
    from scopa_core.link.channel import crc32
    from scopa_core.link.moves import record_crc_after, state_checksum

    m = Match(Options(end="fixed", deals=1), 99)
    crc = crc32(m.to_bytes())
    while not m.over:
        x = m.moves()[-1]
        m.play(x)
        crc = record_crc_after(crc, x)
        assert crc == crc32(m.to_bytes())
        assert state_checksum(m, crc) == state_checksum(m)
    m2 = Match(Options(end="fixed", deals=1), 99)
    m2.play(m2.moves()[0])
    assert state_checksum(m2) != state_checksum(Match(Options(end="fixed", deals=1), 99))
    crc = crc32(m.to_bytes())
    for big in (200, 300, 16383):
        assert record_crc_after(crc, big) == crc32(m.to_bytes() + bytes((big & 127 | 128,)) + bytes((big >> 7,)))


def test_an_endless_transcript_is_cut_short():
    from scopa_core.link.channel import SYNC
    from scopa_core.link.resync import MAX_RECORD

    clock, cable, a, b = _ready(17)
    off = 0
    # B's board has gone rogue: only its channel runs, sending one endless move list.
    while off < 3 * MAX_RECORD and a.state == "ready":
        b.channel.send(SYNC, bytearray((0, 0xFF, 0xFF, off >> 8, off & 255, 0, 0)) + bytes(50))
        off += 50
        for _ in range(4):
            a.poll()
            b.channel.poll(clock(), lambda kind, body: None)
            b.channel.service(clock())
            clock.t += 10
    assert a.state == "lost"  # B's doing: it loses
    assert "damaged transcript" in a.message


def _replay(match, moves):
    return Match.replay(match.options, match.seed, list(match.history) + moves)


def test_a_move_sent_one_turn_early_is_refused_and_the_right_one_is_played():
    # The waiting board sends its next move before the mover has moved: it is refused at
    # once (it names a position where the sender may not move), so it does not sit at the
    # head of the inbox and swallow the same move sent again at its right place.
    clock, cable, a, b = _ready(11)
    mover, early = _local_to_move(a, b)
    ply = len(mover.match.history)
    first = mover.match.moves()[0]
    reply = _replay(mover.match, [first]).moves()[0]
    before = mover.match.to_bytes()
    early.moves.send(MOVE, ply, reply, bytes(4))
    run(clock, (a, b), 300)
    assert mover.match.to_bytes() == before
    assert mover.moves.refused == 1 and mover.state == "ready"
    assert "out of turn" in mover.message and "refused" in mover.message
    assert mover.moves.inbox == []
    run(clock, (a, b), 3000, lambda: not a.resyncing and not b.resyncing)
    pm = Player(mover, 1)
    pe = Player(early, 2)
    pm.apply(first)  # the mover moves; the other board answers at the right ply
    run(clock, (a, b), 300)
    assert early.seat().step(1) == first
    pe.apply(first)
    pe.apply(reply)
    run(clock, (a, b), 300)
    assert mover.seat().step(1) == reply
    assert play(clock, (pm, pe))
    assert a.match.to_bytes() == b.match.to_bytes()
    assert a.state == b.state == "ready"


def test_a_move_out_of_turn_behind_a_right_one_is_refused_when_its_position_comes():
    clock, cable, a, b = _ready(18)
    pa = Player(a, 1)
    pb = Player(b, 2)
    while True:  # to a position where A's player moves, and then B's
        m = a.match
        if m.deal.to_move != a.local_player and _replay(m, [m.moves()[0]]).deal.to_move == a.local_player:
            break
        pa.tick()
        pb.tick()
        clock.t += 10
    run(clock, (a, b), 300, lambda: a.settled and b.settled)
    ply = len(a.match.history)
    mine = a.match.moves()  # B's player is to move: A's board sends that move and one more
    good = b.match.moves()[0]
    after = _replay(b.match, [good])
    b.match.play(good)
    b.seat().observe(good)
    b.moves.send(MOVE, ply + 1, after.moves()[0], bytes(4))  # A's player is to move there, not B's
    run(clock, (a, b), 300)
    assert a.moves.refused == 0  # its position is not on the table yet
    assert a.seat().step(1) == good
    pa.apply(good)
    assert a.moves.refused == 1 and "out of turn" in a.message
    assert a.match.history[-1] == good and len(a.match.history) == ply + 1
    assert mine
    assert play(clock, (pa, pb))
    assert a.match.to_bytes() == b.match.to_bytes()


def _confirmed(seed, moves):
    """Two boards that have played and both confirmed ``moves`` moves (or the whole deal)."""
    clock, cable, a, b = _ready(seed)
    pa = Player(a, 1)
    pb = Player(b, 2)
    while len(a.match.history) < moves and not a.match.over:
        pa.tick()
        pb.tick()
        clock.t += 10
    assert run(clock, (a, b), 3000, lambda: a.settled and b.settled and a.moves.inbox == b.moves.inbox == [])
    assert a.match.history == b.match.history
    return clock, cable, a, b, pa, pb


def test_a_transcript_that_takes_back_confirmed_moves_is_refused_and_loses_the_match():
    # B's board rewrites one of its own early moves, which both boards confirmed long ago,
    # and asks for a resync: A refuses its list and keeps the confirmed moves; B's board,
    # rebuilding from its own, disagrees with A's rebuilt match, refused again, and so on
    # to the third refusal: B loses.
    clock, cable, a, b, pa, pb = _confirmed(21, 10)
    kept = a.match.to_bytes()
    h = list(b.match.history)
    for ply in range(len(h)):
        pos = Match.replay(b.match.options, b.match.seed, h[:ply])
        if pos.deal.to_move == b.local_player and len(pos.moves()) > 1:
            break
    alt = [x for x in pos.moves() if x != h[ply]][0]
    b.match = Match.replay(b.match.options, b.match.seed, h[:ply] + [alt])  # B takes it back
    b.disagree(W_FOUND)  # (any reason: the message is not read)
    run(clock, (a, b), 3000, lambda: a.moves.refused)
    assert "a change to move %d, which both boards had confirmed" % (ply + 1) in a.message
    run(clock, (a, b), 20000, lambda: a.state != "ready")
    assert a.state == "lost" and "must refuse" in a.message
    assert a.match.to_bytes() == kept


def test_a_forged_short_transcript_ends_agreed_or_lost_never_hung():
    # B's board sends one transcript without its own last move. A resyncs to it before B's
    # real one (of the same round) arrives; the checksums after the rebuild name different
    # moves, so the boards resync again, or B loses: never both "ready" and each waiting.
    for seed, warm in ((1, 14), (2, 9), (3, 30)):
        clock, cable, a, b = _ready(seed)
        pa = Player(a, 1)
        pb = Player(b, 2)
        for _ in range(warm):
            pa.tick()
            pb.tick()
            clock.t += 10
        m = b.match
        data = pack_moves(m.history[:-1])
        c = crc16(data)
        b.channel.send(SYNC, bytes((b.moves.epoch, len(data) >> 8, len(data) & 255, 0, 0, c >> 8, c & 255)) + data)
        assert play(clock, (pa, pb), ms=120000)
        if a.state == b.state == "ready":
            assert a.match.to_bytes() == b.match.to_bytes() and a.match.over
        else:  # B's list took back its own confirmed move: refused, to the third time
            assert a.state == "lost" and "must refuse" in a.message


def test_a_checksum_after_a_resync_that_names_another_move_resyncs_again():
    clock, cable, a, b, pa, pb = _confirmed(22, 6)
    a.disagree(W_FOUND)
    assert run(clock, (a, b), 3000, lambda: a.stats()["resyncs"] == b.stats()["resyncs"] == 1 and a.resync.check is None
               and b.resync.check is None)
    b.resync.check = (len(b.match.history), 0)  # as if B had rebuilt one move more
    a.moves.send(CHECK, len(a.match.history) - 1, state_checksum(a.match))
    run(clock, (a, b), 3000, lambda: b.stats()["resyncs"] == 2 and not a.resyncing and not b.resyncing)
    assert a.stats()["resyncs"] == b.stats()["resyncs"] == 2
    assert a.state == b.state == "ready"
    assert play(clock, (pa, pb))
    assert a.match.to_bytes() == b.match.to_bytes()


def test_no_checksum_after_a_resync_ends_the_match_in_bounded_time():
    clock, cable, a, b, pa, pb = _confirmed(23, 6)
    quiet = b.moves.send

    def send(kind, ply, x, y=None):  # B's board never sends its checksum after the resync
        if kind != CHECK:
            quiet(kind, ply, x, y)

    b.moves.send = send
    a.disagree(W_FOUND)
    assert run(clock, (a, b), 15000, lambda: a.state != "ready")
    assert a.state == "lost"  # B did not answer its part: it loses
    assert "did not answer the resync" in a.message


def test_a_board_left_by_the_others_goodbye_answers_later_frames_without_failing():
    from scopa_core.link.channel import ACK, BYE

    clock, cable, a, b = _ready(19)
    b.channel.send_control(BYE, bytes((2,)))
    a.poll()
    # The deal is known: a goodbye is leaving the match, whatever reason it gives.
    assert a.state == "lost" and "options differ" in a.message and "loses" in a.message
    clock.t += 1500
    b.channel.send_control(ACK)  # a frame after the goodbye: answered with one, not a crash
    a.poll()
    assert a.state == "lost"
    b.poll()
    assert b.state == "lost"
