"""docs/rules.md "Worked examples" worked examples (and the capture rules) through
rules.capture_options. Cards: suit*10 + rank-1 (D 0, C 1, B 2, S 3)."""

from scopa_core.rules import capture_options
from scopa_core.notation import parse_card as C


def test_fante_takes_only_the_fante():
    # Table 3, 5, Fante; playing a Fante takes only the Fante [Sisal].
    table = [C("3C"), C("5B"), C("FS")]
    assert capture_options(C("FD"), table) == [(C("FS"),)]
    assert capture_options(C("FD"), table, fewest=True) == [(C("FS"),)]


def test_cavallo_free_choice_among_sums():
    # Table Asso, 3, 4, 5; a Cavallo may take Asso+3+5 or 4+5 [Sisal].
    table = [C("AD"), C("3C"), C("4B"), C("5S")]
    got = capture_options(C("CD"), table)
    assert got == [(C("AD"), C("3C"), C("5S")), (C("4B"), C("5S"))], got
    # the table order given does not matter
    assert capture_options(C("CD"), [C("5S"), C("4B"), C("AD"), C("3C")]) == got
    # option "fewest cards": only the 2-card set
    assert capture_options(C("CD"), table, fewest=True) == [(C("4B"), C("5S"))]


def test_seven_takes_the_seven_not_three_plus_four():
    # Table 3 di coppe, 4 di bastoni, 7 di spade; the 7 di denari takes only the 7 di spade.
    table = [C("3C"), C("4B"), C("7S")]
    assert capture_options(C("7D"), table) == [(C("7S"),)]
    assert capture_options(C("7D"), table, fewest=True) == [(C("7S"),)]


def test_five_takes_two_plus_three():
    # Table 2 and 3; a 5 takes both (a scopa in play, see test_examples_deal).
    assert capture_options(C("5D"), [C("2C"), C("3B")]) == [(C("2C"), C("3B"))]


def test_several_equal_cards_choose_one():
    table = [C("7C"), C("7S"), C("3B"), C("4D")]
    assert capture_options(C("7D"), table) == [(C("7C"),), (C("7S"),)]


def test_no_capture_is_empty_list():
    assert capture_options(C("RD"), [C("2C"), C("3B")]) == []
    assert capture_options(C("2D"), []) == []
    # a single card never makes a sum capture
    assert capture_options(C("5D"), [C("4C")]) == []


def test_escoba_sets_make_fifteen_with_card():
    # 5 + Re = 15 and 5 + 4 + 6 = 15: both, no single-card priority
    table = [C("5C"), C("RC"), C("4B"), C("6S")]
    got = capture_options(C("5D"), table, escoba=True)
    assert got == [(C("RC"),), (C("4B"), C("6S"))], got
    # escoba ignores the same-value card: 5 + 5 = 10, not 15
    assert capture_options(C("5D"), [C("5C")], escoba=True) == []
    # fewest under escoba
    assert capture_options(C("5D"), table, escoba=True, fewest=True) == [(C("RC"),)]
    assert capture_options(C("7D"), [C("FC")], escoba=True) == [(C("FC"),)]


def test_asso_piglia_tutto():
    table = [C("3C"), C("5B"), C("RS")]
    assert capture_options(C("AD"), table, asso=True) == [tuple(sorted(table))]
    assert capture_options(C("AD"), [C("AC")], asso=True) == [(C("AC"),)]
    assert capture_options(C("AD"), [], asso=True) == []
    # without the option an Asso takes an Asso only
    assert capture_options(C("AD"), table) == []
    # other cards are unaffected
    assert capture_options(C("3D"), table, asso=True) == [(C("3C"),)]


def test_bad_cards_raise_value_error():
    for card, table in ((40, []), (-1, []), (3, [40]), (3, [5, 5]), (3, [3, 4]), ("7D", [])):
        try:
            capture_options(card, table)
        except ValueError:
            pass
        else:
            raise AssertionError("accepted %r on %r" % (card, table))
