"""One smazzata (deal) of Scopa for 2 to 6 players, in every variant of docs/rules.md: the
state, what it shows, the moves and what each takes, the dealing, the playing, the log of
plays and the points.

A move is a small int ``card | k << CHOICE`` (``cards``): ``k`` indexes the card's choices on
the current table (its captures, or laying it down), so ``moves()`` is a short sorted list;
``CALL`` calls a mistake (mistakes option). Bad input raises ValueError and changes nothing.

The table is kept as sorted "value-major" keys, vm = (rank - 1) * 4 + suit, so where each card
sits depends only on the table's values, summed up in a small int: the signature, sum of
5 ** (value - 1) (at most 4 cards share a value). A card's choices are memoised per signature
as tuples of table positions, shared by every table with the same values.

Each side's pile keeps its cards in the order they were taken (each capture's table cards,
then the card that took them), and ``_log`` holds one byte per card played: how many table
cards it took, plus _SCOPA for a scopa. With the moves played (``history``) that is every
play, at a byte a play. The deals of a match play into the match's list of moves: a deal's
own are the ones from where it began.
"""

from micropython import const

from scopa_core.cards import CALL, CARD, CHOICE, CPYTHON, LOOKUP, VALUE
from scopa_core.options import Options
from scopa_core.rng import Rng
from scopa_core.rules import choices
from scopa_core.scoring import score_deal

# A byte of the log: how many table cards the play took, + _SCOPA for a scopa.
_TAKEN = const(63)
_SCOPA = const(64)
# A table's memo row: row[v] the choices of a card of value v (1..10), and
_SEVERAL = const(0)  # a bitmask of the values not known to have exactly one choice
_VALUES = const(11)  # the table's values

VM_OF = LOOKUP((c % 10) * 4 + c // 10 for c in range(40))
CARD_OF_VM = LOOKUP((k & 3) * 10 + (k >> 2) for k in range(40))
POW5 = (1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125)  # by vm key >> 2

# The deck before shuffling: a list shuffles faster on CPython, a bytearray is smaller on a
# board.
NEW_DECK = list(range(40)) if CPYTHON else bytearray(range(40))
# The memos of choices, one per combination of capture rules: shared by every deal on CPython;
# on a board each deal has its own, so its one row goes with the deal instead of staying in
# the heap for good.
MEMOS = {}


def _no_such(what, i, n):
    """ValueError: ``i`` names none of the ``n`` players or sides (a negative index would
    quietly name the last one, so the lookups check first, inline; the message's words load
    only to refuse)."""
    from scopa_core.explain import no_such

    raise ValueError(no_such(what, i, n))


class Deal:
    """``Deal(players=2, seed=S, dealer=D, **options)``. Without a dealer, one is drawn from the
    seed (the first dealer is chosen at random, docs/rules.md "Dealing"). ``history``: the list
    the moves are appended to (a match's, which all its deals share); a new one by default."""

    # Set only when they change (a redeal, a mistake call, a scopa withdrawn): most deals never
    # have them, so they stay class defaults and a deal's own attributes stay few.
    redeals = 0
    aside = b""  # the cards set aside (some layouts of 5 or 6 players and of Scopone)
    calls = ()  # (caller, right) for each mistake call
    _pending = None  # (player, was_mistake) of the last play while it may be called
    withdrawn = -1  # no_last_scopa: the side whose sweep, the deal's last capture, lost its scopa

    def __init__(self, players=2, seed=0, dealer=None, options=None, history=None, **kw):
        if options is None:
            options = Options(players=players, **kw)
        elif not isinstance(options, Options):
            raise TypeError("options must be Options, not %r" % (options,))
        elif kw or players not in (2, options.players):
            from scopa_core.explain import BOTH

            raise ValueError(BOTH)
        self.options = options
        # At most 30 attributes: beyond that CPython stops sharing the instance dicts' keys and
        # every attribute access gets slower.
        self._side, self._next, rules, table_n, rounds, aside = options.dealing()
        n = options.players
        rng = Rng(seed)
        if dealer is None:
            dealer = rng.below(n)
        if type(dealer) is not int or not 0 <= dealer < n:
            from scopa_core.explain import bad_player

            raise ValueError(bad_player("dealer", dealer, n))
        self.seed = seed
        self.dealer = dealer
        self._capture_rules = rules  # rules.choices' flags: escoba, fewest, asso, mistakes
        self._memo = MEMOS.setdefault(rules, {}) if CPYTHON else {}
        redeals = -1
        while True:
            redeals += 1
            deck = NEW_DECK[:]
            rng.shuffle(deck)
            self._deck = deck = bytes(deck)
            self._pos = 0
            self._left = rounds  # sizes of the rounds still to deal
            self._deal_round()
            pos = self._pos
            self._pos = pos + table_n
            table = []
            sig = 0
            for c in deck[pos:pos + table_n]:
                k = VM_OF[c]
                table.append(k)
                sig += POW5[k >> 2]
            table.sort()
            # Three or four Re among the opening table cards: the same dealer deals again.
            if table_n < 3 or table[-3] < 36:  # vm keys 36..39 are the Re
                break
        if redeals:
            self.redeals = redeals
        if aside:
            self.aside = deck[40 - aside:]
        self._table = table
        self._sig = sig
        sides = options.sides
        self._scope = [0] * sides
        self._piles = list(map(bytearray, self._scope))  # empty; capture order, a byte a card
        self.bonus = [0] * sides  # points from mistake calls
        self.to_move = self._next[dealer]
        self.last_capturer = -1
        self.over = False
        self._hist = [] if history is None else history
        self._first = len(self._hist)  # where this deal's moves begin in it
        self._log = bytearray()  # per card played: table cards taken, + _SCOPA for a scopa
        self._moves = None
        self._mrow = None

    def _deal_round(self):
        """Give each player the round's cards, starting left of the dealer, dealer last."""
        left = self._left
        size = left[0]
        self._left = left[1:]
        deck = self._deck
        pos = self._pos
        nxt = self._next
        hands = [None] * len(nxt)
        p = self.dealer
        for _ in nxt:
            p = nxt[p]
            hands[p] = sorted(deck[pos:pos + size])
            pos += size
        self._pos = pos
        self._hands = hands

    # -- looking -------------------------------------------------------------------------
    @property
    def n(self):
        """Number of players."""
        return len(self._side)

    def hand(self, player):
        if type(player) is not int or not 0 <= player < len(self._hands):
            _no_such("player", player, len(self._hands))
        return tuple(self._hands[player])

    def table(self):
        """The table cards, ascending."""
        return tuple(sorted(CARD_OF_VM[k] for k in self._table))

    def pile(self, side):
        if type(side) is not int or not 0 <= side < len(self._piles):
            _no_such("side", side, len(self._piles))
        return tuple(sorted(self._piles[side]))

    def scope(self, side):
        if type(side) is not int or not 0 <= side < len(self._scope):
            _no_such("side", side, len(self._scope))
        return self._scope[side]

    def side_of(self, player):
        if type(player) is not int or not 0 <= player < len(self._side):
            _no_such("player", player, len(self._side))
        return self._side[player]

    def stock_count(self):
        """Cards still to be dealt (set-aside cards excluded)."""
        return 40 - len(self.aside) - self._pos

    def is_last_round(self):
        return not self._left

    def points(self):
        """Points per side, as ``scoring.score_deal`` (optional points in the total)."""
        o = self.options
        return score_deal(self._piles, self._scope, o.primiera, o.napola, o.re_bello, self.bonus, True,
                          o.no_faces)

    # -- choices and moves -----------------------------------------------------------------
    def choices_of(self, card, strict=False):
        """The card's choices on the current table, as tuples of table positions, kept in the
        table's memo row. ``strict`` asks for the legal ones only, even under the mistakes
        option (worked out afresh: only a play under that option asks, after moves() made the
        row)."""
        memo = self._memo
        v = VALUE[card]
        row = memo.get(self._sig)
        o = self.options
        if strict and o.mistakes:
            return choices(v, row[_VALUES], o.escoba, o.fewest, o.asso)
        if row is None:
            # A board keeps the current table's row only. No value's choices known yet: every
            # value (bits 1..10) may have several.
            if len(memo) >= (100000 if CPYTHON else 1):
                memo.clear()
            row = memo[self._sig] = [2046, None, None, None, None, None, None, None, None, None, None,
                                     [(k >> 2) + 1 for k in self._table]]
        got = row[v]
        if got is None:
            got = row[v] = choices(v, row[_VALUES], *self._capture_rules)
            if len(got) == 1:
                row[_SEVERAL] ^= 1 << v
        return got

    def moves(self):
        """The legal move ints for the player to move, ascending; empty once the deal is over.

        They stay in ``_moves`` until the next play, which checks its move against them, and
        ``_mrow`` keeps the table's memo row, where play() finds the chosen capture."""
        moves = self._moves  # [] once the deal is over
        if moves is None:
            hand = moves = self._hands[self.to_move]
            row = self._mrow = self._memo.get(self._sig)
            if row is None:
                # A new table: the choices of every value (CPython, which keeps its rows) or of
                # the hand's (a board), so that row[_SEVERAL] is exact for the hand.
                for c in range(10) if CPYTHON else hand:
                    self.choices_of(c)
                row = self._mrow = self._memo[self._sig]
            several = row[_SEVERAL]  # values with several choices here (or not known yet)
            for c in hand if several else ():
                if several >> VALUE[c] & 1:
                    moves = hand[:]
                    for c in hand:
                        k = len(row[VALUE[c]] or self.choices_of(c))
                        while k > 1:
                            k -= 1
                            moves.append(c | k << CHOICE)
                    moves.sort()
                    break
            # Else every card has one choice (the usual case): the moves are the hand itself,
            # which play() leaves alone until it has checked the move.
            o = self.options
            if o.forced and not o.mistakes:
                # Forced capture: no lay-down while a card can capture (under mistakes every
                # pick stays offered, and such a lay-down is a mistake: _judge).
                from scopa_core.house import forced

                moves = forced(moves, hand, self.choices_of)
            if o.mistakes:  # the play before may be called
                pending = self._pending
                if pending is not None and self._side[pending[0]] != self._side[self.to_move]:
                    moves = moves + [CALL]
                    moves.sort()
            self._moves = moves
        return moves.copy()

    def move_info(self, m):
        """``(card, captured tuple)`` of a legal move; ``(CALL, ())`` for a call."""
        self._check_legal(m)
        if m == CALL:
            return CALL, ()
        table = self._table
        card = m & CARD
        return card, tuple(sorted(CARD_OF_VM[table[i]] for i in self._mrow[VALUE[card]][m >> CHOICE]))

    def is_scopa(self, m):
        """Whether legal move ``m`` sweeps the table for a scopa (docs/rules.md "Your turn"): it takes every
        table card, and it is neither the deal's last play nor an Asso's sweep under "asso
        piglia tutto". Under no_last_scopa the scopa counts when made, and is withdrawn at the
        deal's end if no capture came after it (``withdrawn``)."""
        card, taken = self.move_info(m)
        p = self.to_move
        return card != CALL and len(taken) == len(self._table) > 0 and bool(
            self._sweep_scores(card, p, len(self._hands[p]) - 1))

    def _sweep_scores(self, card, p, left):
        """A sweep by player ``p`` with ``card``, leaving ``left`` cards in its hand, is a
        scopa: unless an Asso swept (asso piglia tutto) or it is the deal's last play (the
        dealer's last card of the last round)."""
        return not (self.options.asso and card % 10 == 0) and (left or p != self.dealer or self._left)

    def find_move(self, card, captured=()):
        """The move that plays ``card`` taking ``captured`` (any order), or ValueError."""
        from scopa_core.explain import find_move

        return find_move(self, card, captured)

    def _check_legal(self, m):
        """Return if ``m`` is legal now, else raise ValueError saying why."""
        if not self.over and type(m) is int and m in self.moves():
            return
        from scopa_core.explain import why_illegal

        raise ValueError(why_illegal(self, m))

    # -- playing -------------------------------------------------------------------------
    def play(self, m, player=None):
        """Play move ``m`` for the player to move (``player``, when given, must be them)."""
        if player is not None and (type(player) is not int or player != self.to_move):
            from scopa_core.explain import bad_player

            raise ValueError(bad_player("player", player, self.to_move))
        if m not in (self._moves or self.moves()) or type(m) is not int:
            self._check_legal(m)  # raises
        p = self.to_move
        self._hist.append(m)
        self._moves = None
        card = m & CARD
        if self.options.mistakes:
            at = self._judge(m, card, p)
            if at is None:
                return  # a call: nothing else changes
        else:
            at = self._mrow[VALUE[card]][m >> CHOICE]
        hand = self._hands[p]
        hand.remove(card)
        table = self._table
        if at:
            pile = self._piles[self._side[p]]
            n = len(at)
            if n == 1:
                k = table.pop(at[0])
                pile.append(CARD_OF_VM[k])
                self._sig -= POW5[k >> 2]
            else:
                sig = self._sig
                for i in reversed(at):
                    k = table.pop(i)
                    pile.append(CARD_OF_VM[k])
                    sig -= POW5[k >> 2]
                self._sig = sig
            pile.append(card)
            self.last_capturer = p
            if not table and self._sweep_scores(card, p, len(hand)):
                self._scope[self._side[p]] += 1
                n |= _SCOPA
            self._log.append(n)
        else:
            k = VM_OF[card]
            table.append(k)
            table.sort()
            self._sig += POW5[k >> 2]
            self._log.append(0)
        self.to_move = self._next[p]
        # The dealer plays last in every round: after the dealer's last card comes the next
        # round, or after the last round the end of the deal.
        if not hand and p == self.dealer:
            if self._left:
                self._deal_round()
            else:
                self._end()

    def _judge(self, m, card, p):
        """The mistakes option's part of a play: a call scores and is the whole play (None);
        any other play may be called by the next player, so whether it was a mistake is kept,
        and what it takes is returned."""
        if m == CALL:
            _, right = self._pending
            self.bonus[self._side[p]] += 2 if right else -1
            self.calls = list(self.calls) + [(p, right)]
            self._pending = None
            return None
        at = self._mrow[VALUE[card]][m >> CHOICE]
        wrong = at not in self.choices_of(card, True)
        if not (at or wrong) and self.options.forced:
            # Forced capture: a lay-down is wrong while another card of the hand could
            # capture (this one, still in it, cannot: it would be wrong already).
            from scopa_core.house import forced

            wrong = not forced([card], self._hands[p], self.choices_of)
        self._pending = (p, wrong)
        return at

    def _end(self):
        """The deal's end: the cards left on the table go to the last capturer (nobody if
        none; not a scopa)."""
        table = self._table
        if self.last_capturer >= 0 and table:
            self._piles[self._side[self.last_capturer]].extend(CARD_OF_VM[k] for k in table)
            self._table = []
            self._sig = 0
        if self.options.mistakes:
            self._pending = None
        if self.options.no_last_scopa:
            # The last capture's scopa, if it made one, is taken back (the breakdown says so
            # from ``withdrawn``).
            from scopa_core.house import no_last_scopa

            if no_last_scopa(self._log, _SCOPA):
                s = self._side[self.last_capturer]
                self._scope[s] -= 1
                self.withdrawn = s
        # No more choices to look up: a finished deal (a screen may keep it) lets go of its
        # memo row, and on a board of its memo.
        self._mrow = self._memo = None
        self._moves = []
        self.over = True

    # -- the log -------------------------------------------------------------------------
    @property
    def history(self):
        """The move ints played in this deal, in order: a play or a call each."""
        first = self._first
        return self._hist[first:first + len(self._log) + len(self.calls)]

    @property
    def plays(self):
        """Every card played so far: a list of (player, card, captured tuple, scopa)."""
        return self._plays(0)

    def last_play(self):
        """``plays[-1]``, or None before the first play, without building the others (the UI
        asks after every move)."""
        got = self._plays(len(self._log) - 1)
        return got[0] if got else None

    def round_plays(self):
        """The plays of this round, after the last play of the round before (a mistake may be
        called on it in this one): what a player's view keeps, rather than the whole deal's,
        which late in a deal would be the largest thing a view allocates."""
        _, rounds, _ = self.options.layout()
        before = 0
        for size in rounds[:len(rounds) - len(self._left) - 1]:  # every card of those rounds
            before += size
        return self._plays(max(0, before * self.n - 1))

    def _plays(self, first):
        """The plays from the ``first``-th on; the ones before are only counted."""
        out = []
        log = self._log
        side = self._side
        at = [0] * len(self._piles)  # where each side's next capture starts in its pile
        p = self.dealer
        i = 0
        for m in self.history:
            if m != CALL:
                p = self._next[p]
                n = log[i]
                taken = ()
                if n:
                    s = side[p]
                    k = at[s]
                    at[s] = k + (n & _TAKEN) + 1
                    if i >= first:
                        taken = tuple(sorted(self._piles[s][k:at[s] - 1]))
                if i >= first:
                    out.append((p, m & CARD, taken, n > _TAKEN))
                i += 1
        return out

    # -- copies and text -----------------------------------------------------------------
    def clone(self):
        """An independent copy that plays on exactly like the original: the same deal,
        replayed, so no copying code has to keep in step with the state (tests and tools
        clone; play on the board does not)."""
        d = type(self)(seed=self.seed, dealer=self.dealer, options=self.options)
        if d._deck != self._deck:  # this deal drew its dealer from the seed before shuffling
            d = type(self)(seed=self.seed, options=self.options)
        for m in self.history:
            d.play(m)
        return d

    def __repr__(self):
        from scopa_core.notation import deal_text

        return "Deal(%s)" % deal_text(self)
