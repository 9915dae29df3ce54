/**
 * HTML syntax for the self-contained HTML report (html.ts) and the sections other files render
 * into it: every string from a results file or the config goes through `escapeHtml`.
 */

/** Text and attribute values: every character HTML gives a meaning to. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function cell(content: string): string {
  return `<td>${escapeHtml(content)}</td>`;
}

/** A right-aligned cell of a number (tabular figures, kept on one line). */
export function number(content: string): string {
  return `<td class="num">${escapeHtml(content)}</td>`;
}
