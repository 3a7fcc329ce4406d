"""English: the words for the game's choices (scopa_core.names reads them)."""

# The opponents, by the settings' level (the other board last).
LEVELS = "Principiante|Normale|Esperto|Maestro|Cable link"
# How a match ends, by options.END_RULES: the setup's name, the handshake's words after the
# target.
END_NAMES = "reach, +2 if both|win by two|higher score|fixed deals"
END_WORDS = ("", ", win by 2", ", higher score wins", "")
ON_OFF = ("off", "on")  # by a flag's value
# The house rules, by prefs.HOUSE: the setup's row and its values, the setup's short name,
# the handshake's words, the breakdown's row for the points it gives (or "").
HOUSE_NAMES = ("Sums", "Napola", "Re bello", "Asso piglia tutto", "Mistakes", "No last scopa",
               "Forced capture", "Primiera faces")
HOUSE_VALUES = (("any set", "fewest cards"), ON_OFF, ON_OFF, ON_OFF, ON_OFF, ON_OFF, ON_OFF,
                ("10", "0"))
HOUSE_SHORT = ("Fewest", "Napola", "Re bello", "Asso", "Mistakes", "No last", "Forced",
               "No faces")
HOUSE_WORDS = ("fewest cards", "Napola", "Re bello", "Asso piglia tutto", "mistakes",
               "no scopa on the last capture", "forced capture", "faces 0 in primiera")
HOUSE_POINTS = ("", "Napola", "Re bello", "", "Calls", "", "", "")
# By the settings' variant and seats (prefs.GAMES, SEAT_PLAYERS), options.PRIMIERA_RULES,
# the settings' deck.
VARIANTS = "Scopa|Scopone|Escoba|Scopone Escoba"
SEATS = "1 v 1|2 v 2|3 players|4 players|5 players|6 players"
PRIMIERA = "default|strict|sum|sevens"
DECKS = "Italian|French"
# The options in a few words (names.options_text): the players, the deals or the target and
# the end's words, the primiera's rule, the cards on show when not as by default.
PLAYERS = ", %d players"
DEALS = "%d deals"
TO = "to %d%s"
PRIMIERA_IS = "primiera %s"
NO_VISTE = "no carte viste"
SCOPERTE = "carte scoperte"
# The legend of a card's letters (card_words.card_legend): its first line, the 7 of the
# first suit (its letter, its name).
LEGEND_HEAD = "Cards: rank, then suit:"
LEGEND_SEVEN = "7%s is the 7 of %s."
