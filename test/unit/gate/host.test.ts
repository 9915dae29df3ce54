import { describe, expect, it } from "vitest";
import { hostFingerprint } from "../../../src/gate/host.js";

describe("hostFingerprint", () => {
  it("records a hosted runner's image, and none elsewhere", () => {
    const hosted = hostFingerprint({
      GITHUB_ACTIONS: "true",
      RUNNER_OS: "Linux",
      ImageOS: "ubuntu24",
      ImageVersion: "20241201.1.0",
    });
    expect(hosted).toMatchObject({ runner: "github-actions/Linux", runnerImage: "ubuntu24 20241201.1.0" });
    const local = hostFingerprint({});
    expect(local.runner).toBe("local");
    expect(local).not.toHaveProperty("runnerImage");
    expect(local.cpuCores).toBeGreaterThan(0);
  });
});
