import type { TestcontainersTarget } from "../../model/config.js";
import { readAlarms, resourceOfBlockReason, type ResourceAlarm } from "../alarms.js";
import { confSettings, describeSetting } from "../setup-plan.js";

/** The settings that decide when each resource alarm goes off. */
const ALARM_SETTINGS: Record<string, RegExp> = {
  disk: /^disk_free_limit(\.|$)/,
  memory: /^(vm_memory_high_watermark(\.|$)|total_memory_available_override_value$)/,
};

/**
 * A broker that starts under a resource alarm blocks every publisher, so nothing it would measure
 * is a throughput: the start is refused in one line naming the setting that set the alarm off, or
 * the default limit when the setup sets none. Undefined when no alarm is in effect.
 */
export async function alarmRefusal(
  managementUrl: string,
  target: Pick<TestcontainersTarget, "rabbitmqConf" | "contents">,
): Promise<string | undefined> {
  return describeAlarms(await readAlarms(managementUrl), target);
}

/** The refusal of alarmRefusal, from the alarms read. */
export function describeAlarms(
  alarms: readonly ResourceAlarm[],
  target: Pick<TestcontainersTarget, "rabbitmqConf" | "contents">,
): string | undefined {
  if (alarms.length === 0) return undefined;
  const settings = confSettings(target);
  // The broker names the resource "disk" or "disk space" depending on the version.
  const kind = (resource: string) => resourceOfBlockReason(resource) ?? resource;
  const reasons = [...new Set(alarms.map((alarm) => kind(alarm.resource)))].map((resource) => {
    const nodes = alarms.filter((a) => kind(a.resource) === resource).map((a) => a.node);
    const set = settings.filter((s) => ALARM_SETTINGS[resource]?.test(s.key));
    const cause =
      set.length > 0
        ? `set off by ${set.map(describeSetting).join(", ")}`
        : `set off by the default ${resource === "disk" ? "free disk" : "memory"} limit on this machine`;
    return `${nodes.join(", ")} started under a ${resource} alarm (${cause})`;
  });
  return `${reasons.join("; ")}: a broker under an alarm blocks every publisher, so nothing can be measured; measure with limits this machine meets`;
}
