#!/usr/bin/env node
import { main } from "./main.js";

// A reader that stops early (`| head`) is not an error of the gate.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
});

process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
