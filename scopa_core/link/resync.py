"""Resynchronizing a diverged match from the two boards' transcripts.

The boards exchange a state checksum after every move (moves.py), so a divergence (a damaged
frame that still passed its CRC, a crossed concession, a bug) shows up at once. Then each
board sends its whole move list (SYNC ``epoch, total(2), offset(2), crc(2), chunk``) and both
rebuild the same match from the two lists with one rule: **each board is the authority on
its own player's moves**. Ply by ply, the move of the player to move comes from that
player's board; a concession (``abandon_move``) counts only from the board that conceded, at
the ply where it did, and a concession in the other side's name stops the rebuild there. At
the first ply where the two lists differ the authority's move is taken and the rebuild stops:
later moves of either board were chosen in a position that never was, so their players
choose again. A move that the rules refuse also stops the rebuild. Both boards run this on
the same two lists, so they end with the same match.

Moves both boards confirmed are final: once the other board's checksum after a move matched
this board's, it held the same moves up to there. So a disagreement takes the match back at
most to the last position both boards confirmed, and play goes on from there: a
disagreement never ends a match. A list that rewrites a confirmed move (a board taking back
a move) is refused (``Moves.refuse``: counted, the third is leaving), and the match is
rebuilt from the confirmed moves and this board's own. After a rebuild each board sends its
checksum of the result (CHECK): both boards hold both lists and rebuild alike, so a
checksum that differs is refused too, and another round shows that board the match again.

Local moves played while the lists travelled are played again on the rebuilt match only
where they mean what the player chose: the same position, or the same card taking the same
cards; the first that does not is dropped and the player chooses again.

Move lists travel as ``record``'s varints, in chunks that fit a frame, sent as the window
frees (so the channel's queue holds none of them).

``Link`` makes its ``Resync`` the first time the boards disagree (``Link.disagree``) and
keeps it for the match: it counts the rounds, runs each ``Round``, hands the rebuilt match to
the move exchange and the session, and watches that the other board answers. A match that
never diverges never loads this module.
"""

from micropython import const

from scopa_core.cards import CALL
from scopa_core.crc import crc16
from scopa_core.lang import say, texts
from scopa_core.link.channel import BYE_DISAGREE, SYNC, ticks_diff
from scopa_core.link.moves import NO_PLY, R_REBUILT, R_REWRITES, card_text, u16
from scopa_core.match import Match, abandon_move, is_abandon
from scopa_core.record import decode, encode, encode_moves

MAX_RECORD = 2048  # bytes of a move list: 15 deals and 3 spareggi need about 1300
_SYNC_MS = const(12000)  # a round (or the checksum after it) this late, nothing in flight: no answer
_CHUNK = const(40)


class Resync:
    """The resync part of a ``Link`` (see above): ``start`` a round, ``on_chunk`` for each
    piece of the other board's list, ``on_check`` for its checksum after the rebuild,
    ``watch`` every poll."""

    def __init__(self, link):
        self.link = link
        self.round = None  # the round under way (Round)
        self.check = None  # (ply, crc) sent after a rebuild, until the other board's matches
        self.done = 0  # rounds finished this match
        self.mismatches = 0  # disagreements found
        self._at = 0  # since when the round (or the check) waits with nothing in flight
        self._note = None  # a refused move's message, told again when its round ends

    def start(self, why, n=None):
        """The boards disagree (``why``: a moves.W_ number, of move or card ``n``): each sends
        its move list, both rebuild."""
        link = self.link
        self.mismatches += 1
        T = texts("link")
        why = T.WHY[why] if n is None else T.WHY[why] % n
        link.tell(T.DISAGREE % why)
        self._at = link.clock()
        link.moves.pause()
        self.check = None
        # Its list goes out from ``watch``, at this same poll: a disagreement is found deep
        # in a frame's handling, and the Python stack there is the board's to keep small.
        self.round = Round(link.match, link.moves.epoch)

    def note(self, text):
        """A refused move's message: told now, and again when the round it started ends."""
        self._note = text
        self.link.tell(text)

    def hold(self, match, ply, m):
        """A local move played while the lists travel (``Round.hold``)."""
        self.round.hold(match, ply, m)

    def drop(self):
        """The match ended: the round under way goes."""
        self.round = None

    def on_chunk(self, body):
        """A piece of the other board's move list (``body`` at least 7 bytes)."""
        r = self.round
        if not r.on_chunk(body):
            self.link.lose(say("link", "DAMAGED"), BYE_DISAGREE)
        elif r.theirs is not None and r.sent:
            self._finish()

    def on_check(self, ply, crc):
        """The other board's first CHECK after a rebuild: the same move count, the same state."""
        mine = self.check
        self.check = None
        if mine[0] != ply or mine[1] != crc:
            self.link.moves.refuse(R_REBUILT, (mine[0] + 1) & NO_PLY)
        else:
            self.link.moves.confirm((ply + 1) & NO_PLY)

    def _finish(self):
        """Both lists are here and ours went out: rebuild the match, tell the other board our
        checksum of it, play again the local moves that still stand, and hand the match to
        the session."""
        link = self.link
        moves = link.moves
        r = self.round
        old = link.match
        match, rewrote = r.merge(link.local_player, moves.agreed)
        self.round = None
        self.done += 1
        link.match = match
        self.check = moves.resume(match)
        self._at = link.clock()
        link.tell(self._note or say("link", "RESYNCED", len(match.history)))
        self._note = None
        for m in r.replays(match, link.local_player, old.history):
            match.play(m)
            moves.observe()
        told = None
        if r.dropped is not None:
            T = texts("link")
            told = T.NO_LONGER_FITS % card_text(r.dropped, T)
            link.tell(told)
        link.seat().replace(match, told)
        if rewrote is not None:
            moves.refuse(R_REWRITES, rewrote + 1)

    def watch(self, now):
        """Our pieces out as the window frees; a round, and the other board's checksum after
        it, come without waiting for anyone: past _SYNC_MS with nothing left to acknowledge,
        the other board is not answering it."""
        link = self.link
        r = self.round
        if r is not None and not r.sent and r.pump(link.channel) and r.theirs is not None:
            self._finish()
        if self.round is None and self.check is None:
            return
        if not link.channel.idle:
            self._at = now
        elif ticks_diff(now, self._at) >= _SYNC_MS:
            link.lose(say("link", "NO_RESYNC_ANSWER"), BYE_DISAGREE)


def pack_moves(moves):
    return encode_moves(moves)


def unpack_moves(options, seed, data):
    """The move list of ``pack_moves``; ValueError if damaged."""
    return decode(encode(options, seed, ()) + data)[2]


def merge(options, seed, hists):
    """The agreed match (a new Match) from ``hists[p]``, the move list kept by the board of
    player p."""
    m = Match(options, seed)
    h0 = hists[0]
    h1 = hists[1]
    i = 0
    while not m.over:
        a = h0[i] if i < len(h0) else None
        b = h1[i] if i < len(h1) else None
        last = False
        if a == abandon_move(0):
            pick = a
        elif b == abandon_move(1):
            pick = b
        else:
            owner = m.deal.to_move
            pick = a if owner == 0 else b
            other = b if owner == 0 else a
            if pick is None or is_abandon(pick):
                break  # the owner's list ends, or it names the other side's concession
            last = other is not None and other != pick
        try:
            m.play(pick)
        except ValueError:
            break
        if last:
            break
        i += 1
    return m


class Round:
    """One round of resynchronizing: this board's list going out (``pump``), the other
    board's coming in (``on_chunk``), the local moves played meanwhile (``hold``), then the
    rebuilt match (``merge``) and the held moves that still stand on it (``replays``)."""

    def __init__(self, match, epoch):
        self.options = match.options
        self.seed = match.seed
        self.epoch = epoch
        self.mine = list(match.history)
        self.data = pack_moves(self.mine)
        self.crc = crc16(self.data)
        self.off = 0
        self.sent = False  # every piece of ours handed to the channel
        self.buf = None  # the other board's list, as far as it came
        self.theirs = None  # its moves, once complete
        self.held = []  # (ply, move, (card, taken) or None): local moves played meanwhile
        self.dropped = None  # the held move that no longer stands, if any

    def pump(self, channel):
        """Send our next pieces while the window has room; True once all went."""
        data = self.data
        while not self.sent and channel.room():
            off = self.off
            body = bytearray((self.epoch, len(data) >> 8, len(data) & 255, off >> 8, off & 255,
                              self.crc >> 8, self.crc & 255))
            body.extend(data[off:off + _CHUNK])
            channel.send(SYNC, body)
            self.off = off + _CHUNK
            self.sent = self.off >= len(data)
        return self.sent

    def on_chunk(self, body):
        """A piece of the other board's list (``body`` at least 7 bytes). False if the list,
        once complete, is damaged or longer than any match (``MAX_RECORD``)."""
        if self.theirs is not None:
            return True
        total = u16(body, 1)
        off = u16(body, 3)
        if off == 0:
            self.buf = bytearray()
        buf = self.buf
        if buf is None or off != len(buf):
            return True  # not the piece expected: ignored
        buf.extend(body[7:])
        if len(buf) < total and len(buf) < MAX_RECORD:
            return True
        self.buf = None
        if len(buf) != total or crc16(buf) != u16(body, 5):
            return False
        try:
            self.theirs = unpack_moves(self.options, self.seed, bytes(buf))
        except ValueError:
            return False
        return True

    def hold(self, match, ply, m):
        """Local move ``m`` (number ``ply``), just played on ``match`` while the lists travel:
        kept with what it plays, so the rebuilt match can tell whether it still means that."""
        info = None
        d = match.deal
        if m != CALL and not is_abandon(m) and ply == len(match.history) - 1 and d.history:
            info = d.last_play()[1:3]  # (card, cards taken)
        self.held.append((ply, m, info))

    def merge(self, local, agreed):
        """(the rebuilt match, None), or, when the other board's list changes one of the
        first ``agreed`` moves, which both boards had confirmed, (the match rebuilt from
        those moves and this board's own, the first move it changed)."""
        mine = self.mine
        theirs = self.theirs
        for i in range(min(agreed, len(mine))):
            if i >= len(theirs) or theirs[i] != mine[i]:
                theirs = mine[:agreed]
                break
        else:
            i = None
        hists = [mine, theirs] if local == 0 else [theirs, mine]
        return merge(self.options, self.seed, hists), i

    def replays(self, match, local, old):
        """The held moves to play again on the rebuilt ``match`` (the caller plays each one
        before asking for the next); ``old``: the history they were played on. A concession
        always stands; a move stands in the same position, or as the move of the same card
        taking the same cards. The first that does neither is ``dropped``, with the rest."""
        for ply, m, info in self.held:
            if match.over:
                return
            if is_abandon(m):
                yield m
                continue
            d = match.deal
            moves = d.moves() if d.to_move == local else ()
            if m in moves and match.history == old[:ply]:
                yield m
                continue
            same = None
            if info is not None:
                for x in moves:
                    if x != CALL and d.move_info(x) == info:
                        same = x
                        break
            if same is None:
                self.dropped = m
                return
            yield same
