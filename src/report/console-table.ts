import { styleText } from "node:util";
import type { MetricVerdict, OverallVerdict } from "../compare/comparison.js";

/** Aligned text tables and the colours of the console report; colour only when asked. */

export type Align = "left" | "right";
export type Paint = (text: string) => string;

/** Node's own styles; whether to use them at all is the caller's decision (`color`), made once. */
const style =
  (format: "red" | "green" | "yellow" | "bold" | "dim" | ("bgRed" | "white" | "bold")[]): Paint =>
  (text) =>
    styleText(format, text, { validateStream: false });
const ANSI = {
  red: style("red"),
  green: style("green"),
  yellow: style("yellow"),
  bold: style("bold"),
  dim: style("dim"),
  // Data loss only: white on red, so it stands out of a log full of red regressions.
  alarm: style(["bold", "white", "bgRed"]),
};
export const plain: Paint = (text) => text;

export interface Palette {
  verdict(verdict: MetricVerdict): Paint;
  overall(verdict: OverallVerdict): Paint;
  warn: Paint;
  bold: Paint;
  dim: Paint;
}

export function palette(color: boolean): Palette {
  if (!color) return { verdict: () => plain, overall: () => plain, warn: plain, bold: plain, dim: plain };
  return {
    verdict: (verdict) =>
      verdict === "regressed"
        ? ANSI.red
        : verdict === "improved"
          ? ANSI.green
          : verdict === "unchanged"
            ? plain
            : ANSI.yellow,
    overall: (verdict) => (text) =>
      verdict === "data-loss"
        ? ANSI.alarm(text)
        : ANSI.bold(
            verdict === "pass"
              ? ANSI.green(text)
              : verdict === "regression" || verdict === "limit-exceeded"
                ? ANSI.red(text)
                : ANSI.yellow(text),
          ),
    warn: ANSI.yellow,
    bold: ANSI.bold,
    dim: ANSI.dim,
  };
}

/**
 * An aligned text table. Widths come from the plain text; `paint` colours a cell after padding,
 * so escape codes never shift the columns.
 */
export function renderTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[],
  paint: (row: number, column: number) => Paint = () => plain,
): string[] {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[], paintOf: (column: number) => Paint) =>
    cells
      .map((cell, column) => {
        // The last column is not padded, so no line ends in spaces (colour codes would keep them).
        const last = column === cells.length - 1;
        const padded =
          align[column] === "right"
            ? cell.padStart(widths[column]!)
            : last
              ? cell
              : cell.padEnd(widths[column]!);
        return paintOf(column)(padded);
      })
      .join("  ")
      .trimEnd();
  return [
    line(headers, () => plain),
    ...rows.map((row, index) => line(row, (column) => paint(index, column))),
  ];
}
