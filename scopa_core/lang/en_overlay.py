"""English: what opens over the table and the menus (pause, Select's pages, a question, a
notice, pages of text), loaded with it."""

# Tuples of texts, unpacked by their readers into local names, in this order: a module's
# name costs the board an interned string for good, a local name nothing.
# the pause menu: title, resume, rules, quit (on the cable, else), concede, the concession's
# question
PAUSE = ("Pause|"
         "Resume|"
         "Rules|"
         "Quit (you lose)|"
         "Save and quit|"
         "Concede|"
         "Concede the match?")
# a question's, a notice's, pages of text's (more to come, the last)
FEET = ("A: yes   B: no|"
        "A: OK|"
        "Down: more|"
        "B: back")
# Select's pages: feet (with a hint, without), no play yet (two lines), took, laid, the
# captures' heading, seen, not seen
INFO = ("<> page  A hint  B back|"
        "<> page  B back|"
        "No card played yet|"
        "in this deal.|"
        "took |"
        "laid it|"
        "Last captures:|"
        "%d seen, %d in your hand,|"
        "%d not seen yet")
PAGES = ("Occhio|"
         "Carte viste")
SUITS = (("Denari", "Coppe", "Bastoni", "Spade"), ("Quadri", "Cuori", "Fiori", "Picche"))
SWEEP = ("scopa! |"
         "escoba! ")
