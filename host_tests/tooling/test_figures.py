"""docs/figures.md is written from a bench report: every figure a section reports reaches the
page, under the heading the docs link to, and a section the run left out leaves no empty table."""

from lab.twin import figures


def test_page_carries_each_reported_figure(tmp_path):
    rep = {"when": "2026-11-27 03:00:00", "python": "3.11.2", "quick": False,
           "link": {"bytes_per_move": 37.6, "handshake_bytes": 61},
           "text": {"scopa_ui.label": {"code_bytes": 2512, "label_bytes": 716,
                                       "bytes_per_text_change": 64},
                    "broken": {"error": "no twin"}}}
    path = figures.write(rep, str(tmp_path / "figures.md"))
    page = open(path).read()
    assert page.startswith("# Figures")
    assert "2026-11-27 03:00:00" in page and "quick run" not in page
    assert "| bytes a move, clean cable | 37.6 |" in page
    assert "| scopa_ui.label | 2512 | 716 | 64 |" in page
    assert "broken" not in page  # a section that failed shows no row of nothing
    assert "## On the board" not in page  # no twin section reported: no heading


def test_quick_run_says_so():
    assert "quick run" in figures.page({"quick": True})


def test_the_board_section_names_each_matchs_spare_and_the_least():
    rep = {"twin": {"memory": {
        "budget_kb": 16,
        "Maestro 1 v 1": {"ok": True, "spare_kb": 33, "spare_seen_kb": 38.5, "live_table_kb": 96.1,
                          "live_most_kb": 96.4, "pystack_peak": 1336, "max_alloc": 3864,
                          "names": 1012, "gc_overruns": 2},
        "Maestro 6 players": {"ok": True, "spare_kb": 29, "spare_seen_kb": 34.6,
                              "live_table_kb": 102.1, "live_most_kb": 102.1, "pystack_peak": 1336,
                              "max_alloc": 3864, "names": 1008, "gc_overruns": 5}}}}
    page = figures.page(rep)
    assert "| Maestro 6 players | 29 | 34.6 | 102.1 | 102.1 | 1336 | 3864 | 1008 | 5 | yes |" in page
    assert "the budget is 16 KB" in page
    assert "The least spare: **29 KB**, Maestro 6 players." in page
