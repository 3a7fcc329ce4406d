"""English: the terminal game's own lines (tools/term.py; host only, never on the board)."""

PLAYER = "Player %d"  # a seat when you watch
EMPTY = "empty"  # a table or hand with no cards
AND = " and "  # the last two of a list
TAKING = ", taking %s"
SWEEP = ", a %s"
SWEEPS = "scopa|escoba"  # by the game
# a play: yours, another's; a call of a mistake: yours, another's; its verdict (right, wrong)
YOU_PLAY = "You play %s."
PLAYS = "%s plays %s."
YOU_CALL = "You call the last play a mistake, and you are %s."
CALLS = "%s calls the last play a mistake, and is %s."
RIGHT = "right"
WRONG = "wrong"
# a play of your list: calling the mistake, a card
CHOICE_CALL = "call the last play a mistake"
CHOICE_PLAY = "play %s"
# a side's points in a deal (its name, carte, the first suit's word and its count,
# settebello, primiera or sevens and its count, scope, the house rules' points, the total),
# the first suit by deck (Italian, French), the totals so far (a side's name and points, each)
DEAL_POINTS = "%s: carte %d, %s %d, settebello %d, %s %d, scope %d%s, %s in all."
SUIT_POINTS = "denari|diamonds"
PRIMIERA = "primiera"
SEVENS = "sevens"
HOUSE_POINTS = ", house rules %d"
ONE_POINT = "1 point"
POINTS = "%d points"
TOTALS = "Totals: %s."
SIDE_TOTAL = "%s: %s"
TOTALS_JOIN = "; "
# the match's start: the options and the seed; the CPUs' level (one, more); watching (the
# sides, when teams play); two against two; one against one; each for themselves; house rules
SEED = "%s. Seed %d (--seed %d plays these cards again)."
CPU_AT = "a CPU at level %s"
CPUS_AT = "CPUs at level %s"
WATCH = "You watch: %s play every seat%s."
WATCH_SIDES = "; %s play against %s"
TEAMS = "Two against two. Your partner is %s, %s, sitting opposite you; %s play against you."
ONE = "One against one: %s, %s, plays against you."
EACH = "Each for themselves: you against %s, %s."
HOUSE = "House rules: "
# the flags the rules summary does not describe, and the mistakes' call as made here (no B
# key: a call is one of your plays)
MEANINGS = {
    "mistakes": "Mistakes: you pick what you take, right or wrong. At your turn the list of "
                "plays offers to call the last play a mistake: +2 if it was one, -1 if not.",
    "no_viste": "No carte viste: the cards seen this deal are not offered, and a 1 v 1 deal's "
                "last round is not played face up.",
    "scoperte": "Two against two, partners play with their hands open to each other.",
}
# your turn: the keys (how many plays, the hint's words), your hand and the table, a play by
# number, the prompt, a hint, hints off, a typo
KEYS = "Type a number from 1 to %d%s, r to hear your hand and the table again, or q to quit."
KEYS_HINT = ", h for a hint"
TURN = "Your turn. Your hand: %s. Table: %s."
NUMBERED = "%d: %s."
PROMPT = "Your play: "
HINT = "Hint: %s, %s."
NO_HINTS = "Hints are off in this match. "
TYPO = "%r is not a play. "
# a deal starts, you leave, input ends, a deal is over, Ctrl-C
DEAL = "Deal %d. Dealer: %s. Table: %s."
LEAVE = "You leave the match."
EOF_ = "End of input: the match stops here."
DEAL_OVER = "Deal %d is over."
INTERRUPTED = "Interrupted: the match stops here."
# the end: a draw (the totals), the winners (you, you and your partner, two others, one
# other), the points joined
DRAWN = "The match is drawn, %s."
YOU_WIN = "%s win the match, %d to %s."
YOU_TWO_WIN = "%s win the match, %d to %s."
THEY_WIN = "%s win the match, %d to %s."
ONE_WINS = "%s wins the match, %d to %s."
TO = " to "
