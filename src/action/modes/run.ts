import { runGate } from "../../gate/gate.js";
import { InputError } from "../../model/errors.js";
import { withBrokerSession } from "../../gate/session.js";
import { shardConfig, shardRunOptions } from "../../gate/shard.js";
import { Inputs } from "../inputs.js";
import { interrupting, type LogGroups } from "../log.js";
import { presentOutcome, type ModeResult } from "../present.js";
import { label, optional } from "../read-inputs.js";
import { setUpGate, type GateSetup } from "./setup.js";

/** mode run: start the brokers, measure, compare with the stored baseline, store on main. */
export async function runMode(groups: LogGroups): Promise<ModeResult> {
  const setup = await shardedSetup(await setUpGate("run", groups));
  // A cancelled workflow sends SIGINT, then SIGTERM: stop measuring and remove the brokers.
  const outcome = await withBrokerSession(setup.logger, interrupting, (session) =>
    runGate(setup.config, { ...session, context: setup.context }),
  );
  return presentOutcome(outcome, setup);
}

/**
 * With a `shard` input, the config as this shard runs it (gate/shard.ts). A shard measures part of
 * the load: it neither comments nor sets a status; the job that merges the shards does.
 */
function shardedSetup(setup: GateSetup): GateSetup {
  const shard = optional(Inputs.Shard);
  if (shard === undefined) {
    for (const input of [Inputs.ShardRun, Inputs.ShardWait]) {
      if (optional(input) !== undefined)
        throw new InputError(label(input), `only with input ${Inputs.Shard}`);
    }
    return setup;
  }
  const options = shardRunOptions(shard, optional(Inputs.ShardRun), optional(Inputs.ShardWait), process.env, {
    shard: label(Inputs.Shard),
    run: label(Inputs.ShardRun),
    wait: label(Inputs.ShardWait),
  });
  if (options.shard.count === 1) return setup;
  const { statusSha: _status, ...github } = setup.github;
  return {
    ...setup,
    config: shardConfig(setup.config, options, label(Inputs.Shard)),
    github: { ...github, comment: false },
  };
}
