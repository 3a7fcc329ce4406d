"""The examples in the docstrings of notation and record are right (a deploy strips the
docstrings, so these examples cost the board nothing)."""

import doctest

import scopa_core.notation
import scopa_core.record


def test_the_text_forms_and_the_record_do_what_their_examples_show():
    for module in (scopa_core.notation, scopa_core.record):
        failed, tried = doctest.testmod(module)
        assert tried >= 4 and failed == 0, module.__name__
