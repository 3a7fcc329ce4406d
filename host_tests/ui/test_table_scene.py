"""The table screen's picture is worked out without displayio (``table_view.scene``): what it
shows follows from the match, the session and the screen's state alone."""

import pytest

from scopa_core.cards import card_name
from scopa_core.match import Match
from scopa_core.session import HumanSeat, Session
from scopa_ui import widgets as w
from scopa_ui.table import TableKeys, TableScreen, ways
from scopa_ui.table_view import TURN_LIGHTS, scene

WAIT, PICK, CHOOSE, REVEAL = TableScreen.WAIT, TableScreen.PICK, TableScreen.CHOOSE, TableScreen.REVEAL


class Clock:
    def now(self):
        return 600  # the thinking mark's second dot


class Table(TableScreen):
    """What scene() reads of a TableScreen (its modes and keys are the screen's own), and
    nothing else: no app, no pictures."""

    def __init__(self, session, me):
        self.session = session
        self.me = me
        self.names = self.sides = ("You", "CPU") if me == 0 else ("CPU", "You")
        from scopa_core.lang import texts

        self.T = texts("table")
        self.mode = WAIT
        self.pending = None
        self.keys = TableKeys(self)
        self.hint_text = None
        self.note = None
        self.link = None
        self.app = Clock()

    def card(self, c):
        return card_name(c)

    def cards(self, cs):
        return " ".join(card_name(c) for c in cs)


def _table(seed):
    match = Match(seed=seed)
    seats = [HumanSeat(), None]
    s = Session(match, seats)
    return Table(s, 0), match


def test_the_others_turn_the_cpus_card_on_show_and_yours():
    t, match = _table(3)
    assert match.deal.to_move == 1  # the CPU leads
    lines, chip, table, green, gold, hand, sel, say, light = scene(t)
    assert say == ("CPU thinks", w.INK, 2, False) and sel == -1
    assert lines == ("CPU   0pt scope 0", "hand 3", "You   0pt scope 0", "stock 30", w.GOLD, w.INK)
    assert light == (1, TURN_LIGHTS[1]) and chip[1:] == (0 if match.deal.dealer == 1 else 1, "D")
    m = match.moves()[0]
    t.mode = REVEAL
    t.pending = m
    lines, chip, table, green, gold, hand, sel, say, light = scene(t)
    card, taken = match.deal.move_info(m)
    assert gold == (card,) and card in table and tuple(green) == tuple(taken)
    assert say[0].startswith("CPU") and card_name(card) in say[0]
    assert lines[1] == "hand 2"  # the card on show has left the hand
    t.session.apply(m)
    t.mode = WAIT
    t.pending = None
    t.mode = PICK
    v = t.human_view()
    lines, chip, table, green, gold, hand, sel, say, light = scene(t)
    assert hand == sorted(v.hand) and sel == 0 and light == (0, TURN_LIGHTS[0])
    assert lines[5] == w.GOLD
    found = ways(v, hand[0])
    assert card_name(hand[0]) in say[0] and say[2] == -1
    if len(found) > 1:
        t.mode = CHOOSE
        assert scene(t)[7][0].startswith("way 1/%d" % len(found))


def test_a_note_and_a_hint_take_the_message_line():
    t, match = _table(5)
    while match.deal.to_move != 0:
        t.session.apply(match.moves()[0])
    t.mode = PICK
    t.hint_text = "hint: takes the settebello"
    assert scene(t)[7][:2] == (t.hint_text, w.GOLD)
    t.note = ("that card cannot be played", 0, w.RED)
    assert scene(t)[7][:2] == ("that card cannot be played", w.RED)


class _Deal:
    """A real deal's state with the hand sizes and scope a test asks for."""

    def __init__(self, deal, hand, scope):
        self._deal = deal
        self._hand = hand
        self._scope = scope
        self.dealer = deal.dealer
        self.to_move = deal.to_move
        self.over = False
        self.bonus = deal.bonus

    def hand(self, p):
        return list(range(self._hand))

    def scope(self, side):
        return self._scope

    def table(self):
        return self._deal.table()

    def stock_count(self):
        return self._deal.stock_count()


class _Match:
    def __init__(self, options, hand, points, scope, dealer):
        self.options = options
        self.deal = _Deal(Match(options, seed=1).deal, hand, scope)
        self.deal.dealer = dealer
        self.totals = [points] * options.sides
        self.over = False


class _Session:
    def __init__(self, match):
        self.match = match

    def turn_view(self, me):
        return None


# Every seating the setup offers: (players, teams, the other board on the cable, the other
# side's name: a tournament's entrant, as long as its names go).
SEATINGS = [(2, False, False, None), (2, False, True, None), (4, True, False, None),
            (3, False, False, None), (4, False, False, None), (5, False, False, None),
            (6, False, False, None), (2, False, False, "Fabio"), (4, True, False, "Piero")]


@pytest.mark.parametrize("players, teams, cable, opponent", SEATINGS)
@pytest.mark.parametrize("scopone", [False, True])
def test_no_status_text_runs_into_the_other_on_its_line(players, teams, cable, opponent, scopone):
    """Each status line holds a left text and a right one (the hand counts, the stock): at
    any hand size, score and number of scope they stay a space apart within the line, and
    the dealer's chip never covers a digit."""
    from scopa_core.options import Options
    from scopa_ui.table import side_names
    from scopa_ui.table_view import LINE_CHARS

    o = Options(players=players, teams=teams, scopone=scopone)
    for me in range(players):
        t = Table(None, me)
        t.names, t.sides = side_names(o, me, cable, opponent=opponent)
        if opponent:
            assert opponent in t.sides and t.sides.index(opponent) != o.side_of(me)
        for hand in range(11):
            for points in (-3, 0, 7, 10, 99, 150):
                for scope in (0, 1, 10, 12):
                    for dealer in range(players):
                        t.session = _Session(_Match(o, hand, points, scope, dealer))
                        lines, chip = scene(t)[:2]
                        for left, right in (lines[0:2], lines[2:4]):
                            assert len(left) + (1 + len(right) if right else 0) <= LINE_CHARS, (
                                left, right)
                            assert str(points) in left or str(points) in lines[0]
                        x, line, mark = chip
                        left = lines[2 * line]  # drawn from x = 2; the chip is 8 px wide
                        under = [c for i, c in enumerate(left)
                                 if 2 + i * w.CHAR_W < x + 8 and 2 + (i + 1) * w.CHAR_W > x]
                        assert not any(c.isdigit() for c in under), (left, x)


def test_a_card_laid_on_the_table_shows_where_it_will_stay():
    """The CPU's card on show sits in the table's place it keeps once landed (the table is
    sorted): it no longer jumps from the right end when it lands."""
    laid = 0
    for seed in range(1, 30):
        t, match = _table(seed)
        if match.deal.to_move == t.me:
            continue
        for m in match.moves():
            if match.deal.move_info(m)[1]:
                continue  # a capture: the card leaves with what it takes
            t.mode = REVEAL
            t.pending = m
            shown = scene(t)[2]
            after = Match.from_bytes(match.to_bytes())
            after.play(m)
            assert shown == list(after.deal.table())
            laid += 1
    assert laid > 5
