"""The Torneo's bracket (scopa_core.torneo) and its place in the save: a path through the
bracket, the bytes round trip, an old save without a tournament, a damaged tournament record
that loses nothing else. Plain asserts: runs in the board twin too."""

from scopa_core import save
from scopa_core.match import Match
from scopa_core.prefs import LOST, PLAYED, TORNEO, WON, Settings, Stats
from scopa_core.save import BAD_TORNEO, SaveStore, pack_match, write
from scopa_core.torneo import ME, NAMES, NONE, ROUND_LEVELS, Torneo

NVM = bytearray(b"\xff" * 8192)  # one nvm for the file: a new 8 KB each would fragment a board's heap


def fresh_nvm():
    NVM[:] = b"\xff" * len(NVM)
    return NVM


def test_a_new_bracket_has_the_player_and_seven_named_cpus():
    t = Torneo(12345)
    assert sorted(t.slots) == list(range(8)) and t.slots[0] == ME
    assert [t.name(e) for e in t.slots[1:]] == [NAMES[e - 1] for e in t.slots[1:]]
    assert t.round == 0 and t.my_match() == 0 and t.opponent() == t.slots[1]
    assert bytes(t.winners) == bytes((NONE,)) * 7 and not t.over and t.champion() == -1
    assert Torneo(12345).slots == t.slots  # the seed places them
    assert any(Torneo(s).slots != t.slots for s in range(1, 5))


def test_winning_every_round_makes_the_player_champion_at_rising_levels():
    t = Torneo(777, 1)
    levels = []
    for r in range(3):
        assert t.round == r and t.my_match() == (0, 4, 6)[r]
        levels.append(t.level())
        opp = t.opponent()
        assert opp not in (ME, NONE)
        t.begin()
        t.record(True, 6, 3)
        assert t.winners[(0, 4, 6)[r]] == ME
        # That round's CPU matches are decided with the player's, the next ones are not.
        for m in range(7):
            decided = t.winners[m] != NONE
            assert decided == (m < (4, 6, 7)[r]), (r, m, list(t.winners))
    assert levels == list(ROUND_LEVELS)
    assert t.over and t.champion() == ME and t.out_in() == -1 and t.my_match() == -1


def test_losing_the_semi_final_ends_the_tournament_with_a_cpu_champion():
    t = Torneo(4242)
    t.begin()
    t.record(True, 5, 2)
    t.begin()
    t.record(False, 3, 9)
    assert t.over and t.champion() not in (ME, NONE) and t.out_in() == 1
    assert t.scores[2:4] == bytes((3, 9)) and t.my_match() == -1
    try:
        t.record(True, 1, 0)
    except ValueError:
        pass
    else:
        raise AssertionError("a result recorded after the player went out")


def test_the_bytes_round_trip_at_every_stage():
    t = Torneo(0x3FFFFFFF, 1)
    for won in (True, True, False):
        t.begin()
        b = t.to_bytes()
        assert Torneo.from_bytes(b).to_bytes() == b
        t.record(won, 4, 4)
        b = t.to_bytes()
        assert Torneo.from_bytes(b).to_bytes() == b


def test_bytes_that_do_not_add_up_are_refused():
    t = Torneo(99)
    t.begin()
    t.record(True, 6, 1)
    good = t.to_bytes()
    bad = []
    for at, value in ((0, 2), (5, 2), (6, 3), (8, ME), (9, NONE), (11, 1), (12, t.slots[3]),
                      (4, 0x40)):
        b = bytearray(good)
        b[at] = value
        bad.append(bytes(b))
    bad.append(good[:-1])
    for b in bad:  # (b[4] = 0x40: a seed past 2**30)
        try:
            Torneo.from_bytes(b)
        except ValueError:
            continue
        raise AssertionError("accepted %r" % (b,))


def some_match():
    """Tournament 5's match of its first round, one card played (as its bracket saves it)."""
    t = Torneo(5)
    m = Match(t.options(), t.match_seed())
    m.play(m.moves()[0])
    return pack_match(t.level(), 0, 0, m.to_bytes())


def test_the_tournament_is_saved_in_the_same_write_as_the_match():
    nvm = fresh_nvm()
    t = Torneo(5)
    t.begin()
    match = some_match()
    wrote, last = write(nvm, (0, 0, None), Settings(), Stats(), match, t.to_bytes())
    assert wrote
    store = SaveStore(nvm)
    settings, stats, got, problems = store.load()
    assert problems == [] and got == match and store.torneo == t.to_bytes()


def old_slot(settings, stats_rows, match):
    """A slot as the game wrote it before tournaments: five rows of stats, no tournament."""
    from scopa_core.crc import crc16

    def record(kind, data):
        return bytes((kind, len(data) & 255, len(data) >> 8)) + data

    payload = record(save.SETTINGS, save.settings_bytes(settings)) + record(
        save.STATS, bytes((5, 7)) + stats_rows) + record(save.MATCH, match)
    slot = bytearray(b"SV\x01\x00\x00\x00\x00") + bytes((len(payload) & 255, len(payload) >> 8))
    slot += payload
    crc = crc16(slot)
    return slot + bytes((crc & 255, crc >> 8))


def test_an_old_save_without_a_tournament_still_reads():
    nvm = fresh_nvm()
    rows = bytearray(5 * 7 * 2)
    rows[(2 * 7 + WON) * 2] = 4  # 4 won against Esperto
    slot = old_slot(Settings(level=2), bytes(rows), some_match())
    nvm[0:len(slot)] = slot
    store = SaveStore(nvm)
    settings, stats, match, problems = store.load()
    assert problems == [] and store.torneo is None and match == some_match()
    assert settings.level == 2 and stats.get(2, WON) == 4 and stats.get(TORNEO, PLAYED) == 0


def test_a_damaged_tournament_record_is_dropped_and_nothing_else():
    nvm = fresh_nvm()
    st = Stats()
    st.record(TORNEO, LOST)
    t = Torneo(5)
    bad = bytearray(t.to_bytes())
    bad[7] = 3  # a quarter-final won by someone not in it
    match = some_match()
    write(nvm, (0, 0, None), Settings(level=3, sound=False), st, match, bytes(bad))
    store = SaveStore(nvm)
    settings, stats, got, problems = store.load()
    assert problems == [BAD_TORNEO] and store.torneo is None
    assert settings == Settings(level=3, sound=False) and stats == st and got == match


def test_stats_count_tournaments_in_their_own_row():
    st = Stats()
    st.record(TORNEO, WON)
    st.record(TORNEO, LOST)
    st.record(TORNEO, WON)
    assert (st.get(TORNEO, PLAYED), st.get(TORNEO, WON), st.get(TORNEO, LOST)) == (3, 2, 1)
    assert save.read_stats(save.stats_bytes(st)) == st
    assert st.get(1, PLAYED) == 0
