import { createRequire as __createRequire } from 'node:module'; import { fileURLToPath as __fileURLToPath } from 'node:url'; import { dirname as __pathDirname } from 'node:path'; const require = __createRequire(import.meta.url); const __filename = __fileURLToPath(import.meta.url); const __dirname = __pathDirname(__filename);

import { F as getDefaultExportFromCjs } from './rpc-server.js';
import require$$0 from 'net';

function _mergeNamespaces(n, m) {
	m.forEach(function (e) {
		e && typeof e !== 'string' && !Array.isArray(e) && Object.keys(e).forEach(function (k) {
			if (k !== 'default' && !(k in n)) {
				var d = Object.getOwnPropertyDescriptor(e, k);
				Object.defineProperty(n, k, d.get ? d : {
					enumerable: true,
					get: function () { return e[k]; }
				});
			}
		});
	});
	return Object.freeze(n);
}

var getPort = {exports: {}};

var hasRequiredGetPort;

function requireGetPort () {
	if (hasRequiredGetPort) return getPort.exports;
	hasRequiredGetPort = 1;
	const net = require$$0;

	class Locked extends Error {
		constructor(port) {
			super(`${port} is locked`);
		}
	}

	const lockedPorts = {
		old: new Set(),
		young: new Set()
	};

	// On this interval, the old locked ports are discarded,
	// the young locked ports are moved to old locked ports,
	// and a new young set for locked ports are created.
	const releaseOldLockedPortsIntervalMs = 1000 * 15;

	// Lazily create interval on first use
	let interval;

	const getAvailablePort = options => new Promise((resolve, reject) => {
		const server = net.createServer();
		server.unref();
		server.on('error', reject);
		server.listen(options, () => {
			const {port} = server.address();
			server.close(() => {
				resolve(port);
			});
		});
	});

	const portCheckSequence = function * (ports) {
		if (ports) {
			yield * ports;
		}

		yield 0; // Fall back to 0 if anything else failed
	};

	getPort.exports = async options => {
		let ports;

		if (options) {
			ports = typeof options.port === 'number' ? [options.port] : options.port;
		}

		if (interval === undefined) {
			interval = setInterval(() => {
				lockedPorts.old = lockedPorts.young;
				lockedPorts.young = new Set();
			}, releaseOldLockedPortsIntervalMs);

			// Does not exist in some environments (Electron, Jest jsdom env, browser, etc).
			if (interval.unref) {
				interval.unref();
			}
		}

		for (const port of portCheckSequence(ports)) {
			try {
				let availablePort = await getAvailablePort({...options, port}); // eslint-disable-line no-await-in-loop
				while (lockedPorts.old.has(availablePort) || lockedPorts.young.has(availablePort)) {
					if (port !== 0) {
						throw new Locked(port);
					}

					availablePort = await getAvailablePort({...options, port}); // eslint-disable-line no-await-in-loop
				}

				lockedPorts.young.add(availablePort);
				return availablePort;
			} catch (error) {
				if (!['EADDRINUSE', 'EACCES'].includes(error.code) && !(error instanceof Locked)) {
					throw error;
				}
			}
		}

		throw new Error('No available ports found');
	};

	getPort.exports.makeRange = (from, to) => {
		if (!Number.isInteger(from) || !Number.isInteger(to)) {
			throw new TypeError('`from` and `to` must be integer numbers');
		}

		if (from < 1024 || from > 65535) {
			throw new RangeError('`from` must be between 1024 and 65535');
		}

		if (to < 1024 || to > 65536) {
			throw new RangeError('`to` must be between 1024 and 65536');
		}

		if (to < from) {
			throw new RangeError('`to` must be greater than or equal to `from`');
		}

		const generator = function * (from, to) {
			for (let port = from; port <= to; port++) {
				yield port;
			}
		};

		return generator(from, to);
	};
	return getPort.exports;
}

var getPortExports = requireGetPort();
var index = /*@__PURE__*/getDefaultExportFromCjs(getPortExports);

var index$1 = /*#__PURE__*/_mergeNamespaces({
	__proto__: null,
	default: index
}, [getPortExports]);

export { index$1 as i };
