"""Saves: round trips, first start, problems reported (newer format, damage, bad values),
never an exception on content. Plain asserts: runs in the board twin too."""

from scopa_core import save
from scopa_core.match import Match
from scopa_core.save import (DRAWN, LOST, SCOPE, WON, SaveStore, Settings, Stats, pack_match,
                             unpack_match)

NVM = 8192


def erased(fill=255):
    return bytearray(bytes((fill,)) * NVM)


def a_match(moves=9):
    m = Match(seed=1234)
    for _ in range(moves):
        m.play(m.moves()[0])
    return pack_match(2, 0, 0, m.to_bytes())


def some_stats():
    st = Stats()
    st.record(0, WON, 3)
    st.record(0, WON, 0)
    st.record(3, LOST, 1)
    st.record(4, DRAWN)
    return st


def test_first_start_is_defaults_without_problems():
    for fill in (255, 0):
        settings, stats, match, problems = SaveStore(erased(fill)).load()
        assert settings == Settings()
        assert stats == Stats()
        assert match is None
        assert problems == []


def test_round_trip_with_and_without_a_match():
    nvm = erased()
    settings = Settings(level=4, variant=3, target=2, primiera=1, end=3, deck=1, sound=False,
                        hints=True)
    stats = some_stats()
    match = a_match()
    assert SaveStore(nvm).save(settings, stats, match)
    got = SaveStore(nvm).load()
    assert got == (settings, stats, match, [])
    assert got[0].sound is False and got[0].hints is True
    level, variant, human, record = unpack_match(got[2])
    assert (level, variant, human) == (2, 0, 0)
    assert Match.from_bytes(record).history == Match.from_bytes(match[3:]).history
    store = SaveStore(nvm)
    store.load()
    assert store.save(settings, stats, None)
    assert SaveStore(nvm).load() == (settings, stats, None, [])


def test_saves_alternate_slots_and_the_newest_wins():
    nvm = erased()
    store = SaveStore(nvm)
    for level in (0, 1, 2, 3, 0):
        assert store.save(Settings(level=level), Stats())
        assert SaveStore(nvm).load()[0].level == level
    # Both slots hold a good save now; the older one is the one before the last.
    assert nvm[0:2] == b"SV" and nvm[4096:4098] == b"SV"


def test_unchanged_content_is_not_written_again():
    nvm = erased()
    store = SaveStore(nvm)
    assert store.save(Settings(), some_stats())
    before = bytes(nvm)
    assert not store.save(Settings(), some_stats())
    fresh = SaveStore(nvm)
    fresh.load()
    assert not fresh.save(Settings(), some_stats())
    assert bytes(nvm) == before


def test_stats_counts_streaks_and_saturation():
    st = Stats()
    for r in (WON, WON, WON, LOST, WON, DRAWN, WON):
        st.record(1, r, 2)
    assert st.get(1, save.PLAYED) == 7
    assert (st.get(1, WON), st.get(1, LOST), st.get(1, DRAWN)) == (5, 1, 1)
    assert st.get(1, SCOPE) == 14
    assert st.get(1, save.BEST_STREAK) == 3 and st.get(1, save.STREAK) == 1
    st.values[2 * save.COLUMNS + SCOPE] = 65534
    st.record(2, WON, 9)
    assert st.get(2, SCOPE) == 65535
    assert save.read_stats(save.stats_bytes(st)) == st
    for bad in ((save.OPPONENTS, WON), (0, 7), (-1, LOST)):
        try:
            st.record(bad[0], bad[1])
        except ValueError:
            pass
        else:
            raise AssertionError(bad)


def test_house_rules_round_trip_and_a_save_from_before_them_plays_without_them():
    nvm = erased()
    house = Settings(level=2, fewest=1, napola=0, re_bello=1, asso=1)
    SaveStore(nvm).save(house, Stats())
    settings, _, _, problems = SaveStore(nvm).load()
    assert settings == house and problems == []
    # The version before the house rules wrote 8 settings bytes: they load, the house rules
    # off, and nothing is reported (nothing was wrong with that save).
    problems = []
    old = save.read_settings(bytes((0, 1, 2, 3, 1, 1, 0, 1)), problems)
    assert (old.level, old.variant, old.target, old.primiera, old.end, old.deck) == (0, 1, 2, 3, 1, 1)
    assert (old.fewest, old.napola, old.re_bello, old.asso) == (0, 0, 0, 0) and problems == []
    # A house rule out of range (2) takes its default, reported.
    bad = save.read_settings(save.settings_bytes(Settings(napola=1))[:10] + b"\x02", problems)
    assert bad.napola == 1 and bad.re_bello == 0 and problems == [save.BAD_SETTINGS]


def test_settings_out_of_range_take_defaults_and_are_reported():
    problems = []
    s = save.read_settings(bytes((9, 1, 7, 0, 3, 1, 0, 1)), problems)
    assert (s.level, s.variant, s.target, s.end, s.deck, s.sound, s.hints) == (
        1, 1, 0, 3, 1, False, True)
    assert problems == [save.BAD_SETTINGS]
    # An older save with fewer fields, a newer one with more: no problem.
    problems = []
    assert save.read_settings(bytes((3, 2)), problems) == Settings(level=3, variant=2)
    assert save.read_settings(save.settings_bytes(Settings(deck=1)) + b"\x05\x05", problems) == Settings(deck=1)
    assert problems == []
    try:
        save.settings_bytes(Settings(level=5))
    except ValueError:
        pass
    else:
        raise AssertionError("level 5 saved")


def test_a_two_against_two_setting_from_before_the_players_row_stays_two_against_two():
    """A save without the seats byte, 8 or 13 bytes long, whose variant is 3 meant "Two against
    two" (Scopa): it loads as Scopa with seats 2 v 2; with the byte, 3 is Scopone Escoba."""
    from scopa_core.prefs import FIELDS

    for old in (bytes((2, 3, 1, 0, 0, 0, 1, 0)), bytes((2, 3, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0))):
        problems = []
        s = save.read_settings(old, problems)
        assert (s.level, s.variant, s.seats, s.target, s.napola) == (2, 0, 1, 1, len(old) > 8)
        assert problems == []
    new = save.settings_bytes(Settings(variant=3, seats=4))
    assert len(new) == len(FIELDS)
    s = save.read_settings(new)
    assert (s.variant, s.seats) == (3, 4)  # Scopone Escoba, 5 players
    assert save.read_settings(bytes((1, 1, 0, 0, 0, 0, 1, 0))).seats == 0  # Scopone stays
    # With the seats byte but none of the fields added after it (carte viste, scoperte):
    # Scopone Escoba stays Scopone Escoba, and the new fields take their defaults.
    s = save.read_settings(new[:14])
    assert (s.variant, s.seats, s.no_viste, s.scoperte) == (3, 4, 0, 0)


def test_match_header_checks():
    match = a_match(0)
    assert unpack_match(match)[:3] == (2, 0, 0)
    record = match[3:]
    for bad in (b"", match[:12], b"\x05\x00\x00" + record, b"\x00\x04\x00" + record,
                b"\x00\x00\x06" + record, b"\x00\x00\x00XX" + record[2:]):
        try:
            unpack_match(bad)
        except ValueError:
            pass
        else:
            raise AssertionError(bad)
    try:
        SaveStore(erased()).save(Settings(), Stats(), b"\x00\x00\x00XX" + match[5:])
    except ValueError:
        pass
    else:
        raise AssertionError("bad match saved")


def test_too_large_is_refused_and_writes_nothing():
    nvm = erased()
    store = SaveStore(nvm)
    store.save(Settings(level=2), Stats())
    before = bytes(nvm)
    try:
        store.save(Settings(), Stats(), pack_match(0, 0, 0, b"SC" + bytes(4100)))
    except ValueError:
        pass
    else:
        raise AssertionError("oversized save accepted")
    assert bytes(nvm) == before
    assert SaveStore(nvm).load()[0].level == 2


def _slot_bytes(settings, stats, match=None):
    nvm = erased()
    SaveStore(nvm).save(settings, stats, match)
    n = 9 + (nvm[7] | nvm[8] << 8) + 2
    return bytearray(nvm[0:n])


def _restamp(slot, version=None, generation=None):
    # Rewrites header fields and the CRC, as another version of the program would.
    from scopa_core.crc import crc16
    if version is not None:
        slot[2] = version
    if generation is not None:
        for i in range(4):
            slot[3 + i] = generation >> (8 * i) & 255
    end = len(slot) - 2
    c = crc16(slot, 0xFFFF, 0, end)
    slot[end] = c & 255
    slot[end + 1] = c >> 8
    return slot


def test_newer_version_is_reported_and_kept_through_one_save():
    newer = _restamp(_slot_bytes(Settings(level=3), Stats()), version=save.FORMAT + 1,
                     generation=7)
    nvm = erased()
    nvm[0:len(newer)] = newer
    store = SaveStore(nvm)
    settings, stats, match, problems = store.load()
    assert settings == Settings() and problems == [save.NEWER_DEFAULTS]
    assert store.save(Settings(level=2), Stats())
    assert nvm[0:len(newer)] == newer  # the newer save is still there
    settings, _, _, problems = SaveStore(nvm).load()
    assert settings.level == 2 and problems == []  # ours is newer now (generation 8)
    # Our good save alongside a newer version's newer one: use ours, and say so.
    nvm = erased()
    ours = _slot_bytes(Settings(level=0), Stats())
    nvm[0:len(ours)] = ours
    nvm[4096:4096 + len(newer)] = newer
    settings, _, _, problems = SaveStore(nvm).load()
    assert settings.level == 0 and problems == [save.NEWER_OLDER]


def test_a_damaged_format_byte_is_damage_not_a_newer_version():
    # The frame's CRC covers the format byte and the generation: a flipped bit there is damage.
    # Trusted as a newer version's, a huge generation would pin ours at its limit, every later
    # save would carry the same one, and loading could pick the older slot.
    nvm = erased()
    store = SaveStore(nvm)
    store.save(Settings(level=0), Stats())
    store.save(Settings(level=3), Stats())  # slot B, generation 1
    nvm[4096 + 2] = save.FORMAT + 1
    nvm[4096 + 6] = 0x3F  # generation 1 -> just under the limit
    settings, _, _, problems = SaveStore(nvm).load()
    assert settings.level == 0 and problems == [save.DAMAGED_OLDER]
    store = SaveStore(nvm)
    store.load()
    for level in (1, 2, 3, 4):
        store.save(Settings(level=level), Stats())
        assert SaveStore(nvm).load()[0].level == level


def _load_with_extra(extra):
    """Load a good save of level 3 and some stats whose payload ends with ``extra`` bytes, the
    CRC made right again (as a later version, or a bug, would write it)."""
    slot = _slot_bytes(Settings(level=3), some_stats())
    n = (slot[7] | slot[8] << 8) + len(extra)
    slot = slot[:-2] + extra + b"\x00\x00"
    slot[7] = n & 255
    slot[8] = n >> 8
    nvm = erased()
    nvm[0:len(slot)] = _restamp(slot)
    return SaveStore(nvm).load()


def test_unknown_records_are_skipped_and_reported():
    settings, stats, match, problems = _load_with_extra(b"\x63\x03\x00abc")
    assert settings.level == 3 and stats == some_stats() and match is None
    assert problems == [save.UNKNOWN_RECORD]


def test_damage_is_reported_and_the_other_slot_used():
    nvm = erased()
    store = SaveStore(nvm)
    store.save(Settings(level=0), Stats())
    store.save(Settings(level=3), Stats())  # slot B, the newest
    nvm[4096 + 12] ^= 0x10
    settings, _, _, problems = SaveStore(nvm).load()
    assert settings.level == 0 and problems == [save.DAMAGED_OLDER]
    nvm[12] ^= 0x01
    settings, _, _, problems = SaveStore(nvm).load()
    assert settings == Settings() and problems == [save.DAMAGED_DEFAULTS]
    # The next save repairs a slot; the reports go away after the second.
    store = SaveStore(nvm)
    store.load()
    store.save(Settings(level=2), Stats())
    assert SaveStore(nvm).load()[3] == [save.DAMAGED_OLDER]
    store.save(Settings(level=1), Stats())
    assert SaveStore(nvm).load()[3] == []


def test_garbage_never_raises():
    # A small deterministic generator: no `random` differences between interpreters.
    x = 12345
    for trial in range(40):
        nvm = erased()
        store = SaveStore(nvm)
        store.save(Settings(level=trial % 4), some_stats(), a_match(trial % 5))
        for _ in range(1 + trial % 7):
            x = (x * 1103515245 + 12345) & 0x3FFFFFFF
            at = x % 300 if trial % 2 else (x >> 9) % NVM
            nvm[at] = x >> 20 & 255
        settings, stats, match, problems = SaveStore(nvm).load()
        assert isinstance(settings, Settings) and isinstance(stats, Stats)
        assert isinstance(problems, list)


def test_settings_fields_allow_exactly_the_choices_the_options_have():
    from scopa_core.options import END_RULES, PRIMIERA_RULES, TARGETS
    from scopa_core.prefs import FIELDS, GAMES, SEAT_PLAYERS

    counts = dict(FIELDS)
    assert counts["target"] == len(TARGETS)
    assert counts["primiera"] == len(PRIMIERA_RULES)
    assert counts["end"] == len(END_RULES)
    assert counts["variant"] == GAMES and counts["level"] == save.LINK_LEVEL + 1
    assert counts["seats"] == len(SEAT_PLAYERS)


def test_a_store_made_from_the_last_ones_state_writes_as_that_store_would():
    a, b = erased(), erased()
    first = SaveStore(a)
    first.load()
    first.save(Settings(level=2), Stats())
    b[:] = a
    twin = SaveStore(b, first.last())
    assert not twin.save(Settings(level=2), Stats())  # nothing changed: no write
    for store, nvm in ((first, a), (twin, b)):
        assert store.save(Settings(level=3), Stats(), a_match())
    assert a == b
    assert SaveStore(b).load()[0] == Settings(level=3)


def test_a_record_cut_short_keeps_the_records_before_it_and_says_so():
    # A match record that says 64 bytes, and holds 2.
    settings, stats, match, problems = _load_with_extra(b"\x03\x40\x00SC")
    assert settings.level == 3 and stats == some_stats() and match is None
    assert problems == [save.DAMAGED_END]  # not "using defaults": the settings were kept


_SLOTS = []  # the slot bytes of levels 0 and 1, made once (a board's heap is small)


def _two_slots(gen0, gen1, nvm=None):
    """``nvm`` (erased first; a new one if None) whose two slots are good saves of levels 0
    and 1 with these generations."""
    if not _SLOTS:
        _SLOTS.extend(_slot_bytes(Settings(level=level), Stats()) for level in (0, 1))
    if nvm is None:
        nvm = erased()
    else:
        nvm[:] = b"\xff" * len(nvm)
    for base, slot, gen in ((0, _SLOTS[0], gen0), (4096, _SLOTS[1], gen1)):
        slot = _restamp(bytearray(slot), generation=gen)
        nvm[base:base + len(slot)] = slot
    return nvm


def test_generations_wrap_so_saves_never_pin_to_one_slot():
    top = save.GENERATION_LIMIT - 1
    nvm = erased()
    # The last generation before the wrap, then the first after it: the latter is later.
    for gen0, gen1, level in ((top, 0, 1), (0, top, 0), (top - 1, top, 1), (5, 4, 0)):
        assert SaveStore(_two_slots(gen0, gen1, nvm)).load()[0].level == level
    # A board whose slots both reached the old limit (a tie loads slot 0): every save after
    # it is the one loaded, alternating slots, through the wrap.
    store = SaveStore(_two_slots(top, top, nvm))
    store.load()
    targets = set()
    for level in (2, 3, 4, 1, 2, 3):
        targets.add(store.last()[0])
        assert store.save(Settings(level=level), Stats())
        assert SaveStore(nvm).load()[0].level == level
    assert targets == {0, 1}
    # From a slot at the top: the next generations are 0, 1, 2...
    store = SaveStore(_two_slots(top, top - 1, nvm))
    store.load()
    gens = []
    for level in (2, 3, 4):
        gens.append(store.last()[1])
        store.save(Settings(level=level), Stats())
        assert SaveStore(nvm).load()[0].level == level
    assert gens == [0, 1, 2]


def test_a_run_of_saves_from_any_generation_always_loads_the_last():
    from scopa_core.rng import Rng

    r = Rng(77)
    nvm = erased()
    for _ in range(8):
        start = r.next30()
        store = SaveStore(_two_slots(start, (start - 1) & (save.GENERATION_LIMIT - 1), nvm))
        assert store.load()[0].level == 0
        for i in range(5):
            level = (i + 2) % 5
            store.save(Settings(level=level), Stats())
            assert SaveStore(nvm).load()[0].level == level


def test_a_settings_record_from_before_the_issue_27_house_rules_still_reads():
    """The last three house rules (prefs.HOUSE_MORE) are the last settings: a record of the 14
    fields before them reads as it was, with those rules off; with them it keeps them."""
    from scopa_core.prefs import FIELDS

    old = bytes((3, 1, 2, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1))  # up to "seats"
    problems = []
    s = save.read_settings(old, problems)
    assert problems == []
    assert (s.level, s.variant, s.target, s.fewest, s.re_bello, s.seats) == (3, 1, 2, 1, 1, 1)
    assert (s.no_last_scopa, s.forced, s.no_faces) == (0, 0, 0)
    assert save.settings_bytes(s)[:len(old)] == old  # the old fields keep their bytes
    new = Settings(no_last_scopa=1, forced=0, no_faces=1, seats=2)
    data = save.settings_bytes(new)
    assert len(data) == len(FIELDS) and data[len(old):len(old) + 3] == bytes((1, 0, 1))
    assert save.read_settings(data) == new
