"""English: the title, New match and its house rules page, the cable's waiting screen, stats,
about."""

# The title's rows and foot (Stats, About and Torneo title their pages too).
CONTINUE = "Continue match"
NEW_MATCH = "New match"
TORNEO = "Torneo"
STATS = "Stats"
RULES = "Rules"
ABOUT = "About"
CHOOSE = "A: choose"

# New match's rows: the options (scopa_ui.setup.FIELDS), the house rules page, Start! and the
# language, each language named in its own (by scopa_core.lang.LANGS).
OPPONENT = "Opponent"
GAME = "Game"
PLAYERS = "Players"
TARGET = "Target"
PRIMIERA = "Primiera"
END = "End"
DECK = "Deck"
SOUND = "Sound"
HINTS = "Hints"
CARTE_VISTE = "Carte viste"
CARTE_SCOPERTE = "Carte scoperte"
TURN_LIMIT = "Time a move"  # the cable's turn limit, by link.clock.LIMITS_S
TURN_LIMITS = "30 s|60 s|2 min"
HOUSE_RULES = "House rules"
START = "Start!"
LANGUAGE = "Language"
LANGUAGES = "English|Italiano"
# A fixed-deals target; the house rules row: the one rule on, how many are on, none.
FIXED_DEALS = "Deals: %d (no target)"
HOUSE_ROW = "House rules: %s"
HOUSE_COUNT = "%d on"
HOUSE_NONE = "none"
# What the keys do on a row: an option, the house rules page, Start!, Language.
KEYS_OPTION = "<>change A:done"
KEYS_PAGE = "A: open"
KEYS_START = "A: start"
KEYS_LANGUAGE = "<> change"
# The house rules page: its last row, what it does.
DONE = "Done"
DONE_SAYS = "A or B: back to New match."
# A new match in place of the saved one: the question, what it means.
DROP_SAVED = "Drop the saved match?"
COUNTS_AS_LOSS = "It counts as a loss."

# The cable: its name (a notice's title, the waiting screen's), its seating, no port, how to
# wire it, the waiting screen's foot.
CABLE = "Cable link"
CABLE_SEATS = "The cable plays one against one: choose Players 1 v 1."
NO_PORT = "This machine has no cable port. (Simulator: make sim-link.)"
CONNECT = "Connect TX-RX, RX-TX, GND. Waiting for the other board..."
CANCEL = "B: cancel"

# The stats: the columns' heading, their key, the foot.
STATS_HEAD = "      won lost drw  sc bst"
STATS_KEY = "sc scope, bst best streak"
BACK = "B: back"
# About: the page (version, board, memory), the memory on a board, on the host.
ABOUT_TEXT = ("Scopa for CircuitPython handhelds, version %s.\n"
              "Board: %s.\n"
              "Memory: %s.\n"
              "Rules: docs/rules.md. Made by its team; open source.")
MEMORY_FREE = "%d bytes free"
MEMORY_HOST = "(host: not measured)"
# Continue refused: the notice's title, an unreadable match, a cable match.
CANNOT_CONTINUE = "Cannot continue"
UNREADABLE = "The saved match could not be read (%s)."
CABLE_ALONE = "A cable match cannot be resumed alone."
