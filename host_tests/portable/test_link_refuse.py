"""A misbehaving or diverged peer: illegal moves refused with the local state unchanged,
replayed frames ignored, a divergence caught by the checksums and mended from the
transcripts, and the merge rule itself."""

from scopa_core.link.play import Play, MOVE
from scopa_core.link.sync import merge, pack_moves, unpack_moves
from scopa_core.match import Match, abandon_move
from scopa_core.options import Options

try:
    from link_pipe import linked, connect, run, Player, play
except ImportError:
    from portable.link_pipe import linked, connect, run, Player, play


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
    mover._send(MOVE, 0, bad, 0)
    run(clock, (a, b), 200)
    assert other.seat().step(1) is None
    assert other.match.to_bytes() == before
    assert other.refused == 1
    assert "illegal move" in other.message
    assert other.state == "ready"


def test_illegal_moves_again_and_again_end_the_match():
    clock, cable, a, b = _ready(12)
    mover, other = _local_to_move(a, b)
    bad = _illegal_for(mover.match)
    for _ in range(3):
        run(clock, (a, b), 3000, lambda: not other._syncing and not mover._syncing)
        mover._send(MOVE, 0, bad, 0)
        run(clock, (a, b), 200)
        assert other.seat().step(1) is None
    assert other.state == "failed"
    assert "illegal" in other.message
    run(clock, (a, b), 2000)
    assert mover.state == "failed"  # told why by a BYE frame
    assert "stopped the match" in mover.message


def test_a_move_out_of_turn_is_refused():
    clock, cable, a, b = _ready(13)
    mover, other = _local_to_move(a, b)
    # The waiting board tries to move in the mover's place.
    m = mover.match.moves()[0]
    other._send(MOVE, 0, m, 0)
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
    assert a.match.over and a.resyncs == 0


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
                Play._send(a, kind, ply, alts[0], crc)
                return
        Play._send(a, kind, ply, m, crc)

    a._send = send
    assert play(clock, (pa, pb))
    assert forged
    assert b.mismatches >= 1
    assert a.resyncs == b.resyncs >= 1
    assert a.match.to_bytes() == b.match.to_bytes()
    ply, m = forged[0]
    assert a.match.history[ply] == m  # A's board is the authority on A's moves


def test_merge_takes_each_players_moves_from_its_own_board():
    o = Options()
    m = Match(o, 77)
    while len(m.history) < 6:
        m.play(m.moves()[0])
    h = list(m.history)
    assert merge(o, 77, [h, h]) == h
    assert merge(o, 77, [h[:3], h]) == h[:3] or merge(o, 77, [h[:3], h])[:3] == h[:3]
    # Player 1's board says player 1 conceded at ply 2: that wins over anything else there.
    p1 = h[:2] + [abandon_move(1)]
    got = merge(o, 77, [h, p1])
    assert got == h[:2] + [abandon_move(1)]
    # The lists differ at ply 4: the player to move there decides, and the merge stops.
    mover = Match.replay(o, 77, h[:4]).deal.to_move
    alt = [x for x in Match.replay(o, 77, h[:4]).moves() if x != h[4]]
    if alt:
        other = h[:4] + [alt[0]]
        hists = [h, other] if mover == 0 else [other, h]
        assert merge(o, 77, hists) == h[:5]


def test_move_lists_pack_and_unpack():
    o = Options()
    moves = [0, 5, 127, 128, 300, abandon_move(1)]
    assert unpack_moves(o, 5, pack_moves(o, 5, moves)) == moves
    assert unpack_moves(o, 5, b"") == []


def test_the_running_record_crc_is_the_crc_of_the_record():
    from scopa_core.crc import crc16
    from scopa_core.link.sync import record_crc_after, state_checksum

    m = Match(Options(end="fixed", deals=1), 99)
    crc = crc16(m.to_bytes())
    while not m.over:
        x = m.moves()[-1]
        m.play(x)
        crc = record_crc_after(crc, x)
        assert crc == crc16(m.to_bytes())
        assert state_checksum(m, crc) == state_checksum(m)
    m2 = Match(Options(end="fixed", deals=1), 99)
    m2.play(m2.moves()[0])
    assert state_checksum(m2) != state_checksum(Match(Options(end="fixed", deals=1), 99))
    crc = crc16(m.to_bytes())
    for big in (200, 300, 16383):
        assert record_crc_after(crc, big) == crc16(m.to_bytes() + bytes((big & 127 | 128,)) + bytes((big >> 7,)))


def test_an_endless_transcript_is_cut_short():
    from scopa_core.link.play import SYNC, MAX_RECORD

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
    assert a.state == "failed"
    assert "damaged transcript" in a.message
