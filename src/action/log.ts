import { randomUUID } from "node:crypto";
import * as core from "@actions/core";
import type { Logger } from "../model/logger.js";
import { maskUrlCredentials } from "../model/logger.js";
import { formatStep, type ProgressSink } from "../model/progress.js";

/** A cancelled workflow sends SIGINT, then SIGTERM: what the log says at the first one. */
export const interrupting = (signal: string) => core.info(`${signal}: stopping and removing the brokers`);

/**
 * The workflow log in collapsible groups, one per phase (setting up, starting each target,
 * measuring, comparing); the report, the annotations of the verdict, the comment's address and
 * the failure stay outside them, in sight when the log opens. GitHub does not nest groups:
 * opening one closes the one before.
 */
export class LogGroups {
  private open = false;

  start(title: string): void {
    this.end();
    core.startGroup(title);
    this.open = true;
  }

  end(): void {
    if (!this.open) return;
    core.endGroup();
    this.open = false;
  }
}

export function actionLogger(groups: LogGroups): Logger & ProgressSink {
  return {
    debug: (m) => core.debug(maskUrlCredentials(m)),
    info: (m) => core.info(maskUrlCredentials(m)),
    warn: (m) => core.warning(maskUrlCredentials(m)),
    error: (m) => core.error(maskUrlCredentials(m)),
    addSecret: (s) => core.setSecret(s),
    phase: (m) => groups.start(maskUrlCredentials(m)),
    step: (s) => core.info(formatStep(s)),
  };
}

/**
 * A report into the workflow log, with workflow commands off while it prints: it shows text from
 * results files, and a line of it that began with `::` would otherwise be run as a command.
 */
export function logReport(report: string): void {
  const token = randomUUID();
  core.info(`::stop-commands::${token}`);
  core.info(report);
  core.info(`::${token}::`);
}
