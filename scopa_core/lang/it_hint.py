"""Italiano: perche' la mossa consigliata e' buona, al piu' ai.hint.REASON_MAX caratteri."""

# Tuples of texts, unpacked by their readers into local names, in this order: a module's
# name costs the board an interned string for good, a local name nothing.
# call, a sweep (scopa, escoba; the same in the last round with no scopa on the last
# capture), settebello, a 7, denari (one, more), leaves (scopa, escoba),
# cards, every card of a rank out, good cards kept, least given
WHY = (
    "chiama l'errore",
    ("fa scopa", "fa escoba", "scopa, se non ultima", "escoba se non ultima"),
    "prende il settebello",
    "un 7 per la primiera",
    ("prende 1 denaro", "prende %d denari"),
    ("lascia %d: no scopa", "lascia %d: no escoba"),
    "prende %d carte",
    "fuori %s",
    "tiene le carte buone",
    "concede il meno",
)
RANKS = ("gli assi|"
         "i 2|"
         "i 3|"
         "i 4|"
         "i 5|"
         "i 6|"
         "i 7|"
         "i fanti|"
         "i cavalli|"
         "i re")
DIAMONDS = ("prende 1 quadri", "prende %d quadri")
RANKS_FR = "gli assi|i 2|i 3|i 4|i 5|i 6|i 7|i jack|le donne|i re"
