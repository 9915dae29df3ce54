// A vitest reporter that records what each test file cost the machine: its wall time, the CPU the
// whole machine used meanwhile (/proc/stat, read as src/work/host-cpu.ts reads it) and the part
// of it the containers used (the Docker cgroup's cpuacct, v1). Between two events (a file starting or ending) the CPU used is shared
// equally by the files running then: exact one file at a time, an estimate two at a time.
//
//   FILE_CPU_OUT=/tmp/file-cpu.tsv npx vitest run --project integration
//
// (vitest.config.ts adds this reporter when FILE_CPU_OUT is set; bench/ci-time.sh sets it.)
// Writes one line per file (file, wall s, machine CPU s, container CPU s), the most CPU first, and
// at its foot the totals over the run; beside it (`<name>.tests.tsv`) every test of 1 s or more:
// file, test, seconds, the longest first.
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import type { Reporter, TestCase, TestModule } from "vitest/node";
import { readHostCpu } from "../src/work/host-cpu.js";

const DOCKER_CPU = "/sys/fs/cgroup/cpuacct/docker/cpuacct.usage";

interface Reading {
  at: number;
  machineS: number;
  containersS: number;
}

interface FileCost {
  startedAt: number;
  wallS?: number;
  machineS: number;
  containersS: number;
}

function read(): Reading {
  // The machine's busy time as the gate reads it for a trial's foreign CPU share.
  const machineS = (readHostCpu()?.busyMs ?? 0) / 1000;
  let containersS = 0;
  try {
    containersS = Number(readFileSync(DOCKER_CPU, "utf8")) / 1e9;
  } catch {
    // No cgroup v1 accounting here: containers read 0.
  }
  return { at: Date.now(), machineS, containersS };
}

export default class FileCpuReporter implements Reporter {
  private readonly files = new Map<string, FileCost>();
  private readonly running = new Set<string>();
  private readonly tests: [file: string, test: string, seconds: number][] = [];
  private first: Reading | undefined;
  private last: Reading | undefined;

  /** Shares the CPU used since the last event among the files running meanwhile. */
  private advance(): Reading {
    const now = read();
    this.first ??= now;
    if (this.last && this.running.size > 0) {
      for (const name of this.running) {
        const cost = this.files.get(name)!;
        cost.machineS += (now.machineS - this.last.machineS) / this.running.size;
        cost.containersS += (now.containersS - this.last.containersS) / this.running.size;
      }
    }
    this.last = now;
    return now;
  }

  onTestModuleStart(module: TestModule): void {
    const now = this.advance();
    const name = relative(process.cwd(), module.moduleId);
    this.files.set(name, { startedAt: now.at, machineS: 0, containersS: 0 });
    this.running.add(name);
  }

  onTestModuleEnd(module: TestModule): void {
    const now = this.advance();
    const name = relative(process.cwd(), module.moduleId);
    const cost = this.files.get(name);
    if (!cost) return;
    cost.wallS = (now.at - cost.startedAt) / 1000;
    this.running.delete(name);
  }

  onTestCaseResult(testCase: TestCase): void {
    const seconds = (testCase.diagnostic()?.duration ?? 0) / 1000;
    if (seconds < 1) return;
    this.tests.push([relative(process.cwd(), testCase.module.moduleId), testCase.fullName, seconds]);
  }

  onTestRunEnd(): void {
    const out = process.env.FILE_CPU_OUT;
    if (!out) return;
    const end = this.advance();
    const rows = [...this.files]
      .sort(([, a], [, b]) => b.machineS - a.machineS)
      .map(([name, cost]) =>
        [name, (cost.wallS ?? 0).toFixed(1), cost.machineS.toFixed(1), cost.containersS.toFixed(1)].join(
          "\t",
        ),
      );
    const total = (key: "machineS" | "containersS") =>
      (end[key] - (this.first?.[key] ?? end[key])).toFixed(0);
    writeFileSync(
      out,
      `file\twall_s\tmachine_cpu_s\tcontainer_cpu_s\n${rows.join("\n")}\n` +
        `# from the first file's start to the run's end: machine ${total("machineS")} s, containers ${total("containersS")} s of CPU over ${((end.at - (this.first?.at ?? end.at)) / 1000).toFixed(0)} s\n`,
    );
    const tests = this.tests
      .sort((a, b) => b[2] - a[2])
      .map(([file, test, seconds]) => `${file}\t${test.replace(/[\t\n]/g, " ")}\t${seconds.toFixed(1)}`);
    writeFileSync(out.replace(/(\.tsv)?$/, ".tests.tsv"), `file\ttest\tseconds\n${tests.join("\n")}\n`);
  }
}
