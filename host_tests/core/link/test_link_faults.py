"""Whole linked matches (CPU against CPU) through the seeded fault injector, in memory on a
virtual clock: at fault rates from 1% to 10% every match ends with identical transcripts, or
both boards report the link lost; never a silent divergence, never a hang."""

import pytest

from scopa_core.notation import parse_options
from tools.link_play import summarize
from lab.linktest import record, records_identical, run_match
from tools.link_transport import parse_faults

KINDS = "drop={r},corrupt={r},dup={r},delay={r},noise={r}"


@pytest.mark.parametrize("rate", [0.01, 0.05, 0.10])
def test_every_fault_at_once_never_diverges(rate):
    faults = parse_faults(KINDS.format(r=rate) + ",cut=1")
    results = [run_match(seed, faults) for seed in range(int(rate * 1000), int(rate * 1000) + 4)]
    for verdict, a, b, counts in results:
        assert verdict in ("identical", "lost"), (verdict, a["message"], b["message"])
        assert counts["cut_bytes"] > 0 or a["virtual_s"] < 45
    s = summarize(results, faults)
    assert s["silent_divergences"] == s["hung"] == 0
    assert s["transcripts_identical"] >= 3  # a 3 s cut and some noise rarely cost a match
    assert s["errors_detected"]["bad_frames"] > 0
    assert s["retransmissions"] > 0


def test_damage_a_16_bit_check_misses_leaves_two_honest_boards_the_same_record():
    # ``weak`` damages 5% of all frames in a way that passes any CRC-16: with such a check,
    # about half of these matches end with the two boards recording different results. The
    # frames' CRC-32 drops every one of them, so the boards play on as after any lost frame.
    faults = parse_faults("weak=0.05")
    results = [run_match(seed, faults) for seed in range(9000, 9016)]
    s = summarize(results, faults)
    assert s["faults_injected"]["weakened"] > 100
    assert s["errors_detected"]["bad_frames"] == s["faults_injected"]["weakened"]
    assert records_identical(results) == len(results)
    for verdict, a, b, _c in results:
        assert verdict == "identical" and a["outcome"] == b["outcome"] == "completed"
        assert record(a) == record(b) == a["winner"]


def test_damage_that_passes_the_frame_check_is_caught_by_the_state_checksums():
    # ``forge`` flips a bit of a frame's content and fixes its check: what the frames' CRC-32
    # lets through once in 2**32 damaged frames, here in 1% of all frames. The checksums after
    # each move catch it and the transcripts mend it, or a board counts what it cannot tell
    # from a dishonest peer as one: never a silent divergence.
    faults = parse_faults("forge=0.01")
    results = [run_match(seed, faults) for seed in range(8000, 8012)]
    s = summarize(results, faults)
    assert s["silent_divergences"] == s["hung"] == 0
    assert s["faults_injected"]["forged"] > 10
    assert s["errors_detected"]["state_mismatches"] >= 1
    assert s["errors_detected"]["resyncs"] >= 1
    assert s["transcripts_identical"] >= 8
    for verdict, a, b, _c in results:
        if verdict == "lost":
            assert a["outcome"] in ("lost", "failed") and b["outcome"] in ("lost", "failed")


def test_a_cable_out_past_the_timeout_loses_on_both_boards():
    faults = parse_faults("cut=1,cut_ms=20000,cut_within=5000")
    for seed in range(3):
        verdict, a, b, _c = run_match(seed, faults)
        assert verdict == "lost"
        assert a["outcome"] == b["outcome"] == "lost"
        assert "loses the match" in a["message"]


def test_variants_over_a_faulty_link():
    faults = parse_faults("drop=0.03,corrupt=0.03")
    for text in ("scopone,target=21", "escoba,mistakes", "end=fixed,deals=2,napola"):
        verdict, a, b, _c = run_match(11, faults, parse_options(text))
        assert verdict == "identical", text
        assert a["outcome"] == b["outcome"] == "completed"
