import { fileURLToPath as __fileURLToPath } from "node:url";
import { dirname as __pathDirname } from "node:path";
const __filename = __fileURLToPath(import.meta.url);
__pathDirname(__filename);
import { t as engines } from "./package.js";
// src/model/node-version.ts
/**
* The Node.js the bundle needs, checked by the two entry points before they load it. The bundle
* uses modules an older Node does not have (`node:sqlite`, in a bundled dependency), and fails
* there with a stack trace naming a module the user never heard of; this check says instead which
* Node is needed and how to get it, in one line.
*
* This module is imported by the launchers ahead of everything else, so it imports nothing but the
* package manifest and keeps to syntax every Node since 14 parses.
*/
/** `engines.node` of package.json: the one place the requirement is written. */
const REQUIRED_NODE_RANGE = engines.node;
/** The lowest version `range` allows; only the `>=major[.minor[.patch]]` form is used (and read). */
function minimumOf(range) {
	const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
	if (match === null) throw new Error(`engines.node: expected ">=major[.minor[.patch]]"; got "${range}"`);
	return [
		Number(match[1]),
		Number(match[2] ?? 0),
		Number(match[3] ?? 0)
	];
}
function parseVersion(version) {
	const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
	return match === null ? void 0 : [
		Number(match[1]),
		Number(match[2]),
		Number(match[3])
	];
}
function atLeast(version, minimum) {
	for (let i = 0; i < 3; i++) if (version[i] !== minimum[i]) return version[i] > minimum[i];
	return true;
}
function display(version) {
	return version[2] === 0 ? `${version[0]}.${version[1]}` : version.join(".");
}
/**
* Undefined when `running` (process.versions.node) satisfies `range`; otherwise the sentence that
* says what is needed. A version this cannot read is let through: the check must never be the
* thing that stops a Node it does not understand.
*/
function nodeVersionProblem(running, range = REQUIRED_NODE_RANGE) {
	const minimum = minimumOf(range);
	const version = parseVersion(running);
	if (version === void 0 || atLeast(version, minimum)) return void 0;
	return `needs Node.js ${display(minimum)} or newer; this is Node.js ${version.join(".")}`;
}
export { nodeVersionProblem as t };
