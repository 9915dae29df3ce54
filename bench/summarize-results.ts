/**
 * Prints the median, lowest and highest trial and the trials' relative standard deviation of the
 * main metrics of each scenario in a results file, as the notes in bench/ quote them:
 *
 *   npx node --experimental-transform-types bench/summarize-results.ts <results.json>
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

interface Summary {
  median: number;
  min: number;
  max: number;
  rsdPct: number;
}
interface ResultsFile {
  targets: {
    id: string;
    scenarios: {
      name: string;
      valid: boolean;
      invalidReasons: string[];
      trials: unknown[];
      metrics: { id: string; summary: Summary }[];
    }[];
  }[];
}

const SHOWN =
  /^(e2eLatencyP(50|95|99|999)Us|confirmLatencyP(50|99)Us|reductionsPerMessage|brokerCpuUsPerMessage|clientCpuUsPerMessage|publishRate|.*OpsPerSec|.*ReductionsPerOp|.*BrokerCpuUsPerOp|.*MsPerOpP50|.*MsPerOpP99|.*Slope|.*ReductionsPer(Queue|Message)|.*MsPerQueue|.*UsPerMessage|.*[mM]emoryPer(Connection|Queue)Bytes|brokerMemoryMiB|peakBacklogMessages|peakPublishRatePerSecond|drainMs|drainRatePerSecond|peakMemoryGrowthBytes|peakNodeMemoryBytes|alarmsRaised|blockedMs|lostMessages|duplicatedMessages|nackedMessages)$/;

const USAGE = `Usage: npx node --experimental-transform-types bench/summarize-results.ts <results.json>

Prints each scenario's main metrics of a results file: median, lowest and highest trial, and the
trials' relative standard deviation.

  -h, --help               this text`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { help: { type: "boolean", short: "h", default: false } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [path] = positionals;
if (!path || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
const results = JSON.parse(readFileSync(path, "utf8")) as ResultsFile;
for (const target of results.targets) {
  for (const scenario of target.scenarios) {
    const invalid = scenario.valid ? "" : ` INVALID: ${scenario.invalidReasons.join("; ")}`;
    console.log(`# ${target.id} ${scenario.name}, ${scenario.trials.length} trials${invalid}`);
    for (const metric of scenario.metrics) {
      if (!SHOWN.test(metric.id)) continue;
      const { median, min, max, rsdPct } = metric.summary;
      const digits = median < 10 ? 2 : 0;
      const cell = (value: number, width: number) => value.toFixed(digits).padStart(width);
      console.log(
        `  ${metric.id.padEnd(38)} ${cell(median, 9)}  lowest ${cell(min, 8)}  highest ${cell(max, 8)}  rsd ${rsdPct.toFixed(1)}%`,
      );
    }
  }
}
