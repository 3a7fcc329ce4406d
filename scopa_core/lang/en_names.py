"""English: the words for the game's choices (scopa_core.names reads them)."""

LEVELS = "Principiante|Normale|Esperto|Maestro|Cable link"
# by options.END_RULES: (the setup's name, the handshake's words after the target)
ENDS = (("reach, +2 if both", ""), ("win by two", ", win by 2"),
        ("higher score", ", higher score wins"), ("fixed deals", ""))
ON_OFF = ("off", "on")
# by prefs.HOUSE: (the setup's row and its values, the setup's short name, the handshake's
# words, the breakdown's row for the points it gives, or "")
HOUSE_RULES = (
    ("Sums", ("any set", "fewest cards"), "Fewest", "fewest cards", ""),
    ("Napola", ON_OFF, "Napola", "Napola", "Napola"),
    ("Re bello", ON_OFF, "Re bello", "Re bello", "Re bello"),
    ("Asso piglia tutto", ON_OFF, "Asso", "Asso piglia tutto", ""),
    ("Mistakes", ON_OFF, "Mistakes", "mistakes", "Calls"),
    ("No last scopa", ON_OFF, "No last", "no scopa on the last capture", ""),
    ("Forced capture", ON_OFF, "Forced", "forced capture", ""),
    ("Primiera faces", ("10", "0"), "No faces", "faces 0 in primiera", ""),
)
# by the settings' variant and seats (prefs.GAMES, SEAT_PLAYERS), options.PRIMIERA_RULES,
# the settings' deck
VARIANTS = "Scopa|Scopone|Escoba|Scopone Escoba"
SEATS = "1 v 1|2 v 2|3 players|4 players|5 players|6 players"
PRIMIERA = "default|strict|sum|sevens"
DECKS = "Italian|French"
PLAYERS = ", %d players"
DEALS = "%d deals"
TO = "to %d%s"
PRIMIERA_IS = "primiera %s"
# names.options_text: no carte viste, carte scoperte
SHOWN = "no carte viste|carte scoperte"
# card_words.card_legend: its first line, the 7 of the first suit
LEGEND = "Cards: rank, then suit:|7%s is the 7 of %s."
