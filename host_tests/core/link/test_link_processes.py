"""Two processes over ptys play whole matches (CPU against CPU) and end with identical
transcripts; the command-line tools print the link's figures (wire bytes, faults, verdicts)."""

import json
import os
import subprocess
import sys
import time

from tools.link_headless import run_pair
from tools.link_play import verdict
from tools.link_transport import SerialTransport, FdTransport, open_pty

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def test_two_processes_over_one_pty_pair_play_a_whole_match():
    a, b, _counts = run_pair(21, max_s=120)
    assert verdict(a, b) == "identical", (a, b)
    assert a["outcome"] == b["outcome"] == "completed"
    assert a["transcript"] == b["transcript"]
    assert {a["player"], b["player"]} == {0, 1}
    assert a["moves"] > 40


def test_two_processes_through_the_fault_injector():
    a, b, counts = run_pair(22, {"drop": 0.03, "corrupt": 0.03, "dup": 0.03, "noise": 0.03},
                            options="end=fixed,deals=2", rto_ms=100, max_s=120)
    assert verdict(a, b) == "identical", (a, b)
    assert a["transcript"] == b["transcript"]
    assert sum(counts.values()) > 0
    assert a["stats"]["bad_frames"] + b["stats"]["bad_frames"] > 0


def test_pyserial_on_a_pty_carries_every_byte_value():
    master, slave, path = open_pty()
    try:
        port = SerialTransport(path)
        raw = FdTransport(master)
        data = bytes(range(256)) * 4
        port.write(data)
        got = b""
        deadline = time.monotonic() + 5
        while len(got) < len(data) and time.monotonic() < deadline:
            got += raw.read()
        assert got == data
        raw.write(b"\x00\x11\x13\x03back")
        back = b""
        deadline = time.monotonic() + 5
        while len(back) < 8 and time.monotonic() < deadline:
            back += port.read()
        assert back == b"\x00\x11\x13\x03back"
        assert port.read() == b""  # never blocks
        port.close()
    finally:
        os.close(master)
        os.close(slave)


def _run(args, timeout=300):
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.run([sys.executable, "-m"] + args, cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


def test_linktest_prints_the_figures_as_json():
    p = _run(["lab.linktest", "--matches", "3", "--seed", "5", "--faults",
              "drop=0.05,corrupt=0.02,dup=0.02", "--json"])
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out["matches"] == 3
    assert out["transcripts_identical"] + out["both_report_link_lost"] == 3
    assert out["silent_divergences"] == out["hung"] == 0
    for key in ("matches_completed", "retransmissions", "bytes_per_move", "errors_detected"):
        assert key in out
    assert out["retransmissions"] > 0
    assert out["errors_detected"]["bad_frames"] > 0
    again = _run(["lab.linktest", "--matches", "3", "--seed", "5", "--faults",
                  "drop=0.05,corrupt=0.02,dup=0.02", "--json"])
    assert json.loads(again.stdout) == out  # a seed gives the same run


def test_linktest_refuses_an_unknown_fault():
    p = _run(["lab.linktest", "--faults", "gremlins=0.5"])
    assert p.returncode == 2
    assert "unknown fault 'gremlins'" in p.stderr


def test_headless_sim_link_runs_from_the_makefile_shape():
    p = _run(["tools.link_headless", "--headless", "--matches", "1", "--seed", "2", "--max-s", "120",
              "--json"])
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out["transcripts_identical"] == 1
