"""Italiano: perche' una mossa e' rifiutata (la mostra il terminale; la tiene il registro
dell'altra console). Gli errori di un programma che usa il motore restano in inglese."""

# Tuples of texts, unpacked by their readers into local names, in this order: a module's
# name costs the board an interned string for good, a local name nothing.
REFUSED = ("la smazzata e' finita|"
           "una mossa e' un intero non negativo, non %r|"
           "ora non si puo' chiamare un errore|"
           "la mossa %d non indica una carta|"
           "mossa %d: %s qui non ha la scelta %d (ne ha %d)|"
           "%s e' in mano al giocatore %d, e tocca al giocatore %d|"
           "%s non e' in mano al giocatore %d|"
           "%s puo' prendere, quindi non si puo' calare|"
           "%s non puo' prendere %s|"
           "%s non prende nulla, e con la presa obbligata si gioca una carta che prende")
