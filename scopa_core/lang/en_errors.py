"""English: what went wrong (the save, the board's memory)."""

SAVE_PROBLEM = "Save problem"
# The save's problems (scopa_core.save's sentences) as shown: English shows them as they are.
SAVE = {}
COULD_NOT_SAVE = "could not save: %s"
UNREADABLE = "saved match unreadable (%s): dropped"
OUT_OF_MEMORY = "Out of memory"
NO_HEAP = "This board ran out of memory for the match."
NO_STACK = "The match needed more of this board's Python stack than it has."
RESUMES = " Continue resumes it from its last deal's end."
LOWER = " A lower CPU level needs less."
