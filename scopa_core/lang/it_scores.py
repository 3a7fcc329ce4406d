"""Italiano: il conto di una smazzata e la fine della partita."""

DEAL_N = "Smazzata %d"
DEAL_OF = "Smazzata %d/%d"
SPAREGGIO = "Spareggio"
CARTE = "Carte"
DENARI = "Denari"
SETTEBELLO = "Settebello"
PRIMIERA = "Primiera"
SCOPE = "Scope"
SEVENS = "Sette"
EXTRA = "Extra"
NAPOLA_RE = "Napola+Re"
DEAL_TOTAL = "Smazzata"
MATCH_TOTAL = "Partita"
CONTINUE = "A: continua"
WITHDRAWN = "Ultima presa: no scopa"
SHORT = {
    "Settebello": "7 bello",
    "Napola+Re": "Extra",
    "Spareggio": "Spareg.",
    "Smazzata": "Smaz.",
    "Chiamate": "Chiam.",
    "Partita": "Part.",
}

DRAW = "Pari"
WIN = "Hai vinto!"
LOSE = "Hai perso"
WINS = "Vince %s"
CONCEDED = "%s ha abbandonato"
DEALS_PLAYED = "Smazzate giocate: %d"
SPAREGGI = "Spareggi: %d"
STREAK = "Serie: %d  record: %d"
WON_OF = "Vinte %d su %d (livello)"
TO_TITLE = "A: titolo"
TO_BRACKET = "A: tabellone"
