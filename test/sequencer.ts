import { basename } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Seconds each integration file took on the 2-core bench with two files at a time
 * (bench/data/ci-time/files-lanes14-9ed18a4.tsv). The files run in this order, the longest first:
 * with two workers no long file then starts last and runs alone at the end, and one at a time the
 * order costs nothing. A file not listed (a new one) goes first, as it may be long. The unit files
 * keep vitest's own order.
 */
const EXPECTED_SECONDS: Readonly<Record<string, number>> = {
  "scenarios.test.ts": 194,
  "broker-setups.test.ts": 192,
  "node-loss.test.ts": 167,
  "matrix.test.ts": 158,
  "mqtt-protocol.test.ts": 111,
  "shards.test.ts": 92,
  "worked-examples.test.ts": 65,
  "node-faults.test.ts": 61,
  "protocols.test.ts": 58,
  "backlog-drain.test.ts": 58,
  "routing-scale.test.ts": 56,
  "queue-types.test.ts": 55,
  "rpc.test.ts": 51,
  "verdicts.test.ts": 44,
  "interrupt.test.ts": 42,
  "merge-base.test.ts": 37,
  "gate.test.ts": 34,
  "testbench.test.ts": 32,
  "amqp10-exact.test.ts": 30,
  "footprint-consumers.test.ts": 30,
  "stream-protocol.test.ts": 21,
  "queue-members.test.ts": 20,
  "package.test.ts": 20,
  "churn-scenarios.test.ts": 20,
  "action.test.ts": 13,
  "latency.test.ts": 7,
  "html-browser.test.ts": 2,
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
