// `npm test`: every check, stage after stage, stopping at the first that fails, then the time
// each stage took (printed on failure too), so a slow stage shows where it is. One build: the
// e2e and cross-engine stages run on it. Lint and types share nothing and each holds one core,
// so they run side by side, each one's output printed whole when it ends.
// `node scripts/test.mjs --from e2e` starts at a stage, `--to types` stops after one. With STAGE_TIMES_FILE set, each stage's
// name and seconds are appended to it (`.ci/run`'s table).
import { spawn } from "node:child_process";
import { appendFileSync } from "node:fs";

const npm = (name, script, ...args) => ({
  name,
  command: "npm",
  args: ["run", "-s", script, ...(args.length ? ["--", ...args] : [])],
});

/** Stages in order; the stages of one inner list run at the same time. */
const STAGES = [
  [npm("lint", "lint"), npm("types", "typecheck")],
  [npm("unit", "test:unit")],
  [npm("build", "build")],
  [npm("e2e", "test:e2e", "--no-build")],
  [npm("engines", "test:engines")],
];

const from = process.argv.indexOf("--from");
const first =
  from === -1
    ? 0
    : STAGES.findIndex((group) => group.some(({ name }) => name === process.argv[from + 1]));
const to = process.argv.indexOf("--to");
const last =
  to === -1
    ? STAGES.length - 1
    : STAGES.findIndex((group) => group.some(({ name }) => name === process.argv[to + 1]));
if (first === -1 || last === -1) throw new Error("test: no such stage");

const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};

/** Runs one stage: its output straight through when alone, else held and printed at its end. */
function run({ name, command, args }, alone) {
  const started = performance.now();
  if (alone) console.log(`\n── test: ${name} ──`);
  const child = spawn(command, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      if (!alone) {
        console.log(`\n── test: ${name} ──`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, status: code ?? 1, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const times = [];
let failed = 0;
for (const group of STAGES.slice(first, last + 1)) {
  const results = await Promise.all(group.map((stage) => run(stage, group.length === 1)));
  for (const { name, status, seconds } of results) {
    times.push(
      `  ${name.padEnd(8)} ${minutes(seconds).padStart(6)}${status === 0 ? "" : "  failed"}`,
    );
    if (process.env.STAGE_TIMES_FILE) {
      appendFileSync(process.env.STAGE_TIMES_FILE, `${name} ${seconds.toFixed(0)} ${status}\n`);
    }
    if (status !== 0) failed = status;
  }
  if (failed) break;
}
console.log(`\ntest: stage times (m:ss)\n${times.join("\n")}`);
process.exit(failed);
