# Scopa for CircuitPython handhelds: host-side build and test entry points.
# GNU make. Every target runs inside .venv, which `venv` builds from
# requirements-host.txt (rebuilt when that file is newer than .venv/.stamp).

SHELL := bash
.DEFAULT_GOAL := test

PYTHON      ?= python3
VENV        := .venv
PY          := $(VENV)/bin/python
# The board twin (lab/twin, `make twin`): CircuitPython 10.2.1's own VM and its mpy-cross,
# which makes the .mpy files a 10.x board loads.
TWIN_VM     := build/twin/circuitpython
MPY_CROSS   := build/twin/mpy-cross
STAMP       := $(VENV)/.stamp
MP_HEAP     ?= 256k

# Device code checked by `typecheck` against circuitpython-stubs (mypy.ini).
# lib/ is passed only when it holds Python files (mypy rejects an empty directory).
DEVICE_SRC   = $(wildcard code.py boot.py) \
               $(if $(shell find lib -name '*.py' -print -quit 2>/dev/null),lib)
# Everything that must compile for a MicroPython-family VM.
MPY_SRC      = $(wildcard code.py boot.py) \
               $(shell find scopa_core lib -name '*.py' 2>/dev/null)

.PHONY: venv test twin mptest sim bench typecheck mpycheck clean distclean screenshots golden deploy

venv: $(STAMP)

$(STAMP): requirements-host.txt
	@$(PYTHON) -c 'import sys; sys.version_info[:2] == (3, 11) or print("warning: $(PYTHON) is %d.%d; requirements-host.txt was verified on 3.11" % sys.version_info[:2])'
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --disable-pip-version-check -r requirements-host.txt
	@# Board-specific `board` stubs (PyBadge pins) for mypy; silent on success.
	$(VENV)/bin/circuitpython_setboard pybadge
	@touch $@

# -P: don't put the repo root first on sys.path, where code.py would shadow the
# stdlib `code` module that pytest's pdb support imports (pytest.ini's `pythonpath = .`
# adds the root after that).
test: venv
	$(PY) -P -m pytest -q host_tests

# The board twin (lab/twin): CircuitPython 10.2.1's own VM built 32-bit and shaped like a
# PyBadge, under build/twin (reused). make test builds it when it can.
twin: venv
	$(PY) -m lab.twin.build -v

# The portable tests alone, in the board twin with a bounded heap (built first if need be;
# host_tests/tooling/test_twin_portable.py runs them file by file within their budgets).
mptest: venv
	$(PY) -m lab.twin.build
	MICROPYPATH=.:lib $(TWIN_VM) -X heapsize=$(MP_HEAP) lab/mp_run_tests.py host_tests/portable.txt

# The desktop simulator: the handheld UI in a window (tools/sim.py; `tools.term` plays in a
# terminal).
sim: venv
	$(PY) -m tools.sim $(ARGS)

# Two boards linked by a cable, on one computer: two simulator windows joined by a
# pty relay (tools/sim_link.py). ARGS=--headless: two processes, CPU against CPU, transcripts
# compared (tools/link_headless.py); ARGS="--faults drop=0.05" injects cable faults.
.PHONY: sim-link
sim-link: venv
	$(PY) -m tools.sim_link $(ARGS)

# Every screen rendered headlessly to docs/screens/*.png (the README shows them).
screenshots: venv
	$(PY) -m tools.screens --out docs/screens

# Regenerate the golden screenshots the tests compare pixel for pixel (deliberately!).
golden: venv
	$(PY) -m tools.screens --out host_tests/golden/screens --golden

# Put the game on a board: make deploy CIRCUITPY=/media/$$USER/CIRCUITPY
# The modules go precompiled only, with CircuitPython's own mpy-cross: Adafruit's (fetched
# once), else one built from CircuitPython 10.2.1's source (tools/circuitpython.py); with
# neither it stops and says how to get one. MPY_CROSS_CP=/path/to/mpy-cross uses yours;
# LINES=1 keeps line numbers in tracebacks; ARGS="--circuitpython 9.x" compiles for a board
# on CircuitPython 9.
deploy: venv
	@test -n "$(CIRCUITPY)" || { echo "usage: make deploy CIRCUITPY=/path/to/CIRCUITPY"; exit 2; }
	$(PY) -m tools.deploy "$(CIRCUITPY)" $(if $(MPY_CROSS_CP),--mpy-cross "$(MPY_CROSS_CP)") \
	  $(if $(LINES),--lines) $(ARGS)

bench: venv
	$(PY) -m lab.bench $(ARGS)

# Card sheets and sounds (assets/) plus their previews (docs/decks*.png), byte-identical on rerun.
.PHONY: assets
assets: venv
	$(PY) -m tools.make_assets --preview docs

typecheck: venv
	$(PY) -m mypy $(DEVICE_SRC)

# Every device module compiles with CircuitPython's own mpy-cross (the board twin's).
mpycheck: venv
	@$(PY) -m lab.twin.build >/dev/null || $(PY) -m lab.twin.build
	@set -e; for f in $(MPY_SRC); do \
	  out=build/mpy/$${f%.py}.mpy; mkdir -p "$$(dirname "$$out")"; \
	  $(MPY_CROSS) -o "$$out" "$$f"; \
	done; echo "mpy-cross: $(words $(MPY_SRC)) files OK"

clean:
	rm -rf build dist .pytest_cache .mypy_cache .hypothesis
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -prune -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV)
