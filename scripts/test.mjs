// `npm test`: every check, one stage after another, stopping at the first that fails, then the
// time each stage took (printed on failure too), so a slow stage shows where it is. One build:
// the e2e and cross-engine stages run on it. `node scripts/test.mjs --from e2e` starts at a stage.
// With STAGE_TIMES_FILE set, each stage's name and seconds are appended to it (`.ci/run`'s table).
import { spawnSync } from "node:child_process";
import { appendFileSync } from "node:fs";

const npm = (script, ...args) => [
  "npm",
  ["run", "-s", script, ...(args.length ? ["--", ...args] : [])],
];

const STAGES = [
  ["lint", ...npm("lint")],
  ["types", ...npm("typecheck")],
  ["unit", ...npm("test:unit")],
  ["build", ...npm("build")],
  ["e2e", ...npm("test:e2e", "--no-build")],
  ["engines", ...npm("test:engines")],
];

const from = process.argv.indexOf("--from");
const first = from === -1 ? 0 : STAGES.findIndex(([name]) => name === process.argv[from + 1]);
if (first === -1) throw new Error(`test: no stage ${process.argv[from + 1]}`);

const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};

const times = [];
let failed = 0;
for (const [name, command, args] of STAGES.slice(first)) {
  console.log(`\n── test: ${name} ──`);
  const started = performance.now();
  const status = spawnSync(command, args, { stdio: "inherit" }).status ?? 1;
  const seconds = (performance.now() - started) / 1000;
  times.push(
    `  ${name.padEnd(8)} ${minutes(seconds).padStart(6)}${status === 0 ? "" : "  failed"}`,
  );
  if (process.env.STAGE_TIMES_FILE) {
    appendFileSync(process.env.STAGE_TIMES_FILE, `${name} ${seconds.toFixed(0)} ${status}\n`);
  }
  if (status !== 0) {
    failed = status;
    break;
  }
}
console.log(`\ntest: stage times (m:ss)\n${times.join("\n")}`);
process.exit(failed);
