"""The CPU levels by name and the agents they make (the package's face, ``scopa_core.ai``,
says what an agent does). Each level's module is imported only when asked for, so a board loads
just the one it plays."""


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
