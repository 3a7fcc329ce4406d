"""English: why a move is refused (the terminal shows it; a peer's log keeps it). Mistakes in
the engine's use by a program (an options keyword, a card that is no int) stay in English."""

DEAL_OVER = "the deal is over"
NOT_A_MOVE = "a move is a non-negative int, got %r"
NO_CALL = "no mistake can be called now"
NO_CARD = "move %d names no card"
NO_CHOICE = "move %d: %s has no choice %d here (it has %d)"  # the move, its card, how many
IN_OTHER_HAND = "%s is in player %d's hand, and player %d is to move"
NOT_IN_HAND = "%s is not in the hand of player %d"
MUST_TAKE = "%s can capture, so it cannot be laid down"
CANNOT_TAKE = "%s cannot take %s"
FORCED = "%s takes nothing, and under forced capture a card that can capture must be played"
