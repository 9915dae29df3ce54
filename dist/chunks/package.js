import { createRequire as __createRequire } from 'node:module'; import { fileURLToPath as __fileURLToPath } from 'node:url'; import { dirname as __pathDirname } from 'node:path'; const require = __createRequire(import.meta.url); const __filename = __fileURLToPath(import.meta.url); const __dirname = __pathDirname(__filename);

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
    Interrupted: 130,
};
class GateError extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = new.target.name;
    }
}
/** Bad input: config, flags, inputs, files. The message is one line naming the field. */
class InputError extends GateError {
    field;
    detail;
    exitCode = ExitCode.BadInput;
    constructor(field, detail, options) {
        super(`${field}: ${detail}`, options);
        this.field = field;
        this.detail = detail;
    }
}
/** A broker failed to start, died, or an infrastructure step (Docker, network) failed. */
class BrokerError extends GateError {
    logTail;
    exitCode = ExitCode.Infrastructure;
    constructor(message, 
    /** The broker's last log lines, when there is a broker to ask. */
    logTail, options) {
        super(message, options);
        this.logTail = logTail;
    }
}
/**
 * The run was stopped by a signal, and what it started was removed: not a failure of the broker, so
 * no broker log; the message is the whole story, on one line.
 */
class InterruptedError extends GateError {
    signal;
    exitCode = ExitCode.Interrupted;
    constructor(signal, detail) {
        super(`interrupted by ${signal}${detail ? `: ${detail}` : ""}`);
        this.signal = signal;
    }
}
function exitCodeFor(error) {
    return error instanceof GateError ? error.exitCode : ExitCode.Infrastructure;
}
/** Renders an error for humans: one line for input errors, cause plus log tail for broker errors. */
function describeError(error) {
    if (error instanceof BrokerError) {
        const tail = error.logTail?.trim();
        return tail ? `${error.message}\n--- broker log (last lines) ---\n${tail}` : error.message;
    }
    if (error instanceof GateError)
        return error.message;
    if (error instanceof Error)
        return `${error.name}: ${error.message}`;
    return String(error);
}

var name = "rabbitmq-perf-gate";
var version = "0.1.0";
var engines = {
	node: ">=22.22"
};
var packageJson = {
	name: name,
	version: version,
	engines: engines};

export { BrokerError as B, ExitCode as E, InputError as I, InterruptedError as a, describeError as d, exitCodeFor as e, packageJson as p };
