"""The table under the mistakes house rule (docs/rules.md "House rules", "mistakes and catches"): how a call
shows, and the cue that one may be made. Only a match with that rule loads this module."""

from scopa_core.cards import CALL
from scopa_ui import widgets as w


def call_moment(t, played):
    """A call was just ``played`` (by anyone): its sound and who gained or lost by it on the
    message line; the banner's text (landed() shows it as it shows a scopa)."""
    right = played.right
    t.app.sound("settebello" if right else "nope")
    for_call, mistake, no_mistake = t.T.SAY[8:11]
    t.note = (for_call % (t.names[played.player], "+2" if right else "-1"), t.app.now(), w.GOLD)
    return mistake if right else no_mistake


def cue(t, v):
    """Your turn, and the play before it may be called: say so, briefly."""
    if CALL in v.moves:
        t.note = (t.T.SAY[11], t.app.now(), w.GOLD)  # B calls it a mistake
