"""scopa_core.notation: cards, moves and options as text that round-trips."""

from scopa_core.cards import CALL, card_name
from scopa_core.deal import Deal
from scopa_core.notation import parse_card, move_text, parse_move, parse_options, describe_options
from scopa_core.record import pack_options, unpack_options
from scopa_core.options import Options


def test_card_names_round_trip():
    for c in range(40):
        assert parse_card(card_name(c)) == c
        assert parse_card(card_name(c).lower()) == c
    assert card_name(0) == "AD" and card_name(6) == "7D" and card_name(39) == "RS"
    assert card_name(17) == "FC" and card_name(28) == "CB"
    assert parse_card("RS") == parse_card("KS") == parse_card("10S") == 39
    assert parse_card("JD") == 7 and parse_card("QB") == 28 and parse_card("7D") == 6
    for bad in ("", "7", "7X", "ZD", "11D", "0D", "D"):
        if bad == "7":
            continue  # digits alone read as a card int
        try:
            parse_card(bad)
        except ValueError:
            pass
        else:
            raise AssertionError("parse_card(%r)" % bad)
    for bad in (40, -1):
        try:
            card_name(bad)
        except ValueError:
            pass
        else:
            raise AssertionError("card_name(%r)" % bad)


def test_move_text_round_trip_through_a_deal():
    d = Deal(seed=1436, dealer=0, mistakes=True)
    seen_capture = False
    while not d.over:
        for m in d.moves():
            t = move_text(d, m)
            assert parse_move(d, t) == m, (t, m)
            assert parse_move(d, t.lower()) == m
            if ":" in t:
                seen_capture = True
                card, taken = d.move_info(m)
                assert t == card_name(card) + ":" + "+".join(card_name(c) for c in taken)
            elif m == CALL:
                assert t == "CALL"
            else:
                assert t == card_name(m & 63)
        d.play(d.moves()[len(d.history) % len(d.moves())])
    assert seen_capture


def test_parse_move_refuses_illegal():
    d = Deal(seed=1436, dealer=0)
    for bad in ("CALL", "XX", "7D:7D", "RS:", "", "A:B:C"):
        try:
            parse_move(d, bad)
        except ValueError:
            pass
        else:
            if bad == "RS:" and "RS" in [card_name(c) for c in d.hand(d.to_move)]:
                continue
            raise AssertionError("parse_move(%r)" % bad)


def test_options_text_round_trip():
    cases = (
        Options(),
        Options(players=4, teams=True, primiera="strict", target=21),
        Options(players=3, scopone=True, escoba=True, fewest=True, end="fixed", deals=3),
        Options(mistakes=True, napola=True, re_bello=True, asso=True, primiera="sevens",
                end="higher", target=16),
        Options(players=6, scopone=True, primiera="sum", end="two", target=15, deals=15),
    )
    for o in cases:
        assert parse_options(describe_options(o)) == o
        assert unpack_options(pack_options(o)) == o
    assert describe_options(Options()) == ""
    assert parse_options("players=4,teams") == Options(players=4, teams=True)
    for bad in ("players=x", "teams=maybe", "colour=red", "primiera=best", "players=9"):
        try:
            parse_options(bad)
        except ValueError:
            pass
        else:
            raise AssertionError("parse_options(%r)" % bad)
