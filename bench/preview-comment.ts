/**
 * Renders a pull request comment (Markdown, e.g. test/fixtures/comment-regressed.md) to an HTML
 * page that looks like GitHub's rendering, to look at it in a browser or screenshot it:
 *
 *   npx node bench/preview-comment.ts test/fixtures/comment-regressed.md /tmp/comment.html \
 *     [--mermaid /path/to/mermaid.min.js]
 *   chromium --headless --no-sandbox --disable-gpu --screenshot=/tmp/comment.png \
 *     --window-size=1000,2400 /tmp/comment.html
 *
 * GitHub renders ```mermaid blocks with Mermaid; with --mermaid <local file> the page does too
 * (a local copy: the page loads nothing from the network), else they show as code.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { Marked } from "marked";

const USAGE = `Usage: npx node bench/preview-comment.ts <comment.md> <out.html> [--mermaid <mermaid.min.js>]

Renders a pull request comment (Markdown) to an HTML page that looks like GitHub's rendering.

  --mermaid <file>         a local mermaid.min.js, to draw the mermaid blocks
  -h, --help               this text`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { mermaid: { type: "string" }, help: { type: "boolean", short: "h", default: false } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [input, output] = positionals;
if (!input || !output || positionals.length > 2) {
  console.error(USAGE);
  process.exit(2);
}
const mermaid = values.mermaid;

const marked = new Marked({ gfm: true, breaks: false });
marked.use({
  renderer: {
    code({ text, lang }) {
      if (lang === "mermaid") return `<pre class="mermaid">${text.replace(/</g, "&lt;")}</pre>\n`;
      return false;
    },
  },
});
// GitHub's alerts ("> [!WARNING]") are blockquotes whose first line names the kind.
const markdown = readFileSync(input, "utf8").replace(
  /^> \[!(NOTE|WARNING|TIP|IMPORTANT|CAUTION)\]\n/gm,
  (_, kind: string) => `> **${kind[0]}${kind.slice(1).toLowerCase()}**  \n`,
);
const body = await marked.parse(markdown);
const style = `
body{font:14px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif,"Noto Color Emoji";color:#1f2328;background:#fff;margin:0}
.comment{max-width:900px;margin:24px auto;border:1px solid #d1d9e0;border-radius:6px}
.header{background:#f6f8fa;border-bottom:1px solid #d1d9e0;padding:8px 16px;color:#59636e}
.body{padding:16px}
table{border-collapse:collapse;display:block;overflow:auto;margin:0 0 16px}
th,td{border:1px solid #d1d9e0;padding:6px 13px}th{font-weight:600}tr:nth-child(2n){background:#f6f8fa}
code{background:rgba(129,139,152,.12);border-radius:6px;padding:.2em .4em;font:85% ui-monospace,SFMono-Regular,Menlo,monospace}
blockquote{margin:0 0 16px;padding:0 1em;color:#59636e;border-left:.25em solid #d1d9e0}
details{margin:0 0 16px}summary{cursor:pointer}
h3{font-size:1.25em;margin:0 0 16px}h4{font-size:1em;margin:24px 0 16px}
pre.mermaid{background:#fff;text-align:center}
sub{color:#59636e}`;
const script = mermaid
  ? `<script src="${pathToFileURL(mermaid).href}"></script><script>mermaid.initialize({startOnLoad:true,theme:"default"});</script>`
  : "";
writeFileSync(
  output,
  `<!DOCTYPE html><html><head><meta charset="utf-8"><style>${style}</style></head><body><div class="comment"><div class="header"><b>github-actions</b> bot commented</div><div class="body">${body}</div></div>${script}</body></html>\n`,
);
process.stderr.write(`written to ${output}\n`);
