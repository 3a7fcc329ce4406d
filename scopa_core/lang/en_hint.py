"""English: why a hinted move is good, at most ai.hint.REASON_MAX characters each."""

CALL = "call the mistake"
# A sweep: by the game (scopa, escoba), then the same in the last round when the last
# capture makes no scopa.
SWEEPS = "makes a scopa|makes an escoba|scopa, if not last|escoba, if not last"
SETTEBELLO = "takes the settebello"
SEVEN = "takes a 7: primiera"
DENARO = "takes 1 denaro"
DENARI = "takes %d denari"
DIAMOND = "takes 1 diamond"  # French cards
DIAMONDS = "takes %d diamonds"
LEAVES_SCOPA = "leaves %d: no scopa"
LEAVES_ESCOBA = "leaves %d: no escoba"
CARDS = "takes %d cards"
# Every card of a rank is out (the rank's words by its value, 1 to 10, with French cards'
# after).
OUT = "every %s is out"
RANKS = "Asso|2|3|4|5|6|7|Fante|Cavallo|Re"
RANKS_FR = "Ace|2|3|4|5|6|7|Jack|Queen|King"
GOOD = "keeps the good cards"
LEAST = "gives the least away"
