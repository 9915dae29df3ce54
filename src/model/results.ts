import { z } from "zod";
import { MissingMessagesSchema } from "./missing-messages.js";
import { oneLine } from "./one-line.js";
import { MAX_SHARDS, SHARD_RUN_PATTERN } from "./shard.js";

/**
 * The results file: what a run measured, with every raw per-trial sample, so any comparison can be
 * recomputed later. A baseline is a results file that `baseline save` accepted (kind "baseline").
 *
 * Why this file is long: it is the whole schema of a file that may come from elsewhere, in one
 * place, where a reader checks everything such a file may hold.
 */
export const RESULTS_SCHEMA_ID = "rabbitmq-perf-gate/results";
export const RESULTS_SCHEMA_VERSION = 1;

/**
 * A name in a results file (target, scenario, metric, histogram): the characters the config and the
 * scenarios give names, so a name in a file from elsewhere cannot carry markup, a link or a mention
 * into the reports that show it.
 */
const NameSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/, {
  message: "expected letters, digits, '.', '_', ':' or '-' (at most 128), starting with a letter or digit",
});

/**
 * Any other text. A results file may come from code a fork controls: its text is read as one line
 * (src/model/one-line.ts), so it cannot start a line of its own in a log (a workflow command) or a
 * report, and it is bounded. The renderers escape it for where they put it.
 */
const TextSchema = z.string().max(4096).overwrite(oneLine);

/** A list of text (warnings, reasons, node names): a run writes a handful; a file may hold 1,000. */
const TextListSchema = z.array(TextSchema).max(1000);

const CommitSchema = z.string().regex(/^[0-9a-f]{7,64}$/i, { message: "expected a commit id (hex)" });

/**
 * Samples of one metric: one per valid trial. A config runs at most 100 trials a scenario and a
 * calibration a few times that; 1,000 keeps the bootstrap and the rank test of every metric cheap.
 */
export const MAX_SAMPLES_PER_METRIC = 1000;

/** Any JSON value, with every string and key read as one line (TextSchema's rule, recursively). */
function oneLineJson(value: unknown): unknown {
  if (typeof value === "string") return oneLine(value);
  if (Array.isArray(value)) return value.map(oneLineJson);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [oneLine(key), oneLineJson(item)]));
  }
  return value;
}

/**
 * A record of free-form values (a target's spec, a scenario's parameters, verification records),
 * shown in reports as they are: read with every string one line, so none can start a line of its
 * own. Depth and size are bounded before the schema runs (src/model/input-bounds.ts).
 */
const FreeRecordSchema = z
  .record(z.string(), z.unknown())
  .overwrite((record) => oneLineJson(record) as Record<string, unknown>);

export const MetricSummarySchema = z.object({
  n: z.number().int().nonnegative(),
  median: z.number(),
  mean: z.number(),
  min: z.number(),
  max: z.number(),
  stdev: z.number(),
  /** Relative standard deviation in percent (stdev / mean * 100); 0 when n < 2. */
  rsdPct: z.number(),
});
export type MetricSummary = z.infer<typeof MetricSummarySchema>;

/**
 * What a metric measures; it sets the metric's default threshold and how a change is worded.
 * - work: the broker's reductions per operation, nearly blind to what else runs on the machine;
 * - cpu: CPU time per operation (broker or load generator), which contention inflates somewhat;
 * - memory: bytes the broker holds;
 * - time: rates and latencies, read off the wall clock, which a slower machine moves directly;
 * - loss: confirmed messages no consumer ever received, a trial's `counters.lost` (which an
 *   invalid trial keeps). With the scenario's own bound it is a data-loss bound, checked on the
 *   worst trial, invalid ones included, whatever the config says (src/compare/limits.ts).
 */
export const MetricKindSchema = z.enum(["work", "cpu", "memory", "time", "loss"]);
export type MetricKind = z.infer<typeof MetricKindSchema>;

export const MetricLimitSchema = z
  .strictObject({ max: z.number().optional(), min: z.number().optional(), reason: TextSchema })
  .refine((limit) => limit.max !== undefined || limit.min !== undefined, {
    message: "expected max, min or both",
  });
export type MetricLimit = z.infer<typeof MetricLimitSchema>;

export const MetricResultSchema = z.object({
  id: NameSchema,
  unit: TextSchema,
  direction: z.enum(["higher", "lower"]),
  /** work, cpu, memory, time or loss (src/model/metrics.ts); absent in older files: time. */
  kind: MetricKindSchema.optional(),
  description: TextSchema.optional(),
  /**
   * A bound the scenario itself sets on the metric (e.g. routing-scale's super-linear slope),
   * checked as an absolute limit when no `limits` key of the config applies to the metric.
   */
  limit: MetricLimitSchema.optional(),
  /**
   * The threshold, in percent, that the metric's measured noise supports where its scenario
   * measures it (e.g. throughput's reductions per message in the work phase); the config's
   * `thresholds.metrics` and `thresholds.kinds` entries come first. Read from the baseline's side.
   */
  threshold: z.number().positive().max(1000).optional(),
  /**
   * Why the metric moves with the machine although its kind would bind it against another run
   * (src/model/metrics.ts): such a metric binds across runs only as a clock metric does.
   */
  movesWithMachine: TextSchema.optional(),
  /**
   * The version of how the metric is measured (src/model/metrics.ts): with `basis` and `unit`, what
   * makes two results' metric one quantity. Absent in files written before it existed: their
   * description is then all there is to go by (src/compare/method.ts).
   */
  method: z.number().int().positive().max(1_000_000).optional(),
  /** What changed at this method version. */
  methodChange: TextSchema.optional(),
  /** Which of the quantities the scenario's parameters choose between the metric measures. */
  basis: TextSchema.optional(),
  /** Earlier descriptions of this same method, from files that predate `method`. */
  formerDescriptions: TextListSchema.optional(),
  /** One value per valid trial, in trial order. */
  samples: z.array(z.number()).max(MAX_SAMPLES_PER_METRIC),
  summary: MetricSummarySchema,
});
export type MetricResult = z.infer<typeof MetricResultSchema>;

export const CountersSchema = z.object({
  published: z.number(),
  confirmed: z.number(),
  nacked: z.number(),
  returned: z.number(),
  consumed: z.number(),
  duplicates: z.number(),
  lost: z.number(),
});

/** The raw work of one measured window (src/work/meter.ts, its type in src/model/metrics.ts): the work metrics are computed from it. */
export const WorkWindowSchema = z.object({
  window: TextSchema,
  operations: z.number().nonnegative(),
  windowMs: z.number(),
  reductions: z.number().optional(),
  backgroundReductions: z.number().optional(),
  reductionsUnmeasured: TextSchema.optional(),
  brokerCpuMs: z.number().optional(),
  memoryBytes: z.array(z.number()).optional(),
  clientCpuMs: z.number(),
  /** Busy CPU time of the whole host over the window (ms) and its CPUs, where readable. */
  hostBusyMs: z.number().nonnegative().optional(),
  hostCpus: z.number().int().positive().optional(),
});

/**
 * One point of a sweep (routing-scale): what one measured window cost at one size of the
 * population. The points of a series, by `x`, are what its log-log slope is fitted on.
 */
export const SweepPointSchema = z.object({
  /** The series, e.g. "direct create, 4 bindings per queue". */
  series: TextSchema,
  /** The population the window ran at (queues). */
  x: z.number().positive(),
  /** What the window did (queues created or deleted, messages routed). */
  operations: z.number().nonnegative(),
  ms: z.number().nonnegative(),
  /** The broker's reductions over the window, the background subtracted; absent when not read. */
  reductions: z.number().optional(),
});
export type SweepPoint = z.infer<typeof SweepPointSchema>;

/** Where a target's work counters came from, and the idle background subtracted from them. */
export const WorkSourceSchema = z.object({
  source: z.enum(["prometheus", "none"]),
  urls: TextListSchema,
  background: z
    .object({ fixedReductions: z.number(), reductionsPerSecond: z.number(), idleWindowMs: z.number() })
    .optional(),
  note: TextSchema.optional(),
});

export const TrialRecordSchema = z.object({
  trial: z.number().int().positive(),
  startedAt: TextSchema,
  durationMs: z.number(),
  measuredMs: z.number(),
  /**
   * When the measured window began (ms since the epoch, this machine's clock): a shard's windows
   * are checked against the other shards' when the shards are merged.
   */
  measuredFrom: z.number().nonnegative().optional(),
  valid: z.boolean(),
  invalidReason: TextSchema.optional(),
  warnings: TextListSchema,
  counters: CountersSchema.optional(),
  /** Base64 compressed HDR histograms of this trial, by family (e2eLatency, confirmLatency). */
  histograms: z.record(NameSchema, z.string()).optional(),
  /** The raw work of each measured window of the trial. */
  work: z.array(WorkWindowSchema).optional(),
  /** The points of a sweep scenario, from which its slopes were fitted. */
  sweep: z.array(SweepPointSchema).optional(),
  /** Confirmed messages missing when the drain window ended, and what became of each. */
  missing: MissingMessagesSchema.optional(),
  /**
   * The share (%) of the host's CPU capacity that processes other than the broker and the load
   * generator used over the trial's measured windows (src/work/host-cpu.ts): busy neighbours.
   * Absent where the host's or the broker's CPU time is not readable.
   */
  foreignCpuPct: z.number().min(0).max(100).optional(),
});
export type TrialRecord = z.infer<typeof TrialRecordSchema>;

export const ScenarioResultSchema = z.object({
  /** Result name (the scenario id unless the config named it). */
  name: NameSchema,
  scenario: NameSchema,
  parameters: FreeRecordSchema,
  metrics: z.array(MetricResultSchema),
  trials: z.array(TrialRecordSchema),
  /** False when any trial was invalid: the gate fails and the reasons say why. */
  valid: z.boolean(),
  invalidReasons: TextListSchema,
  warnings: TextListSchema,
  /** In a shard's results: what of the scenario this shard ran (its queues, publishers, consumers). */
  shard: FreeRecordSchema.optional(),
});
export type ScenarioResult = z.infer<typeof ScenarioResultSchema>;

export const BrokerInfoSchema = z.object({
  serverVersion: TextSchema,
  product: TextSchema,
  erlangVersion: TextSchema.optional(),
  image: TextSchema.optional(),
  imageId: TextSchema.optional(),
  imageDigest: TextSchema.optional(),
  nodes: TextListSchema,
  featureFlags: TextListSchema.optional(),
  /** What the gate overrode or added to measure the target (src/brokers/setup-plan.ts). */
  overrides: TextListSchema.optional(),
});

export const TargetResultSchema = z.object({
  id: NameSchema,
  provider: TextSchema,
  /** The target as configured (credentials masked). */
  spec: FreeRecordSchema,
  broker: BrokerInfoSchema,
  /** What the broker itself said it is (metadata store, members, queue types); filled by verification. */
  verification: FreeRecordSchema.optional(),
  /** Where the work metrics came from; absent in files written before they existed. */
  work: WorkSourceSchema.optional(),
  scenarios: z.array(ScenarioResultSchema),
});
export type TargetResult = z.infer<typeof TargetResultSchema>;

export const HostSchema = z.object({
  os: TextSchema,
  arch: TextSchema,
  cpuModel: TextSchema,
  cpuCores: z.number(),
  totalMemoryBytes: z.number(),
  nodeVersion: TextSchema,
  /** e.g. "github-actions" or "local". */
  runner: TextSchema,
  /** A hosted runner's image, "<ImageOS> <ImageVersion>" (e.g. "ubuntu24 20241201.1.0"), where known. */
  runnerImage: TextSchema.optional(),
});

/** One metric's noise floor, measured by `calibrate` (see src/stats/noise.ts). */
export const MetricNoiseSchema = z.object({
  scenario: NameSchema,
  metric: NameSchema,
  /** A/A swing in percent: 95th percentile of |ratio of medians - 1| over the A/A comparisons. */
  noisePct: z.number().nonnegative(),
  /** Pooled relative standard deviation of the trials of both copies, in percent. */
  spreadPct: z.number(),
  /** Ratio of medians (twin / target) of each A/A comparison, in block order. */
  ratios: z.array(z.number()),
  /** The threshold this noise supports (noise × 1.25, rounded up). */
  proposedThresholdPct: z.number(),
});
export type MetricNoise = z.infer<typeof MetricNoiseSchema>;

export const TargetCalibrationSchema = z.object({
  target: NameSchema,
  /** The identical copy the target was measured against, with every raw sample. */
  twin: TargetResultSchema,
  metrics: z.array(MetricNoiseSchema),
});

/**
 * A/A calibration (`calibrate`): every target measured against an identical copy of itself,
 * interleaved, cut into blocks of the gate's trial count. A baseline that carries it lets later
 * comparisons use each metric's noise floor.
 */
export const CalibrationSchema = z.object({
  createdAt: TextSchema,
  /** Trials per side of each A/A comparison (the gate's trial count when calibrated). */
  trialsPerComparison: z.number().int().positive(),
  /** Trials per side of the scenarios that ran a count of their own, by scenario name. */
  trialsByScenario: z.record(NameSchema, z.number().int().positive()).optional(),
  /** A/A comparisons per metric. */
  comparisons: z.number().int().positive(),
  targets: z.array(TargetCalibrationSchema),
});
export type Calibration = z.infer<typeof CalibrationSchema>;

const ShardRunSchema = z.object({
  count: z.number().int().min(1).max(MAX_SHARDS),
  /** The id every shard of the run was given. */
  run: z.string().regex(SHARD_RUN_PATTERN, { message: "expected a shard run id" }),
  /** The resolved config every shard must share (src/gate/shard.ts). */
  configHash: z.string().regex(/^[0-9a-f]{16,64}$/, { message: "expected a config hash (hex)" }),
});

export const ResultsSchema = z.object({
  schema: z.literal(RESULTS_SCHEMA_ID),
  schemaVersion: z.literal(RESULTS_SCHEMA_VERSION),
  kind: z.enum(["results", "baseline"]),
  tool: z.object({ name: TextSchema, version: TextSchema }),
  gate: TextSchema,
  createdAt: TextSchema,
  host: HostSchema,
  git: z
    .object({
      sha: CommitSchema.optional(),
      ref: TextSchema.optional(),
    })
    .optional(),
  trials: z.number().int().positive(),
  targets: z.array(TargetResultSchema),
  /** Present when the run was an A/A calibration, or a baseline was saved with its noise. */
  calibration: CalibrationSchema.optional(),
  /**
   * Matrix cells that cannot exist (e.g. classic mirrored queues on 4.x), left out with the reason:
   * what a reader of the results would otherwise take for a target that went missing.
   */
  skippedTargets: z.array(z.object({ id: NameSchema, reason: TextSchema })).optional(),
  /**
   * Same-job A/B: the targets measured as references beside candidates, and, for an A/B against a
   * merge base, both commits, where each setup came from and what changed between them (a unified
   * diff a pair, one line an entry). A report of this file compares these pairs.
   */
  sameJob: z
    .object({
      pairs: z.array(z.object({ reference: NameSchema, candidate: NameSchema })).max(1000),
      mergeBase: z
        .object({
          rev: TextSchema,
          commit: CommitSchema,
          head: CommitSchema,
          source: TextSchema,
          candidateSource: TextSchema,
          changes: z.array(z.array(TextSchema).max(5000)).max(1000),
          unpaired: TextListSchema,
        })
        .optional(),
    })
    .optional(),
  /** A shard's results (`run --shard i/N`), to be merged with the others' by `results merge`. */
  shard: ShardRunSchema.extend({ index: z.number().int().min(1).max(MAX_SHARDS) }).optional(),
  /** Results merged from shards: how many, of which run, and the machines that generated the load. */
  shards: ShardRunSchema.extend({ hosts: z.array(HostSchema).max(MAX_SHARDS) }).optional(),
});
export type Results = z.infer<typeof ResultsSchema>;
/** An A/B against a merge base, as a results file records it (src/gate/base-references.ts). */
export type MergeBaseRecord = NonNullable<NonNullable<Results["sameJob"]>["mergeBase"]>;

/** A results or baseline file as the gate and its stores write it: indented JSON, a final newline. */
export function resultsJson(results: Results): string {
  return `${JSON.stringify(results, null, 2)}\n`;
}
