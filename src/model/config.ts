import { z } from "zod";
import { oneLine } from "./one-line.js";

/**
 * The gate's configuration: one schema for the file, the CLI flags and the action inputs.
 * Scenario parameters are validated afterwards by each scenario's own schema (see gate/resolve.ts),
 * so this file does not need to know the scenarios.
 *
 * Why this file is long: it is the whole file format, each field documented where it is declared;
 * the JSON Schema is generated from it and the configuration reference (docs/configuration.md) checked against it.
 */

/**
 * How many points more of the host's CPU capacity other processes may have taken in the run that
 * looks worse before a time or CPU metric's regression or improvement is called inconclusive. A stored
 * baseline recorded on a quiet machine and a candidate run beside busy neighbours differ by tens
 * of points; runs on an equally quiet machine by a few (bench/verdict-proof.md).
 */
export const DEFAULT_BUSY_HOST_PTS = 10;

const IMAGE_REF =
  /^(?<name>[a-z0-9]+(?:[._/-][a-z0-9]+)*(?::[0-9]+)?(?:\/[a-z0-9]+(?:[._-][a-z0-9]+)*)*):(?<tag>[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})(?:@(?<digest>sha256:[a-f0-9]{64}))?$/;

export const ImageRefSchema = z.string().regex(IMAGE_REF, {
  message: "expected an image with a tag, e.g. rabbitmq:4.0.5-management, optionally @sha256:<digest>",
});

// At most MAX_TARGET_ID_LENGTH (63) characters: derived ids (matrix cells, twins, references) keep to it.
const TargetIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,62}$/, {
  message: "expected letters, digits, '.', '_' or '-' (at most 63), starting with a letter or digit",
});

export const QueueTypeSchema = z.enum(["classic", "classic-mirrored", "quorum", "stream"]);
export type QueueType = z.infer<typeof QueueTypeSchema>;
export const MetadataStoreSchema = z.enum(["mnesia", "khepri"]);
export type MetadataStore = z.infer<typeof MetadataStoreSchema>;
/**
 * The client protocol the load scenarios speak: AMQP 0.9.1 (amqplib), AMQP 1.0 (rhea),
 * RabbitMQ's stream protocol (rabbitmq-stream-js-client, port 5552; stream queues only) or MQTT
 * (MQTT.js, port 1883; classic queues, which the MQTT plugin declares for its subscribers).
 */
export const ProtocolSchema = z.enum(["amqp091", "amqp10", "stream", "mqtt"]);
export type Protocol = z.infer<typeof ProtocolSchema>;
/**
 * A RabbitMQ plugin's name (`rabbitmq_amqp1_0`, `rabbitmq_stream`): lower-case letters, digits and
 * `_`, as plugins are named, so it is also safe on a command line.
 */
const PluginNameSchema = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, {
  message: "expected a plugin name: lower-case letters, digits and '_' (e.g. rabbitmq_amqp1_0)",
});
const PluginsSchema = z
  .array(PluginNameSchema)
  .refine((names) => new Set(names).size === names.length, { message: "a plugin is listed twice" });

const AmqpUrlSchema = z
  .string()
  .regex(/^amqps?:\/\/[^\s]+$/, { message: "expected an amqp:// or amqps:// URL" });
const StreamUrlSchema = z.string().regex(/^rabbitmq-stream(?:\+tls)?:\/\/[^\s]+$/, {
  message: "expected a rabbitmq-stream:// or rabbitmq-stream+tls:// URL",
});
const MqttUrlSchema = z
  .string()
  .regex(/^mqtts?:\/\/[^\s]+$/, { message: "expected an mqtt:// or mqtts:// URL" });
const HttpUrlSchema = z
  .string()
  .regex(/^https?:\/\/[^\s]+$/, { message: "expected an http:// or https:// URL" });
const positiveMs = z.number().int().positive();

/**
 * A file of the repository the config names, relative to the config file's directory. No `..`
 * and no absolute path: a same-job A/B reads it from the merge base's tree too (src/gate/base-setup.ts),
 * where only the repository's own files exist.
 */
export const RepoFileSchema = z
  .string()
  .max(1024)
  .regex(/^(?![/\\])(?!.*(?:^|[/\\])\.\.(?:[/\\]|$))(?!.*\p{Cc})[^:]+$/u, {
    message: "expected a path relative to the config file, without '..', a drive or control characters",
  });

/** The files a testcontainers target can name; their contents are read before the run. */
const namedFiles = {
  /** A rabbitmq.conf snippet file, appended to conf.d after `rabbitmqConf`. */
  rabbitmqConfFile: RepoFileSchema.optional(),
  /**
   * A definitions file (JSON, as `rabbitmqctl export_definitions` writes it: policies, queues,
   * exchanges, users, vhosts), imported once the nodes run (`rabbitmqctl import_definitions`), so
   * that the user the gate logs in with stays.
   */
  definitionsFile: RepoFileSchema.optional(),
  /**
   * An advanced.config file (Erlang terms), put where RabbitMQ reads it
   * (/etc/rabbitmq/advanced.config): for the settings rabbitmq.conf cannot express.
   */
  advancedConfigFile: RepoFileSchema.optional(),
};

const targetCommon = {
  /** Names the target in reports and thresholds. Defaults from the image or "external". */
  id: TargetIdSchema.optional(),
  /** Queue type the scenarios declare their queues with. */
  queueType: QueueTypeSchema.default("classic"),
  /** Protocol of the load scenarios' publishers and consumers (throughput, latency). */
  protocol: ProtocolSchema.default("amqp091"),
};

/**
 * Environment variables for a broker node: a name a shell and Docker take (letters, digits and
 * `_`, not starting with a digit).
 */
const EnvSchema = z.record(
  z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, {
    message: "expected an environment variable name: letters, digits and '_', not starting with a digit",
  }),
  z.string(),
);

export const TestcontainersTargetSchema = z.strictObject({
  ...targetCommon,
  provider: z.literal("testcontainers"),
  /** Image with tag (and optional digest), pulled when absent locally. */
  image: ImageRefSchema,
  /** Cluster size. */
  nodes: z.union([z.literal(1), z.literal(3)]).default(1),
  /** Metadata store; omitted means the version's default. */
  metadataStore: MetadataStoreSchema.optional(),
  /**
   * Plugins enabled before the broker starts (`rabbitmq-plugins enable --offline`), besides the
   * image's own. The AMQP 1.0 plugin of a 3.x broker is added for protocol 'amqp10' without asking.
   */
  plugins: PluginsSchema.optional(),
  /** Lines appended to /etc/rabbitmq/conf.d/ as a rabbitmq.conf snippet. */
  rabbitmqConf: z.string().optional(),
  ...namedFiles,
  /** Extra environment variables for every node. */
  env: EnvSchema.optional(),
  /** How long a node may take until its listeners answer (src/brokers/testcontainers/readiness.ts). */
  startupTimeoutMs: positiveMs.default(180_000),
  /**
   * CPU quota of every node in CPUs (e.g. 1.5); omitted means no limit. Pinning the broker's CPU
   * makes runs steadier on shared machines, and a reduced quota is a reproducible slowdown.
   */
  cpus: z.number().positive().max(1024).optional(),
});

export const ExternalTargetSchema = z.strictObject({
  ...targetCommon,
  provider: z.literal("external"),
  /** One AMQP URL per node, credentials included. */
  amqpUrls: z.array(AmqpUrlSchema).min(1, { message: "expected at least one AMQP URL" }),
  /**
   * Plugins the broker must have enabled: checked through the management API before the first
   * trial (the gate cannot enable a plugin on a broker it does not own).
   */
  plugins: PluginsSchema.optional(),
  /** Management API base URL (http://user:pass@host:15672) to read version and feature flags. */
  managementUrl: HttpUrlSchema.optional(),
  /**
   * Stream protocol URLs (rabbitmq-stream://user:pass@host:5552/vhost), one per node, for protocol
   * 'stream'. Each node's `stream.advertised_host` and `stream.advertised_port` must be reachable
   * from the runner: a client connects to the node a stream's leader or replica lives on.
   */
  streamUrls: z.array(StreamUrlSchema).min(1, { message: "expected at least one stream URL" }).optional(),
  /**
   * MQTT URLs (mqtt://user:pass@host:1883), one per node, for protocol 'mqtt'. The user name may
   * carry the virtual host as `vhost:user`, as the MQTT plugin reads it.
   */
  mqttUrls: z.array(MqttUrlSchema).min(1, { message: "expected at least one MQTT URL" }).optional(),
  /**
   * Prometheus endpoints (rabbitmq_prometheus), one per node, for the work metrics. Omitted: port
   * 15692 on each AMQP URL's host. An endpoint that does not answer leaves the broker's work
   * metrics out, with a note in the report.
   */
  metricsUrls: z.array(HttpUrlSchema).min(1, { message: "expected at least one URL" }).optional(),
  /**
   * Commands that lose and restore a node of this broker, for the node-loss scenario (the gate
   * cannot lose a node it does not own). Each is an argument list run without a shell; "{node}"
   * in an argument becomes the node's index (the position of its AMQP URL), "{method}" the
   * scenario's method. The gate runs them as given and trusts them to do what they say.
   */
  nodeFaults: z
    .strictObject({
      lose: z.array(z.string().min(1)).min(1, { message: "expected a command" }),
      restore: z.array(z.string().min(1)).min(1, { message: "expected a command" }),
      timeoutMs: positiveMs.default(120_000),
    })
    .optional(),
});

export const TargetSchema = z.discriminatedUnion(
  "provider",
  [TestcontainersTargetSchema, ExternalTargetSchema],
  {
    error: (issue) =>
      issue.code === "invalid_union" ? "expected provider 'testcontainers' or 'external'" : undefined,
  },
);
/** What a target's named files hold, read before the run (src/gate/named-files.ts). */
export interface NamedFileContents {
  rabbitmqConf?: string;
  /** The definitions file's JSON text, checked to be an object. */
  definitions?: string;
  advancedConfig?: string;
}
export type TestcontainersTarget = z.output<typeof TestcontainersTargetSchema> & {
  id: string;
  contents?: NamedFileContents;
};
export type TargetConfig = TestcontainersTarget | (z.output<typeof ExternalTargetSchema> & { id: string });
export type ExternalTarget = z.output<typeof ExternalTargetSchema> & { id: string };

const MatrixCellFilterSchema = z.strictObject({
  image: ImageRefSchema.optional(),
  metadataStore: MetadataStoreSchema.optional(),
  queueType: QueueTypeSchema.optional(),
  nodes: z.union([z.literal(1), z.literal(3)]).optional(),
  protocol: ProtocolSchema.optional(),
});

/** Testcontainers targets as the product of these lists (see src/gate/matrix.ts). */
export const MatrixSchema = z.strictObject({
  image: z.array(ImageRefSchema).min(1, { message: "expected at least one image" }),
  /** Omitted: each version's default store. */
  metadataStore: z.array(MetadataStoreSchema).min(1).optional(),
  queueType: z.array(QueueTypeSchema).min(1).default(["classic"]),
  nodes: z
    .array(z.union([z.literal(1), z.literal(3)]))
    .min(1)
    .default([1]),
  /** Client protocols; omitted: AMQP 0.9.1 only. An AMQP 1.0 cell's id ends in `-amqp10`. */
  protocol: z.array(ProtocolSchema).min(1).optional(),
  /** Plugins every cell enables (see the testcontainers target's `plugins`). */
  plugins: PluginsSchema.optional(),
  /** Cells to leave out: every key given must match. */
  exclude: z.array(MatrixCellFilterSchema).default([]),
  /** Cells that cannot exist (e.g. classic-mirrored on 4.x): skipped with their reason, or an error. */
  impossible: z.enum(["skip", "error"]).default("skip"),
  rabbitmqConf: z.string().optional(),
  ...namedFiles,
  env: EnvSchema.optional(),
  startupTimeoutMs: positiveMs.optional(),
});
export type MatrixConfig = z.output<typeof MatrixSchema>;

export const ScenarioEntrySchema = z.union([
  z.string(),
  z.strictObject({
    /** Scenario id from the registry (throughput, queue-churn, bind-churn). */
    id: z.string(),
    /** Result name when one scenario runs twice with other parameters. Defaults to the id. */
    name: TargetIdSchema.optional(),
    /** Scenario parameters; each scenario documents and validates its own. */
    params: z.record(z.string(), z.unknown()).default({}),
    /**
     * Measured repetitions of this scenario on every target, where it needs another count than the
     * suite's `trials` (a noisier metric needs more trials to resolve the same change).
     */
    trials: z.number().int().min(1).max(100).optional(),
  }),
]);

const ThresholdPctSchema = z.number().positive().max(1000);

/**
 * Thresholds per metric kind. A kind the config leaves out takes, for each metric, the threshold
 * its scenario measured for it where there is one (throughput's reductions per message: 1.5%),
 * else the kind's default (KIND_THRESHOLDS: work 3, cpu 25, memory 15), else `default`. Set here,
 * a kind's threshold applies to all its metrics. Time and loss metrics take `default`.
 */
export const KindThresholdsSchema = z.strictObject({
  /** Broker reductions per operation; default 3, or the metric's measured threshold. */
  work: ThresholdPctSchema.optional(),
  /** CPU time per operation (broker, load generator); default 25. */
  cpu: ThresholdPctSchema.optional(),
  /** The broker's memory; default 15. */
  memory: ThresholdPctSchema.optional(),
  /** Rates and latencies; default: `default`. */
  time: ThresholdPctSchema.optional(),
});

export const ThresholdsSchema = z.strictObject({
  /** Allowed change in the bad direction, in percent, for time metrics and metrics of no kind. */
  default: ThresholdPctSchema.default(10),
  /** Per metric kind (work, cpu, memory, time): below a metric's own entry, above `default`. */
  kinds: KindThresholdsSchema.prefault({}),
  /** Per metric: "<metric>" or "<scenario>.<metric>" or "<target>/<scenario>.<metric>" -> percent. */
  metrics: z.record(z.string(), z.number().positive().max(1000)).default({}),
});

/**
 * Same-job A/B: what the reference of each testcontainers target differs in. The reference is
 * started and measured in the same run, interleaved with its target, and the two are compared
 * side by side besides the comparison with the stored baseline.
 */
export const AbSchema = z.strictObject({
  reference: z.strictObject({
    /** e.g. the image of the base branch. */
    image: ImageRefSchema.optional(),
    nodes: z.union([z.literal(1), z.literal(3)]).optional(),
    metadataStore: MetadataStoreSchema.optional(),
    queueType: QueueTypeSchema.optional(),
    rabbitmqConf: z.string().optional(),
    ...namedFiles,
    env: EnvSchema.optional(),
    cpus: z.number().positive().max(1024).optional(),
  }),
});

/** How each metric's verdict is decided (src/compare/statistical-policy.ts, src/compare/policy.ts). */
export const VerdictSchema = z.strictObject({
  /**
   * statistical: a bootstrap interval of the change and a Mann-Whitney test decide, and a change
   * the trials cannot settle is "inconclusive"; threshold: the medians alone decide.
   */
  policy: z.enum(["statistical", "threshold"]).default("statistical"),
  /**
   * Confidence level of the two-sided interval; 1 - confidence is the rank test's significance
   * level. 0.9: a regression is a change worse than the threshold at 95% one-sided confidence.
   */
  confidence: z.number().min(0.5).max(0.999).default(0.9),
  /**
   * Bootstrap resamples per metric. Default: 10,000 up to 100 trials a side; beyond that (a
   * results file may hold 1,000 samples a metric) as many as draw 2 million values, at least 2,000.
   */
  bootstrapResamples: z.number().int().min(100).max(1_000_000).optional(),
  /** Seed of the bootstrap's PRNG: the same samples always give the same interval. */
  seed: z.number().int().min(0).max(4_294_967_295).default(1),
  /**
   * The A/A noise a baseline carries (from `calibrate`): raise a threshold below what the noise
   * allows (with a note), only warn about it, or ignore it.
   */
  noiseFloor: z.enum(["raise", "warn", "ignore"]).default("raise"),
  /**
   * The busy-host guard: when other processes than the broker and the load generator took more of
   * the host's CPU (recorded per trial on Linux) in the run whose metric looks worse, by more than
   * this many points, a regression or improvement of a time metric (rate, latency) or of CPU time
   * per operation is inconclusive, with a note. Work metrics are never affected. false: no guard.
   */
  busyHostPts: z.union([z.number().min(0).max(100), z.literal(false)]).default(DEFAULT_BUSY_HOST_PTS),
  /**
   * Rates, latencies and CPU times against a baseline from another run (a stored baseline, two
   * files): they move with the machine, so by default (auto) they bind only once main's stored
   * runs measure their run-to-run spread (`history`), and are shown as not comparable until then;
   * advisory: never bind there; bind: bind as against a same-job reference, for runners known to be
   * alike (one dedicated machine). Against a same-job reference (ab-image, targets side by side)
   * every metric binds whatever this says. Work, memory, loss and limits always bind.
   */
  clockMetrics: z.enum(["auto", "advisory", "bind"]).default("auto"),
  /**
   * Metrics that may be missing from the current run although they bind in the baseline (keys as
   * in `thresholds.metrics`: "metric", "scenario.metric" or "target/scenario.metric"). Otherwise a
   * binding metric of the baseline that a scenario of the current run did not measure (its broker's
   * metrics not readable, say) fails the comparison as unmatched: a gate that compared nothing that
   * could fail it has not passed.
   */
  mayBeAbsent: z.array(z.string().min(1).max(300)).max(1000).default([]),
  /** Main's stored runs that let a clock metric bind against its between-run spread (auto). */
  history: z
    .strictObject({
      /** Stored runs read, newest last (a lookback window). */
      runs: z.number().int().min(2).max(200).default(20),
      /** Runs with the metric needed before it binds. */
      minRuns: z.number().int().min(3).max(200).default(10),
      /** Distance from their median, in their standard deviations, beyond which it moved. */
      z: z.number().positive().max(100).default(5),
    })
    .prefault({}),
});

export const FileBaselineSchema = z.strictObject({
  store: z.literal("file").default("file"),
  /** Path of the baseline JSON file. */
  path: z.string().min(1),
});

// Starts with a letter or digit: a leading "-" would make git read the name as an option.
const GIT_BRANCH_NAME = /^(?!.*\.\.)(?!.*\/\/)(?!.*\/$)(?!.*\.lock$)[A-Za-z0-9][A-Za-z0-9._/-]{0,99}$/;

/** One results file per commit of the default branch, on a branch of the repository itself. */
export const GitBranchBaselineSchema = z.strictObject({
  store: z.literal("git-branch"),
  /** Branch holding `<gate>/<sha>.json` and `<gate>/index.json`; created on the first save. */
  branch: z
    .string()
    .regex(GIT_BRANCH_NAME, { message: "expected a git branch name, e.g. perf-gate-baselines" })
    .default("perf-gate-baselines"),
  /** Remote to fetch the branch from and push it to. */
  remote: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, { message: "expected a remote name, e.g. origin" })
    .default("origin"),
  /** Results kept per gate: older ones are pruned on save. */
  keep: z.number().int().min(1).max(10_000).default(100),
});

/** The GitHub Actions cache, keyed by gate name, target ids and runner fingerprint (action only). */
export const ActionsCacheBaselineSchema = z.strictObject({
  store: z.literal("actions-cache"),
});

export const BaselineSchema = z.discriminatedUnion(
  "store",
  [FileBaselineSchema, GitBranchBaselineSchema, ActionsCacheBaselineSchema],
  {
    error: (issue) =>
      issue.code === "invalid_union" ? "expected store 'file', 'git-branch' or 'actions-cache'" : undefined,
  },
);

function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A date without time, e.g. 2025-12-31: valid through that day (UTC). */
const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "expected a date as YYYY-MM-DD" })
  .refine((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || isCalendarDay(value), {
    message: "expected a real calendar date as YYYY-MM-DD",
  });

/** A regression known and accepted for a while: reported as a warning, not a failure. */
export const AcknowledgementSchema = z.strictObject({
  /** "<metric>", "<scenario>.<metric>" or "<target>/<scenario>.<metric>", as in thresholds.metrics. */
  metric: z.string().min(1),
  /** Why the regression is accepted; shown in the report. */
  reason: z.string().min(1),
  /** Last day the entry holds; an expired entry is a config error. */
  expires: IsoDateSchema,
});

/** A regression change point on main's history (`history`), known and accepted for a while. */
export const ChangePointAcknowledgementSchema = z.strictObject({
  /** "<metric>", "<scenario>.<metric>" or "<target>/<scenario>.<metric>", as in thresholds.metrics. */
  metric: z.string().min(1),
  /** The commit the step happened at (the first result after it), 7 to 40 hex digits. */
  commit: z.string().regex(/^[0-9a-f]{7,40}$/, { message: "expected a commit sha of 7 to 40 hex digits" }),
  /** Why the step is accepted; shown in the report. */
  reason: z.string().min(1),
  /** Last day the entry holds; an expired entry is a config error. */
  expires: IsoDateSchema,
});

export const AcknowledgeSchema = z.strictObject({
  /** A pull request carrying this label has all its regressions reported as warnings. */
  label: z.string().min(1).max(50).default("perf-regression-accepted"),
  regressions: z.array(AcknowledgementSchema).default([]),
  /** Regression change points of `history` that are reported and do not fail it. */
  changePoints: z.array(ChangePointAcknowledgementSchema).default([]),
});

/**
 * An absolute limit on a metric, whatever the baseline says: "p99 latency never above 5 ms",
 * "broker memory under 400 MiB", "a trial reaches its offered rate". Checked with and without a
 * baseline, on the run's own targets (not on same-job A/B references). An exceeded limit fails the
 * gate (exit 1) whatever `failOnRegression` says: it is a rule written down, not a relative change.
 */
export const LimitSchema = z
  .strictObject({
    /** The highest value allowed, in the metric's unit: above it the limit is exceeded. */
    max: z.number().optional(),
    /** The lowest value allowed, in the metric's unit: below it the limit is exceeded. */
    min: z.number().optional(),
    /**
     * median: the median over the trials is checked (robust on a noisy machine); worst: the worst
     * trial is (the highest against `max`, the lowest against `min`), for what must hold in every trial.
     */
    statistic: z.enum(["median", "worst"]).default("median"),
    /** Why the limit exists; shown in the reports beside an exceeded limit. */
    reason: z.string().min(1).max(200).overwrite(oneLine).optional(),
  })
  .refine((limit) => limit.max !== undefined || limit.min !== undefined, {
    message: "expected max, min or both",
  })
  .refine((limit) => limit.max === undefined || limit.min === undefined || limit.min <= limit.max, {
    message: "expected min <= max",
    path: ["min"],
  })
  // What the refinements say, for editors: the JSON Schema cannot carry a refinement itself.
  .meta({ anyOf: [{ required: ["max"] }, { required: ["min"] }] });
export type LimitConfig = z.output<typeof LimitSchema>;

export const TrendSchema = z.strictObject({
  /** Stored baselines the trend chart shows, oldest to newest, then this run; 0 leaves it out. */
  length: z.number().int().min(0).max(100).default(20),
  /** Metrics to chart (keys as in thresholds.metrics); default: the changed ones, else each scenario's first. */
  metrics: z.array(z.string().min(1)).default([]),
});

const MinMagnitudePctSchema = z.number().min(0).max(1000);

/**
 * `history`: change points in each metric's series over the stored results of the default branch
 * (src/compare/history/). The smallest step reported is a percentage per metric kind, set above
 * the between-run noise measured in bench/aa-gate.md (work metrics p90 0.8%; memory p90 2.9%,
 * range to +6.9%) and checked on real runs in bench/change-points.md.
 */
export const HistorySchema = z.strictObject({
  /** Stored results read, the newest (first-parent order from the checked-out commit). */
  length: z.number().int().min(2).max(10_000).default(200),
  /** A regression change point among a series' last `recent` results fails `history` (exit 1). */
  recent: z.number().int().min(1).max(10_000).default(5),
  /** Results per window of the split step (Otava's default). */
  windowLength: z.number().int().min(2).max(10_000).default(50),
  /** Highest p-value of a change point (Otava's default). */
  maxPValue: z.number().gt(0).max(0.5).default(0.001),
  /**
   * advisory: a step in a metric that moves with the machine (rates, latencies, CPU times) is
   * reported and does not fail, since a runner pool that got slower steps them all at once;
   * bind: it fails like a work metric's.
   */
  clockMetrics: z.enum(["advisory", "bind"]).default("advisory"),
  /** Smallest step reported, in percent of the level before it. */
  minMagnitude: z
    .strictObject({
      kinds: z
        .strictObject({
          work: MinMagnitudePctSchema.default(1),
          cpu: MinMagnitudePctSchema.default(10),
          memory: MinMagnitudePctSchema.default(5),
          time: MinMagnitudePctSchema.default(10),
          loss: MinMagnitudePctSchema.default(10),
        })
        .prefault({}),
      /** Per metric, keys as in thresholds.metrics; the most specific wins. */
      metrics: z.record(z.string().min(1), MinMagnitudePctSchema).default({}),
    })
    .prefault({}),
});

export const OutputSchema = z.strictObject({
  /** Results JSON path. */
  results: z.string().min(1).optional(),
  /** Markdown report path. */
  markdown: z.string().min(1).optional(),
  /** Self-contained HTML report path (no external resources: fit for a run's artifacts). */
  html: z.string().min(1).optional(),
  /** The results in Bencher Metric Format: one benchmark per target/scenario, one measure per metric. */
  bmf: z.string().min(1).optional(),
});

/** The pinned image of the embedded default: a released version the test bench also provides. */
export const DEFAULT_IMAGE = "rabbitmq:4.0.5-management";
/**
 * The compact suite, under 120 s on 2 cores from the broker's start to the verdict; every count
 * and window from measured noise (bench/verdict-proof.md, "The default suite"):
 * - throughput: rates and the broker's work per message (its work phase: 0.2-0.8% between
 *   trials); no latencies, which at full speed measure the backlog's wait (p95 to p99.9 moved by
 *   46-73% between trials of one broker);
 * - latency: end-to-end and confirm percentiles at a fixed 2,000 msg/s, where they move by 2-10%,
 *   and the work per message of a 2 s work phase before each trial (the paced load's own moved
 *   with the machine's speed: +4.2% on a slower runner; the phase's within 0.6% in 20 pairs, bench/cross-speed.md);
 * - queue and binding churn: the work and time per operation of declares and binds. Their durable
 *   variants run 1,250 cycles a trial, 5,000 metadata-store log writes, the interval of Mnesia's log
 *   dumps on RabbitMQ 4.0, so every window holds one dump (about 300,000 reductions): over 500
 *   queue cycles, 2 windows in 5 held one and the work per operation moved by 2.5-4% between them,
 *   over 1,250 by 0.3-0.4%. Their non-durable variants log little or nothing and run shorter.
 */
export const DEFAULT_SCENARIOS: readonly z.input<typeof ScenarioEntrySchema>[] = [
  { id: "throughput", trials: 7, params: { durationMs: 2_000, latencies: false } },
  { id: "latency", trials: 5, params: { durationMs: 3_000 } },
  { id: "queue-churn", trials: 5, params: { operations: 1_250, transientOperations: 250 } },
  { id: "bind-churn", trials: 5, params: { operations: 1_250, transientOperations: 500 } },
];

export const ConfigSchema = z.strictObject({
  $schema: z.string().optional(),
  /** Gate name: distinguishes several gates in one repository (reports, comments). */
  name: TargetIdSchema.default("rabbitmq-perf-gate"),
  /** Brokers to measure; defaults to one single-node broker on DEFAULT_IMAGE. */
  targets: z
    .array(TargetSchema)
    .min(1, { message: "expected at least one target" })
    .prefault([{ provider: "testcontainers", image: DEFAULT_IMAGE }]),
  /** More testcontainers targets, expanded from lists; with a matrix, targets default to none. */
  matrix: MatrixSchema.optional(),
  /** Scenarios in run order; defaults to the compact suite. */
  scenarios: z
    .array(ScenarioEntrySchema)
    .min(1, { message: "expected at least one scenario" })
    .prefault([...DEFAULT_SCENARIOS]),
  /** Measured repetitions of every scenario on every target (a scenario's own `trials` overrides it). */
  trials: z.number().int().min(1).max(100).default(6),
  thresholds: ThresholdsSchema.prefault({}),
  verdict: VerdictSchema.prefault({}),
  /** Same-job A/B: measure a reference of every testcontainers target in the same run. */
  ab: AbSchema.optional(),
  baseline: BaselineSchema.optional(),
  /** Accepted regressions: a pull request label, or entries with a reason and an expiry date. */
  acknowledge: AcknowledgeSchema.prefault({}),
  /**
   * Absolute limits by metric key ("<metric>", "<scenario>.<metric>" or "<target>/<scenario>.<metric>",
   * as in thresholds.metrics; the most specific key's entry applies as a whole). An exceeded limit
   * fails the gate (exit 1) with or without a baseline, whatever `failOnRegression` says.
   */
  limits: z.record(z.string().min(1), LimitSchema).default({}),
  /** The trend of key metrics over the stored baselines (git-branch store), in the reports. */
  trend: TrendSchema.prefault({}),
  /** Change points on the stored history of the default branch (`history`). */
  history: HistorySchema.prefault({}),
  /** Exit 1 when a metric regressed beyond its threshold (an exceeded limit fails regardless). */
  failOnRegression: z.boolean().default(true),
  output: OutputSchema.prefault({}),
});

export type RawConfig = z.input<typeof ConfigSchema>;
export type ParsedConfig = z.output<typeof ConfigSchema>;
