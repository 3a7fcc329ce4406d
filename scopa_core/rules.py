"""What a played card may take: docs/rules.md "Your turn" and the capture variants of section 6.

``capture_options(card, table)`` is the conformance surface (default rules). The engine asks
``choices(value, values, ...)``, which works on the *values* of the table cards in table order
and answers with tuples of table positions: the same answer serves every table whose values
are the same, so the engine memoises it per value signature. It adds the lay-down choice, the
variants, and "manual trick selection" (the mistakes option), where a player may also pick a
capture the rules forbid.

The enumeration walks the table in order and emits a set as soon as its values reach the
target, so on a table sorted by card the sets come out as ascending tuples, in ascending order.
"""


def _sum_sets(values, need, min_size, out):
    """Append to ``out`` every set of positions whose values add up to ``need`` (at least
    ``min_size`` of them), depth first in table order. A loop with the chosen positions on a
    list, not recursion: a board's Python stack is 2 KB."""
    path = []
    n = len(values)
    i = 0
    while True:
        if i < n:
            v = values[i]
            if v < need:
                path.append(i)
                need -= v
            elif v == need and len(path) + 1 >= min_size:
                path.append(i)
                out.append(tuple(path))
                path.pop()
            i += 1
        elif path:
            i = path.pop()
            need += values[i]
            i += 1
        else:
            return


def legal_sets(value, values, escoba=False, fewest=False, asso=False):
    """Legal captures (as position tuples) of a card of ``value`` on a table of ``values``."""
    if asso and value == 1 and values:
        return [tuple(range(len(values)))]
    out = []
    if escoba:
        # No single-card priority: any set that makes 15 together with the played card.
        _sum_sets(values, 15 - value, 1, out)
    else:
        for i in range(len(values)):
            if values[i] == value:
                out.append((i,))
        if out:
            return out
        _sum_sets(values, value, 2, out)
    if fewest and out:
        least = min(map(len, out))
        out = [s for s in out if len(s) == least]
    return out


def manual_sets(value, values, escoba=False, asso=False):
    """Every pick a player may make by hand (mistakes option): lay down, any set of table cards
    whose values make the card's value (15 with it in Escoba), or with an Asso under "asso piglia
    tutto" the whole table. The legal captures are among them."""
    out = [()]
    _sum_sets(values, 15 - value if escoba else value, 1, out)
    if asso and value == 1 and values:
        whole = tuple(range(len(values)))
        if whole not in out:
            out.append(whole)
            out.sort()
    return out


def choices(value, values, escoba=False, fewest=False, asso=False, manual=False):
    """A card's choices as position tuples: its captures, or ``[()]`` (lay it down) when it
    takes nothing. A card that can capture must capture (docs/rules.md "Your turn")."""
    if manual:
        return manual_sets(value, values, escoba, asso)
    return legal_sets(value, values, escoba, fewest, asso) or [()]


def capture_options(card, table, escoba=False, fewest=False, asso=False):
    """Every legal capture for ``card`` on ``table`` (any sequence of card ints): tuples of
    table cards, ascending, in ascending order; ``[]`` when it can only be laid down.
    ``escoba``: sets that make 15 with the card; ``fewest``: only the sets of fewest cards;
    ``asso``: an Asso sweeps the whole table. Unknown or duplicated cards raise ValueError (the
    engine never asks, so the checks wait in ``explain``)."""
    from scopa_core.cards import VALUE
    from scopa_core.explain import checked_table

    cards = checked_table(card, table)
    sets = legal_sets(VALUE[card], [VALUE[c] for c in cards], escoba, fewest, asso)
    return [tuple(cards[i] for i in s) for s in sets]
