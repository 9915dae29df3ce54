import { fileURLToPath as __fileURLToPath } from "node:url";
import { dirname as __pathDirname } from "node:path";
const __filename = __fileURLToPath(import.meta.url);
__pathDirname(__filename);
// src/model/errors.ts
/**
* Typed errors, mapped to exit codes in one place (`exitCodeFor`).
* 0 pass, 1 regression (or an invalid measurement), 2 bad input, 3 broker or infrastructure failure,
* 130 interrupted (SIGINT or SIGTERM; 128 + SIGINT's number, what shells report for Ctrl-C).
*/
const ExitCode = {
	Pass: 0,
	Regression: 1,
	BadInput: 2,
	Infrastructure: 3,
	Interrupted: 130
};
var GateError = class extends Error {
	constructor(message, options) {
		super(message, options);
		this.name = new.target.name;
	}
};
/** Bad input: config, flags, inputs, files. The message is one line naming the field. */
var InputError = class extends GateError {
	field;
	detail;
	exitCode = ExitCode.BadInput;
	constructor(field, detail, options) {
		super(`${field}: ${detail}`, options);
		this.field = field;
		this.detail = detail;
	}
};
/** A broker failed to start, died, or an infrastructure step (Docker, network) failed. */
var BrokerError = class extends GateError {
	logTail;
	exitCode = ExitCode.Infrastructure;
	constructor(message, logTail, options) {
		super(message, options);
		this.logTail = logTail;
	}
};
/**
* The run was stopped by a signal, and what it started was removed: not a failure of the broker, so
* no broker log; the message is the whole story, on one line.
*/
var InterruptedError = class extends GateError {
	signal;
	exitCode = ExitCode.Interrupted;
	constructor(signal, detail) {
		super(`interrupted by ${signal}${detail ? `: ${detail}` : ""}`);
		this.signal = signal;
	}
};
function exitCodeFor(error) {
	return error instanceof GateError ? error.exitCode : ExitCode.Infrastructure;
}
/** Renders an error for humans: one line for input errors, cause plus log tail for broker errors. */
function describeError(error) {
	if (error instanceof BrokerError) {
		const tail = error.logTail?.trim();
		return tail ? `${error.message}\n--- broker log (last lines) ---\n${tail}` : error.message;
	}
	if (error instanceof GateError) return error.message;
	if (error instanceof Error) return `${error.name}: ${error.message}`;
	return String(error);
}
// package.json
var name = "rabbitmq-perf-gate";
var version = "0.1.0";
var engines = { "node": ">=22.22" };
export { ExitCode as a, describeError as c, BrokerError as i, exitCodeFor as l, name as n, InputError as o, version as r, InterruptedError as s, engines as t };
