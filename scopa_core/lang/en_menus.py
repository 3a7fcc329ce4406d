"""English: the title, New match and its house rules, stats, about, notices."""

# Tuples of texts, unpacked by their readers into local names, in this order: a module's
# name costs the board an interned string for good, a local name nothing.
# the title's rows and foot
TITLE = ("Continue match|"
         "New match|"
         "Torneo|"
         "Stats|"
         "Rules|"
         "About|"
         "A: choose")
# New match's rows: by scopa_ui.setup.FIELDS, then the house rules, Start! and the language
ROWS = ("Opponent|"
        "Game|"
        "Players|"
        "Target|"
        "Primiera|"
        "End|"
        "Deck|"
        "Sound|"
        "Hints|"
        "Carte viste|"
        "Carte scoperte|"
        "House rules|"
        "Start!|"
        "Language")
# New match's other words: a fixed-deals target, the house rules row (one on, n on, none), the
# house rules page's Done and foot, dropping a saved match (question, detail), the cable's
# seating (title, body), the keys of a row (Language, a page, Start!, an option)
SETUP = ("Deals: %d (no target)|"
         "House rules: %s|"
         "%d on|"
         "none|"
         "Done|"
         "A or B: back to New match.|"
         "Drop the saved match?|"
         "It counts as a loss.|"
         "Cable link|"
         "The cable plays one against one: choose Players 1 v 1.|"
         "<> change|"
         "A: open|"
         "A: start|"
         "<>change A:done")
# waiting for the cable: title, no port, connect, foot
LINK = ("Cable link|"
        "This machine has no cable port. (Simulator: make sim-link.)|"
        "Connect TX-RX, RX-TX, GND. Waiting for the other board...|"
        "B: cancel")
# the stats: title, heading, key, foot
STATS_PAGE = ("Stats|"
              "      won lost drw  sc bst|"
              "sc scope, bst best streak|"
              "B: back|"
              "Torneo")
# about: title, body, the memory on a board, on the host
ABOUT_PAGE = ("About|"
              "Scopa for CircuitPython handhelds, version %s.\n"
              "Board: %s.\n"
              "Memory: %s.\n"
              "Rules: docs/rules.md. Made by its team; open source.|"
              "%d bytes free|"
              "(host: not measured)")
# Continue refused: title, an unreadable match, a cable match
CANNOT = ("Cannot continue|"
          "The saved match could not be read (%s).|"
          "A cable match cannot be resumed alone.")
LANGUAGES = ("English|"
             "Italiano")
