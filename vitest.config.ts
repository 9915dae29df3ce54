import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    setupFiles: ["test/setup.ts"],
    // Removes brokers left by earlier runs that were killed before their own clean-up.
    globalSetup: ["test/integration/leftovers.ts"],
    // Integration tests start real brokers; a 2-core machine runs them one file at a time.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 300_000,
    reporters: ["default"],
  },
});
