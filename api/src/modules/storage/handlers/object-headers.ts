import { LIMITS } from '../../../contracts/storage';
import type { S3Context } from '../s3/context';
import { s3err } from '../s3/errors';

/** Standard headers an object keeps and returns on GET/HEAD. */
const STORED = ['cache-control', 'content-disposition', 'content-encoding', 'content-language', 'expires'] as const;
export const DEFAULT_CONTENT_TYPE = 'binary/octet-stream';

/** The headers to keep from a PUT / CreateMultipartUpload / CopyObject REPLACE: standard ones and x-amz-meta-*. */
export const storedHeadersOf = (ctx: S3Context) => storedHeadersFrom(ctx.headers);

/** The same from any name → values map (a request's headers, or a browser upload form's fields: names lower-cased). */
export function storedHeadersFrom(source: ReadonlyMap<string, readonly string[]>): { contentType: string; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  const h = (name: string) => source.get(name)?.[0];
  for (const name of STORED) {
    let v = h(name);
    // aws-chunked is how the body travelled, not how the object is encoded.
    if (name === 'content-encoding' && v) v = v.split(',').map((s) => s.trim()).filter((s) => s && s !== 'aws-chunked').join(', ');
    if (v) headers[name] = v;
  }
  let metaBytes = 0;
  for (const [name, values] of source) {
    if (!name.startsWith('x-amz-meta-')) continue;
    const value = values.join(',');
    metaBytes += Buffer.byteLength(name.slice('x-amz-meta-'.length)) + Buffer.byteLength(value);
    headers[name] = value;
  }
  if (metaBytes > LIMITS.maxMetadataBytes) throw s3err('MetadataTooLarge', `Your metadata headers exceed the maximum allowed metadata size (${LIMITS.maxMetadataBytes} bytes).`);
  const contentType = (h('content-type') ?? '').slice(0, 255) || DEFAULT_CONTENT_TYPE;
  return { contentType, headers };
}

const OVERRIDES: Record<string, string> = {
  'response-content-type': 'content-type',
  'response-content-language': 'content-language',
  'response-expires': 'expires',
  'response-cache-control': 'cache-control',
  'response-content-disposition': 'content-disposition',
  'response-content-encoding': 'content-encoding',
};

/** Headers a GET/HEAD answers with: stored ones, then the request's response-* overrides. */
export function responseHeadersOf(ctx: S3Context, contentType: string, stored: string): Record<string, string> {
  const out: Record<string, string> = { 'content-type': contentType, ...(JSON.parse(stored) as Record<string, string>) };
  for (const [param, header] of Object.entries(OVERRIDES)) {
    const v = ctx.q(param);
    if (v === undefined) continue;
    if (/[^\t\x20-\x7e\x80-\xff]/.test(v)) throw s3err('InvalidArgument', `Invalid value for ${param}`);
    out[header] = v;
  }
  return out;
}

/**
 * Types a browser would run as a page (scripts, forms, links into our site) if it opened the object
 * inline: HTML, SVG and XML (which can carry XHTML, XSLT or SVG). Customer content of these types is
 * downloaded, not rendered, unless the bucket is configured as a website (not offered yet).
 */
export function rendersAsPage(contentType: string | undefined): boolean {
  const mime = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|text\/xsl|application\/xslt\+xml|multipart\/x-mixed-replace)$/.test(mime) || mime.endsWith('+xml');
}

/** JavaScript and its relatives, which a page elsewhere could load and run from a public bucket. */
export function runsAsScript(contentType: string | undefined): boolean {
  const mime = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return /(java|ecma)script|^text\/jscript$|^application\/wasm$/.test(mime);
}

/** `attachment; filename*=UTF-8''<last path segment>` so the browser saves the object under its own name. */
export function attachmentOf(key: string): string {
  const name = key.split('/').filter(Boolean).pop() ?? 'download';
  return `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Headers that keep customer content from acting on a browser: never sniffed into another type,
 * sandboxed (a unique origin, no scripts, no forms) even when opened inline, and page-like types
 * saved as files. They hold whatever the uploader or a presigned link's response-* asked for.
 */
export function contentSafetyHeaders(key: string, headers: Record<string, string>, publicly = false): Record<string, string> {
  const safe: Record<string, string> = { ...headers, 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox' };
  // Served to anyone (a public object): scripts are downloaded too, so a public bucket never hosts runnable code.
  if ((rendersAsPage(safe['content-type']) || (publicly && runsAsScript(safe['content-type']))) && !/^\s*attachment\b/i.test(safe['content-disposition'] ?? '')) safe['content-disposition'] = attachmentOf(key);
  return safe;
}

export function checkKey(key: string): void {
  if (Buffer.byteLength(key, 'utf8') > LIMITS.maxKeyBytes) throw s3err('KeyTooLongError', 'Your key is too long', { MaxSizeAllowed: String(LIMITS.maxKeyBytes) });
}
