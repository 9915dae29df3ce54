import { readFileSync } from "node:fs";
import { join } from "node:path";
import { micromark } from "micromark";
import { gfm, gfmHtml } from "micromark-extension-gfm";
import { describe, expect, it } from "vitest";
import { validateResults } from "../../../src/baseline/read.js";
import { code, html, text } from "../../../src/report/markdown-syntax.js";
import { fixturePath } from "../../fixtures/load.js";
import { runCli, tempFiles } from "../cli/helpers.js";

/**
 * A results file may come from code a fork controls, and the `report` pair renders it into a pull
 * request comment. Every string field of such a file is set to text that would be live Markdown,
 * HTML or a GitHub reference, and every Markdown output is rendered with a GFM parser (micromark,
 * which passes the CommonMark and GFM specs; raw HTML let through as GitHub lets much of it):
 * nothing of it may become a link, an image, markup, a block or a mention.
 */
const PAYLOAD = [
  "[Approve](https://evil.example) ![t](https://evil.example/p.png) <https://evil.example/a>",
  "@acme/security @octocat #123 GH-45 acme/repo#7 mail@evil.example www.evil.example https://evil.example/x",
  "<b>bold</b> <img src=x> &copy; **strong** __strong__ *em* _em_ ~~del~~ `tick` \\* | pipe |",
  "\u202Eevil\u200B",
  "# Heading",
  "- item",
  "1. first",
  "===",
  "> quote",
  "::warning::from the artifact",
].join("\n");

/** Every string leaf of a JSON value, as a path of keys and indexes. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

function setAt(root: unknown, path: readonly (string | number)[], value: string): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
}

function load(fixture: string): Record<string, unknown> {
  return JSON.parse(readFileSync(fixturePath(fixture), "utf8")) as Record<string, unknown>;
}

/** Optional free-text fields the fixtures leave out, filled in so that they are tried too. */
function withOptionalText(results: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(results) as {
    targets: { id: string; work?: unknown; scenarios: { warnings: string[]; invalidReasons: string[] }[] }[];
    skippedTargets?: unknown;
  };
  copy.skippedTargets = [{ id: "3.13.7-mnesia-classic-mirrored-3n", reason: "filled" }];
  for (const target of copy.targets) {
    target.work = { source: "none", urls: ["http://localhost:15692/metrics"], note: "filled" };
    for (const scenario of target.scenarios) {
      scenario.warnings = ["filled"];
    }
  }
  return copy;
}

interface Tried {
  readonly evil: Record<string, unknown>;
  /** Fields the schema takes any text in: the payload is in each of them. */
  readonly accepted: string[];
  /** Fields the schema constrains, with the one-line error it gave. */
  readonly rejected: Map<string, string>;
}

/** The payload put into each string field on its own: the schema takes it or refuses it. */
function tryEveryField(results: Record<string, unknown>): Tried {
  const evil = structuredClone(results);
  const accepted: string[] = [];
  const rejected = new Map<string, string>();
  for (const path of stringPaths(results)) {
    const name = path.map((key) => (typeof key === "number" ? "[]" : key)).join(".");
    const probe = structuredClone(results);
    setAt(probe, path, PAYLOAD);
    try {
      validateResults(probe, "results");
      setAt(evil, path, PAYLOAD);
      accepted.push(name);
    } catch (error) {
      rejected.set(name, (error as Error).message);
    }
  }
  return { evil, accepted, rejected };
}

/** What GitHub links in the text of a page: mentions, e-mail addresses, references, bare URLs. */
const GITHUB_REFERENCE =
  /(^|[^A-Za-z0-9_])@[A-Za-z0-9]|@[A-Za-z0-9-]+\.[A-Za-z0-9]|#\d|\bGH-\d|https?:\/\/|www\.|©/i;

function textOf(page: string): string {
  return page
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/**
 * What GitHub would show of a Markdown document: the HTML, its text, and the part of its text GitHub
 * looks for mentions and references in (all but code).
 */
function render(markdown: string): { page: string; shown: string; linkable: string } {
  const page = micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  });
  return { page, shown: textOf(page), linkable: textOf(page.replace(/<code>[^<]*<\/code>/g, " ")) };
}

/** Nothing of the payload is live where `markdown` is rendered; its characters are still shown. */
function expectInert(markdown: string, where: string): void {
  const { page, shown, linkable } = render(markdown);
  expect(page, `${where}: a link`).not.toMatch(/<a\b/);
  expect(page, `${where}: an image`).not.toMatch(/<img\b/);
  expect(page, `${where}: markup`).not.toMatch(/<(b|strong|em|del)>(bold|strong|em|del)</);
  expect(page, `${where}: a quote`).not.toMatch(/<blockquote>\s*(<p>)?quote/);
  expect(page, `${where}: a list item`).not.toMatch(/<li>\s*(item|first)/);
  expect(page, `${where}: a heading`).not.toMatch(/<h\d>\s*Heading/);
  expect(page, `${where}: an entity`).not.toContain("©");
  expect(shown, `${where}: invisible formatting`).not.toMatch(/[\u202E\u200B]/);
  // GitHub links mentions, references and bare URLs in the text of the page: none may be left.
  const references = linkable.split(/\s+/).filter((word) => GITHUB_REFERENCE.test(word));
  expect(references, `${where}: GitHub references`).toEqual([]);
  // The characters are shown, not dropped: the reader sees what the file said.
  expect(shown.replace(/\u2060/g, ""), `${where}: the payload's text`).toContain(
    "[Approve](https://evil.example) ![t](https://evil.example/p.png)",
  );
}

describe("text from a results file is inert in every Markdown output", () => {
  const current = tryEveryField(withOptionalText(load("results-regressed")));
  const baseline = tryEveryField(withOptionalText(load("baseline-basic")));
  const matrix = tryEveryField(load("results-matrix"));
  const twoTargets = tryEveryField(load("results-two-targets"));

  it("names are constrained by the schema, with one line naming the field", () => {
    for (const field of [
      "targets.[].id",
      "targets.[].scenarios.[].name",
      "targets.[].scenarios.[].metrics.[].id",
    ]) {
      expect(current.rejected.get(field), field).toMatch(/^[^\n]*targets\[0\][^\n]*$/);
    }
    expect([...current.rejected.keys()]).toEqual(
      expect.arrayContaining(["skippedTargets.[].id", "targets.[].scenarios.[].scenario"]),
    );
  });

  it("every other string field takes the payload (so the renderings below see it)", () => {
    expect(current.accepted).toEqual(
      expect.arrayContaining([
        "gate",
        "host.cpuModel",
        "host.runner",
        "tool.version",
        "git.ref",
        "targets.[].broker.serverVersion",
        "targets.[].scenarios.[].metrics.[].unit",
        "targets.[].scenarios.[].warnings.[]",
        "targets.[].work.note",
        "skippedTargets.[].reason",
      ]),
    );
    expect(matrix.accepted).toEqual(
      expect.arrayContaining(["targets.[].verification.metadataStoreEvidence.[]"]),
    );
  });

  it("report: the comment and the Markdown report", async () => {
    const dir = tempFiles({
      "current.json": JSON.stringify(current.evil),
      "baseline.json": JSON.stringify(baseline.evil),
    });
    const run = await runCli([
      "report",
      "--current",
      join(dir, "current.json"),
      "--baseline",
      join(dir, "baseline.json"),
      "--comment",
      join(dir, "comment.md"),
      "--markdown",
      join(dir, "report.md"),
      "--no-color",
      "--policy",
      "threshold",
    ]);
    expect(run.stderr).not.toMatch(/error/i);
    expectInert(readFileSync(join(dir, "comment.md"), "utf8"), "comment");
    expectInert(readFileSync(join(dir, "report.md"), "utf8"), "Markdown report");
    // The console report goes to the workflow log: no line of it may be a workflow command.
    expect(run.stdout.split("\n").filter((line) => line.startsWith("::"))).toEqual([]);
  });

  it("compare: a matrix with its verification records", async () => {
    const dir = tempFiles({ "matrix.json": JSON.stringify(matrix.evil) });
    const run = await runCli([
      "compare",
      "--current",
      join(dir, "matrix.json"),
      "--baseline",
      join(dir, "matrix.json"),
      "--markdown",
      join(dir, "report.md"),
      "--no-color",
    ]);
    expect(run.stderr).not.toMatch(/error/i);
    expectInert(readFileSync(join(dir, "report.md"), "utf8"), "matrix report");
  });

  it("compare --targets: two targets side by side", async () => {
    const dir = tempFiles({ "two.json": JSON.stringify(twoTargets.evil) });
    const run = await runCli([
      "compare",
      "--current",
      join(dir, "two.json"),
      "--targets",
      "rabbitmq-3.13.7-management,rabbitmq-4.0.5-management",
      "--markdown",
      join(dir, "side-by-side.md"),
      "--no-color",
    ]);
    expect(run.stderr).not.toMatch(/error/i);
    expectInert(readFileSync(join(dir, "side-by-side.md"), "utf8"), "side by side");
  });
});

describe("markdown-syntax", () => {
  it("text(), html() and code() each keep the payload inert on one line", () => {
    for (const [name, rendered] of [
      ["text", text(PAYLOAD)],
      ["html", `<details><summary>${html(PAYLOAD)}</summary>\n\nbody\n\n</details>`],
      ["code", code(PAYLOAD)],
    ] as const) {
      expect(rendered.split("\n").length, name).toBe(name === "html" ? 5 : 1);
      expectInert(rendered, name);
    }
  });

  it("leaves ordinary text as it was", () => {
    expect(text("Intel(R) Xeon(R) CPU @ 2.20GHz")).toBe("Intel(R) Xeon(R) CPU @\u2060 2.20GHz");
    expect(text("# 1. 2")).toBe("\\# 1. 2");
    expect(text("  - item")).toBe("  \\- item");
    expect(text(" 12) first")).toBe(" 12\\) first");
    expect(text("4.0.5-management")).toBe("4.0.5-management");
    expect(text("leader rabbit@rmq-ca3b1b-2")).toBe("leader rabbit@rmq-ca3b1b-2");
    expect(text("msg/s")).toBe("msg/s");
  });
});
