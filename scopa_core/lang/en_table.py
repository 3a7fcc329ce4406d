"""English: the table and what opens over it (pause, Select's pages, notices)."""

# Who sits where, from your seat: one against one (the CPU, or the other board), two
# against two, each for themselves (the others have names, each a letter of its own).
YOU = "You"
CPU = "CPU"
OPP = "Opp"
TEAMS = ("You", "Right", "Partner", "Left")
NAMES = ("You", "Bruno", "Carla", "Gino", "Lia", "Rita")
US_THEM = ("Us", "Them")
DEALER = "D"  # the dealer's chip
SIDE = "%-5s%2dpt scope %d"
HAND = "hand %d"
STOCK = "stock %d"
SHOWN_TAKES = "%s: %s takes %s"
SHOWN_LAYS = "%s lays %s"
WAY = "way %d/%d: %s  A:play"
LAY_IT = "lay it"
WAYS = "%s: %d ways, A to choose"
TAKES = "%s takes %s"
LAYS = "%s: lays it down"
LOOKING = "looking for a hint"
THINKS = "%s thinks"
OTHER_TURN = "Other board's turn"
HINT = "hint: "
HINT_CALL = "hint: B, call the mistake"
NOT_YOUR_TURN = "wait: not your turn"
THINKING_HINT = "thinking of a hint..."
CANNOT_PLAY = "that card cannot be played"
LEFT_RIGHT = "Left/Right: card, A: play"
SCOPA = "SCOPA!"
SETTEBELLO = "Settebello!"
# the mistakes house rule
FOR_CALL = "%s %s for the call"
MISTAKE = "Mistake!"
NO_MISTAKE = "No mistake"
B_CALLS = "B calls it a mistake"
# pause
PAUSE = "Pause"
RESUME = "Resume"
RULES = "Rules"
QUIT_LOSE = "Quit (you lose)"
SAVE_QUIT = "Save and quit"
CONCEDE = "Concede"
CONCEDE_Q = "Concede the match?"
YES_NO = "A: yes   B: no"
# notices and pages of text
OK = "A: OK"
MORE = "Down: more"
BACK = "B: back"
CABLE = "Cable link"
# Select's pages
PAGES = ("Occhio", "Carte viste")
SUITS = (("Denari", "Coppe", "Bastoni", "Spade"), ("Quadri", "Cuori", "Fiori", "Picche"))
FOOT_HINT = "<> page  A hint  B back"
FOOT = "<> page  B back"
NONE_YET = ("No card played yet", "in this deal.")
SWEEP = ("scopa! ", "escoba! ")
TOOK = "took "
LAID = "laid it"
LAST_TAKES = "Last captures:"
SEEN = "%d seen, %d in your hand,"
UNSEEN = "%d not seen yet"
HINTS_ON_TURN = "hints come on your turn"
