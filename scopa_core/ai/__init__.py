"""CPU opponents. ``levels.make_agent(level, seed)`` gives an agent with one verb, ``choose(view)``,
and the board's incremental form::

    agent.start(view)
    while (m := agent.step(8)) is None:  # a slice of thinking per frame
        redraw()

``step(budget)`` does at most ``budget`` iterations of thinking and returns None until the move
is ready: when the agent's iteration budget (``iters``, deterministic: tests) is spent or its
time budget (``time_ms`` by ``clock``, a function returning milliseconds or a (now, diff) pair:
the board) runs out, whichever comes first. Levels that do not search are ready at once.

Levels, weakest first: principiante, normale (the greedy yardstick), esperto, maestro. The levels and
the agents they make are ``scopa_core.ai.levels``; the agent base class is ``agent.Agent``. This
face imports nothing: each module of the package imports what it uses.
"""
