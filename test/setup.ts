// The reaper container (Ryuk) cannot be pulled on machines without a registry; the project's own
// cleanup removes every container and network it creates, so the reaper is not needed.
process.env.TESTCONTAINERS_RYUK_DISABLED ??= "true";
