"""Italiano: il conto di una smazzata e la fine della partita."""

# Tuples of texts, unpacked by their readers into local names, in this order: a module's
# name costs the board an interned string for good, a local name nothing.
# a deal's: heading (fixed deals, a tie-break), sevens, extra points, Napola and Re bello, the
# totals' rows, foot, the foot when the last capture's scopa was taken back
BREAKDOWN = ("Smazzata %d|"
             "Smazzata %d/%d|"
             "Spareggio|"
             "Sette|"
             "Extra|"
             "Napola+Re|"
             "Smazzata|"
             "Partita|"
             "A: continua|"
             "Ultima presa: no scopa")
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
          "A: titolo|"
          "A: tabellone")
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
