import {
  cellProblems as versionCellProblems,
  effectiveMetadataStore,
  rulesFor,
  versionFromImage,
  type BrokerVersion,
  type Cell,
  type CellProblem,
} from "../brokers/versions.js";
import {
  TestcontainersTargetSchema,
  type MatrixConfig,
  type MetadataStore,
  type ParsedConfig,
  type Protocol,
  type QueueType,
} from "../model/config.js";
import { InputError } from "../model/errors.js";
import { MAX_TARGET_ID_LENGTH } from "../model/target-id.js";

/**
 * A matrix expands to testcontainers targets, one per image x metadata store x queue type x
 * nodes x protocol, with ids such as `4.0.5-khepri-quorum-3n`. An AMQP 1.0 cell's id ends in
 * `-amqp10` and an AMQP 0.9.1 cell's has no suffix, so adding the protocol dimension to a matrix
 * keeps the ids, and the stored baselines, of the cells it had.
 *
 * Cells that cannot exist (classic-mirrored on 4.x, Khepri before 3.13, ...) are handled by
 * `matrix.impossible`:
 * - "skip" (default): a matrix asks for "every combination that exists", so the impossible ones
 *   are left out and listed with their reason (`skipped`), which the run reports. A matrix whose
 *   every cell is impossible is still an error: nothing would run.
 * - "error": any impossible cell is a config error, for users who want the run to be exactly the
 *   product they wrote.
 * A target listed under `targets` is always explicit: an impossible one is a config error
 * (`validateTargetCells`).
 */

type ParsedTarget = ParsedConfig["targets"][number];
type ParsedTestcontainersTarget = Extract<ParsedTarget, { provider: "testcontainers" }>;
export type MatrixTarget = ParsedTestcontainersTarget & { id: string };

export interface SkippedCell {
  id: string;
  reason: string;
}

export interface MatrixExpansion {
  targets: MatrixTarget[];
  skipped: SkippedCell[];
}

interface MatrixCell {
  image: string;
  metadataStore: MetadataStore | undefined;
  queueType: QueueType;
  nodes: 1 | 3;
  protocol: Protocol;
}

/** The tag of an image reference without registry port or digest: `rabbitmq:4.0.5-management` → `4.0.5-management`. */
function imageTag(image: string): string {
  return /:([^:/]+)$/.exec(image.split("@")[0]!)?.[1] ?? image;
}

function sanitize(text: string): string {
  return text.replace(/[^A-Za-z0-9_.-]/g, "-");
}

/**
 * How each image is named in target ids: its version where the tag names one, else its tag.
 * When two images would share a label (rabbitmq:4.0.5 and rabbitmq:4.0.5-management), all of
 * them use their whole tag, or their whole reference if even those collide.
 */
function imageLabels(images: readonly string[]): Map<string, string> {
  const byVersion = images.map((image) => versionFromImage(image)?.text ?? sanitize(imageTag(image)));
  if (new Set(byVersion).size === images.length) return new Map(images.map((img, i) => [img, byVersion[i]!]));
  const byTag = images.map((image) => sanitize(imageTag(image)));
  if (new Set(byTag).size === images.length) return new Map(images.map((img, i) => [img, byTag[i]!]));
  return new Map(images.map((image) => [image, sanitize(image.split("@")[0]!)]));
}

function cellId(
  label: string,
  store: MetadataStore | undefined,
  queueType: QueueType,
  nodes: number,
  protocol: Protocol,
): string {
  const suffix = protocol === "amqp091" ? "" : `-${protocol}`;
  const base = `${label}-${store ?? "default"}-${queueType}-${nodes}n`;
  return `${base.slice(0, MAX_TARGET_ID_LENGTH - suffix.length)}${suffix}`;
}

function matchesFilter(cell: MatrixCell, filter: MatrixConfig["exclude"][number]): boolean {
  return (
    (filter.image === undefined || filter.image === cell.image) &&
    (filter.metadataStore === undefined || filter.metadataStore === cell.metadataStore) &&
    (filter.queueType === undefined || filter.queueType === cell.queueType) &&
    (filter.nodes === undefined || filter.nodes === cell.nodes) &&
    (filter.protocol === undefined || filter.protocol === cell.protocol)
  );
}

function describeProblems(problems: readonly CellProblem[]): string {
  return problems.map((p) => p.reason).join("; ");
}

/**
 * Expands `matrix` (at config path `field`) into targets. Throws `InputError` for duplicate
 * list entries, an exclude entry that matches no cell (a typo would silently keep cells), an
 * impossible cell with `impossible: error`, or a matrix with no possible cell.
 */
export function expandMatrix(matrix: MatrixConfig, field = "matrix"): MatrixExpansion {
  for (const key of ["image", "metadataStore", "queueType", "nodes", "protocol", "plugins"] as const) {
    const values = (matrix[key] ?? []) as readonly unknown[];
    const duplicate = values.find((v, i) => values.indexOf(v) !== i);
    if (duplicate !== undefined) {
      throw new InputError(`${field}.${key}`, `${JSON.stringify(duplicate)} is listed twice`);
    }
  }
  const labels = imageLabels(matrix.image);
  const cells: MatrixCell[] = [];
  for (const image of matrix.image)
    for (const metadataStore of matrix.metadataStore ?? [undefined])
      for (const queueType of matrix.queueType)
        for (const nodes of matrix.nodes)
          for (const protocol of matrix.protocol ?? ["amqp091" as const])
            cells.push({ image, metadataStore, queueType, nodes, protocol });

  matrix.exclude.forEach((filter, index) => {
    if (!cells.some((cell) => matchesFilter(cell, filter))) {
      throw new InputError(
        `${field}.exclude[${index}]`,
        `matches no cell of the matrix (${JSON.stringify(filter)}); check its values against the matrix lists`,
      );
    }
  });

  const targets: MatrixTarget[] = [];
  const skipped: SkippedCell[] = [];
  for (const cell of cells) {
    if (matrix.exclude.some((filter) => matchesFilter(cell, filter))) continue;
    const version = versionFromImage(cell.image);
    const store = explicitStore(cell.metadataStore, version);
    const id = cellId(labels.get(cell.image)!, store, cell.queueType, cell.nodes, cell.protocol);
    const problems = cellProblems({ version, ...cell });
    if (problems.length > 0) {
      if (matrix.impossible === "error") {
        throw new InputError(field, `cell ${id} cannot exist: ${describeProblems(problems)}`);
      }
      skipped.push({ id, reason: describeProblems(problems) });
      continue;
    }
    // Through the target schema, so a cell gets the same defaults as a listed target.
    const target = TestcontainersTargetSchema.parse({
      id,
      provider: "testcontainers",
      image: cell.image,
      nodes: cell.nodes,
      queueType: cell.queueType,
      protocol: cell.protocol,
      ...(matrix.plugins !== undefined && { plugins: matrix.plugins }),
      ...(store !== undefined && { metadataStore: store }),
      ...(matrix.rabbitmqConf !== undefined && { rabbitmqConf: matrix.rabbitmqConf }),
      ...(matrix.rabbitmqConfFile !== undefined && { rabbitmqConfFile: matrix.rabbitmqConfFile }),
      ...(matrix.definitionsFile !== undefined && { definitionsFile: matrix.definitionsFile }),
      ...(matrix.advancedConfigFile !== undefined && { advancedConfigFile: matrix.advancedConfigFile }),
      ...(matrix.env !== undefined && { env: matrix.env }),
      ...(matrix.startupTimeoutMs !== undefined && { startupTimeoutMs: matrix.startupTimeoutMs }),
    });
    targets.push({ ...target, id });
  }
  if (targets.length === 0) {
    const why = skipped.map((s) => `${s.id}: ${s.reason}`).join("; ");
    throw new InputError(
      field,
      `no cell of the matrix can run${why ? ` (${why})` : " (every cell is excluded)"}`,
    );
  }
  return { targets, skipped };
}

/** The store a cell runs, written out when the version is known so the spec (and verification) names it. */
function explicitStore(
  requested: MetadataStore | undefined,
  version: BrokerVersion | undefined,
): MetadataStore | undefined {
  if (requested !== undefined || version === undefined) return requested;
  return effectiveMetadataStore(undefined, rulesFor(version));
}

/** Why protocol 'stream' needs queue type 'stream'. */
const STREAM_PROTOCOL_QUEUES =
  "protocol 'stream' reads and writes stream queues only (the stream protocol has no other queue type); use queueType 'stream', or another protocol for this queue type";

/** Why protocol 'mqtt' needs queue type 'classic'. */
const MQTT_PROTOCOL_QUEUES =
  "protocol 'mqtt' measures MQTT end to end: its subscribers' queues are the ones the MQTT plugin declares, classic queues; use queueType 'classic', or another protocol for this queue type";

/** Why a cell's queue type cannot carry its protocol, or undefined. */
function protocolQueueProblem(protocol: Protocol | undefined, queueType: QueueType): string | undefined {
  if (protocol === "stream" && queueType !== "stream") return STREAM_PROTOCOL_QUEUES;
  if (protocol === "mqtt" && queueType !== "classic") return MQTT_PROTOCOL_QUEUES;
  return undefined;
}

/** Every reason a cell cannot exist: the version rules' and the protocol's. */
function cellProblems(cell: Cell): CellProblem[] {
  const problems = versionCellProblems(cell);
  const reason = protocolQueueProblem(cell.protocol, cell.queueType);
  if (reason) problems.push({ field: "protocol", reason });
  return problems;
}

/**
 * Refuses listed targets that cannot exist, before anything starts: `InputError` on the field to
 * change (`targets[2].queueType`) with every reason. Targets whose image tag names no version are
 * checked by the version-free rules here and by the full rules after start.
 */
export function validateTargetCells(targets: readonly ParsedTarget[], field = "targets"): void {
  targets.forEach((target, index) => {
    if (target.provider !== "testcontainers") {
      if (target.protocol === "stream" && target.streamUrls === undefined) {
        throw new InputError(
          `${field}[${index}].streamUrls`,
          "protocol 'stream' on an external broker needs its stream URLs, one per node (rabbitmq-stream://user:pass@host:5552/vhost)",
        );
      }
      if (target.protocol === "mqtt" && target.mqttUrls === undefined) {
        throw new InputError(
          `${field}[${index}].mqttUrls`,
          "protocol 'mqtt' on an external broker needs its MQTT URLs, one per node (mqtt://user:pass@host:1883)",
        );
      }
      const reason = protocolQueueProblem(target.protocol, target.queueType);
      if (reason) throw new InputError(`${field}[${index}].protocol`, reason);
      return;
    }
    const problems = cellProblems({
      version: versionFromImage(target.image),
      metadataStore: target.metadataStore,
      queueType: target.queueType,
      nodes: target.nodes,
      protocol: target.protocol,
    });
    if (problems.length > 0) {
      throw new InputError(`${field}[${index}].${problems[0]!.field}`, describeProblems(problems));
    }
  });
}
