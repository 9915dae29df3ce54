import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseResultsJson } from "../../src/baseline/read.js";
import { tempFiles } from "../unit/cli/helpers.js";
import { dockerTestsEnabled } from "./bench-images.js";
import { sharedBroker } from "./broker.js";

// The package as a user gets it: `npm pack`, installed into an empty directory, run from there on
// the oldest Node engines.node admits (22.22), on the project's own (24), and turned away in one
// line by one below (20). testbench/setup.sh provides Node 22 and 20 in .cache/runtimes.

const root = join(import.meta.dirname, "..", "..");
const exec = promisify(execFile);
const enabled = await dockerTestsEnabled("package integration test");

const runtimes = join(root, ".cache", "runtimes", "node_modules");
const NODE = {
  "22": join(runtimes, "node22", "bin", "node"),
  "24": process.execPath,
  "20": join(runtimes, "node20", "bin", "node"),
} as const;

// A short throughput over AMQP 1.0: the load runs in dist/worker.js, so the installed package
// proves its worker bundle (amqplib and rhea inside) loads and measures on each Node. On the oldest
// Node the package starts its own broker (the bundled testcontainers provider); on Node 24, which
// the action test's start also runs on, it measures the run's pooled broker as an external one.
const config = (target: string) => `
name: it-package
targets:
  - id: rabbit
    ${target}
    protocol: amqp10
scenarios:
  - id: throughput
    params: { durationMs: 1000, warmupMs: 200, workPhaseMs: 1000 }
trials: 1
`;

/** Runs the installed bin with `node` first on PATH, as `npx` and the bin's shebang would find it. */
function runBin(app: string, node: string, args: string[]) {
  const bin = join(app, "node_modules", ".bin", "rabbitmq-perf-gate");
  return exec(bin, args, {
    cwd: app,
    env: { ...process.env, PATH: `${join(node, "..")}:${process.env.PATH ?? ""}`, CI: "true" },
    timeout: 200_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      stdout: error.stdout ?? "",
      stderr: error.stderr ?? "",
    }),
  );
}

function folderBytes(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, entry) => sum + folderBytes(join(path, entry)), 0);
}

describe.skipIf(!enabled)("the packed package", () => {
  const rabbit = sharedBroker();
  let dir: string | undefined;
  let app: string;

  // The tarball and its install: about 12 MB a run, not left in the temporary directory.
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  beforeAll(async () => {
    for (const [version, node] of Object.entries(NODE)) {
      expect(existsSync(node), `Node ${version} (${node}): run bash testbench/setup.sh`).toBe(true);
    }
    dir = tempFiles({});
    const { stdout } = await exec("npm", ["pack", "--json", "--pack-destination", dir], { cwd: root });
    const [packed] = JSON.parse(stdout) as { filename: string }[];
    app = join(dir, "app");
    mkdirSync(app);
    writeFileSync(join(app, "package.json"), '{ "private": true }\n');
    writeFileSync(
      join(app, "gate-22.yml"),
      config("provider: testcontainers\n    image: rabbitmq:4.0.5-management"),
    );
    const { amqpUrls, managementUrls, metricsUrls } = rabbit().broker;
    writeFileSync(
      join(app, "gate-24.yml"),
      config(
        `provider: external\n    amqpUrls: ["${amqpUrls[0]}"]\n    managementUrl: "${managementUrls[0]}"\n` +
          `    metricsUrls: ["${metricsUrls[0]}"]`,
      ),
    );
    await exec("npm", ["install", "--no-audit", "--no-fund", join(dir, packed!.filename)], { cwd: app });
  }, 120_000);

  it("installs nothing but itself: dist/ carries every dependency", () => {
    const installed = readdirSync(join(app, "node_modules")).filter((name) => !name.startsWith("."));
    expect(installed).toEqual(["rabbitmq-perf-gate"]);
    const manifest = JSON.parse(
      readFileSync(join(app, "node_modules", "rabbitmq-perf-gate", "package.json"), "utf8"),
    ) as Record<string, unknown>;
    expect(manifest.dependencies).toBeUndefined();
    // 10.9 MB when written, 10.3 MB bundled by rolldown; a bundle that doubles should be a
    // decision, not an accident.
    expect(folderBytes(join(app, "node_modules"))).toBeLessThan(20_000_000);
  });

  it("every module of the bundle parses on the oldest Node it admits", async () => {
    // A run loads only the chunks its path imports: a syntax Node 22 lacks (a `using` declaration
    // left as written) would fail only the commands that reach it.
    const dist = join(app, "node_modules", "rabbitmq-perf-gate", "dist");
    const modules = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".js"),
    );
    expect(modules.length).toBeGreaterThan(3);
    for (const module of modules) {
      const check = await exec(NODE["22"], ["--check", join(dist, module)]).then(
        () => "",
        (error: { stderr?: string }) => error.stderr ?? String(error),
      );
      expect(check, module).toBe("");
    }
  });

  // Both runtimes at once: the Node 22 run mostly waits on its broker's start.
  for (const version of ["22", "24"] as const) {
    it.concurrent(
      `runs --help and a run against a bench broker on Node ${version}`,
      { timeout: 240_000 },
      async () => {
        const help = await runBin(app, NODE[version], ["--help"]);
        expect(help.code, help.stderr).toBe(0);
        expect(help.stdout).toMatch(/^Usage: rabbitmq-perf-gate /);

        const out = join(app, `results-${version}.json`);
        const run = await runBin(app, NODE[version], [
          "run",
          "--config",
          `gate-${version}.yml`,
          "--out",
          out,
          "--no-color",
        ]);
        expect(run.code, run.stderr).toBe(0);
        const results = parseResultsJson(readFileSync(out, "utf8"), "results", out);
        expect(results.host.nodeVersion).toMatch(new RegExp(`^v${version}\\.`));
        const throughput = results.targets[0]!.scenarios[0]!;
        expect(throughput.valid, throughput.invalidReasons.join("; ")).toBe(true);
        expect(throughput.metrics.find((m) => m.id === "publishRate")?.samples[0]).toBeGreaterThan(0);
      },
    );
  }

  it("turns Node 20 away in one line naming the Node it needs", async () => {
    const run = await runBin(app, NODE["20"], ["--help"]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(
      /^rabbitmq-perf-gate needs Node\.js 22\.22 or newer; this is Node\.js 20\.\d+\.\d+: install a current Node\.js .*\n$/,
    );
  });
});
