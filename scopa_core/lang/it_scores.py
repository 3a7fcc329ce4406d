"""Italiano: il conto di una smazzata e la fine della partita."""

# Tuples of texts, unpacked by their readers into local names, in this order: a module's
# name costs the board an interned string for good, a local name nothing.
# a deal's: heading (fixed deals, a tie-break), sevens, extra points, Napola and Re bello, the
# totals' rows, foot
BREAKDOWN = ("Smazzata %d|"
             "Smazzata %d/%d|"
             "Spareggio|"
             "Sette|"
             "Extra|"
             "Napola+Re|"
             "Smazzata|"
             "Partita|"
             "A: continua")
# the match's end: a draw, a win, a loss, who won, who conceded, deals, spareggi, streak, won of
# played, foot
RESULT = ("Pari|"
          "Hai vinto!|"
          "Hai perso|"
          "Vince %s|"
          "%s ha abbandonato|"
          "Smazzate giocate: %d|"
          "Spareggi: %d|"
          "Serie: %d  record: %d|"
          "Vinte %d su %d (livello)|"
          "A: titolo")
ROWS = ("Carte|"
        "Denari|"
        "Settebello|"
        "Primiera|"
        "Scope")
SHORT = {
    "Settebello": "7 bello",
    "Napola+Re": "Extra",
    "Spareggio": "Spareg.",
    "Smazzata": "Smaz.",
    "Chiamate": "Chiam.",
    "Partita": "Part.",
}
