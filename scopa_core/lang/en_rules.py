"""English: the rules summary (the title's and the pause menu's Rules), and what each match
end and house rule does (the setup's house rules page shows those too)."""

# The summary, a paragraph a text, in the order the Rules page shows them (its match end and
# house rules come before KEYS).
CARDS = "40 cards: denari, coppe, bastoni, spade; Asso to 7, Fante 8, Cavallo 9, Re 10."
PLAY = ("Play a card. If a table card has the same value you take it (one only); otherwise "
        "cards that add up to its value (your choice of set); otherwise it stays on the "
        "table. A card that can take must take.")
SCOPA = "Empty the table: SCOPA, 1 point (not on the last play)."
LAST = "Cards left at the end go to the last to take."
SCORING = ("Each deal scores: most cards 1, most denari 1, settebello (7 denari) 1, primiera 1, "
           "each scopa 1.")
PRIMIERA = "Primiera: best card of each suit, 7=21 6=18 A=16 5=15 4=14 3=13 2=12 figures 10."
ESCOBA = "Escoba: take cards that with yours make 15."
SCOPONE = ("Scopone: hands of 10, no table cards at the start (13 with three players, 8 with "
           "five, 6 with six).")
PLAYERS = ("2 v 2: partners sit opposite and score together. 3 to 6 players: each for "
           "themselves, 3 cards a round.")
KEYS = ("Keys: d-pad moves, A plays, B backs out (or calls a mistake), Start pauses, Select "
        "shows what you know and gives hints.")
# How a match ends, by options.END_RULES: with the target (the deals for fixed deals).
ENDS = (
    "First to %d wins; if both reach it, play on until one leads by 2.",
    "First to reach %d while 2 points ahead wins.",
    "Above %d, the higher score wins; a tie plays on.",
    "After %d deals the higher total wins; a tie plays a spareggio, up to three (a third "
    "tie: the last to take in it loses).",
)

# The house rules, by prefs.HOUSE, as they read when on (the setup's page shows them too, less
# the name before the colon; ANY_SET under the Sums row when it is off).
HOUSE_TEXT = (
    "Fewest cards: a card that takes a sum must take a set with the fewest cards.",
    "Napola: Asso, 2 and 3 of denari score 3, +1 for each next denaro.",
    "Re bello: the Re of denari scores 1.",
    "Asso piglia tutto: an Asso takes the whole table (not a scopa).",
    "Mistakes: you pick what you take, right or wrong. B calls a wrong pick: +2 (else -1).",
    "No last scopa: the deal's last capture is never a scopa, even with lay-downs after it.",
    "Forced capture: if any card of your hand can capture, you must play one that captures.",
    "No faces: Fante, Cavallo and Re count 0 in the primiera.",
)
ANY_SET = "A card that takes a sum may take any set that adds up to it."
DEFAULT_MORE = " New match offers other targets and ends, and house rules."
HOUSE_ON = "\nHouse rules: "
