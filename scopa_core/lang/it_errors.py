"""Italiano: cosa e' andato storto (il salvataggio, la memoria della console)."""

# Tuples of texts, unpacked by their readers into local names, in this order: a module's
# name costs the board an interned string for good, a local name nothing.
# the save's notice title, a failed write, an unreadable match, out of memory: title, heap,
# stack, how to go on
ERRORS = ("Salvataggio|"
          "salvataggio fallito: %s|"
          "partita salvata illeggibile (%s): scartata|"
          "Memoria finita|"
          "La partita ha finito la memoria di questa console.|"
          "La partita voleva piu' stack Python di quanto questa console ne abbia.|"
          " Continua la riprende dalla fine dell'ultima smazzata.|"
          " Un livello piu' basso ne chiede meno.")
SAVE = {
    "Save damaged: using defaults": "Salvataggio danneggiato: valori iniziali",
    "Save damaged: its last part dropped": "Salvataggio danneggiato: persa l'ultima parte",
    "A save was damaged: using the last good one": "Salvataggio danneggiato: uso l'ultimo buono",
    "Save from a newer version: using defaults":
        "Salvato da una versione piu' nuova: valori iniziali",
    "Save from a newer version: using an older one":
        "Salvato da una versione piu' nuova: uso uno precedente",
    "Unknown part of the save skipped": "Saltata una parte sconosciuta del salvataggio",
    "Some settings were invalid: reset": "Impostazioni non valide: azzerate",
    "Stats damaged: reset": "Statistiche danneggiate: azzerate",
    "Saved match damaged: dropped": "Partita salvata danneggiata: scartata",
}
