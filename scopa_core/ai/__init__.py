"""CPU opponents. ``make_agent(level, seed)`` gives an agent with one verb, ``choose(view)``,
and an incremental form, ``start(view)`` then ``step(budget)`` until it returns a move.

Levels, weakest first: principiante, normale (the greedy yardstick), esperto, maestro. Each
level's module is imported only when asked for, so a board loads just the one it plays.
"""

LEVELS = ("principiante", "normale", "esperto", "maestro")


def make_agent(level, seed=0, **kw):
    """An agent of ``level`` (a name of LEVELS, or its index) with its own random stream.

    Keywords go to the agent: ``iters`` (iteration budget), ``time_ms`` and ``clock`` (a time
    budget; ``clock`` is a function returning milliseconds, see ``base.default_clock``)."""
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
    return cls(seed, **kw)
