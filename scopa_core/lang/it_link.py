"""Italiano: quel che dice il collegamento via cavo (il suo stato, le notizie, perche' una
partita e' finita), caricato per ogni frase e poi lasciato (scopa_core.lang.say)."""

NOT_CONNECTED = "non collegata"
WAITING = "in attesa dell'altra console"
YOU_DEAL = "collegata: dai tu le carte"
THEY_DEAL = "collegata: da' le carte l'altra console"
LEFT = "l'altra console se n'e' andata"
RESTARTED = "l'altra console ha ricominciato il saluto durante la partita: perde la partita"
STOPPED = "l'altra console ha fermato la partita: %s"
GAVE_UP = "l'altra console aveva smesso di aspettare questa: perde la partita"
NO_MEMORY = "l'altra console ha finito la memoria: perde la partita"
LEFT_AFTER_SHUFFLE = ("l'altra console se n'e' andata dopo aver visto la mescolata di questa: "
                      "perde la partita")
STOPPED_LOSES = "l'altra console ha fermato la partita (%s): perde la partita"
STOPPED_LOST = "l'altra console ha fermato la partita: perde la partita"
NO_ACKS = "l'altra console non conferma piu' i messaggi di questa: perde la partita"
SILENT = "l'altra console non risponde da %d s: perde la partita"
QUIET = "l'altra console non risponde (%d s): controlla il cavo"
BYE = ("l'altra console si e' fermata|"
       "le versioni del collegamento sono diverse|"
       "le opzioni sono diverse|"
       "una mescolata non corrispondeva al suo impegno|"
       "ha rifiutato tre volte cio' che questa ha mandato|"
       "le console non concordano sulla partita|"
       "un impegno e' stato copiato")

EMPTY_HELLO = "l'altra console ha mandato un saluto vuoto"
VERSIONS = ("l'altra console parla la versione %d del collegamento, questa la %d: aggiornale "
            "entrambe")
MALFORMED = "l'altra console ha mandato un saluto malformato"
UNKNOWN_OPTIONS = "l'altra console ha scelto opzioni che questa non conosce"
OWN_COMMITMENT = "l'altra console ha rimandato l'impegno di questa"
OTHER_OPTIONS = "l'altra console ha scelto altre opzioni: %s"
NO_RESYNC = "l'altra console non sa risincronizzare una partita: aggiorna il suo gioco"
LEFT_BEFORE = "l'altra console se n'e' andata prima dell'inizio%s: la aspetto"
TIMES = " (%d volte)"
STARTED_OVER = "l'altra console ha ricominciato %d volte: ricominciate su entrambe"
BAD_SHUFFLE_LATE = ("la mescolata dell'altra console non corrispondeva al suo impegno dopo che "
                    "questa ha mostrato il suo: perde la partita")
BAD_SHUFFLE = "la mescolata dell'altra console non corrispondeva al suo impegno"
UNFINISHED = ("l'altra console non ha finito il saluto dopo che questa ha mostrato la sua "
              "mescolata: perde la partita")
HAS_OUR_SHUFFLE = ("l'altra console ha la mescolata di questa e non risponde: perde la partita "
                   "tra %d s")

DISAGREE = "le console non concordano (%s): risincronizzo"
RESYNCED = "risincronizzate dai verbali alla mossa %d"
DAMAGED = "l'altra console ha mandato un verbale danneggiato: perde la partita"
NO_RESYNC_ANSWER = "l'altra console non ha risposto alla risincronia: perde la partita"
NO_LONGER_FITS = ("le console si sono risincronizzate e la tua mossa %s non sta piu' sul tavolo: "
                  "scegli di nuovo")
NO_CARD = "nessuna carta"
REFUSED_MOVE = "l'altra console ha mandato %s: non vale"
KEPT_REFUSED = ("l'altra console continua a mandare cio' che questa deve rifiutare: perde la "
                "partita")
CONCEDED = "l'altro giocatore si e' arreso: hai vinto"
WHY = ("dopo la mossa %s|"
       "la mossa %s e' diversa|"
       "l'altra console ha trovato una differenza|"
       "mossa %s rifiutata")
REFUSED = ("una mossa fuori turno (%s)|"
           "una mossa non valida (%s)|"
           "piu' mosse di fila di quante ne faccia un giocatore (%s)|"
           "una mossa per un turno non ancora arrivato (%s)|"
           "una modifica alla mossa %s, confermata da entrambe|"
           "un checksum contro la posizione dopo la mossa %s, confermata da entrambe|"
           "un checksum della partita ricostruita (mossa %s) che i verbali non danno")
# The turn clock (clock.py): the other player let its time run out; the other board chose
# another turn limit (its seconds, ours).
TIME_UP_WIN = "il tempo dell'altro giocatore e' scaduto: hai vinto"
OTHER_LIMIT = "l'altra console ha scelto %d s a mossa, questa %d s"
