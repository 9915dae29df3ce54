import { runGate } from "../../gate/gate.js";
import { withBrokerSession } from "../../gate/session.js";
import { interrupting, type LogGroups } from "../log.js";
import { presentOutcome, type ModeResult } from "../present.js";
import { setUpGate } from "./setup.js";

/** mode run: start the brokers, measure, compare with the stored baseline, store on main. */
export async function runMode(groups: LogGroups): Promise<ModeResult> {
  const setup = await setUpGate("run", groups);
  // A cancelled workflow sends SIGINT, then SIGTERM: stop measuring and remove the brokers.
  const outcome = await withBrokerSession(setup.logger, interrupting, (session) =>
    runGate(setup.config, { ...session, context: setup.context }),
  );
  return presentOutcome(outcome, setup);
}
