"""English: what the cable link says (its state, its news, why a match ended), loaded for each
sentence and let go (scopa_core.lang.say)."""

# The link's state and its ends (link.py): not connected, waiting, connected (you deal, the
# other board deals), the other board left, started over, stopped (why), gave up waiting, ran
# out of memory, left after the shuffle, stopped (why, it loses), stopped (it loses), stopped
# acknowledging, silent (seconds, it loses), not answering (seconds)
LINK = ("not connected|"
        "waiting for the other board|"
        "connected: you deal first|"
        "connected: the other board deals first|"
        "the other board left|"
        "the other board started a new handshake during the match: it loses the match|"
        "the other board stopped the match: %s|"
        "the other board had given up waiting for this one: it loses the match|"
        "the other board ran out of memory: it loses the match|"
        "the other board left after this board showed its shuffle: it loses the match|"
        "the other board stopped the match (%s): it loses the match|"
        "the other board stopped the match: it loses the match|"
        "the other board stopped acknowledging this board's messages: it loses the match|"
        "the other board has not answered for %d s: it loses the match|"
        "the other board is not answering (%d s): check the cable")
# Why the other board stopped, by the code its BYE carried (channel.py's BYE_ codes, 0 to 6)
BYE = ("the other board stopped|"
       "the link versions differ|"
       "the options differ|"
       "a shuffle did not match its commitment|"
       "it got illegal moves|"
       "the boards disagree about the match|"
       "a commitment was copied")
# The handshake (handshake.py): an empty greeting, another version (its, ours), a malformed
# greeting, unknown options, no answer after the shuffle, left before the match (how often),
# how often, our own commitment back, other options (which), started over (times), a shuffle
# not matching its commitment (after ours; before), cannot resynchronize, silent after
# our shuffle (seconds left)
HELLO = ("the other board sent an empty greeting|"
         "the other board speaks link version %d, this one %d: update both|"
         "the other board sent a malformed greeting|"
         "the other board chose options this board does not know|"
         "the other board did not finish the handshake after this board showed its shuffle: "
         "it loses the match|"
         "the other board left before the match began%s: waiting for it|"
         " (%d times)|"
         "the other board sent back this board's own commitment|"
         "the other board chose different options: %s|"
         "the other board started over %d times: start again on both boards|"
         "the other board's shuffle did not match its commitment after this board showed its "
         "own: it loses the match|"
         "the other board's shuffle did not match its commitment|"
         "the other board cannot resynchronize a match: update its game|"
         "the other board has this board's shuffle and does not answer: it loses the match "
         "in %d s")
# Mending (resync.py, moves.py): disagreeing (why; no more resyncs), resynchronizing (why), a
# damaged transcript, moves taken back, resynchronized (at move), your move no longer fits
# (card), no answer to the resync, no card, the other player conceded, refused (what, card),
# kept sending illegal moves, rewrote a confirmed move (which)
MEND = ("the boards disagree about the match (%s): match stopped|"
        "the boards disagree (%s): resynchronizing|"
        "the other board sent a damaged transcript: it loses the match|"
        "the other board's transcript takes back moves both boards had confirmed: it loses "
        "the match|"
        "resynchronized from the transcripts at move %d|"
        "the boards resynchronized, and your move %s no longer fits the table: choose again|"
        "the other board did not answer the resync: it loses the match|"
        "no card|"
        "the other player conceded: you win|"
        "the other board sent %s (%s): refused|"
        "the other board kept sending illegal moves: it loses the match|"
        "the other board rewrote move %d, which both boards had confirmed: it loses the match")
# Why the boards disagree (moves.py's W_ names): after a move (its number), a move differs
# (number), the other board found it, a move refused (card), a move missing (number), still
# after the resync
WHY = ("after move %s|"
       "move %s differs|"
       "the other board found a difference|"
       "move %s refused|"
       "move %s is missing|"
       "still after the resync")
# What a refused move was: out of turn, illegal, more in a row than a player makes
REFUSED = ("a move out of turn|"
           "an illegal move|"
           "more moves in a row than a player makes")
