import { execFile } from "node:child_process";
import type { ExternalTarget } from "../model/config.js";
import { BrokerError } from "../model/errors.js";
import { oneLine } from "../model/one-line.js";
import type { NodeFaultMethod, NodeFaults } from "./provider.js";

type FaultCommands = NonNullable<ExternalTarget["nodeFaults"]>;

/** Pure: the command's arguments with "{node}" and "{method}" filled in. */
export function faultCommand(argv: readonly string[], node: number, method: NodeFaultMethod): string[] {
  return argv.map((argument) => argument.replaceAll("{node}", String(node)).replaceAll("{method}", method));
}

/**
 * Node faults of a broker the gate does not own, by the commands its config names (an external
 * target's `nodeFaults`): run without a shell, with a deadline, and trusted to do what they say.
 */
export class CommandNodeFaults implements NodeFaults {
  private readonly lost = new Map<number, NodeFaultMethod>();

  constructor(
    private readonly targetId: string,
    private readonly commands: FaultCommands,
  ) {}

  async lose(index: number, method: NodeFaultMethod): Promise<void> {
    if (this.lost.has(index))
      throw new BrokerError(`target '${this.targetId}': node ${index} is already lost`);
    await this.run("lose", index, method);
    this.lost.set(index, method);
  }

  async restore(index: number): Promise<void> {
    const method = this.lost.get(index);
    if (method === undefined) return;
    await this.run("restore", index, method);
    this.lost.delete(index);
  }

  async restoreAll(): Promise<void> {
    for (const index of [...this.lost.keys()]) await this.restore(index).catch(() => {});
  }

  private run(which: "lose" | "restore", node: number, method: NodeFaultMethod): Promise<void> {
    const [file, ...args] = faultCommand(this.commands[which], node, method);
    return new Promise((resolve, reject) => {
      execFile(file!, args, { timeout: this.commands.timeoutMs }, (error, _stdout, stderr) => {
        if (!error) return resolve();
        const why = error.killed ? `did not finish within ${this.commands.timeoutMs} ms` : error.message;
        const tail = oneLine(String(stderr).trim().split("\n").slice(-1)[0] ?? "");
        reject(
          new BrokerError(
            `target '${this.targetId}': nodeFaults.${which} for node ${node} (${file}) failed: ${oneLine(why)}${tail ? `: ${tail}` : ""}`,
          ),
        );
      });
    });
  }
}
