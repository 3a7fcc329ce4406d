"""Italiano: le parole delle scelte del gioco (le legge scopa_core.names)."""

LEVELS = "Principiante|Normale|Esperto|Maestro|Via cavo"
END_NAMES = "arrivo, pari +2|scarto di due|punteggio alto|smazzate fisse"
END_WORDS = ("", ", scarto di 2", ", vince chi ha di piu'", "")
ON_OFF = ("no", "si'")
HOUSE_NAMES = ("Somme", "Napola", "Re bello", "Asso piglia tutto", "Errori",
               "Scopa all'ultima", "Presa obbligata", "Figure primiera")
HOUSE_VALUES = (("ogni presa", "meno carte"), ON_OFF, ON_OFF, ON_OFF, ON_OFF, ("vale", "no"),
                ON_OFF, ("10", "0"))
HOUSE_SHORT = ("Meno carte", "Napola", "Re bello", "Asso", "Errori", "No ultima", "Obbligata",
               "No figure")
HOUSE_WORDS = ("meno carte", "Napola", "Re bello", "Asso piglia tutto", "errori",
               "niente scopa all'ultima presa", "presa obbligata", "figure 0 in primiera")
HOUSE_POINTS = ("", "Napola", "Re bello", "", "Chiamate", "", "", "")
VARIANTS = "Scopa|Scopone|Escoba|Scopone Escoba"
SEATS = "1 contro 1|2 contro 2|3 giocatori|4 giocatori|5 giocatori|6 giocatori"
PRIMIERA = "classica|stretta|somma|sette"
DECKS = "italiane|francesi"
PLAYERS = ", %d giocatori"
DEALS = "%d smazzate"
TO = "ai %d%s"
PRIMIERA_IS = "primiera %s"
NO_VISTE = "senza carte viste"
SCOPERTE = "carte scoperte"
LEGEND_HEAD = "Carta: valore, poi seme:"
LEGEND_SEVEN = "7%s e' il 7 di %s."
