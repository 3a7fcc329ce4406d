"""Italiano: perche' una mossa e' rifiutata (la mostra il terminale; la tiene il registro
dell'altra console). Gli errori di un programma che usa il motore restano in inglese."""

DEAL_OVER = "la smazzata e' finita"
NOT_A_MOVE = "una mossa e' un intero non negativo, non %r"
NO_CALL = "ora non si puo' chiamare un errore"
NO_CARD = "la mossa %d non indica una carta"
NO_CHOICE = "mossa %d: %s qui non ha la scelta %d (ne ha %d)"
IN_OTHER_HAND = "%s e' in mano al giocatore %d, e tocca al giocatore %d"
NOT_IN_HAND = "%s non e' in mano al giocatore %d"
MUST_TAKE = "%s puo' prendere, quindi non si puo' calare"
CANNOT_TAKE = "%s non puo' prendere %s"
FORCED = "%s non prende nulla, e con la presa obbligata si gioca una carta che prende"
