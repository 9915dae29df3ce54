import type { z } from "zod";
import type { AbSchema, TargetConfig } from "../model/config.js";
import { InputError } from "../model/errors.js";
import { validateTargetCells } from "./matrix.js";
import { derivedTargetId } from "../model/target-id.js";

export type AbConfig = z.output<typeof AbSchema>;

/** A candidate target and the reference measured with it in the same job. */
export interface AbPair {
  reference: string;
  candidate: string;
}

/** The id of a target's reference: `<id>-reference`, shortened to the id limit, distinct from `taken`. */
export function referenceId(id: string, taken: ReadonlySet<string>): string {
  return derivedTargetId(id, "-reference", taken);
}

/**
 * Same-job A/B: every testcontainers target gets a reference target, the same spec with the
 * settings of `ab.reference` replaced (e.g. the image of the base branch), measured in the same
 * run and interleaved with it. Each reference follows its candidate in the target list.
 */
export function addReferences(
  targets: readonly TargetConfig[],
  ab: AbConfig | undefined,
): { targets: TargetConfig[]; pairs: AbPair[] } {
  if (!ab) return { targets: [...targets], pairs: [] };
  const taken = new Set(targets.map((t) => t.id));
  const withReferences: TargetConfig[] = [];
  const pairs: AbPair[] = [];
  for (const target of targets) {
    withReferences.push(target);
    if (target.provider !== "testcontainers") continue;
    const id = referenceId(target.id, taken);
    taken.add(id);
    const reference = { ...target, ...ab.reference, id } as TargetConfig;
    try {
      validateTargetCells([reference], "ab.reference");
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      throw new InputError(
        error.field.replace(/^ab\.reference\[0\]/, "ab.reference"),
        `${error.detail} (the reference of target '${target.id}')`,
        { cause: error },
      );
    }
    withReferences.push(reference);
    pairs.push({ reference: id, candidate: target.id });
  }
  if (pairs.length === 0) {
    throw new InputError(
      "ab",
      "no testcontainers target to measure a reference for; ab needs brokers the gate starts",
    );
  }
  return { targets: withReferences, pairs };
}
