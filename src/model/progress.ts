/** One step of a run: a trial of a scenario on a target. */
export interface ProgressStep {
  targetId: string;
  scenarioName: string;
  trial: number;
  trials: number;
  stepIndex: number;
  totalSteps: number;
  elapsedMs: number;
  /** Estimate from the scenarios' own trial estimates and the time spent so far. */
  remainingMs: number;
}

export interface ProgressSink {
  phase(message: string): void;
  step(step: ProgressStep): void;
}

export function formatDuration(ms: number): string {
  const totalSeconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${seconds.toString().padStart(2, "0")}`;
}

export function formatStep(step: ProgressStep): string {
  return (
    `[${step.stepIndex}/${step.totalSteps}] ${step.targetId} · ${step.scenarioName} · trial ${step.trial}/${step.trials}` +
    ` · elapsed ${formatDuration(step.elapsedMs)} · ~${formatDuration(step.remainingMs)} left`
  );
}
