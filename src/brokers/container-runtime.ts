/**
 * testcontainers, loaded on first use. Loading it installs process-wide SIGINT and SIGTERM
 * listeners (proper-lockfile's signal-exit, which removes its lock files on exit), and a listener
 * defers a signal until the event loop is free. The commands that start no broker (compare,
 * report, baseline save) never load it: a signal ends them at once, even in the middle of a
 * computation. The commands that do start brokers have their own handlers (src/gate/runtime.ts).
 */
export function loadTestcontainers(): Promise<typeof import("testcontainers")> {
  return import("testcontainers");
}
