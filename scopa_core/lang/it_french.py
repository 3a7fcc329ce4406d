"""Italiano: le frasi del riassunto delle regole e delle regole della casa che nominano una
carta italiana, come si leggono con le carte francesi (il mazzo delle impostazioni). Caricate
solo per quel mazzo."""

CARDS = "40 carte: quadri, cuori, fiori, picche; dall'asso al 7, fante 8, donna 9, re 10."
SCORING = ("Ogni smazzata vale: carte (la maggioranza) 1, quadri 1, settebello (il 7 di quadri) "
           "1, primiera 1, ogni scopa 1.")
HOUSE = {
    1: "Napola: asso, 2 e 3 di quadri valgono 3, +1 per ogni quadri che segue.",
    2: "Re bello: il re di quadri vale 1.",
    3: "Asso piglia tutto: l'asso prende tutta la tavola (non e' scopa).",
    7: "Senza figure: fante, donna e re valgono 0 in primiera.",
}
