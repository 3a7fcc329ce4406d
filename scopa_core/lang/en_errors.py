"""English: what went wrong (the save, the board's memory)."""

# The save: its notice's title, a failed write (the error follows), an unreadable match (why).
SAVE_PROBLEM = "Save problem"
SAVE_FAILED = "could not save: %s"
UNREADABLE = "saved match unreadable (%s): dropped"
# The save's problems (scopa_core.save says them in English), by their English sentence.
SAVE = {}
# A match dropped when the board ran out: the notice's title, why (the heap or the Python
# stack), how to go on (when a save holds the match), what helps.
OUT_OF_MEMORY = "Out of memory"
NO_HEAP = "This board ran out of memory for the match."
NO_STACK = "The match needed more of this board's Python stack than it has."
RESUMES = " Continue resumes it from its last deal's end."
LOWER_LEVEL = " A lower CPU level needs less."
