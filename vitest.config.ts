import { defineConfig } from "vitest/config";

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
          // each starting its own (a start takes 4 to 25 s). No file mocks modules or stubs globals.
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
