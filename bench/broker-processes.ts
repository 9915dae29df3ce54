/**
 * The broker's reductions per process kind, read with `rabbitmqctl eval` in the container: a
 * diagnostic of the bench scripts (`work-by-process.ts`, `idle-background.ts`); the gate itself
 * reads only the Prometheus endpoint.
 */
import type { StartedBroker } from "../src/brokers/provider.js";

/**
 * Reductions per process kind (the module a process was started with: rabbit_channel,
 * rabbit_amqqueue_process, …), the VM's total and its context switches, as `kind count` lines.
 */
const SNAPSHOT = `
  Key = list_to_atom([36 | "initial_call"]), % the dollar sign spelled out: rabbitmqctl's wrapper expands it
  Kinds = lists:foldl(fun(P, Acc) ->
      case {erlang:process_info(P, reductions), erlang:process_info(P, dictionary), erlang:process_info(P, initial_call)} of
        {{reductions, R}, {dictionary, D}, {initial_call, {M0, _, _}}} ->
          {M, _, _} = proplists:get_value(Key, D, {M0, none, 0}),
          maps:update_with(M, fun(V) -> V + R end, R, Acc);
        _ -> Acc
      end
    end, #{}, erlang:processes()),
  Lines = [io_lib:format("~s ~b~n", [K, V]) || {K, V} <- maps:to_list(Kinds)],
  io:format("~s~s ~b~n~s ~b~n", [Lines, "@total", element(1, erlang:statistics(reductions)),
    "@switches", element(1, erlang:statistics(context_switches))]).`;

/** Counts by process kind; "@total" is the VM's reductions counter, "@switches" its context switches. */
export async function processSnapshot(broker: StartedBroker): Promise<Map<string, number>> {
  const result = await broker.exec!(0, ["rabbitmqctl", "eval", SNAPSHOT]);
  if (result.exitCode !== 0) throw new Error(`rabbitmqctl eval failed: ${result.output.slice(0, 300)}`);
  const counts = new Map<string, number>();
  for (const line of result.output.split("\n")) {
    const match = /^(\S+) (\d+)$/.exec(line.trim());
    if (match) counts.set(match[1]!, Number(match[2]));
  }
  if (!counts.has("@total")) throw new Error(`unexpected rabbitmqctl output: ${result.output.slice(0, 300)}`);
  return counts;
}
