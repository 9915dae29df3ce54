/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// page.evaluate runs its function in the page: the DOM types describe what it sees there.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportFile } from "../../src/gate/gate.js";
import { resolveConfig } from "../../src/gate/resolve.js";
import { scenarioRegistry } from "../../src/scenarios/registry.js";
import { tempFiles } from "../unit/cli/helpers.js";

/**
 * The HTML report of a real comparison (the measured 4.0.5 and 4.3.6 runs of the README's sample
 * comment) in headless Chromium, at a desktop's and a phone's width: the verdict is on the first
 * screen, no table runs off the page, and the interval column and the notes are on the page, not
 * in tooltips. UPDATE_SCREENSHOTS=1 writes the first screen of both widths to docs/. Chromium is
 * Debian's package, which testbench/setup.sh installs; RABBITMQ_PERF_GATE_CHROMIUM names another.
 */
const root = join(import.meta.dirname, "..", "..");
const measured = join(root, "test", "fixtures", "measured");

function findChromium(): string | undefined {
  if (process.env.RABBITMQ_PERF_GATE_CHROMIUM) return process.env.RABBITMQ_PERF_GATE_CHROMIUM;
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).stdout.trim();
    if (found) return found;
  }
  return undefined;
}

const chromium = findChromium();
const WIDTHS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

describe.skipIf(!chromium && !process.env.CI)("the HTML report in a real browser", () => {
  let browser: Browser;
  let page: Page;
  let htmlPath: string;

  beforeAll(async () => {
    expect(chromium, "no Chromium: run testbench/setup.sh, or set RABBITMQ_PERF_GATE_CHROMIUM").toBeDefined();
    const dir = tempFiles({});
    htmlPath = join(dir, "report.html");
    const config = resolveConfig(undefined, { registry: scenarioRegistry });
    await reportFile(
      { ...config, output: { ...config.output, html: htmlPath } },
      {
        currentPath: join(measured, "rabbitmq-4.3.6.json"),
        // From the repository's root, as a reader's report names its files.
        baselinePath: "test/fixtures/measured/rabbitmq-4.0.5.json",
      },
    );
    expect(readFileSync(htmlPath, "utf8")).toMatch(/^<!DOCTYPE html>/);
    browser = await puppeteer.launch({
      executablePath: chromium!,
      headless: true,
      // Root in a container has no user namespace for the sandbox; the page is our own file.
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
    page = await browser.newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it.each(WIDTHS)(
    "at $name width ($width px): the verdict on the first screen, nothing off the page, the CI and the notes readable",
    async ({ name, width, height }) => {
      await page.setViewport({ width, height });
      await page.goto(`file://${htmlPath}`, { waitUntil: "load" });
      const seen = await page.evaluate(() => {
        const viewportWidth = document.documentElement.clientWidth;
        const verdict = document.querySelector("header.verdict")!.getBoundingClientRect();
        const visible = (element: Element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
        };
        // Open every target's section, as a reader who wants the tables would.
        for (const details of document.querySelectorAll("details")) details.open = true;
        const tables = [...document.querySelectorAll("table")].map((table) => {
          const box = (table.closest(".scroll") ?? table).getBoundingClientRect();
          return { left: box.left, right: box.right };
        });
        const intervals = [...document.querySelectorAll('td[data-label$="CI"]')];
        const notes = [...document.querySelectorAll("tr.notes td")];
        return {
          viewportWidth,
          pageWidth: document.documentElement.scrollWidth,
          verdict: {
            top: verdict.top,
            bottom: verdict.bottom,
            text: document.querySelector("header.verdict h1")!.textContent,
          },
          tables,
          intervals: intervals.length,
          intervalsVisible: intervals.filter(visible).length,
          intervalText: intervals[0]?.textContent ?? "",
          notes: notes.length,
          notesVisible: notes.filter(visible).length,
          noteText: notes[0]?.textContent ?? "",
          titled: document.querySelectorAll("[title]").length,
        };
      });
      expect(seen.verdict.text).toMatch(/^rabbitmq-perf-gate: REGRESSION$/);
      expect(seen.verdict.top).toBeGreaterThanOrEqual(0);
      expect(seen.verdict.bottom, `${name}: the verdict is below the first screen`).toBeLessThanOrEqual(
        height,
      );
      expect(seen.pageWidth, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(seen.viewportWidth);
      expect(seen.tables.length).toBeGreaterThan(0);
      for (const table of seen.tables) {
        expect(table.left).toBeGreaterThanOrEqual(0);
        expect(table.right, `${name}: a table runs off the page`).toBeLessThanOrEqual(
          seen.viewportWidth + 0.5,
        );
      }
      expect(seen.intervals).toBeGreaterThan(0);
      expect(seen.intervalsVisible).toBe(seen.intervals);
      expect(seen.intervalText).toMatch(/^[-+]?\d+\.\d% to [-+]?\d+\.\d%$|^-$/);
      expect(seen.notes).toBeGreaterThan(0);
      expect(seen.notesVisible).toBe(seen.notes);
      expect(seen.titled, "text that only a hover shows").toBe(0);

      // The first screen, as a reader sees it on opening the file.
      await page.evaluate(() => {
        for (const details of document.querySelectorAll("details")) details.open = false;
        window.scrollTo(0, 0);
      });
      const screenshot = await page.screenshot({ type: "png" });
      expect(screenshot.length).toBeGreaterThan(10_000);
      if (process.env.UPDATE_SCREENSHOTS) {
        mkdirSync(join(root, "docs", "images"), { recursive: true });
        writeFileSync(join(root, "docs", "images", `report-${name}.png`), screenshot);
      }
      expect(
        existsSync(join(root, "docs", "images", `report-${name}.png`)),
        "run with UPDATE_SCREENSHOTS=1",
      ).toBe(true);
    },
  );
});
