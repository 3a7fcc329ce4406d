"""scopa_core.fastpath (CPython only) gives exactly what the portable code it replaces gives:
the board runs the portable code, the host the fast one, and saves, links and golden
transcripts need the same answers from both."""

import types

from scopa_core import scoring
from scopa_core.rng import Rng


def _portable_scoring():
    """scoring.py loaded again, without the fast paths put in (as a board has it)."""
    src = open(scoring.__file__).read()
    assert "\nif CPYTHON:" in src
    mod = types.ModuleType("scoring_portable")
    exec(compile(src.replace("\nif CPYTHON:", "\nif False:"), "scoring_portable", "exec"), mod.__dict__)
    assert mod._have is not scoring._have and mod._facts is not scoring._facts
    return mod


def test_scoring_fast_equals_portable():
    portable = _portable_scoring()
    r = Rng(11)
    for _ in range(3000):
        deck = list(range(40))
        r.shuffle(deck)
        n = 2 + r.below(3)
        cuts = sorted(r.below(41) for _ in range(n))
        piles = [deck[a:b] for a, b in zip([0] + cuts, cuts)]
        if r.below(2):
            piles[-1] = deck[cuts[-2] if n > 1 else 0:]  # sometimes every card in the piles
        scope = [r.below(3) for _ in piles]
        bonus = [r.below(3) - 1 for _ in piles]
        for pile in piles:
            assert scoring.pile_facts(pile) == portable.pile_facts(pile)
        for rule in range(4):
            for extra in (False, True):
                for dealt in (False, True):
                    args = (piles, scope, rule, extra, extra, bonus, dealt)
                    assert scoring.score_deal(*args) == portable.score_deal(*args), args


def test_shuffle_fast_equals_portable():
    import scopa_core.rng as rng_module

    # rng.py as a board runs it: the fast path never hooked in.
    src = open(rng_module.__file__).read()
    ns = {}
    exec(compile(src.replace('sys.implementation.name == "cpython"', "False"), "rng_portable", "exec"), ns)
    Slow = ns["Rng"]
    assert Slow.shuffle is not Rng.shuffle
    for seed in list(range(3000)) + [0x3FFFFFFF, 12345678, 987654321]:
        fast, slow = list(range(40)), list(range(40))
        a, b = Rng(seed), Slow(seed)
        a.shuffle(fast)
        b.shuffle(slow)
        assert fast == slow and a.state == b.state, seed
    for size in (0, 1, 2, 13, 39):  # shorter than a deck: the last of the deck's steps
        for seed in range(200):
            short, short2 = list(range(size)), list(range(size))
            a, b = Rng(seed), Slow(seed)
            a.shuffle(short)
            b.shuffle(short2)
            assert short == short2 and a.state == b.state, (size, seed)
    odd, odd2 = bytearray(range(47)), bytearray(range(47))  # longer than a deck: rng's loop
    Rng(5).shuffle(odd)
    Slow(5).shuffle(odd2)
    assert odd == odd2 and sorted(odd) == list(range(47))
