"""``make test`` once broke when the environment set MICROPYTHON to a relative path: the
Makefile defined it too and ran that path from another folder. The project runs its VM through
lab/hostbin.py alone, which reads no MICROPYTHON: such a setting changes nothing."""

import os
import re

from lab import hostbin


def test_a_relative_micropython_in_the_environment_changes_nothing(monkeypatch, tmp_path, twin_vm):
    monkeypatch.setenv("MICROPYTHON", ".venv/bin/micropython")  # relative: wrong from tmp_path
    monkeypatch.chdir(tmp_path)
    p = hostbin.run(["-c", "print(1)"], heap="64k", timeout=60)
    assert (p.returncode, p.stdout, p.stderr) == (0, "1\n", "")


def test_the_makefile_sets_no_micropython():
    with open(os.path.join(hostbin.ROOT, "Makefile")) as f:
        text = f.read()
    assert not re.search(r"^\s*(export\s+|override\s+)*MICROPYTHON\b\s*(\S?=|$)", text, re.M)
    assert not re.search(r"^\s*export\b.*\bMICROPYTHON\b", text, re.M)
