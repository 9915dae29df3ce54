import { basename } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Seconds each integration file took on the 2-core bench with two files at a time
 * (bench/data/ci-time/files-lanes-0cea235.tsv). The files run in this order, the longest first:
 * with two workers no long file then starts last and runs alone at the end, and one at a time the
 * order costs nothing. A file not listed (a new one) goes first, as it may be long. The unit files
 * keep vitest's own order.
 */
const EXPECTED_SECONDS: Readonly<Record<string, number>> = {
  "broker-setups.test.ts": 233,
  "node-loss.test.ts": 210,
  "scenarios.test.ts": 200,
  "matrix.test.ts": 150,
  "mqtt-protocol.test.ts": 120,
  "verdicts.test.ts": 114,
  "shards.test.ts": 91,
  "worked-examples.test.ts": 86,
  "protocols.test.ts": 50,
  "routing-scale.test.ts": 73,
  "node-faults.test.ts": 70,
  "queue-types.test.ts": 67,
  "testbench.test.ts": 63,
  "backlog-drain.test.ts": 61,
  "rpc.test.ts": 61,
  "amqp10-exact.test.ts": 53,
  "stream-protocol.test.ts": 48,
  "interrupt.test.ts": 46,
  "merge-base.test.ts": 44,
  "footprint-consumers.test.ts": 38,
  "gate.test.ts": 37,
  "churn-scenarios.test.ts": 29,
  "package.test.ts": 27,
  "action.test.ts": 19,
  "latency.test.ts": 8,
  "html-browser.test.ts": 3,
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const integration = (spec: TestSpecification) => spec.project.name === "integration";
    const seconds = (spec: TestSpecification) => EXPECTED_SECONDS[basename(spec.moduleId)] ?? Infinity;
    return [
      ...sorted.filter((spec) => !integration(spec)),
      ...sorted.filter(integration).sort((a, b) => seconds(b) - seconds(a)),
    ];
  }
}
