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
    // FILE_CPU_OUT: also what each file cost the machine, to that file (test/file-cpu-reporter.ts;
    // bench/ci-time.sh sets it).
    reporters: ["default", ...(process.env.FILE_CPU_OUT ? ["./test/file-cpu-reporter.ts"] : [])],
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
          // each starting its own (a start takes 4 to 25 s). Two at a time (maxWorkers: 2 instead of
          // fileParallelism: false; a pool per worker, as two files loading one broker would each
          // measure the other's work, test/integration/broker.ts) takes CI from about 1,500 s to
          // 1,000-1,076 s (bench/data/ci-time: lanes14 to lanes24), the cores busy throughout, so
          // every rate and timing check must hold on a loaded runner: of lanes17 to lanes24, five
          // passed and three failed such checks. The last failure: node-loss's 4 s steady window
          // fell while matrix, in the other lane, booted 11 nodes at once. It comes back once five
          // runs in a row pass. No file mocks modules or stubs globals.
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
