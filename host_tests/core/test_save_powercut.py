"""Power cut in the middle of a save: at every byte, in either write order, the last good
save still loads, and loading never raises. Plain asserts: runs in the board twin too.

The fake nvm applies a slice write one byte at a time and stops dead after ``budget`` bytes,
as flash written byte by byte would when the power goes. Forward order cuts the tail of a
slot, reverse order cuts its head (the header is written last)."""

from scopa_core import save
from scopa_core.match import Match
from scopa_core.save import (DAMAGED_DEFAULTS, DAMAGED_OLDER, LOST, WON, SaveStore, Settings,
                             Stats, pack_match)

NVM = 8192


class PowerCut(Exception):
    pass


class DyingNvm:
    def __init__(self, data, budget, reverse=False):
        self.data = data
        self.budget = budget
        self.reverse = reverse
        self.written = 0

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.data[index]

    def __setitem__(self, index, value):
        start = index.start
        n = len(value)
        order = range(n - 1, -1, -1) if self.reverse else range(n)
        for i in order:
            if self.written >= self.budget:
                raise PowerCut()
            self.data[start + i] = value[i]
            self.written += 1


def _saves():
    """Five successive saves (settings, stats, match), each different from the one before."""
    out = []
    m = Match(seed=77)
    stats = Stats()
    for i in range(5):
        for _ in range(3):
            m.play(m.moves()[-1])
        stats.record(i % 4, WON if i % 2 else LOST, i)
        match = pack_match(i % 4, 0, 0, m.to_bytes()) if i != 3 else None
        out.append((Settings(level=i % 4, hints=bool(i % 2)), save.read_stats(save.stats_bytes(stats)), match))
    return out


def _state(settings, stats, match):
    return save.settings_bytes(settings), save.stats_bytes(stats), match


def _check_every_cut(reverse):
    saves = _saves()
    good = bytearray(b"\xff" * NVM)
    # One work buffer for every trial: an 8 KB allocation per cut fragments a small heap.
    work = bytearray(NVM)
    expected = (save.settings_bytes(Settings()), save.stats_bytes(Stats()), None)  # before any save: defaults
    cuts = 0
    for settings, stats, match in saves:
        work[:] = good
        whole = DyingNvm(work, NVM, reverse)
        SaveStore(whole).save(settings, stats, match)
        total = whole.written  # the slot's length: cut after 0 .. total - 1 bytes
        k = 0
        while True:
            work[:] = good
            trial = DyingNvm(work, k, reverse)
            store = SaveStore(trial)
            store.load()
            try:
                store.save(settings, stats, match)
            except PowerCut:
                got = SaveStore(trial.data).load()
                state = _state(got[0], got[1], got[2])
                if state != expected:
                    # Only possible once the bytes still unwritten already held the new
                    # values (the slot's old "SV" and format byte, written last in reverse).
                    assert state == _state(settings, stats, match), (reverse, k)
                    assert k >= total - 3, (reverse, k)
                for p in got[3]:
                    assert p in (DAMAGED_OLDER, DAMAGED_DEFAULTS), p
                cuts += 1
                k += 1
                continue
            break
        assert k == trial.written == total > 20  # every byte of the slot was a cut point
        good[:] = work
        expected = _state(settings, stats, match)
        got = SaveStore(good).load()
        assert _state(got[0], got[1], got[2]) == expected and got[3] == []
    assert cuts > 100


def test_every_cut_forward_keeps_the_last_good_save():
    _check_every_cut(False)


def test_every_cut_reverse_keeps_the_last_good_save():
    _check_every_cut(True)
