import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, tempFiles } from "./helpers.js";

const fixtures = join(import.meta.dirname, "..", "..", "fixtures");

/** Every bad input: exit code 2, exactly one line on stderr, naming the field; no stack trace. */
async function expectBadInput(args: string[], ...fragments: (string | RegExp)[]) {
  const result = await runCli(args);
  expect(result.code, result.stderr).toBe(2);
  const lines = result.stderr.trimEnd().split("\n");
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).not.toMatch(/\n\s+at /);
  for (const fragment of fragments) expect(lines[0]).toMatch(fragment);
  return lines[0]!;
}

function configFile(yaml: string): string {
  return join(tempFiles({ "gate.yml": yaml }), "gate.yml");
}

describe("bad input exits 2 with one line naming the field", () => {
  it("unknown key, with the accepted keys", async () => {
    const line = await expectBadInput(
      ["run", "--config", configFile("trials: 2\ntrails: 3\n")],
      "trails",
      "unknown key",
    );
    expect(line).toContain("accepted keys:");
    expect(line).toContain("trials");
  });

  it("unknown key inside a target", async () => {
    await expectBadInput(
      [
        "run",
        "--config",
        configFile("targets:\n  - provider: testcontainers\n    image: rabbitmq:4.0.5\n    imag: x\n"),
      ],
      "targets[0].imag",
      "accepted keys:",
    );
  });

  it("wrong type", async () => {
    await expectBadInput(
      ["run", "--config", configFile("trials: three\n")],
      "trials:",
      /expected number/,
      '"three"',
    );
  });

  it("zero or negative duration of a scenario", async () => {
    await expectBadInput(
      ["run", "--config", configFile("scenarios:\n  - id: throughput\n    params:\n      durationMs: 0\n")],
      "scenarios[0].params.durationMs",
      "got 0",
    );
    await expectBadInput(
      ["run", "--config", configFile("scenarios:\n  - id: queue-churn\n    params:\n      operations: -5\n")],
      "scenarios[0].params.operations",
      "got -5",
    );
  });

  it("a churn window in time, as before windows counted cycles, names the keys it takes now", async () => {
    await expectBadInput(
      [
        "run",
        "--config",
        configFile("scenarios:\n  - id: bind-churn\n    params:\n      durationMs: 3000\n"),
      ],
      "scenarios[0].params.durationMs",
      "accepted keys: warmupMs, operations, maxDurationMs",
    );
  });

  it("a metrics or management URL without the external broker's AMQP URLs", async () => {
    await expectBadInput(
      ["run", "--metrics-url", "http://localhost:15692/metrics"],
      "--metrics-url",
      "none were; a target of the config file takes targets[].metricsUrls instead",
    );
    await expectBadInput(
      ["run", "--management-url", "http://localhost:15672"],
      "--management-url",
      "targets[].managementUrl",
    );
  });

  it("a metrics URL that is not http(s) names its own flag", async () => {
    await expectBadInput(
      ["run", "--amqp-url", "amqp://localhost:5672", "--metrics-url", "ftp://localhost/metrics"],
      "--metrics-url",
      "ftp://localhost/metrics",
    );
  });

  it("unknown scenario, with the accepted ones", async () => {
    await expectBadInput(
      ["run", "--config", configFile("scenarios: [throughput, churn]\n")],
      "scenarios[1]",
      "unknown scenario 'churn'",
      /accepted: .*queue-churn/,
    );
  });

  it("image without a tag", async () => {
    await expectBadInput(
      ["run", "--config", configFile("targets:\n  - provider: testcontainers\n    image: rabbitmq\n")],
      "targets[0].image",
      "with a tag",
      '"rabbitmq"',
    );
    await expectBadInput(["run", "--image", "rabbitmq"], "--image", "with a tag");
  });

  it("unknown provider", async () => {
    await expectBadInput(
      ["run", "--config", configFile("targets:\n  - provider: kubernetes\n")],
      "targets[0].provider",
      /testcontainers.*external/,
    );
  });

  it("unreadable config file", async () => {
    await expectBadInput(
      ["run", "--config", "/nonexistent/gate.yml"],
      "--config",
      "/nonexistent/gate.yml",
      "does not exist",
    );
  });

  it("malformed YAML", async () => {
    await expectBadInput(["run", "--config", configFile("trials: [1\n")], "--config", "not valid YAML");
  });

  it("bad flag values", async () => {
    await expectBadInput(["run", "--trials", "0"], "--trials", "whole number");
    await expectBadInput(["run", "--threshold", "-3"], "--threshold");
    await expectBadInput(["run", "--frobnicate"], "unknown option", "--frobnicate");
  });

  it("unreadable baseline file", async () => {
    await expectBadInput(
      ["compare", "--baseline", "/nonexistent/base.json", "--current", join(fixtures, "results-basic.json")],
      "--baseline",
      "/nonexistent/base.json",
    );
  });

  it("malformed baseline JSON", async () => {
    const dir = tempFiles({ "base.json": '{"schema": "rabbitmq-perf-gate/results", ' });
    await expectBadInput(
      ["compare", "--baseline", join(dir, "base.json"), "--current", join(fixtures, "results-basic.json")],
      "--baseline",
      "not valid JSON",
    );
  });

  it("foreign baseline JSON", async () => {
    await expectBadInput(
      [
        "compare",
        "--baseline",
        join(fixtures, "not-results.json"),
        "--current",
        join(fixtures, "results-basic.json"),
      ],
      "--baseline",
      "not a rabbitmq-perf-gate results file",
    );
  });

  it("a missing configured baseline fails before anything starts", async () => {
    await expectBadInput(["run", "--baseline", "/nonexistent/base.json"], "/nonexistent/base.json");
  });

  it("credentials never appear in errors", async () => {
    const result = await runCli(["run", "--amqp-url", "http://user:s3cret@localhost:5672"]);
    expect(result.code).toBe(2);
    expect(result.stderr).not.toContain("s3cret");
  });

  it("--ab-base: a revision the clone lacks, one that looks like an option, and both kinds of reference", async () => {
    const repo = tempFiles({ "gate.yml": "trials: 2\n", "broker.conf": "channel_max = 100\n" });
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, stdio: "ignore" });
    git("init", "--quiet", "--initial-branch=main");
    await expectBadInput(
      ["run", "--config", join(repo, "gate.yml"), "--ab-base", "main"],
      /^error: --ab-base: "main" names no commit in this clone; fetch it/,
    );
    await expectBadInput(
      ["run", "--config", join(repo, "gate.yml"), "--ab-base", "--upload-pack=x"],
      /^error: --ab-base: "--upload-pack=x" is not a revision name/,
    );
    git("-c", "user.email=a@b", "-c", "user.name=a", "commit", "--quiet", "--allow-empty", "-m", "base");
    await expectBadInput(
      [
        "run",
        "--config",
        join(repo, "gate.yml"),
        "--ab-base",
        "main",
        "--ab-image",
        "rabbitmq:4.0.5-management",
      ],
      /^error: --ab-base: the config's ab\.reference already gives every target a reference/,
    );
    // A named file the config cannot read: its field, before anything starts.
    writeFileSync(
      join(repo, "gate.yml"),
      "targets:\n  - provider: testcontainers\n    image: rabbitmq:4.0.5\n    rabbitmqConfFile: missing.conf\n",
    );
    await expectBadInput(
      ["run", "--config", join(repo, "gate.yml")],
      /^error: targets\[0\]\.rabbitmqConfFile: /,
      "missing.conf",
    );
    writeFileSync(
      join(repo, "gate.yml"),
      "targets:\n  - provider: testcontainers\n    image: rabbitmq:4.0.5\n    definitionsFile: ../outside.json\n",
    );
    await expectBadInput(
      ["run", "--config", join(repo, "gate.yml")],
      /^error: targets\[0\]\.definitionsFile: expected a path relative to the config file, without '\.\.'/,
    );
  });

  it("a shard the config cannot give, and shard files that are not one run's", async () => {
    await expectBadInput(["run", "--shard", "4/3"], /^error: --shard: expected a shard index from 1 to 3/);
    await expectBadInput(["run", "--shard-run", "x"], /^error: --shard-run: only with --shard$/);
    // The embedded default suite starts its own broker: shards need one every shard reaches.
    await expectBadInput(
      ["run", "--shard", "1/2", "--shard-run", "r1"],
      /^error: --shard: shard 1 of 2: target ".*" has provider 'testcontainers'/,
    );
    await expectBadInput(
      ["results", "merge", "--out", join(tempFiles({}), "merged.json"), join(fixtures, "results-basic.json")],
      /^error: shards: '.*results-basic\.json' is not a shard's results \(it has no shard record\)/,
    );
    await expectBadInput(
      ["results", "merge", "--out", join(tempFiles({}), "merged.json"), join(fixtures, "no-such-file.json")],
      /^error: shards: .*no-such-file\.json/,
    );
  });
});
