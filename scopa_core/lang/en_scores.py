"""English: a deal's breakdown and the match's end."""

# A deal's breakdown: its heading (the deal; of how many, with fixed deals; a tie-break), its
# rows (the sevens in the primiera's place under that rule, the house rules' points, Napola
# and Re bello together), the totals' rows, its foot (the foot when the last capture's scopa
# was taken back).
DEAL_N = "Deal %d"
DEAL_OF = "Deal %d/%d"
SPAREGGIO = "Spareggio"
CARTE = "Carte"
DENARI = "Denari"
SETTEBELLO = "Settebello"
PRIMIERA = "Primiera"
SCOPE = "Scope"
SEVENS = "Sevens"
EXTRA = "Extra"
NAPOLA_RE = "Napola+Re"
DEAL_TOTAL = "Deal"
MATCH_TOTAL = "Match"
CONTINUE = "A: continue"
WITHDRAWN = "Last capture: no scopa"
# A row's label too long for six players' columns: its short form.
SHORT = {"Settebello": "7 bello", "Napola+Re": "Extra", "Spareggio": "Spareg."}

# The match's end: its heading (a draw, a win, a loss), who won, who conceded, the deals, the
# spareggi, your streak and best, won of played against this level, the foot (to the title,
# to the tournament's bracket).
DRAW = "A draw"
WIN = "You win!"
LOSE = "You lose"
WINS = "%s wins"
CONCEDED = "%s conceded"
DEALS_PLAYED = "Deals played: %d"
SPAREGGI = "Spareggi: %d"
STREAK = "Streak: %d  best: %d"
WON_OF = "Won %d of %d vs this level"
TO_TITLE = "A: title"
TO_BRACKET = "A: bracket"
