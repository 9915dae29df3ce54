import type { Results } from "../model/results.js";
import { resultsVerdict } from "./compare.js";
import { worstVerdict, type Comparison, type OverallVerdict } from "./comparison.js";
import { limitsVerdict, type LimitCheck } from "./limits.js";
import type { SideBySide } from "./side-by-side.js";

/**
 * A run as the gate judged it, which is all a renderer needs to show the verdict: the results,
 * the comparison with the stored (or given) baseline, the absolute limits checked on the
 * candidates, the same-job pairs, and the verdicts decided from them, once, by `judge`
 * (src/gate/outcome.ts). Renderers read `verdict` and `storedVerdict`; none decides its own.
 */
export interface Judgement {
  results: Results;
  comparison?: Comparison | undefined;
  limits: readonly LimitCheck[];
  /** Same-job A/B pairs, each compared side by side. */
  sameJob: readonly SideBySide[];
  /**
   * The gate's verdict: the worst of the stored comparison's (without one, the results' own:
   * invalid or pass), the limits' and every pair's.
   */
  verdict: OverallVerdict;
  /** The same without the pairs: the verdict of the stored baseline's part of the reports. */
  storedVerdict: OverallVerdict;
}

/** A same-job pair's candidate as its reference judges it, with the limits checked on it when given. */
export function pairJudgement(pair: SideBySide, limits: readonly LimitCheck[] = []): Judgement {
  return judgement(pair.candidateView, pair.comparison, limits);
}

/** Decides the verdicts of a judgement (see Judgement). */
export function judgement(
  results: Results,
  comparison: Comparison | undefined,
  limits: readonly LimitCheck[] = [],
  sameJob: readonly SideBySide[] = [],
): Judgement {
  const storedVerdict = worstVerdict(comparison?.verdict ?? resultsVerdict(results), limitsVerdict(limits));
  return {
    results,
    ...(comparison && { comparison }),
    limits,
    sameJob,
    verdict: worstVerdict(storedVerdict, ...sameJob.map((pair) => pair.comparison.verdict)),
    storedVerdict,
  };
}
