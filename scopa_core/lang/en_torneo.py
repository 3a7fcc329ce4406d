"""English: the Torneo's screens (its setup and the bracket), loaded with them."""

# The setup: its title (the bracket's too), the Players row and its values (by
# prefs.SEAT_PLAYERS: one against one, two against two), Start!, what a tournament is, foot.
TORNEO = "Torneo"
PLAYERS = "Players"
SEATS = "1 v 1|2 v 2"
START = "Start!"
WHAT = "8 players, knockout:\n3 deals a match,\nCPU levels rising."
SETUP_KEYS = "A: choose  B: back"

# The bracket: the player (alone, a pair), the champion's column (won, still to play), the
# banner, the end (won alone, as a pair), out in a round (by scopa_core.torneo.ROUNDS; the
# scores), the next match (whom, their level), feet (over, a match to continue, to play).
YOU = "You"
US = "Us"
CAMPIONE = "Campione"
FINAL = "Final"
BANNER = "CAMPIONE!"
WON_ALONE = "You won the Torneo!"
WON_PAIR = "We won the Torneo!"
ROUNDS = "quarter-final|semi-final|final"
OUT = "Out: %s, %d-%d"
NEXT = "Next: %s, %s"
OVER_KEYS = "A: done"
CONTINUE_KEYS = "A: continue  B: back"
PLAY_KEYS = "A: play  B: back"
# Giving up (the question, what it means); a saved match dropped for the round's.
GIVE_UP = "Give up the Torneo?"
COUNTS_AS_LOST = "It counts as lost."
DROP_SAVED = "Drop the saved match?"
COUNTS_AS_LOSS = "It counts as a loss."
