"""Italiano: il riassunto delle regole (Regole dal titolo e dalla pausa), e cosa fa ogni fine
di partita e ogni regola della casa (la pagina delle regole della casa le mostra anche)."""

CARDS = "40 carte: denari, coppe, bastoni, spade; dall'asso al 7, fante 8, cavallo 9, re 10."
PLAY = ("Giochi una carta. Se in tavola c'e' una carta dello stesso valore la prendi (una "
        "sola); se no prendi le carte che sommano il suo valore (scegli tu quali); se no "
        "resta in tavola. Una carta che puo' prendere deve prendere.")
SCOPA = "Tavola vuota: SCOPA, 1 punto (non all'ultima giocata)."
LAST = "Le carte rimaste alla fine vanno a chi ha preso per ultimo."
SCORING = ("Ogni smazzata vale: carte (la maggioranza) 1, denari 1, settebello (il 7 di denari) "
           "1, primiera 1, ogni scopa 1.")
PRIMIERA = ("Primiera: la carta migliore di ogni seme, 7=21 6=18 asso=16 5=15 4=14 3=13 2=12 "
            "figure 10.")
ESCOBA = "Escoba: prendi le carte che con la tua fanno 15."
SCOPONE = ("Scopone: 10 carte a testa, nessuna in tavola all'inizio (13 in tre giocatori, 8 in "
           "cinque, 6 in sei).")
PLAYERS = ("2 contro 2: i compagni siedono di fronte e contano insieme. Da 3 a 6 giocatori: "
           "ognuno per se', 3 carte a giro.")
KEYS = ("Tasti: croce muove, A gioca, B torna indietro (o chiama un errore), Start mette in "
        "pausa, Select mostra cosa sai e da' consigli.")
ENDS = (
    "Vince chi arriva a %d; se ci arrivano tutti e due, si gioca finche' uno e' avanti di 2.",
    "Vince chi arriva a %d con 2 punti di vantaggio.",
    "Oltre i %d vince il punteggio piu' alto; in parita' si continua.",
    "Dopo %d smazzate vince il totale piu' alto; in parita' si gioca uno spareggio, fino a "
    "tre (al terzo pari perde chi ha preso per ultimo).",
)
HOUSE_TEXT = (
    "Meno carte: una carta che prende una somma deve prendere quella con meno carte.",
    "Napola: asso, 2 e 3 di denari valgono 3, +1 per ogni denaro che segue.",
    "Re bello: il re di denari vale 1.",
    "Asso piglia tutto: l'asso prende tutta la tavola (non e' scopa).",
    "Errori: prendi quello che scegli, giusto o sbagliato. B chiama una presa sbagliata: "
    "+2 (se no -1).",
    "Niente scopa all'ultima: l'ultima presa della smazzata non e' mai scopa, anche se dopo "
    "si cala.",
    "Presa obbligata: se una carta della tua mano puo' prendere, devi giocarne una che prende.",
    "Senza figure: fante, cavallo e re valgono 0 in primiera.",
)
ANY_SET = "Una carta che prende una somma puo' prendere qualsiasi gruppo che la fa."
DEFAULT_MORE = " Nuova partita offre altri punteggi, altre fini e regole della casa."
HOUSE_ON = "\nRegole della casa: "
