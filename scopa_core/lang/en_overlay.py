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
# a question's, a notice's, pages of text's (more pages, before their number; one page)
FEET = ("A: yes   B: no|"
        "A: OK|"
        "<> page  B back|"
        "B back")
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
         "Carte viste|"
         "Legend|"
         "Card names")
# the legend of the table's letters: two against two, more players (their initials, their
# names), the short words
LEGEND = ("R P L: cards in the hands of Right, Partner (opposite you) and Left.|"
          "%s: %s. Top line: their points, then their cards in hand when there is room.|"
          "pt: points, sc.: scope; D: the dealer.")
SWEEP = ("scopa! |"
         "escoba! ")
