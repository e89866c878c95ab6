import { PassThrough, type Readable } from 'node:stream';
import Busboy, { type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import type { S3Context } from './context';
import { S3Error, s3err } from './errors';

/**
 * The multipart/form-data body of a browser form upload (S3's POST Object), read as it streams:
 * the fields before the `file` part are collected (at most MAX_FORM_FIELD_BYTES, S3's 20 KB), the
 * file part is handed over unread, to be streamed into the blob store as a PUT's body is; fields
 * after the file are ignored, as S3 does. Nothing is buffered whole.
 */
export interface PostForm {
  /** The fields before the file, names lower-cased (S3 reads them without regard to case); the first of a repeated name wins. */
  fields: Map<string, string>;
  file: { stream: Readable; filename: string };
  /** Settles when the whole form has been read (the fields after the file and the closing boundary). */
  finished: Promise<void>;
}

/** S3's limit on the fields before the file (names and values together). */
export const MAX_FORM_FIELD_BYTES = 20 * 1024;

export const isFormUpload = (ctx: S3Context) => /^multipart\/form-data\s*(;|$)/i.test(ctx.h('content-type') ?? '');

const malformed = (why: string) => s3err('MalformedPOSTRequest', `The body of your POST request is not well-formed multipart/form-data. (${why})`);

const parsers = new WeakMap<S3Context, BusboyInstance>();

/** Read a form up to its file part. The request is piped into the parser; `discardForm` stops that on a refusal. */
export function readPostForm(ctx: S3Context): Promise<PostForm> {
  const { req } = ctx;
  return new Promise<PostForm>((resolve, reject) => {
    let parser: BusboyInstance;
    try {
      parser = Busboy({
        headers: req.headers as BusboyHeaders,
        isPartAFile: (name) => name?.toLowerCase() === 'file',
        limits: { fieldNameSize: 1024, fieldSize: MAX_FORM_FIELD_BYTES, files: 1, parts: 1000, headerPairs: 100 },
      });
    } catch (e) {
      reject(malformed(e instanceof Error ? e.message : 'no boundary'));
      return;
    }
    parsers.set(ctx, parser);
    const fields = new Map<string, string>();
    let fieldBytes = 0;
    let file: Readable | null = null;
    let failed = false;
    const fail = (e: Error) => {
      if (file) file.destroy(e);
      else if (!failed) reject(e);
      failed = true;
    };
    let finish!: () => void;
    let broken!: (e: Error) => void;
    const finished = new Promise<void>((res, rej) => {
      finish = res;
      broken = rej;
    });
    finished.catch(() => undefined);
    parser.on('field', (name, value, nameTruncated, valueTruncated) => {
      if (file || failed) return; // after the file: ignored, as S3
      fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (nameTruncated || valueTruncated || fieldBytes > MAX_FORM_FIELD_BYTES) {
        fail(s3err('MaxPostPreDataLengthExceeded', 'Your POST request fields preceeding the upload file was too large.', { MaxPostPreDataLengthBytes: String(MAX_FORM_FIELD_BYTES) }));
        return;
      }
      const key = name.toLowerCase();
      if (!fields.has(key)) fields.set(key, value);
    });
    parser.on('file', (_name, stream, filename) => {
      if (file || failed) {
        stream.resume();
        return;
      }
      // The parser's own errors on the file (a form that ends inside it) are S3's MalformedPOSTRequest.
      const out = new PassThrough();
      // Failed before the upload reads it (waiting for authentication or a reservation): the error
      // stays on the stream (`errored`, checked by openPart), never an 'error' event with no listener.
      out.on('error', () => undefined);
      stream.on('error', (e: unknown) => out.destroy(e instanceof S3Error ? e : malformed(e instanceof Error ? e.message : String(e))));
      stream.pipe(out);
      file = out;
      resolve({ fields, file: { stream: out, filename: filename ?? '' }, finished });
    });
    parser.on('finish', () => {
      if (!file) fail(s3err('InvalidArgument', 'POST requires exactly one file upload per request.', { ArgumentName: 'file', ArgumentValue: '0' }));
      finish();
    });
    parser.on('error', (e: unknown) => {
      const err = malformed(e instanceof Error ? e.message : String(e));
      fail(err);
      broken(err);
    });
    // A client that goes away mid-form fails the upload (the file never ends short).
    req.on('close', () => {
      if (!req.complete) {
        const err = s3err('IncompleteBody', 'The client closed the connection before the body was complete');
        fail(err);
        broken(err);
      }
    });
    if (req.destroyed) {
      fail(s3err('IncompleteBody', 'The client closed the connection before the body was read'));
      return;
    }
    // The answer to Expect: 100-continue: the form carries its own credentials, read before anything can be checked.
    if (req.headers.expect?.toLowerCase() === '100-continue' && !ctx.res.headersSent) ctx.res.writeContinue();
    req.pipe(parser);
  });
}

/**
 * After a refusal: stop parsing and read (and drop) what is left of a form of at most `maxBytes`,
 * so a browser gets the answer instead of a connection closed under its upload; a larger
 * remainder is left to the closed connection, as for any refused body.
 */
export async function discardForm(ctx: S3Context, maxBytes = 8 * 1024 * 1024, waitMs = 10_000): Promise<void> {
  const { req } = ctx;
  const parser = parsers.get(ctx);
  if (parser) req.unpipe(parser);
  if (req.complete || req.destroyed) return;
  const length = Number(req.headers['content-length']);
  if (!Number.isFinite(length) || length - req.socket.bytesRead > maxBytes) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    req.on('end', done);
    req.on('close', done);
    req.on('error', done);
    req.resume();
  });
}
