"""The engine's code for three house rules (docs/rules.md "House rules"): forced capture, no
scopa on the last capture, settanta without face cards. A match loads it only when it turns
one of them on, so a board playing the usual rules keeps this code out of its heap. Each
function bears its option's name. It imports only cards: the deal and the scoring hand it what
it works on.
"""

from scopa_core.cards import CARD


def forced(moves, hand, choices_of):
    """Forced capture: ``moves`` without the lay-downs when a card of ``hand`` can capture.
    ``choices_of(card, True)``: the deal's legal choices of a card on its table (a lay-down,
    ``()``, comes alone)."""
    for c in hand:
        if choices_of(c, True)[0]:
            return [m for m in moves if choices_of(m & CARD, True)[0]]
    return moves


def no_last_scopa(log, scopa):
    """No scopa on the last capture, at the deal's end: if its last capture (the last non-zero
    byte of the deal's ``log``) has the ``scopa`` mark, take the mark back and answer True
    (the deal then takes the point back from that capture's side)."""
    i = len(log)
    while i:
        i -= 1
        if log[i]:
            if log[i] & scopa:
                log[i] &= ~scopa
                return True
            return False
    return False


def faceless(pile):
    """The cards of ``pile`` the primiera reads under no_faces: all but Fante, Cavallo, Re."""
    return [c for c in pile if c % 10 < 7]


def no_faces(piles, have, facts):
    """Settanta without face cards: each pile's (primiera totals, suits held), worked out as if
    its Fante, Cavallo and Re were not there (a suit held only in faces is a missing suit);
    ``have`` and ``facts``: scoring's own readings of a pile."""
    prims = []
    held = []
    for p in piles:
        f = facts(have(faceless(p)), 1)
        prims.append(f[3])
        held.append(f[4])
    return prims, held
