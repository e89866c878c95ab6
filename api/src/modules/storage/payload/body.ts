import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { invalidArgument, s3err } from '../s3/errors';
import { AwsChunkedDecoder, type ChunkSigning } from './aws-chunked';
import { algorithmOfHeader, assertChecksum, headerOf, newHasher, parseAlgorithm, type ChecksumAlgorithm, type ExpectedChecksum, type Hasher } from './checksums';
import { md5For } from './md5-worker';
import { STREAMING_SIGNED, STREAMING_SIGNED_TRAILER, STREAMING_UNSIGNED_TRAILER, UNSIGNED_PAYLOAD } from '../auth/sigv4';

/** What the request says about its body, read from the headers before a byte is consumed. */
export interface BodyPlan {
  payloadHash: string;
  /** Length of the decoded payload, when known up front. */
  length: number | null;
  contentMd5: string | null;
  checksum: ExpectedChecksum | null;
  chunked: boolean;
  /** The fewest bytes the payload may have (a form upload's content-length-range): EntityTooSmall below it. */
  minLength?: number;
}

export interface BodyResult {
  size: number;
  md5: Buffer;
  checksum: { algorithm: ChecksumAlgorithm; value: string } | null;
}

const header = (req: IncomingMessage, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Read and validate the body headers (x-amz-content-sha256, lengths, Content-MD5, checksums). */
export function planBody(req: IncomingMessage, payloadHash: string): BodyPlan {
  const chunked = payloadHash === STREAMING_SIGNED || payloadHash === STREAMING_SIGNED_TRAILER || payloadHash === STREAMING_UNSIGNED_TRAILER;
  if (!chunked && payloadHash !== UNSIGNED_PAYLOAD && !/^[0-9a-f]{64}$/.test(payloadHash)) {
    throw s3err('InvalidArgument', 'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-… or a SHA-256 hex digest');
  }
  const lengthHeader = chunked ? header(req, 'x-amz-decoded-content-length') : header(req, 'content-length');
  let length: number | null = null;
  if (lengthHeader !== undefined) {
    if (!/^\d{1,15}$/.test(lengthHeader)) throw invalidArgument('Invalid content length', chunked ? 'x-amz-decoded-content-length' : 'Content-Length', lengthHeader);
    length = Number(lengthHeader);
  } else if (chunked && payloadHash !== STREAMING_UNSIGNED_TRAILER) {
    throw s3err('MissingContentLength', 'You must provide the x-amz-decoded-content-length header.');
  }
  const md5 = header(req, 'content-md5');
  if (md5 !== undefined && !/^[A-Za-z0-9+/]{22}==$/.test(md5)) throw s3err('InvalidDigest', 'The Content-MD5 you specified was invalid.');
  return { payloadHash, length, contentMd5: md5 ?? null, checksum: expectedChecksum(req, chunked), chunked };
}

function expectedChecksum(req: IncomingMessage, chunked: boolean): ExpectedChecksum | null {
  const trailer = header(req, 'x-amz-trailer');
  if (trailer) {
    if (!chunked) throw s3err('InvalidRequest', 'x-amz-trailer needs an aws-chunked body');
    const algorithm = algorithmOfHeader(trailer.trim());
    if (!algorithm) throw invalidArgument('Unsupported x-amz-trailer', 'x-amz-trailer', trailer);
    return { algorithm, value: null };
  }
  const present = Object.keys(req.headers).filter((h) => algorithmOfHeader(h));
  if (present.length > 1) throw s3err('InvalidRequest', 'Expecting a single x-amz-checksum- header. Multiple checksum Types are not allowed.');
  if (present.length === 1) {
    const algorithm = algorithmOfHeader(present[0]!)!;
    return { algorithm, value: header(req, present[0]!)!.trim() };
  }
  // An algorithm without a value (x-amz-sdk-checksum-algorithm alone) asks for nothing to verify.
  parseAlgorithm(header(req, 'x-amz-sdk-checksum-algorithm'), 'x-amz-sdk-checksum-algorithm');
  return null;
}

/**
 * Counts and hashes the decoded payload as it passes (MD5 for the ETag, SHA-256 when the payload
 * is signed, the x-amz-checksum algorithm) and checks everything in _flush, so a body that fails
 * any check errors the pipeline before the blob store commits it.
 */
class BodyMeter extends Transform {
  size = 0;
  /** On a worker thread for a large body (md5-worker.ts). */
  private readonly md5: ReturnType<typeof md5For>;
  private readonly sha256: crypto.Hash | null;
  private readonly checksum: Hasher | null;
  result: BodyResult | null = null;

  constructor(
    private readonly plan: BodyPlan,
    private readonly maxBytes: number,
    private readonly overLimit: () => Error,
    private readonly decoder: AwsChunkedDecoder | null,
  ) {
    super();
    this.md5 = md5For(plan.length);
    this.sha256 = /^[0-9a-f]{64}$/.test(plan.payloadHash) ? crypto.createHash('sha256') : null;
    this.checksum = plan.checksum ? newHasher(plan.checksum.algorithm) : null;
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(this.overLimit());
    if (this.plan.length !== null && this.size > this.plan.length) return done(s3err('IncompleteBody', 'The body is longer than its declared length'));
    this.md5.update(chunk);
    this.sha256?.update(chunk);
    this.checksum?.update(chunk);
    const room = this.md5.room();
    if (!room) return done(null, chunk);
    room.then(
      () => done(null, chunk),
      (e: Error) => done(e),
    );
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.md5.dispose();
    callback(error);
  }

  override _flush(done: TransformCallback) {
    this.finish().then(() => done(), (e: Error) => done(e));
  }

  private async finish() {
    const p = this.plan;
    if (p.length !== null && this.size !== p.length) throw s3err('IncompleteBody', 'You did not provide the number of bytes specified by the Content-Length HTTP header.');
    if (p.minLength !== undefined && this.size < p.minLength) {
      throw s3err('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size', { MinSizeAllowed: String(p.minLength), ProposedSize: String(this.size) });
    }
    if (this.sha256 && this.sha256.digest('hex') !== p.payloadHash) {
      throw s3err('XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match what was computed.');
    }
    const md5 = await this.md5.digest();
    if (p.contentMd5 !== null && md5.toString('base64') !== p.contentMd5) throw s3err('BadDigest', 'The Content-MD5 you specified did not match what we received.');
    let checksum: BodyResult['checksum'] = null;
    if (p.checksum && this.checksum) {
      const expected = { ...p.checksum };
      if (expected.value === null) expected.value = this.decoder?.trailers.get(headerOf(expected.algorithm)) ?? null;
      checksum = { algorithm: expected.algorithm, value: assertChecksum(expected, await this.checksum.digest()) };
    }
    this.result = { size: this.size, md5, checksum };
  }
}

export interface OpenBody {
  stream: Readable;
  /** Available once `stream` ended without error. */
  result(): BodyResult;
}

/** The decoded, verified payload of a request as a stream; nothing is buffered whole. */
export function openBody(req: IncomingMessage, plan: BodyPlan, signing: ChunkSigning | null, maxBytes: number, overLimit: () => Error): OpenBody {
  if (plan.length !== null && plan.length > maxBytes) throw overLimit();
  // The connection can be gone before the body is read: a client that sent more bytes than its
  // Content-Length (Node answers the extra bytes 400 and closes) or hung up while the request
  // waited for authentication and its reservation. Node then destroys the request without an
  // 'error' or 'close' that listeners added now would see, so reading it would wait forever,
  // holding the reservation (renewed while the process lives) and a write slot of the key.
  if (req.destroyed) throw s3err('IncompleteBody', 'The client closed the connection before the body was read');
  const decoder = plan.chunked
    ? new AwsChunkedDecoder(plan.payloadHash === STREAMING_UNSIGNED_TRAILER ? null : signing, plan.payloadHash === STREAMING_SIGNED_TRAILER)
    : null;
  const meter = new BodyMeter(plan, maxBytes, overLimit, decoder);
  // A small body can fail its checks before the consumer starts reading (the blob store is still
  // opening its file): keep the error on the stream (readableErrored), where the consumer's read
  // finds it, instead of an 'error' event with no listener that would end the process.
  meter.on('error', () => undefined);
  const first = decoder ?? meter;
  // A client that goes away mid-body must fail the write, never end it short.
  req.on('error', (e) => first.destroy(e));
  req.on('close', () => {
    if (!req.complete) first.destroy(s3err('IncompleteBody', 'The client closed the connection before the body was complete'));
  });
  if (decoder) {
    decoder.on('error', (e) => meter.destroy(e));
    req.pipe(decoder).pipe(meter);
  } else {
    req.pipe(meter);
  }
  return {
    stream: meter,
    result: () => {
      if (!meter.result) throw new Error('body not fully read');
      return meter.result;
    },
  };
}

/** The plan of a browser form upload's file: its length is known only at its end, nothing signs its bytes. */
export const formFilePlan = (minLength: number): BodyPlan => ({ payloadHash: UNSIGNED_PAYLOAD, length: null, contentMd5: null, checksum: null, chunked: false, minLength });

/**
 * A payload that is one part of the request (the file of a browser upload form), metered and
 * checked like a body: at most `maxBytes` (overLimit past it, while it streams), at least the
 * plan's minLength. The source's errors (a form cut short, a client gone) fail it.
 */
export function openPart(source: Readable, plan: BodyPlan, maxBytes: number, overLimit: () => Error): OpenBody {
  // The form can have failed while the upload waited for its reservation (a client gone, a form cut
  // short): its error was emitted then, and piping a destroyed stream would wait forever.
  if (source.destroyed) throw source.errored ?? s3err('IncompleteBody', 'The client closed the connection before the body was complete');
  const meter = new BodyMeter(plan, maxBytes, overLimit, null);
  meter.on('error', () => undefined);
  source.on('error', (e) => meter.destroy(e));
  source.pipe(meter);
  return {
    stream: meter,
    result: () => {
      if (!meter.result) throw new Error('body not fully read');
      return meter.result;
    },
  };
}
