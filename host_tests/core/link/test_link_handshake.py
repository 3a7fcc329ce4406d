"""Link handshake: version, options, commit and reveal, seats, and the refusals."""

# The engine first, as the game loads it: imported from inside scopa_core.link it would
# nest eight imports deep, past what the board twin's C stack holds (about seven: its
# unix port keeps a 4 KB path buffer per nested import, a board 96 bytes).
import scopa_core.match  # noqa: F401
from scopa_core.link.link import Link
from scopa_core.link import handshake as hs
from scopa_core.link.channel import HELLO
from scopa_core.options import Options
from scopa_core.names import options_text

try:
    from link_pipe import Clock, Cable, linked, connect, run, entropy_of
except ImportError:
    from core.link.link_pipe import Clock, Cable, linked, connect, run, entropy_of


def test_two_boards_agree_on_one_match_and_take_opposite_seats():
    clock, cable, a, b = linked(Options(target=21), seed=4)
    assert a.state == b.state == "connecting"
    assert connect(clock, a, b)
    assert a.match.seed == b.match.seed < 1 << 30
    assert a.match.options == b.match.options == Options(target=21)
    assert {a.local_player, b.local_player} == {0, 1}
    assert a.match.deal.hand(0) == b.match.deal.hand(0)
    assert "connected" in a.message and "connected" in b.message
    assert ("you deal" in a.message) != ("you deal" in b.message)


def test_the_match_seed_needs_both_seeds():
    seeds = set()
    for s in range(1, 6):
        clock, cable, a, b = linked(seed=s)
        assert connect(clock, a, b)
        seeds.add(a.match.seed)
    assert len(seeds) == 5
    x = bytes(16)
    y = bytes(15) + b"\x01"
    assert hs.match_seed(x, y) != hs.match_seed(y, x) != hs.match_seed(x, x)


def test_different_options_fail_on_both_boards_with_the_other_boards_choice():
    clock = Clock()
    cable = Cable(2)
    a = Link(cable.ends[0], clock, entropy_of(1))
    b = Link(cable.ends[1], clock, entropy_of(2))
    a.begin(Options())
    b.begin(Options(scopone=True, target=21))
    run(clock, (a, b), 2000)
    assert a.state == b.state == "failed"
    assert a.message == "the other board chose different options: Scopone, to 21"
    assert b.message == "the other board chose different options: Scopa, to 11"


def test_only_two_player_matches_go_over_the_link():
    link = Link(Cable().ends[0], Clock(), entropy_of(1))
    try:
        link.begin(Options(players=4, teams=True))
    except ValueError as e:
        assert "two-player" in str(e)
    else:
        raise AssertionError("4 players accepted")
    assert link.state == "idle"


class Forger:
    """A peer that writes its own HELLO frames through a bare channel."""

    def __init__(self, cable, clock):
        from scopa_core.link.channel import Channel

        self.ch = Channel(cable.ends[1])
        self.clock = clock

    def hello(self, body):
        self.ch.send_control(HELLO, body)


def _victim(seed=3):
    clock = Clock()
    cable = Cable(seed, log=True)
    a = Link(cable.ends[0], clock, entropy_of(seed))
    a.begin(Options())
    a.poll()
    return clock, cable, a  # a board expecting default options


def _their_hello(cable):
    """The victim's last HELLO, parsed."""
    from scopa_core.link.cobs import Decoder

    got = []
    Decoder().feed(cable.log[0][-1], lambda buf, n: got.append(bytes(buf[3:n - 4])))
    return hs.Hello(got[-1])


def test_a_wrong_version_is_refused_with_a_message():
    clock, cable, a = _victim()
    f = Forger(cable, clock)
    body = bytearray(hs.pack_hello(Options(), bytes(32), None, None))
    body[0] = hs.VERSION + 1
    f.hello(body)
    a.poll()
    assert a.state == "failed"
    assert "link version %d" % (hs.VERSION + 1) in a.message


def _goodbyes(cable, side):
    """The BYE frames board ``side`` wrote: (the code it carried, the bytes on the wire)."""
    from scopa_core.link.channel import BYE
    from scopa_core.link.cobs import Decoder

    got = []
    for wire in cable.log[side]:  # (a channel writes one frame at a time)
        Decoder().feed(wire, lambda buf, n: got.append((buf[3], wire)) if buf[0] == BYE else None)
    return got


def _heard_by_a_waiting_board(wire):
    """What a board still waiting for the other (its own seed not yet shown) says once
    ``wire`` arrives: what the other end of the cable reads from a goodbye."""
    clock = Clock()
    cable = Cable(9)
    board = Link(cable.ends[1], clock, entropy_of(9))
    board.begin(Options())
    cable.ends[0].write(wire)
    board.poll()
    return board.state, board.message


def test_a_version_mismatch_tells_the_other_board_the_versions_differ():
    clock, cable, a = _victim()
    body = bytearray(hs.pack_hello(Options(), bytes(32), None, None))
    body[0] = hs.VERSION + 1
    Forger(cable, clock).hello(body)
    a.poll()
    assert a.state == "failed"
    byes = _goodbyes(cable, 0)
    assert [code for code, _ in byes] == [1]  # the wire's code for "the versions differ"
    assert _heard_by_a_waiting_board(byes[0][1]) == (
        "failed", "the other board stopped the match: the link versions differ")


def test_an_options_mismatch_tells_the_other_board_the_options_differ():
    clock = Clock()
    cable = Cable(2, log=True)
    a = Link(cable.ends[0], clock, entropy_of(1))
    b = Link(cable.ends[1], clock, entropy_of(2))
    a.begin(Options())
    b.begin(Options(target=21))
    run(clock, (a, b), 2000)
    assert a.state == b.state == "failed"
    for side in (0, 1):
        byes = _goodbyes(cable, side)
        assert byes and [code for code, _ in byes] == [2] * len(byes)  # "the options differ"
        assert _heard_by_a_waiting_board(byes[0][1]) == (
            "failed", "the other board stopped the match: the options differ")


def test_a_reveal_that_does_not_match_its_commitment_ends_the_match():
    clock, cable, a = _victim()
    f = Forger(cable, clock)
    theirs = _their_hello(cable)
    seed = bytes(range(16))
    f.hello(hs.pack_hello(Options(), hs.commitment(seed), theirs.commit, bytes(16)))
    a.poll()
    assert a.state == "failed"
    assert a.message == "the other board's shuffle did not match its commitment"
    assert a.match is None


def test_a_copied_commitment_is_refused():
    clock, cable, a = _victim()
    f = Forger(cable, clock)
    theirs = _their_hello(cable)
    f.hello(hs.pack_hello(Options(), theirs.commit, theirs.commit, None))
    a.poll()
    assert a.state == "failed"
    assert "commitment" in a.message


def test_no_seed_is_revealed_before_the_peers_commitment_arrives():
    clock, cable, a = _victim()
    for _ in range(5):
        clock.t += 300
        a.poll()
    assert _their_hello(cable).seed is None
    f = Forger(cable, clock)
    seed = bytes(range(16))
    f.hello(hs.pack_hello(Options(), hs.commitment(seed), None, None))
    a.poll()
    clock.t += 300
    a.poll()
    assert _their_hello(cable).seed is not None
    assert a.state == "connecting"
    f.hello(hs.pack_hello(Options(), hs.commitment(seed), _their_hello(cable).commit, seed))
    a.poll()
    assert a.state == "ready"


def test_a_ready_board_answers_the_other_boards_greetings_without_the_handshakes_code():
    # Once a match begins the UI forgets the handshake's modules (handshake.HANDSHAKE_MODULES):
    # the other board's greetings that follow, before and after it starts too, are answered
    # as the handshake would answer them, without bringing its code back into the heap.
    from scopa_core.link import link as link_module

    clock, cable, a = _victim()
    mine = a.handshake  # this board's handshake, gone once the match begins
    f = Forger(cable, clock)
    seed = bytes(range(16))
    waiting = hs.pack_hello(Options(), hs.commitment(seed), _their_hello(cable).commit, seed)
    f.hello(waiting)
    a.poll()
    assert a.state == "ready"
    keep = link_module._handshake

    def no_handshake():
        raise AssertionError("the handshake's code was imported again")

    link_module._handshake = no_handshake
    try:
        sent = len(cable.log[0])
        f.hello(waiting)  # it has not got our seed yet: ours again, as a ready board's
        a.poll()
        assert len(cable.log[0]) == sent + 1
        ours = _their_hello(cable)
        assert ours.ready and ours.seed == mine.seed and ours.commit == mine.commit
        f.hello(hs.pack_hello(Options(), hs.commitment(seed), ours.commit, seed, True))
        a.poll()  # it started too: nothing to answer
        assert len(cable.log[0]) == sent + 1 and a.state == "ready"
    finally:
        link_module._handshake = keep
    # Any other HELLO: the other board started over during the match, and loses it.
    f.hello(hs.pack_hello(Options(), hs.commitment(bytes(16)), None, None))
    a.poll()
    assert a.state == "lost" and "new handshake" in a.message and "loses the match" in a.message


def test_options_text():
    assert options_text(Options()) == "Scopa, to 11"
    assert options_text(Options(end="fixed", deals=3, escoba=True)) == "Escoba, 3 deals"
    assert options_text(Options(target=16, end="two", napola=True)) == "Scopa, to 16, win by 2, Napola"


def test_a_greeting_for_an_earlier_handshake_is_ignored():
    # A reveal that names a commitment of this board other than its current one answers an
    # earlier handshake (old bytes in a UART buffer): its seed must not start a match.
    clock, cable, a = _victim()
    f = Forger(cable, clock)
    seed = bytes(range(16))
    old_mine = hs.commitment(b"an earlier handshake")
    f.hello(hs.pack_hello(Options(), hs.commitment(seed), old_mine, seed))
    a.poll()
    assert a.state == "connecting" and a.match is None
    assert a.handshake.peer is None  # not even its commitment is taken
    f.hello(hs.pack_hello(Options(), hs.commitment(seed), _their_hello(cable).commit, seed))
    a.poll()
    assert a.state == "ready"


def _stale_greetings(seed):
    """Board A begins, B answers and reveals its seed; A's player leaves before A reads a
    byte; B's greetings wait in A's UART. Then (clock, cable, b)."""
    o = Options(end="fixed", deals=1)
    clock = Clock()
    cable = Cable(seed)
    a = Link(cable.ends[0], clock, entropy_of(seed * 3))
    b = Link(cable.ends[1], clock, entropy_of(seed * 3 + 1))
    a.begin(o)
    b.begin(o)
    a.poll()
    clock.t += 10
    b.poll()
    clock.t += 10
    b.poll()
    assert b.handshake.revealed_at is not None and b.state == "connecting"
    for _ in range(20):
        clock.t += 50
        b.poll()
    assert cable.buf[1]
    return clock, cable, b


def test_a_new_link_does_not_start_on_an_earlier_handshakes_greetings():
    for seed, drained in ((1, True), (2, False)):
        clock, cable, b = _stale_greetings(seed)
        stale = bytes(cable.buf[1])
        a2 = Link(cable.ends[0], clock, entropy_of(seed * 3 + 2))
        a2.begin(Options(end="fixed", deals=1))
        if drained:
            assert not cable.buf[1]  # the UART's old bytes are dropped
        else:
            cable.buf[1].extend(stale)  # still on the wire: the commitment they name tells
        run(clock, (a2, b), 1000)
        assert a2.state == "connecting" and a2.match is None  # not started on B's old seed
        # B had shown its seed to A, which left (a new commitment): A loses on B's board.
        assert b.state == "lost" and "showed its shuffle" in b.message
        b.begin(Options(end="fixed", deals=1))  # B's player starts over: a new handshake
        assert connect(clock, a2, b)
        assert a2.match.seed == b.match.seed
        run(clock, (a2, b), 3000)
        assert a2.state == b.state == "ready"
        assert "connected" in a2.message and "connected" in b.message


def test_leaving_the_waiting_screen_after_the_other_board_started_counts_as_abandoning():
    clock, cable, a, b = linked(seed=5)
    b.poll()  # B's commitment
    a.poll()  # A learns it and reveals
    b.poll()  # B has both seeds: it starts (its seed went out); A has not read B's seed yet
    assert b.state == "ready" and a.state == "connecting"
    a.leave()
    assert a.state == "idle"
    b.poll()
    # A could have read B's seed and seen the deal: leaving now is abandoning (docs/rules.md "Winning the match").
    assert b.state == "lost"
    assert "showed its shuffle" in b.message and "loses the match" in b.message
    assert b.seat().verdict() == ("abandon", b.message)  # the session applies it to A's side


def test_a_board_that_revealed_nothing_waits_for_one_that_left_to_come_back():
    clock, cable, a, b = linked(seed=6)
    a.poll()
    a.leave()  # A's commitment and its goodbye reach B together: B revealed nothing
    b.poll()
    assert b.state == "connecting" and b.handshake.revealed_at is None
    assert "left before the match began" in b.message
    a2 = Link(cable.ends[0], clock, entropy_of(66))
    a2.begin(Options(end="fixed", deals=1))
    assert connect(clock, a2, b)
    assert a2.match.seed == b.match.seed


def test_a_board_that_revealed_its_seed_counts_the_other_leaving_as_abandoning():
    clock, cable, a, b = linked(seed=6)
    a.poll()
    b.poll()  # B learns A's commitment and reveals its seed to it
    assert b.handshake.revealed_at is not None
    a.leave()
    b.poll()
    assert b.state == "lost" and "showed its shuffle" in b.message
    assert b.match is not None and b.local_player in (0, 1)  # the match A walked out of
    a2 = Link(cable.ends[0], clock, entropy_of(66))
    a2.begin(Options(end="fixed", deals=1))
    run(clock, (a2, b), 2000)
    assert a2.state == "connecting"  # no new deal for it: B does not answer


def test_boards_with_different_issue_27_house_rules_refuse_naming_them():
    clock = Clock()
    cable = Cable(2)
    a = Link(cable.ends[0], clock, entropy_of(3))
    b = Link(cable.ends[1], clock, entropy_of(4))
    oa = Options(forced=True, no_faces=True)
    ob = Options(no_last_scopa=True)
    a.begin(oa)
    b.begin(ob)
    run(clock, (a, b), 2000)
    assert a.state == b.state == "failed"
    assert a.message == "the other board chose different options: Scopa, to 11, no scopa on the last capture"
    assert b.message == ("the other board chose different options: Scopa, to 11, forced capture, "
                         "faces 0 in primiera")
    assert options_text(oa) in b.message and options_text(ob) in a.message


def _old_frame(kind, body):
    """A frame as a board of link version 2 sends it: its check an inverted CRC-16."""
    from scopa_core.crc import crc16
    from scopa_core.link.cobs import encode

    f = bytearray((kind, 0, 255)) + body
    c = crc16(f) ^ 0xFFFF
    return bytes(encode(f + bytes((c >> 8, c & 255))))


def test_a_board_of_the_previous_version_hears_that_the_link_versions_differ():
    # Its frames cannot pass our CRC-32, nor ours its CRC-16: its whole greeting is still
    # recognized, and it is answered in its own frames, so both boards say why.
    from scopa_core.crc import crc16
    from scopa_core.link.channel import BYE, BYE_VERSION
    from scopa_core.link.cobs import Decoder

    clock, cable, a, b = linked(seed=7, log=True)
    a.poll()
    now = hs.pack_hello(Options(), hs.commitment(bytes(16)), None, None)
    old = bytes((2,)) + now[1:7] + now[8:]  # (version 2 had no turn limit, at byte 7)
    cable.ends[1].write(_old_frame(HELLO, old))
    a.poll()
    assert a.state == "failed" and a.match is None
    assert a.message == "the other board speaks link version 2, this one %d: update both" % hs.VERSION
    heard = []

    def old_board_reads(buf, n):  # what a version-2 board accepts
        if crc16(buf, 0xFFFF, 0, n - 2) ^ 0xFFFF == buf[n - 2] << 8 | buf[n - 1]:
            heard.append((buf[0], bytes(buf[3:n - 2])))

    for wire in cable.log[0]:
        Decoder().feed(wire, old_board_reads)
    assert heard == [(BYE, bytes((BYE_VERSION,)))]
    # Damage that is not a whole old greeting is a bad frame, as ever.
    clock, cable, a, b = linked(seed=8)
    a.poll()
    cable.ends[1].write(_old_frame(HELLO, old[:20]))
    a.poll()
    assert a.state == "connecting" and a.channel.bad_crc == 1
