/**
 * GitHub-flavoured Markdown syntax for the renderers: tables, and text from results made inert.
 *
 * A results file may come from code a fork controls (the `report` pair), and what it says ends up
 * in a pull-request comment and a job summary. Every string of it goes through `text()` (Markdown),
 * `html()` (inside an HTML block, where Markdown is not read) or `code()`, which together leave it
 * nothing to say but its characters:
 * - Markdown: every inline construct (emphasis, links, images, code, strike-through, HTML, entities,
 *   math) is escaped, and so is what starts a block (`#`, `>`, list markers) should text begin a line;
 * - what GitHub links in the text (`@user` and `@org/team` mentions, `#123` and `GH-123`
 *   references, e-mail addresses, bare `https://…` and `www.…` URLs) is broken by a word joiner
 *   (U+2060), which is invisible: GitHub's parser does not take it for part of a link, nor does
 *   what GitHub runs over the rendered page;
 * - line breaks and other control characters become spaces (one line stays one line), and
 *   invisible formatting characters (bidirectional overrides, zero-width characters) are dropped.
 *
 * test/unit/report/inert-markdown.test.ts renders crafted results with a GFM parser and holds this.
 */

import { oneLine } from "../model/one-line.js";

export type Align = "left" | "right" | "center";

export function table(
  headers: readonly string[],
  align: readonly Align[],
  rows: readonly (readonly string[])[],
): string {
  const rule = align.map((a) => (a === "right" ? "--:" : a === "center" ? ":-:" : "---"));
  return [headers, rule, ...rows].map((cells) => `| ${cells.map(cell).join(" | ")} |`).join("\n");
}

/** Table cells: a pipe would end the cell and a line break the row. */
function cell(content: string): string {
  return content.replace(/\|/g, "\\|").replace(/\r\n?|\n/g, " ");
}

const WORD_JOINER = "\u2060";

/**
 * What GitHub links in text stays text: a word joiner (U+2060) where GitHub's parser, and what it
 * runs over the rendered page, would start a link. Only there, so that a node name such as
 * `rabbit@host` copies as it reads.
 * - a mention: `@name` or `@org/team` where `@` does not follow a letter, digit or `_`;
 * - an e-mail address: `@` between a name and a domain with a dot;
 * - a reference: `#123`, `owner/repo#123`, `GH-123`;
 * - a bare URL: `https://…` (inside the `://`), `www.…`.
 */
function breakReferences(content: string): string {
  return content
    .replace(/(^|[^A-Za-z0-9_])@|@(?=[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z0-9])/g, `$&${WORD_JOINER}`)
    .replace(/#(?=\d)/g, `#${WORD_JOINER}`)
    .replace(/\bGH-(?=\d)/gi, `$&${WORD_JOINER}`)
    .replace(/:(?=\/\/)/g, `:${WORD_JOINER}`)
    .replace(/\b(www)(?=\.)/gi, `$1${WORD_JOINER}`);
}

/**
 * The ASCII punctuation that opens an inline construct, escaped with a backslash (CommonMark lets
 * any ASCII punctuation be): code, emphasis, strike-through, links and images (with `[` escaped,
 * `!`, `(` and `)` are plain text), and GitHub's math (`$…$`, `$$…$$`, which GitHub reads outside
 * CommonMark; an escaped `\$` is shown as a dollar sign). `&`, `<` and `>` become
 * entities (HTML, entities and `<…>` autolinks), so they stay inert where backslashes are not read.
 * `|` is left to `table()`, which escapes it where it matters.
 */
const INLINE_PUNCTUATION = /[\\`*_[\]~$]/g;

/** Free text from results, inert in Markdown and on GitHub. */
export function text(content: string): string {
  const escaped = oneLine(content)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(INLINE_PUNCTUATION, "\\$&")
    // Text may open a line: a list marker, a setext underline or a thematic break starts there.
    .replace(/^(\s*)([-+=#])(?=[-+=#\s]|$)/, "$1\\$2")
    .replace(/^(\s*\d+)([.)])(?=\s|$)/, "$1\\$2");
  return breakReferences(escaped);
}

/** How a run is described in Markdown (`describeRun`): the sha as code, the rest as text. */
export const MARKDOWN_RUN_STYLE = { sha: code, text } as const;

/** Free text from results inside an HTML block (e.g. `<summary>`), where Markdown is not read. */
export function html(content: string): string {
  return breakReferences(
    oneLine(content)
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#39;")
      .replace(/\$/g, "&#36;"),
  );
}

/**
 * Inline code: Markdown, links and mentions are not read inside it. A backtick inside is replaced
 * rather than escaped (Markdown cannot escape it there), and the span stays on one line.
 */
export function code(content: string): string {
  return `\`${oneLine(content).replace(/`/g, "'")}\``;
}

/**
 * A fenced code block of lines from results (a diff): nothing inside is read as Markdown, HTML,
 * math or a mention. The fence is longer than any run of backticks in the lines, so none of them
 * can close it, and every line is one line.
 */
export function codeBlock(lines: readonly string[], info = ""): string {
  const body = lines.map((line) => oneLine(line));
  const longest = Math.max(
    0,
    ...body.map((line) => Math.max(0, ...(line.match(/`+/g) ?? []).map((run) => run.length))),
  );
  const fence = "`".repeat(Math.max(3, longest + 1));
  return [`${fence}${info}`, ...body, fence].join("\n");
}

/**
 * A link's destination, or undefined when `url` is not an absolute http(s) URL. Characters that
 * could end the destination or open other syntax (spaces, parentheses, angle brackets, quotes,
 * backslashes, backticks) are percent-encoded, so that `https://ci.example/run) ![x](…)` stays one
 * link to one address instead of becoming an image after it.
 */
export function linkDestination(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return undefined;
  return parsed.href.replace(
    /[\s()<>"'\\`]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}
