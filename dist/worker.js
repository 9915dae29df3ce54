import { fileURLToPath as __fileURLToPath } from "node:url";
import { dirname as __pathDirname } from "node:path";
const __filename = __fileURLToPath(import.meta.url);
__pathDirname(__filename);
import { o as __toESM } from "./chunks/rolldown-runtime.js";
import { A as createLatencyHistogram, B as writeMessageHeader, C as LOAD_SOCKET_HIGH_WATER_MARK, D as coalesceSocketWrites, H as clientFailure, I as allocateMessageBody, K as errorMessage, L as readPublisherId, M as elapsedMicros, N as encodeHistogram, O as connectAmqp, R as readSendTimeNs, S as connectAmqp10, U as unownedFailure, V as require_container, W as workerClients, Z as withTimeout, _ as PublisherCore, a as connectStream, d as connectMqtt, f as discardMqttSession, h as subscribeMqtt, i as closeStream, l as MqttPublisher, m as mqttClientId, n as RpcServer, o as require_dist, s as require_consumer_credit_policy, t as SequenceTracker, u as closeMqtt, w as closeChannelThenConnection, x as closeAmqp10, z as readSequence } from "./chunks/sequence-tracker.js";
import { parentPort, workerData } from "node:worker_threads";
import { setTimeout as setTimeout$1 } from "node:timers/promises";
// src/load/delivery-accounting.ts
var import_container = /* @__PURE__ */ __toESM(require_container(), 1);
/**
* What a consumer of the load does with each delivery, whatever its protocol: the body's header
* gives publisher, sequence number and send time; the shared tracker finds duplicates, the
* histogram takes end-to-end latency while recording is on, and publishers with an in-flight limit
* learn of the delivery once it is acknowledged.
*/
var DeliveryAccounting = class {
	publisherCount;
	tracker;
	e2eHistogram;
	/** Deliveries per publisher id, shared with publishers that limit their messages in flight. */
	deliveredByPublisher;
	recording = false;
	delivered = 0;
	foreign = 0;
	constructor(publisherCount, tracker, e2eHistogram, deliveredByPublisher) {
		this.publisherCount = publisherCount;
		this.tracker = tracker;
		this.e2eHistogram = e2eHistogram;
		this.deliveredByPublisher = deliveredByPublisher;
	}
	/** Counts one delivery received at `nowNs`; returns its publisher id, or -1 for a foreign one. */
	receive(body, nowNs) {
		this.delivered++;
		if (body.length < 16) {
			this.foreign++;
			return -1;
		}
		const publisherId = readPublisherId(body);
		if (publisherId >= this.publisherCount) this.foreign++;
		else this.tracker.record(publisherId, readSequence(body));
		if (this.recording) this.e2eHistogram.recordValue(elapsedMicros(readSendTimeNs(body), nowNs));
		return publisherId < this.publisherCount ? publisherId : -1;
	}
	/** Call after the delivery's ack is written: a publisher waiting for room publishes the next one. */
	acknowledged(publisherId) {
		const counts = this.deliveredByPublisher;
		if (!counts || publisherId < 0) return;
		Atomics.add(counts, publisherId, 1);
		Atomics.notify(counts, publisherId);
	}
};
// src/load/consumer-core.ts
/**
* What every consumer of the load shares, whatever its protocol: its place and settings, the
* accounting of what it receives, and one fatal report at most (none once it is closing). A
* protocol's consumer (amqp091/, amqp10/, stream/) adds the connection, the subscription and its
* flow control and acks.
*/
var ConsumerCore = class {
	spec;
	settings;
	hooks;
	/** Its deliveries counted: read by the worker, which also turns recording on and off. */
	accounting;
	closing = false;
	constructor(spec, settings, hooks, tracker, e2eHistogram, deliveredByPublisher) {
		this.spec = spec;
		this.settings = settings;
		this.hooks = hooks;
		this.accounting = new DeliveryAccounting(settings.publisherCount, tracker, e2eHistogram, deliveredByPublisher);
	}
	/**
	* Connects; a failure names this consumer ("consumer 0: connection lost (write EPIPE)") and is
	* its one report: what its client says after (the connection's close) is not reported again.
	*/
	async open(connectTimeoutMs, connectionName) {
		try {
			await this.connect(connectTimeoutMs, connectionName);
		} catch (error) {
			this.closing = true;
			throw new Error(clientFailure(`consumer ${this.spec.index}`, error), { cause: error });
		}
	}
	fail(message) {
		if (this.closing) return;
		this.closing = true;
		this.hooks.onFatal(message);
	}
};
/**
* The fallback of ackMode "multiple": a consumer acks every `multipleAckEvery` deliveries, and this
* acks what it holds when deliveries pause (the end of a burst, a trickle below the batch), so no
* delivery stays unacknowledged for long. Only a pause flushes: a timer that flushed on every tick
* acked every 20 ms under load instead of every batch, and the figures measured the timer.
* Per delivery it costs one increment (no clock read).
*/
var IdleAckFlush = class {
	deliveries = 0;
	deliveriesAtLastTick = 0;
	flush;
	timer;
	constructor(flush) {
		this.flush = flush;
		this.timer = setInterval(this.tick, 20);
	}
	/** A delivery arrived: the next tick does not flush. */
	noteDelivery() {
		this.deliveries++;
	}
	stop() {
		clearInterval(this.timer);
	}
	tick = () => {
		if (this.deliveries === this.deliveriesAtLastTick) this.flush();
		this.deliveriesAtLastTick = this.deliveries;
	};
};
// src/load/amqp10/links.ts
function describe(error) {
	if (!error) return void 0;
	if (error.condition) return `${error.condition}${error.description ? `: ${error.description}` : ""}`;
	return error.message;
}
/**
* What went wrong on a link or connection, for a fatal event: the link's error (a detach with an
* error condition, such as amqp:resource-deleted), else the connection's, else the socket's.
*/
function linkFailure(name, context) {
	return `${name}: ${describe(context.sender?.error) ?? describe(context.receiver?.error) ?? describe(context.connection?.error) ?? describe(context.error) ?? "connection lost"}`;
}
// src/load/amqp10/session-window.ts
/** The incoming windows already read serially. */
const serial = /* @__PURE__ */ new WeakSet();
/**
* Makes rhea compare its session's incoming transfer ids in serial number arithmetic (RFC 1982),
* as AMQP 1.0 says they are. rhea counts `next_transfer_id` up as a plain number, but writes a flow
* with `next_incoming_id` taken modulo 2^32 and sets its window's end from that. RabbitMQ 4.x starts
* a session's transfer ids at 2^32 - 4, so after the first flow past the wrap the end sits 2^32
* below the count, and rhea sends a session flow frame after every delivery it settles: 0.96 flow
* frames per message from our consumer, about 100 more broker reductions per message on 4.0.5
* (bench/amqp-frames.ts, bench/protocols.md). Reading the window's end as its serial distance from
* the count before rhea checks it keeps one session flow per half window, as rhea intends.
*/
function keepIncomingWindowSerial(session) {
	const incoming = session.incoming;
	if (serial.has(incoming)) return;
	serial.add(incoming);
	const process = incoming.process.bind(incoming);
	incoming.process = (owner) => {
		incoming.max_transfer_id = incoming.next_transfer_id + (incoming.max_transfer_id - incoming.next_transfer_id | 0);
		process(owner);
	};
}
// src/load/amqp10/consumer.ts
/** Link credit kept open where AMQP 0.9.1 would have no prefetch limit (auto acks, prefetch 0). */
const UNLIMITED_CREDIT = 1e3;
/**
* The receiver's source: the queue's address and, on a stream, where to start reading
* (RabbitMQ's `rabbitmq:stream-offset-spec` filter, from the stream's `x-stream-offset`).
*/
function sourceOf(address, consumeArguments) {
	const offset = consumeArguments?.["x-stream-offset"];
	if (offset === void 0) return { address };
	return {
		address,
		filter: { "rabbitmq:stream-offset-spec": import_container.default.types.wrap_described(offset, "rabbitmq:stream-offset-spec") }
	};
}
/**
* One AMQP 1.0 consumer: its own connection, session and receiver link from the queue's address.
*
* The load generator manages the link credit itself, so `prefetch` means what it means over AMQP
* 0.9.1: at most that many deliveries unacknowledged (received and not yet accepted) plus credit
* outstanding. Acks: "single" accepts each delivery as it arrives; "multiple" accepts the held
* deliveries every `multipleAckEvery` (rhea sends consecutive ones as one disposition range, AMQP
* 1.0's multiple ack); "auto" asks the broker to send them settled (at most once), with a fixed
* credit window.
*/
var Amqp10Consumer = class extends ConsumerCore {
	creditWindow;
	connection;
	receiver;
	held = [];
	/** The most deliveries held unacknowledged at once under ackMode "multiple". */
	peakHeld = 0;
	idleFlush;
	constructor(spec, settings, hooks, tracker, e2eHistogram, deliveredByPublisher) {
		super(spec, settings, hooks, tracker, e2eHistogram, deliveredByPublisher);
		this.creditWindow = settings.ackMode === "auto" || settings.prefetch === 0 ? UNLIMITED_CREDIT : settings.prefetch;
	}
	async connect(connectTimeoutMs, connectionName) {
		const address = this.spec.sourceAddress;
		if (address === void 0) throw new Error(`consumer ${this.spec.index} has no AMQP 1.0 address`);
		const connection = await connectAmqp10(this.spec.url, {
			connectionName,
			timeoutMs: connectTimeoutMs,
			sessionBuffer: {
				outgoing: 0,
				incoming: this.creditWindow
			}
		});
		this.connection = connection;
		const name = `consumer ${this.spec.index}`;
		connection.on("connection_error", (context) => this.fail(linkFailure(name, context)));
		connection.on("disconnected", (context) => this.fail(linkFailure(name, context)));
		connection.on("connection_close", () => this.fail(`${name}: connection closed by the broker`));
		const auto = this.settings.ackMode === "auto";
		const receiver = connection.open_receiver({
			source: sourceOf(address, this.settings.consumeArguments),
			credit_window: 0,
			autoaccept: false,
			snd_settle_mode: auto ? 1 : 0,
			rcv_settle_mode: 0
		});
		keepIncomingWindowSerial(receiver.session);
		receiver.on("message", this.onMessage);
		await withTimeout(new Promise((resolve, reject) => {
			receiver.once("receiver_open", () => resolve());
			receiver.once("receiver_error", (context) => reject(new Error(linkFailure(name, context))));
		}), connectTimeoutMs, `attach a receiver to ${address}`);
		receiver.on("receiver_error", (context) => this.fail(linkFailure(`${name}: receiver link from ${address} detached by the broker`, context)));
		receiver.on("receiver_close", () => this.fail(`${name}: receiver link from ${address} detached by the broker`));
		this.receiver = receiver;
		this.topUpCredit();
		if (this.settings.ackMode === "multiple") this.idleFlush = new IdleAckFlush(() => this.flushAcks());
	}
	/** Stops the credit, accepts what is held, detaches and closes the connection. */
	async finish(timeoutMs) {
		const receiver = this.receiver;
		if (receiver && !this.closing) {
			this.flushAcks();
			this.closing = true;
			try {
				const detached = new Promise((resolve) => receiver.once("receiver_close", () => resolve()));
				receiver.close();
				await withTimeout(detached, timeoutMs, "detach receiver");
			} catch (error) {
				this.hooks.onWarning(`consumer ${this.spec.index}: ${error.message}`);
			}
		}
		await this.close();
	}
	async close() {
		this.closing = true;
		this.idleFlush?.stop();
		const connection = this.connection;
		this.connection = void 0;
		this.receiver = void 0;
		await closeAmqp10(connection);
	}
	onMessage = (context) => {
		const nowNs = process.hrtime.bigint();
		const body = (context.message?.body)?.content;
		const publisherId = this.accounting.receive(Buffer.isBuffer(body) ? body : Buffer.alloc(0), nowNs);
		const delivery = context.delivery;
		switch (this.settings.ackMode) {
			case "auto":
				delivery.update(true);
				break;
			case "single":
				delivery.accept();
				break;
			case "multiple":
				this.held.push(delivery);
				this.idleFlush?.noteDelivery();
				if (this.held.length > this.peakHeld) this.peakHeld = this.held.length;
				if (this.held.length >= this.settings.multipleAckEvery) this.flushAcks();
		}
		this.accounting.acknowledged(publisherId);
		this.topUpCredit();
	};
	flushAcks() {
		if (this.held.length === 0) return;
		const held = this.held;
		this.held = [];
		for (const delivery of held) delivery.accept();
		this.topUpCredit();
	}
	/**
	* Grants credit up to the window, less the deliveries held unacknowledged, once a quarter of the
	* window is free: one flow frame per batch rather than per delivery.
	*/
	topUpCredit() {
		const receiver = this.receiver;
		if (!receiver || this.closing) return;
		const credit = receiver.credit;
		const room = this.creditWindow - this.held.length - credit;
		if (room >= Math.max(1, this.creditWindow / 4)) receiver.add_credit(room);
	}
};
// src/load/amqp10/publisher.ts
/** How often a stopping publisher without confirms looks whether rhea wrote its last transfers. */
const UNSENT_POLL_MS = 5;
/**
* One AMQP 1.0 publisher: its own connection, session and sender link to the queue's address.
*
* - With confirms, transfers are unsettled and the broker's outcome is the confirm: `accepted`
*   confirms; `rejected` (a full queue with `reject-publish`, say) counts as nacked; `released` and
*   `modified` (the broker did not route or take the message) count as returned. The confirm
*   window caps the transfers in flight inside the link credit the broker grants.
* - Without confirms, transfers are pre-settled (fire and forget): only the link credit paces them.
*
* The message is encoded once (header section with `durable`, one data section); each publish
* copies the encoding and writes the load header into the copy's body, so no encoder runs per
* message. A copy, because rhea keeps the payload until its connection writes it.
*/
var Amqp10Publisher = class extends PublisherCore {
	encoded;
	/** Where the body starts in `encoded`: the data section is the message's last section. */
	bodyOffset;
	connection;
	sender;
	/** The session's delivery id of message 0 (one sender per session: ids follow the sequence). */
	firstDeliveryId = -1;
	rejected = 0;
	constructor(spec, settings, hooks, confirmHistogram, deliveredByPublisher) {
		super(spec, settings, hooks, confirmHistogram, deliveredByPublisher);
		const body = allocateMessageBody(settings.messageSizeBytes);
		this.encoded = import_container.default.message.encode({
			durable: settings.persistent,
			body: import_container.default.message.data_section(body)
		});
		this.bodyOffset = this.encoded.length - body.length;
		if (!this.encoded.subarray(this.bodyOffset).equals(body)) throw new Error("the encoded AMQP 1.0 message does not end with its body");
	}
	async connect(connectTimeoutMs, connectionName) {
		const address = this.spec.targetAddress;
		if (address === void 0) throw new Error(`publisher ${this.spec.index} has no AMQP 1.0 address`);
		const connection = await connectAmqp10(this.spec.url, {
			connectionName,
			timeoutMs: connectTimeoutMs,
			sessionBuffer: {
				outgoing: this.settings.confirms ? this.settings.confirmWindow : 0,
				incoming: 0
			}
		});
		this.connection = connection;
		const name = `publisher ${this.spec.index}`;
		connection.on("connection_error", (context) => this.fail(linkFailure(name, context)));
		connection.on("disconnected", (context) => this.fail(linkFailure(name, context)));
		connection.on("connection_close", () => this.fail(`${name}: connection closed by the broker`));
		const sender = connection.open_sender({
			target: { address },
			snd_settle_mode: this.settings.confirms ? 0 : 1,
			treat_modified_as_released: false
		});
		await withTimeout(new Promise((resolve, reject) => {
			sender.once("sender_open", () => resolve());
			sender.once("sender_error", (context) => reject(new Error(linkFailure(name, context))));
		}), connectTimeoutMs, `attach a sender to ${address}`);
		sender.on("sender_error", (context) => this.fail(linkFailure(`${name}: sender link to ${address} detached by the broker`, context)));
		sender.on("sender_close", () => this.fail(`${name}: sender link to ${address} detached by the broker`));
		sender.on("sendable", this.resume);
		if (this.settings.confirms) {
			sender.on("accepted", (context) => this.settle(this.sequenceOf(context), false, true));
			sender.on("rejected", (context) => {
				this.rejected++;
				this.settle(this.sequenceOf(context), false, false);
			});
			const notTaken = (context) => {
				this.returned++;
				this.settle(this.sequenceOf(context), false, false);
			};
			sender.on("released", notTaken);
			sender.on("modified", notTaken);
		}
		this.sender = sender;
	}
	/** Rejected by the broker: what AMQP 0.9.1 calls a nack (released and modified are returns). */
	get nacked() {
		return this.rejected;
	}
	get connected() {
		return this.sender !== void 0;
	}
	/**
	* Room is link credit not yet spoken for. rhea takes a credit when its session writes the
	* transfer (on the next tick), not in send(): `sendable()` alone let a batch hand rhea more
	* transfers than the credit, and those left unsent when the connection closed were lost (pre-
	* settled transfers have no outcome to wait for).
	*/
	hasRoom() {
		const sender = this.sender;
		return sender.sendable() && sender.credit > this.unsent;
	}
	/** Transfers handed to rhea that its session has not written yet (no credit or session window). */
	get unsent() {
		const outgoing = this.sender?.session.outgoing;
		return outgoing ? outgoing.next_delivery_id - outgoing.next_pending_delivery : 0;
	}
	/**
	* Pre-settled transfers have no outcome to wait for, and rhea holds those the broker's session
	* window has not admitted yet: closing at once dropped them, counted as published and reported
	* lost. Waits until the session wrote them all.
	*/
	async flushClient(timeoutMs) {
		const deadline = Date.now() + timeoutMs;
		while (this.unsent > 0 && this.connection?.is_open() && Date.now() < deadline) await setTimeout$1(UNSENT_POLL_MS);
		return this.unsent;
	}
	send(sequence, sendTimeNs) {
		const payload = Buffer.allocUnsafe(this.encoded.length);
		this.encoded.copy(payload);
		writeMessageHeader(payload, sendTimeNs, this.spec.index, sequence, this.bodyOffset);
		const delivery = this.sender.send(payload, void 0, 0);
		if (this.firstDeliveryId < 0) this.firstDeliveryId = delivery.id - sequence;
		return true;
	}
	sequenceOf(context) {
		return context.delivery.id - this.firstDeliveryId;
	}
	async closeClient() {
		const connection = this.connection;
		this.connection = void 0;
		this.sender = void 0;
		await closeAmqp10(connection);
	}
};
// src/load/amqp091/consumer.ts
/**
* One AMQP 0.9.1 consumer: its own connection and channel, consuming one queue; each delivery is
* counted by DeliveryAccounting.
*/
var Consumer = class extends ConsumerCore {
	connection;
	channel;
	consumerTag;
	unacked = 0;
	lastUnacked;
	idleFlush;
	async connect(connectTimeoutMs, connectionName) {
		this.connection = await connectAmqp(this.spec.url, {
			connectionName,
			timeoutMs: connectTimeoutMs,
			writableHighWaterMark: LOAD_SOCKET_HIGH_WATER_MARK
		});
		coalesceSocketWrites(this.connection);
		this.connection.on("error", (error) => this.fail(`consumer ${this.spec.index}: connection error: ${error.message}`));
		this.connection.on("close", () => this.fail(`consumer ${this.spec.index}: connection closed by the broker`));
		const channel = await withTimeout(this.connection.createChannel(), connectTimeoutMs, "open channel");
		channel.on("error", (error) => this.fail(`consumer ${this.spec.index}: channel error: ${error.message}`));
		this.channel = channel;
		const autoAck = this.settings.ackMode === "auto";
		if (!autoAck && this.settings.prefetch > 0) await withTimeout(channel.prefetch(this.settings.prefetch), connectTimeoutMs, "set prefetch");
		const reply = await withTimeout(channel.consume(this.spec.queue, this.onMessage, {
			noAck: autoAck,
			...this.settings.consumeArguments && { arguments: this.settings.consumeArguments }
		}), connectTimeoutMs, `consume from ${this.spec.queue}`);
		this.consumerTag = reply.consumerTag;
		if (this.settings.ackMode === "multiple") this.idleFlush = new IdleAckFlush(() => this.flushAcks());
	}
	/** Cancels the subscription, acks what is pending, closes the connection. */
	async finish(timeoutMs) {
		const channel = this.channel;
		if (channel && this.consumerTag !== void 0 && !this.closing) {
			try {
				await withTimeout(channel.cancel(this.consumerTag), timeoutMs, "cancel consumer");
			} catch (error) {
				this.hooks.onWarning(`consumer ${this.spec.index}: ${error.message}`);
			}
			this.flushAcks();
		}
		await this.close();
	}
	async close() {
		this.closing = true;
		this.idleFlush?.stop();
		const { channel, connection } = this;
		this.connection = void 0;
		this.channel = void 0;
		await closeChannelThenConnection(channel, connection);
	}
	onMessage = (message) => {
		if (message === null) {
			this.fail(`consumer ${this.spec.index}: subscription to ${this.spec.queue} cancelled by the broker`);
			return;
		}
		const publisherId = this.accounting.receive(message.content, process.hrtime.bigint());
		this.acknowledge(message);
		this.accounting.acknowledged(publisherId);
	};
	acknowledge(message) {
		const channel = this.channel;
		if (channel === void 0) return;
		switch (this.settings.ackMode) {
			case "auto": return;
			case "single":
				channel.ack(message);
				return;
			case "multiple":
				this.unacked++;
				this.idleFlush?.noteDelivery();
				this.lastUnacked = message;
				if (this.unacked >= this.settings.multipleAckEvery) this.flushAcks();
				return;
		}
	}
	flushAcks() {
		if (this.unacked === 0 || this.lastUnacked === void 0 || this.channel === void 0) return;
		this.channel.ack(this.lastUnacked, true);
		this.unacked = 0;
		this.lastUnacked = void 0;
	}
};
// src/load/amqp091/publisher.ts
/**
* One AMQP 0.9.1 publisher: its own connection and channel, publishing to one queue through the
* default exchange (or the queue's entry exchange) with `mandatory`, so unroutable messages come
* back as returns. Confirms are basic.ack / basic.nack, single or multiple, by delivery tag (tag n
* is message n - 1 on a channel that only publishes). The channel's own per-message callbacks are
* not used, so a publish allocates nothing here beyond what amqplib needs.
*
* The body buffer is reused: amqplib copies the content into its frame buffers inside publish()
* (frame.makeBodyFrame / Buffer.copy in connection.sendMessage), so rewriting the header for the
* next message cannot change one already handed over.
*/
var Publisher = class extends PublisherCore {
	body;
	publishOptions;
	connection;
	channel;
	constructor(spec, settings, hooks, confirmHistogram, deliveredByPublisher) {
		super(spec, settings, hooks, confirmHistogram, deliveredByPublisher);
		this.body = allocateMessageBody(settings.messageSizeBytes);
		this.publishOptions = {
			mandatory: true,
			persistent: settings.persistent
		};
	}
	async connect(connectTimeoutMs, connectionName) {
		this.connection = await connectAmqp(this.spec.url, {
			connectionName,
			timeoutMs: connectTimeoutMs,
			writableHighWaterMark: LOAD_SOCKET_HIGH_WATER_MARK
		});
		coalesceSocketWrites(this.connection);
		this.connection.on("error", (error) => this.fail(`publisher ${this.spec.index}: connection error: ${error.message}`));
		this.connection.on("close", () => this.fail(`publisher ${this.spec.index}: connection closed by the broker`));
		this.connection.on("blocked", (reason) => this.hooks.onWarning(`publisher ${this.spec.index}: connection blocked by the broker (${reason})`));
		const channel = this.settings.confirms ? await withTimeout(this.connection.createConfirmChannel(), connectTimeoutMs, "open channel") : await withTimeout(this.connection.createChannel(), connectTimeoutMs, "open channel");
		channel.on("error", (error) => this.fail(`publisher ${this.spec.index}: channel error: ${error.message}`));
		channel.on("return", () => {
			this.returned++;
		});
		if (this.settings.confirms) {
			channel.on("ack", (fields) => this.settle(fields.deliveryTag - 1, fields.multiple, true));
			channel.on("nack", (fields) => this.settle(fields.deliveryTag - 1, fields.multiple, false));
		}
		this.channel = channel;
	}
	get connected() {
		return this.channel !== void 0;
	}
	hasRoom() {
		return true;
	}
	send(sequence, sendTimeNs) {
		writeMessageHeader(this.body, sendTimeNs, this.spec.index, sequence);
		if (this.channel.publish(this.spec.exchange, this.spec.queue, this.body, this.publishOptions)) return true;
		this.channel.once("drain", this.resume);
		return false;
	}
	async closeClient() {
		const { channel, connection } = this;
		this.connection = void 0;
		this.channel = void 0;
		await closeChannelThenConnection(channel, connection);
	}
};
// src/load/mqtt/consumer.ts
/**
* One MQTT subscriber: its own connection and one subscription to the topic named after its queue.
* The broker keeps a queue for the subscription (its own, named after the client identifier), so
* every subscriber of a topic receives every message: one subscriber per topic.
*
* ackMode 'single' subscribes at QoS 1: MQTT.js answers each delivery with a PUBACK once the
* handler has seen it. The broker holds at most its `mqtt.prefetch` (10 by default)
* unacknowledged, and over MQTT 5 no more than the client's Receive Maximum, the prefetch. ackMode 'auto' subscribes
* at QoS 0: at most once, no acknowledgement. A persistent session is discarded when the consumer
* finishes, so the broker keeps neither it nor its queue.
*/
var MqttConsumer = class extends ConsumerCore {
	client;
	clientId = "";
	async connect(connectTimeoutMs, connectionName) {
		const mqtt = this.spec.mqtt;
		if (mqtt === void 0) throw new Error(`consumer ${this.spec.index} has no MQTT settings`);
		const name = `consumer ${this.spec.index}`;
		this.clientId = mqttClientId(connectionName);
		const client = await connectMqtt(this.spec.url, {
			clientId: this.clientId,
			settings: mqtt,
			timeoutMs: connectTimeoutMs,
			...this.settings.prefetch > 0 && { receiveMaximum: this.settings.prefetch },
			onClosed: (reason) => this.fail(`${name}: ${reason}`)
		});
		this.client = client;
		client.on("message", this.onMessage);
		const qos = this.settings.ackMode === "auto" ? 0 : 1;
		try {
			await subscribeMqtt(client, this.spec.queue, qos, connectTimeoutMs);
		} catch (error) {
			throw new Error(`${name}: ${errorMessage(error)}`, { cause: error });
		}
	}
	/** Disconnects (the acks already went with each delivery) and discards a persistent session. */
	async finish(timeoutMs) {
		await this.close(timeoutMs);
	}
	async close(timeoutMs = 5e3) {
		this.closing = true;
		const client = this.client;
		this.client = void 0;
		if (!client) return;
		await closeMqtt(client, timeoutMs);
		await discardMqttSession(this.spec.url, this.clientId, this.spec.mqtt, timeoutMs);
	}
	onMessage = (_topic, payload, _packet) => {
		const publisherId = this.accounting.receive(payload, process.hrtime.bigint());
		this.accounting.acknowledged(publisherId);
	};
};
// src/load/stream/credit.ts
var import_dist = require_dist();
var import_consumer_credit_policy = require_consumer_credit_policy();
/**
* The stream consumer's flow control: `startFrom` chunks of credit at subscription, one more for
* each chunk handled (the library's creditsOnChunkCompleted(startFrom, 1)), except that a credit
* the socket refuses goes to `onWriteFailed`. The library asks for credit from its delivery
* handler, which nothing awaits: a refused write (EPIPE once the broker closed the connection)
* would otherwise surface as a rejection no client owns, without the consumer's name.
*/
var ChunkCredit = class extends import_consumer_credit_policy.ConsumerCreditPolicy {
	onWriteFailed;
	constructor(startFrom, onWriteFailed) {
		super(startFrom);
		this.onWriteFailed = onWriteFailed;
	}
	async onChunkCompleted(requestWrapper) {
		try {
			await this.requestCredits(requestWrapper, 1);
		} catch (error) {
			this.onWriteFailed(error);
		}
	}
};
// src/load/stream/consumer.ts
/** Credit when the load sets no prefetch limit (prefetch 0): chunks the broker may send ahead. */
const UNLIMITED_CHUNK_CREDIT = 10;
/**
* One stream protocol consumer: its own client and one subscription to the stream from offset
* `next` (the messages published after it subscribed, as the other protocols' consumers read).
*
* Flow control is the protocol's credit, in chunks: `prefetch` chunks at subscription, one more
* for each chunk handled, so the broker never has more than `prefetch` chunks in flight to it. The
* stream protocol has no acknowledgements: a message counts as delivered and acknowledged when the
* handler sees it (ackMode does not apply).
*/
var StreamConsumer = class extends ConsumerCore {
	client;
	consumer;
	async connect(connectTimeoutMs, connectionName) {
		const name = `consumer ${this.spec.index}`;
		this.client = await this.openClient({
			connectionName,
			timeoutMs: connectTimeoutMs,
			onClosed: (reason) => this.fail(`${name}: ${reason}`),
			onMetadataUpdate: (reason) => this.fail(`${name}: ${reason}`)
		});
		const credit = this.settings.prefetch > 0 ? this.settings.prefetch : UNLIMITED_CHUNK_CREDIT;
		this.consumer = await this.client.declareConsumer({
			stream: this.spec.queue,
			offset: import_dist.Offset.next(),
			creditPolicy: new ChunkCredit(credit, (error) => this.fail(clientFailure(name, error))),
			connectionClosedListener: (hadError) => this.fail(`${name}: connection to the stream's member ${hadError ? "lost" : "closed by the broker"}`)
		}, this.onMessage);
	}
	/** The library's client, connected: the one seam between this consumer and the library. */
	openClient(options) {
		return connectStream(this.spec.url, options);
	}
	/** Unsubscribes and closes the client. */
	async finish(timeoutMs) {
		this.closing = true;
		const consumer = this.consumer;
		this.consumer = void 0;
		if (consumer) try {
			await withTimeout(consumer.close(), timeoutMs, "unsubscribe");
		} catch (error) {
			this.hooks.onWarning(`consumer ${this.spec.index}: ${error.message}`);
		}
		await this.close();
	}
	async close() {
		this.closing = true;
		const client = this.client;
		this.client = void 0;
		this.consumer = void 0;
		await closeStream(client);
	}
	onMessage = (message) => {
		const publisherId = this.accounting.receive(message.content, process.hrtime.bigint());
		this.accounting.acknowledged(publisherId);
	};
};
// src/load/stream/publisher.ts
/** How often a stopping publisher without confirms looks whether its socket wrote everything. */
const FLUSH_POLL_MS = 5;
/**
* One stream protocol publisher: its own client (a locator connection to the URL's node and a
* connection to the stream's leader) and one publisher on the stream.
*
* The publishing id of a message is its sequence number, so the broker's confirms (by publishing
* id) settle the confirm window directly; a publish error counts as nacked. No publisher reference
* is declared: the broker does no deduplication, so every message sent is stored, as with the
* other protocols. The library batches what it is handed into publish frames of up to 100
* messages (its `maxChunkLength`) and writes them on the next turn of the event loop. Sub-entry
* batching is not offered: the library's consumer (1.0.0) decodes only the first sub-entry of a
* chunk that holds several (`decodeSubEntries` once per chunk), so their other messages never
* reach a consumer.
* Without confirms, the socket's backpressure paces the pump.
*/
var StreamPublisher = class extends PublisherCore {
	body;
	client;
	publisher;
	errors = 0;
	constructor(spec, settings, hooks, confirmHistogram, deliveredByPublisher) {
		super(spec, settings, hooks, confirmHistogram, deliveredByPublisher);
		this.body = allocateMessageBody(settings.messageSizeBytes);
	}
	async connect(connectTimeoutMs, connectionName) {
		const name = `publisher ${this.spec.index}`;
		this.client = await connectStream(this.spec.url, {
			connectionName,
			timeoutMs: connectTimeoutMs,
			onClosed: (reason) => this.fail(`${name}: ${reason}`),
			onMetadataUpdate: (reason) => this.fail(`${name}: ${reason}`)
		});
		const publisher = await this.client.declarePublisher({
			stream: this.spec.queue,
			connectionClosedListener: (hadError) => this.fail(`${name}: connection to the stream's leader ${hadError ? "lost" : "closed by the broker"}`)
		});
		if (this.settings.confirms) publisher.on("publish_confirm", (error, publishingIds) => {
			for (const id of publishingIds) {
				if (error !== null) this.errors++;
				this.settle(Number(id), false, error === null);
			}
		});
		this.publisher = publisher;
	}
	/** Refused by the broker (a publish error): what AMQP 0.9.1 calls a nack. */
	get nacked() {
		return this.errors;
	}
	get connected() {
		return this.publisher !== void 0;
	}
	get socket() {
		return this.publisher?.connection?.socket;
	}
	/** With confirms the window bounds what is in flight; without, the socket's buffer does. */
	hasRoom() {
		if (this.settings.confirms) return true;
		const socket = this.socket;
		if (!socket?.writableNeedDrain) return true;
		socket.once("drain", this.resume);
		return false;
	}
	send(sequence, sendTimeNs) {
		const payload = Buffer.allocUnsafe(this.body.length);
		this.body.copy(payload);
		writeMessageHeader(payload, sendTimeNs, this.spec.index, sequence);
		this.publisher.basicSend(BigInt(sequence), payload).catch(this.onSendError);
		return true;
	}
	onSendError = (error) => {
		this.fail(clientFailure(`publisher ${this.spec.index}`, error));
	};
	/** Without confirms: the library's queue written and the socket's buffer drained. */
	async flushClient(timeoutMs) {
		const deadline = Date.now() + timeoutMs;
		const queued = () => this.publisher?.queue?.length ?? 0;
		try {
			while (queued() > 0 && Date.now() < deadline) await this.publisher?.flush();
		} catch {}
		while ((this.socket?.writableLength ?? 0) > 0 && Date.now() < deadline) await setTimeout$1(FLUSH_POLL_MS);
		return queued();
	}
	async closeClient() {
		const client = this.client;
		this.client = void 0;
		this.publisher = void 0;
		await closeStream(client);
	}
};
// src/load/clients.ts
const LOAD_CLIENTS = {
	amqp091: {
		publisher: (...args) => new Publisher(...args),
		consumer: (...args) => new Consumer(...args)
	},
	amqp10: {
		publisher: (...args) => new Amqp10Publisher(...args),
		consumer: (...args) => new Amqp10Consumer(...args)
	},
	stream: {
		publisher: (...args) => new StreamPublisher(...args),
		consumer: (...args) => new StreamConsumer(...args)
	},
	mqtt: {
		publisher: (...args) => new MqttPublisher(...args),
		consumer: (...args) => new MqttConsumer(...args)
	}
};
// src/load/worker.ts
/**
* Entry of a load worker thread (bundled as dist/worker.js; see worker-script.ts for how tests run
* it from source). A worker hosts publishers or consumers of one protocol (AMQP 0.9.1 or 1.0), each
* with its own connection, and answers the coordinator's commands. It keeps to erasable TypeScript and imports only modules that
* do the same, because under tests Node runs it by stripping types.
*/
/** How long a failure no client owns waits for a client's own report of the same cause. */
const UNOWNED_FAILURE_DELAY_MS = 200;
/** How long a consumer may take to cancel and close when the coordinator finishes it. */
const FINISH_TIMEOUT_MS = 1e4;
function post(message) {
	parentPort?.postMessage(message);
}
const hooks = {
	onFatal(message) {
		post({
			event: "fatal",
			message
		});
	},
	onWarning(message) {
		post({
			event: "warning",
			message
		});
	}
};
function threadCpuUs() {
	const usage = typeof process.threadCpuUsage === "function" ? process.threadCpuUsage() : void 0;
	return usage ? usage.user + usage.system : -1;
}
function notFor(role, command) {
	throw new Error(`command '${command}' does not apply to a ${role} worker`);
}
function publisherRole(init) {
	const histogram = createLatencyHistogram();
	const clients = LOAD_CLIENTS[init.protocol ?? "amqp091"];
	const publishers = init.clients.map((spec) => clients.publisher(spec, init.settings, hooks, histogram, init.deliveredByPublisher));
	const warnings = [];
	const sum = (pick) => publishers.reduce((total, p) => total + pick(p), 0);
	return {
		async connect() {
			await Promise.all(publishers.map((publisher, i) => publisher.open(init.connectTimeoutMs, `${init.connectionNamePrefix} publisher ${init.clients[i].index}`)));
		},
		start() {
			for (const publisher of publishers) publisher.start();
		},
		mark(label) {
			const atNs = process.hrtime.bigint();
			const recording = init.recordLatencies !== false && label === "windowStart";
			for (const publisher of publishers) publisher.recording = recording;
			return {
				atNs,
				threadCpuUs: threadCpuUs(),
				published: sum((p) => p.published),
				confirmed: sum((p) => p.confirmed),
				consumed: 0
			};
		},
		async stop(confirmTimeoutMs) {
			const unconfirmed = (await Promise.all(publishers.map((publisher) => publisher.stop(confirmTimeoutMs)))).reduce((total, r) => total + r.unconfirmed, 0);
			if (unconfirmed > 0) warnings.push(`${unconfirmed} messages unconfirmed after ${confirmTimeoutMs} ms`);
			return {
				published: sum((p) => p.published),
				confirmed: sum((p) => p.confirmed),
				nacked: sum((p) => p.nacked),
				returned: sum((p) => p.returned),
				confirmLatency: encodeHistogram(histogram),
				warnings
			};
		},
		progress: () => notFor("publisher", "progress"),
		finish: () => notFor("publisher", "finish"),
		async close() {
			await Promise.all(publishers.map((publisher) => publisher.close()));
		}
	};
}
function consumerRole(init) {
	const histogram = createLatencyHistogram();
	const tracker = new SequenceTracker();
	const clients = LOAD_CLIENTS[init.protocol ?? "amqp091"];
	const consumers = init.clients.map((spec) => clients.consumer(spec, init.settings, hooks, tracker, histogram, init.deliveredByPublisher));
	const warnings = [];
	const delivered = () => consumers.reduce((total, c) => total + c.accounting.delivered, 0);
	return {
		async connect() {
			await Promise.all(consumers.map((consumer, i) => consumer.open(init.connectTimeoutMs, `${init.connectionNamePrefix} consumer ${init.clients[i].index}`)));
		},
		start() {},
		mark(label) {
			const atNs = process.hrtime.bigint();
			const recording = init.recordLatencies !== false && label === "windowStart";
			for (const consumer of consumers) consumer.accounting.recording = recording;
			return {
				atNs,
				threadCpuUs: threadCpuUs(),
				published: 0,
				confirmed: 0,
				consumed: delivered()
			};
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
				foreign: consumers.reduce((total, c) => total + c.accounting.foreign, 0),
				bitmaps: tracker.export(),
				e2eLatency: encodeHistogram(histogram),
				warnings
			};
		},
		async close() {
			await Promise.all(consumers.map((consumer) => consumer.close()));
		}
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
		close: () => server.close()
	};
}
function selftestRole() {
	const unsupported = (command) => () => notFor("selftest", command);
	return {
		connect: async () => {},
		start: unsupported("start"),
		mark: () => ({
			atNs: process.hrtime.bigint(),
			threadCpuUs: threadCpuUs(),
			published: 0,
			confirmed: 0,
			consumed: 0
		}),
		stop: unsupported("stop"),
		progress: unsupported("progress"),
		finish: unsupported("finish"),
		close: async () => {}
	};
}
async function execute(role, message) {
	switch (message.command) {
		case "connect": return role.connect();
		case "start": return role.start();
		case "mark": return role.mark(message.label);
		case "stop": return role.stop(message.confirmTimeoutMs);
		case "progress": return role.progress();
		case "finish": return role.finish();
		case "close": return role.close();
		case "ping": return "pong";
	}
}
function main() {
	if (!parentPort) throw new Error("worker.ts must run in a worker thread");
	const init = workerData;
	const owners = init.role === "publisher" || init.role === "consumer" ? workerClients(init.role, init.clients.map((client) => client.index)) : init.role.replace("-", " ");
	const unowned = (reason) => {
		setTimeout(() => hooks.onFatal(unownedFailure(owners, reason)), UNOWNED_FAILURE_DELAY_MS);
	};
	process.on("uncaughtException", unowned);
	process.on("unhandledRejection", unowned);
	const role = init.role === "publisher" ? publisherRole(init) : init.role === "consumer" ? consumerRole(init) : init.role === "rpc-server" ? rpcServerRole(init) : selftestRole();
	parentPort.on("message", (message) => {
		execute(role, message).then((result) => post({
			id: message.id,
			ok: true,
			result
		}), (error) => post({
			id: message.id,
			ok: false,
			error: errorMessage(error)
		}));
	});
}
main();
export {};
