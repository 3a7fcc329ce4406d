"""English: what went wrong (the save, the board's memory)."""

# Tuples of texts, unpacked by their readers into local names, in this order: a module's
# name costs the board an interned string for good, a local name nothing.
# the save's notice title, a failed write, an unreadable match, out of memory: title, heap,
# stack, how to go on
ERRORS = ("Save problem|"
          "could not save: %s|"
          "saved match unreadable (%s): dropped|"
          "Out of memory|"
          "This board ran out of memory for the match.|"
          "The match needed more of this board's Python stack than it has.|"
          " Continue resumes it from its last deal's end.|"
          " A lower CPU level needs less.")
SAVE = {}
