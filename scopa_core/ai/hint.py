"""A suggested move for the human, from the same search the CPU uses, with a short reason.

``hint(view)`` returns ``(move, reason)``; ``reason`` is a short English phrase such as
"takes the settebello" or "leaves 12: no scopa", at most REASON_MAX characters: the table
shows it after "hint: " on its one message line, 26 characters wide (the cursor shows the card
and the lit table cards what it takes).
"""

from scopa_core.ai import make_agent
from scopa_core.cards import CALL, VALUE
from scopa_core.names import RANK_WORDS, SUIT_WORDS

REASON_MAX = 20


def hint(view, level="maestro", seed=0, **kw):
    agent = make_agent(level, seed, **kw)
    m = agent.choose(view)
    return m, reason(view, m)


def reason(view, m, deck=0):
    """Why move ``m`` of the view is a good idea, in a few words (cards named as ``deck``'s,
    names.RANK_WORDS, SUIT_WORDS)."""
    if m == CALL:
        return "call the mistake"
    card, taken = view.info(m)
    o = view.options
    if taken:
        if view.scopa[view.moves.index(m)]:
            return "makes an escoba" if o.escoba else "makes a scopa"
        if 6 in taken or card == 6:
            return "takes the settebello"
        den = 0
        sevens = 0
        for c in taken + (card,):
            if c < 10:
                den += 1
            if c % 10 == 6:
                sevens += 1
        if sevens:
            return "takes a 7: primiera"
        if den:
            suit = SUIT_WORDS[deck][0]  # denari or diamonds
            return "takes %d %s" % (den, suit[:-1].lower() if den == 1 and deck else
                                    "denaro" if den == 1 else suit.lower())
        left = sum(VALUE[c] for c in view.table if c not in taken)
        if 0 < left and left > 10 and not o.escoba:
            return "leaves %d: no scopa" % left
        return "takes %d cards" % (len(taken) + 1)
    table = view.table + (card,)
    total = sum(VALUE[c] for c in table)
    if o.escoba:
        need = 15 - total if total < 15 else 0
        if need <= 0 or need > 10:
            return "leaves %d: no escoba" % total
    else:
        if total > 10:
            return "leaves %d: no scopa" % total
        need = total
    unseen = view.unseen_values()
    if not unseen[need]:
        return "every %s is out" % RANK_WORDS[deck][need - 1]  # none left to sweep the table
    if card % 10 != 6 and card >= 10 and VALUE[card] >= 8:
        return "keeps the good cards"
    return "gives the least away"
