"""English: the table's words (its status lines, its message line, its players' names)."""

# The players as seen from your seat, by seat from yours (play goes to your right): two
# against two, and three to six each for themselves.
TEAMS = "You|Right|Partner|Left"
NAMES = "You|Bruno|Carla|Gino|Lia|Rita"
# One against one (you and the CPU, or the other board's player), two sides of a pair each.
YOU = "You"
CPU = "CPU"
OPPONENT = "Opp"
US = "Us"
THEM = "Them"
DEALER = "D"  # the dealer's chip

# The status lines: a side's points and scope (its forms from the longest: the first that
# leaves room for the line's right-hand text shows), the other's hand, the stock.
SIDE_FORMS = "%-5s%2dpt scope %d|%-5s%2dpt sc.%d|%-5s%d sc.%d"
HAND = "hand %d"
STOCK = "stock %d"

# The message line: a card on show (who, the card, what it takes)...
SHOWN_TAKES = "%s: %s takes %s"
SHOWN_LAYS = "%s lays %s"
# ...your card under the cursor: one of its ways (which, how many, what it takes), how many,
# what it takes or that it lays down, that forced capture keeps it in the hand...
WAY = "way %d/%d: %s  A:play"
LAY_IT = "lay it"
WAYS = "%s: %d ways, A to choose"
TAKES = "%s takes %s"
LAYS = "%s: lays it down"
MUST_CAPTURE = "must capture: not %s"
# ...while others play...
THINKS = "%s thinks"
OTHER_BOARD = "Other board's turn"
# ...a hint (its reason follows), a hint to call the mistake, one searched...
HINT = "hint: "
HINT_CALL = "hint: B, call the mistake"
LOOKING = "looking for a hint"
# ...and a key's complaint: not your turn, a hint coming, hints off your turn, a card that
# cannot play, the keys.
NOT_YOUR_TURN = "wait: not your turn"
HINT_COMING = "thinking of a hint..."
HINT_LATER = "hints come on your turn"
CANNOT_PLAY = "that card cannot be played"
KEYS = "Left/Right: card, A: play"

# The flourishes.
SCOPA = "SCOPA!"
SETTEBELLO = "Settebello!"
# The mistakes house rule: a call (who, its points), right, wrong, the cue.
CALL_POINTS = "%s %s for the call"
MISTAKE = "Mistake!"
NO_MISTAKE = "No mistake"
CALL_CUE = "B calls it a mistake"

CABLE = "Cable link"  # the title of the cable's notices
# The cable's turn clock: the last seconds of the player to move (on its status line), and
# the notice when yours ran out.
TIME_LEFT = "%ds left"
TIME_UP_LOSE = "Time ran out: you lose."
