import { createRequire as __createRequire } from 'node:module'; import { fileURLToPath as __fileURLToPath } from 'node:url'; import { dirname as __pathDirname } from 'node:path'; const require = __createRequire(import.meta.url); const __filename = __fileURLToPath(import.meta.url); const __dirname = __pathDirname(__filename);

import { parentPort, workerData } from 'node:worker_threads';
import { c as connectAmqp, L as LOAD_SOCKET_HIGH_WATER_MARK, a as coalesceSocketWrites, w as withTimeout, b as closeChannelThenConnection, M as MESSAGE_HEADER_BYTES, r as readPublisherId, d as readSequence, e as elapsedMicros, f as readSendTimeNs, g as allocateMessageBody, P as PhaseError, m as messagesDue, s as scheduledSendTimeNs, h as writeMessageHeader, i as errorMessage, j as createLatencyHistogram, k as encodeHistogram, S as SequenceTracker, R as RpcServer } from './chunks/rpc-server.js';
import 'node:url';
import 'node:querystring';
import 'node:net';
import 'node:tls';
import 'node:assert';
import 'node:stream';
import 'node:events';
import 'node:util';

/** Pending multiple-acks are flushed at least this often, so a slow trickle is acked too. */
const ACK_FLUSH_INTERVAL_MS = 20;
/**
 * One consumer: its own connection and channel, consuming one queue. Each delivery's header gives
 * publisher, sequence number and send time: the shared tracker finds duplicates, the histogram
 * takes end-to-end latency while recording is on.
 */
class Consumer {
    spec;
    settings;
    hooks;
    tracker;
    e2eHistogram;
    /** Deliveries per publisher id, shared with publishers that limit their messages in flight. */
    deliveredByPublisher;
    connection;
    channel;
    consumerTag;
    closing = false;
    unacked = 0;
    lastUnacked;
    flushTimer;
    recording = false;
    delivered = 0;
    foreign = 0;
    constructor(spec, settings, hooks, tracker, e2eHistogram, deliveredByPublisher) {
        this.deliveredByPublisher = deliveredByPublisher;
        this.spec = spec;
        this.settings = settings;
        this.hooks = hooks;
        this.tracker = tracker;
        this.e2eHistogram = e2eHistogram;
    }
    async connect(connectTimeoutMs, connectionName) {
        this.connection = await connectAmqp(this.spec.url, {
            connectionName,
            timeoutMs: connectTimeoutMs,
            writableHighWaterMark: LOAD_SOCKET_HIGH_WATER_MARK,
        });
        coalesceSocketWrites(this.connection);
        this.connection.on("error", (error) => this.fail(`consumer ${this.spec.index}: connection error: ${error.message}`));
        this.connection.on("close", () => this.fail(`consumer ${this.spec.index}: connection closed by the broker`));
        const channel = await withTimeout(this.connection.createChannel(), connectTimeoutMs, "open channel");
        channel.on("error", (error) => this.fail(`consumer ${this.spec.index}: channel error: ${error.message}`));
        this.channel = channel;
        const autoAck = this.settings.ackMode === "auto";
        if (!autoAck && this.settings.prefetch > 0) {
            await withTimeout(channel.prefetch(this.settings.prefetch), connectTimeoutMs, "set prefetch");
        }
        const reply = await withTimeout(channel.consume(this.spec.queue, this.onMessage, {
            noAck: autoAck,
            ...(this.settings.consumeArguments && { arguments: this.settings.consumeArguments }),
        }), connectTimeoutMs, `consume from ${this.spec.queue}`);
        this.consumerTag = reply.consumerTag;
        if (this.settings.ackMode === "multiple") {
            this.flushTimer = setInterval(() => this.flushAcks(), ACK_FLUSH_INTERVAL_MS);
        }
    }
    /** Cancels the subscription, acks what is pending, closes the connection. */
    async finish(timeoutMs) {
        const channel = this.channel;
        if (channel && this.consumerTag !== undefined && !this.closing) {
            try {
                await withTimeout(channel.cancel(this.consumerTag), timeoutMs, "cancel consumer");
            }
            catch (error) {
                this.hooks.onWarning(`consumer ${this.spec.index}: ${error.message}`);
            }
            this.flushAcks();
        }
        await this.close();
    }
    async close() {
        this.closing = true;
        if (this.flushTimer)
            clearInterval(this.flushTimer);
        const { channel, connection } = this;
        this.connection = undefined;
        this.channel = undefined;
        await closeChannelThenConnection(channel, connection);
    }
    fail(message) {
        if (this.closing)
            return;
        this.closing = true;
        this.hooks.onFatal(message);
    }
    onMessage = (message) => {
        if (message === null) {
            this.fail(`consumer ${this.spec.index}: subscription to ${this.spec.queue} cancelled by the broker`);
            return;
        }
        const nowNs = process.hrtime.bigint();
        this.delivered++;
        const body = message.content;
        let publisherId = -1;
        if (body.length < MESSAGE_HEADER_BYTES) {
            this.foreign++;
        }
        else {
            publisherId = readPublisherId(body);
            if (publisherId >= this.settings.publisherCount)
                this.foreign++;
            else
                this.tracker.record(publisherId, readSequence(body));
            if (this.recording)
                this.e2eHistogram.recordValue(elapsedMicros(readSendTimeNs(body), nowNs));
        }
        this.acknowledge(message);
        const counts = this.deliveredByPublisher;
        if (counts && publisherId >= 0 && publisherId < this.settings.publisherCount) {
            // After the ack is written: a publisher waiting for room publishes the next message.
            Atomics.add(counts, publisherId, 1);
            Atomics.notify(counts, publisherId);
        }
    };
    acknowledge(message) {
        const channel = this.channel;
        if (channel === undefined)
            return;
        switch (this.settings.ackMode) {
            case "auto":
                return;
            case "single":
                channel.ack(message);
                return;
            case "multiple":
                this.unacked++;
                this.lastUnacked = message;
                if (this.unacked >= this.settings.multipleAckEvery)
                    this.flushAcks();
                return;
        }
    }
    flushAcks() {
        if (this.unacked === 0 || this.lastUnacked === undefined || this.channel === undefined)
            return;
        this.channel.ack(this.lastUnacked, true);
        this.unacked = 0;
        this.lastUnacked = undefined;
    }
}

/**
 * Publisher-confirm bookkeeping of one channel: which sequence numbers are in flight, their send
 * times, and what the broker's basic.ack / basic.nack (single or multiple) settle.
 *
 * The window is counted from the oldest unsettled message, not as a count of unsettled ones, so
 * the send-time ring (a power of two at least the window) never reuses the slot of a message still
 * in flight, even when the broker confirms out of order. Allocation-free per message.
 *
 * Mode "sliding": each settled message lets one more go. Mode "batch": a message sent with nothing
 * in flight opens a batch of up to `capacity` messages, and a full batch lets nothing go until all
 * of it is settled.
 */
class ConfirmWindow {
    capacity;
    mode;
    mask;
    sendTimesNs;
    settledSlots;
    /** Messages sent so far; the next message gets this sequence number. */
    sent = 0;
    /** Sequence number of the oldest message neither acked nor nacked. */
    lowestUnsettled = 0;
    acked = 0;
    nacked = 0;
    /** Mode "batch": the sequence number that opened the current batch. */
    batchStart = 0;
    constructor(capacity, mode = "sliding") {
        if (!Number.isInteger(capacity) || capacity < 1)
            throw new RangeError(`confirm window ${capacity} is not >= 1`);
        this.capacity = capacity;
        this.mode = mode;
        let size = 1;
        while (size < capacity)
            size *= 2;
        this.mask = size - 1;
        this.sendTimesNs = new BigInt64Array(size);
        this.settledSlots = new Uint8Array(size);
    }
    get full() {
        if (this.mode === "batch")
            return !this.allSettled && this.sent - this.batchStart >= this.capacity;
        return this.sent - this.lowestUnsettled >= this.capacity;
    }
    get allSettled() {
        return this.lowestUnsettled >= this.sent;
    }
    get unsettled() {
        return this.sent - this.acked - this.nacked;
    }
    /** Records the next message (sequence number `sent`) as sent at `sendTimeNs`. */
    recordSend(sendTimeNs) {
        if (this.allSettled)
            this.batchStart = this.sent;
        const slot = this.sent & this.mask;
        this.sendTimesNs[slot] = sendTimeNs;
        this.settledSlots[slot] = 0;
        this.sent++;
    }
    /**
     * Settles what a confirm covers; delivery tag n is sequence n - 1 on a channel that only
     * publishes. `onAck` gets each newly acked message's send time (for latency).
     */
    settle(deliveryTag, multiple, acked, onAck) {
        const last = Math.min(deliveryTag - 1, this.sent - 1);
        if (multiple) {
            for (let sequence = this.lowestUnsettled; sequence <= last; sequence++)
                this.settleOne(sequence, acked, onAck);
        }
        else if (last >= this.lowestUnsettled) {
            this.settleOne(last, acked, onAck);
        }
        while (this.lowestUnsettled < this.sent && this.settledSlots[this.lowestUnsettled & this.mask] === 1) {
            this.lowestUnsettled++;
        }
    }
    settleOne(sequence, acked, onAck) {
        const slot = sequence & this.mask;
        if (this.settledSlots[slot] === 1)
            return;
        this.settledSlots[slot] = 1;
        if (!acked) {
            this.nacked++;
            return;
        }
        this.acked++;
        onAck?.(this.sendTimesNs[slot]);
    }
}

/** Messages published per turn of the event loop before yielding to acks, marks and socket writes. */
const MAX_BATCH = 256;
/**
 * A publisher at its in-flight limit looks at the delivery count again after this long even when no
 * consumer wakes it, so it notices a stop.
 */
const IN_FLIGHT_RECHECK_MS = 100;
/**
 * One publisher: its own connection and channel, publishing to one queue through the default
 * exchange with `mandatory` so unroutable messages come back as returns.
 *
 * With confirms, at most `confirmWindow` messages are in flight (see ConfirmWindow); confirm latency
 * is taken when the ack (single or multiple) arrives. In confirm mode "batch" a full window waits
 * until every message of it is confirmed, so the broker always gets whole windows in one burst
 * (its work per message then does not depend on how the machine schedules it). At a fixed rate, a message's latencies count
 * from when it was scheduled to be sent, not from when it was (see pacing.ts). The channel's own
 * per-message callbacks are not used, so a publish allocates nothing here beyond what amqplib needs.
 *
 * The body buffer is reused: amqplib copies the content into its frame buffers inside publish()
 * (frame.makeBodyFrame / Buffer.copy in connection.sendMessage), so rewriting the header for the
 * next message cannot change one already handed over.
 */
class Publisher {
    spec;
    settings;
    hooks;
    confirmHistogram;
    body;
    publishOptions;
    window;
    connection;
    channel;
    running = false;
    closing = false;
    waitingForDrain = false;
    immediateScheduled = false;
    timer;
    startedAtNs = 0n;
    /** When the confirm being handled arrived; shared by the latencies a multiple ack records. */
    confirmedAtNs = 0n;
    whenAllSettled;
    recording = false;
    published = 0;
    returned = 0;
    /** Deliveries of this publisher's messages, counted by the consumers (with an in-flight limit). */
    delivered;
    waitingForDelivery = false;
    constructor(spec, settings, hooks, confirmHistogram, deliveredByPublisher) {
        if (settings.inFlight > 0 && deliveredByPublisher === undefined) {
            throw new Error("a publisher with an in-flight limit needs the shared delivery counts");
        }
        this.delivered = settings.inFlight > 0 ? deliveredByPublisher : undefined;
        this.spec = spec;
        this.settings = settings;
        this.hooks = hooks;
        this.confirmHistogram = confirmHistogram;
        this.body = allocateMessageBody(settings.messageSizeBytes);
        this.publishOptions = { mandatory: true, persistent: settings.persistent };
        this.window = settings.confirms
            ? new ConfirmWindow(settings.confirmWindow, settings.confirmMode)
            : undefined;
    }
    async connect(connectTimeoutMs, connectionName) {
        this.connection = await connectAmqp(this.spec.url, {
            connectionName,
            timeoutMs: connectTimeoutMs,
            writableHighWaterMark: LOAD_SOCKET_HIGH_WATER_MARK,
        });
        coalesceSocketWrites(this.connection);
        this.connection.on("error", (error) => this.fail(`publisher ${this.spec.index}: connection error: ${error.message}`));
        this.connection.on("close", () => this.fail(`publisher ${this.spec.index}: connection closed by the broker`));
        this.connection.on("blocked", (reason) => this.hooks.onWarning(`publisher ${this.spec.index}: connection blocked by the broker (${reason})`));
        const channel = this.settings.confirms
            ? await withTimeout(this.connection.createConfirmChannel(), connectTimeoutMs, "open channel")
            : await withTimeout(this.connection.createChannel(), connectTimeoutMs, "open channel");
        channel.on("error", (error) => this.fail(`publisher ${this.spec.index}: channel error: ${error.message}`));
        channel.on("return", () => {
            this.returned++;
        });
        if (this.settings.confirms) {
            channel.on("ack", (fields) => this.settle(fields.deliveryTag, fields.multiple, true));
            channel.on("nack", (fields) => this.settle(fields.deliveryTag, fields.multiple, false));
        }
        this.channel = channel;
    }
    start() {
        if (!this.channel)
            throw new PhaseError("start", `publisher ${this.spec.index} is not connected`);
        this.running = true;
        this.startedAtNs = process.hrtime.bigint();
        this.pump();
    }
    /** Stops publishing, waits for outstanding confirms, closes; returns the unconfirmed count. */
    async stop(confirmTimeoutMs) {
        this.running = false;
        if (this.timer)
            clearTimeout(this.timer);
        if (this.window && !this.window.allSettled) {
            const allSettled = new Promise((resolve) => {
                this.whenAllSettled = resolve;
            });
            try {
                await withTimeout(allSettled, confirmTimeoutMs, "wait for publisher confirms");
            }
            catch {
                // Reported as unconfirmed messages, which invalidates the trial.
            }
        }
        await this.close();
        return { unconfirmed: this.window?.unsettled ?? 0 };
    }
    async close() {
        this.running = false;
        this.closing = true;
        if (this.timer)
            clearTimeout(this.timer);
        const { channel, connection } = this;
        this.connection = undefined;
        this.channel = undefined;
        await closeChannelThenConnection(channel, connection);
    }
    get confirmed() {
        return this.window?.acked ?? 0;
    }
    get nacked() {
        return this.window?.nacked ?? 0;
    }
    totals() {
        return {
            published: this.published,
            confirmed: this.confirmed,
            nacked: this.nacked,
            returned: this.returned,
        };
    }
    fail(message) {
        if (this.closing)
            return;
        this.closing = true;
        this.running = false;
        this.hooks.onFatal(message);
    }
    pump = () => {
        const channel = this.channel;
        if (!this.running || this.waitingForDrain || this.waitingForDelivery || channel === undefined)
            return;
        const window = this.window;
        const { publishRatePerSecond } = this.settings;
        const paced = publishRatePerSecond > 0;
        const allowed = paced
            ? messagesDue(process.hrtime.bigint() - this.startedAtNs, publishRatePerSecond)
            : Number.MAX_SAFE_INTEGER;
        for (let batch = 0; batch < MAX_BATCH; batch++) {
            if (window?.full)
                return; // an ack resumes
            if (this.delivered && this.atInFlightLimit(this.delivered))
                return; // a delivery resumes
            if (this.published >= allowed) {
                this.scheduleRateTimer();
                return;
            }
            const sequence = this.published;
            const sendTimeNs = paced
                ? scheduledSendTimeNs(this.startedAtNs, sequence, publishRatePerSecond)
                : process.hrtime.bigint();
            writeMessageHeader(this.body, sendTimeNs, this.spec.index, sequence);
            window?.recordSend(sendTimeNs);
            this.published = sequence + 1;
            if (!channel.publish(this.spec.exchange, this.spec.queue, this.body, this.publishOptions)) {
                // The channel's write buffer is full (flow control): resume on 'drain'.
                this.waitingForDrain = true;
                channel.once("drain", this.onDrain);
                return;
            }
        }
        this.scheduleImmediate();
    };
    /**
     * True when `inFlight` of this publisher's messages are published and not yet delivered; then it
     * waits until a consumer counts a delivery (Atomics.notify) and pumps again.
     */
    atInFlightLimit(delivered) {
        const index = this.spec.index;
        const seen = Atomics.load(delivered, index);
        if (this.published - seen < this.settings.inFlight)
            return false;
        this.waitingForDelivery = true;
        const wait = Atomics.waitAsync(delivered, index, seen, IN_FLIGHT_RECHECK_MS);
        if (wait.async)
            void wait.value.then(this.onDelivery);
        else
            setImmediate(this.onDelivery);
        return true;
    }
    onDelivery = () => {
        this.waitingForDelivery = false;
        this.pump();
    };
    onDrain = () => {
        this.waitingForDrain = false;
        this.pump();
    };
    /** One pending immediate at most, however often acks call pump() directly. */
    scheduleImmediate() {
        if (this.immediateScheduled)
            return;
        this.immediateScheduled = true;
        setImmediate(this.onImmediate);
    }
    onImmediate = () => {
        this.immediateScheduled = false;
        this.pump();
    };
    scheduleRateTimer() {
        if (this.timer !== undefined)
            return;
        const dueAtNs = scheduledSendTimeNs(this.startedAtNs, this.published, this.settings.publishRatePerSecond);
        const dueInMs = Math.max(1, Number(dueAtNs - process.hrtime.bigint()) / 1e6);
        this.timer = setTimeout(() => {
            this.timer = undefined;
            this.pump();
        }, dueInMs);
    }
    /** basic.ack / basic.nack from the broker. */
    settle(deliveryTag, multiple, acked) {
        const window = this.window;
        this.confirmedAtNs = process.hrtime.bigint();
        window.settle(deliveryTag, multiple, acked, this.recording ? this.recordConfirmLatency : undefined);
        if (window.allSettled && this.whenAllSettled) {
            this.whenAllSettled();
            this.whenAllSettled = undefined;
        }
        if (this.running)
            this.pump();
    }
    recordConfirmLatency = (sendTimeNs) => {
        this.confirmHistogram.recordValue(elapsedMicros(sendTimeNs, this.confirmedAtNs));
    };
}

/**
 * Entry of a load worker thread (bundled as dist/worker.js; see worker-script.ts for how tests run
 * it from source). A worker hosts publishers or consumers, each with its own connection, and
 * answers the coordinator's commands. It keeps to erasable TypeScript and imports only modules that
 * do the same, because under tests Node runs it by stripping types.
 */
/** How long a consumer may take to cancel and close when the coordinator finishes it. */
const FINISH_TIMEOUT_MS = 10_000;
function post(message) {
    parentPort?.postMessage(message);
}
const hooks = {
    onFatal(message) {
        post({ event: "fatal", message });
    },
    onWarning(message) {
        post({ event: "warning", message });
    },
};
function threadCpuUs() {
    // process.threadCpuUsage: Node >= 23.9 / 22.19; older Nodes only lose the saturation warning.
    const usage = typeof process.threadCpuUsage === "function" ? process.threadCpuUsage() : undefined;
    return usage ? usage.user + usage.system : -1;
}
function notFor(role, command) {
    throw new Error(`command '${command}' does not apply to a ${role} worker`);
}
function publisherRole(init) {
    const histogram = createLatencyHistogram();
    const publishers = init.clients.map((spec) => new Publisher(spec, init.settings, hooks, histogram, init.deliveredByPublisher));
    const warnings = [];
    const sum = (pick) => publishers.reduce((total, p) => total + pick(p), 0);
    return {
        async connect() {
            await Promise.all(publishers.map((publisher, i) => publisher.connect(init.connectTimeoutMs, `${init.connectionNamePrefix} publisher ${init.clients[i].index}`)));
        },
        start() {
            for (const publisher of publishers)
                publisher.start();
        },
        mark(label) {
            const atNs = process.hrtime.bigint();
            for (const publisher of publishers)
                publisher.recording = label === "windowStart";
            return {
                atNs,
                threadCpuUs: threadCpuUs(),
                published: sum((p) => p.published),
                confirmed: sum((p) => p.confirmed),
                consumed: 0,
            };
        },
        async stop(confirmTimeoutMs) {
            const results = await Promise.all(publishers.map((publisher) => publisher.stop(confirmTimeoutMs)));
            const unconfirmed = results.reduce((total, r) => total + r.unconfirmed, 0);
            if (unconfirmed > 0)
                warnings.push(`${unconfirmed} messages unconfirmed after ${confirmTimeoutMs} ms`);
            return {
                published: sum((p) => p.published),
                confirmed: sum((p) => p.confirmed),
                nacked: sum((p) => p.nacked),
                returned: sum((p) => p.returned),
                confirmLatency: encodeHistogram(histogram),
                warnings,
            };
        },
        progress: () => notFor("publisher", "progress"),
        finish: () => notFor("publisher", "finish"),
        async close() {
            await Promise.all(publishers.map((publisher) => publisher.close()));
        },
    };
}
function consumerRole(init) {
    const histogram = createLatencyHistogram();
    // One tracker for every consumer of this worker: a message delivered to two of them is a duplicate.
    const tracker = new SequenceTracker();
    const consumers = init.clients.map((spec) => new Consumer(spec, init.settings, hooks, tracker, histogram, init.deliveredByPublisher));
    const warnings = [];
    const delivered = () => consumers.reduce((total, c) => total + c.delivered, 0);
    return {
        async connect() {
            await Promise.all(consumers.map((consumer, i) => consumer.connect(init.connectTimeoutMs, `${init.connectionNamePrefix} consumer ${init.clients[i].index}`)));
        },
        start() { },
        mark(label) {
            const atNs = process.hrtime.bigint();
            for (const consumer of consumers)
                consumer.recording = label === "windowStart";
            return { atNs, threadCpuUs: threadCpuUs(), published: 0, confirmed: 0, consumed: delivered() };
        },
        stop: () => notFor("consumer", "stop"),
        progress() {
            return { uniqueConsumed: tracker.unique };
        },
        async finish() {
            await Promise.all(consumers.map((consumer) => consumer.finish(FINISH_TIMEOUT_MS)));
            return {
                delivered: delivered(),
                uniqueConsumed: tracker.unique,
                duplicates: tracker.duplicates,
                foreign: consumers.reduce((total, c) => total + c.foreign, 0),
                bitmaps: tracker.export(),
                e2eLatency: encodeHistogram(histogram),
                warnings,
            };
        },
        async close() {
            await Promise.all(consumers.map((consumer) => consumer.close()));
        },
    };
}
function rpcServerRole(init) {
    const server = new RpcServer(init.url, init.queue, init.settings, hooks);
    const unsupported = (command) => () => notFor("rpc server", command);
    return {
        connect: () => server.connect(init.connectTimeoutMs, `${init.connectionNamePrefix} rpc server`),
        start: unsupported("start"),
        mark: unsupported("mark"),
        stop: unsupported("stop"),
        progress: unsupported("progress"),
        finish: () => server.finish(FINISH_TIMEOUT_MS),
        close: () => server.close(),
    };
}
function selftestRole() {
    const unsupported = (command) => () => notFor("selftest", command);
    return {
        connect: async () => { },
        start: unsupported("start"),
        mark: () => ({
            atNs: process.hrtime.bigint(),
            threadCpuUs: threadCpuUs(),
            published: 0,
            confirmed: 0,
            consumed: 0,
        }),
        stop: unsupported("stop"),
        progress: unsupported("progress"),
        finish: unsupported("finish"),
        close: async () => { },
    };
}
async function execute(role, message) {
    switch (message.command) {
        case "connect":
            return role.connect();
        case "start":
            return role.start();
        case "mark":
            return role.mark(message.label);
        case "stop":
            return role.stop(message.confirmTimeoutMs);
        case "progress":
            return role.progress();
        case "finish":
            return role.finish();
        case "close":
            return role.close();
        case "ping":
            return "pong";
    }
}
function main() {
    if (!parentPort)
        throw new Error("worker.ts must run in a worker thread");
    const init = workerData;
    const role = init.role === "publisher"
        ? publisherRole(init)
        : init.role === "consumer"
            ? consumerRole(init)
            : init.role === "rpc-server"
                ? rpcServerRole(init)
                : selftestRole();
    parentPort.on("message", (message) => {
        execute(role, message).then((result) => post({ id: message.id, ok: true, result }), (error) => post({ id: message.id, ok: false, error: errorMessage(error) }));
    });
}
main();
