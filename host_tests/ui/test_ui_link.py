"""The handheld UI against another board on the cable: the UI's side (setup "Cable link",
the waiting screen, the table with the remote seat) plays a whole match against a CPU board
at the other end of an in-memory cable; both end with the same transcript."""

import random

import pytest

from scopa_core.link import Link
from scopa_core.options import Options
from tools.link_play import End
from tools.link_transport import memory_pair, parse_faults
from tools.ui_driver import count_cards


def linked_match(driver, faults=None, seed=0):
    d = driver(seed=seed, settings={"level": 4})  # Opponent: Cable link
    ours, theirs, _ = memory_pair(d.clock, parse_faults(faults) if faults else None, seed)
    d.board.uart = lambda: ours
    rng = random.Random(1000 + seed)
    entropy = lambda n: bytes(rng.randrange(256) for _ in range(n))  # noqa: E731
    peer = End(Link(theirs, d.clock, entropy), Options(), level="normale", seed=seed)
    d.keys("A", "A")  # New match, Start!
    assert d.top_name() == "LinkWaitScreen"
    for _ in range(200000):
        peer.step()
        top = d.top_name()
        if top == "MatchEndScreen" and peer.done:
            break
        if top in ("DealEndScreen", "NoticeScreen") or d.my_turn():
            d.key("A")
        else:
            d.step()
        t = d.table()
        if t is not None:
            assert count_cards(t.match) == 40
    return d, peer


def test_a_whole_match_over_the_cable_ends_with_identical_transcripts(driver):
    d, peer = linked_match(driver)
    t = d.table()
    assert t.match.over and peer.session.match.over
    assert t.match.to_bytes() == peer.session.match.to_bytes()
    assert t.match.abandoned_by < 0
    assert d.app.stats.get(4, 0) == 1  # counted against "Cable link"


@pytest.mark.parametrize("seed", range(6))
def test_a_noisy_cable_still_agrees(driver, seed):
    d, peer = linked_match(driver, faults="drop=0.03,corrupt=0.02,dup=0.02", seed=seed)
    t = d.table()
    assert t.match.over
    assert t.match.to_bytes() == peer.session.match.to_bytes()


def test_a_link_that_breaks_the_protocol_goes_back_to_the_title_with_a_notice(driver):
    """A "failed" link ends the match with no result: the title, and the reason over it."""
    d = driver(seed=3, settings={"level": 4})
    ours, theirs, _ = memory_pair(d.clock, None, 3)
    d.board.uart = lambda: ours
    rng = random.Random(7)
    entropy = lambda n: bytes(rng.randrange(256) for _ in range(n))  # noqa: E731
    peer = End(Link(theirs, d.clock, entropy), Options(), level="normale", seed=3)
    d.keys("A", "A")
    for _ in range(20000):
        if d.top_name() == "TableScreen":
            break
        peer.step()
        d.step()
    t = d.table()
    assert t is not None and not t.match.history
    t.link.state = "failed"
    t.link.message = "The other board broke the protocol."
    d.step()
    assert [type(s).__name__ for s in d.app.stack] == ["TitleScreen", "NoticeScreen"]
    assert d.app.stats.get(4, 0) == 0  # nothing recorded
    d.key("A")
    assert d.top_name() == "TitleScreen"
