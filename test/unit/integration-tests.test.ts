import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Integration tests get their brokers, work meters and trial contexts from one helper,
// test/integration/broker.ts, so that a file shares one broker across its tests where it can and a
// change to how a test broker starts is made once. This keeps them from growing their own again.

const dir = join(import.meta.dirname, "..", "integration");
const files = readdirSync(dir).filter((file) => file.endsWith(".test.ts"));

/** What only the helper may do, with the pattern that finds it in a test file. */
const reserved: [string, RegExp][] = [
  ["constructs a broker provider", /new \w*Provider\(/],
  ["opens a work meter", /\bopenWorkMeter\(/],
  ["builds a trial context (resourcePrefix)", /\bresourcePrefix\s*:/],
  ["types out the session label", /rabbitmq-perf-gate\.test-session/],
];

describe("integration test files", () => {
  it("are found", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)(
    "%s leaves brokers, work meters and trial contexts to test/integration/broker.ts",
    (file) => {
      const text = readFileSync(join(dir, file), "utf8");
      const found = reserved.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
      expect(found).toEqual([]);
    },
  );
});
