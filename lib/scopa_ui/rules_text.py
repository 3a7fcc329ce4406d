"""The rules summary of the title's and the pause menu's Rules (docs/rules.md in a few screens), and
the sentences that say what each match end and house rule does (the setup shows them too; their
names are ``scopa_core.names``')."""

from scopa_core.lang import texts
from scopa_core.options import END_DEFAULT, END_FIXED
from scopa_core.prefs import HOUSE

# The words are the current language's (scopa_core.lang): this module is forgotten with the
# screen that shows them, and when the language changes.
_T = texts("rules")
ENDS = _T.ENDS
HOUSE_TEXT = _T.HOUSE_TEXT  # by prefs.HOUSE, as they read when on, with Italian cards
ANY_SET = _T.ANY_SET  # under the house rules page's Sums row when it is off


def house_text(i, deck=0, french=None):
    """House rule ``i``'s sentence (by prefs.HOUSE) in the words of ``deck`` (0 Italian cards,
    1 French): a French player never reads "denari". ``french``: the French deck's part of the
    texts, when the caller holds it already."""
    if deck and french is None:
        french = texts("french")
    return french and french.HOUSE.get(i) or HOUSE_TEXT[i]


def rules(options=None, deck=0):
    """The summary's paragraphs, in the words of ``deck``; with a match's options, the way that
    match ends (else the default) and the house rules it plays with. A list, not one string:
    the board then needs no block as long as the whole text (its heap is in pieces late in a
    match). The French deck's sentences load only for that deck."""
    T = _T
    french = texts("french") if deck else None
    cards = french or T  # the paragraphs that name the suits
    if options is None:
        end, house = ENDS[END_DEFAULT] % 11 + T.DEFAULT_MORE, ""
    else:
        n = options.deals if options.end == END_FIXED else options.target
        on = [house_text(i, deck, french) for i in range(len(HOUSE)) if getattr(options, HOUSE[i])]
        end, house = ENDS[options.end] % n, T.HOUSE_ON + " ".join(on) if on else ""
    return [cards.CARDS, T.PLAY, T.SCOPA, T.LAST, cards.SCORING, T.PRIMIERA, T.ESCOBA, T.SCOPONE,
            T.PLAYERS, end + house, T.KEYS]
