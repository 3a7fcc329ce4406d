"""Random damage to a saved nvm (hypothesis): loading never raises, returns only what was
really saved (the latest save, the one before, or defaults), and says nothing only when it
returns the latest save."""

from hypothesis import given, settings
from hypothesis import strategies as st

from scopa_core import save
from scopa_core.match import Match
from scopa_core.save import LOST, WON, SaveStore, Settings, Stats, pack_match


def _content(i):
    m = Match(seed=99)
    for _ in range(i * 2):
        m.play(m.moves()[0])
    stats = Stats()
    for j in range(i):
        stats.record(j % 5, WON if j % 3 else LOST, j)
    return Settings(level=i % 4, deck=i % 2), stats, pack_match(i % 4, 0, 0, m.to_bytes())


def _as_tuple(settings, stats, match):
    return save.settings_bytes(settings), save.stats_bytes(stats), match


DEFAULTS = _as_tuple(Settings(), Stats(), None)

# Where damage goes: mostly the used parts of the two slots, sometimes anywhere.
offsets = st.one_of(st.integers(0, 160), st.integers(4096, 4096 + 160), st.integers(0, 8191))
damage = st.lists(st.tuples(offsets, st.integers(1, 255)), min_size=1, max_size=12)


@settings(max_examples=300)
@given(saves=st.integers(1, 4), hits=damage, blank=st.booleans())
def test_random_damage_never_raises_nor_lies(saves, hits, blank):
    nvm = bytearray(b"\xff" * 8192)
    store = SaveStore(nvm)
    made = []
    for i in range(saves):
        content = _content(i + 1)
        store.save(*content)
        made.append(_as_tuple(*content))
    for at, x in hits:
        # XOR changes the byte for sure; "blank" erases it instead (a cut write's leftovers).
        nvm[at] = 0xFF if blank and nvm[at] != 0xFF else nvm[at] ^ x
    settings_, stats, match, problems = SaveStore(nvm).load()
    got = _as_tuple(settings_, stats, match)
    allowed = [made[-1], DEFAULTS] + made[-2:-1]
    assert got in allowed
    if not problems:
        assert got == made[-1]
    for p in problems:
        assert isinstance(p, str) and 0 < len(p) <= 48
