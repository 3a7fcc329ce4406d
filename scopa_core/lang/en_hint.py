"""English: why a hinted move is good, at most ai.hint.REASON_MAX characters each."""

CALL = "call the mistake"
SWEEP = ("makes a scopa", "makes an escoba")
SETTEBELLO = "takes the settebello"
SEVEN = "takes a 7: primiera"
DENARI = ("takes 1 denaro", "takes %d denari")
LEAVES = ("leaves %d: no scopa", "leaves %d: no escoba")
CARDS = "takes %d cards"
OUT = "every %s is out"  # none left of that rank to sweep the table
RANKS = ("Asso", "2", "3", "4", "5", "6", "7", "Fante", "Cavallo", "Re")
GOOD = "keeps the good cards"
LEAST = "gives the least away"
