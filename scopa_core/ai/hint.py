"""A suggested move for the human, from the same search the CPU uses, with a short reason.

``hint(view)`` returns ``(move, reason)``; ``reason`` is a short phrase in the current language (scopa_core.lang) such as
"takes the settebello" or "leaves 12: no scopa", at most REASON_MAX characters: the table
shows it after "hint: " on its one message line, 26 characters wide (the cursor shows the card
and the lit table cards what it takes).
"""

from scopa_core.ai.levels import make_agent
from scopa_core.cards import CALL, VALUE

REASON_MAX = 20


def hint(view, level="maestro", seed=0, deck=0, **kw):
    agent = make_agent(level, seed, **kw)
    m = agent.choose(view)
    return m, reason(view, m, deck)


def reason(view, m, deck=0):
    """Why move ``m`` of the view is a good idea, in a few words (the current language's;
    French cards' ranks and suits with ``deck`` 1)."""
    from scopa_core.lang import texts

    T = texts("hint")
    if m == CALL:
        return T.CALL
    card, taken = view.info(m)
    o = view.options
    if taken:
        if view.scopa[view.moves.index(m)]:
            # With no scopa on the last capture, a sweep of the last round may be taken back.
            return T.SWEEPS[o.escoba + (2 if o.no_last_scopa and not view.stock else 0)]
        if 6 in taken or card == 6:
            return T.SETTEBELLO
        den = 0
        sevens = 0
        for c in taken + (card,):
            if c < 10:
                den += 1
            if c % 10 == 6:
                sevens += 1
        if sevens:
            return T.SEVEN
        if den == 1:
            return T.DIAMOND if deck else T.DENARO
        if den:
            return (T.DIAMONDS if deck else T.DENARI) % den
        left = sum(VALUE[c] for c in view.table if c not in taken)
        if 0 < left and left > 10 and not o.escoba:
            return T.LEAVES_SCOPA % left
        return T.CARDS % (len(taken) + 1)
    table = view.table + (card,)
    total = sum(VALUE[c] for c in table)
    if o.escoba:
        need = 15 - total if total < 15 else 0
        if need <= 0 or need > 10:
            return T.LEAVES_ESCOBA % total
    else:
        if total > 10:
            return T.LEAVES_SCOPA % total
        need = total
    unseen = view.unseen_values()
    if not unseen[need]:
        return T.OUT % (T.RANKS_FR if deck else T.RANKS)[need - 1]  # none left to sweep the table
    if card % 10 != 6 and card >= 10 and VALUE[card] >= 8:
        return T.GOOD
    return T.LEAST
