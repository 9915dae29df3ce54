import { z } from "zod";

/**
 * Free queue arguments (`queueArgs`): what a user passes to PerfTest's `--queue-args`, e.g.
 * `x-max-length`, `x-queue-mode`, `x-max-in-memory-length`, `x-quorum-initial-group-size`. Values
 * are what an AMQP 0.9.1 field table carries through amqplib: strings, numbers, booleans and lists
 * of them. Whether the broker accepts a value is the broker's call: the gate declares a probe queue
 * with them on every target before the first trial, and a refusal is a bad input with the broker's
 * reason (src/gate/queue-arguments-probe.ts).
 */

const scalar = z.union([
  z.string().max(65_535),
  z
    .number()
    .refine(Number.isFinite, { message: "expected a finite number" })
    .refine((n) => !Number.isInteger(n) || Number.isSafeInteger(n), {
      message: "expected an integer between -(2^53-1) and 2^53-1",
    }),
  z.boolean(),
]);

const QueueArgumentValueSchema = z.union([scalar, z.array(scalar).max(1_000)], {
  error: "expected a string, a number, true/false, or a list of those",
});

/** Short strings of AMQP 0.9.1: at most 255 bytes. */
const KEY = /^[\x21-\x7e]{1,255}$/;

export const QueueArgumentsSchema = z
  .record(z.string(), QueueArgumentValueSchema)
  .superRefine((args, issue) => {
    for (const key of Object.keys(args)) {
      if (!KEY.test(key)) {
        issue.addIssue({
          code: "custom",
          path: [key],
          message: "expected an argument name of 1 to 255 printable ASCII characters",
        });
      }
    }
    if ("x-queue-type" in args) {
      issue.addIssue({
        code: "custom",
        path: ["x-queue-type"],
        message: "the queue type comes from the target's queueType (classic, quorum, stream); remove it here",
      });
    }
  });

export type QueueArguments = z.output<typeof QueueArgumentsSchema>;

/** The scenario parameter, described for the scenario reference (docs/scenarios.md). */
export const queueArgsField = QueueArgumentsSchema.default({}).describe(
  "queue arguments the trial's queues of the target's queue type are declared with (e.g. " +
    "x-max-length: 1000); a value the broker refuses stops the run before the first trial, with the " +
    "broker's reason",
);
