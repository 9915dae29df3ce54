import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = resolve(import.meta.dirname, "../..");

interface LockEntry {
  readonly version?: string;
  readonly optionalDependencies?: Record<string, string>;
}
interface Lock {
  readonly packages: Record<string, LockEntry>;
}

const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as Lock;

/** Where npm would resolve `name` from the package installed at `from` (its own folder, then up). */
function resolveInLock(from: string, name: string): LockEntry | undefined {
  let folder = from;
  for (;;) {
    const entry = lock.packages[`${folder === "" ? "" : `${folder}/`}node_modules/${name}`];
    if (entry !== undefined) return entry;
    if (folder === "") return undefined;
    const parent = folder.lastIndexOf("/node_modules/");
    folder = parent === -1 ? "" : folder.slice(0, parent);
  }
}

describe("package-lock.json", () => {
  it("carries every platform's optional packages, so npm ci installs on any platform", () => {
    // npm drops the optional packages of other platforms from a lock written over an existing
    // node_modules; npm ci then refuses the lock everywhere. `npm install --package-lock-only`
    // puts them back.
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => resolveInLock(path, name) === undefined)
        .map((name) => `${path || "(root)"} → ${name}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("package.json", () => {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
    bin: Record<string, string>;
    files: string[];
  };

  it("has no runtime dependencies: dist/ bundles every one, so an install pulls nothing else", () => {
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.bin).toEqual({ "rabbitmq-perf-gate": "dist/cli.js" });
    expect(manifest.files).toEqual(expect.arrayContaining(["dist", "action.yml"]));
  });
});

describe("the release workflow", () => {
  interface Step {
    run?: string;
    uses?: string;
  }
  const workflow = parse(readFileSync(join(root, ".github", "workflows", "release.yml"), "utf8")) as {
    on: { push: { tags: string[] } };
    jobs: Record<string, { permissions: Record<string, string>; steps: Step[] }>;
  };
  const job = workflow.jobs.release!;
  const runs = job.steps.map((step) => step.run ?? "");

  it("runs on a version tag, checks it against package.json, and runs CI before publishing", () => {
    expect(workflow.on.push.tags).toEqual(["v[0-9]+.[0-9]+.[0-9]+"]);
    const check = runs.findIndex((run) => run.includes('require("./package.json").version'));
    const ci = runs.indexOf("bash .ci/run");
    const publish = runs.findIndex((run) => run.startsWith("npm publish"));
    expect(check).toBeGreaterThanOrEqual(0);
    expect(ci).toBeGreaterThan(check);
    expect(publish).toBeGreaterThan(ci);
  });

  it("publishes with provenance and moves the major tag", () => {
    expect(job.permissions).toEqual({ contents: "write", "id-token": "write" });
    expect(runs.find((run) => run.startsWith("npm publish"))).toBe(
      "npm publish --provenance --access public",
    );
    const move = runs.find((run) => run.includes("git tag --force"))!;
    expect(move).toContain('major="${TAG%%.*}"');
    expect(move).toContain('git push --force origin "refs/tags/$major"');
  });
});
