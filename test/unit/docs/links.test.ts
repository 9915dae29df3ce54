import { existsSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import GithubSlugger from "github-slugger";
import { marked, type Token, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import { documentationFiles, readDoc, root } from "./files.js";

// Every relative link of the README and docs/ must lead somewhere: the file exists, and an anchor
// names a heading of that file as GitHub renders it (github-slugger is GitHub's own algorithm:
// lower case, punctuation dropped, spaces to hyphens, a repeated heading gets -1, -2, …).

/** Every token of a Markdown document, nested ones (lists, tables, emphasis) included. */
function* walk(tokens: readonly Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    if ("tokens" in token && token.tokens) yield* walk(token.tokens);
    if (token.type === "list") yield* walk((token as Tokens.List).items);
    if (token.type === "table") {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) yield* walk(cell.tokens);
    }
  }
}

/** The text a reader sees in a heading: code spans and emphasis without their marks. */
function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) =>
      "tokens" in token && token.tokens ? plainText(token.tokens) : "text" in token ? token.text : "",
    )
    .join("");
}

interface Document {
  anchors: Set<string>;
  links: { href: string; text: string }[];
}

const parsed = new Map<string, Document>();

function parse(file: string): Document {
  const known = parsed.get(file);
  if (known) return known;
  const tokens = marked.lexer(readDoc(file));
  const slugger = new GithubSlugger();
  const document: Document = { anchors: new Set(), links: [] };
  for (const token of walk(tokens)) {
    if (token.type === "heading")
      document.anchors.add(slugger.slug(plainText((token as Tokens.Heading).tokens)));
    if (token.type === "link" || token.type === "image") {
      const link = token as Tokens.Link | Tokens.Image;
      document.links.push({ href: link.href, text: link.text });
    }
    if (token.type === "html") {
      for (const match of token.raw.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) document.anchors.add(match[1]!);
    }
  }
  parsed.set(file, document);
  return document;
}

/** What is wrong with one link of `file`, or null when it resolves. */
function brokenLink(file: string, href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null; // https:, mailto: — not ours to check
  const hash = href.indexOf("#");
  const path = hash === -1 ? href : href.slice(0, hash);
  const anchor = hash === -1 ? "" : decodeURIComponent(href.slice(hash + 1));
  const target = path === "" ? file : relative(root, join(root, dirname(file), decodeURIComponent(path)));
  if (target.startsWith("..")) return `${href}: leaves the repository`;
  if (!existsSync(join(root, target))) return `${href}: no file ${target}`;
  if (anchor === "") return null;
  if (!target.endsWith(".md") || statSync(join(root, target)).isDirectory()) {
    return `${href}: an anchor into ${target}, which is not a Markdown file`;
  }
  return parse(target).anchors.has(anchor) ? null : `${href}: ${target} has no heading #${anchor}`;
}

describe("links of the README and docs/", () => {
  it.each(documentationFiles())("%s: every relative link and anchor resolves", (file) => {
    const broken = parse(file)
      .links.map((link) => brokenLink(file, link.href))
      .filter((problem) => problem !== null);
    expect(broken).toEqual([]);
  });

  it("tells a missing file, a missing heading and a link out of the repository apart", () => {
    expect(brokenLink("README.md", "docs/verdicts.md#which-metrics-bind")).toBeNull();
    expect(brokenLink("docs/verdicts.md", "#which-metrics-bind")).toBeNull();
    expect(brokenLink("docs/verdicts.md", "../README.md")).toBeNull();
    expect(brokenLink("README.md", "https://example.com/#anything")).toBeNull();
    expect(brokenLink("README.md", "docs/nowhere.md")).toBe("docs/nowhere.md: no file docs/nowhere.md");
    expect(brokenLink("README.md", "#no-such-heading")).toBe(
      "#no-such-heading: README.md has no heading #no-such-heading",
    );
    expect(brokenLink("docs/limits.md", "../../outside.md")).toBe("../../outside.md: leaves the repository");
    expect(brokenLink("README.md", "action.yml#inputs")).toBe(
      "action.yml#inputs: an anchor into action.yml, which is not a Markdown file",
    );
  });

  it("slugs headings as GitHub does: code marks dropped, repeats numbered", () => {
    const anchors = parse("docs/scenarios.md").anchors;
    expect(anchors).toContain("throughput");
    expect(anchors).toContain("coming-from-perftest-or-lavinmqperf");
    expect(parse("docs/verdicts.md").anchors).toContain("which-metrics-bind");
  });
});
