"""English: a deal's breakdown and the match's end."""

DEAL = "Deal %d"
DEAL_OF = "Deal %d/%d"
SPAREGGIO = "Spareggio"
ROWS = ("Carte", "Denari", "Settebello", "Primiera", "Scope")  # by scoring's columns
SEVENS = "Sevens"
EXTRA = "Extra"
NAPOLA_RE = "Napola+Re"
# Labels too long beside six columns: their short forms.
SHORT = {"Settebello": "7 bello", "Napola+Re": "Extra", "Spareggio": "Spareg."}
DEAL_ROW = "Deal"
MATCH_ROW = "Match"
CONTINUE = "A: continue"
DRAW = "A draw"
WIN = "You win!"
LOSE = "You lose"
WINS = "%s wins"
CONCEDED = "%s conceded"
PLAYED = "Deals played: %d"
SPAREGGI = "Spareggi: %d"
STREAK = "Streak: %d  best: %d"
WON_OF = "Won %d of %d vs this level"
TITLE = "A: title"
