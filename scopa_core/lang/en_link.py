"""English: what the cable link says (its state, its news, why a match ended), loaded for each
sentence and let go (scopa_core.lang.say)."""

# The link's state (link.py).
NOT_CONNECTED = "not connected"
WAITING = "waiting for the other board"
YOU_DEAL = "connected: you deal first"
THEY_DEAL = "connected: the other board deals first"
# The other board's goodbye or silence during a match or after it.
LEFT = "the other board left"
RESTARTED = "the other board started a new handshake during the match: it loses the match"
STOPPED = "the other board stopped the match: %s"  # why (BYE)
GAVE_UP = "the other board had given up waiting for this one: it loses the match"
NO_MEMORY = "the other board ran out of memory: it loses the match"
LEFT_AFTER_SHUFFLE = ("the other board left after this board showed its shuffle: it loses the "
                      "match")
STOPPED_LOSES = "the other board stopped the match (%s): it loses the match"  # why (BYE)
STOPPED_LOST = "the other board stopped the match: it loses the match"
NO_ACKS = "the other board stopped acknowledging this board's messages: it loses the match"
SILENT = "the other board has not answered for %d s: it loses the match"
QUIET = "the other board is not answering (%d s): check the cable"
# Why the other board stopped, by the code its BYE carried (channel.py's BYE_ codes up to
# BYE_COPY).
BYE = ("the other board stopped|"
       "the link versions differ|"
       "the options differ|"
       "a shuffle did not match its commitment|"
       "it refused what this board sent three times|"
       "the boards disagree about the match|"
       "a commitment was copied")

# The handshake (handshake.py): a greeting refused (empty, another version: its and ours,
# malformed, unknown options, our own commitment back, other options, no resync).
EMPTY_HELLO = "the other board sent an empty greeting"
VERSIONS = "the other board speaks link version %d, this one %d: update both"
MALFORMED = "the other board sent a malformed greeting"
UNKNOWN_OPTIONS = "the other board chose options this board does not know"
OWN_COMMITMENT = "the other board sent back this board's own commitment"
OTHER_OPTIONS = "the other board chose different options: %s"
NO_RESYNC = "the other board cannot resynchronize a match: update its game"
# The other board came and went before the match (how often, after the first time), started
# over too often.
LEFT_BEFORE = "the other board left before the match began%s: waiting for it"
TIMES = " (%d times)"
STARTED_OVER = "the other board started over %d times: start again on both boards"
# Its shuffle did not match its commitment (after ours was shown: it loses; before).
BAD_SHUFFLE_LATE = ("the other board's shuffle did not match its commitment after this board "
                    "showed its own: it loses the match")
BAD_SHUFFLE = "the other board's shuffle did not match its commitment"
# After our shuffle: it did not finish the handshake, it has not answered (seconds left).
UNFINISHED = ("the other board did not finish the handshake after this board showed its "
              "shuffle: it loses the match")
HAS_OUR_SHUFFLE = ("the other board has this board's shuffle and does not answer: it loses the "
                   "match in %d s")

# Mending (resync.py, moves.py): the boards disagree (why), resynchronized (at move), what
# went wrong in a resync, your move no longer fits (its card), something refused (what, of
# its card or move), too many of them.
DISAGREE = "the boards disagree (%s): resynchronizing"
RESYNCED = "resynchronized from the transcripts at move %d"
DAMAGED = "the other board sent a damaged transcript: it loses the match"
NO_RESYNC_ANSWER = "the other board did not answer the resync: it loses the match"
NO_LONGER_FITS = ("the boards resynchronized, and your move %s no longer fits the table: choose "
                  "again")
NO_CARD = "no card"  # a move's card, when it names none
REFUSED_MOVE = "the other board sent %s: refused"
KEPT_REFUSED = ("the other board kept sending what this board must refuse: it loses the "
                "match")
CONCEDED = "the other player conceded: you win"
# Why the boards disagree, by moves.py's W_ number: after a move (its number), a move
# differs (its number), the other board found it, something refused (its card or move).
WHY = ("after move %s|"
       "move %s differs|"
       "the other board found a difference|"
       "move %s refused")
# What was refused, by moves.py's kinds (of its card or move): a move out of turn, illegal,
# more in a row than a player makes, for a ply not yet come; a confirmed move changed; a
# checksum against a confirmed position; a checksum of the rebuilt match.
REFUSED = ("a move out of turn (%s)|"
           "an illegal move (%s)|"
           "more moves in a row than a player makes (%s)|"
           "a move for a turn not yet come (%s)|"
           "a change to move %s, which both boards had confirmed|"
           "a checksum against the position after move %s, which both boards had confirmed|"
           "a checksum of the rebuilt match (move %s) that the transcripts do not give")
# The turn clock (clock.py): the other player let its time run out; the other board chose
# another turn limit (its seconds, ours).
TIME_UP_WIN = "the other player's time ran out: you win"
OTHER_LIMIT = "the other board chose %d s a move, this one %d s"
