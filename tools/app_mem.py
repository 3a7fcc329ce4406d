"""The handheld app's memory under MicroPython (issue 4, "Responsive and lean"): ``make bench``'s
"app" section, or ``python -m tools.app_mem [--quick] [--json] [--tree DIR] [--no-wasm]
[--by-level] [--cable]``.

The REAL lib/scopa_ui and scopa_core run under the MicroPython unix port with stand-ins for
what the board provides in C (tools/mpstubs: displayio, vectorio, terminalio, bitmaptools, and
a board with the scopa_hw interface) and the REAL adafruit_display_text and adafruit_ticks
compiled to .mpy, as circup installs them. The scenario (tools/mpstubs/app_scenario.py):
title, New match, Opponent Maestro, Start!, then A on your turn and on the breakdowns through
whole deals. Figures, after ``gc.collect()`` unless said:
  start / table / max_live / end   live heap after start (title), at the table before the
                       first move, the most at any step, when the next deal is on the table;
  peak_cpu_step        the most the heap holds at the end of one main-loop step during a CPU
                       turn, collected only before the step (what a step needs with no
                       collection inside it); peak_cpu_think: the same over the steps that
                       imported nothing (Maestro thinking and the redraw, no compiler);
  smallest_heap        the smallest ``-X heapsize`` from which a whole match completes (the
                       same keys to its end) in each of four heap layouts, less the harness
                       (stand-ins and scenario) that the heap also held, and where the
                       largest failing size failed (``--by-level``: this for each CPU level);
  modules              what each module holds once imported (its code and constants).
Each from source (our code reaches the board as .py, as ``make deploy`` sends it: docstrings
dropped; the board compiles it, and the compiler's peak counts) and precompiled with
mpy-cross. The harness's own heap (read before the app
starts) is taken off every figure.

Board estimate. The unix port is 64-bit (8-byte words, 32-byte heap blocks); a SAMD51 has
4-byte words and 16-byte blocks. The stand-ins report what their C objects cost on the board
(tools/mpstubs/native.py lists the struct sizes) and what they took here; the display tree is
walked at each mark. The rest (code, the game's data, the text library's Python objects) is
measured on a 32-bit VM: MicroPython's WebAssembly port (npm package below, run by node), the
same scenario: board = wasm live - stand-ins there + their board size. Without node the rest
is scaled by PYTHON_32_64, the ratio that port measured (stated in the JSON). The heap bisection
has no 32-bit twin (that port's heap grows): its board figure is the unix one scaled by the
board/raw ratio of the largest live heap.

Cable match (``--cable``; the "cable" key of ``--json`` and ``make bench``): Opponent "Cable
link" chosen on the setup screen, the waiting screen, then the table as above, against
another board (a bare Link that plays its first legal move) at the other end of an in-memory
cable in the same heap (tools/mpstubs/cable_peer.py, mem_cable.py). That board is harness:
each of its steps runs between two collections and what it changes in the heap goes into
the baseline, checked by dropping it at the end (``peer_freed_at_end`` must equal
``peer_bytes_at_end``). The same marks plus "wait" (the waiting screen, handshake under way),
``peak_remote_step`` (the most a step holds on the other board's turn), the smallest heap
for one deal (less the harness and the other board's largest share, ``peer_max``), the
modules at the table and the link's modules' own sizes.
"""

import json
import os
import shutil
import subprocess
import sys
import time

from tools.deploy import mpy_cross_cmd
from tools.hostbin import host_tool

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STUBS = os.path.join(ROOT, "tools", "mpstubs")
BUILD = os.path.join(ROOT, "build", "app_mem")
BUDGET = 65536
WASM_PACKAGE = "@micropython/micropython-webassembly-pyscript"
WASM_VERSION = "1.27.0"  # pinned: its object sizes are what the board estimate rests on
WASM_MODULE = os.path.join(BUILD, "npm", "node_modules", WASM_PACKAGE, "micropython.mjs")
# Python heap on a 32-bit VM over the same on the unix port (code, data, library objects),
# measured with the WebAssembly port on this scenario (0.78 after start, 0.84 at the table,
# 0.79 at the largest heap, from source): used only when node cannot run that port.
PYTHON_32_64 = 0.8
LABEL_LIBS = ("adafruit_display_text/__init__.py", "adafruit_display_text/bitmap_label.py",
              "adafruit_ticks.py")
SURE_KB = 16  # smallest_heap_kb: how far above a failure every size must pass
# smallest_heap_kb: the heap's layouts tried at each size, as bytes held before the app starts
# (0, 48, 96, 144): a few words more or less move every later hole, and with them the answer.
LAYOUTS = (0, 48, 96, 144)
WHOLE_MATCH = 99  # deals to play: the scenario stops at the match's end first
MARKS = ("start", "table", "max_live", "deal_end", "end")


def _run(cmd, timeout=600, cwd=ROOT):
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)


def _tool(name):
    found = host_tool(name)
    if not found:
        raise SystemExit("%s not found (run make venv)" % name)
    return found


# -- builds ---------------------------------------------------------------------------------
def _compile_tree(src_root, rel_dirs, out, cross):
    """mpy-cross every .py under ``src_root``/each of ``rel_dirs`` into ``out`` (same layout,
    the lib/ prefix dropped so packages sit side by side as on the board)."""
    for rel in rel_dirs:
        base = os.path.join(src_root, rel)
        for folder, dirs, files in os.walk(base):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            for f in files:
                if not f.endswith(".py"):
                    continue
                src = os.path.join(folder, f)
                inner = os.path.relpath(src, os.path.dirname(base) if rel.startswith("lib/") else src_root)
                dst = os.path.join(out, inner[:-3] + ".mpy")
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                # Named after the path the measuring VMs load it from (the board's
                # counterpart: tools.deploy.board_path), so one name is interned, not two.
                p = _run(mpy_cross_cmd(cross, src, dst, os.path.relpath(dst, BUILD)))
                if p.returncode != 0:
                    raise SystemExit("mpy-cross %s: %s" % (src, p.stderr.strip()))


def _deployed_sources(src_root, rel_dirs, out):
    """The .py files as ``make deploy`` sends them (docstrings dropped: tools/deploy.py), in
    the board's layout (packages side by side): the "from source" runs compile these."""
    from tools.deploy import strip_docstrings

    for rel in rel_dirs:
        base = os.path.join(src_root, rel)
        for folder, dirs, files in os.walk(base):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            for f in files:
                if f.endswith(".py"):
                    src = os.path.join(folder, f)
                    inner = os.path.relpath(src, os.path.dirname(base))
                    dst = os.path.join(out, inner)
                    os.makedirs(os.path.dirname(dst), exist_ok=True)
                    with open(src, encoding="utf-8") as fi, open(dst, "w", encoding="utf-8") as fo:
                        fo.write(strip_docstrings(fi.read()))


def _label_lib_dir():
    """adafruit_display_text and adafruit_ticks from the venv (the pinned versions the host
    UI uses), compiled to .mpy like circup's."""
    import adafruit_ticks

    site = os.path.dirname(os.path.abspath(adafruit_ticks.__file__))
    return site


def build_labels(out):
    """The text library as circup installs it: .mpy files in ``out``."""
    cross = _tool("mpy-cross")
    site = _label_lib_dir()
    for rel in LABEL_LIBS:
        dst = os.path.join(out, rel[:-3] + ".mpy")
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        # Not named after where it loads from: circup's files carry names of their own.
        p = _run(mpy_cross_cmd(cross, os.path.join(site, rel), dst, rel))
        if p.returncode != 0:
            raise SystemExit("mpy-cross %s: %s" % (rel, p.stderr.strip()))


def build(tree):
    """build/app_mem/{labels,mpy,stubs}: the text library, our code and the harness as .mpy."""
    cross = _tool("mpy-cross")
    for sub in ("mpy", "labels", "stubs", "src"):
        shutil.rmtree(os.path.join(BUILD, sub), ignore_errors=True)
    build_labels(BUILD + "/labels")
    _compile_tree(tree, ["scopa_core", "lib/scopa_ui", "lib/scopa_hw"], BUILD + "/mpy", cross)
    _deployed_sources(tree, ["scopa_core", "lib/scopa_ui", "lib/scopa_hw"], BUILD + "/src")
    os.makedirs(BUILD + "/stubs", exist_ok=True)
    for f in os.listdir(STUBS):
        if f.endswith(".py"):
            dst = os.path.join(BUILD, "stubs", f[:-3] + ".mpy")
            p = _run(mpy_cross_cmd(cross, os.path.join(STUBS, f), dst, os.path.relpath(dst, BUILD)))
            if p.returncode != 0:
                raise SystemExit("mpy-cross %s: %s" % (f, p.stderr.strip()))


def _paths(tree, precompiled, labels):
    """sys.path for the child, which runs in BUILD: harness, text library, our code. Relative,
    so a module's path is about as long as on the board ("mpy/scopa_ui/app.mpy" here,
    "/lib/scopa_ui/app.mpy" there): a VM interns the path of every module it loads, in its
    heap, and a long build path would count against the app."""
    lab = "labels" if labels == "real" else os.path.join(STUBS, "standin")
    return ["stubs", lab, "mpy" if precompiled else "src"]


# -- the unix port --------------------------------------------------------------------------
def _parse(stdout, tag):
    for line in stdout.splitlines():
        if line.startswith(tag + " "):
            return json.loads(line[len(tag) + 1:])
    return None


def scenario_code(paths, cfg, pad=0):
    """The -c program that runs the scenario with ``paths`` first on sys.path, holding ``pad``
    bytes first (another layout of the same heap): ``cfg["cable"]``, the cable match's
    (tools/mpstubs/cable_peer.py), else the CPU match's (app_scenario.py)."""
    mod = "cable_peer" if cfg.get("cable") else "app_scenario"
    return ("_pad = bytearray(%d)\nimport sys\nsys.path[:0] = %r\nimport %s\n"
            "sys.exit(%s.main(%r))\n" % (pad, paths, mod, mod, cfg))


def run_unix(tree, precompiled, labels="real", mode="measure", heap="2m", deals=1, paths=None,
             level=3, pad=0, cable=False, seats=0):
    """One scenario under the unix port: the child's report (dict), with "error" on failure.
    ``cable``: a cable match against another board in the same heap, not a CPU level;
    ``seats``: the setup's Players (prefs.SEATS), 1 v 1 unless given."""
    cfg = {"root": tree, "mode": mode, "deals": deals, "level": level, "seats": seats}
    if cable:
        cfg["cable"] = True
    code = scenario_code(paths or _paths(tree, precompiled, labels), cfg, pad)
    p = _run([_tool("micropython"), "-X", "heapsize=" + str(heap), "-c", code], cwd=BUILD)
    got = _parse(p.stdout, "APPMEM")
    if got is None:
        tail = (p.stderr or p.stdout).strip().splitlines()[-1:]
        return {"ok": False, "error": tail[0] if tail else "no report (exit %d)" % p.returncode}
    return got


def module_sizes_unix(tree, precompiled, names):
    code = ("import sys\nsys.path[:0] = %r\nimport mod_sizes\nr = mod_sizes.Run(%r)\n"
            "r.run()\nr.report()\n" % (_paths(tree, precompiled, "real"), names))
    p = _run([_tool("micropython"), "-X", "heapsize=4m", "-c", code], cwd=BUILD)
    return _parse(p.stdout, "MODSIZES")


def smallest_heap_kb(tree, precompiled, labels="real", deals=1, lo=16, hi=1024, step=2,
                     layouts=LAYOUTS, failures=None, level=3, cable=False, seats=0):
    """The smallest -X heapsize (KB, to ``step``) from which the scenario completes at every
    size tried above it, in each of ``layouts``. Whether a heap suffices is not monotonic
    (where the holes fall decides whether a compile finds room: a size can fail where a
    smaller one passed, or pass in one layout and fail in the next), so after the bisection
    the sizes up to SURE_KB above the highest failure found are tried too, and a failure
    there raises the answer. ``failures``, a dict, gets where each failure struck, by size."""
    def ok(kb):
        for pad in layouts:
            got = run_unix(tree, precompiled, labels, "heap", "%dk" % kb, deals, level=level,
                           pad=pad, cable=cable, seats=seats)
            if not got.get("ok"):
                if failures is not None:
                    failures[kb] = got.get("failed_at") or got.get("error")
                return False
        return True

    if not ok(hi):
        return None
    while hi - lo > step:
        mid = (lo + hi) // 2 // step * step
        if ok(mid):
            hi = mid
        else:
            lo = mid
    kb = hi + step
    while kb <= hi + SURE_KB:
        if not ok(kb):
            hi = kb + step
        kb += step
    return hi


def _highest(failures):
    """The largest failing size and where it failed ("KB: step, screen: frames"), or None."""
    if not failures:
        return None
    kb = max(failures)
    return "%d: %s" % (kb, failures[kb])


# -- the WebAssembly port (32-bit) ----------------------------------------------------------
def wasm_available(install=True):
    """Path of the 32-bit port's module, installing the pinned npm package into build/ if
    npm is there; None without node."""
    if not shutil.which("node"):
        return None
    if not os.path.exists(WASM_MODULE) and install and shutil.which("npm"):
        os.makedirs(os.path.join(BUILD, "npm"), exist_ok=True)
        _run(["npm", "install", "--prefix", os.path.join(BUILD, "npm"), "--no-audit", "--no-fund",
              "--silent", "%s@%s" % (WASM_PACKAGE, WASM_VERSION)], timeout=300)
    return WASM_MODULE if os.path.exists(WASM_MODULE) else None


def _wasm_job(tree, precompiled, setup, loop, after):
    """Mount the harness, text library and code into the VM's file system under /h, where it
    runs, with the same relative sys.path as the unix runs (``_paths``)."""
    paths = _paths(tree, precompiled, "real")
    dirs = [[os.path.join(BUILD, p), "/h/" + p] for p in paths]
    dirs.append([os.path.join(tree, "assets"), "/h/root/assets"])
    prelude = ("import os\nif not hasattr(os, 'urandom'):\n    os.urandom = lambda n: bytes(n)\n"
               "import sys\nsys.path[:0] = %r\n" % (paths,))
    return {"heap": 8 << 20, "dirs": dirs, "cwd": "/h", "code": prelude + setup, "loop": loop,
            "after": after, "limit": 200000}


def _run_wasm(module, job, tag):
    path = os.path.join(BUILD, "wasm_job.json")
    with open(path, "w") as f:
        json.dump(job, f)
    p = _run(["node", os.path.join(STUBS, "wasm_run.mjs"), module, path], timeout=900)
    got = _parse(p.stdout, tag)
    if got is None:
        tail = (p.stderr or p.stdout).strip().splitlines()[-1:]
        return {"ok": False, "error": tail[0] if tail else "no report"}
    return got


def run_wasm(module, tree, precompiled, deals=1, level=3, cable=False, seats=0):
    cfg = {"root": "/h/root", "mode": "measure", "deals": deals, "level": level, "seats": seats}
    if cable:
        setup = "import cable_peer\nr = cable_peer.CableRun(%r)\n" % (cfg,)
    else:
        setup = "import app_scenario\nr = app_scenario.Run(%r)\n" % (cfg,)
    return _run_wasm(module, _wasm_job(tree, precompiled, setup, "r.advance()", "r.report()"),
                     "APPMEM")


def own_size_wasm(module, tree, precompiled, name):
    """Bytes ``name`` adds on the 32-bit port once its own imports are loaded (a fresh VM for
    each module: measured together, modules that share imports blur each other's figure)."""
    setup = "import mod_sizes\nr = mod_sizes.Own(%r)\n" % (name,)
    job = _wasm_job(tree, precompiled, setup, "r.advance()", "r.report()")
    got = _run_wasm(module, job, "OWNSIZE")
    return got if isinstance(got, int) else None


def module_sizes_wasm(module, tree, precompiled, names):
    setup = "import mod_sizes\nr = mod_sizes.Run(%r)\n" % (names,)
    return _run_wasm(module, _wasm_job(tree, precompiled, setup, "r.advance()", "r.report()"),
                     "MODSIZES")


# -- figures --------------------------------------------------------------------------------
def _est(live, native_raw, native_board, scale):
    """Board bytes of a heap of ``live`` bytes holding stand-ins of ``native_raw`` bytes here
    that cost ``native_board`` on the board; the rest scaled by ``scale``."""
    return int(native_board + (live - native_raw) * scale)


def _summary(u):
    """The unix run's raw figures (bytes beyond the harness)."""
    if not u.get("ok"):
        return {"error": u.get("error")}
    out = {m: u[m]["live"] for m in MARKS if m in u}
    out.update({"peak_cpu_step": u["peak_cpu_step"], "peak_cpu_think": u["peak_cpu_think"],
                "peak_step": u["peak_step"],
                "max_live_cpu": u["max_live_cpu"], "harness_bytes": u["harness_bytes"]})
    out["displayio_objects_at_max"] = u["max_live"]["native_objects"]
    out["displayio_board_bytes_at_max"] = u["max_live"]["native_board"]
    return out


def _board(u, w, k, marks=MARKS):
    """Board estimates of each mark and of the CPU step's peak: from the 32-bit run ``w`` when
    there is one (scale 1), else from the unix run ``u`` (the Python heap scaled by ``k``)."""
    src, scale = (w, 1.0) if (w is not None and w.get("ok")) else (u, k)
    if not src.get("ok"):
        return None
    out = {}
    for m in marks:
        if m in src:
            x = src[m]
            out[m] = _est(x["live"], x["native_raw"], x["native_board"], scale)
    # A CPU turn happens at the table: its displayio objects are the table's.
    t = src["table"]
    out["peak_cpu_step"] = _est(src["peak_cpu_step"], t["native_raw"], t["native_board"], scale)
    out["peak_cpu_think"] = _est(src["peak_cpu_think"], t["native_raw"], t["native_board"], scale)
    out["max_live_cpu"] = _est(src["max_live_cpu"], t["native_raw"], t["native_board"], scale)
    return out


def _code_split(run, board, sizes, scale):
    """At each mark: the code of the modules loaded then (re-import sizes, grown by the share
    of the interned names that only a first import pays) and the data (the rest)."""
    if not (run and run.get("ok") and board and sizes):
        return None
    own = sum(v for k, v in sizes.items() if not k.startswith("("))
    first = sizes.get("(all, first import)") or own
    grow = first / own if own else 1.0
    out = {}
    for m in MARKS:
        if m in run and m in board:
            code = int(sum(sizes.get(name, 0) for name in run[m]["modules"]) * grow * scale)
            out[m] = {"code": code, "data": board[m] - code}
    return out


def _top(sizes, n=8):
    items = sorted(((v, k) for k, v in sizes.items() if not k.startswith("(")), reverse=True)
    return [[k, v] for v, k in items[:n]]


def _group_sizes(sizes):
    groups = {}
    for name, v in sizes.items():
        if name.startswith("("):
            continue
        head = name.split(".")[0]
        if name.startswith("scopa_core.ai"):
            head = "scopa_core.ai"
        groups[head] = groups.get(head, 0) + v
    return groups


def app_memory(quick=False, tree=None, wasm=True):
    """The figures as a dict (see the module docstring)."""
    tree = os.path.abspath(tree or ROOT)
    t0 = time.time()
    build(tree)
    deals = 1 if quick else 2
    out = {"scenario": "title; New match; Opponent Maestro; Start!; A on your turn and on "
                       "breakdowns; %d deal(s)" % deals,
           "budget_bytes": BUDGET,
           "command": "python -m tools.app_mem --json" + (" --quick" if quick else "")}
    src = run_unix(tree, False, deals=deals)
    pre = run_unix(tree, True, deals=deals)
    out["from_source"] = _summary(src)
    out["precompiled"] = _summary(pre)
    if src.get("ok"):
        out["game_advanced"] = {"moves": src["moves"], "deals_played": src["deals_played"],
                                "cards": src["cards"], "level": src["level"]}
    lean = None
    if not quick:  # the same with a label that has the displayio objects and no library
        lean = run_unix(tree, False, labels="standin", deals=deals)
        out["from_source_standin_labels"] = _summary(lean)
    step = 8 if quick else 2
    # The heap's need grows as a match goes on (the history grows, the holes between objects
    # multiply): bisect over a whole match.
    whole = deals if quick else WHOLE_MATCH
    fails = ({}, {})
    out["smallest_heap_kb"] = {
        "from_source": smallest_heap_kb(tree, False, deals=whole, step=step, failures=fails[0]),
        "precompiled": smallest_heap_kb(tree, True, deals=whole, step=step, failures=fails[1]),
        "deals": "whole match" if whole == WHOLE_MATCH else whole,
        "step_kb": step,
        "layouts": len(LAYOUTS),
        "note": "whole -X heapsize on the unix port, harness included (its bytes: "
                "harness_bytes); every layout tried passes at this size and above",
        "highest_failure": {k: _highest(f) for k, f in zip(("from_source", "precompiled"), fails)}}
    names = src.get("modules") or pre.get("modules") or []
    sizes = module_sizes_unix(tree, False, names) if names else None
    module = wasm_available() if wasm else None
    wsrc = wpre = wsizes = None
    if module:
        wsrc = run_wasm(module, tree, False, deals=deals)
        wpre = run_wasm(module, tree, True, deals=deals)
        wsizes = module_sizes_wasm(module, tree, False, names) if names else None
        if not wsrc.get("ok"):
            out["wasm_error"] = wsrc.get("error")
    k = PYTHON_32_64
    k_note = "fixed (measured earlier with the WebAssembly port)"
    if wsrc is not None and wsrc.get("ok") and src.get("ok"):
        t = "max_live"
        k = round((wsrc[t]["live"] - wsrc[t]["native_raw"]) / (src[t]["live"] - src[t]["native_raw"]), 3)
        k_note = "measured now: WebAssembly (32-bit) / unix (64-bit), Python heap at the max"
    board = {"method": ("32-bit VM (MicroPython %s WebAssembly port) + stand-ins at their C size"
                        % WASM_VERSION) if module and wsrc and wsrc.get("ok")
             else "unix figures: stand-ins at their C size + the rest x python_32_64",
             "python_32_64": k, "python_32_64_note": k_note}
    board["from_source"] = _board(src, wsrc, k) if src.get("ok") else None
    board["precompiled"] = _board(pre, wpre, k) if pre.get("ok") else None
    if lean is not None and lean.get("ok"):
        board["from_source_standin_labels"] = _board(lean, None, k)
    ratio = None
    if src.get("ok") and board["from_source"] and board["from_source"].get("max_live"):
        ratio = board["from_source"]["max_live"] / src["max_live"]["live"]
    for kind, u in (("from_source", src), ("precompiled", pre)):
        kb = out["smallest_heap_kb"][kind]
        if kb and ratio and u.get("ok"):
            board["smallest_heap_" + kind] = int((kb * 1024 - u["harness_bytes"]) * ratio)
    board["budget_bytes"] = BUDGET
    need = board.get("smallest_heap_from_source") or (board["from_source"] or {}).get("max_live")
    board["need_bytes"] = need
    board["meets_budget"] = bool(need is not None and need <= BUDGET)
    out["board_estimate"] = board
    out["meets_budget"] = board["meets_budget"]
    # Code against data on the board, from source (the board's way).
    if wsizes and not wsizes.get("error") and wsrc is not None and wsrc.get("ok"):
        board["code_and_data"] = _code_split(wsrc, board["from_source"], wsizes, 1.0)
    elif sizes:
        board["code_and_data"] = _code_split(src, board["from_source"], sizes, k)
    for name, got in (("module_bytes_unix", sizes), ("module_bytes_32bit", wsizes)):
        if got and not got.get("error"):
            out[name] = {"first_import_of_all": got.get("(all, first import)"),
                         "each_alone_total": sum(v for n, v in got.items() if not n.startswith("(")),
                         "by_package": _group_sizes(got), "largest": _top(got)}
    out["stand_in_sizes"] = ("board bytes: Group 48 + members list 16 + 4 a slot; TileGrid 96 "
                             "(up to 4 tiles inline); Bitmap 48 + ceil(w*bits/32)*4*h; Palette "
                             "16 + 16 a colour; vectorio.Rectangle 80; OnDiskBitmap 608 (file "
                             "with its sector buffer) + its Palette; terminalio.FONT 0 (flash)")
    if module:
        board.update(_levels_and_profile(module, tree, deals))
    out["cable"] = cable_memory(quick, tree, wasm, built=True)
    out["seconds"] = round(time.time() - t0, 1)
    return out


# What the board runs that the stand-in board here does not: the PyBadge profile's modules.
PROFILE_MODULES = ("scopa_hw.device", "scopa_hw.pybadge", "scopa_hw.repeat")


def _levels_and_profile(module, tree, deals):
    """Precompiled (the way the board should get the code), per CPU level: the board bytes at
    the table and the most during the match, plus the PyBadge profile's code, which the
    stand-in board does not load. ``need_on_pybadge`` is the figure to hold against the
    budget."""
    profile = 0
    for name in PROFILE_MODULES:
        profile += own_size_wasm(module, tree, True, name) or 0
    levels = {}
    for level, key in enumerate(LEVEL_KEYS):
        w = run_wasm(module, tree, True, deals=deals, level=level)
        b = _board(w, w, 1.0) if w.get("ok") else None
        if b is None:
            levels[key] = {"error": w.get("error")}
            continue
        most = max(b["max_live"], b["max_live_cpu"])
        levels[key] = {"table": b["table"] + profile, "most": most + profile,
                       "need_on_pybadge": most + profile}
    return {"pybadge_profile_code": profile, "precompiled_by_level": levels,
            "precompiled_by_level_note": "board bytes incl. the PyBadge profile's code; "
                                         "'most' is the largest live heap of the match"}


LEVEL_KEYS = ("principiante", "normale", "esperto", "maestro")


def smallest_by_level(tree=None, seats=0):
    """The smallest heap of a whole match against each CPU level, from source and
    precompiled: unix KB (every layout passes from there up) and the board estimate, scaled
    as ``app_memory`` scales it (the level's 32-bit largest live heap over the unix one) plus
    the PyBadge profile's code. ``python -m tools.app_mem --by-level`` (about 3 minutes)."""
    tree = os.path.abspath(tree or ROOT)
    build(tree)
    module = wasm_available()
    profile = sum(own_size_wasm(module, tree, True, n) or 0 for n in PROFILE_MODULES) if module else 0
    out = {"pybadge_profile_code": profile, "deals": "whole match", "layouts": len(LAYOUTS),
           "seats": seats}
    for level, key in enumerate(LEVEL_KEYS):
        u = run_unix(tree, False, deals=2, level=level, seats=seats)
        w = run_wasm(module, tree, False, deals=2, level=level, seats=seats) if module else None
        b = _board(u, w, PYTHON_32_64) if u.get("ok") else None
        if b is None:
            out[key] = {"error": u.get("error")}
            continue
        ratio = b["max_live"] / u["max_live"]["live"]
        row = {}
        for kind, pre in (("from_source", False), ("precompiled", True)):
            fails = {}
            kb = smallest_heap_kb(tree, pre, deals=WHOLE_MATCH, lo=96, hi=512, level=level,
                                  failures=fails, seats=seats)
            row[kind + "_kb"] = kb
            row[kind + "_board"] = int((kb * 1024 - u["harness_bytes"]) * ratio) + profile if kb else None
            row[kind + "_highest_failure"] = _highest(fails)
        out[key] = row
    return out


# -- the cable match ------------------------------------------------------------------------
CABLE_MARKS = ("start", "wait", "table", "max_live", "deal_end", "end")
LINK_MODULES = ("scopa_hw.uart_link", "scopa_ui.link_poll", "scopa_ui.table_link")


def _cable_raw(u):
    """The cable run's raw figures (bytes beyond the harness and the other board)."""
    if not u.get("ok"):
        return {"error": u.get("failed_at") or u.get("error")}
    out = {m: u[m]["live"] for m in CABLE_MARKS if m in u}
    out.update({"peak_step": u["peak_step"], "peak_remote_step": u["peak_cpu_step"],
                "harness_bytes": u["harness_bytes"], "peer_bytes_at_end": u["peer_bytes"],
                "peer_max": u["peer_max"], "peer_freed_at_end": u.get("peer_freed"),
                "peer_first_imports": u["peer_first_imports"]})
    return out


def cable_memory(quick=False, tree=None, wasm=True, built=False):
    """A cable match (Opponent "Cable link"): the real app against another board on an
    in-memory cable, in the same heap (tools/mpstubs/cable_peer.py: how the other board's
    heap is measured and taken off). The same figures as a CPU match's, plus "wait" (the
    waiting screen during the handshake); the heap bisection plays one deal."""
    tree = os.path.abspath(tree or ROOT)
    t0 = time.time()
    if not built:
        build(tree)
    deals = 1 if quick else 2
    out = {"scenario": "title; New match; Opponent Cable link; Start!; the waiting screen; "
                       "A on your turn and on breakdowns; %d deal(s); the other board plays "
                       "its first legal move at once" % deals,
           "command": "python -m tools.app_mem --cable --json" + (" --quick" if quick else ""),
           "other_board": "harness: each of its steps is a chunk between two collections, "
                          "its change of the heap goes into the baseline; checked by dropping "
                          "it at the end (peer_freed_at_end = peer_bytes_at_end)"}
    runs = {"from_source": run_unix(tree, False, deals=deals, cable=True),
            "precompiled": run_unix(tree, True, deals=deals, cable=True)}
    src = runs["from_source"]
    for kind, u in runs.items():
        out[kind] = _cable_raw(u)
    if src.get("ok"):
        out["game_advanced"] = {k: src.get(k) for k in ("moves", "deals_played", "cards", "level",
                                                        "transcripts_agree", "link_state")}
        out["modules_at_table"] = sorted(src["table"]["modules"])
    step = 8 if quick else 2
    fails = ({}, {})
    kbs = {kind: smallest_heap_kb(tree, kind == "precompiled", deals=1, lo=64, step=step,
                                  failures=f, cable=True)
           for kind, f in zip(runs, fails)}
    out["smallest_heap_kb"] = dict(kbs, deals=1, step_kb=step, layouts=len(LAYOUTS),
                                   note="whole -X heapsize on the unix port, harness and the "
                                        "other board included",
                                   highest_failure={k: _highest(f) for k, f in zip(runs, fails)})
    module = wasm_available() if wasm else None
    wruns = {kind: run_wasm(module, tree, kind == "precompiled", deals=deals, cable=True)
             for kind in runs} if module else {}
    w = wruns.get("from_source")
    k, k_note = PYTHON_32_64, "fixed (measured earlier with the WebAssembly port)"
    if w is not None and w.get("ok") and src.get("ok"):
        a, b = w["max_live"], src["max_live"]
        k = round((a["live"] - a["native_raw"]) / (b["live"] - b["native_raw"]), 3)
        k_note = "measured now: WebAssembly (32-bit) / unix (64-bit), Python heap at the max"
    elif w is not None:
        out["wasm_error"] = w.get("error") or w.get("failed_at")
    board = {"method": ("32-bit VM (MicroPython %s WebAssembly port) + stand-ins at their C "
                        "size" % WASM_VERSION) if w is not None and w.get("ok")
             else "unix figures: stand-ins at their C size + the rest x python_32_64",
             "python_32_64": k, "python_32_64_note": k_note}
    for kind, u in runs.items():
        if not u.get("ok"):
            continue
        b = _board(u, wruns.get(kind), k, CABLE_MARKS)
        b["peak_remote_step"] = b.pop("peak_cpu_step")
        for gone in ("peak_cpu_think", "max_live_cpu"):
            b.pop(gone, None)
        wk = wruns.get(kind)
        if wk is not None and wk.get("ok"):
            b["peer_bytes_at_end_32bit"] = wk["peer_bytes"]
            b["peer_freed_at_end_32bit"] = wk.get("peer_freed")
        board[kind] = b
        kb = kbs[kind]
        if kb:  # less the harness and the other board, scaled as the largest live heap
            ratio = b["max_live"] / u["max_live"]["live"]
            board["smallest_heap_" + kind] = int((kb * 1024 - u["harness_bytes"] - u["peer_max"])
                                                 * ratio)
    if module and board.get("precompiled"):
        profile = sum(own_size_wasm(module, tree, True, n) or 0 for n in PROFILE_MODULES)
        bp = board["precompiled"]
        board["pybadge_profile_code"] = profile
        board["precompiled_on_pybadge"] = {"table": bp["table"] + profile,
                                           "most": bp["max_live"] + profile}
    out["board_estimate"] = board
    # The link's own code on the board, from source, each alone in a fresh 32-bit VM (what it
    # adds once what it imports is loaded): the package (its __init__ imports link, which
    # imports channel, cobs, checksum, handshake and play; sha256 loads for the handshake and
    # leaves with it, sync only if the boards disagree) and the UI's.
    names = [n for n in ("scopa_core.link",) + LINK_MODULES
             if n in out.get("modules_at_table", ())]
    if names and module:
        own = {n: own_size_wasm(module, tree, False, n) for n in names}
        own["(total)"] = sum(v or 0 for v in own.values())
        out["link_module_bytes_32bit"] = own
    out["seconds"] = round(time.time() - t0, 1)
    return out


def print_cable(got):
    b = got["board_estimate"]
    print("cable match memory, bytes beyond the harness and the other board (board estimate: "
          "%s)" % b["method"])
    for kind in ("from_source", "precompiled"):
        raw = got[kind]
        est = b.get(kind) or {}
        print("  %s:%s" % (kind, "  " + raw["error"] if "error" in raw else ""))
        for m in CABLE_MARKS + ("peak_remote_step",):
            print("    %-17s raw %7s   board ~%7s" % (m, raw.get(m), est.get(m)))
        print("    other board: %s bytes booked, %s freed when it went" % (
            raw.get("peer_bytes_at_end"), raw.get("peer_freed_at_end")))
    h = got["smallest_heap_kb"]
    print("  smallest -X heapsize for a deal (KB, unix, harness and other board included): "
          "from source %s, precompiled %s; board ~%s / ~%s bytes" % (
              h["from_source"], h["precompiled"], b.get("smallest_heap_from_source"),
              b.get("smallest_heap_precompiled")))
    if "precompiled_on_pybadge" in b:
        print("  precompiled, with the PyBadge profile's code: table ~%(table)d, most ~%(most)d"
              % b["precompiled_on_pybadge"])
    print("  modules at the table: %s" % ", ".join(got.get("modules_at_table", ())))


def main(argv):
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="one deal, coarser heap bisection")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument("--tree", help="measure another checkout (default: this one)")
    ap.add_argument("--no-wasm", action="store_true", help="skip the 32-bit WebAssembly port")
    ap.add_argument("--by-level", action="store_true",
                    help="only the smallest heap of a whole match against each CPU level (JSON)")
    ap.add_argument("--seats", type=int, default=0,
                    help="with --by-level: the setup's Players (0: 1 v 1 ... 5: six players)")
    ap.add_argument("--cable", action="store_true",
                    help="only a cable match, against another board in the same heap")
    args = ap.parse_args(argv)
    if args.cable:
        got = cable_memory(args.quick, args.tree, not args.no_wasm)
        if args.json:
            print(json.dumps(got, indent=2))
        else:
            print_cable(got)
        return 0
    if args.by_level:
        print(json.dumps(smallest_by_level(args.tree, args.seats), indent=2))
        return 0
    got = app_memory(args.quick, args.tree, not args.no_wasm)
    if args.json:
        print(json.dumps(got, indent=2))
        return 0
    b = got["board_estimate"]
    print("app memory, bytes beyond the harness (board estimate: %s)" % b["method"])
    for kind in ("from_source", "precompiled"):
        raw = got[kind]
        est = b.get(kind) or {}
        print("  %s:" % kind)
        for m in ("start", "table", "max_live", "peak_cpu_step", "peak_cpu_think"):
            print("    %-15s raw %7s   board ~%7s" % (m, raw.get(m), est.get(m)))
    split = b.get("code_and_data") or {}
    for m in ("start", "table", "max_live"):
        if m in split:
            print("  board, from source, %-9s code ~%6d  data ~%6d" % (
                m + ":", split[m]["code"], split[m]["data"]))
    print("  smallest -X heapsize (KB, unix, harness included): from source %s, precompiled %s"
          % (got["smallest_heap_kb"]["from_source"], got["smallest_heap_kb"]["precompiled"]))
    print("  board need ~%s bytes, budget %d: %s" % (b["need_bytes"], BUDGET,
                                                    "meets" if got["meets_budget"] else "OVER"))
    if got.get("cable"):
        print_cable(got["cable"])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
