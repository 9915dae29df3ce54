/**
 * Do the setups users deploy start under the gate and measure, or are they refused in one line?
 * Every setup of test/fixtures/broker-setups/ (its setup.yml says what it is, where its settings
 * come from and what it expects) runs as a target of the built CLI's `run`, with a short
 * throughput trial: a fresh broker per setup, its rabbitmq.conf, definitions and advanced.config
 * named as a user's config names them. Each outcome is a line of `outcomes.jsonl` in --dir (a
 * stopped script resumes with the setups not yet run) and the table is written again from the
 * file at the end (or with --table alone) to `outcomes.md`.
 *
 *   npm run build
 *   npx node bench/broker-setups.ts --dir bench/data/broker-setups              # every setup not yet run
 *   npx node bench/broker-setups.ts --dir bench/data/broker-setups --only 02,09  # these again
 *   npx node bench/broker-setups.ts --dir bench/data/broker-setups --table      # the table only
 *
 * An outcome is `measures` (exit 0 with valid results and work metrics), `refused` (exit 2 or 3
 * before anything was measured, in one line naming the setup's `setting`) or `failed` (anything
 * else, with its first error line). It matches when it is what setup.yml expects (`boot-error`
 * expects a refusal that quotes the broker's own error naming `setting`).
 *
 * Runs with the project's Node 24 (`npx node`), which strips the types of this file; what it runs
 * is the built CLI in dist/, copied at the start.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { stringify } from "yaml";
import "./resolve-ts.ts";

const { privateCli, readJsonLines, runCli } = await import("./runs.js");
// The corpus is read as the tests read it.
const {
  BROKER_SETUPS_DIR: CORPUS,
  brokerSetups,
  setupTargetEntry,
} = await import("../test/fixtures/broker-setups.js");

const ROOT = resolve(import.meta.dirname, "..");

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "bench/data/broker-setups" },
    only: { type: "string" },
    table: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log("Usage: npx node bench/broker-setups.ts [--dir <d>] [--only 02,09] [--table]");
  process.exit(0);
}

type Setup = import("../test/fixtures/broker-setups.js").BrokerSetup;

interface Outcome {
  dir: string;
  at: string;
  exitCode: number | null;
  outcome: "measures" | "refused" | "failed";
  matches: boolean;
  seconds: number;
  /** The gate's first error line, or the work metric that shows it measured. */
  line: string;
  overrides?: string[];
}

/** A config of the setup, as a user writes it beside their files. */
function writeConfig(setup: Setup, scratch: string): string {
  const has = (file: string) => existsSync(join(CORPUS, setup.dir, file));
  for (const file of ["rabbitmq.conf", "definitions.json", "advanced.config"]) {
    if (has(file)) copyFileSync(join(CORPUS, setup.dir, file), join(scratch, file));
  }
  const config = {
    targets: [{ ...setupTargetEntry(setup), startupTimeoutMs: 120_000 }],
    scenarios: [{ id: "throughput", trials: 1, params: { durationMs: 3000, warmupMs: 1000 } }],
  };
  const path = join(scratch, "perf-gate.yml");
  writeFileSync(path, stringify(config));
  return path;
}

interface ResultsFile {
  targets: {
    broker: { overrides?: string[] };
    scenarios: { valid: boolean; metrics: { id: string; summary?: { median: number } }[] }[];
  }[];
}

function readResults(path: string): ResultsFile | undefined {
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, "utf8")) as ResultsFile;
}

async function runSetup(setup: Setup, cli: string): Promise<Outcome> {
  const scratch = mkdtempSync(join(tmpdir(), `broker-setup-${setup.dir.slice(0, 2)}-`));
  const config = writeConfig(setup, scratch);
  const out = join(scratch, "results.json");
  const log = join(scratch, "run.log");
  const started = Date.now();
  const exitCode = await runCli(cli, ["run", "--config", config, "--out", out, "--no-color"], ROOT, log);
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  const text = readFileSync(log, "utf8");
  const errorLine = text.split("\n").find((line) => /^(error|Error)\b/.test(line)) ?? "";
  const results = readResults(out);
  const target = results?.targets[0];
  const work = target?.scenarios[0]?.metrics.find(
    (m) => /reductionsPerMessage$/i.test(m.id) && Number.isFinite(m.summary?.median),
  );
  const measured = exitCode === 0 && target?.scenarios.every((s) => s.valid) === true && work !== undefined;
  const refused = !measured && (exitCode === 2 || exitCode === 3) && target === undefined;
  const outcome: Outcome["outcome"] = measured ? "measures" : refused ? "refused" : "failed";
  const names = (line: string) => setup.setting !== undefined && line.includes(setup.setting);
  const matches =
    setup.expect === "measures" ? outcome === "measures" : outcome === "refused" && names(errorLine);
  return {
    dir: setup.dir,
    at: new Date().toISOString(),
    exitCode,
    outcome,
    matches,
    seconds,
    line: measured ? `${work.id} = ${Math.round(work.summary!.median)}` : errorLine.slice(0, 600),
    ...(target?.broker.overrides && { overrides: target.broker.overrides }),
  };
}

function writeTable(dir: string, setups: readonly Setup[], outcomes: readonly Outcome[]): string {
  const last = new Map(outcomes.map((o) => [o.dir, o]));
  const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ");
  const rows = setups.map((s) => {
    const o = last.get(s.dir);
    return `| ${s.dir} | ${cell(s.assumption)} | ${s.image.replace(/^rabbitmq:|-management$/g, "")} × ${s.nodes} | ${s.expect} | ${o ? `${o.outcome}${o.matches ? "" : " (**not as expected**)"}` : "not run"} | ${o ? o.seconds : ""} | ${o ? cell(o.line) : ""} |`;
  });
  const ran = setups.filter((s) => last.has(s.dir));
  const matched = ran.filter((s) => last.get(s.dir)!.matches).length;
  const table = [
    `${matched} of ${ran.length} setups run as expected (${setups.length} in the corpus).`,
    "",
    "| setup | assumption | RabbitMQ × nodes | expected | outcome | s | the gate's line |",
    "|---|---|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
  writeFileSync(join(dir, "outcomes.md"), table);
  writeDocsTable(setups, last);
  return table;
}

const DOCS = join(ROOT, "docs/brokers.md");
const DOCS_START = "<!-- corpus:start (bench/broker-setups.ts writes this table) -->";
const DOCS_END = "<!-- corpus:end -->";

/** docs/brokers.md lists each setup with its source and its last outcome. */
function writeDocsTable(setups: readonly Setup[], last: ReadonlyMap<string, Outcome>): void {
  if (!existsSync(DOCS)) return;
  const text = readFileSync(DOCS, "utf8");
  const start = text.indexOf(DOCS_START);
  const end = text.indexOf(DOCS_END);
  if (start < 0 || end < start) return;
  const cell = (value: string) => value.replace(/\|/g, "\\|").replace(/\s+/g, " ").trim();
  const rows = setups.map((s) => {
    const o = last.get(s.dir);
    const outcome = !o
      ? "not run"
      : o.outcome === "measures"
        ? "measures"
        : `refused: ${cell(o.line.replace(/^error: /, ""))}`;
    return `| \`${s.dir}\` | ${cell(s.description)} | ${cell(s.source)} | ${s.expect} | ${o && !o.matches ? "**not as expected**: " : ""}${outcome} |`;
  });
  const table = [
    "| setup | what it is | settings from | expected | outcome under the gate |",
    "|---|---|---|---|---|",
    ...rows,
  ].join("\n");
  writeFileSync(DOCS, `${text.slice(0, start + DOCS_START.length)}\n${table}\n${text.slice(end)}`);
}

const dir = resolve(values.dir);
mkdirSync(dir, { recursive: true });
const outcomesPath = join(dir, "outcomes.jsonl");
const setups = brokerSetups();
if (!values.table) {
  const done = new Set(readJsonLines<Outcome>(outcomesPath).map((o) => o.dir));
  const only = values.only?.split(",").map((n) => n.trim().padStart(2, "0"));
  const todo = setups.filter((s) => (only ? only.includes(s.dir.slice(0, 2)) : !done.has(s.dir)));
  const cli = privateCli(ROOT, "broker-setups");
  for (const setup of todo) {
    const outcome = await runSetup(setup, cli);
    writeFileSync(outcomesPath, `${JSON.stringify(outcome)}\n`, { flag: "a" });
    console.log(
      `${setup.dir}: ${outcome.outcome}${outcome.matches ? "" : " (NOT AS EXPECTED)"} in ${outcome.seconds} s: ${outcome.line}`,
    );
  }
}
const table = writeTable(dir, setups, readJsonLines<Outcome>(outcomesPath));
console.log(table.split("\n")[0]);
