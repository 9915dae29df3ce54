/**
 * Does the gate hold across machines? Pairs of runs of the default suite, one side on a broker held
 * to fewer CPUs (the target's `cpus`: a slower runner), the other unlimited, judged by `compare` as a
 * pull request is judged against a baseline stored by another run:
 *
 * - `base`: the stored baseline, on the pair's stored side;
 * - `aa`: the same suite, unchanged, on the other side: **the gate must exit 0**;
 * - `dial`: the same suite on the pull request's side with both message interceptors in
 *   rabbitmq.conf (about 4% more broker work per message, bench/verdict-proof.md): **the gate must
 *   exit 1**, on a work metric.
 *
 * Pairs alternate the slower side's quota (1.0 CPU in odd pairs, 1.5 in even ones) and, two pairs at
 * a time, which side is slower: pairs 1-2 store the slower run, 3-4 measure the pull request on it,
 * and so on. Every run has 0-2 busy neighbour processes beside it, drawn per run from a seed and
 * recorded. Each results file is kept, gzipped, in --dir with a line in its `runs.jsonl`: a stopped
 * script resumes where it stopped, and the judgement is made again from the files at any time.
 *
 *   npm run build
 *   npx node bench/cross-speed.ts --dir bench/data/cross-speed --pairs 20 --max-minutes 60   # measure, resumable
 *   npx node bench/cross-speed.ts --dir bench/data/cross-speed --judge                       # judge the files again
 *
 * `--judge-config <file>` judges with a config of its own: bench/data/cross-speed/judge.yml gives
 * latency's work metric the 1.5% threshold its results carry since these files were measured.
 *
 * `--config <file>` measures another suite: a config with one testcontainers target (a cluster, a
 * queue type, other scenarios), to which each run adds the quota and, for the dial, the
 * interceptors; give it a --dir of its own. `--no-dial` measures base and aa only, for how far each
 * metric moves across speeds (the other scenarios, bench/data/cross-speed-others):
 *
 *   npx node bench/cross-speed.ts --config bench/data/cross-speed-others/config.yml \
 *     --dir bench/data/cross-speed-others --pairs 6 --no-dial --max-minutes 60
 *
 * The judgement prints each pair's exit codes and, for every metric of the suite, the largest shift
 * an unchanged broker showed across speeds, against its threshold, and whether it binds; it writes
 * them to `judged.txt`. Runs with the project's Node 24 (`npx node`), which strips the types of
 * this file; it imports nothing of src/: what it measures and judges is the built CLI in dist/,
 * copied at the start. A run that ends without results stops the script; the next start measures
 * it again.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse, stringify } from "yaml";
import "./resolve-ts.ts";

// Imported after the hook is registered, by its `.js` name as the project's own imports are.
const { privateCli } = await import("./runs.js");
const { aaDialDraws, ExitTally, JudgedLog, PairStore, pairFlags, pct } = await import("./pairs.js");

const ROOT = resolve(import.meta.dirname, "..");

type Role = import("./pairs.js").AaDialRole;

type Run = import("./pairs.js").PairRun<Role> & {
  /** The broker's CPU quota; null: unlimited. */
  cpus: number | null;
};

const options = pairFlags(
  "cross-speed",
  `Pairs of default-suite runs, one side on a broker held to 1.0 or 1.5 CPUs: an unchanged pair (aa)
must pass, a broker doing about 4% more work per message (dial) must fail. Resumable.`,
  {
    flags: {
      config: { type: "string" },
      "no-dial": { type: "boolean" },
      "judge-config": { type: "string" },
    },
    usage: [
      "\n  --config <file>          a config with one testcontainers target to measure instead of the default suite",
      "  --no-dial                measure base and aa only: how far each metric moves across speeds",
      "  --judge-config <file>    compare with this config (thresholds) instead of the embedded default",
    ].join("\n"),
  },
);
const configFile = options.extra.config as string | undefined;
/** The config `compare` judges with: --judge-config's file, else the embedded default. */
const judgeConfig = options.extra["judge-config"] as string | undefined;
const { pairs } = options;

/** The slower side's CPU quota in a pair. */
const quotaOf = (pair: number) => (pair % 2 === 1 ? 1.0 : 1.5);
/** Pairs 1-2 store the slower run, 3-4 measure the pull request on it, and so on. */
const slowerStored = (pair: number) => Math.floor((pair - 1) / 2) % 2 === 0;

/** The broker's quota in a run: the stored side is base, the pull request's side aa and dial. */
function cpusOf(pair: number, role: Role): number | null {
  const stored = role === "base";
  return stored === slowerStored(pair) ? quotaOf(pair) : null;
}

/** Both message interceptors: the dial of bench/verdict-proof.md, about +4% broker work per message. */
const DIAL_CONF = [
  "message_interceptors.incoming.set_header_timestamp.overwrite = true",
  "message_interceptors.incoming.set_header_routing_node.overwrite = true",
].join("\n");

/** The config to measure: --config's file, or the embedded default suite on 4.0.5. */
const BASE_CONFIG = configFile
  ? (parse(readFileSync(configFile, "utf8")) as { targets?: Record<string, unknown>[] })
  : { targets: [{ provider: "testcontainers", id: "rabbitmq-4.0.5", image: "rabbitmq:4.0.5-management" }] };
const TARGET = onlyTarget(BASE_CONFIG.targets ?? []);

function onlyTarget(targets: Record<string, unknown>[]): Record<string, unknown> {
  if (targets.length !== 1 || targets[0]!.provider !== "testcontainers")
    throw new Error("--config: expected exactly one target, of provider testcontainers");
  return targets[0]!;
}

/** The config of one run: the base config, its target held to `cpus` and with the dial when asked. */
function configOf(cpus: number | null, dial: boolean): string {
  const target: Record<string, unknown> = { ...TARGET, id: TARGET.id ?? "bench-target" };
  if (cpus !== null) target.cpus = cpus;
  if (dial) target.rabbitmqConf = [TARGET.rabbitmqConf, DIAL_CONF].filter(Boolean).join("\n");
  return `# bench/cross-speed.ts writes one per run.\n${stringify({ ...BASE_CONFIG, targets: [target] })}`;
}

const draws = aaDialDraws(0x5eed, 0xc5, options.neighbourRange);
const { neighboursOf } = draws;
/** Each pair's runs in their drawn order, without the dial when --no-dial asks. */
const orderOf = (pair: number): Role[] =>
  draws.orderOf(pair).filter((role) => role !== "dial" || options.extra["no-dial"] !== true);

/** A run's config written to the scratch folder, and how it is measured. */
function planOf(pair: number, role: Role, scratch: string) {
  const config = join(scratch, `${pair}-${role}.yml`);
  const cpus = cpusOf(pair, role);
  writeFileSync(config, configOf(cpus, role === "dial"));
  return {
    args: ["run", "--config", config],
    neighbours: neighboursOf(pair, role),
    record: { cpus, ...(configFile && { config: configFile }) },
    describe: `broker ${cpus === null ? "unlimited" : `at ${cpus} CPUs`}`,
  };
}

interface ComparisonRow {
  scenario: string;
  metric: string;
  kind: string;
  verdict: string;
  changePct: number | null;
  betterPct: number | null;
  thresholdPct: number;
  binds: boolean;
}

/** `compare` as the default config judges a pull request against a baseline from another run. */
function judgeOne(baseline: Run, current: Run): { exitCode: number | null; rows: ComparisonRow[] } {
  const { exitCode, report } = store.compare<{ comparison: { rows: ComparisonRow[] } }>(
    baseline,
    current,
    judgeConfig ? ["--config", resolve(judgeConfig)] : [],
  );
  return { exitCode, rows: report.comparison.rows };
}

interface Shift {
  kind: string;
  thresholdPct: number;
  binds: boolean;
  /** Worse-direction changes (positive: worse), one per aa pair. */
  worse: number[];
}

function judge(): void {
  const runs = store.runs();
  const find = (pair: number, role: Role) => runs.find((run) => run.pair === pair && run.role === role);
  const log = new JudgedLog();
  const { say } = log;
  const tally = new ExitTally();
  const count = (key: string, code: number | null) => tally.count(key, code);
  const shifts = new Map<string, Shift>();
  say(
    `${runs.length} runs in ${store.dir}; compare of dist/cli.js with ${judgeConfig ? `--config ${judgeConfig}` : "the embedded default config"}`,
  );
  say(
    "pair  slower (CPUs)  neighbours b/a/d  aa: exit, binding work changes      dial: exit (work regressed)",
  );
  for (let pair = 1; pair <= pairs; pair++) {
    const base = find(pair, "base");
    if (!base) continue;
    const [aa, dial] = [find(pair, "aa"), find(pair, "dial")];
    const side = `${slowerStored(pair) ? "stored" : "PR"} (${quotaOf(pair)})`;
    const cells: string[] = [];
    if (aa) {
      const judged = judgeOne(base, aa);
      count(`aa, slower side ${slowerStored(pair) ? "stored" : "in the PR"}`, judged.exitCode);
      for (const row of judged.rows) {
        if (row.betterPct === null) continue;
        const key = `${row.scenario}.${row.metric}`;
        const entry = shifts.get(key) ?? {
          kind: row.kind,
          thresholdPct: row.thresholdPct,
          binds: row.binds,
          worse: [],
        };
        entry.worse.push(-row.betterPct);
        entry.binds &&= row.binds;
        shifts.set(key, entry);
      }
      const work = judged.rows
        .filter((row) => row.kind === "work" && row.binds && row.changePct !== null)
        .map((row) => pct(row.changePct!))
        .join(" ");
      cells.push(`${judged.exitCode}, ${work}`.padEnd(34));
    } else cells.push("-".padEnd(34));
    if (dial) {
      const judged = judgeOne(base, dial);
      count(`dial, slower side ${slowerStored(pair) ? "stored" : "in the PR"}`, judged.exitCode);
      const work = judged.rows.filter((row) => row.kind === "work" && row.verdict === "regressed");
      cells.push(
        `${judged.exitCode} (${work.map((row) => `${row.scenario}.${row.metric} ${pct(row.changePct ?? 0)}`).join(", ") || "none"})`,
      );
    } else cells.push("-");
    const neighbours = (["base", "aa", "dial"] as Role[])
      .map((role) => find(pair, role)?.neighbours ?? "-")
      .join("/");
    say(`${String(pair).padStart(4)}  ${side.padEnd(13)}  ${neighbours.padEnd(16)}  ${cells.join("  ")}`);
  }
  say("");
  for (const line of tally.lines(true)) say(line);
  say("");
  say("Each metric's change over the aa pairs (positive: worse), against its threshold:");
  say(
    "metric | kind | binds across runs | threshold | change, least … most worse | largest |shift| | below half the threshold | pairs",
  );
  const ordered = [...shifts].sort(
    ([a, x], [b, y]) => Number(y.binds) - Number(x.binds) || a.localeCompare(b),
  );
  for (const [key, entry] of ordered) {
    const [least, most] = [Math.min(...entry.worse), Math.max(...entry.worse)];
    const largest = Math.max(Math.abs(least), Math.abs(most));
    say(
      `${key} | ${entry.kind} | ${entry.binds ? "yes" : "no"} | ${entry.thresholdPct}% | ${pct(least)} … ${pct(most)} | ${largest.toFixed(1)}% | ${largest < entry.thresholdPct / 2 ? "yes" : "no"} | ${entry.worse.length}`,
    );
  }
  log.write(store.dir);
}

/** The built CLI, copied once at the start: what it measures and judges. */
const store = new PairStore<Role, Run>(
  resolve(options.dir),
  privateCli(ROOT, "cross-speed"),
  ROOT,
  "cross-speed",
);
if (!options.judge) await store.measure(options, orderOf, planOf);
judge();
