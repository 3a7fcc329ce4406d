"""English: why a move is refused (the terminal shows it; a peer's log keeps it). Mistakes in
the engine's use by a program (an options keyword, a card that is no int) stay in English."""

# Tuples of texts, unpacked by their readers into local names, in this order: a module's
# name costs the board an interned string for good, a local name nothing.
# the deal is over, a move that is no move, no call now, no card, no such choice, the card in
# another's hand, not in the hand, a card that must take, a set it cannot take, a lay-down under forced capture
REFUSED = ("the deal is over|"
           "a move is a non-negative int, got %r|"
           "no mistake can be called now|"
           "move %d names no card|"
           "move %d: %s has no choice %d here (it has %d)|"
           "%s is in player %d's hand, and player %d is to move|"
           "%s is not in the hand of player %d|"
           "%s can capture, so it cannot be laid down|"
           "%s cannot take %s|"
           "%s takes nothing, and under forced capture a card that can capture must be played")
