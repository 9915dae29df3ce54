import { fileURLToPath as __fileURLToPath } from "node:url";
import { dirname as __pathDirname } from "node:path";
const __filename = __fileURLToPath(import.meta.url);
__pathDirname(__filename);
import { i as __require, t as __commonJSMin } from "./rolldown-runtime.js";
// node_modules/get-port/index.js
var require_get_port = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	const net = __require("net");
	var Locked = class extends Error {
		constructor(port) {
			super(`${port} is locked`);
		}
	};
	const lockedPorts = {
		old: /* @__PURE__ */ new Set(),
		young: /* @__PURE__ */ new Set()
	};
	const releaseOldLockedPortsIntervalMs = 15e3;
	let interval;
	const getAvailablePort = (options) => new Promise((resolve, reject) => {
		const server = net.createServer();
		server.unref();
		server.on("error", reject);
		server.listen(options, () => {
			const { port } = server.address();
			server.close(() => {
				resolve(port);
			});
		});
	});
	const portCheckSequence = function* (ports) {
		if (ports) yield* ports;
		yield 0;
	};
	module.exports = async (options) => {
		let ports;
		if (options) ports = typeof options.port === "number" ? [options.port] : options.port;
		if (interval === void 0) {
			interval = setInterval(() => {
				lockedPorts.old = lockedPorts.young;
				lockedPorts.young = /* @__PURE__ */ new Set();
			}, releaseOldLockedPortsIntervalMs);
			if (interval.unref) interval.unref();
		}
		for (const port of portCheckSequence(ports)) try {
			let availablePort = await getAvailablePort({
				...options,
				port
			});
			while (lockedPorts.old.has(availablePort) || lockedPorts.young.has(availablePort)) {
				if (port !== 0) throw new Locked(port);
				availablePort = await getAvailablePort({
					...options,
					port
				});
			}
			lockedPorts.young.add(availablePort);
			return availablePort;
		} catch (error) {
			if (!["EADDRINUSE", "EACCES"].includes(error.code) && !(error instanceof Locked)) throw error;
		}
		throw new Error("No available ports found");
	};
	module.exports.makeRange = (from, to) => {
		if (!Number.isInteger(from) || !Number.isInteger(to)) throw new TypeError("`from` and `to` must be integer numbers");
		if (from < 1024 || from > 65535) throw new RangeError("`from` must be between 1024 and 65535");
		if (to < 1024 || to > 65536) throw new RangeError("`to` must be between 1024 and 65536");
		if (to < from) throw new RangeError("`to` must be greater than or equal to `from`");
		const generator = function* (from, to) {
			for (let port = from; port <= to; port++) yield port;
		};
		return generator(from, to);
	};
}));
export default require_get_port();
export {};
