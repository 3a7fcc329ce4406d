"""``make bench``: the project's figures as JSON (never a timed test: figures, not verdicts).

Engine (lab/bench_engine.py): random full two-player deals per second under CPython, timed
in turns with the plain engine the speed target quotes at 6,000 (their ratio, and the engine
at that calibration), and in the board twin (CircuitPython's own VM, lab/twin), CPython's
instructions per deal (callgrind: unmoved by other load), the estimated SAMD51 time per deal (the twin's time times ``hostbin.board_factor()``), and the
heap of a whole match in the twin (lab/core_match.py): code held by the imports, peak live
data, and the smallest ``-X heapsize`` a whole match completes in, precompiled as make deploy
sends it and from source. The twin is 32-bit with a board's object sizes and collector, so
these are a board's figures, not an estimate's.

AI: the level ladder and Maestro's move time and heap, from lab/bench_ai.py.

Link: wire bytes and time per move, from lab/bench_link.py.

Twin: the whole app in the twin (heap, Python stack, speed), from lab/twin/bench.py's
``run_all(quick)`` when that module is there.

Text: why the game draws its own text where the project's design names
adafruit-circuitpython-display-text (pinned for this measure): in the twin, precompiled as a
board gets them, the heap each one's code takes, one label of 26 characters, and what one text
change allocates, adafruit_display_text's bitmap_label against scopa_ui.label.

Run: ``python -m lab.bench [--quick] [--only engine,ai,link,twin,text]`` (the full run takes
minutes).
"""

import importlib.util
import json
import os
import shutil
import sys
import time

from lab import hostbin

ROOT = hostbin.ROOT
# Where the engine goes precompiled for the bench, laid out as on a board's drive.
MPY_DIR = os.path.join(ROOT, "build", "twin", "bench")
def last_json(text):
    try:
        return json.loads(text.strip())  # one JSON document (possibly indented)
    except ValueError:
        return json.loads(text.strip().splitlines()[-1])  # or JSON on the last line


def run_json(cmd, timeout=600):
    """A host command's JSON output: (document, None), or (None, its last line of error)."""
    import subprocess

    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout)
    if out.returncode != 0:
        return None, (out.stderr or out.stdout).strip().splitlines()[-1:]
    return last_json(out.stdout), None


def twin_json(args, heap, timeout=600, cwd=ROOT):
    """The twin's JSON output of ``args``: (document, None), or (None, why not)."""
    try:
        out = hostbin.run(args, heap=heap, timeout=timeout, cwd=cwd)
    except hostbin.Unavailable as e:
        return None, "board twin not built: %s" % e
    if out.returncode != 0:
        return None, (out.stderr or out.stdout).strip().splitlines()[-1:]
    return last_json(out.stdout), None


def build_mpy():
    """scopa_core and the match harness precompiled by the twin's mpy-cross as make deploy
    sends them (-O3, each named after the path a board loads it by) into MPY_DIR, with
    core_match.mpy at its root."""
    _interp, cross = hostbin.twin()
    shutil.rmtree(MPY_DIR, ignore_errors=True)
    hostbin.precompile(cross, MPY_DIR, hostbin.python_files("scopa_core") + ["lab/core_match.py"],
                       lines=False, load_from=MPY_DIR)
    os.replace(os.path.join(MPY_DIR, "lab", "core_match.mpy"), os.path.join(MPY_DIR, "core_match.mpy"))


def match_run(heap, precompiled, *flags):
    """lab/core_match.py in the twin: precompiled from MPY_DIR (run there, as a board runs
    from its drive's root), or from source in the repository."""
    if precompiled:
        return twin_json(["-c", "import core_match; core_match.main(%r)" % (["", ""] + list(flags))],
                         heap, cwd=MPY_DIR)
    return twin_json(["lab/core_match.py", "."] + list(flags), heap)


def smallest_heap(precompiled, *flags):
    """Smallest heap (KB) in which lab/core_match.py completes in the twin (a whole random
    match, or with "import" only the imports)."""
    for kb in range(8, 161):
        got, _err = match_run("%dk" % kb, precompiled, *flags)
        if got and got.get("ok"):
            return kb
    return None


def engine(quick):
    from lab.bench_engine import engine_over_plain, per_deal

    n_cpy = 800 if quick else 20000  # after 5,000 deals that warm the memo
    n_twin = 100 if quick else 500
    # Timed in turns with the plain engine the target quotes at 6,000 deals/s: this machine's
    # speed moves by half within a day, the ratio far less.
    cpy = engine_over_plain(n_cpy)
    # In the twin with the heap a PyBadge gives code.py (its collector runs as there).
    twin, err = twin_json(["lab/bench_engine.py", ".", "deals", str(n_twin)], "143k")
    heap, herr = None, err
    if twin is not None:
        build_mpy()
        heap, herr = match_run("256k", True)
    out = {
        "cpython_deals_per_s": cpy["engine_deals_per_s"],
        "cpython_deals_timed": n_cpy,
        "target_cpython_deals_per_s": 15000,
        "cpython_plain_engine_deals_per_s": cpy["plain_deals_per_s"],
        "cpython_engine_over_plain_engine": cpy["engine_over_plain"],
        # The engine's speed on a machine where the plain engine does the target's 6,000.
        "cpython_deals_per_s_at_issue_calibration": cpy["engine_deals_per_s_at_issue_calibration"],
        "twin_deals_per_s": twin["deals_per_s"] if twin else None,
        "twin_deals_timed": n_twin,
        "twin_error": err,
        "board_factor": round(hostbin.board_factor(), 1),
        "board_estimate_ms_per_deal": (round(1000.0 / twin["deals_per_s"] * hostbin.board_factor(), 1)
                                       if twin else None),
        # A whole random match to 11, precompiled as make deploy sends it, in the twin.
        "match_code_bytes_twin": heap["code_bytes"] if heap else None,
        "match_peak_live_bytes_twin": heap["peak_live"] if heap else None,
        "match_heap_error": herr,
        "match_smallest_heap_kb_precompiled": smallest_heap(True) if heap else None,
        "match_smallest_heap_kb_from_source": smallest_heap(False) if heap else None,
        # The imports alone: below this no whole match can fit, whatever the play needs.
        "match_imports_smallest_heap_kb_precompiled": smallest_heap(True, "import") if heap else None,
        "target_match_heap_kb": 32,
        "note": "the board twin (lab/twin): CircuitPython 10.2.1's VM, 32-bit, a SAMD51's "
                "4-byte words and 16-byte heap blocks, its collector (no gc.threshold)",
    }
    if not quick:
        # Counted, not timed: the same on a busy machine. At this run's speed, 15,000 deals/s
        # allows a deal the "budget" below, the bench loop included.
        instr = per_deal("engine")
        out["cpython_instructions_per_deal"] = instr
        out["cpython_instructions_per_deal_loop_alone"] = per_deal("loop")
        out["cpython_instructions_per_deal_budget_at_target"] = (
            int(instr * cpy["engine_deals_per_s"] / 15000) if instr else None)
        # The target's yardstick ("a plain list-based engine about 6,000 deals/s here"),
        # counted the same way: its 15,000 asks for 2.5 times the plain engine's speed.
        plain = per_deal("plain")
        out["cpython_instructions_per_deal_plain_engine"] = plain
        out["plain_engine_instructions_over_engine"] = (
            round(plain / instr, 2) if plain and instr else None)
        out["target_speed_over_plain_engine"] = 2.5
    return out


def ai(quick):
    """The AI's figures from lab/bench_ai.py: the level ladder and Maestro's move time and
    heap in the board twin (see that file for how each is measured)."""
    cmd = [sys.executable, "-m", "lab.bench_ai"]
    if quick:
        cmd += ["--matches", "20", "--deals", "3"]
    got, err = run_json(cmd, timeout=1800)
    return got if got is not None else {"error": err}


def link(quick):
    """The link's figures from lab/bench_link.py: bytes on the wire per match and per move,
    time per move at 115200 baud, the link's heap and handshake on the board."""
    from lab.bench_link import link_figures

    return link_figures(quick)


def twin(quick):
    """The whole app in the board twin (heap, Python stack, pystones, think times):
    lab/twin/bench.py's ``run_all(quick)``, a dict like the other sections'. Run only when
    that module is there."""
    from lab.twin import bench as twin_bench

    return twin_bench.run_all(quick)


# The subjects of ``text``: the modules each loads (the library's from the venv), what imports
# it, and a label of 26 characters.
TEXT_SUBJECTS = (
    ("adafruit_display_text.bitmap_label", ("adafruit_display_text/__init__.py",
                                            "adafruit_display_text/bitmap_label.py", "adafruit_ticks.py"),
     "from adafruit_display_text.bitmap_label import Label",
     "Label(terminalio.FONT, text='x' * 26, color=0xFFFFFF)"),
    ("scopa_ui.label", ("scopa_ui/__init__.py", "scopa_ui/label.py"),
     "from scopa_ui.label import Label", "Label('x' * 26, 0xFFFFFF, 26)"),
)
TEXT_PROBE = """import gc, displayio, terminalio
texts = ['%%-26s' %% ('Scopa! move %%d' %% i) for i in range(20)]
gc.collect()
a = gc.mem_alloc()
%s
gc.collect()
code = gc.mem_alloc() - a
g = displayio.Group()
lbl = %s
g.append(lbl)
gc.collect()
made = gc.mem_alloc() - a - code
gc.disable()
b = gc.mem_alloc()
for t in texts:
    lbl.text = t
changed = (gc.mem_alloc() - b) // len(texts)
gc.enable()
print('{"code_bytes": %%d, "label_bytes": %%d, "bytes_per_text_change": %%d}' %% (code, made, changed))
"""


def text(quick):
    """What each subject of TEXT_SUBJECTS takes in the twin's heap, each in a fresh twin."""
    import sysconfig

    try:
        _interp, cross = hostbin.twin()
    except hostbin.Unavailable as e:
        return {"error": "board twin not built: %s" % e}
    from tools.deploy import mpy_cross_cmd
    import subprocess

    site = sysconfig.get_paths()["purelib"]
    out = os.path.join(ROOT, "build", "twin", "bench_text")
    shutil.rmtree(out, ignore_errors=True)
    got = {}
    for name, files, load, make in TEXT_SUBJECTS:
        for rel in files:
            src = os.path.join(ROOT, "lib", rel) if rel.startswith("scopa_ui") else os.path.join(site, rel)
            dst = os.path.join(out, rel[:-3] + ".mpy")
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            subprocess.run(mpy_cross_cmd(cross, src, dst, rel[:-3] + ".mpy", False), check=True)
        code = "import sys\nsys.path.insert(0, %r)\n" % out + TEXT_PROBE % (load, make)
        got[name], err = twin_json(["-c", code], "143k", cwd=out)
        if err:
            got[name] = {"error": err}
    return got


def have_twin_bench():
    return importlib.util.find_spec("lab.twin.bench") is not None


SECTIONS = {"engine": engine, "ai": ai, "link": link, "twin": twin, "text": text}


def main(argv):
    quick = "--quick" in argv
    only = None
    if "--only" in argv:
        only = argv[argv.index("--only") + 1].split(",")
    report = {"python": sys.version.split()[0], "when": time.strftime("%Y-%m-%d %H:%M:%S")}
    for name, section in SECTIONS.items():
        if name == "twin" and not have_twin_bench():
            if only is not None and name in only:
                report[name] = {"error": "no lab/twin/bench.py yet"}
            continue
        if only is None or name in only:
            t = time.time()
            report[name] = section(quick)
            report[name]["bench_seconds"] = round(time.time() - t, 1)
    report["quick"] = quick
    print(json.dumps(report, indent=2))
    if only is None and not quick:
        # Only a full run of every section speaks for the docs.
        from lab.twin import figures
        print("wrote %s" % figures.write(report), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
