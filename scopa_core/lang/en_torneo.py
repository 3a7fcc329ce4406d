"""English: the Torneo's screens (its setup and the bracket), loaded with them."""

# Tuples of texts, unpacked by their readers into local names, in this order: a module's
# name costs the board an interned string for good, a local name nothing.
# the setup: title, the Players row, Start!, what a tournament is, foot
SETUP = ("Torneo|"
         "Players|"
         "Start!|"
         "8 players, knockout:\n3 deals a match,\nCPU levels rising.|"
         "A: choose  B: back")
# by seating (prefs.SEAT_PLAYERS: one against one, two against two)
SEATS = "1 v 1|2 v 2"
# the bracket: the player (alone, a pair), the champion's column (won, still to play), the
# banner, the end (won alone, as a pair), out in a round, the next match, feet (over, a match
# to continue, to play), giving up (question, detail), dropping a saved match (question,
# detail)
BRACKET = ("You|"
           "Us|"
           "Campione|"
           "Final|"
           "CAMPIONE!|"
           "You won the Torneo!|"
           "We won the Torneo!|"
           "Out: %s, %d-%d|"
           "Next: %s, %s|"
           "A: done|"
           "A: continue  B: back|"
           "A: play  B: back|"
           "Give up the Torneo?|"
           "It counts as lost.|"
           "Drop the saved match?|"
           "It counts as a loss.")
# by round (scopa_core.torneo.ROUNDS)
ROUNDS = "quarter-final|semi-final|final"
