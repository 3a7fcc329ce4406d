"""A monkey at the buttons: 100,000 random key presses across every screen (seeded). The UI
never raises, every match keeps its 40 cards, and matches keep moving."""

import random

from tools.ui_driver import count_cards

KEYS = ("A", "A", "A", "B", "START", "SELECT", "LEFT", "RIGHT", "UP", "DOWN", "A", "RIGHT")
PRESSES = 100_000


def test_100k_random_keys_never_break_the_game(driver):
    rng = random.Random(20261121)
    d = driver(seed=1)
    seen_screens = set()
    moves = 0
    matches_over = 0
    last_match = None
    last_len = 0
    for i in range(PRESSES):
        d.key(rng.choice(KEYS))
        if i % 4 == 0:
            d.step(rng.randrange(1, 40))  # let the CPU think and the shows run out
        seen_screens.add(d.top_name())
        t = d.table()
        if t is None:
            continue
        match = t.match
        assert count_cards(match) == 40
        assert len(match.deal.table()) <= 40
        if match is not last_match:
            last_match = match
            last_len = len(match.history)
        elif len(match.history) != last_len:
            assert len(match.history) > last_len
            moves += len(match.history) - last_len
            last_len = len(match.history)
        if match.over and getattr(t, "_counted", False) is False:
            t._counted = True
            matches_over += 1
    for name in ("TitleScreen", "SetupScreen", "HouseScreen", "TableScreen", "PauseScreen", "InfoScreen",
                 "DealEndScreen", "MatchEndScreen", "TextScreen", "StatsScreen"):
        assert name in seen_screens, name
    assert moves > 2000, moves
    assert matches_over >= 3, matches_over
