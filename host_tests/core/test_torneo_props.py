"""Properties of the Torneo's bracket for any seed and any results of the player's: one
champion, a knockout path, CPU results that follow from the seed alone, bytes that round-trip
and damaged bytes refused in plain words."""

from hypothesis import given, settings, strategies as st

from scopa_core.torneo import ENTRANTS, ME, MATCHES, NONE, Torneo, strength

seeds = st.integers(0, (1 << 30) - 1)
results = st.lists(st.tuples(st.booleans(), st.integers(0, 300), st.integers(0, 300)),
                   min_size=3, max_size=3)


def play(seed, seats, res):
    """The tournament after the player's matches go as ``res`` says (until it is over)."""
    t = Torneo(seed, seats)
    path = []
    for won, mine, theirs in res:
        if t.over:
            break
        path.append(t.opponent())
        t.begin()
        t.record(won, mine, theirs)
    return t, path


@settings(max_examples=300, deadline=None)
@given(seeds, st.integers(0, 1), results)
def test_one_champion_and_a_knockout(seed, seats, res):
    t, path = play(seed, seats, res)
    assert t.over and 0 <= t.champion() < ENTRANTS
    losers = []
    for m in range(MATCHES):
        a, b = t.pair(m)
        assert NONE not in (a, b) and t.winners[m] in (a, b)
        losers.append(b if t.winners[m] == a else a)
    # Everyone but the champion loses exactly once.
    assert sorted(losers + [t.champion()]) == list(range(ENTRANTS))
    wins = 0
    for won, _, _ in res:
        if not won:
            break
        wins += 1
    assert (t.champion() == ME) == (wins == 3)
    assert len(path) == min(3, wins + 1) and t.out_in() == (-1 if wins == 3 else wins)
    # The player met the winners of the matches feeding each round, never the same one twice.
    assert len(set(path)) == len(path) and ME not in path


@settings(max_examples=200, deadline=None)
@given(seeds, st.integers(0, 1), results, results)
def test_cpu_results_follow_from_the_seed_not_the_players_scores(seed, seats, res, other):
    t, _ = play(seed, seats, res)
    # Same wins and losses, other scores: the CPU matches went the same way.
    same = [(w, m2, t2) for (w, _, _), (_, m2, t2) in zip(res, other)]
    u, _ = play(seed, seats, same)
    assert bytes(t.winners) == bytes(u.winners)
    assert play(seed, seats, res)[0].to_bytes() == t.to_bytes()


@settings(max_examples=300, deadline=None)
@given(seeds, st.integers(0, 1), results, st.integers(0, 3))
def test_bytes_round_trip_at_any_stage(seed, seats, res, played):
    t, _ = play(seed, seats, res[:played])
    b = t.to_bytes()
    assert Torneo.from_bytes(b).to_bytes() == b
    if t.my_match() >= 0:
        t.begin()
        assert Torneo.from_bytes(t.to_bytes()).playing == 1


@settings(max_examples=500, deadline=None)
@given(st.binary(min_size=0, max_size=24))
def test_any_bytes_read_as_a_tournament_or_a_plain_error(data):
    try:
        t = Torneo.from_bytes(data)
    except ValueError as e:
        assert str(e) and "\n" not in str(e)
        return
    assert t.to_bytes() == bytes(data)


@settings(max_examples=200, deadline=None)
@given(seeds, results, st.integers(0, 19), st.integers(1, 255))
def test_a_changed_byte_is_refused_or_reads_as_what_it_says(seed, res, at, delta):
    t, _ = play(seed, 0, res)
    b = bytearray(t.to_bytes())
    b[at] = (b[at] + delta) & 255
    try:
        u = Torneo.from_bytes(bytes(b))
    except ValueError:
        return
    assert u.to_bytes() == bytes(b)  # (a changed seed or score byte can be another tournament)


def test_stronger_cpus_win_more_often():
    """Over many seeds the draws favour strength: Piero (the strongest) wins more
    tournaments than Aldo (the weakest), the player losing at once."""
    titles = [0] * ENTRANTS
    for seed in range(0, 3000, 3):
        t, _ = play(seed, 0, [(False, 0, 1)] * 3)
        titles[t.champion()] += 1
    assert titles[ME] == 0
    assert titles[7] > titles[1] * 2, titles
    assert strength(7) > strength(1)
