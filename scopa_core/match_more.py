"""The rarer ends of a match (docs/rules.md "Winning the match"), loaded only when one happens, so a board
keeps their code out of its heap in an ordinary match: a side abandoning, and the end of a
fixed-deal match with its spareggi.
"""

from scopa_core.scoring import TOTAL, sole_best


def deal_points_available(options):
    """Points a smazzata hands out at its end (carte, denari, settebello, primiera, and
    Re bello when on): what an abandoning player's opponent receives (docs/rules.md "Winning the match")."""
    return 5 if options.re_bello else 4


def abandon(match, side):
    """``side`` quits: it loses. Points already assigned in the deal (scope, calls) count;
    everything the deal would still hand out goes to every other side, plus one scopa."""
    sides = match.options.sides
    if not 0 <= side < sides:
        raise ValueError("no side %r to abandon" % (side,))
    d = match.deal
    d._hist = d.history  # the deal stops playing into the match's history
    gift = deal_points_available(match.options) + 1
    t = match.totals
    best = -1
    for s in range(sides):
        t[s] += d.scope(s) + d.bonus[s]
        if s != side:
            t[s] += gift
            if best < 0 or t[s] > t[best]:
                best = s
    match.abandoned_by = side
    match.winner = best
    match.margin = max(0, t[best] - t[side])
    match.over = True


def _win(match, side, rivals):
    """``side`` wins by its lead over the best of ``rivals`` (the other sides still in)."""
    t = match.totals
    match._win(side, t[side] - max(t[s] for s in rivals if s != side))


def decide_fixed(match, pts, deal, best):
    """After a smazzata of a fixed-deal match (``best``: the side alone in the lead, or -1)."""
    t = match.totals
    if match._tied is None:
        if len(match.results) < match.options.deals:
            return
        if best >= 0:
            _win(match, best, range(len(t)))
            return
        top = max(t)
        match._tied = [s for s in range(len(t)) if t[s] == top]
        return  # play the first spareggio
    match.tiebreaks += 1
    tied = match._tied
    # A spareggio is won by whoever of the tied sides scores more in it.
    winner = sole_best([pts[s][TOTAL] for s in tied])
    if winner >= 0:
        _win(match, tied[winner], tied)
        return
    if match.tiebreaks < 3:
        return
    # Third spareggio tied too: the side of its last capturer loses.
    if deal.last_capturer >= 0:
        loser = deal.side_of(deal.last_capturer)
        left = [s for s in tied if s != loser]
        if len(left) == 1:
            _win(match, left[0], tied)
            return
    match.over = True  # nobody captured, or several sides remain: a draw
