import { describe, expect, it } from "vitest";
import { planSetup, SetupRefusal } from "../../../src/brokers/setup-plan.js";
import { brokerSetups, setupTarget } from "../../fixtures/broker-setups.js";

// Every setup of the corpus, read against the gate's assumptions before anything starts: the ones
// the gate refuses by their settings alone are refused in one line naming the setting; every
// other one is planned (what the broker itself refuses, or an alarm, shows only once it runs).
const setups = brokerSetups();

describe("the corpus of broker setups", () => {
  it("holds at least 30 setups, each naming its source and what it expects", () => {
    expect(setups.length).toBeGreaterThanOrEqual(30);
    for (const setup of setups) {
      expect(setup.source, setup.dir).toMatch(/https:\/\//);
      expect(["measures", "refused", "boot-error"], setup.dir).toContain(setup.expect);
      if (setup.expect !== "measures") expect(setup.setting, setup.dir).toBeTruthy();
    }
  });

  it.each(setups.map((s) => [s.dir, s] as const))("%s", (_dir, setup) => {
    let refusal: SetupRefusal | undefined;
    try {
      planSetup(setupTarget(setup));
    } catch (error) {
      if (!(error instanceof SetupRefusal)) throw error;
      refusal = error;
    }
    if (refusal) {
      expect(setup.expect).toBe("refused");
      expect(refusal.setting.key).toBe(setup.setting);
      expect(refusal.message).not.toContain("\n");
    } else {
      // Refused later, by an alarm (31), or measured.
      expect(setup.expect === "refused" ? setup.assumption : "planned").toMatch(/^(limits|planned)$/);
    }
  });
});
