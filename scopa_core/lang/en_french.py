"""English: the sentences of the rules summary and the house rules that name an Italian card,
as they read with French cards (the settings' deck). Loaded only for that deck."""

# In place of the rules part's paragraphs of the same name.
CARDS = "40 cards: diamonds, hearts, clubs, spades; Ace to 7, Jack 8, Queen 9, King 10."
SCORING = ("Each deal scores: most cards 1, most diamonds 1, settebello (7 of diamonds) 1, "
           "primiera 1, each scopa 1.")
# In place of the rules part's HOUSE_TEXT, by prefs.HOUSE.
HOUSE = {
    1: "Napola: Ace, 2 and 3 of diamonds score 3, +1 for each next diamond.",
    2: "Re bello: the King of diamonds scores 1.",
    3: "Asso piglia tutto: an Ace takes the whole table (not a scopa).",
    7: "No faces: Jack, Queen and King count 0 in the primiera.",
}
