"""Italiano: il titolo, Nuova partita e le regole della casa, statistiche, info, avvisi."""

# Tuples of texts, unpacked by their readers into local names, in this order: a module's
# name costs the board an interned string for good, a local name nothing.
# the title's rows and foot
TITLE = ("Continua la partita|"
         "Nuova partita|"
         "Torneo|"
         "Statistiche|"
         "Regole|"
         "Informazioni|"
         "A: scegli")
# New match's rows: by scopa_ui.setup.FIELDS, then the house rules, Start! and the language
ROWS = ("Contro|"
        "Gioco|"
        "Posti|"
        "Punti|"
        "Primiera|"
        "Fine|"
        "Carte|"
        "Suoni|"
        "Consigli|"
        "Carte viste|"
        "Carte scoperte|"
        "Regole della casa|"
        "Via!|"
        "Lingua")
# New match's other words: a fixed-deals target, the house rules row (one on, n on, none), the
# house rules page's Done and foot, dropping a saved match (question, detail), the cable's
# seating (title, body), the keys of a row (Language, a page, Start!, an option)
SETUP = ("Smazzate: %d|"
         "Della casa: %s|"
         "%d attive|"
         "nessuna|"
         "Fatto|"
         "A o B: torna a Nuova partita.|"
         "Abbandoni la salvata?|"
         "Conta come persa.|"
         "Via cavo|"
         "Via cavo si gioca uno contro uno: scegli Posti 1 contro 1.|"
         "<> cambia|"
         "A: apri|"
         "A: via|"
         "<>gira A:ok")
# waiting for the cable: title, no port, connect, foot
LINK = ("Via cavo|"
        "Questa macchina non ha la porta del cavo. (Simulatore: make sim-link.)|"
        "Collega TX-RX, RX-TX, GND. Aspetto l'altra console...|"
        "B: annulla")
# the stats: title, heading, key, foot
STATS_PAGE = ("Statistiche|"
              "      vin  per par  sc ser|"
              "sc scope, ser serie record|"
              "B: indietro|"
              "Torneo")
# about: title, body, the memory on a board, on the host
ABOUT_PAGE = ("Informazioni|"
              "Scopa per le console CircuitPython, versione %s.\n"
              "Scheda: %s.\n"
              "Memoria: %s.\n"
              "Regole: docs/rules.md. Fatto dalla sua squadra; open source.|"
              "%d byte liberi|"
              "(host: non misurata)")
# Continue refused: title, an unreadable match, a cable match
CANNOT = ("Impossibile continuare|"
          "La partita salvata non si legge (%s).|"
          "Una partita via cavo non riprende da sola.")
LANGUAGES = ("English|"
             "Italiano")
