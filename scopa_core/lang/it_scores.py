"""Italiano: il conto di una smazzata e la fine della partita."""

DEAL = "Smazzata %d"
DEAL_OF = "Smazzata %d/%d"
SPAREGGIO = "Spareggio"
ROWS = ("Carte", "Denari", "Settebello", "Primiera", "Scope")
SEVENS = "Sette"
EXTRA = "Extra"
NAPOLA_RE = "Napola+Re"
SHORT = {"Settebello": "7 bello", "Napola+Re": "Extra", "Spareggio": "Spareg.",
         "Smazzata": "Smaz.", "Chiamate": "Chiam.", "Partita": "Part."}
DEAL_ROW = "Smazzata"
MATCH_ROW = "Partita"
CONTINUE = "A: continua"
DRAW = "Pari"
WIN = "Hai vinto!"
LOSE = "Hai perso"
WINS = "Vince %s"
CONCEDED = "%s ha abbandonato"
PLAYED = "Smazzate giocate: %d"
SPAREGGI = "Spareggi: %d"
STREAK = "Serie: %d  record: %d"
WON_OF = "Vinte %d su %d (livello)"
TITLE = "A: titolo"
