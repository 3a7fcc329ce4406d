"""English: why a hinted move is good, at most ai.hint.REASON_MAX characters each."""

# Tuples of texts, unpacked by their readers into local names, in this order: a module's
# name costs the board an interned string for good, a local name nothing.
# call, a sweep (scopa, escoba; the same in the last round with no scopa on the last
# capture), settebello, a 7, denari (one, more), leaves (scopa, escoba),
# cards, every card of a rank out, good cards kept, least given
WHY = (
    "call the mistake",
    ("makes a scopa", "makes an escoba", "scopa, if not last", "escoba, if not last"),
    "takes the settebello",
    "takes a 7: primiera",
    ("takes 1 denaro", "takes %d denari"),
    ("leaves %d: no scopa", "leaves %d: no escoba"),
    "takes %d cards",
    "every %s is out",
    "keeps the good cards",
    "gives the least away",
)
RANKS = ("Asso|"
         "2|"
         "3|"
         "4|"
         "5|"
         "6|"
         "7|"
         "Fante|"
         "Cavallo|"
         "Re")
# French cards (deck 1): diamonds (one, more), every card of a rank out
DIAMONDS = ("takes 1 diamond", "takes %d diamonds")
RANKS_FR = "Ace|2|3|4|5|6|7|Jack|Queen|King"
