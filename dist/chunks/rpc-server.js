import { createRequire as __createRequire } from 'node:module'; import { fileURLToPath as __fileURLToPath } from 'node:url'; import { dirname as __pathDirname } from 'node:path'; const require = __createRequire(import.meta.url); const __filename = __fileURLToPath(import.meta.url); const __dirname = __pathDirname(__filename);

import require$$1__default from 'util';
import require$$0$4 from 'tty';
import require$$0__default from 'events';
import fs__default from 'fs';
import os__default from 'os';
import path__default from 'path';
import require$$0$5 from 'net';
import require$$1$1 from 'tls';
import require$$1 from 'node:url';
import require$$7$1 from 'node:querystring';
import require$$0$3 from 'node:net';
import require$$5 from 'node:tls';
import require$$0 from 'node:assert';
import require$$0$2 from 'node:stream';
import require$$0$1 from 'node:events';
import require$$4 from 'node:util';
import { setTimeout as setTimeout$1 } from 'node:timers/promises';

var commonjsGlobal = typeof globalThis !== 'undefined' ? globalThis : typeof window !== 'undefined' ? window : typeof global !== 'undefined' ? global : typeof self !== 'undefined' ? self : {};

function getDefaultExportFromCjs (x) {
	return x && x.__esModule && Object.prototype.hasOwnProperty.call(x, 'default') ? x['default'] : x;
}

function getAugmentedNamespace(n) {
  if (Object.prototype.hasOwnProperty.call(n, '__esModule')) return n;
  var f = n.default;
	if (typeof f == "function") {
		var a = function a () {
			var isInstance = false;
      try {
        isInstance = this instanceof a;
      } catch (e) {}
			if (isInstance) {
        return Reflect.construct(f, arguments, this.constructor);
			}
			return f.apply(this, arguments);
		};
		a.prototype = f.prototype;
  } else a = {};
  Object.defineProperty(a, '__esModule', {value: true});
	Object.keys(n).forEach(function (k) {
		var d = Object.getOwnPropertyDescriptor(n, k);
		Object.defineProperty(a, k, d.get ? d : {
			enumerable: true,
			get: function () {
				return n[k];
			}
		});
	});
	return a;
}

var channel_api = {};

var connect = {};

var connection$1 = {};

var defs = {};

var codec = {};

/*
The AMQP 0-9-1 is a mess when it comes to the types that can be
encoded on the wire.

There are four encoding schemes, and three overlapping sets of types:
frames, methods, (field-)tables, and properties.

Each *frame type* has a set layout in which values of given types are
concatenated along with sections of "raw binary" data.

In frames there are `shortstr`s, that is length-prefixed strings of
UTF8 chars, 8 bit unsigned integers (called `octet`), unsigned 16 bit
integers (called `short` or `short-uint`), unsigned 32 bit integers
(called `long` or `long-uint`), unsigned 64 bit integers (called
`longlong` or `longlong-uint`), and flags (called `bit`).

Methods are encoded as a frame giving a method ID and a sequence of
arguments of known types. The encoded method argument values are
concatenated (with some fun complications around "packing" consecutive
bit values into bytes).

Along with the types given in frames, method arguments may be long
byte strings (`longstr`, not required to be UTF8) or 64 bit unsigned
integers to be interpreted as timestamps (yeah I don't know why
either), or arbitrary sets of key-value pairs (called `field-table`).

Inside a field table the keys are `shortstr` and the values are
prefixed with a byte tag giving the type. The types are any of the
above except for bits (which are replaced by byte-wide `bool`), along
with a NULL value `void`, a special fixed-precision number encoding
(`decimal`), IEEE754 `float`s and `double`s, signed integers,
`field-array` (a sequence of tagged values), and nested field-tables.

RabbitMQ and QPid use a subset of the field-table types, and different
value tags, established before the AMQP 0-9-1 specification was
published. So far as I know, no-one uses the types and tags as
published. http://www.rabbitmq.com/amqp-0-9-1-errata.html gives the
list of field-table types.

Lastly, there are (sets of) properties, only one of which is given in
AMQP 0-9-1: `BasicProperties`. These are almost the same as methods,
except that they appear in content header frames, which include a
content size, and they carry a set of flags indicating which
properties are present. This scheme can save ones of bytes per message
(messages which take a minimum of three frames each to send).
*/

var hasRequiredCodec;

function requireCodec () {
	if (hasRequiredCodec) return codec;
	hasRequiredCodec = 1;
	// JavaScript uses only doubles so what I'm testing for is whether
	// it's *better* to encode a number as a float or double. This really
	// just amounts to testing whether there's a fractional part to the
	// number, except that see below. NB I don't use bitwise operations to
	// do this 'efficiently' -- it would mask the number to 32 bits.
	//
	// At 2^50, doubles don't have sufficient precision to distinguish
	// between floating point and integer numbers (`Math.pow(2, 50) + 0.1
	// === Math.pow(2, 50)` (and, above 2^53, doubles cannot represent all
	// integers (`Math.pow(2, 53) + 1 === Math.pow(2, 53)`)). Hence
	// anything with a magnitude at or above 2^50 may as well be encoded
	// as a 64-bit integer. Except that only signed integers are supported
	// by RabbitMQ, so anything above 2^63 - 1 must be a double.
	function isFloatingPoint(n) {
	  return n >= 0x8000000000000000 || (Math.abs(n) < 0x4000000000000 && Math.floor(n) !== n);
	}

	function checkSpace(buffer, offset, size) {
	  if (offset + size > buffer.length) {
	    throw new RangeError(`Encoded field table (headers or arguments) exceeds the ${buffer.length} byte encoding buffer`);
	  }
	}

	function encodeTable(buffer, val, offset) {
	  const start = offset;
	  checkSpace(buffer, offset, 4);
	  offset += 4; // leave room for the table length
	  for (const key in val) {
	    if (val[key] !== undefined) {
	      const len = Buffer.byteLength(key);
	      checkSpace(buffer, offset, 1 + len);
	      buffer.writeUInt8(len, offset);
	      offset++;
	      buffer.write(key, offset, 'utf8');
	      offset += len;
	      offset += encodeFieldValue(buffer, val[key], offset);
	    }
	  }
	  const size = offset - start;
	  buffer.writeUInt32BE(size - 4, start);
	  return size;
	}

	function encodeArray(buffer, val, offset) {
	  const start = offset;
	  checkSpace(buffer, offset, 4);
	  offset += 4;
	  for (let i = 0, num = val.length; i < num; i++) {
	    offset += encodeFieldValue(buffer, val[i], offset);
	  }
	  const size = offset - start;
	  buffer.writeUInt32BE(size - 4, start);
	  return size;
	}

	function encodeFieldValue(buffer, value, offset) {
	  const start = offset;
	  let type = typeof value;
	  let val = value;
	  // A trapdoor for specifying a type, e.g., timestamp
	  if (value && type === 'object' && Object.hasOwn(value, '!')) {
	    val = value.value;
	    type = value['!'];
	  }

	  // If it's a JS number, we'll have to guess what type to encode it
	  // as.
	  if (type === 'number') {
	    // Making assumptions about the kind of number (floating point
	    // v integer, signed, unsigned, size) desired is dangerous in
	    // general; however, in practice RabbitMQ uses only
	    // longstrings and unsigned integers in its arguments, and
	    // other clients generally conflate number types anyway. So
	    // the only distinction we care about is floating point vs
	    // integers, preferring integers since those can be promoted
	    // if necessary. If floating point is required, we may as well
	    // use double precision.
	    if (isFloatingPoint(val)) {
	      type = 'double';
	    } else {
	      // only signed values are used in tables by
	      // RabbitMQ. It *used* to (< v3.3.0) treat the byte 'b'
	      // type as unsigned, but most clients (and the spec)
	      // think it's signed, and now RabbitMQ does too.
	      if (val < 128 && val >= -128) {
	        type = 'byte';
	      } else if (val >= -32768 && val < 0x8000) {
	        type = 'short';
	      } else if (val >= -2147483648 && val < 0x80000000) {
	        type = 'int';
	      } else {
	        type = 'long';
	      }
	    }
	  }

	  function tag(t) {
	    checkSpace(buffer, offset, 1);
	    buffer.write(t, offset);
	    offset++;
	  }

	  switch (type) {
	    case 'string': {
	      // no shortstr in field tables
	      const len = Buffer.byteLength(val, 'utf8');
	      tag('S');
	      checkSpace(buffer, offset, 4 + len);
	      buffer.writeUInt32BE(len, offset);
	      offset += 4;
	      buffer.write(val, offset, 'utf8');
	      offset += len;
	      break;
	    }
	    case 'object':
	      if (val === null) {
	        tag('V');
	      } else if (Array.isArray(val)) {
	        tag('A');
	        offset += encodeArray(buffer, val, offset);
	      } else if (Buffer.isBuffer(val)) {
	        tag('x');
	        checkSpace(buffer, offset, 4 + val.length);
	        buffer.writeUInt32BE(val.length, offset);
	        offset += 4;
	        val.copy(buffer, offset);
	        offset += val.length;
	      } else {
	        tag('F');
	        offset += encodeTable(buffer, val, offset);
	      }
	      break;
	    case 'boolean':
	      tag('t');
	      checkSpace(buffer, offset, 1);
	      buffer.writeUInt8(val ? 1 : 0, offset);
	      offset++;
	      break;
	    // These are the types that are either guessed above, or
	    // explicitly given using the {'!': type} notation.
	    case 'double':
	    case 'float64':
	      tag('d');
	      checkSpace(buffer, offset, 8);
	      buffer.writeDoubleBE(val, offset);
	      offset += 8;
	      break;
	    case 'byte':
	    case 'int8':
	      tag('b');
	      checkSpace(buffer, offset, 1);
	      buffer.writeInt8(val, offset);
	      offset++;
	      break;
	    case 'unsignedbyte':
	    case 'uint8':
	      tag('B');
	      checkSpace(buffer, offset, 1);
	      buffer.writeUInt8(val, offset);
	      offset++;
	      break;
	    case 'short':
	    case 'int16':
	      tag('s');
	      checkSpace(buffer, offset, 2);
	      buffer.writeInt16BE(val, offset);
	      offset += 2;
	      break;
	    case 'unsignedshort':
	    case 'uint16':
	      tag('u');
	      checkSpace(buffer, offset, 2);
	      buffer.writeUInt16BE(val, offset);
	      offset += 2;
	      break;
	    case 'int':
	    case 'int32':
	      tag('I');
	      checkSpace(buffer, offset, 4);
	      buffer.writeInt32BE(val, offset);
	      offset += 4;
	      break;
	    case 'unsignedint':
	    case 'uint32':
	      tag('i');
	      checkSpace(buffer, offset, 4);
	      buffer.writeUInt32BE(val, offset);
	      offset += 4;
	      break;
	    case 'long':
	    case 'int64':
	      tag('l');
	      checkSpace(buffer, offset, 8);
	      buffer.writeBigInt64BE(BigInt(val), offset);
	      offset += 8;
	      break;

	    // Now for exotic types, those can _only_ be denoted by using
	    // `{'!': type, value: val}
	    case 'timestamp':
	      tag('T');
	      checkSpace(buffer, offset, 8);
	      buffer.writeBigUInt64BE(BigInt(val), offset);
	      offset += 8;
	      break;
	    case 'float':
	      tag('f');
	      checkSpace(buffer, offset, 4);
	      buffer.writeFloatBE(val, offset);
	      offset += 4;
	      break;
	    case 'decimal':
	      tag('D');
	      if (Object.hasOwn(val, 'places') && Object.hasOwn(val, 'digits') && val.places >= 0 && val.places < 256) {
	        checkSpace(buffer, offset, 5);
	        buffer[offset] = val.places;
	        offset++;
	        buffer.writeUInt32BE(val.digits, offset);
	        offset += 4;
	      } else throw new TypeError(`Decimal value must be {'places': 0..255, 'digits': uint32}, got ${JSON.stringify(val)}`);
	      break;
	    default:
	      throw new TypeError(`Unknown type to encode: ${type}`);
	  }
	  return offset - start;
	}

	// Assume we're given a slice of the buffer that contains just the
	// fields.
	function decodeFields(slice) {
	  const fields = {};
	  let offset = 0;
	  const size = slice.length;
	  let len;
	  let key;
	  let val;

	  function decodeFieldValue() {
	    const tag = String.fromCharCode(slice[offset]);
	    offset++;
	    switch (tag) {
	      case 'b':
	        val = slice.readInt8(offset);
	        offset++;
	        break;
	      case 'B':
	        val = slice.readUInt8(offset);
	        offset++;
	        break;
	      case 'S':
	        len = slice.readUInt32BE(offset);
	        offset += 4;
	        val = slice.toString('utf8', offset, offset + len);
	        offset += len;
	        break;
	      case 'I':
	        val = slice.readInt32BE(offset);
	        offset += 4;
	        break;
	      case 'i':
	        val = slice.readUInt32BE(offset);
	        offset += 4;
	        break;
	      case 'D': {
	        // only positive decimals, apparently.
	        const places = slice[offset];
	        offset++;
	        const digits = slice.readUInt32BE(offset);
	        offset += 4;
	        val = { '!': 'decimal', value: { places: places, digits: digits } };
	        break;
	      }
	      case 'T':
	        val = Number(slice.readBigUInt64BE(offset));
	        offset += 8;
	        val = { '!': 'timestamp', value: val };
	        break;
	      case 'F':
	        len = slice.readUInt32BE(offset);
	        offset += 4;
	        val = decodeFields(slice.subarray(offset, offset + len));
	        offset += len;
	        break;
	      case 'A':
	        len = slice.readUInt32BE(offset);
	        offset += 4;
	        decodeArray(offset + len);
	        // NB decodeArray will itself update offset and val
	        break;
	      case 'd':
	        val = slice.readDoubleBE(offset);
	        offset += 8;
	        break;
	      case 'f':
	        val = slice.readFloatBE(offset);
	        offset += 4;
	        break;
	      case 'l':
	        val = Number(slice.readBigInt64BE(offset));
	        offset += 8;
	        break;
	      case 's':
	        val = slice.readInt16BE(offset);
	        offset += 2;
	        break;
	      case 'u':
	        val = slice.readUInt16BE(offset);
	        offset += 2;
	        break;
	      case 't':
	        val = slice[offset] !== 0;
	        offset++;
	        break;
	      case 'V':
	        val = null;
	        break;
	      case 'x':
	        len = slice.readUInt32BE(offset);
	        offset += 4;
	        val = slice.subarray(offset, offset + len);
	        offset += len;
	        break;
	      default:
	        throw new TypeError(`Unexpected type tag "${tag}"`);
	    }
	  }

	  function decodeArray(until) {
	    const vals = [];
	    while (offset < until) {
	      decodeFieldValue();
	      vals.push(val);
	    }
	    val = vals;
	  }

	  while (offset < size) {
	    len = slice.readUInt8(offset);
	    offset++;
	    key = slice.toString('utf8', offset, offset + len);
	    offset += len;
	    decodeFieldValue();
	    fields[key] = val;
	  }
	  return fields;
	}

	codec.encodeTable = encodeTable;
	codec.decodeFields = decodeFields;
	return codec;
}

/** @preserve This file is generated by the script
 * ../bin/generate-defs.js, which is not in general included in a
 * distribution, but is available in the source repository e.g. at
 * https://github.com/amqp-node/amqplib/
 */

var hasRequiredDefs;

function requireDefs () {
	if (hasRequiredDefs) return defs;
	hasRequiredDefs = 1;

	function decodeBasicQos(buffer) {
	  var val,
	    offset = 0,
	    fields = {
	      prefetchSize: void 0,
	      prefetchCount: void 0,
	      global: void 0,
	    };
	  val = buffer.readUInt32BE(offset);
	  offset += 4;
	  fields.prefetchSize = val;
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.prefetchCount = val;
	  val = !!(1 & buffer[offset]);
	  fields.global = val;
	  return fields;
	}

	function encodeBasicQos(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    buffer = Buffer.alloc(19);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932170, 7);
	  offset = 11;
	  val = fields.prefetchSize;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val))
	    throw new TypeError("Field 'prefetchSize' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt32BE(val, offset);
	  offset += 4;
	  val = fields.prefetchCount;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val))
	    throw new TypeError("Field 'prefetchCount' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.global;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  buffer[offset] = bits;
	  offset++;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeBasicQosOk(buffer) {
	  return {};
	}

	function encodeBasicQosOk(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932171, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeBasicConsume(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      ticket: void 0,
	      queue: void 0,
	      consumerTag: void 0,
	      noLocal: void 0,
	      noAck: void 0,
	      exclusive: void 0,
	      nowait: void 0,
	      arguments: void 0,
	    };
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.ticket = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.queue = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.consumerTag = val;
	  val = !!(1 & buffer[offset]);
	  fields.noLocal = val;
	  val = !!(2 & buffer[offset]);
	  fields.noAck = val;
	  val = !!(4 & buffer[offset]);
	  fields.exclusive = val;
	  val = !!(8 & buffer[offset]);
	  fields.nowait = val;
	  offset++;
	  len = buffer.readUInt32BE(offset);
	  offset += 4;
	  val = decodeFields(buffer.subarray(offset, offset + len));
	  offset += len;
	  fields.arguments = val;
	  return fields;
	}

	function encodeBasicConsume(channel, fields) {
	  var len,
	    offset = 0,
	    val = null,
	    bits = 0,
	    varyingSize = 0,
	    scratchOffset = 0;
	  val = fields.queue;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'queue' is the wrong type; must be a string (up to 255 chars)");
	  var queue_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += queue_len;
	  val = fields.consumerTag;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'consumerTag' is the wrong type; must be a string (up to 255 chars)");
	  var consumerTag_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += consumerTag_len;
	  val = fields.arguments;
	  if (void 0 === val) val = {};
	  else if ('object' != typeof val) throw new TypeError("Field 'arguments' is the wrong type; must be an object");
	  len = encodeTable(SCRATCH, val, scratchOffset);
	  var arguments_encoded = SCRATCH.slice(scratchOffset, scratchOffset + len);
	  scratchOffset += len;
	  varyingSize += arguments_encoded.length;
	  var buffer = Buffer.alloc(17 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932180, 7);
	  offset = 11;
	  val = fields.ticket;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'ticket' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.queue;
	  void 0 === val && (val = '');
	  buffer[offset] = queue_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += queue_len;
	  val = fields.consumerTag;
	  void 0 === val && (val = '');
	  buffer[offset] = consumerTag_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += consumerTag_len;
	  val = fields.noLocal;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  val = fields.noAck;
	  void 0 === val && (val = false);
	  val && (bits += 2);
	  val = fields.exclusive;
	  void 0 === val && (val = false);
	  val && (bits += 4);
	  val = fields.nowait;
	  void 0 === val && (val = false);
	  val && (bits += 8);
	  buffer[offset] = bits;
	  offset++;
	  bits = 0;
	  offset += arguments_encoded.copy(buffer, offset);
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeBasicConsumeOk(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      consumerTag: void 0,
	    };
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.consumerTag = val;
	  return fields;
	}

	function encodeBasicConsumeOk(channel, fields) {
	  var offset = 0,
	    val = null,
	    varyingSize = 0;
	  val = fields.consumerTag;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'consumerTag'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'consumerTag' is the wrong type; must be a string (up to 255 chars)");
	  var consumerTag_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += consumerTag_len;
	  var buffer = Buffer.alloc(13 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932181, 7);
	  offset = 11;
	  val = fields.consumerTag;
	  void 0 === val && (val = void 0);
	  buffer[offset] = consumerTag_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += consumerTag_len;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeBasicCancel(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      consumerTag: void 0,
	      nowait: void 0,
	    };
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.consumerTag = val;
	  val = !!(1 & buffer[offset]);
	  fields.nowait = val;
	  return fields;
	}

	function encodeBasicCancel(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    varyingSize = 0;
	  val = fields.consumerTag;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'consumerTag'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'consumerTag' is the wrong type; must be a string (up to 255 chars)");
	  var consumerTag_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += consumerTag_len;
	  var buffer = Buffer.alloc(14 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932190, 7);
	  offset = 11;
	  val = fields.consumerTag;
	  void 0 === val && (val = void 0);
	  buffer[offset] = consumerTag_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += consumerTag_len;
	  val = fields.nowait;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  buffer[offset] = bits;
	  offset++;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeBasicCancelOk(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      consumerTag: void 0,
	    };
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.consumerTag = val;
	  return fields;
	}

	function encodeBasicCancelOk(channel, fields) {
	  var offset = 0,
	    val = null,
	    varyingSize = 0;
	  val = fields.consumerTag;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'consumerTag'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'consumerTag' is the wrong type; must be a string (up to 255 chars)");
	  var consumerTag_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += consumerTag_len;
	  var buffer = Buffer.alloc(13 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932191, 7);
	  offset = 11;
	  val = fields.consumerTag;
	  void 0 === val && (val = void 0);
	  buffer[offset] = consumerTag_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += consumerTag_len;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeBasicPublish(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      ticket: void 0,
	      exchange: void 0,
	      routingKey: void 0,
	      mandatory: void 0,
	      immediate: void 0,
	    };
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.ticket = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.exchange = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.routingKey = val;
	  val = !!(1 & buffer[offset]);
	  fields.mandatory = val;
	  val = !!(2 & buffer[offset]);
	  fields.immediate = val;
	  return fields;
	}

	function encodeBasicPublish(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    varyingSize = 0;
	  val = fields.exchange;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'exchange' is the wrong type; must be a string (up to 255 chars)");
	  var exchange_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += exchange_len;
	  val = fields.routingKey;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'routingKey' is the wrong type; must be a string (up to 255 chars)");
	  var routingKey_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += routingKey_len;
	  var buffer = Buffer.alloc(17 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932200, 7);
	  offset = 11;
	  val = fields.ticket;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'ticket' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.exchange;
	  void 0 === val && (val = '');
	  buffer[offset] = exchange_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += exchange_len;
	  val = fields.routingKey;
	  void 0 === val && (val = '');
	  buffer[offset] = routingKey_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += routingKey_len;
	  val = fields.mandatory;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  val = fields.immediate;
	  void 0 === val && (val = false);
	  val && (bits += 2);
	  buffer[offset] = bits;
	  offset++;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeBasicReturn(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      replyCode: void 0,
	      replyText: void 0,
	      exchange: void 0,
	      routingKey: void 0,
	    };
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.replyCode = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.replyText = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.exchange = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.routingKey = val;
	  return fields;
	}

	function encodeBasicReturn(channel, fields) {
	  var offset = 0,
	    val = null,
	    varyingSize = 0;
	  val = fields.replyText;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'replyText' is the wrong type; must be a string (up to 255 chars)");
	  var replyText_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += replyText_len;
	  val = fields.exchange;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'exchange'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'exchange' is the wrong type; must be a string (up to 255 chars)");
	  var exchange_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += exchange_len;
	  val = fields.routingKey;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'routingKey'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'routingKey' is the wrong type; must be a string (up to 255 chars)");
	  var routingKey_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += routingKey_len;
	  var buffer = Buffer.alloc(17 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932210, 7);
	  offset = 11;
	  val = fields.replyCode;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'replyCode'");
	  if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'replyCode' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.replyText;
	  void 0 === val && (val = '');
	  buffer[offset] = replyText_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += replyText_len;
	  val = fields.exchange;
	  void 0 === val && (val = void 0);
	  buffer[offset] = exchange_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += exchange_len;
	  val = fields.routingKey;
	  void 0 === val && (val = void 0);
	  buffer[offset] = routingKey_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += routingKey_len;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeBasicDeliver(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      consumerTag: void 0,
	      deliveryTag: void 0,
	      redelivered: void 0,
	      exchange: void 0,
	      routingKey: void 0,
	    };
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.consumerTag = val;
	  val = Number(buffer.readBigUInt64BE(offset));
	  offset += 8;
	  fields.deliveryTag = val;
	  val = !!(1 & buffer[offset]);
	  fields.redelivered = val;
	  offset++;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.exchange = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.routingKey = val;
	  return fields;
	}

	function encodeBasicDeliver(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    varyingSize = 0;
	  val = fields.consumerTag;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'consumerTag'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'consumerTag' is the wrong type; must be a string (up to 255 chars)");
	  var consumerTag_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += consumerTag_len;
	  val = fields.exchange;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'exchange'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'exchange' is the wrong type; must be a string (up to 255 chars)");
	  var exchange_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += exchange_len;
	  val = fields.routingKey;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'routingKey'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'routingKey' is the wrong type; must be a string (up to 255 chars)");
	  var routingKey_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += routingKey_len;
	  var buffer = Buffer.alloc(24 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932220, 7);
	  offset = 11;
	  val = fields.consumerTag;
	  void 0 === val && (val = void 0);
	  buffer[offset] = consumerTag_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += consumerTag_len;
	  val = fields.deliveryTag;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'deliveryTag'");
	  if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'deliveryTag' is the wrong type; must be a number (but not NaN)");
	  buffer.writeBigUInt64BE(BigInt(val), offset);
	  offset += 8;
	  val = fields.redelivered;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  buffer[offset] = bits;
	  offset++;
	  bits = 0;
	  val = fields.exchange;
	  void 0 === val && (val = void 0);
	  buffer[offset] = exchange_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += exchange_len;
	  val = fields.routingKey;
	  void 0 === val && (val = void 0);
	  buffer[offset] = routingKey_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += routingKey_len;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeBasicGet(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      ticket: void 0,
	      queue: void 0,
	      noAck: void 0,
	    };
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.ticket = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.queue = val;
	  val = !!(1 & buffer[offset]);
	  fields.noAck = val;
	  return fields;
	}

	function encodeBasicGet(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    varyingSize = 0;
	  val = fields.queue;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'queue' is the wrong type; must be a string (up to 255 chars)");
	  var queue_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += queue_len;
	  var buffer = Buffer.alloc(16 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932230, 7);
	  offset = 11;
	  val = fields.ticket;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'ticket' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.queue;
	  void 0 === val && (val = '');
	  buffer[offset] = queue_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += queue_len;
	  val = fields.noAck;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  buffer[offset] = bits;
	  offset++;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeBasicGetOk(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      deliveryTag: void 0,
	      redelivered: void 0,
	      exchange: void 0,
	      routingKey: void 0,
	      messageCount: void 0,
	    };
	  val = Number(buffer.readBigUInt64BE(offset));
	  offset += 8;
	  fields.deliveryTag = val;
	  val = !!(1 & buffer[offset]);
	  fields.redelivered = val;
	  offset++;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.exchange = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.routingKey = val;
	  val = buffer.readUInt32BE(offset);
	  offset += 4;
	  fields.messageCount = val;
	  return fields;
	}

	function encodeBasicGetOk(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    varyingSize = 0;
	  val = fields.exchange;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'exchange'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'exchange' is the wrong type; must be a string (up to 255 chars)");
	  var exchange_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += exchange_len;
	  val = fields.routingKey;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'routingKey'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'routingKey' is the wrong type; must be a string (up to 255 chars)");
	  var routingKey_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += routingKey_len;
	  var buffer = Buffer.alloc(27 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932231, 7);
	  offset = 11;
	  val = fields.deliveryTag;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'deliveryTag'");
	  if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'deliveryTag' is the wrong type; must be a number (but not NaN)");
	  buffer.writeBigUInt64BE(BigInt(val), offset);
	  offset += 8;
	  val = fields.redelivered;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  buffer[offset] = bits;
	  offset++;
	  bits = 0;
	  val = fields.exchange;
	  void 0 === val && (val = void 0);
	  buffer[offset] = exchange_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += exchange_len;
	  val = fields.routingKey;
	  void 0 === val && (val = void 0);
	  buffer[offset] = routingKey_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += routingKey_len;
	  val = fields.messageCount;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'messageCount'");
	  if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'messageCount' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt32BE(val, offset);
	  offset += 4;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeBasicGetEmpty(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      clusterId: void 0,
	    };
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.clusterId = val;
	  return fields;
	}

	function encodeBasicGetEmpty(channel, fields) {
	  var offset = 0,
	    val = null,
	    varyingSize = 0;
	  val = fields.clusterId;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'clusterId' is the wrong type; must be a string (up to 255 chars)");
	  var clusterId_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += clusterId_len;
	  var buffer = Buffer.alloc(13 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932232, 7);
	  offset = 11;
	  val = fields.clusterId;
	  void 0 === val && (val = '');
	  buffer[offset] = clusterId_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += clusterId_len;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeBasicAck(buffer) {
	  var val,
	    offset = 0,
	    fields = {
	      deliveryTag: void 0,
	      multiple: void 0,
	    };
	  val = Number(buffer.readBigUInt64BE(offset));
	  offset += 8;
	  fields.deliveryTag = val;
	  val = !!(1 & buffer[offset]);
	  fields.multiple = val;
	  return fields;
	}

	function encodeBasicAck(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    buffer = Buffer.alloc(21);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932240, 7);
	  offset = 11;
	  val = fields.deliveryTag;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val))
	    throw new TypeError("Field 'deliveryTag' is the wrong type; must be a number (but not NaN)");
	  buffer.writeBigUInt64BE(BigInt(val), offset);
	  offset += 8;
	  val = fields.multiple;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  buffer[offset] = bits;
	  offset++;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeBasicReject(buffer) {
	  var val,
	    offset = 0,
	    fields = {
	      deliveryTag: void 0,
	      requeue: void 0,
	    };
	  val = Number(buffer.readBigUInt64BE(offset));
	  offset += 8;
	  fields.deliveryTag = val;
	  val = !!(1 & buffer[offset]);
	  fields.requeue = val;
	  return fields;
	}

	function encodeBasicReject(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    buffer = Buffer.alloc(21);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932250, 7);
	  offset = 11;
	  val = fields.deliveryTag;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'deliveryTag'");
	  if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'deliveryTag' is the wrong type; must be a number (but not NaN)");
	  buffer.writeBigUInt64BE(BigInt(val), offset);
	  offset += 8;
	  val = fields.requeue;
	  void 0 === val && (val = true);
	  val && (bits += 1);
	  buffer[offset] = bits;
	  offset++;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeBasicRecoverAsync(buffer) {
	  var val,
	    fields = {
	      requeue: void 0,
	    };
	  val = !!(1 & buffer[0]);
	  fields.requeue = val;
	  return fields;
	}

	function encodeBasicRecoverAsync(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    buffer = Buffer.alloc(13);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932260, 7);
	  offset = 11;
	  val = fields.requeue;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  buffer[offset] = bits;
	  offset++;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeBasicRecover(buffer) {
	  var val,
	    fields = {
	      requeue: void 0,
	    };
	  val = !!(1 & buffer[0]);
	  fields.requeue = val;
	  return fields;
	}

	function encodeBasicRecover(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    buffer = Buffer.alloc(13);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932270, 7);
	  offset = 11;
	  val = fields.requeue;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  buffer[offset] = bits;
	  offset++;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeBasicRecoverOk(buffer) {
	  return {};
	}

	function encodeBasicRecoverOk(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932271, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeBasicNack(buffer) {
	  var val,
	    offset = 0,
	    fields = {
	      deliveryTag: void 0,
	      multiple: void 0,
	      requeue: void 0,
	    };
	  val = Number(buffer.readBigUInt64BE(offset));
	  offset += 8;
	  fields.deliveryTag = val;
	  val = !!(1 & buffer[offset]);
	  fields.multiple = val;
	  val = !!(2 & buffer[offset]);
	  fields.requeue = val;
	  return fields;
	}

	function encodeBasicNack(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    buffer = Buffer.alloc(21);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932280, 7);
	  offset = 11;
	  val = fields.deliveryTag;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val))
	    throw new TypeError("Field 'deliveryTag' is the wrong type; must be a number (but not NaN)");
	  buffer.writeBigUInt64BE(BigInt(val), offset);
	  offset += 8;
	  val = fields.multiple;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  val = fields.requeue;
	  void 0 === val && (val = true);
	  val && (bits += 2);
	  buffer[offset] = bits;
	  offset++;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeConnectionStart(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      versionMajor: void 0,
	      versionMinor: void 0,
	      serverProperties: void 0,
	      mechanisms: void 0,
	      locales: void 0,
	    };
	  val = buffer[offset];
	  offset++;
	  fields.versionMajor = val;
	  val = buffer[offset];
	  offset++;
	  fields.versionMinor = val;
	  len = buffer.readUInt32BE(offset);
	  offset += 4;
	  val = decodeFields(buffer.subarray(offset, offset + len));
	  offset += len;
	  fields.serverProperties = val;
	  len = buffer.readUInt32BE(offset);
	  offset += 4;
	  val = buffer.subarray(offset, offset + len);
	  offset += len;
	  fields.mechanisms = val;
	  len = buffer.readUInt32BE(offset);
	  offset += 4;
	  val = buffer.subarray(offset, offset + len);
	  offset += len;
	  fields.locales = val;
	  return fields;
	}

	function encodeConnectionStart(channel, fields) {
	  var len,
	    offset = 0,
	    val = null,
	    varyingSize = 0,
	    scratchOffset = 0;
	  val = fields.serverProperties;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'serverProperties'");
	  if ('object' != typeof val) throw new TypeError("Field 'serverProperties' is the wrong type; must be an object");
	  len = encodeTable(SCRATCH, val, scratchOffset);
	  var serverProperties_encoded = SCRATCH.slice(scratchOffset, scratchOffset + len);
	  scratchOffset += len;
	  varyingSize += serverProperties_encoded.length;
	  val = fields.mechanisms;
	  if (void 0 === val) val = Buffer.from('PLAIN');
	  else if (!Buffer.isBuffer(val)) throw new TypeError("Field 'mechanisms' is the wrong type; must be a Buffer");
	  varyingSize += val.length;
	  val = fields.locales;
	  if (void 0 === val) val = Buffer.from('en_US');
	  else if (!Buffer.isBuffer(val)) throw new TypeError("Field 'locales' is the wrong type; must be a Buffer");
	  varyingSize += val.length;
	  var buffer = Buffer.alloc(22 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(655370, 7);
	  offset = 11;
	  val = fields.versionMajor;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val))
	    throw new TypeError("Field 'versionMajor' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt8(val, offset);
	  offset++;
	  val = fields.versionMinor;
	  if (void 0 === val) val = 9;
	  else if ('number' != typeof val || isNaN(val))
	    throw new TypeError("Field 'versionMinor' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt8(val, offset);
	  offset++;
	  offset += serverProperties_encoded.copy(buffer, offset);
	  val = fields.mechanisms;
	  void 0 === val && (val = Buffer.from('PLAIN'));
	  len = val.length;
	  buffer.writeUInt32BE(len, offset);
	  offset += 4;
	  val.copy(buffer, offset);
	  offset += len;
	  val = fields.locales;
	  void 0 === val && (val = Buffer.from('en_US'));
	  len = val.length;
	  buffer.writeUInt32BE(len, offset);
	  offset += 4;
	  val.copy(buffer, offset);
	  offset += len;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeConnectionStartOk(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      clientProperties: void 0,
	      mechanism: void 0,
	      response: void 0,
	      locale: void 0,
	    };
	  len = buffer.readUInt32BE(offset);
	  offset += 4;
	  val = decodeFields(buffer.subarray(offset, offset + len));
	  offset += len;
	  fields.clientProperties = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.mechanism = val;
	  len = buffer.readUInt32BE(offset);
	  offset += 4;
	  val = buffer.subarray(offset, offset + len);
	  offset += len;
	  fields.response = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.locale = val;
	  return fields;
	}

	function encodeConnectionStartOk(channel, fields) {
	  var len,
	    offset = 0,
	    val = null,
	    varyingSize = 0,
	    scratchOffset = 0;
	  val = fields.clientProperties;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'clientProperties'");
	  if ('object' != typeof val) throw new TypeError("Field 'clientProperties' is the wrong type; must be an object");
	  len = encodeTable(SCRATCH, val, scratchOffset);
	  var clientProperties_encoded = SCRATCH.slice(scratchOffset, scratchOffset + len);
	  scratchOffset += len;
	  varyingSize += clientProperties_encoded.length;
	  val = fields.mechanism;
	  if (void 0 === val) val = 'PLAIN';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'mechanism' is the wrong type; must be a string (up to 255 chars)");
	  var mechanism_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += mechanism_len;
	  val = fields.response;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'response'");
	  if (!Buffer.isBuffer(val)) throw new TypeError("Field 'response' is the wrong type; must be a Buffer");
	  varyingSize += val.length;
	  val = fields.locale;
	  if (void 0 === val) val = 'en_US';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'locale' is the wrong type; must be a string (up to 255 chars)");
	  var locale_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += locale_len;
	  var buffer = Buffer.alloc(18 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(655371, 7);
	  offset = 11;
	  offset += clientProperties_encoded.copy(buffer, offset);
	  val = fields.mechanism;
	  void 0 === val && (val = 'PLAIN');
	  buffer[offset] = mechanism_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += mechanism_len;
	  val = fields.response;
	  void 0 === val && (val = Buffer.from(void 0));
	  len = val.length;
	  buffer.writeUInt32BE(len, offset);
	  offset += 4;
	  val.copy(buffer, offset);
	  offset += len;
	  val = fields.locale;
	  void 0 === val && (val = 'en_US');
	  buffer[offset] = locale_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += locale_len;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeConnectionSecure(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      challenge: void 0,
	    };
	  len = buffer.readUInt32BE(offset);
	  offset += 4;
	  val = buffer.subarray(offset, offset + len);
	  offset += len;
	  fields.challenge = val;
	  return fields;
	}

	function encodeConnectionSecure(channel, fields) {
	  var len,
	    offset = 0,
	    val = null,
	    varyingSize = 0;
	  val = fields.challenge;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'challenge'");
	  if (!Buffer.isBuffer(val)) throw new TypeError("Field 'challenge' is the wrong type; must be a Buffer");
	  varyingSize += val.length;
	  var buffer = Buffer.alloc(16 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(655380, 7);
	  offset = 11;
	  val = fields.challenge;
	  void 0 === val && (val = Buffer.from(void 0));
	  len = val.length;
	  buffer.writeUInt32BE(len, offset);
	  offset += 4;
	  val.copy(buffer, offset);
	  offset += len;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeConnectionSecureOk(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      response: void 0,
	    };
	  len = buffer.readUInt32BE(offset);
	  offset += 4;
	  val = buffer.subarray(offset, offset + len);
	  offset += len;
	  fields.response = val;
	  return fields;
	}

	function encodeConnectionSecureOk(channel, fields) {
	  var len,
	    offset = 0,
	    val = null,
	    varyingSize = 0;
	  val = fields.response;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'response'");
	  if (!Buffer.isBuffer(val)) throw new TypeError("Field 'response' is the wrong type; must be a Buffer");
	  varyingSize += val.length;
	  var buffer = Buffer.alloc(16 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(655381, 7);
	  offset = 11;
	  val = fields.response;
	  void 0 === val && (val = Buffer.from(void 0));
	  len = val.length;
	  buffer.writeUInt32BE(len, offset);
	  offset += 4;
	  val.copy(buffer, offset);
	  offset += len;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeConnectionTune(buffer) {
	  var val,
	    offset = 0,
	    fields = {
	      channelMax: void 0,
	      frameMax: void 0,
	      heartbeat: void 0,
	    };
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.channelMax = val;
	  val = buffer.readUInt32BE(offset);
	  offset += 4;
	  fields.frameMax = val;
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.heartbeat = val;
	  return fields;
	}

	function encodeConnectionTune(channel, fields) {
	  var offset = 0,
	    val = null,
	    buffer = Buffer.alloc(20);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(655390, 7);
	  offset = 11;
	  val = fields.channelMax;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val))
	    throw new TypeError("Field 'channelMax' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.frameMax;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'frameMax' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt32BE(val, offset);
	  offset += 4;
	  val = fields.heartbeat;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'heartbeat' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeConnectionTuneOk(buffer) {
	  var val,
	    offset = 0,
	    fields = {
	      channelMax: void 0,
	      frameMax: void 0,
	      heartbeat: void 0,
	    };
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.channelMax = val;
	  val = buffer.readUInt32BE(offset);
	  offset += 4;
	  fields.frameMax = val;
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.heartbeat = val;
	  return fields;
	}

	function encodeConnectionTuneOk(channel, fields) {
	  var offset = 0,
	    val = null,
	    buffer = Buffer.alloc(20);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(655391, 7);
	  offset = 11;
	  val = fields.channelMax;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val))
	    throw new TypeError("Field 'channelMax' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.frameMax;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'frameMax' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt32BE(val, offset);
	  offset += 4;
	  val = fields.heartbeat;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'heartbeat' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeConnectionOpen(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      virtualHost: void 0,
	      capabilities: void 0,
	      insist: void 0,
	    };
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.virtualHost = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.capabilities = val;
	  val = !!(1 & buffer[offset]);
	  fields.insist = val;
	  return fields;
	}

	function encodeConnectionOpen(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    varyingSize = 0;
	  val = fields.virtualHost;
	  if (void 0 === val) val = '/';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'virtualHost' is the wrong type; must be a string (up to 255 chars)");
	  var virtualHost_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += virtualHost_len;
	  val = fields.capabilities;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'capabilities' is the wrong type; must be a string (up to 255 chars)");
	  var capabilities_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += capabilities_len;
	  var buffer = Buffer.alloc(15 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(655400, 7);
	  offset = 11;
	  val = fields.virtualHost;
	  void 0 === val && (val = '/');
	  buffer[offset] = virtualHost_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += virtualHost_len;
	  val = fields.capabilities;
	  void 0 === val && (val = '');
	  buffer[offset] = capabilities_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += capabilities_len;
	  val = fields.insist;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  buffer[offset] = bits;
	  offset++;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeConnectionOpenOk(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      knownHosts: void 0,
	    };
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.knownHosts = val;
	  return fields;
	}

	function encodeConnectionOpenOk(channel, fields) {
	  var offset = 0,
	    val = null,
	    varyingSize = 0;
	  val = fields.knownHosts;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'knownHosts' is the wrong type; must be a string (up to 255 chars)");
	  var knownHosts_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += knownHosts_len;
	  var buffer = Buffer.alloc(13 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(655401, 7);
	  offset = 11;
	  val = fields.knownHosts;
	  void 0 === val && (val = '');
	  buffer[offset] = knownHosts_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += knownHosts_len;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeConnectionClose(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      replyCode: void 0,
	      replyText: void 0,
	      classId: void 0,
	      methodId: void 0,
	    };
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.replyCode = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.replyText = val;
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.classId = val;
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.methodId = val;
	  return fields;
	}

	function encodeConnectionClose(channel, fields) {
	  var offset = 0,
	    val = null,
	    varyingSize = 0;
	  val = fields.replyText;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'replyText' is the wrong type; must be a string (up to 255 chars)");
	  var replyText_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += replyText_len;
	  var buffer = Buffer.alloc(19 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(655410, 7);
	  offset = 11;
	  val = fields.replyCode;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'replyCode'");
	  if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'replyCode' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.replyText;
	  void 0 === val && (val = '');
	  buffer[offset] = replyText_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += replyText_len;
	  val = fields.classId;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'classId'");
	  if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'classId' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.methodId;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'methodId'");
	  if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'methodId' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeConnectionCloseOk(buffer) {
	  return {};
	}

	function encodeConnectionCloseOk(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(655411, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeConnectionBlocked(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      reason: void 0,
	    };
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.reason = val;
	  return fields;
	}

	function encodeConnectionBlocked(channel, fields) {
	  var offset = 0,
	    val = null,
	    varyingSize = 0;
	  val = fields.reason;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'reason' is the wrong type; must be a string (up to 255 chars)");
	  var reason_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += reason_len;
	  var buffer = Buffer.alloc(13 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(655420, 7);
	  offset = 11;
	  val = fields.reason;
	  void 0 === val && (val = '');
	  buffer[offset] = reason_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += reason_len;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeConnectionUnblocked(buffer) {
	  return {};
	}

	function encodeConnectionUnblocked(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(655421, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeConnectionUpdateSecret(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      newSecret: void 0,
	      reason: void 0,
	    };
	  len = buffer.readUInt32BE(offset);
	  offset += 4;
	  val = buffer.subarray(offset, offset + len);
	  offset += len;
	  fields.newSecret = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.reason = val;
	  return fields;
	}

	function encodeConnectionUpdateSecret(channel, fields) {
	  var len,
	    offset = 0,
	    val = null,
	    varyingSize = 0;
	  val = fields.newSecret;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'newSecret'");
	  if (!Buffer.isBuffer(val)) throw new TypeError("Field 'newSecret' is the wrong type; must be a Buffer");
	  varyingSize += val.length;
	  val = fields.reason;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'reason'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'reason' is the wrong type; must be a string (up to 255 chars)");
	  var reason_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += reason_len;
	  var buffer = Buffer.alloc(17 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(655430, 7);
	  offset = 11;
	  val = fields.newSecret;
	  void 0 === val && (val = Buffer.from(void 0));
	  len = val.length;
	  buffer.writeUInt32BE(len, offset);
	  offset += 4;
	  val.copy(buffer, offset);
	  offset += len;
	  val = fields.reason;
	  void 0 === val && (val = void 0);
	  buffer[offset] = reason_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += reason_len;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeConnectionUpdateSecretOk(buffer) {
	  return {};
	}

	function encodeConnectionUpdateSecretOk(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(655431, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeChannelOpen(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      outOfBand: void 0,
	    };
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.outOfBand = val;
	  return fields;
	}

	function encodeChannelOpen(channel, fields) {
	  var offset = 0,
	    val = null,
	    varyingSize = 0;
	  val = fields.outOfBand;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'outOfBand' is the wrong type; must be a string (up to 255 chars)");
	  var outOfBand_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += outOfBand_len;
	  var buffer = Buffer.alloc(13 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(1310730, 7);
	  offset = 11;
	  val = fields.outOfBand;
	  void 0 === val && (val = '');
	  buffer[offset] = outOfBand_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += outOfBand_len;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeChannelOpenOk(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      channelId: void 0,
	    };
	  len = buffer.readUInt32BE(offset);
	  offset += 4;
	  val = buffer.subarray(offset, offset + len);
	  offset += len;
	  fields.channelId = val;
	  return fields;
	}

	function encodeChannelOpenOk(channel, fields) {
	  var len,
	    offset = 0,
	    val = null,
	    varyingSize = 0;
	  val = fields.channelId;
	  if (void 0 === val) val = Buffer.from('');
	  else if (!Buffer.isBuffer(val)) throw new TypeError("Field 'channelId' is the wrong type; must be a Buffer");
	  varyingSize += val.length;
	  var buffer = Buffer.alloc(16 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(1310731, 7);
	  offset = 11;
	  val = fields.channelId;
	  void 0 === val && (val = Buffer.from(''));
	  len = val.length;
	  buffer.writeUInt32BE(len, offset);
	  offset += 4;
	  val.copy(buffer, offset);
	  offset += len;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeChannelFlow(buffer) {
	  var val,
	    fields = {
	      active: void 0,
	    };
	  val = !!(1 & buffer[0]);
	  fields.active = val;
	  return fields;
	}

	function encodeChannelFlow(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    buffer = Buffer.alloc(13);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(1310740, 7);
	  offset = 11;
	  val = fields.active;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'active'");
	  val && (bits += 1);
	  buffer[offset] = bits;
	  offset++;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeChannelFlowOk(buffer) {
	  var val,
	    fields = {
	      active: void 0,
	    };
	  val = !!(1 & buffer[0]);
	  fields.active = val;
	  return fields;
	}

	function encodeChannelFlowOk(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    buffer = Buffer.alloc(13);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(1310741, 7);
	  offset = 11;
	  val = fields.active;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'active'");
	  val && (bits += 1);
	  buffer[offset] = bits;
	  offset++;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeChannelClose(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      replyCode: void 0,
	      replyText: void 0,
	      classId: void 0,
	      methodId: void 0,
	    };
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.replyCode = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.replyText = val;
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.classId = val;
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.methodId = val;
	  return fields;
	}

	function encodeChannelClose(channel, fields) {
	  var offset = 0,
	    val = null,
	    varyingSize = 0;
	  val = fields.replyText;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'replyText' is the wrong type; must be a string (up to 255 chars)");
	  var replyText_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += replyText_len;
	  var buffer = Buffer.alloc(19 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(1310760, 7);
	  offset = 11;
	  val = fields.replyCode;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'replyCode'");
	  if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'replyCode' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.replyText;
	  void 0 === val && (val = '');
	  buffer[offset] = replyText_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += replyText_len;
	  val = fields.classId;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'classId'");
	  if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'classId' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.methodId;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'methodId'");
	  if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'methodId' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeChannelCloseOk(buffer) {
	  return {};
	}

	function encodeChannelCloseOk(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(1310761, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeAccessRequest(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      realm: void 0,
	      exclusive: void 0,
	      passive: void 0,
	      active: void 0,
	      write: void 0,
	      read: void 0,
	    };
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.realm = val;
	  val = !!(1 & buffer[offset]);
	  fields.exclusive = val;
	  val = !!(2 & buffer[offset]);
	  fields.passive = val;
	  val = !!(4 & buffer[offset]);
	  fields.active = val;
	  val = !!(8 & buffer[offset]);
	  fields.write = val;
	  val = !!(16 & buffer[offset]);
	  fields.read = val;
	  return fields;
	}

	function encodeAccessRequest(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    varyingSize = 0;
	  val = fields.realm;
	  if (void 0 === val) val = '/data';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'realm' is the wrong type; must be a string (up to 255 chars)");
	  var realm_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += realm_len;
	  var buffer = Buffer.alloc(14 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(1966090, 7);
	  offset = 11;
	  val = fields.realm;
	  void 0 === val && (val = '/data');
	  buffer[offset] = realm_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += realm_len;
	  val = fields.exclusive;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  val = fields.passive;
	  void 0 === val && (val = true);
	  val && (bits += 2);
	  val = fields.active;
	  void 0 === val && (val = true);
	  val && (bits += 4);
	  val = fields.write;
	  void 0 === val && (val = true);
	  val && (bits += 8);
	  val = fields.read;
	  void 0 === val && (val = true);
	  val && (bits += 16);
	  buffer[offset] = bits;
	  offset++;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeAccessRequestOk(buffer) {
	  var val,
	    offset = 0,
	    fields = {
	      ticket: void 0,
	    };
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.ticket = val;
	  return fields;
	}

	function encodeAccessRequestOk(channel, fields) {
	  var offset = 0,
	    val = null,
	    buffer = Buffer.alloc(14);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(1966091, 7);
	  offset = 11;
	  val = fields.ticket;
	  if (void 0 === val) val = 1;
	  else if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'ticket' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeExchangeDeclare(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      ticket: void 0,
	      exchange: void 0,
	      type: void 0,
	      passive: void 0,
	      durable: void 0,
	      autoDelete: void 0,
	      internal: void 0,
	      nowait: void 0,
	      arguments: void 0,
	    };
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.ticket = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.exchange = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.type = val;
	  val = !!(1 & buffer[offset]);
	  fields.passive = val;
	  val = !!(2 & buffer[offset]);
	  fields.durable = val;
	  val = !!(4 & buffer[offset]);
	  fields.autoDelete = val;
	  val = !!(8 & buffer[offset]);
	  fields.internal = val;
	  val = !!(16 & buffer[offset]);
	  fields.nowait = val;
	  offset++;
	  len = buffer.readUInt32BE(offset);
	  offset += 4;
	  val = decodeFields(buffer.subarray(offset, offset + len));
	  offset += len;
	  fields.arguments = val;
	  return fields;
	}

	function encodeExchangeDeclare(channel, fields) {
	  var len,
	    offset = 0,
	    val = null,
	    bits = 0,
	    varyingSize = 0,
	    scratchOffset = 0;
	  val = fields.exchange;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'exchange'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'exchange' is the wrong type; must be a string (up to 255 chars)");
	  var exchange_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += exchange_len;
	  val = fields.type;
	  if (void 0 === val) val = 'direct';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'type' is the wrong type; must be a string (up to 255 chars)");
	  var type_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += type_len;
	  val = fields.arguments;
	  if (void 0 === val) val = {};
	  else if ('object' != typeof val) throw new TypeError("Field 'arguments' is the wrong type; must be an object");
	  len = encodeTable(SCRATCH, val, scratchOffset);
	  var arguments_encoded = SCRATCH.slice(scratchOffset, scratchOffset + len);
	  scratchOffset += len;
	  varyingSize += arguments_encoded.length;
	  var buffer = Buffer.alloc(17 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(2621450, 7);
	  offset = 11;
	  val = fields.ticket;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'ticket' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.exchange;
	  void 0 === val && (val = void 0);
	  buffer[offset] = exchange_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += exchange_len;
	  val = fields.type;
	  void 0 === val && (val = 'direct');
	  buffer[offset] = type_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += type_len;
	  val = fields.passive;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  val = fields.durable;
	  void 0 === val && (val = false);
	  val && (bits += 2);
	  val = fields.autoDelete;
	  void 0 === val && (val = false);
	  val && (bits += 4);
	  val = fields.internal;
	  void 0 === val && (val = false);
	  val && (bits += 8);
	  val = fields.nowait;
	  void 0 === val && (val = false);
	  val && (bits += 16);
	  buffer[offset] = bits;
	  offset++;
	  bits = 0;
	  offset += arguments_encoded.copy(buffer, offset);
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeExchangeDeclareOk(buffer) {
	  return {};
	}

	function encodeExchangeDeclareOk(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(2621451, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeExchangeDelete(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      ticket: void 0,
	      exchange: void 0,
	      ifUnused: void 0,
	      nowait: void 0,
	    };
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.ticket = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.exchange = val;
	  val = !!(1 & buffer[offset]);
	  fields.ifUnused = val;
	  val = !!(2 & buffer[offset]);
	  fields.nowait = val;
	  return fields;
	}

	function encodeExchangeDelete(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    varyingSize = 0;
	  val = fields.exchange;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'exchange'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'exchange' is the wrong type; must be a string (up to 255 chars)");
	  var exchange_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += exchange_len;
	  var buffer = Buffer.alloc(16 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(2621460, 7);
	  offset = 11;
	  val = fields.ticket;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'ticket' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.exchange;
	  void 0 === val && (val = void 0);
	  buffer[offset] = exchange_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += exchange_len;
	  val = fields.ifUnused;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  val = fields.nowait;
	  void 0 === val && (val = false);
	  val && (bits += 2);
	  buffer[offset] = bits;
	  offset++;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeExchangeDeleteOk(buffer) {
	  return {};
	}

	function encodeExchangeDeleteOk(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(2621461, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeExchangeBind(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      ticket: void 0,
	      destination: void 0,
	      source: void 0,
	      routingKey: void 0,
	      nowait: void 0,
	      arguments: void 0,
	    };
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.ticket = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.destination = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.source = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.routingKey = val;
	  val = !!(1 & buffer[offset]);
	  fields.nowait = val;
	  offset++;
	  len = buffer.readUInt32BE(offset);
	  offset += 4;
	  val = decodeFields(buffer.subarray(offset, offset + len));
	  offset += len;
	  fields.arguments = val;
	  return fields;
	}

	function encodeExchangeBind(channel, fields) {
	  var len,
	    offset = 0,
	    val = null,
	    bits = 0,
	    varyingSize = 0,
	    scratchOffset = 0;
	  val = fields.destination;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'destination'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'destination' is the wrong type; must be a string (up to 255 chars)");
	  var destination_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += destination_len;
	  val = fields.source;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'source'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'source' is the wrong type; must be a string (up to 255 chars)");
	  var source_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += source_len;
	  val = fields.routingKey;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'routingKey' is the wrong type; must be a string (up to 255 chars)");
	  var routingKey_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += routingKey_len;
	  val = fields.arguments;
	  if (void 0 === val) val = {};
	  else if ('object' != typeof val) throw new TypeError("Field 'arguments' is the wrong type; must be an object");
	  len = encodeTable(SCRATCH, val, scratchOffset);
	  var arguments_encoded = SCRATCH.slice(scratchOffset, scratchOffset + len);
	  scratchOffset += len;
	  varyingSize += arguments_encoded.length;
	  var buffer = Buffer.alloc(18 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(2621470, 7);
	  offset = 11;
	  val = fields.ticket;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'ticket' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.destination;
	  void 0 === val && (val = void 0);
	  buffer[offset] = destination_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += destination_len;
	  val = fields.source;
	  void 0 === val && (val = void 0);
	  buffer[offset] = source_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += source_len;
	  val = fields.routingKey;
	  void 0 === val && (val = '');
	  buffer[offset] = routingKey_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += routingKey_len;
	  val = fields.nowait;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  buffer[offset] = bits;
	  offset++;
	  bits = 0;
	  offset += arguments_encoded.copy(buffer, offset);
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeExchangeBindOk(buffer) {
	  return {};
	}

	function encodeExchangeBindOk(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(2621471, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeExchangeUnbind(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      ticket: void 0,
	      destination: void 0,
	      source: void 0,
	      routingKey: void 0,
	      nowait: void 0,
	      arguments: void 0,
	    };
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.ticket = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.destination = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.source = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.routingKey = val;
	  val = !!(1 & buffer[offset]);
	  fields.nowait = val;
	  offset++;
	  len = buffer.readUInt32BE(offset);
	  offset += 4;
	  val = decodeFields(buffer.subarray(offset, offset + len));
	  offset += len;
	  fields.arguments = val;
	  return fields;
	}

	function encodeExchangeUnbind(channel, fields) {
	  var len,
	    offset = 0,
	    val = null,
	    bits = 0,
	    varyingSize = 0,
	    scratchOffset = 0;
	  val = fields.destination;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'destination'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'destination' is the wrong type; must be a string (up to 255 chars)");
	  var destination_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += destination_len;
	  val = fields.source;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'source'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'source' is the wrong type; must be a string (up to 255 chars)");
	  var source_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += source_len;
	  val = fields.routingKey;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'routingKey' is the wrong type; must be a string (up to 255 chars)");
	  var routingKey_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += routingKey_len;
	  val = fields.arguments;
	  if (void 0 === val) val = {};
	  else if ('object' != typeof val) throw new TypeError("Field 'arguments' is the wrong type; must be an object");
	  len = encodeTable(SCRATCH, val, scratchOffset);
	  var arguments_encoded = SCRATCH.slice(scratchOffset, scratchOffset + len);
	  scratchOffset += len;
	  varyingSize += arguments_encoded.length;
	  var buffer = Buffer.alloc(18 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(2621480, 7);
	  offset = 11;
	  val = fields.ticket;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'ticket' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.destination;
	  void 0 === val && (val = void 0);
	  buffer[offset] = destination_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += destination_len;
	  val = fields.source;
	  void 0 === val && (val = void 0);
	  buffer[offset] = source_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += source_len;
	  val = fields.routingKey;
	  void 0 === val && (val = '');
	  buffer[offset] = routingKey_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += routingKey_len;
	  val = fields.nowait;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  buffer[offset] = bits;
	  offset++;
	  bits = 0;
	  offset += arguments_encoded.copy(buffer, offset);
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeExchangeUnbindOk(buffer) {
	  return {};
	}

	function encodeExchangeUnbindOk(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(2621491, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeQueueDeclare(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      ticket: void 0,
	      queue: void 0,
	      passive: void 0,
	      durable: void 0,
	      exclusive: void 0,
	      autoDelete: void 0,
	      nowait: void 0,
	      arguments: void 0,
	    };
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.ticket = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.queue = val;
	  val = !!(1 & buffer[offset]);
	  fields.passive = val;
	  val = !!(2 & buffer[offset]);
	  fields.durable = val;
	  val = !!(4 & buffer[offset]);
	  fields.exclusive = val;
	  val = !!(8 & buffer[offset]);
	  fields.autoDelete = val;
	  val = !!(16 & buffer[offset]);
	  fields.nowait = val;
	  offset++;
	  len = buffer.readUInt32BE(offset);
	  offset += 4;
	  val = decodeFields(buffer.subarray(offset, offset + len));
	  offset += len;
	  fields.arguments = val;
	  return fields;
	}

	function encodeQueueDeclare(channel, fields) {
	  var len,
	    offset = 0,
	    val = null,
	    bits = 0,
	    varyingSize = 0,
	    scratchOffset = 0;
	  val = fields.queue;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'queue' is the wrong type; must be a string (up to 255 chars)");
	  var queue_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += queue_len;
	  val = fields.arguments;
	  if (void 0 === val) val = {};
	  else if ('object' != typeof val) throw new TypeError("Field 'arguments' is the wrong type; must be an object");
	  len = encodeTable(SCRATCH, val, scratchOffset);
	  var arguments_encoded = SCRATCH.slice(scratchOffset, scratchOffset + len);
	  scratchOffset += len;
	  varyingSize += arguments_encoded.length;
	  var buffer = Buffer.alloc(16 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3276810, 7);
	  offset = 11;
	  val = fields.ticket;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'ticket' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.queue;
	  void 0 === val && (val = '');
	  buffer[offset] = queue_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += queue_len;
	  val = fields.passive;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  val = fields.durable;
	  void 0 === val && (val = false);
	  val && (bits += 2);
	  val = fields.exclusive;
	  void 0 === val && (val = false);
	  val && (bits += 4);
	  val = fields.autoDelete;
	  void 0 === val && (val = false);
	  val && (bits += 8);
	  val = fields.nowait;
	  void 0 === val && (val = false);
	  val && (bits += 16);
	  buffer[offset] = bits;
	  offset++;
	  bits = 0;
	  offset += arguments_encoded.copy(buffer, offset);
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeQueueDeclareOk(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      queue: void 0,
	      messageCount: void 0,
	      consumerCount: void 0,
	    };
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.queue = val;
	  val = buffer.readUInt32BE(offset);
	  offset += 4;
	  fields.messageCount = val;
	  val = buffer.readUInt32BE(offset);
	  offset += 4;
	  fields.consumerCount = val;
	  return fields;
	}

	function encodeQueueDeclareOk(channel, fields) {
	  var offset = 0,
	    val = null,
	    varyingSize = 0;
	  val = fields.queue;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'queue'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'queue' is the wrong type; must be a string (up to 255 chars)");
	  var queue_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += queue_len;
	  var buffer = Buffer.alloc(21 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3276811, 7);
	  offset = 11;
	  val = fields.queue;
	  void 0 === val && (val = void 0);
	  buffer[offset] = queue_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += queue_len;
	  val = fields.messageCount;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'messageCount'");
	  if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'messageCount' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt32BE(val, offset);
	  offset += 4;
	  val = fields.consumerCount;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'consumerCount'");
	  if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'consumerCount' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt32BE(val, offset);
	  offset += 4;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeQueueBind(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      ticket: void 0,
	      queue: void 0,
	      exchange: void 0,
	      routingKey: void 0,
	      nowait: void 0,
	      arguments: void 0,
	    };
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.ticket = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.queue = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.exchange = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.routingKey = val;
	  val = !!(1 & buffer[offset]);
	  fields.nowait = val;
	  offset++;
	  len = buffer.readUInt32BE(offset);
	  offset += 4;
	  val = decodeFields(buffer.subarray(offset, offset + len));
	  offset += len;
	  fields.arguments = val;
	  return fields;
	}

	function encodeQueueBind(channel, fields) {
	  var len,
	    offset = 0,
	    val = null,
	    bits = 0,
	    varyingSize = 0,
	    scratchOffset = 0;
	  val = fields.queue;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'queue' is the wrong type; must be a string (up to 255 chars)");
	  var queue_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += queue_len;
	  val = fields.exchange;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'exchange'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'exchange' is the wrong type; must be a string (up to 255 chars)");
	  var exchange_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += exchange_len;
	  val = fields.routingKey;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'routingKey' is the wrong type; must be a string (up to 255 chars)");
	  var routingKey_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += routingKey_len;
	  val = fields.arguments;
	  if (void 0 === val) val = {};
	  else if ('object' != typeof val) throw new TypeError("Field 'arguments' is the wrong type; must be an object");
	  len = encodeTable(SCRATCH, val, scratchOffset);
	  var arguments_encoded = SCRATCH.slice(scratchOffset, scratchOffset + len);
	  scratchOffset += len;
	  varyingSize += arguments_encoded.length;
	  var buffer = Buffer.alloc(18 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3276820, 7);
	  offset = 11;
	  val = fields.ticket;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'ticket' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.queue;
	  void 0 === val && (val = '');
	  buffer[offset] = queue_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += queue_len;
	  val = fields.exchange;
	  void 0 === val && (val = void 0);
	  buffer[offset] = exchange_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += exchange_len;
	  val = fields.routingKey;
	  void 0 === val && (val = '');
	  buffer[offset] = routingKey_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += routingKey_len;
	  val = fields.nowait;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  buffer[offset] = bits;
	  offset++;
	  bits = 0;
	  offset += arguments_encoded.copy(buffer, offset);
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeQueueBindOk(buffer) {
	  return {};
	}

	function encodeQueueBindOk(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3276821, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeQueuePurge(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      ticket: void 0,
	      queue: void 0,
	      nowait: void 0,
	    };
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.ticket = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.queue = val;
	  val = !!(1 & buffer[offset]);
	  fields.nowait = val;
	  return fields;
	}

	function encodeQueuePurge(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    varyingSize = 0;
	  val = fields.queue;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'queue' is the wrong type; must be a string (up to 255 chars)");
	  var queue_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += queue_len;
	  var buffer = Buffer.alloc(16 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3276830, 7);
	  offset = 11;
	  val = fields.ticket;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'ticket' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.queue;
	  void 0 === val && (val = '');
	  buffer[offset] = queue_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += queue_len;
	  val = fields.nowait;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  buffer[offset] = bits;
	  offset++;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeQueuePurgeOk(buffer) {
	  var val,
	    offset = 0,
	    fields = {
	      messageCount: void 0,
	    };
	  val = buffer.readUInt32BE(offset);
	  offset += 4;
	  fields.messageCount = val;
	  return fields;
	}

	function encodeQueuePurgeOk(channel, fields) {
	  var offset = 0,
	    val = null,
	    buffer = Buffer.alloc(16);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3276831, 7);
	  offset = 11;
	  val = fields.messageCount;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'messageCount'");
	  if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'messageCount' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt32BE(val, offset);
	  offset += 4;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeQueueDelete(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      ticket: void 0,
	      queue: void 0,
	      ifUnused: void 0,
	      ifEmpty: void 0,
	      nowait: void 0,
	    };
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.ticket = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.queue = val;
	  val = !!(1 & buffer[offset]);
	  fields.ifUnused = val;
	  val = !!(2 & buffer[offset]);
	  fields.ifEmpty = val;
	  val = !!(4 & buffer[offset]);
	  fields.nowait = val;
	  return fields;
	}

	function encodeQueueDelete(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    varyingSize = 0;
	  val = fields.queue;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'queue' is the wrong type; must be a string (up to 255 chars)");
	  var queue_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += queue_len;
	  var buffer = Buffer.alloc(16 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3276840, 7);
	  offset = 11;
	  val = fields.ticket;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'ticket' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.queue;
	  void 0 === val && (val = '');
	  buffer[offset] = queue_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += queue_len;
	  val = fields.ifUnused;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  val = fields.ifEmpty;
	  void 0 === val && (val = false);
	  val && (bits += 2);
	  val = fields.nowait;
	  void 0 === val && (val = false);
	  val && (bits += 4);
	  buffer[offset] = bits;
	  offset++;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeQueueDeleteOk(buffer) {
	  var val,
	    offset = 0,
	    fields = {
	      messageCount: void 0,
	    };
	  val = buffer.readUInt32BE(offset);
	  offset += 4;
	  fields.messageCount = val;
	  return fields;
	}

	function encodeQueueDeleteOk(channel, fields) {
	  var offset = 0,
	    val = null,
	    buffer = Buffer.alloc(16);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3276841, 7);
	  offset = 11;
	  val = fields.messageCount;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'messageCount'");
	  if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'messageCount' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt32BE(val, offset);
	  offset += 4;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeQueueUnbind(buffer) {
	  var val,
	    len,
	    offset = 0,
	    fields = {
	      ticket: void 0,
	      queue: void 0,
	      exchange: void 0,
	      routingKey: void 0,
	      arguments: void 0,
	    };
	  val = buffer.readUInt16BE(offset);
	  offset += 2;
	  fields.ticket = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.queue = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.exchange = val;
	  len = buffer.readUInt8(offset);
	  offset++;
	  val = buffer.toString('utf8', offset, offset + len);
	  offset += len;
	  fields.routingKey = val;
	  len = buffer.readUInt32BE(offset);
	  offset += 4;
	  val = decodeFields(buffer.subarray(offset, offset + len));
	  offset += len;
	  fields.arguments = val;
	  return fields;
	}

	function encodeQueueUnbind(channel, fields) {
	  var len,
	    offset = 0,
	    val = null,
	    varyingSize = 0,
	    scratchOffset = 0;
	  val = fields.queue;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'queue' is the wrong type; must be a string (up to 255 chars)");
	  var queue_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += queue_len;
	  val = fields.exchange;
	  if (void 0 === val) throw new Error("Missing value for mandatory field 'exchange'");
	  if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'exchange' is the wrong type; must be a string (up to 255 chars)");
	  var exchange_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += exchange_len;
	  val = fields.routingKey;
	  if (void 0 === val) val = '';
	  else if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	    throw new TypeError("Field 'routingKey' is the wrong type; must be a string (up to 255 chars)");
	  var routingKey_len = Buffer.byteLength(val, 'utf8');
	  varyingSize += routingKey_len;
	  val = fields.arguments;
	  if (void 0 === val) val = {};
	  else if ('object' != typeof val) throw new TypeError("Field 'arguments' is the wrong type; must be an object");
	  len = encodeTable(SCRATCH, val, scratchOffset);
	  var arguments_encoded = SCRATCH.slice(scratchOffset, scratchOffset + len);
	  scratchOffset += len;
	  varyingSize += arguments_encoded.length;
	  var buffer = Buffer.alloc(17 + varyingSize);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3276850, 7);
	  offset = 11;
	  val = fields.ticket;
	  if (void 0 === val) val = 0;
	  else if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'ticket' is the wrong type; must be a number (but not NaN)");
	  buffer.writeUInt16BE(val, offset);
	  offset += 2;
	  val = fields.queue;
	  void 0 === val && (val = '');
	  buffer[offset] = queue_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += queue_len;
	  val = fields.exchange;
	  void 0 === val && (val = void 0);
	  buffer[offset] = exchange_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += exchange_len;
	  val = fields.routingKey;
	  void 0 === val && (val = '');
	  buffer[offset] = routingKey_len;
	  offset++;
	  buffer.write(val, offset, 'utf8');
	  offset += routingKey_len;
	  offset += arguments_encoded.copy(buffer, offset);
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeQueueUnbindOk(buffer) {
	  return {};
	}

	function encodeQueueUnbindOk(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3276851, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeTxSelect(buffer) {
	  return {};
	}

	function encodeTxSelect(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(5898250, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeTxSelectOk(buffer) {
	  return {};
	}

	function encodeTxSelectOk(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(5898251, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeTxCommit(buffer) {
	  return {};
	}

	function encodeTxCommit(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(5898260, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeTxCommitOk(buffer) {
	  return {};
	}

	function encodeTxCommitOk(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(5898261, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeTxRollback(buffer) {
	  return {};
	}

	function encodeTxRollback(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(5898270, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeTxRollbackOk(buffer) {
	  return {};
	}

	function encodeTxRollbackOk(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(5898271, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeConfirmSelect(buffer) {
	  var val,
	    fields = {
	      nowait: void 0,
	    };
	  val = !!(1 & buffer[0]);
	  fields.nowait = val;
	  return fields;
	}

	function encodeConfirmSelect(channel, fields) {
	  var offset = 0,
	    val = null,
	    bits = 0,
	    buffer = Buffer.alloc(13);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(5570570, 7);
	  offset = 11;
	  val = fields.nowait;
	  void 0 === val && (val = false);
	  val && (bits += 1);
	  buffer[offset] = bits;
	  offset++;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function decodeConfirmSelectOk(buffer) {
	  return {};
	}

	function encodeConfirmSelectOk(channel, fields) {
	  var offset = 0,
	    buffer = Buffer.alloc(12);
	  buffer[0] = 1;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(5570571, 7);
	  offset = 11;
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  return buffer;
	}

	function encodeBasicProperties(channel, size, fields) {
	  var val,
	    len,
	    offset = 0,
	    flags = 0,
	    scratchOffset = 0,
	    varyingSize = 0;
	  val = fields.contentType;
	  if (void 0 != val) {
	    if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	      throw new TypeError("Field 'contentType' is the wrong type; must be a string (up to 255 chars)");
	    var contentType_len = Buffer.byteLength(val, 'utf8');
	    varyingSize += 1;
	    varyingSize += contentType_len;
	  }
	  val = fields.contentEncoding;
	  if (void 0 != val) {
	    if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	      throw new TypeError("Field 'contentEncoding' is the wrong type; must be a string (up to 255 chars)");
	    var contentEncoding_len = Buffer.byteLength(val, 'utf8');
	    varyingSize += 1;
	    varyingSize += contentEncoding_len;
	  }
	  val = fields.headers;
	  if (void 0 != val) {
	    if ('object' != typeof val) throw new TypeError("Field 'headers' is the wrong type; must be an object");
	    len = encodeTable(SCRATCH, val, scratchOffset);
	    var headers_encoded = SCRATCH.slice(scratchOffset, scratchOffset + len);
	    scratchOffset += len;
	    varyingSize += headers_encoded.length;
	  }
	  val = fields.deliveryMode;
	  if (void 0 != val) {
	    if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'deliveryMode' is the wrong type; must be a number (but not NaN)");
	    varyingSize += 1;
	  }
	  val = fields.priority;
	  if (void 0 != val) {
	    if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'priority' is the wrong type; must be a number (but not NaN)");
	    varyingSize += 1;
	  }
	  val = fields.correlationId;
	  if (void 0 != val) {
	    if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	      throw new TypeError("Field 'correlationId' is the wrong type; must be a string (up to 255 chars)");
	    var correlationId_len = Buffer.byteLength(val, 'utf8');
	    varyingSize += 1;
	    varyingSize += correlationId_len;
	  }
	  val = fields.replyTo;
	  if (void 0 != val) {
	    if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	      throw new TypeError("Field 'replyTo' is the wrong type; must be a string (up to 255 chars)");
	    var replyTo_len = Buffer.byteLength(val, 'utf8');
	    varyingSize += 1;
	    varyingSize += replyTo_len;
	  }
	  val = fields.expiration;
	  if (void 0 != val) {
	    if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	      throw new TypeError("Field 'expiration' is the wrong type; must be a string (up to 255 chars)");
	    var expiration_len = Buffer.byteLength(val, 'utf8');
	    varyingSize += 1;
	    varyingSize += expiration_len;
	  }
	  val = fields.messageId;
	  if (void 0 != val) {
	    if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	      throw new TypeError("Field 'messageId' is the wrong type; must be a string (up to 255 chars)");
	    var messageId_len = Buffer.byteLength(val, 'utf8');
	    varyingSize += 1;
	    varyingSize += messageId_len;
	  }
	  val = fields.timestamp;
	  if (void 0 != val) {
	    if ('number' != typeof val || isNaN(val)) throw new TypeError("Field 'timestamp' is the wrong type; must be a number (but not NaN)");
	    varyingSize += 8;
	  }
	  val = fields.type;
	  if (void 0 != val) {
	    if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	      throw new TypeError("Field 'type' is the wrong type; must be a string (up to 255 chars)");
	    var type_len = Buffer.byteLength(val, 'utf8');
	    varyingSize += 1;
	    varyingSize += type_len;
	  }
	  val = fields.userId;
	  if (void 0 != val) {
	    if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	      throw new TypeError("Field 'userId' is the wrong type; must be a string (up to 255 chars)");
	    var userId_len = Buffer.byteLength(val, 'utf8');
	    varyingSize += 1;
	    varyingSize += userId_len;
	  }
	  val = fields.appId;
	  if (void 0 != val) {
	    if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	      throw new TypeError("Field 'appId' is the wrong type; must be a string (up to 255 chars)");
	    var appId_len = Buffer.byteLength(val, 'utf8');
	    varyingSize += 1;
	    varyingSize += appId_len;
	  }
	  val = fields.clusterId;
	  if (void 0 != val) {
	    if (!('string' == typeof val && Buffer.byteLength(val) < 256))
	      throw new TypeError("Field 'clusterId' is the wrong type; must be a string (up to 255 chars)");
	    var clusterId_len = Buffer.byteLength(val, 'utf8');
	    varyingSize += 1;
	    varyingSize += clusterId_len;
	  }
	  var buffer = Buffer.alloc(22 + varyingSize);
	  buffer[0] = 2;
	  buffer.writeUInt16BE(channel, 1);
	  buffer.writeUInt32BE(3932160, 7);
	  buffer.writeBigUInt64BE(BigInt(size), 11);
	  flags = 0;
	  offset = 21;
	  val = fields.contentType;
	  if (void 0 != val) {
	    flags += 32768;
	    buffer[offset] = contentType_len;
	    offset++;
	    buffer.write(val, offset, 'utf8');
	    offset += contentType_len;
	  }
	  val = fields.contentEncoding;
	  if (void 0 != val) {
	    flags += 16384;
	    buffer[offset] = contentEncoding_len;
	    offset++;
	    buffer.write(val, offset, 'utf8');
	    offset += contentEncoding_len;
	  }
	  val = fields.headers;
	  if (void 0 != val) {
	    flags += 8192;
	    offset += headers_encoded.copy(buffer, offset);
	  }
	  val = fields.deliveryMode;
	  if (void 0 != val) {
	    flags += 4096;
	    buffer.writeUInt8(val, offset);
	    offset++;
	  }
	  val = fields.priority;
	  if (void 0 != val) {
	    flags += 2048;
	    buffer.writeUInt8(val, offset);
	    offset++;
	  }
	  val = fields.correlationId;
	  if (void 0 != val) {
	    flags += 1024;
	    buffer[offset] = correlationId_len;
	    offset++;
	    buffer.write(val, offset, 'utf8');
	    offset += correlationId_len;
	  }
	  val = fields.replyTo;
	  if (void 0 != val) {
	    flags += 512;
	    buffer[offset] = replyTo_len;
	    offset++;
	    buffer.write(val, offset, 'utf8');
	    offset += replyTo_len;
	  }
	  val = fields.expiration;
	  if (void 0 != val) {
	    flags += 256;
	    buffer[offset] = expiration_len;
	    offset++;
	    buffer.write(val, offset, 'utf8');
	    offset += expiration_len;
	  }
	  val = fields.messageId;
	  if (void 0 != val) {
	    flags += 128;
	    buffer[offset] = messageId_len;
	    offset++;
	    buffer.write(val, offset, 'utf8');
	    offset += messageId_len;
	  }
	  val = fields.timestamp;
	  if (void 0 != val) {
	    flags += 64;
	    buffer.writeBigUInt64BE(BigInt(val), offset);
	    offset += 8;
	  }
	  val = fields.type;
	  if (void 0 != val) {
	    flags += 32;
	    buffer[offset] = type_len;
	    offset++;
	    buffer.write(val, offset, 'utf8');
	    offset += type_len;
	  }
	  val = fields.userId;
	  if (void 0 != val) {
	    flags += 16;
	    buffer[offset] = userId_len;
	    offset++;
	    buffer.write(val, offset, 'utf8');
	    offset += userId_len;
	  }
	  val = fields.appId;
	  if (void 0 != val) {
	    flags += 8;
	    buffer[offset] = appId_len;
	    offset++;
	    buffer.write(val, offset, 'utf8');
	    offset += appId_len;
	  }
	  val = fields.clusterId;
	  if (void 0 != val) {
	    flags += 4;
	    buffer[offset] = clusterId_len;
	    offset++;
	    buffer.write(val, offset, 'utf8');
	    offset += clusterId_len;
	  }
	  buffer[offset] = 206;
	  buffer.writeUInt32BE(offset - 7, 3);
	  buffer.writeUInt16BE(flags, 19);
	  return buffer.subarray(0, offset + 1);
	}

	function decodeBasicProperties(buffer) {
	  var flags,
	    val,
	    len,
	    offset = 2;
	  flags = buffer.readUInt16BE(0);
	  if (0 === flags) return {};
	  var fields = {
	    contentType: void 0,
	    contentEncoding: void 0,
	    headers: void 0,
	    deliveryMode: void 0,
	    priority: void 0,
	    correlationId: void 0,
	    replyTo: void 0,
	    expiration: void 0,
	    messageId: void 0,
	    timestamp: void 0,
	    type: void 0,
	    userId: void 0,
	    appId: void 0,
	    clusterId: void 0,
	  };
	  if (32768 & flags) {
	    len = buffer.readUInt8(offset);
	    offset++;
	    val = buffer.toString('utf8', offset, offset + len);
	    offset += len;
	    fields.contentType = val;
	  }
	  if (16384 & flags) {
	    len = buffer.readUInt8(offset);
	    offset++;
	    val = buffer.toString('utf8', offset, offset + len);
	    offset += len;
	    fields.contentEncoding = val;
	  }
	  if (8192 & flags) {
	    len = buffer.readUInt32BE(offset);
	    offset += 4;
	    val = decodeFields(buffer.subarray(offset, offset + len));
	    offset += len;
	    fields.headers = val;
	  }
	  if (4096 & flags) {
	    val = buffer[offset];
	    offset++;
	    fields.deliveryMode = val;
	  }
	  if (2048 & flags) {
	    val = buffer[offset];
	    offset++;
	    fields.priority = val;
	  }
	  if (1024 & flags) {
	    len = buffer.readUInt8(offset);
	    offset++;
	    val = buffer.toString('utf8', offset, offset + len);
	    offset += len;
	    fields.correlationId = val;
	  }
	  if (512 & flags) {
	    len = buffer.readUInt8(offset);
	    offset++;
	    val = buffer.toString('utf8', offset, offset + len);
	    offset += len;
	    fields.replyTo = val;
	  }
	  if (256 & flags) {
	    len = buffer.readUInt8(offset);
	    offset++;
	    val = buffer.toString('utf8', offset, offset + len);
	    offset += len;
	    fields.expiration = val;
	  }
	  if (128 & flags) {
	    len = buffer.readUInt8(offset);
	    offset++;
	    val = buffer.toString('utf8', offset, offset + len);
	    offset += len;
	    fields.messageId = val;
	  }
	  if (64 & flags) {
	    val = Number(buffer.readBigUInt64BE(offset));
	    offset += 8;
	    fields.timestamp = val;
	  }
	  if (32 & flags) {
	    len = buffer.readUInt8(offset);
	    offset++;
	    val = buffer.toString('utf8', offset, offset + len);
	    offset += len;
	    fields.type = val;
	  }
	  if (16 & flags) {
	    len = buffer.readUInt8(offset);
	    offset++;
	    val = buffer.toString('utf8', offset, offset + len);
	    offset += len;
	    fields.userId = val;
	  }
	  if (8 & flags) {
	    len = buffer.readUInt8(offset);
	    offset++;
	    val = buffer.toString('utf8', offset, offset + len);
	    offset += len;
	    fields.appId = val;
	  }
	  if (4 & flags) {
	    len = buffer.readUInt8(offset);
	    offset++;
	    val = buffer.toString('utf8', offset, offset + len);
	    offset += len;
	    fields.clusterId = val;
	  }
	  return fields;
	}

	var codec = requireCodec(),
	  encodeTable = codec.encodeTable,
	  decodeFields = codec.decodeFields,
	  SCRATCH = Buffer.alloc(65536);

	defs.constants = {
	  FRAME_METHOD: 1,
	  FRAME_HEADER: 2,
	  FRAME_BODY: 3,
	  FRAME_HEARTBEAT: 8,
	  FRAME_MIN_SIZE: 4096,
	  FRAME_END: 206,
	  REPLY_SUCCESS: 200,
	  CONTENT_TOO_LARGE: 311,
	  NO_ROUTE: 312,
	  NO_CONSUMERS: 313,
	  ACCESS_REFUSED: 403,
	  NOT_FOUND: 404,
	  RESOURCE_LOCKED: 405,
	  PRECONDITION_FAILED: 406,
	  CONNECTION_FORCED: 320,
	  INVALID_PATH: 402,
	  FRAME_ERROR: 501,
	  SYNTAX_ERROR: 502,
	  COMMAND_INVALID: 503,
	  CHANNEL_ERROR: 504,
	  UNEXPECTED_FRAME: 505,
	  RESOURCE_ERROR: 506,
	  NOT_ALLOWED: 530,
	  NOT_IMPLEMENTED: 540,
	  INTERNAL_ERROR: 541,
	};

	defs.constant_strs = {
	  1: 'FRAME-METHOD',
	  2: 'FRAME-HEADER',
	  3: 'FRAME-BODY',
	  8: 'FRAME-HEARTBEAT',
	  200: 'REPLY-SUCCESS',
	  206: 'FRAME-END',
	  311: 'CONTENT-TOO-LARGE',
	  312: 'NO-ROUTE',
	  313: 'NO-CONSUMERS',
	  320: 'CONNECTION-FORCED',
	  402: 'INVALID-PATH',
	  403: 'ACCESS-REFUSED',
	  404: 'NOT-FOUND',
	  405: 'RESOURCE-LOCKED',
	  406: 'PRECONDITION-FAILED',
	  501: 'FRAME-ERROR',
	  502: 'SYNTAX-ERROR',
	  503: 'COMMAND-INVALID',
	  504: 'CHANNEL-ERROR',
	  505: 'UNEXPECTED-FRAME',
	  506: 'RESOURCE-ERROR',
	  530: 'NOT-ALLOWED',
	  540: 'NOT-IMPLEMENTED',
	  541: 'INTERNAL-ERROR',
	  4096: 'FRAME-MIN-SIZE',
	};

	defs.FRAME_OVERHEAD = 8;

	defs.decode = function (id, buf) {
	  switch (id) {
	    case 3932170:
	      return decodeBasicQos(buf);

	    case 3932171:
	      return decodeBasicQosOk();

	    case 3932180:
	      return decodeBasicConsume(buf);

	    case 3932181:
	      return decodeBasicConsumeOk(buf);

	    case 3932190:
	      return decodeBasicCancel(buf);

	    case 3932191:
	      return decodeBasicCancelOk(buf);

	    case 3932200:
	      return decodeBasicPublish(buf);

	    case 3932210:
	      return decodeBasicReturn(buf);

	    case 3932220:
	      return decodeBasicDeliver(buf);

	    case 3932230:
	      return decodeBasicGet(buf);

	    case 3932231:
	      return decodeBasicGetOk(buf);

	    case 3932232:
	      return decodeBasicGetEmpty(buf);

	    case 3932240:
	      return decodeBasicAck(buf);

	    case 3932250:
	      return decodeBasicReject(buf);

	    case 3932260:
	      return decodeBasicRecoverAsync(buf);

	    case 3932270:
	      return decodeBasicRecover(buf);

	    case 3932271:
	      return decodeBasicRecoverOk();

	    case 3932280:
	      return decodeBasicNack(buf);

	    case 655370:
	      return decodeConnectionStart(buf);

	    case 655371:
	      return decodeConnectionStartOk(buf);

	    case 655380:
	      return decodeConnectionSecure(buf);

	    case 655381:
	      return decodeConnectionSecureOk(buf);

	    case 655390:
	      return decodeConnectionTune(buf);

	    case 655391:
	      return decodeConnectionTuneOk(buf);

	    case 655400:
	      return decodeConnectionOpen(buf);

	    case 655401:
	      return decodeConnectionOpenOk(buf);

	    case 655410:
	      return decodeConnectionClose(buf);

	    case 655411:
	      return decodeConnectionCloseOk();

	    case 655420:
	      return decodeConnectionBlocked(buf);

	    case 655421:
	      return decodeConnectionUnblocked();

	    case 655430:
	      return decodeConnectionUpdateSecret(buf);

	    case 655431:
	      return decodeConnectionUpdateSecretOk();

	    case 1310730:
	      return decodeChannelOpen(buf);

	    case 1310731:
	      return decodeChannelOpenOk(buf);

	    case 1310740:
	      return decodeChannelFlow(buf);

	    case 1310741:
	      return decodeChannelFlowOk(buf);

	    case 1310760:
	      return decodeChannelClose(buf);

	    case 1310761:
	      return decodeChannelCloseOk();

	    case 1966090:
	      return decodeAccessRequest(buf);

	    case 1966091:
	      return decodeAccessRequestOk(buf);

	    case 2621450:
	      return decodeExchangeDeclare(buf);

	    case 2621451:
	      return decodeExchangeDeclareOk();

	    case 2621460:
	      return decodeExchangeDelete(buf);

	    case 2621461:
	      return decodeExchangeDeleteOk();

	    case 2621470:
	      return decodeExchangeBind(buf);

	    case 2621471:
	      return decodeExchangeBindOk();

	    case 2621480:
	      return decodeExchangeUnbind(buf);

	    case 2621491:
	      return decodeExchangeUnbindOk();

	    case 3276810:
	      return decodeQueueDeclare(buf);

	    case 3276811:
	      return decodeQueueDeclareOk(buf);

	    case 3276820:
	      return decodeQueueBind(buf);

	    case 3276821:
	      return decodeQueueBindOk();

	    case 3276830:
	      return decodeQueuePurge(buf);

	    case 3276831:
	      return decodeQueuePurgeOk(buf);

	    case 3276840:
	      return decodeQueueDelete(buf);

	    case 3276841:
	      return decodeQueueDeleteOk(buf);

	    case 3276850:
	      return decodeQueueUnbind(buf);

	    case 3276851:
	      return decodeQueueUnbindOk();

	    case 5898250:
	      return decodeTxSelect();

	    case 5898251:
	      return decodeTxSelectOk();

	    case 5898260:
	      return decodeTxCommit();

	    case 5898261:
	      return decodeTxCommitOk();

	    case 5898270:
	      return decodeTxRollback();

	    case 5898271:
	      return decodeTxRollbackOk();

	    case 5570570:
	      return decodeConfirmSelect(buf);

	    case 5570571:
	      return decodeConfirmSelectOk();

	    case 60:
	      return decodeBasicProperties(buf);

	    default:
	      throw new Error('Unknown class/method ID');
	  }
	};

	defs.encodeMethod = function (id, channel, fields) {
	  switch (id) {
	    case 3932170:
	      return encodeBasicQos(channel, fields);

	    case 3932171:
	      return encodeBasicQosOk(channel);

	    case 3932180:
	      return encodeBasicConsume(channel, fields);

	    case 3932181:
	      return encodeBasicConsumeOk(channel, fields);

	    case 3932190:
	      return encodeBasicCancel(channel, fields);

	    case 3932191:
	      return encodeBasicCancelOk(channel, fields);

	    case 3932200:
	      return encodeBasicPublish(channel, fields);

	    case 3932210:
	      return encodeBasicReturn(channel, fields);

	    case 3932220:
	      return encodeBasicDeliver(channel, fields);

	    case 3932230:
	      return encodeBasicGet(channel, fields);

	    case 3932231:
	      return encodeBasicGetOk(channel, fields);

	    case 3932232:
	      return encodeBasicGetEmpty(channel, fields);

	    case 3932240:
	      return encodeBasicAck(channel, fields);

	    case 3932250:
	      return encodeBasicReject(channel, fields);

	    case 3932260:
	      return encodeBasicRecoverAsync(channel, fields);

	    case 3932270:
	      return encodeBasicRecover(channel, fields);

	    case 3932271:
	      return encodeBasicRecoverOk(channel);

	    case 3932280:
	      return encodeBasicNack(channel, fields);

	    case 655370:
	      return encodeConnectionStart(channel, fields);

	    case 655371:
	      return encodeConnectionStartOk(channel, fields);

	    case 655380:
	      return encodeConnectionSecure(channel, fields);

	    case 655381:
	      return encodeConnectionSecureOk(channel, fields);

	    case 655390:
	      return encodeConnectionTune(channel, fields);

	    case 655391:
	      return encodeConnectionTuneOk(channel, fields);

	    case 655400:
	      return encodeConnectionOpen(channel, fields);

	    case 655401:
	      return encodeConnectionOpenOk(channel, fields);

	    case 655410:
	      return encodeConnectionClose(channel, fields);

	    case 655411:
	      return encodeConnectionCloseOk(channel);

	    case 655420:
	      return encodeConnectionBlocked(channel, fields);

	    case 655421:
	      return encodeConnectionUnblocked(channel);

	    case 655430:
	      return encodeConnectionUpdateSecret(channel, fields);

	    case 655431:
	      return encodeConnectionUpdateSecretOk(channel);

	    case 1310730:
	      return encodeChannelOpen(channel, fields);

	    case 1310731:
	      return encodeChannelOpenOk(channel, fields);

	    case 1310740:
	      return encodeChannelFlow(channel, fields);

	    case 1310741:
	      return encodeChannelFlowOk(channel, fields);

	    case 1310760:
	      return encodeChannelClose(channel, fields);

	    case 1310761:
	      return encodeChannelCloseOk(channel);

	    case 1966090:
	      return encodeAccessRequest(channel, fields);

	    case 1966091:
	      return encodeAccessRequestOk(channel, fields);

	    case 2621450:
	      return encodeExchangeDeclare(channel, fields);

	    case 2621451:
	      return encodeExchangeDeclareOk(channel);

	    case 2621460:
	      return encodeExchangeDelete(channel, fields);

	    case 2621461:
	      return encodeExchangeDeleteOk(channel);

	    case 2621470:
	      return encodeExchangeBind(channel, fields);

	    case 2621471:
	      return encodeExchangeBindOk(channel);

	    case 2621480:
	      return encodeExchangeUnbind(channel, fields);

	    case 2621491:
	      return encodeExchangeUnbindOk(channel);

	    case 3276810:
	      return encodeQueueDeclare(channel, fields);

	    case 3276811:
	      return encodeQueueDeclareOk(channel, fields);

	    case 3276820:
	      return encodeQueueBind(channel, fields);

	    case 3276821:
	      return encodeQueueBindOk(channel);

	    case 3276830:
	      return encodeQueuePurge(channel, fields);

	    case 3276831:
	      return encodeQueuePurgeOk(channel, fields);

	    case 3276840:
	      return encodeQueueDelete(channel, fields);

	    case 3276841:
	      return encodeQueueDeleteOk(channel, fields);

	    case 3276850:
	      return encodeQueueUnbind(channel, fields);

	    case 3276851:
	      return encodeQueueUnbindOk(channel);

	    case 5898250:
	      return encodeTxSelect(channel);

	    case 5898251:
	      return encodeTxSelectOk(channel);

	    case 5898260:
	      return encodeTxCommit(channel);

	    case 5898261:
	      return encodeTxCommitOk(channel);

	    case 5898270:
	      return encodeTxRollback(channel);

	    case 5898271:
	      return encodeTxRollbackOk(channel);

	    case 5570570:
	      return encodeConfirmSelect(channel, fields);

	    case 5570571:
	      return encodeConfirmSelectOk(channel);

	    default:
	      throw new Error('Unknown class/method ID');
	  }
	};

	defs.encodeProperties = function (id, channel, size, fields) {
	  switch (id) {
	    case 60:
	      return encodeBasicProperties(channel, size, fields);

	    default:
	      throw new Error('Unknown class/properties ID');
	  }
	};

	defs.info = function (id) {
	  switch (id) {
	    case 3932170:
	      return methodInfoBasicQos;

	    case 3932171:
	      return methodInfoBasicQosOk;

	    case 3932180:
	      return methodInfoBasicConsume;

	    case 3932181:
	      return methodInfoBasicConsumeOk;

	    case 3932190:
	      return methodInfoBasicCancel;

	    case 3932191:
	      return methodInfoBasicCancelOk;

	    case 3932200:
	      return methodInfoBasicPublish;

	    case 3932210:
	      return methodInfoBasicReturn;

	    case 3932220:
	      return methodInfoBasicDeliver;

	    case 3932230:
	      return methodInfoBasicGet;

	    case 3932231:
	      return methodInfoBasicGetOk;

	    case 3932232:
	      return methodInfoBasicGetEmpty;

	    case 3932240:
	      return methodInfoBasicAck;

	    case 3932250:
	      return methodInfoBasicReject;

	    case 3932260:
	      return methodInfoBasicRecoverAsync;

	    case 3932270:
	      return methodInfoBasicRecover;

	    case 3932271:
	      return methodInfoBasicRecoverOk;

	    case 3932280:
	      return methodInfoBasicNack;

	    case 655370:
	      return methodInfoConnectionStart;

	    case 655371:
	      return methodInfoConnectionStartOk;

	    case 655380:
	      return methodInfoConnectionSecure;

	    case 655381:
	      return methodInfoConnectionSecureOk;

	    case 655390:
	      return methodInfoConnectionTune;

	    case 655391:
	      return methodInfoConnectionTuneOk;

	    case 655400:
	      return methodInfoConnectionOpen;

	    case 655401:
	      return methodInfoConnectionOpenOk;

	    case 655410:
	      return methodInfoConnectionClose;

	    case 655411:
	      return methodInfoConnectionCloseOk;

	    case 655420:
	      return methodInfoConnectionBlocked;

	    case 655421:
	      return methodInfoConnectionUnblocked;

	    case 655430:
	      return methodInfoConnectionUpdateSecret;

	    case 655431:
	      return methodInfoConnectionUpdateSecretOk;

	    case 1310730:
	      return methodInfoChannelOpen;

	    case 1310731:
	      return methodInfoChannelOpenOk;

	    case 1310740:
	      return methodInfoChannelFlow;

	    case 1310741:
	      return methodInfoChannelFlowOk;

	    case 1310760:
	      return methodInfoChannelClose;

	    case 1310761:
	      return methodInfoChannelCloseOk;

	    case 1966090:
	      return methodInfoAccessRequest;

	    case 1966091:
	      return methodInfoAccessRequestOk;

	    case 2621450:
	      return methodInfoExchangeDeclare;

	    case 2621451:
	      return methodInfoExchangeDeclareOk;

	    case 2621460:
	      return methodInfoExchangeDelete;

	    case 2621461:
	      return methodInfoExchangeDeleteOk;

	    case 2621470:
	      return methodInfoExchangeBind;

	    case 2621471:
	      return methodInfoExchangeBindOk;

	    case 2621480:
	      return methodInfoExchangeUnbind;

	    case 2621491:
	      return methodInfoExchangeUnbindOk;

	    case 3276810:
	      return methodInfoQueueDeclare;

	    case 3276811:
	      return methodInfoQueueDeclareOk;

	    case 3276820:
	      return methodInfoQueueBind;

	    case 3276821:
	      return methodInfoQueueBindOk;

	    case 3276830:
	      return methodInfoQueuePurge;

	    case 3276831:
	      return methodInfoQueuePurgeOk;

	    case 3276840:
	      return methodInfoQueueDelete;

	    case 3276841:
	      return methodInfoQueueDeleteOk;

	    case 3276850:
	      return methodInfoQueueUnbind;

	    case 3276851:
	      return methodInfoQueueUnbindOk;

	    case 5898250:
	      return methodInfoTxSelect;

	    case 5898251:
	      return methodInfoTxSelectOk;

	    case 5898260:
	      return methodInfoTxCommit;

	    case 5898261:
	      return methodInfoTxCommitOk;

	    case 5898270:
	      return methodInfoTxRollback;

	    case 5898271:
	      return methodInfoTxRollbackOk;

	    case 5570570:
	      return methodInfoConfirmSelect;

	    case 5570571:
	      return methodInfoConfirmSelectOk;

	    case 60:
	      return propertiesInfoBasicProperties;

	    default:
	      throw new Error('Unknown class/method ID');
	  }
	};

	defs.BasicQos = 3932170;

	var methodInfoBasicQos = (defs.methodInfoBasicQos = {
	  id: 3932170,
	  classId: 60,
	  methodId: 10,
	  name: 'BasicQos',
	  args: [
	    {
	      type: 'long',
	      name: 'prefetchSize',
	      default: 0,
	    },
	    {
	      type: 'short',
	      name: 'prefetchCount',
	      default: 0,
	    },
	    {
	      type: 'bit',
	      name: 'global',
	      default: false,
	    },
	  ],
	});

	defs.BasicQosOk = 3932171;

	var methodInfoBasicQosOk = (defs.methodInfoBasicQosOk = {
	  id: 3932171,
	  classId: 60,
	  methodId: 11,
	  name: 'BasicQosOk',
	  args: [],
	});

	defs.BasicConsume = 3932180;

	var methodInfoBasicConsume = (defs.methodInfoBasicConsume = {
	  id: 3932180,
	  classId: 60,
	  methodId: 20,
	  name: 'BasicConsume',
	  args: [
	    {
	      type: 'short',
	      name: 'ticket',
	      default: 0,
	    },
	    {
	      type: 'shortstr',
	      name: 'queue',
	      default: '',
	    },
	    {
	      type: 'shortstr',
	      name: 'consumerTag',
	      default: '',
	    },
	    {
	      type: 'bit',
	      name: 'noLocal',
	      default: false,
	    },
	    {
	      type: 'bit',
	      name: 'noAck',
	      default: false,
	    },
	    {
	      type: 'bit',
	      name: 'exclusive',
	      default: false,
	    },
	    {
	      type: 'bit',
	      name: 'nowait',
	      default: false,
	    },
	    {
	      type: 'table',
	      name: 'arguments',
	      default: {},
	    },
	  ],
	});

	defs.BasicConsumeOk = 3932181;

	var methodInfoBasicConsumeOk = (defs.methodInfoBasicConsumeOk = {
	  id: 3932181,
	  classId: 60,
	  methodId: 21,
	  name: 'BasicConsumeOk',
	  args: [
	    {
	      type: 'shortstr',
	      name: 'consumerTag',
	    },
	  ],
	});

	defs.BasicCancel = 3932190;

	var methodInfoBasicCancel = (defs.methodInfoBasicCancel = {
	  id: 3932190,
	  classId: 60,
	  methodId: 30,
	  name: 'BasicCancel',
	  args: [
	    {
	      type: 'shortstr',
	      name: 'consumerTag',
	    },
	    {
	      type: 'bit',
	      name: 'nowait',
	      default: false,
	    },
	  ],
	});

	defs.BasicCancelOk = 3932191;

	var methodInfoBasicCancelOk = (defs.methodInfoBasicCancelOk = {
	  id: 3932191,
	  classId: 60,
	  methodId: 31,
	  name: 'BasicCancelOk',
	  args: [
	    {
	      type: 'shortstr',
	      name: 'consumerTag',
	    },
	  ],
	});

	defs.BasicPublish = 3932200;

	var methodInfoBasicPublish = (defs.methodInfoBasicPublish = {
	  id: 3932200,
	  classId: 60,
	  methodId: 40,
	  name: 'BasicPublish',
	  args: [
	    {
	      type: 'short',
	      name: 'ticket',
	      default: 0,
	    },
	    {
	      type: 'shortstr',
	      name: 'exchange',
	      default: '',
	    },
	    {
	      type: 'shortstr',
	      name: 'routingKey',
	      default: '',
	    },
	    {
	      type: 'bit',
	      name: 'mandatory',
	      default: false,
	    },
	    {
	      type: 'bit',
	      name: 'immediate',
	      default: false,
	    },
	  ],
	});

	defs.BasicReturn = 3932210;

	var methodInfoBasicReturn = (defs.methodInfoBasicReturn = {
	  id: 3932210,
	  classId: 60,
	  methodId: 50,
	  name: 'BasicReturn',
	  args: [
	    {
	      type: 'short',
	      name: 'replyCode',
	    },
	    {
	      type: 'shortstr',
	      name: 'replyText',
	      default: '',
	    },
	    {
	      type: 'shortstr',
	      name: 'exchange',
	    },
	    {
	      type: 'shortstr',
	      name: 'routingKey',
	    },
	  ],
	});

	defs.BasicDeliver = 3932220;

	var methodInfoBasicDeliver = (defs.methodInfoBasicDeliver = {
	  id: 3932220,
	  classId: 60,
	  methodId: 60,
	  name: 'BasicDeliver',
	  args: [
	    {
	      type: 'shortstr',
	      name: 'consumerTag',
	    },
	    {
	      type: 'longlong',
	      name: 'deliveryTag',
	    },
	    {
	      type: 'bit',
	      name: 'redelivered',
	      default: false,
	    },
	    {
	      type: 'shortstr',
	      name: 'exchange',
	    },
	    {
	      type: 'shortstr',
	      name: 'routingKey',
	    },
	  ],
	});

	defs.BasicGet = 3932230;

	var methodInfoBasicGet = (defs.methodInfoBasicGet = {
	  id: 3932230,
	  classId: 60,
	  methodId: 70,
	  name: 'BasicGet',
	  args: [
	    {
	      type: 'short',
	      name: 'ticket',
	      default: 0,
	    },
	    {
	      type: 'shortstr',
	      name: 'queue',
	      default: '',
	    },
	    {
	      type: 'bit',
	      name: 'noAck',
	      default: false,
	    },
	  ],
	});

	defs.BasicGetOk = 3932231;

	var methodInfoBasicGetOk = (defs.methodInfoBasicGetOk = {
	  id: 3932231,
	  classId: 60,
	  methodId: 71,
	  name: 'BasicGetOk',
	  args: [
	    {
	      type: 'longlong',
	      name: 'deliveryTag',
	    },
	    {
	      type: 'bit',
	      name: 'redelivered',
	      default: false,
	    },
	    {
	      type: 'shortstr',
	      name: 'exchange',
	    },
	    {
	      type: 'shortstr',
	      name: 'routingKey',
	    },
	    {
	      type: 'long',
	      name: 'messageCount',
	    },
	  ],
	});

	defs.BasicGetEmpty = 3932232;

	var methodInfoBasicGetEmpty = (defs.methodInfoBasicGetEmpty = {
	  id: 3932232,
	  classId: 60,
	  methodId: 72,
	  name: 'BasicGetEmpty',
	  args: [
	    {
	      type: 'shortstr',
	      name: 'clusterId',
	      default: '',
	    },
	  ],
	});

	defs.BasicAck = 3932240;

	var methodInfoBasicAck = (defs.methodInfoBasicAck = {
	  id: 3932240,
	  classId: 60,
	  methodId: 80,
	  name: 'BasicAck',
	  args: [
	    {
	      type: 'longlong',
	      name: 'deliveryTag',
	      default: 0,
	    },
	    {
	      type: 'bit',
	      name: 'multiple',
	      default: false,
	    },
	  ],
	});

	defs.BasicReject = 3932250;

	var methodInfoBasicReject = (defs.methodInfoBasicReject = {
	  id: 3932250,
	  classId: 60,
	  methodId: 90,
	  name: 'BasicReject',
	  args: [
	    {
	      type: 'longlong',
	      name: 'deliveryTag',
	    },
	    {
	      type: 'bit',
	      name: 'requeue',
	      default: true,
	    },
	  ],
	});

	defs.BasicRecoverAsync = 3932260;

	var methodInfoBasicRecoverAsync = (defs.methodInfoBasicRecoverAsync = {
	  id: 3932260,
	  classId: 60,
	  methodId: 100,
	  name: 'BasicRecoverAsync',
	  args: [
	    {
	      type: 'bit',
	      name: 'requeue',
	      default: false,
	    },
	  ],
	});

	defs.BasicRecover = 3932270;

	var methodInfoBasicRecover = (defs.methodInfoBasicRecover = {
	  id: 3932270,
	  classId: 60,
	  methodId: 110,
	  name: 'BasicRecover',
	  args: [
	    {
	      type: 'bit',
	      name: 'requeue',
	      default: false,
	    },
	  ],
	});

	defs.BasicRecoverOk = 3932271;

	var methodInfoBasicRecoverOk = (defs.methodInfoBasicRecoverOk = {
	  id: 3932271,
	  classId: 60,
	  methodId: 111,
	  name: 'BasicRecoverOk',
	  args: [],
	});

	defs.BasicNack = 3932280;

	var methodInfoBasicNack = (defs.methodInfoBasicNack = {
	  id: 3932280,
	  classId: 60,
	  methodId: 120,
	  name: 'BasicNack',
	  args: [
	    {
	      type: 'longlong',
	      name: 'deliveryTag',
	      default: 0,
	    },
	    {
	      type: 'bit',
	      name: 'multiple',
	      default: false,
	    },
	    {
	      type: 'bit',
	      name: 'requeue',
	      default: true,
	    },
	  ],
	});

	defs.ConnectionStart = 655370;

	var methodInfoConnectionStart = (defs.methodInfoConnectionStart = {
	  id: 655370,
	  classId: 10,
	  methodId: 10,
	  name: 'ConnectionStart',
	  args: [
	    {
	      type: 'octet',
	      name: 'versionMajor',
	      default: 0,
	    },
	    {
	      type: 'octet',
	      name: 'versionMinor',
	      default: 9,
	    },
	    {
	      type: 'table',
	      name: 'serverProperties',
	    },
	    {
	      type: 'longstr',
	      name: 'mechanisms',
	      default: 'PLAIN',
	    },
	    {
	      type: 'longstr',
	      name: 'locales',
	      default: 'en_US',
	    },
	  ],
	});

	defs.ConnectionStartOk = 655371;

	var methodInfoConnectionStartOk = (defs.methodInfoConnectionStartOk = {
	  id: 655371,
	  classId: 10,
	  methodId: 11,
	  name: 'ConnectionStartOk',
	  args: [
	    {
	      type: 'table',
	      name: 'clientProperties',
	    },
	    {
	      type: 'shortstr',
	      name: 'mechanism',
	      default: 'PLAIN',
	    },
	    {
	      type: 'longstr',
	      name: 'response',
	    },
	    {
	      type: 'shortstr',
	      name: 'locale',
	      default: 'en_US',
	    },
	  ],
	});

	defs.ConnectionSecure = 655380;

	var methodInfoConnectionSecure = (defs.methodInfoConnectionSecure = {
	  id: 655380,
	  classId: 10,
	  methodId: 20,
	  name: 'ConnectionSecure',
	  args: [
	    {
	      type: 'longstr',
	      name: 'challenge',
	    },
	  ],
	});

	defs.ConnectionSecureOk = 655381;

	var methodInfoConnectionSecureOk = (defs.methodInfoConnectionSecureOk = {
	  id: 655381,
	  classId: 10,
	  methodId: 21,
	  name: 'ConnectionSecureOk',
	  args: [
	    {
	      type: 'longstr',
	      name: 'response',
	    },
	  ],
	});

	defs.ConnectionTune = 655390;

	var methodInfoConnectionTune = (defs.methodInfoConnectionTune = {
	  id: 655390,
	  classId: 10,
	  methodId: 30,
	  name: 'ConnectionTune',
	  args: [
	    {
	      type: 'short',
	      name: 'channelMax',
	      default: 0,
	    },
	    {
	      type: 'long',
	      name: 'frameMax',
	      default: 0,
	    },
	    {
	      type: 'short',
	      name: 'heartbeat',
	      default: 0,
	    },
	  ],
	});

	defs.ConnectionTuneOk = 655391;

	var methodInfoConnectionTuneOk = (defs.methodInfoConnectionTuneOk = {
	  id: 655391,
	  classId: 10,
	  methodId: 31,
	  name: 'ConnectionTuneOk',
	  args: [
	    {
	      type: 'short',
	      name: 'channelMax',
	      default: 0,
	    },
	    {
	      type: 'long',
	      name: 'frameMax',
	      default: 0,
	    },
	    {
	      type: 'short',
	      name: 'heartbeat',
	      default: 0,
	    },
	  ],
	});

	defs.ConnectionOpen = 655400;

	var methodInfoConnectionOpen = (defs.methodInfoConnectionOpen = {
	  id: 655400,
	  classId: 10,
	  methodId: 40,
	  name: 'ConnectionOpen',
	  args: [
	    {
	      type: 'shortstr',
	      name: 'virtualHost',
	      default: '/',
	    },
	    {
	      type: 'shortstr',
	      name: 'capabilities',
	      default: '',
	    },
	    {
	      type: 'bit',
	      name: 'insist',
	      default: false,
	    },
	  ],
	});

	defs.ConnectionOpenOk = 655401;

	var methodInfoConnectionOpenOk = (defs.methodInfoConnectionOpenOk = {
	  id: 655401,
	  classId: 10,
	  methodId: 41,
	  name: 'ConnectionOpenOk',
	  args: [
	    {
	      type: 'shortstr',
	      name: 'knownHosts',
	      default: '',
	    },
	  ],
	});

	defs.ConnectionClose = 655410;

	var methodInfoConnectionClose = (defs.methodInfoConnectionClose = {
	  id: 655410,
	  classId: 10,
	  methodId: 50,
	  name: 'ConnectionClose',
	  args: [
	    {
	      type: 'short',
	      name: 'replyCode',
	    },
	    {
	      type: 'shortstr',
	      name: 'replyText',
	      default: '',
	    },
	    {
	      type: 'short',
	      name: 'classId',
	    },
	    {
	      type: 'short',
	      name: 'methodId',
	    },
	  ],
	});

	defs.ConnectionCloseOk = 655411;

	var methodInfoConnectionCloseOk = (defs.methodInfoConnectionCloseOk = {
	  id: 655411,
	  classId: 10,
	  methodId: 51,
	  name: 'ConnectionCloseOk',
	  args: [],
	});

	defs.ConnectionBlocked = 655420;

	var methodInfoConnectionBlocked = (defs.methodInfoConnectionBlocked = {
	  id: 655420,
	  classId: 10,
	  methodId: 60,
	  name: 'ConnectionBlocked',
	  args: [
	    {
	      type: 'shortstr',
	      name: 'reason',
	      default: '',
	    },
	  ],
	});

	defs.ConnectionUnblocked = 655421;

	var methodInfoConnectionUnblocked = (defs.methodInfoConnectionUnblocked = {
	  id: 655421,
	  classId: 10,
	  methodId: 61,
	  name: 'ConnectionUnblocked',
	  args: [],
	});

	defs.ConnectionUpdateSecret = 655430;

	var methodInfoConnectionUpdateSecret = (defs.methodInfoConnectionUpdateSecret = {
	  id: 655430,
	  classId: 10,
	  methodId: 70,
	  name: 'ConnectionUpdateSecret',
	  args: [
	    {
	      type: 'longstr',
	      name: 'newSecret',
	    },
	    {
	      type: 'shortstr',
	      name: 'reason',
	    },
	  ],
	});

	defs.ConnectionUpdateSecretOk = 655431;

	var methodInfoConnectionUpdateSecretOk = (defs.methodInfoConnectionUpdateSecretOk = {
	  id: 655431,
	  classId: 10,
	  methodId: 71,
	  name: 'ConnectionUpdateSecretOk',
	  args: [],
	});

	defs.ChannelOpen = 1310730;

	var methodInfoChannelOpen = (defs.methodInfoChannelOpen = {
	  id: 1310730,
	  classId: 20,
	  methodId: 10,
	  name: 'ChannelOpen',
	  args: [
	    {
	      type: 'shortstr',
	      name: 'outOfBand',
	      default: '',
	    },
	  ],
	});

	defs.ChannelOpenOk = 1310731;

	var methodInfoChannelOpenOk = (defs.methodInfoChannelOpenOk = {
	  id: 1310731,
	  classId: 20,
	  methodId: 11,
	  name: 'ChannelOpenOk',
	  args: [
	    {
	      type: 'longstr',
	      name: 'channelId',
	      default: '',
	    },
	  ],
	});

	defs.ChannelFlow = 1310740;

	var methodInfoChannelFlow = (defs.methodInfoChannelFlow = {
	  id: 1310740,
	  classId: 20,
	  methodId: 20,
	  name: 'ChannelFlow',
	  args: [
	    {
	      type: 'bit',
	      name: 'active',
	    },
	  ],
	});

	defs.ChannelFlowOk = 1310741;

	var methodInfoChannelFlowOk = (defs.methodInfoChannelFlowOk = {
	  id: 1310741,
	  classId: 20,
	  methodId: 21,
	  name: 'ChannelFlowOk',
	  args: [
	    {
	      type: 'bit',
	      name: 'active',
	    },
	  ],
	});

	defs.ChannelClose = 1310760;

	var methodInfoChannelClose = (defs.methodInfoChannelClose = {
	  id: 1310760,
	  classId: 20,
	  methodId: 40,
	  name: 'ChannelClose',
	  args: [
	    {
	      type: 'short',
	      name: 'replyCode',
	    },
	    {
	      type: 'shortstr',
	      name: 'replyText',
	      default: '',
	    },
	    {
	      type: 'short',
	      name: 'classId',
	    },
	    {
	      type: 'short',
	      name: 'methodId',
	    },
	  ],
	});

	defs.ChannelCloseOk = 1310761;

	var methodInfoChannelCloseOk = (defs.methodInfoChannelCloseOk = {
	  id: 1310761,
	  classId: 20,
	  methodId: 41,
	  name: 'ChannelCloseOk',
	  args: [],
	});

	defs.AccessRequest = 1966090;

	var methodInfoAccessRequest = (defs.methodInfoAccessRequest = {
	  id: 1966090,
	  classId: 30,
	  methodId: 10,
	  name: 'AccessRequest',
	  args: [
	    {
	      type: 'shortstr',
	      name: 'realm',
	      default: '/data',
	    },
	    {
	      type: 'bit',
	      name: 'exclusive',
	      default: false,
	    },
	    {
	      type: 'bit',
	      name: 'passive',
	      default: true,
	    },
	    {
	      type: 'bit',
	      name: 'active',
	      default: true,
	    },
	    {
	      type: 'bit',
	      name: 'write',
	      default: true,
	    },
	    {
	      type: 'bit',
	      name: 'read',
	      default: true,
	    },
	  ],
	});

	defs.AccessRequestOk = 1966091;

	var methodInfoAccessRequestOk = (defs.methodInfoAccessRequestOk = {
	  id: 1966091,
	  classId: 30,
	  methodId: 11,
	  name: 'AccessRequestOk',
	  args: [
	    {
	      type: 'short',
	      name: 'ticket',
	      default: 1,
	    },
	  ],
	});

	defs.ExchangeDeclare = 2621450;

	var methodInfoExchangeDeclare = (defs.methodInfoExchangeDeclare = {
	  id: 2621450,
	  classId: 40,
	  methodId: 10,
	  name: 'ExchangeDeclare',
	  args: [
	    {
	      type: 'short',
	      name: 'ticket',
	      default: 0,
	    },
	    {
	      type: 'shortstr',
	      name: 'exchange',
	    },
	    {
	      type: 'shortstr',
	      name: 'type',
	      default: 'direct',
	    },
	    {
	      type: 'bit',
	      name: 'passive',
	      default: false,
	    },
	    {
	      type: 'bit',
	      name: 'durable',
	      default: false,
	    },
	    {
	      type: 'bit',
	      name: 'autoDelete',
	      default: false,
	    },
	    {
	      type: 'bit',
	      name: 'internal',
	      default: false,
	    },
	    {
	      type: 'bit',
	      name: 'nowait',
	      default: false,
	    },
	    {
	      type: 'table',
	      name: 'arguments',
	      default: {},
	    },
	  ],
	});

	defs.ExchangeDeclareOk = 2621451;

	var methodInfoExchangeDeclareOk = (defs.methodInfoExchangeDeclareOk = {
	  id: 2621451,
	  classId: 40,
	  methodId: 11,
	  name: 'ExchangeDeclareOk',
	  args: [],
	});

	defs.ExchangeDelete = 2621460;

	var methodInfoExchangeDelete = (defs.methodInfoExchangeDelete = {
	  id: 2621460,
	  classId: 40,
	  methodId: 20,
	  name: 'ExchangeDelete',
	  args: [
	    {
	      type: 'short',
	      name: 'ticket',
	      default: 0,
	    },
	    {
	      type: 'shortstr',
	      name: 'exchange',
	    },
	    {
	      type: 'bit',
	      name: 'ifUnused',
	      default: false,
	    },
	    {
	      type: 'bit',
	      name: 'nowait',
	      default: false,
	    },
	  ],
	});

	defs.ExchangeDeleteOk = 2621461;

	var methodInfoExchangeDeleteOk = (defs.methodInfoExchangeDeleteOk = {
	  id: 2621461,
	  classId: 40,
	  methodId: 21,
	  name: 'ExchangeDeleteOk',
	  args: [],
	});

	defs.ExchangeBind = 2621470;

	var methodInfoExchangeBind = (defs.methodInfoExchangeBind = {
	  id: 2621470,
	  classId: 40,
	  methodId: 30,
	  name: 'ExchangeBind',
	  args: [
	    {
	      type: 'short',
	      name: 'ticket',
	      default: 0,
	    },
	    {
	      type: 'shortstr',
	      name: 'destination',
	    },
	    {
	      type: 'shortstr',
	      name: 'source',
	    },
	    {
	      type: 'shortstr',
	      name: 'routingKey',
	      default: '',
	    },
	    {
	      type: 'bit',
	      name: 'nowait',
	      default: false,
	    },
	    {
	      type: 'table',
	      name: 'arguments',
	      default: {},
	    },
	  ],
	});

	defs.ExchangeBindOk = 2621471;

	var methodInfoExchangeBindOk = (defs.methodInfoExchangeBindOk = {
	  id: 2621471,
	  classId: 40,
	  methodId: 31,
	  name: 'ExchangeBindOk',
	  args: [],
	});

	defs.ExchangeUnbind = 2621480;

	var methodInfoExchangeUnbind = (defs.methodInfoExchangeUnbind = {
	  id: 2621480,
	  classId: 40,
	  methodId: 40,
	  name: 'ExchangeUnbind',
	  args: [
	    {
	      type: 'short',
	      name: 'ticket',
	      default: 0,
	    },
	    {
	      type: 'shortstr',
	      name: 'destination',
	    },
	    {
	      type: 'shortstr',
	      name: 'source',
	    },
	    {
	      type: 'shortstr',
	      name: 'routingKey',
	      default: '',
	    },
	    {
	      type: 'bit',
	      name: 'nowait',
	      default: false,
	    },
	    {
	      type: 'table',
	      name: 'arguments',
	      default: {},
	    },
	  ],
	});

	defs.ExchangeUnbindOk = 2621491;

	var methodInfoExchangeUnbindOk = (defs.methodInfoExchangeUnbindOk = {
	  id: 2621491,
	  classId: 40,
	  methodId: 51,
	  name: 'ExchangeUnbindOk',
	  args: [],
	});

	defs.QueueDeclare = 3276810;

	var methodInfoQueueDeclare = (defs.methodInfoQueueDeclare = {
	  id: 3276810,
	  classId: 50,
	  methodId: 10,
	  name: 'QueueDeclare',
	  args: [
	    {
	      type: 'short',
	      name: 'ticket',
	      default: 0,
	    },
	    {
	      type: 'shortstr',
	      name: 'queue',
	      default: '',
	    },
	    {
	      type: 'bit',
	      name: 'passive',
	      default: false,
	    },
	    {
	      type: 'bit',
	      name: 'durable',
	      default: false,
	    },
	    {
	      type: 'bit',
	      name: 'exclusive',
	      default: false,
	    },
	    {
	      type: 'bit',
	      name: 'autoDelete',
	      default: false,
	    },
	    {
	      type: 'bit',
	      name: 'nowait',
	      default: false,
	    },
	    {
	      type: 'table',
	      name: 'arguments',
	      default: {},
	    },
	  ],
	});

	defs.QueueDeclareOk = 3276811;

	var methodInfoQueueDeclareOk = (defs.methodInfoQueueDeclareOk = {
	  id: 3276811,
	  classId: 50,
	  methodId: 11,
	  name: 'QueueDeclareOk',
	  args: [
	    {
	      type: 'shortstr',
	      name: 'queue',
	    },
	    {
	      type: 'long',
	      name: 'messageCount',
	    },
	    {
	      type: 'long',
	      name: 'consumerCount',
	    },
	  ],
	});

	defs.QueueBind = 3276820;

	var methodInfoQueueBind = (defs.methodInfoQueueBind = {
	  id: 3276820,
	  classId: 50,
	  methodId: 20,
	  name: 'QueueBind',
	  args: [
	    {
	      type: 'short',
	      name: 'ticket',
	      default: 0,
	    },
	    {
	      type: 'shortstr',
	      name: 'queue',
	      default: '',
	    },
	    {
	      type: 'shortstr',
	      name: 'exchange',
	    },
	    {
	      type: 'shortstr',
	      name: 'routingKey',
	      default: '',
	    },
	    {
	      type: 'bit',
	      name: 'nowait',
	      default: false,
	    },
	    {
	      type: 'table',
	      name: 'arguments',
	      default: {},
	    },
	  ],
	});

	defs.QueueBindOk = 3276821;

	var methodInfoQueueBindOk = (defs.methodInfoQueueBindOk = {
	  id: 3276821,
	  classId: 50,
	  methodId: 21,
	  name: 'QueueBindOk',
	  args: [],
	});

	defs.QueuePurge = 3276830;

	var methodInfoQueuePurge = (defs.methodInfoQueuePurge = {
	  id: 3276830,
	  classId: 50,
	  methodId: 30,
	  name: 'QueuePurge',
	  args: [
	    {
	      type: 'short',
	      name: 'ticket',
	      default: 0,
	    },
	    {
	      type: 'shortstr',
	      name: 'queue',
	      default: '',
	    },
	    {
	      type: 'bit',
	      name: 'nowait',
	      default: false,
	    },
	  ],
	});

	defs.QueuePurgeOk = 3276831;

	var methodInfoQueuePurgeOk = (defs.methodInfoQueuePurgeOk = {
	  id: 3276831,
	  classId: 50,
	  methodId: 31,
	  name: 'QueuePurgeOk',
	  args: [
	    {
	      type: 'long',
	      name: 'messageCount',
	    },
	  ],
	});

	defs.QueueDelete = 3276840;

	var methodInfoQueueDelete = (defs.methodInfoQueueDelete = {
	  id: 3276840,
	  classId: 50,
	  methodId: 40,
	  name: 'QueueDelete',
	  args: [
	    {
	      type: 'short',
	      name: 'ticket',
	      default: 0,
	    },
	    {
	      type: 'shortstr',
	      name: 'queue',
	      default: '',
	    },
	    {
	      type: 'bit',
	      name: 'ifUnused',
	      default: false,
	    },
	    {
	      type: 'bit',
	      name: 'ifEmpty',
	      default: false,
	    },
	    {
	      type: 'bit',
	      name: 'nowait',
	      default: false,
	    },
	  ],
	});

	defs.QueueDeleteOk = 3276841;

	var methodInfoQueueDeleteOk = (defs.methodInfoQueueDeleteOk = {
	  id: 3276841,
	  classId: 50,
	  methodId: 41,
	  name: 'QueueDeleteOk',
	  args: [
	    {
	      type: 'long',
	      name: 'messageCount',
	    },
	  ],
	});

	defs.QueueUnbind = 3276850;

	var methodInfoQueueUnbind = (defs.methodInfoQueueUnbind = {
	  id: 3276850,
	  classId: 50,
	  methodId: 50,
	  name: 'QueueUnbind',
	  args: [
	    {
	      type: 'short',
	      name: 'ticket',
	      default: 0,
	    },
	    {
	      type: 'shortstr',
	      name: 'queue',
	      default: '',
	    },
	    {
	      type: 'shortstr',
	      name: 'exchange',
	    },
	    {
	      type: 'shortstr',
	      name: 'routingKey',
	      default: '',
	    },
	    {
	      type: 'table',
	      name: 'arguments',
	      default: {},
	    },
	  ],
	});

	defs.QueueUnbindOk = 3276851;

	var methodInfoQueueUnbindOk = (defs.methodInfoQueueUnbindOk = {
	  id: 3276851,
	  classId: 50,
	  methodId: 51,
	  name: 'QueueUnbindOk',
	  args: [],
	});

	defs.TxSelect = 5898250;

	var methodInfoTxSelect = (defs.methodInfoTxSelect = {
	  id: 5898250,
	  classId: 90,
	  methodId: 10,
	  name: 'TxSelect',
	  args: [],
	});

	defs.TxSelectOk = 5898251;

	var methodInfoTxSelectOk = (defs.methodInfoTxSelectOk = {
	  id: 5898251,
	  classId: 90,
	  methodId: 11,
	  name: 'TxSelectOk',
	  args: [],
	});

	defs.TxCommit = 5898260;

	var methodInfoTxCommit = (defs.methodInfoTxCommit = {
	  id: 5898260,
	  classId: 90,
	  methodId: 20,
	  name: 'TxCommit',
	  args: [],
	});

	defs.TxCommitOk = 5898261;

	var methodInfoTxCommitOk = (defs.methodInfoTxCommitOk = {
	  id: 5898261,
	  classId: 90,
	  methodId: 21,
	  name: 'TxCommitOk',
	  args: [],
	});

	defs.TxRollback = 5898270;

	var methodInfoTxRollback = (defs.methodInfoTxRollback = {
	  id: 5898270,
	  classId: 90,
	  methodId: 30,
	  name: 'TxRollback',
	  args: [],
	});

	defs.TxRollbackOk = 5898271;

	var methodInfoTxRollbackOk = (defs.methodInfoTxRollbackOk = {
	  id: 5898271,
	  classId: 90,
	  methodId: 31,
	  name: 'TxRollbackOk',
	  args: [],
	});

	defs.ConfirmSelect = 5570570;

	var methodInfoConfirmSelect = (defs.methodInfoConfirmSelect = {
	  id: 5570570,
	  classId: 85,
	  methodId: 10,
	  name: 'ConfirmSelect',
	  args: [
	    {
	      type: 'bit',
	      name: 'nowait',
	      default: false,
	    },
	  ],
	});

	defs.ConfirmSelectOk = 5570571;

	var methodInfoConfirmSelectOk = (defs.methodInfoConfirmSelectOk = {
	  id: 5570571,
	  classId: 85,
	  methodId: 11,
	  name: 'ConfirmSelectOk',
	  args: [],
	});

	defs.BasicProperties = 60;

	var propertiesInfoBasicProperties = (defs.propertiesInfoBasicProperties = {
	  id: 60,
	  name: 'BasicProperties',
	  args: [
	    {
	      type: 'shortstr',
	      name: 'contentType',
	    },
	    {
	      type: 'shortstr',
	      name: 'contentEncoding',
	    },
	    {
	      type: 'table',
	      name: 'headers',
	    },
	    {
	      type: 'octet',
	      name: 'deliveryMode',
	    },
	    {
	      type: 'octet',
	      name: 'priority',
	    },
	    {
	      type: 'shortstr',
	      name: 'correlationId',
	    },
	    {
	      type: 'shortstr',
	      name: 'replyTo',
	    },
	    {
	      type: 'shortstr',
	      name: 'expiration',
	    },
	    {
	      type: 'shortstr',
	      name: 'messageId',
	    },
	    {
	      type: 'timestamp',
	      name: 'timestamp',
	    },
	    {
	      type: 'shortstr',
	      name: 'type',
	    },
	    {
	      type: 'shortstr',
	      name: 'userId',
	    },
	    {
	      type: 'shortstr',
	      name: 'appId',
	    },
	    {
	      type: 'shortstr',
	      name: 'clusterId',
	    },
	  ],
	});
	return defs;
}

var frame = {};

var hasRequiredFrame;

function requireFrame () {
	if (hasRequiredFrame) return frame;
	hasRequiredFrame = 1;
	const defs = requireDefs();
	const constants = defs.constants;
	const decode = defs.decode;

	frame.PROTOCOL_HEADER = `AMQP${String.fromCharCode(0, 0, 9, 1)}`;

	/*
	  Frame format:

	  0      1         3             7                size+7 size+8
	  +------+---------+-------------+ +------------+ +-----------+
	  | type | channel | size        | | payload    | | frame-end |
	  +------+---------+-------------+ +------------+ +-----------+
	  octet   short     long            size octets    octet

	  In general I want to know those first three things straight away, so I
	  can discard frames early.

	*/

	// framing constants
	const FRAME_METHOD = constants.FRAME_METHOD;
	const FRAME_HEARTBEAT = constants.FRAME_HEARTBEAT;
	const FRAME_HEADER = constants.FRAME_HEADER;
	const FRAME_BODY = constants.FRAME_BODY;
	const FRAME_END = constants.FRAME_END;

	// expected byte sizes for frame parts
	const TYPE_BYTES = 1;
	const CHANNEL_BYTES = 2;
	const SIZE_BYTES = 4;
	const FRAME_HEADER_BYTES = TYPE_BYTES + CHANNEL_BYTES + SIZE_BYTES;
	const FRAME_END_BYTES = 1;

	/**
	 * @typedef {{
	 *   type: number,
	 *   channel: number,
	 *   size: number,
	 *   payload: Buffer,
	 *   rest: Buffer
	 * }} FrameStructure
	 */

	function readInt64BE(buffer, offset) {
	  return Number(buffer.readBigInt64BE(offset));
	}

	// %%% TESTME possibly better to cons the first bit and write the
	// second directly, in the absence of IO lists
	/**
	 * Make a frame header
	 * @arg { number } channel
	 * @arg { Buffer } payload
	 */
	frame.makeBodyFrame = (channel, payload) => {
	  const frameSize = FRAME_HEADER_BYTES + payload.length + FRAME_END_BYTES;

	  const frame = Buffer.alloc(frameSize);

	  let offset = 0;

	  offset = frame.writeUInt8(FRAME_BODY, offset);
	  offset = frame.writeUInt16BE(channel, offset);
	  offset = frame.writeInt32BE(payload.length, offset);

	  payload.copy(frame, offset);
	  offset += payload.length;

	  frame.writeUInt8(FRAME_END, offset);

	  return frame;
	};

	/**
	 * Parse an AMQP frame
	 * @arg { Buffer } bin
	 * @arg { number } max
	 * @returns { FrameStructure | boolean }
	 */
	function parseFrame(bin, max) {
	  if (bin.length < FRAME_HEADER_BYTES) {
	    return false;
	  }

	  const type = bin.readUInt8(0);
	  const channel = bin.readUInt16BE(1);
	  const size = bin.readUInt32BE(3);

	  if (max > 0 && size > max) {
	    throw new Error(`Frame size ${size} exceeds maxFrameSize ${max}`);
	  }

	  const totalSize = FRAME_HEADER_BYTES + size + FRAME_END_BYTES;

	  if (bin.length < totalSize) {
	    return false;
	  }

	  const frameEnd = bin.readUInt8(FRAME_HEADER_BYTES + size);

	  if (frameEnd !== FRAME_END) {
	    throw new Error('Invalid frame');
	  }

	  return {
	    type,
	    channel,
	    size,
	    payload: bin.subarray(FRAME_HEADER_BYTES, FRAME_HEADER_BYTES + size),
	    rest: bin.subarray(totalSize),
	  };
	}

	frame.parseFrame = parseFrame;

	const HEARTBEAT = { channel: 0 };

	/**
	 * Decode AMQP frame into JS object
	 * @param { FrameStructure } frame
	 * @returns
	 */
	frame.decodeFrame = (frame) => {
	  const payload = frame.payload;
	  const channel = frame.channel;

	  switch (frame.type) {
	    case FRAME_METHOD: {
	      const id = payload.readUInt32BE(0);
	      const args = payload.subarray(4);
	      const fields = decode(id, args);
	      return { id, channel, fields };
	    }
	    case FRAME_HEADER: {
	      const id = payload.readUInt16BE(0);
	      // const weight = payload.readUInt16BE(2)
	      const size = readInt64BE(payload, 4);
	      const flagsAndfields = payload.subarray(12);
	      const fields = decode(id, flagsAndfields);
	      return { id, channel, size, fields };
	    }
	    case FRAME_BODY:
	      return { channel, content: payload };
	    case FRAME_HEARTBEAT:
	      return HEARTBEAT;
	    default:
	      throw new Error(`Unknown frame type ${frame.type}`);
	  }
	};

	// encoded heartbeat
	frame.HEARTBEAT_BUF = Buffer.from([
	  constants.FRAME_HEARTBEAT,
	  0,
	  0,
	  0,
	  0, // size = 0
	  0,
	  0, // channel = 0
	  constants.FRAME_END,
	]);

	frame.HEARTBEAT = HEARTBEAT;
	return frame;
}

var mux = {};

var hasRequiredMux;

function requireMux () {
	if (hasRequiredMux) return mux;
	hasRequiredMux = 1;
	// A Mux is an object into which other readable streams may be piped;
	// it then writes 'packets' from the upstreams to the given
	// downstream.

	const assert = require$$0;

	const schedule = typeof setImmediate === 'function' ? setImmediate : process.nextTick;

	class Mux {
	  constructor(downstream) {
	    this.newStreams = [];
	    this.oldStreams = [];
	    this.blocked = false;
	    this.scheduledRead = false;

	    this.out = downstream;
	    downstream.on('drain', () => {
	      this.blocked = false;
	      this._readIncoming();
	    });
	  }

	  // There are 2 states we can be in:
	  // - waiting for outbound capacity, which will be signalled by a
	  // - 'drain' event on the downstream; or,
	  // - no packets to send, waiting for an inbound buffer to have
	  //   packets, which will be signalled by a 'readable' event
	  // If we write all packets available whenever there is outbound
	  // capacity, we will either run out of outbound capacity (`#write`
	  // returns false), or run out of packets (all calls to an
	  // `inbound.read()` have returned null).
	  _readIncoming() {
	    // We may be sent here speculatively, if an incoming stream has
	    // become readable
	    if (this.blocked) return;

	    let accepting = true;
	    const out = this.out;

	    // Try to read a chunk from each stream in turn, until all streams
	    // are empty, or we exhaust our ability to accept chunks.
	    function roundrobin(streams) {
	      while (accepting && streams.length > 0) {
	        const stream = streams.shift();
	        const chunk = stream.read();
	        if (chunk !== null) {
	          accepting = out.write(chunk);
	          streams.push(stream);
	        }
	      }
	    }

	    roundrobin(this.newStreams);

	    // Either we exhausted the new queues, or we ran out of capacity. If
	    // we ran out of capacity, all the remaining new streams (i.e.,
	    // those with packets left) become old streams. This effectively
	    // prioritises streams that keep their buffers close to empty over
	    // those that are constantly near full.
	    if (accepting) {
	      // all new queues are exhausted, write as many as
	      // we can from the old streams
	      assert.equal(0, this.newStreams.length);
	      roundrobin(this.oldStreams);
	    } else {
	      // ran out of room
	      assert(this.newStreams.length > 0, 'Expect some new streams to remain');
	      Array.prototype.push.apply(this.oldStreams, this.newStreams);
	      this.newStreams = [];
	    }
	    // We may have exhausted all the old queues, or run out of room;
	    // either way, all we need to do is record whether we have capacity
	    // or not, so any speculative reads will know
	    this.blocked = !accepting;
	  }

	  _scheduleRead() {
	    if (!this.scheduledRead) {
	      schedule(() => {
	        this.scheduledRead = false;
	        this._readIncoming();
	      });
	      this.scheduledRead = true;
	    }
	  }

	  pipeFrom(readable) {
	    const self = this;

	    function enqueue() {
	      self.newStreams.push(readable);
	      self._scheduleRead();
	    }

	    function cleanup() {
	      readable.removeListener('readable', enqueue);
	      readable.removeListener('error', cleanup);
	      readable.removeListener('end', cleanup);
	      readable.removeListener('unpipeFrom', cleanupIfMe);
	    }
	    function cleanupIfMe(dest) {
	      if (dest === self) cleanup();
	    }

	    readable.on('unpipeFrom', cleanupIfMe);
	    readable.on('end', cleanup);
	    readable.on('error', cleanup);
	    readable.on('readable', enqueue);
	  }

	  unpipeFrom(readable) {
	    readable.emit('unpipeFrom', this);
	  }
	}

	mux.Mux = Mux;
	return mux;
}

var heartbeat = {exports: {}};

var hasRequiredHeartbeat;

function requireHeartbeat () {
	if (hasRequiredHeartbeat) return heartbeat.exports;
	hasRequiredHeartbeat = 1;
	(function (module) {
		// Heartbeats. In AMQP both clients and servers may expect a heartbeat
		// frame if there is no activity on the connection for a negotiated
		// period of time. If there's no activity for two such intervals, the
		// server or client is allowed to close the connection on the
		// presumption that the other party is dead.
		//
		// The client has two jobs here: the first is to send a heartbeat
		// frame if it's not sent any frames for a while, so that the server
		// doesn't think it's dead; the second is to check periodically that
		// it's seen activity from the server, and to advise if there doesn't
		// appear to have been any for over two intervals.
		//
		// Node.JS timers are a bit unreliable, in that they endeavour only to
		// fire at some indeterminate point *after* the given time (rather
		// gives the lie to 'realtime', dunnit). Because the scheduler is just
		// an event loop, it's quite easy to delay timers indefinitely by
		// reacting to some I/O with a lot of computation.
		//
		// To mitigate this I need a bit of creative interpretation:
		//
		//  - I'll schedule a server activity check for every `interval`, and
		//    check just how much time has passed. It will overshoot by at
		//    least a small margin; modulo missing timer deadlines, it'll
		//    notice between two and three intervals after activity actually
		//    stops (otherwise, at some point after two intervals).
		//
		//  - Every `interval / 2` I'll check that we've sent something since
		//    the last check, and if not, send a heartbeat frame. If we're
		//    really too busy to even run the check for two whole heartbeat
		//    intervals, there must be a lot of I (but not O, at least not on
		//    the connection), or computation, in which case perhaps it's best
		//    the server cuts us off anyway. Why `interval / 2`? Because the
		//    edge case is that the client sent a frame just after a
		//    heartbeat, which would mean I only send one after almost two
		//    intervals. (NB a heartbeat counts as a send, so it'll be checked
		//    at least twice before sending another)
		//
		// This design is based largely on RabbitMQ's heartbeating:
		// https://github.com/rabbitmq/rabbitmq-common/blob/master/src/rabbit_heartbeat.erl

		// %% Yes, I could apply the same 'actually passage of time' thing to
		// %% send as well as to recv.

		const EventEmitter = require$$0$1;

		// Exported so that we can mess with it in tests
		module.exports.UNITS_TO_MS = 1000;

		class Heart extends EventEmitter {
		  constructor(interval, checkSend, checkRecv) {
		    super();

		    this.interval = interval;

		    const intervalMs = interval * module.exports.UNITS_TO_MS;
		    // Function#bind is my new best friend
		    const beat = this.emit.bind(this, 'beat');
		    const timeout = this.emit.bind(this, 'timeout');

		    this.sendTimer = setInterval(this.runHeartbeat.bind(this, checkSend, beat), intervalMs / 2);

		    // A timeout occurs if I see nothing for *two consecutive* intervals
		    let recvMissed = 0;
		    function missedTwo() {
		      if (!checkRecv()) return ++recvMissed < 2;
		      else {
		        recvMissed = 0;
		        return true;
		      }
		    }
		    this.recvTimer = setInterval(this.runHeartbeat.bind(this, missedTwo, timeout), intervalMs);
		  }

		  clear() {
		    clearInterval(this.sendTimer);
		    clearInterval(this.recvTimer);
		  }

		  runHeartbeat(check, fail) {
		    // Have we seen activity?
		    if (!check()) fail();
		  }
		}

		module.exports.Heart = Heart; 
	} (heartbeat));
	return heartbeat.exports;
}

var format = {};

var hasRequiredFormat;

function requireFormat () {
	if (hasRequiredFormat) return format;
	hasRequiredFormat = 1;
	const defs = requireDefs();
	const format$1 = require$$4.format;
	const HEARTBEAT = requireFrame().HEARTBEAT;

	format.closeMessage = (close) => {
	  const code = close.fields.replyCode;
	  return format$1('%d (%s) with message "%s"', code, defs.constant_strs[code], close.fields.replyText);
	};

	format.methodName = (id) => defs.info(id).name;

	format.inspect = (frame, showFields) => {
	  if (frame === HEARTBEAT) {
	    return '<Heartbeat>';
	  } else if (!frame.id) {
	    return format$1('<Content channel:%d size:%d>', frame.channel, frame.size);
	  } else {
	    const info = defs.info(frame.id);
	    return format$1('<%s channel:%d%s>', info.name, frame.channel, showFields ? ` ${JSON.stringify(frame.fields, undefined, 2)}` : '');
	  }
	};
	return format;
}

var bitset = {};

/**
 * A bitset implementation, after that in java.util.  Yes there
 * already exist such things, but none implement next{Clear|Set}Bit or
 * equivalent, and none involved me tooling about for an evening.
 */

var hasRequiredBitset;

function requireBitset () {
	if (hasRequiredBitset) return bitset;
	hasRequiredBitset = 1;
	class BitSet {
	  /**
	   * @param {number} [size]
	   */
	  constructor(size) {
	    if (size) {
	      const numWords = Math.ceil(size / 32);
	      this.words = new Array(numWords);
	    } else {
	      this.words = [];
	    }
	    this.wordsInUse = 0; // = number, not index
	  }

	  /**
	   * @param {number} numWords
	   */
	  ensureSize(numWords) {
	    const wordsPresent = this.words.length;
	    if (wordsPresent < numWords) {
	      this.words = this.words.concat(new Array(numWords - wordsPresent));
	    }
	  }

	  /**
	   * @param {number} bitIndex
	   */
	  set(bitIndex) {
	    const w = wordIndex(bitIndex);
	    if (w >= this.wordsInUse) {
	      this.ensureSize(w + 1);
	      this.wordsInUse = w + 1;
	    }
	    const bit = 1 << bitIndex;
	    this.words[w] |= bit;
	  }

	  /**
	   * @param {number} bitIndex
	   */
	  clear(bitIndex) {
	    const w = wordIndex(bitIndex);
	    if (w >= this.wordsInUse) return;
	    const mask = ~(1 << bitIndex);
	    this.words[w] &= mask;
	  }

	  /**
	   * @param {number} bitIndex
	   */
	  get(bitIndex) {
	    const w = wordIndex(bitIndex);
	    if (w >= this.wordsInUse) return false; // >= since index vs size
	    const bit = 1 << bitIndex;
	    return !!(this.words[w] & bit);
	  }

	  /**
	   * Give the next bit that is set on or after fromIndex, or -1 if no such bit
	   *
	   * @param {number} fromIndex
	   */
	  nextSetBit(fromIndex) {
	    let w = wordIndex(fromIndex);
	    if (w >= this.wordsInUse) return -1;

	    // the right-hand side is shifted to only test the bits of the first
	    // word that are > fromIndex
	    let word = this.words[w] & (0xffffffff << fromIndex);
	    while (true) {
	      if (word) return w * 32 + trailingZeros(word);
	      w++;
	      if (w === this.wordsInUse) return -1;
	      word = this.words[w];
	    }
	  }

	  /**
	   * @param {number} fromIndex
	   */
	  nextClearBit(fromIndex) {
	    let w = wordIndex(fromIndex);
	    if (w >= this.wordsInUse) return fromIndex;

	    let word = ~this.words[w] & (0xffffffff << fromIndex);
	    while (true) {
	      if (word) return w * 32 + trailingZeros(word);
	      w++;
	      if (w === this.wordsInUse) return w * 32;
	      word = ~this.words[w];
	    }
	  }
	}

	/**
	 * @param {number} bitIndex
	 */
	function wordIndex(bitIndex) {
	  return Math.floor(bitIndex / 32);
	}

	/**
	 * @param {number} i
	 */
	function trailingZeros(i) {
	  // From Hacker's Delight, via JDK. Probably far less effective here,
	  // since bit ops are not necessarily the quick way to do things in
	  // JS.
	  if (i === 0) return 32;
	  let y;
	  let n = 31;
	  y = i << 16;
	  if (y !== 0) {
	    n = n - 16;
	    i = y;
	  }
	  y = i << 8;
	  if (y !== 0) {
	    n = n - 8;
	    i = y;
	  }
	  y = i << 4;
	  if (y !== 0) {
	    n = n - 4;
	    i = y;
	  }
	  y = i << 2;
	  if (y !== 0) {
	    n = n - 2;
	    i = y;
	  }
	  return n - ((i << 1) >>> 31);
	}

	bitset.BitSet = BitSet;
	return bitset;
}

var error = {};

var hasRequiredError;

function requireError () {
	if (hasRequiredError) return error;
	hasRequiredError = 1;
	const inherits = require$$4.inherits;

	function trimStack(stack, num) {
	  return stack && stack.split('\n').slice(num).join('\n');
	}

	function IllegalOperationError(msg, stack) {
	  const tmp = new Error();
	  this.message = msg;
	  this.stack = `${this.toString()}\n${trimStack(tmp.stack, 2)}`;
	  this.stackAtStateChange = stack;
	}
	inherits(IllegalOperationError, Error);

	IllegalOperationError.prototype.name = 'IllegalOperationError';

	function stackCapture(reason) {
	  const e = new Error();
	  return `Stack capture: ${reason}\n${trimStack(e.stack, 2)}`;
	}

	error.IllegalOperationError = IllegalOperationError;
	error.stackCapture = stackCapture;
	return error;
}

var safe_emit;
var hasRequiredSafe_emit;

function requireSafe_emit () {
	if (hasRequiredSafe_emit) return safe_emit;
	hasRequiredSafe_emit = 1;
	function safeEmit(emitter, event, ...args) {
	  try {
	    emitter.emit(event, ...args);
	  } catch (e) {
	    if (emitter.listenerCount('handler-error') > 0) {
	      setImmediate(() => emitter.emit('handler-error', e, event));
	    } else {
	      throw e;
	    }
	  }
	}

	safe_emit = safeEmit;
	return safe_emit;
}

var hasRequiredConnection$1;

function requireConnection$1 () {
	if (hasRequiredConnection$1) return connection$1;
	hasRequiredConnection$1 = 1;
	const defs = requireDefs();
	const constants = defs.constants;
	const frame = requireFrame();
	const HEARTBEAT = frame.HEARTBEAT;
	const Mux = requireMux().Mux;

	const Duplex = require$$0$2.Duplex;
	const EventEmitter = require$$0$1;
	const Heart = requireHeartbeat().Heart;

	const methodName = requireFormat().methodName;
	const closeMsg = requireFormat().closeMessage;
	const inspect = requireFormat().inspect;

	const BitSet = requireBitset().BitSet;
	const fmt = require$$4.format;
	const PassThrough = require$$0$2.PassThrough;
	const IllegalOperationError = requireError().IllegalOperationError;
	const stackCapture = requireError().stackCapture;
	const safeEmit = requireSafe_emit();

	// High-water mark for channel write buffers, in 'objects' (which are
	// encoded frames as buffers).
	const DEFAULT_WRITE_HWM = 1024;
	// If all the frames of a message (method, properties, content) total
	// to less than this, copy them into a single buffer and write it all
	// at once. Note that this is less than the minimum frame size: if it
	// was greater, we might have to fragment the content.
	const SINGLE_CHUNK_THRESHOLD = 2048;
	const DEFAULT_MAX_FRAME_SIZE = 64 * 1024 * 1024;

	class Connection extends EventEmitter {
	  constructor(underlying) {
	    super();

	    this.stream = wrapStream(underlying);
	    this.muxer = new Mux(this.stream);

	    // frames
	    this.rest = Buffer.alloc(0);
	    this.frameMax = constants.FRAME_MIN_SIZE;
	    this.maxFrameSize = DEFAULT_MAX_FRAME_SIZE;
	    this.sentSinceLastCheck = false;
	    this.recvSinceLastCheck = false;

	    this.expectSocketClose = false;
	    this.blocked = false;
	    this.freeChannels = new BitSet();
	    this.channels = [
	      {
	        channel: { accept: channel0(this) },
	        buffer: underlying,
	      },
	    ];
	  }

	  // This changed between versions, as did the codec, methods, etc. AMQP
	  // 0-9-1 is fairly similar to 0.8, but better, and nothing implements
	  // 0.8 that doesn't implement 0-9-1. In other words, it doesn't make
	  // much sense to generalise here.
	  sendProtocolHeader() {
	    this.sendBytes(frame.PROTOCOL_HEADER);
	  }

	  /*
	    The frighteningly complicated opening protocol (spec section 2.2.4):

	       Client -> Server

	         protocol header ->
	           <- start
	         start-ok ->
	       .. next two zero or more times ..
	           <- secure
	         secure-ok ->
	           <- tune
	         tune-ok ->
	         open ->
	           <- open-ok

	  If I'm only supporting SASL's PLAIN mechanism (which I am for the time
	  being), it gets a bit easier since the server won't in general send
	  back a `secure`, it'll just send `tune` after the `start-ok`.
	  (SASL PLAIN: http://tools.ietf.org/html/rfc4616)

	  */
	  open(allFields, openCallback0) {
	    const self = this;
	    const openCallback = openCallback0 || (() => {});

	    const maxFrameSize = allFields.maxFrameSize;
	    const maxFrameSizeDefaulted = maxFrameSize === undefined || maxFrameSize === null;
	    if (maxFrameSizeDefaulted) {
	      self.maxFrameSize = DEFAULT_MAX_FRAME_SIZE;
	    } else if (!Number.isInteger(maxFrameSize) || (maxFrameSize !== 0 && maxFrameSize < constants.FRAME_MIN_SIZE)) {
	      bail(new TypeError(fmt('maxFrameSize must be 0 (no limit) or an integer of at least %d; got %s', constants.FRAME_MIN_SIZE, maxFrameSize)));
	      return;
	    } else {
	      self.maxFrameSize = maxFrameSize;
	    }

	    // This is where we'll put our negotiated values
	    const tunedOptions = Object.create(allFields);

	    function wait(k) {
	      self.step((err, frame) => {
	        if (err !== null) bail(err);
	        else if (frame.channel !== 0) {
	          bail(new Error(fmt('Frame on channel != 0 during handshake: %s', inspect(frame, false))));
	        } else k(frame);
	      });
	    }

	    function expect(Method, k) {
	      wait((frame) => {
	        if (frame.id === Method) k(frame);
	        else {
	          bail(new Error(fmt('Expected %s; got %s', methodName(Method), inspect(frame, false))));
	        }
	      });
	    }

	    function bail(err) {
	      openCallback(err);
	    }

	    function send(Method) {
	      // This can throw an exception if there's some problem with the
	      // options; e.g., something is a string instead of a number.
	      self.sendMethod(0, Method, tunedOptions);
	    }

	    function negotiate(server, desired) {
	      // We get sent values for channelMax, frameMax and heartbeat,
	      // which we may accept or lower (subject to a minimum for
	      // frameMax, but we'll leave that to the server to enforce). In
	      // all cases, `0` really means "no limit", or rather the highest
	      // value in the encoding, e.g., unsigned short for channelMax.
	      if (server === 0 || desired === 0) {
	        // i.e., whichever places a limit, if either
	        return Math.max(server, desired);
	      } else {
	        return Math.min(server, desired);
	      }
	    }

	    function onStart(start) {
	      const mechanisms = start.fields.mechanisms.toString().split(' ');
	      if (mechanisms.indexOf(allFields.mechanism) < 0) {
	        bail(new Error(fmt('SASL mechanism %s is not provided by the server', allFields.mechanism)));
	        return;
	      }
	      self.serverProperties = start.fields.serverProperties;
	      try {
	        send(defs.ConnectionStartOk);
	      } catch (err) {
	        bail(err);
	        return;
	      }
	      wait(afterStartOk);
	    }

	    function afterStartOk(reply) {
	      switch (reply.id) {
	        case defs.ConnectionSecure:
	          bail(new Error("Wasn't expecting to have to go through secure"));
	          break;
	        case defs.ConnectionClose:
	          bail(new Error(fmt('Handshake terminated by server: %s', closeMsg(reply))));
	          break;
	        case defs.ConnectionTune: {
	          const fields = reply.fields;
	          if (fields.frameMax !== 0 && fields.frameMax < constants.FRAME_MIN_SIZE) {
	            bail(new Error(fmt('Server frameMax %d is below the protocol minimum %d', fields.frameMax, constants.FRAME_MIN_SIZE)));
	            return;
	          }
	          tunedOptions.frameMax = negotiate(fields.frameMax, allFields.frameMax);
	          tunedOptions.channelMax = negotiate(fields.channelMax, allFields.channelMax);
	          if (allFields.heartbeat == null) {
	            tunedOptions.heartbeat = fields.heartbeat; // no preference, accept server value
	          } else if (allFields.heartbeat === 0) {
	            tunedOptions.heartbeat = 0; // explicitly disable heartbeats
	          } else {
	            tunedOptions.heartbeat = negotiate(fields.heartbeat, allFields.heartbeat);
	          }
	          try {
	            send(defs.ConnectionTuneOk);
	            send(defs.ConnectionOpen);
	          } catch (err) {
	            bail(err);
	            return;
	          }
	          expect(defs.ConnectionOpenOk, onOpenOk);
	          break;
	        }
	        default:
	          bail(
	            new Error(
	              fmt('Expected connection.secure, connection.close, ' + 'or connection.tune during handshake; got %s', inspect(reply, false)),
	            ),
	          );
	          break;
	      }
	    }

	    function onOpenOk(openOk) {
	      // Impose the maximum of the encoded value, if the negotiated
	      // value is zero, meaning "no, no limits"
	      self.channelMax = tunedOptions.channelMax || 0xffff;
	      self.frameMax = tunedOptions.frameMax || 0xffffffff;
	      if (maxFrameSizeDefaulted && tunedOptions.frameMax !== 0 && tunedOptions.frameMax > self.maxFrameSize) {
	        self.maxFrameSize = tunedOptions.frameMax;
	      }
	      // 0 means "no heartbeat", rather than "maximum period of
	      // heartbeating"
	      self.heartbeat = tunedOptions.heartbeat;
	      self.heartbeater = self.startHeartbeater();
	      self.accept = mainAccept;
	      succeed(openOk);
	    }

	    // If the server closes the connection, it's probably because of
	    // something we did
	    function endWhileOpening(err) {
	      bail(err || new Error('Socket closed abruptly ' + 'during opening handshake'));
	    }

	    this.stream.on('end', endWhileOpening);
	    this.stream.on('error', endWhileOpening);

	    function succeed(ok) {
	      self.stream.removeListener('end', endWhileOpening);
	      self.stream.removeListener('error', endWhileOpening);
	      self.stream.on('error', self.onSocketError.bind(self));
	      self.stream.on('end', self.onSocketError.bind(self, new Error('Unexpected close')));
	      self.on('frameError', self.onSocketError.bind(self));
	      self.acceptLoop();
	      openCallback(null, ok);
	    }

	    // Now kick off the handshake by prompting the server
	    this.sendProtocolHeader();
	    expect(defs.ConnectionStart, onStart);
	  }

	  // Closing things: AMQP has a closing handshake that applies to
	  // closing both connects and channels. As the initiating party, I send
	  // Close, then ignore all frames until I see either CloseOK --
	  // which signifies that the other party has seen the Close and shut
	  // the connection or channel down, so it's fine to free resources; or
	  // Close, which means the other party also wanted to close the
	  // whatever, and I should send CloseOk so it can free resources,
	  // then go back to waiting for the CloseOk. If I receive a Close
	  // out of the blue, I should throw away any unsent frames (they will
	  // be ignored anyway) and send CloseOk, then clean up resources. In
	  // general, Close out of the blue signals an error (or a forced
	  // closure, which may as well be an error).
	  //
	  //  RUNNING [1] --- send Close ---> Closing [2] ---> recv Close --+
	  //     |                               |                         [3]
	  //     |                               +------ send CloseOk ------+
	  //  recv Close                   recv CloseOk
	  //     |                               |
	  //     V                               V
	  //  Ended [4] ---- send CloseOk ---> Closed [5]
	  //
	  // [1] All frames accepted; getting a Close frame from the server
	  // moves to Ended; client may initiate a close by sending Close
	  // itself.
	  // [2] Client has initiated a close; only CloseOk or (simulataneously
	  // sent) Close is accepted.
	  // [3] Simultaneous close
	  // [4] Server won't send any more frames; accept no more frames, send
	  // CloseOk.
	  // [5] Fully closed, client will send no more, server will send no
	  // more. Signal 'close' or 'error'.
	  //
	  // There are two signalling mechanisms used in the API. The first is
	  // that calling `close` will return a promise, that will either
	  // resolve once the connection or channel is cleanly shut down, or
	  // will reject if the shutdown times out.
	  //
	  // The second is the 'close' and 'error' events. These are
	  // emitted as above. The events will fire *before* promises are
	  // resolved.
	  // Close the connection without even giving a reason. Typical.
	  close(closeCallback) {
	    const k =
	      closeCallback &&
	      (() => {
	        closeCallback(null);
	      });
	    this.closeBecause('Cheers, thanks', constants.REPLY_SUCCESS, k);
	  }

	  // Close with a reason and a 'code'. I'm pretty sure RabbitMQ totally
	  // ignores these; maybe it logs them. The continuation will be invoked
	  // when the CloseOk has been received, and before the 'close' event.
	  closeBecause(reason, code, k) {
	    this.sendMethod(0, defs.ConnectionClose, {
	      replyText: reason,
	      replyCode: code,
	      methodId: 0,
	      classId: 0,
	    });
	    const s = stackCapture(`closeBecause called: ${reason}`);
	    this.toClosing(s, k);
	  }

	  closeWithError(reason, code, error) {
	    safeEmit(this, 'error', error);
	    this.closeBecause(reason, code);
	  }

	  onSocketError(err) {
	    if (!this.expectSocketClose) {
	      // forestall any more calls to onSocketError, since we're signed
	      // up for `'error'` *and* `'end'`
	      this.expectSocketClose = true;
	      safeEmit(this, 'error', err);
	      const s = stackCapture('Socket error');
	      this.toClosed(s, err);
	    }
	  }

	  // A close has been initiated. Repeat: a close has been initiated.
	  // This means we should not send more frames, anyway they will be
	  // ignored. We also have to shut down all the channels.
	  toClosing(capturedStack, k) {
	    const send = this.sendMethod.bind(this);

	    if (this.blocked) {
	      if (k) k();
	      const s = stackCapture('Connection blocked: closing immediately');
	      this.toClosed(s, undefined);
	      return;
	    }

	    this.accept = function (f) {
	      if (f.id === defs.ConnectionCloseOk) {
	        if (k) k();
	        const s = stackCapture('ConnectionCloseOk received');
	        this.toClosed(s, undefined);
	      } else if (f.id === defs.ConnectionClose) {
	        send(0, defs.ConnectionCloseOk, {});
	      }
	      // else ignore frame
	    };
	    invalidateSend(this, 'Connection closing', capturedStack);
	  }

	  _closeChannels(capturedStack) {
	    for (let i = 1; i < this.channels.length; i++) {
	      const ch = this.channels[i];
	      if (ch !== null) {
	        ch.channel.toClosed(capturedStack); // %%% or with an error? not clear
	      }
	    }
	  }

	  // A close has been confirmed. Cease all communication.
	  toClosed(capturedStack, maybeErr) {
	    this._closeChannels(capturedStack);
	    const info = fmt('Connection closed (%s)', maybeErr ? maybeErr.toString() : 'by client');
	    // Tidy up, invalidate enverything, dynamite the bridges.
	    invalidateSend(this, info, capturedStack);
	    this.accept = invalidOp(info, capturedStack);
	    this.close = (cb) => {
	      cb && cb(new IllegalOperationError(info, capturedStack));
	    };
	    if (this.heartbeater) this.heartbeater.clear();
	    // This is certainly true now, if it wasn't before
	    this.expectSocketClose = true;
	    this.stream.end();
	    safeEmit(this, 'close', maybeErr);
	  }

	  _updateSecret(newSecret, reason, cb) {
	    this.sendMethod(0, defs.ConnectionUpdateSecret, {
	      newSecret,
	      reason,
	    });
	    this.once('update-secret-ok', cb);
	  }

	  // ===
	  startHeartbeater() {
	    if (this.heartbeat === 0) return null;
	    else {
	      const hb = new Heart(this.heartbeat, this.checkSend.bind(this), this.checkRecv.bind(this));
	      hb.on('timeout', () => {
	        const hberr = new Error('Heartbeat timeout');
	        safeEmit(this, 'error', hberr);
	        const s = stackCapture('Heartbeat timeout');
	        this.toClosed(s, hberr);
	      });
	      hb.on('beat', () => {
	        this.sendHeartbeat();
	      });
	      return hb;
	    }
	  }

	  // I use an array to keep track of the channels, rather than an
	  // object. The channel identifiers are numbers, and allocated by the
	  // connection. If I try to allocate low numbers when they are
	  // available (which I do, by looking from the start of the bitset),
	  // this ought to keep the array small, and out of 'sparse array
	  // storage'. I also set entries to null, rather than deleting them, in
	  // the expectation that the next channel allocation will fill the slot
	  // again rather than growing the array. See
	  // http://www.html5rocks.com/en/tutorials/speed/v8/
	  freshChannel(channel, options) {
	    const next = this.freeChannels.nextClearBit(1);
	    if (next < 0 || next > this.channelMax) throw new Error('No channels left to allocate');
	    this.freeChannels.set(next);

	    const hwm = (options && options.highWaterMark) || DEFAULT_WRITE_HWM;
	    const writeBuffer = new PassThrough({
	      objectMode: true,
	      highWaterMark: hwm,
	    });
	    this.channels[next] = { channel: channel, buffer: writeBuffer };
	    writeBuffer.on('drain', () => {
	      channel.onBufferDrain();
	    });
	    this.muxer.pipeFrom(writeBuffer);
	    return next;
	  }

	  releaseChannel(channel) {
	    this.freeChannels.clear(channel);
	    const buffer = this.channels[channel].buffer;
	    buffer.end(); // will also cause it to be unpiped
	    this.channels[channel] = null;
	  }

	  acceptLoop() {
	    const self = this;

	    function go() {
	      try {
	        let frame = self.recvFrame();
	        while (frame) {
	          self.accept(frame);
	          frame = self.recvFrame();
	        }
	      } catch (e) {
	        self.emit('frameError', e);
	      }
	    }
	    self.stream.on('readable', go);
	    go();
	  }

	  step(cb) {
	    const self = this;
	    function recv() {
	      let f;
	      try {
	        f = self.recvFrame();
	      } catch (e) {
	        cb(e, null);
	        return;
	      }
	      if (f) cb(null, f);
	      else self.stream.once('readable', recv);
	    }
	    recv();
	  }

	  checkSend() {
	    const check = this.sentSinceLastCheck;
	    this.sentSinceLastCheck = false;
	    return check;
	  }

	  checkRecv() {
	    const check = this.recvSinceLastCheck;
	    this.recvSinceLastCheck = false;
	    return check;
	  }

	  sendBytes(bytes) {
	    this.sentSinceLastCheck = true;
	    this.stream.write(bytes);
	  }

	  sendHeartbeat() {
	    return this.sendBytes(frame.HEARTBEAT_BUF);
	  }

	  sendMethod(channel, Method, fields) {
	    const frame = encodeMethod(Method, channel, fields);
	    this.sentSinceLastCheck = true;
	    const buffer = this.channels[channel].buffer;
	    return buffer.write(frame);
	  }

	  sendMessage(channel, Method, fields, Properties, props, content) {
	    if (!Buffer.isBuffer(content)) throw new TypeError('content is not a buffer');

	    const mframe = encodeMethod(Method, channel, fields);
	    const pframe = encodeProperties(Properties, channel, content.length, props);
	    const buffer = this.channels[channel].buffer;
	    this.sentSinceLastCheck = true;

	    const methodHeaderLen = mframe.length + pframe.length;
	    const bodyLen = content.length > 0 ? content.length + FRAME_OVERHEAD : 0;
	    const allLen = methodHeaderLen + bodyLen;

	    if (allLen < SINGLE_CHUNK_THRESHOLD) {
	      // Use `allocUnsafe` to avoid excessive allocations and CPU usage
	      // from zeroing. The returned Buffer is not zeroed and so must be
	      // completely filled to be used safely.
	      // See https://github.com/amqp-node/amqplib/pull/695
	      const all = Buffer.allocUnsafe(allLen);
	      let offset = mframe.copy(all, 0);
	      offset += pframe.copy(all, offset);

	      if (bodyLen > 0) makeBodyFrame(channel, content).copy(all, offset);
	      return buffer.write(all);
	    } else {
	      if (methodHeaderLen < SINGLE_CHUNK_THRESHOLD) {
	        // Use `allocUnsafe` to avoid excessive allocations and CPU usage
	        // from zeroing. The returned Buffer is not zeroed and so must be
	        // completely filled to be used safely.
	        // See https://github.com/amqp-node/amqplib/pull/695
	        const both = Buffer.allocUnsafe(methodHeaderLen);
	        const offset = mframe.copy(both, 0);
	        pframe.copy(both, offset);
	        buffer.write(both);
	      } else {
	        buffer.write(mframe);
	        buffer.write(pframe);
	      }
	      return this.sendContent(channel, content);
	    }
	  }

	  sendContent(channel, body) {
	    if (!Buffer.isBuffer(body)) {
	      throw new TypeError(fmt('Expected buffer; got %s', body));
	    }
	    let writeResult = true;
	    const buffer = this.channels[channel].buffer;

	    const maxBody = this.frameMax - FRAME_OVERHEAD;
	    if (!(maxBody > 0)) {
	      throw new Error(fmt('Cannot send content: frameMax %d leaves no room for a body frame', this.frameMax));
	    }

	    for (let offset = 0; offset < body.length; offset += maxBody) {
	      const end = offset + maxBody;
	      const slice = end > body.length ? body.subarray(offset) : body.subarray(offset, end);
	      const bodyFrame = makeBodyFrame(channel, slice);
	      writeResult = buffer.write(bodyFrame);
	    }
	    this.sentSinceLastCheck = true;
	    return writeResult;
	  }

	  recvFrame() {
	    // %%% identifying invariants might help here?
	    const frame = parseFrame(this.rest, this.maxFrameSize);

	    if (!frame) {
	      const incoming = this.stream.read();
	      if (incoming === null) {
	        return false;
	      } else {
	        this.recvSinceLastCheck = true;
	        this.rest = Buffer.concat([this.rest, incoming]);
	        return this.recvFrame();
	      }
	    } else {
	      this.rest = frame.rest;
	      return decodeFrame(frame);
	    }
	  }
	}

	// Usual frame accept mode
	function mainAccept(frame) {
	  const rec = this.channels[frame.channel];
	  if (rec) {
	    return rec.channel.accept(frame);
	  }
	  // NB CHANNEL_ERROR may not be right, but I don't know what is ..
	  else
	    this.closeWithError(
	      fmt('Frame on unknown channel %d', frame.channel),
	      constants.CHANNEL_ERROR,
	      new Error(fmt('Frame on unknown channel: %s', inspect(frame, false))),
	    );
	}

	// Handle anything that comes through on channel 0, that's the
	// connection control channel. This is only used once mainAccept is
	// installed as the frame handler, after the opening handshake.
	function channel0(connection) {
	  return (f) => {
	    // Once we get a 'close', we know 1. we'll get no more frames, and
	    // 2. anything we send except close, or close-ok, will be
	    // ignored. If we already sent 'close', this won't be invoked since
	    // we're already in closing mode; if we didn't well we're not going
	    // to send it now are we.
	    if (f === HEARTBEAT); // ignore; it's already counted as activity
	    // on the socket, which is its purpose
	    else if (f.id === defs.ConnectionClose) {
	      // Oh. OK. I guess we're done here then.
	      connection.sendMethod(0, defs.ConnectionCloseOk, {});
	      const emsg = fmt('Connection closed: %s', closeMsg(f));
	      const s = stackCapture(emsg);
	      const e = new Error(emsg);
	      e.code = f.fields.replyCode;
	      if (isFatalError(e)) {
	        safeEmit(connection, 'error', e);
	      }
	      connection.toClosed(s, e);
	    } else if (f.id === defs.ConnectionBlocked) {
	      connection.blocked = true;
	      safeEmit(connection, 'blocked', f.fields.reason);
	    } else if (f.id === defs.ConnectionUnblocked) {
	      connection.blocked = false;
	      safeEmit(connection, 'unblocked');
	    } else if (f.id === defs.ConnectionUpdateSecretOk) {
	      safeEmit(connection, 'update-secret-ok');
	    } else {
	      connection.closeWithError(
	        fmt('Unexpected frame on channel 0'),
	        constants.UNEXPECTED_FRAME,
	        new Error(fmt('Unexpected frame on channel 0: %s', inspect(f, false))),
	      );
	    }
	  };
	}

	function invalidOp(msg, stack) {
	  return () => {
	    throw new IllegalOperationError(msg, stack);
	  };
	}

	function invalidateSend(conn, msg, stack) {
	  conn.sendMethod = conn.sendContent = conn.sendMessage = invalidOp(msg, stack);
	}

	const encodeMethod = defs.encodeMethod;
	const encodeProperties = defs.encodeProperties;

	const FRAME_OVERHEAD = defs.FRAME_OVERHEAD;
	const makeBodyFrame = frame.makeBodyFrame;

	const parseFrame = frame.parseFrame;
	const decodeFrame = frame.decodeFrame;

	function wrapStream(s) {
	  if (s instanceof Duplex) return s;
	  else {
	    const ws = new Duplex();
	    ws.wrap(s); //wraps the readable side of things
	    ws._write = (chunk, encoding, callback) => s.write(chunk, encoding, callback);
	    return ws;
	  }
	}

	function isFatalError(error) {
	  switch (error && error.code) {
	    case defs.constants.CONNECTION_FORCED:
	    case defs.constants.REPLY_SUCCESS:
	      return false;
	    default:
	      return true;
	  }
	}

	connection$1.Connection = Connection;
	connection$1.isFatalError = isFatalError;
	connection$1.DEFAULT_MAX_FRAME_SIZE = DEFAULT_MAX_FRAME_SIZE;
	return connection$1;
}

var credentials = {};

var hasRequiredCredentials;

function requireCredentials () {
	if (hasRequiredCredentials) return credentials;
	hasRequiredCredentials = 1;
	//
	//
	//

	// Different kind of credentials that can be supplied when opening a
	// connection, corresponding to SASL mechanisms There's only two
	// useful mechanisms that RabbitMQ implements:
	//  * PLAIN (send username and password in the plain)
	//  * EXTERNAL (assume the server will figure out who you are from
	//    context, i.e., your SSL certificate)
	const codec = requireCodec();

	credentials.plain = (user, passwd) => ({
	  mechanism: 'PLAIN',
	  response: () => Buffer.from(['', user, passwd].join(String.fromCharCode(0))),
	  username: user,
	  password: passwd,
	});

	credentials.amqplain = (user, passwd) => ({
	  mechanism: 'AMQPLAIN',
	  response: () => {
	    const buffer = Buffer.alloc(16384);
	    const size = codec.encodeTable(buffer, { LOGIN: user, PASSWORD: passwd }, 0);
	    return buffer.subarray(4, size);
	  },
	  username: user,
	  password: passwd,
	});

	credentials.external = () => ({
	  mechanism: 'EXTERNAL',
	  response: () => Buffer.from(''),
	});
	return credentials;
}

var version = "2.3.1";
var require$$7 = {
	version: version};

var hasRequiredConnect;

function requireConnect () {
	if (hasRequiredConnect) return connect;
	hasRequiredConnect = 1;
	const { URL } = require$$1;
	const QS = require$$7$1;
	const net = require$$0$3;
	const tls = require$$5;
	const Connection = requireConnection$1().Connection;
	const fmt = require$$4.format;
	const credentials = requireCredentials();

	function copyInto(obj, target) {
	  const keys = Object.keys(obj);
	  let i = keys.length;
	  while (i--) {
	    const k = keys[i];
	    target[k] = obj[k];
	  }
	  return target;
	}

	// Adapted from util._extend, which is too fringe to use.
	function clone(obj) {
	  return copyInto(obj, {});
	}

	const CLIENT_PROPERTIES = {
	  product: 'amqplib',
	  version: require$$7.version,
	  platform: fmt('Node.JS %s', process.version),
	  information: 'https://amqp-node.github.io/amqplib/',
	  capabilities: {
	    publisher_confirms: true,
	    exchange_exchange_bindings: true,
	    'basic.nack': true,
	    consumer_cancel_notify: true,
	    'connection.blocked': true,
	    authentication_failure_close: true,
	  },
	};

	// Construct the main frames used in the opening handshake
	function openFrames(vhost, query, credentials, extraClientProperties) {
	  if (!vhost) vhost = '/';
	  else vhost = QS.unescape(vhost);

	  query = query || {};

	  function intOrDefault(val, def) {
	    return val === undefined ? def : parseInt(val, 10);
	  }

	  function maxFrameSizeOrUndefined(val) {
	    if (val == null) return undefined;
	    return /^\d+$/.test(String(val)) ? Number(val) : NaN;
	  }

	  const clientProperties = Object.create(CLIENT_PROPERTIES);

	  return {
	    // start-ok
	    clientProperties: copyInto(extraClientProperties, clientProperties),
	    mechanism: credentials.mechanism,
	    response: credentials.response(),
	    locale: query.locale || 'en_US',

	    // tune-ok
	    channelMax: intOrDefault(query.channelMax, 0),
	    frameMax: intOrDefault(query.frameMax, 131072),
	    heartbeat: query.heartbeat != null ? intOrDefault(query.heartbeat, 0) : null,

	    maxFrameSize: maxFrameSizeOrUndefined(query.maxFrameSize),

	    // open
	    virtualHost: vhost,
	    capabilities: '',
	    insist: 0,
	  };
	}

	// Decide on credentials based on what we're supplied.
	function credentialsFromUrl(parts) {
	  let user = 'guest';
	  let passwd = 'guest';
	  if (parts.username !== '' || parts.password !== '') {
	    user = parts.username ? unescape(parts.username) : '';
	    passwd = parts.password ? unescape(parts.password) : '';
	  }
	  return credentials.plain(user, passwd);
	}

	function connect$1(url, socketOptions, openCallback) {
	  // tls.connect uses `util._extend()` on the options given it, which
	  // copies only properties mentioned in `Object.keys()`, when
	  // processing the options. So I have to make copies too, rather
	  // than using `Object.create()`.
	  const sockopts = clone(socketOptions || {});
	  url = url || 'amqp://localhost';

	  const noDelay = !!sockopts.noDelay;
	  const timeout = sockopts.timeout;
	  const keepAlive = !!sockopts.keepAlive;
	  // 0 is default for node
	  const keepAliveDelay = sockopts.keepAliveDelay || 0;

	  const extraClientProperties = sockopts.clientProperties || {};

	  let protocol;
	  let fields;
	  if (typeof url === 'object') {
	    protocol = `${url.protocol || 'amqp'}:`;
	    sockopts.host = url.hostname;
	    if (!sockopts.servername && !net.isIP(url.hostname)) sockopts.servername = url.hostname;
	    sockopts.port = url.port || (protocol === 'amqp:' ? 5672 : 5671);

	    let user;
	    let pass;
	    // Only default if both are missing, to have the same behaviour as
	    // the stringly URL.
	    if (url.username === undefined && url.password === undefined) {
	      user = 'guest';
	      pass = 'guest';
	    } else {
	      user = url.username || '';
	      pass = url.password || '';
	    }

	    const config = {
	      locale: url.locale,
	      channelMax: url.channelMax,
	      frameMax: url.frameMax,
	      heartbeat: url.heartbeat,
	      maxFrameSize: url.maxFrameSize,
	    };

	    fields = openFrames(url.vhost, config, sockopts.credentials || credentials.plain(user, pass), extraClientProperties);
	  } else {
	    let parts;
	    try {
	      parts = new URL(url);
	    } catch (_e) {
	      parts = {};
	    }
	    const host = (parts.hostname || '').replace(/^\[|\]$/g, '');
	    protocol = parts.protocol || '';
	    sockopts.host = host;
	    if (!sockopts.servername && !net.isIP(host)) sockopts.servername = host;
	    sockopts.port = parseInt(parts.port, 10) || (protocol === 'amqp:' ? 5672 : 5671);
	    const vhost = parts.pathname ? parts.pathname.substr(1) : null;
	    const query = QS.parse(parts.search ? parts.search.slice(1) : '');
	    // QS.parse returns arrays for duplicate keys; match url-parse's first-value-wins behavior.
	    for (const key in query) {
	      if (Array.isArray(query[key])) query[key] = query[key][0];
	    }
	    fields = openFrames(vhost, query, sockopts.credentials || credentialsFromUrl(parts), extraClientProperties);
	  }

	  let sockok = false;
	  let sock;

	  function onConnect() {
	    sockok = true;
	    sock.setNoDelay(noDelay);
	    if (keepAlive) sock.setKeepAlive(keepAlive, keepAliveDelay);

	    const c = new Connection(sock);
	    c.open(fields, (err, _ok) => {
	      // disable timeout once the connection is open, we don't want
	      // it fouling things
	      if (timeout) sock.setTimeout(0);
	      if (err === null) {
	        openCallback(null, c);
	      } else {
	        // The connection isn't closed by the server on e.g. wrong password
	        sock.end();
	        sock.destroy();
	        openCallback(err);
	      }
	    });
	  }

	  if (protocol === 'amqp:') {
	    sock = net.connect(sockopts, onConnect);
	  } else if (protocol === 'amqps:') {
	    sock = tls.connect(sockopts, onConnect);
	  } else {
	    throw new Error(`Expected amqp: or amqps: as the protocol; got ${protocol}`);
	  }

	  if (timeout) {
	    sock.setTimeout(timeout, () => {
	      sock.end();
	      sock.destroy();
	      openCallback(new Error('connect ETIMEDOUT'));
	    });
	  }

	  sock.once('error', (err) => {
	    if (!sockok) openCallback(err);
	  });
	}

	connect.connect = connect$1;
	connect.credentialsFromUrl = credentialsFromUrl;
	return connect;
}

var channel_model = {};

/*
The channel (promise) and callback APIs have similar signatures, and
in particular, both need AMQP fields prepared from the same arguments
and options. The arguments marshalling is done here. Each of the
procedures below takes arguments and options (the latter in an object)
particular to the operation it represents, and returns an object with
fields for handing to the encoder.
*/

var api_args;
var hasRequiredApi_args;

function requireApi_args () {
	if (hasRequiredApi_args) return api_args;
	hasRequiredApi_args = 1;
	// A number of AMQP methods have a table-typed field called
	// `arguments`, that is intended to carry extension-specific
	// values. RabbitMQ uses this in a number of places; e.g., to specify
	// an 'alternate exchange'.
	//
	// Many of the methods in this API have an `options` argument, from
	// which I take both values that have a default in AMQP (e.g.,
	// autoDelete in QueueDeclare) *and* values that are specific to
	// RabbitMQ (e.g., 'alternate-exchange'), which would normally be
	// supplied in `arguments`. So that extensions I don't support yet can
	// be used, I include `arguments` itself among the options.
	//
	// The upshot of this is that I often need to prepare an `arguments`
	// value that has any values passed in `options.arguments` as well as
	// any I've promoted to being options themselves. Since I don't want
	// to mutate anything passed in, the general pattern is to create a
	// fresh object with the `arguments` value given as its prototype; all
	// fields in the supplied value will be serialised, as well as any I
	// set on the fresh object. What I don't want to do, however, is set a
	// field to undefined by copying possibly missing field values,
	// because that will mask a value in the prototype.
	//
	// NB the `arguments` field already has a default value of `{}`, so
	// there's no need to explicitly default it unless I'm setting values.
	function setIfDefined(obj, prop, value) {
	  if (value !== undefined) obj[prop] = value;
	}

	const EMPTY_OPTIONS = Object.freeze({});

	const Args = {};

	Args.assertQueue = (queue, options) => {
	  queue = queue || '';
	  options = options || EMPTY_OPTIONS;

	  const argt = Object.create(options.arguments || null);
	  setIfDefined(argt, 'x-expires', options.expires);
	  setIfDefined(argt, 'x-message-ttl', options.messageTtl);
	  setIfDefined(argt, 'x-dead-letter-exchange', options.deadLetterExchange);
	  setIfDefined(argt, 'x-dead-letter-routing-key', options.deadLetterRoutingKey);
	  setIfDefined(argt, 'x-max-length', options.maxLength);
	  setIfDefined(argt, 'x-max-priority', options.maxPriority);
	  setIfDefined(argt, 'x-overflow', options.overflow);
	  setIfDefined(argt, 'x-queue-mode', options.queueMode);

	  return {
	    queue: queue,
	    exclusive: !!options.exclusive,
	    durable: options.durable === undefined ? true : options.durable,
	    autoDelete: !!options.autoDelete,
	    arguments: argt,
	    passive: false,
	    // deprecated but we have to include it
	    ticket: 0,
	    nowait: false,
	  };
	};

	Args.checkQueue = (queue) => ({
	  queue: queue,
	  passive: true, // switch to "completely different" mode
	  nowait: false,
	  durable: true,
	  autoDelete: false,
	  exclusive: false, // ignored
	  ticket: 0,
	});

	Args.deleteQueue = (queue, options) => {
	  options = options || EMPTY_OPTIONS;
	  return {
	    queue: queue,
	    ifUnused: !!options.ifUnused,
	    ifEmpty: !!options.ifEmpty,
	    ticket: 0,
	    nowait: false,
	  };
	};

	Args.purgeQueue = (queue) => ({
	  queue: queue,
	  ticket: 0,
	  nowait: false,
	});

	Args.bindQueue = (queue, source, pattern, argt) => ({
	  queue: queue,
	  exchange: source,
	  routingKey: pattern,
	  arguments: argt,
	  ticket: 0,
	  nowait: false,
	});

	Args.unbindQueue = (queue, source, pattern, argt) => ({
	  queue: queue,
	  exchange: source,
	  routingKey: pattern,
	  arguments: argt,
	  ticket: 0,
	  nowait: false,
	});

	Args.assertExchange = (exchange, type, options) => {
	  options = options || EMPTY_OPTIONS;
	  const argt = Object.create(options.arguments || null);
	  setIfDefined(argt, 'alternate-exchange', options.alternateExchange);
	  return {
	    exchange: exchange,
	    ticket: 0,
	    type: type,
	    passive: false,
	    durable: options.durable === undefined ? true : options.durable,
	    autoDelete: !!options.autoDelete,
	    internal: !!options.internal,
	    nowait: false,
	    arguments: argt,
	  };
	};

	Args.checkExchange = (exchange) => ({
	  exchange: exchange,
	  passive: true, // switch to 'may as well be another method' mode
	  nowait: false,
	  // ff are ignored
	  durable: true,
	  internal: false,
	  type: '',
	  autoDelete: false,
	  ticket: 0,
	});

	Args.deleteExchange = (exchange, options) => {
	  options = options || EMPTY_OPTIONS;
	  return {
	    exchange: exchange,
	    ifUnused: !!options.ifUnused,
	    ticket: 0,
	    nowait: false,
	  };
	};

	Args.bindExchange = (dest, source, pattern, argt) => ({
	  source: source,
	  destination: dest,
	  routingKey: pattern,
	  arguments: argt,
	  ticket: 0,
	  nowait: false,
	});

	Args.unbindExchange = (dest, source, pattern, argt) => ({
	  source: source,
	  destination: dest,
	  routingKey: pattern,
	  arguments: argt,
	  ticket: 0,
	  nowait: false,
	});

	// It's convenient to construct the properties and the method fields
	// at the same time, since in the APIs, values for both can appear in
	// `options`. Since the property or mthod field names don't overlap, I
	// just return one big object that can be used for both purposes, and
	// the encoder will pick out what it wants.
	Args.publish = (exchange, routingKey, options) => {
	  options = options || EMPTY_OPTIONS;

	  // The CC and BCC fields expect an array of "longstr", which would
	  // normally be buffer values in JavaScript; however, since a field
	  // array (or table) cannot have shortstr values, the codec will
	  // encode all strings as longstrs anyway.
	  function convertCC(cc) {
	    if (cc === undefined) {
	      return undefined;
	    } else if (Array.isArray(cc)) {
	      return cc.map(String);
	    } else return [String(cc)];
	  }

	  const headers = Object.create(options.headers || null);
	  setIfDefined(headers, 'CC', convertCC(options.CC));
	  setIfDefined(headers, 'BCC', convertCC(options.BCC));

	  let deliveryMode; // undefined will default to 1 (non-persistent)

	  // Previously I overloaded deliveryMode be a boolean meaning
	  // 'persistent or not'; better is to name this option for what it
	  // is, but I need to have backwards compatibility for applications
	  // that either supply a numeric or boolean value.
	  if (options.persistent !== undefined) deliveryMode = options.persistent ? 2 : 1;
	  else if (typeof options.deliveryMode === 'number') deliveryMode = options.deliveryMode;
	  else if (options.deliveryMode)
	    // is supplied and truthy
	    deliveryMode = 2;

	  let expiration = options.expiration;
	  if (expiration !== undefined) expiration = expiration.toString();

	  return {
	    // method fields
	    exchange: exchange,
	    routingKey: routingKey,
	    mandatory: !!options.mandatory,
	    immediate: false, // RabbitMQ doesn't implement this any more
	    ticket: undefined,
	    // properties
	    contentType: options.contentType,
	    contentEncoding: options.contentEncoding,
	    headers: headers,
	    deliveryMode: deliveryMode,
	    priority: options.priority,
	    correlationId: options.correlationId,
	    replyTo: options.replyTo,
	    expiration: expiration,
	    messageId: options.messageId,
	    timestamp: options.timestamp,
	    type: options.type,
	    userId: options.userId,
	    appId: options.appId,
	    clusterId: undefined,
	  };
	};

	Args.consume = (queue, options) => {
	  options = options || EMPTY_OPTIONS;
	  const argt = Object.create(options.arguments || null);
	  setIfDefined(argt, 'x-priority', options.priority);
	  return {
	    ticket: 0,
	    queue: queue,
	    consumerTag: options.consumerTag || '',
	    noLocal: !!options.noLocal,
	    noAck: !!options.noAck,
	    exclusive: !!options.exclusive,
	    nowait: false,
	    arguments: argt,
	  };
	};

	Args.cancel = (consumerTag) => ({
	  consumerTag: consumerTag,
	  nowait: false,
	});

	Args.get = (queue, options) => {
	  options = options || EMPTY_OPTIONS;
	  return {
	    ticket: 0,
	    queue: queue,
	    noAck: !!options.noAck,
	  };
	};

	Args.ack = (tag, allUpTo) => ({
	  deliveryTag: tag,
	  multiple: !!allUpTo,
	});

	Args.nack = (tag, allUpTo, requeue) => ({
	  deliveryTag: tag,
	  multiple: !!allUpTo,
	  requeue: requeue === undefined ? true : requeue,
	});

	Args.reject = (tag, requeue) => ({
	  deliveryTag: tag,
	  requeue: requeue === undefined ? true : requeue,
	});

	Args.prefetch = (count, global) => ({
	  prefetchCount: count || 0,
	  prefetchSize: 0,
	  global: !!global,
	});

	Args.recover = () => ({ requeue: true });

	api_args = Object.freeze(Args);
	return api_args;
}

var channel = {};

var hasRequiredChannel;

function requireChannel () {
	if (hasRequiredChannel) return channel;
	hasRequiredChannel = 1;
	const defs = requireDefs();
	const closeMsg = requireFormat().closeMessage;
	const inspect = requireFormat().inspect;
	const methodName = requireFormat().methodName;
	const assert = require$$0;
	const EventEmitter = require$$0$1;
	const fmt = require$$4.format;
	const IllegalOperationError = requireError().IllegalOperationError;
	const stackCapture = requireError().stackCapture;
	const safeEmit = requireSafe_emit();

	class Channel extends EventEmitter {
	  constructor(connection) {
	    super();

	    this.connection = connection;
	    // for the presently outstanding RPC
	    this.reply = null;
	    // for the RPCs awaiting action
	    this.pending = [];
	    // for unconfirmed messages
	    this.lwm = 1; // the least, unconfirmed deliveryTag
	    this.unconfirmed = []; // rolling window of delivery callbacks
	    this.closedWithUnconfirmed = false;
	    this.on(
	      'ack',
	      this.handleConfirm.bind(this, (cb) => {
	        if (cb) cb(null);
	      }),
	    );
	    this.on(
	      'nack',
	      this.handleConfirm.bind(this, (cb) => {
	        if (cb) cb(new Error('message nacked'));
	      }),
	    );
	    this.on('close', function () {
	      const err = new Error('channel closed');
	      for (let i = 0; i < this.unconfirmed.length; i++) {
	        const cb = this.unconfirmed[i];
	        if (cb) cb(err);
	      }
	      // Remember that confirms were lost, so every later waitForConfirms
	      // fails, whether or not the messages had their own callbacks
	      this.closedWithUnconfirmed = this.unconfirmed.some((cb) => cb !== null);
	      this.unconfirmed = [];
	    });
	    // message frame state machine
	    this.handleMessage = acceptDeliveryOrReturn;
	  }

	  setOptions(options) {
	    this.options = options;
	  }

	  allocate() {
	    this.ch = this.connection.freshChannel(this, this.options);
	    return this;
	  }

	  // Incoming frames are either notifications of e.g., message delivery,
	  // or replies to something we've sent. In general I deal with the
	  // former by emitting an event, and with the latter by keeping a track
	  // of what's expecting a reply.
	  //
	  // The AMQP specification implies that RPCs can't be pipelined; that
	  // is, you can have only one outstanding RPC on a channel at a
	  // time. Certainly that's what RabbitMQ and its clients assume. For
	  // this reason, I buffer RPCs if the channel is already waiting for a
	  // reply.
	  // Just send the damn frame.
	  sendImmediately(method, fields) {
	    return this.connection.sendMethod(this.ch, method, fields);
	  }

	  // Invariant: !this.reply -> pending.length == 0. That is, whenever we
	  // clear a reply, we must send another RPC (and thereby fill
	  // this.reply) if there is one waiting. The invariant relevant here
	  // and in `accept`.
	  sendOrEnqueue(method, fields, reply) {
	    if (!this.reply) {
	      // if no reply waiting, we can go
	      assert(this.pending.length === 0);
	      this.reply = reply;
	      this.sendImmediately(method, fields);
	    } else {
	      this.pending.push({
	        method: method,
	        fields: fields,
	        reply: reply,
	      });
	    }
	  }

	  sendMessage(fields, properties, content) {
	    return this.connection.sendMessage(this.ch, defs.BasicPublish, fields, defs.BasicProperties, properties, content);
	  }

	  // Internal, synchronously resolved RPC; the return value is resolved
	  // with the whole frame.
	  _rpc(method, fields, expect, cb) {
	    const self = this;

	    function reply(err, f) {
	      if (err === null) {
	        if (f.id === expect) {
	          return cb(null, f);
	        } else {
	          // We have detected a problem, so it's up to us to close the
	          // channel
	          const expectedName = methodName(expect);

	          const e = new Error(fmt('Expected %s; got %s', expectedName, inspect(f, false)));
	          self.closeWithError(f.id, fmt('Expected %s; got %s', expectedName, methodName(f.id)), defs.constants.UNEXPECTED_FRAME, e);
	          return cb(e);
	        }
	      }

	      // An error will be given if, for example, this is waiting to be
	      // sent and the connection closes
	      else if (err instanceof Error) return cb(err);
	      // A close frame will be given if this is the RPC awaiting reply
	      // and the channel is closed by the server
	      else return cb(convertCloseFrameToError(method, err));
	    }

	    this.sendOrEnqueue(method, fields, reply);
	  }

	  // Move to entirely closed state.
	  toClosed(capturedStack) {
	    this._rejectPending();
	    invalidateSend(this, 'Channel closed', capturedStack);
	    this.accept = invalidOp('Channel closed', capturedStack);
	    this.connection.releaseChannel(this.ch);
	    safeEmit(this, 'close');
	  }

	  // Stop being able to send and receive methods and content. Used when
	  // we close the channel. Invokes the continuation once the server has
	  // acknowledged the close, but before the channel is moved to the
	  // closed state.
	  toClosing(capturedStack, k) {
	    const send = this.sendImmediately.bind(this);
	    invalidateSend(this, 'Channel closing', capturedStack);

	    this.accept = function (f) {
	      if (f.id === defs.ChannelCloseOk) {
	        if (k) k();
	        const s = stackCapture('ChannelCloseOk frame received');
	        this.toClosed(s);
	      } else if (f.id === defs.ChannelClose) {
	        send(defs.ChannelCloseOk, {});
	      }
	      // else ignore frame
	    };
	  }

	  _rejectPending() {
	    function reject(r) {
	      r(new Error('Channel ended, no reply will be forthcoming'));
	    }
	    if (this.reply !== null) reject(this.reply);
	    this.reply = null;

	    let discard = this.pending.shift();
	    while (discard) {
	      if (discard) reject(discard.reply);
	      discard = this.pending.shift();
	    }
	    this.pending = null; // so pushes will break
	  }

	  closeBecause(reason, code, k) {
	    this.sendImmediately(defs.ChannelClose, {
	      replyText: reason,
	      replyCode: code,
	      methodId: 0,
	      classId: 0,
	    });
	    const s = stackCapture(`closeBecause called: ${reason}`);
	    this.toClosing(s, k);
	  }

	  // If we close because there's been an error, we need to distinguish
	  // between what we tell the server (`reason`) and what we report as
	  // the cause in the client (`error`).
	  closeWithError(id, reason, code, error) {
	    this.closeBecause(reason, code, () => {
	      error.code = code;
	      // content frames and consumer errors do not provide a method a class/method ID
	      if (id) {
	        error.classId = defs.info(id).classId;
	        error.methodId = defs.info(id).methodId;
	      }
	      safeEmit(this, 'error', error);
	    });
	  }

	  // A trampolining state machine for message frames on a channel. A
	  // message arrives in at least two frames: first, a method announcing
	  // the message (either a BasicDeliver or BasicGetOk); then, a message
	  // header with the message properties; then, zero or more content
	  // frames.
	  // Keep the try/catch localised, in an attempt to avoid disabling
	  // optimisation
	  acceptMessageFrame(f) {
	    try {
	      this.handleMessage = this.handleMessage(f);
	    } catch (msg) {
	      if (typeof msg === 'string') {
	        this.closeWithError(f.id, msg, defs.constants.UNEXPECTED_FRAME, new Error(msg));
	      } else if (msg instanceof Error) {
	        this.closeWithError(f.id, 'Error while processing message', defs.constants.INTERNAL_ERROR, msg);
	      } else {
	        this.closeWithError(f.id, 'Internal error while processing message', defs.constants.INTERNAL_ERROR, new Error(msg.toString()));
	      }
	    }
	  }

	  handleConfirm(handle, f) {
	    const tag = f.deliveryTag;
	    const multi = f.multiple;

	    if (multi) {
	      const confirmed = this.unconfirmed.splice(0, tag - this.lwm + 1);
	      this.lwm = tag + 1;
	      confirmed.forEach(handle);
	    } else {
	      let c;
	      if (tag === this.lwm) {
	        c = this.unconfirmed.shift();
	        this.lwm++;
	        // Advance the LWM and the window to the next non-gap, or
	        // possibly to the end
	        while (this.unconfirmed[0] === null) {
	          this.unconfirmed.shift();
	          this.lwm++;
	        }
	      } else {
	        c = this.unconfirmed[tag - this.lwm];
	        this.unconfirmed[tag - this.lwm] = null;
	      }
	      // Technically, in the single-deliveryTag case, I should report a
	      // protocol breach if it's already been confirmed.
	      handle(c);
	    }
	  }

	  // Resolves once every outstanding message is confirmed, and rejects on
	  // the first nack, or if the channel closes before all are confirmed.
	  // Shared by the promise and callback ConfirmChannel#waitForConfirms.
	  _waitForConfirms() {
	    if (this.closedWithUnconfirmed) return Promise.reject(new Error('channel closed'));
	    const awaiting = [];
	    const unconfirmed = this.unconfirmed;
	    unconfirmed.forEach((cb, index) => {
	      if (cb !== null) {
	        const confirmed = new Promise((resolve, reject) => {
	          unconfirmed[index] = (err) => {
	            if (cb) cb(err);
	            if (err === null) resolve();
	            else reject(err);
	          };
	        });
	        awaiting.push(confirmed);
	      }
	    });
	    return Promise.all(awaiting);
	  }

	  pushConfirmCallback(cb) {
	    // `null` is used specifically for marking already confirmed slots,
	    // so I coerce `undefined` and `null` to false; functions are never
	    // falsey.
	    this.unconfirmed.push(cb || false);
	  }

	  onBufferDrain() {
	    safeEmit(this, 'drain');
	  }

	  accept(f) {
	    switch (f.id) {
	      // Message frames
	      case undefined: // content frame!
	      case defs.BasicDeliver:
	      case defs.BasicReturn:
	      case defs.BasicProperties:
	        return this.acceptMessageFrame(f);

	      // confirmations, need to do confirm.select first
	      case defs.BasicAck:
	        return safeEmit(this, 'ack', f.fields);
	      case defs.BasicNack:
	        return safeEmit(this, 'nack', f.fields);
	      case defs.BasicCancel:
	        // The broker can send this if e.g., the queue is deleted.
	        return safeEmit(this, 'cancel', f.fields);

	      case defs.ChannelClose: {
	        // Any remote closure is an error to us. Reject the pending reply
	        // with the close frame, so it can see whether it was that
	        // operation that caused it to close.
	        if (this.reply) {
	          const reply = this.reply;
	          this.reply = null;
	          reply(f);
	        }
	        const emsg = `Channel closed by server: ${closeMsg(f)}`;
	        this.sendImmediately(defs.ChannelCloseOk, {});

	        const error = new Error(emsg);
	        error.code = f.fields.replyCode;
	        error.classId = f.fields.classId;
	        error.methodId = f.fields.methodId;
	        safeEmit(this, 'error', error);

	        const s = stackCapture(emsg);
	        this.toClosed(s);
	        return;
	      }

	      case defs.BasicFlow:
	        // RabbitMQ doesn't send this, it just blocks the TCP socket
	        return this.closeWithError(f.id, 'Flow not implemented', defs.constants.NOT_IMPLEMENTED, new Error('Flow not implemented'));

	      default: {
	        // assume all other things are replies
	        // Resolving the reply may lead to another RPC; to make sure we
	        // don't hold that up, clear this.reply
	        const reply = this.reply;
	        this.reply = null;
	        // however, maybe there's an RPC waiting to go? If so, that'll
	        // fill this.reply again, restoring the invariant. This does rely
	        // on any response being recv'ed after resolving the promise,
	        // below; hence, I use synchronous defer.
	        if (this.pending.length > 0) {
	          const send = this.pending.shift();
	          this.reply = send.reply;
	          this.sendImmediately(send.method, send.fields);
	        }
	        return reply(null, f);
	      }
	    }
	  }
	}

	// Shutdown protocol. There's three scenarios:
	//
	// 1. The application decides to shut the channel
	// 2. The server decides to shut the channel, possibly because of
	// something the application did
	// 3. The connection is closing, so there won't be any more frames
	// going back and forth.
	//
	// 1 and 2 involve an exchange of method frames (Close and CloseOk),
	// while 3 doesn't; the connection simply says "shutdown" to the
	// channel, which then acts as if it's closing, without going through
	// the exchange.

	function invalidOp(msg, stack) {
	  return () => {
	    throw new IllegalOperationError(msg, stack);
	  };
	}

	function invalidateSend(ch, msg, stack) {
	  ch.sendImmediately = ch.sendOrEnqueue = ch.sendMessage = invalidOp(msg, stack);
	}

	// Kick off a message delivery given a BasicDeliver or BasicReturn
	// frame (BasicGet uses the RPC mechanism)
	function acceptDeliveryOrReturn(f) {
	  let event;
	  if (f.id === defs.BasicDeliver) event = 'delivery';
	  else if (f.id === defs.BasicReturn) event = 'return';
	  else throw fmt('Expected BasicDeliver or BasicReturn; got %s', inspect(f));
	  const fields = f.fields;
	  return acceptMessage((message) => {
	    message.fields = fields;
	    safeEmit(this, event, message);
	  });
	}

	// Move to the state of waiting for message frames (headers, then
	// one or more content frames)
	function acceptMessage(continuation) {
	  let totalSize = 0;
	  let remaining = 0;
	  let buffers = null;

	  const message = {
	    fields: null,
	    properties: null,
	    content: null,
	  };

	  return headers;

	  // expect a headers frame
	  function headers(f) {
	    if (f.id === defs.BasicProperties) {
	      message.properties = f.fields;
	      totalSize = remaining = f.size;

	      // for zero-length messages, content frames aren't required.
	      if (totalSize === 0) {
	        message.content = Buffer.alloc(0);
	        continuation(message);
	        return acceptDeliveryOrReturn;
	      } else {
	        return content;
	      }
	    } else {
	      throw 'Expected headers frame after delivery';
	    }
	  }

	  // expect a content frame
	  // %%% TODO cancelled messages (sent as zero-length content frame)
	  function content(f) {
	    if (f.content) {
	      const size = f.content.length;
	      remaining -= size;
	      if (remaining === 0) {
	        if (buffers !== null) {
	          buffers.push(f.content);
	          message.content = Buffer.concat(buffers);
	        } else {
	          message.content = f.content;
	        }
	        continuation(message);
	        return acceptDeliveryOrReturn;
	      } else if (remaining < 0) {
	        throw fmt('Too much content sent! Expected %d bytes', totalSize);
	      } else {
	        if (buffers !== null) buffers.push(f.content);
	        else buffers = [f.content];
	        return content;
	      }
	    } else throw 'Expected content frame after headers';
	  }
	}

	function convertCloseFrameToError(method, closeFrame) {
	  const closeReason = (closeFrame.fields.classId << 16) + closeFrame.fields.methodId;
	  const e =
	    method === closeReason
	      ? fmt('Operation failed: %s; %s', methodName(method), closeMsg(closeFrame))
	      : fmt('Channel closed by server: %s', closeMsg(closeFrame));
	  const error = new Error(e);
	  error.code = closeFrame.fields.replyCode;
	  error.classId = closeFrame.fields.classId;
	  error.methodId = closeFrame.fields.methodId;
	  return error;
	}

	// This adds just a bit more stuff useful for the APIs, but not
	// low-level machinery.
	class BaseChannel extends Channel {
	  constructor(connection) {
	    super(connection);
	    this.consumers = new Map();
	  }

	  // Not sure I like the ff, it's going to be changing hidden classes
	  // all over the place. On the other hand, whaddya do.
	  registerConsumer(tag, callback) {
	    this.consumers.set(tag, callback);
	  }

	  unregisterConsumer(tag) {
	    this.consumers.delete(tag);
	  }

	  dispatchMessage(fields, message) {
	    const consumerTag = fields.consumerTag;
	    const consumer = this.consumers.get(consumerTag);
	    if (consumer) {
	      return consumer(message);
	    } else {
	      // %%% Surely a race here
	      throw new Error(`Unknown consumer: ${consumerTag}`);
	    }
	  }

	  handleDelivery(message) {
	    return this.dispatchMessage(message.fields, message);
	  }

	  handleCancel(fields) {
	    const result = this.dispatchMessage(fields, null);
	    this.unregisterConsumer(fields.consumerTag);
	    return result;
	  }
	}

	channel.acceptMessage = acceptMessage;
	channel.BaseChannel = BaseChannel;
	channel.Channel = Channel;
	channel.convertCloseFrameToError = convertCloseFrameToError;
	return channel;
}

var hasRequiredChannel_model;

function requireChannel_model () {
	if (hasRequiredChannel_model) return channel_model;
	hasRequiredChannel_model = 1;
	const EventEmitter = require$$0$1;
	const { promisify } = require$$4;
	const defs = requireDefs();
	const Args = requireApi_args();
	const { BaseChannel, acceptMessage, convertCloseFrameToError } = requireChannel();
	const { inspect } = requireFormat();

	class ChannelModel extends EventEmitter {
	  constructor(connection) {
	    super();
	    this.connection = connection;

	    ['error', 'close', 'blocked', 'unblocked', 'update-secret-ok'].forEach((ev) => {
	      connection.on(ev, this.emit.bind(this, ev));
	    });
	  }

	  close() {
	    return promisify(this.connection.close.bind(this.connection))();
	  }

	  updateSecret(newSecret, reason) {
	    return promisify(this.connection._updateSecret.bind(this.connection))(newSecret, reason);
	  }

	  async createChannel(options) {
	    const channel = new Channel(this.connection);
	    channel.setOptions(options);
	    await channel.open();
	    return channel;
	  }

	  async createConfirmChannel(options) {
	    const channel = new ConfirmChannel(this.connection);
	    channel.setOptions(options);
	    await channel.open();
	    await channel.rpc(defs.ConfirmSelect, { nowait: false }, defs.ConfirmSelectOk);
	    return channel;
	  }
	}

	// Channels

	class Channel extends BaseChannel {
	  constructor(connection) {
	    super(connection);
	    this.on('delivery', this.handleDelivery.bind(this));
	    this.on('cancel', this.handleCancel.bind(this));
	  }

	  // An RPC that returns a 'proper' promise, which resolves to just the
	  // response's fields; this is intended to be suitable for implementing
	  // API procedures.
	  async rpc(method, fields, expect) {
	    const f = await promisify((cb) => {
	      return this._rpc(method, fields, expect, cb);
	    })();

	    return f.fields;
	  }

	  // Do the remarkably simple channel open handshake
	  async open() {
	    const ch = await this.allocate.bind(this)();
	    return ch.rpc(defs.ChannelOpen, { outOfBand: '' }, defs.ChannelOpenOk);
	  }

	  close() {
	    return promisify((cb) => {
	      return this.closeBecause('Goodbye', defs.constants.REPLY_SUCCESS, cb);
	    })();
	  }

	  // === Public API, declaring queues and stuff ===

	  assertQueue(queue, options) {
	    return this.rpc(defs.QueueDeclare, Args.assertQueue(queue, options), defs.QueueDeclareOk);
	  }

	  checkQueue(queue) {
	    return this.rpc(defs.QueueDeclare, Args.checkQueue(queue), defs.QueueDeclareOk);
	  }

	  deleteQueue(queue, options) {
	    return this.rpc(defs.QueueDelete, Args.deleteQueue(queue, options), defs.QueueDeleteOk);
	  }

	  purgeQueue(queue) {
	    return this.rpc(defs.QueuePurge, Args.purgeQueue(queue), defs.QueuePurgeOk);
	  }

	  bindQueue(queue, source, pattern, argt) {
	    return this.rpc(defs.QueueBind, Args.bindQueue(queue, source, pattern, argt), defs.QueueBindOk);
	  }

	  unbindQueue(queue, source, pattern, argt) {
	    return this.rpc(defs.QueueUnbind, Args.unbindQueue(queue, source, pattern, argt), defs.QueueUnbindOk);
	  }

	  assertExchange(exchange, type, options) {
	    // The server reply is an empty set of fields, but it's convenient
	    // to have the exchange name handed to the continuation.
	    return this.rpc(defs.ExchangeDeclare, Args.assertExchange(exchange, type, options), defs.ExchangeDeclareOk).then((_ok) => {
	      return { exchange };
	    });
	  }

	  checkExchange(exchange) {
	    return this.rpc(defs.ExchangeDeclare, Args.checkExchange(exchange), defs.ExchangeDeclareOk);
	  }

	  deleteExchange(name, options) {
	    return this.rpc(defs.ExchangeDelete, Args.deleteExchange(name, options), defs.ExchangeDeleteOk);
	  }

	  bindExchange(dest, source, pattern, argt) {
	    return this.rpc(defs.ExchangeBind, Args.bindExchange(dest, source, pattern, argt), defs.ExchangeBindOk);
	  }

	  unbindExchange(dest, source, pattern, argt) {
	    return this.rpc(defs.ExchangeUnbind, Args.unbindExchange(dest, source, pattern, argt), defs.ExchangeUnbindOk);
	  }

	  // Working with messages

	  publish(exchange, routingKey, content, options) {
	    const fieldsAndProps = Args.publish(exchange, routingKey, options);
	    return this.sendMessage(fieldsAndProps, fieldsAndProps, content);
	  }

	  sendToQueue(queue, content, options) {
	    return this.publish('', queue, content, options);
	  }

	  consume(queue, callback, options) {
	    // NB we want the callback to be run synchronously, so that we've
	    // registered the consumerTag before any messages can arrive.
	    const fields = Args.consume(queue, options);
	    return new Promise((resolve, reject) => {
	      this._rpc(defs.BasicConsume, fields, defs.BasicConsumeOk, (err, ok) => {
	        if (err) return reject(err);
	        this.registerConsumer(ok.fields.consumerTag, callback);
	        resolve(ok.fields);
	      });
	    });
	  }

	  async cancel(consumerTag) {
	    const fields = await this.rpc(defs.BasicCancel, Args.cancel(consumerTag), defs.BasicCancelOk);
	    this.unregisterConsumer(consumerTag);
	    return fields;
	  }

	  get(queue, options) {
	    const fields = Args.get(queue, options);
	    return new Promise((resolve, reject) => {
	      this.sendOrEnqueue(defs.BasicGet, fields, (err, f) => {
	        if (err instanceof Error) return reject(err);
	        if (err) return reject(convertCloseFrameToError(defs.BasicGet, err));
	        if (f.id === defs.BasicGetEmpty) {
	          return resolve(false);
	        } else if (f.id === defs.BasicGetOk) {
	          const fields = f.fields;
	          this.handleMessage = acceptMessage((m) => {
	            m.fields = fields;
	            resolve(m);
	          });
	        } else {
	          reject(new Error(`Unexpected response to BasicGet: ${inspect(f)}`));
	        }
	      });
	    });
	  }

	  ack(message, allUpTo) {
	    this.sendImmediately(defs.BasicAck, Args.ack(message.fields.deliveryTag, allUpTo));
	  }

	  ackAll() {
	    this.sendImmediately(defs.BasicAck, Args.ack(0, true));
	  }

	  nack(message, allUpTo, requeue) {
	    this.sendImmediately(defs.BasicNack, Args.nack(message.fields.deliveryTag, allUpTo, requeue));
	  }

	  nackAll(requeue) {
	    this.sendImmediately(defs.BasicNack, Args.nack(0, true, requeue));
	  }

	  // `Basic.Nack` is not available in older RabbitMQ versions (or in the
	  // AMQP specification), so you have to use the one-at-a-time
	  // `Basic.Reject`. This is otherwise synonymous with
	  // `#nack(message, false, requeue)`.
	  reject(message, requeue) {
	    this.sendImmediately(defs.BasicReject, Args.reject(message.fields.deliveryTag, requeue));
	  }

	  recover() {
	    return this.rpc(defs.BasicRecover, Args.recover(), defs.BasicRecoverOk);
	  }

	  qos(count, global) {
	    return this.rpc(defs.BasicQos, Args.prefetch(count, global), defs.BasicQosOk);
	  }
	}

	// There are more options in AMQP than exposed here; RabbitMQ only
	// implements prefetch based on message count, and only for individual
	// channels or consumers. RabbitMQ v3.3.0 and after treat prefetch
	// (without `global` set) as per-consumer (for consumers following),
	// and prefetch with `global` set as per-channel.
	Channel.prototype.prefetch = Channel.prototype.qos;

	// Confirm channel. This is a channel with confirms 'switched on',
	// meaning sent messages will provoke a responding 'ack' or 'nack'
	// from the server. The upshot of this is that `publish` and
	// `sendToQueue` both take a callback, which will be called either
	// with `null` as its argument to signify 'ack', or an exception as
	// its argument to signify 'nack'.

	class ConfirmChannel extends Channel {
	  publish(exchange, routingKey, content, options, cb) {
	    const result = super.publish(exchange, routingKey, content, options);
	    this.pushConfirmCallback(cb);
	    return result;
	  }

	  sendToQueue(queue, content, options, cb) {
	    return this.publish('', queue, content, options, cb);
	  }

	  waitForConfirms() {
	    return this._waitForConfirms();
	  }
	}

	channel_model.ConfirmChannel = ConfirmChannel;
	channel_model.Channel = Channel;
	channel_model.ChannelModel = ChannelModel;
	return channel_model;
}

var recovery;
var hasRequiredRecovery;

function requireRecovery () {
	if (hasRequiredRecovery) return recovery;
	hasRequiredRecovery = 1;
	const EventEmitter = require$$0$1;

	const DEFAULT_RECOVERY = {
	  initialDelay: 100,
	  maxDelay: 30000,
	  factor: 2,
	  jitter: 0.2};

	function splitConnectionOptions(connOptions) {
	  if (!connOptions || typeof connOptions !== 'object') {
	    return {
	      connectionOptions: connOptions,
	      recovery: null,
	    };
	  }

	  if (!Object.hasOwn(connOptions, 'recovery')) {
	    return {
	      connectionOptions: connOptions,
	      recovery: null,
	    };
	  }

	  const connectionOptions = Object.assign({}, connOptions);
	  const recovery = connectionOptions.recovery;
	  delete connectionOptions.recovery;

	  return { connectionOptions, recovery };
	}

	function recoveryEnabled(recovery) {
	  if (!recovery) return false;
	  if (recovery === true) return true;
	  return recovery.enabled !== false;
	}

	function toFiniteNumber(value, fallback) {
	  const n = Number(value);
	  return Number.isFinite(n) ? n : fallback;
	}

	function toRetryCount(value, fallback) {
	  if (value == null) return fallback;
	  if (value === Infinity) return Infinity;
	  const n = toFiniteNumber(value, fallback);
	  return n < 0 ? 0 : n;
	}

	function normaliseRecoveryOptions(recovery) {
	  const source = recovery === true ? {} : recovery || {};
	  const initialDelay = Math.max(0, toFiniteNumber(source.initialDelay, DEFAULT_RECOVERY.initialDelay));
	  const maxDelay = Math.max(initialDelay, toFiniteNumber(source.maxDelay, DEFAULT_RECOVERY.maxDelay));
	  const factor = Math.max(1, toFiniteNumber(source.factor, DEFAULT_RECOVERY.factor));
	  const jitter = Math.min(1, Math.max(0, toFiniteNumber(source.jitter, DEFAULT_RECOVERY.jitter)));
	  const maxRetries = toRetryCount(source.maxRetries, Infinity);
	  const initialMaxRetries = toRetryCount(source.initialMaxRetries, maxRetries);

	  return {
	    initialDelay,
	    maxDelay,
	    factor,
	    jitter,
	    maxRetries,
	    initialMaxRetries,
	    setup: typeof source.setup === 'function' ? source.setup : null,
	    waitForConnect: source.waitForConnect !== false,
	    calculateDelay: typeof source.calculateDelay === 'function' ? source.calculateDelay : null,
	  };
	}

	function toError(err, fallbackMessage) {
	  if (err instanceof Error) return err;
	  return new Error(err ? String(err) : fallbackMessage);
	}

	function calculateBuiltinDelay(recovery, attempt) {
	  // Capping the base at maxDelay and then clamping base+offset to maxDelay
	  // would put a point mass on maxDelay itself: once base saturates, every
	  // positive jitter draw (half of them) collapses onto the same value,
	  // defeating the point of jitter. Capping the base at
	  // maxDelay / (1 + jitter) instead means the maximum possible offset
	  // lands exactly on maxDelay, so the result never exceeds it without
	  // needing a final clamp - the distribution stays smooth right up to the cap.
	  const cappedBase = recovery.maxDelay / (1 + recovery.jitter);
	  const base = Math.min(cappedBase, recovery.initialDelay * recovery.factor ** (attempt - 1));
	  const jitterPart = base * recovery.jitter;
	  const offset = jitterPart > 0 ? Math.random() * jitterPart * 2 - jitterPart : 0;
	  return Math.max(0, Math.round(base + offset));
	}

	// A custom `calculateDelay` that throws, or returns something other than a
	// finite, non-negative number, is a bug in caller-supplied code. Rather than
	// silently falling back to the built-in strategy, the error is treated as a
	// terminal recovery failure by the caller (see _scheduleReconnect), so it
	// surfaces immediately instead of manifesting as unexplained delay behavior.
	function calculateDelay(recovery, attempt) {
	  if (!recovery.calculateDelay) {
	    return calculateBuiltinDelay(recovery, attempt);
	  }

	  const custom = recovery.calculateDelay(attempt);
	  if (typeof custom === 'number' && Number.isFinite(custom) && custom >= 0) {
	    return Math.round(custom);
	  }

	  throw new Error(`calculateDelay must return a finite, non-negative number of milliseconds (got ${String(custom)})`);
	}

	function runSetup(setup, model) {
	  if (!setup) return Promise.resolve();

	  return new Promise((resolve, reject) => {
	    let settled = false;

	    function done(err) {
	      if (settled) return;
	      settled = true;
	      if (err) reject(toError(err, 'Recovery setup failed'));
	      else resolve();
	    }

	    try {
	      if (setup.length >= 2) {
	        setup(model, done);
	      } else {
	        Promise.resolve(setup(model)).then(() => done(), done);
	      }
	    } catch (err) {
	      done(err);
	    }
	  });
	}

	function makeCallback(promise, cb) {
	  const callback = typeof cb === 'function' ? cb : () => {};
	  promise.then(
	    (value) => callback(null, value),
	    (err) => callback(toError(err, 'Operation failed')),
	  );
	}

	class RecoveringCore extends EventEmitter {
	  constructor(openModel, recovery, adapters) {
	    super();
	    this._openModel = openModel;
	    this._recovery = normaliseRecoveryOptions(recovery);
	    this._adapters = adapters;
	    this._model = null;
	    this._modelListeners = null;
	    this._waiters = [];
	    this._connecting = false;
	    this._stopped = false;
	    this._failure = null;
	    this._connectedOnce = false;
	    this._timer = null;
	    this._attempt = 0;

	    this._initialReady = false;
	    this._initialWait = new Promise((resolve, reject) => {
	      this._resolveInitial = resolve;
	      this._rejectInitial = reject;
	    });
	    // The initial connection promise is only consumed if the caller opts to
	    // wait for it, so swallow rejections here to avoid unhandled rejections
	    // when close() is called or retries are exhausted before anyone awaits it.
	    this._initialWait.catch(() => {});

	    // Defer the first attempt so callers that receive the model before the
	    // initial connection have a chance to attach listeners before any
	    // 'connect', 'connect-failed' or 'reconnect-scheduled' events are emitted.
	    setImmediate(() => this._connect());
	  }

	  waitForConnect() {
	    return this._initialWait;
	  }

	  async close() {
	    if (this._stopped) return;
	    this._stopped = true;

	    if (this._timer) {
	      clearTimeout(this._timer);
	      this._timer = null;
	    }

	    const closedError = new Error('Connection closed');
	    this._rejectPendingWaiters(closedError);
	    this._rejectInitialConnection(closedError);

	    if (this._model) {
	      const model = this._model;
	      this._model = null;
	      this._unbindModel();
	      await this._closeModelNoThrow(model);
	    }
	  }

	  async createChannel(options) {
	    const model = await this._waitForConnection();
	    return this._adapters.createChannel(model, options, false);
	  }

	  async createConfirmChannel(options) {
	    const model = await this._waitForConnection();
	    return this._adapters.createChannel(model, options, true);
	  }

	  async updateSecret(newSecret, reason) {
	    const model = await this._waitForConnection();
	    return this._adapters.updateSecret(model, newSecret, reason);
	  }

	  _resolveInitialConnection() {
	    if (this._initialReady) return;
	    this._initialReady = true;
	    this._resolveInitial();
	  }

	  _rejectInitialConnection(err) {
	    if (this._initialReady) return;
	    this._initialReady = true;
	    this._rejectInitial(err);
	  }

	  _resolvePendingWaiters(model) {
	    const waiters = this._waiters.splice(0);
	    waiters.forEach((waiter) => {
	      waiter.resolve(model);
	    });
	  }

	  _rejectPendingWaiters(err) {
	    const waiters = this._waiters.splice(0);
	    waiters.forEach((waiter) => {
	      waiter.reject(err);
	    });
	  }

	  _waitForConnection() {
	    if (this._model) return Promise.resolve(this._model);
	    if (this._stopped) return Promise.reject(this._failure || new Error('Connection closed'));

	    return new Promise((resolve, reject) => {
	      this._waiters.push({ resolve, reject });
	    });
	  }

	  _bindModel(model) {
	    const onClose = (maybeErr) => {
	      if (this._model !== model) return;

	      this._model = null;
	      this._unbindModel();
	      if (this._stopped) return;

	      const err = toError(maybeErr, 'Connection closed');
	      this.emit('disconnect', err);
	      this._scheduleReconnect(err);
	    };

	    const onBlocked = (reason) => this.emit('blocked', reason);
	    const onUnblocked = () => this.emit('unblocked');
	    const onConnectionError = (err) => this.emit('error', err);
	    const onUpdateSecretOk = () => this.emit('update-secret-ok');
	    const onHandlerError = (err, event) => this.emit('handler-error', err, event);

	    model.on('close', onClose);
	    model.on('blocked', onBlocked);
	    model.on('unblocked', onUnblocked);
	    model.on('error', onConnectionError);
	    model.on('update-secret-ok', onUpdateSecretOk);
	    model.on('handler-error', onHandlerError);

	    this._modelListeners = {
	      model,
	      onClose,
	      onBlocked,
	      onUnblocked,
	      onConnectionError,
	      onUpdateSecretOk,
	      onHandlerError,
	    };
	  }

	  _unbindModel() {
	    if (!this._modelListeners) return;
	    const { model, onClose, onBlocked, onUnblocked, onConnectionError, onUpdateSecretOk, onHandlerError } = this._modelListeners;
	    model.removeListener('close', onClose);
	    model.removeListener('blocked', onBlocked);
	    model.removeListener('unblocked', onUnblocked);
	    model.removeListener('error', onConnectionError);
	    model.removeListener('update-secret-ok', onUpdateSecretOk);
	    model.removeListener('handler-error', onHandlerError);
	    model.on('error', () => {});
	    this._modelListeners = null;
	  }

	  async _connect() {
	    if (this._stopped || this._connecting) return;
	    this._connecting = true;

	    let model;
	    try {
	      model = await this._openModel();
	      if (!this._stopped) await runSetup(this._recovery.setup, model);
	      if (this._stopped) {
	        await this._closeModelNoThrow(model);
	        return;
	      }

	      this._model = model;
	      this._attempt = 0;
	      this._connectedOnce = true;
	      this._bindModel(model);
	      this._resolveInitialConnection();
	      this._resolvePendingWaiters(model);
	      this.emit('connect', model);
	    } catch (err) {
	      const error = toError(err, 'Connection recovery failed');
	      if (model) await this._closeModelNoThrow(model);
	      this.emit('connect-failed', error);
	      this._scheduleReconnect(error);
	    } finally {
	      this._connecting = false;
	    }
	  }

	  _scheduleReconnect(err) {
	    if (this._stopped) return;

	    if (this._timer) return;

	    const maxRetries = this._connectedOnce ? this._recovery.maxRetries : this._recovery.initialMaxRetries;
	    if (this._attempt >= maxRetries) {
	      this._abandonRecovery(err);
	      return;
	    }

	    const attempt = this._attempt + 1;
	    let delay;
	    try {
	      delay = calculateDelay(this._recovery, attempt);
	    } catch (delayErr) {
	      // Both callers of _scheduleReconnect run from timers or socket events
	      // where a throw would either be an unhandled rejection or an uncaught
	      // exception. Give up recovery cleanly instead so the failure reaches the
	      // initial connect promise, pending channel waiters and 'reconnect-failed'.
	      this._abandonRecovery(toError(delayErr, 'calculateDelay failed'));
	      return;
	    }
	    this._attempt = attempt;

	    this.emit('reconnect-scheduled', { attempt, delay, error: err });
	    this._timer = setTimeout(() => {
	      this._timer = null;
	      this._connect();
	    }, delay);
	  }

	  _abandonRecovery(err) {
	    // Recovery is over and cannot be restarted, so treat the connection as
	    // stopped. Remember why, so channel operations attempted afterwards
	    // reject with the underlying failure instead of waiting forever for a
	    // connection that will never arrive.
	    this._stopped = true;
	    this._failure = err;
	    this._rejectInitialConnection(err);
	    this._rejectPendingWaiters(err);
	    this.emit('reconnect-failed', err);
	  }

	  _closeModelNoThrow(model) {
	    return this._adapters.closeModel(model).catch(() => {});
	  }
	}

	const PROMISE_ADAPTERS = {
	  closeModel(model) {
	    return model.close();
	  },
	  createChannel(model, options, confirm) {
	    return confirm ? model.createConfirmChannel(options) : model.createChannel(options);
	  },
	  updateSecret(model, newSecret, reason) {
	    return model.updateSecret(newSecret, reason);
	  },
	};

	function callbackClose(model) {
	  return new Promise((resolve, reject) => {
	    model.close((err) => {
	      if (err) reject(err);
	      else resolve();
	    });
	  });
	}

	function callbackCreateChannel(model, options, confirm) {
	  return new Promise((resolve, reject) => {
	    const method = confirm ? 'createConfirmChannel' : 'createChannel';
	    const cb = (err, channel) => {
	      if (err) reject(err);
	      else resolve(channel);
	    };

	    if (options === undefined) model[method](cb);
	    else model[method](options, cb);
	  });
	}

	function callbackUpdateSecret(model, newSecret, reason) {
	  return new Promise((resolve, reject) => {
	    model.updateSecret(newSecret, reason, (err, ok) => {
	      if (err) reject(err);
	      else resolve(ok);
	    });
	  });
	}

	const CALLBACK_ADAPTERS = {
	  closeModel: callbackClose,
	  createChannel: callbackCreateChannel,
	  updateSecret: callbackUpdateSecret,
	};

	function wireCommonEvents(source, target) {
	  [
	    'connect',
	    'disconnect',
	    'connect-failed',
	    'reconnect-scheduled',
	    'reconnect-failed',
	    'blocked',
	    'unblocked',
	    'error',
	    'update-secret-ok',
	    'handler-error',
	  ].forEach((eventName) => {
	    source.on(eventName, (...args) => target.emit(eventName, ...args));
	  });
	}

	class RecoveringPromiseModel extends EventEmitter {
	  constructor(openModel, recovery) {
	    super();
	    this._core = new RecoveringCore(openModel, recovery, PROMISE_ADAPTERS);
	    wireCommonEvents(this._core, this);
	  }

	  async waitForConnect() {
	    await this._core.waitForConnect();
	    return this;
	  }

	  close() {
	    return this._core.close();
	  }

	  createChannel(options) {
	    return this._core.createChannel(options);
	  }

	  createConfirmChannel(options) {
	    return this._core.createConfirmChannel(options);
	  }

	  updateSecret(newSecret, reason) {
	    return this._core.updateSecret(newSecret, reason);
	  }
	}

	class RecoveringCallbackModel extends EventEmitter {
	  constructor(openModel, recovery) {
	    super();
	    this._core = new RecoveringCore(openModel, recovery, CALLBACK_ADAPTERS);
	    wireCommonEvents(this._core, this);
	  }

	  waitForConnect(cb) {
	    const callback = typeof cb === 'function' ? cb : () => {};
	    this._core.waitForConnect().then(
	      () => callback(null, this),
	      (err) => callback(toError(err, 'Operation failed')),
	    );
	    return this;
	  }

	  close(cb) {
	    makeCallback(this._core.close(), cb);
	    return this;
	  }

	  updateSecret(newSecret, reason, cb) {
	    makeCallback(this._core.updateSecret(newSecret, reason), cb);
	    return this;
	  }

	  createChannel(options, cb) {
	    if (typeof options === 'function') {
	      cb = options;
	      options = undefined;
	    }
	    makeCallback(this._core.createChannel(options), cb);
	    return this;
	  }

	  createConfirmChannel(options, cb) {
	    if (typeof options === 'function') {
	      cb = options;
	      options = undefined;
	    }
	    makeCallback(this._core.createConfirmChannel(options), cb);
	    return this;
	  }
	}

	function connectWithRecoveryPromise(openModel, recovery) {
	  const recovering = new RecoveringPromiseModel(openModel, recovery);
	  if (!recovering._core._recovery.waitForConnect) return Promise.resolve(recovering);
	  return recovering.waitForConnect();
	}

	function connectWithRecoveryCallback(openModel, recovery, cb) {
	  const recovering = new RecoveringCallbackModel(openModel, recovery);
	  if (recovering._core._recovery.waitForConnect) {
	    recovering.waitForConnect(cb);
	  } else if (typeof cb === 'function') {
	    process.nextTick(cb, null, recovering);
	  }
	  return recovering;
	}

	recovery = {
	  splitConnectionOptions,
	  recoveryEnabled,
	  connectWithRecoveryPromise,
	  connectWithRecoveryCallback,
	  RecoveringPromiseModel,
	  RecoveringCallbackModel,
	};
	return recovery;
}

var hasRequiredChannel_api;

function requireChannel_api () {
	if (hasRequiredChannel_api) return channel_api;
	hasRequiredChannel_api = 1;
	const raw_connect = requireConnect().connect;
	const ChannelModel = requireChannel_model().ChannelModel;
	const promisify = require$$4.promisify;
	const recovery = requireRecovery();

	function connect(url, connOptions) {
	  const {connectionOptions, recovery: recoveryOptions} = recovery.splitConnectionOptions(connOptions);
	  if (recovery.recoveryEnabled(recoveryOptions)) {
	    const openModel = () => promisify((cb) => raw_connect(url, connectionOptions, cb))().then((conn) => new ChannelModel(conn));

	    return recovery.connectWithRecoveryPromise(openModel, recoveryOptions);
	  }

	  return promisify((cb) => raw_connect(url, connectionOptions, cb))().then((conn) => new ChannelModel(conn));
	}

	channel_api.connect = connect;
	channel_api.credentials = requireCredentials();
	channel_api.IllegalOperationError = requireError().IllegalOperationError;
	return channel_api;
}

var channel_apiExports = requireChannel_api();
var amqp = /*@__PURE__*/getDefaultExportFromCjs(channel_apiExports);

/**
 * An error that names the phase of a trial that failed ("connect", "drain", "delete queues"), so a
 * failure report says where it happened. Worker code imports this file too, so it keeps to
 * erasable TypeScript (no parameter properties).
 */
class PhaseError extends Error {
    phase;
    constructor(phase, message, options) {
        super(`${phase}: ${message}`, options);
        this.name = "PhaseError";
        this.phase = phase;
    }
}
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
/**
 * Waits for `promise` at most `timeoutMs`; on timeout rejects with a PhaseError. A value that
 * arrives late is handed to `disposeLate` (e.g. a connection that opened after we gave up).
 */
function withTimeout(promise, timeoutMs, phase, disposeLate) {
    return new Promise((resolve, reject) => {
        let settled = false;
        const timer = setTimeout(() => {
            settled = true;
            reject(new PhaseError(phase, `timed out after ${timeoutMs} ms`));
        }, timeoutMs);
        promise.then((value) => {
            if (settled) {
                if (disposeLate)
                    void Promise.resolve()
                        .then(() => disposeLate(value))
                        .catch(() => { });
                return;
            }
            settled = true;
            clearTimeout(timer);
            resolve(value);
        }, (error) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            reject(error instanceof PhaseError ? error : new PhaseError(phase, errorMessage(error), { cause: error }));
        });
    });
}
/** Replaces `user:password@` in a URL for messages (the logger masks too; errors travel further). */
function maskAmqpUrl(url) {
    return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)([^:/@\s]+):([^@/\s]+)@/i, "$1$2:***@");
}
function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
}
/** Waits `ms`, or throws the run's PhaseError (or one naming `phase`) once `signal` aborts. */
async function sleepUnlessAborted(ms, signal, phase) {
    try {
        await setTimeout$1(ms, undefined, { signal });
    }
    catch {
        throw abortError(signal, phase());
    }
}
function abortError(signal, phase) {
    const reason = signal.reason;
    if (reason instanceof PhaseError)
        return reason;
    return new PhaseError(phase, reason instanceof Error ? reason.message : "aborted");
}
/** `promise`, or the abort's PhaseError as soon as `signal` aborts, whichever comes first. */
function raceAbort(promise, signal, phase) {
    if (signal.aborted) {
        // The run has moved on; what `promise` ends with later is nobody's concern, and must not become
        // an unhandled rejection that ends the process.
        promise.catch(() => { });
        return Promise.reject(abortError(signal, phase()));
    }
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(abortError(signal, phase()));
        signal.addEventListener("abort", onAbort, { once: true });
        promise.then((value) => {
            signal.removeEventListener("abort", onAbort);
            resolve(value);
        }, (error) => {
            signal.removeEventListener("abort", onAbort);
            reject(error instanceof Error ? error : new Error(String(error)));
        });
    });
}

/** Socket buffer of the publishers' and consumers' connections (see ConnectOptions). */
const LOAD_SOCKET_HIGH_WATER_MARK = 256 * 1024;
/**
 * Opens an AMQP connection with a deadline. TCP_NODELAY is on: with Nagle's algorithm a small
 * publish or ack can wait for the peer's delayed ACK (up to 40 ms on Linux), which would show up as
 * latency of the broker.
 */
function connectAmqp(url, options) {
    const connecting = amqp.connect(url, {
        timeout: options.timeoutMs,
        noDelay: true,
        clientProperties: { connection_name: options.connectionName },
        ...(options.writableHighWaterMark !== undefined && {
            writableHighWaterMark: options.writableHighWaterMark,
        }),
    });
    return withTimeout(connecting, options.timeoutMs, `connect to ${maskAmqpUrl(url)}`, (late) => late.close());
}
/**
 * Coalesces the connection's socket writes within one tick into one writev.
 *
 * amqplib writes every frame with its own socket.write(), and an idle socket sends each write at
 * once: one syscall per published message and per ack. Profiles of a publisher and a consumer
 * thread showed that syscall (writeBuffer) as their largest cost. Corking on the first write of a
 * tick and uncorking on process.nextTick lets the frames amqplib's muxer writes in one pass leave
 * together, without delaying any frame past the current tick (so latency is not traded away).
 * Uses amqplib's internal `connection.stream` (the net.Socket); if that ever moves, writes simply
 * stay uncoalesced.
 */
function coalesceSocketWrites(model) {
    return coalesceWrites(model.connection?.stream);
}
/**
 * Corks `socket` on the first write of a tick and uncorks it on process.nextTick, so the writes of
 * one pass leave in one writev (see coalesceSocketWrites). False when it is not a socket.
 */
function coalesceWrites(socket) {
    if (!socket || typeof socket.cork !== "function" || typeof socket.uncork !== "function")
        return false;
    const write = socket.write;
    let corked = false;
    const uncork = () => {
        corked = false;
        socket.uncork();
    };
    socket.write = function coalescedWrite(...args) {
        if (!corked) {
            corked = true;
            socket.cork();
            process.nextTick(uncork);
        }
        return write.apply(socket, args);
    };
    return true;
}
/**
 * Closes the channel, then the connection. The channel's close goes out behind everything queued on
 * that channel and the broker answers only after handling it, whereas amqplib muxes the connection's
 * close (channel 0) ahead of frames still buffered on other channels: closing the connection
 * alone lost ~2000 messages at the end of an unconfirmed publish run.
 */
async function closeChannelThenConnection(channel, connection, timeoutMs = 10_000) {
    if (channel) {
        try {
            await withTimeout(channel.close(), timeoutMs, "close channel");
        }
        catch {
            // Closed already (or the broker is gone); the connection close below still runs.
        }
    }
    await closeQuietly(connection);
}
/** Closes a connection, ignoring a connection that is already closed or broken. */
async function closeQuietly(connection, timeoutMs = 5_000) {
    if (!connection)
        return;
    try {
        await withTimeout(connection.close(), timeoutMs, "close connection");
    }
    catch {
        // Closed already, or the broker stopped answering: drop the socket so nothing lingers.
        destroySocket(connection);
    }
}
/** Drops the connection's socket (amqplib's internal `connection.stream`) without a close handshake. */
function destroySocket(connection) {
    connection.connection?.stream?.destroy?.();
}
/**
 * Closes a connection and waits for the broker's close-ok; when that fails or times out, drops
 * the socket so the connection is gone either way, then throws: a churn operation whose close
 * failed did not complete and must not be counted.
 */
async function closeOrDestroy(connection, timeoutMs) {
    try {
        await withTimeout(connection.close(), timeoutMs, "close connection");
    }
    catch (error) {
        destroySocket(connection);
        throw error;
    }
}

/*
 * Copyright 2015 Red Hat Inc.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

var errors;
var hasRequiredErrors;

function requireErrors () {
	if (hasRequiredErrors) return errors;
	hasRequiredErrors = 1;

	var util = require$$1__default;

	function ProtocolError(message) {
	    Error.captureStackTrace(this, ProtocolError);
	    this.message = message;
	    this.name = 'ProtocolError';
	}
	util.inherits(ProtocolError, Error);

	function TypeError(message) {
	    Error.captureStackTrace(this, TypeError);
	    this.message = message;
	    this.name = 'TypeError';
	}
	util.inherits(TypeError, ProtocolError);

	function ConnectionError(message, condition, connection) {
	    Error.captureStackTrace(this, ConnectionError);
	    this.message = message;
	    this.name = 'ConnectionError';
	    this.condition = condition;
	    this.description = message;
	    Object.defineProperty(this, 'connection', { value: connection });
	}
	util.inherits(ConnectionError, Error);

	ConnectionError.prototype.toJSON = function () {
	    return {
	        type: this.name,
	        code: this.condition,
	        message: this.description
	    };
	};

	errors = {
	    ProtocolError: ProtocolError,
	    TypeError: TypeError,
	    ConnectionError: ConnectionError
	};
	return errors;
}

/*
 * Copyright 2015 Red Hat Inc.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

var util_1;
var hasRequiredUtil;

function requireUtil () {
	if (hasRequiredUtil) return util_1;
	hasRequiredUtil = 1;

	var errors = requireErrors();

	var util = {};

	util.allocate_buffer = function (size) {
	    return Buffer.alloc ? Buffer.alloc(size) : new Buffer(size);
	};

	util.generate_uuid = function () {
	    return util.uuid_to_string(util.uuid4());
	};

	util.uuid4 = function () {
	    var bytes = util.allocate_buffer(16);
	    for (var i = 0; i < bytes.length; i++) {
	        bytes[i] = Math.random()*255|0;
	    }

	    // From RFC4122, the version bits are set to 0100
	    bytes[7] &= 0x0F;
	    bytes[7] |= 0x40;

	    // From RFC4122, the top two bits of byte 8 get set to 01
	    bytes[8] &= 0x3F;
	    bytes[8] |= 0x80;

	    return bytes;
	};


	util.uuid_to_string = function (buffer) {
	    if (buffer.length === 16) {
	        var chunks = [buffer.slice(0, 4), buffer.slice(4, 6), buffer.slice(6, 8), buffer.slice(8, 10), buffer.slice(10, 16)];
	        return chunks.map(function (b) { return b.toString('hex'); }).join('-');
	    } else {
	        throw new errors.TypeError('Not a UUID, expecting 16 byte buffer');
	    }
	};

	var parse_uuid = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})$/;

	util.string_to_uuid = function (uuid_string) {
	    var parts = parse_uuid.exec(uuid_string.toLowerCase());
	    if (parts) {
	        return Buffer.from(parts.slice(1).join(''), 'hex');
	    } else {
	        throw new errors.TypeError('Not a valid UUID string: ' + uuid_string);
	    }
	};

	util.clone = function (o) {
	    var copy = Object.create(o.prototype || {});
	    var names = Object.getOwnPropertyNames(o);
	    for (var i = 0; i < names.length; i++) {
	        var key = names[i];
	        copy[key] = o[key];
	    }
	    return copy;
	};

	util.and = function (f, g) {
	    if (g === undefined) return f;
	    return function (o) {
	        return f(o) && g(o);
	    };
	};

	util.is_sender = function (o) { return o.is_sender(); };
	util.is_receiver = function (o) { return o.is_receiver(); };
	util.sender_filter = function (filter) { return util.and(util.is_sender, filter); };
	util.receiver_filter = function (filter) { return util.and(util.is_receiver, filter); };

	util.is_defined = function (field) {
	    return field !== undefined && field !== null;
	};

	util_1 = util;
	return util_1;
}

/*
 * Copyright 2015 Red Hat Inc.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

var types_1;
var hasRequiredTypes;

function requireTypes () {
	if (hasRequiredTypes) return types_1;
	hasRequiredTypes = 1;

	var errors = requireErrors();
	var util = requireUtil();

	var CAT_FIXED = 1;
	var CAT_VARIABLE = 2;
	var CAT_COMPOUND = 3;
	var CAT_ARRAY = 4;

	function Typed(type, value, code, descriptor) {
	    this.type = type;
	    this.value = value;
	    if (code) {
	        this.array_constructor = {'typecode':code};
	        if (descriptor) {
	            this.array_constructor.descriptor = descriptor;
	        }
	    }
	}

	Typed.prototype.toString = function() {
	    return this.value ? this.value.toString() : null;
	};

	Typed.prototype.toLocaleString = function() {
	    return this.value ? this.value.toLocaleString() : null;
	};

	Typed.prototype.valueOf = function() {
	    return this.value;
	};

	Typed.prototype.toJSON = function() {
	    return this.value && this.value.toJSON ? this.value.toJSON() : this.value;
	};

	Typed.prototype.toRheaTyped = function() {
	    return this;
	};

	function TypeDesc(name, typecode, props, empty_value) {
	    this.name = name;
	    this.typecode = typecode;
	    var subcategory = typecode >>> 4;
	    switch (subcategory) {
	    case 0x4:
	        this.width = 0;
	        this.category = CAT_FIXED;
	        break;
	    case 0x5:
	        this.width = 1;
	        this.category = CAT_FIXED;
	        break;
	    case 0x6:
	        this.width = 2;
	        this.category = CAT_FIXED;
	        break;
	    case 0x7:
	        this.width = 4;
	        this.category = CAT_FIXED;
	        break;
	    case 0x8:
	        this.width = 8;
	        this.category = CAT_FIXED;
	        break;
	    case 0x9:
	        this.width = 16;
	        this.category = CAT_FIXED;
	        break;
	    case 0xA:
	        this.width = 1;
	        this.category = CAT_VARIABLE;
	        break;
	    case 0xB:
	        this.width = 4;
	        this.category = CAT_VARIABLE;
	        break;
	    case 0xC:
	        this.width = 1;
	        this.category = CAT_COMPOUND;
	        break;
	    case 0xD:
	        this.width = 4;
	        this.category = CAT_COMPOUND;
	        break;
	    case 0xE:
	        this.width = 1;
	        this.category = CAT_ARRAY;
	        break;
	    case 0xF:
	        this.width = 4;
	        this.category = CAT_ARRAY;
	        break;
	    }

	    if (props) {
	        if (props.read) {
	            this.read = props.read;
	        }
	        if (props.write) {
	            this.write = props.write;
	        }
	        if (props.encoding) {
	            this.encoding = props.encoding;
	        }
	    }

	    var t = this;
	    if (subcategory === 0x4) {
	        // 'empty' types don't take a value
	        this.create = function () {
	            return new Typed(t, empty_value);
	        };
	    } else if (subcategory === 0xE || subcategory === 0xF) {
	        this.create = function (v, code, descriptor) {
	            return new Typed(t, v, code, descriptor);
	        };
	    } else {
	        this.create = function (v) {
	            return new Typed(t, v);
	        };
	    }
	}

	TypeDesc.prototype.toString = function () {
	    return this.name + '#' + hex(this.typecode);
	};

	function hex(i) {
	    return Number(i).toString(16);
	}

	var types = {'by_code':{}};
	Object.defineProperty(types, 'MAX_UINT', {value: 4294967295, writable: false, configurable: false});
	Object.defineProperty(types, 'MAX_USHORT', {value: 65535, writable: false, configurable: false});

	function define_type(name, typecode, annotations, empty_value) {
	    var t = new TypeDesc(name, typecode, annotations, empty_value);
	    t.create.typecode = t.typecode;//hack
	    types.by_code[t.typecode] = t;
	    types[name] = t.create;
	}

	function buffer_uint8_ops() {
	    return {
	        'read': function (buffer, offset) { return buffer.readUInt8(offset); },
	        'write': function (buffer, value, offset) { buffer.writeUInt8(value, offset); }
	    };
	}

	function buffer_uint16be_ops() {
	    return {
	        'read': function (buffer, offset) { return buffer.readUInt16BE(offset); },
	        'write': function (buffer, value, offset) { buffer.writeUInt16BE(value, offset); }
	    };
	}

	function buffer_uint32be_ops() {
	    return {
	        'read': function (buffer, offset) { return buffer.readUInt32BE(offset); },
	        'write': function (buffer, value, offset) { buffer.writeUInt32BE(value, offset); }
	    };
	}

	function buffer_int8_ops() {
	    return {
	        'read': function (buffer, offset) { return buffer.readInt8(offset); },
	        'write': function (buffer, value, offset) { buffer.writeInt8(value, offset); }
	    };
	}

	function buffer_int16be_ops() {
	    return {
	        'read': function (buffer, offset) { return buffer.readInt16BE(offset); },
	        'write': function (buffer, value, offset) { buffer.writeInt16BE(value, offset); }
	    };
	}

	function buffer_int32be_ops() {
	    return {
	        'read': function (buffer, offset) { return buffer.readInt32BE(offset); },
	        'write': function (buffer, value, offset) { buffer.writeInt32BE(value, offset); }
	    };
	}

	function buffer_floatbe_ops() {
	    return {
	        'read': function (buffer, offset) { return buffer.readFloatBE(offset); },
	        'write': function (buffer, value, offset) { buffer.writeFloatBE(value, offset); }
	    };
	}

	function buffer_doublebe_ops() {
	    return {
	        'read': function (buffer, offset) { return buffer.readDoubleBE(offset); },
	        'write': function (buffer, value, offset) { buffer.writeDoubleBE(value, offset); }
	    };
	}

	var MAX_UINT = 4294967296; // 2^32
	var MIN_INT = -2147483647;
	function write_ulong(buffer, value, offset) {
	    if ((typeof value) === 'number' || value instanceof Number) {
	        var hi = Math.floor(value / MAX_UINT);
	        var lo = value % MAX_UINT;
	        buffer.writeUInt32BE(hi, offset);
	        buffer.writeUInt32BE(lo, offset + 4);
	    } else {
	        value.copy(buffer, offset);
	    }
	}

	function read_ulong(buffer, offset) {
	    var hi = buffer.readUInt32BE(offset);
	    var lo = buffer.readUInt32BE(offset + 4);
	    if (hi < 2097153) {
	        return hi * MAX_UINT + lo;
	    } else {
	        return buffer.slice(offset, offset + 8);
	    }
	}

	function write_long(buffer, value, offset) {
	    if ((typeof value) === 'number' || value instanceof Number) {
	        var abs = Math.abs(value);
	        var hi = Math.floor(abs / MAX_UINT);
	        var lo = abs % MAX_UINT;
	        buffer.writeInt32BE(hi, offset);
	        buffer.writeUInt32BE(lo, offset + 4);
	        if (value < 0) {
	            var carry = 1;
	            for (var i = 0; i < 8; i++) {
	                var index = offset + (7 - i);
	                var v = (buffer[index] ^ 0xFF) + carry;
	                buffer[index] = v & 0xFF;
	                carry = v >> 8;
	            }
	        }
	    } else {
	        value.copy(buffer, offset);
	    }
	}

	function write_timestamp(buffer, value, offset) {
	    if (typeof value === 'object' && value !== null && typeof value.getTime === 'function') {
	        value = value.getTime();
	    }
	    return write_long(buffer, value, offset);
	}

	function read_long(buffer, offset) {
	    var hi = buffer.readInt32BE(offset);
	    var lo = buffer.readUInt32BE(offset + 4);
	    if (hi < 2097153 && hi > -2097153) {
	        return hi * MAX_UINT + lo;
	    } else {
	        return buffer.slice(offset, offset + 8);
	    }
	}

	function read_timestamp(buffer, offset) {
	    const l = read_long(buffer, offset);
	    return new Date(l);
	}

	define_type('Null', 0x40, undefined, null);
	define_type('Boolean', 0x56, buffer_uint8_ops());
	define_type('True', 0x41, undefined, true);
	define_type('False', 0x42, undefined, false);
	define_type('Ubyte', 0x50, buffer_uint8_ops());
	define_type('Ushort', 0x60, buffer_uint16be_ops());
	define_type('Uint', 0x70, buffer_uint32be_ops());
	define_type('SmallUint', 0x52, buffer_uint8_ops());
	define_type('Uint0', 0x43, undefined, 0);
	define_type('Ulong', 0x80, {'write':write_ulong, 'read':read_ulong});
	define_type('SmallUlong', 0x53, buffer_uint8_ops());
	define_type('Ulong0', 0x44, undefined, 0);
	define_type('Byte', 0x51, buffer_int8_ops());
	define_type('Short', 0x61, buffer_int16be_ops());
	define_type('Int', 0x71, buffer_int32be_ops());
	define_type('SmallInt', 0x54, buffer_int8_ops());
	define_type('Long', 0x81, {'write':write_long, 'read':read_long});
	define_type('SmallLong', 0x55, buffer_int8_ops());
	define_type('Float', 0x72, buffer_floatbe_ops());
	define_type('Double', 0x82, buffer_doublebe_ops());
	define_type('Decimal32', 0x74);
	define_type('Decimal64', 0x84);
	define_type('Decimal128', 0x94);
	define_type('CharUTF32', 0x73, buffer_uint32be_ops());
	define_type('Timestamp', 0x83, {'write':write_timestamp, 'read':read_timestamp});
	define_type('Uuid', 0x98);//TODO: convert to/from stringified form?
	define_type('Vbin8', 0xa0);
	define_type('Vbin32', 0xb0);
	define_type('Str8', 0xa1, {'encoding':'utf8'});
	define_type('Str32', 0xb1, {'encoding':'utf8'});
	define_type('Sym8', 0xa3, {'encoding':'ascii'});
	define_type('Sym32', 0xb3, {'encoding':'ascii'});
	define_type('List0', 0x45, undefined, []);
	define_type('List8', 0xc0);
	define_type('List32', 0xd0);
	define_type('Map8', 0xc1);
	define_type('Map32', 0xd1);
	define_type('Array8', 0xe0);
	define_type('Array32', 0xf0);

	function is_one_of(o, typelist) {
	    for (var i = 0; i < typelist.length; i++) {
	        if (o.type.typecode === typelist[i].typecode) return true;
	    }
	    return false;
	}
	function buffer_zero(b, len, neg) {
	    for (var i = 0; i < len && i < b.length; i++) {
	        if (b[i] !== (neg ? 0xff : 0)) return false;
	    }
	    return true;
	}
	types.is_ulong = function(o) {
	    return is_one_of(o, [types.Ulong, types.Ulong0, types.SmallUlong]);
	};
	types.is_string = function(o) {
	    return is_one_of(o, [types.Str8, types.Str32]);
	};
	types.is_symbol = function(o) {
	    return is_one_of(o, [types.Sym8, types.Sym32]);
	};
	types.is_list = function(o) {
	    return is_one_of(o, [types.List0, types.List8, types.List32]);
	};
	types.is_map = function(o) {
	    return is_one_of(o, [types.Map8, types.Map32]);
	};

	types.wrap_boolean = function(v) {
	    return v ? types.True() : types.False();
	};
	types.wrap_ulong = function(l) {
	    if (Buffer.isBuffer(l)) {
	        if (buffer_zero(l, 8, false)) return types.Ulong0();
	        return buffer_zero(l, 7, false) ? types.SmallUlong(l[7]) : types.Ulong(l);
	    } else {
	        if (l === 0) return types.Ulong0();
	        else return l > 255 ? types.Ulong(l) : types.SmallUlong(l);
	    }
	};
	types.wrap_uint = function(l) {
	    if (l === 0) return types.Uint0();
	    else return l > 255 ? types.Uint(l) : types.SmallUint(l);
	};
	types.wrap_ushort = function(l) {
	    return types.Ushort(l);
	};
	types.wrap_ubyte = function(l) {
	    return types.Ubyte(l);
	};
	types.wrap_long = function(l) {
	    if (Buffer.isBuffer(l)) {
	        var negFlag = (l[0] & 0x80) !== 0;
	        if (buffer_zero(l, 7, negFlag) && (l[7] & 0x80) === (negFlag ? 0x80 : 0)) {
	            return types.SmallLong(negFlag ? -((l[7] ^ 0xff) + 1) : l[7]);
	        }
	        return types.Long(l);
	    } else {
	        return l > 127 || l < -128 ? types.Long(l) : types.SmallLong(l);
	    }
	};
	types.wrap_int = function(l) {
	    return l > 127 || l < -128 ? types.Int(l) : types.SmallInt(l);
	};
	types.wrap_short = function(l) {
	    return types.Short(l);
	};
	types.wrap_byte = function(l) {
	    return types.Byte(l);
	};
	types.wrap_float = function(l) {
	    return types.Float(l);
	};
	types.wrap_double = function(l) {
	    return types.Double(l);
	};
	types.wrap_timestamp = function(l) {
	    return types.Timestamp(l);
	};
	types.wrap_char = function(v) {
	    return types.CharUTF32(v);
	};
	types.wrap_uuid = function(v) {
	    return types.Uuid(v);
	};
	types.wrap_binary = function (s) {
	    return s.length > 255 ? types.Vbin32(s) : types.Vbin8(s);
	};
	types.wrap_string = function (s) {
	    return Buffer.byteLength(s) > 255 ? types.Str32(s) : types.Str8(s);
	};
	types.wrap_symbol = function (s) {
	    return Buffer.byteLength(s) > 255 ? types.Sym32(s) : types.Sym8(s);
	};
	types.wrap_list = function(l) {
	    if (l.length === 0) return types.List0();
	    var items = l.map(types.wrap);
	    return types.List32(items);
	};
	types.wrap_set_as_list = function(l) {
	    if (l.size === 0) return types.List0();
	    var items = Array.from(l, types.wrap);
	    return types.List32(items);
	};
	types.wrap_map = function(m, key_wrapper) {
	    var items = [];
	    for (var k in m) {
	        items.push(key_wrapper ? key_wrapper(k) : types.wrap(k));
	        items.push(types.wrap(m[k]));
	    }
	    return types.Map32(items);
	};
	types.wrap_map_as_map = function(m) {
	    var items = [];
	    for (var [k, v] of m) {
	        items.push(types.wrap(k));
	        items.push(types.wrap(v));
	    }
	    return types.Map32(items);
	};
	types.wrap_symbolic_map = function(m) {
	    return types.wrap_map(m, types.wrap_symbol);
	};
	types.wrap_array = function(l, code, descriptors) {
	    if (code) {
	        return types.Array32(l, code, descriptors);
	    } else {
	        console.trace('An array must specify a type for its elements');
	        throw new errors.TypeError('An array must specify a type for its elements');
	    }
	};
	types.wrap = function(o) {
	    var t = typeof o;
	    if (t === 'object' && o !== null && typeof o.toRheaTyped === 'function') {
	        return o.toRheaTyped();
	    } else if (t === 'string') {
	        return types.wrap_string(o);
	    } else if (t === 'boolean') {
	        return o ? types.True() : types.False();
	    } else if (t === 'number' || o instanceof Number) {
	        if (isNaN(o)) {
	            return types.Null();
	        } else if (Math.floor(o) - o !== 0) {
	            return types.Double(o);
	        } else if (o > 0) {
	            if (o < MAX_UINT) {
	                return types.wrap_uint(o);
	            } else {
	                return types.wrap_ulong(o);
	            }
	        } else {
	            if (o > MIN_INT) {
	                return types.wrap_int(o);
	            } else {
	                return types.wrap_long(o);
	            }
	        }
	    } else if (o instanceof Date) {
	        return types.wrap_timestamp(o.getTime());
	    } else if (o instanceof Buffer || o instanceof Uint8Array) {
	        return types.wrap_binary(o);
	    } else if (t === 'undefined' || o === null) {
	        return types.Null();
	    } else if (Array.isArray(o)) {
	        return types.wrap_list(o);
	    } else if (o instanceof Map) {
	        return types.wrap_map_as_map(o);
	    } else if (o instanceof Set) {
	        return types.wrap_set_as_list(o);
	    } else {
	        return types.wrap_map(o);
	    }
	};

	types.wrap_described = function(value, descriptor) {
	    var result = types.wrap(value);
	    if (descriptor) {
	        if (typeof descriptor === 'string') {
	            result = types.described(types.wrap_symbol(descriptor), result);
	        } else if (typeof descriptor === 'number' || descriptor instanceof Number) {
	            result = types.described(types.wrap_ulong(descriptor), result);
	        }
	    }
	    return result;
	};

	types.wrap_message_id = function(o) {
	    var t = typeof o;
	    if (t === 'string') {
	        return types.wrap_string(o);
	    } else if (t === 'number' || o instanceof Number) {
	        return types.wrap_ulong(o);
	    } else if (Buffer.isBuffer(o)) {
	        return types.wrap_uuid(o);
	    } else if (o instanceof Typed) {
	        return o;
	    } else {
	        //TODO handle uuids
	        throw new errors.TypeError('invalid message id:' + o);
	    }
	};

	/**
	 * Converts the list of keys and values that comprise an AMQP encoded
	 * map into a proper javascript map/object.
	 */
	function mapify(elements) {
	    var result = {};
	    for (var i = 0; i+1 < elements.length;) {
	        result[elements[i++]] = elements[i++];
	    }
	    return result;
	}

	var by_descriptor = {};

	types.unwrap_map_simple = function(o) {
	    return mapify(o.value.map(function (i) { return types.unwrap(i, true); }));
	};

	types.unwrap = function(o, leave_described) {
	    if (o instanceof Typed) {
	        if (o.descriptor) {
	            var c = by_descriptor[o.descriptor.value];
	            if (c) {
	                return new c(o.value);
	            } else if (leave_described) {
	                return o;
	            }
	        }
	        var u = types.unwrap(o.value, true);
	        return types.is_map(o) ? mapify(u) : u;
	    } else if (Array.isArray(o)) {
	        return o.map(function (i) { return types.unwrap(i, true); });
	    } else {
	        return o;
	    }
	};

	/*
	types.described = function (descriptor, typedvalue) {
	    var o = Object.create(typedvalue);
	    if (descriptor.length) {
	        o.descriptor = descriptor.shift();
	        return types.described(descriptor, o);
	    } else {
	        o.descriptor = descriptor;
	        return o;
	    }
	};
	*/
	types.described_nc = function (descriptor, o) {
	    if (descriptor.length) {
	        o.descriptor = descriptor.shift();
	        return types.described(descriptor, o);
	    } else {
	        o.descriptor = descriptor;
	        return o;
	    }
	};
	types.described = types.described_nc;

	function get_type(code) {
	    var type = types.by_code[code];
	    if (!type) {
	        throw new errors.TypeError('Unrecognised typecode: ' + hex(code));
	    }
	    return type;
	}

	types.Reader = function (buffer) {
	    this.buffer = buffer;
	    this.position = 0;
	};

	types.Reader.prototype.read_typecode = function () {
	    return this.read_uint(1);
	};

	types.Reader.prototype.read_uint = function (width) {
	    var current = this.position;
	    this.position += width;
	    if (width === 1) {
	        return this.buffer.readUInt8(current);
	    } else if (width === 2) {
	        return this.buffer.readUInt16BE(current);
	    } else if (width === 4) {
	        return this.buffer.readUInt32BE(current);
	    } else {
	        throw new errors.TypeError('Unexpected width for uint ' + width);
	    }
	};

	types.Reader.prototype.read_fixed_width = function (type) {
	    var current = this.position;
	    this.position += type.width;
	    if (type.read) {
	        return type.read(this.buffer, current);
	    } else {
	        return this.buffer.slice(current, this.position);
	    }
	};

	types.Reader.prototype.read_variable_width = function (type) {
	    var size = this.read_uint(type.width);
	    var slice = this.read_bytes(size);
	    return type.encoding ? slice.toString(type.encoding) : slice;
	};

	types.Reader.prototype.read = function () {
	    var constructor = this.read_constructor();
	    var value = this.read_value(get_type(constructor.typecode));
	    return constructor.descriptor ? types.described_nc(constructor.descriptor, value) : value;
	};

	types.Reader.prototype.read_constructor = function (descriptors) {
	    var code = this.read_typecode();
	    if (code === 0x00) {
	        if (descriptors === undefined) {
	            descriptors = [];
	        }
	        descriptors.push(this.read());
	        return this.read_constructor(descriptors);
	    } else {
	        if (descriptors === undefined) {
	            return {'typecode': code};
	        } else if (descriptors.length === 1) {
	            return {'typecode': code, 'descriptor':  descriptors[0]};
	        } else {
	            return {'typecode': code, 'descriptor':  descriptors[0], 'descriptors': descriptors};
	        }
	    }
	};

	types.Reader.prototype.read_value = function (type) {
	    if (type.width === 0) {
	        return type.create();
	    } else if (type.category === CAT_FIXED) {
	        return type.create(this.read_fixed_width(type));
	    } else if (type.category === CAT_VARIABLE) {
	        return type.create(this.read_variable_width(type));
	    } else if (type.category === CAT_COMPOUND) {
	        return this.read_compound(type);
	    } else if (type.category === CAT_ARRAY) {
	        return this.read_array(type);
	    } else {
	        throw new errors.TypeError('Invalid category for type: ' + type);
	    }
	};

	types.Reader.prototype.read_array_items = function (n, type) {
	    var items = [];
	    while (items.length < n) {
	        items.push(this.read_value(type));
	    }
	    return items;
	};

	types.Reader.prototype.read_n = function (n) {
	    var items = new Array(n);
	    for (var i = 0; i < n; i++) {
	        items[i] = this.read();
	    }
	    return items;
	};

	types.Reader.prototype.read_size_count = function (width) {
	    return {'size': this.read_uint(width), 'count': this.read_uint(width)};
	};

	types.Reader.prototype.read_compound = function (type) {
	    var limits = this.read_size_count(type.width);
	    return type.create(this.read_n(limits.count));
	};

	types.Reader.prototype.read_array = function (type) {
	    var limits = this.read_size_count(type.width);
	    var constructor = this.read_constructor();
	    return type.create(this.read_array_items(limits.count, get_type(constructor.typecode)), constructor.typecode, constructor.descriptor);
	};

	types.Reader.prototype.toString = function () {
	    var s = 'buffer@' + this.position;
	    if (this.position) s += ': ';
	    for (var i = this.position; i < this.buffer.length; i++) {
	        if (i > 0) s+= ',';
	        s += '0x' + Number(this.buffer[i]).toString(16);
	    }
	    return s;
	};

	types.Reader.prototype.reset = function () {
	    this.position = 0;
	};

	types.Reader.prototype.skip = function (bytes) {
	    this.position += bytes;
	};

	types.Reader.prototype.read_bytes = function (bytes) {
	    var current = this.position;
	    this.position += bytes;
	    return this.buffer.slice(current, this.position);
	};

	types.Reader.prototype.remaining = function () {
	    return this.buffer.length - this.position;
	};

	types.Writer = function (buffer) {
	    this.buffer = buffer ? buffer : util.allocate_buffer(1024);
	    this.position = 0;
	};

	types.Writer.prototype.toBuffer = function () {
	    return this.buffer.slice(0, this.position);
	};

	function max(a, b) {
	    return a > b ? a : b;
	}

	types.Writer.prototype.ensure = function (length) {
	    if (this.buffer.length < length) {
	        var bigger = util.allocate_buffer(max(this.buffer.length*2, length));
	        this.buffer.copy(bigger);
	        this.buffer = bigger;
	    }
	};

	types.Writer.prototype.write_typecode = function (code) {
	    this.write_uint(code, 1);
	};

	types.Writer.prototype.write_uint = function (value, width) {
	    var current = this.position;
	    this.ensure(this.position + width);
	    this.position += width;
	    if (width === 1) {
	        return this.buffer.writeUInt8(value, current);
	    } else if (width === 2) {
	        return this.buffer.writeUInt16BE(value, current);
	    } else if (width === 4) {
	        return this.buffer.writeUInt32BE(value, current);
	    } else {
	        throw new errors.TypeError('Unexpected width for uint ' + width);
	    }
	};


	types.Writer.prototype.write_fixed_width = function (type, value) {
	    var current = this.position;
	    this.ensure(this.position + type.width);
	    this.position += type.width;
	    if (type.write) {
	        type.write(this.buffer, value, current);
	    } else if (value.copy) {
	        value.copy(this.buffer, current);
	    } else {
	        throw new errors.TypeError('Cannot handle write for ' + type);
	    }
	};

	types.Writer.prototype.write_variable_width = function (type, value) {
	    var source = type.encoding ? Buffer.from(value, type.encoding) : Buffer.from(value);//TODO: avoid creating new buffers
	    this.write_uint(source.length, type.width);
	    this.write_bytes(source);
	};

	types.Writer.prototype.write_bytes = function (source) {
	    var current = this.position;
	    this.ensure(this.position + source.length);
	    this.position += source.length;
	    source.copy(this.buffer, current);
	};

	types.Writer.prototype.write_constructor = function (typecode, descriptor) {
	    if (descriptor) {
	        this.write_typecode(0x00);
	        this.write(descriptor);
	    }
	    this.write_typecode(typecode);
	};

	types.Writer.prototype.write = function (o) {
	    if (o.type === undefined) {
	        if (o.described) {
	            this.write(o.described());
	        } else {
	            throw new errors.TypeError('Cannot write ' + JSON.stringify(o));
	        }
	    } else {
	        this.write_constructor(o.type.typecode, o.descriptor);
	        this.write_value(o.type, o.value, o.array_constructor);
	    }
	};

	types.Writer.prototype.write_value = function (type, value, constructor/*for arrays only*/) {
	    if (type.width === 0) {
	        return;//nothing further to do
	    } else if (type.category === CAT_FIXED) {
	        this.write_fixed_width(type, value);
	    } else if (type.category === CAT_VARIABLE) {
	        this.write_variable_width(type, value);
	    } else if (type.category === CAT_COMPOUND) {
	        this.write_compound(type, value);
	    } else if (type.category === CAT_ARRAY) {
	        this.write_array(type, value, constructor);
	    } else {
	        throw new errors.TypeError('Invalid category ' + type.category + ' for type: ' + type);
	    }
	};

	types.Writer.prototype.backfill_size = function (width, saved) {
	    var gap = this.position - saved;
	    this.position = saved;
	    this.write_uint(gap - width, width);
	    this.position += (gap - width);
	};

	types.Writer.prototype.write_compound = function (type, value) {
	    var saved = this.position;
	    this.position += type.width;//skip size field
	    this.write_uint(value.length, type.width);//count field
	    for (var i = 0; i < value.length; i++) {
	        if (value[i] === undefined || value[i] === null) {
	            this.write(types.Null());
	        } else {
	            this.write(value[i]);
	        }
	    }
	    this.backfill_size(type.width, saved);
	};

	types.Writer.prototype.write_array = function (type, value, constructor) {
	    var saved = this.position;
	    this.position += type.width;//skip size field
	    this.write_uint(value.length, type.width);//count field
	    this.write_constructor(constructor.typecode, constructor.descriptor);
	    var ctype = get_type(constructor.typecode);
	    for (var i = 0; i < value.length; i++) {
	        this.write_value(ctype, value[i]);
	    }
	    this.backfill_size(type.width, saved);
	};

	types.Writer.prototype.toString = function () {
	    var s = 'buffer@' + this.position;
	    if (this.position) s += ': ';
	    for (var i = 0; i < this.position; i++) {
	        if (i > 0) s+= ',';
	        s += ('00' + Number(this.buffer[i]).toString(16)).slice(-2);
	    }
	    return s;
	};

	types.Writer.prototype.skip = function (bytes) {
	    this.ensure(this.position + bytes);
	    this.position += bytes;
	};

	types.Writer.prototype.clear = function () {
	    this.buffer.fill(0x00);
	    this.position = 0;
	};

	types.Writer.prototype.remaining = function () {
	    return this.buffer.length - this.position;
	};


	function get_constructor(typename) {
	    if (typename === 'symbol') {
	        return {typecode:types.Sym8.typecode};
	    }
	    throw new errors.TypeError('TODO: Array of type ' + typename + ' not yet supported');
	}

	function wrap_field(definition, instance) {
	    if (instance !== undefined && instance !== null) {
	        if (Array.isArray(instance)) {
	            if (!definition.multiple) {
	                throw new errors.TypeError('Field ' + definition.name + ' does not support multiple values, got ' + JSON.stringify(instance));
	            }
	            var constructor = get_constructor(definition.type);
	            return types.wrap_array(instance, constructor.typecode, constructor.descriptor);
	        } else if (definition.type === '*') {
	            return instance;
	        } else {
	            var wrapper = types['wrap_' + definition.type];
	            if (wrapper) {
	                return wrapper(instance);
	            } else {
	                throw new errors.TypeError('No wrapper for field ' + definition.name + ' of type ' + definition.type);
	            }
	        }
	    } else if (definition.mandatory) {
	        throw new errors.TypeError('Field ' + definition.name + ' is mandatory');
	    } else {
	        return types.Null();
	    }
	}

	function get_accessors(index, field_definition) {
	    var getter;
	    if (field_definition.type === '*') {
	        getter = function() { return this.value[index]; };
	    } else {
	        getter = function() { return types.unwrap(this.value[index]); };
	    }
	    var setter = function(o) { this.value[index] = wrap_field(field_definition, o); };
	    return {'get': getter, 'set': setter, 'enumerable':true, 'configurable':false};
	}

	types.define_composite = function(def) {
	    var c = function(fields) {
	        this.value = fields ? fields : [];
	    };
	    c.descriptor = {
	        numeric: def.code,
	        symbolic: 'amqp:' + def.name + ':list'
	    };
	    c.prototype.dispatch = function (target, frame) {
	        target['on_' + def.name](frame);
	    };
	    //c.prototype.descriptor = c.descriptor.numeric;
	    //c.prototype = Object.create(types.List8.prototype);
	    for (var i = 0; i < def.fields.length; i++) {
	        var f = def.fields[i];
	        Object.defineProperty(c.prototype, f.name, get_accessors(i, f));
	    }
	    c.toString = function() {
	        return def.name + '#' + Number(def.code).toString(16);
	    };
	    c.prototype.toJSON = function() {
	        var o = {};
	        for (var f in this) {
	            if (f !== 'value' && this[f]) {
	                o[f] = this[f];
	            }
	        }
	        return o;
	    };
	    c.create = function(fields) {
	        var o = new c;
	        for (var f in fields) {
	            o[f] = fields[f];
	        }
	        return o;
	    };
	    c.prototype.described = function() {
	        return types.described_nc(types.wrap_ulong(c.descriptor.numeric), types.wrap_list(this.value));
	    };
	    return c;
	};

	function add_type(def) {
	    var c = types.define_composite(def);
	    types['wrap_' + def.name] = function (fields) {
	        return c.create(fields).described();
	    };
	    by_descriptor[Number(c.descriptor.numeric).toString(10)] = c;
	    by_descriptor[c.descriptor.symbolic] = c;
	}

	add_type({
	    name: 'error',
	    code: 0x1d,
	    fields: [
	        {name:'condition', type:'symbol', mandatory:true},
	        {name:'description', type:'string'},
	        {name:'info', type:'map'}
	    ]
	});

	types_1 = types;
	return types_1;
}

/*
 * Copyright 2015 Red Hat Inc.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

var frames_1;
var hasRequiredFrames;

function requireFrames () {
	if (hasRequiredFrames) return frames_1;
	hasRequiredFrames = 1;

	var types = requireTypes();
	var errors = requireErrors();

	var frames = {};
	var by_descriptor = {};

	frames.read_header = function(buffer) {
	    var offset = 4;
	    var header = {};
	    var name = buffer.toString('ascii', 0, offset);
	    if (name !== 'AMQP') {
	        // output name in hex (null-bytes can be tough to deal with in ascii)
	        throw new errors.ProtocolError('Invalid protocol header for AMQP: ' + buffer.toString('hex', 0, offset));
	    }
	    header.protocol_id = buffer.readUInt8(offset++);
	    header.major = buffer.readUInt8(offset++);
	    header.minor = buffer.readUInt8(offset++);
	    header.revision = buffer.readUInt8(offset++);
	    //the protocol header is interpreted in different ways for
	    //different versions(!); check some special cases to give clearer
	    //error messages:
	    if (header.protocol_id === 0 && header.major === 0 && header.minor === 9 && header.revision === 1) {
	        throw new errors.ProtocolError('Unsupported AMQP version: 0-9-1');
	    }
	    if (header.protocol_id === 1 && header.major === 1 && header.minor === 0 && header.revision === 10) {
	        throw new errors.ProtocolError('Unsupported AMQP version: 0-10');
	    }
	    if (header.major !== 1 || header.minor !== 0) {
	        throw new errors.ProtocolError('Unsupported AMQP version: ' + JSON.stringify(header));
	    }
	    return header;
	};
	frames.write_header = function(buffer, header) {
	    var offset = 4;
	    buffer.write('AMQP', 0, offset, 'ascii');
	    buffer.writeUInt8(header.protocol_id, offset++);
	    buffer.writeUInt8(header.major, offset++);
	    buffer.writeUInt8(header.minor, offset++);
	    buffer.writeUInt8(header.revision, offset++);
	    return 8;
	};
	//todo: define enumeration for frame types
	frames.TYPE_AMQP = 0x00;
	frames.TYPE_SASL = 0x01;

	frames.read_frame = function(buffer) {
	    var reader = new types.Reader(buffer);
	    var frame = {};
	    frame.size = reader.read_uint(4);
	    if (reader.remaining() < (frame.size-4)) {
	        return null;
	    }
	    var doff = reader.read_uint(1);
	    if (doff < 2) {
	        throw new errors.ProtocolError('Invalid data offset, must be at least 2 was ' + doff);
	    }
	    frame.type = reader.read_uint(1);
	    if (frame.type === frames.TYPE_AMQP) {
	        frame.channel = reader.read_uint(2);
	    } else if (frame.type === frames.TYPE_SASL) {
	        reader.skip(2);
	        frame.channel = 0;
	    } else {
	        throw new errors.ProtocolError('Unknown frame type ' + frame.type);
	    }
	    if (doff > 1) {
	        //ignore any extended header
	        reader.skip(doff * 4 - 8);
	    }
	    if (reader.remaining()) {
	        frame.performative = reader.read();
	        var c = by_descriptor[frame.performative.descriptor.value];
	        if (c) {
	            frame.performative = new c(frame.performative.value);
	        }
	        if (reader.remaining()) {
	            frame.payload = reader.read_bytes(reader.remaining());
	        }
	    }
	    return frame;
	};

	frames.write_frame = function(frame) {
	    var writer = new types.Writer();
	    writer.skip(4);//skip size until we know how much we have written
	    writer.write_uint(2, 1);//doff
	    writer.write_uint(frame.type, 1);
	    if (frame.type === frames.TYPE_AMQP) {
	        writer.write_uint(frame.channel, 2);
	    } else if (frame.type === frames.TYPE_SASL) {
	        writer.write_uint(0, 2);
	    } else {
	        throw new errors.ProtocolError('Unknown frame type ' + frame.type);
	    }
	    if (frame.performative) {
	        writer.write(frame.performative);
	        if (frame.payload) {
	            writer.write_bytes(frame.payload);
	        }
	    }
	    var buffer = writer.toBuffer();
	    buffer.writeUInt32BE(buffer.length, 0);//fill in the size
	    return buffer;
	};

	frames.amqp_frame = function(channel, performative, payload) {
	    return {'channel': channel || 0, 'type': frames.TYPE_AMQP, 'performative': performative, 'payload': payload};
	};
	frames.sasl_frame = function(performative) {
	    return {'channel': 0, 'type': frames.TYPE_SASL, 'performative': performative};
	};

	function define_frame(type, def) {
	    var c = types.define_composite(def);
	    frames[def.name] = c.create;
	    by_descriptor[Number(c.descriptor.numeric).toString(10)] = c;
	    by_descriptor[c.descriptor.symbolic] = c;
	}

	var open = {
	    name: 'open',
	    code: 0x10,
	    fields: [
	        {name: 'container_id', type: 'string', mandatory: true},
	        {name: 'hostname', type: 'string'},
	        {name: 'max_frame_size', type: 'uint', default_value: 4294967295},
	        {name: 'channel_max', type: 'ushort', default_value: 65535},
	        {name: 'idle_time_out', type: 'uint'},
	        {name: 'outgoing_locales', type: 'symbol', multiple: true},
	        {name: 'incoming_locales', type: 'symbol', multiple: true},
	        {name: 'offered_capabilities', type: 'symbol', multiple: true},
	        {name: 'desired_capabilities', type: 'symbol', multiple: true},
	        {name: 'properties', type: 'symbolic_map'}
	    ]
	};

	var begin = {
	    name: 'begin',
	    code: 0x11,
	    fields:[
	        {name: 'remote_channel', type: 'ushort'},
	        {name: 'next_outgoing_id', type: 'uint', mandatory: true},
	        {name: 'incoming_window', type: 'uint', mandatory: true},
	        {name: 'outgoing_window', type: 'uint', mandatory: true},
	        {name: 'handle_max', type: 'uint', default_value: '4294967295'},
	        {name: 'offered_capabilities', type: 'symbol', multiple: true},
	        {name: 'desired_capabilities', type: 'symbol', multiple: true},
	        {name: 'properties', type: 'symbolic_map'}
	    ]
	};

	var attach = {
	    name: 'attach',
	    code: 0x12,
	    fields:[
	        {name: 'name', type: 'string', mandatory: true},
	        {name: 'handle', type: 'uint', mandatory: true},
	        {name: 'role', type: 'boolean', mandatory: true},
	        {name: 'snd_settle_mode', type: 'ubyte', default_value: 2},
	        {name: 'rcv_settle_mode', type: 'ubyte', default_value: 0},
	        {name: 'source', type: '*'},
	        {name: 'target', type: '*'},
	        {name: 'unsettled', type: 'map'},
	        {name: 'incomplete_unsettled', type: 'boolean', default_value: false},
	        {name: 'initial_delivery_count', type: 'uint'},
	        {name: 'max_message_size', type: 'ulong'},
	        {name: 'offered_capabilities', type: 'symbol', multiple: true},
	        {name: 'desired_capabilities', type: 'symbol', multiple: true},
	        {name: 'properties', type: 'symbolic_map'}
	    ]
	};

	var flow = {
	    name: 'flow',
	    code: 0x13,
	    fields:[
	        {name: 'next_incoming_id', type: 'uint'},
	        {name: 'incoming_window', type: 'uint', mandatory: true},
	        {name: 'next_outgoing_id', type: 'uint', mandatory: true},
	        {name: 'outgoing_window', type: 'uint', mandatory: true},
	        {name: 'handle', type: 'uint'},
	        {name: 'delivery_count', type: 'uint'},
	        {name: 'link_credit', type: 'uint'},
	        {name: 'available', type: 'uint'},
	        {name: 'drain', type: 'boolean', default_value: false},
	        {name: 'echo', type: 'boolean', default_value: false},
	        {name: 'properties', type: 'symbolic_map'}
	    ]
	};

	var transfer = {
	    name: 'transfer',
	    code: 0x14,
	    fields:[
	        {name: 'handle', type: 'uint', mandatory: true},
	        {name: 'delivery_id', type: 'uint'},
	        {name: 'delivery_tag', type: 'binary'},
	        {name: 'message_format', type: 'uint'},
	        {name: 'settled', type: 'boolean'},
	        {name: 'more', type: 'boolean', default_value: false},
	        {name: 'rcv_settle_mode', type: 'ubyte'},
	        {name: 'state', type: 'delivery_state'},
	        {name: 'resume', type: 'boolean', default_value: false},
	        {name: 'aborted', type: 'boolean', default_value: false},
	        {name: 'batchable', type: 'boolean', default_value: false}
	    ]
	};

	var disposition = {
	    name: 'disposition',
	    code: 0x15,
	    fields:[
	        {name: 'role', type: 'boolean', mandatory: true},
	        {name: 'first', type: 'uint', mandatory: true},
	        {name: 'last', type: 'uint'},
	        {name: 'settled', type: 'boolean', default_value: false},
	        {name: 'state', type: '*'},
	        {name: 'batchable', type: 'boolean', default_value: false}
	    ]
	};

	var detach = {
	    name: 'detach',
	    code: 0x16,
	    fields: [
	        {name: 'handle', type: 'uint', mandatory: true},
	        {name: 'closed', type: 'boolean', default_value: false},
	        {name: 'error', type: 'error'}
	    ]
	};

	var end = {
	    name: 'end',
	    code: 0x17,
	    fields: [
	        {name: 'error', type: 'error'}
	    ]
	};

	var close = {
	    name: 'close',
	    code: 0x18,
	    fields: [
	        {name: 'error', type: 'error'}
	    ]
	};

	define_frame(frames.TYPE_AMQP, open);
	define_frame(frames.TYPE_AMQP, begin);
	define_frame(frames.TYPE_AMQP, attach);
	define_frame(frames.TYPE_AMQP, flow);
	define_frame(frames.TYPE_AMQP, transfer);
	define_frame(frames.TYPE_AMQP, disposition);
	define_frame(frames.TYPE_AMQP, detach);
	define_frame(frames.TYPE_AMQP, end);
	define_frame(frames.TYPE_AMQP, close);

	var sasl_mechanisms = {
	    name: 'sasl_mechanisms',
	    code: 0x40,
	    fields: [
	        {name: 'sasl_server_mechanisms', type: 'symbol', multiple: true, mandatory: true}
	    ]
	};

	var sasl_init = {
	    name: 'sasl_init',
	    code: 0x41,
	    fields: [
	        {name: 'mechanism', type: 'symbol', mandatory: true},
	        {name: 'initial_response', type: 'binary'},
	        {name: 'hostname', type: 'string'}
	    ]
	};

	var sasl_challenge = {
	    name: 'sasl_challenge',
	    code: 0x42,
	    fields: [
	        {name: 'challenge', type: 'binary', mandatory: true}
	    ]
	};

	var sasl_response = {
	    name: 'sasl_response',
	    code: 0x43,
	    fields: [
	        {name: 'response', type: 'binary', mandatory: true}
	    ]
	};

	var sasl_outcome = {
	    name: 'sasl_outcome',
	    code: 0x44,
	    fields: [
	        {name: 'code', type: 'ubyte', mandatory: true},
	        {name: 'additional_data', type: 'binary'}
	    ]
	};

	define_frame(frames.TYPE_SASL, sasl_mechanisms);
	define_frame(frames.TYPE_SASL, sasl_init);
	define_frame(frames.TYPE_SASL, sasl_challenge);
	define_frame(frames.TYPE_SASL, sasl_response);
	define_frame(frames.TYPE_SASL, sasl_outcome);

	frames_1 = frames;
	return frames_1;
}

var src = {exports: {}};

var browser = {exports: {}};

/**
 * Helpers.
 */

var ms;
var hasRequiredMs;

function requireMs () {
	if (hasRequiredMs) return ms;
	hasRequiredMs = 1;
	var s = 1000;
	var m = s * 60;
	var h = m * 60;
	var d = h * 24;
	var w = d * 7;
	var y = d * 365.25;

	/**
	 * Parse or format the given `val`.
	 *
	 * Options:
	 *
	 *  - `long` verbose formatting [false]
	 *
	 * @param {String|Number} val
	 * @param {Object} [options]
	 * @throws {Error} throw an error if val is not a non-empty string or a number
	 * @return {String|Number}
	 * @api public
	 */

	ms = function (val, options) {
	  options = options || {};
	  var type = typeof val;
	  if (type === 'string' && val.length > 0) {
	    return parse(val);
	  } else if (type === 'number' && isFinite(val)) {
	    return options.long ? fmtLong(val) : fmtShort(val);
	  }
	  throw new Error(
	    'val is not a non-empty string or a valid number. val=' +
	      JSON.stringify(val)
	  );
	};

	/**
	 * Parse the given `str` and return milliseconds.
	 *
	 * @param {String} str
	 * @return {Number}
	 * @api private
	 */

	function parse(str) {
	  str = String(str);
	  if (str.length > 100) {
	    return;
	  }
	  var match = /^(-?(?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)?$/i.exec(
	    str
	  );
	  if (!match) {
	    return;
	  }
	  var n = parseFloat(match[1]);
	  var type = (match[2] || 'ms').toLowerCase();
	  switch (type) {
	    case 'years':
	    case 'year':
	    case 'yrs':
	    case 'yr':
	    case 'y':
	      return n * y;
	    case 'weeks':
	    case 'week':
	    case 'w':
	      return n * w;
	    case 'days':
	    case 'day':
	    case 'd':
	      return n * d;
	    case 'hours':
	    case 'hour':
	    case 'hrs':
	    case 'hr':
	    case 'h':
	      return n * h;
	    case 'minutes':
	    case 'minute':
	    case 'mins':
	    case 'min':
	    case 'm':
	      return n * m;
	    case 'seconds':
	    case 'second':
	    case 'secs':
	    case 'sec':
	    case 's':
	      return n * s;
	    case 'milliseconds':
	    case 'millisecond':
	    case 'msecs':
	    case 'msec':
	    case 'ms':
	      return n;
	    default:
	      return undefined;
	  }
	}

	/**
	 * Short format for `ms`.
	 *
	 * @param {Number} ms
	 * @return {String}
	 * @api private
	 */

	function fmtShort(ms) {
	  var msAbs = Math.abs(ms);
	  if (msAbs >= d) {
	    return Math.round(ms / d) + 'd';
	  }
	  if (msAbs >= h) {
	    return Math.round(ms / h) + 'h';
	  }
	  if (msAbs >= m) {
	    return Math.round(ms / m) + 'm';
	  }
	  if (msAbs >= s) {
	    return Math.round(ms / s) + 's';
	  }
	  return ms + 'ms';
	}

	/**
	 * Long format for `ms`.
	 *
	 * @param {Number} ms
	 * @return {String}
	 * @api private
	 */

	function fmtLong(ms) {
	  var msAbs = Math.abs(ms);
	  if (msAbs >= d) {
	    return plural(ms, msAbs, d, 'day');
	  }
	  if (msAbs >= h) {
	    return plural(ms, msAbs, h, 'hour');
	  }
	  if (msAbs >= m) {
	    return plural(ms, msAbs, m, 'minute');
	  }
	  if (msAbs >= s) {
	    return plural(ms, msAbs, s, 'second');
	  }
	  return ms + ' ms';
	}

	/**
	 * Pluralization helper.
	 */

	function plural(ms, msAbs, n, name) {
	  var isPlural = msAbs >= n * 1.5;
	  return Math.round(ms / n) + ' ' + name + (isPlural ? 's' : '');
	}
	return ms;
}

var common$1;
var hasRequiredCommon$1;

function requireCommon$1 () {
	if (hasRequiredCommon$1) return common$1;
	hasRequiredCommon$1 = 1;
	/**
	 * This is the common logic for both the Node.js and web browser
	 * implementations of `debug()`.
	 */

	function setup(env) {
		createDebug.debug = createDebug;
		createDebug.default = createDebug;
		createDebug.coerce = coerce;
		createDebug.disable = disable;
		createDebug.enable = enable;
		createDebug.enabled = enabled;
		createDebug.humanize = requireMs();
		createDebug.destroy = destroy;

		Object.keys(env).forEach(key => {
			createDebug[key] = env[key];
		});

		/**
		* The currently active debug mode names, and names to skip.
		*/

		createDebug.names = [];
		createDebug.skips = [];

		/**
		* Map of special "%n" handling functions, for the debug "format" argument.
		*
		* Valid key names are a single, lower or upper-case letter, i.e. "n" and "N".
		*/
		createDebug.formatters = {};

		/**
		* Selects a color for a debug namespace
		* @param {String} namespace The namespace string for the debug instance to be colored
		* @return {Number|String} An ANSI color code for the given namespace
		* @api private
		*/
		function selectColor(namespace) {
			let hash = 0;

			for (let i = 0; i < namespace.length; i++) {
				hash = ((hash << 5) - hash) + namespace.charCodeAt(i);
				hash |= 0; // Convert to 32bit integer
			}

			return createDebug.colors[Math.abs(hash) % createDebug.colors.length];
		}
		createDebug.selectColor = selectColor;

		/**
		* Create a debugger with the given `namespace`.
		*
		* @param {String} namespace
		* @return {Function}
		* @api public
		*/
		function createDebug(namespace) {
			let prevTime;
			let enableOverride = null;
			let namespacesCache;
			let enabledCache;

			function debug(...args) {
				// Disabled?
				if (!debug.enabled) {
					return;
				}

				const self = debug;

				// Set `diff` timestamp
				const curr = Number(new Date());
				const ms = curr - (prevTime || curr);
				self.diff = ms;
				self.prev = prevTime;
				self.curr = curr;
				prevTime = curr;

				args[0] = createDebug.coerce(args[0]);

				if (typeof args[0] !== 'string') {
					// Anything else let's inspect with %O
					args.unshift('%O');
				}

				// Apply any `formatters` transformations
				let index = 0;
				args[0] = args[0].replace(/%([a-zA-Z%])/g, (match, format) => {
					// If we encounter an escaped % then don't increase the array index
					if (match === '%%') {
						return '%';
					}
					index++;
					const formatter = createDebug.formatters[format];
					if (typeof formatter === 'function') {
						const val = args[index];
						match = formatter.call(self, val);

						// Now we need to remove `args[index]` since it's inlined in the `format`
						args.splice(index, 1);
						index--;
					}
					return match;
				});

				// Apply env-specific formatting (colors, etc.)
				createDebug.formatArgs.call(self, args);

				const logFn = self.log || createDebug.log;
				logFn.apply(self, args);
			}

			debug.namespace = namespace;
			debug.useColors = createDebug.useColors();
			debug.color = createDebug.selectColor(namespace);
			debug.extend = extend;
			debug.destroy = createDebug.destroy; // XXX Temporary. Will be removed in the next major release.

			Object.defineProperty(debug, 'enabled', {
				enumerable: true,
				configurable: false,
				get: () => {
					if (enableOverride !== null) {
						return enableOverride;
					}
					if (namespacesCache !== createDebug.namespaces) {
						namespacesCache = createDebug.namespaces;
						enabledCache = createDebug.enabled(namespace);
					}

					return enabledCache;
				},
				set: v => {
					enableOverride = v;
				}
			});

			// Env-specific initialization logic for debug instances
			if (typeof createDebug.init === 'function') {
				createDebug.init(debug);
			}

			return debug;
		}

		function extend(namespace, delimiter) {
			const newDebug = createDebug(this.namespace + (typeof delimiter === 'undefined' ? ':' : delimiter) + namespace);
			newDebug.log = this.log;
			return newDebug;
		}

		/**
		* Enables a debug mode by namespaces. This can include modes
		* separated by a colon and wildcards.
		*
		* @param {String} namespaces
		* @api public
		*/
		function enable(namespaces) {
			createDebug.save(namespaces);
			createDebug.namespaces = namespaces;

			createDebug.names = [];
			createDebug.skips = [];

			const split = (typeof namespaces === 'string' ? namespaces : '')
				.trim()
				.replace(/\s+/g, ',')
				.split(',')
				.filter(Boolean);

			for (const ns of split) {
				if (ns[0] === '-') {
					createDebug.skips.push(ns.slice(1));
				} else {
					createDebug.names.push(ns);
				}
			}
		}

		/**
		 * Checks if the given string matches a namespace template, honoring
		 * asterisks as wildcards.
		 *
		 * @param {String} search
		 * @param {String} template
		 * @return {Boolean}
		 */
		function matchesTemplate(search, template) {
			let searchIndex = 0;
			let templateIndex = 0;
			let starIndex = -1;
			let matchIndex = 0;

			while (searchIndex < search.length) {
				if (templateIndex < template.length && (template[templateIndex] === search[searchIndex] || template[templateIndex] === '*')) {
					// Match character or proceed with wildcard
					if (template[templateIndex] === '*') {
						starIndex = templateIndex;
						matchIndex = searchIndex;
						templateIndex++; // Skip the '*'
					} else {
						searchIndex++;
						templateIndex++;
					}
				} else if (starIndex !== -1) { // eslint-disable-line no-negated-condition
					// Backtrack to the last '*' and try to match more characters
					templateIndex = starIndex + 1;
					matchIndex++;
					searchIndex = matchIndex;
				} else {
					return false; // No match
				}
			}

			// Handle trailing '*' in template
			while (templateIndex < template.length && template[templateIndex] === '*') {
				templateIndex++;
			}

			return templateIndex === template.length;
		}

		/**
		* Disable debug output.
		*
		* @return {String} namespaces
		* @api public
		*/
		function disable() {
			const namespaces = [
				...createDebug.names,
				...createDebug.skips.map(namespace => '-' + namespace)
			].join(',');
			createDebug.enable('');
			return namespaces;
		}

		/**
		* Returns true if the given mode name is enabled, false otherwise.
		*
		* @param {String} name
		* @return {Boolean}
		* @api public
		*/
		function enabled(name) {
			for (const skip of createDebug.skips) {
				if (matchesTemplate(name, skip)) {
					return false;
				}
			}

			for (const ns of createDebug.names) {
				if (matchesTemplate(name, ns)) {
					return true;
				}
			}

			return false;
		}

		/**
		* Coerce `val`.
		*
		* @param {Mixed} val
		* @return {Mixed}
		* @api private
		*/
		function coerce(val) {
			if (val instanceof Error) {
				return val.stack || val.message;
			}
			return val;
		}

		/**
		* XXX DO NOT USE. This is a temporary stub function.
		* XXX It WILL be removed in the next major release.
		*/
		function destroy() {
			console.warn('Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.');
		}

		createDebug.enable(createDebug.load());

		return createDebug;
	}

	common$1 = setup;
	return common$1;
}

/* eslint-env browser */

var hasRequiredBrowser;

function requireBrowser () {
	if (hasRequiredBrowser) return browser.exports;
	hasRequiredBrowser = 1;
	(function (module, exports) {
		/**
		 * This is the web browser implementation of `debug()`.
		 */

		exports.formatArgs = formatArgs;
		exports.save = save;
		exports.load = load;
		exports.useColors = useColors;
		exports.storage = localstorage();
		exports.destroy = (() => {
			let warned = false;

			return () => {
				if (!warned) {
					warned = true;
					console.warn('Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.');
				}
			};
		})();

		/**
		 * Colors.
		 */

		exports.colors = [
			'#0000CC',
			'#0000FF',
			'#0033CC',
			'#0033FF',
			'#0066CC',
			'#0066FF',
			'#0099CC',
			'#0099FF',
			'#00CC00',
			'#00CC33',
			'#00CC66',
			'#00CC99',
			'#00CCCC',
			'#00CCFF',
			'#3300CC',
			'#3300FF',
			'#3333CC',
			'#3333FF',
			'#3366CC',
			'#3366FF',
			'#3399CC',
			'#3399FF',
			'#33CC00',
			'#33CC33',
			'#33CC66',
			'#33CC99',
			'#33CCCC',
			'#33CCFF',
			'#6600CC',
			'#6600FF',
			'#6633CC',
			'#6633FF',
			'#66CC00',
			'#66CC33',
			'#9900CC',
			'#9900FF',
			'#9933CC',
			'#9933FF',
			'#99CC00',
			'#99CC33',
			'#CC0000',
			'#CC0033',
			'#CC0066',
			'#CC0099',
			'#CC00CC',
			'#CC00FF',
			'#CC3300',
			'#CC3333',
			'#CC3366',
			'#CC3399',
			'#CC33CC',
			'#CC33FF',
			'#CC6600',
			'#CC6633',
			'#CC9900',
			'#CC9933',
			'#CCCC00',
			'#CCCC33',
			'#FF0000',
			'#FF0033',
			'#FF0066',
			'#FF0099',
			'#FF00CC',
			'#FF00FF',
			'#FF3300',
			'#FF3333',
			'#FF3366',
			'#FF3399',
			'#FF33CC',
			'#FF33FF',
			'#FF6600',
			'#FF6633',
			'#FF9900',
			'#FF9933',
			'#FFCC00',
			'#FFCC33'
		];

		/**
		 * Currently only WebKit-based Web Inspectors, Firefox >= v31,
		 * and the Firebug extension (any Firefox version) are known
		 * to support "%c" CSS customizations.
		 *
		 * TODO: add a `localStorage` variable to explicitly enable/disable colors
		 */

		// eslint-disable-next-line complexity
		function useColors() {
			// NB: In an Electron preload script, document will be defined but not fully
			// initialized. Since we know we're in Chrome, we'll just detect this case
			// explicitly
			if (typeof window !== 'undefined' && window.process && (window.process.type === 'renderer' || window.process.__nwjs)) {
				return true;
			}

			// Internet Explorer and Edge do not support colors.
			if (typeof navigator !== 'undefined' && navigator.userAgent && navigator.userAgent.toLowerCase().match(/(edge|trident)\/(\d+)/)) {
				return false;
			}

			let m;

			// Is webkit? http://stackoverflow.com/a/16459606/376773
			// document is undefined in react-native: https://github.com/facebook/react-native/pull/1632
			// eslint-disable-next-line no-return-assign
			return (typeof document !== 'undefined' && document.documentElement && document.documentElement.style && document.documentElement.style.WebkitAppearance) ||
				// Is firebug? http://stackoverflow.com/a/398120/376773
				(typeof window !== 'undefined' && window.console && (window.console.firebug || (window.console.exception && window.console.table))) ||
				// Is firefox >= v31?
				// https://developer.mozilla.org/en-US/docs/Tools/Web_Console#Styling_messages
				(typeof navigator !== 'undefined' && navigator.userAgent && (m = navigator.userAgent.toLowerCase().match(/firefox\/(\d+)/)) && parseInt(m[1], 10) >= 31) ||
				// Double check webkit in userAgent just in case we are in a worker
				(typeof navigator !== 'undefined' && navigator.userAgent && navigator.userAgent.toLowerCase().match(/applewebkit\/(\d+)/));
		}

		/**
		 * Colorize log arguments if enabled.
		 *
		 * @api public
		 */

		function formatArgs(args) {
			args[0] = (this.useColors ? '%c' : '') +
				this.namespace +
				(this.useColors ? ' %c' : ' ') +
				args[0] +
				(this.useColors ? '%c ' : ' ') +
				'+' + module.exports.humanize(this.diff);

			if (!this.useColors) {
				return;
			}

			const c = 'color: ' + this.color;
			args.splice(1, 0, c, 'color: inherit');

			// The final "%c" is somewhat tricky, because there could be other
			// arguments passed either before or after the %c, so we need to
			// figure out the correct index to insert the CSS into
			let index = 0;
			let lastC = 0;
			args[0].replace(/%[a-zA-Z%]/g, match => {
				if (match === '%%') {
					return;
				}
				index++;
				if (match === '%c') {
					// We only are interested in the *last* %c
					// (the user may have provided their own)
					lastC = index;
				}
			});

			args.splice(lastC, 0, c);
		}

		/**
		 * Invokes `console.debug()` when available.
		 * No-op when `console.debug` is not a "function".
		 * If `console.debug` is not available, falls back
		 * to `console.log`.
		 *
		 * @api public
		 */
		exports.log = console.debug || console.log || (() => {});

		/**
		 * Save `namespaces`.
		 *
		 * @param {String} namespaces
		 * @api private
		 */
		function save(namespaces) {
			try {
				if (namespaces) {
					exports.storage.setItem('debug', namespaces);
				} else {
					exports.storage.removeItem('debug');
				}
			} catch (error) {
				// Swallow
				// XXX (@Qix-) should we be logging these?
			}
		}

		/**
		 * Load `namespaces`.
		 *
		 * @return {String} returns the previously persisted debug modes
		 * @api private
		 */
		function load() {
			let r;
			try {
				r = exports.storage.getItem('debug') || exports.storage.getItem('DEBUG') ;
			} catch (error) {
				// Swallow
				// XXX (@Qix-) should we be logging these?
			}

			// If debug isn't set in LS, and we're in Electron, try to load $DEBUG
			if (!r && typeof process !== 'undefined' && 'env' in process) {
				r = process.env.DEBUG;
			}

			return r;
		}

		/**
		 * Localstorage attempts to return the localstorage.
		 *
		 * This is necessary because safari throws
		 * when a user disables cookies/localstorage
		 * and you attempt to access it.
		 *
		 * @return {LocalStorage}
		 * @api private
		 */

		function localstorage() {
			try {
				// TVMLKit (Apple TV JS Runtime) does not have a window object, just localStorage in the global context
				// The Browser also has localStorage in the global context.
				return localStorage;
			} catch (error) {
				// Swallow
				// XXX (@Qix-) should we be logging these?
			}
		}

		module.exports = requireCommon$1()(exports);

		const {formatters} = module.exports;

		/**
		 * Map %j to `JSON.stringify()`, since no Web Inspectors do that by default.
		 */

		formatters.j = function (v) {
			try {
				return JSON.stringify(v);
			} catch (error) {
				return '[UnexpectedJSONParseError]: ' + error.message;
			}
		}; 
	} (browser, browser.exports));
	return browser.exports;
}

var node = {exports: {}};

/**
 * Module dependencies.
 */

var hasRequiredNode;

function requireNode () {
	if (hasRequiredNode) return node.exports;
	hasRequiredNode = 1;
	(function (module, exports) {
		const tty = require$$0$4;
		const util = require$$1__default;

		/**
		 * This is the Node.js implementation of `debug()`.
		 */

		exports.init = init;
		exports.log = log;
		exports.formatArgs = formatArgs;
		exports.save = save;
		exports.load = load;
		exports.useColors = useColors;
		exports.destroy = util.deprecate(
			() => {},
			'Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.'
		);

		/**
		 * Colors.
		 */

		exports.colors = [6, 2, 3, 4, 5, 1];

		try {
			// Optional dependency (as in, doesn't need to be installed, NOT like optionalDependencies in package.json)
			// eslint-disable-next-line import/no-extraneous-dependencies
			const supportsColor = require('supports-color');

			if (supportsColor && (supportsColor.stderr || supportsColor).level >= 2) {
				exports.colors = [
					20,
					21,
					26,
					27,
					32,
					33,
					38,
					39,
					40,
					41,
					42,
					43,
					44,
					45,
					56,
					57,
					62,
					63,
					68,
					69,
					74,
					75,
					76,
					77,
					78,
					79,
					80,
					81,
					92,
					93,
					98,
					99,
					112,
					113,
					128,
					129,
					134,
					135,
					148,
					149,
					160,
					161,
					162,
					163,
					164,
					165,
					166,
					167,
					168,
					169,
					170,
					171,
					172,
					173,
					178,
					179,
					184,
					185,
					196,
					197,
					198,
					199,
					200,
					201,
					202,
					203,
					204,
					205,
					206,
					207,
					208,
					209,
					214,
					215,
					220,
					221
				];
			}
		} catch (error) {
			// Swallow - we only care if `supports-color` is available; it doesn't have to be.
		}

		/**
		 * Build up the default `inspectOpts` object from the environment variables.
		 *
		 *   $ DEBUG_COLORS=no DEBUG_DEPTH=10 DEBUG_SHOW_HIDDEN=enabled node script.js
		 */

		exports.inspectOpts = Object.keys(process.env).filter(key => {
			return /^debug_/i.test(key);
		}).reduce((obj, key) => {
			// Camel-case
			const prop = key
				.substring(6)
				.toLowerCase()
				.replace(/_([a-z])/g, (_, k) => {
					return k.toUpperCase();
				});

			// Coerce string value into JS value
			let val = process.env[key];
			if (/^(yes|on|true|enabled)$/i.test(val)) {
				val = true;
			} else if (/^(no|off|false|disabled)$/i.test(val)) {
				val = false;
			} else if (val === 'null') {
				val = null;
			} else {
				val = Number(val);
			}

			obj[prop] = val;
			return obj;
		}, {});

		/**
		 * Is stdout a TTY? Colored output is enabled when `true`.
		 */

		function useColors() {
			return 'colors' in exports.inspectOpts ?
				Boolean(exports.inspectOpts.colors) :
				tty.isatty(process.stderr.fd);
		}

		/**
		 * Adds ANSI color escape codes if enabled.
		 *
		 * @api public
		 */

		function formatArgs(args) {
			const {namespace: name, useColors} = this;

			if (useColors) {
				const c = this.color;
				const colorCode = '\u001B[3' + (c < 8 ? c : '8;5;' + c);
				const prefix = `  ${colorCode};1m${name} \u001B[0m`;

				args[0] = prefix + args[0].split('\n').join('\n' + prefix);
				args.push(colorCode + 'm+' + module.exports.humanize(this.diff) + '\u001B[0m');
			} else {
				args[0] = getDate() + name + ' ' + args[0];
			}
		}

		function getDate() {
			if (exports.inspectOpts.hideDate) {
				return '';
			}
			return new Date().toISOString() + ' ';
		}

		/**
		 * Invokes `util.formatWithOptions()` with the specified arguments and writes to stderr.
		 */

		function log(...args) {
			return process.stderr.write(util.formatWithOptions(exports.inspectOpts, ...args) + '\n');
		}

		/**
		 * Save `namespaces`.
		 *
		 * @param {String} namespaces
		 * @api private
		 */
		function save(namespaces) {
			if (namespaces) {
				process.env.DEBUG = namespaces;
			} else {
				// If you set a process.env field to null or undefined, it gets cast to the
				// string 'null' or 'undefined'. Just delete instead.
				delete process.env.DEBUG;
			}
		}

		/**
		 * Load `namespaces`.
		 *
		 * @return {String} returns the previously persisted debug modes
		 * @api private
		 */

		function load() {
			return process.env.DEBUG;
		}

		/**
		 * Init logic for `debug` instances.
		 *
		 * Create a new `inspectOpts` object in case `useColors` is set
		 * differently for a particular `debug` instance.
		 */

		function init(debug) {
			debug.inspectOpts = {};

			const keys = Object.keys(exports.inspectOpts);
			for (let i = 0; i < keys.length; i++) {
				debug.inspectOpts[keys[i]] = exports.inspectOpts[keys[i]];
			}
		}

		module.exports = requireCommon$1()(exports);

		const {formatters} = module.exports;

		/**
		 * Map %o to `util.inspect()`, all on a single line.
		 */

		formatters.o = function (v) {
			this.inspectOpts.colors = this.useColors;
			return util.inspect(v, this.inspectOpts)
				.split('\n')
				.map(str => str.trim())
				.join(' ');
		};

		/**
		 * Map %O to `util.inspect()`, allowing multiple lines if needed.
		 */

		formatters.O = function (v) {
			this.inspectOpts.colors = this.useColors;
			return util.inspect(v, this.inspectOpts);
		}; 
	} (node, node.exports));
	return node.exports;
}

/**
 * Detect Electron renderer / nwjs process, which is node, but we should
 * treat as a browser.
 */

var hasRequiredSrc;

function requireSrc () {
	if (hasRequiredSrc) return src.exports;
	hasRequiredSrc = 1;
	if (typeof process === 'undefined' || process.type === 'renderer' || process.browser === true || process.__nwjs) {
		src.exports = requireBrowser();
	} else {
		src.exports = requireNode();
	}
	return src.exports;
}

/*
 * Copyright 2015 Red Hat Inc.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

var log;
var hasRequiredLog;

function requireLog () {
	if (hasRequiredLog) return log;
	hasRequiredLog = 1;

	var debug = requireSrc();

	if (debug.formatters) {
	    debug.formatters.h = function (v) {
	        return v.toString('hex');
	    };
	}

	log = {
	    'config' : debug('rhea:config'),
	    'frames' : debug('rhea:frames'),
	    'raw' : debug('rhea:raw'),
	    'reconnect' : debug('rhea:reconnect'),
	    'events' : debug('rhea:events'),
	    'message' : debug('rhea:message'),
	    'flow' : debug('rhea:flow'),
	    'io' : debug('rhea:io')
	};
	return log;
}

/*
 * Copyright 2015 Red Hat Inc.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

var transport;
var hasRequiredTransport;

function requireTransport () {
	if (hasRequiredTransport) return transport;
	hasRequiredTransport = 1;

	var errors = requireErrors();
	var frames = requireFrames();
	var log = requireLog();
	var util = requireUtil();


	var Transport = function (identifier, protocol_id, frame_type, handler) {
	    this.identifier = identifier;
	    this.protocol_id = protocol_id;
	    this.frame_type = frame_type;
	    this.handler = handler;
	    this.pending = [];
	    this.header_sent = undefined;
	    this.header_received = undefined;
	    this.write_complete = false;
	    this.read_complete = false;
	};

	Transport.prototype.has_writes_pending = function () {
	    return this.pending.length > 0 || !this.header_sent;
	};

	Transport.prototype.encode = function (frame) {
	    this.pending.push(frame);
	};

	Transport.prototype.write = function (socket) {
	    if (!this.header_sent) {
	        var buffer = util.allocate_buffer(8);
	        var header = {protocol_id:this.protocol_id, major:1, minor:0, revision:0};
	        log.frames('[%s] -> %o', this.identifier, header);
	        frames.write_header(buffer, header);
	        socket.write(buffer);
	        this.header_sent = header;
	    }
	    for (var i = 0; i < this.pending.length; i++) {
	        var frame = this.pending[i];
	        var buffer = frames.write_frame(frame);
	        socket.write(buffer);
	        if (frame.performative) {
	            log.frames('[%s]:%s -> %s %j', this.identifier, frame.channel, frame.performative.constructor, frame.performative, frame.payload || '');
	        } else {
	            log.frames('[%s]:%s -> empty', this.identifier, frame.channel);
	        }
	        log.raw('[%s] SENT: %d %h', this.identifier, buffer.length, buffer);
	    }
	    this.pending = [];
	};

	Transport.prototype.peek_size = function (buffer) {
	    log.frames('[%s] peek_size %o, %d', this.identifier, this.header_received, buffer.length);
	    if (this.header_received && buffer.length >= 4) {
	        return buffer.readUInt32BE();
	    }
	    return undefined;
	};

	Transport.prototype.read = function (buffer) {
	    var offset = 0;
	    if (!this.header_received) {
	        if (buffer.length < 8) {
	            return offset;
	        } else {
	            this.header_received = frames.read_header(buffer);
	            log.frames('[%s] <- %o', this.identifier, this.header_received);
	            if (this.header_received.protocol_id !== this.protocol_id) {
	                if (this.protocol_id === 3 && this.header_received.protocol_id === 0) {
	                    throw new errors.ProtocolError('Expecting SASL layer');
	                } else if (this.protocol_id === 0 && this.header_received.protocol_id === 3) {
	                    throw new errors.ProtocolError('SASL layer not enabled');
	                } else {
	                    throw new errors.ProtocolError('Invalid AMQP protocol id ' + this.header_received.protocol_id + ' expecting: ' + this.protocol_id);
	                }
	            }
	            offset = 8;
	        }
	    }
	    while (offset < (buffer.length - 4) && !this.read_complete) {
	        var frame_size = buffer.readUInt32BE(offset);
	        log.io('[%s] got frame of size %d', this.identifier, frame_size);
	        if (buffer.length < offset + frame_size) {
	            log.io('[%s] incomplete frame; have only %d of %d', this.identifier, (buffer.length - offset), frame_size);
	            //don't have enough data for a full frame yet
	            break;
	        } else {
	            var slice = buffer.slice(offset, offset + frame_size);
	            log.raw('[%s] RECV: %d %h', this.identifier, slice.length, slice);
	            var frame = frames.read_frame(slice);
	            if (frame.performative) {
	                log.frames('[%s]:%s <- %s %j', this.identifier, frame.channel, frame.performative.constructor, frame.performative, frame.payload || '');
	            } else {
	                log.frames('[%s]:%s <- empty', this.identifier, frame.channel);

	            }
	            if (frame.type !== this.frame_type) {
	                throw new errors.ProtocolError('Invalid frame type: ' + frame.type);
	            }
	            offset += frame_size;
	            if (frame.performative) {
	                frame.performative.dispatch(this.handler, frame);
	            }
	        }
	    }
	    return offset;
	};

	transport = Transport;
	return transport;
}

/*
 * Copyright 2015 Red Hat Inc.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

var sasl;
var hasRequiredSasl;

function requireSasl () {
	if (hasRequiredSasl) return sasl;
	hasRequiredSasl = 1;

	var errors = requireErrors();
	var frames = requireFrames();
	var Transport = requireTransport();
	var util = requireUtil();

	var sasl_codes = {
	    'OK':0,
	    'AUTH':1,
	    'SYS':2,
	    'SYS_PERM':3,
	    'SYS_TEMP':4,
	};

	var SASL_PROTOCOL_ID = 0x03;

	function extract(buffer) {
	    var results = [];
	    var start = 0;
	    var i = 0;
	    while (i < buffer.length) {
	        if (buffer[i] === 0x00) {
	            if (i > start) results.push(buffer.toString('utf8', start, i));
	            else results.push(null);
	            start = ++i;
	        } else {
	            ++i;
	        }
	    }
	    if (i > start) results.push(buffer.toString('utf8', start, i));
	    else results.push(null);
	    return results;
	}

	var PlainServer = function(callback) {
	    this.callback = callback;
	    this.outcome = undefined;
	    this.username = undefined;
	};

	PlainServer.prototype.start = function(response, hostname) {
	    var fields = extract(response);
	    if (fields.length !== 3) {
	        return Promise.reject('Unexpected response in PLAIN, got ' + fields.length + ' fields, expected 3');
	    }
	    var self = this;
	    return Promise.resolve(this.callback(fields[1], fields[2], hostname))
	        .then(function (result) {
	            if (result) {
	                self.outcome = true;
	                self.username = fields[1];
	            } else {
	                self.outcome = false;
	            }
	        });
	};

	var PlainClient = function(username, password) {
	    this.username = username;
	    this.password = password;
	};

	PlainClient.prototype.start = function(callback) {
	    var response = util.allocate_buffer(1 + this.username.length + 1 + this.password.length);
	    response.writeUInt8(0, 0);
	    response.write(this.username, 1);
	    response.writeUInt8(0, 1 + this.username.length);
	    response.write(this.password, 1 + this.username.length + 1);
	    callback(undefined, response);
	};

	var AnonymousServer = function() {
	    this.outcome = undefined;
	    this.username = undefined;
	};

	AnonymousServer.prototype.start = function(response) {
	    this.outcome = true;
	    this.username = response ? response.toString('utf8') : 'anonymous';
	};

	var AnonymousClient = function(name) {
	    this.username = name ? name : 'anonymous';
	};

	AnonymousClient.prototype.start = function(callback) {
	    var response = util.allocate_buffer(1 + this.username.length);
	    response.writeUInt8(0, 0);
	    response.write(this.username, 1);
	    callback(undefined, response);
	};

	var ExternalServer = function() {
	    this.outcome = undefined;
	    this.username = undefined;
	};

	ExternalServer.prototype.start = function() {
	    this.outcome = true;
	};

	var ExternalClient = function() {
	    this.username = undefined;
	};

	ExternalClient.prototype.start = function(callback) {
	    callback(undefined, '');
	};

	ExternalClient.prototype.step = function(callback) {
	    callback(undefined, '');
	};

	var XOAuth2Client = function(username, token) {
	    this.username = username;
	    this.token = token;
	};

	XOAuth2Client.prototype.start = function(callback) {
	    var response = util.allocate_buffer(this.username.length + this.token.length + 5 + 12 + 3);
	    var count = 0;
	    response.write('user=', count);
	    count += 5;
	    response.write(this.username, count);
	    count += this.username.length;
	    response.writeUInt8(1, count);
	    count += 1;
	    response.write('auth=Bearer ', count);
	    count += 12;
	    response.write(this.token, count);
	    count += this.token.length;
	    response.writeUInt8(1, count);
	    count += 1;
	    response.writeUInt8(1, count);
	    count += 1;
	    callback(undefined, response);
	};

	/**
	 * The mechanisms argument is a map of mechanism names to factory
	 * functions for objects that implement that mechanism.
	 */
	var SaslServer = function (connection, mechanisms) {
	    this.connection = connection;
	    this.transport = new Transport(connection.amqp_transport.identifier, SASL_PROTOCOL_ID, frames.TYPE_SASL, this);
	    this.next = connection.amqp_transport;
	    this.mechanisms = mechanisms;
	    this.mechanism = undefined;
	    this.outcome = undefined;
	    this.username = undefined;
	    var mechlist = Object.getOwnPropertyNames(mechanisms);
	    this.transport.encode(frames.sasl_frame(frames.sasl_mechanisms({sasl_server_mechanisms:mechlist})));
	};

	SaslServer.prototype.do_step = function (challenge) {
	    if (this.mechanism.outcome === undefined) {
	        this.transport.encode(frames.sasl_frame(frames.sasl_challenge({'challenge':challenge})));
	        this.connection.output();
	    } else {
	        this.outcome = this.mechanism.outcome ? sasl_codes.OK : sasl_codes.AUTH;
	        var frame = frames.sasl_frame(frames.sasl_outcome({code: this.outcome}));
	        this.transport.encode(frame);
	        this.connection.output();
	        if (this.outcome === sasl_codes.OK) {
	            this.username = this.mechanism.username;
	            this.transport.write_complete = true;
	            this.transport.read_complete = true;
	        }
	    }
	};

	SaslServer.prototype.on_sasl_init = function (frame) {
	    var saslctor = this.mechanisms[frame.performative.mechanism];
	    if (saslctor) {
	        this.mechanism = saslctor();
	        Promise.resolve(this.mechanism.start(frame.performative.initial_response, frame.performative.hostname))
	            .then(this.do_step.bind(this))
	            .catch(this.do_fail.bind(this));
	    } else {
	        this.outcome = sasl_codes.AUTH;
	        this.transport.encode(frames.sasl_frame(frames.sasl_outcome({code: this.outcome})));
	    }
	};

	SaslServer.prototype.on_sasl_response = function (frame) {
	    Promise.resolve(this.mechanism.step(frame.performative.response))
	        .then(this.do_step.bind(this))
	        .catch(this.do_fail.bind(this));
	};

	SaslServer.prototype.do_fail = function (e) {
	    var frame = frames.sasl_frame(frames.sasl_outcome({code: sasl_codes.SYS}));
	    this.transport.encode(frame);
	    this.connection.output();
	    try {
	        this.connection.sasl_failed('Sasl callback promise failed with ' + e, 'amqp:internal-error');
	    } catch (e) {
	        console.error('Uncaught error: ', e.message);
	    }
	};

	SaslServer.prototype.has_writes_pending = function () {
	    return this.transport.has_writes_pending() || this.next.has_writes_pending();
	};

	SaslServer.prototype.write = function (socket) {
	    if (this.transport.write_complete && this.transport.pending.length === 0) {
	        return this.next.write(socket);
	    } else {
	        return this.transport.write(socket);
	    }
	};

	SaslServer.prototype.peek_size = function (buffer) {
	    if (this.transport.read_complete) {
	        return this.next.peek_size(buffer);
	    } else {
	        return this.transport.peek_size(buffer);
	    }
	};

	SaslServer.prototype.read = function (buffer) {
	    if (this.transport.read_complete) {
	        return this.next.read(buffer);
	    } else {
	        return this.transport.read(buffer);
	    }
	};

	var SaslClient = function (connection, mechanisms, hostname) {
	    this.connection = connection;
	    this.transport = new Transport(connection.amqp_transport.identifier, SASL_PROTOCOL_ID, frames.TYPE_SASL, this);
	    this.next = connection.amqp_transport;
	    this.mechanisms = mechanisms;
	    this.mechanism = undefined;
	    this.mechanism_name = undefined;
	    this.hostname = hostname;
	    this.failed = false;
	};

	SaslClient.prototype.on_sasl_mechanisms = function (frame) {
	    var offered_mechanisms = [];
	    if (Array.isArray(frame.performative.sasl_server_mechanisms)) {
	        offered_mechanisms = frame.performative.sasl_server_mechanisms;
	    } else if (frame.performative.sasl_server_mechanisms) {
	        offered_mechanisms = [frame.performative.sasl_server_mechanisms];
	    }
	    for (var i = 0; this.mechanism === undefined && i < offered_mechanisms.length; i++) {
	        var mech = offered_mechanisms[i];
	        var f = this.mechanisms[mech];
	        if (f) {
	            this.mechanism = typeof f === 'function' ? f() : f;
	            this.mechanism_name = mech;
	        }
	    }
	    if (this.mechanism) {
	        var self = this;
	        this.mechanism.start(function (err, response) {
	            if (err) {
	                self.failed = true;
	                self.connection.sasl_failed('SASL mechanism init failed: ' + err);
	            } else {
	                var init = {'mechanism':self.mechanism_name,'initial_response':response};
	                if (self.hostname) {
	                    init.hostname = self.hostname;
	                }
	                self.transport.encode(frames.sasl_frame(frames.sasl_init(init)));
	                self.connection.output();
	            }
	        });
	    } else {
	        this.failed = true;
	        this.connection.sasl_failed('No suitable mechanism; server supports ' + frame.performative.sasl_server_mechanisms);
	    }
	};
	SaslClient.prototype.on_sasl_challenge = function (frame) {
	    var self = this;
	    this.mechanism.step(frame.performative.challenge, function (err, response) {
	        if (err) {
	            self.failed = true;
	            self.connection.sasl_failed('SASL mechanism challenge failed: ' + err);
	        } else {
	            self.transport.encode(frames.sasl_frame(frames.sasl_response({'response':response})));
	            self.connection.output();
	        }
	    });
	};
	SaslClient.prototype.on_sasl_outcome = function (frame) {
	    switch (frame.performative.code) {
	    case sasl_codes.OK:
	        this.transport.read_complete = true;
	        this.transport.write_complete = true;
	        break;
	    case sasl_codes.SYS:
	    case sasl_codes.SYS_PERM:
	    case sasl_codes.SYS_TEMP:
	        this.transport.write_complete = true;
	        this.connection.sasl_failed('Failed to authenticate: ' + frame.performative.code, 'amqp:internal-error');
	        break;
	    default:
	        this.transport.write_complete = true;
	        this.connection.sasl_failed('Failed to authenticate: ' + frame.performative.code);
	    }
	};

	SaslClient.prototype.has_writes_pending = function () {
	    return this.transport.has_writes_pending() || this.next.has_writes_pending();
	};

	SaslClient.prototype.write = function (socket) {
	    if (this.transport.write_complete) {
	        return this.next.write(socket);
	    } else {
	        return this.transport.write(socket);
	    }
	};

	SaslClient.prototype.peek_size = function (buffer) {
	    if (this.transport.read_complete) {
	        return this.next.peek_size(buffer);
	    } else {
	        return this.transport.peek_size(buffer);
	    }
	};

	SaslClient.prototype.read = function (buffer) {
	    if (this.transport.read_complete) {
	        return this.next.read(buffer);
	    } else {
	        return this.transport.read(buffer);
	    }
	};

	var SelectiveServer = function (connection, mechanisms) {
	    this.header_received = false;
	    this.transports = {
	        0: connection.amqp_transport,
	        3: new SaslServer(connection, mechanisms)
	    };
	    this.selected = undefined;
	};

	SelectiveServer.prototype.has_writes_pending = function () {
	    return this.header_received && this.selected.has_writes_pending();
	};

	SelectiveServer.prototype.write = function (socket) {
	    if (this.selected) {
	        return this.selected.write(socket);
	    } else {
	        return 0;
	    }
	};

	SelectiveServer.prototype.peek_size = function (buffer) {
	    if (this.header_received) {
	        return this.selected.peek_size(buffer);
	    }
	    return undefined;
	};

	SelectiveServer.prototype.read = function (buffer) {
	    if (!this.header_received) {
	        if (buffer.length < 8) {
	            return 0;
	        } else {
	            this.header_received = frames.read_header(buffer);
	            this.selected = this.transports[this.header_received.protocol_id];
	            if (this.selected === undefined) {
	                throw new errors.ProtocolError('Invalid AMQP protocol id ' + this.header_received.protocol_id);
	            }
	        }
	    }
	    return this.selected.read(buffer);
	};

	var default_server_mechanisms = {
	    enable_anonymous: function () {
	        this['ANONYMOUS'] = function() { return new AnonymousServer(); };
	    },
	    enable_plain: function (callback) {
	        this['PLAIN'] = function() { return new PlainServer(callback); };
	    }
	};

	var default_client_mechanisms = {
	    enable_anonymous: function (name) {
	        this['ANONYMOUS'] = function() { return new AnonymousClient(name); };
	    },
	    enable_plain: function (username, password) {
	        this['PLAIN'] = function() { return new PlainClient(username, password); };
	    },
	    enable_external: function () {
	        this['EXTERNAL'] = function() { return new ExternalClient(); };
	    },
	    enable_xoauth2: function (username, token) {
	        if (username && token) {
	            this['XOAUTH2'] = function() { return new XOAuth2Client(username, token); };
	        } else if (token === undefined) {
	            throw Error('token must be specified');
	        } else if (username === undefined) {
	            throw Error('username must be specified');
	        }
	    }
	};

	sasl = {
	    Client : SaslClient,
	    Server : SaslServer,
	    Selective: SelectiveServer,
	    server_mechanisms : function () {
	        return Object.create(default_server_mechanisms);
	    },
	    client_mechanisms : function () {
	        return Object.create(default_client_mechanisms);
	    },
	    server_add_external: function (mechs) {
	        mechs['EXTERNAL'] = function() { return new ExternalServer(); };
	        return mechs;
	    }
	};
	return sasl;
}

/*
 * Copyright 2015 Red Hat Inc.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

var endpoint;
var hasRequiredEndpoint;

function requireEndpoint () {
	if (hasRequiredEndpoint) return endpoint;
	hasRequiredEndpoint = 1;

	var EndpointState = function () {
	    this.init();
	};

	EndpointState.prototype.init = function () {
	    this.local_open = false;
	    this.remote_open = false;
	    this.open_requests = 0;
	    this.close_requests = 0;
	    this.initialised = false;
	    this.marker = undefined;
	};

	EndpointState.prototype.mark = function (o) {
	    this.marker = o || Date.now();
	    return this.marker;
	};

	EndpointState.prototype.open = function () {
	    this.marker = undefined;
	    this.initialised = true;
	    if (!this.local_open) {
	        this.local_open = true;
	        this.open_requests++;
	        return true;
	    } else {
	        return false;
	    }
	};

	EndpointState.prototype.close = function () {
	    this.marker = undefined;
	    if (this.local_open) {
	        this.local_open = false;
	        this.close_requests++;
	        return true;
	    } else {
	        return false;
	    }
	};

	EndpointState.prototype.disconnected = function () {
	    var was_initialised = this.initialised;
	    this.was_open = this.local_open;
	    this.init();
	    this.initialised = was_initialised;
	};

	EndpointState.prototype.reconnect = function () {
	    if (this.was_open) {
	        this.open();
	        this.was_open = undefined;
	    }
	};

	EndpointState.prototype.remote_opened = function () {
	    if (!this.remote_open) {
	        this.remote_open = true;
	        return true;
	    } else {
	        return false;
	    }
	};

	EndpointState.prototype.remote_closed = function () {
	    if (this.remote_open) {
	        this.remote_open = false;
	        return true;
	    } else {
	        return false;
	    }
	};

	EndpointState.prototype.is_open = function () {
	    return this.local_open && this.remote_open;
	};

	EndpointState.prototype.is_closed = function () {
	    return this.initialised && !(this.local_open || this.was_open) && !this.remote_open;
	};

	EndpointState.prototype.has_settled = function () {
	    return this.open_requests === 0 && this.close_requests === 0;
	};

	EndpointState.prototype.need_open = function () {
	    if (this.open_requests > 0) {
	        this.open_requests--;
	        return true;
	    } else {
	        return false;
	    }
	};

	EndpointState.prototype.need_close = function () {
	    if (this.close_requests > 0) {
	        this.close_requests--;
	        return true;
	    } else {
	        return false;
	    }
	};

	endpoint = EndpointState;
	return endpoint;
}

/*
 * Copyright 2015 Red Hat Inc.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

var message_1;
var hasRequiredMessage;

function requireMessage () {
	if (hasRequiredMessage) return message_1;
	hasRequiredMessage = 1;

	var log = requireLog();
	var types = requireTypes();

	var by_descriptor = {};
	var unwrappers = {};
	var wrappers = [];
	var message = {};

	function define_section(descriptor, unwrap, wrap) {
	    unwrap.descriptor = descriptor;
	    unwrappers[descriptor.symbolic] = unwrap;
	    unwrappers[Number(descriptor.numeric).toString(10)] = unwrap;
	    if (wrap) {
	        wrappers.push(wrap);
	    }
	}

	function define_composite_section(def) {
	    var c = types.define_composite(def);
	    message[def.name] = c.create;
	    by_descriptor[Number(c.descriptor.numeric).toString(10)] = c;
	    by_descriptor[c.descriptor.symbolic] = c;

	    var unwrap = function (msg, section) {
	        var composite = new c(section.value);
	        for (var i = 0; i < def.fields.length; i++) {
	            var f = def.fields[i];
	            var v = composite[f.name];
	            if (v !== undefined && v !== null) {
	                msg[f.name] = v;
	            }
	        }
	    };

	    var wrap = function (sections, msg) {
	        sections.push(c.create(msg).described());
	    };
	    define_section(c.descriptor, unwrap, wrap);
	}


	function define_map_section(def, symbolic) {
	    var wrapper = symbolic ? types.wrap_symbolic_map : types.wrap_map;
	    var descriptor = {numeric:def.code};
	    descriptor.symbolic = 'amqp:' + def.name.replace(/_/g, '-') + ':map';
	    var unwrap = function (msg, section) {
	        msg[def.name] = types.unwrap_map_simple(section);
	    };
	    var wrap = function (sections, msg) {
	        if (msg[def.name]) {
	            sections.push(types.described_nc(types.wrap_ulong(descriptor.numeric), wrapper(msg[def.name])));
	        }
	    };
	    define_section(descriptor, unwrap, wrap);
	}

	function Section(typecode, content, multiple) {
	    this.typecode = typecode;
	    this.content = content;
	    this.multiple = multiple;
	}

	Section.prototype.described = function (item) {
	    return types.described(types.wrap_ulong(this.typecode), types.wrap(item || this.content));
	};

	Section.prototype.collect_sections = function (sections) {
	    if (this.multiple) {
	        for (var i = 0; i < this.content.length; i++) {
	            sections.push(this.described(this.content[i]));
	        }
	    } else {
	        sections.push(this.described());
	    }
	};

	define_composite_section({
	    name:'header',
	    code:0x70,
	    fields:[
	        {name:'durable', type:'boolean', default_value:false},
	        {name:'priority', type:'ubyte', default_value:4},
	        {name:'ttl', type:'uint'},
	        {name:'first_acquirer', type:'boolean', default_value:false},
	        {name:'delivery_count', type:'uint', default_value:0}
	    ]
	});
	define_map_section({name:'delivery_annotations', code:0x71}, true);
	define_map_section({name:'message_annotations', code:0x72}, true);
	define_composite_section({
	    name:'properties',
	    code:0x73,
	    fields:[
	        {name:'message_id', type:'message_id'},
	        {name:'user_id', type:'binary'},
	        {name:'to', type:'string'},
	        {name:'subject', type:'string'},
	        {name:'reply_to', type:'string'},
	        {name:'correlation_id', type:'message_id'},
	        {name:'content_type', type:'symbol'},
	        {name:'content_encoding', type:'symbol'},
	        {name:'absolute_expiry_time', type:'timestamp'},
	        {name:'creation_time', type:'timestamp'},
	        {name:'group_id', type:'string'},
	        {name:'group_sequence', type:'uint'},
	        {name:'reply_to_group_id', type:'string'}
	    ]
	});
	define_map_section({name:'application_properties', code:0x74});

	function unwrap_body_section (msg, section, typecode) {
	    if (msg.body === undefined) {
	        msg.body = new Section(typecode, types.unwrap(section));
	    } else if (msg.body.constructor === Section && msg.body.typecode === typecode) {
	        if (msg.body.multiple) {
	            msg.body.content.push(types.unwrap(section));
	        } else {
	            msg.body.multiple = true;
	            msg.body.content = [msg.body.content, types.unwrap(section)];
	        }
	    }
	}

	define_section({numeric:0x75, symbolic:'amqp:data:binary'}, function (msg, section) { unwrap_body_section(msg, section, 0x75); });
	define_section({numeric:0x76, symbolic:'amqp:amqp-sequence:list'}, function (msg, section) { unwrap_body_section(msg, section, 0x76); });
	define_section({numeric:0x77, symbolic:'amqp:value:*'}, function (msg, section) { msg.body = types.unwrap(section); });

	define_map_section({name:'footer', code:0x78});


	function wrap_body (sections, msg) {
	    if (msg.body && msg.body.collect_sections) {
	        msg.body.collect_sections(sections);
	    } else {
	        sections.push(types.described(types.wrap_ulong(0x77), types.wrap(msg.body)));
	    }
	}

	wrappers.push(wrap_body);

	message.data_section = function (data) {
	    return new Section(0x75, data);
	};

	message.sequence_section = function (list) {
	    return new Section(0x76, list);
	};

	message.data_sections = function (data_elements) {
	    return new Section(0x75, data_elements, true);
	};

	message.sequence_sections = function (lists) {
	    return new Section(0x76, lists, true);
	};

	function copy(src, tgt) {
	    for (var k in src) {
	        var v = src[k];
	        if (typeof v === 'object') {
	            copy(v, tgt[k]);
	        } else {
	            tgt[k] = v;
	        }
	    }
	}

	function Message(o) {
	    if (o) {
	        copy(o, this);
	    }
	}

	Message.prototype.toJSON = function () {
	    var o = {};
	    for (var key in this) {
	        if (typeof this[key] === 'function') continue;
	        o[key] = this[key];
	    }
	    return o;
	};

	Message.prototype.toString = function () {
	    return JSON.stringify(this.toJSON());
	};


	message.encode = function(msg) {
	    var sections = [];
	    wrappers.forEach(function (wrapper_fn) { wrapper_fn(sections, msg); });
	    var writer = new types.Writer();
	    for (var i = 0; i < sections.length; i++) {
	        log.message('Encoding section %d of %d: %o', (i+1), sections.length, sections[i]);
	        writer.write(sections[i]);
	    }
	    var data = writer.toBuffer();
	    log.message('encoded %d bytes', data.length);
	    return data;
	};

	message.decode = function(buffer) {
	    var msg = new Message();
	    var reader = new types.Reader(buffer);
	    while (reader.remaining()) {
	        var s = reader.read();
	        log.message('decoding section: %o of type: %o', s, s.descriptor);
	        if (s.descriptor) {
	            var unwrap = unwrappers[s.descriptor.value];
	            if (unwrap) {
	                unwrap(msg, s);
	            } else {
	                console.warn('WARNING: did not recognise message section with descriptor ' + s.descriptor);
	            }
	        } else {
	            console.warn('WARNING: expected described message section got ' + JSON.stringify(s));
	        }
	    }
	    return msg;
	};

	var outcomes = {};

	function define_outcome(def) {
	    var c = types.define_composite(def);
	    c.composite_type = def.name;
	    message[def.name] = c.create;
	    outcomes[Number(c.descriptor.numeric).toString(10)] = c;
	    outcomes[c.descriptor.symbolic] = c;
	    message['is_' + def.name] = function (o) {
	        if (o && o.descriptor) {
	            var c = outcomes[o.descriptor.value];
	            if (c) {
	                return c.descriptor.numeric === def.code;
	            }
	        }
	        return false;
	    };
	}

	message.unwrap_outcome = function (outcome) {
	    if (outcome && outcome.descriptor) {
	        var c = outcomes[outcome.descriptor.value];
	        if (c) {
	            return new c(outcome.value);
	        }
	    }
	    console.error('unrecognised outcome: ' + JSON.stringify(outcome));
	    return outcome;
	};

	message.are_outcomes_equivalent = function(a, b) {
	    if (a === undefined && b === undefined) return true;
	    else if (a === undefined || b === undefined) return false;
	    else return a.descriptor.value === b.descriptor.value && a.descriptor.value === 0x24;//only batch accepted
	};

	define_outcome({
	    name:'received',
	    code:0x23,
	    fields:[
	        {name:'section_number', type:'uint', mandatory:true},
	        {name:'section_offset', type:'ulong', mandatory:true}
	    ]});
	define_outcome({name:'accepted', code:0x24, fields:[]});
	define_outcome({name:'rejected', code:0x25, fields:[{name:'error', type:'error'}]});
	define_outcome({name:'released', code:0x26, fields:[]});
	define_outcome({
	    name:'modified',
	    code:0x27,
	    fields:[
	        {name:'delivery_failed', type:'boolean'},
	        {name:'undeliverable_here', type:'boolean'},
	        {name:'message_annotations', type:'symbolic_map'}
	    ]});

	message_1 = message;
	return message_1;
}

/*
 * Copyright 2015 Red Hat Inc.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

var terminus_1;
var hasRequiredTerminus;

function requireTerminus () {
	if (hasRequiredTerminus) return terminus_1;
	hasRequiredTerminus = 1;

	var types = requireTypes();

	var terminus = {};
	var by_descriptor = {};

	function define_terminus(def) {
	    var c = types.define_composite(def);
	    terminus[def.name] = c.create;
	    by_descriptor[Number(c.descriptor.numeric).toString(10)] = c;
	    by_descriptor[c.descriptor.symbolic] = c;
	}

	terminus.unwrap = function(field) {
	    if (field && field.descriptor) {
	        var c = by_descriptor[field.descriptor.value];
	        if (c) {
	            return new c(field.value);
	        } else {
	            console.warn('Unknown terminus: ' + field.descriptor);
	        }
	    }
	    return null;
	};

	define_terminus({
	    name: 'source',
	    code: 0x28,
	    fields: [
	        {name: 'address', type: 'string'},
	        {name: 'durable', type: 'uint', default_value: 0},
	        {name: 'expiry_policy', type: 'symbol', default_value: 'session-end'},
	        {name: 'timeout', type: 'uint', default_value: 0},
	        {name: 'dynamic', type: 'boolean', default_value: false},
	        {name: 'dynamic_node_properties', type: 'symbolic_map'},
	        {name: 'distribution_mode', type: 'symbol'},
	        {name: 'filter', type: 'symbolic_map'},
	        {name: 'default_outcome', type: '*'},
	        {name: 'outcomes', type: 'symbol', multiple: true},
	        {name: 'capabilities', type: 'symbol', multiple: true}
	    ]
	});

	define_terminus({
	    name: 'target',
	    code: 0x29,
	    fields: [
	        {name: 'address', type: 'string'},
	        {name: 'durable', type: 'uint', default_value: 0},
	        {name: 'expiry_policy', type: 'symbol', default_value: 'session-end'},
	        {name: 'timeout', type: 'uint', default_value: 0},
	        {name: 'dynamic', type: 'boolean', default_value: false},
	        {name: 'dynamic_node_properties', type: 'symbolic_map'},
	        {name: 'capabilities', type: 'symbol', multiple: true}
	    ]
	});

	terminus_1 = terminus;
	return terminus_1;
}

/*
 * Copyright 2015 Red Hat Inc.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

var link_1;
var hasRequiredLink;

function requireLink () {
	if (hasRequiredLink) return link_1;
	hasRequiredLink = 1;

	var frames = requireFrames();
	var log = requireLog();
	var message = requireMessage();
	var terminus = requireTerminus();
	var EndpointState = requireEndpoint();

	var FlowController = function (window) {
	    this.window = window;
	};
	FlowController.prototype.update = function (context) {
	    var delta = this.window - context.receiver.credit;
	    if (delta >= (this.window/4)) {
	        context.receiver.flow(delta);
	    }
	};

	function auto_settle(context) {
	    context.delivery.settled = true;
	}

	function auto_accept(context) {
	    context.delivery.update(undefined, message.accepted().described());
	}

	function LinkError(message, condition, link) {
	    Error.call(this);
	    Error.captureStackTrace(this, this.constructor);
	    this.message = message;
	    this.condition = condition;
	    this.description = message;
	    Object.defineProperty(this, 'link', { value: link });
	}
	require$$1__default.inherits(LinkError, Error);

	var EventEmitter = require$$0__default.EventEmitter;

	var link = Object.create(EventEmitter.prototype);
	link.dispatch = function(name) {
	    log.events('[%s] Link got event: %s', this.connection.options.id, name);
	    EventEmitter.prototype.emit.apply(this.observers, arguments);
	    if (this.listeners(name).length) {
	        EventEmitter.prototype.emit.apply(this, arguments);
	        return true;
	    } else {
	        return this.session.dispatch.apply(this.session, arguments);
	    }
	};
	link.set_source = function (fields) {
	    this.local.attach.source = terminus.source(fields).described();
	};
	link.set_target = function (fields) {
	    this.local.attach.target = terminus.target(fields).described();
	};

	link.attach = function () {
	    if (this.state.open()) {
	        this.connection._register();
	    }
	};
	link.open = link.attach;

	link.detach = function () {
	    this.local.detach.closed = false;
	    if (this.state.close()) {
	        this.connection._register();
	    }
	};
	link.close = function(error) {
	    if (error) this.local.detach.error = error;
	    this.local.detach.closed = true;
	    if (this.state.close()) {
	        this.connection._register();
	    }
	};

	/**
	 * This forcibly removes the link from the parent session. It should
	 * not be called for a link on an active session/connection, where
	 * close() should be used instead.
	 */
	link.remove = function() {
	    this.session.remove_link(this);
	};

	link.is_open = function () {
	    return this.session.is_open() && this.state.is_open();
	};

	link.is_remote_open = function () {
	    return this.session.is_remote_open() && this.state.remote_open;
	};

	link.is_itself_closed = function() {
	    return this.state.is_closed();
	};

	link.is_closed = function () {
	    return this.session.is_closed() || this.is_itself_closed();
	};

	link._process = function () {
	    do {
	        if (this.state.need_open()) {
	            this.session.output(this.local.attach);
	        }

	        if (this.issue_flow && this.state.local_open) {
	            this.session._write_flow(this);
	            this.issue_flow = false;
	        }

	        if (this.state.need_close()) {
	            this.session.output(this.local.detach);
	        }
	    } while (!this.state.has_settled());
	};

	link.on_attach = function (frame) {
	    if (this.state.remote_opened()) {
	        if (!this.remote.handle) {
	            this.remote.handle = frame.handle;
	        }
	        frame.performative.source = terminus.unwrap(frame.performative.source);
	        frame.performative.target = terminus.unwrap(frame.performative.target);
	        this.remote.attach = frame.performative;
	        this.open();
	        this.dispatch(this.is_receiver() ? 'receiver_open' : 'sender_open', this._context());
	    } else {
	        throw Error('Attach already received');
	    }
	};

	link.prefix_event = function (event) {
	    return (this.local.attach.role ? 'receiver_' : 'sender_') + event;
	};

	link.on_detach = function (frame) {
	    if (this.state.remote_closed()) {
	        if (this._incomplete) {
	            this._incomplete.settled = true;
	        }
	        this.remote.detach = frame.performative;
	        var error = this.remote.detach.error;
	        if (error) {
	            var handled = this.dispatch(this.prefix_event('error'), this._context());
	            handled = this.dispatch(this.prefix_event('close'), this._context()) || handled;
	            if (!handled) {
	                EventEmitter.prototype.emit.call(this.connection.container, 'error', new LinkError(error.description, error.condition, this));
	            }
	        } else {
	            this.dispatch(this.prefix_event('close'), this._context());
	        }
	        var self = this;
	        var token = this.state.mark();
	        process.nextTick(function () {
	            if (self.state.marker === token) {
	                self.close();
	                process.nextTick(function () { self.remove(); });
	            }
	        });
	    } else {
	        throw Error('Detach already received');
	    }
	};

	function is_internal(name) {
	    switch (name) {
	    case 'name':
	    case 'handle':
	    case 'role':
	    case 'initial_delivery_count':
	        return true;
	    default:
	        return false;
	    }
	}


	var aliases = [
	    'snd_settle_mode',
	    'rcv_settle_mode',
	    'source',
	    'target',
	    'max_message_size',
	    'offered_capabilities',
	    'desired_capabilities',
	    'properties'
	];

	function remote_property_shortcut(name) {
	    return function() { return this.remote.attach ? this.remote.attach[name] : undefined; };
	}

	link.init = function (session, name, local_handle, opts, is_receiver) {
	    this.session = session;
	    this.connection = session.connection;
	    this.name = name;
	    this.options = opts === undefined ? {} : opts;
	    this.state = new EndpointState();
	    this.issue_flow = false;
	    this.local = {'handle': local_handle};
	    this.local.attach = frames.attach({'handle':local_handle,'name':name, role:is_receiver});
	    for (var field in this.local.attach) {
	        if (!is_internal(field) && this.options[field] !== undefined) {
	            this.local.attach[field] = this.options[field];
	        }
	    }
	    this.local.detach = frames.detach({'handle':local_handle, 'closed':true});
	    this.remote = {'handle':undefined};
	    this.delivery_count = 0;
	    this.credit = 0;
	    this.observers = new EventEmitter();
	    var self = this;
	    aliases.forEach(function (alias) { Object.defineProperty(self, alias, { get: remote_property_shortcut(alias) }); });
	    Object.defineProperty(this, 'error', { get:  function() { return this.remote.detach ? this.remote.detach.error : undefined; }});
	};

	link._disconnect = function() {
	    this.state.disconnected();
	    if (!this.state.was_open) {
	        this.remove();
	    }
	};

	link._reconnect = function() {
	    this.state.reconnect();
	    this.remote = {'handle':undefined};
	    this.delivery_count = 0;
	    this.credit = 0;
	};

	link.has_credit = function () {
	    return this.credit > 0;
	};
	link.is_receiver = function () {
	    return this.local.attach.role;
	};
	link.is_sender = function () {
	    return !this.is_receiver();
	};
	link._context = function (c) {
	    var context = c ? c : {};
	    if (this.is_receiver()) {
	        context.receiver = this;
	    } else {
	        context.sender = this;
	    }
	    return this.session._context(context);
	};
	link.get_option = function (name, default_value) {
	    if (this.options[name] !== undefined) return this.options[name];
	    else return this.session.get_option(name, default_value);
	};

	var Sender = function (session, name, local_handle, opts) {
	    this.init(session, name, local_handle, opts, false);
	    this._draining = false;
	    this._drained = false;
	    this.local.attach.initial_delivery_count = 0;
	    this.tag = 0;
	    if (this.get_option('autosettle', true)) {
	        this.observers.on('settled', auto_settle);
	    }
	    var sender = this;
	    if (this.get_option('treat_modified_as_released', true)) {
	        this.observers.on('modified', function (context) {
	            sender.dispatch('released', context);
	        });
	    }
	};
	Sender.prototype = Object.create(link);
	Sender.prototype.constructor = Sender;
	Sender.prototype._get_drain = function () {
	    if (this._draining && this._drained && this.credit) {
	        while (this.credit) {
	            ++this.delivery_count;
	            --this.credit;
	        }
	        return true;
	    } else {
	        return false;
	    }
	};
	Sender.prototype.set_drained = function (drained) {
	    this._drained = drained;
	    if (this._draining && this._drained) {
	        this.issue_flow = true;
	    }
	};
	Sender.prototype.next_tag = function () {
	    return Buffer.from(new String(this.tag++));
	};
	Sender.prototype.sendable = function () {
	    return Boolean(this.credit && this.session.outgoing.available());
	};
	Sender.prototype.on_flow = function (frame) {
	    var flow = frame.performative;
	    this.credit = flow.delivery_count + flow.link_credit - this.delivery_count;
	    this._draining = flow.drain;
	    this._drained = this.credit > 0;
	    if (this.is_open()) {
	        this.dispatch('sender_flow', this._context());
	        if (this._draining) {
	            this.dispatch('sender_draining', this._context());
	        }
	        if (this.sendable()) {
	            this.dispatch('sendable', this._context());
	        }
	    }
	};
	Sender.prototype.on_transfer = function () {
	    throw Error('got transfer on sending link');
	};

	Sender.prototype.send = function (msg, tag, format) {
	    var payload = format === undefined ? message.encode(msg) : msg;
	    var delivery = this.session.send(this, tag ? tag : this.next_tag(), payload, format);
	    if (this.local.attach.snd_settle_mode === 1) {
	        delivery.settled = true;
	    }
	    return delivery;
	};

	var Receiver = function (session, name, local_handle, opts) {
	    this.init(session, name, local_handle, opts, true);
	    this.drain = false;
	    this.set_credit_window(this.get_option('credit_window', 1000));
	    if (this.get_option('autoaccept', true)) {
	        this.observers.on('message', auto_accept);
	    }
	    if (this.local.attach.rcv_settle_mode === 1 && this.get_option('autosettle', true)) {
	        this.observers.on('settled', auto_settle);
	    }
	};
	Receiver.prototype = Object.create(link);
	Receiver.prototype.constructor = Receiver;
	Receiver.prototype.on_flow = function (frame) {
	    this.dispatch('receiver_flow', this._context());
	    if (frame.performative.drain) {
	        this.credit = frame.performative.link_credit;
	        this.delivery_count = frame.performative.delivery_count;
	        if (frame.performative.link_credit > 0) console.error('ERROR: received flow with drain set, but non zero credit');
	        else this.dispatch('receiver_drained', this._context());
	    }
	};
	Receiver.prototype.flow = function(credit) {
	    if (credit > 0) {
	        this.credit += credit;
	        this.issue_flow = true;
	        this.connection._register();
	    }
	};

	Receiver.prototype.drain_credit = function() {
	    this.drain = true;
	    this.issue_flow = true;
	    this.connection._register();
	};

	Receiver.prototype.add_credit = Receiver.prototype.flow;//alias
	Receiver.prototype._get_drain = function () {
	    return this.drain;
	};

	Receiver.prototype.set_credit_window = function(credit_window) {
	    if (credit_window > 0) {
	        var flow_controller = new FlowController(credit_window);
	        var listener = flow_controller.update.bind(flow_controller);
	        this.observers.on('message', listener);
	        this.observers.on('receiver_open', listener);
	    }
	};

	link_1 = {'Sender': Sender, 'Receiver':Receiver};
	return link_1;
}

/*
 * Copyright 2015 Red Hat Inc.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

var session;
var hasRequiredSession;

function requireSession () {
	if (hasRequiredSession) return session;
	hasRequiredSession = 1;

	var frames = requireFrames();
	var link = requireLink();
	var log = requireLog();
	var message = requireMessage();
	var types = requireTypes();
	var util = requireUtil();
	var EndpointState = requireEndpoint();

	var EventEmitter = require$$0__default.EventEmitter;

	var DEFAULT_BUFFER_SIZE = 2048;

	function SessionError(message, condition, session) {
	    Error.call(this);
	    Error.captureStackTrace(this, this.constructor);
	    this.message = message;
	    this.condition = condition;
	    this.description = message;
	    Object.defineProperty(this, 'session', { value: session });
	}
	require$$1__default.inherits(SessionError, Error);

	var CircularBuffer = function (capacity) {
	    this.capacity = capacity;
	    this.size = 0;
	    this.head = 0;
	    this.tail = 0;
	    this.entries = [];
	};

	CircularBuffer.prototype.available = function () {
	    return this.capacity - this.size;
	};

	CircularBuffer.prototype.push = function (o) {
	    if (this.size < this.capacity) {
	        this.entries[this.tail] = o;
	        this.tail = (this.tail + 1) % this.capacity;
	        this.size++;
	    } else {
	        throw Error('circular buffer overflow: head=' + this.head + ' tail=' + this.tail + ' size=' + this.size + ' capacity=' + this.capacity);
	    }
	};

	CircularBuffer.prototype.pop_if = function (f) {
	    var count = 0;
	    while (this.size && f(this.entries[this.head])) {
	        this.entries[this.head] = undefined;
	        this.head = (this.head + 1) % this.capacity;
	        this.size--;
	        count++;
	    }
	    return count;
	};

	CircularBuffer.prototype.by_id = function (id) {
	    if (this.size > 0) {
	        var gap = id - this.entries[this.head].id;
	        if (gap < this.size) {
	            return this.entries[(this.head + gap) % this.capacity];
	        }
	    }
	    return undefined;
	};

	CircularBuffer.prototype.get_head = function () {
	    return this.size > 0 ? this.entries[this.head] : undefined;
	};

	CircularBuffer.prototype.get_tail = function () {
	    return this.size > 0 ? this.entries[(this.head + this.size - 1) % this.capacity] : undefined;
	};

	function write_dispositions(deliveries) {
	    var first, last, next_id, i, delivery;

	    for (i = 0; i < deliveries.length; i++) {
	        delivery = deliveries[i];
	        if (first === undefined) {
	            first = delivery;
	            last = delivery;
	            next_id = delivery.id;
	        }

	        if ((first !== last && !message.are_outcomes_equivalent(last.state, delivery.state)) || last.settled !== delivery.settled || next_id !== delivery.id) {
	            first.link.session.output(frames.disposition({'role' : first.link.is_receiver(), 'first' : first.id, 'last' : last.id, 'state' : first.state, 'settled' : first.settled}));
	            first = delivery;
	            last = delivery;
	            next_id = delivery.id;
	        } else {
	            if (last.id !== delivery.id) {
	                last = delivery;
	            }
	            next_id++;
	        }
	    }
	    if (first !== undefined && last !== undefined) {
	        first.link.session.output(frames.disposition({'role' : first.link.is_receiver(), 'first' : first.id, 'last' : last.id, 'state' : first.state, 'settled' : first.settled}));
	    }
	}

	function validate_buffer_size(session_buffer_size) {
	    if (session_buffer_size && Number.isInteger(Number(session_buffer_size))) {
	        return Number(session_buffer_size);
	    }
	    return DEFAULT_BUFFER_SIZE;
	}

	function get_buffer_size(session_buffer_size, type) {
	    if (!session_buffer_size) {
	        return DEFAULT_BUFFER_SIZE;
	    }
	    if (typeof session_buffer_size === 'number') {
	        return validate_buffer_size(session_buffer_size);
	    }
	    return validate_buffer_size(session_buffer_size[type]);
	}

	var Outgoing = function (connection, session_buffer_size) {
	    this.deliveries = new CircularBuffer(get_buffer_size(session_buffer_size, 'outgoing'));
	    this.updated = [];
	    this.pending_dispositions = [];
	    this.next_delivery_id = 0;
	    this.next_pending_delivery = 0;
	    this.next_transfer_id = 0;
	    this.window = types.MAX_UINT;
	    this.remote_next_transfer_id = undefined;
	    this.remote_window = undefined;
	    this.connection = connection;
	};

	Outgoing.prototype.available = function () {
	    return this.deliveries.available();
	};

	Outgoing.prototype.compute_max_payload = function (tag) {
	    if (this.connection.max_frame_size) {
	        return this.connection.max_frame_size - (50 + tag.length);
	    } else {
	        return undefined;
	    }
	};

	Outgoing.prototype.send = function (sender, tag, data, format) {
	    var fragments = [];
	    var max_payload = this.compute_max_payload(tag);
	    if (max_payload && data.length > max_payload) {
	        var start = 0;
	        while (start < data.length) {
	            var end = Math.min(start + max_payload, data.length);
	            fragments.push(data.slice(start, end));
	            start = end;
	        }
	    } else {
	        fragments.push(data);
	    }
	    var d = {
	        'id':this.next_delivery_id++,
	        'tag':tag,
	        'link':sender,
	        'data': fragments,
	        'format':format ? format : 0,
	        'next_to_send': 0,
	        'sent': false,
	        'settled': false,
	        'state': undefined,
	        'remote_settled': false,
	        'remote_state': undefined
	    };
	    var self = this;
	    d.update = function (settled, state) {
	        self.update(d, settled, state);
	    };
	    this.deliveries.push(d);
	    return d;
	};

	Outgoing.prototype.on_begin = function (fields) {
	    this.remote_window = fields.incoming_window;
	};

	Outgoing.prototype.on_flow = function (fields) {
	    this.remote_next_transfer_id = fields.next_incoming_id;
	    this.remote_window = fields.incoming_window;
	};

	Outgoing.prototype.on_disposition = function (fields) {
	    var last = fields.last ? fields.last : fields.first;
	    for (var i = fields.first; i <= last; i++) {
	        var d = this.deliveries.by_id(i);
	        if (d && !d.remote_settled) {
	            var updated = false;
	            if (fields.settled) {
	                d.remote_settled = fields.settled;
	                updated = true;
	            }
	            if (fields.state && fields.state !== d.remote_state) {
	                d.remote_state = message.unwrap_outcome(fields.state);
	                updated = true;
	            }
	            if (updated) {
	                this.updated.push(d);
	            }
	        }
	    }
	};

	Outgoing.prototype.update = function (delivery, settled, state) {
	    if (delivery) {
	        delivery.settled = settled;
	        if (state !== undefined) delivery.state = state;
	        if (!delivery.remote_settled) {
	            this.pending_dispositions.push(delivery);
	        }
	        delivery.link.connection._register();
	    }
	};

	Outgoing.prototype.transfer_window = function() {
	    if (this.remote_window) {
	        return this.remote_window - (this.next_transfer_id - this.remote_next_transfer_id);
	    } else {
	        return 0;
	    }
	};

	Outgoing.prototype.process = function() {
	    var d;
	    // send pending deliveries for which there is credit:
	    while (this.next_pending_delivery < this.next_delivery_id) {
	        d = this.deliveries.by_id(this.next_pending_delivery);
	        if (d) {
	            if (d.link.has_credit()) {
	                const num_to_send = Math.min(this.transfer_window(), d.data.length - d.next_to_send);
	                if (num_to_send > 0) {
	                    this.window -= num_to_send;
	                    const end_of_send = d.next_to_send + num_to_send;
	                    for (var i = d.next_to_send; i < end_of_send; i++) {
	                        this.next_transfer_id++;
	                        var more = (i+1) < d.data.length;
	                        var transfer = frames.transfer({'handle':d.link.local.handle,'message_format':d.format,'delivery_id':d.id, 'delivery_tag':d.tag, 'settled':d.settled, 'more':more});
	                        d.link.session.output(transfer, d.data[i]);
	                    }
	                    if (end_of_send < d.data.length) {
	                        d.next_to_send = end_of_send;
	                        break;
	                    } else {
	                        if (d.settled) {
	                            d.remote_settled = true;//if sending presettled, it can now be cleaned up
	                        }
	                        d.link.credit--;
	                        d.link.delivery_count++;
	                        this.next_pending_delivery++;
	                    }
	                } else {
	                    log.flow('[%s] Incoming window of peer preventing sending further transfers: remote_window=%d, remote_next_transfer_id=%d, next_transfer_id=%d',
	                        this.connection.options.id, this.remote_window, this.remote_next_transfer_id, this.next_transfer_id);
	                    break;
	                }
	            } else {
	                log.flow('[%s] Link has no credit', this.connection.options.id);
	                break;
	            }
	        } else {
	            console.error('ERROR: Next pending delivery not found: ' + this.next_pending_delivery);
	            break;
	        }
	    }

	    // notify application of any updated deliveries:
	    for (var i = 0; i < this.updated.length; i++) {
	        d = this.updated[i];
	        if (d.remote_state && d.remote_state.constructor.composite_type) {
	            d.link.dispatch(d.remote_state.constructor.composite_type, d.link._context({'delivery':d}));
	        }
	        if (d.remote_settled) d.link.dispatch('settled', d.link._context({'delivery':d}));
	    }
	    this.updated = [];

	    if (this.pending_dispositions.length) {
	        write_dispositions(this.pending_dispositions);
	        this.pending_dispositions = [];
	    }

	    // remove any fully settled deliveries:
	    this.deliveries.pop_if(function (d) { return d.settled && d.remote_settled; });
	};

	var Incoming = function (session_buffer_size) {
	    this.deliveries = new CircularBuffer(get_buffer_size(session_buffer_size, 'incoming'));
	    this.updated = [];
	    this.next_transfer_id = 0;
	    this.next_delivery_id = undefined;
	    Object.defineProperty(this, 'window', { get: function () { return this.deliveries.available(); } });
	    this.remote_next_transfer_id = undefined;
	    this.remote_window = undefined;
	    this.max_transfer_id = this.next_transfer_id + this.window;
	};

	Incoming.prototype.update = function (delivery, settled, state) {
	    if (delivery) {
	        delivery.settled = settled;
	        if (state !== undefined) delivery.state = state;
	        if (!delivery.remote_settled) {
	            this.updated.push(delivery);
	        }
	        delivery.link.connection._register();
	    }
	};

	Incoming.prototype.on_transfer = function(frame, receiver) {
	    this.next_transfer_id++;
	    if (receiver.is_remote_open()) {
	        if (this.next_delivery_id === undefined) {
	            this.next_delivery_id = frame.performative.delivery_id;
	        }
	        var current;
	        if (receiver._incomplete) {
	            current = receiver._incomplete;
	            if (util.is_defined(frame.performative.delivery_id) && current.id !== frame.performative.delivery_id) {
	                throw Error('frame sequence error: delivery ' + current.id + ' not complete, got ' + frame.performative.delivery_id);
	            }
	            if (frame.payload) {
	                current.frames.push(frame.payload);
	            }
	        } else if (this.next_delivery_id === frame.performative.delivery_id) {
	            current = {'id':frame.performative.delivery_id,
	                'tag':frame.performative.delivery_tag,
	                'format':frame.performative.message_format,
	                'link':receiver,
	                'settled': false,
	                'state': undefined,
	                'remote_settled': frame.performative.settled === undefined ? false : frame.performative.settled,
	                'remote_state': frame.performative.state,
	                'frames': [frame.payload],
	            };
	            var self = this;
	            current.update = function (settled, state) {
	                var settled_ = settled;
	                if (settled_ === undefined) {
	                    settled_ = receiver.local.attach.rcv_settle_mode !== 1;
	                }
	                self.update(current, settled_, state);
	            };
	            current.accept = function () { this.update(undefined, message.accepted().described()); };
	            current.release = function (params) {
	                if (params) {
	                    this.update(undefined, message.modified(params).described());
	                } else {
	                    this.update(undefined, message.released().described());
	                }
	            };
	            current.reject = function (error) { this.update(undefined, message.rejected({'error':error}).described()); };
	            current.modified = function (params) { this.update(undefined, message.modified(params).described()); };

	            this.deliveries.push(current);
	            this.next_delivery_id++;
	        } else {
	            //TODO: better error handling
	            throw Error('frame sequence error: expected ' + this.next_delivery_id + ', got ' + frame.performative.delivery_id);
	        }
	        current.incomplete = frame.performative.more;
	        if (current.incomplete) {
	            receiver._incomplete = current;
	        } else {
	            receiver._incomplete = undefined;
	            const data = current.frames.length === 1 ? current.frames[0] : Buffer.concat(current.frames);
	            delete current.frames;
	            if (receiver.credit > 0) receiver.credit--;
	            else console.error('Received transfer when credit was %d', receiver.credit);
	            receiver.delivery_count++;
	            var msgctxt = current.format === 0 ? {'message':message.decode(data), 'delivery':current} : {'message':data, 'delivery':current, 'format':current.format};
	            receiver.dispatch('message', receiver._context(msgctxt));
	        }
	    } else {
	        throw Error('transfer after detach');
	    }
	};

	Incoming.prototype.process = function (session) {
	    if (this.updated.length > 0) {
	        write_dispositions(this.updated);
	        this.updated = [];
	    }

	    // remove any fully settled deliveries:
	    this.deliveries.pop_if(function (d) { return d.settled; });

	    if (this.max_transfer_id - this.next_transfer_id < (this.window / 2)) {
	        session._write_flow();
	    }
	};

	Incoming.prototype.on_begin = function (fields) {
	    this.next_transfer_id = fields.next_outgoing_id;
	    this.remote_window = fields.outgoing_window;
	    this.remote_next_transfer_id = fields.next_outgoing_id;
	};

	Incoming.prototype.on_flow = function (fields) {
	    this.next_transfer_id = fields.next_outgoing_id;
	    this.remote_next_transfer_id = fields.next_outgoing_id;
	    this.remote_window = fields.outgoing_window;
	};

	Incoming.prototype.on_disposition = function (fields) {
	    var last = fields.last ? fields.last : fields.first;
	    for (var i = fields.first; i <= last; i++) {
	        var d = this.deliveries.by_id(i);
	        if (d && !d.remote_settled) {
	            if (fields.state && fields.state !== d.remote_state) {
	                d.remote_state = message.unwrap_outcome(fields.state);
	            }
	            if (fields.settled) {
	                d.remote_settled = fields.settled;
	                d.link.dispatch('settled', d.link._context({'delivery':d}));
	            }
	        }
	    }
	};

	var Session = function (connection, local_channel, session_buffer_size) {
	    this.connection = connection;
	    this.session_buffer_size = session_buffer_size;
	    this.outgoing = new Outgoing(connection, session_buffer_size);
	    this.incoming = new Incoming(session_buffer_size);
	    this.state = new EndpointState();
	    this.local = {'channel': local_channel, 'handles':{}};
	    this.local.begin = frames.begin({next_outgoing_id:this.outgoing.next_transfer_id,incoming_window:this.incoming.window,outgoing_window:this.outgoing.window});
	    this.local.end = frames.end();
	    this.remote = {'handles':{}};
	    this.links = {}; // map by name
	    this.options = {};
	    Object.defineProperty(this, 'error', { get:  function() { return this.remote.end ? this.remote.end.error : undefined; }});
	    this.observers = new EventEmitter();
	};
	Session.prototype = Object.create(EventEmitter.prototype);
	Session.prototype.constructor = Session;

	Session.prototype._disconnect = function() {
	    this.state.disconnected();
	    for (var l in this.links) {
	        this.links[l]._disconnect();
	    }
	    if (!this.state.was_open) {
	        this.remove();
	    }
	};

	Session.prototype._reconnect = function() {
	    this.state.reconnect();
	    this.outgoing = new Outgoing(this.connection, this.session_buffer_size);
	    this.incoming = new Incoming(this.session_buffer_size);
	    this.remote = {'handles':{}};
	    for (var l in this.links) {
	        this.links[l]._reconnect();
	    }
	};

	Session.prototype.dispatch = function(name) {
	    log.events('[%s] Session got event: %s', this.connection.options.id, name);
	    EventEmitter.prototype.emit.apply(this.observers, arguments);
	    if (this.listeners(name).length) {
	        EventEmitter.prototype.emit.apply(this, arguments);
	        return true;
	    } else {
	        return this.connection.dispatch.apply(this.connection, arguments);
	    }
	};
	Session.prototype.output = function (frame, payload) {
	    this.connection._write_frame(this.local.channel, frame, payload);
	};

	Session.prototype.create_sender = function (name, opts) {
	    if (!opts) {
	        opts = this.get_option('sender_options', {});
	    }
	    return this.create_link(name, link.Sender, opts);
	};

	Session.prototype.create_receiver = function (name, opts) {
	    if (!opts) {
	        opts = this.get_option('receiver_options', {});
	    }
	    return this.create_link(name, link.Receiver, opts);
	};

	function merge(defaults, specific) {
	    for (var f in specific) {
	        if (f === 'properties' && defaults.properties) {
	            merge(defaults.properties, specific.properties);
	        } else {
	            defaults[f] = specific[f];
	        }
	    }
	}

	function attach(factory, args, remote_terminus, default_args) {
	    var opts = Object.create(default_args || {});
	    if (typeof args === 'string') {
	        opts[remote_terminus] = args;
	    } else if (args) {
	        merge(opts, args);
	    }
	    if (!opts.name) opts.name = util.generate_uuid();
	    var l = factory(opts.name, opts);
	    for (var t in {'source':0, 'target':0}) {
	        if (opts[t]) {
	            if (typeof opts[t] === 'string') {
	                opts[t] = {'address' : opts[t]};
	            }
	            l['set_' + t](opts[t]);
	        }
	    }
	    if (l.is_sender() && opts.source === undefined) {
	        opts.source = l.set_source({});
	    }
	    if (l.is_receiver() && opts.target === undefined) {
	        opts.target = l.set_target({});
	    }
	    l.attach();
	    return l;
	}

	Session.prototype.get_option = function (name, default_value) {
	    if (this.options[name] !== undefined) return this.options[name];
	    else return this.connection.get_option(name, default_value);
	};

	Session.prototype.attach_sender = function (args) {
	    return attach(this.create_sender.bind(this), args, 'target', this.get_option('sender_options', {}));
	};
	Session.prototype.open_sender = Session.prototype.attach_sender;//alias

	Session.prototype.attach_receiver = function (args) {
	    return attach(this.create_receiver.bind(this), args, 'source', this.get_option('receiver_options', {}));
	};
	Session.prototype.open_receiver = Session.prototype.attach_receiver;//alias

	Session.prototype.find_sender = function (filter) {
	    return this.find_link(util.sender_filter(filter));
	};

	Session.prototype.find_receiver = function (filter) {
	    return this.find_link(util.receiver_filter(filter));
	};

	Session.prototype.find_link = function (filter) {
	    for (var name in this.links) {
	        var link = this.links[name];
	        if (filter(link)) return link;
	    }
	    return undefined;
	};

	Session.prototype.each_receiver = function (action, filter) {
	    this.each_link(action, util.receiver_filter(filter));
	};

	Session.prototype.each_sender = function (action, filter) {
	    this.each_link(action, util.sender_filter(filter));
	};

	Session.prototype.each_link = function (action, filter) {
	    for (var name in this.links) {
	        var link = this.links[name];
	        if (filter === undefined || filter(link)) action(link);
	    }
	};

	Session.prototype.create_link = function (name, constructor, opts) {
	    var i = 0;
	    while (this.local.handles[i]) i++;
	    var l = new constructor(this, name, i, opts);
	    this.links[name] = l;
	    this.local.handles[i] = l;
	    return l;
	};

	Session.prototype.begin = function () {
	    if (this.state.open()) {
	        this.connection._register();
	    }
	};
	Session.prototype.open = Session.prototype.begin;

	Session.prototype.end = function (error) {
	    if (error) this.local.end.error = error;
	    if (this.state.close()) {
	        this.connection._register();
	    }
	};
	Session.prototype.close = Session.prototype.end;

	Session.prototype.is_open = function () {
	    return this.connection.is_open() && this.state.is_open();
	};

	Session.prototype.is_remote_open = function () {
	    return this.connection.is_remote_open() && this.state.remote_open;
	};

	Session.prototype.is_itself_closed = function () {
	    return this.state.is_closed();
	};

	Session.prototype.is_closed = function () {
	    return this.connection.is_closed() || this.is_itself_closed();
	};

	function notify_sendable(sender) {
	    sender.dispatch('sendable', sender._context());
	}

	function is_sender_sendable(sender) {
	    return sender.is_open() && sender.sendable();
	}

	Session.prototype._process = function () {
	    do {
	        if (this.state.need_open()) {
	            this.output(this.local.begin);
	        }

	        var was_blocked = this.outgoing.deliveries.available() === 0;
	        this.outgoing.process();
	        if (was_blocked && this.outgoing.deliveries.available()) {
	            this.each_sender(notify_sendable, is_sender_sendable);
	        }
	        this.incoming.process(this);
	        for (var k in this.links) {
	            this.links[k]._process();
	        }

	        if (this.state.need_close()) {
	            this.output(this.local.end);
	        }
	    } while (!this.state.has_settled());
	};

	Session.prototype.send = function (sender, tag, data, format) {
	    var d = this.outgoing.send(sender, tag, data, format);
	    this.connection._register();
	    return d;
	};

	Session.prototype._write_flow = function (link) {
	    var fields = {'next_incoming_id':this.incoming.next_transfer_id>>>0,
	        'incoming_window':this.incoming.window,
	        'next_outgoing_id':this.outgoing.next_transfer_id>>>0,
	        'outgoing_window':this.outgoing.window
	    };
	    this.incoming.max_transfer_id = fields.next_incoming_id + fields.incoming_window;
	    if (link) {
	        if (link._get_drain()) fields.drain = true;
	        fields.delivery_count = link.delivery_count;
	        fields.handle = link.local.handle;
	        fields.link_credit = link.credit;
	    }
	    this.output(frames.flow(fields));
	};

	Session.prototype.on_begin = function (frame) {
	    if (this.state.remote_opened()) {
	        if (!this.remote.channel) {
	            this.remote.channel = frame.channel;
	        }
	        this.remote.begin = frame.performative;
	        this.outgoing.on_begin(frame.performative);
	        this.incoming.on_begin(frame.performative);
	        this.open();
	        this.dispatch('session_open', this._context());
	    } else {
	        throw Error('Begin already received');
	    }
	};
	Session.prototype.on_end = function (frame) {
	    if (this.state.remote_closed()) {
	        this.remote.end = frame.performative;
	        var error = this.remote.end.error;
	        if (error) {
	            var handled = this.dispatch('session_error', this._context());
	            handled = this.dispatch('session_close', this._context()) || handled;
	            if (!handled) {
	                EventEmitter.prototype.emit.call(this.connection.container, 'error', new SessionError(error.description, error.condition, this));
	            }
	        } else {
	            this.dispatch('session_close', this._context());
	        }
	        var self = this;
	        var token = this.state.mark();
	        process.nextTick(function () {
	            if (self.state.marker === token) {
	                self.close();
	                process.nextTick(function () { self.remove(); });
	            }
	        });
	    } else {
	        throw Error('End already received');
	    }
	};

	Session.prototype.on_attach = function (frame) {
	    var name = frame.performative.name;
	    var link = this.links[name];
	    if (!link) {
	        // if role is true, peer is receiver, so we are sender
	        link = frame.performative.role ? this.create_sender(name) : this.create_receiver(name);
	    }
	    this.remote.handles[frame.performative.handle] = link;
	    link.on_attach(frame);
	    link.remote.attach = frame.performative;
	};

	Session.prototype.on_disposition = function (frame) {
	    if (frame.performative.role) {
	        log.events('[%s] Received disposition for outgoing transfers', this.connection.options.id);
	        this.outgoing.on_disposition(frame.performative);
	    } else {
	        log.events('[%s] Received disposition for incoming transfers', this.connection.options.id);
	        this.incoming.on_disposition(frame.performative);
	    }
	    this.connection._register();
	};

	Session.prototype.on_flow = function (frame) {
	    this.outgoing.on_flow(frame.performative);
	    this.incoming.on_flow(frame.performative);
	    if (util.is_defined(frame.performative.handle)) {
	        this._get_link(frame).on_flow(frame);
	    }
	    this.connection._register();
	};

	Session.prototype._context = function (c) {
	    var context = c ? c : {};
	    context.session = this;
	    return this.connection._context(context);
	};

	Session.prototype._get_link = function (frame) {
	    var handle = frame.performative.handle;
	    var link = this.remote.handles[handle];
	    if (!link) {
	        throw Error('Invalid handle ' + handle);
	    }
	    return link;
	};

	Session.prototype.on_detach = function (frame) {
	    this._get_link(frame).on_detach(frame);
	};

	Session.prototype.remove_link = function (link) {
	    delete this.remote.handles[link.remote.handle];
	    delete this.local.handles[link.local.handle];
	    delete this.links[link.name];
	};

	/**
	 * This forcibly removes the session from the parent connection. It
	 * should not be called for a link on an active connection, where
	 * close() should be used instead.
	 */
	Session.prototype.remove = function () {
	    this.connection.remove_session(this);
	};

	Session.prototype.on_transfer = function (frame) {
	    this.incoming.on_transfer(frame, this._get_link(frame));
	};

	session = Session;
	return session;
}

/*
 * Copyright 2015 Red Hat Inc.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

var connection;
var hasRequiredConnection;

function requireConnection () {
	if (hasRequiredConnection) return connection;
	hasRequiredConnection = 1;

	var errors = requireErrors();
	var frames = requireFrames();
	var log = requireLog();
	var sasl = requireSasl();
	var util = requireUtil();
	var EndpointState = requireEndpoint();
	var Session = requireSession();
	var Transport = requireTransport();

	var fs = fs__default;
	var os = os__default;
	var path = path__default;
	var net = require$$0$5;
	var tls = require$$1$1;
	var EventEmitter = require$$0__default.EventEmitter;

	var AMQP_PROTOCOL_ID = 0x00;

	function find_connect_config() {
	    var paths;
	    if (process.env.MESSAGING_CONNECT_FILE) {
	        paths = [process.env.MESSAGING_CONNECT_FILE];
	    } else {
	        paths = [process.cwd(), path.join(os.homedir(), '.config/messaging'),'/etc/messaging'].map(function (base) { return path.join(base, '/connect.json'); });
	    }
	    for (var i = 0; i < paths.length; i++) {
	        if (fs.existsSync(paths[i])) {
	            var obj = JSON.parse(fs.readFileSync(paths[i], 'utf8'));
	            log.config('using config from %s: %j', paths[i], obj);
	            return obj;
	        }
	    }
	    return {};
	}

	function get_default_connect_config() {
	    var config = find_connect_config();
	    var options = {};
	    if (config.scheme === 'amqps') options.transport = 'tls';
	    if (config.host) options.host = config.host;
	    if(config.port === 'amqp') options.port = 5672;
	    else if(config.port === 'amqps') options.port = 5671;
	    else options.port = config.port;
	    if (!(config.sasl && config.sasl.enabled === false)) {
	        if (config.user) options.username = config.user;
	        else options.username = 'anonymous';
	        if (config.password) options.password = config.password;
	        if (config.sasl_mechanisms) options.sasl_mechanisms = config.sasl_mechanisms;
	    }
	    if (config.tls) {
	        if (config.tls.key) options.key = fs.readFileSync(config.tls.key);
	        if (config.tls.cert) options.cert = fs.readFileSync(config.tls.cert);
	        if (config.tls.ca) options.ca = [ fs.readFileSync(config.tls.ca) ];
	        if (config.verify === false || config.tls.verify === false) options.rejectUnauthorized = false;
	    }
	    if (options.transport === 'tls') {
	        options.servername = options.host;
	    }
	    return options;
	}

	function get_socket_id(socket) {
	    if (socket.get_id_string) return socket.get_id_string();
	    return socket.localAddress + ':' + socket.localPort + ' -> ' + socket.remoteAddress + ':' + socket.remotePort;
	}

	function session_per_connection(conn, session_buffer_size) {
	    var ssn = null;
	    return {
	        'get_session' : function () {
	            if (!ssn) {
	                ssn = conn.create_session(session_buffer_size);
	                ssn.observers.on('session_close', function () { ssn = null; });
	                ssn.begin();
	            }
	            return ssn;
	        }
	    };
	}

	function restrict(count, f) {
	    if (count) {
	        var current = count;
	        var reset;
	        return function (successful_attempts) {
	            if (reset !== successful_attempts) {
	                current = count;
	                reset = successful_attempts;
	            }
	            if (current--) return f(successful_attempts);
	            else return -1;
	        };
	    } else {
	        return f;
	    }
	}

	function backoff(initial, max) {
	    var delay = initial;
	    var reset;
	    return function (successful_attempts) {
	        if (reset !== successful_attempts) {
	            delay = initial;
	            reset = successful_attempts;
	        }
	        var current = delay;
	        var next = delay*2;
	        delay = max > next ? next : max;
	        return current;
	    };
	}

	function get_connect_fn(options) {
	    if (options.transport === undefined || options.transport === 'tcp') {
	        return net.connect;
	    } else if (options.transport === 'tls' || options.transport === 'ssl') {
	        return tls.connect;
	    } else {
	        throw Error('Unrecognised transport: ' + options.transport);
	    }
	}

	function connection_details(options) {
	    var details = {};
	    details.connect = options.connect ? options.connect : get_connect_fn(options);
	    details.host = options.host ? options.host : 'localhost';
	    details.port = options.port ? options.port : 5672;
	    details.options = options;
	    return details;
	}

	var aliases = [
	    'container_id',
	    'hostname',
	    'max_frame_size',
	    'channel_max',
	    'idle_time_out',
	    'outgoing_locales',
	    'incoming_locales',
	    'offered_capabilities',
	    'desired_capabilities',
	    'properties'
	];

	function remote_property_shortcut(name) {
	    return function() { return this.remote.open ? this.remote.open[name] : undefined; };
	}

	function connection_fields(fields) {
	    var o = {};
	    aliases.forEach(function (name) {
	        if (fields[name] !== undefined) {
	            o[name] = fields[name];
	        }
	    });
	    return o;
	}

	function set_reconnect(reconnect, connection) {
	    if (typeof reconnect === 'boolean') {
	        if (reconnect) {
	            var initial = connection.get_option('initial_reconnect_delay', 100);
	            var max = connection.get_option('max_reconnect_delay', 60000);
	            connection.options.reconnect = restrict(
	                connection.get_option('reconnect_limit'),
	                backoff(initial, max)
	            );
	        } else {
	            connection.options.reconnect = false;
	        }
	    } else if (typeof reconnect === 'number') {
	        var fixed = connection.options.reconnect;
	        connection.options.reconnect = restrict(
	            connection.get_option('reconnect_limit'),
	            function() {
	                return fixed;
	            }
	        );
	    }
	}

	var conn_counter = 1;

	var Connection = function (options, container) {
	    this.options = {};
	    if (options) {
	        for (var k in options) {
	            this.options[k] = options[k];
	        }
	        if ((options.transport === 'tls' || options.transport === 'ssl')
	            && options.servername === undefined && options.host !== undefined) {
	            this.options.servername = options.host;
	        }
	        this.session_buffer_size = options.session_buffer_size;
	    } else {
	        this.options = get_default_connect_config();
	    }
	    this.container = container;
	    if (!this.options.id) {
	        this.options.id = 'connection-' + conn_counter++;
	    }
	    if (!this.options.container_id) {
	        this.options.container_id = container ? container.id : util.generate_uuid();
	    }
	    if (!this.options.connection_details) {
	        var self = this;
	        this.options.connection_details = function() { return connection_details(self.options); };
	    }
	    var reconnect = this.get_option('reconnect', true);
	    set_reconnect(reconnect, this);
	    this.registered = false;
	    this.state = new EndpointState();
	    this.local_channel_map = {};
	    this.remote_channel_map = {};
	    this.local = {};
	    this.remote = {};
	    this.local.open = frames.open(connection_fields(this.options));
	    this.local.close = frames.close({});
	    this.session_policy = session_per_connection(this, this.session_buffer_size);
	    this.amqp_transport = new Transport(this.options.id, AMQP_PROTOCOL_ID, frames.TYPE_AMQP, this);
	    this.sasl_transport = undefined;
	    this.transport = this.amqp_transport;
	    this.conn_established_counter = 0;
	    this.heartbeat_out = undefined;
	    this.heartbeat_in = undefined;
	    this.abort_idle = undefined;
	    this.socket_ready = false;
	    this.scheduled_reconnect = undefined;
	    this.default_sender = undefined;
	    this.closed_with_non_fatal_error = false;

	    var self = this;
	    aliases.forEach(function (alias) { Object.defineProperty(self, alias, { get: remote_property_shortcut(alias) }); });
	    Object.defineProperty(this, 'error', { get:  function() { return this.remote.close ? this.remote.close.error : undefined; }});
	};

	Connection.prototype = Object.create(EventEmitter.prototype);
	Connection.prototype.constructor = Connection;
	Connection.prototype.dispatch = function(name) {
	    log.events('[%s] Connection got event: %s', this.options.id, name);
	    if (this.listeners(name).length) {
	        EventEmitter.prototype.emit.apply(this, arguments);
	        return true;
	    } else if (this.container) {
	        return this.container.dispatch.apply(this.container, arguments);
	    } else {
	        return false;
	    }
	};

	Connection.prototype._disconnect = function() {
	    this.state.disconnected();
	    for (var k in this.local_channel_map) {
	        this.local_channel_map[k]._disconnect();
	    }
	    this.socket_ready = false;
	};

	Connection.prototype._reconnect = function() {
	    if (this.abort_idle) {
	        clearTimeout(this.abort_idle);
	        this.abort_idle = undefined;
	        this.local.close.error = undefined;
	        this.state = new EndpointState();
	        this.state.open();
	    }

	    this.state.reconnect();
	    this._reset_remote_state();
	};

	Connection.prototype._reset_remote_state = function() {
	    //reset transport
	    this.amqp_transport = new Transport(this.options.id, AMQP_PROTOCOL_ID, frames.TYPE_AMQP, this);
	    this.sasl_transport = undefined;
	    this.transport = this.amqp_transport;

	    //reset remote endpoint state
	    this.remote = {};
	    //reset sessions:
	    this.remote_channel_map = {};
	    var localChannelMap = this.local_channel_map;
	    for (var k in localChannelMap) {
	        localChannelMap[k]._reconnect();
	    }
	};

	Connection.prototype.connect = function () {
	    this.is_server = false;
	    if (this.abort_idle) {
	        clearTimeout(this.abort_idle);
	        this.abort_idle = undefined;
	    }
	    this._reset_remote_state();
	    this._connect(this.options.connection_details(this.conn_established_counter));
	    this.open();
	    return this;
	};

	Connection.prototype.reconnect = function () {
	    this.scheduled_reconnect = undefined;
	    log.reconnect('[%s] reconnecting...', this.options.id);
	    this._reconnect();
	    this._connect(this.options.connection_details(this.conn_established_counter));
	    process.nextTick(this._process.bind(this));
	    return this;
	};

	Connection.prototype.set_reconnect = function (reconnect) {
	    set_reconnect(reconnect, this);
	};

	Connection.prototype._connect = function (details) {
	    if (details.connect) {
	        this.init(details.connect(details.port, details.host, details.options, this.connected.bind(this)));
	    } else {
	        this.init(get_connect_fn(details)(details.port, details.host, details.options, this.connected.bind(this)));
	    }
	    return this;
	};

	Connection.prototype.accept = function (socket) {
	    this.is_server = true;
	    log.io('[%s] client accepted: %s', this.id, get_socket_id(socket));
	    this.socket_ready = true;
	    return this.init(socket);
	};


	Connection.prototype.abort_socket = function (socket) {
	    if (socket === this.socket) {
	        this.abort_idle = undefined;
	        log.io('[%s] aborting socket', this.options.id);
	        this.socket.end();
	        if (this.socket.removeAllListeners) {
	            this.socket.removeAllListeners('data');
	            this.socket.removeAllListeners('error');
	            this.socket.removeAllListeners('end');
	        }
	        if (typeof this.socket.destroy === 'function') {
	            this.socket.destroy();
	        }
	        this._disconnected();
	    }
	};

	Connection.prototype.init = function (socket) {
	    this.socket = socket;
	    if (this.get_option('tcp_no_delay', false) && this.socket.setNoDelay) {
	        this.socket.setNoDelay(true);
	    }
	    this.socket.on('data', this.input.bind(this));
	    this.socket.on('error', this.on_error.bind(this));
	    this.socket.on('end', this.eof.bind(this));

	    if (this.is_server) {
	        var mechs;
	        if (this.container && Object.getOwnPropertyNames(this.container.sasl_server_mechanisms).length) {
	            mechs = this.container.sasl_server_mechanisms;
	        }
	        if (this.socket.encrypted && this.socket.authorized && this.get_option('enable_sasl_external', false)) {
	            mechs = sasl.server_add_external(mechs ? util.clone(mechs) : {});
	        }
	        if (mechs) {
	            if (mechs.ANONYMOUS !== undefined && !this.get_option('require_sasl', false)) {
	                this.sasl_transport = new sasl.Selective(this, mechs);
	            } else {
	                this.sasl_transport = new sasl.Server(this, mechs);
	            }
	        } else {
	            if (!this.get_option('disable_sasl', false)) {
	                var anon = sasl.server_mechanisms();
	                anon.enable_anonymous();
	                this.sasl_transport = new sasl.Selective(this, anon);
	            }
	        }
	    } else {
	        var mechanisms = this.get_option('sasl_mechanisms');
	        if (!mechanisms) {
	            var username = this.get_option('username');
	            var password = this.get_option('password');
	            var token = this.get_option('token');
	            if (username) {
	                mechanisms = sasl.client_mechanisms();
	                if (password) mechanisms.enable_plain(username, password);
	                else if (token) mechanisms.enable_xoauth2(username, token);
	                else mechanisms.enable_anonymous(username);
	            }
	        }
	        if (this.socket.encrypted && this.options.cert && this.get_option('enable_sasl_external', false)) {
	            if (!mechanisms) mechanisms = sasl.client_mechanisms();
	            mechanisms.enable_external();
	        }

	        if (mechanisms) {
	            this.sasl_transport = new sasl.Client(this, mechanisms, this.options.sasl_init_hostname || this.options.servername || this.options.host);
	        }
	    }
	    this.transport = this.sasl_transport ? this.sasl_transport : this.amqp_transport;
	    return this;
	};

	Connection.prototype.attach_sender = function (options) {
	    return this.session_policy.get_session().attach_sender(options);
	};
	Connection.prototype.open_sender = Connection.prototype.attach_sender;//alias

	Connection.prototype.attach_receiver = function (options) {
	    if (this.get_option('tcp_no_delay', true) && this.socket.setNoDelay) {
	        this.socket.setNoDelay(true);
	    }
	    return this.session_policy.get_session().attach_receiver(options);
	};
	Connection.prototype.open_receiver = Connection.prototype.attach_receiver;//alias

	Connection.prototype.get_option = function (name, default_value) {
	    if (this.options[name] !== undefined) return this.options[name];
	    else if (this.container) return this.container.get_option(name, default_value);
	    else return default_value;
	};

	Connection.prototype.send = function(msg) {
	    if (this.default_sender === undefined) {
	        this.default_sender = this.open_sender({target:{}});
	    }
	    return this.default_sender.send(msg);
	};

	Connection.prototype.connected = function () {
	    this.socket_ready = true;
	    this.conn_established_counter++;
	    log.io('[%s] connected %s', this.options.id, get_socket_id(this.socket));
	    this.output();
	};

	Connection.prototype.sasl_failed = function (text, condition) {
	    this.transport_error = new errors.ConnectionError(text, condition ? condition : 'amqp:unauthorized-access', this);
	    this._handle_error();
	    this.socket.end();
	};

	Connection.prototype._is_fatal = function (error_condition) {
	    var all_errors_non_fatal = this.get_option('all_errors_non_fatal', false);
	    if (all_errors_non_fatal) {
	        return false;
	    } else {
	        var non_fatal = this.get_option('non_fatal_errors', ['amqp:connection:forced']);
	        return non_fatal.indexOf(error_condition) < 0;
	    }
	};

	Connection.prototype._handle_error = function () {
	    var error = this.get_error();
	    if (error) {
	        var handled = this.dispatch('connection_error', this._context({error:error}));
	        handled = this.dispatch('connection_close', this._context({error:error})) || handled;

	        if (!this._is_fatal(error.condition)) {
	            if (this.state.local_open) {
	                this.closed_with_non_fatal_error = true;
	            }
	        } else if (!handled) {
	            this.dispatch('error', new errors.ConnectionError(error.description, error.condition, this));
	        }
	        return true;
	    } else {
	        return false;
	    }
	};

	Connection.prototype.get_error = function () {
	    if (this.transport_error) return this.transport_error;
	    if (this.remote.close && this.remote.close.error) {
	        return new errors.ConnectionError(this.remote.close.error.description, this.remote.close.error.condition, this);
	    }
	    return undefined;
	};

	Connection.prototype._get_peer_details = function () {
	    var s = '';
	    if (this.remote.open && this.remote.open.container) {
	        s += this.remote.open.container + ' ';
	    }
	    if (this.remote.open && this.remote.open.properties) {
	        s += JSON.stringify(this.remote.open.properties);
	    }
	    return s;
	};

	Connection.prototype.output = function () {
	    try {
	        if (this.socket && this.socket_ready) {
	            if (this.heartbeat_out) clearTimeout(this.heartbeat_out);
	            this.transport.write(this.socket);
	            if (((this.is_closed() && this.state.has_settled()) || this.abort_idle || this.transport_error) && !this.transport.has_writes_pending()) {
	                this.socket.end();
	            } else if (this.is_open() && this.remote.open.idle_time_out) {
	                this.heartbeat_out = setTimeout(this._write_frame.bind(this), this.remote.open.idle_time_out / 2);
	            }
	            if (this.local.open.idle_time_out && this.heartbeat_in === undefined) {
	                this.heartbeat_in = setTimeout(this.idle.bind(this), this.local.open.idle_time_out * 2);
	            }
	        }
	    } catch (e) {
	        this.saved_error = e;
	        if (e.name === 'ProtocolError') {
	            console.error('[' + this.options.id + '] error on write: ' + e + ' ' + this._get_peer_details() + ' ' + e.name);
	            this.dispatch('protocol_error', e) || console.error('[' + this.options.id + '] error on write: ' + e + ' ' + this._get_peer_details());
	        } else {
	            this.dispatch('error', e);
	        }
	        this.socket.end();
	    }
	};

	function byte_to_hex(value) {
	    if (value < 16) return '0x0' + Number(value).toString(16);
	    else return '0x' + Number(value).toString(16);
	}

	function buffer_to_hex(buffer) {
	    var bytes = [];
	    for (var i = 0; i < buffer.length; i++) {
	        bytes.push(byte_to_hex(buffer[i]));
	    }
	    return bytes.join(',');
	}

	Connection.prototype.input = function (buff) {
	    var buffer;
	    try {
	        if (this.heartbeat_in) clearTimeout(this.heartbeat_in);
	        log.io('[%s] read %d bytes', this.options.id, buff.length);
	        if (this.frame_size) {
	            this.received_bytes += buff.length;
	            this.chunks.push(buff);
	            if (this.frame_size <= this.received_bytes) {
	                buffer = Buffer.concat(this.chunks, this.received_bytes);
	                this.chunks = null;
	                this.frame_size = undefined;
	            } else {
	                log.io('[%s] pushed %d bytes', this.options.id, buff.length);
	                return;
	            }
	        } else if (this.previous_input) {
	            buffer = Buffer.concat([this.previous_input, buff]);
	            this.previous_input = null;
	        } else {
	            buffer = buff;
	        }
	        const read = this.transport.read(buffer, this);
	        if (read < buffer.length) {
	            const previous_input = buffer.slice(read);
	            this.frame_size = this.transport.peek_size(previous_input);
	            if (this.frame_size) {
	                this.chunks = [previous_input];
	                this.received_bytes = previous_input.length;
	                log.io('[%s] waiting frame_size %s', this.options.id, this.frame_size);
	            } else {
	                this.previous_input = previous_input;
	            }
	        }
	        if (this.local.open.idle_time_out) this.heartbeat_in = setTimeout(this.idle.bind(this), this.local.open.idle_time_out * 2);
	        if (this.transport.has_writes_pending()) {
	            this.output();
	        } else if (this.is_closed() && this.state.has_settled()) {
	            this.socket.end();
	        } else if (this.is_open() && this.remote.open.idle_time_out && !this.heartbeat_out) {
	            this.heartbeat_out = setTimeout(this._write_frame.bind(this), this.remote.open.idle_time_out / 2);
	        }
	    } catch (e) {
	        this.saved_error = e;
	        if (e.name === 'ProtocolError') {
	            this.dispatch('protocol_error', e) ||
	                console.error('[' + this.options.id + '] error on read: ' + e + ' ' + this._get_peer_details() + ' (buffer:' + buffer_to_hex(buffer) + ')');
	        } else {
	            this.dispatch('error', e);
	        }
	        this.socket.end();
	    }

	};

	Connection.prototype.idle = function () {
	    if (!this.is_closed()) {
	        this.closed_with_non_fatal_error = true;
	        this.local.close.error = {condition:'amqp:resource-limit-exceeded', description:'max idle time exceeded'};
	        this.close();
	        this.abort_idle = setTimeout(this.abort_socket.bind(this, this.socket), 1000);
	    }
	};

	Connection.prototype.on_error = function (e) {
	    this._disconnected(e);
	};

	Connection.prototype.eof = function (e) {
	    var error = e || this.saved_error;
	    this.saved_error = undefined;
	    this._disconnected(error);
	};

	Connection.prototype._disconnected = function (error) {
	    if (this.heartbeat_out) {
	        clearTimeout(this.heartbeat_out);
	        this.heartbeat_out = undefined;
	    }
	    if (this.heartbeat_in) {
	        clearTimeout(this.heartbeat_in);
	        this.heartbeat_in = undefined;
	    }
	    if (this.abort_idle) {
	        clearTimeout(this.abort_idle);
	        this.abort_idle = undefined;
	    }
	    var was_closed_with_non_fatal_error = this.closed_with_non_fatal_error;
	    if (this.closed_with_non_fatal_error) {
	        this.closed_with_non_fatal_error = false;
	        if (this.options.reconnect) this.open();
	    }
	    if ((!this.is_closed() || was_closed_with_non_fatal_error) && this.scheduled_reconnect === undefined) {
	        this._disconnect();
	        var disconnect_ctxt = {};
	        if (error) {
	            disconnect_ctxt.error = error;
	        }
	        if (!this.is_server && !this.transport_error && this.options.reconnect) {
	            var delay = this.options.reconnect(this.conn_established_counter);
	            if (delay >= 0) {
	                log.reconnect('[%s] Scheduled reconnect in ' + delay + 'ms', this.options.id);
	                this.scheduled_reconnect = setTimeout(this.reconnect.bind(this), delay);
	                disconnect_ctxt.reconnecting = true;
	            } else {
	                disconnect_ctxt.reconnecting = false;
	            }
	        }
	        if (!this.dispatch('disconnected', this._context(disconnect_ctxt))) {
	            console.warn('[' + this.options.id + '] disconnected %s', disconnect_ctxt.error || '');
	        }
	    }
	};

	Connection.prototype.open = function () {
	    if (this.state.open()) {
	        this._register();
	    }
	};

	Connection.prototype.close = function (error) {
	    if (error) this.local.close.error = error;
	    if (this.state.close()) {
	        this._register();
	    }
	};

	Connection.prototype.is_open = function () {
	    return this.state.is_open();
	};

	Connection.prototype.is_remote_open = function () {
	    return this.state.remote_open;
	};

	Connection.prototype.is_closed = function () {
	    return this.state.is_closed();
	};

	Connection.prototype.create_session = function (session_buffer_size) {
	    var i = 0;
	    while (this.local_channel_map[i]) i++;
	    var session = new Session(this, i, session_buffer_size);
	    this.local_channel_map[i] = session;
	    return session;
	};

	Connection.prototype.find_sender = function (filter) {
	    return this.find_link(util.sender_filter(filter));
	};

	Connection.prototype.find_receiver = function (filter) {
	    return this.find_link(util.receiver_filter(filter));
	};

	Connection.prototype.find_link = function (filter) {
	    for (var channel in this.local_channel_map) {
	        var session = this.local_channel_map[channel];
	        var result = session.find_link(filter);
	        if (result) return result;
	    }
	    return undefined;
	};

	Connection.prototype.each_receiver = function (action, filter) {
	    this.each_link(action, util.receiver_filter(filter));
	};

	Connection.prototype.each_sender = function (action, filter) {
	    this.each_link(action, util.sender_filter(filter));
	};

	Connection.prototype.each_link = function (action, filter) {
	    for (var channel in this.local_channel_map) {
	        var session = this.local_channel_map[channel];
	        session.each_link(action, filter);
	    }
	};

	Connection.prototype.on_open = function (frame) {
	    if (this.state.remote_opened()) {
	        this.remote.open = frame.performative;
	        this.open();
	        this.dispatch('connection_open', this._context());
	    } else {
	        throw new errors.ProtocolError('Open already received');
	    }
	};

	Connection.prototype.on_close = function (frame) {
	    if (this.state.remote_closed()) {
	        this.remote.close = frame.performative;
	        if (this.remote.close.error) {
	            this._handle_error();
	        } else {
	            this.dispatch('connection_close', this._context());
	        }
	        if (this.heartbeat_out) clearTimeout(this.heartbeat_out);
	        var self = this;
	        process.nextTick(function () {
	            self.close();
	        });
	    } else {
	        throw new errors.ProtocolError('Close already received');
	    }
	};

	Connection.prototype._register = function () {
	    if (!this.registered) {
	        this.registered = true;
	        process.nextTick(this._process.bind(this));
	    }
	};

	Connection.prototype._process = function () {
	    this.registered = false;
	    do {
	        if (this.state.need_open()) {
	            this._write_open();
	        }
	        var localChannelMap = this.local_channel_map;
	        for (var k in localChannelMap) {
	            localChannelMap[k]._process();
	        }
	        if (this.state.need_close()) {
	            this._write_close();
	        }
	    } while (!this.state.has_settled());
	};

	Connection.prototype._write_frame = function (channel, frame, payload) {
	    this.amqp_transport.encode(frames.amqp_frame(channel, frame, payload));
	    this.output();
	};

	Connection.prototype._write_open = function () {
	    this._write_frame(0, this.local.open);
	};

	Connection.prototype._write_close = function () {
	    this._write_frame(0, this.local.close);
	    this.local.close.error = undefined;
	};

	Connection.prototype.on_begin = function (frame) {
	    var session;
	    if (frame.performative.remote_channel === null || frame.performative.remote_channel === undefined) {
	        //peer initiated
	        session = this.create_session(this.session_buffer_size);
	        session.local.begin.remote_channel = frame.channel;
	    } else {
	        session = this.local_channel_map[frame.performative.remote_channel];
	        if (!session) throw new errors.ProtocolError('Invalid value for remote channel ' + frame.performative.remote_channel);
	    }
	    session.on_begin(frame);
	    this.remote_channel_map[frame.channel] = session;
	};

	Connection.prototype.get_peer_certificate = function() {
	    if (this.socket && this.socket.getPeerCertificate) {
	        return this.socket.getPeerCertificate();
	    } else {
	        return undefined;
	    }
	};

	Connection.prototype.get_tls_socket = function() {
	    if (this.socket && (this.options.transport === 'tls' || this.options.transport === 'ssl')) {
	        return this.socket;
	    } else {
	        return undefined;
	    }
	};

	Connection.prototype._context = function (c) {
	    var context = c ? c : {};
	    context.connection = this;
	    if (this.container) context.container = this.container;
	    return context;
	};

	Connection.prototype.remove_session = function (session) {
	    if (this.remote_channel_map[session.remote.channel] === session) {
	        delete this.remote_channel_map[session.remote.channel];
	    }
	    if (this.local_channel_map[session.local.channel] === session) {
	        delete this.local_channel_map[session.local.channel];
	    }
	};

	Connection.prototype.remove_all_sessions = function () {
	    clearObject(this.remote_channel_map);
	    clearObject(this.local_channel_map);
	};

	function clearObject(obj) {
	    for (var k in obj) {
	        if (!Object.prototype.hasOwnProperty.call(obj, k)) {
	            continue;
	        }
	        delete obj[k];
	    }
	}

	function delegate_to_session(name) {
	    Connection.prototype['on_' + name] = function (frame) {
	        var session = this.remote_channel_map[frame.channel];
	        if (!session) {
	            throw new errors.ProtocolError(name + ' received on invalid channel ' + frame.channel);
	        }
	        session['on_' + name](frame);
	    };
	}

	delegate_to_session('end');
	delegate_to_session('attach');
	delegate_to_session('detach');
	delegate_to_session('transfer');
	delegate_to_session('disposition');
	delegate_to_session('flow');

	connection = Connection;
	return connection;
}

/*
 * Copyright 2018 Red Hat Inc.
 *
 * Licensed under the Apache License, Version 2.0 (the 'License');
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an 'AS IS' BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

var eventTypes;
var hasRequiredEventTypes;

function requireEventTypes () {
	if (hasRequiredEventTypes) return eventTypes;
	hasRequiredEventTypes = 1;

	var ReceiverEvents;
	(function (ReceiverEvents) {
	    /**
	     * @property {string} message Raised when a message is received.
	     */
	    ReceiverEvents['message'] = 'message';
	    /**
	     * @property {string} receiverOpen Raised when the remote peer indicates the link is
	     * open (i.e. attached in AMQP parlance).
	     */
	    ReceiverEvents['receiverOpen'] = 'receiver_open';
	    /**
	     * @property {string} receiverDrained Raised when the remote peer
	     * indicates that it has drained all credit (and therefore there
	     * are no more messages at present that it can send).
	     */
	    ReceiverEvents['receiverDrained'] = 'receiver_drained';
	    /**
	     * @property {string} receiverFlow Raised when a flow is received for receiver.
	     */
	    ReceiverEvents['receiverFlow'] = 'receiver_flow';
	    /**
	     * @property {string} receiverError Raised when the remote peer
	     * closes the receiver with an error. The context may also have an
	     * error property giving some information about the reason for the
	     * error.
	     */
	    ReceiverEvents['receiverError'] = 'receiver_error';
	    /**
	     * @property {string} receiverClose Raised when the remote peer indicates the link is closed.
	     */
	    ReceiverEvents['receiverClose'] = 'receiver_close';
	    /**
	     * @property {string} settled Raised when the receiver link receives a disposition.
	     */
	    ReceiverEvents['settled'] = 'settled';
	})(ReceiverEvents || (ReceiverEvents = {}));

	var SenderEvents;
	(function (SenderEvents) {
	    /**
	     * @property {string} sendable Raised when the sender has sufficient credit to be able
	     * to transmit messages to its peer.
	     */
	    SenderEvents['sendable'] = 'sendable';
	    /**
	     * @property {string} senderOpen Raised when the remote peer indicates the link is
	     * open (i.e. attached in AMQP parlance).
	     */
	    SenderEvents['senderOpen'] = 'sender_open';
	    /**
	     * @property {string} senderDraining Raised when the remote peer
	     * requests that the sender drain its credit; sending all
	     * available messages within the credit limit and ensuring credit
	     * is used up..
	     */
	    SenderEvents['senderDraining'] = 'sender_draining';
	    /**
	     * @property {string} senderFlow Raised when a flow is received for sender.
	     */
	    SenderEvents['senderFlow'] = 'sender_flow';
	    /**
	     * @property {string} senderError Raised when the remote peer
	     * closes the sender with an error. The context may also have an
	     * error property giving some information about the reason for the
	     * error.
	     */
	    SenderEvents['senderError'] = 'sender_error';
	    /**
	     * @property {string} senderClose Raised when the remote peer indicates the link is closed.
	     */
	    SenderEvents['senderClose'] = 'sender_close';
	    /**
	     * @property {string} accepted Raised when a sent message is accepted by the peer.
	     */
	    SenderEvents['accepted'] = 'accepted';
	    /**
	     * @property {string} released Raised when a sent message is released by the peer.
	     */
	    SenderEvents['released'] = 'released';
	    /**
	     * @property {string} rejected Raised when a sent message is rejected by the peer.
	     */
	    SenderEvents['rejected'] = 'rejected';
	    /**
	     * @property {string} modified Raised when a sent message is modified by the peer.
	     */
	    SenderEvents['modified'] = 'modified';
	    /**
	     * @property {string} settled Raised when the sender link receives a disposition.
	     */
	    SenderEvents['settled'] = 'settled';
	})(SenderEvents || (SenderEvents = {}));


	var SessionEvents;
	(function (SessionEvents) {
	    /**
	     * @property {string} sessionOpen Raised when the remote peer indicates the session is
	     * open (i.e. attached in AMQP parlance).
	     */
	    SessionEvents['sessionOpen'] = 'session_open';
	    /**
	     * @property {string} sessionError Raised when the remote peer receives an error. The context
	     * may also have an error property giving some information about the reason for the error.
	     */
	    SessionEvents['sessionError'] = 'session_error';
	    /**
	     * @property {string} sessionClose Raised when the remote peer indicates the session is closed.
	     */
	    SessionEvents['sessionClose'] = 'session_close';
	    /**
	     * @property {string} settled Raised when the session receives a disposition.
	     */
	    SessionEvents['settled'] = 'settled';
	})(SessionEvents || (SessionEvents = {}));

	var ConnectionEvents;
	(function (ConnectionEvents) {
	    /**
	     * @property {string} connectionOpen Raised when the remote peer indicates the connection is open.
	     */
	    ConnectionEvents['connectionOpen'] = 'connection_open';
	    /**
	     * @property {string} connectionClose Raised when the remote peer indicates the connection is closed.
	     */
	    ConnectionEvents['connectionClose'] = 'connection_close';
	    /**
	     * @property {string} connectionError Raised when the remote peer indicates an error occurred on
	     * the connection.
	     */
	    ConnectionEvents['connectionError'] = 'connection_error';
	    /**
	     * @property {string} protocolError Raised when a protocol error is received on the underlying socket.
	     */
	    ConnectionEvents['protocolError'] = 'protocol_error',
	    /**
	     * @property {string} error Raised when an error is received on the underlying socket.
	     */
	    ConnectionEvents['error'] = 'error',
	    /**
	     * @property {string} disconnected Raised when the underlying tcp connection is lost. The context
	     * has a reconnecting property which is true if the library is attempting to automatically reconnect
	     * and false if it has reached the reconnect limit. If reconnect has not been enabled or if the connection
	     * is a tcp server, then the reconnecting property is undefined. The context may also have an error
	     * property giving some information about the reason for the disconnect.
	     */
	    ConnectionEvents['disconnected'] = 'disconnected';
	    /**
	     * @property {string} settled Raised when the connection receives a disposition.
	     */
	    ConnectionEvents['settled'] = 'settled';
	})(ConnectionEvents || (ConnectionEvents = {}));

	eventTypes = {
	    ReceiverEvents: ReceiverEvents,
	    SenderEvents: SenderEvents,
	    SessionEvents: SessionEvents,
	    ConnectionEvents: ConnectionEvents
	};
	return eventTypes;
}

/*
 * Copyright 2015 Red Hat Inc.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

var ws;
var hasRequiredWs;

function requireWs () {
	if (hasRequiredWs) return ws;
	hasRequiredWs = 1;

	function nulltransform(data) { return data; }

	function from_arraybuffer(data) {
	    if (data instanceof ArrayBuffer) return Buffer.from(new Uint8Array(data));
	    else return Buffer.from(data);
	}

	function to_typedarray(data) {
	    return new Uint8Array(data);
	}

	function wrap(ws) {
	    var data_recv = nulltransform;
	    var data_send = nulltransform;
	    if (ws.binaryType) {
	        ws.binaryType = 'arraybuffer';
	        data_recv = from_arraybuffer;
	        data_send = to_typedarray;
	    }
	    return {
	        end: function() {
	            ws.close();
	        },
	        write: function(data) {
	            try {
	                ws.send(data_send(data), {binary:true});
	            } catch (e) {
	                ws.onerror(e);
	            }
	        },
	        on: function(event, handler) {
	            if (event === 'data') {
	                ws.onmessage = function(msg_evt) {
	                    handler(data_recv(msg_evt.data));
	                };
	            } else if (event === 'end') {
	                ws.onclose = handler;
	            } else if (event === 'error') {
	                ws.onerror = handler;
	            } else {
	                console.error('ERROR: Attempt to set unrecognised handler on websocket wrapper: ' + event);
	            }
	        },
	        get_id_string: function() {
	            return ws.url;
	        }
	    };
	}

	ws = {

	    'connect': function(Impl) {
	        return function (url, protocols, options) {
	            return function () {
	                return {
	                    connect: function(port_ignore, host_ignore, options_ignore, callback) {
	                        var c = new Impl(url, protocols, options);
	                        c.onopen = callback;
	                        return wrap(c);
	                    }
	                };
	            };
	        };
	    },
	    'wrap': wrap
	};
	return ws;
}

/*
 * Copyright 2015 Red Hat Inc.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

var filter;
var hasRequiredFilter;

function requireFilter () {
	if (hasRequiredFilter) return filter;
	hasRequiredFilter = 1;

	var amqp_types = requireTypes();

	filter = {
	    selector : function (s) {
	        return {'jms-selector':amqp_types.wrap_described(s, 0x468C00000004)};
	    }
	};
	return filter;
}

/*
 * Copyright 2015 Red Hat Inc.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

var container;
var hasRequiredContainer;

function requireContainer () {
	if (hasRequiredContainer) return container;
	hasRequiredContainer = 1;

	var Connection = requireConnection();
	var log = requireLog();
	var sasl = requireSasl();
	var util = requireUtil();
	var eventTypes = requireEventTypes();

	var net = require$$0$5;
	var tls = require$$1$1;
	var EventEmitter = require$$0__default.EventEmitter;

	var Container = function (options) {
	    this.options = options ? Object.create(options) : {};
	    if (!this.options.id) {
	        this.options.id = util.generate_uuid();
	    }
	    this.id = this.options.id;
	    this.sasl_server_mechanisms = sasl.server_mechanisms();
	};

	Container.prototype = Object.create(EventEmitter.prototype);
	Container.prototype.constructor = Container;
	Container.prototype.dispatch = function(name) {
	    log.events('[%s] Container got event: ' + name, this.id);
	    EventEmitter.prototype.emit.apply(this, arguments);
	    if (this.listeners(name).length) {
	        return true;
	    } else {
	        return false;
	    }
	};

	Container.prototype.connect = function (options) {
	    return new Connection(options, this).connect();
	};

	Container.prototype.create_connection = function (options) {
	    return new Connection(options, this);
	};

	Container.prototype.listen = function (options) {
	    var container = this;
	    var server;
	    if (options.transport === undefined || options.transport === 'tcp') {
	        server = net.createServer(options);
	        server.on('connection', function (socket) {
	            new Connection(options, container).accept(socket);
	        });
	    } else if (options.transport === 'tls' || options.transport === 'ssl') {
	        server = tls.createServer(options);
	        server.on('secureConnection', function (socket) {
	            new Connection(options, container).accept(socket);
	        });
	    } else {
	        throw Error('Unrecognised transport: ' + options.transport);
	    }
	    if (process.version.match(/v0\.10\.\d+/)) {
	        server.listen(options.port, options.host);
	    } else {
	        server.listen(options);
	    }
	    return server;
	};

	Container.prototype.create_container = function (options) {
	    return new Container(options);
	};

	Container.prototype.get_option = function (name, default_value) {
	    if (this.options[name] !== undefined) return this.options[name];
	    else return default_value;
	};

	Container.prototype.generate_uuid = util.generate_uuid;
	Container.prototype.string_to_uuid = util.string_to_uuid;
	Container.prototype.uuid_to_string = util.uuid_to_string;
	var ws = requireWs();
	Container.prototype.websocket_accept = function(socket, options) {
	    new Connection(options, this).accept(ws.wrap(socket));
	};
	Container.prototype.websocket_connect = ws.connect;
	Container.prototype.filter = requireFilter();
	Container.prototype.types = requireTypes();
	Container.prototype.message = requireMessage();
	Container.prototype.sasl = sasl;
	Container.prototype.ReceiverEvents = eventTypes.ReceiverEvents;
	Container.prototype.SenderEvents = eventTypes.SenderEvents;
	Container.prototype.SessionEvents = eventTypes.SessionEvents;
	Container.prototype.ConnectionEvents = eventTypes.ConnectionEvents;

	container = new Container();
	return container;
}

var containerExports = requireContainer();
var rhea = /*@__PURE__*/getDefaultExportFromCjs(containerExports);

/** rhea's session buffer when none is asked for, each way (session.js DEFAULT_BUFFER_SIZE). */
const RHEA_SESSION_BUFFER = 2_048;
/** rhea's connection options for an AMQP URL (credentials, vhost), without reconnecting. */
function connectionOptionsOf(url, connectionName, sessionBuffer) {
    const parsed = new URL(url);
    const tls = parsed.protocol === "amqps:";
    const vhost = decodeURIComponent(parsed.pathname.slice(1)) || "/";
    const options = {
        host: parsed.hostname.replace(/^\[|\]$/g, ""),
        port: parsed.port === "" ? (tls ? 5671 : 5672) : Number(parsed.port),
        ...(parsed.username !== "" && { username: decodeURIComponent(parsed.username) }),
        ...(parsed.password !== "" && { password: decodeURIComponent(parsed.password) }),
        hostname: `vhost:${vhost}`,
        reconnect: false,
        properties: { connection_name: connectionName },
        ...(sessionBuffer && {
            session_buffer_size: {
                outgoing: Math.max(RHEA_SESSION_BUFFER, sessionBuffer.outgoing),
                incoming: Math.max(RHEA_SESSION_BUFFER, sessionBuffer.incoming),
            },
        }),
    };
    return tls ? { ...options, transport: "tls", servername: options.host } : options;
}
/**
 * The reason an AMQP 1.0 connection did not open, on one line: the broker's error condition, the
 * socket's error, or a broker that answered in another protocol (a 3.x node without the plugin).
 */
function openFailure(context, protocolError) {
    const remote = context.connection.error;
    if (remote?.condition)
        return `${remote.condition}${remote.description ? `: ${remote.description}` : ""}`;
    if (protocolError && /0-9-1/.test(protocolError.message)) {
        return "the broker answered in AMQP 0-9-1 only (a RabbitMQ 3.x node needs the rabbitmq_amqp1_0 plugin)";
    }
    const local = protocolError ?? context.error;
    if (local)
        return local.message;
    return "the broker closed the connection during the AMQP 1.0 handshake (a RabbitMQ 3.x node needs the rabbitmq_amqp1_0 plugin)";
}
/**
 * Opens a connection and waits for the broker's open frame, within `timeoutMs`. TCP_NODELAY is on,
 * as for the AMQP 0.9.1 clients (see connect.ts). A failure names the URL with its password masked.
 */
async function connectAmqp10(url, options) {
    const container = rhea.create_container({ id: options.connectionName });
    const connection = container.connect(connectionOptionsOf(url, options.connectionName, options.sessionBuffer));
    const socket = connection.socket;
    socket?.setNoDelay?.(true);
    // rhea writes every frame with its own socket.write(): one syscall per transfer, disposition and
    // flow. Profiles of an AMQP 1.0 publisher thread at saturation gave that syscall 54% of its CPU.
    coalesceWrites(socket);
    // A listener keeps rhea from printing protocol errors to stderr itself; the failure names them.
    let protocolError;
    connection.on("protocol_error", (error) => {
        protocolError = error;
    });
    const opened = new Promise((resolve, reject) => {
        const failed = (context) => {
            connection.removeListener("connection_open", open);
            reject(new Error(openFailure(context, protocolError)));
        };
        const open = () => {
            connection.removeListener("connection_error", failed);
            connection.removeListener("disconnected", failed);
            resolve(connection);
        };
        connection.once("connection_open", open);
        connection.once("connection_error", failed);
        connection.once("disconnected", failed);
    });
    try {
        return await withTimeout(opened, options.timeoutMs, `connect to ${maskAmqpUrl(url)} over AMQP 1.0`);
    }
    catch (error) {
        destroyConnection(connection);
        throw error;
    }
}
/**
 * Closes a connection and waits for the broker's close (or the socket's end); when that takes longer
 * than `timeoutMs` or the connection is broken, drops the socket so nothing of the run lingers.
 */
async function closeAmqp10(connection, timeoutMs = 5_000) {
    if (!connection)
        return;
    if (!connection.is_open()) {
        destroyConnection(connection);
        return;
    }
    const closed = new Promise((resolve) => {
        connection.once("connection_close", () => resolve());
        connection.once("disconnected", () => resolve());
    });
    connection.close();
    try {
        await withTimeout(closed, timeoutMs, "close AMQP 1.0 connection");
    }
    catch {
        // The broker did not answer in time: the socket goes below.
    }
    destroyConnection(connection);
}
/** Drops the connection's socket without a close handshake (rhea's internal `socket`). */
function destroyConnection(connection) {
    connection.socket?.destroy?.();
}

/**
 * The binary header at the start of every message body the load generator publishes:
 *
 *   offset 0  u64 LE  send time, ns, from process.hrtime.bigint() (one monotonic clock per process,
 *                     shared by every worker thread, so consumer minus publisher time is a latency)
 *   offset 8  u32 LE  publisher id (global index of the publisher in the trial)
 *   offset 12 u32 LE  sequence number of the message within its publisher, from 0
 *
 * The rest of the body is padding up to the configured message size.
 */
const MESSAGE_HEADER_BYTES = 16;
function writeMessageHeader(body, sendTimeNs, publisherId, sequence, 
/** Where the body starts: an encoded AMQP 1.0 message's body comes after its sections' headers. */
offset = 0) {
    body.writeBigUInt64LE(sendTimeNs, offset);
    body.writeUInt32LE(publisherId, offset + 8);
    body.writeUInt32LE(sequence, offset + 12);
}
function readSendTimeNs(body) {
    return body.readBigUInt64LE(0);
}
function readPublisherId(body) {
    return body.readUInt32LE(8);
}
function readSequence(body) {
    return body.readUInt32LE(12);
}
/** A body of `sizeBytes` (at least the header) whose padding is filled once, reused per publish. */
function allocateMessageBody(sizeBytes) {
    if (!Number.isInteger(sizeBytes) || sizeBytes < MESSAGE_HEADER_BYTES) {
        throw new RangeError(`message size ${sizeBytes} is below the ${MESSAGE_HEADER_BYTES}-byte header`);
    }
    // Padding is a fixed pattern rather than zeros so no layer can special-case empty content.
    const body = Buffer.alloc(sizeBytes, 0x61);
    body.fill(0, 0, MESSAGE_HEADER_BYTES);
    return body;
}

/**
 * Fixed-rate publishing: when each message is due, and what its latency is measured from.
 *
 * A publisher at a fixed rate that stalls (a full confirm window, a flow-controlled socket, a
 * paused event loop) sends late. Stamping the actual send time would hide that wait from every
 * latency: the messages that should have gone during the stall are measured as if the stall had
 * not happened ("coordinated omission"). So at a fixed rate the header carries the time the
 * message was *scheduled* to be sent, and latencies include the time it waited for its turn, as a
 * client of a real service at that rate would see them.
 */
const NS_PER_SECOND = 1000000000n;
/**
 * The time message `sequence` (0-based) of a publisher is due, in its clock's nanoseconds:
 * floor(sequence / rate) seconds after the start, in exact integer arithmetic so that it agrees
 * with messagesDue() to the nanosecond. `ratePerSecond` is a whole number of messages.
 */
function scheduledSendTimeNs(startedAtNs, sequence, ratePerSecond) {
    return startedAtNs + (BigInt(sequence) * NS_PER_SECOND) / BigInt(ratePerSecond);
}
/**
 * How many messages are due `elapsedNs` after the start: those whose scheduled send time is at or
 * before it (message 0 is due at once).
 */
function messagesDue(elapsedNs, ratePerSecond) {
    if (elapsedNs < 0n)
        return 0;
    // k is due when floor(k·1e9 / rate) <= elapsed, i.e. k·1e9 < (elapsed + 1)·rate.
    const rate = BigInt(ratePerSecond);
    return Number(((elapsedNs + 1n) * rate + NS_PER_SECOND - 1n) / NS_PER_SECOND);
}
/** Below this share of the target rate, publishers are reported as falling behind. */
const RATE_SHORTFALL_WARNING = 0.95;
/**
 * A warning when the publishers delivered clearly less than the fixed rate they were given: the
 * broker (or the client machine) could not sustain it, so the backlog of unsent messages grew and
 * the latencies, counted from the schedule, include that wait.
 */
function assessRateShortfall(input) {
    if (input.ratePerSecondPerPublisher <= 0)
        return undefined;
    const target = input.ratePerSecondPerPublisher * input.publishers;
    if (input.publishedPerSecond >= target * RATE_SHORTFALL_WARNING)
        return undefined;
    const shortfallPct = Math.round((1 - input.publishedPerSecond / target) * 100);
    return (`publishers fell ${shortfallPct}% behind the fixed rate (${Math.round(input.publishedPerSecond)} of ` +
        `${target} msg/s): messages waited to be sent, and the latencies, counted from each message's ` +
        "scheduled send time, include that wait");
}

var dist = {};

var ByteBuffer = {};

var hasRequiredByteBuffer;

function requireByteBuffer () {
	if (hasRequiredByteBuffer) return ByteBuffer;
	hasRequiredByteBuffer = 1;
	Object.defineProperty(ByteBuffer, "__esModule", { value: true });
	const { pow, floor } = Math;
	const TWO_POW_32 = pow(2, 32);
	/**
	 * Mimic Java's ByteBufffer with big endian order
	 */
	let ByteBuffer$1 = class ByteBuffer {
	    static allocate(size = 16) {
	        return new ByteBuffer(new Uint8Array(size));
	    }
	    constructor(data) {
	        this.position = 0;
	        this.data = data;
	        this.int32ArrayForConvert = new Uint32Array(1);
	        this.int8ArrayForConvert = new Uint8Array(this.int32ArrayForConvert.buffer);
	    }
	    put(value) {
	        if (this.position === this.data.length) {
	            const oldArray = this.data;
	            this.data = new Uint8Array(this.data.length * 2);
	            this.data.set(oldArray);
	        }
	        this.data[this.position] = value;
	        this.position++;
	    }
	    putInt32(value) {
	        if (this.data.length - this.position < 4) {
	            const oldArray = this.data;
	            this.data = new Uint8Array(this.data.length * 2 + 4);
	            this.data.set(oldArray);
	        }
	        this.int32ArrayForConvert[0] = value;
	        this.data.set(this.int8ArrayForConvert.reverse(), this.position);
	        this.position += 4;
	    }
	    putInt64(value) {
	        this.putInt32(floor(value / TWO_POW_32));
	        this.putInt32(value);
	    }
	    putArray(array) {
	        if (this.data.length - this.position < array.byteLength) {
	            const oldArray = this.data;
	            this.data = new Uint8Array(this.position + array.byteLength);
	            this.data.set(oldArray);
	        }
	        this.data.set(array, this.position);
	        this.position += array.byteLength;
	    }
	    get() {
	        const value = this.data[this.position];
	        this.position++;
	        return value;
	    }
	    getInt32() {
	        this.int8ArrayForConvert.set(this.data.slice(this.position, this.position + 4).reverse());
	        const value = this.int32ArrayForConvert[0];
	        this.position += 4;
	        return value;
	    }
	    getInt64() {
	        const high = this.getInt32();
	        const low = this.getInt32();
	        return high * TWO_POW_32 + low;
	    }
	    resetPosition() {
	        this.position = 0;
	    }
	};
	ByteBuffer.default = ByteBuffer$1;
	
	return ByteBuffer;
}

var encoding = {};

var JsHistogram = {};

var RecordedValuesIterator = {};

var JsHistogramIterator = {};

var HistogramIterationValue = {};

var hasRequiredHistogramIterationValue;

function requireHistogramIterationValue () {
	if (hasRequiredHistogramIterationValue) return HistogramIterationValue;
	hasRequiredHistogramIterationValue = 1;
	/*
	 * This is a TypeScript port of the original Java version, which was written by
	 * Gil Tene as described in
	 * https://github.com/HdrHistogram/HdrHistogram
	 * and released to the public domain, as explained at
	 * http://creativecommons.org/publicdomain/zero/1.0/
	 */
	Object.defineProperty(HistogramIterationValue, "__esModule", { value: true });
	/**
	 * Represents a value point iterated through in a Histogram, with associated stats.
	 * <ul>
	 * <li><b><code>valueIteratedTo</code></b> :<br> The actual value level that was iterated to by the iterator</li>
	 * <li><b><code>prevValueIteratedTo</code></b> :<br> The actual value level that was iterated from by the iterator</li>
	 * <li><b><code>countAtValueIteratedTo</code></b> :<br> The count of recorded values in the histogram that
	 * exactly match this [lowestEquivalentValue(valueIteratedTo)...highestEquivalentValue(valueIteratedTo)] value
	 * range.</li>
	 * <li><b><code>countAddedInThisIterationStep</code></b> :<br> The count of recorded values in the histogram that
	 * were added to the totalCountToThisValue (below) as a result on this iteration step. Since multiple iteration
	 * steps may occur with overlapping equivalent value ranges, the count may be lower than the count found at
	 * the value (e.g. multiple linear steps or percentile levels can occur within a single equivalent value range)</li>
	 * <li><b><code>totalCountToThisValue</code></b> :<br> The total count of all recorded values in the histogram at
	 * values equal or smaller than valueIteratedTo.</li>
	 * <li><b><code>totalValueToThisValue</code></b> :<br> The sum of all recorded values in the histogram at values
	 * equal or smaller than valueIteratedTo.</li>
	 * <li><b><code>percentile</code></b> :<br> The percentile of recorded values in the histogram at values equal
	 * or smaller than valueIteratedTo.</li>
	 * <li><b><code>percentileLevelIteratedTo</code></b> :<br> The percentile level that the iterator returning this
	 * HistogramIterationValue had iterated to. Generally, percentileLevelIteratedTo will be equal to or smaller than
	 * percentile, but the same value point can contain multiple iteration levels for some iterators. E.g. a
	 * PercentileIterator can stop multiple times in the exact same value point (if the count at that value covers a
	 * range of multiple percentiles in the requested percentile iteration points).</li>
	 * </ul>
	 */
	let HistogramIterationValue$1 = class HistogramIterationValue {
	    constructor() {
	        this.reset();
	    }
	    reset() {
	        this.valueIteratedTo = 0;
	        this.valueIteratedFrom = 0;
	        this.countAtValueIteratedTo = 0;
	        this.countAddedInThisIterationStep = 0;
	        this.totalCountToThisValue = 0;
	        this.totalValueToThisValue = 0;
	        this.percentile = 0.0;
	        this.percentileLevelIteratedTo = 0.0;
	    }
	};
	HistogramIterationValue.default = HistogramIterationValue$1;
	
	return HistogramIterationValue;
}

var hasRequiredJsHistogramIterator;

function requireJsHistogramIterator () {
	if (hasRequiredJsHistogramIterator) return JsHistogramIterator;
	hasRequiredJsHistogramIterator = 1;
	Object.defineProperty(JsHistogramIterator, "__esModule", { value: true });
	const HistogramIterationValue_1 = requireHistogramIterationValue();
	/**
	 * Used for iterating through histogram values.
	 */
	let JsHistogramIterator$1 = class JsHistogramIterator /* implements Iterator<HistogramIterationValue> */ {
	    constructor() {
	        this.currentIterationValue = new HistogramIterationValue_1.default();
	    }
	    resetIterator(histogram) {
	        this.histogram = histogram;
	        this.savedHistogramTotalRawCount = histogram.totalCount;
	        this.arrayTotalCount = histogram.totalCount;
	        this.currentIndex = 0;
	        this.currentValueAtIndex = 0;
	        this.nextValueAtIndex = Math.pow(2, histogram.unitMagnitude);
	        this.prevValueIteratedTo = 0;
	        this.totalCountToPrevIndex = 0;
	        this.totalCountToCurrentIndex = 0;
	        this.totalValueToCurrentIndex = 0;
	        this.countAtThisValue = 0;
	        this.freshSubBucket = true;
	        this.currentIterationValue.reset();
	    }
	    /**
	     * Returns true if the iteration has more elements. (In other words, returns true if next would return an
	     * element rather than throwing an exception.)
	     *
	     * @return true if the iterator has more elements.
	     */
	    hasNext() {
	        if (this.histogram.totalCount !== this.savedHistogramTotalRawCount) {
	            throw "Concurrent Modification Exception";
	        }
	        return this.totalCountToCurrentIndex < this.arrayTotalCount;
	    }
	    /**
	     * Returns the next element in the iteration.
	     *
	     * @return the {@link HistogramIterationValue} associated with the next element in the iteration.
	     */
	    next() {
	        // Move through the sub buckets and buckets until we hit the next reporting level:
	        while (!this.exhaustedSubBuckets()) {
	            this.countAtThisValue = this.histogram.getCountAtIndex(this.currentIndex);
	            if (this.freshSubBucket) {
	                // Don't add unless we've incremented since last bucket...
	                this.totalCountToCurrentIndex += this.countAtThisValue;
	                this.totalValueToCurrentIndex +=
	                    this.countAtThisValue *
	                        this.histogram.highestEquivalentValue(this.currentValueAtIndex);
	                this.freshSubBucket = false;
	            }
	            if (this.reachedIterationLevel()) {
	                const valueIteratedTo = this.getValueIteratedTo();
	                Object.assign(this.currentIterationValue, {
	                    valueIteratedTo,
	                    valueIteratedFrom: this.prevValueIteratedTo,
	                    countAtValueIteratedTo: this.countAtThisValue,
	                    countAddedInThisIterationStep: this.totalCountToCurrentIndex - this.totalCountToPrevIndex,
	                    totalCountToThisValue: this.totalCountToCurrentIndex,
	                    totalValueToThisValue: this.totalValueToCurrentIndex,
	                    percentile: (100 * this.totalCountToCurrentIndex) / this.arrayTotalCount,
	                    percentileLevelIteratedTo: this.getPercentileIteratedTo(),
	                });
	                this.prevValueIteratedTo = valueIteratedTo;
	                this.totalCountToPrevIndex = this.totalCountToCurrentIndex;
	                this.incrementIterationLevel();
	                if (this.histogram.totalCount !== this.savedHistogramTotalRawCount) {
	                    throw new Error("Concurrent Modification Exception");
	                }
	                return this.currentIterationValue;
	            }
	            this.incrementSubBucket();
	        }
	        throw new Error("Index Out Of Bounds Exception");
	    }
	    getPercentileIteratedTo() {
	        return (100 * this.totalCountToCurrentIndex) / this.arrayTotalCount;
	    }
	    getPercentileIteratedFrom() {
	        return (100 * this.totalCountToPrevIndex) / this.arrayTotalCount;
	    }
	    getValueIteratedTo() {
	        return this.histogram.highestEquivalentValue(this.currentValueAtIndex);
	    }
	    exhaustedSubBuckets() {
	        return this.currentIndex >= this.histogram.countsArrayLength;
	    }
	    incrementSubBucket() {
	        this.freshSubBucket = true;
	        this.currentIndex++;
	        this.currentValueAtIndex = this.histogram.valueFromIndex(this.currentIndex);
	        this.nextValueAtIndex = this.histogram.valueFromIndex(this.currentIndex + 1);
	    }
	};
	JsHistogramIterator.default = JsHistogramIterator$1;
	
	return JsHistogramIterator;
}

var hasRequiredRecordedValuesIterator;

function requireRecordedValuesIterator () {
	if (hasRequiredRecordedValuesIterator) return RecordedValuesIterator;
	hasRequiredRecordedValuesIterator = 1;
	/*
	 * This is a TypeScript port of the original Java version, which was written by
	 * Gil Tene as described in
	 * https://github.com/HdrHistogram/HdrHistogram
	 * and released to the public domain, as explained at
	 * http://creativecommons.org/publicdomain/zero/1.0/
	 */
	Object.defineProperty(RecordedValuesIterator, "__esModule", { value: true });
	const JsHistogramIterator_1 = requireJsHistogramIterator();
	/**
	 * Used for iterating through all recorded histogram values using the finest granularity steps supported by the
	 * underlying representation. The iteration steps through all non-zero recorded value counts, and terminates when
	 * all recorded histogram values are exhausted.
	 */
	let RecordedValuesIterator$1 = class RecordedValuesIterator extends JsHistogramIterator_1.default {
	    /**
	     * @param histogram The histogram this iterator will operate on
	     */
	    constructor(histogram) {
	        super();
	        this.doReset(histogram);
	    }
	    /**
	     * Reset iterator for re-use in a fresh iteration over the same histogram data set.
	     */
	    reset() {
	        this.doReset(this.histogram);
	    }
	    doReset(histogram) {
	        super.resetIterator(histogram);
	        this.visitedIndex = -1;
	    }
	    incrementIterationLevel() {
	        this.visitedIndex = this.currentIndex;
	    }
	    reachedIterationLevel() {
	        const currentCount = this.histogram.getCountAtIndex(this.currentIndex);
	        return currentCount != 0 && this.visitedIndex !== this.currentIndex;
	    }
	};
	RecordedValuesIterator.default = RecordedValuesIterator$1;
	
	return RecordedValuesIterator;
}

var PercentileIterator = {};

var hasRequiredPercentileIterator;

function requirePercentileIterator () {
	if (hasRequiredPercentileIterator) return PercentileIterator;
	hasRequiredPercentileIterator = 1;
	Object.defineProperty(PercentileIterator, "__esModule", { value: true });
	const JsHistogramIterator_1 = requireJsHistogramIterator();
	const { pow, floor, log2 } = Math;
	/**
	 * Used for iterating through histogram values according to percentile levels. The iteration is
	 * performed in steps that start at 0% and reduce their distance to 100% according to the
	 * <i>percentileTicksPerHalfDistance</i> parameter, ultimately reaching 100% when all recorded histogram
	 * values are exhausted.
	 */
	let PercentileIterator$1 = class PercentileIterator extends JsHistogramIterator_1.default {
	    /**
	     * @param histogram The histogram this iterator will operate on
	     * @param percentileTicksPerHalfDistance The number of equal-sized iteration steps per half-distance to 100%.
	     */
	    constructor(histogram, percentileTicksPerHalfDistance) {
	        super();
	        this.percentileTicksPerHalfDistance = 0;
	        this.percentileLevelToIterateTo = 0;
	        this.percentileLevelToIterateFrom = 0;
	        this.reachedLastRecordedValue = false;
	        this.doReset(histogram, percentileTicksPerHalfDistance);
	    }
	    /**
	     * Reset iterator for re-use in a fresh iteration over the same histogram data set.
	     *
	     * @param percentileTicksPerHalfDistance The number of iteration steps per half-distance to 100%.
	     */
	    reset(percentileTicksPerHalfDistance) {
	        this.doReset(this.histogram, percentileTicksPerHalfDistance);
	    }
	    doReset(histogram, percentileTicksPerHalfDistance) {
	        super.resetIterator(histogram);
	        this.percentileTicksPerHalfDistance = percentileTicksPerHalfDistance;
	        this.percentileLevelToIterateTo = 0;
	        this.percentileLevelToIterateFrom = 0;
	        this.reachedLastRecordedValue = false;
	    }
	    hasNext() {
	        if (super.hasNext())
	            return true;
	        if (!this.reachedLastRecordedValue && this.arrayTotalCount > 0) {
	            this.percentileLevelToIterateTo = 100;
	            this.reachedLastRecordedValue = true;
	            return true;
	        }
	        return false;
	    }
	    incrementIterationLevel() {
	        this.percentileLevelToIterateFrom = this.percentileLevelToIterateTo;
	        // The choice to maintain fixed-sized "ticks" in each half-distance to 100% [starting
	        // from 0%], as opposed to a "tick" size that varies with each interval, was made to
	        // make the steps easily comprehensible and readable to humans. The resulting percentile
	        // steps are much easier to browse through in a percentile distribution output, for example.
	        //
	        // We calculate the number of equal-sized "ticks" that the 0-100 range will be divided
	        // by at the current scale. The scale is detemined by the percentile level we are
	        // iterating to. The following math determines the tick size for the current scale,
	        // and maintain a fixed tick size for the remaining "half the distance to 100%"
	        // [from either 0% or from the previous half-distance]. When that half-distance is
	        // crossed, the scale changes and the tick size is effectively cut in half.
	        // percentileTicksPerHalfDistance = 5
	        // percentileReportingTicks = 10,
	        const percentileReportingTicks = this.percentileTicksPerHalfDistance *
	            pow(2, floor(log2(100 / (100 - this.percentileLevelToIterateTo))) + 1);
	        this.percentileLevelToIterateTo += 100 / percentileReportingTicks;
	    }
	    reachedIterationLevel() {
	        if (this.countAtThisValue === 0) {
	            return false;
	        }
	        const currentPercentile = (100 * this.totalCountToCurrentIndex) / this.arrayTotalCount;
	        return currentPercentile >= this.percentileLevelToIterateTo;
	    }
	    getPercentileIteratedTo() {
	        return this.percentileLevelToIterateTo;
	    }
	    getPercentileIteratedFrom() {
	        return this.percentileLevelToIterateFrom;
	    }
	};
	PercentileIterator.default = PercentileIterator$1;
	
	return PercentileIterator;
}

var formatters = {};

var hasRequiredFormatters;

function requireFormatters () {
	if (hasRequiredFormatters) return formatters;
	hasRequiredFormatters = 1;
	Object.defineProperty(formatters, "__esModule", { value: true });
	formatters.floatFormatter = formatters.keepSignificantDigits = formatters.integerFormatter = void 0;
	const leftPadding = (size) => {
	    return (input) => {
	        if (input.length < size) {
	            return " ".repeat(size - input.length) + input;
	        }
	        return input;
	    };
	};
	const integerFormatter = (size) => {
	    const padding = leftPadding(size);
	    return (integer) => padding("" + integer);
	};
	formatters.integerFormatter = integerFormatter;
	const { floor, log10, pow } = Math;
	const numberOfDigits = (n) => floor(log10(n) + 1);
	const keepSignificantDigits = (digits) => (value) => {
	    const valueDigits = numberOfDigits(value);
	    if (valueDigits > digits) {
	        const extraDigits = valueDigits - digits;
	        const magnitude = pow(10, extraDigits);
	        return value - (value % magnitude);
	    }
	    return value;
	};
	formatters.keepSignificantDigits = keepSignificantDigits;
	const floatFormatter = (size, fractionDigits) => {
	    const numberFormatter = new Intl.NumberFormat("en-US", {
	        maximumFractionDigits: fractionDigits,
	        minimumFractionDigits: fractionDigits,
	        useGrouping: false,
	    });
	    const padding = leftPadding(size);
	    return (float) => padding(numberFormatter.format(float));
	};
	formatters.floatFormatter = floatFormatter;
	
	return formatters;
}

var ulp = {};

var hasRequiredUlp;

function requireUlp () {
	if (hasRequiredUlp) return ulp;
	hasRequiredUlp = 1;
	/*
	 * This is a TypeScript port of the original Java version, which was written by
	 * Gil Tene as described in
	 * https://github.com/HdrHistogram/HdrHistogram
	 * and released to the public domain, as explained at
	 * http://creativecommons.org/publicdomain/zero/1.0/
	 */
	Object.defineProperty(ulp, "__esModule", { value: true });
	const ulp$1 = (x) => Math.pow(2, Math.floor(Math.log2(x)) - 52);
	ulp.default = ulp$1;
	
	return ulp;
}

var Histogram = {};

var hasRequiredHistogram;

function requireHistogram () {
	if (hasRequiredHistogram) return Histogram;
	hasRequiredHistogram = 1;
	Object.defineProperty(Histogram, "__esModule", { value: true });
	Histogram.toSummary = Histogram.NO_TAG = void 0;
	const formatters_1 = requireFormatters();
	Histogram.NO_TAG = "NO TAG";
	const toSummary = (histogram) => {
	    const { totalCount, maxValue, numberOfSignificantValueDigits } = histogram;
	    const round = (0, formatters_1.keepSignificantDigits)(numberOfSignificantValueDigits);
	    return {
	        p50: round(histogram.getValueAtPercentile(50)),
	        p75: round(histogram.getValueAtPercentile(75)),
	        p90: round(histogram.getValueAtPercentile(90)),
	        p97_5: round(histogram.getValueAtPercentile(97.5)),
	        p99: round(histogram.getValueAtPercentile(99)),
	        p99_9: round(histogram.getValueAtPercentile(99.9)),
	        p99_99: round(histogram.getValueAtPercentile(99.99)),
	        p99_999: round(histogram.getValueAtPercentile(99.999)),
	        max: maxValue,
	        totalCount,
	    };
	};
	Histogram.toSummary = toSummary;
	
	return Histogram;
}

var hasRequiredJsHistogram;

function requireJsHistogram () {
	if (hasRequiredJsHistogram) return JsHistogram;
	hasRequiredJsHistogram = 1;
	Object.defineProperty(JsHistogram, "__esModule", { value: true });
	JsHistogram.default = JsHistogram.JsHistogram = void 0;
	/*
	 * This is a TypeScript port of the original Java version, which was written by
	 * Gil Tene as described in
	 * https://github.com/HdrHistogram/HdrHistogram
	 * and released to the public domain, as explained at
	 * http://creativecommons.org/publicdomain/zero/1.0/
	 */
	const RecordedValuesIterator_1 = requireRecordedValuesIterator();
	const PercentileIterator_1 = requirePercentileIterator();
	const formatters_1 = requireFormatters();
	const ulp_1 = requireUlp();
	const Histogram_1 = requireHistogram();
	const { pow, floor, ceil, log2, max, min } = Math;
	let JsHistogram$1 = class JsHistogram {
	    incrementTotalCount() {
	        this._totalCount++;
	    }
	    addToTotalCount(value) {
	        this._totalCount += value;
	    }
	    setTotalCount(value) {
	        this._totalCount = value;
	    }
	    /**
	     * Get the total count of all recorded values in the histogram
	     * @return the total count of all recorded values in the histogram
	     */
	    get totalCount() {
	        return this._totalCount;
	    }
	    updatedMaxValue(value) {
	        const internalValue = value + this.unitMagnitudeMask;
	        this.maxValue = internalValue;
	    }
	    updateMinNonZeroValue(value) {
	        if (value <= this.unitMagnitudeMask) {
	            return;
	        }
	        const internalValue = floor(value / this.lowestDiscernibleValueRounded) *
	            this.lowestDiscernibleValueRounded;
	        this.minNonZeroValue = internalValue;
	    }
	    constructor(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits) {
	        this.autoResize = false;
	        this.startTimeStampMsec = Number.MAX_SAFE_INTEGER;
	        this.endTimeStampMsec = 0;
	        this.tag = Histogram_1.NO_TAG;
	        this.maxValue = 0;
	        this.minNonZeroValue = Number.MAX_SAFE_INTEGER;
	        this.identity = 0;
	        this.highestTrackableValue = 0;
	        this.lowestDiscernibleValue = 0;
	        this.numberOfSignificantValueDigits = 0;
	        this.bucketCount = 0;
	        this.subBucketCount = 0;
	        this.countsArrayLength = 0;
	        this.wordSizeInBytes = 0;
	        // Verify argument validity
	        if (lowestDiscernibleValue < 1) {
	            throw new Error("lowestDiscernibleValue must be >= 1");
	        }
	        if (highestTrackableValue < 2 * lowestDiscernibleValue) {
	            throw new Error(`highestTrackableValue must be >= 2 * lowestDiscernibleValue ( 2 * ${lowestDiscernibleValue} )`);
	        }
	        if (numberOfSignificantValueDigits < 0 ||
	            numberOfSignificantValueDigits > 5) {
	            throw new Error("numberOfSignificantValueDigits must be between 0 and 5");
	        }
	        this.identity = JsHistogram.identityBuilder++;
	        this.init(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits);
	    }
	    init(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits) {
	        this.lowestDiscernibleValue = lowestDiscernibleValue;
	        this.highestTrackableValue = highestTrackableValue;
	        this.numberOfSignificantValueDigits = numberOfSignificantValueDigits;
	        /*
	         * Given a 3 decimal point accuracy, the expectation is obviously for "+/- 1 unit at 1000". It also means that
	         * it's "ok to be +/- 2 units at 2000". The "tricky" thing is that it is NOT ok to be +/- 2 units at 1999. Only
	         * starting at 2000. So internally, we need to maintain single unit resolution to 2x 10^decimalPoints.
	         */
	        const largestValueWithSingleUnitResolution = 2 * floor(pow(10, numberOfSignificantValueDigits));
	        this.unitMagnitude = floor(log2(lowestDiscernibleValue));
	        this.lowestDiscernibleValueRounded = pow(2, this.unitMagnitude);
	        this.unitMagnitudeMask = this.lowestDiscernibleValueRounded - 1;
	        // We need to maintain power-of-two subBucketCount (for clean direct indexing) that is large enough to
	        // provide unit resolution to at least largestValueWithSingleUnitResolution. So figure out
	        // largestValueWithSingleUnitResolution's nearest power-of-two (rounded up), and use that:
	        const subBucketCountMagnitude = ceil(log2(largestValueWithSingleUnitResolution));
	        this.subBucketHalfCountMagnitude =
	            (subBucketCountMagnitude > 1 ? subBucketCountMagnitude : 1) - 1;
	        this.subBucketCount = pow(2, this.subBucketHalfCountMagnitude + 1);
	        this.subBucketHalfCount = this.subBucketCount / 2;
	        this.subBucketMask =
	            (floor(this.subBucketCount) - 1) * pow(2, this.unitMagnitude);
	        this.establishSize(highestTrackableValue);
	        this.leadingZeroCountBase =
	            53 - this.unitMagnitude - this.subBucketHalfCountMagnitude - 1;
	        this.percentileIterator = new PercentileIterator_1.default(this, 1);
	        this.recordedValuesIterator = new RecordedValuesIterator_1.default(this);
	    }
	    /**
	     * The buckets (each of which has subBucketCount sub-buckets, here assumed to be 2048 as an example) overlap:
	     *
	     * <pre>
	     * The 0'th bucket covers from 0...2047 in multiples of 1, using all 2048 sub-buckets
	     * The 1'th bucket covers from 2048..4097 in multiples of 2, using only the top 1024 sub-buckets
	     * The 2'th bucket covers from 4096..8191 in multiple of 4, using only the top 1024 sub-buckets
	     * ...
	     * </pre>
	     *
	     * Bucket 0 is "special" here. It is the only one that has 2048 entries. All the rest have 1024 entries (because
	     * their bottom half overlaps with and is already covered by the all of the previous buckets put together). In other
	     * words, the k'th bucket could represent 0 * 2^k to 2048 * 2^k in 2048 buckets with 2^k precision, but the midpoint
	     * of 1024 * 2^k = 2048 * 2^(k-1) = the k-1'th bucket's end, so we would use the previous bucket for those lower
	     * values as it has better precision.
	     */
	    establishSize(newHighestTrackableValue) {
	        // establish counts array length:
	        this.countsArrayLength = this.determineArrayLengthNeeded(newHighestTrackableValue);
	        // establish exponent range needed to support the trackable value with no overflow:
	        this.bucketCount = this.getBucketsNeededToCoverValue(newHighestTrackableValue);
	        // establish the new highest trackable value:
	        this.highestTrackableValue = newHighestTrackableValue;
	    }
	    determineArrayLengthNeeded(highestTrackableValue) {
	        if (highestTrackableValue < 2 * this.lowestDiscernibleValue) {
	            throw new Error("highestTrackableValue (" +
	                highestTrackableValue +
	                ") cannot be < (2 * lowestDiscernibleValue)");
	        }
	        //determine counts array length needed:
	        const countsArrayLength = this.getLengthForNumberOfBuckets(this.getBucketsNeededToCoverValue(highestTrackableValue));
	        return countsArrayLength;
	    }
	    /**
	     * If we have N such that subBucketCount * 2^N > max value, we need storage for N+1 buckets, each with enough
	     * slots to hold the top half of the subBucketCount (the lower half is covered by previous buckets), and the +1
	     * being used for the lower half of the 0'th bucket. Or, equivalently, we need 1 more bucket to capture the max
	     * value if we consider the sub-bucket length to be halved.
	     */
	    getLengthForNumberOfBuckets(numberOfBuckets) {
	        const lengthNeeded = (numberOfBuckets + 1) * (this.subBucketCount / 2);
	        return lengthNeeded;
	    }
	    getBucketsNeededToCoverValue(value) {
	        // the k'th bucket can express from 0 * 2^k to subBucketCount * 2^k in units of 2^k
	        let smallestUntrackableValue = this.subBucketCount * pow(2, this.unitMagnitude);
	        // always have at least 1 bucket
	        let bucketsNeeded = 1;
	        while (smallestUntrackableValue <= value) {
	            if (smallestUntrackableValue > Number.MAX_SAFE_INTEGER / 2) {
	                // TODO check array max size in JavaScript
	                // next shift will overflow, meaning that bucket could represent values up to ones greater than
	                // Number.MAX_SAFE_INTEGER, so it's the last bucket
	                return bucketsNeeded + 1;
	            }
	            smallestUntrackableValue = smallestUntrackableValue * 2;
	            bucketsNeeded++;
	        }
	        return bucketsNeeded;
	    }
	    /**
	     * Record a value in the histogram
	     *
	     * @param value The value to be recorded
	     * @throws may throw Error if value is exceeds highestTrackableValue
	     */
	    recordValue(value) {
	        this.recordSingleValue(value);
	    }
	    recordSingleValue(value) {
	        const countsIndex = this.countsArrayIndex(value);
	        if (countsIndex >= this.countsArrayLength) {
	            this.handleRecordException(1, value);
	        }
	        else {
	            this.incrementCountAtIndex(countsIndex);
	        }
	        this.updateMinAndMax(value);
	        this.incrementTotalCount();
	    }
	    handleRecordException(count, value) {
	        if (!this.autoResize) {
	            throw new Error("Value " + value + " is outside of histogram covered range");
	        }
	        this.resize(value);
	        var countsIndex = this.countsArrayIndex(value);
	        this.addToCountAtIndex(countsIndex, count);
	        this.highestTrackableValue = this.highestEquivalentValue(this.valueFromIndex(this.countsArrayLength - 1));
	    }
	    countsArrayIndex(value) {
	        if (value < 0) {
	            throw new Error("Histogram recorded value cannot be negative.");
	        }
	        const bucketIndex = this.getBucketIndex(value);
	        const subBucketIndex = this.getSubBucketIndex(value, bucketIndex);
	        return this.computeCountsArrayIndex(bucketIndex, subBucketIndex);
	    }
	    computeCountsArrayIndex(bucketIndex, subBucketIndex) {
	        // TODO
	        //assert(subBucketIndex < subBucketCount);
	        //assert(bucketIndex == 0 || (subBucketIndex >= subBucketHalfCount));
	        // Calculate the index for the first entry that will be used in the bucket (halfway through subBucketCount).
	        // For bucketIndex 0, all subBucketCount entries may be used, but bucketBaseIndex is still set in the middle.
	        const bucketBaseIndex = (bucketIndex + 1) * pow(2, this.subBucketHalfCountMagnitude);
	        // Calculate the offset in the bucket. This subtraction will result in a positive value in all buckets except
	        // the 0th bucket (since a value in that bucket may be less than half the bucket's 0 to subBucketCount range).
	        // However, this works out since we give bucket 0 twice as much space.
	        const offsetInBucket = subBucketIndex - this.subBucketHalfCount;
	        // The following is the equivalent of ((subBucketIndex  - subBucketHalfCount) + bucketBaseIndex;
	        return bucketBaseIndex + offsetInBucket;
	    }
	    /**
	     * @return the lowest (and therefore highest precision) bucket index that can represent the value
	     */
	    getBucketIndex(value) {
	        // Calculates the number of powers of two by which the value is greater than the biggest value that fits in
	        // bucket 0. This is the bucket index since each successive bucket can hold a value 2x greater.
	        // The mask maps small values to bucket 0.
	        // return this.leadingZeroCountBase - Long.numberOfLeadingZeros(value | subBucketMask);
	        return max(floor(log2(value)) -
	            this.subBucketHalfCountMagnitude -
	            this.unitMagnitude, 0);
	    }
	    getSubBucketIndex(value, bucketIndex) {
	        // For bucketIndex 0, this is just value, so it may be anywhere in 0 to subBucketCount.
	        // For other bucketIndex, this will always end up in the top half of subBucketCount: assume that for some bucket
	        // k > 0, this calculation will yield a value in the bottom half of 0 to subBucketCount. Then, because of how
	        // buckets overlap, it would have also been in the top half of bucket k-1, and therefore would have
	        // returned k-1 in getBucketIndex(). Since we would then shift it one fewer bits here, it would be twice as big,
	        // and therefore in the top half of subBucketCount.
	        return floor(value / pow(2, bucketIndex + this.unitMagnitude));
	    }
	    updateMinAndMax(value) {
	        if (value > this.maxValue) {
	            this.updatedMaxValue(value);
	        }
	        if (value < this.minNonZeroValue && value !== 0) {
	            this.updateMinNonZeroValue(value);
	        }
	    }
	    /**
	     * Get the value at a given percentile.
	     * When the given percentile is &gt; 0.0, the value returned is the value that the given
	     * percentage of the overall recorded value entries in the histogram are either smaller than
	     * or equivalent to. When the given percentile is 0.0, the value returned is the value that all value
	     * entries in the histogram are either larger than or equivalent to.
	     * <p>
	     * Note that two values are "equivalent" in this statement if
	     * {@link org.HdrHistogram.JsHistogram#valuesAreEquivalent} would return true.
	     *
	     * @param percentile  The percentile for which to return the associated value
	     * @return The value that the given percentage of the overall recorded value entries in the
	     * histogram are either smaller than or equivalent to. When the percentile is 0.0, returns the
	     * value that all value entries in the histogram are either larger than or equivalent to.
	     */
	    getValueAtPercentile(percentile) {
	        const requestedPercentile = min(percentile, 100); // Truncate down to 100%
	        // round count up to nearest integer, to ensure that the largest value that the requested percentile
	        // of overall recorded values is actually included. However, this must be done with care:
	        //
	        // First, Compute fp value for count at the requested percentile. Note that fp result end up
	        // being 1 ulp larger than the correct integer count for this percentile:
	        const fpCountAtPercentile = (requestedPercentile / 100.0) * this.totalCount;
	        // Next, round up, but make sure to prevent <= 1 ulp inaccurancies in the above fp math from
	        // making us skip a count:
	        const countAtPercentile = max(ceil(fpCountAtPercentile - (0, ulp_1.default)(fpCountAtPercentile)), // round up
	        1 // Make sure we at least reach the first recorded entry
	        );
	        let totalToCurrentIndex = 0;
	        for (let i = 0; i < this.countsArrayLength; i++) {
	            totalToCurrentIndex += this.getCountAtIndex(i);
	            if (totalToCurrentIndex >= countAtPercentile) {
	                var valueAtIndex = this.valueFromIndex(i);
	                return percentile === 0.0
	                    ? this.lowestEquivalentValue(valueAtIndex)
	                    : this.highestEquivalentValue(valueAtIndex);
	            }
	        }
	        return 0;
	    }
	    valueFromIndexes(bucketIndex, subBucketIndex) {
	        return subBucketIndex * pow(2, bucketIndex + this.unitMagnitude);
	    }
	    valueFromIndex(index) {
	        let bucketIndex = floor(index / this.subBucketHalfCount) - 1;
	        let subBucketIndex = (index % this.subBucketHalfCount) + this.subBucketHalfCount;
	        if (bucketIndex < 0) {
	            subBucketIndex -= this.subBucketHalfCount;
	            bucketIndex = 0;
	        }
	        return this.valueFromIndexes(bucketIndex, subBucketIndex);
	    }
	    /**
	     * Get the lowest value that is equivalent to the given value within the histogram's resolution.
	     * Where "equivalent" means that value samples recorded for any two
	     * equivalent values are counted in a common total count.
	     *
	     * @param value The given value
	     * @return The lowest value that is equivalent to the given value within the histogram's resolution.
	     */
	    lowestEquivalentValue(value) {
	        const bucketIndex = this.getBucketIndex(value);
	        const subBucketIndex = this.getSubBucketIndex(value, bucketIndex);
	        const thisValueBaseLevel = this.valueFromIndexes(bucketIndex, subBucketIndex);
	        return thisValueBaseLevel;
	    }
	    /**
	     * Get the highest value that is equivalent to the given value within the histogram's resolution.
	     * Where "equivalent" means that value samples recorded for any two
	     * equivalent values are counted in a common total count.
	     *
	     * @param value The given value
	     * @return The highest value that is equivalent to the given value within the histogram's resolution.
	     */
	    highestEquivalentValue(value) {
	        return this.nextNonEquivalentValue(value) - 1;
	    }
	    /**
	     * Get the next value that is not equivalent to the given value within the histogram's resolution.
	     * Where "equivalent" means that value samples recorded for any two
	     * equivalent values are counted in a common total count.
	     *
	     * @param value The given value
	     * @return The next value that is not equivalent to the given value within the histogram's resolution.
	     */
	    nextNonEquivalentValue(value) {
	        return (this.lowestEquivalentValue(value) + this.sizeOfEquivalentValueRange(value));
	    }
	    /**
	     * Get the size (in value units) of the range of values that are equivalent to the given value within the
	     * histogram's resolution. Where "equivalent" means that value samples recorded for any two
	     * equivalent values are counted in a common total count.
	     *
	     * @param value The given value
	     * @return The size of the range of values equivalent to the given value.
	     */
	    sizeOfEquivalentValueRange(value) {
	        const bucketIndex = this.getBucketIndex(value);
	        const subBucketIndex = this.getSubBucketIndex(value, bucketIndex);
	        const distanceToNextValue = pow(2, this.unitMagnitude +
	            (subBucketIndex >= this.subBucketCount ? bucketIndex + 1 : bucketIndex));
	        return distanceToNextValue;
	    }
	    /**
	     * Get a value that lies in the middle (rounded up) of the range of values equivalent the given value.
	     * Where "equivalent" means that value samples recorded for any two
	     * equivalent values are counted in a common total count.
	     *
	     * @param value The given value
	     * @return The value lies in the middle (rounded up) of the range of values equivalent the given value.
	     */
	    medianEquivalentValue(value) {
	        return (this.lowestEquivalentValue(value) +
	            floor(this.sizeOfEquivalentValueRange(value) / 2));
	    }
	    /**
	     * Get the computed mean value of all recorded values in the histogram
	     *
	     * @return the mean value (in value units) of the histogram data
	     */
	    get mean() {
	        if (this.totalCount === 0) {
	            return 0;
	        }
	        this.recordedValuesIterator.reset();
	        let totalValue = 0;
	        while (this.recordedValuesIterator.hasNext()) {
	            const iterationValue = this.recordedValuesIterator.next();
	            totalValue +=
	                this.medianEquivalentValue(iterationValue.valueIteratedTo) *
	                    iterationValue.countAtValueIteratedTo;
	        }
	        return totalValue / this.totalCount;
	    }
	    getStdDeviation(mean = this.mean) {
	        if (this.totalCount === 0) {
	            return 0;
	        }
	        let geometric_deviation_total = 0.0;
	        this.recordedValuesIterator.reset();
	        while (this.recordedValuesIterator.hasNext()) {
	            const iterationValue = this.recordedValuesIterator.next();
	            const deviation = this.medianEquivalentValue(iterationValue.valueIteratedTo) - mean;
	            geometric_deviation_total +=
	                deviation * deviation * iterationValue.countAddedInThisIterationStep;
	        }
	        const std_deviation = Math.sqrt(geometric_deviation_total / this.totalCount);
	        return std_deviation;
	    }
	    /**
	     * Get the computed standard deviation of all recorded values in the histogram
	     *
	     * @return the standard deviation (in value units) of the histogram data
	     */
	    get stdDeviation() {
	        if (this.totalCount === 0) {
	            return 0;
	        }
	        const mean = this.mean;
	        let geometric_deviation_total = 0.0;
	        this.recordedValuesIterator.reset();
	        while (this.recordedValuesIterator.hasNext()) {
	            const iterationValue = this.recordedValuesIterator.next();
	            const deviation = this.medianEquivalentValue(iterationValue.valueIteratedTo) - mean;
	            geometric_deviation_total +=
	                deviation * deviation * iterationValue.countAddedInThisIterationStep;
	        }
	        const std_deviation = Math.sqrt(geometric_deviation_total / this.totalCount);
	        return std_deviation;
	    }
	    /**
	     * Produce textual representation of the value distribution of histogram data by percentile. The distribution is
	     * output with exponentially increasing resolution, with each exponentially decreasing half-distance containing
	     * <i>dumpTicksPerHalf</i> percentile reporting tick points.
	     *
	     * @param printStream    Stream into which the distribution will be output
	     * <p>
	     * @param percentileTicksPerHalfDistance  The number of reporting points per exponentially decreasing half-distance
	     * <p>
	     * @param outputValueUnitScalingRatio    The scaling factor by which to divide histogram recorded values units in
	     *                                     output
	     * @param useCsvFormat  Output in CSV format if true. Otherwise use plain text form.
	     */
	    outputPercentileDistribution(percentileTicksPerHalfDistance = 5, outputValueUnitScalingRatio = 1, useCsvFormat = false) {
	        let result = "";
	        if (useCsvFormat) {
	            result += '"Value","Percentile","TotalCount","1/(1-Percentile)"\n';
	        }
	        else {
	            result += "       Value     Percentile TotalCount 1/(1-Percentile)\n\n";
	        }
	        const iterator = this.percentileIterator;
	        iterator.reset(percentileTicksPerHalfDistance);
	        let lineFormatter;
	        let lastLineFormatter;
	        if (useCsvFormat) {
	            const valueFormatter = (0, formatters_1.floatFormatter)(0, this.numberOfSignificantValueDigits);
	            const percentileFormatter = (0, formatters_1.floatFormatter)(0, 12);
	            const lastFormatter = (0, formatters_1.floatFormatter)(0, 2);
	            lineFormatter = (iterationValue) => valueFormatter(iterationValue.valueIteratedTo / outputValueUnitScalingRatio) +
	                "," +
	                percentileFormatter(iterationValue.percentileLevelIteratedTo / 100) +
	                "," +
	                iterationValue.totalCountToThisValue +
	                "," +
	                lastFormatter(1 / (1 - iterationValue.percentileLevelIteratedTo / 100)) +
	                "\n";
	            lastLineFormatter = (iterationValue) => valueFormatter(iterationValue.valueIteratedTo / outputValueUnitScalingRatio) +
	                "," +
	                percentileFormatter(iterationValue.percentileLevelIteratedTo / 100) +
	                "," +
	                iterationValue.totalCountToThisValue +
	                ",Infinity\n";
	        }
	        else {
	            const valueFormatter = (0, formatters_1.floatFormatter)(12, this.numberOfSignificantValueDigits);
	            const percentileFormatter = (0, formatters_1.floatFormatter)(2, 12);
	            const totalCountFormatter = (0, formatters_1.integerFormatter)(10);
	            const lastFormatter = (0, formatters_1.floatFormatter)(14, 2);
	            lineFormatter = (iterationValue) => valueFormatter(iterationValue.valueIteratedTo / outputValueUnitScalingRatio) +
	                " " +
	                percentileFormatter(iterationValue.percentileLevelIteratedTo / 100) +
	                " " +
	                totalCountFormatter(iterationValue.totalCountToThisValue) +
	                " " +
	                lastFormatter(1 / (1 - iterationValue.percentileLevelIteratedTo / 100)) +
	                "\n";
	            lastLineFormatter = (iterationValue) => valueFormatter(iterationValue.valueIteratedTo / outputValueUnitScalingRatio) +
	                " " +
	                percentileFormatter(iterationValue.percentileLevelIteratedTo / 100) +
	                " " +
	                totalCountFormatter(iterationValue.totalCountToThisValue) +
	                "\n";
	        }
	        while (iterator.hasNext()) {
	            const iterationValue = iterator.next();
	            if (iterationValue.percentileLevelIteratedTo < 100) {
	                result += lineFormatter(iterationValue);
	            }
	            else {
	                result += lastLineFormatter(iterationValue);
	            }
	        }
	        if (!useCsvFormat) {
	            // Calculate and output mean and std. deviation.
	            // Note: mean/std. deviation numbers are very often completely irrelevant when
	            // data is extremely non-normal in distribution (e.g. in cases of strong multi-modal
	            // response time distribution associated with GC pauses). However, reporting these numbers
	            // can be very useful for contrasting with the detailed percentile distribution
	            // reported by outputPercentileDistribution(). It is not at all surprising to find
	            // percentile distributions where results fall many tens or even hundreds of standard
	            // deviations away from the mean - such results simply indicate that the data sampled
	            // exhibits a very non-normal distribution, highlighting situations for which the std.
	            // deviation metric is a useless indicator.
	            //
	            const formatter = (0, formatters_1.floatFormatter)(12, this.numberOfSignificantValueDigits);
	            const _mean = this.mean;
	            const mean = formatter(_mean / outputValueUnitScalingRatio);
	            const std_deviation = formatter(this.getStdDeviation(_mean) / outputValueUnitScalingRatio);
	            const max = formatter(this.maxValue / outputValueUnitScalingRatio);
	            const intFormatter = (0, formatters_1.integerFormatter)(12);
	            const totalCount = intFormatter(this.totalCount);
	            const bucketCount = intFormatter(this.bucketCount);
	            const subBucketCount = intFormatter(this.subBucketCount);
	            result += `#[Mean    = ${mean}, StdDeviation   = ${std_deviation}]
#[Max     = ${max}, Total count    = ${totalCount}]
#[Buckets = ${bucketCount}, SubBuckets     = ${subBucketCount}]
`;
	        }
	        return result;
	    }
	    get summary() {
	        return (0, Histogram_1.toSummary)(this);
	    }
	    toJSON() {
	        return this.summary;
	    }
	    inspect() {
	        return this.toString();
	    }
	    [Symbol.for("nodejs.util.inspect.custom")]() {
	        return this.toString();
	    }
	    /**
	     * Provide a (conservatively high) estimate of the Histogram's total footprint in bytes
	     *
	     * @return a (conservatively high) estimate of the Histogram's total footprint in bytes
	     */
	    get estimatedFootprintInBytes() {
	        return this._getEstimatedFootprintInBytes();
	    }
	    recordSingleValueWithExpectedInterval(value, expectedIntervalBetweenValueSamples) {
	        this.recordSingleValue(value);
	        if (expectedIntervalBetweenValueSamples <= 0) {
	            return;
	        }
	        for (let missingValue = value - expectedIntervalBetweenValueSamples; missingValue >= expectedIntervalBetweenValueSamples; missingValue -= expectedIntervalBetweenValueSamples) {
	            this.recordSingleValue(missingValue);
	        }
	    }
	    recordCountAtValue(count, value) {
	        const countsIndex = this.countsArrayIndex(value);
	        if (countsIndex >= this.countsArrayLength) {
	            this.handleRecordException(count, value);
	        }
	        else {
	            this.addToCountAtIndex(countsIndex, count);
	        }
	        this.updateMinAndMax(value);
	        this.addToTotalCount(count);
	    }
	    /**
	     * Record a value in the histogram (adding to the value's current count)
	     *
	     * @param value The value to be recorded
	     * @param count The number of occurrences of this value to record
	     * @throws ArrayIndexOutOfBoundsException (may throw) if value is exceeds highestTrackableValue
	     */
	    recordValueWithCount(value, count) {
	        this.recordCountAtValue(count, value);
	    }
	    /**
	     * Record a value in the histogram.
	     * <p>
	     * To compensate for the loss of sampled values when a recorded value is larger than the expected
	     * interval between value samples, Histogram will auto-generate an additional series of decreasingly-smaller
	     * (down to the expectedIntervalBetweenValueSamples) value records.
	     * <p>
	     * Note: This is a at-recording correction method, as opposed to the post-recording correction method provided
	     * by {@link #copyCorrectedForCoordinatedOmission(long)}.
	     * The two methods are mutually exclusive, and only one of the two should be be used on a given data set to correct
	     * for the same coordinated omission issue.
	     * <p>
	     * See notes in the description of the Histogram calls for an illustration of why this corrective behavior is
	     * important.
	     *
	     * @param value The value to record
	     * @param expectedIntervalBetweenValueSamples If expectedIntervalBetweenValueSamples is larger than 0, add
	     *                                           auto-generated value records as appropriate if value is larger
	     *                                           than expectedIntervalBetweenValueSamples
	     * @throws ArrayIndexOutOfBoundsException (may throw) if value is exceeds highestTrackableValue
	     */
	    recordValueWithExpectedInterval(value, expectedIntervalBetweenValueSamples) {
	        this.recordSingleValueWithExpectedInterval(value, expectedIntervalBetweenValueSamples);
	    }
	    recordValueWithCountAndExpectedInterval(value, count, expectedIntervalBetweenValueSamples) {
	        this.recordCountAtValue(count, value);
	        if (expectedIntervalBetweenValueSamples <= 0) {
	            return;
	        }
	        for (let missingValue = value - expectedIntervalBetweenValueSamples; missingValue >= expectedIntervalBetweenValueSamples; missingValue -= expectedIntervalBetweenValueSamples) {
	            this.recordCountAtValue(count, missingValue);
	        }
	    }
	    /**
	     * Add the contents of another histogram to this one, while correcting the incoming data for coordinated omission.
	     * <p>
	     * To compensate for the loss of sampled values when a recorded value is larger than the expected
	     * interval between value samples, the values added will include an auto-generated additional series of
	     * decreasingly-smaller (down to the expectedIntervalBetweenValueSamples) value records for each count found
	     * in the current histogram that is larger than the expectedIntervalBetweenValueSamples.
	     *
	     * Note: This is a post-recording correction method, as opposed to the at-recording correction method provided
	     * by {@link #recordValueWithExpectedInterval(long, long) recordValueWithExpectedInterval}. The two
	     * methods are mutually exclusive, and only one of the two should be be used on a given data set to correct
	     * for the same coordinated omission issue.
	     * by
	     * <p>
	     * See notes in the description of the Histogram calls for an illustration of why this corrective behavior is
	     * important.
	     *
	     * @param otherHistogram The other histogram. highestTrackableValue and largestValueWithSingleUnitResolution must match.
	     * @param expectedIntervalBetweenValueSamples If expectedIntervalBetweenValueSamples is larger than 0, add
	     *                                           auto-generated value records as appropriate if value is larger
	     *                                           than expectedIntervalBetweenValueSamples
	     * @throws ArrayIndexOutOfBoundsException (may throw) if values exceed highestTrackableValue
	     */
	    addWhileCorrectingForCoordinatedOmission(otherHistogram, expectedIntervalBetweenValueSamples) {
	        const toHistogram = this;
	        const otherValues = new RecordedValuesIterator_1.default(otherHistogram);
	        while (otherValues.hasNext()) {
	            const v = otherValues.next();
	            toHistogram.recordValueWithCountAndExpectedInterval(v.valueIteratedTo, v.countAtValueIteratedTo, expectedIntervalBetweenValueSamples);
	        }
	    }
	    /**
	     * Add the contents of another histogram to this one.
	     * <p>
	     * As part of adding the contents, the start/end timestamp range of this histogram will be
	     * extended to include the start/end timestamp range of the other histogram.
	     *
	     * @param otherHistogram The other histogram.
	     * @throws (may throw) if values in fromHistogram's are
	     * higher than highestTrackableValue.
	     */
	    add(otherHistogram) {
	        if (!(otherHistogram instanceof JsHistogram)) {
	            // should be impossible to be in this situation but actually
	            // TypeScript has some flaws...
	            throw new Error("Cannot add a WASM histogram to a regular JS histogram");
	        }
	        const highestRecordableValue = this.highestEquivalentValue(this.valueFromIndex(this.countsArrayLength - 1));
	        if (highestRecordableValue < otherHistogram.maxValue) {
	            if (!this.autoResize) {
	                throw new Error("The other histogram includes values that do not fit in this histogram's range.");
	            }
	            this.resize(otherHistogram.maxValue);
	        }
	        if (this.bucketCount === otherHistogram.bucketCount &&
	            this.subBucketCount === otherHistogram.subBucketCount &&
	            this.unitMagnitude === otherHistogram.unitMagnitude) {
	            // Counts arrays are of the same length and meaning, so we can just iterate and add directly:
	            let observedOtherTotalCount = 0;
	            for (let i = 0; i < otherHistogram.countsArrayLength; i++) {
	                const otherCount = otherHistogram.getCountAtIndex(i);
	                if (otherCount > 0) {
	                    this.addToCountAtIndex(i, otherCount);
	                    observedOtherTotalCount += otherCount;
	                }
	            }
	            this.setTotalCount(this.totalCount + observedOtherTotalCount);
	            this.updatedMaxValue(max(this.maxValue, otherHistogram.maxValue));
	            this.updateMinNonZeroValue(min(this.minNonZeroValue, otherHistogram.minNonZeroValue));
	        }
	        else {
	            // Arrays are not a direct match (or the other could change on the fly in some valid way),
	            // so we can't just stream through and add them. Instead, go through the array and add each
	            // non-zero value found at it's proper value:
	            // Do max value first, to avoid max value updates on each iteration:
	            const otherMaxIndex = otherHistogram.countsArrayIndex(otherHistogram.maxValue);
	            let otherCount = otherHistogram.getCountAtIndex(otherMaxIndex);
	            this.recordCountAtValue(otherCount, otherHistogram.valueFromIndex(otherMaxIndex));
	            // Record the remaining values, up to but not including the max value:
	            for (let i = 0; i < otherMaxIndex; i++) {
	                otherCount = otherHistogram.getCountAtIndex(i);
	                if (otherCount > 0) {
	                    this.recordCountAtValue(otherCount, otherHistogram.valueFromIndex(i));
	                }
	            }
	        }
	        this.startTimeStampMsec = min(this.startTimeStampMsec, otherHistogram.startTimeStampMsec);
	        this.endTimeStampMsec = max(this.endTimeStampMsec, otherHistogram.endTimeStampMsec);
	    }
	    /**
	     * Get the count of recorded values at a specific value (to within the histogram resolution at the value level).
	     *
	     * @param value The value for which to provide the recorded count
	     * @return The total count of values recorded in the histogram within the value range that is
	     * {@literal >=} lowestEquivalentValue(<i>value</i>) and {@literal <=} highestEquivalentValue(<i>value</i>)
	     */
	    getCountAtValue(value) {
	        const index = min(max(0, this.countsArrayIndex(value)), this.countsArrayLength - 1);
	        return this.getCountAtIndex(index);
	    }
	    /**
	     * Subtract the contents of another histogram from this one.
	     * <p>
	     * The start/end timestamps of this histogram will remain unchanged.
	     *
	     * @param otherHistogram The other histogram.
	     * @throws ArrayIndexOutOfBoundsException (may throw) if values in otherHistogram's are higher than highestTrackableValue.
	     *
	     */
	    subtract(otherHistogram) {
	        const highestRecordableValue = this.valueFromIndex(this.countsArrayLength - 1);
	        if (!(otherHistogram instanceof JsHistogram)) {
	            // should be impossible to be in this situation but actually
	            // TypeScript has some flaws...
	            throw new Error("Cannot subtract a WASM histogram to a regular JS histogram");
	        }
	        if (highestRecordableValue < otherHistogram.maxValue) {
	            if (!this.autoResize) {
	                throw new Error("The other histogram includes values that do not fit in this histogram's range.");
	            }
	            this.resize(otherHistogram.maxValue);
	        }
	        if (this.bucketCount === otherHistogram.bucketCount &&
	            this.subBucketCount === otherHistogram.subBucketCount &&
	            this.unitMagnitude === otherHistogram.unitMagnitude) {
	            // optim
	            // Counts arrays are of the same length and meaning, so we can just iterate and add directly:
	            let observedOtherTotalCount = 0;
	            for (let i = 0; i < otherHistogram.countsArrayLength; i++) {
	                const otherCount = otherHistogram.getCountAtIndex(i);
	                if (otherCount > 0) {
	                    this.addToCountAtIndex(i, -otherCount);
	                    observedOtherTotalCount += otherCount;
	                }
	            }
	            this.setTotalCount(this.totalCount - observedOtherTotalCount);
	        }
	        else {
	            for (let i = 0; i < otherHistogram.countsArrayLength; i++) {
	                const otherCount = otherHistogram.getCountAtIndex(i);
	                if (otherCount > 0) {
	                    const otherValue = otherHistogram.valueFromIndex(i);
	                    if (this.getCountAtValue(otherValue) < otherCount) {
	                        throw new Error("otherHistogram count (" +
	                            otherCount +
	                            ") at value " +
	                            otherValue +
	                            " is larger than this one's (" +
	                            this.getCountAtValue(otherValue) +
	                            ")");
	                    }
	                    this.recordCountAtValue(-otherCount, otherValue);
	                }
	            }
	        }
	        // With subtraction, the max and minNonZero values could have changed:
	        if (this.getCountAtValue(this.maxValue) <= 0 ||
	            this.getCountAtValue(this.minNonZeroValue) <= 0) {
	            this.establishInternalTackingValues();
	        }
	    }
	    establishInternalTackingValues(lengthToCover = this.countsArrayLength) {
	        this.maxValue = 0;
	        this.minNonZeroValue = Number.MAX_VALUE;
	        let maxIndex = -1;
	        let minNonZeroIndex = -1;
	        let observedTotalCount = 0;
	        for (let index = 0; index < lengthToCover; index++) {
	            const countAtIndex = this.getCountAtIndex(index);
	            if (countAtIndex > 0) {
	                observedTotalCount += countAtIndex;
	                maxIndex = index;
	                if (minNonZeroIndex == -1 && index != 0) {
	                    minNonZeroIndex = index;
	                }
	            }
	        }
	        if (maxIndex >= 0) {
	            this.updatedMaxValue(this.highestEquivalentValue(this.valueFromIndex(maxIndex)));
	        }
	        if (minNonZeroIndex >= 0) {
	            this.updateMinNonZeroValue(this.valueFromIndex(minNonZeroIndex));
	        }
	        this.setTotalCount(observedTotalCount);
	    }
	    reset() {
	        this.clearCounts();
	        this.setTotalCount(0);
	        this.startTimeStampMsec = 0;
	        this.endTimeStampMsec = 0;
	        this.tag = Histogram_1.NO_TAG;
	        this.maxValue = 0;
	        this.minNonZeroValue = Number.MAX_SAFE_INTEGER;
	    }
	    destroy() {
	        // no op - not needed here
	    }
	};
	JsHistogram.JsHistogram = JsHistogram$1;
	JsHistogram.default = JsHistogram$1;
	
	return JsHistogram;
}

var wasm = {};

var generatedWasm = {};

var hasRequiredGeneratedWasm;

function requireGeneratedWasm () {
	if (hasRequiredGeneratedWasm) return generatedWasm;
	hasRequiredGeneratedWasm = 1;
	Object.defineProperty(generatedWasm, "__esModule", { value: true });
	generatedWasm.BINARY = void 0;
	/** @internal */
	generatedWasm.BINARY = "eNrsfQtgVMXV/8zce3c3uQlclLBIUGdvogQRCUkIQbGbmwKiVaGWWoqvBAjCBoGEBW2/kARRxFelL6vV6iZU8bNY8bOtQsWAWkVbLb79V9uC9VU/W6m11bZ+5u85M/fu3VeygbxdabO798ydmXvmnDNnzpz5XVKz+hJKCKH302OqWXMzqabNtBn+NFbTZgKXaHM1a27Ev00EvzZWe5obGxuRpDQ3NpJqpbkZCzeSagp0pVmUbaLN1WpzU1MzqVaamkT5piYsL2ukTVgFba4mpJrgtWbaBB1oqlabsVoKtbBGqBev0OZqrRlJLJcqtSvWajULVzaEyVHKn9nbLCdPISQ7b5RK1Ozso9TsMfnZNMeTTYYrHkXxU5UQouZSv0I9wz2K+B8lZLia61FUv0qVPEVR8tRhhjKaMq8ndwQZTbVhR2gE7stW1bHkSIL/0VGEeIghClFRwKZ156oKl+nRiYTRw+A/lY6iPkpVSvGPT/7P56OE6fgP/9Ozsrwjxe2id4qvl65q8J+Srap0FVE1hRLq2URHNdIZdhG9mVqH8sddRUx1xPLCHx/8GQl/xsKfQvhzIvzZvZFCDdddw3TvJyc9QHO/evrZ8yqsc86xvn7R6TOUYdmzl60Or7y4oeaSCmW47vyYXK4Y0V+lJcqI6K/yMuWI4XNrFtXVLnauKUdqF120ovZSomsXXbRq2QoS9F500ZoV8K0y66KLFq1cvrx2UZhY+kUXNYTDyy5aWLO6VhnpuaT2kpUN32Bk5EUXra4NWw0Xr7mkdkV49Zm1Ky4OLyUzRkU7V7Bo5YrV4YY1i8IrG8g79CgX5eLa8Mk1a8Irz6ldveybteTPMcTVscR3aWHcnUuXXby0dnV4XkPNorqahctrz61ZvqaW/G9MudUpy71HA3H1rQ7XNITnLbuk9ivhmktWnbW6dhH5S0yh1ckL/ZUeG1dT7YrFsUXejymyOlmRg/SYuFouWbbi7JUrFtQ2rBQ9/hv1x5eouUyQPkhga3hluGb5F1euWREmf6f5CU+6eEbt2mU14WUrV5AP6ZHx1dbWrCD/oEXxT7U6vOySmnDt4lkrV4ZXNSxbET59RdU3wrWryT+pe7wbahetbFgsOvZRzIO7KF9bFl4quvcxPSF1kZmXrapdFK5dfPqKcG3D2prl5F/xzMaiVnhubcOi2hXhZctryb/pOFeRlWvCq9a4yDOWrQ43LFu4Bp/9P/SkGEFd9Y0vrmxowBZnrWz44sqVDYuXrYBHnnPJstWr4Y5P6GjXHTWLo4pUQf4vZhTctMnl5NOUxNIS0pGSWF5GWtjRscQ4DSbrYwqsXrMw3FCzKOzq2OXsmM4KTC4nGzovUVpCrui8RHkZuZKZSUrEd3YjG+EqVbti0crFteQqZsTIwOraMNnE/K4exliRq9kYNynBjMRQE+zIcfH3pjIkx8VXk8qSmPE1JjUlZnx1SW0Jj68riTHh8TUlsSbHxteTaE5GJxSJ2pMEBscYlLGJD+yyKNewkQk1g0m5lo1PeLiUNuW62OF3G5XrGU9BilqVb7EJnZRJMCs3sHi+J9qVzazIXaZTw/JtNilWeLu2LN9hR7lviTUt342V+Djb8r3U1NIS8v3U1PIycqNLrwU1XmN/EFsiiX25iR3baYnJ5eTmLoqUlpAfdlGkvIzcwgqSFYnv8a3sCHcxaWR+5LI8KBJgZW5ziVlpSYyVud3Ft9KSzqxMaUlnVkbe27WVkdV0bWVkjV1YGVldF1ZG1tWplZE1dWplZD2dWRm7SDIrI2kprIzzwC4rE3FZGbtmsDKtLitjP1xKK9MWO/xuK7OF8RSkqJX5scvKJJZJsDJ3sHi+J1qZO11WprSkcyuz1WVlUHi7tjJ3uaxMaUmclfnvWImPszJ3p6aWlpCfpKaWl5FtLhsiqPE6e09siSRW5qfs2E5LTC4n93ZRpLSEbO+iSHkZuc9lZVxF4nv8Py4rU1piW5n7XVYGRQKszM9cYlZeFmNlfu7iW3lZZ1amvKwzKyPv7drKyGq6tjKyxi6sjKyuCysj6+rUysiaOrUysp7OrIxdJJmVkbQUVsZ5YJeV+YXLytg1g5V5wGVl7IdLaWUejB1+t5XZwXgKUtTK7HRZmcQyCVbmlyye74lW5iGXlSkv69zK7HJZGRTerq3Mwy4rU14WZ2XaYyU+zsrsTk0tLSF7UlPLy8gjLhsiqPE6+2hsiSRW5jF2bKclJpeTX3VRpLSEPN5FkfIy8oTLyriKxPd4r8vKlJfZVuZJl5VBkQAr8xTLj7s7xtL8mh0TT06wNgklEizO+GR1pLI645NVl8ryHJ+s5qTW5/hk1Sa1QIXJ6kxihQqT1ZjEEhUkqy/RGo1NWixqkZIORIxV4smZ4bJMv2Gjk7YC1ulpNjHpg6e0UM8kio7bSv2WFXZCjlqqfWxSF+USrNWzLNkYJVqs59iJ8eU6tVrPs9JEZejacr3Ajo6/LdZ6vZioRXEW7KXOS5SWkJc7L1FeRl5hZpIS8bbh/yWWSmLRfscKuiw1uZy8mkax0hLyWhrFysvI79m4VMXin+IPbFR8UWnl/sjyEsUJLN1+ZiyuhSKuxzzARsRdm1xOXk+4WFpC/pRwsbyMvMHyxMX47r3JfHRmVhYlFtUVOuu07B884nub5RJOONlVRa9sb71Zv4SyZiuSbbzFrM058He/D/7uu5LipY34ETkC/u4eg9+RvnkfMd5iBZpJi5hqNdYHiFLJCaenqZWcFDF1DCfWyJDxRfyB9Byq6/ouSpXmAg8ns0Q5X6FHZ5V2IZPOlJfH5FCdU/xqsnLm44wzKKPUc9pQzlS9wBtgQM4xqUXPUpstqsG2QxEjnJ6uVlqRbGt/tjXKGmsQonNqKWHrsY00VMSIxev1gALV+QKUE84KfDMtxpV8qBceAZqjnMrmCF5mnJQzn/40pWozkAj0VrFa2OlqM1csda1mHcsV65OOjg7F/jw931QurjNVy1sXYFzhqqXWrbWM1dA6hdZVbMTU1EqucRXq56payVWuwRNyhTNLDYcsFuYkVMSqOQWmxVyFu6q5Clxj4ooYjyauXFoPzXAFeq8gW4FdxGri7NL6ckZ0Xdd/yagmHsdkUNpSQ5xZjfUhU8VrFq3HG1VDhaqiZKUc+Ay/JS/EHQGmc8VicBO11DqoA+gBD7AV6/DAPYpTh85V6HgDVAfsAeYTpJtMMpdJ5jLJXOYwl11cZyrAXI0z6Jxgrsm4FsM2fDACbEBu+LiCXKTI45jCcK3a5hPlWhj7pUnGEiGllLMwSuBVlFLo3qp61gykSM5nfSaccWodGbJW1VtqnUkto25WPowOsAE6YtQFQLL1OpNZI09XK4fryFlWz5nlg4u0oUEwV3QZPnxYqRoKmcxiQCSclbNIDnJV02+klDUHiUktciYoAqd1lcQiszWL6Gol0a3N1zCohljbbxRfQFUt/+kwthYLAz2EzVkkQBUYOwNolBPJG6dENacWDQUo6DIn8BXVGlv42Y0sSCwjbHjgZ2G2/qhClWZWKf4VKMMUQpmiW7RQsUiharACb6GnQB2uF/hmBliBJ2pHCrycoB0p9AieK/Wc4QXObFPRgN0tVKWZgXpiTY3dhl3xLLWyIE9YKdiYPF0YGmJSeFLjLQbPo8rnSdqZTjoiOxHXg4KsACnwFmZxUujlrNBnUws9FitUdHx0j0kKvE71QHN1T4gAfvi0AirksrHeUkN1hTg4IRMLz1ErC7JnqpWGFx+iDsyaNbzeopzko2UUWkrr9THCsBELjCgpyEb50a3s4XqBFwRcWEBozyKFim4R/Q4Qrs/EUCgjFcpoUSuf04vrwpyGLFoHlVqfdnR00NPzTWprJRMmQ5o8ahsoeM5mTsP1JprSpXFGThNPCYpFQ7IQCDxdaoKswu1LHbnEGywwZS8xSptZJaczYXazyMkEbwKNoXXiJ7XYWTaRig8GnZJkZilOQY9TEK2tc90nr3NSZyn1JgP+E6GQlLM6nMGgSbhDKLF9R3QgObNyJBk03i442imYIz4M8TFSfIzmzBrr3Dba+TbS+WbU2V0hllpvjQ6ZLBQQ/ZJKzeeAUFWRqQoRHz7xYYiP0VBEyA6XeqDrf1NghiDWe2Bz56iV1n6fFcmyrmDWsTCxFtACkD5WabUYAaZUcmb46gKsACacAnpP1V7aVPUGadlqtfhChSyH6ZxZ5IxcuNFkBZ+xvsV3upUd5ixUyHTdFuKC7IDCiWUAK9HYf0k0vF23nlKso3FGV6wczhxDC0w9K9/UjCyTzVQrgzB3qVwBowysCVtq3WlhlFrt4rowiKwW4hrXbKkNWR0dSshqaWmst4y1Jsz36hn5aEVhQpZfiC4mZSMsDR1XuGZkwawH9n0MEA0Vv5seq7GeazD7G8B2xj1g4zUxo4BQhUKmhnOe0EWsStOwYFO9GFKYbu3pVYGnIdY6nLphPgBBQa/EKMgy0Z1QwJUR7hFMiDjVwV3CbDWIGRCcqQJq1wvdKATVHBkyKSdGNqf6L7Op0owCo9TDfAbTFzEVNPacmipOAODOTCRScWhdgMkZQamfqVaCHIjHJmhtpIYUMVV6WEXMB73DbznwINQyQih5BjQCwixrZJavPkU91PKJe3yhALDEUmNLwowZoNKqA51J+iRKTqFoDwSdSbp0dqh4Ln04XOMo3eIfPp5F6+REhg0FtOgd4hsV1oWFHJbB9yRcU+qExlgjHE5RU7F8Ya5Zo9c2OA+rmSpcVMRFyb8sUVIVFyUrc03NVTI1V0EPEztvKhazh5g5ncXHASspO3uE01lmKpYBnTVcnfWAwEMXDFdns0VJVVyUnR1maq6SnXSWRjvbpRRiF490uqiYijUauuhzddFrqnBRERdlF3VRUhUXZReHm5qrZOouopwaMdITLwtSDAYjVZFUReoLV1yFhOb4evvZ0+iDmk4f0qiHxdWTWi2S2Az9GUYZ+CEsgII1KxdmYFLHwSPgqkXDdWeJG7hq5IBoi+Uqp5a3nhPLC24quqheqFidmavCXXVQG7gyoiOKEH7G5eOADCqVILxS8scrOMmrlg/vRAsp7SXKKxRGq56yStkqlNYSOsfVUFz/TBWXT1wNJesR9CNaQnTO3Y9UNei6fgKusbiyPKAosGpTvyQWpFCUGbkwT4dEN/XrMLSQZ6l1hXkFedZ119DZEAe4hln7rmEWtSg6LHnoJaExH1lXxAyLrrVo2ISlmfu3GkJHAqoLFeZZB3NQ0wvyYMgN3cRVGAP5wT4o2HMjVxbXOdN3w+oQZ9HNz5A5qvyyCteAm58hK9AhVnHBh0tPxXqDrICl1ifDQlNwDfwGWRX9XcU3XiG5xqn1BtYIVtm5n7rKOxPgG9AO3JBtl3dKu0tqaD0dUnHoFEp0/XqVqt3h51wXu4ahoHFS1dHR0TF8PlA42WoyK3K9Ryzq3yDiM3uORUPQAWCTpUCA4R3vnJAOl1rueV0VpXZfceocy4PlWr73v68pcywflGx55OVJc0I6GG8axoHB+AHKsWFo0GhVS8sP73z33j/RebCQqGqJfO+O64+W3/e9+uiHbIGVHYIfe++NHLcgpOEdf95w3x9GLbBykbD7qb9fsYUtgC4B7a73rrz32fvs6lqu+PTOPxwYscAy5K2R3+7dv/dP1zQvsI7Au1s2/3LnS/cczF0A3WTuboImVcETLMCxsWWBhsCFR0KLKT6b1m39bAYF8THVODFRk4pJbHV46wqzOxLGyVbODEN3BJrqN+YqWpPSnNXI6c12KnBlLQi286tGRJnaIKYhL+4P4sXb7VsONnNif+1YmO8qebC9Rq20vwc52eKmiVpcVwhxlx6u66yR012mVlW2yVSrOoZvqHrYu66qhS7gZJfJ4KpSRddVfTp8QQNE26roRvjZIf5bucDdMhDn5rIx8srHzZxVtYj/Pg5+OZeNAQsbEXXI66vO5SzmZ0Pc/VHawQ7y5SiREK5VBTfNjS8ybxa0QzltwzVTZ90FhpvkhxCSqApu2qo2s2YLai3bBGwwWVWHd14uGWMxzqru950LX0kVrbrfx9m6jSarouu4tqGKnAMEUBznB9MtOgtW1/km2cJFR7fmi/5AQ5WxDXmiDXniGvKs22h64hrSuCfakOmVAcpWCEJsyVF0rkClAcVqaTEswr0WnZUf8HFm86Cjg2yAdVfMWLvZEjdmUYJ9xzzX1ebocKhVLcY8993nzsJntqW2+Ittu9ydsAtGlHVgdebm42pQVrDv7jv+HlxnOrVdtmGdqeAPXyN+rNrQbmZzVjVxU1UH2bDV0sLW9vyQ6Z2gEFNvczrdGsjhrKrsqh3msBmk4t+fVp30VrCNeycoRsQkPIcr7Ty7lettZnbEHB4JGHw4H24rYHubqbcFRnCD5/Ac18Uj2syciJnLc/mwGcUXP/Hdr/39pFOxztERTrjRyodHIjyb6/yISFuEGzy3ledEInw4H9HGh8/wSO1um1H9VfjvzfYIH8GHz/jmj8fjr7YZZ3/16zfffPOfg+L6o8Hjr51ADgbbZvx55uxbzjv9g/ZIG/4zScTMbuUkUpjDGrkGXKnc0G4Snr3L/q63mTlCibdaHcPrTa/1pLfOCs6JDnd7dHh9+VzQkd9zcukYKa6N9hhvtr8Y3JfvfG/T7K8H7S+rXPRVbTr3Wlf7oEKLBLw6z5nx6eUTak/Lu7jSHqeKL0bMXOgoiAXduBX2HLafEjKzxis+7ruHs8aqiRsbAwrP4bnOLa0mDAoM6dr2tgjPmXHyKbc99MOPcna1RcAMw6hyCuPQWpDz2UDAeJO2AOVZEyCKg2VmTJ8HQ/CrYNuMXf8HUvnHYATvpm2czPDv+/HFI0asD7bN+PYE/2+/+tU7gBggHFSONUpB9W2YC0FxW043Bde1mxTqbovYHGhugxndKXIw2Ggyp5CZ7Rj44CKH1QeDPPtOU+fZETOH6zynlWdDt7JbxU2RCNdbTeKy6I1RxWtpad7QrnGiazxbl0UM0obLQcVpV9f1o9G1R9dFeGUiPGtR422m6xsV6mmG+Lz07tjagPqZM5PTuU9jaiJKpomIHfqnGoaA4F7hEEJHNHQRTRGZNaXTBXROrIM5nOTnUF24rXgrLDtEmJOYHlh6etRK7nH8Tg4uOES2aCigYAA5j1OuWe/lYMR2rUmXh2wHQsUQrXSKtdS1ow+ghrjH1Y7psWgY/VZPCKwVjZaDXlNBpZyFxH6OqztatAkR0nQ1QWJdaiNXl8ziqq7/S1VYE2v2NLJGmJEpDvPB7//3R8F1+DXy/SvoPBi5qM0zPbscG+mdQQivPS3vo2BbwAcP02Zm8ay2AOE+nsU9Mz5STn4t64k/BNukUr7dHmkztYiZzT3c2xq9mXtmkLb3T/pEe/vUtgj3gShqEbB3nhlvnHdw7vJLnwu2zQg2QhUvt0ew6vK3Hztmbc1TwbYZb96w9vdZTzwDlgvvOCP/4Lxnr3gs2Dbjlq2LHwrmPSHvWPLXBUWT7t8dbJsxveLErW9c/Yht6yIYy6gq3gTunFFn7e+gbiOGU/kWTtH/oOhmONMQeA0U5k3FOthB6+HPLA6zI6vPj5k646eq6PSEKwH7t5iWTtpUFdyw1VLDpmJtf4GEAqqYZrg6QfGBqaHcPXe1c8Xa/hoJmcoEhbRyZYLia4WipM3UomPlibLb9EYCEEvxtXJvBKZ891BorqEAotZmEq7NeFi1h3LaBjmU4HzMmH2mIsfnP5NWLcbxwXEgUNNJ//IfOG4hDNJD33m36H4xSDDCEV1/iTLWTJtgtTteGV1FN3J6rlpp7XuDWJFniRWhlhcjyoQ1Q1i0eBv8XbVtY0C1KCoY5Sq46KAI4D04c/+54KOpVXRjQHVpCYctLgzcFlt0zfJyVsaZ2CAs3gZ/D6vmbVOVIgj+TlUMvRW2PNJcn4lt7bGo6ri3CMZRRAruolMVHv1aLfYbisSeQDEnVbhjtGrbxqlKhbgoNxFmi4+54mO++IC9GXoyWWVbxbDYKlaEPVXEroMidh0UseuAH1x8FHHFmQ6mKcUxvyowogu2VRh64qL5Yn4ZYu9mtP4p7S6L1FQs8kW/znY2aMQDuFnExUUX+0g83+YKFs23WXS+jCYIFjHBIiZYxEQLTLCIiapZDItYUhZZzbBPsEllcFQXuo4d5Qx3e7hyMuEuUztNmS+/F1Zy5UHjiPuE6BFOdxp5t95dzlbhQwrpraLrpiqbIHim7jTybrkbFt915Ww5PBZXwuWsWGyhg/iXw3QhZB/8fyK51IJ5F8YoQSsznqUgJhGKW/OwMpXMt5C+qg7+Lq+zgqFytrTr4TQVMaCK9TGxhhm6qYltfLyoxUiNFiM1GkqNKDmWa4LpmlAHTYynJsZTE+OpCT3QxLBqQg/wo1p8LBV1ruKa8Rw+YxgfUXMesRu9Av4afrkiB5MI2/EaMkxzpJUYz2M7i2NZqT/CRHCsK8fHlkLh+AhBFaNkWDQEQi82vmWgZSbu/UXeItb+t4jVSi0O9dgbVCreZ2K2y/I1GKDn+COMMlPPlRBsWolNNkGo+2zJh2kkhCvbUKs4C4HIjLbVRTXFztZMNdpwG5W7gjLfRXbXZLD9JVrGmBC0zLBl8G1AyWfj3pyCLTNIf4CW2Ta4sopTbJlLN0bvYLhjDbUv5WQ8SDG94htb60xkyarQtk1bYd+yiBWPEV5oEQuPgR1D+FKHG9oW3r08vDwkbio7G7dkKafGXK0gzxrdlWQntaOYfULBJySYC4R8gbltn2oVit1SSBRSoQKOmT2qSCrBYCvML6pTiQZjrLkreUW1DFmJVs5GYiUaVKKJSrQQV0VMfTSGish4ZTPlwpuDH5sop41Tlc3ofpBz4NJNlNNz60WKCRQ4N1q2qvlKTjdMVW7C/US4dhetgvvvovpFlDbCtQmKD418ESMPOMEn+eXr0S9YsHWLkXerY+kixhFtGPcHUrQg3RKZpvgOR0lWCSUpQiUpEkoyNkFJ9r1HrJeTKUlRzyhJsa0kY+OUBBp+JVFJinpMSSpsJTkJ+eCzlLWcniXy8A5+QKz1WdZuItysIty7VcKwEaD/rptB+5kxQWaCMXnMx8Dlx7FrTZZvUjvKTGWUmdpRZupEmakdZaZOlJlGo8zUFWWmTpSZiz1dsQBz0j4UwxDabk2EsLkTMSUOK2gsK55W41hBw6FJlOjFYmMc7zkjWvwfw6xJrtLyj8/I1a+D/CqLFuqSf5hmJXiYS0BM7dwSXJWhEOVY3ujuhZBOHFvb3ZFpA0Iwo1MNw2QDubDGkq5mXU3GNIjpg7kUBMOaZOjSEYy2qjitKpiVIHPyoq0qYIriPIIAS6dlxfLaLReLxTLharRl1WlZFc+rxrTMwFiOFDtkXBUlh+vxQmltzsHxeX6YlQW//4yJUjhBofaPtpSQxdZwGpotWWzA/8/IFxqKZM8aE7Kk2Bn5oQBLw/BQYXhkUiDsIClh41Wc8AlsdmA6LJJsxW/5gFj7FGuYqEDYG4VTIwBMxfQ3LO72eUVFPpPKzXHDFBKg2iquV8knHQ0puBB9WWPRkFEgsqBC5Ww0Lm2UM2SinBKymo0L3AsZBsKezExcl8RMgNNKINtSNir4ivvwVDQKEysLl7PRBXmWL03bDVWNlEEMN7O+Qy2PZJat4lXEOA5qBtmg+t8ZU5tpk6Nz8UKIKQiwRPedrlaK1GYykQjDJSRDRoqYu6+5ahp9u1u1cuP6ZhwT8Mi+if1JrF+qGvYDh7XaVC0irILmKqLFdEFxBb5AOHJMJ3nY6cLfidMF0QhYLNU1gndSayIOIKZfoYMRUGzuebhyDwotdOyejY0BD3pFAcgM023TyT2JymZidh8aOH0YowynT/CfxFxEjUWw4cqcMpilQ+1y0gBSPY21A7Pz6XKsCsdU2tdwSJitfbLeL3Eqs9Qa1EqwCts/JtZRMqjA5EihCSCOlRUVYaq5Y3X0O8A8YXyiKnjVlSat8m6aKxRzq7ECU3UwstxCr9hqrOC0aphNrvJuckp4N0UL5DkFhkULDHMVGOsUyIsWyHMVKHAKjI0WGOsqcIJToCBaoMBVYLJT4IRogRNcBSqcApOjBSY7BQgW2Wqs0O3/Bsui9ve9t6gd83lb1P4h6aL2SqU3F2Rr+n5BJiLpk+jhrsmgHliWQZpj7y/LujTOzYNGZ/f3ns6anzedPZBUZzf2qs5eS/tBaRkoLW7RHZ7SMqG0QmJ6W2kLulLa79NBo7V/6j2tPeHzprVvJNXa9QqjTUpSvVWieqtKvVWieqtKvVVi9VaJ09tW1Fuji4FRhd6qQm/VqKKRWEVzFFacpIQ7XYqmWAoo2niFVNHGAHPXo6ZQ2M7qweUp5Lb3t8L+hOrjCScPgFJZSp0dGd0XbLvlbouFTWJBrNJ3Rr5F6/QJhMtVqbX/E7G0+4Vi+cTSm1OjrJxxuWmofwFycGVpeQ0O21k+sdJnlm+2Exq6wF7QiSegxhT9dwPeigATlWQLetPWL0u1JsZbAji6YNxH5WLbrZYxShah8VrWtVnCtt1mqMyJn8mLMQqvxCi8IhReEWbI3l0VZkgRZkgRZkgRZkgRZkgRZkgRZkgRZkgRZkgRZkgBM6QBPzUM4NmP1I1exZshBcxQnN3mxHgrmRlKjAs8D+k9EBUsyLPGJoxe8nleHqczfkE5PQPDyS2f4nYuNY4NEBFbGQnXODGG2xdgmd7SIU/ntXQAhYp4GsGqorfCIStiDLcOdhBrsogCQNo4mA1vORvNKrl3IiHgAxll3FvE+CxxTpd7QVsgQwTKFjEVE5XcQkFdQoH55vdJbwUrrITKxoJjMhaix/taKGr176RWO0d7UVmhrYvw4DkNoDPDAx4Fa+Dcg0fe8Lw6MwpNxbiAYxaCE8KDQ9x1AQ+quMq9IPd4p/EA5prb54P1mHgqwXgqs+OpQByLEpA4qFsV5ukswsZZIAsPF6SKsimuKJuSEGWzpSJVlO2nakIEkDMnAggDlDVXJLTLqQBsgRoNtUGgLRqKc9NND7DHqA54eVZVB92wNaDxrCrfpkAWV/B+z1nYf5+41QO3+hL67xP993EPhOhEppe7/+8Tp/9YgwdCdF5XiO4+O0TnBZoa4trJhNghOjHEOscDVqo7Lpc4UK8yRptY73kFO9EryEnTK5C5elE3Xk3uxhfkSXnkijEOXQAxVklvsl0A102cGdPsUHh/zvePUf00CH4fuxZD6Zj6MbtBDDOEIF8mMgYpts1F0p7V8umGy+ot36WcWB3rP/HWW77LGvTVlDbF1OSLqel2GlvTeIWYrMq3qeqzGq46ePvuDrIBMrOdH1W+jVeYrMrYVNXRsaHlYEcQyfJrlbHxiip+jT6OyMbOija0l1gl7oYmEqJ/F3YIMYAK8VZTwnJYyiwwcldSOI38LBP9g/PfEkgEDu/gPhkCiTD8aiY7EqsXaCYTp2dxP6XBDRThFLUP1VIE6SB6ROxGzET8BuwXsft1GgSBN2K//sgsDYVHsRC6gxiKdmhgJ/KEL+PEOeFLeFxRIruOQCX6NFKgWOQMOLBVoKiVBjai64ZvTMyFxEPa+mR094rYXDc0QhGrjv252MQhgZ/6a26gh67/gesI2CDDphE64ogjjmAjR45QRhw5bLhqaB7vyBE++G6MHJElP7Plpz5ypPiWMyJXH65LwAexnZYDaAAyp045XYw9MSGAwLDH4jAwnicdIe8V0XtOQjgxynN4JPa2KCTEcNc/uT/mZkdO7E8j9ufIKLOcXrvpPjcd1NyoEuXGxpYLd1HP+fF0knhDzAWjSlq+1PfpHsJJoa6vJXjoHfAm6iy6tpBZL2RZ+7IAVuQV+8u+rELN+jDLOoi/Pra/HMwq9FpX6FaLDr822V9a9MKs+PSNEyqNI6IpwIW5+mOMeuycjLjt7ZgsjOjxPU5my+1M+wogEoDrdFAXHkGcUyWwUd7TRZY1ngacGXccEPepwib7UgN6GPIUoCq32binztROlx4xq+PKCpMtD3i5ah3EzW1jGPhJIfilcW+dkasJkmbk4toSTg96RL40TLQFedhTHxSJeQxjH416mTAFoHsqE86HO+nWNHGmnteNPEhqjMApEba+LFaIuR7W5twiRkaoBBsUrrverkJibaNcuMe53nGLdcXaTq2cmFXMUvGxXHysEh9h4aZfJj5aqPjcJD83w2czzJeidERevwtcYzV5ToAiUkbegY1LXYIOuZcmRCxNErJS4WI0KxXqKhYfZdHlU7N7+WRFfOVsLn6ij+u0gmtbcW+1+Fgc34NuNm2PgSo2YeHopbV7n/BYTrXTme1MZxAYY4Qpd/AjzyO6S+R5WCgz40jnEkgdYDHAT2MkVrXb9iDEhrYGMBy7nxfN7JW0AmJq0fSqQsSxmCbca/SbjwLxQMcyUSoXCqn0pZn14CQeqtH8Bsj+O8k6IpreIHbFR0t3Vo9QDFx1MzFAjdv5hlZ+APIrizp73+j0jjYpV8D3Rc9XRdAVpK4ySWibSTc9xuH8Hh5b3raxsYquw8O/Mp+g1cMU0cORSXJ44kJemHcMs5XxEhVrHVX0NzYIBv19gwiIFhm8wlkJlpSmB2JYIt7l49rMXIV7oEQOHO+QKxYIz4BdmkjIPZiwPJHMt73WCvgzt3Gq+FIJwfrxylxcDWNPYn1o6Mm7xNKjPrQBy03JN8ZVh2+aQAmDJSJwTuUeN++gN4J3TVxpxFxq0JL5uuSbzTOWgmc8JZ9OscYcOptsJlWRc1R0mkSq7GmwpMf1+0hUU5xLzwiIdG8IgxHx7TOHvwhTy+WPuVNFWuP5DqOL12HMzL6ECebyRyWmmduUnU42Yxv8nr1zCySHd0quECG5IjmumK6O3XeyiZKNZofMAIGhuwuXNL5zwC68LcgtVAw2No2zxUg5PXFioMtpRd4RRTdS4R4nZFbZi68PVCsfLjzOFKWJNqaVmxl7cgtXVHOdY1uO0R0u1+eLk0R9/2l77XlcSItxulKZuvjHzLYLdvEXKWqmJu7wQD887jv+xaxj3At0jXuML4lysGgWNy7lHlhmKWJVjRriDW0LULgMm1WOZmjcG4J46KbGJs4abdicneLRd24JqNFTWPuYQhtZUx/x8SqlW3zcpHSXj1cr6fNRjeMjeG0qVzY9xpVYJu7ktNVknLXBfaN3tkVsjtoMvT1AHUdLvwoAFOXkEmO4JcoWp8YoJ7oQO6eg7KjWkXYUQ07lsMAH9zAnLhocH+XQ4NCEivlmkIslLZLKNbmsYWdI5qnOeUDNKebDs3+Yux2Fz5FRe8ehBGMdobFpkHJaTZzKH4UFcRpbOHEh2ZR7rq93kbkugULuacRsabmGQQa6a3knuuNK0HS7QoN4oCfE2XRMXcfdm/1MIF507yHIROITPub+PwuAN2OE7abnwDV3HBkMYsu7Eg6u5V0IFENHDziH0DgzzhZOiB1QY2kE1EiKkBqnxhyAsCliZXCGFeEURaq3KG8CBhqt4576UECqCyQKqs0WCUiBCddpXNNlsjc4MDHejuiWqYa2iVxQzjY9xhmolOJ4O1MVQzqB+uL0PD63LzYWPVfO3Kns0x2Pz4bD5GJT4TB8vrFx+gntPJ3S5ys+LJ/vas3t83VjyzPq//3O7f+NjfNroO+30wT/ryiZY+NSF3u+7cohXAoyv8p2COfCn6WNU8WX+cIhXGo7hGPjXAjo2h00uUNYfBgO4XzhEK7CkOzSuSDBGp7ywC7GuT/VO7fU6uiUnSOcsrDjlIWla+VzfiyVTlnYedjZtlMWlk4bd37Ml05ZOEWz0ikLy0Ms0gWzOYlnC42xqTm3k8Y7X9x2voD8S5fzFY53vo52nC8oukc6X28xRWmmTbiMH5mmusgjisKxprfeF9CiO7fgNT5gHAFZyRDVaOPaTu5pazXpLaYHTl/boR0gOhgxrUvy7xNLVAGyi8CWIughpjHFOjgMAF8PDounY1BEFZKEwXmuGsOxJr0gLwCgiiMcMqx1/4J7eCp8MYbbFJiJVM7EjeJgUbIu6NgFPZ7ujsvgnObUpNsjwPTzunMSFaGUMRBjTxsYiIEM4mSBmD9ksSwRiLmVHlLqU9KDuIe6VQwfq7oM48CTYhgHgg4wA+/+X5wV4QJ8N4bLUw04Rhh/9gJ7vW6D9YDHGiVtnCByanwZHBgwUNx4mZo+tGMW+OgvUzML0DLzrGzjFTR/IwvyrGEWA4pH5DJ4jf+HTif3Gl8xs2H/PHuCUuFo8SJwDwIqAAeMV8hOzrYY8+x94DNl2G4up9ZBPbo/PINnxVYC94Dp08vZbE65q+h0WUVlXBVlXIMGufFV+8aK2BtPlDcWx91Y6NI4FyZHTG9atxjztJRPlbpLqZ8q7c7ZT6UHsgvyeDYkKFCeHS0BCrsbFJbD4ay/uDbdVS6OsQghsd1WZ9RpOZvHiXFmIAetUA4+EpjT+fib8BzjLHFNK2fni2uwkSeeHW6vhvpATDzlbDEsMIT7b3wVpHCpfaHI+CpI2HLxGxJMjK+Cb7mqIA+PZeyHzn+PCiNzE4XfYJ5ss3MdrCQ2//UzM7qZchW+RWlXULEQ2oRTXfQ6aPk+uKUFbtnnviUseHMZHGeKsgrksuV9IgSz5X0XE2eAnAsh9MYK4W4oD0O+212+rCCP+8Tw+uKG930ix9ddvlDYriKREOFErgvyrO0HcVAJfHFR4HwIFDWlo3wrFfZtK7hLatJ1VvTAiguC5T7wXRPyaTzCuOLAjYY/hpCX2bjRHust4g1eUbVXHKq2cdPlspQT40sgCyr3jlfgcJ0HnBgvbo3C0lE4MQEvrLTAc/ai646b9sVjuBeAX4TrjpfCdQBxBY67R+6F49487oV7cAthrgZQJlwx5uhQ/WbK2TwkenDTmclNZwabzh7cdGa46cxEgXOjZWHTmdmbzlC5ByQbN525Ohcm0PkNM0WuxjqBqCpQKph4RI9rUYKdXDUonkw8De6BSnPhE1stOIdqEEFQrSiIROIXi3CP8QJO9MKNT5K58p8spjThdtXoNMMrYh7WJAx34jItO9kyzfTCQGTbC7VsCF9EF2pe8JY9PBuWaiidtj8NDjRscyOPY4IfHulKAy+9Yjlr7Tso5tjLNXG+ESZXuNM4G/bZveOVIvhd9GW1GVoshg3XYpHKhBdW4blkmduk4H5sGfcJV8oDv6KZm3ZoVXUtOHxc4z5cboDLcg6mLPlARuA8YSOcffZBxMKHsRlQMm90qL3wYxOFv5upKR8YYjpcmZeP0gSkmyTpJkk6N99kSRM0pEQhiP5SpzLqqLhHpBesAi5ugpQeiorgEZvQoAiaOLXNPUIRqFCEQFYsK3KAFVSwwohjRRayIiDPhUtpyIou2rOc0+OmzxYLn92uEAvsog+EgkVjYdh54u48cTpP7M4Td+ftXB0UOdRir63FmAkGWuyNarE9FjFa7I3RYq/Nc1k2Rouh8ujQWgTT1Dw8a7ZMlKLu1N1chftkan0M9zwxgkTjFAowohzuCZQvni3P2WdbJKDpgsfZkodaPA99Ng99MTz0JfLQNwB4qONIivQ9mXRUKTSh0lYEZ0E6WxBm28ozVZkNtk1GAOOiBldkZ4xfTxk/nzjBNYlm7B/z8awoNzIm8FBMoCdRnDJWMGMFB74VxCNxRSxjBdEKOtzIWMFDs4IJ4pSxgr1jBddnrGAPWkH7vGLGCPIshxkZG3hoNjBemDImsHdM4MXdT3UwkpxG+yFNxHziriCkfi1NryH3sbdkDX0rHvgqCXTdK0mg6zg7hdrd0Zf3zEPfScWhxZiHhlf01bufvIc4fGNXHH5Qpb7mbh9Phx18zs4UxwWMYxELUm7sG8eaciNk34eYjb3vQ8jGppiN7boEmyHRS06C9r4PIUEbuv4hk0e2FfEqN+N8UxFok2AetZniTc8WhWOceDhbABZeoMPMpSAZjn7CacosSwHNy7KUWXjoWjEuBJx4znjWWmt4fdjMBkjIZYi+ng0v+RMmJhsmYa6YHuMiHJ8GM3uZqXDfmZCV8A/B4NvsXkIqmdc4PqCCYnuxW5BXdgHopBczl6CjPNu4QExxFg2FuIq/sNuAum5cKN7bZVxowmEndbXolpery9A82e+wzeYUkta/JA67wlfx3lYV9T1kXGTq8mgxDQl6iOvQFXHwMeYgq13MFzKpcX5A4VlwADZL7iNgdjuDV2QBIkBouH3NatYfg/0ALR3ZiXWDbP9Hi/o/XuH/YGiojmvR2c5rT3Fe266KKU6mQEJeozuLNCC9F8jTB6Kpmo7/ozq+D0nl+xC370Pcvg+J931ICt/HY2cmiulK7KGBLGmwGwn7bR5jnD07wX6d29WJGmvxDt6oq2MfvyRRrwRdHjThwtUh0sWh0uVBI36Iro5muzoaznIe6epoUVfHI10dLdbV8cHmaExmOXVSXrnPGBdgMVOyrz4EY29q0A1fdGb22MMOe2fSs/Hano1HDLrm8mwQasb2bLzwQ3o2mugtXop6NpozJztHcvGlWnPBzmicwZwszr4q7rOvipyTlejZVwXnZCUpk5Xo2Vf3WDqejW92vKjkJBEVltyRybK55vJnXMqSZXMty+aaN55rXptrYvM2S3LNG+ValuSadwBwLaknw4Qno9gOi+PJMOHJKLaLM1tarSSezHv0UGCRuwvxZJHUIE+AfpwvwZ5gGLHXs/MBtMNUXRAuiRnATkojk7kHLghOyABWxMYa5GbKlO7HFaY1s6buw0DLzCYiDqhZzQFmNQdUBwrVzmSPUHGw35O0m2IjGvJJojgzMu8SDv7L1V8jiia8erEZ3gJCTqvPB+Sp2Ne1QMfOluw1KWgFq+eI38CcacWkNq40cXClqXTwAVpazCIA8Wz6XBn0DMZPCi+MtBLaZvo2PcZ9MItQBKOGmUSKtYr9YO6eqNgTKgZO9ESxVVMRzYJqUjmPQQOyB5vofOHV2Nrgi2qDV5wEFEfzf+NlTCSNTO9ejq0IQagiJ04VOXGqyIlTRU4cpuFWONLoTciqhrft0DrurQ/BxCDCDNG0ao/9eB778SBHONm0+34PTrvaGTJfmLplMBfEyC1yqjxeELNlio4JV9a5JmKY1QJajgu4gLN1wH8tdYM5rgZzkjfotuXi1aLo63jQfjpmPIaZNMpM6uSoK8ZCXC2C9/xPPDkJWfkyMakCrrlzpCCHafNHModp80fuHCauRBNIixB1xaGNhUypj+z0NPddI9FDXRjN3xwdmwMFvvzmj+VL3jd/bJ8CuM4js3sVt+1URIp51HZ6pO1UHdtZRThbF2C2ZKEP6zKgarLpSO316SgqIlJGNlNj4Vy1qQoys0XFxkIdzq4SOGVsFIHnPD35HPRcRpsPR5slxnzfKbTmQJlmdDqj0xmd7g2dZuGYvaw+0Gkb6TSj0xmdTq7T+zI6fVg6LV6L04cqrYBKC0CvjEZnNDpRo+92NLqipzXaVmU1Icwtw3hqPSBqC1V2he5UW5VVW5W9faDKnli9im6zqnb0NjZuHa+5MaHrpJorWpD1C5MwE97KYkMPxgc7pZp6RIjYVsmYnVsZGw54xc6tyr3ubdt4XS1262pZvK4W2bp6YryucreuFsbq6mhbV8fG66oRr6sjY3WV2Lqak0pX8eCw6tJVhDuIPSWvJeiqfVReGxC6mhC0TUdXK5Lr6o9o9xCVrBxrqqHL19TZr9ASGLY2qpq4yJ23PVP7LTY2wClQ4J1cOHbjZVw1tqB97P309M/AWi0+41XnVC1AKCxzn3jdTLu590vhNVnUBWzDBFgiwzdhJb74Vaghvh5LPB1owvikb8sSO9+/lQAY6b5fyOkFAQBHgfhaZ8n3hEdpggovnVNDRp3zbi4bK4SYDFA78S1MLA7/81vUeQcRvokJjv/Z4J80Cv4pWoG6LDUklA5fYPevHnkgX+oH8nX9QLEwpD9NeKA4DFIaj0FKYzBIaTwGqYBowUf3uR/93u49Oh7XVhI5ABClyZ/d9eDMeXAFqXOiz9tCJRoqUuB5AalFdpi6O9xtJL7R/YvEd1QGiS/P2v8fTPTY/58oEp+45CR67P9PTyLxTegEiW/rQAWhix5cyODQdcIpDTmFfMpA0WWg6A4Lim5VBoquR6DoVvUtFN0N/QhF9/vOoOggibQLNDoJr+wJYQr+JErgxXWHC0n3ZF9D0kW3vA4HlQ6rISHOTqUDDZhudY8C04UHEjDddYMSkc3tHWVA2YYOKFsG0KsXAL3WZgC9BjugV30ngF4NGUCvDKAXysvKNAC9/pAM0GtVXwJ6rbFhr8JDDdCrb56sZwC9/pgB9DJW9yegVzgD6DUwzzCvsU/fhjOAXod6grlPeJiBshkExi8loFc4A+iVMYFDG9ArYwUzVrALQK9wBtArYwWHNqDX4LaC6zNWsNcBvcIZQK+MDRzKgF6D2wQOXTCf1X0K5hPOgPkMEDCfNTYsTTgD5pM+mE+fcK3XwHzeH7JgPopInMKgkgvP58mBhuejYU9F7CYD6fO5h/RZ3c+QPuHBA+nT1O8Hi5sG6sHiNfZhxXCfHyxuijus2OQ6rDjx8wb/sbr/IX3CgwrSJ6PTGZ3O6HRXkD7hQQXpk9HpoaTT+zI63RuQPuHBBOmT0eihpNFDC9JndV9D+oQHNqRPU79D+jQNVEifPtLVZJA+XepqCkifbkN78P6F9ghkoD3yrJZPENqj5ZMotIe45EB7tHzSk9AeJw1KaA8neScD7dEFtIdcFmagPXoT2uOJoQ/tsZH2BbbHs0Mf2yMlI4cguMf+TsE9WFrgHswB9yhiAi5u0IF7OIGywwP3YALc4wvMAfd4fWCAe1xNexTd4xqagfc4bHgPl4eUgfcYOvAeBzLwHj0P73EdzeB7DHZ8j6toJwAfkCGcQfgYJAgf9/QqwseVNA2IjwPJID420r7E+LiW2lAY19ChhvLRV8/WMzgfr3eO8/G5ON50Ne1PoI9raAbpY2AebgJNFudyQJMzWB+Hdripj7jYa8ebrsmYwD6A+/h8WsFBgvcxkA3hoEL8yNjCjC3sGvTj82oLBwXqx8C2hYMI92Ow28KrMraw96E/Pq+mcDBgfwxsSzh40D8GuyF8asjifwjr12cAIC5jl0EA6V8EENBJAWYBOpnBAEkXA6SP+JZBATkEFBDMsMLl1UBHAbFPe2ZQQLqDAvLCUDyPeDhTcI/AgLgm5QGPA/I92u/HEb9HB+p5RDE1qb0/NSU7kfg9GnfM6XvUdc6puJMzib/LaHXvwIH0mmL3Dh5IRrczup3R7TRhQXpRt3sDFySj20NPt1/J6HavwIP0omr3Aj5IRrOHnmb/z5BCCemBGHc3YUJShbkHCk5InM72B1CIW2cHFlJIn+lsMqyQNHS2p9BCivoXLWR8Bi0kz4oItJCICy0kEosWEulRtJDJnaCF3DFg0ULsje4MWEgXYCHCocxghWSwQg4LK+TWDFZIz2CF3Po5wgr5U6dYIUpaWCGKgxWC1v7wsUL2SqyQnDTP2ovHORysEHuFHQcVonYGFaImQIUoAipE9ClnAEGF3N6zUCGRAQUVcu3ghAqJukcZpJAMUkgGKaQTpJC2DFLIoEcK+VFnSCG3ZZBCMkghQmJuSQcp5I1kSCG39ilSSKuDphEZckghffVsPYMU8mYGKcS4vV+RQiIZpJABehSq1TnCE8kghRzyQag+4mLmdPxgMIEpkUIiGaSQjCEc8kghGVuYsYVdI4VEMkghGVs45JFCBrstvCpjC3sfKSSSQQrJWMIhjhQy2A3h0EUKub1vkUIiGaSQgYIU0uogXkQySCHdQArpI771GlLIX4cwUggmWIFP4QIK2TsQgULkGbEMTsjnHifk9v7GCYkMIpyQu/v/VOLdA/ZUYqtzwinS96cS744/4XS3+4RT6ecNS+D2AYATEhlcOCEZ3c7odka308QJiQwunJCMbg893X4lo9u9ghMSGVQ4IRnNHnqaPbRwQm7vc5yQyADHCbm7/3FC7h6wOCF9prPJcELS0NkUOCG/YJQmP3LhRDULrZMMHSAqMMR5MpGRTtUOeOJHjvgwxMdI8TFafIwFjIqOjg4vjD3j9AGZZ19cecfdWE9BLmdFTH1gCVY+kRBxKAEa0ZFiKWE82JwURIRan3R0dCgAgLE5x2r5B7HKrAny3CK1iKHDSR9iZ/8zECYfp9gCtQ8MQys+Ew8dMU4NE1o3yu3sf5aY/d9tfJWS/sVXKc3gq+RZuwW+ym4XvsruWHyV3T2KrzK1E3yVvzmni42u8FUOD1glepAYsyoUsdXoQ5dNNcZ1F0UlFhwhDkVF7FO4UFScfTRTdY4Ja2JjOm0UFaNzFJVuwqekYgcyIyVWipHBSjEyWCldY6Xcn8FK6RmslPv7GCvldOEGqV1wk0qXw3UOFSAAAuCFqOIY608Z9aYzMB4xMB6JmWIpswJglO2540LTs8yELVyj0MwyLuCEZ3GPcQHMuVyDKelLaqXIqBI/TS8cmQiFODGONz3GBXDcF7fQQ8ZFePSaFLGRdq6NZH7LB8S6SbWyZY90kVChg9M/0tShqO4uerPqjKwujuJ7uM6zjWOM4zTsNZVd8dgNQ2oadgr8E+OBmBWnvTu7nkY90E74lQyzhqG/lhyzhqPDSsQOd5lRAYVhgSUc9higGP2W9LrgICukhMyxAWEA9Ab9L06NcajNTp9To7/IZYwc/2l25wYI1MuDPQv1smNAQb38TXU7Y2lHLg4P4yXWE0mSBJLgqXUP0CXWNMcBusR4asUxnpoHBkEAughfTY311DwZQJeuAV2MDKBLPwC6/DID6DLoAV1+1hmgy88zgC4ZQBchMf+TDqDLW8kAXe7vU0CXnQ7oyY4hB+jSV8/WM4Aub2cAXYwH+xXQZUcG0GWAnljb6Zy02pEBdDnk82p9xMUMiMFgMIEpAV12ZABdMoZwyAO6ZGxhxhZ2DeiyIwPokrGFQx7QZbDbwqsytrD3AV12ZABdMpZwiAO6DHZDOHQBXR7sW0CXHRlAl4EC6LLTASbZkQF06QagSx/xrdcAXX4j34aVVuJVX+C4dJYk5cqJkUlSzBiHCXw+kcB3j8JUAdeSXiJZlygtsiuJCY6x6TkEZ7NxsOl4Dm5meRtRNQ8RkgW8YDRPLCkeSuKEwAQiiteVFqmAnwZysAlzAMGcmd5Nj3EvTAmifLcxWZjdB5YEk4U5PUjAZPFGhdojMVl8QxaT5cH+xmTZMYgwWR7t/xOgjw7YE6A7ndNkO/r+BOij8afJHnWfJjvl84bb8OAAwGTZMbgwWTK6ndHtjG6nicmyY3BhsmR0e+jp9isZ3e4VTJYdgwqTJaPZQ0+zhxYmy4N9jsmyY4Bjsjza/5gsjw5YTJY+09lkmCxp6GwKTJafaow1pXUcWZEwH/DcPgkvgicqjC8IXOYiRiwaEoe1Omg9+IEdZAPAXFe10A0oiiLS2cXd1L6fwv1V3o1XQCDQrqMprTpiahi2kbPDrSOvB+oY2wN1FPRAHSf0QB2TD6eOqgq4W+NMT/X/ANXliYsqwmkV3bAO/m66Ur9SY75o6D05ipDohwAREv2YjidzsR9qSIAL3dBUb2248ztv0FlqpZXFmXWQ1lvqWmtYvSCazLoCyZzJcg35VtZpMGOsp1bkP8S6WR5Zth88tkEtpsGkZcZ0XQSPx3Ze5lTIbxFlfKnL6F2XGRNTRLMOXi6e88fUwWTIhgP7cHhvXj5XjdlwsE3lPtacFJrIHg6ZnoN1hwJeOEWJ38/Aw7lP0a1iMxIMoacuoGhcMRnuXcQCG+QqLsdBAhlwH05/WfAYWe59k9/Lc+5c5VkChF/jWY5Hy7ga4p5t0wngGSAwgDzpIwB0cij8NhbZGz6+xPM7mzJiOGDEcOWgFUMRD+WebafSTiWxuRNJvCYjiQNGEq+kg1cUmRTFL7BORfH7NCOLg0IWbxnEsqhIWRRgUill8SedyeJBlXkyshgrZ740ZDGrR2TRB9lRnPIslEVxfF7lnm7JIoQ6tDhZ9Nqy6I2XRV8KWYRApoiQuGBW3EIYDZkw7t0WxUJKJnGPORLnSZS4bTLHqYuFtA0kSmZzYo2sK2KGRdeabBun25qqWlpaWui5DQJedHeO9TRzkCEJp/kCZQmWRdbBnOE6pxZIpX02XSCrUc6WWzRsUQcEFEGoaJhTY5hdVNHvolEUstjRsHHHLNXKkoCmXFxLhYpKYlBR979JrFeJNd0WeSvb0G24BmycyrQqCE0Boo+ExxK0RL7uo+nhpRG7M7uJNVw2KXKv5Id8X5YhPkaLDy4+ijhxIYUWx/yq6JlanGHSd6UnKdGR2E8sw4WL63yots7YgLiiS0x0iYkuMRFCZQKohwmgHiaAepgA6kGs3fmcGc8hNMr5sZC1CFA72gG11b9NSbpiTqTEWrocEJ3LYdLE3oXrq2gM0d3u4+w+rvzEmG0mFhCQmerJxKdHOXo57T6mnipF241U+RKRUWAag1QpiC/bMK020ubseQES7cOybg0qYoQyuyexr5GDxm6hVsCGeSrj7Ex3S19O72EdSfFZRzjSI3SP2eg5ckjP6B77LIC+s00Dj9Ft/aFDGIqxcUMB4FVX0/ih4GIogHiNnFJFhB4Bu6rnQTbgRDJawoKNV6qryDmIAOZgEE0D7bXoyWR0jhNgstBsiq+0+4NYZA/i2LhBhG4+28kg/lG+47ATA5xjeR1EaVOJx56RybJCw3IsJovq3LkfLQSVaJwJyNVHWtMcE02EfKgwe6B8oG2W0IXioipG2mfPgAp3Q10nsdvfdT1gp5tB2F2LSE8DWj0jPwB7JfiawGZ8tR8wBX6fka8hXBzlbHa+zpW6KMGkxqtUSnkRIIWhagEAYG5U0H+SzrSXl+6092lHRwdNNe3RsDXq8Ga+Q5kn8gf3POE/pHliZbrzRFrDf3S6ww9A8yTV8LOwdUzfD3/BwBn+7xzC8B97SMN/JU13/O9OZ/yP68b4B1MNvxK2ju/74Z8wuId/3CEN/y1pD/+hsHTK4Gbp5ENi6f+kzdLbaaqXeni4BNOD9Ad46QCrLNAttW4Yo4zoRMcsg5TKZfffZ/cftAqnfsyiMF6gbt3qBGqtMk13lNseHWSGuEG2v5Cmtx2tgFN4zwXDCvQvMiqwV7vRg/GKsRP8Snvgg4fQhftgjXpYfajsiT5UHl4fZvdEH2bbfZhxSH24icZ04tAq2dwTldwVW8lVlNHGFPOZvdBLwLgUZow18uhryaNhCgnan0swxmecaZyli5fhuCAQk0xVlxxyP9y9gAbTae391JM4tyfxuMaSYOnTBCxP6jp+mPRg4G1e64TYYUmrJTvMp4YcsxKLKulYU+tnNPRg4gOHaE8wl9P7jPzYFhObuocx1sSSt6aJ1hJhUzU5s4jWcOJgCLCKZ5/vizkSS+wjsUTmSoojsSR6JNYjj8SS2COxBL5hwpUGwBvGXI1jxpUxR4fq7XQrDX7Ep1tpMelWmp1uJcvGpFtB5ZqTbtUVu1qpO33qkNhFHHYR5JWRD/CqClfnIbyqAnCkCr6KAeFVIQsuX17FJLCuuvieoijNrMkxNnHvjxKdVBI6qch1uch/k91UYrZ8iAsvXAQZqBNp+XEU91m+A6Mt4LVoIZwU91q7fUWMjMghrbc4oNN33BfwMEigFKESkUBpv/1ABOiTHYwFTogkaRV6qYj0DgUPEHKtEQBbFthHXxU4EwuHX0P4Jo9k500VO19UcZ83hTOujomsUZvE0K1yJwFrINyhbaa26TGubdS4lkCUZ5hN4pSqAtQBJk/I6gFNvqUiR9HxHLMAoZUXq2xnyY1FuzNxtFelMhWpB9qV1xc1FXdzZpwbIPEGKrHBk9NwSZ13TRhfc0fAGlO+Ds4dpIT4Zbx1c+3f2QoEmapEvFUNGpoftbC+pGrRm41/vT8bX9CfjZ/Xn43X9Gfji/uz8dr+bHxJfzZ+cX82vrSrxm/R4MUbTYfju3nkFk5cIXtH0giZAsikiEFSv9f6LqQgGMvhEAT+xe/cAyj2+GW8Mtq4RHwx4EsVhb9wN8w/+0iKdtLY+ZQnNUS0g4hoBxHRDhsRfjM1s12494RnC9x74QsyiQ1PotjwTGLDkxhseNzzh3iCgNCAOQfBIkwoBisI0ye3/WXuSS6DjAThJ2CiiU+860bihmdDrjxFEHusrgkeXNbgg7cf+Gbmgq/pw1clQFoLCgTUQLEGrQrz7eW0DdvyoQAVKfrMopC+4LUIZ3XbjBMAkyrbOMFOL9hHYManiYn5YkwAoUaVqSheiMTU4SiKyAcUUeUyBYsbr0VR57ueuXcw9wZUusKZzF9gcerF4tQn6euztnjtbBEAZUn0TZgMBeH735h07qAQLqY4FedfogTKlZB4ZWyU/fHRIfEO0zjhjINnySEJLnUC63o76DUyRdDrj+kGvXo9MlBvNPRtZKA+ndY+GKSRAbp2IAQHThw6wYE1dnAgPMSCAyd2GRw4sTvBgQ5FgXd7pggOdKOTmGnZvfeDHl6wQLFDBaoNh0rccKjJQgVJ8FHVKMo5Z40AcOVEC+SxUq4BUJYLnSrm5YBxCFl4uhkcgJhoAUuIFjAZLRBvCtSSve1QjUYLnPcJEud9gjoAmIn3iTKIF8CB4oAaEy/Qd6ZjMXsyXnBpz8cLLuureME3+nMd8c3+bPy/+rPxxv5sfF1Xja/rxcZbaH+2vr5fW7+8X1vf0K+tX9Fl662ZoMEADhpgAqlETjvkuAEFt4NgJYMydNA+mEMHFl2bJHoAIwIBhFPoUAggjE0RQHg93QDC1b0dQLiKGptoWiGEFT0VQriKDuUYAhsQMYRJXa047x00MYRrqR1EuIYOsSjCpC6jCJMyUYTuRBGc9wN9PqMI9T0YRbiephNGOKVbYYRvUXccoTfd+xv6dXGxuV9b/3a/tv6dfm39u/3a+o392voP+rX1m/q19Zv7tfUfZoIJgz6YYEM1H0YwgUEwASrJBBP6PJjAkgYTmAgmyMjCIA8mFKYIJrw5YIIJP6LGbX0cTPjRkA4mKAMimFAydIIJrU4wITLUggklXQYTSroTTPjr5++8AgBeKQCw/nk8sdCTsYMtvRA7+HGfxQ7u6Ne1xJ392vrWfm39rn5t/b/7tfVt/dr6Pf3a+k/7tfV7+7X17V22fnsmdjDAYwfyVTCHETpQIHQwXiGZyEGfRw6UpJEDdAXl6m7QRw5OTBE5eHvARA5+Ro2f93Hk4GdpRQ4eHTiRA6iuiKmw3MeQQNJYgNq7oYCTh04oYKcTCtgx1EIBJ3cZCji5O6GA53o0FJAcPrFnIwBSqxTQKiXFi7wlKC8zxg3C5b4v2XLf10/L/Yd6Ybm/q8+W+w/3q/vf3q+t7+7X1vf0a+uP9Gvrv+rX1h/v19af6NfW9/Zr60922fqHKvMd5nLf2+Vy3wclfLhg5z5nue/D5b4Pl/s+7hXLfR/3iuU+foHlvg+X+3i3pyDP2tvDy30vTIheXOdnwafj+GUBKbrO9zqOn9de53vdjp83us5XnXW+Cu8tcK3x8Z6oq5DLYHGEOMhiljfGmVnuZb2Ky3p5EylnMziZmau5Z65xXa/hfdE1vI9nRdfwe1Ou4X1iDQ9vgRVreAA98NTh8Mg1vM+1hvd1ew1/tULVVGv41CudZOsEmmQNH7faQW2gKdbwqF3xMs7cMm5rVLyMx0QLaBHLiQsWtHxArBeI5ZG+hgNRHVAs/BJFvYaXUEAqKnjJIfheZ2TjW12K2FijPIGpPRsNuJl2uVxLbXiMZXJJL9ZrvxZLSyu68E78ApDfxgsJwpJMSnqya79Jt2t/7POuPZ1u117v8649k27X3uzzrv023a69nVbXOCnwYSKEiVEPpX4Wvn5GKYD06EJV10+HrkPwdGSdSV1FXLeYSoFvJl6EqFe+oWgFikVnccVSZsFKnhqKDv+9dulLjFjX+XQ6llg3+fQjKSEkhxByNplDOJlHLHIasbYJ+oM+PUshhPgIIZRYv/HpdDqxXvHpk+CuInzK5WQ5WUkWkRoSJsvISrKCcBImK8lKwslyUkMayMWklljXZeG9N2Xp4ygGxQhpIsvJMrKQTCINJEwmkWUkTBaRS8hqchIJk9XEui5b3JOtT4B7Cgkhp5MVZDGpJZcRTlaSNSSMn0sIJw2khqwQbf0mW6cnEuuVbD0f7huZ0Jas/1Yd679L14+Dcsck6VOYLCeryRL7jtd05Ms7up4FdzB8EusTHdvblKMXwNWxsp9rSQ3Wthg5UYu9C5OlxNqWg+UfdJWPtruahEkDWYal7VZzRKs5OqXE+kT82pSrZ6lybBixbs3VaSOx7srV66DOxYTgKHzFVVsRGS/5tJgsQw6K0VlDLsHeAS8vIWuwB5wsJLXyb5hcSmqxBCcleNcKfKZSUk6sW4cJHg7TJ0K7x8c8yxqUieVkElmBrUBtDc5TDRNPNSzKy2JifTJMv0EpJvBvMikmJaSYlJJiUkaKyRRSTMpJMZlKikkFKSbTsMRk/FdCJpNSMpmUkclkCplMyslkMpVMJhVkMpmGtZRgKfhXSkpIGSkhU0gJKSclZCopIRWkhEzDlkqxJigF/8pIKZmCT1pKppJSUkFKyTTsTRm2VoIlyvDfFFJGykkZmUrKSAUpI9Owx1OwRyVYyxQsBf/KyRQylUwhFWQKmYZPVY69LsGWyrEmKAX/ppJyUkHKyTR88qn4ZCXYm6nY2hQsMRX/VZCpZBpypwKfvgR7XIE9moK1VGAp+DeNTJNcnCaffprs9TTZ2jRZyrruCJ2NVYl10xH6VT4YLaISku4oFZMaUkwWkmKyiBSTxaSY1JJisiTt0ZtMashkspBMJovIZLKYTCa1ZDJZkvaolpAaUkIWkhKyiJSQxaSE1JISsiTt0S4lNaSULCSlZBEpJYtJKaklpWRJ2lJQRmpIGVlIysgiUkYWkzJSS8rIkrSlYwqpIVPIQjKFLCJTyGIyhdSSKWRJ2lJTTmpIOVlIyskiUk4Wk3JSS8rJkrSlaSqpIVPJQjKVLCJTyWIyldSSqWRJ2lJWQWpIBVlIKsgiUkEWkwpSSyrIkrSlbxqpIdPIQjKNLCLTyGIyjdSSaWQJSlUNSkcJjlANcnoKPm0N9roC76zBfwtJDc5Si0kNqSU1ZAlK5EKUrBIc3YU4SlOQUwvxiSuw1YV4N/xbRBaSxWjFFpIlKM2LUCpLUDIW4QhPQS4vQm5VYI8XYctwN/xbTBaRWrKILEFNWIwSXYJStRilYwqO0GLkdAU+7WLs9UK8czH+qyWLyRLUolrUhhKUyFqUrCk4urU4ShXIqVp84oXYai3eDf+WkCVSC5dIbVgipXKJlI4lcpSWSG4tkb1eIu+2to3R6fnEenCMPgdswmy04JNRm8pQDqfiCNbgsy/Guy4mS8kyEiJ1ZDm5hKwgK8kqUk8acM5ZQ9aSS8ll5Bvkm8S6Ll94KPl6liZnOYVYP8/Xlcg/g8Tak6/79+744PITX2pvOXdqUeHP/j0dva4WIB7I1/2++e27nn2xnX+0/xXfHWN3IbEaiOvH6v75M/2Xrn2x/ZK5v3jxxwsLBLESiK1jdf/HE6+6Z8yL7S9evP22N6546yGxh4dtfka87NLvX/TwC+37vzD+u8vyVXEnwTbH6v7qsY9cW/NC+2+uOHP2pFeOPBVp+/8BbR6t++/auLFYfaH9ZP3yv/y96jXR291AbD1a989e9tUz73y+vfp7X974+H1c3BkB4p6jdX/LTT/8/WnPt3+n5VcvnPX14wSxBYgHjtb9/MDO1995rv2VCQ/cfMx/HS+I1djmMbp/0x+OXHD1c+3B7b/9xcin8lzE1hTESmzzGN1/2W//Y41/rn3t775SVLhglHhOjm0eo/tvWrbnpr3Ptqvz3l760L3HSiZgm8fq/rt+8pPzL362/eBdl5c+fuyxkgkfQpvH6v7ZP/3Xtdqz7UsWaP/32F3Hizt3A3HPsbp/8+rXC7fsax+mfNj017ocQYwA8cCxun/fz753XOW+9uaJH972YPnBh6LE9Tw5sQXb5Lq/8sJLRu/4bftV02/+yQlfy5VMwDa57q9+7df3HHymvfDejbc+cPwEyQRsk+v+gyes8I57pt3oCM6bM8kvmYBtBnT/7jl1gfOfbs9f+tQvv70zIO4k2GZA90d++MRHN/ymveyK25fO+cY4F3FPCuL+v0ObAd2/eWJ44yO/br/hgWsnbz/7KEHcDcT1pu7f3XL2k39/qn3J5qeDi87eKWQoAsRWU/dvf/3Yhwqean93z6zXFl933K4ocU8KYgu2aer+uR/euuCcJ9v/9MIe9f89e4LUFWyzQPfv47WR5r3tWf9+tbl9l80hbLNA9+832NU/eaJ9/hlfadj8qpu4JwWRY5tQ7VFvD3/p8fYlr//PltAbhpQhbLNQ92/euqq441ft0+Yat3/xtmNcxNYUxP0fQJuFun9765/ePP5X7Tec59187R+4FDAgHijU/S2/Xj7hrMfap182pWZPjv/UKHH9ccmJESC2Hqf7Nx/DP6l/tP3keePO2njZ36SpwTaP0/0Hj/34nO8/0u57rN5ffH2hZB+2eZzur5704gkP7Gm/ccuI0T9uOclFXH98cmIltnm87t+8r7Hp5d3tH573zqYbl2WfGiXuSUHk2OZn1e5/dfK332tv/6B0y/nz1sjBJkC8fJw+asIK77iH26eTgyecWHbCqVFaW3La/r9Bi+N0/+7zbph34UPtnocvmv+1nKMlZ4F4YJzu33/GyZd8Z2f73rvPe2fKNGmikLi+KDkxAsTWIt0fmfzSzEcfbF967qSzxjce6SLuSUFswTY/q7b6zWueO/iL9t+tLn1y6g+kLanGNsfrfu4JevN/3v61Cx+vOY9JK4TE1hTESmxzvO7fn3/jy9b97X888l+/+d2FJ7qIB1IQObZ5gu5v2fLX8tr72rO23LD2wsaRkrXYJhBH7C7Ovrf9298q33Db1ye6iHtSEPcfhDaBeFT976t+0n7mqpfe/OblY13E9ROSE3cDsXWC7t9d8s/54a3tf239oGzWJyfuihL3pCBGsE0gfrrjqtu2tN/96fH/eID9Y3qUuP7E5MQWILadqI+6bNgtl9/e/kZWU+PxLeN3RWmPJKdVY4sn6v6WF735O37QPu3Of3933vVFUhWAePlEfdQn2+/afUP7rXc+/8/GY/74UJTWlpzGscGJ+iij7oT9ze1vVP4uN/j6UbuitNeT0wjQbjxJZ/D585N0Zff7UNFJ+qir1+QZLcF3Jvzo5ronpLFqAdqBk3R/y3fnn8s3B5/76HXPea/ZzgQQL5+kj3qy6LjTbwqW5Swo2RmRlpUArXWS7q98++oLrEjwKy//7fzdI6gcu79Ci5P0USe98NMlPw4W/d+uNatHydFpAdqBz27cffvIu793V3Dd8Qv2ff8bsu+VQFxfrPt3//7p1b/eFvQWvXLaB0vHyIcGYisQPbsnv/vT4H+d8uScL4wYJm3nX0AiinV/9axnT/nBfcFbbss994ISewIB4oHPiPuf3fqPXfcHXz771Tsu3CslvxqI6yfr/sgPzlrw558Hjzn6gumeZbK3lUBsnaz7d7+b/Tx5IFjylx/99/XHvCfEhWCbnxErv37BhaU7gr87bdfJ548okDx4D9qcrPur77l+b+iXwTeXfjShZfORskNAXF+i+ysfovM3PRR8ftuCx5+dZTs+QGwt0f08e8O0Jx4O7p/51r1Ld0+UHQLinhIwj9O+/U578P+yW+e8VGabR2wTiOMu/5Z/T/AD78RnLntfTuv7/xfaLNX9BwuaJty9J1h2c8WMb22VTIgAsbVU97dszKl59pFg68/W/3r5jxRprIC4p1T3b87b/knto8GrG75UcNekxwUTKoF4oFT3by/dcOq3Hwte9ov/m/eNDdJAcmyzDGa0N94c96vgE+uWvflOqXzO/e9Cm2W637ju4bO/9njwspOmn3jtb21vAYh7ynT/qjXXHnHw8eCBwK1vXj/CHk8gHijT/XNnXHn91U8EtS9+e5WxxPaPgXj5FH3UtP+99+G9wWdP/PPd8071Su4BrW2KPuqj1xYseDK4siMyv+gDr7Rj2OIU3b//mul/+e5TwWWBc+d+sUEq8f4/Q4tTdP++8772yuRfB+8+sO3s66dI9243ENeX6/79p1Rcte/XwV8cMe/rj31JDlgEiK3lut84+Ph/Vv4m+NyEG3/V8N7fhI5XA3HPZ8TNL2w/9b6ng1O25310QodUsUpsE+58u2PYV54JFn9oVY874hHBdg7Ey6fqo37/xj3/eCY44lu/rM0LPCVqJdjk1M+G5P7lY2/+bbD4jzlPvffrfMnYd6DJqbp//lnVFfX7gt8++y+jXr31Y2kdgXhgqu6vrrl44mP7gn9+d/qoa0dL764FiOsrdP87IF3PBscevGPRsIBUlGogtlbo/o+3/fr8umeD60fd8dHTP7SdKWzzszuXLlh0c/uzwQd2nfblv9xpzzzYZoXuf3DYJTNHPhd8d+esnX+4SnoD+9+GNqfp/s2vNR58+Lngh+rcM/59q5zVdwOxdZrur37+wN9GPh98cHrg+W++LkcsAsQ9n91pPLz24rrng3sv/dv2p1eMkI8CxAPTdH9x6aXnPPJ88Pxdnl/MO2W01D9s82Td/86LBT876oXgj/Zvfq/8DZ98FGzzZN2/t/6R6+tfCK556eKsZ8ZNkhYK2zxZ9xf7b9v/5AvBH7+SnX81ly4RwTZP1v2RCu9PzReDX39i8fpVD58kn/MtaPMU3b9v71c++q8Xg+9XXvDXv9wjZ/XdQGw9RR9e/fU/7nrxxeBrtT/2naBn7yLWw6foHww/GFzRvmnMnFNumT6l9D//feo/3w9e8Nortx5ZXf9QTculX/jhe+8Hn11ylfHNCzc/dGXzinfy/vR+8Mh/XjzlnOeumx6+Mu/57f/v/eC/v/WvgpZnrn3oD//8/fi6fe8Ha/a+VXP2R9XT996yZvTMJ94P3vx86XlvbNk8fcPfH3/qCw+/H7zkvzZccOf/7+VJ4HLMvj5vCvVGREYMJUOSpAXhye2xMzVlEtFQtEmrViSSdmkhQ2Syy0ybvcxjXsZElLRYikrZ2p+ntKe8X899n/Rmme/7f9/v9+mn53fPvffcc+8995xzzzm3o4cJubAOJ/OrDOpiug+MuRpJtC11Vz+QxKD8eE03/b/mE6fyC7XrTjOI7xIdpjtgCzW28GOq3TEGDb2pOfXn1YeolRbyebyDDDKr+SmC8TehcrScbt0MZ9Co5icZE+/HUOUaF1KOBjAo1eyX6teF/sTKyLNZR3YwaNnBszUKY/0p35V+RLo7g/S1y8walKKomv0Reh1bGCQwHYEiwvYRXtmutRbWDJpcO9w7vvhX6vEvkoHlFgyy0pw7v63uKPF7xmatkFUMOq4XnB1QGUWNK+5SMTFi0P475xaRruHE04hNofOWMMhP8k2a1A5/4tcSv5jliEGxiYmvuyN/JfQ2ebns0GOQ3zLP96M3hBDo3CXjXC0Gva9UOqK+1J8o3fnKdrE6gzYM3op803+l9li3VLz8gUFaf0g7V7QFEBVlSi3HxzOoU+A65tgEfSq6+Hne7tEMuiIj6x4wex/BH/DmXJA8g6Kyc8MOjHQhVmvOv5Aqy6Brf6QZeRntJRSua8l8HMggQ8+kV7wFwYRWkWGXG49BK9oL188pjSKEo2wuDe6ikaRF5Dz/08FUY8IBy8xWGm02+TGnfsUBKvvC3NnnG2kUqbFybPugOMquSMo5pY5GBbNi51flb6XaEt7qvqikkcLY3MuKinHU28QRdzRe08jZcOr5ZQlBhIquvOG5MhqFO0zZYSV/kPreP0ly8XMaWYR9tyzqvDk1dXrbBJmnNBp7dLn9sWk7qcOJJsUt+TQanvS3Vb31QkIjbKPV4FwaMTYD50nb/UqsgXH15AMabR9w8nlFjguRR9y+euoujWbIy6FI4UGirPBZw9Q7NEpL3fFnbrQ3oTp11pPnAhr5lK+qvTnuIDGktDvuEkWjyNNbQTc2ijo/7bj3pQwaLT99sCSnLIRaYPfo1PNrNLLUk7t5t2wbFWB8fLX6FRq1/uJbt0Q+mJI7sP7BmYs0inzWPVpq5kHiuerVWUtTaSR1LFzz+hFfovve4cfyyTSSXvX9qwrraEJt1bLSQX/QqOauoknQPV3i+pK14ZMv0GjmLRv1d9qxxLIJyQqu52mU4B23ccWbCEq6xDuj4iyNEo2YeZk6EVSQ2dy0XWdolFKtHrbNNJBSvpOju+Q0jczNV28rzT1ITVIxC9A7RSMbxV3+vw9bQ3hcMHxsdpJGU1Q2CJjLB6mH83bb/XaCRgEZuiHJ8lsowXO+l/wJGtEXnNMZe2tKc4wtcSmBRitDy1fpl/hTgbErO/wSaPRo/rpdNkrbKE/LuiqvBBql+e27tYIOpjz3nF12NIFG4e/MxmsrBlP37Resrk2gUeFj6Q3Z8dEEWl9m7HCCRuPOGmWUaPtSIbxaj5EnaeR4y35Vd10soX17Bq/+JI3MnJ7+UVFrS2z66dGsplM0WvDosmbmyVBKfsz8VapnaKQ7e17jNYeD1Ihcw7iwszQaL1ScG7jBn0q+N3HJmPM0clnjXmTyOJaqP7DoWHEijSB8qIV9cjQRZxdefO93Gl2pabiteX0/8eLE1AVvk2gkrMyMt7pmS0UsujpKO5VGiyyb1u5t9SVm+SjEpVyk0V798eeVpA9Sd4UxfIsrNFIb77Qv/cJ66m3mw7TZ12m0NiN6Z8dEJ0ru56zsRTdo9HtHs8rChQcok5/KEgJu0ujHSLtnTg+CqBuDHrg13qKRam6MelfqViK64XRAzD80+tNDpmJmgTMxceJrRessGlmrbFKRzAyhbN+u97XLodETrVevg7/fR+horKg7lkcjhT+pwvw/Y6j1k+ZfGvCERgVadLxWTjRhfnnGiN+KaXR5nYdLoEMgIejebuZYRqMrxyMPP3wZQO1oKhQ4vqZRiE72AZ8xEURy4bq4hCoadRbnr4jyjabsru1XG0TT6EZKyeriO2bUBwXj9FNNNDJoPac/9Ew0NXft2/3uHTTSPZis1/x0M7V0w4f33kIazQw3d3xFx1ArBp6ckSbFoIelljLPhJ5Ewe0fo8fLMijpyIHODzdjKOnxzyz+lmfQZdnUGSkuHkT8z0GlxxQZFNud8Iv260hiR57Q8g9lBiWtlc6PKg8kfsxfM71RlUH2Y37SS31oTVytHBjrrMmgzYoHnKY52hMO0UyJ8mwGFVzN2Ts63J/qvLPejI8Y5NopROuTo6idYYNWaCxl0PILXnopQ6Kp92FDBocYM+j8IP1zQac9iZAzH0pGmzNITsVA+beYAOrI3vujXlsxKOnA7Scm6yKJIO0XA945MOhHR17S2rmBhNUVXtMEDwYpzb8yaMKTAMrymK/O4Z0Muj9k6byMqWGU2smWkUuCGVQYOtdK8pon0Yr2VU6PZtBW9+Mr6zL3EnsN731YeZRBDTGFUfJtUdTz6DOnUs8wyM9z4qsjKfupRvtIjWWpDBqs/DtJ3YkkVNdtpMfeYJB27YU7seqBxOEbjrPVMxlEB+VrXbAJJwwWu1h45zGo/vW8NzdmR1Ij/4pP7n7BoOMPY4zmhfkQRdG/7bldyaCwHCvytpQp0bg1Sv3vJvbmRWUD9ixnZUNf4FELyBIOXiUO1wayi4OH5ojBdYCMzxHBE8XhukBSHDxLHD4TyBIOXiUOnwVkFwcPfSgGnw1k/EMOvzhcD0iKg2eJw+cAWcLBq8ThG4Hs4uChuWLwTUDG53L4xeHWQFIcPEscbgNkCQevEofbAtnFwUMficHtgIx/BDg6kPQI+AsMei7XboMA8iYBNEwCGDYZYMZkAJPJAG6TAaJ7ymk95byeckNPeZgqwAxVABNVADdVgGhVILtYhGyYPQ/4CgMBYBgApKmK/hvgMpmUJxo0PQ/4RiwxS3qudmx+AhvBZmMMi8ABPHAcxB1ccJSajcyvxpF6Lxzx/jwCPh/0QZllkIh8EKUj5ANfi8U9FS+wB3iALY5tO8F20IRleAQ29m6PY+3OvfHuHLZ/PJBF+cDfx2MRBALgcAgbFBGRtwp3sQZHHDT5n5HGhuSn4hSD/2SaU8R6knUFoj1sLwA+nyeK7rLvloCMKBTVHCkEvvxwLlWkfIrILPdXAzKJbbATyPRC4Hvw8GpDv2i/MdiBKZ4kS4gdOOB4GJtt0EfOIlzvgNfpv89BmCGWgzATyLTHwPcf3J500XHKD20I0h7SltIVgpM5BXZtFa0I8rxvxgaWC8Ifzxiqf7IVQXtVykJeuSDIKU+7bmMrAgP+rMyPZYL2I8MPdU5sRVB+fUxxd6nASeLRGYvKFgTR92RThCWCdOMJ66SSWhCc6B6uJ1kiGO8ySq5+awuC8rna9vwXgpnt/LXSc1oQpGms01R4LihN3lhvzOupt2pft3tCsSDPd1lk+oNmBNFb04xmFAloY50rcw41Iyi/0BFGPhM4PEl9mc2GJaIVr6qbPRWYZrz5yU6jpzzs2KmJjk8E54rGDed9aEJwwlLOdu9jwSxz2euH7rPl1tnVxwsFK7qvrfg+rgmB1X7TkzcKBFfjymUjHZoQGDww2FucL7hUOSLgzdye+nKDuUGdeYKLN4MUFYc0IZhRqR0/Lk/wbOulB5NYN7pV5ym/oFxBwMMRjySvvEfgr2+dVZgjMMneOS0t9D2CEyMNB0zOFrw1irVW2dDTvtxY8/ud9wUXFYL1V+v2tAd/JPH0nkAvdf7rJXy2XmrMeZ27gtLTD7vpV40IYE11S+w/ghlz+OYr/mxEcKL8hzcdfwtAZXegaWwjglvd69Zuui0gnj25NdClp73/Ta+j8QLB32+uL7VcxtZ3WKzxpQT5QZBsPpGtb5a7a5UhUFUxlWv42IAAri19ZXhNEDU3z0f5RQMCA96lbeiyoNh/7dN313vKtxaM8dNLE+w38P04/xDb/urgA66/C/bOy3wwyYMt+xgf2nFG8MvYIW8Or2TLspmJE48LTkUq346ZwZa3qU3eEiOYsOvypGHD2HJVUbuyj8Dx/IOOXay/EEwumn4MRoGNrYW2i3rK/nIVOd+fRLuHBSYMyqER+O+L6DJKQlXrDsfNXUMjMFgzXvv3y+id/s2Gp2/r2fq8E6Mz0GU94Z5rPvUIDCSfV7v/hRZWG7lfla1HYLXbpKDkNrL2Glpy6UwdghNlA/7w/getzH5aFYl6ysqvfBYOuocMZSWM1UtrERhc2FcWeR89ULACJ79aBOUFW9KH5KAonekus1gnU3luqkxgLppjojbZLbMGgb/9FZnteahUS5XiOdcguMXbLJWUj/Y1IqpwVA2C8o+Ph78oQMkf7Zfn/12NwD/zpyUDHyOJuJ3Nb9yqETTMlf5L4wl6TwXM+cC6WvJMlKNXPkWNa9tCeIVVCBpqHhZsfYacWzNq3wZXIYj2C4qPLEKxGebXDhNVCKwqzHiJxUhl2F2hVHMlgrxCl9F/PUcPFEaOVkmuRFB+IuV93gsUIfyto8S+EoGBQP9MeQkCMq2ElQORMhnyoPwOSV1bNPAPyTDinO4aSbB6hy60bao5JtxIZL6fdEeY8A7diCayH+0KICTXZeixPoTJBz1WhwpDidexceVCpUp0McBS1aA7nBg2dK0C69cg90684tXtTj2xsJVnPSTe6j/sfDd4G3Gueq0262u5rtI6+c3gTVTBpSv1QqUqpHn/7PglEoHUna5ODdbFo3T0/anmNmfCxDGiTZhQhboPLZc2lYyk7BTs50B5FVrse++vJslwavF3gldCpWpEKA810O30ofITfskRWlaj9Q4npPyF3pT90hvzWM/YgF11//zT7kac1cioFL6sRhJLIpYW744kUrunPxMq1aBdKQ+NzGS3UIeEkmVCyxrkeKk64oJfMKG+f8MDYUINKhthePV+YABVMyC5VPiyBhHTrWqy5M0JI/0hjUKlWhS/TTW5tDOSWjdqQq7QshbNlr+r+F22KeH5zqRYmFCLIDeWLG7zIFIT40ewDtJbx9ZP+EfGi4h7ucQClOvQ/dvVpudoRyKlLcOA9cs+dVuhmjBoJxXebbaJdeIqGVZ5G/B3UOulDYuFL+vQs6tHO3Q6QolHT706hEr16K8KS7vB08ypg9+vPiW0rEdNhwqOTZH0pWT3qRwXJtSjWafkdFdKhBCjdlG2rAtbtujMqPE8LypmaasE6+8u38RIa/qHEUXnnq0BKxp1tsmae/F3UbK36lXhBI2GH1ksvTcwgtqZ3eIE5TRq9lY4pOofReX4qW8DZQZFmXq6F++JomQWy04GKwaVCFVVYasBpfMkokqYwKC0xO6KkrHmVFiw3BPhSwa5RMZkj+kIIewnqkmyQYY9S7Rtm3YfIzY/ff1aaNmAfA+llA7uDCbWnA+SYUMpMR8K/cteraFykOUYNpwzsiFTSicghmq5kdouVGpEf9/wt/uzcx+VHGP0VmjZiJjK2d/J7z5OVcxKGs4GyIQto6RkIJ5YtiBLkQ3SnVj//M2HgGjKZcNHOTYSuPBDvGFedygVU5QwmQ04BuTHbp/6MYJ4/u6cGhvXzNy3YauHhBs1Z75aufDle9Rx7tLzOTuPEQENJW1CpSa06ucSF51GP8Jq37oGoWUTqtV6aLh6wG9UTsrQ6WxY2edM4Y+VDV7ErEvzJNnotU7o8ZHZfvGEMCRfgg2ST9HXeJQ6eBdxcafeEDbcfi7ONmj24AAiLGG1JBu4L6CMo3/pDKOaFs6UZPMD1Ey/q580fBslt1siR6jUgkpW+QQW7T1CuF4O6RZatqBBU/K0KqVDqBtt494LE1qQhK/75oS2EGKPblet8GULml89Y3q0fwwFJPUG+LwIILPeAH8vtrN2/od2lshAYZNT+owQAttM/xtbSw3InLci07HoLXwtTZLFIkqftcYpmSxt2z8lwb7jzM530Jem6gUuOAnWDSf1eOK0HmVsdrHpuGTOO5EZXPQO+D/yuKzkL03Vn3FvV3DnUor6aPaA5RirO6bLtS9pM6mSM7Argb+cxbwAABbitF9r8MK096aSGoErTjTtNfn60oMXwza8Xm6fYGREFfB5hkAeqQI+yeKd+1myrzGX7GuMk30X4ORfttbj6/hKWHxOQFZVAd+SxWeOE5Q+N82VMb3ia6DMpe1+mxPYlbfn5uMNtjAdyJxqkZVcVA19CdXiHEXWVYvWrb0a+KZsC0NsYTtg+kWJzB44Vdj2U0Lz5q9Qy1LqjfdFRKt40nMNt+c1YlcfZfDB2J1w696+dhz/KoMHbMZz98S0uOA9t8dtRGN5YRiZVCs6Uum1wN/O4nbHuMV/xGfb+2OCMVlzHOGAzwWbYu6K+d0J840Xxy1aoAlTQAs0vtpLDWRABkiqTsQlWXXAX8jSQXyVr7+G4Rv8HFHP3W/qxW6v04FM4uDp4nAZIHPqRZfQonrgK7Hw0QAwESzACKfZuXyauz5ODK8Xnd1QWuzcTwNlnJZtA4vAFrzBod/Z+NSXokUjZdHQlya+HmS40TbiU9FvtDpaNFr756P1rbj4rvbrm8SIRktnvjLaAvDCstKWu6DhHiWMaLQq5ou5ecGmL/r0Gy2+gfM9NIjdN9fjHWZrkoDMagD+aSy84wFgFRbcyngamzn2/NrxcMBiiGVDGyzExA+zB36XsBkvtjLY4PcJvQfbDt89Rf1FrUQH88sxVDG879hNB7KuUSRq2huBb8HD1H6NKd04hWOL8zl7hTzLrH1w8hNcJFI9sfD79F6h5D235O+h70VEnxrxhO1YIdh8qUTim0QHJ7EJ+Po87Hhi32544hGcOcHJzkgZU2ON18sDl3rXpVcQk3UcrvYm4M/k4eMi2nhWPG7HdIvEqAMWLF54BwzF3j+wzN3MMXcz8McM595opM3hns7MFX3cBgJZ18zxdPNXNWffRDeBF05KFXtgkNTCSa0W4Puwfd0A8FQ8cKteremBpeHn0xSXzF8+MVHG7gpvziHhBu5Ytjp80iHOmAEcWSqoVtEMslqBr8PDSwVijLzsG1K+94xOAbKrlXN8tQF/HIthFAB+yiHaHHF9RSa1iTYnvQ34iIc9hn16pu85jvunw9Cf4V2xdhMxOTtyG+fbaxeTgmpAxreL5pTYDl97zmODKduIV8QWfD6xb7vIVVTVDnxXHrbJWNtBXMPa4gPsyunBb2lAF4zdAVtbIqb9XCeLryE3l5IO0SpWdXx1FfuxeESnSJce6RSzcqZxWEU2jge4cazeS4MnJ6TE90OcYyyArOvk/GydYus5DciID5yN9wH6nlZ9KUL6Vqff86CcD5z18eEbPro6rkH7txpEdHFasOtbXj6uQfq3GuR0cc7NLnHnpik2L3rNDxes7kTMJzKl2Lz2LZy378tlFJcfytg82iFmHm3k5LcLaPSTrX0sIpKdZF23iO3au4Fvy1K24Qu288Bq6ssxxV9tTcNjenAm41ZOp/QKEaf+8q3uI6cTPoqZn73H0AOLByfc58uDKGLe/qb0v9HFqmKhiF2rhGKm3/9VA3HMRfnz8Opl+fO+tXpuOIvfC4sXT25fe7H07tbnc/63GZHUHh5mpqw9PH4QZqZdYkaAuKQXKXKRcu8lp7+EEDHK16TsFNxDud8zPWv8cNERyy3WLOi9ZagBWRLAw5ZJVQCPfxwT9ev/E1Gr8bXz88P/r8RGBIp27Uggr0/U+nDXHPGz9LmvXRvzuS7+rYd/u+IZsTQ4Y6NzDYfFlMPBXtIWwHa885yojQjiYVF7JIjHV2BHH8qJ2k2f2pEU24ZVi0G8vmiKMWyCLdyVVhmvgDs2q20wJ7nhmbuI+LSL6x8azOsTmf37O/TbgX69bwXz+EPmcIpL9EfayOZgHl9Bgux9vSsSzuw/PpCxITw+zwbIRPY7BEiK/SoDmRPC4w+XJHtxfMJVxdZ/B2Qz+z0DZGgoj89TBDKR/SoBeSWUx5f4gQdkFguYAGQV+1UFshlXSAAZGsbj89SATGS/WkBSYTz+kD0cVTwJ/OaziK3TAbI5jMeXElE8eZiHq5e7ta3RRjc3Bxd7s58NR07XdHXzdHB22GFrM91no4fzdOeNbv8Fu4lUDg==";
	
	return generatedWasm;
}

var base64Js = {};

var hasRequiredBase64Js;

function requireBase64Js () {
	if (hasRequiredBase64Js) return base64Js;
	hasRequiredBase64Js = 1;

	base64Js.byteLength = byteLength;
	base64Js.toByteArray = toByteArray;
	base64Js.fromByteArray = fromByteArray;

	var lookup = [];
	var revLookup = [];
	var Arr = typeof Uint8Array !== 'undefined' ? Uint8Array : Array;

	var code = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
	for (var i = 0, len = code.length; i < len; ++i) {
	  lookup[i] = code[i];
	  revLookup[code.charCodeAt(i)] = i;
	}

	// Support decoding URL-safe base64 strings, as Node.js does.
	// See: https://en.wikipedia.org/wiki/Base64#URL_applications
	revLookup['-'.charCodeAt(0)] = 62;
	revLookup['_'.charCodeAt(0)] = 63;

	function getLens (b64) {
	  var len = b64.length;

	  if (len % 4 > 0) {
	    throw new Error('Invalid string. Length must be a multiple of 4')
	  }

	  // Trim off extra bytes after placeholder bytes are found
	  // See: https://github.com/beatgammit/base64-js/issues/42
	  var validLen = b64.indexOf('=');
	  if (validLen === -1) validLen = len;

	  var placeHoldersLen = validLen === len
	    ? 0
	    : 4 - (validLen % 4);

	  return [validLen, placeHoldersLen]
	}

	// base64 is 4/3 + up to two characters of the original data
	function byteLength (b64) {
	  var lens = getLens(b64);
	  var validLen = lens[0];
	  var placeHoldersLen = lens[1];
	  return ((validLen + placeHoldersLen) * 3 / 4) - placeHoldersLen
	}

	function _byteLength (b64, validLen, placeHoldersLen) {
	  return ((validLen + placeHoldersLen) * 3 / 4) - placeHoldersLen
	}

	function toByteArray (b64) {
	  var tmp;
	  var lens = getLens(b64);
	  var validLen = lens[0];
	  var placeHoldersLen = lens[1];

	  var arr = new Arr(_byteLength(b64, validLen, placeHoldersLen));

	  var curByte = 0;

	  // if there are placeholders, only get up to the last complete 4 chars
	  var len = placeHoldersLen > 0
	    ? validLen - 4
	    : validLen;

	  var i;
	  for (i = 0; i < len; i += 4) {
	    tmp =
	      (revLookup[b64.charCodeAt(i)] << 18) |
	      (revLookup[b64.charCodeAt(i + 1)] << 12) |
	      (revLookup[b64.charCodeAt(i + 2)] << 6) |
	      revLookup[b64.charCodeAt(i + 3)];
	    arr[curByte++] = (tmp >> 16) & 0xFF;
	    arr[curByte++] = (tmp >> 8) & 0xFF;
	    arr[curByte++] = tmp & 0xFF;
	  }

	  if (placeHoldersLen === 2) {
	    tmp =
	      (revLookup[b64.charCodeAt(i)] << 2) |
	      (revLookup[b64.charCodeAt(i + 1)] >> 4);
	    arr[curByte++] = tmp & 0xFF;
	  }

	  if (placeHoldersLen === 1) {
	    tmp =
	      (revLookup[b64.charCodeAt(i)] << 10) |
	      (revLookup[b64.charCodeAt(i + 1)] << 4) |
	      (revLookup[b64.charCodeAt(i + 2)] >> 2);
	    arr[curByte++] = (tmp >> 8) & 0xFF;
	    arr[curByte++] = tmp & 0xFF;
	  }

	  return arr
	}

	function tripletToBase64 (num) {
	  return lookup[num >> 18 & 0x3F] +
	    lookup[num >> 12 & 0x3F] +
	    lookup[num >> 6 & 0x3F] +
	    lookup[num & 0x3F]
	}

	function encodeChunk (uint8, start, end) {
	  var tmp;
	  var output = [];
	  for (var i = start; i < end; i += 3) {
	    tmp =
	      ((uint8[i] << 16) & 0xFF0000) +
	      ((uint8[i + 1] << 8) & 0xFF00) +
	      (uint8[i + 2] & 0xFF);
	    output.push(tripletToBase64(tmp));
	  }
	  return output.join('')
	}

	function fromByteArray (uint8) {
	  var tmp;
	  var len = uint8.length;
	  var extraBytes = len % 3; // if we have 1 byte left, pad 2 bytes
	  var parts = [];
	  var maxChunkLength = 16383; // must be multiple of 3

	  // go through the array every three bytes, we'll deal with trailing stuff later
	  for (var i = 0, len2 = len - extraBytes; i < len2; i += maxChunkLength) {
	    parts.push(encodeChunk(uint8, i, (i + maxChunkLength) > len2 ? len2 : (i + maxChunkLength)));
	  }

	  // pad the end with zeros, but make sure to not forget the extra bytes
	  if (extraBytes === 1) {
	    tmp = uint8[len - 1];
	    parts.push(
	      lookup[tmp >> 2] +
	      lookup[(tmp << 4) & 0x3F] +
	      '=='
	    );
	  } else if (extraBytes === 2) {
	    tmp = (uint8[len - 2] << 8) + uint8[len - 1];
	    parts.push(
	      lookup[tmp >> 10] +
	      lookup[(tmp >> 4) & 0x3F] +
	      lookup[(tmp << 2) & 0x3F] +
	      '='
	    );
	  }

	  return parts.join('')
	}
	return base64Js;
}

var common = {};

var hasRequiredCommon;

function requireCommon () {
	if (hasRequiredCommon) return common;
	hasRequiredCommon = 1;
	(function (exports) {


		var TYPED_OK =  (typeof Uint8Array !== 'undefined') &&
		                (typeof Uint16Array !== 'undefined') &&
		                (typeof Int32Array !== 'undefined');

		function _has(obj, key) {
		  return Object.prototype.hasOwnProperty.call(obj, key);
		}

		exports.assign = function (obj /*from1, from2, from3, ...*/) {
		  var sources = Array.prototype.slice.call(arguments, 1);
		  while (sources.length) {
		    var source = sources.shift();
		    if (!source) { continue; }

		    if (typeof source !== 'object') {
		      throw new TypeError(source + 'must be non-object');
		    }

		    for (var p in source) {
		      if (_has(source, p)) {
		        obj[p] = source[p];
		      }
		    }
		  }

		  return obj;
		};


		// reduce buffer size, avoiding mem copy
		exports.shrinkBuf = function (buf, size) {
		  if (buf.length === size) { return buf; }
		  if (buf.subarray) { return buf.subarray(0, size); }
		  buf.length = size;
		  return buf;
		};


		var fnTyped = {
		  arraySet: function (dest, src, src_offs, len, dest_offs) {
		    if (src.subarray && dest.subarray) {
		      dest.set(src.subarray(src_offs, src_offs + len), dest_offs);
		      return;
		    }
		    // Fallback to ordinary array
		    for (var i = 0; i < len; i++) {
		      dest[dest_offs + i] = src[src_offs + i];
		    }
		  },
		  // Join array of chunks to single array.
		  flattenChunks: function (chunks) {
		    var i, l, len, pos, chunk, result;

		    // calculate data length
		    len = 0;
		    for (i = 0, l = chunks.length; i < l; i++) {
		      len += chunks[i].length;
		    }

		    // join chunks
		    result = new Uint8Array(len);
		    pos = 0;
		    for (i = 0, l = chunks.length; i < l; i++) {
		      chunk = chunks[i];
		      result.set(chunk, pos);
		      pos += chunk.length;
		    }

		    return result;
		  }
		};

		var fnUntyped = {
		  arraySet: function (dest, src, src_offs, len, dest_offs) {
		    for (var i = 0; i < len; i++) {
		      dest[dest_offs + i] = src[src_offs + i];
		    }
		  },
		  // Join array of chunks to single array.
		  flattenChunks: function (chunks) {
		    return [].concat.apply([], chunks);
		  }
		};


		// Enable/Disable typed arrays use, for testing
		//
		exports.setTyped = function (on) {
		  if (on) {
		    exports.Buf8  = Uint8Array;
		    exports.Buf16 = Uint16Array;
		    exports.Buf32 = Int32Array;
		    exports.assign(exports, fnTyped);
		  } else {
		    exports.Buf8  = Array;
		    exports.Buf16 = Array;
		    exports.Buf32 = Array;
		    exports.assign(exports, fnUntyped);
		  }
		};

		exports.setTyped(TYPED_OK); 
	} (common));
	return common;
}

var deflate$1 = {};

var deflate = {};

var trees = {};

var hasRequiredTrees;

function requireTrees () {
	if (hasRequiredTrees) return trees;
	hasRequiredTrees = 1;

	// (C) 1995-2013 Jean-loup Gailly and Mark Adler
	// (C) 2014-2017 Vitaly Puzrin and Andrey Tupitsin
	//
	// This software is provided 'as-is', without any express or implied
	// warranty. In no event will the authors be held liable for any damages
	// arising from the use of this software.
	//
	// Permission is granted to anyone to use this software for any purpose,
	// including commercial applications, and to alter it and redistribute it
	// freely, subject to the following restrictions:
	//
	// 1. The origin of this software must not be misrepresented; you must not
	//   claim that you wrote the original software. If you use this software
	//   in a product, an acknowledgment in the product documentation would be
	//   appreciated but is not required.
	// 2. Altered source versions must be plainly marked as such, and must not be
	//   misrepresented as being the original software.
	// 3. This notice may not be removed or altered from any source distribution.

	/* eslint-disable space-unary-ops */

	var utils = requireCommon();

	/* Public constants ==========================================================*/
	/* ===========================================================================*/


	//var Z_FILTERED          = 1;
	//var Z_HUFFMAN_ONLY      = 2;
	//var Z_RLE               = 3;
	var Z_FIXED               = 4;
	//var Z_DEFAULT_STRATEGY  = 0;

	/* Possible values of the data_type field (though see inflate()) */
	var Z_BINARY              = 0;
	var Z_TEXT                = 1;
	//var Z_ASCII             = 1; // = Z_TEXT
	var Z_UNKNOWN             = 2;

	/*============================================================================*/


	function zero(buf) { var len = buf.length; while (--len >= 0) { buf[len] = 0; } }

	// From zutil.h

	var STORED_BLOCK = 0;
	var STATIC_TREES = 1;
	var DYN_TREES    = 2;
	/* The three kinds of block type */

	var MIN_MATCH    = 3;
	var MAX_MATCH    = 258;
	/* The minimum and maximum match lengths */

	// From deflate.h
	/* ===========================================================================
	 * Internal compression state.
	 */

	var LENGTH_CODES  = 29;
	/* number of length codes, not counting the special END_BLOCK code */

	var LITERALS      = 256;
	/* number of literal bytes 0..255 */

	var L_CODES       = LITERALS + 1 + LENGTH_CODES;
	/* number of Literal or Length codes, including the END_BLOCK code */

	var D_CODES       = 30;
	/* number of distance codes */

	var BL_CODES      = 19;
	/* number of codes used to transfer the bit lengths */

	var HEAP_SIZE     = 2 * L_CODES + 1;
	/* maximum heap size */

	var MAX_BITS      = 15;
	/* All codes must not exceed MAX_BITS bits */

	var Buf_size      = 16;
	/* size of bit buffer in bi_buf */


	/* ===========================================================================
	 * Constants
	 */

	var MAX_BL_BITS = 7;
	/* Bit length codes must not exceed MAX_BL_BITS bits */

	var END_BLOCK   = 256;
	/* end of block literal code */

	var REP_3_6     = 16;
	/* repeat previous bit length 3-6 times (2 bits of repeat count) */

	var REPZ_3_10   = 17;
	/* repeat a zero length 3-10 times  (3 bits of repeat count) */

	var REPZ_11_138 = 18;
	/* repeat a zero length 11-138 times  (7 bits of repeat count) */

	/* eslint-disable comma-spacing,array-bracket-spacing */
	var extra_lbits =   /* extra bits for each length code */
	  [0,0,0,0,0,0,0,0,1,1,1,1,2,2,2,2,3,3,3,3,4,4,4,4,5,5,5,5,0];

	var extra_dbits =   /* extra bits for each distance code */
	  [0,0,0,0,1,1,2,2,3,3,4,4,5,5,6,6,7,7,8,8,9,9,10,10,11,11,12,12,13,13];

	var extra_blbits =  /* extra bits for each bit length code */
	  [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,3,7];

	var bl_order =
	  [16,17,18,0,8,7,9,6,10,5,11,4,12,3,13,2,14,1,15];
	/* eslint-enable comma-spacing,array-bracket-spacing */

	/* The lengths of the bit length codes are sent in order of decreasing
	 * probability, to avoid transmitting the lengths for unused bit length codes.
	 */

	/* ===========================================================================
	 * Local data. These are initialized only once.
	 */

	// We pre-fill arrays with 0 to avoid uninitialized gaps

	var DIST_CODE_LEN = 512; /* see definition of array dist_code below */

	// !!!! Use flat array instead of structure, Freq = i*2, Len = i*2+1
	var static_ltree  = new Array((L_CODES + 2) * 2);
	zero(static_ltree);
	/* The static literal tree. Since the bit lengths are imposed, there is no
	 * need for the L_CODES extra codes used during heap construction. However
	 * The codes 286 and 287 are needed to build a canonical tree (see _tr_init
	 * below).
	 */

	var static_dtree  = new Array(D_CODES * 2);
	zero(static_dtree);
	/* The static distance tree. (Actually a trivial tree since all codes use
	 * 5 bits.)
	 */

	var _dist_code    = new Array(DIST_CODE_LEN);
	zero(_dist_code);
	/* Distance codes. The first 256 values correspond to the distances
	 * 3 .. 258, the last 256 values correspond to the top 8 bits of
	 * the 15 bit distances.
	 */

	var _length_code  = new Array(MAX_MATCH - MIN_MATCH + 1);
	zero(_length_code);
	/* length code for each normalized match length (0 == MIN_MATCH) */

	var base_length   = new Array(LENGTH_CODES);
	zero(base_length);
	/* First normalized length for each code (0 = MIN_MATCH) */

	var base_dist     = new Array(D_CODES);
	zero(base_dist);
	/* First normalized distance for each code (0 = distance of 1) */


	function StaticTreeDesc(static_tree, extra_bits, extra_base, elems, max_length) {

	  this.static_tree  = static_tree;  /* static tree or NULL */
	  this.extra_bits   = extra_bits;   /* extra bits for each code or NULL */
	  this.extra_base   = extra_base;   /* base index for extra_bits */
	  this.elems        = elems;        /* max number of elements in the tree */
	  this.max_length   = max_length;   /* max bit length for the codes */

	  // show if `static_tree` has data or dummy - needed for monomorphic objects
	  this.has_stree    = static_tree && static_tree.length;
	}


	var static_l_desc;
	var static_d_desc;
	var static_bl_desc;


	function TreeDesc(dyn_tree, stat_desc) {
	  this.dyn_tree = dyn_tree;     /* the dynamic tree */
	  this.max_code = 0;            /* largest code with non zero frequency */
	  this.stat_desc = stat_desc;   /* the corresponding static tree */
	}



	function d_code(dist) {
	  return dist < 256 ? _dist_code[dist] : _dist_code[256 + (dist >>> 7)];
	}


	/* ===========================================================================
	 * Output a short LSB first on the stream.
	 * IN assertion: there is enough room in pendingBuf.
	 */
	function put_short(s, w) {
	//    put_byte(s, (uch)((w) & 0xff));
	//    put_byte(s, (uch)((ush)(w) >> 8));
	  s.pending_buf[s.pending++] = (w) & 0xff;
	  s.pending_buf[s.pending++] = (w >>> 8) & 0xff;
	}


	/* ===========================================================================
	 * Send a value on a given number of bits.
	 * IN assertion: length <= 16 and value fits in length bits.
	 */
	function send_bits(s, value, length) {
	  if (s.bi_valid > (Buf_size - length)) {
	    s.bi_buf |= (value << s.bi_valid) & 0xffff;
	    put_short(s, s.bi_buf);
	    s.bi_buf = value >> (Buf_size - s.bi_valid);
	    s.bi_valid += length - Buf_size;
	  } else {
	    s.bi_buf |= (value << s.bi_valid) & 0xffff;
	    s.bi_valid += length;
	  }
	}


	function send_code(s, c, tree) {
	  send_bits(s, tree[c * 2]/*.Code*/, tree[c * 2 + 1]/*.Len*/);
	}


	/* ===========================================================================
	 * Reverse the first len bits of a code, using straightforward code (a faster
	 * method would use a table)
	 * IN assertion: 1 <= len <= 15
	 */
	function bi_reverse(code, len) {
	  var res = 0;
	  do {
	    res |= code & 1;
	    code >>>= 1;
	    res <<= 1;
	  } while (--len > 0);
	  return res >>> 1;
	}


	/* ===========================================================================
	 * Flush the bit buffer, keeping at most 7 bits in it.
	 */
	function bi_flush(s) {
	  if (s.bi_valid === 16) {
	    put_short(s, s.bi_buf);
	    s.bi_buf = 0;
	    s.bi_valid = 0;

	  } else if (s.bi_valid >= 8) {
	    s.pending_buf[s.pending++] = s.bi_buf & 0xff;
	    s.bi_buf >>= 8;
	    s.bi_valid -= 8;
	  }
	}


	/* ===========================================================================
	 * Compute the optimal bit lengths for a tree and update the total bit length
	 * for the current block.
	 * IN assertion: the fields freq and dad are set, heap[heap_max] and
	 *    above are the tree nodes sorted by increasing frequency.
	 * OUT assertions: the field len is set to the optimal bit length, the
	 *     array bl_count contains the frequencies for each bit length.
	 *     The length opt_len is updated; static_len is also updated if stree is
	 *     not null.
	 */
	function gen_bitlen(s, desc)
	//    deflate_state *s;
	//    tree_desc *desc;    /* the tree descriptor */
	{
	  var tree            = desc.dyn_tree;
	  var max_code        = desc.max_code;
	  var stree           = desc.stat_desc.static_tree;
	  var has_stree       = desc.stat_desc.has_stree;
	  var extra           = desc.stat_desc.extra_bits;
	  var base            = desc.stat_desc.extra_base;
	  var max_length      = desc.stat_desc.max_length;
	  var h;              /* heap index */
	  var n, m;           /* iterate over the tree elements */
	  var bits;           /* bit length */
	  var xbits;          /* extra bits */
	  var f;              /* frequency */
	  var overflow = 0;   /* number of elements with bit length too large */

	  for (bits = 0; bits <= MAX_BITS; bits++) {
	    s.bl_count[bits] = 0;
	  }

	  /* In a first pass, compute the optimal bit lengths (which may
	   * overflow in the case of the bit length tree).
	   */
	  tree[s.heap[s.heap_max] * 2 + 1]/*.Len*/ = 0; /* root of the heap */

	  for (h = s.heap_max + 1; h < HEAP_SIZE; h++) {
	    n = s.heap[h];
	    bits = tree[tree[n * 2 + 1]/*.Dad*/ * 2 + 1]/*.Len*/ + 1;
	    if (bits > max_length) {
	      bits = max_length;
	      overflow++;
	    }
	    tree[n * 2 + 1]/*.Len*/ = bits;
	    /* We overwrite tree[n].Dad which is no longer needed */

	    if (n > max_code) { continue; } /* not a leaf node */

	    s.bl_count[bits]++;
	    xbits = 0;
	    if (n >= base) {
	      xbits = extra[n - base];
	    }
	    f = tree[n * 2]/*.Freq*/;
	    s.opt_len += f * (bits + xbits);
	    if (has_stree) {
	      s.static_len += f * (stree[n * 2 + 1]/*.Len*/ + xbits);
	    }
	  }
	  if (overflow === 0) { return; }

	  // Trace((stderr,"\nbit length overflow\n"));
	  /* This happens for example on obj2 and pic of the Calgary corpus */

	  /* Find the first bit length which could increase: */
	  do {
	    bits = max_length - 1;
	    while (s.bl_count[bits] === 0) { bits--; }
	    s.bl_count[bits]--;      /* move one leaf down the tree */
	    s.bl_count[bits + 1] += 2; /* move one overflow item as its brother */
	    s.bl_count[max_length]--;
	    /* The brother of the overflow item also moves one step up,
	     * but this does not affect bl_count[max_length]
	     */
	    overflow -= 2;
	  } while (overflow > 0);

	  /* Now recompute all bit lengths, scanning in increasing frequency.
	   * h is still equal to HEAP_SIZE. (It is simpler to reconstruct all
	   * lengths instead of fixing only the wrong ones. This idea is taken
	   * from 'ar' written by Haruhiko Okumura.)
	   */
	  for (bits = max_length; bits !== 0; bits--) {
	    n = s.bl_count[bits];
	    while (n !== 0) {
	      m = s.heap[--h];
	      if (m > max_code) { continue; }
	      if (tree[m * 2 + 1]/*.Len*/ !== bits) {
	        // Trace((stderr,"code %d bits %d->%d\n", m, tree[m].Len, bits));
	        s.opt_len += (bits - tree[m * 2 + 1]/*.Len*/) * tree[m * 2]/*.Freq*/;
	        tree[m * 2 + 1]/*.Len*/ = bits;
	      }
	      n--;
	    }
	  }
	}


	/* ===========================================================================
	 * Generate the codes for a given tree and bit counts (which need not be
	 * optimal).
	 * IN assertion: the array bl_count contains the bit length statistics for
	 * the given tree and the field len is set for all tree elements.
	 * OUT assertion: the field code is set for all tree elements of non
	 *     zero code length.
	 */
	function gen_codes(tree, max_code, bl_count)
	//    ct_data *tree;             /* the tree to decorate */
	//    int max_code;              /* largest code with non zero frequency */
	//    ushf *bl_count;            /* number of codes at each bit length */
	{
	  var next_code = new Array(MAX_BITS + 1); /* next code value for each bit length */
	  var code = 0;              /* running code value */
	  var bits;                  /* bit index */
	  var n;                     /* code index */

	  /* The distribution counts are first used to generate the code values
	   * without bit reversal.
	   */
	  for (bits = 1; bits <= MAX_BITS; bits++) {
	    next_code[bits] = code = (code + bl_count[bits - 1]) << 1;
	  }
	  /* Check that the bit counts in bl_count are consistent. The last code
	   * must be all ones.
	   */
	  //Assert (code + bl_count[MAX_BITS]-1 == (1<<MAX_BITS)-1,
	  //        "inconsistent bit counts");
	  //Tracev((stderr,"\ngen_codes: max_code %d ", max_code));

	  for (n = 0;  n <= max_code; n++) {
	    var len = tree[n * 2 + 1]/*.Len*/;
	    if (len === 0) { continue; }
	    /* Now reverse the bits */
	    tree[n * 2]/*.Code*/ = bi_reverse(next_code[len]++, len);

	    //Tracecv(tree != static_ltree, (stderr,"\nn %3d %c l %2d c %4x (%x) ",
	    //     n, (isgraph(n) ? n : ' '), len, tree[n].Code, next_code[len]-1));
	  }
	}


	/* ===========================================================================
	 * Initialize the various 'constant' tables.
	 */
	function tr_static_init() {
	  var n;        /* iterates over tree elements */
	  var bits;     /* bit counter */
	  var length;   /* length value */
	  var code;     /* code value */
	  var dist;     /* distance index */
	  var bl_count = new Array(MAX_BITS + 1);
	  /* number of codes at each bit length for an optimal tree */

	  // do check in _tr_init()
	  //if (static_init_done) return;

	  /* For some embedded targets, global variables are not initialized: */
	/*#ifdef NO_INIT_GLOBAL_POINTERS
	  static_l_desc.static_tree = static_ltree;
	  static_l_desc.extra_bits = extra_lbits;
	  static_d_desc.static_tree = static_dtree;
	  static_d_desc.extra_bits = extra_dbits;
	  static_bl_desc.extra_bits = extra_blbits;
	#endif*/

	  /* Initialize the mapping length (0..255) -> length code (0..28) */
	  length = 0;
	  for (code = 0; code < LENGTH_CODES - 1; code++) {
	    base_length[code] = length;
	    for (n = 0; n < (1 << extra_lbits[code]); n++) {
	      _length_code[length++] = code;
	    }
	  }
	  //Assert (length == 256, "tr_static_init: length != 256");
	  /* Note that the length 255 (match length 258) can be represented
	   * in two different ways: code 284 + 5 bits or code 285, so we
	   * overwrite length_code[255] to use the best encoding:
	   */
	  _length_code[length - 1] = code;

	  /* Initialize the mapping dist (0..32K) -> dist code (0..29) */
	  dist = 0;
	  for (code = 0; code < 16; code++) {
	    base_dist[code] = dist;
	    for (n = 0; n < (1 << extra_dbits[code]); n++) {
	      _dist_code[dist++] = code;
	    }
	  }
	  //Assert (dist == 256, "tr_static_init: dist != 256");
	  dist >>= 7; /* from now on, all distances are divided by 128 */
	  for (; code < D_CODES; code++) {
	    base_dist[code] = dist << 7;
	    for (n = 0; n < (1 << (extra_dbits[code] - 7)); n++) {
	      _dist_code[256 + dist++] = code;
	    }
	  }
	  //Assert (dist == 256, "tr_static_init: 256+dist != 512");

	  /* Construct the codes of the static literal tree */
	  for (bits = 0; bits <= MAX_BITS; bits++) {
	    bl_count[bits] = 0;
	  }

	  n = 0;
	  while (n <= 143) {
	    static_ltree[n * 2 + 1]/*.Len*/ = 8;
	    n++;
	    bl_count[8]++;
	  }
	  while (n <= 255) {
	    static_ltree[n * 2 + 1]/*.Len*/ = 9;
	    n++;
	    bl_count[9]++;
	  }
	  while (n <= 279) {
	    static_ltree[n * 2 + 1]/*.Len*/ = 7;
	    n++;
	    bl_count[7]++;
	  }
	  while (n <= 287) {
	    static_ltree[n * 2 + 1]/*.Len*/ = 8;
	    n++;
	    bl_count[8]++;
	  }
	  /* Codes 286 and 287 do not exist, but we must include them in the
	   * tree construction to get a canonical Huffman tree (longest code
	   * all ones)
	   */
	  gen_codes(static_ltree, L_CODES + 1, bl_count);

	  /* The static distance tree is trivial: */
	  for (n = 0; n < D_CODES; n++) {
	    static_dtree[n * 2 + 1]/*.Len*/ = 5;
	    static_dtree[n * 2]/*.Code*/ = bi_reverse(n, 5);
	  }

	  // Now data ready and we can init static trees
	  static_l_desc = new StaticTreeDesc(static_ltree, extra_lbits, LITERALS + 1, L_CODES, MAX_BITS);
	  static_d_desc = new StaticTreeDesc(static_dtree, extra_dbits, 0,          D_CODES, MAX_BITS);
	  static_bl_desc = new StaticTreeDesc(new Array(0), extra_blbits, 0,         BL_CODES, MAX_BL_BITS);

	  //static_init_done = true;
	}


	/* ===========================================================================
	 * Initialize a new block.
	 */
	function init_block(s) {
	  var n; /* iterates over tree elements */

	  /* Initialize the trees. */
	  for (n = 0; n < L_CODES;  n++) { s.dyn_ltree[n * 2]/*.Freq*/ = 0; }
	  for (n = 0; n < D_CODES;  n++) { s.dyn_dtree[n * 2]/*.Freq*/ = 0; }
	  for (n = 0; n < BL_CODES; n++) { s.bl_tree[n * 2]/*.Freq*/ = 0; }

	  s.dyn_ltree[END_BLOCK * 2]/*.Freq*/ = 1;
	  s.opt_len = s.static_len = 0;
	  s.last_lit = s.matches = 0;
	}


	/* ===========================================================================
	 * Flush the bit buffer and align the output on a byte boundary
	 */
	function bi_windup(s)
	{
	  if (s.bi_valid > 8) {
	    put_short(s, s.bi_buf);
	  } else if (s.bi_valid > 0) {
	    //put_byte(s, (Byte)s->bi_buf);
	    s.pending_buf[s.pending++] = s.bi_buf;
	  }
	  s.bi_buf = 0;
	  s.bi_valid = 0;
	}

	/* ===========================================================================
	 * Copy a stored block, storing first the length and its
	 * one's complement if requested.
	 */
	function copy_block(s, buf, len, header)
	//DeflateState *s;
	//charf    *buf;    /* the input data */
	//unsigned len;     /* its length */
	//int      header;  /* true if block header must be written */
	{
	  bi_windup(s);        /* align on byte boundary */

	  {
	    put_short(s, len);
	    put_short(s, ~len);
	  }
	//  while (len--) {
	//    put_byte(s, *buf++);
	//  }
	  utils.arraySet(s.pending_buf, s.window, buf, len, s.pending);
	  s.pending += len;
	}

	/* ===========================================================================
	 * Compares to subtrees, using the tree depth as tie breaker when
	 * the subtrees have equal frequency. This minimizes the worst case length.
	 */
	function smaller(tree, n, m, depth) {
	  var _n2 = n * 2;
	  var _m2 = m * 2;
	  return (tree[_n2]/*.Freq*/ < tree[_m2]/*.Freq*/ ||
	         (tree[_n2]/*.Freq*/ === tree[_m2]/*.Freq*/ && depth[n] <= depth[m]));
	}

	/* ===========================================================================
	 * Restore the heap property by moving down the tree starting at node k,
	 * exchanging a node with the smallest of its two sons if necessary, stopping
	 * when the heap property is re-established (each father smaller than its
	 * two sons).
	 */
	function pqdownheap(s, tree, k)
	//    deflate_state *s;
	//    ct_data *tree;  /* the tree to restore */
	//    int k;               /* node to move down */
	{
	  var v = s.heap[k];
	  var j = k << 1;  /* left son of k */
	  while (j <= s.heap_len) {
	    /* Set j to the smallest of the two sons: */
	    if (j < s.heap_len &&
	      smaller(tree, s.heap[j + 1], s.heap[j], s.depth)) {
	      j++;
	    }
	    /* Exit if v is smaller than both sons */
	    if (smaller(tree, v, s.heap[j], s.depth)) { break; }

	    /* Exchange v with the smallest son */
	    s.heap[k] = s.heap[j];
	    k = j;

	    /* And continue down the tree, setting j to the left son of k */
	    j <<= 1;
	  }
	  s.heap[k] = v;
	}


	// inlined manually
	// var SMALLEST = 1;

	/* ===========================================================================
	 * Send the block data compressed using the given Huffman trees
	 */
	function compress_block(s, ltree, dtree)
	//    deflate_state *s;
	//    const ct_data *ltree; /* literal tree */
	//    const ct_data *dtree; /* distance tree */
	{
	  var dist;           /* distance of matched string */
	  var lc;             /* match length or unmatched char (if dist == 0) */
	  var lx = 0;         /* running index in l_buf */
	  var code;           /* the code to send */
	  var extra;          /* number of extra bits to send */

	  if (s.last_lit !== 0) {
	    do {
	      dist = (s.pending_buf[s.d_buf + lx * 2] << 8) | (s.pending_buf[s.d_buf + lx * 2 + 1]);
	      lc = s.pending_buf[s.l_buf + lx];
	      lx++;

	      if (dist === 0) {
	        send_code(s, lc, ltree); /* send a literal byte */
	        //Tracecv(isgraph(lc), (stderr," '%c' ", lc));
	      } else {
	        /* Here, lc is the match length - MIN_MATCH */
	        code = _length_code[lc];
	        send_code(s, code + LITERALS + 1, ltree); /* send the length code */
	        extra = extra_lbits[code];
	        if (extra !== 0) {
	          lc -= base_length[code];
	          send_bits(s, lc, extra);       /* send the extra length bits */
	        }
	        dist--; /* dist is now the match distance - 1 */
	        code = d_code(dist);
	        //Assert (code < D_CODES, "bad d_code");

	        send_code(s, code, dtree);       /* send the distance code */
	        extra = extra_dbits[code];
	        if (extra !== 0) {
	          dist -= base_dist[code];
	          send_bits(s, dist, extra);   /* send the extra distance bits */
	        }
	      } /* literal or match pair ? */

	      /* Check that the overlay between pending_buf and d_buf+l_buf is ok: */
	      //Assert((uInt)(s->pending) < s->lit_bufsize + 2*lx,
	      //       "pendingBuf overflow");

	    } while (lx < s.last_lit);
	  }

	  send_code(s, END_BLOCK, ltree);
	}


	/* ===========================================================================
	 * Construct one Huffman tree and assigns the code bit strings and lengths.
	 * Update the total bit length for the current block.
	 * IN assertion: the field freq is set for all tree elements.
	 * OUT assertions: the fields len and code are set to the optimal bit length
	 *     and corresponding code. The length opt_len is updated; static_len is
	 *     also updated if stree is not null. The field max_code is set.
	 */
	function build_tree(s, desc)
	//    deflate_state *s;
	//    tree_desc *desc; /* the tree descriptor */
	{
	  var tree     = desc.dyn_tree;
	  var stree    = desc.stat_desc.static_tree;
	  var has_stree = desc.stat_desc.has_stree;
	  var elems    = desc.stat_desc.elems;
	  var n, m;          /* iterate over heap elements */
	  var max_code = -1; /* largest code with non zero frequency */
	  var node;          /* new node being created */

	  /* Construct the initial heap, with least frequent element in
	   * heap[SMALLEST]. The sons of heap[n] are heap[2*n] and heap[2*n+1].
	   * heap[0] is not used.
	   */
	  s.heap_len = 0;
	  s.heap_max = HEAP_SIZE;

	  for (n = 0; n < elems; n++) {
	    if (tree[n * 2]/*.Freq*/ !== 0) {
	      s.heap[++s.heap_len] = max_code = n;
	      s.depth[n] = 0;

	    } else {
	      tree[n * 2 + 1]/*.Len*/ = 0;
	    }
	  }

	  /* The pkzip format requires that at least one distance code exists,
	   * and that at least one bit should be sent even if there is only one
	   * possible code. So to avoid special checks later on we force at least
	   * two codes of non zero frequency.
	   */
	  while (s.heap_len < 2) {
	    node = s.heap[++s.heap_len] = (max_code < 2 ? ++max_code : 0);
	    tree[node * 2]/*.Freq*/ = 1;
	    s.depth[node] = 0;
	    s.opt_len--;

	    if (has_stree) {
	      s.static_len -= stree[node * 2 + 1]/*.Len*/;
	    }
	    /* node is 0 or 1 so it does not have extra bits */
	  }
	  desc.max_code = max_code;

	  /* The elements heap[heap_len/2+1 .. heap_len] are leaves of the tree,
	   * establish sub-heaps of increasing lengths:
	   */
	  for (n = (s.heap_len >> 1/*int /2*/); n >= 1; n--) { pqdownheap(s, tree, n); }

	  /* Construct the Huffman tree by repeatedly combining the least two
	   * frequent nodes.
	   */
	  node = elems;              /* next internal node of the tree */
	  do {
	    //pqremove(s, tree, n);  /* n = node of least frequency */
	    /*** pqremove ***/
	    n = s.heap[1/*SMALLEST*/];
	    s.heap[1/*SMALLEST*/] = s.heap[s.heap_len--];
	    pqdownheap(s, tree, 1/*SMALLEST*/);
	    /***/

	    m = s.heap[1/*SMALLEST*/]; /* m = node of next least frequency */

	    s.heap[--s.heap_max] = n; /* keep the nodes sorted by frequency */
	    s.heap[--s.heap_max] = m;

	    /* Create a new node father of n and m */
	    tree[node * 2]/*.Freq*/ = tree[n * 2]/*.Freq*/ + tree[m * 2]/*.Freq*/;
	    s.depth[node] = (s.depth[n] >= s.depth[m] ? s.depth[n] : s.depth[m]) + 1;
	    tree[n * 2 + 1]/*.Dad*/ = tree[m * 2 + 1]/*.Dad*/ = node;

	    /* and insert the new node in the heap */
	    s.heap[1/*SMALLEST*/] = node++;
	    pqdownheap(s, tree, 1/*SMALLEST*/);

	  } while (s.heap_len >= 2);

	  s.heap[--s.heap_max] = s.heap[1/*SMALLEST*/];

	  /* At this point, the fields freq and dad are set. We can now
	   * generate the bit lengths.
	   */
	  gen_bitlen(s, desc);

	  /* The field len is now set, we can generate the bit codes */
	  gen_codes(tree, max_code, s.bl_count);
	}


	/* ===========================================================================
	 * Scan a literal or distance tree to determine the frequencies of the codes
	 * in the bit length tree.
	 */
	function scan_tree(s, tree, max_code)
	//    deflate_state *s;
	//    ct_data *tree;   /* the tree to be scanned */
	//    int max_code;    /* and its largest code of non zero frequency */
	{
	  var n;                     /* iterates over all tree elements */
	  var prevlen = -1;          /* last emitted length */
	  var curlen;                /* length of current code */

	  var nextlen = tree[0 * 2 + 1]/*.Len*/; /* length of next code */

	  var count = 0;             /* repeat count of the current code */
	  var max_count = 7;         /* max repeat count */
	  var min_count = 4;         /* min repeat count */

	  if (nextlen === 0) {
	    max_count = 138;
	    min_count = 3;
	  }
	  tree[(max_code + 1) * 2 + 1]/*.Len*/ = 0xffff; /* guard */

	  for (n = 0; n <= max_code; n++) {
	    curlen = nextlen;
	    nextlen = tree[(n + 1) * 2 + 1]/*.Len*/;

	    if (++count < max_count && curlen === nextlen) {
	      continue;

	    } else if (count < min_count) {
	      s.bl_tree[curlen * 2]/*.Freq*/ += count;

	    } else if (curlen !== 0) {

	      if (curlen !== prevlen) { s.bl_tree[curlen * 2]/*.Freq*/++; }
	      s.bl_tree[REP_3_6 * 2]/*.Freq*/++;

	    } else if (count <= 10) {
	      s.bl_tree[REPZ_3_10 * 2]/*.Freq*/++;

	    } else {
	      s.bl_tree[REPZ_11_138 * 2]/*.Freq*/++;
	    }

	    count = 0;
	    prevlen = curlen;

	    if (nextlen === 0) {
	      max_count = 138;
	      min_count = 3;

	    } else if (curlen === nextlen) {
	      max_count = 6;
	      min_count = 3;

	    } else {
	      max_count = 7;
	      min_count = 4;
	    }
	  }
	}


	/* ===========================================================================
	 * Send a literal or distance tree in compressed form, using the codes in
	 * bl_tree.
	 */
	function send_tree(s, tree, max_code)
	//    deflate_state *s;
	//    ct_data *tree; /* the tree to be scanned */
	//    int max_code;       /* and its largest code of non zero frequency */
	{
	  var n;                     /* iterates over all tree elements */
	  var prevlen = -1;          /* last emitted length */
	  var curlen;                /* length of current code */

	  var nextlen = tree[0 * 2 + 1]/*.Len*/; /* length of next code */

	  var count = 0;             /* repeat count of the current code */
	  var max_count = 7;         /* max repeat count */
	  var min_count = 4;         /* min repeat count */

	  /* tree[max_code+1].Len = -1; */  /* guard already set */
	  if (nextlen === 0) {
	    max_count = 138;
	    min_count = 3;
	  }

	  for (n = 0; n <= max_code; n++) {
	    curlen = nextlen;
	    nextlen = tree[(n + 1) * 2 + 1]/*.Len*/;

	    if (++count < max_count && curlen === nextlen) {
	      continue;

	    } else if (count < min_count) {
	      do { send_code(s, curlen, s.bl_tree); } while (--count !== 0);

	    } else if (curlen !== 0) {
	      if (curlen !== prevlen) {
	        send_code(s, curlen, s.bl_tree);
	        count--;
	      }
	      //Assert(count >= 3 && count <= 6, " 3_6?");
	      send_code(s, REP_3_6, s.bl_tree);
	      send_bits(s, count - 3, 2);

	    } else if (count <= 10) {
	      send_code(s, REPZ_3_10, s.bl_tree);
	      send_bits(s, count - 3, 3);

	    } else {
	      send_code(s, REPZ_11_138, s.bl_tree);
	      send_bits(s, count - 11, 7);
	    }

	    count = 0;
	    prevlen = curlen;
	    if (nextlen === 0) {
	      max_count = 138;
	      min_count = 3;

	    } else if (curlen === nextlen) {
	      max_count = 6;
	      min_count = 3;

	    } else {
	      max_count = 7;
	      min_count = 4;
	    }
	  }
	}


	/* ===========================================================================
	 * Construct the Huffman tree for the bit lengths and return the index in
	 * bl_order of the last bit length code to send.
	 */
	function build_bl_tree(s) {
	  var max_blindex;  /* index of last bit length code of non zero freq */

	  /* Determine the bit length frequencies for literal and distance trees */
	  scan_tree(s, s.dyn_ltree, s.l_desc.max_code);
	  scan_tree(s, s.dyn_dtree, s.d_desc.max_code);

	  /* Build the bit length tree: */
	  build_tree(s, s.bl_desc);
	  /* opt_len now includes the length of the tree representations, except
	   * the lengths of the bit lengths codes and the 5+5+4 bits for the counts.
	   */

	  /* Determine the number of bit length codes to send. The pkzip format
	   * requires that at least 4 bit length codes be sent. (appnote.txt says
	   * 3 but the actual value used is 4.)
	   */
	  for (max_blindex = BL_CODES - 1; max_blindex >= 3; max_blindex--) {
	    if (s.bl_tree[bl_order[max_blindex] * 2 + 1]/*.Len*/ !== 0) {
	      break;
	    }
	  }
	  /* Update opt_len to include the bit length tree and counts */
	  s.opt_len += 3 * (max_blindex + 1) + 5 + 5 + 4;
	  //Tracev((stderr, "\ndyn trees: dyn %ld, stat %ld",
	  //        s->opt_len, s->static_len));

	  return max_blindex;
	}


	/* ===========================================================================
	 * Send the header for a block using dynamic Huffman trees: the counts, the
	 * lengths of the bit length codes, the literal tree and the distance tree.
	 * IN assertion: lcodes >= 257, dcodes >= 1, blcodes >= 4.
	 */
	function send_all_trees(s, lcodes, dcodes, blcodes)
	//    deflate_state *s;
	//    int lcodes, dcodes, blcodes; /* number of codes for each tree */
	{
	  var rank;                    /* index in bl_order */

	  //Assert (lcodes >= 257 && dcodes >= 1 && blcodes >= 4, "not enough codes");
	  //Assert (lcodes <= L_CODES && dcodes <= D_CODES && blcodes <= BL_CODES,
	  //        "too many codes");
	  //Tracev((stderr, "\nbl counts: "));
	  send_bits(s, lcodes - 257, 5); /* not +255 as stated in appnote.txt */
	  send_bits(s, dcodes - 1,   5);
	  send_bits(s, blcodes - 4,  4); /* not -3 as stated in appnote.txt */
	  for (rank = 0; rank < blcodes; rank++) {
	    //Tracev((stderr, "\nbl code %2d ", bl_order[rank]));
	    send_bits(s, s.bl_tree[bl_order[rank] * 2 + 1]/*.Len*/, 3);
	  }
	  //Tracev((stderr, "\nbl tree: sent %ld", s->bits_sent));

	  send_tree(s, s.dyn_ltree, lcodes - 1); /* literal tree */
	  //Tracev((stderr, "\nlit tree: sent %ld", s->bits_sent));

	  send_tree(s, s.dyn_dtree, dcodes - 1); /* distance tree */
	  //Tracev((stderr, "\ndist tree: sent %ld", s->bits_sent));
	}


	/* ===========================================================================
	 * Check if the data type is TEXT or BINARY, using the following algorithm:
	 * - TEXT if the two conditions below are satisfied:
	 *    a) There are no non-portable control characters belonging to the
	 *       "black list" (0..6, 14..25, 28..31).
	 *    b) There is at least one printable character belonging to the
	 *       "white list" (9 {TAB}, 10 {LF}, 13 {CR}, 32..255).
	 * - BINARY otherwise.
	 * - The following partially-portable control characters form a
	 *   "gray list" that is ignored in this detection algorithm:
	 *   (7 {BEL}, 8 {BS}, 11 {VT}, 12 {FF}, 26 {SUB}, 27 {ESC}).
	 * IN assertion: the fields Freq of dyn_ltree are set.
	 */
	function detect_data_type(s) {
	  /* black_mask is the bit mask of black-listed bytes
	   * set bits 0..6, 14..25, and 28..31
	   * 0xf3ffc07f = binary 11110011111111111100000001111111
	   */
	  var black_mask = 0xf3ffc07f;
	  var n;

	  /* Check for non-textual ("black-listed") bytes. */
	  for (n = 0; n <= 31; n++, black_mask >>>= 1) {
	    if ((black_mask & 1) && (s.dyn_ltree[n * 2]/*.Freq*/ !== 0)) {
	      return Z_BINARY;
	    }
	  }

	  /* Check for textual ("white-listed") bytes. */
	  if (s.dyn_ltree[9 * 2]/*.Freq*/ !== 0 || s.dyn_ltree[10 * 2]/*.Freq*/ !== 0 ||
	      s.dyn_ltree[13 * 2]/*.Freq*/ !== 0) {
	    return Z_TEXT;
	  }
	  for (n = 32; n < LITERALS; n++) {
	    if (s.dyn_ltree[n * 2]/*.Freq*/ !== 0) {
	      return Z_TEXT;
	    }
	  }

	  /* There are no "black-listed" or "white-listed" bytes:
	   * this stream either is empty or has tolerated ("gray-listed") bytes only.
	   */
	  return Z_BINARY;
	}


	var static_init_done = false;

	/* ===========================================================================
	 * Initialize the tree data structures for a new zlib stream.
	 */
	function _tr_init(s)
	{

	  if (!static_init_done) {
	    tr_static_init();
	    static_init_done = true;
	  }

	  s.l_desc  = new TreeDesc(s.dyn_ltree, static_l_desc);
	  s.d_desc  = new TreeDesc(s.dyn_dtree, static_d_desc);
	  s.bl_desc = new TreeDesc(s.bl_tree, static_bl_desc);

	  s.bi_buf = 0;
	  s.bi_valid = 0;

	  /* Initialize the first block of the first file: */
	  init_block(s);
	}


	/* ===========================================================================
	 * Send a stored block
	 */
	function _tr_stored_block(s, buf, stored_len, last)
	//DeflateState *s;
	//charf *buf;       /* input block */
	//ulg stored_len;   /* length of input block */
	//int last;         /* one if this is the last block for a file */
	{
	  send_bits(s, (STORED_BLOCK << 1) + (last ? 1 : 0), 3);    /* send block type */
	  copy_block(s, buf, stored_len); /* with header */
	}


	/* ===========================================================================
	 * Send one empty static block to give enough lookahead for inflate.
	 * This takes 10 bits, of which 7 may remain in the bit buffer.
	 */
	function _tr_align(s) {
	  send_bits(s, STATIC_TREES << 1, 3);
	  send_code(s, END_BLOCK, static_ltree);
	  bi_flush(s);
	}


	/* ===========================================================================
	 * Determine the best encoding for the current block: dynamic trees, static
	 * trees or store, and output the encoded block to the zip file.
	 */
	function _tr_flush_block(s, buf, stored_len, last)
	//DeflateState *s;
	//charf *buf;       /* input block, or NULL if too old */
	//ulg stored_len;   /* length of input block */
	//int last;         /* one if this is the last block for a file */
	{
	  var opt_lenb, static_lenb;  /* opt_len and static_len in bytes */
	  var max_blindex = 0;        /* index of last bit length code of non zero freq */

	  /* Build the Huffman trees unless a stored block is forced */
	  if (s.level > 0) {

	    /* Check if the file is binary or text */
	    if (s.strm.data_type === Z_UNKNOWN) {
	      s.strm.data_type = detect_data_type(s);
	    }

	    /* Construct the literal and distance trees */
	    build_tree(s, s.l_desc);
	    // Tracev((stderr, "\nlit data: dyn %ld, stat %ld", s->opt_len,
	    //        s->static_len));

	    build_tree(s, s.d_desc);
	    // Tracev((stderr, "\ndist data: dyn %ld, stat %ld", s->opt_len,
	    //        s->static_len));
	    /* At this point, opt_len and static_len are the total bit lengths of
	     * the compressed block data, excluding the tree representations.
	     */

	    /* Build the bit length tree for the above two trees, and get the index
	     * in bl_order of the last bit length code to send.
	     */
	    max_blindex = build_bl_tree(s);

	    /* Determine the best encoding. Compute the block lengths in bytes. */
	    opt_lenb = (s.opt_len + 3 + 7) >>> 3;
	    static_lenb = (s.static_len + 3 + 7) >>> 3;

	    // Tracev((stderr, "\nopt %lu(%lu) stat %lu(%lu) stored %lu lit %u ",
	    //        opt_lenb, s->opt_len, static_lenb, s->static_len, stored_len,
	    //        s->last_lit));

	    if (static_lenb <= opt_lenb) { opt_lenb = static_lenb; }

	  } else {
	    // Assert(buf != (char*)0, "lost buf");
	    opt_lenb = static_lenb = stored_len + 5; /* force a stored block */
	  }

	  if ((stored_len + 4 <= opt_lenb) && (buf !== -1)) {
	    /* 4: two words for the lengths */

	    /* The test buf != NULL is only necessary if LIT_BUFSIZE > WSIZE.
	     * Otherwise we can't have processed more than WSIZE input bytes since
	     * the last block flush, because compression would have been
	     * successful. If LIT_BUFSIZE <= WSIZE, it is never too late to
	     * transform a block into a stored block.
	     */
	    _tr_stored_block(s, buf, stored_len, last);

	  } else if (s.strategy === Z_FIXED || static_lenb === opt_lenb) {

	    send_bits(s, (STATIC_TREES << 1) + (last ? 1 : 0), 3);
	    compress_block(s, static_ltree, static_dtree);

	  } else {
	    send_bits(s, (DYN_TREES << 1) + (last ? 1 : 0), 3);
	    send_all_trees(s, s.l_desc.max_code + 1, s.d_desc.max_code + 1, max_blindex + 1);
	    compress_block(s, s.dyn_ltree, s.dyn_dtree);
	  }
	  // Assert (s->compressed_len == s->bits_sent, "bad compressed size");
	  /* The above check is made mod 2^32, for files larger than 512 MB
	   * and uLong implemented on 32 bits.
	   */
	  init_block(s);

	  if (last) {
	    bi_windup(s);
	  }
	  // Tracev((stderr,"\ncomprlen %lu(%lu) ", s->compressed_len>>3,
	  //       s->compressed_len-7*last));
	}

	/* ===========================================================================
	 * Save the match info and tally the frequency counts. Return true if
	 * the current block must be flushed.
	 */
	function _tr_tally(s, dist, lc)
	//    deflate_state *s;
	//    unsigned dist;  /* distance of matched string */
	//    unsigned lc;    /* match length-MIN_MATCH or unmatched char (if dist==0) */
	{
	  //var out_length, in_length, dcode;

	  s.pending_buf[s.d_buf + s.last_lit * 2]     = (dist >>> 8) & 0xff;
	  s.pending_buf[s.d_buf + s.last_lit * 2 + 1] = dist & 0xff;

	  s.pending_buf[s.l_buf + s.last_lit] = lc & 0xff;
	  s.last_lit++;

	  if (dist === 0) {
	    /* lc is the unmatched char */
	    s.dyn_ltree[lc * 2]/*.Freq*/++;
	  } else {
	    s.matches++;
	    /* Here, lc is the match length - MIN_MATCH */
	    dist--;             /* dist = match distance - 1 */
	    //Assert((ush)dist < (ush)MAX_DIST(s) &&
	    //       (ush)lc <= (ush)(MAX_MATCH-MIN_MATCH) &&
	    //       (ush)d_code(dist) < (ush)D_CODES,  "_tr_tally: bad match");

	    s.dyn_ltree[(_length_code[lc] + LITERALS + 1) * 2]/*.Freq*/++;
	    s.dyn_dtree[d_code(dist) * 2]/*.Freq*/++;
	  }

	// (!) This block is disabled in zlib defaults,
	// don't enable it for binary compatibility

	//#ifdef TRUNCATE_BLOCK
	//  /* Try to guess if it is profitable to stop the current block here */
	//  if ((s.last_lit & 0x1fff) === 0 && s.level > 2) {
	//    /* Compute an upper bound for the compressed length */
	//    out_length = s.last_lit*8;
	//    in_length = s.strstart - s.block_start;
	//
	//    for (dcode = 0; dcode < D_CODES; dcode++) {
	//      out_length += s.dyn_dtree[dcode*2]/*.Freq*/ * (5 + extra_dbits[dcode]);
	//    }
	//    out_length >>>= 3;
	//    //Tracev((stderr,"\nlast_lit %u, in %ld, out ~%ld(%ld%%) ",
	//    //       s->last_lit, in_length, out_length,
	//    //       100L - out_length*100L/in_length));
	//    if (s.matches < (s.last_lit>>1)/*int /2*/ && out_length < (in_length>>1)/*int /2*/) {
	//      return true;
	//    }
	//  }
	//#endif

	  return (s.last_lit === s.lit_bufsize - 1);
	  /* We avoid equality with lit_bufsize because of wraparound at 64K
	   * on 16 bit machines and because stored blocks are restricted to
	   * 64K-1 bytes.
	   */
	}

	trees._tr_init  = _tr_init;
	trees._tr_stored_block = _tr_stored_block;
	trees._tr_flush_block  = _tr_flush_block;
	trees._tr_tally = _tr_tally;
	trees._tr_align = _tr_align;
	return trees;
}

var adler32_1;
var hasRequiredAdler32;

function requireAdler32 () {
	if (hasRequiredAdler32) return adler32_1;
	hasRequiredAdler32 = 1;

	// Note: adler32 takes 12% for level 0 and 2% for level 6.
	// It isn't worth it to make additional optimizations as in original.
	// Small size is preferable.

	// (C) 1995-2013 Jean-loup Gailly and Mark Adler
	// (C) 2014-2017 Vitaly Puzrin and Andrey Tupitsin
	//
	// This software is provided 'as-is', without any express or implied
	// warranty. In no event will the authors be held liable for any damages
	// arising from the use of this software.
	//
	// Permission is granted to anyone to use this software for any purpose,
	// including commercial applications, and to alter it and redistribute it
	// freely, subject to the following restrictions:
	//
	// 1. The origin of this software must not be misrepresented; you must not
	//   claim that you wrote the original software. If you use this software
	//   in a product, an acknowledgment in the product documentation would be
	//   appreciated but is not required.
	// 2. Altered source versions must be plainly marked as such, and must not be
	//   misrepresented as being the original software.
	// 3. This notice may not be removed or altered from any source distribution.

	function adler32(adler, buf, len, pos) {
	  var s1 = (adler & 0xffff) |0,
	      s2 = ((adler >>> 16) & 0xffff) |0,
	      n = 0;

	  while (len !== 0) {
	    // Set limit ~ twice less than 5552, to keep
	    // s2 in 31-bits, because we force signed ints.
	    // in other case %= will fail.
	    n = len > 2000 ? 2000 : len;
	    len -= n;

	    do {
	      s1 = (s1 + buf[pos++]) |0;
	      s2 = (s2 + s1) |0;
	    } while (--n);

	    s1 %= 65521;
	    s2 %= 65521;
	  }

	  return (s1 | (s2 << 16)) |0;
	}


	adler32_1 = adler32;
	return adler32_1;
}

var crc32_1;
var hasRequiredCrc32;

function requireCrc32 () {
	if (hasRequiredCrc32) return crc32_1;
	hasRequiredCrc32 = 1;

	// Note: we can't get significant speed boost here.
	// So write code to minimize size - no pregenerated tables
	// and array tools dependencies.

	// (C) 1995-2013 Jean-loup Gailly and Mark Adler
	// (C) 2014-2017 Vitaly Puzrin and Andrey Tupitsin
	//
	// This software is provided 'as-is', without any express or implied
	// warranty. In no event will the authors be held liable for any damages
	// arising from the use of this software.
	//
	// Permission is granted to anyone to use this software for any purpose,
	// including commercial applications, and to alter it and redistribute it
	// freely, subject to the following restrictions:
	//
	// 1. The origin of this software must not be misrepresented; you must not
	//   claim that you wrote the original software. If you use this software
	//   in a product, an acknowledgment in the product documentation would be
	//   appreciated but is not required.
	// 2. Altered source versions must be plainly marked as such, and must not be
	//   misrepresented as being the original software.
	// 3. This notice may not be removed or altered from any source distribution.

	// Use ordinary array, since untyped makes no boost here
	function makeTable() {
	  var c, table = [];

	  for (var n = 0; n < 256; n++) {
	    c = n;
	    for (var k = 0; k < 8; k++) {
	      c = ((c & 1) ? (0xEDB88320 ^ (c >>> 1)) : (c >>> 1));
	    }
	    table[n] = c;
	  }

	  return table;
	}

	// Create table on load. Just 255 signed longs. Not a problem.
	var crcTable = makeTable();


	function crc32(crc, buf, len, pos) {
	  var t = crcTable,
	      end = pos + len;

	  crc ^= -1;

	  for (var i = pos; i < end; i++) {
	    crc = (crc >>> 8) ^ t[(crc ^ buf[i]) & 0xFF];
	  }

	  return (crc ^ (-1)); // >>> 0;
	}


	crc32_1 = crc32;
	return crc32_1;
}

var messages;
var hasRequiredMessages;

function requireMessages () {
	if (hasRequiredMessages) return messages;
	hasRequiredMessages = 1;

	// (C) 1995-2013 Jean-loup Gailly and Mark Adler
	// (C) 2014-2017 Vitaly Puzrin and Andrey Tupitsin
	//
	// This software is provided 'as-is', without any express or implied
	// warranty. In no event will the authors be held liable for any damages
	// arising from the use of this software.
	//
	// Permission is granted to anyone to use this software for any purpose,
	// including commercial applications, and to alter it and redistribute it
	// freely, subject to the following restrictions:
	//
	// 1. The origin of this software must not be misrepresented; you must not
	//   claim that you wrote the original software. If you use this software
	//   in a product, an acknowledgment in the product documentation would be
	//   appreciated but is not required.
	// 2. Altered source versions must be plainly marked as such, and must not be
	//   misrepresented as being the original software.
	// 3. This notice may not be removed or altered from any source distribution.

	messages = {
	  2:      'need dictionary',     /* Z_NEED_DICT       2  */
	  1:      'stream end',          /* Z_STREAM_END      1  */
	  0:      '',                    /* Z_OK              0  */
	  '-1':   'file error',          /* Z_ERRNO         (-1) */
	  '-2':   'stream error',        /* Z_STREAM_ERROR  (-2) */
	  '-3':   'data error',          /* Z_DATA_ERROR    (-3) */
	  '-4':   'insufficient memory', /* Z_MEM_ERROR     (-4) */
	  '-5':   'buffer error',        /* Z_BUF_ERROR     (-5) */
	  '-6':   'incompatible version' /* Z_VERSION_ERROR (-6) */
	};
	return messages;
}

var hasRequiredDeflate$1;

function requireDeflate$1 () {
	if (hasRequiredDeflate$1) return deflate;
	hasRequiredDeflate$1 = 1;

	// (C) 1995-2013 Jean-loup Gailly and Mark Adler
	// (C) 2014-2017 Vitaly Puzrin and Andrey Tupitsin
	//
	// This software is provided 'as-is', without any express or implied
	// warranty. In no event will the authors be held liable for any damages
	// arising from the use of this software.
	//
	// Permission is granted to anyone to use this software for any purpose,
	// including commercial applications, and to alter it and redistribute it
	// freely, subject to the following restrictions:
	//
	// 1. The origin of this software must not be misrepresented; you must not
	//   claim that you wrote the original software. If you use this software
	//   in a product, an acknowledgment in the product documentation would be
	//   appreciated but is not required.
	// 2. Altered source versions must be plainly marked as such, and must not be
	//   misrepresented as being the original software.
	// 3. This notice may not be removed or altered from any source distribution.

	var utils   = requireCommon();
	var trees   = requireTrees();
	var adler32 = requireAdler32();
	var crc32   = requireCrc32();
	var msg     = requireMessages();

	/* Public constants ==========================================================*/
	/* ===========================================================================*/


	/* Allowed flush values; see deflate() and inflate() below for details */
	var Z_NO_FLUSH      = 0;
	var Z_PARTIAL_FLUSH = 1;
	//var Z_SYNC_FLUSH    = 2;
	var Z_FULL_FLUSH    = 3;
	var Z_FINISH        = 4;
	var Z_BLOCK         = 5;
	//var Z_TREES         = 6;


	/* Return codes for the compression/decompression functions. Negative values
	 * are errors, positive values are used for special but normal events.
	 */
	var Z_OK            = 0;
	var Z_STREAM_END    = 1;
	//var Z_NEED_DICT     = 2;
	//var Z_ERRNO         = -1;
	var Z_STREAM_ERROR  = -2;
	var Z_DATA_ERROR    = -3;
	//var Z_MEM_ERROR     = -4;
	var Z_BUF_ERROR     = -5;
	//var Z_VERSION_ERROR = -6;


	/* compression levels */
	//var Z_NO_COMPRESSION      = 0;
	//var Z_BEST_SPEED          = 1;
	//var Z_BEST_COMPRESSION    = 9;
	var Z_DEFAULT_COMPRESSION = -1;


	var Z_FILTERED            = 1;
	var Z_HUFFMAN_ONLY        = 2;
	var Z_RLE                 = 3;
	var Z_FIXED               = 4;
	var Z_DEFAULT_STRATEGY    = 0;

	/* Possible values of the data_type field (though see inflate()) */
	//var Z_BINARY              = 0;
	//var Z_TEXT                = 1;
	//var Z_ASCII               = 1; // = Z_TEXT
	var Z_UNKNOWN             = 2;


	/* The deflate compression method */
	var Z_DEFLATED  = 8;

	/*============================================================================*/


	var MAX_MEM_LEVEL = 9;
	/* Maximum value for memLevel in deflateInit2 */
	var MAX_WBITS = 15;
	/* 32K LZ77 window */
	var DEF_MEM_LEVEL = 8;


	var LENGTH_CODES  = 29;
	/* number of length codes, not counting the special END_BLOCK code */
	var LITERALS      = 256;
	/* number of literal bytes 0..255 */
	var L_CODES       = LITERALS + 1 + LENGTH_CODES;
	/* number of Literal or Length codes, including the END_BLOCK code */
	var D_CODES       = 30;
	/* number of distance codes */
	var BL_CODES      = 19;
	/* number of codes used to transfer the bit lengths */
	var HEAP_SIZE     = 2 * L_CODES + 1;
	/* maximum heap size */
	var MAX_BITS  = 15;
	/* All codes must not exceed MAX_BITS bits */

	var MIN_MATCH = 3;
	var MAX_MATCH = 258;
	var MIN_LOOKAHEAD = (MAX_MATCH + MIN_MATCH + 1);

	var PRESET_DICT = 0x20;

	var INIT_STATE = 42;
	var EXTRA_STATE = 69;
	var NAME_STATE = 73;
	var COMMENT_STATE = 91;
	var HCRC_STATE = 103;
	var BUSY_STATE = 113;
	var FINISH_STATE = 666;

	var BS_NEED_MORE      = 1; /* block not completed, need more input or more output */
	var BS_BLOCK_DONE     = 2; /* block flush performed */
	var BS_FINISH_STARTED = 3; /* finish started, need only more output at next deflate */
	var BS_FINISH_DONE    = 4; /* finish done, accept no more input or output */

	var OS_CODE = 0x03; // Unix :) . Don't detect, use this default.

	function err(strm, errorCode) {
	  strm.msg = msg[errorCode];
	  return errorCode;
	}

	function rank(f) {
	  return ((f) << 1) - ((f) > 4 ? 9 : 0);
	}

	function zero(buf) { var len = buf.length; while (--len >= 0) { buf[len] = 0; } }


	/* =========================================================================
	 * Flush as much pending output as possible. All deflate() output goes
	 * through this function so some applications may wish to modify it
	 * to avoid allocating a large strm->output buffer and copying into it.
	 * (See also read_buf()).
	 */
	function flush_pending(strm) {
	  var s = strm.state;

	  //_tr_flush_bits(s);
	  var len = s.pending;
	  if (len > strm.avail_out) {
	    len = strm.avail_out;
	  }
	  if (len === 0) { return; }

	  utils.arraySet(strm.output, s.pending_buf, s.pending_out, len, strm.next_out);
	  strm.next_out += len;
	  s.pending_out += len;
	  strm.total_out += len;
	  strm.avail_out -= len;
	  s.pending -= len;
	  if (s.pending === 0) {
	    s.pending_out = 0;
	  }
	}


	function flush_block_only(s, last) {
	  trees._tr_flush_block(s, (s.block_start >= 0 ? s.block_start : -1), s.strstart - s.block_start, last);
	  s.block_start = s.strstart;
	  flush_pending(s.strm);
	}


	function put_byte(s, b) {
	  s.pending_buf[s.pending++] = b;
	}


	/* =========================================================================
	 * Put a short in the pending buffer. The 16-bit value is put in MSB order.
	 * IN assertion: the stream state is correct and there is enough room in
	 * pending_buf.
	 */
	function putShortMSB(s, b) {
	//  put_byte(s, (Byte)(b >> 8));
	//  put_byte(s, (Byte)(b & 0xff));
	  s.pending_buf[s.pending++] = (b >>> 8) & 0xff;
	  s.pending_buf[s.pending++] = b & 0xff;
	}


	/* ===========================================================================
	 * Read a new buffer from the current input stream, update the adler32
	 * and total number of bytes read.  All deflate() input goes through
	 * this function so some applications may wish to modify it to avoid
	 * allocating a large strm->input buffer and copying from it.
	 * (See also flush_pending()).
	 */
	function read_buf(strm, buf, start, size) {
	  var len = strm.avail_in;

	  if (len > size) { len = size; }
	  if (len === 0) { return 0; }

	  strm.avail_in -= len;

	  // zmemcpy(buf, strm->next_in, len);
	  utils.arraySet(buf, strm.input, strm.next_in, len, start);
	  if (strm.state.wrap === 1) {
	    strm.adler = adler32(strm.adler, buf, len, start);
	  }

	  else if (strm.state.wrap === 2) {
	    strm.adler = crc32(strm.adler, buf, len, start);
	  }

	  strm.next_in += len;
	  strm.total_in += len;

	  return len;
	}


	/* ===========================================================================
	 * Set match_start to the longest match starting at the given string and
	 * return its length. Matches shorter or equal to prev_length are discarded,
	 * in which case the result is equal to prev_length and match_start is
	 * garbage.
	 * IN assertions: cur_match is the head of the hash chain for the current
	 *   string (strstart) and its distance is <= MAX_DIST, and prev_length >= 1
	 * OUT assertion: the match length is not greater than s->lookahead.
	 */
	function longest_match(s, cur_match) {
	  var chain_length = s.max_chain_length;      /* max hash chain length */
	  var scan = s.strstart; /* current string */
	  var match;                       /* matched string */
	  var len;                           /* length of current match */
	  var best_len = s.prev_length;              /* best match length so far */
	  var nice_match = s.nice_match;             /* stop if match long enough */
	  var limit = (s.strstart > (s.w_size - MIN_LOOKAHEAD)) ?
	      s.strstart - (s.w_size - MIN_LOOKAHEAD) : 0/*NIL*/;

	  var _win = s.window; // shortcut

	  var wmask = s.w_mask;
	  var prev  = s.prev;

	  /* Stop when cur_match becomes <= limit. To simplify the code,
	   * we prevent matches with the string of window index 0.
	   */

	  var strend = s.strstart + MAX_MATCH;
	  var scan_end1  = _win[scan + best_len - 1];
	  var scan_end   = _win[scan + best_len];

	  /* The code is optimized for HASH_BITS >= 8 and MAX_MATCH-2 multiple of 16.
	   * It is easy to get rid of this optimization if necessary.
	   */
	  // Assert(s->hash_bits >= 8 && MAX_MATCH == 258, "Code too clever");

	  /* Do not waste too much time if we already have a good match: */
	  if (s.prev_length >= s.good_match) {
	    chain_length >>= 2;
	  }
	  /* Do not look for matches beyond the end of the input. This is necessary
	   * to make deflate deterministic.
	   */
	  if (nice_match > s.lookahead) { nice_match = s.lookahead; }

	  // Assert((ulg)s->strstart <= s->window_size-MIN_LOOKAHEAD, "need lookahead");

	  do {
	    // Assert(cur_match < s->strstart, "no future");
	    match = cur_match;

	    /* Skip to next match if the match length cannot increase
	     * or if the match length is less than 2.  Note that the checks below
	     * for insufficient lookahead only occur occasionally for performance
	     * reasons.  Therefore uninitialized memory will be accessed, and
	     * conditional jumps will be made that depend on those values.
	     * However the length of the match is limited to the lookahead, so
	     * the output of deflate is not affected by the uninitialized values.
	     */

	    if (_win[match + best_len]     !== scan_end  ||
	        _win[match + best_len - 1] !== scan_end1 ||
	        _win[match]                !== _win[scan] ||
	        _win[++match]              !== _win[scan + 1]) {
	      continue;
	    }

	    /* The check at best_len-1 can be removed because it will be made
	     * again later. (This heuristic is not always a win.)
	     * It is not necessary to compare scan[2] and match[2] since they
	     * are always equal when the other bytes match, given that
	     * the hash keys are equal and that HASH_BITS >= 8.
	     */
	    scan += 2;
	    match++;
	    // Assert(*scan == *match, "match[2]?");

	    /* We check for insufficient lookahead only every 8th comparison;
	     * the 256th check will be made at strstart+258.
	     */
	    do {
	      /*jshint noempty:false*/
	    } while (_win[++scan] === _win[++match] && _win[++scan] === _win[++match] &&
	             _win[++scan] === _win[++match] && _win[++scan] === _win[++match] &&
	             _win[++scan] === _win[++match] && _win[++scan] === _win[++match] &&
	             _win[++scan] === _win[++match] && _win[++scan] === _win[++match] &&
	             scan < strend);

	    // Assert(scan <= s->window+(unsigned)(s->window_size-1), "wild scan");

	    len = MAX_MATCH - (strend - scan);
	    scan = strend - MAX_MATCH;

	    if (len > best_len) {
	      s.match_start = cur_match;
	      best_len = len;
	      if (len >= nice_match) {
	        break;
	      }
	      scan_end1  = _win[scan + best_len - 1];
	      scan_end   = _win[scan + best_len];
	    }
	  } while ((cur_match = prev[cur_match & wmask]) > limit && --chain_length !== 0);

	  if (best_len <= s.lookahead) {
	    return best_len;
	  }
	  return s.lookahead;
	}


	/* ===========================================================================
	 * Fill the window when the lookahead becomes insufficient.
	 * Updates strstart and lookahead.
	 *
	 * IN assertion: lookahead < MIN_LOOKAHEAD
	 * OUT assertions: strstart <= window_size-MIN_LOOKAHEAD
	 *    At least one byte has been read, or avail_in == 0; reads are
	 *    performed for at least two bytes (required for the zip translate_eol
	 *    option -- not supported here).
	 */
	function fill_window(s) {
	  var _w_size = s.w_size;
	  var p, n, m, more, str;

	  //Assert(s->lookahead < MIN_LOOKAHEAD, "already enough lookahead");

	  do {
	    more = s.window_size - s.lookahead - s.strstart;

	    // JS ints have 32 bit, block below not needed
	    /* Deal with !@#$% 64K limit: */
	    //if (sizeof(int) <= 2) {
	    //    if (more == 0 && s->strstart == 0 && s->lookahead == 0) {
	    //        more = wsize;
	    //
	    //  } else if (more == (unsigned)(-1)) {
	    //        /* Very unlikely, but possible on 16 bit machine if
	    //         * strstart == 0 && lookahead == 1 (input done a byte at time)
	    //         */
	    //        more--;
	    //    }
	    //}


	    /* If the window is almost full and there is insufficient lookahead,
	     * move the upper half to the lower one to make room in the upper half.
	     */
	    if (s.strstart >= _w_size + (_w_size - MIN_LOOKAHEAD)) {

	      utils.arraySet(s.window, s.window, _w_size, _w_size, 0);
	      s.match_start -= _w_size;
	      s.strstart -= _w_size;
	      /* we now have strstart >= MAX_DIST */
	      s.block_start -= _w_size;

	      /* Slide the hash table (could be avoided with 32 bit values
	       at the expense of memory usage). We slide even when level == 0
	       to keep the hash table consistent if we switch back to level > 0
	       later. (Using level 0 permanently is not an optimal usage of
	       zlib, so we don't care about this pathological case.)
	       */

	      n = s.hash_size;
	      p = n;
	      do {
	        m = s.head[--p];
	        s.head[p] = (m >= _w_size ? m - _w_size : 0);
	      } while (--n);

	      n = _w_size;
	      p = n;
	      do {
	        m = s.prev[--p];
	        s.prev[p] = (m >= _w_size ? m - _w_size : 0);
	        /* If n is not on any hash chain, prev[n] is garbage but
	         * its value will never be used.
	         */
	      } while (--n);

	      more += _w_size;
	    }
	    if (s.strm.avail_in === 0) {
	      break;
	    }

	    /* If there was no sliding:
	     *    strstart <= WSIZE+MAX_DIST-1 && lookahead <= MIN_LOOKAHEAD - 1 &&
	     *    more == window_size - lookahead - strstart
	     * => more >= window_size - (MIN_LOOKAHEAD-1 + WSIZE + MAX_DIST-1)
	     * => more >= window_size - 2*WSIZE + 2
	     * In the BIG_MEM or MMAP case (not yet supported),
	     *   window_size == input_size + MIN_LOOKAHEAD  &&
	     *   strstart + s->lookahead <= input_size => more >= MIN_LOOKAHEAD.
	     * Otherwise, window_size == 2*WSIZE so more >= 2.
	     * If there was sliding, more >= WSIZE. So in all cases, more >= 2.
	     */
	    //Assert(more >= 2, "more < 2");
	    n = read_buf(s.strm, s.window, s.strstart + s.lookahead, more);
	    s.lookahead += n;

	    /* Initialize the hash value now that we have some input: */
	    if (s.lookahead + s.insert >= MIN_MATCH) {
	      str = s.strstart - s.insert;
	      s.ins_h = s.window[str];

	      /* UPDATE_HASH(s, s->ins_h, s->window[str + 1]); */
	      s.ins_h = ((s.ins_h << s.hash_shift) ^ s.window[str + 1]) & s.hash_mask;
	//#if MIN_MATCH != 3
	//        Call update_hash() MIN_MATCH-3 more times
	//#endif
	      while (s.insert) {
	        /* UPDATE_HASH(s, s->ins_h, s->window[str + MIN_MATCH-1]); */
	        s.ins_h = ((s.ins_h << s.hash_shift) ^ s.window[str + MIN_MATCH - 1]) & s.hash_mask;

	        s.prev[str & s.w_mask] = s.head[s.ins_h];
	        s.head[s.ins_h] = str;
	        str++;
	        s.insert--;
	        if (s.lookahead + s.insert < MIN_MATCH) {
	          break;
	        }
	      }
	    }
	    /* If the whole input has less than MIN_MATCH bytes, ins_h is garbage,
	     * but this is not important since only literal bytes will be emitted.
	     */

	  } while (s.lookahead < MIN_LOOKAHEAD && s.strm.avail_in !== 0);

	  /* If the WIN_INIT bytes after the end of the current data have never been
	   * written, then zero those bytes in order to avoid memory check reports of
	   * the use of uninitialized (or uninitialised as Julian writes) bytes by
	   * the longest match routines.  Update the high water mark for the next
	   * time through here.  WIN_INIT is set to MAX_MATCH since the longest match
	   * routines allow scanning to strstart + MAX_MATCH, ignoring lookahead.
	   */
	//  if (s.high_water < s.window_size) {
	//    var curr = s.strstart + s.lookahead;
	//    var init = 0;
	//
	//    if (s.high_water < curr) {
	//      /* Previous high water mark below current data -- zero WIN_INIT
	//       * bytes or up to end of window, whichever is less.
	//       */
	//      init = s.window_size - curr;
	//      if (init > WIN_INIT)
	//        init = WIN_INIT;
	//      zmemzero(s->window + curr, (unsigned)init);
	//      s->high_water = curr + init;
	//    }
	//    else if (s->high_water < (ulg)curr + WIN_INIT) {
	//      /* High water mark at or above current data, but below current data
	//       * plus WIN_INIT -- zero out to current data plus WIN_INIT, or up
	//       * to end of window, whichever is less.
	//       */
	//      init = (ulg)curr + WIN_INIT - s->high_water;
	//      if (init > s->window_size - s->high_water)
	//        init = s->window_size - s->high_water;
	//      zmemzero(s->window + s->high_water, (unsigned)init);
	//      s->high_water += init;
	//    }
	//  }
	//
	//  Assert((ulg)s->strstart <= s->window_size - MIN_LOOKAHEAD,
	//    "not enough room for search");
	}

	/* ===========================================================================
	 * Copy without compression as much as possible from the input stream, return
	 * the current block state.
	 * This function does not insert new strings in the dictionary since
	 * uncompressible data is probably not useful. This function is used
	 * only for the level=0 compression option.
	 * NOTE: this function should be optimized to avoid extra copying from
	 * window to pending_buf.
	 */
	function deflate_stored(s, flush) {
	  /* Stored blocks are limited to 0xffff bytes, pending_buf is limited
	   * to pending_buf_size, and each stored block has a 5 byte header:
	   */
	  var max_block_size = 0xffff;

	  if (max_block_size > s.pending_buf_size - 5) {
	    max_block_size = s.pending_buf_size - 5;
	  }

	  /* Copy as much as possible from input to output: */
	  for (;;) {
	    /* Fill the window as much as possible: */
	    if (s.lookahead <= 1) {

	      //Assert(s->strstart < s->w_size+MAX_DIST(s) ||
	      //  s->block_start >= (long)s->w_size, "slide too late");
	//      if (!(s.strstart < s.w_size + (s.w_size - MIN_LOOKAHEAD) ||
	//        s.block_start >= s.w_size)) {
	//        throw  new Error("slide too late");
	//      }

	      fill_window(s);
	      if (s.lookahead === 0 && flush === Z_NO_FLUSH) {
	        return BS_NEED_MORE;
	      }

	      if (s.lookahead === 0) {
	        break;
	      }
	      /* flush the current block */
	    }
	    //Assert(s->block_start >= 0L, "block gone");
	//    if (s.block_start < 0) throw new Error("block gone");

	    s.strstart += s.lookahead;
	    s.lookahead = 0;

	    /* Emit a stored block if pending_buf will be full: */
	    var max_start = s.block_start + max_block_size;

	    if (s.strstart === 0 || s.strstart >= max_start) {
	      /* strstart == 0 is possible when wraparound on 16-bit machine */
	      s.lookahead = s.strstart - max_start;
	      s.strstart = max_start;
	      /*** FLUSH_BLOCK(s, 0); ***/
	      flush_block_only(s, false);
	      if (s.strm.avail_out === 0) {
	        return BS_NEED_MORE;
	      }
	      /***/


	    }
	    /* Flush if we may have to slide, otherwise block_start may become
	     * negative and the data will be gone:
	     */
	    if (s.strstart - s.block_start >= (s.w_size - MIN_LOOKAHEAD)) {
	      /*** FLUSH_BLOCK(s, 0); ***/
	      flush_block_only(s, false);
	      if (s.strm.avail_out === 0) {
	        return BS_NEED_MORE;
	      }
	      /***/
	    }
	  }

	  s.insert = 0;

	  if (flush === Z_FINISH) {
	    /*** FLUSH_BLOCK(s, 1); ***/
	    flush_block_only(s, true);
	    if (s.strm.avail_out === 0) {
	      return BS_FINISH_STARTED;
	    }
	    /***/
	    return BS_FINISH_DONE;
	  }

	  if (s.strstart > s.block_start) {
	    /*** FLUSH_BLOCK(s, 0); ***/
	    flush_block_only(s, false);
	    if (s.strm.avail_out === 0) {
	      return BS_NEED_MORE;
	    }
	    /***/
	  }

	  return BS_NEED_MORE;
	}

	/* ===========================================================================
	 * Compress as much as possible from the input stream, return the current
	 * block state.
	 * This function does not perform lazy evaluation of matches and inserts
	 * new strings in the dictionary only for unmatched strings or for short
	 * matches. It is used only for the fast compression options.
	 */
	function deflate_fast(s, flush) {
	  var hash_head;        /* head of the hash chain */
	  var bflush;           /* set if current block must be flushed */

	  for (;;) {
	    /* Make sure that we always have enough lookahead, except
	     * at the end of the input file. We need MAX_MATCH bytes
	     * for the next match, plus MIN_MATCH bytes to insert the
	     * string following the next match.
	     */
	    if (s.lookahead < MIN_LOOKAHEAD) {
	      fill_window(s);
	      if (s.lookahead < MIN_LOOKAHEAD && flush === Z_NO_FLUSH) {
	        return BS_NEED_MORE;
	      }
	      if (s.lookahead === 0) {
	        break; /* flush the current block */
	      }
	    }

	    /* Insert the string window[strstart .. strstart+2] in the
	     * dictionary, and set hash_head to the head of the hash chain:
	     */
	    hash_head = 0/*NIL*/;
	    if (s.lookahead >= MIN_MATCH) {
	      /*** INSERT_STRING(s, s.strstart, hash_head); ***/
	      s.ins_h = ((s.ins_h << s.hash_shift) ^ s.window[s.strstart + MIN_MATCH - 1]) & s.hash_mask;
	      hash_head = s.prev[s.strstart & s.w_mask] = s.head[s.ins_h];
	      s.head[s.ins_h] = s.strstart;
	      /***/
	    }

	    /* Find the longest match, discarding those <= prev_length.
	     * At this point we have always match_length < MIN_MATCH
	     */
	    if (hash_head !== 0/*NIL*/ && ((s.strstart - hash_head) <= (s.w_size - MIN_LOOKAHEAD))) {
	      /* To simplify the code, we prevent matches with the string
	       * of window index 0 (in particular we have to avoid a match
	       * of the string with itself at the start of the input file).
	       */
	      s.match_length = longest_match(s, hash_head);
	      /* longest_match() sets match_start */
	    }
	    if (s.match_length >= MIN_MATCH) {
	      // check_match(s, s.strstart, s.match_start, s.match_length); // for debug only

	      /*** _tr_tally_dist(s, s.strstart - s.match_start,
	                     s.match_length - MIN_MATCH, bflush); ***/
	      bflush = trees._tr_tally(s, s.strstart - s.match_start, s.match_length - MIN_MATCH);

	      s.lookahead -= s.match_length;

	      /* Insert new strings in the hash table only if the match length
	       * is not too large. This saves time but degrades compression.
	       */
	      if (s.match_length <= s.max_lazy_match/*max_insert_length*/ && s.lookahead >= MIN_MATCH) {
	        s.match_length--; /* string at strstart already in table */
	        do {
	          s.strstart++;
	          /*** INSERT_STRING(s, s.strstart, hash_head); ***/
	          s.ins_h = ((s.ins_h << s.hash_shift) ^ s.window[s.strstart + MIN_MATCH - 1]) & s.hash_mask;
	          hash_head = s.prev[s.strstart & s.w_mask] = s.head[s.ins_h];
	          s.head[s.ins_h] = s.strstart;
	          /***/
	          /* strstart never exceeds WSIZE-MAX_MATCH, so there are
	           * always MIN_MATCH bytes ahead.
	           */
	        } while (--s.match_length !== 0);
	        s.strstart++;
	      } else
	      {
	        s.strstart += s.match_length;
	        s.match_length = 0;
	        s.ins_h = s.window[s.strstart];
	        /* UPDATE_HASH(s, s.ins_h, s.window[s.strstart+1]); */
	        s.ins_h = ((s.ins_h << s.hash_shift) ^ s.window[s.strstart + 1]) & s.hash_mask;

	//#if MIN_MATCH != 3
	//                Call UPDATE_HASH() MIN_MATCH-3 more times
	//#endif
	        /* If lookahead < MIN_MATCH, ins_h is garbage, but it does not
	         * matter since it will be recomputed at next deflate call.
	         */
	      }
	    } else {
	      /* No match, output a literal byte */
	      //Tracevv((stderr,"%c", s.window[s.strstart]));
	      /*** _tr_tally_lit(s, s.window[s.strstart], bflush); ***/
	      bflush = trees._tr_tally(s, 0, s.window[s.strstart]);

	      s.lookahead--;
	      s.strstart++;
	    }
	    if (bflush) {
	      /*** FLUSH_BLOCK(s, 0); ***/
	      flush_block_only(s, false);
	      if (s.strm.avail_out === 0) {
	        return BS_NEED_MORE;
	      }
	      /***/
	    }
	  }
	  s.insert = ((s.strstart < (MIN_MATCH - 1)) ? s.strstart : MIN_MATCH - 1);
	  if (flush === Z_FINISH) {
	    /*** FLUSH_BLOCK(s, 1); ***/
	    flush_block_only(s, true);
	    if (s.strm.avail_out === 0) {
	      return BS_FINISH_STARTED;
	    }
	    /***/
	    return BS_FINISH_DONE;
	  }
	  if (s.last_lit) {
	    /*** FLUSH_BLOCK(s, 0); ***/
	    flush_block_only(s, false);
	    if (s.strm.avail_out === 0) {
	      return BS_NEED_MORE;
	    }
	    /***/
	  }
	  return BS_BLOCK_DONE;
	}

	/* ===========================================================================
	 * Same as above, but achieves better compression. We use a lazy
	 * evaluation for matches: a match is finally adopted only if there is
	 * no better match at the next window position.
	 */
	function deflate_slow(s, flush) {
	  var hash_head;          /* head of hash chain */
	  var bflush;              /* set if current block must be flushed */

	  var max_insert;

	  /* Process the input block. */
	  for (;;) {
	    /* Make sure that we always have enough lookahead, except
	     * at the end of the input file. We need MAX_MATCH bytes
	     * for the next match, plus MIN_MATCH bytes to insert the
	     * string following the next match.
	     */
	    if (s.lookahead < MIN_LOOKAHEAD) {
	      fill_window(s);
	      if (s.lookahead < MIN_LOOKAHEAD && flush === Z_NO_FLUSH) {
	        return BS_NEED_MORE;
	      }
	      if (s.lookahead === 0) { break; } /* flush the current block */
	    }

	    /* Insert the string window[strstart .. strstart+2] in the
	     * dictionary, and set hash_head to the head of the hash chain:
	     */
	    hash_head = 0/*NIL*/;
	    if (s.lookahead >= MIN_MATCH) {
	      /*** INSERT_STRING(s, s.strstart, hash_head); ***/
	      s.ins_h = ((s.ins_h << s.hash_shift) ^ s.window[s.strstart + MIN_MATCH - 1]) & s.hash_mask;
	      hash_head = s.prev[s.strstart & s.w_mask] = s.head[s.ins_h];
	      s.head[s.ins_h] = s.strstart;
	      /***/
	    }

	    /* Find the longest match, discarding those <= prev_length.
	     */
	    s.prev_length = s.match_length;
	    s.prev_match = s.match_start;
	    s.match_length = MIN_MATCH - 1;

	    if (hash_head !== 0/*NIL*/ && s.prev_length < s.max_lazy_match &&
	        s.strstart - hash_head <= (s.w_size - MIN_LOOKAHEAD)/*MAX_DIST(s)*/) {
	      /* To simplify the code, we prevent matches with the string
	       * of window index 0 (in particular we have to avoid a match
	       * of the string with itself at the start of the input file).
	       */
	      s.match_length = longest_match(s, hash_head);
	      /* longest_match() sets match_start */

	      if (s.match_length <= 5 &&
	         (s.strategy === Z_FILTERED || (s.match_length === MIN_MATCH && s.strstart - s.match_start > 4096/*TOO_FAR*/))) {

	        /* If prev_match is also MIN_MATCH, match_start is garbage
	         * but we will ignore the current match anyway.
	         */
	        s.match_length = MIN_MATCH - 1;
	      }
	    }
	    /* If there was a match at the previous step and the current
	     * match is not better, output the previous match:
	     */
	    if (s.prev_length >= MIN_MATCH && s.match_length <= s.prev_length) {
	      max_insert = s.strstart + s.lookahead - MIN_MATCH;
	      /* Do not insert strings in hash table beyond this. */

	      //check_match(s, s.strstart-1, s.prev_match, s.prev_length);

	      /***_tr_tally_dist(s, s.strstart - 1 - s.prev_match,
	                     s.prev_length - MIN_MATCH, bflush);***/
	      bflush = trees._tr_tally(s, s.strstart - 1 - s.prev_match, s.prev_length - MIN_MATCH);
	      /* Insert in hash table all strings up to the end of the match.
	       * strstart-1 and strstart are already inserted. If there is not
	       * enough lookahead, the last two strings are not inserted in
	       * the hash table.
	       */
	      s.lookahead -= s.prev_length - 1;
	      s.prev_length -= 2;
	      do {
	        if (++s.strstart <= max_insert) {
	          /*** INSERT_STRING(s, s.strstart, hash_head); ***/
	          s.ins_h = ((s.ins_h << s.hash_shift) ^ s.window[s.strstart + MIN_MATCH - 1]) & s.hash_mask;
	          hash_head = s.prev[s.strstart & s.w_mask] = s.head[s.ins_h];
	          s.head[s.ins_h] = s.strstart;
	          /***/
	        }
	      } while (--s.prev_length !== 0);
	      s.match_available = 0;
	      s.match_length = MIN_MATCH - 1;
	      s.strstart++;

	      if (bflush) {
	        /*** FLUSH_BLOCK(s, 0); ***/
	        flush_block_only(s, false);
	        if (s.strm.avail_out === 0) {
	          return BS_NEED_MORE;
	        }
	        /***/
	      }

	    } else if (s.match_available) {
	      /* If there was no match at the previous position, output a
	       * single literal. If there was a match but the current match
	       * is longer, truncate the previous match to a single literal.
	       */
	      //Tracevv((stderr,"%c", s->window[s->strstart-1]));
	      /*** _tr_tally_lit(s, s.window[s.strstart-1], bflush); ***/
	      bflush = trees._tr_tally(s, 0, s.window[s.strstart - 1]);

	      if (bflush) {
	        /*** FLUSH_BLOCK_ONLY(s, 0) ***/
	        flush_block_only(s, false);
	        /***/
	      }
	      s.strstart++;
	      s.lookahead--;
	      if (s.strm.avail_out === 0) {
	        return BS_NEED_MORE;
	      }
	    } else {
	      /* There is no previous match to compare with, wait for
	       * the next step to decide.
	       */
	      s.match_available = 1;
	      s.strstart++;
	      s.lookahead--;
	    }
	  }
	  //Assert (flush != Z_NO_FLUSH, "no flush?");
	  if (s.match_available) {
	    //Tracevv((stderr,"%c", s->window[s->strstart-1]));
	    /*** _tr_tally_lit(s, s.window[s.strstart-1], bflush); ***/
	    bflush = trees._tr_tally(s, 0, s.window[s.strstart - 1]);

	    s.match_available = 0;
	  }
	  s.insert = s.strstart < MIN_MATCH - 1 ? s.strstart : MIN_MATCH - 1;
	  if (flush === Z_FINISH) {
	    /*** FLUSH_BLOCK(s, 1); ***/
	    flush_block_only(s, true);
	    if (s.strm.avail_out === 0) {
	      return BS_FINISH_STARTED;
	    }
	    /***/
	    return BS_FINISH_DONE;
	  }
	  if (s.last_lit) {
	    /*** FLUSH_BLOCK(s, 0); ***/
	    flush_block_only(s, false);
	    if (s.strm.avail_out === 0) {
	      return BS_NEED_MORE;
	    }
	    /***/
	  }

	  return BS_BLOCK_DONE;
	}


	/* ===========================================================================
	 * For Z_RLE, simply look for runs of bytes, generate matches only of distance
	 * one.  Do not maintain a hash table.  (It will be regenerated if this run of
	 * deflate switches away from Z_RLE.)
	 */
	function deflate_rle(s, flush) {
	  var bflush;            /* set if current block must be flushed */
	  var prev;              /* byte at distance one to match */
	  var scan, strend;      /* scan goes up to strend for length of run */

	  var _win = s.window;

	  for (;;) {
	    /* Make sure that we always have enough lookahead, except
	     * at the end of the input file. We need MAX_MATCH bytes
	     * for the longest run, plus one for the unrolled loop.
	     */
	    if (s.lookahead <= MAX_MATCH) {
	      fill_window(s);
	      if (s.lookahead <= MAX_MATCH && flush === Z_NO_FLUSH) {
	        return BS_NEED_MORE;
	      }
	      if (s.lookahead === 0) { break; } /* flush the current block */
	    }

	    /* See how many times the previous byte repeats */
	    s.match_length = 0;
	    if (s.lookahead >= MIN_MATCH && s.strstart > 0) {
	      scan = s.strstart - 1;
	      prev = _win[scan];
	      if (prev === _win[++scan] && prev === _win[++scan] && prev === _win[++scan]) {
	        strend = s.strstart + MAX_MATCH;
	        do {
	          /*jshint noempty:false*/
	        } while (prev === _win[++scan] && prev === _win[++scan] &&
	                 prev === _win[++scan] && prev === _win[++scan] &&
	                 prev === _win[++scan] && prev === _win[++scan] &&
	                 prev === _win[++scan] && prev === _win[++scan] &&
	                 scan < strend);
	        s.match_length = MAX_MATCH - (strend - scan);
	        if (s.match_length > s.lookahead) {
	          s.match_length = s.lookahead;
	        }
	      }
	      //Assert(scan <= s->window+(uInt)(s->window_size-1), "wild scan");
	    }

	    /* Emit match if have run of MIN_MATCH or longer, else emit literal */
	    if (s.match_length >= MIN_MATCH) {
	      //check_match(s, s.strstart, s.strstart - 1, s.match_length);

	      /*** _tr_tally_dist(s, 1, s.match_length - MIN_MATCH, bflush); ***/
	      bflush = trees._tr_tally(s, 1, s.match_length - MIN_MATCH);

	      s.lookahead -= s.match_length;
	      s.strstart += s.match_length;
	      s.match_length = 0;
	    } else {
	      /* No match, output a literal byte */
	      //Tracevv((stderr,"%c", s->window[s->strstart]));
	      /*** _tr_tally_lit(s, s.window[s.strstart], bflush); ***/
	      bflush = trees._tr_tally(s, 0, s.window[s.strstart]);

	      s.lookahead--;
	      s.strstart++;
	    }
	    if (bflush) {
	      /*** FLUSH_BLOCK(s, 0); ***/
	      flush_block_only(s, false);
	      if (s.strm.avail_out === 0) {
	        return BS_NEED_MORE;
	      }
	      /***/
	    }
	  }
	  s.insert = 0;
	  if (flush === Z_FINISH) {
	    /*** FLUSH_BLOCK(s, 1); ***/
	    flush_block_only(s, true);
	    if (s.strm.avail_out === 0) {
	      return BS_FINISH_STARTED;
	    }
	    /***/
	    return BS_FINISH_DONE;
	  }
	  if (s.last_lit) {
	    /*** FLUSH_BLOCK(s, 0); ***/
	    flush_block_only(s, false);
	    if (s.strm.avail_out === 0) {
	      return BS_NEED_MORE;
	    }
	    /***/
	  }
	  return BS_BLOCK_DONE;
	}

	/* ===========================================================================
	 * For Z_HUFFMAN_ONLY, do not look for matches.  Do not maintain a hash table.
	 * (It will be regenerated if this run of deflate switches away from Huffman.)
	 */
	function deflate_huff(s, flush) {
	  var bflush;             /* set if current block must be flushed */

	  for (;;) {
	    /* Make sure that we have a literal to write. */
	    if (s.lookahead === 0) {
	      fill_window(s);
	      if (s.lookahead === 0) {
	        if (flush === Z_NO_FLUSH) {
	          return BS_NEED_MORE;
	        }
	        break;      /* flush the current block */
	      }
	    }

	    /* Output a literal byte */
	    s.match_length = 0;
	    //Tracevv((stderr,"%c", s->window[s->strstart]));
	    /*** _tr_tally_lit(s, s.window[s.strstart], bflush); ***/
	    bflush = trees._tr_tally(s, 0, s.window[s.strstart]);
	    s.lookahead--;
	    s.strstart++;
	    if (bflush) {
	      /*** FLUSH_BLOCK(s, 0); ***/
	      flush_block_only(s, false);
	      if (s.strm.avail_out === 0) {
	        return BS_NEED_MORE;
	      }
	      /***/
	    }
	  }
	  s.insert = 0;
	  if (flush === Z_FINISH) {
	    /*** FLUSH_BLOCK(s, 1); ***/
	    flush_block_only(s, true);
	    if (s.strm.avail_out === 0) {
	      return BS_FINISH_STARTED;
	    }
	    /***/
	    return BS_FINISH_DONE;
	  }
	  if (s.last_lit) {
	    /*** FLUSH_BLOCK(s, 0); ***/
	    flush_block_only(s, false);
	    if (s.strm.avail_out === 0) {
	      return BS_NEED_MORE;
	    }
	    /***/
	  }
	  return BS_BLOCK_DONE;
	}

	/* Values for max_lazy_match, good_match and max_chain_length, depending on
	 * the desired pack level (0..9). The values given below have been tuned to
	 * exclude worst case performance for pathological files. Better values may be
	 * found for specific files.
	 */
	function Config(good_length, max_lazy, nice_length, max_chain, func) {
	  this.good_length = good_length;
	  this.max_lazy = max_lazy;
	  this.nice_length = nice_length;
	  this.max_chain = max_chain;
	  this.func = func;
	}

	var configuration_table;

	configuration_table = [
	  /*      good lazy nice chain */
	  new Config(0, 0, 0, 0, deflate_stored),          /* 0 store only */
	  new Config(4, 4, 8, 4, deflate_fast),            /* 1 max speed, no lazy matches */
	  new Config(4, 5, 16, 8, deflate_fast),           /* 2 */
	  new Config(4, 6, 32, 32, deflate_fast),          /* 3 */

	  new Config(4, 4, 16, 16, deflate_slow),          /* 4 lazy matches */
	  new Config(8, 16, 32, 32, deflate_slow),         /* 5 */
	  new Config(8, 16, 128, 128, deflate_slow),       /* 6 */
	  new Config(8, 32, 128, 256, deflate_slow),       /* 7 */
	  new Config(32, 128, 258, 1024, deflate_slow),    /* 8 */
	  new Config(32, 258, 258, 4096, deflate_slow)     /* 9 max compression */
	];


	/* ===========================================================================
	 * Initialize the "longest match" routines for a new zlib stream
	 */
	function lm_init(s) {
	  s.window_size = 2 * s.w_size;

	  /*** CLEAR_HASH(s); ***/
	  zero(s.head); // Fill with NIL (= 0);

	  /* Set the default configuration parameters:
	   */
	  s.max_lazy_match = configuration_table[s.level].max_lazy;
	  s.good_match = configuration_table[s.level].good_length;
	  s.nice_match = configuration_table[s.level].nice_length;
	  s.max_chain_length = configuration_table[s.level].max_chain;

	  s.strstart = 0;
	  s.block_start = 0;
	  s.lookahead = 0;
	  s.insert = 0;
	  s.match_length = s.prev_length = MIN_MATCH - 1;
	  s.match_available = 0;
	  s.ins_h = 0;
	}


	function DeflateState() {
	  this.strm = null;            /* pointer back to this zlib stream */
	  this.status = 0;            /* as the name implies */
	  this.pending_buf = null;      /* output still pending */
	  this.pending_buf_size = 0;  /* size of pending_buf */
	  this.pending_out = 0;       /* next pending byte to output to the stream */
	  this.pending = 0;           /* nb of bytes in the pending buffer */
	  this.wrap = 0;              /* bit 0 true for zlib, bit 1 true for gzip */
	  this.gzhead = null;         /* gzip header information to write */
	  this.gzindex = 0;           /* where in extra, name, or comment */
	  this.method = Z_DEFLATED; /* can only be DEFLATED */
	  this.last_flush = -1;   /* value of flush param for previous deflate call */

	  this.w_size = 0;  /* LZ77 window size (32K by default) */
	  this.w_bits = 0;  /* log2(w_size)  (8..16) */
	  this.w_mask = 0;  /* w_size - 1 */

	  this.window = null;
	  /* Sliding window. Input bytes are read into the second half of the window,
	   * and move to the first half later to keep a dictionary of at least wSize
	   * bytes. With this organization, matches are limited to a distance of
	   * wSize-MAX_MATCH bytes, but this ensures that IO is always
	   * performed with a length multiple of the block size.
	   */

	  this.window_size = 0;
	  /* Actual size of window: 2*wSize, except when the user input buffer
	   * is directly used as sliding window.
	   */

	  this.prev = null;
	  /* Link to older string with same hash index. To limit the size of this
	   * array to 64K, this link is maintained only for the last 32K strings.
	   * An index in this array is thus a window index modulo 32K.
	   */

	  this.head = null;   /* Heads of the hash chains or NIL. */

	  this.ins_h = 0;       /* hash index of string to be inserted */
	  this.hash_size = 0;   /* number of elements in hash table */
	  this.hash_bits = 0;   /* log2(hash_size) */
	  this.hash_mask = 0;   /* hash_size-1 */

	  this.hash_shift = 0;
	  /* Number of bits by which ins_h must be shifted at each input
	   * step. It must be such that after MIN_MATCH steps, the oldest
	   * byte no longer takes part in the hash key, that is:
	   *   hash_shift * MIN_MATCH >= hash_bits
	   */

	  this.block_start = 0;
	  /* Window position at the beginning of the current output block. Gets
	   * negative when the window is moved backwards.
	   */

	  this.match_length = 0;      /* length of best match */
	  this.prev_match = 0;        /* previous match */
	  this.match_available = 0;   /* set if previous match exists */
	  this.strstart = 0;          /* start of string to insert */
	  this.match_start = 0;       /* start of matching string */
	  this.lookahead = 0;         /* number of valid bytes ahead in window */

	  this.prev_length = 0;
	  /* Length of the best match at previous step. Matches not greater than this
	   * are discarded. This is used in the lazy match evaluation.
	   */

	  this.max_chain_length = 0;
	  /* To speed up deflation, hash chains are never searched beyond this
	   * length.  A higher limit improves compression ratio but degrades the
	   * speed.
	   */

	  this.max_lazy_match = 0;
	  /* Attempt to find a better match only when the current match is strictly
	   * smaller than this value. This mechanism is used only for compression
	   * levels >= 4.
	   */
	  // That's alias to max_lazy_match, don't use directly
	  //this.max_insert_length = 0;
	  /* Insert new strings in the hash table only if the match length is not
	   * greater than this length. This saves time but degrades compression.
	   * max_insert_length is used only for compression levels <= 3.
	   */

	  this.level = 0;     /* compression level (1..9) */
	  this.strategy = 0;  /* favor or force Huffman coding*/

	  this.good_match = 0;
	  /* Use a faster search when the previous match is longer than this */

	  this.nice_match = 0; /* Stop searching when current match exceeds this */

	              /* used by trees.c: */

	  /* Didn't use ct_data typedef below to suppress compiler warning */

	  // struct ct_data_s dyn_ltree[HEAP_SIZE];   /* literal and length tree */
	  // struct ct_data_s dyn_dtree[2*D_CODES+1]; /* distance tree */
	  // struct ct_data_s bl_tree[2*BL_CODES+1];  /* Huffman tree for bit lengths */

	  // Use flat array of DOUBLE size, with interleaved fata,
	  // because JS does not support effective
	  this.dyn_ltree  = new utils.Buf16(HEAP_SIZE * 2);
	  this.dyn_dtree  = new utils.Buf16((2 * D_CODES + 1) * 2);
	  this.bl_tree    = new utils.Buf16((2 * BL_CODES + 1) * 2);
	  zero(this.dyn_ltree);
	  zero(this.dyn_dtree);
	  zero(this.bl_tree);

	  this.l_desc   = null;         /* desc. for literal tree */
	  this.d_desc   = null;         /* desc. for distance tree */
	  this.bl_desc  = null;         /* desc. for bit length tree */

	  //ush bl_count[MAX_BITS+1];
	  this.bl_count = new utils.Buf16(MAX_BITS + 1);
	  /* number of codes at each bit length for an optimal tree */

	  //int heap[2*L_CODES+1];      /* heap used to build the Huffman trees */
	  this.heap = new utils.Buf16(2 * L_CODES + 1);  /* heap used to build the Huffman trees */
	  zero(this.heap);

	  this.heap_len = 0;               /* number of elements in the heap */
	  this.heap_max = 0;               /* element of largest frequency */
	  /* The sons of heap[n] are heap[2*n] and heap[2*n+1]. heap[0] is not used.
	   * The same heap array is used to build all trees.
	   */

	  this.depth = new utils.Buf16(2 * L_CODES + 1); //uch depth[2*L_CODES+1];
	  zero(this.depth);
	  /* Depth of each subtree used as tie breaker for trees of equal frequency
	   */

	  this.l_buf = 0;          /* buffer index for literals or lengths */

	  this.lit_bufsize = 0;
	  /* Size of match buffer for literals/lengths.  There are 4 reasons for
	   * limiting lit_bufsize to 64K:
	   *   - frequencies can be kept in 16 bit counters
	   *   - if compression is not successful for the first block, all input
	   *     data is still in the window so we can still emit a stored block even
	   *     when input comes from standard input.  (This can also be done for
	   *     all blocks if lit_bufsize is not greater than 32K.)
	   *   - if compression is not successful for a file smaller than 64K, we can
	   *     even emit a stored file instead of a stored block (saving 5 bytes).
	   *     This is applicable only for zip (not gzip or zlib).
	   *   - creating new Huffman trees less frequently may not provide fast
	   *     adaptation to changes in the input data statistics. (Take for
	   *     example a binary file with poorly compressible code followed by
	   *     a highly compressible string table.) Smaller buffer sizes give
	   *     fast adaptation but have of course the overhead of transmitting
	   *     trees more frequently.
	   *   - I can't count above 4
	   */

	  this.last_lit = 0;      /* running index in l_buf */

	  this.d_buf = 0;
	  /* Buffer index for distances. To simplify the code, d_buf and l_buf have
	   * the same number of elements. To use different lengths, an extra flag
	   * array would be necessary.
	   */

	  this.opt_len = 0;       /* bit length of current block with optimal trees */
	  this.static_len = 0;    /* bit length of current block with static trees */
	  this.matches = 0;       /* number of string matches in current block */
	  this.insert = 0;        /* bytes at end of window left to insert */


	  this.bi_buf = 0;
	  /* Output buffer. bits are inserted starting at the bottom (least
	   * significant bits).
	   */
	  this.bi_valid = 0;
	  /* Number of valid bits in bi_buf.  All bits above the last valid bit
	   * are always zero.
	   */

	  // Used for window memory init. We safely ignore it for JS. That makes
	  // sense only for pointers and memory check tools.
	  //this.high_water = 0;
	  /* High water mark offset in window for initialized bytes -- bytes above
	   * this are set to zero in order to avoid memory check warnings when
	   * longest match routines access bytes past the input.  This is then
	   * updated to the new high water mark.
	   */
	}


	function deflateResetKeep(strm) {
	  var s;

	  if (!strm || !strm.state) {
	    return err(strm, Z_STREAM_ERROR);
	  }

	  strm.total_in = strm.total_out = 0;
	  strm.data_type = Z_UNKNOWN;

	  s = strm.state;
	  s.pending = 0;
	  s.pending_out = 0;

	  if (s.wrap < 0) {
	    s.wrap = -s.wrap;
	    /* was made negative by deflate(..., Z_FINISH); */
	  }
	  s.status = (s.wrap ? INIT_STATE : BUSY_STATE);
	  strm.adler = (s.wrap === 2) ?
	    0  // crc32(0, Z_NULL, 0)
	  :
	    1; // adler32(0, Z_NULL, 0)
	  s.last_flush = Z_NO_FLUSH;
	  trees._tr_init(s);
	  return Z_OK;
	}


	function deflateReset(strm) {
	  var ret = deflateResetKeep(strm);
	  if (ret === Z_OK) {
	    lm_init(strm.state);
	  }
	  return ret;
	}


	function deflateSetHeader(strm, head) {
	  if (!strm || !strm.state) { return Z_STREAM_ERROR; }
	  if (strm.state.wrap !== 2) { return Z_STREAM_ERROR; }
	  strm.state.gzhead = head;
	  return Z_OK;
	}


	function deflateInit2(strm, level, method, windowBits, memLevel, strategy) {
	  if (!strm) { // === Z_NULL
	    return Z_STREAM_ERROR;
	  }
	  var wrap = 1;

	  if (level === Z_DEFAULT_COMPRESSION) {
	    level = 6;
	  }

	  if (windowBits < 0) { /* suppress zlib wrapper */
	    wrap = 0;
	    windowBits = -windowBits;
	  }

	  else if (windowBits > 15) {
	    wrap = 2;           /* write gzip wrapper instead */
	    windowBits -= 16;
	  }


	  if (memLevel < 1 || memLevel > MAX_MEM_LEVEL || method !== Z_DEFLATED ||
	    windowBits < 8 || windowBits > 15 || level < 0 || level > 9 ||
	    strategy < 0 || strategy > Z_FIXED) {
	    return err(strm, Z_STREAM_ERROR);
	  }


	  if (windowBits === 8) {
	    windowBits = 9;
	  }
	  /* until 256-byte window bug fixed */

	  var s = new DeflateState();

	  strm.state = s;
	  s.strm = strm;

	  s.wrap = wrap;
	  s.gzhead = null;
	  s.w_bits = windowBits;
	  s.w_size = 1 << s.w_bits;
	  s.w_mask = s.w_size - 1;

	  s.hash_bits = memLevel + 7;
	  s.hash_size = 1 << s.hash_bits;
	  s.hash_mask = s.hash_size - 1;
	  s.hash_shift = ~~((s.hash_bits + MIN_MATCH - 1) / MIN_MATCH);

	  s.window = new utils.Buf8(s.w_size * 2);
	  s.head = new utils.Buf16(s.hash_size);
	  s.prev = new utils.Buf16(s.w_size);

	  // Don't need mem init magic for JS.
	  //s.high_water = 0;  /* nothing written to s->window yet */

	  s.lit_bufsize = 1 << (memLevel + 6); /* 16K elements by default */

	  s.pending_buf_size = s.lit_bufsize * 4;

	  //overlay = (ushf *) ZALLOC(strm, s->lit_bufsize, sizeof(ush)+2);
	  //s->pending_buf = (uchf *) overlay;
	  s.pending_buf = new utils.Buf8(s.pending_buf_size);

	  // It is offset from `s.pending_buf` (size is `s.lit_bufsize * 2`)
	  //s->d_buf = overlay + s->lit_bufsize/sizeof(ush);
	  s.d_buf = 1 * s.lit_bufsize;

	  //s->l_buf = s->pending_buf + (1+sizeof(ush))*s->lit_bufsize;
	  s.l_buf = (1 + 2) * s.lit_bufsize;

	  s.level = level;
	  s.strategy = strategy;
	  s.method = method;

	  return deflateReset(strm);
	}

	function deflateInit(strm, level) {
	  return deflateInit2(strm, level, Z_DEFLATED, MAX_WBITS, DEF_MEM_LEVEL, Z_DEFAULT_STRATEGY);
	}


	function deflate$1(strm, flush) {
	  var old_flush, s;
	  var beg, val; // for gzip header write only

	  if (!strm || !strm.state ||
	    flush > Z_BLOCK || flush < 0) {
	    return strm ? err(strm, Z_STREAM_ERROR) : Z_STREAM_ERROR;
	  }

	  s = strm.state;

	  if (!strm.output ||
	      (!strm.input && strm.avail_in !== 0) ||
	      (s.status === FINISH_STATE && flush !== Z_FINISH)) {
	    return err(strm, (strm.avail_out === 0) ? Z_BUF_ERROR : Z_STREAM_ERROR);
	  }

	  s.strm = strm; /* just in case */
	  old_flush = s.last_flush;
	  s.last_flush = flush;

	  /* Write the header */
	  if (s.status === INIT_STATE) {

	    if (s.wrap === 2) { // GZIP header
	      strm.adler = 0;  //crc32(0L, Z_NULL, 0);
	      put_byte(s, 31);
	      put_byte(s, 139);
	      put_byte(s, 8);
	      if (!s.gzhead) { // s->gzhead == Z_NULL
	        put_byte(s, 0);
	        put_byte(s, 0);
	        put_byte(s, 0);
	        put_byte(s, 0);
	        put_byte(s, 0);
	        put_byte(s, s.level === 9 ? 2 :
	                    (s.strategy >= Z_HUFFMAN_ONLY || s.level < 2 ?
	                     4 : 0));
	        put_byte(s, OS_CODE);
	        s.status = BUSY_STATE;
	      }
	      else {
	        put_byte(s, (s.gzhead.text ? 1 : 0) +
	                    (s.gzhead.hcrc ? 2 : 0) +
	                    (!s.gzhead.extra ? 0 : 4) +
	                    (!s.gzhead.name ? 0 : 8) +
	                    (!s.gzhead.comment ? 0 : 16)
	        );
	        put_byte(s, s.gzhead.time & 0xff);
	        put_byte(s, (s.gzhead.time >> 8) & 0xff);
	        put_byte(s, (s.gzhead.time >> 16) & 0xff);
	        put_byte(s, (s.gzhead.time >> 24) & 0xff);
	        put_byte(s, s.level === 9 ? 2 :
	                    (s.strategy >= Z_HUFFMAN_ONLY || s.level < 2 ?
	                     4 : 0));
	        put_byte(s, s.gzhead.os & 0xff);
	        if (s.gzhead.extra && s.gzhead.extra.length) {
	          put_byte(s, s.gzhead.extra.length & 0xff);
	          put_byte(s, (s.gzhead.extra.length >> 8) & 0xff);
	        }
	        if (s.gzhead.hcrc) {
	          strm.adler = crc32(strm.adler, s.pending_buf, s.pending, 0);
	        }
	        s.gzindex = 0;
	        s.status = EXTRA_STATE;
	      }
	    }
	    else // DEFLATE header
	    {
	      var header = (Z_DEFLATED + ((s.w_bits - 8) << 4)) << 8;
	      var level_flags = -1;

	      if (s.strategy >= Z_HUFFMAN_ONLY || s.level < 2) {
	        level_flags = 0;
	      } else if (s.level < 6) {
	        level_flags = 1;
	      } else if (s.level === 6) {
	        level_flags = 2;
	      } else {
	        level_flags = 3;
	      }
	      header |= (level_flags << 6);
	      if (s.strstart !== 0) { header |= PRESET_DICT; }
	      header += 31 - (header % 31);

	      s.status = BUSY_STATE;
	      putShortMSB(s, header);

	      /* Save the adler32 of the preset dictionary: */
	      if (s.strstart !== 0) {
	        putShortMSB(s, strm.adler >>> 16);
	        putShortMSB(s, strm.adler & 0xffff);
	      }
	      strm.adler = 1; // adler32(0L, Z_NULL, 0);
	    }
	  }

	//#ifdef GZIP
	  if (s.status === EXTRA_STATE) {
	    if (s.gzhead.extra/* != Z_NULL*/) {
	      beg = s.pending;  /* start of bytes to update crc */

	      while (s.gzindex < (s.gzhead.extra.length & 0xffff)) {
	        if (s.pending === s.pending_buf_size) {
	          if (s.gzhead.hcrc && s.pending > beg) {
	            strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
	          }
	          flush_pending(strm);
	          beg = s.pending;
	          if (s.pending === s.pending_buf_size) {
	            break;
	          }
	        }
	        put_byte(s, s.gzhead.extra[s.gzindex] & 0xff);
	        s.gzindex++;
	      }
	      if (s.gzhead.hcrc && s.pending > beg) {
	        strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
	      }
	      if (s.gzindex === s.gzhead.extra.length) {
	        s.gzindex = 0;
	        s.status = NAME_STATE;
	      }
	    }
	    else {
	      s.status = NAME_STATE;
	    }
	  }
	  if (s.status === NAME_STATE) {
	    if (s.gzhead.name/* != Z_NULL*/) {
	      beg = s.pending;  /* start of bytes to update crc */
	      //int val;

	      do {
	        if (s.pending === s.pending_buf_size) {
	          if (s.gzhead.hcrc && s.pending > beg) {
	            strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
	          }
	          flush_pending(strm);
	          beg = s.pending;
	          if (s.pending === s.pending_buf_size) {
	            val = 1;
	            break;
	          }
	        }
	        // JS specific: little magic to add zero terminator to end of string
	        if (s.gzindex < s.gzhead.name.length) {
	          val = s.gzhead.name.charCodeAt(s.gzindex++) & 0xff;
	        } else {
	          val = 0;
	        }
	        put_byte(s, val);
	      } while (val !== 0);

	      if (s.gzhead.hcrc && s.pending > beg) {
	        strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
	      }
	      if (val === 0) {
	        s.gzindex = 0;
	        s.status = COMMENT_STATE;
	      }
	    }
	    else {
	      s.status = COMMENT_STATE;
	    }
	  }
	  if (s.status === COMMENT_STATE) {
	    if (s.gzhead.comment/* != Z_NULL*/) {
	      beg = s.pending;  /* start of bytes to update crc */
	      //int val;

	      do {
	        if (s.pending === s.pending_buf_size) {
	          if (s.gzhead.hcrc && s.pending > beg) {
	            strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
	          }
	          flush_pending(strm);
	          beg = s.pending;
	          if (s.pending === s.pending_buf_size) {
	            val = 1;
	            break;
	          }
	        }
	        // JS specific: little magic to add zero terminator to end of string
	        if (s.gzindex < s.gzhead.comment.length) {
	          val = s.gzhead.comment.charCodeAt(s.gzindex++) & 0xff;
	        } else {
	          val = 0;
	        }
	        put_byte(s, val);
	      } while (val !== 0);

	      if (s.gzhead.hcrc && s.pending > beg) {
	        strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
	      }
	      if (val === 0) {
	        s.status = HCRC_STATE;
	      }
	    }
	    else {
	      s.status = HCRC_STATE;
	    }
	  }
	  if (s.status === HCRC_STATE) {
	    if (s.gzhead.hcrc) {
	      if (s.pending + 2 > s.pending_buf_size) {
	        flush_pending(strm);
	      }
	      if (s.pending + 2 <= s.pending_buf_size) {
	        put_byte(s, strm.adler & 0xff);
	        put_byte(s, (strm.adler >> 8) & 0xff);
	        strm.adler = 0; //crc32(0L, Z_NULL, 0);
	        s.status = BUSY_STATE;
	      }
	    }
	    else {
	      s.status = BUSY_STATE;
	    }
	  }
	//#endif

	  /* Flush as much pending output as possible */
	  if (s.pending !== 0) {
	    flush_pending(strm);
	    if (strm.avail_out === 0) {
	      /* Since avail_out is 0, deflate will be called again with
	       * more output space, but possibly with both pending and
	       * avail_in equal to zero. There won't be anything to do,
	       * but this is not an error situation so make sure we
	       * return OK instead of BUF_ERROR at next call of deflate:
	       */
	      s.last_flush = -1;
	      return Z_OK;
	    }

	    /* Make sure there is something to do and avoid duplicate consecutive
	     * flushes. For repeated and useless calls with Z_FINISH, we keep
	     * returning Z_STREAM_END instead of Z_BUF_ERROR.
	     */
	  } else if (strm.avail_in === 0 && rank(flush) <= rank(old_flush) &&
	    flush !== Z_FINISH) {
	    return err(strm, Z_BUF_ERROR);
	  }

	  /* User must not provide more input after the first FINISH: */
	  if (s.status === FINISH_STATE && strm.avail_in !== 0) {
	    return err(strm, Z_BUF_ERROR);
	  }

	  /* Start a new block or continue the current one.
	   */
	  if (strm.avail_in !== 0 || s.lookahead !== 0 ||
	    (flush !== Z_NO_FLUSH && s.status !== FINISH_STATE)) {
	    var bstate = (s.strategy === Z_HUFFMAN_ONLY) ? deflate_huff(s, flush) :
	      (s.strategy === Z_RLE ? deflate_rle(s, flush) :
	        configuration_table[s.level].func(s, flush));

	    if (bstate === BS_FINISH_STARTED || bstate === BS_FINISH_DONE) {
	      s.status = FINISH_STATE;
	    }
	    if (bstate === BS_NEED_MORE || bstate === BS_FINISH_STARTED) {
	      if (strm.avail_out === 0) {
	        s.last_flush = -1;
	        /* avoid BUF_ERROR next call, see above */
	      }
	      return Z_OK;
	      /* If flush != Z_NO_FLUSH && avail_out == 0, the next call
	       * of deflate should use the same flush parameter to make sure
	       * that the flush is complete. So we don't have to output an
	       * empty block here, this will be done at next call. This also
	       * ensures that for a very small output buffer, we emit at most
	       * one empty block.
	       */
	    }
	    if (bstate === BS_BLOCK_DONE) {
	      if (flush === Z_PARTIAL_FLUSH) {
	        trees._tr_align(s);
	      }
	      else if (flush !== Z_BLOCK) { /* FULL_FLUSH or SYNC_FLUSH */

	        trees._tr_stored_block(s, 0, 0, false);
	        /* For a full flush, this empty block will be recognized
	         * as a special marker by inflate_sync().
	         */
	        if (flush === Z_FULL_FLUSH) {
	          /*** CLEAR_HASH(s); ***/             /* forget history */
	          zero(s.head); // Fill with NIL (= 0);

	          if (s.lookahead === 0) {
	            s.strstart = 0;
	            s.block_start = 0;
	            s.insert = 0;
	          }
	        }
	      }
	      flush_pending(strm);
	      if (strm.avail_out === 0) {
	        s.last_flush = -1; /* avoid BUF_ERROR at next call, see above */
	        return Z_OK;
	      }
	    }
	  }
	  //Assert(strm->avail_out > 0, "bug2");
	  //if (strm.avail_out <= 0) { throw new Error("bug2");}

	  if (flush !== Z_FINISH) { return Z_OK; }
	  if (s.wrap <= 0) { return Z_STREAM_END; }

	  /* Write the trailer */
	  if (s.wrap === 2) {
	    put_byte(s, strm.adler & 0xff);
	    put_byte(s, (strm.adler >> 8) & 0xff);
	    put_byte(s, (strm.adler >> 16) & 0xff);
	    put_byte(s, (strm.adler >> 24) & 0xff);
	    put_byte(s, strm.total_in & 0xff);
	    put_byte(s, (strm.total_in >> 8) & 0xff);
	    put_byte(s, (strm.total_in >> 16) & 0xff);
	    put_byte(s, (strm.total_in >> 24) & 0xff);
	  }
	  else
	  {
	    putShortMSB(s, strm.adler >>> 16);
	    putShortMSB(s, strm.adler & 0xffff);
	  }

	  flush_pending(strm);
	  /* If avail_out is zero, the application will call deflate again
	   * to flush the rest.
	   */
	  if (s.wrap > 0) { s.wrap = -s.wrap; }
	  /* write the trailer only once! */
	  return s.pending !== 0 ? Z_OK : Z_STREAM_END;
	}

	function deflateEnd(strm) {
	  var status;

	  if (!strm/*== Z_NULL*/ || !strm.state/*== Z_NULL*/) {
	    return Z_STREAM_ERROR;
	  }

	  status = strm.state.status;
	  if (status !== INIT_STATE &&
	    status !== EXTRA_STATE &&
	    status !== NAME_STATE &&
	    status !== COMMENT_STATE &&
	    status !== HCRC_STATE &&
	    status !== BUSY_STATE &&
	    status !== FINISH_STATE
	  ) {
	    return err(strm, Z_STREAM_ERROR);
	  }

	  strm.state = null;

	  return status === BUSY_STATE ? err(strm, Z_DATA_ERROR) : Z_OK;
	}


	/* =========================================================================
	 * Initializes the compression dictionary from the given byte
	 * sequence without producing any compressed output.
	 */
	function deflateSetDictionary(strm, dictionary) {
	  var dictLength = dictionary.length;

	  var s;
	  var str, n;
	  var wrap;
	  var avail;
	  var next;
	  var input;
	  var tmpDict;

	  if (!strm/*== Z_NULL*/ || !strm.state/*== Z_NULL*/) {
	    return Z_STREAM_ERROR;
	  }

	  s = strm.state;
	  wrap = s.wrap;

	  if (wrap === 2 || (wrap === 1 && s.status !== INIT_STATE) || s.lookahead) {
	    return Z_STREAM_ERROR;
	  }

	  /* when using zlib wrappers, compute Adler-32 for provided dictionary */
	  if (wrap === 1) {
	    /* adler32(strm->adler, dictionary, dictLength); */
	    strm.adler = adler32(strm.adler, dictionary, dictLength, 0);
	  }

	  s.wrap = 0;   /* avoid computing Adler-32 in read_buf */

	  /* if dictionary would fill window, just replace the history */
	  if (dictLength >= s.w_size) {
	    if (wrap === 0) {            /* already empty otherwise */
	      /*** CLEAR_HASH(s); ***/
	      zero(s.head); // Fill with NIL (= 0);
	      s.strstart = 0;
	      s.block_start = 0;
	      s.insert = 0;
	    }
	    /* use the tail */
	    // dictionary = dictionary.slice(dictLength - s.w_size);
	    tmpDict = new utils.Buf8(s.w_size);
	    utils.arraySet(tmpDict, dictionary, dictLength - s.w_size, s.w_size, 0);
	    dictionary = tmpDict;
	    dictLength = s.w_size;
	  }
	  /* insert dictionary into window and hash */
	  avail = strm.avail_in;
	  next = strm.next_in;
	  input = strm.input;
	  strm.avail_in = dictLength;
	  strm.next_in = 0;
	  strm.input = dictionary;
	  fill_window(s);
	  while (s.lookahead >= MIN_MATCH) {
	    str = s.strstart;
	    n = s.lookahead - (MIN_MATCH - 1);
	    do {
	      /* UPDATE_HASH(s, s->ins_h, s->window[str + MIN_MATCH-1]); */
	      s.ins_h = ((s.ins_h << s.hash_shift) ^ s.window[str + MIN_MATCH - 1]) & s.hash_mask;

	      s.prev[str & s.w_mask] = s.head[s.ins_h];

	      s.head[s.ins_h] = str;
	      str++;
	    } while (--n);
	    s.strstart = str;
	    s.lookahead = MIN_MATCH - 1;
	    fill_window(s);
	  }
	  s.strstart += s.lookahead;
	  s.block_start = s.strstart;
	  s.insert = s.lookahead;
	  s.lookahead = 0;
	  s.match_length = s.prev_length = MIN_MATCH - 1;
	  s.match_available = 0;
	  strm.next_in = next;
	  strm.input = input;
	  strm.avail_in = avail;
	  s.wrap = wrap;
	  return Z_OK;
	}


	deflate.deflateInit = deflateInit;
	deflate.deflateInit2 = deflateInit2;
	deflate.deflateReset = deflateReset;
	deflate.deflateResetKeep = deflateResetKeep;
	deflate.deflateSetHeader = deflateSetHeader;
	deflate.deflate = deflate$1;
	deflate.deflateEnd = deflateEnd;
	deflate.deflateSetDictionary = deflateSetDictionary;
	deflate.deflateInfo = 'pako deflate (from Nodeca project)';

	/* Not implemented
	exports.deflateBound = deflateBound;
	exports.deflateCopy = deflateCopy;
	exports.deflateParams = deflateParams;
	exports.deflatePending = deflatePending;
	exports.deflatePrime = deflatePrime;
	exports.deflateTune = deflateTune;
	*/
	return deflate;
}

var strings = {};

var hasRequiredStrings;

function requireStrings () {
	if (hasRequiredStrings) return strings;
	hasRequiredStrings = 1;


	var utils = requireCommon();


	// Quick check if we can use fast array to bin string conversion
	//
	// - apply(Array) can fail on Android 2.2
	// - apply(Uint8Array) can fail on iOS 5.1 Safari
	//
	var STR_APPLY_OK = true;
	var STR_APPLY_UIA_OK = true;

	try { String.fromCharCode.apply(null, [ 0 ]); } catch (__) { STR_APPLY_OK = false; }
	try { String.fromCharCode.apply(null, new Uint8Array(1)); } catch (__) { STR_APPLY_UIA_OK = false; }


	// Table with utf8 lengths (calculated by first byte of sequence)
	// Note, that 5 & 6-byte values and some 4-byte values can not be represented in JS,
	// because max possible codepoint is 0x10ffff
	var _utf8len = new utils.Buf8(256);
	for (var q = 0; q < 256; q++) {
	  _utf8len[q] = (q >= 252 ? 6 : q >= 248 ? 5 : q >= 240 ? 4 : q >= 224 ? 3 : q >= 192 ? 2 : 1);
	}
	_utf8len[254] = _utf8len[254] = 1; // Invalid sequence start


	// convert string to array (typed, when possible)
	strings.string2buf = function (str) {
	  var buf, c, c2, m_pos, i, str_len = str.length, buf_len = 0;

	  // count binary size
	  for (m_pos = 0; m_pos < str_len; m_pos++) {
	    c = str.charCodeAt(m_pos);
	    if ((c & 0xfc00) === 0xd800 && (m_pos + 1 < str_len)) {
	      c2 = str.charCodeAt(m_pos + 1);
	      if ((c2 & 0xfc00) === 0xdc00) {
	        c = 0x10000 + ((c - 0xd800) << 10) + (c2 - 0xdc00);
	        m_pos++;
	      }
	    }
	    buf_len += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
	  }

	  // allocate buffer
	  buf = new utils.Buf8(buf_len);

	  // convert
	  for (i = 0, m_pos = 0; i < buf_len; m_pos++) {
	    c = str.charCodeAt(m_pos);
	    if ((c & 0xfc00) === 0xd800 && (m_pos + 1 < str_len)) {
	      c2 = str.charCodeAt(m_pos + 1);
	      if ((c2 & 0xfc00) === 0xdc00) {
	        c = 0x10000 + ((c - 0xd800) << 10) + (c2 - 0xdc00);
	        m_pos++;
	      }
	    }
	    if (c < 0x80) {
	      /* one byte */
	      buf[i++] = c;
	    } else if (c < 0x800) {
	      /* two bytes */
	      buf[i++] = 0xC0 | (c >>> 6);
	      buf[i++] = 0x80 | (c & 0x3f);
	    } else if (c < 0x10000) {
	      /* three bytes */
	      buf[i++] = 0xE0 | (c >>> 12);
	      buf[i++] = 0x80 | (c >>> 6 & 0x3f);
	      buf[i++] = 0x80 | (c & 0x3f);
	    } else {
	      /* four bytes */
	      buf[i++] = 0xf0 | (c >>> 18);
	      buf[i++] = 0x80 | (c >>> 12 & 0x3f);
	      buf[i++] = 0x80 | (c >>> 6 & 0x3f);
	      buf[i++] = 0x80 | (c & 0x3f);
	    }
	  }

	  return buf;
	};

	// Helper (used in 2 places)
	function buf2binstring(buf, len) {
	  // On Chrome, the arguments in a function call that are allowed is `65534`.
	  // If the length of the buffer is smaller than that, we can use this optimization,
	  // otherwise we will take a slower path.
	  if (len < 65534) {
	    if ((buf.subarray && STR_APPLY_UIA_OK) || (!buf.subarray && STR_APPLY_OK)) {
	      return String.fromCharCode.apply(null, utils.shrinkBuf(buf, len));
	    }
	  }

	  var result = '';
	  for (var i = 0; i < len; i++) {
	    result += String.fromCharCode(buf[i]);
	  }
	  return result;
	}


	// Convert byte array to binary string
	strings.buf2binstring = function (buf) {
	  return buf2binstring(buf, buf.length);
	};


	// Convert binary string (typed, when possible)
	strings.binstring2buf = function (str) {
	  var buf = new utils.Buf8(str.length);
	  for (var i = 0, len = buf.length; i < len; i++) {
	    buf[i] = str.charCodeAt(i);
	  }
	  return buf;
	};


	// convert array to string
	strings.buf2string = function (buf, max) {
	  var i, out, c, c_len;
	  var len = max || buf.length;

	  // Reserve max possible length (2 words per char)
	  // NB: by unknown reasons, Array is significantly faster for
	  //     String.fromCharCode.apply than Uint16Array.
	  var utf16buf = new Array(len * 2);

	  for (out = 0, i = 0; i < len;) {
	    c = buf[i++];
	    // quick process ascii
	    if (c < 0x80) { utf16buf[out++] = c; continue; }

	    c_len = _utf8len[c];
	    // skip 5 & 6 byte codes
	    if (c_len > 4) { utf16buf[out++] = 0xfffd; i += c_len - 1; continue; }

	    // apply mask on first byte
	    c &= c_len === 2 ? 0x1f : c_len === 3 ? 0x0f : 0x07;
	    // join the rest
	    while (c_len > 1 && i < len) {
	      c = (c << 6) | (buf[i++] & 0x3f);
	      c_len--;
	    }

	    // terminated by end of string?
	    if (c_len > 1) { utf16buf[out++] = 0xfffd; continue; }

	    if (c < 0x10000) {
	      utf16buf[out++] = c;
	    } else {
	      c -= 0x10000;
	      utf16buf[out++] = 0xd800 | ((c >> 10) & 0x3ff);
	      utf16buf[out++] = 0xdc00 | (c & 0x3ff);
	    }
	  }

	  return buf2binstring(utf16buf, out);
	};


	// Calculate max possible position in utf8 buffer,
	// that will not break sequence. If that's not possible
	// - (very small limits) return max size as is.
	//
	// buf[] - utf8 bytes array
	// max   - length limit (mandatory);
	strings.utf8border = function (buf, max) {
	  var pos;

	  max = max || buf.length;
	  if (max > buf.length) { max = buf.length; }

	  // go back from last position, until start of sequence found
	  pos = max - 1;
	  while (pos >= 0 && (buf[pos] & 0xC0) === 0x80) { pos--; }

	  // Very small and broken sequence,
	  // return max, because we should return something anyway.
	  if (pos < 0) { return max; }

	  // If we came to start of buffer - that means buffer is too small,
	  // return max too.
	  if (pos === 0) { return max; }

	  return (pos + _utf8len[buf[pos]] > max) ? pos : max;
	};
	return strings;
}

var zstream;
var hasRequiredZstream;

function requireZstream () {
	if (hasRequiredZstream) return zstream;
	hasRequiredZstream = 1;

	// (C) 1995-2013 Jean-loup Gailly and Mark Adler
	// (C) 2014-2017 Vitaly Puzrin and Andrey Tupitsin
	//
	// This software is provided 'as-is', without any express or implied
	// warranty. In no event will the authors be held liable for any damages
	// arising from the use of this software.
	//
	// Permission is granted to anyone to use this software for any purpose,
	// including commercial applications, and to alter it and redistribute it
	// freely, subject to the following restrictions:
	//
	// 1. The origin of this software must not be misrepresented; you must not
	//   claim that you wrote the original software. If you use this software
	//   in a product, an acknowledgment in the product documentation would be
	//   appreciated but is not required.
	// 2. Altered source versions must be plainly marked as such, and must not be
	//   misrepresented as being the original software.
	// 3. This notice may not be removed or altered from any source distribution.

	function ZStream() {
	  /* next input byte */
	  this.input = null; // JS specific, because we have no pointers
	  this.next_in = 0;
	  /* number of bytes available at input */
	  this.avail_in = 0;
	  /* total number of input bytes read so far */
	  this.total_in = 0;
	  /* next output byte should be put there */
	  this.output = null; // JS specific, because we have no pointers
	  this.next_out = 0;
	  /* remaining free space at output */
	  this.avail_out = 0;
	  /* total number of bytes output so far */
	  this.total_out = 0;
	  /* last error message, NULL if no error */
	  this.msg = ''/*Z_NULL*/;
	  /* not visible by applications */
	  this.state = null;
	  /* best guess about the data type: binary or text */
	  this.data_type = 2/*Z_UNKNOWN*/;
	  /* adler32 value of the uncompressed data */
	  this.adler = 0;
	}

	zstream = ZStream;
	return zstream;
}

var hasRequiredDeflate;

function requireDeflate () {
	if (hasRequiredDeflate) return deflate$1;
	hasRequiredDeflate = 1;


	var zlib_deflate = requireDeflate$1();
	var utils        = requireCommon();
	var strings      = requireStrings();
	var msg          = requireMessages();
	var ZStream      = requireZstream();

	var toString = Object.prototype.toString;

	/* Public constants ==========================================================*/
	/* ===========================================================================*/

	var Z_NO_FLUSH      = 0;
	var Z_FINISH        = 4;

	var Z_OK            = 0;
	var Z_STREAM_END    = 1;
	var Z_SYNC_FLUSH    = 2;

	var Z_DEFAULT_COMPRESSION = -1;

	var Z_DEFAULT_STRATEGY    = 0;

	var Z_DEFLATED  = 8;

	/* ===========================================================================*/


	/**
	 * class Deflate
	 *
	 * Generic JS-style wrapper for zlib calls. If you don't need
	 * streaming behaviour - use more simple functions: [[deflate]],
	 * [[deflateRaw]] and [[gzip]].
	 **/

	/* internal
	 * Deflate.chunks -> Array
	 *
	 * Chunks of output data, if [[Deflate#onData]] not overridden.
	 **/

	/**
	 * Deflate.result -> Uint8Array|Array
	 *
	 * Compressed result, generated by default [[Deflate#onData]]
	 * and [[Deflate#onEnd]] handlers. Filled after you push last chunk
	 * (call [[Deflate#push]] with `Z_FINISH` / `true` param)  or if you
	 * push a chunk with explicit flush (call [[Deflate#push]] with
	 * `Z_SYNC_FLUSH` param).
	 **/

	/**
	 * Deflate.err -> Number
	 *
	 * Error code after deflate finished. 0 (Z_OK) on success.
	 * You will not need it in real life, because deflate errors
	 * are possible only on wrong options or bad `onData` / `onEnd`
	 * custom handlers.
	 **/

	/**
	 * Deflate.msg -> String
	 *
	 * Error message, if [[Deflate.err]] != 0
	 **/


	/**
	 * new Deflate(options)
	 * - options (Object): zlib deflate options.
	 *
	 * Creates new deflator instance with specified params. Throws exception
	 * on bad params. Supported options:
	 *
	 * - `level`
	 * - `windowBits`
	 * - `memLevel`
	 * - `strategy`
	 * - `dictionary`
	 *
	 * [http://zlib.net/manual.html#Advanced](http://zlib.net/manual.html#Advanced)
	 * for more information on these.
	 *
	 * Additional options, for internal needs:
	 *
	 * - `chunkSize` - size of generated data chunks (16K by default)
	 * - `raw` (Boolean) - do raw deflate
	 * - `gzip` (Boolean) - create gzip wrapper
	 * - `to` (String) - if equal to 'string', then result will be "binary string"
	 *    (each char code [0..255])
	 * - `header` (Object) - custom header for gzip
	 *   - `text` (Boolean) - true if compressed data believed to be text
	 *   - `time` (Number) - modification time, unix timestamp
	 *   - `os` (Number) - operation system code
	 *   - `extra` (Array) - array of bytes with extra data (max 65536)
	 *   - `name` (String) - file name (binary string)
	 *   - `comment` (String) - comment (binary string)
	 *   - `hcrc` (Boolean) - true if header crc should be added
	 *
	 * ##### Example:
	 *
	 * ```javascript
	 * var pako = require('pako')
	 *   , chunk1 = Uint8Array([1,2,3,4,5,6,7,8,9])
	 *   , chunk2 = Uint8Array([10,11,12,13,14,15,16,17,18,19]);
	 *
	 * var deflate = new pako.Deflate({ level: 3});
	 *
	 * deflate.push(chunk1, false);
	 * deflate.push(chunk2, true);  // true -> last chunk
	 *
	 * if (deflate.err) { throw new Error(deflate.err); }
	 *
	 * console.log(deflate.result);
	 * ```
	 **/
	function Deflate(options) {
	  if (!(this instanceof Deflate)) return new Deflate(options);

	  this.options = utils.assign({
	    level: Z_DEFAULT_COMPRESSION,
	    method: Z_DEFLATED,
	    chunkSize: 16384,
	    windowBits: 15,
	    memLevel: 8,
	    strategy: Z_DEFAULT_STRATEGY,
	    to: ''
	  }, options || {});

	  var opt = this.options;

	  if (opt.raw && (opt.windowBits > 0)) {
	    opt.windowBits = -opt.windowBits;
	  }

	  else if (opt.gzip && (opt.windowBits > 0) && (opt.windowBits < 16)) {
	    opt.windowBits += 16;
	  }

	  this.err    = 0;      // error code, if happens (0 = Z_OK)
	  this.msg    = '';     // error message
	  this.ended  = false;  // used to avoid multiple onEnd() calls
	  this.chunks = [];     // chunks of compressed data

	  this.strm = new ZStream();
	  this.strm.avail_out = 0;

	  var status = zlib_deflate.deflateInit2(
	    this.strm,
	    opt.level,
	    opt.method,
	    opt.windowBits,
	    opt.memLevel,
	    opt.strategy
	  );

	  if (status !== Z_OK) {
	    throw new Error(msg[status]);
	  }

	  if (opt.header) {
	    zlib_deflate.deflateSetHeader(this.strm, opt.header);
	  }

	  if (opt.dictionary) {
	    var dict;
	    // Convert data if needed
	    if (typeof opt.dictionary === 'string') {
	      // If we need to compress text, change encoding to utf8.
	      dict = strings.string2buf(opt.dictionary);
	    } else if (toString.call(opt.dictionary) === '[object ArrayBuffer]') {
	      dict = new Uint8Array(opt.dictionary);
	    } else {
	      dict = opt.dictionary;
	    }

	    status = zlib_deflate.deflateSetDictionary(this.strm, dict);

	    if (status !== Z_OK) {
	      throw new Error(msg[status]);
	    }

	    this._dict_set = true;
	  }
	}

	/**
	 * Deflate#push(data[, mode]) -> Boolean
	 * - data (Uint8Array|Array|ArrayBuffer|String): input data. Strings will be
	 *   converted to utf8 byte sequence.
	 * - mode (Number|Boolean): 0..6 for corresponding Z_NO_FLUSH..Z_TREE modes.
	 *   See constants. Skipped or `false` means Z_NO_FLUSH, `true` means Z_FINISH.
	 *
	 * Sends input data to deflate pipe, generating [[Deflate#onData]] calls with
	 * new compressed chunks. Returns `true` on success. The last data block must have
	 * mode Z_FINISH (or `true`). That will flush internal pending buffers and call
	 * [[Deflate#onEnd]]. For interim explicit flushes (without ending the stream) you
	 * can use mode Z_SYNC_FLUSH, keeping the compression context.
	 *
	 * On fail call [[Deflate#onEnd]] with error code and return false.
	 *
	 * We strongly recommend to use `Uint8Array` on input for best speed (output
	 * array format is detected automatically). Also, don't skip last param and always
	 * use the same type in your code (boolean or number). That will improve JS speed.
	 *
	 * For regular `Array`-s make sure all elements are [0..255].
	 *
	 * ##### Example
	 *
	 * ```javascript
	 * push(chunk, false); // push one of data chunks
	 * ...
	 * push(chunk, true);  // push last chunk
	 * ```
	 **/
	Deflate.prototype.push = function (data, mode) {
	  var strm = this.strm;
	  var chunkSize = this.options.chunkSize;
	  var status, _mode;

	  if (this.ended) { return false; }

	  _mode = (mode === ~~mode) ? mode : ((mode === true) ? Z_FINISH : Z_NO_FLUSH);

	  // Convert data if needed
	  if (typeof data === 'string') {
	    // If we need to compress text, change encoding to utf8.
	    strm.input = strings.string2buf(data);
	  } else if (toString.call(data) === '[object ArrayBuffer]') {
	    strm.input = new Uint8Array(data);
	  } else {
	    strm.input = data;
	  }

	  strm.next_in = 0;
	  strm.avail_in = strm.input.length;

	  do {
	    if (strm.avail_out === 0) {
	      strm.output = new utils.Buf8(chunkSize);
	      strm.next_out = 0;
	      strm.avail_out = chunkSize;
	    }
	    status = zlib_deflate.deflate(strm, _mode);    /* no bad return value */

	    if (status !== Z_STREAM_END && status !== Z_OK) {
	      this.onEnd(status);
	      this.ended = true;
	      return false;
	    }
	    if (strm.avail_out === 0 || (strm.avail_in === 0 && (_mode === Z_FINISH || _mode === Z_SYNC_FLUSH))) {
	      if (this.options.to === 'string') {
	        this.onData(strings.buf2binstring(utils.shrinkBuf(strm.output, strm.next_out)));
	      } else {
	        this.onData(utils.shrinkBuf(strm.output, strm.next_out));
	      }
	    }
	  } while ((strm.avail_in > 0 || strm.avail_out === 0) && status !== Z_STREAM_END);

	  // Finalize on the last chunk.
	  if (_mode === Z_FINISH) {
	    status = zlib_deflate.deflateEnd(this.strm);
	    this.onEnd(status);
	    this.ended = true;
	    return status === Z_OK;
	  }

	  // callback interim results if Z_SYNC_FLUSH.
	  if (_mode === Z_SYNC_FLUSH) {
	    this.onEnd(Z_OK);
	    strm.avail_out = 0;
	    return true;
	  }

	  return true;
	};


	/**
	 * Deflate#onData(chunk) -> Void
	 * - chunk (Uint8Array|Array|String): output data. Type of array depends
	 *   on js engine support. When string output requested, each chunk
	 *   will be string.
	 *
	 * By default, stores data blocks in `chunks[]` property and glue
	 * those in `onEnd`. Override this handler, if you need another behaviour.
	 **/
	Deflate.prototype.onData = function (chunk) {
	  this.chunks.push(chunk);
	};


	/**
	 * Deflate#onEnd(status) -> Void
	 * - status (Number): deflate status. 0 (Z_OK) on success,
	 *   other if not.
	 *
	 * Called once after you tell deflate that the input stream is
	 * complete (Z_FINISH) or should be flushed (Z_SYNC_FLUSH)
	 * or if an error happened. By default - join collected chunks,
	 * free memory and fill `results` / `err` properties.
	 **/
	Deflate.prototype.onEnd = function (status) {
	  // On success - join
	  if (status === Z_OK) {
	    if (this.options.to === 'string') {
	      this.result = this.chunks.join('');
	    } else {
	      this.result = utils.flattenChunks(this.chunks);
	    }
	  }
	  this.chunks = [];
	  this.err = status;
	  this.msg = this.strm.msg;
	};


	/**
	 * deflate(data[, options]) -> Uint8Array|Array|String
	 * - data (Uint8Array|Array|String): input data to compress.
	 * - options (Object): zlib deflate options.
	 *
	 * Compress `data` with deflate algorithm and `options`.
	 *
	 * Supported options are:
	 *
	 * - level
	 * - windowBits
	 * - memLevel
	 * - strategy
	 * - dictionary
	 *
	 * [http://zlib.net/manual.html#Advanced](http://zlib.net/manual.html#Advanced)
	 * for more information on these.
	 *
	 * Sugar (options):
	 *
	 * - `raw` (Boolean) - say that we work with raw stream, if you don't wish to specify
	 *   negative windowBits implicitly.
	 * - `to` (String) - if equal to 'string', then result will be "binary string"
	 *    (each char code [0..255])
	 *
	 * ##### Example:
	 *
	 * ```javascript
	 * var pako = require('pako')
	 *   , data = Uint8Array([1,2,3,4,5,6,7,8,9]);
	 *
	 * console.log(pako.deflate(data));
	 * ```
	 **/
	function deflate(input, options) {
	  var deflator = new Deflate(options);

	  deflator.push(input, true);

	  // That will never happens, if you don't cheat with options :)
	  if (deflator.err) { throw deflator.msg || msg[deflator.err]; }

	  return deflator.result;
	}


	/**
	 * deflateRaw(data[, options]) -> Uint8Array|Array|String
	 * - data (Uint8Array|Array|String): input data to compress.
	 * - options (Object): zlib deflate options.
	 *
	 * The same as [[deflate]], but creates raw data, without wrapper
	 * (header and adler32 crc).
	 **/
	function deflateRaw(input, options) {
	  options = options || {};
	  options.raw = true;
	  return deflate(input, options);
	}


	/**
	 * gzip(data[, options]) -> Uint8Array|Array|String
	 * - data (Uint8Array|Array|String): input data to compress.
	 * - options (Object): zlib deflate options.
	 *
	 * The same as [[deflate]], but create gzip wrapper instead of
	 * deflate one.
	 **/
	function gzip(input, options) {
	  options = options || {};
	  options.gzip = true;
	  return deflate(input, options);
	}


	deflate$1.Deflate = Deflate;
	deflate$1.deflate = deflate;
	deflate$1.deflateRaw = deflateRaw;
	deflate$1.gzip = gzip;
	return deflate$1;
}

var inflate$1 = {};

var inflate = {};

var inffast;
var hasRequiredInffast;

function requireInffast () {
	if (hasRequiredInffast) return inffast;
	hasRequiredInffast = 1;

	// (C) 1995-2013 Jean-loup Gailly and Mark Adler
	// (C) 2014-2017 Vitaly Puzrin and Andrey Tupitsin
	//
	// This software is provided 'as-is', without any express or implied
	// warranty. In no event will the authors be held liable for any damages
	// arising from the use of this software.
	//
	// Permission is granted to anyone to use this software for any purpose,
	// including commercial applications, and to alter it and redistribute it
	// freely, subject to the following restrictions:
	//
	// 1. The origin of this software must not be misrepresented; you must not
	//   claim that you wrote the original software. If you use this software
	//   in a product, an acknowledgment in the product documentation would be
	//   appreciated but is not required.
	// 2. Altered source versions must be plainly marked as such, and must not be
	//   misrepresented as being the original software.
	// 3. This notice may not be removed or altered from any source distribution.

	// See state defs from inflate.js
	var BAD = 30;       /* got a data error -- remain here until reset */
	var TYPE = 12;      /* i: waiting for type bits, including last-flag bit */

	/*
	   Decode literal, length, and distance codes and write out the resulting
	   literal and match bytes until either not enough input or output is
	   available, an end-of-block is encountered, or a data error is encountered.
	   When large enough input and output buffers are supplied to inflate(), for
	   example, a 16K input buffer and a 64K output buffer, more than 95% of the
	   inflate execution time is spent in this routine.

	   Entry assumptions:

	        state.mode === LEN
	        strm.avail_in >= 6
	        strm.avail_out >= 258
	        start >= strm.avail_out
	        state.bits < 8

	   On return, state.mode is one of:

	        LEN -- ran out of enough output space or enough available input
	        TYPE -- reached end of block code, inflate() to interpret next block
	        BAD -- error in block data

	   Notes:

	    - The maximum input bits used by a length/distance pair is 15 bits for the
	      length code, 5 bits for the length extra, 15 bits for the distance code,
	      and 13 bits for the distance extra.  This totals 48 bits, or six bytes.
	      Therefore if strm.avail_in >= 6, then there is enough input to avoid
	      checking for available input while decoding.

	    - The maximum bytes that a single length/distance pair can output is 258
	      bytes, which is the maximum length that can be coded.  inflate_fast()
	      requires strm.avail_out >= 258 for each loop to avoid checking for
	      output space.
	 */
	inffast = function inflate_fast(strm, start) {
	  var state;
	  var _in;                    /* local strm.input */
	  var last;                   /* have enough input while in < last */
	  var _out;                   /* local strm.output */
	  var beg;                    /* inflate()'s initial strm.output */
	  var end;                    /* while out < end, enough space available */
	//#ifdef INFLATE_STRICT
	  var dmax;                   /* maximum distance from zlib header */
	//#endif
	  var wsize;                  /* window size or zero if not using window */
	  var whave;                  /* valid bytes in the window */
	  var wnext;                  /* window write index */
	  // Use `s_window` instead `window`, avoid conflict with instrumentation tools
	  var s_window;               /* allocated sliding window, if wsize != 0 */
	  var hold;                   /* local strm.hold */
	  var bits;                   /* local strm.bits */
	  var lcode;                  /* local strm.lencode */
	  var dcode;                  /* local strm.distcode */
	  var lmask;                  /* mask for first level of length codes */
	  var dmask;                  /* mask for first level of distance codes */
	  var here;                   /* retrieved table entry */
	  var op;                     /* code bits, operation, extra bits, or */
	                              /*  window position, window bytes to copy */
	  var len;                    /* match length, unused bytes */
	  var dist;                   /* match distance */
	  var from;                   /* where to copy match from */
	  var from_source;


	  var input, output; // JS specific, because we have no pointers

	  /* copy state to local variables */
	  state = strm.state;
	  //here = state.here;
	  _in = strm.next_in;
	  input = strm.input;
	  last = _in + (strm.avail_in - 5);
	  _out = strm.next_out;
	  output = strm.output;
	  beg = _out - (start - strm.avail_out);
	  end = _out + (strm.avail_out - 257);
	//#ifdef INFLATE_STRICT
	  dmax = state.dmax;
	//#endif
	  wsize = state.wsize;
	  whave = state.whave;
	  wnext = state.wnext;
	  s_window = state.window;
	  hold = state.hold;
	  bits = state.bits;
	  lcode = state.lencode;
	  dcode = state.distcode;
	  lmask = (1 << state.lenbits) - 1;
	  dmask = (1 << state.distbits) - 1;


	  /* decode literals and length/distances until end-of-block or not enough
	     input data or output space */

	  top:
	  do {
	    if (bits < 15) {
	      hold += input[_in++] << bits;
	      bits += 8;
	      hold += input[_in++] << bits;
	      bits += 8;
	    }

	    here = lcode[hold & lmask];

	    dolen:
	    for (;;) { // Goto emulation
	      op = here >>> 24/*here.bits*/;
	      hold >>>= op;
	      bits -= op;
	      op = (here >>> 16) & 0xff/*here.op*/;
	      if (op === 0) {                          /* literal */
	        //Tracevv((stderr, here.val >= 0x20 && here.val < 0x7f ?
	        //        "inflate:         literal '%c'\n" :
	        //        "inflate:         literal 0x%02x\n", here.val));
	        output[_out++] = here & 0xffff/*here.val*/;
	      }
	      else if (op & 16) {                     /* length base */
	        len = here & 0xffff/*here.val*/;
	        op &= 15;                           /* number of extra bits */
	        if (op) {
	          if (bits < op) {
	            hold += input[_in++] << bits;
	            bits += 8;
	          }
	          len += hold & ((1 << op) - 1);
	          hold >>>= op;
	          bits -= op;
	        }
	        //Tracevv((stderr, "inflate:         length %u\n", len));
	        if (bits < 15) {
	          hold += input[_in++] << bits;
	          bits += 8;
	          hold += input[_in++] << bits;
	          bits += 8;
	        }
	        here = dcode[hold & dmask];

	        dodist:
	        for (;;) { // goto emulation
	          op = here >>> 24/*here.bits*/;
	          hold >>>= op;
	          bits -= op;
	          op = (here >>> 16) & 0xff/*here.op*/;

	          if (op & 16) {                      /* distance base */
	            dist = here & 0xffff/*here.val*/;
	            op &= 15;                       /* number of extra bits */
	            if (bits < op) {
	              hold += input[_in++] << bits;
	              bits += 8;
	              if (bits < op) {
	                hold += input[_in++] << bits;
	                bits += 8;
	              }
	            }
	            dist += hold & ((1 << op) - 1);
	//#ifdef INFLATE_STRICT
	            if (dist > dmax) {
	              strm.msg = 'invalid distance too far back';
	              state.mode = BAD;
	              break top;
	            }
	//#endif
	            hold >>>= op;
	            bits -= op;
	            //Tracevv((stderr, "inflate:         distance %u\n", dist));
	            op = _out - beg;                /* max distance in output */
	            if (dist > op) {                /* see if copy from window */
	              op = dist - op;               /* distance back in window */
	              if (op > whave) {
	                if (state.sane) {
	                  strm.msg = 'invalid distance too far back';
	                  state.mode = BAD;
	                  break top;
	                }

	// (!) This block is disabled in zlib defaults,
	// don't enable it for binary compatibility
	//#ifdef INFLATE_ALLOW_INVALID_DISTANCE_TOOFAR_ARRR
	//                if (len <= op - whave) {
	//                  do {
	//                    output[_out++] = 0;
	//                  } while (--len);
	//                  continue top;
	//                }
	//                len -= op - whave;
	//                do {
	//                  output[_out++] = 0;
	//                } while (--op > whave);
	//                if (op === 0) {
	//                  from = _out - dist;
	//                  do {
	//                    output[_out++] = output[from++];
	//                  } while (--len);
	//                  continue top;
	//                }
	//#endif
	              }
	              from = 0; // window index
	              from_source = s_window;
	              if (wnext === 0) {           /* very common case */
	                from += wsize - op;
	                if (op < len) {         /* some from window */
	                  len -= op;
	                  do {
	                    output[_out++] = s_window[from++];
	                  } while (--op);
	                  from = _out - dist;  /* rest from output */
	                  from_source = output;
	                }
	              }
	              else if (wnext < op) {      /* wrap around window */
	                from += wsize + wnext - op;
	                op -= wnext;
	                if (op < len) {         /* some from end of window */
	                  len -= op;
	                  do {
	                    output[_out++] = s_window[from++];
	                  } while (--op);
	                  from = 0;
	                  if (wnext < len) {  /* some from start of window */
	                    op = wnext;
	                    len -= op;
	                    do {
	                      output[_out++] = s_window[from++];
	                    } while (--op);
	                    from = _out - dist;      /* rest from output */
	                    from_source = output;
	                  }
	                }
	              }
	              else {                      /* contiguous in window */
	                from += wnext - op;
	                if (op < len) {         /* some from window */
	                  len -= op;
	                  do {
	                    output[_out++] = s_window[from++];
	                  } while (--op);
	                  from = _out - dist;  /* rest from output */
	                  from_source = output;
	                }
	              }
	              while (len > 2) {
	                output[_out++] = from_source[from++];
	                output[_out++] = from_source[from++];
	                output[_out++] = from_source[from++];
	                len -= 3;
	              }
	              if (len) {
	                output[_out++] = from_source[from++];
	                if (len > 1) {
	                  output[_out++] = from_source[from++];
	                }
	              }
	            }
	            else {
	              from = _out - dist;          /* copy direct from output */
	              do {                        /* minimum length is three */
	                output[_out++] = output[from++];
	                output[_out++] = output[from++];
	                output[_out++] = output[from++];
	                len -= 3;
	              } while (len > 2);
	              if (len) {
	                output[_out++] = output[from++];
	                if (len > 1) {
	                  output[_out++] = output[from++];
	                }
	              }
	            }
	          }
	          else if ((op & 64) === 0) {          /* 2nd level distance code */
	            here = dcode[(here & 0xffff)/*here.val*/ + (hold & ((1 << op) - 1))];
	            continue dodist;
	          }
	          else {
	            strm.msg = 'invalid distance code';
	            state.mode = BAD;
	            break top;
	          }

	          break; // need to emulate goto via "continue"
	        }
	      }
	      else if ((op & 64) === 0) {              /* 2nd level length code */
	        here = lcode[(here & 0xffff)/*here.val*/ + (hold & ((1 << op) - 1))];
	        continue dolen;
	      }
	      else if (op & 32) {                     /* end-of-block */
	        //Tracevv((stderr, "inflate:         end of block\n"));
	        state.mode = TYPE;
	        break top;
	      }
	      else {
	        strm.msg = 'invalid literal/length code';
	        state.mode = BAD;
	        break top;
	      }

	      break; // need to emulate goto via "continue"
	    }
	  } while (_in < last && _out < end);

	  /* return unused bytes (on entry, bits < 8, so in won't go too far back) */
	  len = bits >> 3;
	  _in -= len;
	  bits -= len << 3;
	  hold &= (1 << bits) - 1;

	  /* update state and return */
	  strm.next_in = _in;
	  strm.next_out = _out;
	  strm.avail_in = (_in < last ? 5 + (last - _in) : 5 - (_in - last));
	  strm.avail_out = (_out < end ? 257 + (end - _out) : 257 - (_out - end));
	  state.hold = hold;
	  state.bits = bits;
	  return;
	};
	return inffast;
}

var inftrees;
var hasRequiredInftrees;

function requireInftrees () {
	if (hasRequiredInftrees) return inftrees;
	hasRequiredInftrees = 1;

	// (C) 1995-2013 Jean-loup Gailly and Mark Adler
	// (C) 2014-2017 Vitaly Puzrin and Andrey Tupitsin
	//
	// This software is provided 'as-is', without any express or implied
	// warranty. In no event will the authors be held liable for any damages
	// arising from the use of this software.
	//
	// Permission is granted to anyone to use this software for any purpose,
	// including commercial applications, and to alter it and redistribute it
	// freely, subject to the following restrictions:
	//
	// 1. The origin of this software must not be misrepresented; you must not
	//   claim that you wrote the original software. If you use this software
	//   in a product, an acknowledgment in the product documentation would be
	//   appreciated but is not required.
	// 2. Altered source versions must be plainly marked as such, and must not be
	//   misrepresented as being the original software.
	// 3. This notice may not be removed or altered from any source distribution.

	var utils = requireCommon();

	var MAXBITS = 15;
	var ENOUGH_LENS = 852;
	var ENOUGH_DISTS = 592;
	//var ENOUGH = (ENOUGH_LENS+ENOUGH_DISTS);

	var CODES = 0;
	var LENS = 1;
	var DISTS = 2;

	var lbase = [ /* Length codes 257..285 base */
	  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
	  35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258, 0, 0
	];

	var lext = [ /* Length codes 257..285 extra */
	  16, 16, 16, 16, 16, 16, 16, 16, 17, 17, 17, 17, 18, 18, 18, 18,
	  19, 19, 19, 19, 20, 20, 20, 20, 21, 21, 21, 21, 16, 72, 78
	];

	var dbase = [ /* Distance codes 0..29 base */
	  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
	  257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
	  8193, 12289, 16385, 24577, 0, 0
	];

	var dext = [ /* Distance codes 0..29 extra */
	  16, 16, 16, 16, 17, 17, 18, 18, 19, 19, 20, 20, 21, 21, 22, 22,
	  23, 23, 24, 24, 25, 25, 26, 26, 27, 27,
	  28, 28, 29, 29, 64, 64
	];

	inftrees = function inflate_table(type, lens, lens_index, codes, table, table_index, work, opts)
	{
	  var bits = opts.bits;
	      //here = opts.here; /* table entry for duplication */

	  var len = 0;               /* a code's length in bits */
	  var sym = 0;               /* index of code symbols */
	  var min = 0, max = 0;          /* minimum and maximum code lengths */
	  var root = 0;              /* number of index bits for root table */
	  var curr = 0;              /* number of index bits for current table */
	  var drop = 0;              /* code bits to drop for sub-table */
	  var left = 0;                   /* number of prefix codes available */
	  var used = 0;              /* code entries in table used */
	  var huff = 0;              /* Huffman code */
	  var incr;              /* for incrementing code, index */
	  var fill;              /* index for replicating entries */
	  var low;               /* low bits for current root entry */
	  var mask;              /* mask for low root bits */
	  var next;             /* next available space in table */
	  var base = null;     /* base value table to use */
	  var base_index = 0;
	//  var shoextra;    /* extra bits table to use */
	  var end;                    /* use base and extra for symbol > end */
	  var count = new utils.Buf16(MAXBITS + 1); //[MAXBITS+1];    /* number of codes of each length */
	  var offs = new utils.Buf16(MAXBITS + 1); //[MAXBITS+1];     /* offsets in table for each length */
	  var extra = null;
	  var extra_index = 0;

	  var here_bits, here_op, here_val;

	  /*
	   Process a set of code lengths to create a canonical Huffman code.  The
	   code lengths are lens[0..codes-1].  Each length corresponds to the
	   symbols 0..codes-1.  The Huffman code is generated by first sorting the
	   symbols by length from short to long, and retaining the symbol order
	   for codes with equal lengths.  Then the code starts with all zero bits
	   for the first code of the shortest length, and the codes are integer
	   increments for the same length, and zeros are appended as the length
	   increases.  For the deflate format, these bits are stored backwards
	   from their more natural integer increment ordering, and so when the
	   decoding tables are built in the large loop below, the integer codes
	   are incremented backwards.

	   This routine assumes, but does not check, that all of the entries in
	   lens[] are in the range 0..MAXBITS.  The caller must assure this.
	   1..MAXBITS is interpreted as that code length.  zero means that that
	   symbol does not occur in this code.

	   The codes are sorted by computing a count of codes for each length,
	   creating from that a table of starting indices for each length in the
	   sorted table, and then entering the symbols in order in the sorted
	   table.  The sorted table is work[], with that space being provided by
	   the caller.

	   The length counts are used for other purposes as well, i.e. finding
	   the minimum and maximum length codes, determining if there are any
	   codes at all, checking for a valid set of lengths, and looking ahead
	   at length counts to determine sub-table sizes when building the
	   decoding tables.
	   */

	  /* accumulate lengths for codes (assumes lens[] all in 0..MAXBITS) */
	  for (len = 0; len <= MAXBITS; len++) {
	    count[len] = 0;
	  }
	  for (sym = 0; sym < codes; sym++) {
	    count[lens[lens_index + sym]]++;
	  }

	  /* bound code lengths, force root to be within code lengths */
	  root = bits;
	  for (max = MAXBITS; max >= 1; max--) {
	    if (count[max] !== 0) { break; }
	  }
	  if (root > max) {
	    root = max;
	  }
	  if (max === 0) {                     /* no symbols to code at all */
	    //table.op[opts.table_index] = 64;  //here.op = (var char)64;    /* invalid code marker */
	    //table.bits[opts.table_index] = 1;   //here.bits = (var char)1;
	    //table.val[opts.table_index++] = 0;   //here.val = (var short)0;
	    table[table_index++] = (1 << 24) | (64 << 16) | 0;


	    //table.op[opts.table_index] = 64;
	    //table.bits[opts.table_index] = 1;
	    //table.val[opts.table_index++] = 0;
	    table[table_index++] = (1 << 24) | (64 << 16) | 0;

	    opts.bits = 1;
	    return 0;     /* no symbols, but wait for decoding to report error */
	  }
	  for (min = 1; min < max; min++) {
	    if (count[min] !== 0) { break; }
	  }
	  if (root < min) {
	    root = min;
	  }

	  /* check for an over-subscribed or incomplete set of lengths */
	  left = 1;
	  for (len = 1; len <= MAXBITS; len++) {
	    left <<= 1;
	    left -= count[len];
	    if (left < 0) {
	      return -1;
	    }        /* over-subscribed */
	  }
	  if (left > 0 && (type === CODES || max !== 1)) {
	    return -1;                      /* incomplete set */
	  }

	  /* generate offsets into symbol table for each length for sorting */
	  offs[1] = 0;
	  for (len = 1; len < MAXBITS; len++) {
	    offs[len + 1] = offs[len] + count[len];
	  }

	  /* sort symbols by length, by symbol order within each length */
	  for (sym = 0; sym < codes; sym++) {
	    if (lens[lens_index + sym] !== 0) {
	      work[offs[lens[lens_index + sym]]++] = sym;
	    }
	  }

	  /*
	   Create and fill in decoding tables.  In this loop, the table being
	   filled is at next and has curr index bits.  The code being used is huff
	   with length len.  That code is converted to an index by dropping drop
	   bits off of the bottom.  For codes where len is less than drop + curr,
	   those top drop + curr - len bits are incremented through all values to
	   fill the table with replicated entries.

	   root is the number of index bits for the root table.  When len exceeds
	   root, sub-tables are created pointed to by the root entry with an index
	   of the low root bits of huff.  This is saved in low to check for when a
	   new sub-table should be started.  drop is zero when the root table is
	   being filled, and drop is root when sub-tables are being filled.

	   When a new sub-table is needed, it is necessary to look ahead in the
	   code lengths to determine what size sub-table is needed.  The length
	   counts are used for this, and so count[] is decremented as codes are
	   entered in the tables.

	   used keeps track of how many table entries have been allocated from the
	   provided *table space.  It is checked for LENS and DIST tables against
	   the constants ENOUGH_LENS and ENOUGH_DISTS to guard against changes in
	   the initial root table size constants.  See the comments in inftrees.h
	   for more information.

	   sym increments through all symbols, and the loop terminates when
	   all codes of length max, i.e. all codes, have been processed.  This
	   routine permits incomplete codes, so another loop after this one fills
	   in the rest of the decoding tables with invalid code markers.
	   */

	  /* set up for code type */
	  // poor man optimization - use if-else instead of switch,
	  // to avoid deopts in old v8
	  if (type === CODES) {
	    base = extra = work;    /* dummy value--not used */
	    end = 19;

	  } else if (type === LENS) {
	    base = lbase;
	    base_index -= 257;
	    extra = lext;
	    extra_index -= 257;
	    end = 256;

	  } else {                    /* DISTS */
	    base = dbase;
	    extra = dext;
	    end = -1;
	  }

	  /* initialize opts for loop */
	  huff = 0;                   /* starting code */
	  sym = 0;                    /* starting code symbol */
	  len = min;                  /* starting code length */
	  next = table_index;              /* current table to fill in */
	  curr = root;                /* current table index bits */
	  drop = 0;                   /* current bits to drop from code for index */
	  low = -1;                   /* trigger new sub-table when len > root */
	  used = 1 << root;          /* use root table entries */
	  mask = used - 1;            /* mask for comparing low */

	  /* check available table space */
	  if ((type === LENS && used > ENOUGH_LENS) ||
	    (type === DISTS && used > ENOUGH_DISTS)) {
	    return 1;
	  }

	  /* process all codes and make table entries */
	  for (;;) {
	    /* create table entry */
	    here_bits = len - drop;
	    if (work[sym] < end) {
	      here_op = 0;
	      here_val = work[sym];
	    }
	    else if (work[sym] > end) {
	      here_op = extra[extra_index + work[sym]];
	      here_val = base[base_index + work[sym]];
	    }
	    else {
	      here_op = 32 + 64;         /* end of block */
	      here_val = 0;
	    }

	    /* replicate for those indices with low len bits equal to huff */
	    incr = 1 << (len - drop);
	    fill = 1 << curr;
	    min = fill;                 /* save offset to next table */
	    do {
	      fill -= incr;
	      table[next + (huff >> drop) + fill] = (here_bits << 24) | (here_op << 16) | here_val |0;
	    } while (fill !== 0);

	    /* backwards increment the len-bit code huff */
	    incr = 1 << (len - 1);
	    while (huff & incr) {
	      incr >>= 1;
	    }
	    if (incr !== 0) {
	      huff &= incr - 1;
	      huff += incr;
	    } else {
	      huff = 0;
	    }

	    /* go to next symbol, update count, len */
	    sym++;
	    if (--count[len] === 0) {
	      if (len === max) { break; }
	      len = lens[lens_index + work[sym]];
	    }

	    /* create new sub-table if needed */
	    if (len > root && (huff & mask) !== low) {
	      /* if first time, transition to sub-tables */
	      if (drop === 0) {
	        drop = root;
	      }

	      /* increment past last table */
	      next += min;            /* here min is 1 << curr */

	      /* determine length of next table */
	      curr = len - drop;
	      left = 1 << curr;
	      while (curr + drop < max) {
	        left -= count[curr + drop];
	        if (left <= 0) { break; }
	        curr++;
	        left <<= 1;
	      }

	      /* check for enough space */
	      used += 1 << curr;
	      if ((type === LENS && used > ENOUGH_LENS) ||
	        (type === DISTS && used > ENOUGH_DISTS)) {
	        return 1;
	      }

	      /* point entry in root table to sub-table */
	      low = huff & mask;
	      /*table.op[low] = curr;
	      table.bits[low] = root;
	      table.val[low] = next - opts.table_index;*/
	      table[low] = (root << 24) | (curr << 16) | (next - table_index) |0;
	    }
	  }

	  /* fill in remaining table entry if code is incomplete (guaranteed to have
	   at most one remaining entry, since if the code is incomplete, the
	   maximum code length that was allowed to get this far is one bit) */
	  if (huff !== 0) {
	    //table.op[next + huff] = 64;            /* invalid code marker */
	    //table.bits[next + huff] = len - drop;
	    //table.val[next + huff] = 0;
	    table[next + huff] = ((len - drop) << 24) | (64 << 16) |0;
	  }

	  /* set return parameters */
	  //opts.table_index += used;
	  opts.bits = root;
	  return 0;
	};
	return inftrees;
}

var hasRequiredInflate$1;

function requireInflate$1 () {
	if (hasRequiredInflate$1) return inflate;
	hasRequiredInflate$1 = 1;

	// (C) 1995-2013 Jean-loup Gailly and Mark Adler
	// (C) 2014-2017 Vitaly Puzrin and Andrey Tupitsin
	//
	// This software is provided 'as-is', without any express or implied
	// warranty. In no event will the authors be held liable for any damages
	// arising from the use of this software.
	//
	// Permission is granted to anyone to use this software for any purpose,
	// including commercial applications, and to alter it and redistribute it
	// freely, subject to the following restrictions:
	//
	// 1. The origin of this software must not be misrepresented; you must not
	//   claim that you wrote the original software. If you use this software
	//   in a product, an acknowledgment in the product documentation would be
	//   appreciated but is not required.
	// 2. Altered source versions must be plainly marked as such, and must not be
	//   misrepresented as being the original software.
	// 3. This notice may not be removed or altered from any source distribution.

	var utils         = requireCommon();
	var adler32       = requireAdler32();
	var crc32         = requireCrc32();
	var inflate_fast  = requireInffast();
	var inflate_table = requireInftrees();

	var CODES = 0;
	var LENS = 1;
	var DISTS = 2;

	/* Public constants ==========================================================*/
	/* ===========================================================================*/


	/* Allowed flush values; see deflate() and inflate() below for details */
	//var Z_NO_FLUSH      = 0;
	//var Z_PARTIAL_FLUSH = 1;
	//var Z_SYNC_FLUSH    = 2;
	//var Z_FULL_FLUSH    = 3;
	var Z_FINISH        = 4;
	var Z_BLOCK         = 5;
	var Z_TREES         = 6;


	/* Return codes for the compression/decompression functions. Negative values
	 * are errors, positive values are used for special but normal events.
	 */
	var Z_OK            = 0;
	var Z_STREAM_END    = 1;
	var Z_NEED_DICT     = 2;
	//var Z_ERRNO         = -1;
	var Z_STREAM_ERROR  = -2;
	var Z_DATA_ERROR    = -3;
	var Z_MEM_ERROR     = -4;
	var Z_BUF_ERROR     = -5;
	//var Z_VERSION_ERROR = -6;

	/* The deflate compression method */
	var Z_DEFLATED  = 8;


	/* STATES ====================================================================*/
	/* ===========================================================================*/


	var    HEAD = 1;       /* i: waiting for magic header */
	var    FLAGS = 2;      /* i: waiting for method and flags (gzip) */
	var    TIME = 3;       /* i: waiting for modification time (gzip) */
	var    OS = 4;         /* i: waiting for extra flags and operating system (gzip) */
	var    EXLEN = 5;      /* i: waiting for extra length (gzip) */
	var    EXTRA = 6;      /* i: waiting for extra bytes (gzip) */
	var    NAME = 7;       /* i: waiting for end of file name (gzip) */
	var    COMMENT = 8;    /* i: waiting for end of comment (gzip) */
	var    HCRC = 9;       /* i: waiting for header crc (gzip) */
	var    DICTID = 10;    /* i: waiting for dictionary check value */
	var    DICT = 11;      /* waiting for inflateSetDictionary() call */
	var        TYPE = 12;      /* i: waiting for type bits, including last-flag bit */
	var        TYPEDO = 13;    /* i: same, but skip check to exit inflate on new block */
	var        STORED = 14;    /* i: waiting for stored size (length and complement) */
	var        COPY_ = 15;     /* i/o: same as COPY below, but only first time in */
	var        COPY = 16;      /* i/o: waiting for input or output to copy stored block */
	var        TABLE = 17;     /* i: waiting for dynamic block table lengths */
	var        LENLENS = 18;   /* i: waiting for code length code lengths */
	var        CODELENS = 19;  /* i: waiting for length/lit and distance code lengths */
	var            LEN_ = 20;      /* i: same as LEN below, but only first time in */
	var            LEN = 21;       /* i: waiting for length/lit/eob code */
	var            LENEXT = 22;    /* i: waiting for length extra bits */
	var            DIST = 23;      /* i: waiting for distance code */
	var            DISTEXT = 24;   /* i: waiting for distance extra bits */
	var            MATCH = 25;     /* o: waiting for output space to copy string */
	var            LIT = 26;       /* o: waiting for output space to write literal */
	var    CHECK = 27;     /* i: waiting for 32-bit check value */
	var    LENGTH = 28;    /* i: waiting for 32-bit length (gzip) */
	var    DONE = 29;      /* finished check, done -- remain here until reset */
	var    BAD = 30;       /* got a data error -- remain here until reset */
	var    MEM = 31;       /* got an inflate() memory error -- remain here until reset */
	var    SYNC = 32;      /* looking for synchronization bytes to restart inflate() */

	/* ===========================================================================*/



	var ENOUGH_LENS = 852;
	var ENOUGH_DISTS = 592;
	//var ENOUGH =  (ENOUGH_LENS+ENOUGH_DISTS);

	var MAX_WBITS = 15;
	/* 32K LZ77 window */
	var DEF_WBITS = MAX_WBITS;


	function zswap32(q) {
	  return  (((q >>> 24) & 0xff) +
	          ((q >>> 8) & 0xff00) +
	          ((q & 0xff00) << 8) +
	          ((q & 0xff) << 24));
	}


	function InflateState() {
	  this.mode = 0;             /* current inflate mode */
	  this.last = false;          /* true if processing last block */
	  this.wrap = 0;              /* bit 0 true for zlib, bit 1 true for gzip */
	  this.havedict = false;      /* true if dictionary provided */
	  this.flags = 0;             /* gzip header method and flags (0 if zlib) */
	  this.dmax = 0;              /* zlib header max distance (INFLATE_STRICT) */
	  this.check = 0;             /* protected copy of check value */
	  this.total = 0;             /* protected copy of output count */
	  // TODO: may be {}
	  this.head = null;           /* where to save gzip header information */

	  /* sliding window */
	  this.wbits = 0;             /* log base 2 of requested window size */
	  this.wsize = 0;             /* window size or zero if not using window */
	  this.whave = 0;             /* valid bytes in the window */
	  this.wnext = 0;             /* window write index */
	  this.window = null;         /* allocated sliding window, if needed */

	  /* bit accumulator */
	  this.hold = 0;              /* input bit accumulator */
	  this.bits = 0;              /* number of bits in "in" */

	  /* for string and stored block copying */
	  this.length = 0;            /* literal or length of data to copy */
	  this.offset = 0;            /* distance back to copy string from */

	  /* for table and code decoding */
	  this.extra = 0;             /* extra bits needed */

	  /* fixed and dynamic code tables */
	  this.lencode = null;          /* starting table for length/literal codes */
	  this.distcode = null;         /* starting table for distance codes */
	  this.lenbits = 0;           /* index bits for lencode */
	  this.distbits = 0;          /* index bits for distcode */

	  /* dynamic table building */
	  this.ncode = 0;             /* number of code length code lengths */
	  this.nlen = 0;              /* number of length code lengths */
	  this.ndist = 0;             /* number of distance code lengths */
	  this.have = 0;              /* number of code lengths in lens[] */
	  this.next = null;              /* next available space in codes[] */

	  this.lens = new utils.Buf16(320); /* temporary storage for code lengths */
	  this.work = new utils.Buf16(288); /* work area for code table building */

	  /*
	   because we don't have pointers in js, we use lencode and distcode directly
	   as buffers so we don't need codes
	  */
	  //this.codes = new utils.Buf32(ENOUGH);       /* space for code tables */
	  this.lendyn = null;              /* dynamic table for length/literal codes (JS specific) */
	  this.distdyn = null;             /* dynamic table for distance codes (JS specific) */
	  this.sane = 0;                   /* if false, allow invalid distance too far */
	  this.back = 0;                   /* bits back of last unprocessed length/lit */
	  this.was = 0;                    /* initial length of match */
	}

	function inflateResetKeep(strm) {
	  var state;

	  if (!strm || !strm.state) { return Z_STREAM_ERROR; }
	  state = strm.state;
	  strm.total_in = strm.total_out = state.total = 0;
	  strm.msg = ''; /*Z_NULL*/
	  if (state.wrap) {       /* to support ill-conceived Java test suite */
	    strm.adler = state.wrap & 1;
	  }
	  state.mode = HEAD;
	  state.last = 0;
	  state.havedict = 0;
	  state.dmax = 32768;
	  state.head = null/*Z_NULL*/;
	  state.hold = 0;
	  state.bits = 0;
	  //state.lencode = state.distcode = state.next = state.codes;
	  state.lencode = state.lendyn = new utils.Buf32(ENOUGH_LENS);
	  state.distcode = state.distdyn = new utils.Buf32(ENOUGH_DISTS);

	  state.sane = 1;
	  state.back = -1;
	  //Tracev((stderr, "inflate: reset\n"));
	  return Z_OK;
	}

	function inflateReset(strm) {
	  var state;

	  if (!strm || !strm.state) { return Z_STREAM_ERROR; }
	  state = strm.state;
	  state.wsize = 0;
	  state.whave = 0;
	  state.wnext = 0;
	  return inflateResetKeep(strm);

	}

	function inflateReset2(strm, windowBits) {
	  var wrap;
	  var state;

	  /* get the state */
	  if (!strm || !strm.state) { return Z_STREAM_ERROR; }
	  state = strm.state;

	  /* extract wrap request from windowBits parameter */
	  if (windowBits < 0) {
	    wrap = 0;
	    windowBits = -windowBits;
	  }
	  else {
	    wrap = (windowBits >> 4) + 1;
	    if (windowBits < 48) {
	      windowBits &= 15;
	    }
	  }

	  /* set number of window bits, free window if different */
	  if (windowBits && (windowBits < 8 || windowBits > 15)) {
	    return Z_STREAM_ERROR;
	  }
	  if (state.window !== null && state.wbits !== windowBits) {
	    state.window = null;
	  }

	  /* update state and reset the rest of it */
	  state.wrap = wrap;
	  state.wbits = windowBits;
	  return inflateReset(strm);
	}

	function inflateInit2(strm, windowBits) {
	  var ret;
	  var state;

	  if (!strm) { return Z_STREAM_ERROR; }
	  //strm.msg = Z_NULL;                 /* in case we return an error */

	  state = new InflateState();

	  //if (state === Z_NULL) return Z_MEM_ERROR;
	  //Tracev((stderr, "inflate: allocated\n"));
	  strm.state = state;
	  state.window = null/*Z_NULL*/;
	  ret = inflateReset2(strm, windowBits);
	  if (ret !== Z_OK) {
	    strm.state = null/*Z_NULL*/;
	  }
	  return ret;
	}

	function inflateInit(strm) {
	  return inflateInit2(strm, DEF_WBITS);
	}


	/*
	 Return state with length and distance decoding tables and index sizes set to
	 fixed code decoding.  Normally this returns fixed tables from inffixed.h.
	 If BUILDFIXED is defined, then instead this routine builds the tables the
	 first time it's called, and returns those tables the first time and
	 thereafter.  This reduces the size of the code by about 2K bytes, in
	 exchange for a little execution time.  However, BUILDFIXED should not be
	 used for threaded applications, since the rewriting of the tables and virgin
	 may not be thread-safe.
	 */
	var virgin = true;

	var lenfix, distfix; // We have no pointers in JS, so keep tables separate

	function fixedtables(state) {
	  /* build fixed huffman tables if first call (may not be thread safe) */
	  if (virgin) {
	    var sym;

	    lenfix = new utils.Buf32(512);
	    distfix = new utils.Buf32(32);

	    /* literal/length table */
	    sym = 0;
	    while (sym < 144) { state.lens[sym++] = 8; }
	    while (sym < 256) { state.lens[sym++] = 9; }
	    while (sym < 280) { state.lens[sym++] = 7; }
	    while (sym < 288) { state.lens[sym++] = 8; }

	    inflate_table(LENS,  state.lens, 0, 288, lenfix,   0, state.work, { bits: 9 });

	    /* distance table */
	    sym = 0;
	    while (sym < 32) { state.lens[sym++] = 5; }

	    inflate_table(DISTS, state.lens, 0, 32,   distfix, 0, state.work, { bits: 5 });

	    /* do this just once */
	    virgin = false;
	  }

	  state.lencode = lenfix;
	  state.lenbits = 9;
	  state.distcode = distfix;
	  state.distbits = 5;
	}


	/*
	 Update the window with the last wsize (normally 32K) bytes written before
	 returning.  If window does not exist yet, create it.  This is only called
	 when a window is already in use, or when output has been written during this
	 inflate call, but the end of the deflate stream has not been reached yet.
	 It is also called to create a window for dictionary data when a dictionary
	 is loaded.

	 Providing output buffers larger than 32K to inflate() should provide a speed
	 advantage, since only the last 32K of output is copied to the sliding window
	 upon return from inflate(), and since all distances after the first 32K of
	 output will fall in the output data, making match copies simpler and faster.
	 The advantage may be dependent on the size of the processor's data caches.
	 */
	function updatewindow(strm, src, end, copy) {
	  var dist;
	  var state = strm.state;

	  /* if it hasn't been done already, allocate space for the window */
	  if (state.window === null) {
	    state.wsize = 1 << state.wbits;
	    state.wnext = 0;
	    state.whave = 0;

	    state.window = new utils.Buf8(state.wsize);
	  }

	  /* copy state->wsize or less output bytes into the circular window */
	  if (copy >= state.wsize) {
	    utils.arraySet(state.window, src, end - state.wsize, state.wsize, 0);
	    state.wnext = 0;
	    state.whave = state.wsize;
	  }
	  else {
	    dist = state.wsize - state.wnext;
	    if (dist > copy) {
	      dist = copy;
	    }
	    //zmemcpy(state->window + state->wnext, end - copy, dist);
	    utils.arraySet(state.window, src, end - copy, dist, state.wnext);
	    copy -= dist;
	    if (copy) {
	      //zmemcpy(state->window, end - copy, copy);
	      utils.arraySet(state.window, src, end - copy, copy, 0);
	      state.wnext = copy;
	      state.whave = state.wsize;
	    }
	    else {
	      state.wnext += dist;
	      if (state.wnext === state.wsize) { state.wnext = 0; }
	      if (state.whave < state.wsize) { state.whave += dist; }
	    }
	  }
	  return 0;
	}

	function inflate$1(strm, flush) {
	  var state;
	  var input, output;          // input/output buffers
	  var next;                   /* next input INDEX */
	  var put;                    /* next output INDEX */
	  var have, left;             /* available input and output */
	  var hold;                   /* bit buffer */
	  var bits;                   /* bits in bit buffer */
	  var _in, _out;              /* save starting available input and output */
	  var copy;                   /* number of stored or match bytes to copy */
	  var from;                   /* where to copy match bytes from */
	  var from_source;
	  var here = 0;               /* current decoding table entry */
	  var here_bits, here_op, here_val; // paked "here" denormalized (JS specific)
	  //var last;                   /* parent table entry */
	  var last_bits, last_op, last_val; // paked "last" denormalized (JS specific)
	  var len;                    /* length to copy for repeats, bits to drop */
	  var ret;                    /* return code */
	  var hbuf = new utils.Buf8(4);    /* buffer for gzip header crc calculation */
	  var opts;

	  var n; // temporary var for NEED_BITS

	  var order = /* permutation of code lengths */
	    [ 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15 ];


	  if (!strm || !strm.state || !strm.output ||
	      (!strm.input && strm.avail_in !== 0)) {
	    return Z_STREAM_ERROR;
	  }

	  state = strm.state;
	  if (state.mode === TYPE) { state.mode = TYPEDO; }    /* skip check */


	  //--- LOAD() ---
	  put = strm.next_out;
	  output = strm.output;
	  left = strm.avail_out;
	  next = strm.next_in;
	  input = strm.input;
	  have = strm.avail_in;
	  hold = state.hold;
	  bits = state.bits;
	  //---

	  _in = have;
	  _out = left;
	  ret = Z_OK;

	  inf_leave: // goto emulation
	  for (;;) {
	    switch (state.mode) {
	      case HEAD:
	        if (state.wrap === 0) {
	          state.mode = TYPEDO;
	          break;
	        }
	        //=== NEEDBITS(16);
	        while (bits < 16) {
	          if (have === 0) { break inf_leave; }
	          have--;
	          hold += input[next++] << bits;
	          bits += 8;
	        }
	        //===//
	        if ((state.wrap & 2) && hold === 0x8b1f) {  /* gzip header */
	          state.check = 0/*crc32(0L, Z_NULL, 0)*/;
	          //=== CRC2(state.check, hold);
	          hbuf[0] = hold & 0xff;
	          hbuf[1] = (hold >>> 8) & 0xff;
	          state.check = crc32(state.check, hbuf, 2, 0);
	          //===//

	          //=== INITBITS();
	          hold = 0;
	          bits = 0;
	          //===//
	          state.mode = FLAGS;
	          break;
	        }
	        state.flags = 0;           /* expect zlib header */
	        if (state.head) {
	          state.head.done = false;
	        }
	        if (!(state.wrap & 1) ||   /* check if zlib header allowed */
	          (((hold & 0xff)/*BITS(8)*/ << 8) + (hold >> 8)) % 31) {
	          strm.msg = 'incorrect header check';
	          state.mode = BAD;
	          break;
	        }
	        if ((hold & 0x0f)/*BITS(4)*/ !== Z_DEFLATED) {
	          strm.msg = 'unknown compression method';
	          state.mode = BAD;
	          break;
	        }
	        //--- DROPBITS(4) ---//
	        hold >>>= 4;
	        bits -= 4;
	        //---//
	        len = (hold & 0x0f)/*BITS(4)*/ + 8;
	        if (state.wbits === 0) {
	          state.wbits = len;
	        }
	        else if (len > state.wbits) {
	          strm.msg = 'invalid window size';
	          state.mode = BAD;
	          break;
	        }
	        state.dmax = 1 << len;
	        //Tracev((stderr, "inflate:   zlib header ok\n"));
	        strm.adler = state.check = 1/*adler32(0L, Z_NULL, 0)*/;
	        state.mode = hold & 0x200 ? DICTID : TYPE;
	        //=== INITBITS();
	        hold = 0;
	        bits = 0;
	        //===//
	        break;
	      case FLAGS:
	        //=== NEEDBITS(16); */
	        while (bits < 16) {
	          if (have === 0) { break inf_leave; }
	          have--;
	          hold += input[next++] << bits;
	          bits += 8;
	        }
	        //===//
	        state.flags = hold;
	        if ((state.flags & 0xff) !== Z_DEFLATED) {
	          strm.msg = 'unknown compression method';
	          state.mode = BAD;
	          break;
	        }
	        if (state.flags & 0xe000) {
	          strm.msg = 'unknown header flags set';
	          state.mode = BAD;
	          break;
	        }
	        if (state.head) {
	          state.head.text = ((hold >> 8) & 1);
	        }
	        if (state.flags & 0x0200) {
	          //=== CRC2(state.check, hold);
	          hbuf[0] = hold & 0xff;
	          hbuf[1] = (hold >>> 8) & 0xff;
	          state.check = crc32(state.check, hbuf, 2, 0);
	          //===//
	        }
	        //=== INITBITS();
	        hold = 0;
	        bits = 0;
	        //===//
	        state.mode = TIME;
	        /* falls through */
	      case TIME:
	        //=== NEEDBITS(32); */
	        while (bits < 32) {
	          if (have === 0) { break inf_leave; }
	          have--;
	          hold += input[next++] << bits;
	          bits += 8;
	        }
	        //===//
	        if (state.head) {
	          state.head.time = hold;
	        }
	        if (state.flags & 0x0200) {
	          //=== CRC4(state.check, hold)
	          hbuf[0] = hold & 0xff;
	          hbuf[1] = (hold >>> 8) & 0xff;
	          hbuf[2] = (hold >>> 16) & 0xff;
	          hbuf[3] = (hold >>> 24) & 0xff;
	          state.check = crc32(state.check, hbuf, 4, 0);
	          //===
	        }
	        //=== INITBITS();
	        hold = 0;
	        bits = 0;
	        //===//
	        state.mode = OS;
	        /* falls through */
	      case OS:
	        //=== NEEDBITS(16); */
	        while (bits < 16) {
	          if (have === 0) { break inf_leave; }
	          have--;
	          hold += input[next++] << bits;
	          bits += 8;
	        }
	        //===//
	        if (state.head) {
	          state.head.xflags = (hold & 0xff);
	          state.head.os = (hold >> 8);
	        }
	        if (state.flags & 0x0200) {
	          //=== CRC2(state.check, hold);
	          hbuf[0] = hold & 0xff;
	          hbuf[1] = (hold >>> 8) & 0xff;
	          state.check = crc32(state.check, hbuf, 2, 0);
	          //===//
	        }
	        //=== INITBITS();
	        hold = 0;
	        bits = 0;
	        //===//
	        state.mode = EXLEN;
	        /* falls through */
	      case EXLEN:
	        if (state.flags & 0x0400) {
	          //=== NEEDBITS(16); */
	          while (bits < 16) {
	            if (have === 0) { break inf_leave; }
	            have--;
	            hold += input[next++] << bits;
	            bits += 8;
	          }
	          //===//
	          state.length = hold;
	          if (state.head) {
	            state.head.extra_len = hold;
	          }
	          if (state.flags & 0x0200) {
	            //=== CRC2(state.check, hold);
	            hbuf[0] = hold & 0xff;
	            hbuf[1] = (hold >>> 8) & 0xff;
	            state.check = crc32(state.check, hbuf, 2, 0);
	            //===//
	          }
	          //=== INITBITS();
	          hold = 0;
	          bits = 0;
	          //===//
	        }
	        else if (state.head) {
	          state.head.extra = null/*Z_NULL*/;
	        }
	        state.mode = EXTRA;
	        /* falls through */
	      case EXTRA:
	        if (state.flags & 0x0400) {
	          copy = state.length;
	          if (copy > have) { copy = have; }
	          if (copy) {
	            if (state.head) {
	              len = state.head.extra_len - state.length;
	              if (!state.head.extra) {
	                // Use untyped array for more convenient processing later
	                state.head.extra = new Array(state.head.extra_len);
	              }
	              utils.arraySet(
	                state.head.extra,
	                input,
	                next,
	                // extra field is limited to 65536 bytes
	                // - no need for additional size check
	                copy,
	                /*len + copy > state.head.extra_max - len ? state.head.extra_max : copy,*/
	                len
	              );
	              //zmemcpy(state.head.extra + len, next,
	              //        len + copy > state.head.extra_max ?
	              //        state.head.extra_max - len : copy);
	            }
	            if (state.flags & 0x0200) {
	              state.check = crc32(state.check, input, copy, next);
	            }
	            have -= copy;
	            next += copy;
	            state.length -= copy;
	          }
	          if (state.length) { break inf_leave; }
	        }
	        state.length = 0;
	        state.mode = NAME;
	        /* falls through */
	      case NAME:
	        if (state.flags & 0x0800) {
	          if (have === 0) { break inf_leave; }
	          copy = 0;
	          do {
	            // TODO: 2 or 1 bytes?
	            len = input[next + copy++];
	            /* use constant limit because in js we should not preallocate memory */
	            if (state.head && len &&
	                (state.length < 65536 /*state.head.name_max*/)) {
	              state.head.name += String.fromCharCode(len);
	            }
	          } while (len && copy < have);

	          if (state.flags & 0x0200) {
	            state.check = crc32(state.check, input, copy, next);
	          }
	          have -= copy;
	          next += copy;
	          if (len) { break inf_leave; }
	        }
	        else if (state.head) {
	          state.head.name = null;
	        }
	        state.length = 0;
	        state.mode = COMMENT;
	        /* falls through */
	      case COMMENT:
	        if (state.flags & 0x1000) {
	          if (have === 0) { break inf_leave; }
	          copy = 0;
	          do {
	            len = input[next + copy++];
	            /* use constant limit because in js we should not preallocate memory */
	            if (state.head && len &&
	                (state.length < 65536 /*state.head.comm_max*/)) {
	              state.head.comment += String.fromCharCode(len);
	            }
	          } while (len && copy < have);
	          if (state.flags & 0x0200) {
	            state.check = crc32(state.check, input, copy, next);
	          }
	          have -= copy;
	          next += copy;
	          if (len) { break inf_leave; }
	        }
	        else if (state.head) {
	          state.head.comment = null;
	        }
	        state.mode = HCRC;
	        /* falls through */
	      case HCRC:
	        if (state.flags & 0x0200) {
	          //=== NEEDBITS(16); */
	          while (bits < 16) {
	            if (have === 0) { break inf_leave; }
	            have--;
	            hold += input[next++] << bits;
	            bits += 8;
	          }
	          //===//
	          if (hold !== (state.check & 0xffff)) {
	            strm.msg = 'header crc mismatch';
	            state.mode = BAD;
	            break;
	          }
	          //=== INITBITS();
	          hold = 0;
	          bits = 0;
	          //===//
	        }
	        if (state.head) {
	          state.head.hcrc = ((state.flags >> 9) & 1);
	          state.head.done = true;
	        }
	        strm.adler = state.check = 0;
	        state.mode = TYPE;
	        break;
	      case DICTID:
	        //=== NEEDBITS(32); */
	        while (bits < 32) {
	          if (have === 0) { break inf_leave; }
	          have--;
	          hold += input[next++] << bits;
	          bits += 8;
	        }
	        //===//
	        strm.adler = state.check = zswap32(hold);
	        //=== INITBITS();
	        hold = 0;
	        bits = 0;
	        //===//
	        state.mode = DICT;
	        /* falls through */
	      case DICT:
	        if (state.havedict === 0) {
	          //--- RESTORE() ---
	          strm.next_out = put;
	          strm.avail_out = left;
	          strm.next_in = next;
	          strm.avail_in = have;
	          state.hold = hold;
	          state.bits = bits;
	          //---
	          return Z_NEED_DICT;
	        }
	        strm.adler = state.check = 1/*adler32(0L, Z_NULL, 0)*/;
	        state.mode = TYPE;
	        /* falls through */
	      case TYPE:
	        if (flush === Z_BLOCK || flush === Z_TREES) { break inf_leave; }
	        /* falls through */
	      case TYPEDO:
	        if (state.last) {
	          //--- BYTEBITS() ---//
	          hold >>>= bits & 7;
	          bits -= bits & 7;
	          //---//
	          state.mode = CHECK;
	          break;
	        }
	        //=== NEEDBITS(3); */
	        while (bits < 3) {
	          if (have === 0) { break inf_leave; }
	          have--;
	          hold += input[next++] << bits;
	          bits += 8;
	        }
	        //===//
	        state.last = (hold & 0x01)/*BITS(1)*/;
	        //--- DROPBITS(1) ---//
	        hold >>>= 1;
	        bits -= 1;
	        //---//

	        switch ((hold & 0x03)/*BITS(2)*/) {
	          case 0:                             /* stored block */
	            //Tracev((stderr, "inflate:     stored block%s\n",
	            //        state.last ? " (last)" : ""));
	            state.mode = STORED;
	            break;
	          case 1:                             /* fixed block */
	            fixedtables(state);
	            //Tracev((stderr, "inflate:     fixed codes block%s\n",
	            //        state.last ? " (last)" : ""));
	            state.mode = LEN_;             /* decode codes */
	            if (flush === Z_TREES) {
	              //--- DROPBITS(2) ---//
	              hold >>>= 2;
	              bits -= 2;
	              //---//
	              break inf_leave;
	            }
	            break;
	          case 2:                             /* dynamic block */
	            //Tracev((stderr, "inflate:     dynamic codes block%s\n",
	            //        state.last ? " (last)" : ""));
	            state.mode = TABLE;
	            break;
	          case 3:
	            strm.msg = 'invalid block type';
	            state.mode = BAD;
	        }
	        //--- DROPBITS(2) ---//
	        hold >>>= 2;
	        bits -= 2;
	        //---//
	        break;
	      case STORED:
	        //--- BYTEBITS() ---// /* go to byte boundary */
	        hold >>>= bits & 7;
	        bits -= bits & 7;
	        //---//
	        //=== NEEDBITS(32); */
	        while (bits < 32) {
	          if (have === 0) { break inf_leave; }
	          have--;
	          hold += input[next++] << bits;
	          bits += 8;
	        }
	        //===//
	        if ((hold & 0xffff) !== ((hold >>> 16) ^ 0xffff)) {
	          strm.msg = 'invalid stored block lengths';
	          state.mode = BAD;
	          break;
	        }
	        state.length = hold & 0xffff;
	        //Tracev((stderr, "inflate:       stored length %u\n",
	        //        state.length));
	        //=== INITBITS();
	        hold = 0;
	        bits = 0;
	        //===//
	        state.mode = COPY_;
	        if (flush === Z_TREES) { break inf_leave; }
	        /* falls through */
	      case COPY_:
	        state.mode = COPY;
	        /* falls through */
	      case COPY:
	        copy = state.length;
	        if (copy) {
	          if (copy > have) { copy = have; }
	          if (copy > left) { copy = left; }
	          if (copy === 0) { break inf_leave; }
	          //--- zmemcpy(put, next, copy); ---
	          utils.arraySet(output, input, next, copy, put);
	          //---//
	          have -= copy;
	          next += copy;
	          left -= copy;
	          put += copy;
	          state.length -= copy;
	          break;
	        }
	        //Tracev((stderr, "inflate:       stored end\n"));
	        state.mode = TYPE;
	        break;
	      case TABLE:
	        //=== NEEDBITS(14); */
	        while (bits < 14) {
	          if (have === 0) { break inf_leave; }
	          have--;
	          hold += input[next++] << bits;
	          bits += 8;
	        }
	        //===//
	        state.nlen = (hold & 0x1f)/*BITS(5)*/ + 257;
	        //--- DROPBITS(5) ---//
	        hold >>>= 5;
	        bits -= 5;
	        //---//
	        state.ndist = (hold & 0x1f)/*BITS(5)*/ + 1;
	        //--- DROPBITS(5) ---//
	        hold >>>= 5;
	        bits -= 5;
	        //---//
	        state.ncode = (hold & 0x0f)/*BITS(4)*/ + 4;
	        //--- DROPBITS(4) ---//
	        hold >>>= 4;
	        bits -= 4;
	        //---//
	//#ifndef PKZIP_BUG_WORKAROUND
	        if (state.nlen > 286 || state.ndist > 30) {
	          strm.msg = 'too many length or distance symbols';
	          state.mode = BAD;
	          break;
	        }
	//#endif
	        //Tracev((stderr, "inflate:       table sizes ok\n"));
	        state.have = 0;
	        state.mode = LENLENS;
	        /* falls through */
	      case LENLENS:
	        while (state.have < state.ncode) {
	          //=== NEEDBITS(3);
	          while (bits < 3) {
	            if (have === 0) { break inf_leave; }
	            have--;
	            hold += input[next++] << bits;
	            bits += 8;
	          }
	          //===//
	          state.lens[order[state.have++]] = (hold & 0x07);//BITS(3);
	          //--- DROPBITS(3) ---//
	          hold >>>= 3;
	          bits -= 3;
	          //---//
	        }
	        while (state.have < 19) {
	          state.lens[order[state.have++]] = 0;
	        }
	        // We have separate tables & no pointers. 2 commented lines below not needed.
	        //state.next = state.codes;
	        //state.lencode = state.next;
	        // Switch to use dynamic table
	        state.lencode = state.lendyn;
	        state.lenbits = 7;

	        opts = { bits: state.lenbits };
	        ret = inflate_table(CODES, state.lens, 0, 19, state.lencode, 0, state.work, opts);
	        state.lenbits = opts.bits;

	        if (ret) {
	          strm.msg = 'invalid code lengths set';
	          state.mode = BAD;
	          break;
	        }
	        //Tracev((stderr, "inflate:       code lengths ok\n"));
	        state.have = 0;
	        state.mode = CODELENS;
	        /* falls through */
	      case CODELENS:
	        while (state.have < state.nlen + state.ndist) {
	          for (;;) {
	            here = state.lencode[hold & ((1 << state.lenbits) - 1)];/*BITS(state.lenbits)*/
	            here_bits = here >>> 24;
	            here_op = (here >>> 16) & 0xff;
	            here_val = here & 0xffff;

	            if ((here_bits) <= bits) { break; }
	            //--- PULLBYTE() ---//
	            if (have === 0) { break inf_leave; }
	            have--;
	            hold += input[next++] << bits;
	            bits += 8;
	            //---//
	          }
	          if (here_val < 16) {
	            //--- DROPBITS(here.bits) ---//
	            hold >>>= here_bits;
	            bits -= here_bits;
	            //---//
	            state.lens[state.have++] = here_val;
	          }
	          else {
	            if (here_val === 16) {
	              //=== NEEDBITS(here.bits + 2);
	              n = here_bits + 2;
	              while (bits < n) {
	                if (have === 0) { break inf_leave; }
	                have--;
	                hold += input[next++] << bits;
	                bits += 8;
	              }
	              //===//
	              //--- DROPBITS(here.bits) ---//
	              hold >>>= here_bits;
	              bits -= here_bits;
	              //---//
	              if (state.have === 0) {
	                strm.msg = 'invalid bit length repeat';
	                state.mode = BAD;
	                break;
	              }
	              len = state.lens[state.have - 1];
	              copy = 3 + (hold & 0x03);//BITS(2);
	              //--- DROPBITS(2) ---//
	              hold >>>= 2;
	              bits -= 2;
	              //---//
	            }
	            else if (here_val === 17) {
	              //=== NEEDBITS(here.bits + 3);
	              n = here_bits + 3;
	              while (bits < n) {
	                if (have === 0) { break inf_leave; }
	                have--;
	                hold += input[next++] << bits;
	                bits += 8;
	              }
	              //===//
	              //--- DROPBITS(here.bits) ---//
	              hold >>>= here_bits;
	              bits -= here_bits;
	              //---//
	              len = 0;
	              copy = 3 + (hold & 0x07);//BITS(3);
	              //--- DROPBITS(3) ---//
	              hold >>>= 3;
	              bits -= 3;
	              //---//
	            }
	            else {
	              //=== NEEDBITS(here.bits + 7);
	              n = here_bits + 7;
	              while (bits < n) {
	                if (have === 0) { break inf_leave; }
	                have--;
	                hold += input[next++] << bits;
	                bits += 8;
	              }
	              //===//
	              //--- DROPBITS(here.bits) ---//
	              hold >>>= here_bits;
	              bits -= here_bits;
	              //---//
	              len = 0;
	              copy = 11 + (hold & 0x7f);//BITS(7);
	              //--- DROPBITS(7) ---//
	              hold >>>= 7;
	              bits -= 7;
	              //---//
	            }
	            if (state.have + copy > state.nlen + state.ndist) {
	              strm.msg = 'invalid bit length repeat';
	              state.mode = BAD;
	              break;
	            }
	            while (copy--) {
	              state.lens[state.have++] = len;
	            }
	          }
	        }

	        /* handle error breaks in while */
	        if (state.mode === BAD) { break; }

	        /* check for end-of-block code (better have one) */
	        if (state.lens[256] === 0) {
	          strm.msg = 'invalid code -- missing end-of-block';
	          state.mode = BAD;
	          break;
	        }

	        /* build code tables -- note: do not change the lenbits or distbits
	           values here (9 and 6) without reading the comments in inftrees.h
	           concerning the ENOUGH constants, which depend on those values */
	        state.lenbits = 9;

	        opts = { bits: state.lenbits };
	        ret = inflate_table(LENS, state.lens, 0, state.nlen, state.lencode, 0, state.work, opts);
	        // We have separate tables & no pointers. 2 commented lines below not needed.
	        // state.next_index = opts.table_index;
	        state.lenbits = opts.bits;
	        // state.lencode = state.next;

	        if (ret) {
	          strm.msg = 'invalid literal/lengths set';
	          state.mode = BAD;
	          break;
	        }

	        state.distbits = 6;
	        //state.distcode.copy(state.codes);
	        // Switch to use dynamic table
	        state.distcode = state.distdyn;
	        opts = { bits: state.distbits };
	        ret = inflate_table(DISTS, state.lens, state.nlen, state.ndist, state.distcode, 0, state.work, opts);
	        // We have separate tables & no pointers. 2 commented lines below not needed.
	        // state.next_index = opts.table_index;
	        state.distbits = opts.bits;
	        // state.distcode = state.next;

	        if (ret) {
	          strm.msg = 'invalid distances set';
	          state.mode = BAD;
	          break;
	        }
	        //Tracev((stderr, 'inflate:       codes ok\n'));
	        state.mode = LEN_;
	        if (flush === Z_TREES) { break inf_leave; }
	        /* falls through */
	      case LEN_:
	        state.mode = LEN;
	        /* falls through */
	      case LEN:
	        if (have >= 6 && left >= 258) {
	          //--- RESTORE() ---
	          strm.next_out = put;
	          strm.avail_out = left;
	          strm.next_in = next;
	          strm.avail_in = have;
	          state.hold = hold;
	          state.bits = bits;
	          //---
	          inflate_fast(strm, _out);
	          //--- LOAD() ---
	          put = strm.next_out;
	          output = strm.output;
	          left = strm.avail_out;
	          next = strm.next_in;
	          input = strm.input;
	          have = strm.avail_in;
	          hold = state.hold;
	          bits = state.bits;
	          //---

	          if (state.mode === TYPE) {
	            state.back = -1;
	          }
	          break;
	        }
	        state.back = 0;
	        for (;;) {
	          here = state.lencode[hold & ((1 << state.lenbits) - 1)];  /*BITS(state.lenbits)*/
	          here_bits = here >>> 24;
	          here_op = (here >>> 16) & 0xff;
	          here_val = here & 0xffff;

	          if (here_bits <= bits) { break; }
	          //--- PULLBYTE() ---//
	          if (have === 0) { break inf_leave; }
	          have--;
	          hold += input[next++] << bits;
	          bits += 8;
	          //---//
	        }
	        if (here_op && (here_op & 0xf0) === 0) {
	          last_bits = here_bits;
	          last_op = here_op;
	          last_val = here_val;
	          for (;;) {
	            here = state.lencode[last_val +
	                    ((hold & ((1 << (last_bits + last_op)) - 1))/*BITS(last.bits + last.op)*/ >> last_bits)];
	            here_bits = here >>> 24;
	            here_op = (here >>> 16) & 0xff;
	            here_val = here & 0xffff;

	            if ((last_bits + here_bits) <= bits) { break; }
	            //--- PULLBYTE() ---//
	            if (have === 0) { break inf_leave; }
	            have--;
	            hold += input[next++] << bits;
	            bits += 8;
	            //---//
	          }
	          //--- DROPBITS(last.bits) ---//
	          hold >>>= last_bits;
	          bits -= last_bits;
	          //---//
	          state.back += last_bits;
	        }
	        //--- DROPBITS(here.bits) ---//
	        hold >>>= here_bits;
	        bits -= here_bits;
	        //---//
	        state.back += here_bits;
	        state.length = here_val;
	        if (here_op === 0) {
	          //Tracevv((stderr, here.val >= 0x20 && here.val < 0x7f ?
	          //        "inflate:         literal '%c'\n" :
	          //        "inflate:         literal 0x%02x\n", here.val));
	          state.mode = LIT;
	          break;
	        }
	        if (here_op & 32) {
	          //Tracevv((stderr, "inflate:         end of block\n"));
	          state.back = -1;
	          state.mode = TYPE;
	          break;
	        }
	        if (here_op & 64) {
	          strm.msg = 'invalid literal/length code';
	          state.mode = BAD;
	          break;
	        }
	        state.extra = here_op & 15;
	        state.mode = LENEXT;
	        /* falls through */
	      case LENEXT:
	        if (state.extra) {
	          //=== NEEDBITS(state.extra);
	          n = state.extra;
	          while (bits < n) {
	            if (have === 0) { break inf_leave; }
	            have--;
	            hold += input[next++] << bits;
	            bits += 8;
	          }
	          //===//
	          state.length += hold & ((1 << state.extra) - 1)/*BITS(state.extra)*/;
	          //--- DROPBITS(state.extra) ---//
	          hold >>>= state.extra;
	          bits -= state.extra;
	          //---//
	          state.back += state.extra;
	        }
	        //Tracevv((stderr, "inflate:         length %u\n", state.length));
	        state.was = state.length;
	        state.mode = DIST;
	        /* falls through */
	      case DIST:
	        for (;;) {
	          here = state.distcode[hold & ((1 << state.distbits) - 1)];/*BITS(state.distbits)*/
	          here_bits = here >>> 24;
	          here_op = (here >>> 16) & 0xff;
	          here_val = here & 0xffff;

	          if ((here_bits) <= bits) { break; }
	          //--- PULLBYTE() ---//
	          if (have === 0) { break inf_leave; }
	          have--;
	          hold += input[next++] << bits;
	          bits += 8;
	          //---//
	        }
	        if ((here_op & 0xf0) === 0) {
	          last_bits = here_bits;
	          last_op = here_op;
	          last_val = here_val;
	          for (;;) {
	            here = state.distcode[last_val +
	                    ((hold & ((1 << (last_bits + last_op)) - 1))/*BITS(last.bits + last.op)*/ >> last_bits)];
	            here_bits = here >>> 24;
	            here_op = (here >>> 16) & 0xff;
	            here_val = here & 0xffff;

	            if ((last_bits + here_bits) <= bits) { break; }
	            //--- PULLBYTE() ---//
	            if (have === 0) { break inf_leave; }
	            have--;
	            hold += input[next++] << bits;
	            bits += 8;
	            //---//
	          }
	          //--- DROPBITS(last.bits) ---//
	          hold >>>= last_bits;
	          bits -= last_bits;
	          //---//
	          state.back += last_bits;
	        }
	        //--- DROPBITS(here.bits) ---//
	        hold >>>= here_bits;
	        bits -= here_bits;
	        //---//
	        state.back += here_bits;
	        if (here_op & 64) {
	          strm.msg = 'invalid distance code';
	          state.mode = BAD;
	          break;
	        }
	        state.offset = here_val;
	        state.extra = (here_op) & 15;
	        state.mode = DISTEXT;
	        /* falls through */
	      case DISTEXT:
	        if (state.extra) {
	          //=== NEEDBITS(state.extra);
	          n = state.extra;
	          while (bits < n) {
	            if (have === 0) { break inf_leave; }
	            have--;
	            hold += input[next++] << bits;
	            bits += 8;
	          }
	          //===//
	          state.offset += hold & ((1 << state.extra) - 1)/*BITS(state.extra)*/;
	          //--- DROPBITS(state.extra) ---//
	          hold >>>= state.extra;
	          bits -= state.extra;
	          //---//
	          state.back += state.extra;
	        }
	//#ifdef INFLATE_STRICT
	        if (state.offset > state.dmax) {
	          strm.msg = 'invalid distance too far back';
	          state.mode = BAD;
	          break;
	        }
	//#endif
	        //Tracevv((stderr, "inflate:         distance %u\n", state.offset));
	        state.mode = MATCH;
	        /* falls through */
	      case MATCH:
	        if (left === 0) { break inf_leave; }
	        copy = _out - left;
	        if (state.offset > copy) {         /* copy from window */
	          copy = state.offset - copy;
	          if (copy > state.whave) {
	            if (state.sane) {
	              strm.msg = 'invalid distance too far back';
	              state.mode = BAD;
	              break;
	            }
	// (!) This block is disabled in zlib defaults,
	// don't enable it for binary compatibility
	//#ifdef INFLATE_ALLOW_INVALID_DISTANCE_TOOFAR_ARRR
	//          Trace((stderr, "inflate.c too far\n"));
	//          copy -= state.whave;
	//          if (copy > state.length) { copy = state.length; }
	//          if (copy > left) { copy = left; }
	//          left -= copy;
	//          state.length -= copy;
	//          do {
	//            output[put++] = 0;
	//          } while (--copy);
	//          if (state.length === 0) { state.mode = LEN; }
	//          break;
	//#endif
	          }
	          if (copy > state.wnext) {
	            copy -= state.wnext;
	            from = state.wsize - copy;
	          }
	          else {
	            from = state.wnext - copy;
	          }
	          if (copy > state.length) { copy = state.length; }
	          from_source = state.window;
	        }
	        else {                              /* copy from output */
	          from_source = output;
	          from = put - state.offset;
	          copy = state.length;
	        }
	        if (copy > left) { copy = left; }
	        left -= copy;
	        state.length -= copy;
	        do {
	          output[put++] = from_source[from++];
	        } while (--copy);
	        if (state.length === 0) { state.mode = LEN; }
	        break;
	      case LIT:
	        if (left === 0) { break inf_leave; }
	        output[put++] = state.length;
	        left--;
	        state.mode = LEN;
	        break;
	      case CHECK:
	        if (state.wrap) {
	          //=== NEEDBITS(32);
	          while (bits < 32) {
	            if (have === 0) { break inf_leave; }
	            have--;
	            // Use '|' instead of '+' to make sure that result is signed
	            hold |= input[next++] << bits;
	            bits += 8;
	          }
	          //===//
	          _out -= left;
	          strm.total_out += _out;
	          state.total += _out;
	          if (_out) {
	            strm.adler = state.check =
	                /*UPDATE(state.check, put - _out, _out);*/
	                (state.flags ? crc32(state.check, output, _out, put - _out) : adler32(state.check, output, _out, put - _out));

	          }
	          _out = left;
	          // NB: crc32 stored as signed 32-bit int, zswap32 returns signed too
	          if ((state.flags ? hold : zswap32(hold)) !== state.check) {
	            strm.msg = 'incorrect data check';
	            state.mode = BAD;
	            break;
	          }
	          //=== INITBITS();
	          hold = 0;
	          bits = 0;
	          //===//
	          //Tracev((stderr, "inflate:   check matches trailer\n"));
	        }
	        state.mode = LENGTH;
	        /* falls through */
	      case LENGTH:
	        if (state.wrap && state.flags) {
	          //=== NEEDBITS(32);
	          while (bits < 32) {
	            if (have === 0) { break inf_leave; }
	            have--;
	            hold += input[next++] << bits;
	            bits += 8;
	          }
	          //===//
	          if (hold !== (state.total & 0xffffffff)) {
	            strm.msg = 'incorrect length check';
	            state.mode = BAD;
	            break;
	          }
	          //=== INITBITS();
	          hold = 0;
	          bits = 0;
	          //===//
	          //Tracev((stderr, "inflate:   length matches trailer\n"));
	        }
	        state.mode = DONE;
	        /* falls through */
	      case DONE:
	        ret = Z_STREAM_END;
	        break inf_leave;
	      case BAD:
	        ret = Z_DATA_ERROR;
	        break inf_leave;
	      case MEM:
	        return Z_MEM_ERROR;
	      case SYNC:
	        /* falls through */
	      default:
	        return Z_STREAM_ERROR;
	    }
	  }

	  // inf_leave <- here is real place for "goto inf_leave", emulated via "break inf_leave"

	  /*
	     Return from inflate(), updating the total counts and the check value.
	     If there was no progress during the inflate() call, return a buffer
	     error.  Call updatewindow() to create and/or update the window state.
	     Note: a memory error from inflate() is non-recoverable.
	   */

	  //--- RESTORE() ---
	  strm.next_out = put;
	  strm.avail_out = left;
	  strm.next_in = next;
	  strm.avail_in = have;
	  state.hold = hold;
	  state.bits = bits;
	  //---

	  if (state.wsize || (_out !== strm.avail_out && state.mode < BAD &&
	                      (state.mode < CHECK || flush !== Z_FINISH))) {
	    if (updatewindow(strm, strm.output, strm.next_out, _out - strm.avail_out)) ;
	  }
	  _in -= strm.avail_in;
	  _out -= strm.avail_out;
	  strm.total_in += _in;
	  strm.total_out += _out;
	  state.total += _out;
	  if (state.wrap && _out) {
	    strm.adler = state.check = /*UPDATE(state.check, strm.next_out - _out, _out);*/
	      (state.flags ? crc32(state.check, output, _out, strm.next_out - _out) : adler32(state.check, output, _out, strm.next_out - _out));
	  }
	  strm.data_type = state.bits + (state.last ? 64 : 0) +
	                    (state.mode === TYPE ? 128 : 0) +
	                    (state.mode === LEN_ || state.mode === COPY_ ? 256 : 0);
	  if (((_in === 0 && _out === 0) || flush === Z_FINISH) && ret === Z_OK) {
	    ret = Z_BUF_ERROR;
	  }
	  return ret;
	}

	function inflateEnd(strm) {

	  if (!strm || !strm.state /*|| strm->zfree == (free_func)0*/) {
	    return Z_STREAM_ERROR;
	  }

	  var state = strm.state;
	  if (state.window) {
	    state.window = null;
	  }
	  strm.state = null;
	  return Z_OK;
	}

	function inflateGetHeader(strm, head) {
	  var state;

	  /* check state */
	  if (!strm || !strm.state) { return Z_STREAM_ERROR; }
	  state = strm.state;
	  if ((state.wrap & 2) === 0) { return Z_STREAM_ERROR; }

	  /* save header structure */
	  state.head = head;
	  head.done = false;
	  return Z_OK;
	}

	function inflateSetDictionary(strm, dictionary) {
	  var dictLength = dictionary.length;

	  var state;
	  var dictid;
	  var ret;

	  /* check state */
	  if (!strm /* == Z_NULL */ || !strm.state /* == Z_NULL */) { return Z_STREAM_ERROR; }
	  state = strm.state;

	  if (state.wrap !== 0 && state.mode !== DICT) {
	    return Z_STREAM_ERROR;
	  }

	  /* check for correct dictionary identifier */
	  if (state.mode === DICT) {
	    dictid = 1; /* adler32(0, null, 0)*/
	    /* dictid = adler32(dictid, dictionary, dictLength); */
	    dictid = adler32(dictid, dictionary, dictLength, 0);
	    if (dictid !== state.check) {
	      return Z_DATA_ERROR;
	    }
	  }
	  /* copy dictionary to window using updatewindow(), which will amend the
	   existing dictionary if appropriate */
	  ret = updatewindow(strm, dictionary, dictLength, dictLength);
	  if (ret) {
	    state.mode = MEM;
	    return Z_MEM_ERROR;
	  }
	  state.havedict = 1;
	  // Tracev((stderr, "inflate:   dictionary set\n"));
	  return Z_OK;
	}

	inflate.inflateReset = inflateReset;
	inflate.inflateReset2 = inflateReset2;
	inflate.inflateResetKeep = inflateResetKeep;
	inflate.inflateInit = inflateInit;
	inflate.inflateInit2 = inflateInit2;
	inflate.inflate = inflate$1;
	inflate.inflateEnd = inflateEnd;
	inflate.inflateGetHeader = inflateGetHeader;
	inflate.inflateSetDictionary = inflateSetDictionary;
	inflate.inflateInfo = 'pako inflate (from Nodeca project)';

	/* Not implemented
	exports.inflateCopy = inflateCopy;
	exports.inflateGetDictionary = inflateGetDictionary;
	exports.inflateMark = inflateMark;
	exports.inflatePrime = inflatePrime;
	exports.inflateSync = inflateSync;
	exports.inflateSyncPoint = inflateSyncPoint;
	exports.inflateUndermine = inflateUndermine;
	*/
	return inflate;
}

var constants;
var hasRequiredConstants;

function requireConstants () {
	if (hasRequiredConstants) return constants;
	hasRequiredConstants = 1;

	// (C) 1995-2013 Jean-loup Gailly and Mark Adler
	// (C) 2014-2017 Vitaly Puzrin and Andrey Tupitsin
	//
	// This software is provided 'as-is', without any express or implied
	// warranty. In no event will the authors be held liable for any damages
	// arising from the use of this software.
	//
	// Permission is granted to anyone to use this software for any purpose,
	// including commercial applications, and to alter it and redistribute it
	// freely, subject to the following restrictions:
	//
	// 1. The origin of this software must not be misrepresented; you must not
	//   claim that you wrote the original software. If you use this software
	//   in a product, an acknowledgment in the product documentation would be
	//   appreciated but is not required.
	// 2. Altered source versions must be plainly marked as such, and must not be
	//   misrepresented as being the original software.
	// 3. This notice may not be removed or altered from any source distribution.

	constants = {

	  /* Allowed flush values; see deflate() and inflate() below for details */
	  Z_NO_FLUSH:         0,
	  Z_PARTIAL_FLUSH:    1,
	  Z_SYNC_FLUSH:       2,
	  Z_FULL_FLUSH:       3,
	  Z_FINISH:           4,
	  Z_BLOCK:            5,
	  Z_TREES:            6,

	  /* Return codes for the compression/decompression functions. Negative values
	  * are errors, positive values are used for special but normal events.
	  */
	  Z_OK:               0,
	  Z_STREAM_END:       1,
	  Z_NEED_DICT:        2,
	  Z_ERRNO:           -1,
	  Z_STREAM_ERROR:    -2,
	  Z_DATA_ERROR:      -3,
	  //Z_MEM_ERROR:     -4,
	  Z_BUF_ERROR:       -5,
	  //Z_VERSION_ERROR: -6,

	  /* compression levels */
	  Z_NO_COMPRESSION:         0,
	  Z_BEST_SPEED:             1,
	  Z_BEST_COMPRESSION:       9,
	  Z_DEFAULT_COMPRESSION:   -1,


	  Z_FILTERED:               1,
	  Z_HUFFMAN_ONLY:           2,
	  Z_RLE:                    3,
	  Z_FIXED:                  4,
	  Z_DEFAULT_STRATEGY:       0,

	  /* Possible values of the data_type field (though see inflate()) */
	  Z_BINARY:                 0,
	  Z_TEXT:                   1,
	  //Z_ASCII:                1, // = Z_TEXT (deprecated)
	  Z_UNKNOWN:                2,

	  /* The deflate compression method */
	  Z_DEFLATED:               8
	  //Z_NULL:                 null // Use -1 or null inline, depending on var type
	};
	return constants;
}

var gzheader;
var hasRequiredGzheader;

function requireGzheader () {
	if (hasRequiredGzheader) return gzheader;
	hasRequiredGzheader = 1;

	// (C) 1995-2013 Jean-loup Gailly and Mark Adler
	// (C) 2014-2017 Vitaly Puzrin and Andrey Tupitsin
	//
	// This software is provided 'as-is', without any express or implied
	// warranty. In no event will the authors be held liable for any damages
	// arising from the use of this software.
	//
	// Permission is granted to anyone to use this software for any purpose,
	// including commercial applications, and to alter it and redistribute it
	// freely, subject to the following restrictions:
	//
	// 1. The origin of this software must not be misrepresented; you must not
	//   claim that you wrote the original software. If you use this software
	//   in a product, an acknowledgment in the product documentation would be
	//   appreciated but is not required.
	// 2. Altered source versions must be plainly marked as such, and must not be
	//   misrepresented as being the original software.
	// 3. This notice may not be removed or altered from any source distribution.

	function GZheader() {
	  /* true if compressed data believed to be text */
	  this.text       = 0;
	  /* modification time */
	  this.time       = 0;
	  /* extra flags (not used when writing a gzip file) */
	  this.xflags     = 0;
	  /* operating system */
	  this.os         = 0;
	  /* pointer to extra field or Z_NULL if none */
	  this.extra      = null;
	  /* extra field length (valid if extra != Z_NULL) */
	  this.extra_len  = 0; // Actually, we don't need it in JS,
	                       // but leave for few code modifications

	  //
	  // Setup limits is not necessary because in js we should not preallocate memory
	  // for inflate use constant limit in 65536 bytes
	  //

	  /* space at extra (only when reading header) */
	  // this.extra_max  = 0;
	  /* pointer to zero-terminated file name or Z_NULL */
	  this.name       = '';
	  /* space at name (only when reading header) */
	  // this.name_max   = 0;
	  /* pointer to zero-terminated comment or Z_NULL */
	  this.comment    = '';
	  /* space at comment (only when reading header) */
	  // this.comm_max   = 0;
	  /* true if there was or will be a header crc */
	  this.hcrc       = 0;
	  /* true when done reading gzip header (not used when writing a gzip file) */
	  this.done       = false;
	}

	gzheader = GZheader;
	return gzheader;
}

var hasRequiredInflate;

function requireInflate () {
	if (hasRequiredInflate) return inflate$1;
	hasRequiredInflate = 1;


	var zlib_inflate = requireInflate$1();
	var utils        = requireCommon();
	var strings      = requireStrings();
	var c            = requireConstants();
	var msg          = requireMessages();
	var ZStream      = requireZstream();
	var GZheader     = requireGzheader();

	var toString = Object.prototype.toString;

	/**
	 * class Inflate
	 *
	 * Generic JS-style wrapper for zlib calls. If you don't need
	 * streaming behaviour - use more simple functions: [[inflate]]
	 * and [[inflateRaw]].
	 **/

	/* internal
	 * inflate.chunks -> Array
	 *
	 * Chunks of output data, if [[Inflate#onData]] not overridden.
	 **/

	/**
	 * Inflate.result -> Uint8Array|Array|String
	 *
	 * Uncompressed result, generated by default [[Inflate#onData]]
	 * and [[Inflate#onEnd]] handlers. Filled after you push last chunk
	 * (call [[Inflate#push]] with `Z_FINISH` / `true` param) or if you
	 * push a chunk with explicit flush (call [[Inflate#push]] with
	 * `Z_SYNC_FLUSH` param).
	 **/

	/**
	 * Inflate.err -> Number
	 *
	 * Error code after inflate finished. 0 (Z_OK) on success.
	 * Should be checked if broken data possible.
	 **/

	/**
	 * Inflate.msg -> String
	 *
	 * Error message, if [[Inflate.err]] != 0
	 **/


	/**
	 * new Inflate(options)
	 * - options (Object): zlib inflate options.
	 *
	 * Creates new inflator instance with specified params. Throws exception
	 * on bad params. Supported options:
	 *
	 * - `windowBits`
	 * - `dictionary`
	 *
	 * [http://zlib.net/manual.html#Advanced](http://zlib.net/manual.html#Advanced)
	 * for more information on these.
	 *
	 * Additional options, for internal needs:
	 *
	 * - `chunkSize` - size of generated data chunks (16K by default)
	 * - `raw` (Boolean) - do raw inflate
	 * - `to` (String) - if equal to 'string', then result will be converted
	 *   from utf8 to utf16 (javascript) string. When string output requested,
	 *   chunk length can differ from `chunkSize`, depending on content.
	 *
	 * By default, when no options set, autodetect deflate/gzip data format via
	 * wrapper header.
	 *
	 * ##### Example:
	 *
	 * ```javascript
	 * var pako = require('pako')
	 *   , chunk1 = Uint8Array([1,2,3,4,5,6,7,8,9])
	 *   , chunk2 = Uint8Array([10,11,12,13,14,15,16,17,18,19]);
	 *
	 * var inflate = new pako.Inflate({ level: 3});
	 *
	 * inflate.push(chunk1, false);
	 * inflate.push(chunk2, true);  // true -> last chunk
	 *
	 * if (inflate.err) { throw new Error(inflate.err); }
	 *
	 * console.log(inflate.result);
	 * ```
	 **/
	function Inflate(options) {
	  if (!(this instanceof Inflate)) return new Inflate(options);

	  this.options = utils.assign({
	    chunkSize: 16384,
	    windowBits: 0,
	    to: ''
	  }, options || {});

	  var opt = this.options;

	  // Force window size for `raw` data, if not set directly,
	  // because we have no header for autodetect.
	  if (opt.raw && (opt.windowBits >= 0) && (opt.windowBits < 16)) {
	    opt.windowBits = -opt.windowBits;
	    if (opt.windowBits === 0) { opt.windowBits = -15; }
	  }

	  // If `windowBits` not defined (and mode not raw) - set autodetect flag for gzip/deflate
	  if ((opt.windowBits >= 0) && (opt.windowBits < 16) &&
	      !(options && options.windowBits)) {
	    opt.windowBits += 32;
	  }

	  // Gzip header has no info about windows size, we can do autodetect only
	  // for deflate. So, if window size not set, force it to max when gzip possible
	  if ((opt.windowBits > 15) && (opt.windowBits < 48)) {
	    // bit 3 (16) -> gzipped data
	    // bit 4 (32) -> autodetect gzip/deflate
	    if ((opt.windowBits & 15) === 0) {
	      opt.windowBits |= 15;
	    }
	  }

	  this.err    = 0;      // error code, if happens (0 = Z_OK)
	  this.msg    = '';     // error message
	  this.ended  = false;  // used to avoid multiple onEnd() calls
	  this.chunks = [];     // chunks of compressed data

	  this.strm   = new ZStream();
	  this.strm.avail_out = 0;

	  var status  = zlib_inflate.inflateInit2(
	    this.strm,
	    opt.windowBits
	  );

	  if (status !== c.Z_OK) {
	    throw new Error(msg[status]);
	  }

	  this.header = new GZheader();

	  zlib_inflate.inflateGetHeader(this.strm, this.header);

	  // Setup dictionary
	  if (opt.dictionary) {
	    // Convert data if needed
	    if (typeof opt.dictionary === 'string') {
	      opt.dictionary = strings.string2buf(opt.dictionary);
	    } else if (toString.call(opt.dictionary) === '[object ArrayBuffer]') {
	      opt.dictionary = new Uint8Array(opt.dictionary);
	    }
	    if (opt.raw) { //In raw mode we need to set the dictionary early
	      status = zlib_inflate.inflateSetDictionary(this.strm, opt.dictionary);
	      if (status !== c.Z_OK) {
	        throw new Error(msg[status]);
	      }
	    }
	  }
	}

	/**
	 * Inflate#push(data[, mode]) -> Boolean
	 * - data (Uint8Array|Array|ArrayBuffer|String): input data
	 * - mode (Number|Boolean): 0..6 for corresponding Z_NO_FLUSH..Z_TREE modes.
	 *   See constants. Skipped or `false` means Z_NO_FLUSH, `true` means Z_FINISH.
	 *
	 * Sends input data to inflate pipe, generating [[Inflate#onData]] calls with
	 * new output chunks. Returns `true` on success. The last data block must have
	 * mode Z_FINISH (or `true`). That will flush internal pending buffers and call
	 * [[Inflate#onEnd]]. For interim explicit flushes (without ending the stream) you
	 * can use mode Z_SYNC_FLUSH, keeping the decompression context.
	 *
	 * On fail call [[Inflate#onEnd]] with error code and return false.
	 *
	 * We strongly recommend to use `Uint8Array` on input for best speed (output
	 * format is detected automatically). Also, don't skip last param and always
	 * use the same type in your code (boolean or number). That will improve JS speed.
	 *
	 * For regular `Array`-s make sure all elements are [0..255].
	 *
	 * ##### Example
	 *
	 * ```javascript
	 * push(chunk, false); // push one of data chunks
	 * ...
	 * push(chunk, true);  // push last chunk
	 * ```
	 **/
	Inflate.prototype.push = function (data, mode) {
	  var strm = this.strm;
	  var chunkSize = this.options.chunkSize;
	  var dictionary = this.options.dictionary;
	  var status, _mode;
	  var next_out_utf8, tail, utf8str;

	  // Flag to properly process Z_BUF_ERROR on testing inflate call
	  // when we check that all output data was flushed.
	  var allowBufError = false;

	  if (this.ended) { return false; }
	  _mode = (mode === ~~mode) ? mode : ((mode === true) ? c.Z_FINISH : c.Z_NO_FLUSH);

	  // Convert data if needed
	  if (typeof data === 'string') {
	    // Only binary strings can be decompressed on practice
	    strm.input = strings.binstring2buf(data);
	  } else if (toString.call(data) === '[object ArrayBuffer]') {
	    strm.input = new Uint8Array(data);
	  } else {
	    strm.input = data;
	  }

	  strm.next_in = 0;
	  strm.avail_in = strm.input.length;

	  do {
	    if (strm.avail_out === 0) {
	      strm.output = new utils.Buf8(chunkSize);
	      strm.next_out = 0;
	      strm.avail_out = chunkSize;
	    }

	    status = zlib_inflate.inflate(strm, c.Z_NO_FLUSH);    /* no bad return value */

	    if (status === c.Z_NEED_DICT && dictionary) {
	      status = zlib_inflate.inflateSetDictionary(this.strm, dictionary);
	    }

	    if (status === c.Z_BUF_ERROR && allowBufError === true) {
	      status = c.Z_OK;
	      allowBufError = false;
	    }

	    if (status !== c.Z_STREAM_END && status !== c.Z_OK) {
	      this.onEnd(status);
	      this.ended = true;
	      return false;
	    }

	    if (strm.next_out) {
	      if (strm.avail_out === 0 || status === c.Z_STREAM_END || (strm.avail_in === 0 && (_mode === c.Z_FINISH || _mode === c.Z_SYNC_FLUSH))) {

	        if (this.options.to === 'string') {

	          next_out_utf8 = strings.utf8border(strm.output, strm.next_out);

	          tail = strm.next_out - next_out_utf8;
	          utf8str = strings.buf2string(strm.output, next_out_utf8);

	          // move tail
	          strm.next_out = tail;
	          strm.avail_out = chunkSize - tail;
	          if (tail) { utils.arraySet(strm.output, strm.output, next_out_utf8, tail, 0); }

	          this.onData(utf8str);

	        } else {
	          this.onData(utils.shrinkBuf(strm.output, strm.next_out));
	        }
	      }
	    }

	    // When no more input data, we should check that internal inflate buffers
	    // are flushed. The only way to do it when avail_out = 0 - run one more
	    // inflate pass. But if output data not exists, inflate return Z_BUF_ERROR.
	    // Here we set flag to process this error properly.
	    //
	    // NOTE. Deflate does not return error in this case and does not needs such
	    // logic.
	    if (strm.avail_in === 0 && strm.avail_out === 0) {
	      allowBufError = true;
	    }

	  } while ((strm.avail_in > 0 || strm.avail_out === 0) && status !== c.Z_STREAM_END);

	  if (status === c.Z_STREAM_END) {
	    _mode = c.Z_FINISH;
	  }

	  // Finalize on the last chunk.
	  if (_mode === c.Z_FINISH) {
	    status = zlib_inflate.inflateEnd(this.strm);
	    this.onEnd(status);
	    this.ended = true;
	    return status === c.Z_OK;
	  }

	  // callback interim results if Z_SYNC_FLUSH.
	  if (_mode === c.Z_SYNC_FLUSH) {
	    this.onEnd(c.Z_OK);
	    strm.avail_out = 0;
	    return true;
	  }

	  return true;
	};


	/**
	 * Inflate#onData(chunk) -> Void
	 * - chunk (Uint8Array|Array|String): output data. Type of array depends
	 *   on js engine support. When string output requested, each chunk
	 *   will be string.
	 *
	 * By default, stores data blocks in `chunks[]` property and glue
	 * those in `onEnd`. Override this handler, if you need another behaviour.
	 **/
	Inflate.prototype.onData = function (chunk) {
	  this.chunks.push(chunk);
	};


	/**
	 * Inflate#onEnd(status) -> Void
	 * - status (Number): inflate status. 0 (Z_OK) on success,
	 *   other if not.
	 *
	 * Called either after you tell inflate that the input stream is
	 * complete (Z_FINISH) or should be flushed (Z_SYNC_FLUSH)
	 * or if an error happened. By default - join collected chunks,
	 * free memory and fill `results` / `err` properties.
	 **/
	Inflate.prototype.onEnd = function (status) {
	  // On success - join
	  if (status === c.Z_OK) {
	    if (this.options.to === 'string') {
	      // Glue & convert here, until we teach pako to send
	      // utf8 aligned strings to onData
	      this.result = this.chunks.join('');
	    } else {
	      this.result = utils.flattenChunks(this.chunks);
	    }
	  }
	  this.chunks = [];
	  this.err = status;
	  this.msg = this.strm.msg;
	};


	/**
	 * inflate(data[, options]) -> Uint8Array|Array|String
	 * - data (Uint8Array|Array|String): input data to decompress.
	 * - options (Object): zlib inflate options.
	 *
	 * Decompress `data` with inflate/ungzip and `options`. Autodetect
	 * format via wrapper header by default. That's why we don't provide
	 * separate `ungzip` method.
	 *
	 * Supported options are:
	 *
	 * - windowBits
	 *
	 * [http://zlib.net/manual.html#Advanced](http://zlib.net/manual.html#Advanced)
	 * for more information.
	 *
	 * Sugar (options):
	 *
	 * - `raw` (Boolean) - say that we work with raw stream, if you don't wish to specify
	 *   negative windowBits implicitly.
	 * - `to` (String) - if equal to 'string', then result will be converted
	 *   from utf8 to utf16 (javascript) string. When string output requested,
	 *   chunk length can differ from `chunkSize`, depending on content.
	 *
	 *
	 * ##### Example:
	 *
	 * ```javascript
	 * var pako = require('pako')
	 *   , input = pako.deflate([1,2,3,4,5,6,7,8,9])
	 *   , output;
	 *
	 * try {
	 *   output = pako.inflate(input);
	 * } catch (err)
	 *   console.log(err);
	 * }
	 * ```
	 **/
	function inflate(input, options) {
	  var inflator = new Inflate(options);

	  inflator.push(input, true);

	  // That will never happens, if you don't cheat with options :)
	  if (inflator.err) { throw inflator.msg || msg[inflator.err]; }

	  return inflator.result;
	}


	/**
	 * inflateRaw(data[, options]) -> Uint8Array|Array|String
	 * - data (Uint8Array|Array|String): input data to decompress.
	 * - options (Object): zlib inflate options.
	 *
	 * The same as [[inflate]], but creates raw data, without wrapper
	 * (header and adler32 crc).
	 **/
	function inflateRaw(input, options) {
	  options = options || {};
	  options.raw = true;
	  return inflate(input, options);
	}


	/**
	 * ungzip(data[, options]) -> Uint8Array|Array|String
	 * - data (Uint8Array|Array|String): input data to decompress.
	 * - options (Object): zlib inflate options.
	 *
	 * Just shortcut to [[inflate]], because it autodetects format
	 * by header.content. Done for convenience.
	 **/


	inflate$1.Inflate = Inflate;
	inflate$1.inflate = inflate;
	inflate$1.inflateRaw = inflateRaw;
	inflate$1.ungzip  = inflate;
	return inflate$1;
}

var pako_1;
var hasRequiredPako;

function requirePako () {
	if (hasRequiredPako) return pako_1;
	hasRequiredPako = 1;

	var assign    = requireCommon().assign;

	var deflate   = requireDeflate();
	var inflate   = requireInflate();
	var constants = requireConstants();

	var pako = {};

	assign(pako, deflate, inflate, constants);

	pako_1 = pako;
	return pako_1;
}

var umd = {exports: {}};

var hasRequiredUmd;

function requireUmd () {
	if (hasRequiredUmd) return umd.exports;
	hasRequiredUmd = 1;
	(function (module, exports) {
		// GENERATED FILE. DO NOT EDIT.
		var loader = (function(exports) {
		  
		  Object.defineProperty(exports, "__esModule", {
		    value: true
		  });
		  exports.default = void 0;
		  exports.demangle = demangle;
		  exports.instantiate = instantiate;
		  exports.instantiateStreaming = instantiateStreaming;
		  exports.instantiateSync = instantiateSync;
		  // Runtime header offsets
		  const ID_OFFSET = -8;
		  const SIZE_OFFSET = -4; // Runtime ids
		  
		  const ARRAYBUFFER_ID = 0;
		  const STRING_ID = 1; // const ARRAYBUFFERVIEW_ID = 2;
		  // Runtime type information
		  
		  const ARRAYBUFFERVIEW = 1 << 0;
		  const ARRAY = 1 << 1;
		  const STATICARRAY = 1 << 2; // const SET = 1 << 3;
		  // const MAP = 1 << 4;
		  
		  const VAL_ALIGN_OFFSET = 6; // const VAL_ALIGN = 1 << VAL_ALIGN_OFFSET;
		  
		  const VAL_SIGNED = 1 << 11;
		  const VAL_FLOAT = 1 << 12; // const VAL_NULLABLE = 1 << 13;
		  
		  const VAL_MANAGED = 1 << 14; // const KEY_ALIGN_OFFSET = 15;
		  // const KEY_ALIGN = 1 << KEY_ALIGN_OFFSET;
		  // const KEY_SIGNED = 1 << 20;
		  // const KEY_FLOAT = 1 << 21;
		  // const KEY_NULLABLE = 1 << 22;
		  // const KEY_MANAGED = 1 << 23;
		  // Array(BufferView) layout
		  
		  const ARRAYBUFFERVIEW_BUFFER_OFFSET = 0;
		  const ARRAYBUFFERVIEW_DATASTART_OFFSET = 4;
		  const ARRAYBUFFERVIEW_BYTELENGTH_OFFSET = 8;
		  const ARRAYBUFFERVIEW_SIZE = 12;
		  const ARRAY_LENGTH_OFFSET = 12;
		  const ARRAY_SIZE = 16;
		  const E_NO_EXPORT_TABLE = "Operation requires compiling with --exportTable";
		  const E_NO_EXPORT_RUNTIME = "Operation requires compiling with --exportRuntime";
		  
		  const F_NO_EXPORT_RUNTIME = () => {
		    throw Error(E_NO_EXPORT_RUNTIME);
		  };
		  
		  const BIGINT = typeof BigUint64Array !== "undefined";
		  const THIS = Symbol();
		  const STRING_SMALLSIZE = 192; // break-even point in V8
		  
		  const STRING_CHUNKSIZE = 1024; // mitigate stack overflow
		  
		  const utf16 = new TextDecoder("utf-16le", {
		    fatal: true
		  }); // != wtf16
		  
		  /** polyfill for Object.hasOwn */
		  
		  Object.hasOwn = Object.hasOwn || function (obj, prop) {
		    return Object.prototype.hasOwnProperty.call(obj, prop);
		  };
		  /** Gets a string from memory. */
		  
		  
		  function getStringImpl(buffer, ptr) {
		    let len = new Uint32Array(buffer)[ptr + SIZE_OFFSET >>> 2] >>> 1;
		    const wtf16 = new Uint16Array(buffer, ptr, len);
		    if (len <= STRING_SMALLSIZE) return String.fromCharCode(...wtf16);
		  
		    try {
		      return utf16.decode(wtf16);
		    } catch {
		      let str = "",
		          off = 0;
		  
		      while (len - off > STRING_CHUNKSIZE) {
		        str += String.fromCharCode(...wtf16.subarray(off, off += STRING_CHUNKSIZE));
		      }
		  
		      return str + String.fromCharCode(...wtf16.subarray(off));
		    }
		  }
		  /** Prepares the base module prior to instantiation. */
		  
		  
		  function preInstantiate(imports) {
		    const extendedExports = {};
		  
		    function getString(memory, ptr) {
		      if (!memory) return "<yet unknown>";
		      return getStringImpl(memory.buffer, ptr);
		    } // add common imports used by stdlib for convenience
		  
		  
		    const env = imports.env = imports.env || {};
		  
		    env.abort = env.abort || function abort(msg, file, line, colm) {
		      const memory = extendedExports.memory || env.memory; // prefer exported, otherwise try imported
		  
		      throw Error(`abort: ${getString(memory, msg)} at ${getString(memory, file)}:${line}:${colm}`);
		    };
		  
		    env.trace = env.trace || function trace(msg, n, ...args) {
		      const memory = extendedExports.memory || env.memory;
		      console.log(`trace: ${getString(memory, msg)}${n ? " " : ""}${args.slice(0, n).join(", ")}`);
		    };
		  
		    env.seed = env.seed || Date.now;
		    imports.Math = imports.Math || Math;
		    imports.Date = imports.Date || Date;
		    return extendedExports;
		  }
		  /** Prepares the final module once instantiation is complete. */
		  
		  
		  function postInstantiate(extendedExports, instance) {
		    const exports = instance.exports;
		    const memory = exports.memory;
		    const table = exports.table;
		  
		    const __new = exports.__new || F_NO_EXPORT_RUNTIME;
		  
		    const __pin = exports.__pin || F_NO_EXPORT_RUNTIME;
		  
		    const __unpin = exports.__unpin || F_NO_EXPORT_RUNTIME;
		  
		    const __collect = exports.__collect || F_NO_EXPORT_RUNTIME;
		  
		    const __rtti_base = exports.__rtti_base;
		    const getRttiCount = __rtti_base ? arr => arr[__rtti_base >>> 2] : F_NO_EXPORT_RUNTIME;
		    extendedExports.__new = __new;
		    extendedExports.__pin = __pin;
		    extendedExports.__unpin = __unpin;
		    extendedExports.__collect = __collect;
		    /** Gets the runtime type info for the given id. */
		  
		    function getRttInfo(id) {
		      const U32 = new Uint32Array(memory.buffer);
		      if ((id >>>= 0) >= getRttiCount(U32)) throw Error(`invalid id: ${id}`);
		      return U32[(__rtti_base + 4 >>> 2) + (id << 1)];
		    }
		    /** Gets the runtime base id for the given id. */
		  
		  
		    function getRttBase(id) {
		      const U32 = new Uint32Array(memory.buffer);
		      if ((id >>>= 0) >= getRttiCount(U32)) throw Error(`invalid id: ${id}`);
		      return U32[(__rtti_base + 4 >>> 2) + (id << 1) + 1];
		    }
		    /** Gets and validate runtime type info for the given id for array like objects */
		  
		  
		    function getArrayInfo(id) {
		      const info = getRttInfo(id);
		      if (!(info & (ARRAYBUFFERVIEW | ARRAY | STATICARRAY))) throw Error(`not an array: ${id}, flags=${info}`);
		      return info;
		    }
		    /** Gets the runtime alignment of a collection's values. */
		  
		  
		    function getValueAlign(info) {
		      return 31 - Math.clz32(info >>> VAL_ALIGN_OFFSET & 31); // -1 if none
		    }
		    /** Gets the runtime alignment of a collection's keys. */
		    // function getKeyAlign(info) {
		    //   return 31 - Math.clz32((info >>> KEY_ALIGN_OFFSET) & 31); // -1 if none
		    // }
		  
		    /** Allocates a new string in the module's memory and returns its pointer. */
		  
		  
		    function __newString(str) {
		      if (str == null) return 0;
		      const length = str.length;
		  
		      const ptr = __new(length << 1, STRING_ID);
		  
		      const U16 = new Uint16Array(memory.buffer);
		  
		      for (var i = 0, p = ptr >>> 1; i < length; ++i) U16[p + i] = str.charCodeAt(i);
		  
		      return ptr;
		    }
		  
		    extendedExports.__newString = __newString;
		    /** Allocates a new ArrayBuffer in the module's memory and returns its pointer. */
		  
		    function __newArrayBuffer(buf) {
		      if (buf == null) return 0;
		      const bufview = new Uint8Array(buf);
		  
		      const ptr = __new(bufview.length, ARRAYBUFFER_ID);
		  
		      const U8 = new Uint8Array(memory.buffer);
		      U8.set(bufview, ptr);
		      return ptr;
		    }
		  
		    extendedExports.__newArrayBuffer = __newArrayBuffer;
		    /** Reads a string from the module's memory by its pointer. */
		  
		    function __getString(ptr) {
		      if (!ptr) return null;
		      const buffer = memory.buffer;
		      const id = new Uint32Array(buffer)[ptr + ID_OFFSET >>> 2];
		      if (id !== STRING_ID) throw Error(`not a string: ${ptr}`);
		      return getStringImpl(buffer, ptr);
		    }
		  
		    extendedExports.__getString = __getString;
		    /** Gets the view matching the specified alignment, signedness and floatness. */
		  
		    function getView(alignLog2, signed, float) {
		      const buffer = memory.buffer;
		  
		      if (float) {
		        switch (alignLog2) {
		          case 2:
		            return new Float32Array(buffer);
		  
		          case 3:
		            return new Float64Array(buffer);
		        }
		      } else {
		        switch (alignLog2) {
		          case 0:
		            return new (signed ? Int8Array : Uint8Array)(buffer);
		  
		          case 1:
		            return new (signed ? Int16Array : Uint16Array)(buffer);
		  
		          case 2:
		            return new (signed ? Int32Array : Uint32Array)(buffer);
		  
		          case 3:
		            return new (signed ? BigInt64Array : BigUint64Array)(buffer);
		        }
		      }
		  
		      throw Error(`unsupported align: ${alignLog2}`);
		    }
		    /** Allocates a new array in the module's memory and returns its pointer. */
		  
		  
		    function __newArray(id, valuesOrCapacity = 0) {
		      const input = valuesOrCapacity;
		      const info = getArrayInfo(id);
		      const align = getValueAlign(info);
		      const isArrayLike = typeof input !== "number";
		      const length = isArrayLike ? input.length : input;
		  
		      const buf = __new(length << align, info & STATICARRAY ? id : ARRAYBUFFER_ID);
		  
		      let result;
		  
		      if (info & STATICARRAY) {
		        result = buf;
		      } else {
		        __pin(buf);
		  
		        const arr = __new(info & ARRAY ? ARRAY_SIZE : ARRAYBUFFERVIEW_SIZE, id);
		  
		        __unpin(buf);
		  
		        const U32 = new Uint32Array(memory.buffer);
		        U32[arr + ARRAYBUFFERVIEW_BUFFER_OFFSET >>> 2] = buf;
		        U32[arr + ARRAYBUFFERVIEW_DATASTART_OFFSET >>> 2] = buf;
		        U32[arr + ARRAYBUFFERVIEW_BYTELENGTH_OFFSET >>> 2] = length << align;
		        if (info & ARRAY) U32[arr + ARRAY_LENGTH_OFFSET >>> 2] = length;
		        result = arr;
		      }
		  
		      if (isArrayLike) {
		        const view = getView(align, info & VAL_SIGNED, info & VAL_FLOAT);
		        const start = buf >>> align;
		  
		        if (info & VAL_MANAGED) {
		          for (let i = 0; i < length; ++i) {
		            view[start + i] = input[i];
		          }
		        } else {
		          view.set(input, start);
		        }
		      }
		  
		      return result;
		    }
		  
		    extendedExports.__newArray = __newArray;
		    /** Gets a live view on an array's values in the module's memory. Infers the array type from RTTI. */
		  
		    function __getArrayView(arr) {
		      const U32 = new Uint32Array(memory.buffer);
		      const id = U32[arr + ID_OFFSET >>> 2];
		      const info = getArrayInfo(id);
		      const align = getValueAlign(info);
		      let buf = info & STATICARRAY ? arr : U32[arr + ARRAYBUFFERVIEW_DATASTART_OFFSET >>> 2];
		      const length = info & ARRAY ? U32[arr + ARRAY_LENGTH_OFFSET >>> 2] : U32[buf + SIZE_OFFSET >>> 2] >>> align;
		      return getView(align, info & VAL_SIGNED, info & VAL_FLOAT).subarray(buf >>>= align, buf + length);
		    }
		  
		    extendedExports.__getArrayView = __getArrayView;
		    /** Copies an array's values from the module's memory. Infers the array type from RTTI. */
		  
		    function __getArray(arr) {
		      const input = __getArrayView(arr);
		  
		      const len = input.length;
		      const out = new Array(len);
		  
		      for (let i = 0; i < len; i++) out[i] = input[i];
		  
		      return out;
		    }
		  
		    extendedExports.__getArray = __getArray;
		    /** Copies an ArrayBuffer's value from the module's memory. */
		  
		    function __getArrayBuffer(ptr) {
		      const buffer = memory.buffer;
		      const length = new Uint32Array(buffer)[ptr + SIZE_OFFSET >>> 2];
		      return buffer.slice(ptr, ptr + length);
		    }
		  
		    extendedExports.__getArrayBuffer = __getArrayBuffer;
		    /** Gets a function from poiner which contain table's index. */
		  
		    function __getFunction(ptr) {
		      if (!table) throw Error(E_NO_EXPORT_TABLE);
		      const index = new Uint32Array(memory.buffer)[ptr >>> 2];
		      return table.get(index);
		    }
		  
		    extendedExports.__getFunction = __getFunction;
		    /** Copies a typed array's values from the module's memory. */
		  
		    function getTypedArray(Type, alignLog2, ptr) {
		      return new Type(getTypedArrayView(Type, alignLog2, ptr));
		    }
		    /** Gets a live view on a typed array's values in the module's memory. */
		  
		  
		    function getTypedArrayView(Type, alignLog2, ptr) {
		      const buffer = memory.buffer;
		      const U32 = new Uint32Array(buffer);
		      return new Type(buffer, U32[ptr + ARRAYBUFFERVIEW_DATASTART_OFFSET >>> 2], U32[ptr + ARRAYBUFFERVIEW_BYTELENGTH_OFFSET >>> 2] >>> alignLog2);
		    }
		    /** Attach a set of get TypedArray and View functions to the exports. */
		  
		  
		    function attachTypedArrayFunctions(ctor, name, align) {
		      extendedExports[`__get${name}`] = getTypedArray.bind(null, ctor, align);
		      extendedExports[`__get${name}View`] = getTypedArrayView.bind(null, ctor, align);
		    }
		  
		    [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array].forEach(ctor => {
		      attachTypedArrayFunctions(ctor, ctor.name, 31 - Math.clz32(ctor.BYTES_PER_ELEMENT));
		    });
		  
		    if (BIGINT) {
		      [BigUint64Array, BigInt64Array].forEach(ctor => {
		        attachTypedArrayFunctions(ctor, ctor.name.slice(3), 3);
		      });
		    }
		    /** Tests whether an object is an instance of the class represented by the specified base id. */
		  
		  
		    function __instanceof(ptr, baseId) {
		      const U32 = new Uint32Array(memory.buffer);
		      let id = U32[ptr + ID_OFFSET >>> 2];
		  
		      if (id <= getRttiCount(U32)) {
		        do {
		          if (id == baseId) return true;
		          id = getRttBase(id);
		        } while (id);
		      }
		  
		      return false;
		    }
		  
		    extendedExports.__instanceof = __instanceof; // Pull basic exports to extendedExports so code in preInstantiate can use them
		  
		    extendedExports.memory = extendedExports.memory || memory;
		    extendedExports.table = extendedExports.table || table; // Demangle exports and provide the usual utility on the prototype
		  
		    return demangle(exports, extendedExports);
		  }
		  
		  function isResponse(src) {
		    return typeof Response !== "undefined" && src instanceof Response;
		  }
		  
		  function isModule(src) {
		    return src instanceof WebAssembly.Module;
		  }
		  /** Asynchronously instantiates an AssemblyScript module from anything that can be instantiated. */
		  
		  
		  async function instantiate(source, imports = {}) {
		    if (isResponse(source = await source)) return instantiateStreaming(source, imports);
		    const module = isModule(source) ? source : await WebAssembly.compile(source);
		    const extended = preInstantiate(imports);
		    const instance = await WebAssembly.instantiate(module, imports);
		    const exports = postInstantiate(extended, instance);
		    return {
		      module,
		      instance,
		      exports
		    };
		  }
		  /** Synchronously instantiates an AssemblyScript module from a WebAssembly.Module or binary buffer. */
		  
		  
		  function instantiateSync(source, imports = {}) {
		    const module = isModule(source) ? source : new WebAssembly.Module(source);
		    const extended = preInstantiate(imports);
		    const instance = new WebAssembly.Instance(module, imports);
		    const exports = postInstantiate(extended, instance);
		    return {
		      module,
		      instance,
		      exports
		    };
		  }
		  /** Asynchronously instantiates an AssemblyScript module from a response, i.e. as obtained by `fetch`. */
		  
		  
		  async function instantiateStreaming(source, imports = {}) {
		    if (!WebAssembly.instantiateStreaming) {
		      return instantiate(isResponse(source = await source) ? source.arrayBuffer() : source, imports);
		    }
		  
		    const extended = preInstantiate(imports);
		    const result = await WebAssembly.instantiateStreaming(source, imports);
		    const exports = postInstantiate(extended, result.instance);
		    return { ...result,
		      exports
		    };
		  }
		  /** Demangles an AssemblyScript module's exports to a friendly object structure. */
		  
		  
		  function demangle(exports, extendedExports = {}) {
		    const setArgumentsLength = exports["__argumentsLength"] ? length => {
		      exports["__argumentsLength"].value = length;
		    } : exports["__setArgumentsLength"] || exports["__setargc"] || (() => {
		      /* nop */
		    });
		  
		    for (let internalName of Object.keys(exports)) {
		      const elem = exports[internalName];
		      let parts = internalName.split(".");
		      let curr = extendedExports;
		  
		      while (parts.length > 1) {
		        let part = parts.shift();
		        if (!Object.hasOwn(curr, part)) curr[part] = {};
		        curr = curr[part];
		      }
		  
		      let name = parts[0];
		      let hash = name.indexOf("#");
		  
		      if (hash >= 0) {
		        const className = name.substring(0, hash);
		        const classElem = curr[className];
		  
		        if (typeof classElem === "undefined" || !classElem.prototype) {
		          const ctor = function (...args) {
		            return ctor.wrap(ctor.prototype.constructor(0, ...args));
		          };
		  
		          ctor.prototype = {
		            valueOf() {
		              return this[THIS];
		            }
		  
		          };
		  
		          ctor.wrap = function (thisValue) {
		            return Object.create(ctor.prototype, {
		              [THIS]: {
		                value: thisValue,
		                writable: false
		              }
		            });
		          };
		  
		          if (classElem) Object.getOwnPropertyNames(classElem).forEach(name => Object.defineProperty(ctor, name, Object.getOwnPropertyDescriptor(classElem, name)));
		          curr[className] = ctor;
		        }
		  
		        name = name.substring(hash + 1);
		        curr = curr[className].prototype;
		  
		        if (/^(get|set):/.test(name)) {
		          if (!Object.hasOwn(curr, name = name.substring(4))) {
		            let getter = exports[internalName.replace("set:", "get:")];
		            let setter = exports[internalName.replace("get:", "set:")];
		            Object.defineProperty(curr, name, {
		              get() {
		                return getter(this[THIS]);
		              },
		  
		              set(value) {
		                setter(this[THIS], value);
		              },
		  
		              enumerable: true
		            });
		          }
		        } else {
		          if (name === 'constructor') {
		            (curr[name] = function (...args) {
		              setArgumentsLength(args.length);
		              return elem(...args);
		            }).original = elem;
		          } else {
		            // instance method
		            (curr[name] = function (...args) {
		              // !
		              setArgumentsLength(args.length);
		              return elem(this[THIS], ...args);
		            }).original = elem;
		          }
		        }
		      } else {
		        if (/^(get|set):/.test(name)) {
		          if (!Object.hasOwn(curr, name = name.substring(4))) {
		            Object.defineProperty(curr, name, {
		              get: exports[internalName.replace("set:", "get:")],
		              set: exports[internalName.replace("get:", "set:")],
		              enumerable: true
		            });
		          }
		        } else if (typeof elem === "function" && elem !== setArgumentsLength) {
		          (curr[name] = (...args) => {
		            setArgumentsLength(args.length);
		            return elem(...args);
		          }).original = elem;
		        } else {
		          curr[name] = elem;
		        }
		      }
		    }
		  
		    return extendedExports;
		  }
		  
		  var _default = {
		    instantiate,
		    instantiateSync,
		    instantiateStreaming,
		    demangle
		  };
		  exports.default = _default;
		  return "default" in exports ? exports.default : exports;
		})({});
		module.exports = loader; 
	} (umd));
	return umd.exports;
}

var hasRequiredWasm;

function requireWasm () {
	if (hasRequiredWasm) return wasm;
	hasRequiredWasm = 1;
	(function (exports) {
		var __awaiter = (wasm && wasm.__awaiter) || function (thisArg, _arguments, P, generator) {
		    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
		    return new (P || (P = Promise))(function (resolve, reject) {
		        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
		        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
		        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
		        step((generator = generator.apply(thisArg, _arguments || [])).next());
		    });
		};
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.WasmHistogram = exports.webAssemblyReady = exports.initWebAssemblySync = exports.initWebAssembly = exports.webAssemblyAvailable = void 0;
		const generated_wasm_1 = requireGeneratedWasm();
		const Histogram_1 = requireHistogram();
		// @ts-ignore
		const base64 = requireBase64Js();
		// @ts-ignore
		const pako = requirePako();
		// @ts-ignore
		const loader_1 = requireUmd();
		const isNode = typeof process !== "undefined" && process.version;
		// @ts-ignore
		const isWorker = typeof importScripts === "function";
		exports.webAssemblyAvailable = (() => {
		    let available = false;
		    if (isNode) {
		        // nodejs
		        available = "WebAssembly" in commonjsGlobal;
		    }
		    else {
		        // browser
		        // @ts-ignore
		        available = isWorker || "WebAssembly" in window;
		    }
		    return available;
		})();
		let wasm$1 = undefined;
		const initWebAssembly = () => __awaiter(void 0, void 0, void 0, function* () {
		    if (!exports.webAssemblyAvailable) {
		        throw new Error("WebAssembly not available here!");
		    }
		    if (!!wasm$1) {
		        return;
		    }
		    return (0, loader_1.instantiate)(pako.inflate(base64.toByteArray(generated_wasm_1.BINARY)))
		        .then((w) => (wasm$1 = w.exports || w));
		});
		exports.initWebAssembly = initWebAssembly;
		const initWebAssemblySync = () => {
		    if (!!wasm$1) {
		        return;
		    }
		    const w = (0, loader_1.instantiateSync)(pako.inflate(base64.toByteArray(generated_wasm_1.BINARY)));
		    wasm$1 = w.exports || w;
		};
		exports.initWebAssemblySync = initWebAssemblySync;
		const webAssemblyReady = () => !!wasm$1;
		exports.webAssemblyReady = webAssemblyReady;
		const defaultRequest = {
		    bitBucketSize: 32,
		    autoResize: true,
		    lowestDiscernibleValue: 1,
		    highestTrackableValue: 2,
		    numberOfSignificantValueDigits: 3
		};
		const remoteHistogramClassFor = (size) => size === "packed" ? "PackedHistogram" : `Histogram${size}`;
		const destroyedWasmHistogram = new Proxy({}, {
		    get: function (obj, prop) {
		        throw new Error("Cannot use a destroyed histogram");
		    }
		});
		class WasmHistogram {
		    constructor(_wasmHistogram, _remoteHistogramClass) {
		        this._wasmHistogram = _wasmHistogram;
		        this._remoteHistogramClass = _remoteHistogramClass;
		        this.tag = Histogram_1.NO_TAG;
		        wasm$1.__pin(this._wasmHistogram);
		    }
		    static build(request = defaultRequest) {
		        if (!(0, exports.webAssemblyReady)()) {
		            throw new Error("WebAssembly is not ready yet!");
		        }
		        const parameters = Object.assign({}, defaultRequest, request);
		        const remoteHistogramClass = remoteHistogramClassFor(parameters.bitBucketSize);
		        return new WasmHistogram(new wasm$1[remoteHistogramClass](parameters.lowestDiscernibleValue, parameters.highestTrackableValue, parameters.numberOfSignificantValueDigits, parameters.autoResize), remoteHistogramClass);
		    }
		    static decode(data, bitBucketSize = 32, minBarForHighestTrackableValue = 0) {
		        if (!(0, exports.webAssemblyReady)()) {
		            throw new Error("WebAssembly is not ready yet!");
		        }
		        const remoteHistogramClass = remoteHistogramClassFor(bitBucketSize);
		        const decodeFunc = `decode${remoteHistogramClass}`;
		        const ptrArr = wasm$1.__newArray(wasm$1.UINT8ARRAY_ID, data);
		        const wasmHistogram = new WasmHistogram(wasm$1[remoteHistogramClass].wrap(wasm$1[decodeFunc](ptrArr, minBarForHighestTrackableValue)), remoteHistogramClass);
		        return wasmHistogram;
		    }
		    get numberOfSignificantValueDigits() {
		        return this._wasmHistogram.numberOfSignificantValueDigits;
		    }
		    get autoResize() {
		        return !!this._wasmHistogram.autoResize;
		    }
		    set autoResize(resize) {
		        this._wasmHistogram.autoResize = resize;
		    }
		    get highestTrackableValue() {
		        return this._wasmHistogram.highestTrackableValue;
		    }
		    set highestTrackableValue(value) {
		        this._wasmHistogram.highestTrackableValue = value;
		    }
		    get startTimeStampMsec() {
		        return this._wasmHistogram.startTimeStampMsec;
		    }
		    set startTimeStampMsec(value) {
		        this._wasmHistogram.startTimeStampMsec = value;
		    }
		    get endTimeStampMsec() {
		        return this._wasmHistogram.endTimeStampMsec;
		    }
		    set endTimeStampMsec(value) {
		        this._wasmHistogram.endTimeStampMsec = value;
		    }
		    get totalCount() {
		        return this._wasmHistogram.totalCount;
		    }
		    get stdDeviation() {
		        return this._wasmHistogram.stdDeviation;
		    }
		    get mean() {
		        return this._wasmHistogram.mean;
		    }
		    get estimatedFootprintInBytes() {
		        return 192 + this._wasmHistogram.estimatedFootprintInBytes;
		    }
		    get minNonZeroValue() {
		        return this._wasmHistogram.minNonZeroValue;
		    }
		    get maxValue() {
		        return this._wasmHistogram.maxValue;
		    }
		    recordValue(value) {
		        this._wasmHistogram.recordValue(value);
		    }
		    recordValueWithCount(value, count) {
		        this._wasmHistogram.recordValueWithCount(value, count);
		    }
		    recordValueWithExpectedInterval(value, expectedIntervalBetweenValueSamples) {
		        this._wasmHistogram.recordValueWithExpectedInterval(value, expectedIntervalBetweenValueSamples);
		    }
		    getValueAtPercentile(percentile) {
		        return this._wasmHistogram.getValueAtPercentile(percentile);
		    }
		    outputPercentileDistribution(percentileTicksPerHalfDistance = 5, outputValueUnitScalingRatio = 1, useCsvFormat = false) {
		        // TODO csv
		        if (useCsvFormat) {
		            throw new Error("CSV output not supported by wasm histograms");
		        }
		        return wasm$1.__getString(this._wasmHistogram.outputPercentileDistribution(percentileTicksPerHalfDistance, outputValueUnitScalingRatio));
		    }
		    isDestroyed() {
		        return this._wasmHistogram === destroyedWasmHistogram;
		    }
		    get summary() {
		        return (0, Histogram_1.toSummary)(this);
		    }
		    toJSON() {
		        return this.summary;
		    }
		    toString() {
		        if (this.isDestroyed()) {
		            return "Destroyed WASM histogram";
		        }
		        return `WASM ${this._remoteHistogramClass} ${JSON.stringify(this, null, 2)}`;
		    }
		    inspect() {
		        return this.toString();
		    }
		    [Symbol.for("nodejs.util.inspect.custom")]() {
		        return this.toString();
		    }
		    addWhileCorrectingForCoordinatedOmission(otherHistogram, expectedIntervalBetweenValueSamples) {
		        this._wasmHistogram.addWhileCorrectingForCoordinatedOmission(otherHistogram, expectedIntervalBetweenValueSamples);
		    }
		    copyCorrectedForCoordinatedOmission(expectedIntervalBetweenValueSamples) {
		        return new WasmHistogram(wasm$1[this._remoteHistogramClass].wrap(this._wasmHistogram.copyCorrectedForCoordinatedOmission(expectedIntervalBetweenValueSamples)), this._remoteHistogramClass);
		    }
		    add(otherHistogram) {
		        if (!(otherHistogram instanceof WasmHistogram)) {
		            // should be impossible to be in this situation but actually
		            // TypeScript has some flaws...
		            throw new Error("Cannot add a regular JS histogram to a WASM histogram");
		        }
		        this._wasmHistogram[`add${otherHistogram._remoteHistogramClass}`](otherHistogram._wasmHistogram);
		    }
		    subtract(otherHistogram) {
		        if (!(otherHistogram instanceof WasmHistogram)) {
		            // should be impossible to be in this situation but actually
		            // TypeScript has some flaws...
		            throw new Error("Cannot subtract a regular JS histogram to a WASM histogram");
		        }
		        this._wasmHistogram[`subtract${otherHistogram._remoteHistogramClass}`](otherHistogram._wasmHistogram);
		    }
		    encode() {
		        const ptrArray = wasm$1.__pin(this._wasmHistogram.encode());
		        const array = wasm$1.__getUint8Array(ptrArray);
		        wasm$1.__unpin(ptrArray);
		        return array;
		    }
		    reset() {
		        this.tag = Histogram_1.NO_TAG;
		        this._wasmHistogram.reset();
		    }
		    destroy() {
		        wasm$1.__unpin(this._wasmHistogram);
		        this._wasmHistogram = destroyedWasmHistogram;
		    }
		}
		exports.WasmHistogram = WasmHistogram;
		
	} (wasm));
	return wasm;
}

var JsHistogram_encoding = {};

var JsHistogramFactory = {};

var PackedHistogram = {};

var PackedArray = {};

var PackedArrayContext = {};

var hasRequiredPackedArrayContext;

function requirePackedArrayContext () {
	if (hasRequiredPackedArrayContext) return PackedArrayContext;
	hasRequiredPackedArrayContext = 1;
	(function (exports) {
		/*
		 * This is a TypeScript port of the original Java version, which was written by
		 * Gil Tene as described in
		 * https://github.com/HdrHistogram/HdrHistogram
		 * and released to the public domain, as explained at
		 * http://creativecommons.org/publicdomain/zero/1.0/
		 */
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.PackedArrayContext = exports.MINIMUM_INITIAL_PACKED_ARRAY_CAPACITY = void 0;
		/**
		 * A packed-value, sparse array context used for storing 64 bit signed values.
		 *
		 * An array context is optimised for tracking sparsely set (as in mostly zeros) values that tend to not make
		 * use pof the full 64 bit value range even when they are non-zero. The array context's internal representation
		 * is such that the packed value at each virtual array index may be represented by 0-8 bytes of actual storage.
		 *
		 * An array context encodes the packed values in 8 "set trees" with each set tree representing one byte of the
		 * packed value at the virtual index in question. The {@link #getPackedIndex(int, int, boolean)} method is used
		 * to look up the byte-index corresponding to the given (set tree) value byte of the given virtual index, and can
		 * be used to add entries to represent that byte as needed. As a succesful {@link #getPackedIndex(int, int, boolean)}
		 * may require a resizing of the array, it can throw a {@link ResizeException} to indicate that the requested
		 * packed index cannot be found or added without a resize of the physical storage.
		 *
		 */
		exports.MINIMUM_INITIAL_PACKED_ARRAY_CAPACITY = 16;
		const MAX_SUPPORTED_PACKED_COUNTS_ARRAY_LENGTH = Math.pow(2, 13) - 1; //(Short.MAX_VALUE / 4);  TODO ALEX why ???
		const SET_0_START_INDEX = 0;
		const NUMBER_OF_SETS = 8;
		const LEAF_LEVEL_SHIFT = 3;
		const NON_LEAF_ENTRY_SLOT_INDICATORS_OFFSET = 0;
		const NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS = 1;
		const PACKED_ARRAY_GROWTH_INCREMENT = 16;
		const PACKED_ARRAY_GROWTH_FRACTION_POW2 = 4;
		const { pow, ceil, log2, max } = Math;
		const bitCount = (n) => {
		    var bits = 0;
		    while (n !== 0) {
		        bits += bitCount32(n | 0);
		        n /= 0x100000000;
		    }
		    return bits;
		};
		const bitCount32 = (n) => {
		    n = n - ((n >> 1) & 0x55555555);
		    n = (n & 0x33333333) + ((n >> 2) & 0x33333333);
		    return (((n + (n >> 4)) & 0xf0f0f0f) * 0x1010101) >> 24;
		};
		class PackedArrayContext {
		    constructor(virtualLength, initialPhysicalLength) {
		        this.populatedShortLength = 0;
		        this.topLevelShift = Number.MAX_VALUE; // Make it non-sensical until properly initialized.
		        this.physicalLength = Math.max(initialPhysicalLength, exports.MINIMUM_INITIAL_PACKED_ARRAY_CAPACITY);
		        this.isPacked =
		            this.physicalLength <= MAX_SUPPORTED_PACKED_COUNTS_ARRAY_LENGTH;
		        if (!this.isPacked) {
		            this.physicalLength = virtualLength;
		        }
		        this.array = new ArrayBuffer(this.physicalLength * 8);
		        this.initArrayViews(this.array);
		        this.init(virtualLength);
		    }
		    initArrayViews(array) {
		        this.byteArray = new Uint8Array(array);
		        this.shortArray = new Uint16Array(array);
		        this.longArray = new Float64Array(array);
		    }
		    init(virtualLength) {
		        if (!this.isPacked) {
		            // Deal with non-packed context init:
		            this.virtualLength = virtualLength;
		            return;
		        }
		        this.populatedShortLength = SET_0_START_INDEX + 8;
		        // Populate empty root entries, and point to them from the root indexes:
		        for (let i = 0; i < NUMBER_OF_SETS; i++) {
		            this.setAtShortIndex(SET_0_START_INDEX + i, 0);
		        }
		        this.setVirtualLength(virtualLength);
		    }
		    clear() {
		        this.byteArray.fill(0);
		        this.init(this.virtualLength);
		    }
		    copyAndIncreaseSize(newPhysicalArrayLength, newVirtualArrayLength) {
		        const ctx = new PackedArrayContext(newVirtualArrayLength, newPhysicalArrayLength);
		        if (this.isPacked) {
		            ctx.populateEquivalentEntriesWithEntriesFromOther(this);
		        }
		        return ctx;
		    }
		    getPopulatedShortLength() {
		        return this.populatedShortLength;
		    }
		    getPopulatedLongLength() {
		        return (this.getPopulatedShortLength() + 3) >> 2; // round up
		    }
		    setAtByteIndex(byteIndex, value) {
		        this.byteArray[byteIndex] = value;
		    }
		    getAtByteIndex(byteIndex) {
		        return this.byteArray[byteIndex];
		    }
		    /**
		     * add a byte value to a current byte value in the array
		     * @param byteIndex index of byte value to add to
		     * @param valueToAdd byte value to add
		     * @return the afterAddValue. ((afterAddValue & 0x100) != 0) indicates a carry.
		     */
		    addAtByteIndex(byteIndex, valueToAdd) {
		        const newValue = this.byteArray[byteIndex] + valueToAdd;
		        this.byteArray[byteIndex] = newValue;
		        return newValue;
		    }
		    setPopulatedLongLength(newPopulatedLongLength) {
		        this.populatedShortLength = newPopulatedLongLength << 2;
		    }
		    getVirtualLength() {
		        return this.virtualLength;
		    }
		    length() {
		        return this.physicalLength;
		    }
		    setAtShortIndex(shortIndex, value) {
		        this.shortArray[shortIndex] = value;
		    }
		    setAtLongIndex(longIndex, value) {
		        this.longArray[longIndex] = value;
		    }
		    getAtShortIndex(shortIndex) {
		        return this.shortArray[shortIndex];
		    }
		    getIndexAtShortIndex(shortIndex) {
		        return this.shortArray[shortIndex];
		    }
		    setPackedSlotIndicators(entryIndex, newPackedSlotIndicators) {
		        this.setAtShortIndex(entryIndex + NON_LEAF_ENTRY_SLOT_INDICATORS_OFFSET, newPackedSlotIndicators);
		    }
		    getPackedSlotIndicators(entryIndex) {
		        return (this.shortArray[entryIndex + NON_LEAF_ENTRY_SLOT_INDICATORS_OFFSET] &
		            0xffff);
		    }
		    getIndexAtEntrySlot(entryIndex, slot) {
		        return this.getAtShortIndex(entryIndex + NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS + slot);
		    }
		    setIndexAtEntrySlot(entryIndex, slot, newIndexValue) {
		        this.setAtShortIndex(entryIndex + NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS + slot, newIndexValue);
		    }
		    expandArrayIfNeeded(entryLengthInLongs) {
		        const currentLength = this.length();
		        if (currentLength < this.getPopulatedLongLength() + entryLengthInLongs) {
		            const growthIncrement = max(entryLengthInLongs, PACKED_ARRAY_GROWTH_INCREMENT, this.getPopulatedLongLength() >> PACKED_ARRAY_GROWTH_FRACTION_POW2);
		            this.resizeArray(currentLength + growthIncrement);
		        }
		    }
		    newEntry(entryLengthInShorts) {
		        // Add entry at the end of the array:
		        const newEntryIndex = this.populatedShortLength;
		        this.expandArrayIfNeeded((entryLengthInShorts >> 2) + 1);
		        this.populatedShortLength = newEntryIndex + entryLengthInShorts;
		        for (let i = 0; i < entryLengthInShorts; i++) {
		            this.setAtShortIndex(newEntryIndex + i, -1); // Poison value -1. Must be overriden before reads
		        }
		        return newEntryIndex;
		    }
		    newLeafEntry() {
		        // Add entry at the end of the array:
		        let newEntryIndex;
		        newEntryIndex = this.getPopulatedLongLength();
		        this.expandArrayIfNeeded(1);
		        this.setPopulatedLongLength(newEntryIndex + 1);
		        this.setAtLongIndex(newEntryIndex, 0);
		        return newEntryIndex;
		    }
		    /**
		     * Consolidate entry with previous entry verison if one exists
		     *
		     * @param entryIndex The shortIndex of the entry to be consolidated
		     * @param previousVersionIndex the index of the previous version of the entry
		     */
		    consolidateEntry(entryIndex, previousVersionIndex) {
		        const previousVersionPackedSlotsIndicators = this.getPackedSlotIndicators(previousVersionIndex);
		        // Previous version exists, needs consolidation
		        const packedSlotsIndicators = this.getPackedSlotIndicators(entryIndex);
		        const insertedSlotMask = packedSlotsIndicators ^ previousVersionPackedSlotsIndicators; // the only bit that differs
		        const slotsBelowBitNumber = packedSlotsIndicators & (insertedSlotMask - 1);
		        const insertedSlotIndex = bitCount(slotsBelowBitNumber);
		        const numberOfSlotsInEntry = bitCount(packedSlotsIndicators);
		        // Copy the entry slots from previous version, skipping the newly inserted slot in the target:
		        let sourceSlot = 0;
		        for (let targetSlot = 0; targetSlot < numberOfSlotsInEntry; targetSlot++) {
		            if (targetSlot !== insertedSlotIndex) {
		                const indexAtSlot = this.getIndexAtEntrySlot(previousVersionIndex, sourceSlot);
		                if (indexAtSlot !== 0) {
		                    this.setIndexAtEntrySlot(entryIndex, targetSlot, indexAtSlot);
		                }
		                sourceSlot++;
		            }
		        }
		    }
		    /**
		     * Expand entry as indicated.
		     *
		     * @param existingEntryIndex the index of the entry
		     * @param entryPointerIndex  index to the slot pointing to the entry (needs to be fixed up)
		     * @param insertedSlotIndex  realtive [packed] index of slot being inserted into entry
		     * @param insertedSlotMask   mask value fo slot being inserted
		     * @param nextLevelIsLeaf    the level below this one is a leaf level
		     * @return the updated index of the entry (-1 if epansion failed due to conflict)
		     * @throws RetryException if expansion fails due to concurrent conflict, and caller should try again.
		     */
		    expandEntry(existingEntryIndex, entryPointerIndex, insertedSlotIndex, insertedSlotMask, nextLevelIsLeaf) {
		        let packedSlotIndicators = this.getAtShortIndex(existingEntryIndex) & 0xffff;
		        packedSlotIndicators |= insertedSlotMask;
		        const numberOfslotsInExpandedEntry = bitCount(packedSlotIndicators);
		        if (insertedSlotIndex >= numberOfslotsInExpandedEntry) {
		            throw new Error("inserted slot index is out of range given provided masks");
		        }
		        const expandedEntryLength = numberOfslotsInExpandedEntry + NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS;
		        // Create new next-level entry to refer to from slot at this level:
		        let indexOfNewNextLevelEntry = 0;
		        if (nextLevelIsLeaf) {
		            indexOfNewNextLevelEntry = this.newLeafEntry(); // Establish long-index to new leaf entry
		        }
		        else {
		            // TODO: Optimize this by creating the whole sub-tree here, rather than a step that will immediaterly expand
		            // Create a new 1 word (empty, no slots set) entry for the next level:
		            indexOfNewNextLevelEntry = this.newEntry(NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS); // Establish short-index to new leaf entry
		            this.setPackedSlotIndicators(indexOfNewNextLevelEntry, 0);
		        }
		        const insertedSlotValue = indexOfNewNextLevelEntry;
		        const expandedEntryIndex = this.newEntry(expandedEntryLength);
		        // populate the packed indicators word:
		        this.setPackedSlotIndicators(expandedEntryIndex, packedSlotIndicators);
		        // Populate the inserted slot with the index of the new next level entry:
		        this.setIndexAtEntrySlot(expandedEntryIndex, insertedSlotIndex, insertedSlotValue);
		        this.setAtShortIndex(entryPointerIndex, expandedEntryIndex);
		        this.consolidateEntry(expandedEntryIndex, existingEntryIndex);
		        return expandedEntryIndex;
		    }
		    //
		    //   ######   ######## ########    ##     ##    ###    ##             ## #### ##    ## ########  ######## ##     ##
		    //  ##    ##  ##          ##       ##     ##   ## ##   ##            ##   ##  ###   ## ##     ## ##        ##   ##
		    //  ##        ##          ##       ##     ##  ##   ##  ##           ##    ##  ####  ## ##     ## ##         ## ##
		    //  ##   #### ######      ##       ##     ## ##     ## ##          ##     ##  ## ## ## ##     ## ######      ###
		    //  ##    ##  ##          ##        ##   ##  ######### ##         ##      ##  ##  #### ##     ## ##         ## ##
		    //  ##    ##  ##          ##         ## ##   ##     ## ##        ##       ##  ##   ### ##     ## ##        ##   ##
		    //   ######   ########    ##          ###    ##     ## ######## ##       #### ##    ## ########  ######## ##     ##
		    //
		    getRootEntry(setNumber, insertAsNeeded = false) {
		        const entryPointerIndex = SET_0_START_INDEX + setNumber;
		        let entryIndex = this.getIndexAtShortIndex(entryPointerIndex);
		        if (entryIndex == 0) {
		            if (!insertAsNeeded) {
		                return 0; // Index does not currently exist in packed array;
		            }
		            entryIndex = this.newEntry(NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS);
		            // Create a new empty (no slots set) entry for the next level:
		            this.setPackedSlotIndicators(entryIndex, 0);
		            this.setAtShortIndex(entryPointerIndex, entryIndex);
		        }
		        return entryIndex;
		    }
		    /**
		     * Get the byte-index (into the packed array) corresponding to a given (set tree) value byte of given virtual index.
		     * Inserts new set tree nodes as needed if indicated.
		     *
		     * @param setNumber      The set tree number (0-7, 0 corresponding with the LSByte set tree)
		     * @param virtualIndex   The virtual index into the PackedArray
		     * @param insertAsNeeded If true, will insert new set tree nodes as needed if they do not already exist
		     * @return the byte-index corresponding to the given (set tree) value byte of the given virtual index
		     */
		    getPackedIndex(setNumber, virtualIndex, insertAsNeeded) {
		        if (virtualIndex >= this.virtualLength) {
		            throw new Error(`Attempting access at index ${virtualIndex}, beyond virtualLength ${this.virtualLength}`);
		        }
		        let entryPointerIndex = SET_0_START_INDEX + setNumber; // TODO init needed ?
		        let entryIndex = this.getRootEntry(setNumber, insertAsNeeded);
		        if (entryIndex == 0) {
		            return -1; // Index does not currently exist in packed array;
		        }
		        // Work down the levels of non-leaf entries:
		        for (let indexShift = this.topLevelShift; indexShift >= LEAF_LEVEL_SHIFT; indexShift -= 4) {
		            const nextLevelIsLeaf = indexShift === LEAF_LEVEL_SHIFT;
		            // Target is a packedSlotIndicators entry
		            const packedSlotIndicators = this.getPackedSlotIndicators(entryIndex);
		            const slotBitNumber = (virtualIndex / pow(2, indexShift)) & 0xf; //(virtualIndex >>> indexShift) & 0xf;
		            const slotMask = 1 << slotBitNumber;
		            const slotsBelowBitNumber = packedSlotIndicators & (slotMask - 1);
		            const slotNumber = bitCount(slotsBelowBitNumber);
		            if ((packedSlotIndicators & slotMask) === 0) {
		                // The entryIndex slot does not have the contents we want
		                if (!insertAsNeeded) {
		                    return -1; // Index does not currently exist in packed array;
		                }
		                // Expand the entry, adding the index to new entry at the proper slot:
		                entryIndex = this.expandEntry(entryIndex, entryPointerIndex, slotNumber, slotMask, nextLevelIsLeaf);
		            }
		            // Next level's entry pointer index is in the appropriate slot in in the entries array in this entry:
		            entryPointerIndex =
		                entryIndex + NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS + slotNumber;
		            entryIndex = this.getIndexAtShortIndex(entryPointerIndex);
		        }
		        // entryIndex is the long-index of a leaf entry that contains the value byte for the given set
		        const byteIndex = (entryIndex << 3) + (virtualIndex & 0x7); // Determine byte index offset within leaf entry
		        return byteIndex;
		    }
		    determineTopLevelShiftForVirtualLength(virtualLength) {
		        const sizeMagnitude = ceil(log2(virtualLength));
		        const eightsSizeMagnitude = sizeMagnitude - 3;
		        let multipleOfFourSizeMagnitude = ceil(eightsSizeMagnitude / 4) * 4;
		        multipleOfFourSizeMagnitude = max(multipleOfFourSizeMagnitude, 8);
		        const topLevelShiftNeeded = multipleOfFourSizeMagnitude - 4 + 3;
		        return topLevelShiftNeeded;
		    }
		    setVirtualLength(virtualLength) {
		        if (!this.isPacked) {
		            throw new Error("Should never be adjusting the virtual size of a non-packed context");
		        }
		        this.topLevelShift = this.determineTopLevelShiftForVirtualLength(virtualLength);
		        this.virtualLength = virtualLength;
		    }
		    getTopLevelShift() {
		        return this.topLevelShift;
		    }
		    //
		    //  ##     ##         ########   #######  ########  ##     ## ##          ###    ######## ########
		    //   ##   ##          ##     ## ##     ## ##     ## ##     ## ##         ## ##      ##    ##
		    //    ## ##           ##     ## ##     ## ##     ## ##     ## ##        ##   ##     ##    ##
		    //     ###    ####### ########  ##     ## ########  ##     ## ##       ##     ##    ##    ######
		    //    ## ##           ##        ##     ## ##        ##     ## ##       #########    ##    ##
		    //   ##   ##          ##        ##     ## ##        ##     ## ##       ##     ##    ##    ##
		    //  ##     ##         ##         #######  ##         #######  ######## ##     ##    ##    ########
		    //
		    resizeArray(newLength) {
		        const tmp = new Uint8Array(newLength * 8);
		        tmp.set(this.byteArray);
		        this.array = tmp.buffer;
		        this.initArrayViews(this.array);
		        this.physicalLength = newLength;
		    }
		    populateEquivalentEntriesWithEntriesFromOther(other) {
		        if (this.virtualLength < other.getVirtualLength()) {
		            throw new Error("Cannot populate array of smaller virtual length");
		        }
		        for (let i = 0; i < NUMBER_OF_SETS; i++) {
		            const otherEntryIndex = other.getAtShortIndex(SET_0_START_INDEX + i);
		            if (otherEntryIndex == 0)
		                continue; // No tree to duplicate
		            let entryIndexPointer = SET_0_START_INDEX + i;
		            for (let i = this.topLevelShift; i > other.topLevelShift; i -= 4) {
		                // for each inserted level:
		                // Allocate entry in other:
		                const sizeOfEntry = NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS + 1;
		                const newEntryIndex = this.newEntry(sizeOfEntry);
		                // Link new level in.
		                this.setAtShortIndex(entryIndexPointer, newEntryIndex);
		                // Populate new level entry, use pointer to slot 0 as place to populate under:
		                this.setPackedSlotIndicators(newEntryIndex, 0x1); // Slot 0 populated
		                entryIndexPointer =
		                    newEntryIndex + NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS; // Where the slot 0 index goes.
		            }
		            this.copyEntriesAtLevelFromOther(other, otherEntryIndex, entryIndexPointer, other.topLevelShift);
		        }
		    }
		    copyEntriesAtLevelFromOther(other, otherLevelEntryIndex, levelEntryIndexPointer, otherIndexShift) {
		        const nextLevelIsLeaf = otherIndexShift == LEAF_LEVEL_SHIFT;
		        const packedSlotIndicators = other.getPackedSlotIndicators(otherLevelEntryIndex);
		        const numberOfSlots = bitCount(packedSlotIndicators);
		        const sizeOfEntry = NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS + numberOfSlots;
		        const entryIndex = this.newEntry(sizeOfEntry);
		        this.setAtShortIndex(levelEntryIndexPointer, entryIndex);
		        this.setAtShortIndex(entryIndex + NON_LEAF_ENTRY_SLOT_INDICATORS_OFFSET, packedSlotIndicators);
		        for (let i = 0; i < numberOfSlots; i++) {
		            if (nextLevelIsLeaf) {
		                // Make leaf in other:
		                const leafEntryIndex = this.newLeafEntry();
		                this.setIndexAtEntrySlot(entryIndex, i, leafEntryIndex);
		                // OPTIM
		                // avoid iteration on all the values of the source ctx
		                const otherNextLevelEntryIndex = other.getIndexAtEntrySlot(otherLevelEntryIndex, i);
		                this.longArray[leafEntryIndex] =
		                    other.longArray[otherNextLevelEntryIndex];
		            }
		            else {
		                const otherNextLevelEntryIndex = other.getIndexAtEntrySlot(otherLevelEntryIndex, i);
		                this.copyEntriesAtLevelFromOther(other, otherNextLevelEntryIndex, entryIndex + NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS + i, otherIndexShift - 4);
		            }
		        }
		    }
		    getAtUnpackedIndex(index) {
		        return this.longArray[index];
		    }
		    setAtUnpackedIndex(index, newValue) {
		        this.longArray[index] = newValue;
		    }
		    lazysetAtUnpackedIndex(index, newValue) {
		        this.longArray[index] = newValue;
		    }
		    incrementAndGetAtUnpackedIndex(index) {
		        this.longArray[index]++;
		        return this.longArray[index];
		    }
		    addAndGetAtUnpackedIndex(index, valueToAdd) {
		        this.longArray[index] += valueToAdd;
		        return this.longArray[index];
		    }
		    //
		    //   ########  #######           ######  ######## ########  #### ##    ##  ######
		    //      ##    ##     ##         ##    ##    ##    ##     ##  ##  ###   ## ##    ##
		    //      ##    ##     ##         ##          ##    ##     ##  ##  ####  ## ##
		    //      ##    ##     ## #######  ######     ##    ########   ##  ## ## ## ##   ####
		    //      ##    ##     ##               ##    ##    ##   ##    ##  ##  #### ##    ##
		    //      ##    ##     ##         ##    ##    ##    ##    ##   ##  ##   ### ##    ##
		    //      ##     #######           ######     ##    ##     ## #### ##    ##  ######
		    //
		    nonLeafEntryToString(entryIndex, indexShift, indentLevel) {
		        let output = "";
		        for (let i = 0; i < indentLevel; i++) {
		            output += "  ";
		        }
		        try {
		            const packedSlotIndicators = this.getPackedSlotIndicators(entryIndex);
		            output += `slotIndiators: 0x${toHex(packedSlotIndicators)}, prevVersionIndex: 0: [ `;
		            const numberOfslotsInEntry = bitCount(packedSlotIndicators);
		            for (let i = 0; i < numberOfslotsInEntry; i++) {
		                output += this.getIndexAtEntrySlot(entryIndex, i);
		                if (i < numberOfslotsInEntry - 1) {
		                    output += ", ";
		                }
		            }
		            output += ` ] (indexShift = ${indexShift})\n`;
		            const nextLevelIsLeaf = indexShift == LEAF_LEVEL_SHIFT;
		            for (let i = 0; i < numberOfslotsInEntry; i++) {
		                const nextLevelEntryIndex = this.getIndexAtEntrySlot(entryIndex, i);
		                if (nextLevelIsLeaf) {
		                    output += this.leafEntryToString(nextLevelEntryIndex, indentLevel + 4);
		                }
		                else {
		                    output += this.nonLeafEntryToString(nextLevelEntryIndex, indexShift - 4, indentLevel + 4);
		                }
		            }
		        }
		        catch (ex) {
		            output += `Exception thrown at nonLeafEnty at index ${entryIndex} with indexShift ${indexShift}\n`;
		        }
		        return output;
		    }
		    leafEntryToString(entryIndex, indentLevel) {
		        let output = "";
		        for (let i = 0; i < indentLevel; i++) {
		            output += "  ";
		        }
		        try {
		            output += "Leaf bytes : ";
		            for (let i = 0; i < 8; i++) {
		                output += `0x${toHex(this.byteArray[entryIndex * 8 + i])} `;
		            }
		            output += "\n";
		        }
		        catch (ex) {
		            output += `Exception thrown at leafEnty at index ${entryIndex}\n`;
		        }
		        return output;
		    }
		    toString() {
		        let output = "PackedArrayContext:\n";
		        if (!this.isPacked) {
		            return output + "Context is unpacked:\n"; // unpackedToString();
		        }
		        for (let setNumber = 0; setNumber < NUMBER_OF_SETS; setNumber++) {
		            try {
		                const entryPointerIndex = SET_0_START_INDEX + setNumber;
		                const entryIndex = this.getIndexAtShortIndex(entryPointerIndex);
		                output += `Set ${setNumber}: root = ${entryIndex} \n`;
		                if (entryIndex == 0)
		                    continue;
		                output += this.nonLeafEntryToString(entryIndex, this.topLevelShift, 4);
		            }
		            catch (ex) {
		                output += `Exception thrown in set ${setNumber}%d\n`;
		            }
		        }
		        //output += recordedValuesToString();
		        return output;
		    }
		}
		exports.PackedArrayContext = PackedArrayContext;
		const toHex = (n) => {
		    return Number(n)
		        .toString(16)
		        .padStart(2, "0");
		};
		
	} (PackedArrayContext));
	return PackedArrayContext;
}

var hasRequiredPackedArray;

function requirePackedArray () {
	if (hasRequiredPackedArray) return PackedArray;
	hasRequiredPackedArray = 1;
	Object.defineProperty(PackedArray, "__esModule", { value: true });
	PackedArray.PackedArray = void 0;
	/*
	 * This is a TypeScript port of the original Java version, which was written by
	 * Gil Tene as described in
	 * https://github.com/HdrHistogram/HdrHistogram
	 * and released to the public domain, as explained at
	 * http://creativecommons.org/publicdomain/zero/1.0/
	 */
	const PackedArrayContext_1 = requirePackedArrayContext();
	const NUMBER_OF_SETS = 8;
	const { pow, floor } = Math;
	/**
	 * A Packed array of signed 64 bit values, and supports {@link #get get()}, {@link #set set()},
	 * {@link #add add()} and {@link #increment increment()} operations on the logical contents of the array.
	 *
	 * An {@link PackedLongArray} Uses {@link PackedArrayContext} to track
	 * the array's logical contents. Contexts may be switched when a context requires resizing
	 * to complete logical array operations (get, set, add, increment). Contexts are
	 * established and used within critical sections in order to facilitate concurrent
	 * implementors.
	 *
	 */
	let PackedArray$1 = class PackedArray {
	    constructor(virtualLength, initialPhysicalLength = PackedArrayContext_1.MINIMUM_INITIAL_PACKED_ARRAY_CAPACITY) {
	        this.arrayContext = new PackedArrayContext_1.PackedArrayContext(virtualLength, initialPhysicalLength);
	    }
	    setVirtualLength(newVirtualArrayLength) {
	        if (newVirtualArrayLength < this.length()) {
	            throw new Error("Cannot set virtual length, as requested length " +
	                newVirtualArrayLength +
	                " is smaller than the current virtual length " +
	                this.length());
	        }
	        const currentArrayContext = this.arrayContext;
	        if (currentArrayContext.isPacked &&
	            currentArrayContext.determineTopLevelShiftForVirtualLength(newVirtualArrayLength) == currentArrayContext.getTopLevelShift()) {
	            // No changes to the array context contents is needed. Just change the virtual length.
	            currentArrayContext.setVirtualLength(newVirtualArrayLength);
	            return;
	        }
	        this.arrayContext = currentArrayContext.copyAndIncreaseSize(this.getPhysicalLength(), newVirtualArrayLength);
	    }
	    /**
	     * Get value at virtual index in the array
	     * @param index the virtual array index
	     * @return the array value at the virtual index given
	     */
	    get(index) {
	        let value = 0;
	        for (let byteNum = 0; byteNum < NUMBER_OF_SETS; byteNum++) {
	            let byteValueAtPackedIndex = 0;
	            // Deal with unpacked context:
	            if (!this.arrayContext.isPacked) {
	                return this.arrayContext.getAtUnpackedIndex(index);
	            }
	            // Context is packed:
	            const packedIndex = this.arrayContext.getPackedIndex(byteNum, index, false);
	            if (packedIndex < 0) {
	                return value;
	            }
	            byteValueAtPackedIndex =
	                this.arrayContext.getAtByteIndex(packedIndex) * pow(2, byteNum << 3);
	            value += byteValueAtPackedIndex;
	        }
	        return value;
	    }
	    /**
	     * Increment value at a virrual index in the array
	     * @param index virtual index of value to increment
	     */
	    increment(index) {
	        this.add(index, 1);
	    }
	    safeGetPackedIndexgetPackedIndex(setNumber, virtualIndex) {
	        //do {
	        //try {
	        return this.arrayContext.getPackedIndex(setNumber, virtualIndex, true);
	        /*} catch (ex) {
	            if (ex instanceof ResizeError) {
	              this.arrayContext.resizeArray(ex.newSize);
	            } else {
	              throw ex;
	            }
	          }*/
	        //} while (true);
	    }
	    /**
	     * Add to a value at a virtual index in the array
	     * @param index the virtual index of the value to be added to
	     * @param value the value to add
	     */
	    add(index, value) {
	        let remainingValueToAdd = value;
	        for (let byteNum = 0, byteShift = 0; byteNum < NUMBER_OF_SETS; byteNum++, byteShift += 8) {
	            // Deal with unpacked context:
	            if (!this.arrayContext.isPacked) {
	                this.arrayContext.addAndGetAtUnpackedIndex(index, value);
	                return;
	            }
	            // Context is packed:
	            const packedIndex = this.safeGetPackedIndexgetPackedIndex(byteNum, index);
	            const byteToAdd = remainingValueToAdd & 0xff;
	            const afterAddByteValue = this.arrayContext.addAtByteIndex(packedIndex, byteToAdd);
	            // Reduce remaining value to add by amount just added:
	            remainingValueToAdd -= byteToAdd;
	            remainingValueToAdd = remainingValueToAdd / pow(2, 8);
	            // Account for carry:
	            remainingValueToAdd += floor(afterAddByteValue / pow(2, 8));
	            if (remainingValueToAdd == 0) {
	                return; // nothing to add to higher magnitudes
	            }
	        }
	    }
	    /**
	     * Set the value at a virtual index in the array
	     * @param index the virtual index of the value to set
	     * @param value the value to set
	     */
	    set(index, value) {
	        let bytesAlreadySet = 0;
	        let valueForNextLevels = value;
	        for (let byteNum = 0; byteNum < NUMBER_OF_SETS; byteNum++) {
	            // Establish context within: critical section
	            // Deal with unpacked context:
	            if (!this.arrayContext.isPacked) {
	                this.arrayContext.setAtUnpackedIndex(index, value);
	                return;
	            }
	            // Context is packed:
	            if (valueForNextLevels == 0) {
	                // Special-case zeros to avoid inflating packed array for no reason
	                const packedIndex = this.arrayContext.getPackedIndex(byteNum, index, false);
	                if (packedIndex < 0) {
	                    return; // no need to create entries for zero values if they don't already exist
	                }
	            }
	            // Make sure byte is populated:
	            const packedIndex = this.arrayContext.getPackedIndex(byteNum, index, true);
	            // Determine value to write, and prepare for next levels
	            const byteToWrite = valueForNextLevels & 0xff;
	            valueForNextLevels = floor(valueForNextLevels / pow(2, 8));
	            if (byteNum < bytesAlreadySet) {
	                // We want to avoid writing to the same byte twice when not doing so for the
	                // entire 64 bit value atomically, as doing so opens a race with e.g. concurrent
	                // adders. So dobn't actually write the byte if has been written before.
	                continue;
	            }
	            this.arrayContext.setAtByteIndex(packedIndex, byteToWrite);
	            bytesAlreadySet++;
	        }
	    }
	    /**
	     * Get the current physical length (in longs) of the array's backing storage
	     * @return the current physical length (in longs) of the array's current backing storage
	     */
	    getPhysicalLength() {
	        return this.arrayContext.physicalLength;
	    }
	    /**
	     * Get the (virtual) length of the array
	     * @return the (virtual) length of the array
	     */
	    length() {
	        return this.arrayContext.getVirtualLength();
	    }
	    /**
	     * Clear the array contents
	     */
	    clear() {
	        this.arrayContext.clear();
	    }
	    toString() {
	        let output = "PackedArray:\n";
	        output += this.arrayContext.toString();
	        return output;
	    }
	};
	PackedArray.PackedArray = PackedArray$1;
	
	return PackedArray;
}

var hasRequiredPackedHistogram;

function requirePackedHistogram () {
	if (hasRequiredPackedHistogram) return PackedHistogram;
	hasRequiredPackedHistogram = 1;
	Object.defineProperty(PackedHistogram, "__esModule", { value: true });
	/*
	 * This is a TypeScript port of the original Java version, which was written by
	 * Gil Tene as described in
	 * https://github.com/HdrHistogram/HdrHistogram
	 * and released to the public domain, as explained at
	 * http://creativecommons.org/publicdomain/zero/1.0/
	 */
	const JsHistogram_1 = requireJsHistogram();
	const PackedArray_1 = requirePackedArray();
	/**
	 * <h3>A High Dynamic Range (HDR) Histogram that uses a packed internal representation</h3>
	 * <p>
	 * {@link PackedHistogram} supports the recording and analyzing sampled data value counts across a configurable
	 * integer value range with configurable value precision within the range. Value precision is expressed as the
	 * number of significant digits in the value recording, and provides control over value quantization behavior
	 * across the value range and the subsequent value resolution at any given level.
	 * <p>
	 * {@link PackedHistogram} tracks value counts in a packed internal representation optimized
	 * for typical histogram recoded values are sparse in the value range and tend to be incremented in small unit counts.
	 * This packed representation tends to require significantly smaller amounts of stoarge when compared to unpacked
	 * representations, but can incur additional recording cost due to resizing and repacking operations that may
	 * occur as previously unrecorded values are encountered.
	 * <p>
	 * For example, a {@link PackedHistogram} could be configured to track the counts of observed integer values between 0 and
	 * 3,600,000,000,000 while maintaining a value precision of 3 significant digits across that range. Value quantization
	 * within the range will thus be no larger than 1/1,000th (or 0.1%) of any value. This example Histogram could
	 * be used to track and analyze the counts of observed response times ranging between 1 nanosecond and 1 hour
	 * in magnitude, while maintaining a value resolution of 1 microsecond up to 1 millisecond, a resolution of
	 * 1 millisecond (or better) up to one second, and a resolution of 1 second (or better) up to 1,000 seconds. At its
	 * maximum tracked value (1 hour), it would still maintain a resolution of 3.6 seconds (or better).
	 * <p>
	 * Auto-resizing: When constructed with no specified value range range (or when auto-resize is turned on with {@link
	 * Histogram#setAutoResize}) a {@link PackedHistogram} will auto-resize its dynamic range to include recorded values as
	 * they are encountered. Note that recording calls that cause auto-resizing may take longer to execute, as resizing
	 * incurs allocation and copying of internal data structures.
	 * <p>
	 */
	let PackedHistogram$1 = class PackedHistogram extends JsHistogram_1.default {
	    constructor(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits) {
	        super(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits);
	        this._totalCount = 0;
	        this.packedCounts = new PackedArray_1.PackedArray(this.countsArrayLength);
	    }
	    clearCounts() {
	        this.packedCounts.clear();
	    }
	    incrementCountAtIndex(index) {
	        this.packedCounts.increment(index);
	    }
	    addToCountAtIndex(index, value) {
	        this.packedCounts.add(index, value);
	    }
	    setCountAtIndex(index, value) {
	        this.packedCounts.set(index, value);
	    }
	    resize(newHighestTrackableValue) {
	        this.establishSize(newHighestTrackableValue);
	        this.packedCounts.setVirtualLength(this.countsArrayLength);
	    }
	    getCountAtIndex(index) {
	        return this.packedCounts.get(index);
	    }
	    _getEstimatedFootprintInBytes() {
	        return 192 + 8 * this.packedCounts.getPhysicalLength();
	    }
	    copyCorrectedForCoordinatedOmission(expectedIntervalBetweenValueSamples) {
	        const copy = new PackedHistogram(this.lowestDiscernibleValue, this.highestTrackableValue, this.numberOfSignificantValueDigits);
	        copy.addWhileCorrectingForCoordinatedOmission(this, expectedIntervalBetweenValueSamples);
	        return copy;
	    }
	    toString() {
	        return `PackedHistogram ${JSON.stringify(this, null, 2)}`;
	    }
	};
	PackedHistogram.default = PackedHistogram$1;
	
	return PackedHistogram;
}

var Int8Histogram = {};

var TypedArrayHistogram = {};

var hasRequiredTypedArrayHistogram;

function requireTypedArrayHistogram () {
	if (hasRequiredTypedArrayHistogram) return TypedArrayHistogram;
	hasRequiredTypedArrayHistogram = 1;
	Object.defineProperty(TypedArrayHistogram, "__esModule", { value: true });
	/*
	 * This is a TypeScript port of the original Java version, which was written by
	 * Gil Tene as described in
	 * https://github.com/HdrHistogram/HdrHistogram
	 * and released to the public domain, as explained at
	 * http://creativecommons.org/publicdomain/zero/1.0/
	 */
	const JsHistogram_1 = requireJsHistogram();
	let TypedArrayHistogram$1 = class TypedArrayHistogram extends JsHistogram_1.default {
	    constructor(arrayCtr, lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits) {
	        super(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits);
	        this.arrayCtr = arrayCtr;
	        this._totalCount = 0;
	        this._counts = new arrayCtr(this.countsArrayLength);
	    }
	    clearCounts() {
	        this._counts.fill(0);
	    }
	    incrementCountAtIndex(index) {
	        const currentCount = this._counts[index];
	        const newCount = currentCount + 1;
	        if (newCount < 0) {
	            throw newCount + " would overflow short integer count";
	        }
	        this._counts[index] = newCount;
	    }
	    addToCountAtIndex(index, value) {
	        const currentCount = this._counts[index];
	        const newCount = currentCount + value;
	        if (newCount < Number.MIN_SAFE_INTEGER ||
	            newCount > Number.MAX_SAFE_INTEGER) {
	            throw newCount + " would overflow integer count";
	        }
	        this._counts[index] = newCount;
	    }
	    setCountAtIndex(index, value) {
	        if (value < Number.MIN_SAFE_INTEGER || value > Number.MAX_SAFE_INTEGER) {
	            throw value + " would overflow integer count";
	        }
	        this._counts[index] = value;
	    }
	    resize(newHighestTrackableValue) {
	        this.establishSize(newHighestTrackableValue);
	        const newCounts = new this.arrayCtr(this.countsArrayLength);
	        newCounts.set(this._counts);
	        this._counts = newCounts;
	    }
	    getCountAtIndex(index) {
	        return this._counts[index];
	    }
	    _getEstimatedFootprintInBytes() {
	        return 1024 + this._counts.BYTES_PER_ELEMENT * this._counts.length;
	    }
	    copyCorrectedForCoordinatedOmission(expectedIntervalBetweenValueSamples) {
	        const copy = new TypedArrayHistogram(this.arrayCtr, this.lowestDiscernibleValue, this.highestTrackableValue, this.numberOfSignificantValueDigits);
	        copy.addWhileCorrectingForCoordinatedOmission(this, expectedIntervalBetweenValueSamples);
	        return copy;
	    }
	    toString() {
	        return `Histogram ${this._counts.BYTES_PER_ELEMENT * 8}b ${JSON.stringify(this, null, 2)}`;
	    }
	};
	TypedArrayHistogram.default = TypedArrayHistogram$1;
	
	return TypedArrayHistogram;
}

var hasRequiredInt8Histogram;

function requireInt8Histogram () {
	if (hasRequiredInt8Histogram) return Int8Histogram;
	hasRequiredInt8Histogram = 1;
	Object.defineProperty(Int8Histogram, "__esModule", { value: true });
	/*
	 * This is a TypeScript port of the original Java version, which was written by
	 * Gil Tene as described in
	 * https://github.com/HdrHistogram/HdrHistogram
	 * and released to the public domain, as explained at
	 * http://creativecommons.org/publicdomain/zero/1.0/
	 */
	const TypedArrayHistogram_1 = requireTypedArrayHistogram();
	let Int8Histogram$1 = class Int8Histogram extends TypedArrayHistogram_1.default {
	    constructor(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits) {
	        super(Uint8Array, lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits);
	    }
	};
	Int8Histogram.default = Int8Histogram$1;
	
	return Int8Histogram;
}

var Int16Histogram = {};

var hasRequiredInt16Histogram;

function requireInt16Histogram () {
	if (hasRequiredInt16Histogram) return Int16Histogram;
	hasRequiredInt16Histogram = 1;
	Object.defineProperty(Int16Histogram, "__esModule", { value: true });
	/*
	 * This is a TypeScript port of the original Java version, which was written by
	 * Gil Tene as described in
	 * https://github.com/HdrHistogram/HdrHistogram
	 * and released to the public domain, as explained at
	 * http://creativecommons.org/publicdomain/zero/1.0/
	 */
	const TypedArrayHistogram_1 = requireTypedArrayHistogram();
	let Int16Histogram$1 = class Int16Histogram extends TypedArrayHistogram_1.default {
	    constructor(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits) {
	        super(Uint16Array, lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits);
	    }
	};
	Int16Histogram.default = Int16Histogram$1;
	
	return Int16Histogram;
}

var Int32Histogram = {};

var hasRequiredInt32Histogram;

function requireInt32Histogram () {
	if (hasRequiredInt32Histogram) return Int32Histogram;
	hasRequiredInt32Histogram = 1;
	Object.defineProperty(Int32Histogram, "__esModule", { value: true });
	/*
	 * This is a TypeScript port of the original Java version, which was written by
	 * Gil Tene as described in
	 * https://github.com/HdrHistogram/HdrHistogram
	 * and released to the public domain, as explained at
	 * http://creativecommons.org/publicdomain/zero/1.0/
	 */
	const TypedArrayHistogram_1 = requireTypedArrayHistogram();
	let Int32Histogram$1 = class Int32Histogram extends TypedArrayHistogram_1.default {
	    constructor(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits) {
	        super(Uint32Array, lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits);
	    }
	};
	Int32Histogram.default = Int32Histogram$1;
	
	return Int32Histogram;
}

var Float64Histogram = {};

var hasRequiredFloat64Histogram;

function requireFloat64Histogram () {
	if (hasRequiredFloat64Histogram) return Float64Histogram;
	hasRequiredFloat64Histogram = 1;
	Object.defineProperty(Float64Histogram, "__esModule", { value: true });
	/*
	 * This is a TypeScript port of the original Java version, which was written by
	 * Gil Tene as described in
	 * https://github.com/HdrHistogram/HdrHistogram
	 * and released to the public domain, as explained at
	 * http://creativecommons.org/publicdomain/zero/1.0/
	 */
	const TypedArrayHistogram_1 = requireTypedArrayHistogram();
	let Float64Histogram$1 = class Float64Histogram extends TypedArrayHistogram_1.default {
	    constructor(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits) {
	        super(Float64Array, lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits);
	    }
	};
	Float64Histogram.default = Float64Histogram$1;
	
	return Float64Histogram;
}

var hasRequiredJsHistogramFactory;

function requireJsHistogramFactory () {
	if (hasRequiredJsHistogramFactory) return JsHistogramFactory;
	hasRequiredJsHistogramFactory = 1;
	Object.defineProperty(JsHistogramFactory, "__esModule", { value: true });
	JsHistogramFactory.constructorFromBucketSize = constructorFromBucketSize;
	const PackedHistogram_1 = requirePackedHistogram();
	const Int8Histogram_1 = requireInt8Histogram();
	const Int16Histogram_1 = requireInt16Histogram();
	const Int32Histogram_1 = requireInt32Histogram();
	const Float64Histogram_1 = requireFloat64Histogram();
	function constructorFromBucketSize(bitBucketSize) {
	    switch (bitBucketSize) {
	        case "packed":
	            return PackedHistogram_1.default;
	        case 8:
	            return Int8Histogram_1.default;
	        case 16:
	            return Int16Histogram_1.default;
	        case 32:
	            return Int32Histogram_1.default;
	        case 64:
	            return Float64Histogram_1.default;
	        default:
	            throw new Error("Incorrect parameter bitBucketSize");
	    }
	}
	
	return JsHistogramFactory;
}

var ZigZagEncoding = {};

var hasRequiredZigZagEncoding;

function requireZigZagEncoding () {
	if (hasRequiredZigZagEncoding) return ZigZagEncoding;
	hasRequiredZigZagEncoding = 1;
	Object.defineProperty(ZigZagEncoding, "__esModule", { value: true });
	const { pow, floor } = Math;
	const TWO_POW_7 = pow(2, 7);
	const TWO_POW_14 = pow(2, 14);
	const TWO_POW_21 = pow(2, 21);
	const TWO_POW_28 = pow(2, 28);
	const TWO_POW_35 = pow(2, 35);
	const TWO_POW_42 = pow(2, 42);
	const TWO_POW_49 = pow(2, 49);
	const TWO_POW_56 = pow(2, 56);
	/**
	 * This class provides encoding and decoding methods for writing and reading
	 * ZigZag-encoded LEB128-64b9B-variant (Little Endian Base 128) values to/from a
	 * {@link ByteBuffer}. LEB128's variable length encoding provides for using a
	 * smaller nuber of bytes for smaller values, and the use of ZigZag encoding
	 * allows small (closer to zero) negative values to use fewer bytes. Details
	 * on both LEB128 and ZigZag can be readily found elsewhere.
	 *
	 * The LEB128-64b9B-variant encoding used here diverges from the "original"
	 * LEB128 as it extends to 64 bit values: In the original LEB128, a 64 bit
	 * value can take up to 10 bytes in the stream, where this variant's encoding
	 * of a 64 bit values will max out at 9 bytes.
	 *
	 * As such, this encoder/decoder should NOT be used for encoding or decoding
	 * "standard" LEB128 formats (e.g. Google Protocol Buffers).
	 */
	let ZigZagEncoding$1 = class ZigZagEncoding {
	    /**
	     * Writes a long value to the given buffer in LEB128 ZigZag encoded format
	     * (negative numbers not supported)
	     * @param buffer the buffer to write to
	     * @param value  the value to write to the buffer
	     */
	    static encode(buffer, value) {
	        if (value >= 0) {
	            value = value * 2;
	        }
	        else {
	            value = -value * 2 - 1;
	        }
	        if (value < TWO_POW_7) {
	            buffer.put(value);
	        }
	        else {
	            buffer.put(value | 0x80);
	            if (value < TWO_POW_14) {
	                buffer.put(floor(value / TWO_POW_7));
	            }
	            else {
	                buffer.put(floor(value / TWO_POW_7) | 0x80);
	                if (value < TWO_POW_21) {
	                    buffer.put(floor(value / TWO_POW_14));
	                }
	                else {
	                    buffer.put(floor(value / TWO_POW_14) | 0x80);
	                    if (value < TWO_POW_28) {
	                        buffer.put(floor(value / TWO_POW_21));
	                    }
	                    else {
	                        buffer.put(floor(value / TWO_POW_21) | 0x80);
	                        if (value < TWO_POW_35) {
	                            buffer.put(floor(value / TWO_POW_28));
	                        }
	                        else {
	                            buffer.put(floor(value / TWO_POW_28) | 0x80);
	                            if (value < TWO_POW_42) {
	                                buffer.put(floor(value / TWO_POW_35));
	                            }
	                            else {
	                                buffer.put(floor(value / TWO_POW_35) | 0x80);
	                                if (value < TWO_POW_49) {
	                                    buffer.put(floor(value / TWO_POW_42));
	                                }
	                                else {
	                                    buffer.put(floor(value / TWO_POW_42) | 0x80);
	                                    if (value < TWO_POW_56) {
	                                        buffer.put(floor(value / TWO_POW_49));
	                                    }
	                                    else {
	                                        // should not happen
	                                        buffer.put(floor(value / TWO_POW_49) + 0x80);
	                                        buffer.put(floor(value / TWO_POW_56));
	                                    }
	                                }
	                            }
	                        }
	                    }
	                }
	            }
	        }
	    }
	    /**
	     * Read an LEB128-64b9B ZigZag encoded long value from the given buffer
	     * (negative numbers not supported)
	     * @param buffer the buffer to read from
	     * @return the value read from the buffer
	     */
	    static decode(buffer) {
	        let v = buffer.get();
	        let value = v & 0x7f;
	        if ((v & 0x80) != 0) {
	            v = buffer.get();
	            value += (v & 0x7f) * TWO_POW_7;
	            if ((v & 0x80) != 0) {
	                v = buffer.get();
	                value += (v & 0x7f) * TWO_POW_14;
	                if ((v & 0x80) != 0) {
	                    v = buffer.get();
	                    value += (v & 0x7f) * TWO_POW_21;
	                    if ((v & 0x80) != 0) {
	                        v = buffer.get();
	                        value += (v & 0x7f) * TWO_POW_28;
	                        if ((v & 0x80) != 0) {
	                            v = buffer.get();
	                            value += (v & 0x7f) * TWO_POW_35;
	                            if ((v & 0x80) != 0) {
	                                v = buffer.get();
	                                value += (v & 0x7f) * TWO_POW_42;
	                                if ((v & 0x80) != 0) {
	                                    v = buffer.get();
	                                    value += (v & 0x7f) * TWO_POW_49;
	                                    if ((v & 0x80) != 0) {
	                                        v = buffer.get();
	                                        value += (v & 0x7f) * TWO_POW_56;
	                                    }
	                                }
	                            }
	                        }
	                    }
	                }
	            }
	        }
	        if (value % 2 === 0) {
	            value = value / 2;
	        }
	        else {
	            value = -(value + 1) / 2;
	        }
	        return value;
	    }
	};
	ZigZagEncoding.default = ZigZagEncoding$1;
	
	return ZigZagEncoding;
}

var hasRequiredJsHistogram_encoding;

function requireJsHistogram_encoding () {
	if (hasRequiredJsHistogram_encoding) return JsHistogram_encoding;
	hasRequiredJsHistogram_encoding = 1;
	(function (exports) {
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.inflate = exports.deflate = void 0;
		exports.decompress = decompress;
		exports.doDecode = doDecode;
		/*
		 * This is a TypeScript port of the original Java version, which was written by
		 * Gil Tene as described in
		 * https://github.com/HdrHistogram/HdrHistogram
		 * and released to the public domain, as explained at
		 * http://creativecommons.org/publicdomain/zero/1.0/
		 */
		// @ts-ignore
		const base64 = requireBase64Js();
		// @ts-ignore
		const pako = requirePako();
		const JsHistogram_1 = requireJsHistogram();
		const ByteBuffer_1 = requireByteBuffer();
		const JsHistogramFactory_1 = requireJsHistogramFactory();
		const ZigZagEncoding_1 = requireZigZagEncoding();
		const { max } = Math;
		const V2EncodingCookieBase = 0x1c849303;
		const V2CompressedEncodingCookieBase = 0x1c849304;
		const V2maxWordSizeInBytes = 9; // LEB128-64b9B + ZigZag require up to 9 bytes per word
		const encodingCookie = V2EncodingCookieBase | 0x10; // LSBit of wordsize byte indicates TLZE Encoding
		const compressedEncodingCookie = V2CompressedEncodingCookieBase | 0x10; // LSBit of wordsize byte indicates TLZE Encoding
		function fillBufferFromCountsArray(self, buffer) {
		    const countsLimit = self.countsArrayIndex(self.maxValue) + 1;
		    let srcIndex = 0;
		    while (srcIndex < countsLimit) {
		        // V2 encoding format uses a ZigZag LEB128-64b9B encoded long. Positive values are counts,
		        // while negative values indicate a repeat zero counts.
		        const count = self.getCountAtIndex(srcIndex++);
		        if (count < 0) {
		            throw new Error("Cannot encode histogram containing negative counts (" +
		                count +
		                ") at index " +
		                srcIndex +
		                ", corresponding the value range [" +
		                self.lowestEquivalentValue(self.valueFromIndex(srcIndex)) +
		                "," +
		                self.nextNonEquivalentValue(self.valueFromIndex(srcIndex)) +
		                ")");
		        }
		        // Count trailing 0s (which follow this count):
		        let zerosCount = 0;
		        if (count == 0) {
		            zerosCount = 1;
		            while (srcIndex < countsLimit && self.getCountAtIndex(srcIndex) == 0) {
		                zerosCount++;
		                srcIndex++;
		            }
		        }
		        if (zerosCount > 1) {
		            ZigZagEncoding_1.default.encode(buffer, -zerosCount);
		        }
		        else {
		            ZigZagEncoding_1.default.encode(buffer, count);
		        }
		    }
		}
		/**
		 * Encode this histogram into a ByteBuffer
		 * @param self this histogram
		 * @param buffer The buffer to encode into
		 * @return The number of bytes written to the buffer
		 */
		function encodeIntoByteBuffer(self, buffer) {
		    const initialPosition = buffer.position;
		    buffer.putInt32(encodingCookie);
		    buffer.putInt32(0); // Placeholder for payload length in bytes.
		    buffer.putInt32(1);
		    buffer.putInt32(self.numberOfSignificantValueDigits);
		    buffer.putInt64(self.lowestDiscernibleValue);
		    buffer.putInt64(self.highestTrackableValue);
		    buffer.putInt64(1);
		    const payloadStartPosition = buffer.position;
		    fillBufferFromCountsArray(self, buffer);
		    const backupIndex = buffer.position;
		    buffer.position = initialPosition + 4;
		    buffer.putInt32(backupIndex - payloadStartPosition); // Record the payload length
		    buffer.position = backupIndex;
		    return backupIndex - initialPosition;
		}
		function fillCountsArrayFromSourceBuffer(self, sourceBuffer, lengthInBytes, wordSizeInBytes) {
		    let dstIndex = 0;
		    const endPosition = sourceBuffer.position + lengthInBytes;
		    while (sourceBuffer.position < endPosition) {
		        let zerosCount = 0;
		        let count = ZigZagEncoding_1.default.decode(sourceBuffer);
		        if (count < 0) {
		            zerosCount = -count;
		            dstIndex += zerosCount; // No need to set zeros in array. Just skip them.
		        }
		        else {
		            self.setCountAtIndex(dstIndex++, count);
		        }
		    }
		    return dstIndex; // this is the destination length
		}
		function getCookieBase(cookie) {
		    return cookie & -241;
		}
		function getWordSizeInBytesFromCookie(cookie) {
		    if (getCookieBase(cookie) == V2EncodingCookieBase ||
		        getCookieBase(cookie) == V2CompressedEncodingCookieBase) {
		        return V2maxWordSizeInBytes;
		    }
		    const sizeByte = (cookie & 0xf0) >> 4;
		    return sizeByte & 0xe;
		}
		function findDeflateFunction() {
		    try {
		        return eval('require("zlib").deflateSync');
		    }
		    catch (error) {
		        return !!pako ? pako.deflate : () => { throw new Error('pako library is mandatory for encoding/deconding on the browser side'); };
		    }
		}
		function findInflateFunction() {
		    try {
		        return eval('require("zlib").inflateSync');
		    }
		    catch (error) {
		        return !!pako ? pako.inflate : () => { throw new Error('pako library is mandatory for encoding/deconding on the browser side'); };
		    }
		}
		exports.deflate = findDeflateFunction();
		exports.inflate = findInflateFunction();
		function decompress(data) {
		    const buffer = new ByteBuffer_1.default(data);
		    const initialTargetPosition = buffer.position;
		    const cookie = buffer.getInt32();
		    if ((cookie & -241) !== V2CompressedEncodingCookieBase) {
		        throw new Error("Encoding not supported, only V2 is supported");
		    }
		    const lengthOfCompressedContents = buffer.getInt32();
		    const uncompressedBuffer = (0, exports.inflate)(buffer.data.slice(initialTargetPosition + 8, initialTargetPosition + 8 + lengthOfCompressedContents));
		    return uncompressedBuffer;
		}
		function doDecode(data, bitBucketSize = 32, minBarForHighestTrackableValue = 0) {
		    const buffer = new ByteBuffer_1.default(data);
		    const cookie = buffer.getInt32();
		    let payloadLengthInBytes;
		    let numberOfSignificantValueDigits;
		    let lowestTrackableUnitValue;
		    let highestTrackableValue;
		    if (getCookieBase(cookie) === V2EncodingCookieBase) {
		        if (getWordSizeInBytesFromCookie(cookie) != V2maxWordSizeInBytes) {
		            throw new Error("The buffer does not contain a Histogram (no valid cookie found)");
		        }
		        payloadLengthInBytes = buffer.getInt32();
		        buffer.getInt32(); // normalizingIndexOffset not used
		        numberOfSignificantValueDigits = buffer.getInt32();
		        lowestTrackableUnitValue = buffer.getInt64();
		        highestTrackableValue = buffer.getInt64();
		        buffer.getInt64(); // integerToDoubleValueConversionRatio not used
		    }
		    else {
		        throw new Error("The buffer does not contain a Histogram (no valid V2 encoding cookie found)");
		    }
		    highestTrackableValue = max(highestTrackableValue, minBarForHighestTrackableValue);
		    const histogramConstr = (0, JsHistogramFactory_1.constructorFromBucketSize)(bitBucketSize);
		    const histogram = new histogramConstr(lowestTrackableUnitValue, highestTrackableValue, numberOfSignificantValueDigits);
		    const filledLength = fillCountsArrayFromSourceBuffer(histogram, buffer, payloadLengthInBytes);
		    histogram.establishInternalTackingValues(filledLength);
		    return histogram;
		}
		function doEncodeIntoCompressedBase64(compressionLevel) {
		    const compressionOptions = compressionLevel
		        ? { level: compressionLevel }
		        : {};
		    const self = this;
		    const targetBuffer = ByteBuffer_1.default.allocate();
		    targetBuffer.putInt32(compressedEncodingCookie);
		    const intermediateUncompressedByteBuffer = ByteBuffer_1.default.allocate();
		    const uncompressedLength = encodeIntoByteBuffer(self, intermediateUncompressedByteBuffer);
		    const data = intermediateUncompressedByteBuffer.data.slice(0, uncompressedLength);
		    const compressedData = (0, exports.deflate)(data, compressionOptions);
		    targetBuffer.putInt32(compressedData.byteLength);
		    targetBuffer.putArray(compressedData);
		    return base64.fromByteArray(targetBuffer.data);
		}
		JsHistogram_1.JsHistogram.decode = doDecode;
		JsHistogram_1.JsHistogram.prototype.encodeIntoCompressedBase64 = doEncodeIntoCompressedBase64;
		
	} (JsHistogram_encoding));
	return JsHistogram_encoding;
}

var hasRequiredEncoding;

function requireEncoding () {
	if (hasRequiredEncoding) return encoding;
	hasRequiredEncoding = 1;
	Object.defineProperty(encoding, "__esModule", { value: true });
	encoding.encodeIntoCompressedBase64 = encoding.decodeFromCompressedBase64 = void 0;
	encoding.decompress = decompress;
	/*
	 * This is a TypeScript port of the original Java version, which was written by
	 * Gil Tene as described in
	 * https://github.com/HdrHistogram/HdrHistogram
	 * and released to the public domain, as explained at
	 * http://creativecommons.org/publicdomain/zero/1.0/
	 */
	const JsHistogram_1 = requireJsHistogram();
	const ByteBuffer_1 = requireByteBuffer();
	const wasm_1 = requireWasm();
	// @ts-ignore
	const base64 = requireBase64Js();
	const JsHistogram_encoding_1 = requireJsHistogram_encoding();
	const V2CompressedEncodingCookieBase = 0x1c849304;
	const compressedEncodingCookie = V2CompressedEncodingCookieBase | 0x10; // LSBit of wordsize byte indicates TLZE Encoding
	function decompress(data) {
	    const buffer = new ByteBuffer_1.default(data);
	    const initialTargetPosition = buffer.position;
	    const cookie = buffer.getInt32();
	    if ((cookie & -241) !== V2CompressedEncodingCookieBase) {
	        throw new Error("Encoding not supported, only V2 is supported");
	    }
	    const lengthOfCompressedContents = buffer.getInt32();
	    const uncompressedBuffer = (0, JsHistogram_encoding_1.inflate)(buffer.data.slice(initialTargetPosition + 8, initialTargetPosition + 8 + lengthOfCompressedContents));
	    return uncompressedBuffer;
	}
	const decodeFromCompressedBase64 = (base64String, bitBucketSize = 32, useWebAssembly = false, minBarForHighestTrackableValue = 0) => {
	    const data = base64.toByteArray(base64String.trim());
	    const uncompressedData = decompress(data);
	    if (useWebAssembly) {
	        return wasm_1.WasmHistogram.decode(uncompressedData, bitBucketSize, minBarForHighestTrackableValue);
	    }
	    return JsHistogram_1.JsHistogram.decode(uncompressedData, bitBucketSize, minBarForHighestTrackableValue);
	};
	encoding.decodeFromCompressedBase64 = decodeFromCompressedBase64;
	function encodeWasmIntoCompressedBase64(compressionLevel) {
	    const compressionOptions = compressionLevel
	        ? { level: compressionLevel }
	        : {};
	    const self = this;
	    const targetBuffer = ByteBuffer_1.default.allocate();
	    targetBuffer.putInt32(compressedEncodingCookie);
	    const uncompressedData = self.encode();
	    const compressedData = (0, JsHistogram_encoding_1.deflate)(uncompressedData, compressionOptions);
	    targetBuffer.putInt32(compressedData.byteLength);
	    targetBuffer.putArray(compressedData);
	    return base64.fromByteArray(targetBuffer.data);
	}
	wasm_1.WasmHistogram.prototype.encodeIntoCompressedBase64 = encodeWasmIntoCompressedBase64;
	const encodeIntoCompressedBase64 = (histogram, compressionLevel) => {
	    if (histogram instanceof wasm_1.WasmHistogram) {
	        return histogram.encodeIntoCompressedBase64(compressionLevel);
	    }
	    if (histogram instanceof JsHistogram_1.JsHistogram) {
	        return histogram.encodeIntoCompressedBase64(compressionLevel);
	    }
	    throw new Error("Unsupported Histogram implementation");
	};
	encoding.encodeIntoCompressedBase64 = encodeIntoCompressedBase64;
	
	return encoding;
}

var HistogramLogReader = {};

var hasRequiredHistogramLogReader;

function requireHistogramLogReader () {
	if (hasRequiredHistogramLogReader) return HistogramLogReader;
	hasRequiredHistogramLogReader = 1;
	Object.defineProperty(HistogramLogReader, "__esModule", { value: true });
	HistogramLogReader.listTags = void 0;
	/*
	 * This is a TypeScript port of the original Java version, which was written by
	 * Gil Tene as described in
	 * https://github.com/HdrHistogram/HdrHistogram
	 * and released to the public domain, as explained at
	 * http://creativecommons.org/publicdomain/zero/1.0/
	 */
	const Histogram_1 = requireHistogram();
	const encoding_1 = requireEncoding();
	const TAG_PREFIX = "Tag=";
	const TAG_PREFIX_LENGTH = "Tag=".length;
	/**
	 * A histogram log reader.
	 * <p>
	 * Histogram logs are used to capture full fidelity, per-time-interval
	 * histograms of a recorded value.
	 * <p>
	 * For example, a histogram log can be used to capture high fidelity
	 * reaction-time logs for some measured system or subsystem component.
	 * Such a log would capture a full reaction time histogram for each
	 * logged interval, and could be used to later reconstruct a full
	 * HdrHistogram of the measured reaction time behavior for any arbitrary
	 * time range within the log, by adding [only] the relevant interval
	 * histograms.
	 * <h3>Histogram log format:</h3>
	 * A histogram log file consists of text lines. Lines beginning with
	 * the "#" character are optional and treated as comments. Lines
	 * containing the legend (starting with "Timestamp") are also optional
	 * and ignored in parsing the histogram log. All other lines must
	 * be valid interval description lines. Text fields are delimited by
	 * commas, spaces.
	 * <p>
	 * A valid interval description line contains an optional Tag=tagString
	 * text field, followed by an interval description.
	 * <p>
	 * A valid interval description must contain exactly four text fields:
	 * <ul>
	 * <li>StartTimestamp: The first field must contain a number parse-able as a Double value,
	 * representing the start timestamp of the interval in seconds.</li>
	 * <li>intervalLength: The second field must contain a number parse-able as a Double value,
	 * representing the length of the interval in seconds.</li>
	 * <li>Interval_Max: The third field must contain a number parse-able as a Double value,
	 * which generally represents the maximum value of the interval histogram.</li>
	 * <li>Interval_Compressed_Histogram: The fourth field must contain a text field
	 * parse-able as a Base64 text representation of a compressed HdrHistogram.</li>
	 * </ul>
	 * The log file may contain an optional indication of a starting time. Starting time
	 * is indicated using a special comments starting with "#[StartTime: " and followed
	 * by a number parse-able as a double, representing the start time (in seconds)
	 * that may be added to timestamps in the file to determine an absolute
	 * timestamp (e.g. since the epoch) for each interval.
	 */
	let HistogramLogReader$1 = class HistogramLogReader {
	    constructor(logContent, bitBucketSize = 32, useWebAssembly = false) {
	        this.lines = splitLines(logContent);
	        this.currentLineIndex = 0;
	        this.bitBucketSize = bitBucketSize;
	        this.useWebAssembly = useWebAssembly;
	    }
	    /**
	     * Read the next interval histogram from the log. Returns a Histogram object if
	     * an interval line was found, or null if not.
	     * <p>Upon encountering any unexpected format errors in reading the next interval
	     * from the file, this method will return a null.
	     * @return a DecodedInterval, or a null if no appropriate interval found
	     */
	    nextIntervalHistogram(rangeStartTimeSec = 0, rangeEndTimeSec = Number.MAX_VALUE) {
	        while (this.currentLineIndex < this.lines.length) {
	            const currentLine = this.lines[this.currentLineIndex];
	            this.currentLineIndex++;
	            if (currentLine.startsWith("#[StartTime:")) {
	                this.parseStartTimeFromLine(currentLine);
	            }
	            else if (currentLine.startsWith("#[BaseTime:")) {
	                this.parseBaseTimeFromLine(currentLine);
	            }
	            else if (currentLine.startsWith("#") ||
	                currentLine.startsWith('"StartTimestamp"')) ;
	            else if (currentLine.includes(",")) {
	                const tokens = currentLine.split(",");
	                const [firstToken] = tokens;
	                let tag;
	                if (firstToken.startsWith(TAG_PREFIX)) {
	                    tag = firstToken.substring(TAG_PREFIX_LENGTH);
	                    tokens.shift();
	                }
	                else {
	                    tag = Histogram_1.NO_TAG;
	                }
	                const [rawLogTimeStampInSec, rawIntervalLengthSec, , base64Histogram,] = tokens;
	                const logTimeStampInSec = Number.parseFloat(rawLogTimeStampInSec);
	                if (!this.baseTimeSec) {
	                    // No explicit base time noted. Deduce from 1st observed time (compared to start time):
	                    if (logTimeStampInSec < this.startTimeSec - 365 * 24 * 3600.0) {
	                        // Criteria Note: if log timestamp is more than a year in the past (compared to
	                        // StartTime), we assume that timestamps in the log are not absolute
	                        this.baseTimeSec = this.startTimeSec;
	                    }
	                    else {
	                        // Timestamps are absolute
	                        this.baseTimeSec = 0.0;
	                    }
	                }
	                if (rangeEndTimeSec < logTimeStampInSec) {
	                    return null;
	                }
	                if (logTimeStampInSec < rangeStartTimeSec) {
	                    continue;
	                }
	                const histogram = (0, encoding_1.decodeFromCompressedBase64)(base64Histogram, this.bitBucketSize, this.useWebAssembly);
	                histogram.startTimeStampMsec =
	                    (this.baseTimeSec + logTimeStampInSec) * 1000;
	                const intervalLengthSec = Number.parseFloat(rawIntervalLengthSec);
	                histogram.endTimeStampMsec =
	                    (this.baseTimeSec + logTimeStampInSec + intervalLengthSec) * 1000;
	                histogram.tag = tag;
	                return histogram;
	            }
	        }
	        return null;
	    }
	    parseStartTimeFromLine(line) {
	        this.startTimeSec = Number.parseFloat(line.split(" ")[1]);
	    }
	    parseBaseTimeFromLine(line) {
	        this.baseTimeSec = Number.parseFloat(line.split(" ")[1]);
	    }
	};
	const splitLines = (logContent) => logContent.split(/\r\n|\r|\n/g);
	const shouldIncludeNoTag = (lines) => lines.find((line) => !line.startsWith("#") &&
	    !line.startsWith('"') &&
	    !line.startsWith(TAG_PREFIX) &&
	    line.includes(","));
	const listTags = (content) => {
	    const lines = splitLines(content);
	    const tags = lines
	        .filter((line) => line.includes(",") && line.startsWith(TAG_PREFIX))
	        .map((line) => line.substring(TAG_PREFIX_LENGTH, line.indexOf(",")));
	    const tagsWithoutDuplicates = new Set(tags);
	    const result = Array.from(tagsWithoutDuplicates);
	    if (shouldIncludeNoTag(lines)) {
	        result.unshift("NO TAG");
	    }
	    return result;
	};
	HistogramLogReader.listTags = listTags;
	HistogramLogReader.default = HistogramLogReader$1;
	
	return HistogramLogReader;
}

var HistogramLogWriter = {};

var hasRequiredHistogramLogWriter;

function requireHistogramLogWriter () {
	if (hasRequiredHistogramLogWriter) return HistogramLogWriter;
	hasRequiredHistogramLogWriter = 1;
	Object.defineProperty(HistogramLogWriter, "__esModule", { value: true });
	const Histogram_1 = requireHistogram();
	const encoding_1 = requireEncoding();
	const formatters_1 = requireFormatters();
	const HISTOGRAM_LOG_FORMAT_VERSION = "1.3";
	const timeFormatter = (0, formatters_1.floatFormatter)(5, 3);
	let HistogramLogWriter$1 = class HistogramLogWriter {
	    constructor(log) {
	        this.log = log;
	        /**
	         * Base time to subtract from supplied histogram start/end timestamps when
	         * logging based on histogram timestamps.
	         * Base time is expected to be in msec since the epoch, as histogram start/end times
	         * are typically stamped with absolute times in msec since the epoch.
	         */
	        this.baseTime = 0;
	    }
	    /**
	     * Output an interval histogram, with the given timestamp information and the [optional] tag
	     * associated with the histogram, using a configurable maxValueUnitRatio. (note that the
	     * specified timestamp information will be used, and the timestamp information in the actual
	     * histogram will be ignored).
	     * The max value reported with the interval line will be scaled by the given maxValueUnitRatio.
	     * @param startTimeStampSec The start timestamp to log with the interval histogram, in seconds.
	     * @param endTimeStampSec The end timestamp to log with the interval histogram, in seconds.
	     * @param histogram The interval histogram to log.
	     * @param maxValueUnitRatio The ratio by which to divide the histogram's max value when reporting on it.
	     */
	    outputIntervalHistogram(histogram, startTimeStampSec = (histogram.startTimeStampMsec - this.baseTime) / 1000, endTimeStampSec = (histogram.endTimeStampMsec - this.baseTime) / 1000, maxValueUnitRatio = 1000) {
	        const base64 = (0, encoding_1.encodeIntoCompressedBase64)(histogram);
	        const start = timeFormatter(startTimeStampSec);
	        const duration = timeFormatter(endTimeStampSec - startTimeStampSec);
	        const max = timeFormatter(histogram.maxValue / maxValueUnitRatio);
	        const lineContent = `${start},${duration},${max},${base64}\n`;
	        if (histogram.tag && histogram.tag !== Histogram_1.NO_TAG) {
	            this.log(`Tag=${histogram.tag},${lineContent}`);
	        }
	        else {
	            this.log(lineContent);
	        }
	    }
	    /**
	     * Log a comment to the log.
	     * Comments will be preceded with with the '#' character.
	     * @param comment the comment string.
	     */
	    outputComment(comment) {
	        this.log(`#${comment}\n`);
	    }
	    /**
	     * Log a start time in the log.
	     * @param startTimeMsec time (in milliseconds) since the absolute start time (the epoch)
	     */
	    outputStartTime(startTimeMsec) {
	        this.outputComment(`[StartTime: ${(0, formatters_1.floatFormatter)(5, 3)(startTimeMsec / 1000)} (seconds since epoch), ${new Date(startTimeMsec)}]\n`);
	    }
	    /**
	     * Output a legend line to the log.
	     */
	    outputLegend() {
	        this.log('"StartTimestamp","Interval_Length","Interval_Max","Interval_Compressed_Histogram"\n');
	    }
	    /**
	     * Output a log format version to the log.
	     */
	    outputLogFormatVersion() {
	        this.outputComment("[Histogram log format version " + HISTOGRAM_LOG_FORMAT_VERSION + "]");
	    }
	};
	HistogramLogWriter.default = HistogramLogWriter$1;
	
	return HistogramLogWriter;
}

var Recorder = {};

var HistogramBuilder = {};

var hasRequiredHistogramBuilder;

function requireHistogramBuilder () {
	if (hasRequiredHistogramBuilder) return HistogramBuilder;
	hasRequiredHistogramBuilder = 1;
	(function (exports) {
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.build = exports.defaultRequest = void 0;
		const JsHistogramFactory_1 = requireJsHistogramFactory();
		const wasm_1 = requireWasm();
		exports.defaultRequest = {
		    bitBucketSize: 32,
		    autoResize: true,
		    lowestDiscernibleValue: 1,
		    highestTrackableValue: 2,
		    numberOfSignificantValueDigits: 3,
		    useWebAssembly: false,
		};
		const build = (request = exports.defaultRequest) => {
		    const parameters = Object.assign({}, exports.defaultRequest, request);
		    if (request.useWebAssembly && wasm_1.webAssemblyAvailable) {
		        return wasm_1.WasmHistogram.build(parameters);
		    }
		    const histogramConstr = (0, JsHistogramFactory_1.constructorFromBucketSize)(parameters.bitBucketSize);
		    const histogram = new histogramConstr(parameters.lowestDiscernibleValue, parameters.highestTrackableValue, parameters.numberOfSignificantValueDigits);
		    histogram.autoResize = parameters.autoResize;
		    return histogram;
		};
		exports.build = build;
		
	} (HistogramBuilder));
	return HistogramBuilder;
}

var hasRequiredRecorder;

function requireRecorder () {
	if (hasRequiredRecorder) return Recorder;
	hasRequiredRecorder = 1;
	/*
	 * This is a TypeScript port of the original Java version, which was written by
	 * Gil Tene as described in
	 * https://github.com/HdrHistogram/HdrHistogram
	 * and released to the public domain, as explained at
	 * http://creativecommons.org/publicdomain/zero/1.0/
	 */
	Object.defineProperty(Recorder, "__esModule", { value: true });
	const HistogramBuilder_1 = requireHistogramBuilder();
	/**
	 * Records integer values, and provides stable interval {@link Histogram} samples from
	 * live recorded data without interrupting or stalling active recording of values. Each interval
	 * histogram provided contains all value counts accumulated since the previous interval histogram
	 * was taken.
	 * <p>
	 * This pattern is commonly used in logging interval histogram information while recording is ongoing.
	 * <p>
	 * {@link Recorder} supports concurrent
	 * {@link Recorder#recordValue} or
	 * {@link Recorder#recordValueWithExpectedInterval} calls.
	 *
	 */
	let Recorder$1 = class Recorder {
	    /**
	     * Construct an auto-resizing {@link Recorder} with a lowest discernible value of
	     * 1 and an auto-adjusting highestTrackableValue. Can auto-resize up to track values up to Number.MAX_SAFE_INTEGER.
	     *
	     * @param histogramBuildRequest parameters used to build histograms while using this recorder.
	     * @param clock (for testing purpose) an action that give current time in ms since 1970
	     */
	    constructor(histogramBuildRequest = HistogramBuilder_1.defaultRequest, clock = () => new Date().getTime()) {
	        this.histogramBuildRequest = histogramBuildRequest;
	        this.clock = clock;
	        this.activeHistogram = (0, HistogramBuilder_1.build)(this.histogramBuildRequest);
	        Recorder.idGenerator++;
	        this.activeHistogram.containingInstanceId = Recorder.idGenerator;
	        this.activeHistogram.startTimeStampMsec = clock();
	    }
	    /**
	     * Record a value in the histogram
	     *
	     * @param value The value to be recorded
	     * @throws may throw Error if value is exceeds highestTrackableValue
	     */
	    recordValue(value) {
	        this.activeHistogram.recordValue(value);
	    }
	    /**
	     * Record a value in the histogram (adding to the value's current count)
	     *
	     * @param value The value to be recorded
	     * @param count The number of occurrences of this value to record
	     * @throws ArrayIndexOutOfBoundsException (may throw) if value is exceeds highestTrackableValue
	     */
	    recordValueWithCount(value, count) {
	        this.activeHistogram.recordValueWithCount(value, count);
	    }
	    /**
	     * Record a value
	     * <p>
	     * To compensate for the loss of sampled values when a recorded value is larger than the expected
	     * interval between value samples, Histogram will auto-generate an additional series of decreasingly-smaller
	     * (down to the expectedIntervalBetweenValueSamples) value records.
	     * <p>
	     * See related notes {@link Histogram#recordValueWithExpectedInterval(long, long)}
	     * for more explanations about coordinated omission and expected interval correction.
	     *      *
	     * @param value The value to record
	     * @param expectedIntervalBetweenValueSamples If expectedIntervalBetweenValueSamples is larger than 0, add
	     *                                           auto-generated value records as appropriate if value is larger
	     *                                           than expectedIntervalBetweenValueSamples
	     * @throws ArrayIndexOutOfBoundsException (may throw) if value is exceeds highestTrackableValue
	     */
	    recordValueWithExpectedInterval(value, expectedIntervalBetweenValueSamples) {
	        this.activeHistogram.recordValueWithExpectedInterval(value, expectedIntervalBetweenValueSamples);
	    }
	    /**
	     * Get an interval histogram, which will include a stable, consistent view of all value counts
	     * accumulated since the last interval histogram was taken.
	     * <p>
	     * {@link Recorder#getIntervalHistogram(Histogram histogramToRecycle)
	     * getIntervalHistogram(histogramToRecycle)}
	     * accepts a previously returned interval histogram that can be recycled internally to avoid allocation
	     * and content copying operations, and is therefore significantly more efficient for repeated use than
	     * {@link Recorder#getIntervalHistogram()} and
	     * {@link Recorder#getIntervalHistogramInto getIntervalHistogramInto()}. The provided
	     * {@code histogramToRecycle} must
	     * be either be null or an interval histogram returned by a previous call to
	     * {@link Recorder#getIntervalHistogram(Histogram histogramToRecycle)
	     * getIntervalHistogram(histogramToRecycle)} or
	     * {@link Recorder#getIntervalHistogram()}.
	     * <p>
	     * NOTE: The caller is responsible for not recycling the same returned interval histogram more than once. If
	     * the same interval histogram instance is recycled more than once, behavior is undefined.
	     * <p>
	     * Calling {@link Recorder#getIntervalHistogram(Histogram histogramToRecycle)
	     * getIntervalHistogram(histogramToRecycle)} will reset the value counts, and start accumulating value
	     * counts for the next interval
	     *
	     * @param histogramToRecycle a previously returned interval histogram that may be recycled to avoid allocation and
	     *                           copy operations.
	     * @return a histogram containing the value counts accumulated since the last interval histogram was taken.
	     */
	    getIntervalHistogram(histogramToRecycle) {
	        if (histogramToRecycle) {
	            const histogramToRecycleWithId = histogramToRecycle;
	            if (histogramToRecycleWithId.containingInstanceId !==
	                this.activeHistogram.containingInstanceId) {
	                throw "replacement histogram must have been obtained via a previous getIntervalHistogram() call from this Recorder";
	            }
	        }
	        this.inactiveHistogram = histogramToRecycle;
	        this.performIntervalSample();
	        const sampledHistogram = this.inactiveHistogram;
	        this.inactiveHistogram = null; // Once we expose the sample, we can't reuse it internally until it is recycled
	        return sampledHistogram;
	    }
	    /**
	     * Place a copy of the value counts accumulated since accumulated (since the last interval histogram
	     * was taken) into {@code targetHistogram}.
	     *
	     * Calling {@link Recorder#getIntervalHistogramInto getIntervalHistogramInto()} will reset
	     * the value counts, and start accumulating value counts for the next interval.
	     *
	     * @param targetHistogram the histogram into which the interval histogram's data should be copied
	     */
	    getIntervalHistogramInto(targetHistogram) {
	        this.performIntervalSample();
	        if (this.inactiveHistogram) {
	            targetHistogram.add(this.inactiveHistogram);
	            targetHistogram.startTimeStampMsec = this.inactiveHistogram.startTimeStampMsec;
	            targetHistogram.endTimeStampMsec = this.inactiveHistogram.endTimeStampMsec;
	        }
	    }
	    /**
	     * Reset any value counts accumulated thus far.
	     */
	    reset() {
	        this.activeHistogram.reset();
	        this.activeHistogram.startTimeStampMsec = this.clock();
	    }
	    performIntervalSample() {
	        if (!this.inactiveHistogram) {
	            this.inactiveHistogram = (0, HistogramBuilder_1.build)(this.histogramBuildRequest);
	            this.inactiveHistogram.containingInstanceId = this.activeHistogram.containingInstanceId;
	        }
	        this.inactiveHistogram.reset();
	        const tempHistogram = this.activeHistogram;
	        this.activeHistogram = this.inactiveHistogram;
	        this.inactiveHistogram = tempHistogram;
	        const currentTimeInMs = this.clock();
	        this.inactiveHistogram.endTimeStampMsec = currentTimeInMs;
	        this.activeHistogram.startTimeStampMsec = currentTimeInMs;
	    }
	    /**
	     * Release memory associated to this recorder by destroying
	     * histograms used under the cover.
	     * Useful when webassembly histograms are used.
	     */
	    destroy() {
	        var _a;
	        this.activeHistogram.destroy();
	        (_a = this.inactiveHistogram) === null || _a === void 0 ? void 0 : _a.destroy();
	    }
	};
	Recorder$1.idGenerator = 0;
	Recorder.default = Recorder$1;
	
	return Recorder;
}

var hasRequiredDist;

function requireDist () {
	if (hasRequiredDist) return dist;
	hasRequiredDist = 1;
	(function (exports) {
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.JsHistogram = exports.WasmHistogram = exports.Recorder = exports.HistogramLogWriter = exports.encodeIntoCompressedBase64 = exports.decodeFromCompressedBase64 = exports.ByteBuffer = exports.build = exports.listTags = exports.HistogramLogReader = exports.PackedHistogram = exports.Float64Histogram = exports.Int32Histogram = exports.Int16Histogram = exports.Int8Histogram = exports.initWebAssemblySync = exports.initWebAssembly = void 0;
		/*
		 * This is a TypeScript port of the original Java version, which was written by
		 * Gil Tene as described in
		 * https://github.com/HdrHistogram/HdrHistogram
		 * and released to the public domain, as explained at
		 * http://creativecommons.org/publicdomain/zero/1.0/
		 */
		const ByteBuffer_1 = requireByteBuffer();
		exports.ByteBuffer = ByteBuffer_1.default;
		const encoding_1 = requireEncoding();
		Object.defineProperty(exports, "decodeFromCompressedBase64", { enumerable: true, get: function () { return encoding_1.decodeFromCompressedBase64; } });
		Object.defineProperty(exports, "encodeIntoCompressedBase64", { enumerable: true, get: function () { return encoding_1.encodeIntoCompressedBase64; } });
		const Float64Histogram_1 = requireFloat64Histogram();
		exports.Float64Histogram = Float64Histogram_1.default;
		const HistogramLogReader_1 = requireHistogramLogReader();
		exports.HistogramLogReader = HistogramLogReader_1.default;
		Object.defineProperty(exports, "listTags", { enumerable: true, get: function () { return HistogramLogReader_1.listTags; } });
		const HistogramLogWriter_1 = requireHistogramLogWriter();
		exports.HistogramLogWriter = HistogramLogWriter_1.default;
		const Int16Histogram_1 = requireInt16Histogram();
		exports.Int16Histogram = Int16Histogram_1.default;
		const Int32Histogram_1 = requireInt32Histogram();
		exports.Int32Histogram = Int32Histogram_1.default;
		const Int8Histogram_1 = requireInt8Histogram();
		exports.Int8Histogram = Int8Histogram_1.default;
		const JsHistogram_1 = requireJsHistogram();
		exports.JsHistogram = JsHistogram_1.default;
		const PackedHistogram_1 = requirePackedHistogram();
		exports.PackedHistogram = PackedHistogram_1.default;
		const Recorder_1 = requireRecorder();
		exports.Recorder = Recorder_1.default;
		const wasm_1 = requireWasm();
		Object.defineProperty(exports, "initWebAssembly", { enumerable: true, get: function () { return wasm_1.initWebAssembly; } });
		Object.defineProperty(exports, "initWebAssemblySync", { enumerable: true, get: function () { return wasm_1.initWebAssemblySync; } });
		Object.defineProperty(exports, "WasmHistogram", { enumerable: true, get: function () { return wasm_1.WasmHistogram; } });
		const HistogramBuilder_1 = requireHistogramBuilder();
		Object.defineProperty(exports, "build", { enumerable: true, get: function () { return HistogramBuilder_1.build; } });
		
	} (dist));
	return dist;
}

var distExports = requireDist();

/** Latency histograms record microseconds; one hour is far above any latency worth measuring. */
const HIGHEST_TRACKABLE_US = 3_600_000_000;
function createLatencyHistogram() {
    return distExports.build({
        bitBucketSize: 64,
        autoResize: true,
        lowestDiscernibleValue: 1,
        highestTrackableValue: HIGHEST_TRACKABLE_US,
        numberOfSignificantValueDigits: 3,
    });
}
function encodeHistogram(histogram) {
    return distExports.encodeIntoCompressedBase64(histogram);
}
function decodeHistogram(encoded) {
    return distExports.decodeFromCompressedBase64(encoded, 64);
}
/** Merges encoded histograms (one per worker) into one; an empty list gives an empty histogram. */
function mergeEncodedHistograms(encoded) {
    const merged = createLatencyHistogram();
    for (const part of encoded) {
        const histogram = decodeHistogram(part);
        merged.add(histogram);
        histogram.destroy();
    }
    return merged;
}
function latencyPercentiles(histogram) {
    return {
        p50: histogram.getValueAtPercentile(50),
        p95: histogram.getValueAtPercentile(95),
        p99: histogram.getValueAtPercentile(99),
        p999: histogram.getValueAtPercentile(99.9),
    };
}
/** Nanoseconds between two hrtime readings as whole microseconds, for recording. */
function elapsedMicros(fromNs, toNs) {
    const micros = Number(toNs - fromNs) / 1000;
    return micros > 0 ? Math.floor(micros) : 0;
}

/**
 * Remembers which sequence numbers of each publisher were seen, one bit per message, to count
 * unique deliveries and duplicates without keeping the messages. Bitmaps grow by doubling.
 * Consumers each keep one; the coordinator merges them to find duplicates across consumers.
 */
class SequenceTracker {
    bitmaps = [];
    /** Distinct (publisher, sequence) pairs recorded. */
    unique = 0;
    /** Records of a pair that was already recorded. */
    duplicates = 0;
    /** Returns true when the pair is new. */
    record(publisherId, sequence) {
        const word = sequence >>> 5;
        let bitmap = this.bitmaps[publisherId];
        if (bitmap === undefined || word >= bitmap.length)
            bitmap = this.grow(publisherId, word);
        const mask = 1 << (sequence & 31);
        const current = bitmap[word];
        if ((current & mask) !== 0) {
            this.duplicates++;
            return false;
        }
        bitmap[word] = current | mask;
        this.unique++;
        return true;
    }
    has(publisherId, sequence) {
        const bitmap = this.bitmaps[publisherId];
        const word = sequence >>> 5;
        if (bitmap === undefined || word >= bitmap.length)
            return false;
        return (bitmap[word] & (1 << (sequence & 31))) !== 0;
    }
    /** The bitmaps, by publisher id (undefined where a publisher was never seen), for merging. */
    export() {
        return this.bitmaps.slice();
    }
    /**
     * Adds another tracker's bitmaps (and its own duplicate count); pairs both trackers saw count as
     * duplicates, so a message delivered to two consumers is found.
     */
    merge(bitmaps, duplicates = 0) {
        this.duplicates += duplicates;
        bitmaps.forEach((incoming, publisherId) => {
            if (incoming === undefined || incoming.length === 0)
                return;
            const target = this.grow(publisherId, incoming.length - 1);
            for (let word = 0; word < incoming.length; word++) {
                const bits = incoming[word];
                if (bits === 0)
                    continue;
                const existing = target[word];
                this.duplicates += popcount(existing & bits);
                this.unique += popcount(bits & ~existing);
                target[word] = existing | bits;
            }
        });
    }
    /** Pairs this tracker recorded that `other` did not (e.g. confirmed but never consumed). */
    countMissingFrom(other) {
        let missing = 0;
        this.bitmaps.forEach((bitmap, publisherId) => {
            if (bitmap === undefined)
                return;
            const seen = other.bitmaps[publisherId];
            for (let word = 0; word < bitmap.length; word++) {
                const bits = bitmap[word];
                if (bits !== 0)
                    missing += popcount(bits & ~(seen !== undefined && word < seen.length ? seen[word] : 0));
            }
        });
        return missing;
    }
    /** The first `limit` pairs this tracker recorded that `other` did not (all of them by default). */
    listMissingFrom(other, limit = Number.POSITIVE_INFINITY) {
        const found = [];
        this.bitmaps.forEach((bitmap, publisherId) => {
            if (bitmap === undefined)
                return;
            const seen = other.bitmaps[publisherId];
            for (let word = 0; word < bitmap.length && found.length < limit; word++) {
                let bits = bitmap[word] & ~(seen !== undefined && word < seen.length ? seen[word] : 0);
                while (bits !== 0 && found.length < limit) {
                    const bit = 31 - Math.clz32(bits & -bits); // the lowest bit set
                    found.push({ publisherId, sequence: word * 32 + bit });
                    bits &= bits - 1;
                }
            }
        });
        return found;
    }
    grow(publisherId, word) {
        const current = this.bitmaps[publisherId];
        if (current !== undefined && word < current.length)
            return current;
        let length = Math.max(current?.length ?? 0, 1024);
        while (length <= word)
            length *= 2;
        const bitmap = new Uint32Array(length);
        if (current !== undefined)
            bitmap.set(current);
        this.bitmaps[publisherId] = bitmap;
        return bitmap;
    }
}
function popcount(value) {
    let v = value - ((value >>> 1) & 0x55555555);
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The reply to a request: every byte of it transformed (plus one, modulo 256), so that the server
 * reads and writes the whole body as a real handler would, and the client can check that the
 * reply belongs to its request byte for byte.
 */
function rpcReplyBody(request) {
    const reply = Buffer.allocUnsafe(request.length);
    for (let i = 0; i < request.length; i++)
        reply[i] = (request[i] + 1) & 0xff;
    return reply;
}
/**
 * The rpc scenario's server, in a load worker: one connection and channel consuming the request
 * queue; each request's reply goes to the default exchange with the request's reply-to as routing
 * key (a direct reply-to pseudo-queue or an exclusive reply queue) and its correlation id. With
 * manual acks the request is acked after its reply is published, on the same channel.
 */
class RpcServer {
    url;
    queue;
    settings;
    hooks;
    connection;
    channel;
    consumerTag;
    closing = false;
    report = { received: 0, replied: 0, malformed: 0 };
    constructor(url, queue, settings, hooks) {
        this.url = url;
        this.queue = queue;
        this.settings = settings;
        this.hooks = hooks;
    }
    async connect(timeoutMs, connectionName) {
        this.connection = await connectAmqp(this.url, { connectionName, timeoutMs });
        coalesceSocketWrites(this.connection);
        this.connection.on("error", (error) => this.fail(`rpc server: connection error: ${error.message}`));
        this.connection.on("close", () => this.fail("rpc server: connection closed by the broker"));
        const channel = await withTimeout(this.connection.createChannel(), timeoutMs, "open channel");
        channel.on("error", (error) => this.fail(`rpc server: channel error: ${error.message}`));
        this.channel = channel;
        const manual = this.settings.ackMode === "manual";
        if (manual)
            await withTimeout(channel.prefetch(this.settings.prefetch), timeoutMs, "set prefetch");
        const reply = await withTimeout(channel.consume(this.queue, this.onRequest, {
            noAck: !manual,
            ...(this.settings.consumeArguments && { arguments: this.settings.consumeArguments }),
        }), timeoutMs, `consume from ${this.queue}`);
        this.consumerTag = reply.consumerTag;
    }
    /** Cancels the subscription, closes the connection and says what the server did. */
    async finish(timeoutMs) {
        const channel = this.channel;
        if (channel && this.consumerTag !== undefined && !this.closing) {
            await withTimeout(channel.cancel(this.consumerTag), timeoutMs, "cancel the rpc server's consumer");
        }
        await this.close();
        return { ...this.report };
    }
    async close() {
        this.closing = true;
        const { channel, connection } = this;
        this.channel = undefined;
        this.connection = undefined;
        await closeChannelThenConnection(channel, connection);
    }
    fail(message) {
        if (this.closing)
            return;
        this.closing = true;
        this.hooks.onFatal(message);
    }
    onRequest = (message) => {
        if (message === null) {
            this.fail(`rpc server: subscription to ${this.queue} cancelled by the broker`);
            return;
        }
        const channel = this.channel;
        if (channel === undefined)
            return;
        const number = ++this.report.received;
        const { replyTo, correlationId } = message.properties;
        const faults = this.settings.faults ?? {};
        if (!replyTo || correlationId === undefined) {
            this.report.malformed++;
        }
        else if (faults.drop !== number) {
            const body = rpcReplyBody(message.content);
            if (faults.corrupt === number && body.length > 0)
                body[0] = body[0] ^ 0x80;
            channel.publish("", replyTo, body, { correlationId });
            if (faults.duplicate === number)
                channel.publish("", replyTo, body, { correlationId });
            this.report.replied++;
        }
        if (this.settings.ackMode === "manual")
            channel.ack(message);
    };
}

export { sleepUnlessAborted as A, mergeEncodedHistograms as B, assessRateShortfall as C, decodeHistogram as D, latencyPercentiles as E, rpcReplyBody as F, requireSrc as G, getAugmentedNamespace as H, LOAD_SOCKET_HIGH_WATER_MARK as L, MESSAGE_HEADER_BYTES as M, PhaseError as P, RpcServer as R, SequenceTracker as S, readSequence as a, readSendTimeNs as b, connectAmqp10 as c, closeAmqp10 as d, elapsedMicros as e, rhea as f, allocateMessageBody as g, writeMessageHeader as h, connectAmqp as i, coalesceSocketWrites as j, closeChannelThenConnection as k, errorMessage as l, messagesDue as m, createLatencyHistogram as n, encodeHistogram as o, commonjsGlobal as p, getDefaultExportFromCjs as q, readPublisherId as r, scheduledSendTimeNs as s, closeQuietly as t, amqp as u, maskAmqpUrl as v, withTimeout as w, sleep as x, closeOrDestroy as y, raceAbort as z };
