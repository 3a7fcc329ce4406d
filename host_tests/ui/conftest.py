import pytest

from tools.ui_driver import Driver


@pytest.fixture
def driver():
    made = []

    def make(**kw):
        d = Driver(**kw)
        made.append(d)
        return d

    yield make
    for d in made:
        d.close()
