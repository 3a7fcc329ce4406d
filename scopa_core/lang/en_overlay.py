"""English: what opens over the table and the menus (pause, Select's pages, a question, a
notice, pages of text), loaded with it."""

# The pause menu: its title and rows (quit on the cable, else save and quit), the
# concession's question.
PAUSE = "Pause"
RESUME = "Resume"
RULES = "Rules"
QUIT_LOSE = "Quit (you lose)"
SAVE_QUIT = "Save and quit"
CONCEDE = "Concede"
CONCEDE_ASK = "Concede the match?"
# The feet: a question's, a notice's, pages of text's (more pages, before the page's number;
# one page).
YES_NO = "A: yes   B: no"
OK = "A: OK"
PAGE_KEYS = "<> page  B back"
BACK = "B back"

# Select's pages: their titles (by scopa_ui.info's parts), their foot (with a hint, without).
PAGES = "Occhio|Carte viste|Legend|Card names"
INFO_KEYS_HINT = "<> page  A hint  B back"
INFO_KEYS = "<> page  B back"
# The occhio: no play yet, a sweep (by the game: scopa, escoba), took (the cards
# follow), laid, the last captures' heading.
NO_PLAY = "No card played yet\nin this deal."
SWEEP = "scopa! |escoba! "
TOOK = "took "
LAID = "laid it"
LAST_CAPTURES = "Last captures:"
# The carte viste: the cards seen and in your hand, those not seen.
SEEN = "%d seen, %d in your hand,"
UNSEEN = "%d not seen yet"
# The legend of the table's letters: two against two, more players (their initials, their
# names), the short words.
LEGEND_TEAMS = "R P L: cards in the hands of Right, Partner (opposite you) and Left."
LEGEND_PLAYERS = "%s: %s. Top line: their points, then their cards in hand when there is room."
LEGEND_WORDS = "pt: points, sc.: scope; D: the dealer."
