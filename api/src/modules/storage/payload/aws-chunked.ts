import crypto from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { s3err } from '../s3/errors';
import { chunkStringToSign, EMPTY_SHA256, sha256Hex, sign, signaturesEqual, trailerStringToSign, type Scope } from '../auth/sigv4';

/** What a signed aws-chunked body is checked against: the request's signing key and seed signature. */
export interface ChunkSigning {
  key: Buffer;
  amzDate: string;
  scope: Scope;
  seedSignature: string;
}

const MAX_LINE = 4096;
const MAX_TRAILERS = 16;
const CHUNK_HEADER = /^([0-9a-fA-F]{1,16})(?:;chunk-signature=([0-9a-f]{64}))?$/;

type State = 'header' | 'data' | 'crlf' | 'trailer' | 'done';

/**
 * Decodes `Content-Encoding: aws-chunked` bodies (the streaming SigV4 payload modes):
 *   <hex size>[;chunk-signature=<sig>]\r\n<data>\r\n … 0[;chunk-signature=<sig>]\r\n[trailers]\r\n
 * With `signing`, every chunk's signature is verified against the chain that starts at the
 * request's seed signature (STREAMING-AWS4-HMAC-SHA256-PAYLOAD[-TRAILER]); a signed trailer is
 * verified too. Trailing headers (x-amz-checksum-*) are collected in `trailers` for the caller.
 * Data is passed on as it arrives (slices, no copies): a write is only committed after the whole
 * body decoded, so bytes of a chunk whose signature fails never become an object.
 */
export class AwsChunkedDecoder extends Transform {
  readonly trailers = new Map<string, string>();
  private state: State = 'header';
  private line = '';
  private remaining = 0;
  private crlfSeen = 0;
  private chunkHash: crypto.Hash | null = null;
  private chunkSignature: string | null = null;
  private previousSignature: string;

  constructor(
    private readonly signing: ChunkSigning | null,
    private readonly signedTrailer = false,
  ) {
    super();
    this.previousSignature = signing?.seedSignature ?? '';
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    try {
      let i = 0;
      while (i < chunk.length) {
        if (this.state === 'data') {
          const n = Math.min(this.remaining, chunk.length - i);
          const slice = chunk.subarray(i, i + n);
          this.chunkHash?.update(slice);
          this.push(slice);
          this.remaining -= n;
          i += n;
          if (this.remaining === 0) this.endOfChunkData();
        } else if (this.state === 'crlf') {
          const expected = this.crlfSeen === 0 ? 0x0d : 0x0a;
          if (chunk[i] !== expected) throw bad('Chunk data is not followed by CRLF');
          i++;
          if (++this.crlfSeen === 2) this.state = 'header';
        } else if (this.state === 'done') {
          // Only line ends may follow the final empty line.
          if (chunk[i] !== 0x0d && chunk[i] !== 0x0a) throw bad('Data after the final chunk');
          i++;
        } else {
          const nl = chunk.indexOf(0x0a, i);
          const end = nl < 0 ? chunk.length : nl;
          this.line += chunk.toString('latin1', i, end);
          if (this.line.length > MAX_LINE) throw bad('Chunk header too long');
          i = end;
          if (nl >= 0) {
            i++;
            const line = this.line.endsWith('\r') ? this.line.slice(0, -1) : this.line;
            this.line = '';
            if (this.state === 'header') this.chunkHeader(line);
            else this.trailerLine(line);
          }
        }
      }
      done();
    } catch (e) {
      done(e as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    if (this.state !== 'done') done(s3err('IncompleteBody', 'The request body terminated unexpectedly'));
    else done();
  }

  private chunkHeader(line: string) {
    const m = CHUNK_HEADER.exec(line.trim());
    if (!m) throw bad('Malformed chunk header');
    const size = parseInt(m[1]!, 16);
    if (this.signing && !m[2]) throw s3err('SignatureDoesNotMatch', 'A chunk signature is missing');
    this.chunkSignature = m[2] ?? null;
    this.chunkHash = this.signing ? crypto.createHash('sha256') : null;
    if (size === 0) {
      this.verifyChunk(EMPTY_SHA256);
      this.state = 'trailer';
      return;
    }
    this.remaining = size;
    this.state = 'data';
  }

  private endOfChunkData() {
    this.verifyChunk(this.chunkHash ? this.chunkHash.digest('hex') : EMPTY_SHA256);
    this.state = 'crlf';
    this.crlfSeen = 0;
  }

  private verifyChunk(dataSha256: string) {
    if (!this.signing) return;
    const { key, amzDate, scope } = this.signing;
    const expected = sign(key, chunkStringToSign(amzDate, scope, this.previousSignature, dataSha256));
    if (!signaturesEqual(expected, this.chunkSignature ?? '')) {
      throw s3err('SignatureDoesNotMatch', 'The chunk signature we calculated does not match the signature you provided.');
    }
    this.previousSignature = expected;
  }

  private trailerLine(line: string) {
    if (line === '') {
      this.verifyTrailer();
      this.state = 'done';
      return;
    }
    const colon = line.indexOf(':');
    if (colon <= 0 || this.trailers.size >= MAX_TRAILERS) throw bad('Malformed trailing header');
    this.trailers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }

  private verifyTrailer() {
    if (!this.signing || !this.signedTrailer) return;
    const provided = this.trailers.get('x-amz-trailer-signature');
    this.trailers.delete('x-amz-trailer-signature');
    const canonical = [...this.trailers].map(([k, v]) => `${k}:${v}\n`).join('');
    const { key, amzDate, scope } = this.signing;
    const expected = sign(key, trailerStringToSign(amzDate, scope, this.previousSignature, sha256Hex(canonical)));
    if (!provided || !signaturesEqual(expected, provided)) {
      throw s3err('SignatureDoesNotMatch', 'The trailer signature we calculated does not match the signature you provided.');
    }
  }
}

const bad = (detail: string) => s3err('IncompleteBody', `Malformed aws-chunked body: ${detail}`);
