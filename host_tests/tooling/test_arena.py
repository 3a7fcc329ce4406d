"""The arena's instruments, which Maestro's progress is read with: the seer (the ceiling), a
level frozen at a git revision (the baseline), the points a deal by category, the board-time
mode."""

import os
import subprocess

import pytest

from core.ai.ai_helpers import resample
from lab import arena, boardtime
from lab.frozen import commit_of
from lab.seer import Seer
from scopa_core.ai.levels import LEVELS, agent_class
from scopa_core.cards import CALL
from scopa_core.deal import Deal
from scopa_core.match import Match
from scopa_core.notation import parse_options
from scopa_core.options import Options
from scopa_core.rng import Rng
from scopa_core.view import view_of

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The summary of a run that two runs of the same games share (not who played, nor times).
SAME = ("matches", "wins", "losses", "draws", "win_rate", "deals", "points_per_deal", "categories")


@pytest.mark.parametrize("text", ["", "players=4,teams", "players=3", "scopone", "escoba",
                                  "mistakes,forced", "players=4,teams,scoperte"])
def test_the_seer_plays_only_moves_the_rules_allow(text):
    options = parse_options(text)
    match = Match(options, 11)
    rng = Rng(5)
    seer = Seer(rng.next30(), sees=lambda: match.deal, iters=60)
    other = agent_class("maestro")(rng.next30(), iters=40)
    deals = 0
    while not match.over and deals < 3:
        deal = match.deal
        p = deal.to_move
        view = view_of(deal, p, match.totals)
        m = (seer if options.side_of(p) == 0 else other).choose(view)
        assert m in view.legal_moves() or m == CALL and view.last_was_mistake(), (text, p, m)
        match.play(m)
        deals = len(match.results)


def test_the_seer_chooses_by_the_hidden_hands():
    """The same view, two deals it allows: the seer's move follows the cards really held (a
    position where knowing the other hand changes the best move), while Maestro's, made from
    the view alone, is one move for both."""
    found = 0
    for seed in range(40):
        deal = Deal(seed=seed)
        p = deal.to_move
        view = view_of(deal, p)
        other = resample(deal, p, seed + 1000)
        assert vars(view_of(other, p)) == vars(view)
        picks = [Seer(3, sees=lambda d=d: d, iters=200).choose(view) for d in (deal, other)]
        for m in picks:
            assert m in view.legal_moves()
        maestro = [agent_class("maestro")(3, iters=200).choose(view) for _ in range(2)]
        assert maestro[0] == maestro[1]
        if picks[0] != picks[1]:
            found += 1
    assert found >= 5


def test_the_seer_is_no_level_of_the_game():
    assert arena.SEER not in LEVELS
    with pytest.raises(ValueError):
        agent_class(arena.SEER)
    with pytest.raises(ValueError):
        Seer(1)  # nothing to see: said at once


def test_the_seer_refuses_a_deal_its_view_does_not_show():
    d = Deal(seed=1)
    view = view_of(d, d.to_move)
    seen = set(view.hand + view.table)
    q = 1 - d.to_move
    wrong = next(e for e in (Deal(seed=s) for s in range(2, 200))
                 if e.to_move == d.to_move and seen & set(e.hand(q)))
    with pytest.raises(ValueError, match="another deal"):
        Seer(1, sees=lambda: wrong, iters=20).choose(view)


def _head_is_the_code():
    """Whether scopa_core here is HEAD's (a git checkout with no change to it)."""
    try:
        r = subprocess.run(["git", "diff", "--quiet", "HEAD", "--", "scopa_core"], cwd=ROOT)
    except OSError:
        return False
    return r.returncode == 0


@pytest.mark.parametrize("text", ["", "players=4,teams"])
def test_a_level_frozen_at_head_plays_exactly_as_today(text):
    if not _head_is_the_code():
        pytest.skip("scopa_core differs from HEAD's here (or no git): nothing to compare with")
    options = parse_options(text)
    kw = {"iters": 40}
    today = arena.run("maestro", "normale", 2, 9, options, kw, a_kw=kw)
    frozen = arena.run("maestro@HEAD", "normale", 2, 9, options, kw, a_kw=kw)
    assert {k: today[k] for k in SAME} == {k: frozen[k] for k in SAME}
    assert frozen["revisions"] == {"maestro@HEAD": commit_of("HEAD")}
    # Against itself the pairs are the same games, seats swapped: exactly even.
    even = arena.run("maestro", "maestro@HEAD", 1, 9, options, kw, a_kw=kw)
    assert even["wins"] == even["losses"] and even["points_per_deal"] == 0


def test_an_unknown_revision_or_player_is_refused_in_plain_words():
    with pytest.raises(ValueError, match="no commit"):
        arena.run("maestro@no-such-revision", "normale", 1, 1, Options())
    for bad in ("maestro@", "grandmaster", "seer@HEAD"):
        with pytest.raises(ValueError):
            arena.split_player(bad)


@pytest.mark.parametrize("text", ["", "players=3", "players=4,teams,napola,re_bello",
                                  "mistakes,no_last_scopa"])
def test_the_points_by_category_add_up_to_the_points_a_deal(text):
    options = parse_options(text)
    kw = {"iters": 20}
    for seed in (1, 2):
        m = arena.play_match(options, seed, ("maestro", "esperto"), kw)
        pa, pb = arena.side_points(m)
        ca, cb = arena.side_categories(m)
        assert sum(ca) == pytest.approx(pa) and sum(cb) == pytest.approx(pb)
    res = arena.run("esperto", "normale", 2, 4, options, kw)
    cats = res["categories"]
    assert set(cats) == set(arena.CATEGORIES)
    total = sum(cats[c]["a_minus_b"] for c in arena.CATEGORIES)
    assert total == pytest.approx(res["points_per_deal"], abs=0.004)
    for c in arena.CATEGORIES:
        assert cats[c]["a_minus_b"] == pytest.approx(cats[c]["a"] - cats[c]["b"], abs=0.002)


def test_the_board_time_mode_plays_by_the_boards_budgets():
    """No timing asserted: the mode runs, says so, and gives each player its level's board
    budget over the host's speed."""
    res = arena.run("maestro", "seer", 1, 3, Options(), mode="board",
                    calibration=boardtime.given(200.0))
    assert res["mode"] == "board" and res["matches"] == 2
    budgets = res["board_time"]["host_budget_ms"]
    maestro_ms = boardtime.think_ms()[LEVELS.index("maestro")]
    assert budgets == {"maestro": maestro_ms / 200.0, "seer": maestro_ms / 200.0}
    for spec in ("maestro", "seer"):
        assert 0 <= res["move_times"][spec]["at_budget"] <= 1


def test_the_board_time_calibration_is_measured_in_the_twin(twin_vm):
    cal = boardtime.calibration()
    assert cal["host_over_board"] > 1
    assert cal["host_over_board"] == pytest.approx(cal["twin_over_board"] * cal["host_over_twin"],
                                                   rel=0.01)
