import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The repository's root. */
export const root = join(import.meta.dirname, "..", "..", "..");

/** The README and every Markdown file of docs/, relative to the root. */
export function documentationFiles(): string[] {
  const docs = readdirSync(join(root, "docs"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => join("docs", file));
  return ["README.md", ...docs.sort()];
}

/** One documentation file's text, by its path from the root (e.g. "docs/scenarios.md"). */
export function readDoc(file: string): string {
  return readFileSync(join(root, file), "utf8");
}
