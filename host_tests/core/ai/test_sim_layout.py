"""A simulator position is read at the same named offsets everywhere: each module that reads
one keeps the offsets it needs as its own constants (a board compiles them to numbers), under
sim's names and with sim's values. On CPython a const is a plain module attribute, so the
copies can be compared."""

from scopa_core.ai import evaluate, infer, maestro, search, sim
from scopa_core.options import Options

LAYOUT = ("_TABLE_CARDS", "_CARDS", "_DENARI", "_SEVENS", "_BEST", "_SCOPE", "_DENARI_LOW",
          "_DENARI_HIGH", "_TO_MOVE", "_CAPTURER", "_IN_HANDS", "_SCOPA", "_TURN")


def test_every_reader_of_a_position_uses_sims_offsets():
    for name in LAYOUT:
        assert isinstance(getattr(sim, name), int), name
    for module in (evaluate, infer, maestro, search):
        names = [k for k in vars(module) if k in LAYOUT]
        assert names, module.__name__
        for name in names:
            assert getattr(module, name) == getattr(sim, name), (module.__name__, name)


def test_the_offsets_fit_a_sides_bytes_and_the_turn():
    assert sim._BEST + 4 <= sim._SCOPE < sim._DENARI_LOW < sim._DENARI_HIGH < sim.PS
    assert max(sim._TO_MOVE, sim._CAPTURER, sim._IN_HANDS, sim._SCOPA) < sim._TURN
    s = sim.Sim(Options(players=3))
    assert s.size == s.MB + sim._TURN and s.SB == s.HB + 10 * 3
