"""Italiano: le righe del gioco nel terminale (tools/term.py; solo sul computer, mai sulla
console)."""

PLAYER = "Giocatore %d"
EMPTY = "vuota"
AND = " e "
TAKING = ", prende %s"
SWEEP = ", %s!"
SWEEPS = "scopa|escoba"
PLAYED = "Giochi %s.|%s gioca %s."
CALLED = ("Chiami errore sull'ultima giocata, e hai %s.|"
          "%s chiama errore sull'ultima giocata, e ha %s.")
VERDICT = "ragione|torto"
CHOICE = "chiama errore sull'ultima giocata|gioca %s"
POINTS = "%s: carte %d, %s %d, settebello %d, %s %d, scope %d%s, %s in tutto."
SUIT_POINTS = "denari|quadri"
PRIMIERA = "primiera|sette"
HOUSE_POINTS = ", regole della casa %d"
POINT = "1 punto|%d punti"
TOTALS = "Totali: %s."
SIDE_TOTAL = "%s: %s"
TOTALS_JOIN = "; "
SEED = "%s. Seed %d (--seed %d ridistribuisce queste carte)."
CPU_AT = "una CPU di livello %s|CPU di livello %s"
WATCH = "Guardi: %s giocano a ogni posto%s.|; %s contro %s"
TEAMS = "Due contro due. Il tuo compagno e' %s, %s, seduto di fronte a te; contro di voi %s."
ONE = "Uno contro uno: contro di te %s, %s."
EACH = "Ognuno per se': tu contro %s, %s."
HOUSE = "Regole della casa: "
MEANINGS = {
    "mistakes": "Errori: prendi quello che scegli, giusto o sbagliato. Al tuo turno la lista "
                "delle giocate offre di chiamare errore sull'ultima giocata: +2 se lo era, -1 "
                "se no.",
    "no_viste": "Senza carte viste: le carte uscite nella smazzata non si possono rivedere, e "
                "l'ultimo giro di una smazzata 1 contro 1 non si gioca a carte scoperte.",
    "scoperte": "Due contro due, i compagni giocano con le carte in mano scoperte tra loro.",
}
FRENCH = {
    "napola": "Napola: asso, 2 e 3 di quadri valgono 3, +1 per ogni quadri che segue.",
    "re_bello": "Re bello: il re di quadri vale 1.",
    "asso": "Asso piglia tutto: l'asso prende tutta la tavola (non e' scopa).",
    "no_faces": "Senza figure: fante, donna e re valgono 0 in primiera.",
}
KEYS = ("Scrivi un numero da 1 a %d%s, r per risentire la tua mano e la tavola, o q per "
        "uscire.|"
        ", h per un consiglio")
TURN = "Tocca a te. In mano: %s. In tavola: %s."
NUMBERED = "%d: %s."
PROMPT = "La tua giocata: "
HINT = "Consiglio: %s, %s."
NO_HINTS = "In questa partita i consigli sono spenti. "
TYPO = "%r non e' una giocata. "
DEAL = "Smazzata %d. Mazziere: %s. In tavola: %s."
LEAVE = "Lasci la partita."
EOF_ = "Fine dell'input: la partita si ferma qui."
DEAL_OVER = "La smazzata %d e' finita."
INTERRUPTED = "Interrotta: la partita si ferma qui."
DRAWN = "La partita finisce pari, %s."
WON = ("%s vinci la partita, %d a %s.|%s vincete la partita, %d a %s.|"
       "%s vincono la partita, %d a %s.|%s vince la partita, %d a %s.")
TO = " a "
