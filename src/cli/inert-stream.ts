import type { Stream } from "./console-logger.js";

/**
 * The CLI's stdout and stderr as a workflow log reads them. A workflow step may run the CLI, and the
 * runner takes a line that starts with `::` (after spaces) or holds `##[` anywhere for a workflow
 * command: an annotation, a masked value, a group, an output. The CLI writes none of its own, so any
 * such line came from data (a results file, a config, a flag), and every write is made inert here,
 * once for every command: a word joiner (U+2060, invisible) goes between the two characters.
 * Control characters in that data were already made spaces where it was read (src/model/one-line.ts).
 */
export function inertStream(stream: Stream): Stream {
  let atLineStart = true;
  return {
    ...(stream.isTTY !== undefined && { isTTY: stream.isTTY }),
    write(chunk: string) {
      const inert = inertLines(chunk, atLineStart);
      if (chunk.length > 0) atLineStart = chunk.endsWith("\n");
      return stream.write(inert);
    },
  };
}

const WORD_JOINER = "\u2060";

/** `text` with no workflow command; `atLineStart` says whether it begins a line. */
export function inertLines(text: string, atLineStart = true): string {
  return text
    .replace(/##\[/g, `#${WORD_JOINER}#[`)
    .replace(/(^|\n)([^\S\n]*):(?=:)/g, (match, start: string, space: string, offset: number) =>
      offset === 0 && start === "" && !atLineStart ? match : `${start}${space}:${WORD_JOINER}`,
    );
}
