// Runs Python code under MicroPython's WebAssembly port (a 32-bit VM: 4-byte words and 16-byte
// heap blocks, as on the SAMD51) for tools/app_mem.py.
//   node wasm_run.mjs MODULE_PATH JOB.json
// JOB: {"heap": bytes, "dirs": [[host_dir, vm_dir], ...], "cwd": vm_dir, "code": "python source",
//       "loop": "python source", "limit": n, "after": "python source"}.
// Copies the .py, .mpy and .bmp files of each host_dir into the VM's file system, runs
// "code", then "loop" again and again (each its own call, at most "limit" times) until it
// raises StopIteration, then "after"; prints go to stdout. Exit status 1 if the code raised.
// One call per loop turn because this port's gc.collect() frees only what earlier calls left
// garbage (within a call, it frees nothing).
import fs from "fs";
import path from "path";
import { pathToFileURL } from "url";

const [modulePath, jobPath] = process.argv.slice(2);
const job = JSON.parse(fs.readFileSync(jobPath, "utf8"));
const { loadMicroPython } = await import(pathToFileURL(modulePath).href);
const mp = await loadMicroPython({
  heapsize: job.heap || 4 * 1024 * 1024,
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});

function mkdirs(dir) {
  let at = "";
  for (const part of dir.split("/").filter((p) => p)) {
    at += "/" + part;
    try { mp.FS.mkdir(at); } catch (e) { /* exists */ }
  }
}

function copyTree(hostDir, vmDir) {
  mkdirs(vmDir);
  for (const entry of fs.readdirSync(hostDir, { withFileTypes: true })) {
    const src = path.join(hostDir, entry.name);
    const dst = vmDir + "/" + entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== "__pycache__") copyTree(src, dst);
    } else if (/\.(py|mpy|bmp)$/.test(entry.name)) {
      mp.FS.writeFile(dst, fs.readFileSync(src));
    }
  }
}

for (const [hostDir, vmDir] of job.dirs) copyTree(hostDir, vmDir);
if (job.cwd) mp.FS.chdir(job.cwd);
function run(code) {
  try {
    mp.runPython(code);
    return true;
  } catch (e) {
    if (String(e).includes("StopIteration")) return false;
    process.stderr.write(String(e) + "\n");
    process.exit(1);
  }
}

run(job.code);
if (job.loop) {
  let turns = 0;
  while (run(job.loop)) {
    if (++turns >= (job.limit || 100000)) {
      process.stderr.write("loop did not end in " + turns + " turns\n");
      process.exit(1);
    }
  }
}
if (job.after) run(job.after);
