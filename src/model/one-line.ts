/**
 * One line of plain text, for a string that came from outside and is shown where a line break or an
 * invisible character would change what a reader sees (a log line, a Markdown line, a table cell):
 * control characters, line breaks included, become spaces; format characters (bidirectional
 * overrides, zero-width spaces and joiners, soft hyphens) are dropped.
 */
export function oneLine(content: string): string {
  return content.replace(/\p{Cc}/gu, " ").replace(/\p{Cf}/gu, "");
}
