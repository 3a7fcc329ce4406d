"""Italiano: perche' la mossa consigliata e' buona, al piu' ai.hint.REASON_MAX caratteri."""

CALL = "chiama l'errore"
SWEEP = ("fa scopa", "fa escoba")
SETTEBELLO = "prende il settebello"
SEVEN = "un 7 per la primiera"
DENARI = ("prende 1 denaro", "prende %d denari")
LEAVES = ("lascia %d: no scopa", "lascia %d: no escoba")
CARDS = "prende %d carte"
OUT = "usciti %s"
RANKS = ("gli assi", "i 2", "i 3", "i 4", "i 5", "i 6", "i 7", "i fanti", "i cavalli", "i re")
GOOD = "tiene le carte buone"
LEAST = "concede il meno"
