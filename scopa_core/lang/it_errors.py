"""Italiano: cosa e' andato storto (il salvataggio, la memoria della console)."""

SAVE_PROBLEM = "Salvataggio"
SAVE_FAILED = "salvataggio fallito: %s"
UNREADABLE = "partita salvata illeggibile (%s): scartata"
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
    "Saved tournament damaged: dropped": "Torneo salvato danneggiato: scartato",
    "Saved match is not the tournament's match of this round: dropped":
        "La partita salvata non e' quella del torneo per questo turno: scartata",
}
OUT_OF_MEMORY = "Memoria finita"
NO_HEAP = "La partita ha finito la memoria di questa console."
NO_STACK = "La partita voleva piu' stack Python di quanto questa console ne abbia."
RESUMES = " Continua la riprende dalla fine dell'ultima smazzata."
LOWER_LEVEL = " Un livello piu' basso ne chiede meno."
