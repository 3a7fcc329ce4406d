"""English: the table and what opens over it (pause, Select's pages, notices)."""

# Tuples of texts, unpacked by their readers into local names, in this order: a module's
# name costs the board an interned string for good, a local name nothing.
# you, the CPU, the other board, us, them, the dealer's chip
WHO = ("You|"
       "CPU|"
       "Opp|"
       "Us|"
       "Them|"
       "D")
# the status lines and the message line: a side, the other's hand, the stock, a card on show
# (takes, lays), your card's ways (one of them, to lay it, how many), what it takes or that it
# lays, a hint searched, thinking, the other board's turn, a side's shorter forms (when the
# longer would reach the line's right-hand text), a card forced capture keeps in the hand
DRAW = ("%-5s%2dpt scope %d|"
        "hand %d|"
        "stock %d|"
        "%s: %s takes %s|"
        "%s lays %s|"
        "way %d/%d: %s  A:play|"
        "lay it|"
        "%s: %d ways, A to choose|"
        "%s takes %s|"
        "%s: lays it down|"
        "looking for a hint|"
        "%s thinks|"
        "Other board's turn|"
        "%-5s%2dpt sc.%d|"
        "%-5s%d sc.%d|"
        "must capture: not %s")
# a hint (its reason follows, or the call), complaints (not your turn, a hint coming, a card
# that cannot play, the keys), moments (a scopa, the settebello), the mistakes house rule (a
# call's points, right, wrong, the cue), the cable's notices' title, a hint off your turn
SAY = ("hint: |"
       "hint: B, call the mistake|"
       "wait: not your turn|"
       "thinking of a hint...|"
       "that card cannot be played|"
       "Left/Right: card, A: play|"
       "SCOPA!|"
       "Settebello!|"
       "%s %s for the call|"
       "Mistake!|"
       "No mistake|"
       "B calls it a mistake|"
       "Cable link|"
       "hints come on your turn")
TEAMS = ("You|"
         "Right|"
         "Partner|"
         "Left")
NAMES = ("You|"
         "Bruno|"
         "Carla|"
         "Gino|"
         "Lia|"
         "Rita")
