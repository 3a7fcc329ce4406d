"""Italiano: cio' che si apre sopra la tavola e i menu (pausa, le pagine di Select, una
domanda, un avviso, pagine di testo), caricato con esso."""

# Tuples of texts, unpacked by their readers into local names, in this order: a module's
# name costs the board an interned string for good, a local name nothing.
# the pause menu: title, resume, rules, quit (on the cable, else), concede, the concession's
# question
PAUSE = ("Pausa|"
         "Riprendi|"
         "Regole|"
         "Esci (hai perso)|"
         "Salva ed esci|"
         "Abbandona|"
         "Abbandoni la partita?")
# a question's, a notice's, pages of text's (more pages, before their number; one page)
FEET = ("A: si'   B: no|"
        "A: OK|"
        "<> pagina B torna|"
        "B torna")
# Select's pages: feet (with a hint, without), no play yet (two lines), took, laid, the
# captures' heading, seen, not seen
INFO = ("<> pagina A idea B torna|"
        "<> pagina  B torna|"
        "Nessuna carta giocata|"
        "in questa smazzata.|"
        "prende |"
        "cala|"
        "Ultime prese:|"
        "%d viste, %d in mano,|"
        "%d ancora da vedere")
PAGES = ("Occhio|"
         "Carte viste|"
         "Legenda|"
         "Nomi delle carte")
LEGEND = ("D C S: carte in mano a Destra, Compagno (di fronte a te) e Sinistra.|"
          "%s: %s. In alto: i loro punti, poi le carte in mano se c'e' posto.|"
          "pt: punti, sc.: scope; M: il mazziere.")
SWEEP = ("scopa! |"
         "escoba! ")
