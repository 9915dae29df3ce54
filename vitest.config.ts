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
          // First, on both cores: no unit test starts a broker. The files of a worker share one
          // module graph (isolate: false): importing the sources once per worker rather than per
          // file took the unit tests from 80 s to 45 s. A test that changes process-wide state
          // (process.env, the working directory, @actions/core's summary path) restores it.
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
          isolate: false,
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
          // per worker) takes CI from about 1,780 s to 1,100-1,300 s (bench/data/ci-time), but
          // with the cores saturated four of its last five runs failed, each on a different check
          // of what a loaded runner carries (the last: 208 of 300 msg/s on a 3-node cluster beside
          // two more): it comes back once the suite does less work. No file mocks modules or
          // stubs globals.
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
