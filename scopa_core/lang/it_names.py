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
    ("Scopa all'ultima", ("vale", "no"), "No ultima", "niente scopa all'ultima presa", ""),
    ("Presa obbligata", ON_OFF, "Obbligata", "presa obbligata", ""),
    ("Figure primiera", ("10", "0"), "No figure", "figure 0 in primiera", ""),
)
VARIANTS = "Scopa|Scopone|Escoba|Scopone Escoba"
SEATS = "1 contro 1|2 contro 2|3 giocatori|4 giocatori|5 giocatori|6 giocatori"
PRIMIERA = "classica|stretta|somma|sette"
DECKS = "italiane|francesi"
PLAYERS = ", %d giocatori"
DEALS = "%d smazzate"
TO = "ai %d%s"
PRIMIERA_IS = "primiera %s"
# names.options_text: no carte viste, carte scoperte
SHOWN = "senza carte viste|carte scoperte"
# card_words.card_legend: its first line, the 7 of the first suit
LEGEND = "Carta: valore, poi seme:|7%s e' il 7 di %s."
