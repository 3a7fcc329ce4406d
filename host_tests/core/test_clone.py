"""Clone independence: a clone plays on exactly like the original, and neither leaks into
the other. (The record round-trip is in test_record.py: two files, so each fits the heap
budget in the board twin.)"""

from scopa_core.deal import Deal


def test_clone_is_independent_and_plays_identically():
    d = Deal(players=3, seed=31, dealer=2, mistakes=True)
    for i in range(7):
        d.play(d.moves()[i % len(d.moves())])
    c = d.clone()
    assert repr(c) == repr(d) and c.moves() == d.moves()
    before = repr(d)
    # play the clone to its end: the original does not move
    while not c.over:
        c.play(c.moves()[-1])
    assert repr(d) == before
    c = None  # one clone at a time: a board's heap is small
    # same moves on original and a fresh clone keep them equal
    e = d.clone()
    while not d.over:
        m = d.moves()[len(d.history) % len(d.moves())]
        d.play(m)
        e.play(m)
        assert repr(d) == repr(e)
        assert d.moves() == e.moves()
    assert d.points() == e.points()


def test_clone_original_changes_do_not_leak():
    d = Deal(seed=5, dealer=0)
    c = d.clone()
    snap = repr(c)
    d.play(d.moves()[0])
    assert repr(c) == snap
