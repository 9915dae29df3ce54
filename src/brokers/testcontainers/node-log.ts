import type { Readable } from "node:stream";

const LOG_LINES_KEPT = 1_000;
/** The most of a node's own words a one-line boot failure quotes. */
const BOOT_FAILURE_MAX_CHARS = 400;

/** Last lines of one node's output, fed by the container's log stream from the moment it starts. */
export class NodeLog {
  private readonly lines: string[] = [];
  private partial = "";
  /** Lines ever appended, and that count when the current stream was attached. */
  private appended = 0;
  private appendedAtAttach = 0;
  private current?: Readable;
  private seeFirstLine!: () => void;
  /** Resolves with the node's first line: its Erlang VM runs. */
  readonly firstLine = new Promise<void>((resolve) => (this.seeFirstLine = resolve));
  /** Resolves when the current log stream ends (the container stopped or exited). */
  ended: Promise<void> = Promise.resolve();

  /** Follows a new run of the container: the stream of an earlier run is let go. */
  attach(stream: Readable): void {
    this.current?.removeAllListeners("data");
    this.current?.destroy();
    this.current = stream;
    if (this.partial) this.push(this.partial);
    this.partial = "";
    this.appendedAtAttach = this.appended;
    let seeEnd!: () => void;
    this.ended = new Promise<void>((resolve) => (seeEnd = resolve));
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => this.append(chunk));
    stream.on("end", () => seeEnd());
    stream.on("close", () => seeEnd());
    // A log stream that breaks only shortens the tail; it must not crash the gate.
    stream.on("error", () => seeEnd());
  }

  tail(count: number): string[] {
    const complete = this.partial ? [...this.lines, this.partial] : this.lines;
    return complete.slice(-count);
  }

  /** The lines of the current run (since the last attach), at most `count` of the last. */
  currentRun(count: number): string[] {
    const sinceAttach = this.appended - this.appendedAtAttach + (this.partial ? 1 : 0);
    return this.tail(Math.min(count, sinceAttach));
  }

  private append(chunk: string): void {
    const pieces = (this.partial + chunk).split("\n");
    this.partial = pieces.pop() ?? "";
    for (const line of pieces) this.push(line);
  }

  private push(line: string): void {
    this.lines.push(stripAnsi(line.replace(/\r$/, "")));
    this.appended++;
    this.seeFirstLine();
    if (this.lines.length > LOG_LINES_KEPT) this.lines.splice(0, this.lines.length - LOG_LINES_KEPT);
  }
}

// RabbitMQ colours its console log; colour codes only clutter error messages and reports.
export function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, "");
}

/** `2026-11-27 21:16:04.442184+00:00 [error] <0.132.0> message` → "message" (error level only). */
const PLAIN_ERROR = /^\S+ \S+ \[(?:error|critical|alert|emergency)\] <[^>]*>\s?(.*)$/;

/** The message of an error-level line, in the plain or the JSON console format; undefined otherwise. */
function errorMessage(line: string): string | undefined {
  const plain = PLAIN_ERROR.exec(line);
  if (plain) return plain[1]!.trim();
  if (!line.startsWith("{")) return undefined;
  try {
    const entry = JSON.parse(line) as { level?: unknown; msg?: unknown };
    return ["error", "critical", "alert", "emergency"].includes(String(entry.level)) &&
      typeof entry.msg === "string"
      ? entry.msg.trim()
      : undefined;
  } catch {
    return undefined;
  }
}

/** Lines that only frame RabbitMQ's boot failure report. */
const FRAMING = /^(?:=+|BOOT FAILED|)$/;

/**
 * A node's own explanation of a failed boot, in one line: the first error-level messages of its log
 * (RabbitMQ logs the cause first, then its BOOT FAILED report), or, when it logged no error (the
 * level was raised, or a step before the broker failed, such as enabling plugins), its last lines.
 */
export function bootFailure(lines: readonly string[]): string | undefined {
  const messages = lines
    .map(errorMessage)
    .filter((message): message is string => message !== undefined && !FRAMING.test(message));
  const words = messages.length > 0 ? messages.slice(0, 4) : lastWords(lines);
  if (words.length === 0) return undefined;
  const text = words.join(" ").replace(/\s+/g, " ").trim();
  return text.length > BOOT_FAILURE_MAX_CHARS ? `${text.slice(0, BOOT_FAILURE_MAX_CHARS - 1)}…` : text;
}

function lastWords(lines: readonly string[]): string[] {
  const meaningful = lines
    .map((line) => line.trim())
    .filter((line) => line !== "" && !/^Crash dump is being written/.test(line));
  const kernel = meaningful.findIndex((line) => /^Kernel pid terminated/.test(line));
  return kernel >= 0 ? [meaningful[kernel]!] : meaningful.slice(-2);
}
