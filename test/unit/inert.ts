import { micromark } from "micromark";
import { gfm, gfmHtml } from "micromark-extension-gfm";
import { expect } from "vitest";

/**
 * Checks that text from outside (test/fixtures/hostile.ts's payloads) is inert where the gate put it:
 * a Markdown document as GitHub renders it (GFM, raw HTML let through as GitHub lets much of it),
 * an HTML page, and what a workflow log reads.
 */

/** Text that a Markdown renderer may show but must not make live. */
export function expectInertMarkdown(markdown: string, where: string): void {
  const page = micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  });
  expect(page, `${where}: a link to the payload`).not.toMatch(/<a [^>]*evil\.example/);
  expect(page, `${where}: an image`).not.toMatch(/<img\b/);
  expect(page, `${where}: a script`).not.toMatch(/<script\b/);
  expect(page, `${where}: bold from outside`).not.toMatch(/<strong>bold<\/strong>/);
  const text = page
    .replace(/<code(?: class="[^"]*")?>[^<]*<\/code>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
  expect(text, `${where}: a mention`).not.toMatch(/(^|[^A-Za-z0-9_])@octocat/);
  expect(text, `${where}: a bare link`).not.toMatch(/https?:\/\/evil/);
  // GitHub reads `$…$` as math outside code: every dollar from outside is escaped or an entity.
  // Fenced blocks first (a fence of three or more backticks, closed by one at least as long), then spans.
  const outsideCode = markdown
    .replace(/^(`{3,})[^`\n]*\n[\s\S]*?\n\1`*[ \t]*$/gm, " ")
    .replace(/`[^`\n]*`/g, " ");
  expect(outsideCode, `${where}: math`).not.toMatch(/(^|[^\\])\$/m);
}

/** What any run may print: no escape code, no workflow command, no stack trace. */
export function expectInertConsole(out: string, where: string): void {
  expect(out, `${where}: an escape code`).not.toContain("\u001b");
  expect(out.replace(/\n/g, ""), `${where}: a control character`).not.toMatch(/[\p{Cc}\u2028]/u);
  expect(
    out.split("\n").filter((line) => /^\s*::/.test(line)),
    `${where}: a workflow command`,
  ).toEqual([]);
  expect(out, `${where}: a v1 workflow command`).not.toContain("##[");
  expect(out, `${where}: a stack trace`).not.toMatch(/\n\s+at /);
  expect(out, `${where}: a raw error`).not.toMatch(/RangeError|TypeError|ReferenceError/);
}

/** An HTML report: no element or handler from outside. */
export function expectInertHtml(content: string, where: string): void {
  expect(content, `${where}: an image`).not.toMatch(/<img\b/);
  expect(content, `${where}: a script from outside`).not.toMatch(/<script>alert/);
  expect(content, `${where}: an event handler`).not.toMatch(/<[^>]*\sonerror=/);
  expect(content, `${where}: a link to the payload`).not.toMatch(/<a [^>]*evil\.example/);
}
