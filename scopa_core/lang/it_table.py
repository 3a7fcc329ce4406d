"""Italiano: la tavola e cio' che le si apre sopra (pausa, le pagine di Select, avvisi)."""

# Tuples of texts, unpacked by their readers into local names, in this order: a module's
# name costs the board an interned string for good, a local name nothing.
# you, the CPU, the other board, us, them, the dealer's chip
WHO = ("Tu|"
       "CPU|"
       "Avv|"
       "Noi|"
       "Loro|"
       "M")
# the status lines and the message line: a side, the other's hand, the stock, a card on show
# (takes, lays), your card's ways (one of them, to lay it, how many), what it takes or that it
# lays, a hint searched, thinking, the other board's turn, a side's shorter forms (when the
# longer would reach the line's right-hand text), a card forced capture keeps in the hand
DRAW = ("%-5s%2dpt scope %d|"
        "mano %d|"
        "mazzo %d|"
        "%s: %s prende %s|"
        "%s cala %s|"
        "%d/%d: %s  A:gioca|"
        "cala|"
        "%s: %d prese, A sceglie|"
        "%s prende %s|"
        "%s: va in tavola|"
        "cerco un'idea|"
        "%s pensa|"
        "Tocca all'altra console|"
        "%-5s%2dpt sc.%d|"
        "%-5s%d sc.%d|"
        "devi prendere: non %s")
# a hint (its reason follows, or the call), complaints (not your turn, a hint coming, a card
# that cannot play, the keys), moments (a scopa, the settebello), the mistakes house rule (a
# call's points, right, wrong, the cue), the cable's notices' title, a hint off your turn
SAY = ("idea: |"
       "idea: B, chiama l'errore|"
       "aspetta: non tocca a te|"
       "cerco un'idea...|"
       "quella carta non si gioca|"
       "Sin/Des: carta, A: gioca|"
       "SCOPA!|"
       "Settebello!|"
       "%s %s per la chiamata|"
       "Errore!|"
       "Nessun errore|"
       "B lo chiama errore|"
       "Via cavo|"
       "le idee al tuo turno")
TEAMS = ("Tu|"
         "Destra|"
         "Compagno|"
         "Sinistra")
NAMES = ("Tu|"
         "Bruno|"
         "Carla|"
         "Gino|"
         "Lia|"
         "Rita")
