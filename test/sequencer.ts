import { basename } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Seconds each integration file takes on the 2-core bench with two files at a time
 * (bench/data/ci-time/files-*.tsv). The two workers take the files in this order, the longest
 * first, so that no long file starts last and runs alone at the end; a file not listed (a new one)
 * goes first, as it may be long. The unit files keep vitest's own order.
 */
const EXPECTED_SECONDS: Readonly<Record<string, number>> = {
  "node-loss.test.ts": 200,
  "broker-setups.test.ts": 149,
  "scenarios.test.ts": 145,
  "matrix.test.ts": 117,
  "protocols.test.ts": 60,
  "amqp10-exact.test.ts": 87,
  "verdicts.test.ts": 85,
  "shards.test.ts": 83,
  "mqtt-protocol.test.ts": 82,
  "node-faults.test.ts": 71,
  "worked-examples.test.ts": 68,
  "testbench.test.ts": 64,
  "backlog-drain.test.ts": 60,
  "queue-types.test.ts": 40,
  "merge-base.test.ts": 44,
  "stream-protocol.test.ts": 38,
  "interrupt.test.ts": 37,
  "routing-scale.test.ts": 36,
  "gate.test.ts": 27,
  "rpc.test.ts": 26,
  "footprint-consumers.test.ts": 26,
  "package.test.ts": 25,
  "churn-scenarios.test.ts": 15,
  "action.test.ts": 14,
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
