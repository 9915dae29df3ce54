import { defineConfig } from "vitest/config";
import LongestFirst from "./test/sequencer.js";

export default defineConfig({
  test: {
    setupFiles: ["test/setup.ts"],
    // One temporary directory for the run, removed after it unless a test failed
    // (test/temp-root.ts). Removes brokers left by earlier runs that were killed before their own
    // clean-up, and after the run the brokers the integration test files shared
    // (test/integration/broker.ts).
    globalSetup: ["test/temp-root.ts", "test/integration/leftovers.ts"],
    testTimeout: 30_000,
    hookTimeout: 300_000,
    reporters: ["default"],
    // The integration files in the order that finishes soonest on two workers (test/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts"],
          // First, on both cores: no unit test starts a broker.
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["test/integration/**/*.test.ts"],
          // Then the integration tests, which start real brokers: one file at a time on a 2-core
          // machine, all in one process, so that files share brokers of the same spec instead of
          // each starting its own (a start takes 4 to 25 s). Two at a time (maxWorkers 2, a pool
          // per worker) took CI from 1,783 s to 1,109-1,222 s (bench/data/ci-time), but a loaded
          // runner's consumers then fell behind backlog-drain's shape and a pooled 3.10.8 broker's
          // work window came out below its idle background (reported as 0 reductions): two at a
          // time waits for those two to hold under load. No file mocks modules or stubs globals.
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
