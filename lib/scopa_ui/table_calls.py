"""The table under the mistakes house rule (docs/rules.md "House rules", "mistakes and catches"): how a call
shows, and the cue that one may be made. Only a match with that rule loads this module."""

from scopa_core.cards import CALL
from scopa_ui import widgets as w


def call_moment(t, played):
    """A call was just ``played`` (by anyone): its sound and who gained or lost by it on the
    message line; the banner's text (landed() shows it as it shows a scopa)."""
    right = played.right
    t.app.sound("settebello" if right else "nope")
    T = t.T
    t.note = (T.CALL_POINTS % (t.names[played.player], "+2" if right else "-1"), t.app.now(),
              w.GOLD)
    return T.MISTAKE if right else T.NO_MISTAKE


def cue(t, v):
    """Your turn, and the play before it may be called: say so, briefly."""
    if CALL in v.moves:
        t.note = (t.T.CALL_CUE, t.app.now(), w.GOLD)
