"""Italiano: le parole delle scelte del gioco (le legge scopa_core.names)."""

LEVELS = "Principiante|Normale|Esperto|Maestro|Via cavo"
ENDS = (("arrivo, pari +2", ""), ("scarto di due", ", scarto di 2"),
        ("punteggio alto", ", vince chi ha di piu'"), ("smazzate fisse", ""))
ON_OFF = ("no", "si'")
HOUSE_RULES = (
    ("Somme", ("ogni presa", "meno carte"), "Meno carte", "meno carte", ""),
    ("Napola", ON_OFF, "Napola", "Napola", "Napola"),
    ("Re bello", ON_OFF, "Re bello", "Re bello", "Re bello"),
    ("Asso piglia tutto", ON_OFF, "Asso", "Asso piglia tutto", ""),
    ("Errori", ON_OFF, "Errori", "errori", "Chiamate"),
)
VARIANTS = "Scopa|Scopone|Escoba|Scopone Escoba"
SEATS = "1 contro 1|2 contro 2|3 giocatori|4 giocatori|5 giocatori|6 giocatori"
PRIMIERA = "classica|stretta|somma|sette"
DECKS = "italiane|francesi"
PLAYERS = ", %d giocatori"
DEALS = "%d smazzate"
TO = "ai %d%s"
PRIMIERA_IS = "primiera %s"
