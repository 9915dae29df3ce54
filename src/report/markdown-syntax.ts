/**
 * GitHub-flavoured Markdown syntax for the renderers: tables, and text from results made inert
 * where it would otherwise be read as HTML or end a table cell.
 */

export type Align = "left" | "right" | "center";

export function table(
  headers: readonly string[],
  align: readonly Align[],
  rows: readonly (readonly string[])[],
): string {
  const rule = align.map((a) => (a === "right" ? "--:" : a === "center" ? ":-:" : "---"));
  return [headers, rule, ...rows].map((cells) => `| ${cells.map(cell).join(" | ")} |`).join("\n");
}

/** Table cells: a pipe would end the cell and a newline the row. */
function cell(content: string): string {
  return content.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

/** Free text from results: angle brackets and ampersands would be read as HTML. */
export function text(content: string): string {
  return content.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Inline code; a backtick inside is replaced rather than escaped (Markdown cannot escape it there). */
export function code(content: string): string {
  return `\`${content.replace(/`/g, "'")}\``;
}
