"""English: a deal's breakdown and the match's end."""

# Tuples of texts, unpacked by their readers into local names, in this order: a module's
# name costs the board an interned string for good, a local name nothing.
# a deal's: heading (fixed deals, a tie-break), sevens, extra points, Napola and Re bello, the
# totals' rows, foot, the foot when the last capture's scopa was taken back
BREAKDOWN = ("Deal %d|"
             "Deal %d/%d|"
             "Spareggio|"
             "Sevens|"
             "Extra|"
             "Napola+Re|"
             "Deal|"
             "Match|"
             "A: continue|"
             "Last capture: no scopa")
# the match's end: a draw, a win, a loss, who won, who conceded, deals, spareggi, streak, won of
# played, foot
RESULT = ("A draw|"
          "You win!|"
          "You lose|"
          "%s wins|"
          "%s conceded|"
          "Deals played: %d|"
          "Spareggi: %d|"
          "Streak: %d  best: %d|"
          "Won %d of %d vs this level|"
          "A: title|"
          "A: bracket")
ROWS = ("Carte|"
        "Denari|"
        "Settebello|"
        "Primiera|"
        "Scope")
SHORT = {"Settebello": "7 bello", "Napola+Re": "Extra", "Spareggio": "Spareg."}
