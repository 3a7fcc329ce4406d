"""The rules summary of the pause menu (RULES.md in a few screens)."""

RULES = (
    "40 cards: denari, coppe, bastoni, spade; Asso to 7, Fante 8, Cavallo 9, Re 10.\n"
    "Play a card. If a table card has the same value you take it (one only). Otherwise you "
    "may take cards that add up to its value. Else it stays on the table.\n"
    "Empty the table: SCOPA, 1 point (not on the last play).\n"
    "Cards left at the end go to the last to take.\n"
    "Each deal scores: most cards 1, most denari 1, settebello (7 denari) 1, primiera 1, "
    "each scopa 1.\n"
    "Primiera: best card of each suit, 7=21 6=18 A=16 5=15 4=14 3=13 2=12 figures 10.\n"
    "Escoba: take cards that with yours make 15.\n"
    "Scopone: hands of 10, no table cards at the start.\n"
    "First to the target wins; if both reach it, the one ahead by 2.\n"
    "Keys: d-pad moves, A plays, B backs out, Start pauses, Select shows what you know "
    "and gives hints."
)
