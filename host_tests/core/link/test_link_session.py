"""The link's seat inside the project's own Session (scopa_core/session.py): two boards, each
a Session with a CPU seat and the remote seat, play a linked match to identical transcripts."""

from scopa_core.ai.levels import make_agent
from scopa_core.session import Session
from core.link.link_pipe import linked, connect


def test_two_sessions_play_a_linked_match():
    clock, cable, a, b = linked(seed=31, drop=5)
    assert connect(clock, a, b)
    sessions = []
    for link in (a, b):
        seats = [None, None]
        seats[link.local_player] = make_agent("normale", link.local_player + 7)
        seats[1 - link.local_player] = link.seat()
        sessions.append(Session(link.match, seats))
    for _ in range(20000):
        for link, s in zip((a, b), sessions):
            link.poll()
            if not s.match.over:
                s.tick(8)
        if all(l.finished and l.settled for l in (a, b)):
            break
        clock.t += 10
    assert a.match.over and b.match.over
    assert a.match.to_bytes() == b.match.to_bytes()
    assert a.state == b.state == "ready"
