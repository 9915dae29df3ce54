/**
 * Everything a user sees from the built entry points without a broker, captured to a folder, so
 * that a change meant to keep behaviour (a refactoring) can show that it did: diff the captures of
 * the build before and after it. Each case runs `dist/cli.js` or `dist/action.js` (as the runner
 * runs it: inputs from INPUT_* variables, outputs to the GITHUB_OUTPUT and GITHUB_STEP_SUMMARY
 * files) in a fresh folder holding copies of the results fixtures, and keeps its stdout, stderr,
 * exit code and every file it wrote. The cases: `--help` of the program and of every command,
 * `schema`, `scenarios`, `compare` and `report` on the fixtures (regressed, invalid, matrix, same-job
 * pairs, limits, acknowledgements, both policies), the action's compare and report modes, and bad
 * flags and inputs that fail before any broker starts.
 *
 *   npm run build && cp -r dist /tmp/dist-before      # the build before the change
 *   npx node bench/behaviour-snapshot.ts --dist /tmp/dist-before --out /tmp/snap-before
 *   npm run build                                     # the build after it
 *   npx node bench/behaviour-snapshot.ts --dist dist --out /tmp/snap-after
 *   diff -r /tmp/snap-before /tmp/snap-after && echo identical
 *
 * The folder's path and the random token the action wraps its report in are replaced by
 * placeholders; everything else is kept byte for byte.
 */
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

const USAGE = `Usage: npx node bench/behaviour-snapshot.ts --dist <built dist folder> --out <capture folder>

Captures what dist/cli.js and dist/action.js show without a broker (help, schema, compare,
report, bad input) into --out, so the captures of two builds can be diffed.

  --dist <dir>             the built dist folder to run
  --out <dir>              the folder to write the captures to
  -h, --help               this text`;

const { values } = parseArgs({
  options: {
    dist: { type: "string" },
    out: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.dist || !values.out) {
  console.error(USAGE);
  process.exit(2);
}
const dist = resolve(values.dist);
const out = resolve(values.out);
const fixtures = resolve(import.meta.dirname, "../test/fixtures");

const CONFIG_WITH_RULES = `
thresholds:
  default: 4
  metrics:
    consumeRate: 2
limits:
  e2eLatencyP99Us:
    max: 1000
    reason: p99 under 1 ms
  queue-churn.declareDeleteRate:
    min: 1
verdict:
  clockMetrics: bind
acknowledge:
  regressions:
    - metric: throughput.publishRate
      reason: a known cost of the new store
      expires: 2099-12-31
`;

/** A results file with one same-job pair: the 4.0.5 target measured beside 3.13.7 as its reference. */
function pairedResults(): string {
  const results = JSON.parse(readFileSync(join(fixtures, "results-two-targets.json"), "utf8"));
  results.sameJob = {
    pairs: [{ reference: "rabbitmq-3.13.7-management", candidate: "rabbitmq-4.0.5-management" }],
  };
  return JSON.stringify(results, null, 2);
}

interface Case {
  name: string;
  entry: "cli" | "action";
  args?: string[];
  inputs?: Record<string, string>;
}

const cli = (name: string, ...args: string[]): Case => ({ name, entry: "cli", args });
const action = (name: string, inputs: Record<string, string>): Case => ({ name, entry: "action", inputs });
const COMMANDS = [
  "run",
  "compare",
  "report",
  "calibrate",
  "baseline",
  "baseline save",
  "schema",
  "scenarios",
];
const reports = ["--markdown", "m.md", "--json", "j.json"];

const CASES: Case[] = [
  cli("help", "--help"),
  ...COMMANDS.map((command) => cli(`help-${command.replace(" ", "-")}`, ...command.split(" "), "--help")),
  cli("version", "--version"),
  cli("schema", "schema"),
  cli("scenarios", "scenarios"),
  cli(
    "compare-regressed",
    "compare",
    "--no-config",
    "-b",
    "baseline-basic.json",
    "--current",
    "results-regressed.json",
    ...reports,
  ),
  cli(
    "compare-threshold-policy",
    "compare",
    "--no-config",
    "-b",
    "baseline-basic.json",
    "--current",
    "results-regressed.json",
    "--policy",
    "threshold",
    "--threshold",
    "3",
    ...reports,
  ),
  cli(
    "compare-same",
    "compare",
    "--no-config",
    "-b",
    "baseline-basic.json",
    "--current",
    "baseline-basic.json",
    "--json",
    "j.json",
  ),
  cli(
    "compare-no-fail",
    "compare",
    "--no-config",
    "-b",
    "baseline-basic.json",
    "--current",
    "results-regressed.json",
    "--no-fail-on-regression",
  ),
  cli(
    "compare-rules",
    "compare",
    "-c",
    "rules.yml",
    "-b",
    "baseline-basic.json",
    "--current",
    "results-regressed.json",
    ...reports,
  ),
  cli(
    "compare-targets",
    "compare",
    "--no-config",
    "--current",
    "results-two-targets.json",
    "--targets",
    "rabbitmq-3.13.7-management,rabbitmq-4.0.5-management",
    ...reports,
  ),
  cli(
    "compare-invalid",
    "compare",
    "--no-config",
    "-b",
    "baseline-basic.json",
    "--current",
    "results-invalid.json",
    ...reports,
  ),
  cli(
    "compare-not-results",
    "compare",
    "--no-config",
    "-b",
    "baseline-basic.json",
    "--current",
    "not-results.json",
  ),
  cli("compare-missing", "compare", "--no-config", "-b", "baseline-basic.json", "--current", "nowhere.json"),
  cli(
    "report-regressed",
    "report",
    "--no-config",
    "-b",
    "baseline-basic.json",
    "--current",
    "results-regressed.json",
    "--comment",
    "c.md",
    "--html",
    "h.html",
    "--bmf",
    "b.json",
    ...reports,
  ),
  cli(
    "report-rules",
    "report",
    "-c",
    "rules.yml",
    "-b",
    "baseline-basic.json",
    "--current",
    "results-regressed.json",
    "--comment",
    "c.md",
    "--html",
    "h.html",
    ...reports,
  ),
  cli(
    "report-matrix",
    "report",
    "--no-config",
    "--current",
    "results-matrix.json",
    "--comment",
    "c.md",
    "--html",
    "h.html",
    ...reports,
  ),
  cli(
    "report-invalid",
    "report",
    "--no-config",
    "-b",
    "baseline-basic.json",
    "--current",
    "results-invalid.json",
    "--comment",
    "c.md",
    ...reports,
  ),
  cli(
    "report-pairs",
    "report",
    "--no-config",
    "--current",
    "paired.json",
    "--comment",
    "c.md",
    "--html",
    "h.html",
    ...reports,
  ),
  cli(
    "report-pairs-baseline",
    "report",
    "--no-config",
    "-b",
    "results-two-targets.json",
    "--current",
    "paired.json",
    "--comment",
    "c.md",
    ...reports,
  ),
  cli(
    "report-same-output",
    "report",
    "--no-config",
    "--current",
    "results-basic.json",
    "--markdown",
    "results-basic.json",
  ),
  cli("run-bad-trials", "run", "--no-config", "--trials", "0"),
  cli("run-bad-threshold", "run", "--no-config", "--threshold", "abc"),
  cli("run-management-alone", "run", "--no-config", "--management-url", "http://localhost:15672"),
  cli("run-bad-amqp-url", "run", "--no-config", "--amqp-url", "not a url"),
  cli("run-bad-metrics-url", "run", "--no-config", "--amqp-url", "amqp://localhost", "--metrics-url", "nope"),
  cli("run-unknown-scenario", "run", "--no-config", "--scenario", "nope"),
  cli("run-bad-image", "run", "--no-config", "--image", "has space:1"),
  cli("run-bad-name", "run", "--no-config", "--name", ""),
  cli("run-bad-ab-image", "run", "--no-config", "--ab-image", "bad image"),
  cli(
    "run-out-is-baseline",
    "run",
    "--no-config",
    "-b",
    "baseline-basic.json",
    "--out",
    "baseline-basic.json",
  ),
  cli("run-bad-config-field", "run", "-c", "bad.yml"),
  action("action-compare", {
    mode: "compare",
    baseline: "baseline-basic.json",
    current: "results-regressed.json",
    "json-path": "j.json",
    "html-path": "h.html",
  }),
  action("action-compare-rules", {
    mode: "compare",
    config: "rules.yml",
    baseline: "baseline-basic.json",
    current: "results-regressed.json",
  }),
  action("action-compare-pass", {
    mode: "compare",
    baseline: "baseline-basic.json",
    current: "baseline-basic.json",
    "fail-on-regression": "false",
  }),
  action("action-report", {
    mode: "report",
    baseline: "baseline-basic.json",
    current: "results-regressed.json",
    "markdown-path": "m.md",
    "bmf-path": "b.json",
  }),
  action("action-report-pairs", { mode: "report", current: "paired.json", threshold: "7" }),
  action("action-report-invalid", {
    mode: "report",
    baseline: "baseline-basic.json",
    current: "results-invalid.json",
  }),
  action("action-bad-mode", { mode: "measure" }),
  action("action-compare-no-baseline", { mode: "compare", current: "results-regressed.json" }),
  action("action-report-no-current", { mode: "report" }),
  action("action-bad-trials", {
    mode: "compare",
    trials: "many",
    baseline: "baseline-basic.json",
    current: "results-regressed.json",
  }),
  action("action-bad-threshold", {
    mode: "compare",
    threshold: "-1",
    baseline: "baseline-basic.json",
    current: "results-regressed.json",
  }),
  action("action-bad-boolean", {
    mode: "compare",
    "fail-on-regression": "maybe",
    baseline: "baseline-basic.json",
    current: "results-regressed.json",
  }),
  action("action-bad-store", { mode: "report", "baseline-store": "s3", current: "results-regressed.json" }),
  action("action-ab-base-compare", {
    mode: "compare",
    "ab-base": "HEAD~1",
    baseline: "baseline-basic.json",
    current: "results-regressed.json",
  }),
  action("action-run-management-alone", { mode: "run", "management-url": "http://localhost:15672" }),
  action("action-run-bad-scenario", { mode: "run", scenarios: "throughput, nope" }),
  action("action-run-bad-image", { mode: "run", image: "has space:1" }),
  action("action-run-bad-config", { mode: "run", config: "bad.yml" }),
  action("action-calibrate-bad", { mode: "calibrate", comparisons: "0" }),
  action("action-same-output", {
    mode: "report",
    current: "results-basic.json",
    "markdown-path": "results-basic.json",
  }),
];

/** The inputs written into the folder, by name, with their content (an unchanged one is not kept). */
function prepare(work: string): Map<string, string> {
  for (const file of readdirSync(fixtures).filter((f) => f.endsWith(".json"))) {
    copyFileSync(join(fixtures, file), join(work, file));
  }
  writeFileSync(join(work, "paired.json"), pairedResults());
  writeFileSync(join(work, "rules.yml"), CONFIG_WITH_RULES);
  writeFileSync(join(work, "bad.yml"), "trials: many\n");
  writeFileSync(join(work, "github-output"), "");
  writeFileSync(join(work, "step-summary"), "");
  return new Map(readdirSync(work).map((file) => [file, readFileSync(join(work, file), "utf8")]));
}

function normalised(text: string, work: string): string {
  return text
    .replaceAll(work, "<work>")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<uuid>")
    .replace(/ghadelimiter_<uuid>/g, "ghadelimiter");
}

function runCase(entry: Case): void {
  const work = mkdtempSync(join(tmpdir(), "snapshot-"));
  const inputs = prepare(work);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: work,
    TZ: "UTC",
    LANG: "C",
    NO_COLOR: "1",
    TESTCONTAINERS_RYUK_DISABLED: "true",
  };
  let args: string[];
  if (entry.entry === "action") {
    Object.assign(env, {
      GITHUB_ACTIONS: "true",
      GITHUB_WORKSPACE: work,
      GITHUB_OUTPUT: join(work, "github-output"),
      GITHUB_STEP_SUMMARY: join(work, "step-summary"),
      GITHUB_EVENT_NAME: "workflow_dispatch",
      GITHUB_REPOSITORY: "example/broker-config",
    });
    for (const [name, value] of Object.entries(entry.inputs ?? {})) {
      env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] = value;
    }
    args = [join(dist, "action.js")];
  } else {
    args = [join(dist, "cli.js"), ...(entry.args ?? [])];
  }
  const ran = spawnSync(process.execPath, args, { cwd: work, env, encoding: "utf8", timeout: 120_000 });
  const folder = join(out, entry.name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "command"), `${entry.entry} ${JSON.stringify(entry.args ?? entry.inputs)}\n`);
  writeFileSync(join(folder, "stdout"), normalised(ran.stdout, work));
  writeFileSync(join(folder, "stderr"), normalised(ran.stderr, work));
  writeFileSync(join(folder, "exit"), `${ran.status ?? ran.signal}\n`);
  for (const file of readdirSync(work)) {
    const content = readFileSync(join(work, file), "utf8");
    if (inputs.get(file) === content) continue;
    writeFileSync(join(folder, `file-${file}`), normalised(content, work));
  }
  rmSync(work, { recursive: true, force: true });
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const entry of CASES) runCase(entry);
console.log(`${CASES.length} cases captured in ${out}`);
