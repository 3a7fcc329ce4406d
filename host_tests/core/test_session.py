"""Session: seats of any kind play a whole match; the human plays through the session, which
refuses what is not their move and says what each move did."""

from scopa_core.ai.levels import make_agent
from scopa_core.match import Match
from scopa_core.session import HumanSeat, Session


class Recorder:
    def __init__(self):
        self.seen = []

    def observe(self, m):
        self.seen.append(m)


class ObservingAgent(Recorder):
    def __init__(self, level, seed):
        Recorder.__init__(self)
        self.agent = make_agent(level, seed)

    def start(self, view):
        self.agent.start(view)

    def step(self, budget=1):
        return self.agent.step(budget)


def test_cpu_seats_play_a_whole_match_and_every_seat_observes_every_move():
    match = Match(seed=5)
    a = ObservingAgent("normale", 1)
    b = ObservingAgent("principiante", 2)
    s = Session(match, [a, b])
    guard = 0
    while not match.over:
        s.tick(4)
        guard += 1
        assert guard < 20000
    assert a.seen == match.history
    assert b.seen == match.history
    assert s.to_move() == -1
    assert s.tick() is None


def test_the_human_waits_is_refused_what_is_not_theirs_and_plays_through_the_session():
    match = Match(seed=9)
    human = HumanSeat()
    cpu = make_agent("normale", 3)
    seats = [human, cpu] if match.deal.to_move == 0 else [cpu, human]
    s = Session(match, seats)
    me = seats.index(human)
    assert s.turn_view(1 - me) is None  # the CPU's view is not the human's business
    while match.deal.to_move != me:
        assert s.turn_view(me) is None
        try:
            s.play(match.moves()[0])
            raise AssertionError("a move out of the human's turn")
        except ValueError:
            pass
        s.tick(100)
    assert s.tick() is None  # nothing chosen yet: the session waits
    v = s.turn_view(me)
    assert v is human.view and v.player == me and s.turn_view(me) is v  # one view a turn
    before = list(match.history)
    try:
        s.play(62)
        raise AssertionError("an abandon code is not a move of the view")
    except ValueError:
        pass
    assert match.history == before
    m = v.moves[0]
    played = s.play(m)
    assert match.history == before + [m] and human.view is None
    assert played.move == m and played.player == me and played.card == m & 63
    assert (played.card, played.taken, played.scopa) == s.last_deal.last_play()[1:]
    assert played.right is None and not played.match_over


def test_what_each_move_did_ends_with_the_deal_and_the_match():
    match = Match(seed=11, end="fixed", deals=1)
    s = Session(match, [make_agent("normale", 1), make_agent("normale", 2)])
    first = match.deal
    played = None
    while not match.over:
        m = s.think(10)
        if m is not None:
            assert played is None or not played.deal_over
            played = s.apply(m)
    assert played.deal_over and played.match_over and s.last_deal is first and first.over
    assert match.results[-1] == first.points()


def test_abandon_ends_the_match_and_is_observed():
    match = Match(seed=2)
    r = ObservingAgent("normale", 4)
    s = Session(match, [r, make_agent("normale", 5)])
    s.tick(10)
    played = s.abandon(1)
    assert match.over and match.winner == 0 and match.abandoned_by == 1
    assert r.seen[-1] == 62 | 1 << 6
    assert played.match_over and not played.deal_over and played.card == -1


def test_last_deal_keeps_the_finished_deal():
    match = Match(seed=11)
    s = Session(match, [make_agent("normale", 1), make_agent("normale", 2)])
    first = match.deal
    while len(match.results) == 0:
        s.tick(10)
    assert s.last_deal is first and first.over
    assert match.deal is not first or match.over


def test_wrong_number_of_seats_is_refused():
    try:
        Session(Match(seed=1), [HumanSeat()])
        raise AssertionError("one seat for two players")
    except ValueError:
        pass


def test_restart_asks_the_seat_to_move_again_with_a_fresh_view():
    match = Match(seed=13)
    human = HumanSeat()
    cpu = make_agent("normale", 3)
    seats = [human, cpu] if match.deal.to_move == 0 else [cpu, human]
    s = Session(match, seats)
    me = seats.index(human)
    while match.deal.to_move != me:
        s.tick(100)
    s.tick()
    first = human.view
    s.restart()
    s.tick()
    assert human.view is not first and human.view.hand == first.hand


class Reporter:
    """A seat that plays its view's first move and reports ``said`` when asked (``verdict``)."""

    def __init__(self, seed):
        self.said = None
        self.session = None
        self.started = []
        self.view = None

    def join(self, session):
        self.session = session

    def start(self, view):
        self.started.append(view is not None)
        self.view = view

    def step(self, budget=1):
        return self.view.moves[0]

    def verdict(self):
        return self.said


def _reporting(seed=21):
    match = Match(seed=seed)
    seats = [Reporter(1), Reporter(2)]
    return match, seats, Session(match, seats)


def test_follow_applies_a_seats_departure_to_its_own_side_only():
    for leaver in (0, 1):
        match, seats, s = _reporting()
        for _ in range(5):
            s.tick(10)
        assert s.follow() is None
        seats[leaver].said = ("abandon", "it left")
        assert s.follow() == ("abandoned", "it left", False)
        assert match.over and match.abandoned_by == leaver and match.winner == 1 - leaver
        assert s.follow() is None  # once: the match is over


def test_follow_says_stopped_and_leaves_the_match_as_it_was():
    match, seats, s = _reporting()
    s.tick(10)
    before = list(match.history)
    seats[1].said = ("stop", "no agreement")
    assert s.follow() == ("stopped", "no agreement", False)
    assert match.history == before and not match.over


def test_every_seat_joins_and_a_replacement_is_reported_once_and_asked_again():
    match, seats, s = _reporting(22)
    assert seats[0].session is s and seats[1].session is s
    for _ in range(6):
        s.tick(10)
    rebuilt = Match.replay(match.options, match.seed, match.history[:3])
    asked = sum(len(x.started) for x in seats)
    s.replace(rebuilt, "your move was undone")
    assert s.match is rebuilt and s.last_deal is rebuilt.deal
    assert s.follow() == ("replaced", "your move was undone", False)
    assert s.follow() is None
    s.think(10)
    assert sum(len(x.started) for x in seats) == asked + 1  # the player to move, asked afresh


def test_a_replacement_must_be_the_same_match():
    match, seats, s = _reporting(23)
    for other in (Match(seed=24), Match(seed=23, target=21)):
        try:
            s.replace(other)
            raise AssertionError("another match accepted")
        except ValueError:
            pass
        assert s.match is match and s.follow() is None


class FirstMove:
    """A seat that needs no view: it plays the match's first legal move."""

    needs_view = False

    def __init__(self, match):
        self.match = match
        self.started = []

    def start(self, view):
        self.started.append(view)

    def step(self, budget=1):
        return self.match.moves()[0]


def test_a_seat_that_needs_no_view_is_started_without_one():
    match = Match(seed=25)
    blind = FirstMove(match)
    seeing = Reporter(3)
    s = Session(match, [blind, seeing])
    for _ in range(6):
        s.tick(10)
    assert len(match.history) == 6
    assert blind.started and all(v is None for v in blind.started)
    assert seeing.started and all(seeing.started)


def test_a_replacement_that_finished_a_deal_more_says_so():
    match, seats, s = _reporting(26)
    ahead = Match(match.options, match.seed)
    while not ahead.results:
        ahead.play(ahead.moves()[0])
    s.replace(ahead, None)
    assert s.follow() == ("replaced", None, True)
