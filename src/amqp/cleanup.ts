import type { Logger } from "../model/logger.js";
import { errorMessage } from "../load/timeouts.js";

/**
 * Runs `body`, then `cleanup` whatever happened. A cleanup failure after a successful body is
 * thrown (leaked queues on a shared broker must not go unnoticed); after a failed body it is logged
 * and the body's error, the one that explains the trial, is thrown.
 */
export async function withCleanup<T>(
  body: () => Promise<T>,
  cleanup: () => Promise<void>,
  logger: Logger,
): Promise<T> {
  let result: T;
  try {
    result = await body();
  } catch (error) {
    try {
      await cleanup();
    } catch (cleanupError) {
      logger.warn(`cleanup after a failed trial: ${errorMessage(cleanupError)}`);
    }
    throw error;
  }
  await cleanup();
  return result;
}
