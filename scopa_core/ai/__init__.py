"""CPU opponents. ``make_agent(level, seed)`` gives an agent with one verb, ``choose(view)``,
and the board's incremental form::

    agent.start(view)
    while (m := agent.step(8)) is None:  # a slice of thinking per frame
        redraw()

``step(budget)`` does at most ``budget`` iterations of thinking and returns None until the move
is ready: when the agent's iteration budget (``iters``, deterministic: tests) is spent or its
time budget (``time_ms`` by ``clock``, a function returning milliseconds or a (now, diff) pair:
the board) runs out, whichever comes first. Levels that do not search are ready at once.

Levels, weakest first: principiante, normale (the greedy yardstick), esperto, maestro. Each
level's module is imported only when asked for, so a board loads just the one it plays; the
agent base class is ``agent.Agent``.
"""

LEVELS = ("principiante", "normale", "esperto", "maestro")


def make_agent(level, seed=0, **kw):
    """An agent of ``level`` (a name of LEVELS, or its index) with its own random stream.
    Keywords go to the agent: ``iters``, ``time_ms``, ``clock`` (see above)."""
    return agent_class(level)(seed, **kw)


def agent_class(level):
    """The class of ``level``'s agents (a name of LEVELS, or its index), its code loaded."""
    if type(level) is int:
        level = LEVELS[level]
    if level == "principiante":
        from scopa_core.ai.simple import Principiante as cls
    elif level == "normale":
        from scopa_core.ai.simple import Normale as cls
    elif level == "esperto":
        from scopa_core.ai.esperto import Esperto as cls
    elif level == "maestro":
        from scopa_core.ai.maestro import Maestro as cls
    else:
        raise ValueError("unknown level %r (one of %s)" % (level, ", ".join(LEVELS)))
    return cls


def cpu_seats(players, level, me, seed, **kw):
    """A seat per player: None at ``me`` (the human's), elsewhere an agent of ``level`` with a
    random stream of its own drawn from ``seed``. Keywords go to every agent."""
    return [None if p == me else make_agent(level, (seed + 7919 * (p + 1)) & 0x3FFFFFFF, **kw)
            for p in range(players)]
