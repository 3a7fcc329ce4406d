"""The transcript of a short match equals its golden file, line by line, on whichever
interpreter runs this (CPython under pytest, the board twin under lab/mp_run_tests.py): the
same deal, moves and points everywhere. host_tests/core/test_transcripts.py covers all goldens."""

from lab.transcript import transcript_lines


def _golden_path(name):
    here = __file__
    cut = here.rfind("/")
    portable = here[:cut] if cut >= 0 else "."
    return portable + "/../golden/" + name


def _compare(name, options_text, seed, chooser):
    f = open(_golden_path(name))
    try:
        n = 0
        for line in transcript_lines(options_text, seed, chooser):
            want = f.readline()
            assert want, "golden %s ends before line %d" % (name, n + 1)
            assert line == want.rstrip("\n"), (name, n + 1, line, want)
            n += 1
        assert f.readline() == "", "golden %s has more lines" % name
    finally:
        f.close()
    assert n > 20


def test_fixed_deals_golden():
    _compare("fixed.txt", "end=fixed,deals=1", 2024, 5)
