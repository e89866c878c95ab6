import fc from 'fast-check';

/**
 * Generators of hostile S3 requests for the S3 fuzz test (CI-sized, storage/s3-fuzz.api.test.ts)
 * and the S3 fuzz benchmark (bench/s3-fuzz.ts). Most requests are correctly signed with the
 * customer's own key (header-signed, presigned, or aws-chunked with signed chunks), so they pass
 * authentication and reach the handlers; a share carries broken authentication. They cover every
 * operation s3/operations.ts dispatches, with hostile names, keys, arguments, headers, XML and bodies,
 * against the customer's buckets, another customer's bucket (cross-tenant) and missing ones.
 *
 * A plan is plain data. Values the generator cannot know (the live upload ids, a body's MD5, an
 * object's ETag) are tokens `{{…}}` that the sender (s3-fuzz-target.ts) fills in when it sends.
 */

export type Identity = 'owner' | 'reader';

export type BrokenAuth =
  | 'anonymous' | 'garbage' | 'sigv2-header' | 'sigv2-query' | 'no-signature' | 'bad-credential' | 'wrong-service' | 'wrong-region'
  | 'wrong-secret' | 'unknown-key' | 'skewed' | 'bad-date' | 'scope-date' | 'unsigned-amz-header' | 'signed-header-absent' | 'no-host'
  | 'lower-case-algorithm' | 'missing-content-sha256' | 'huge-header';

export type Auth =
  | { kind: 'header'; payload: 'sha256' | 'unsigned' | 'wrong-sha256' | 'garbage' }
  | { kind: 'chunked'; signed: boolean; chunkSize: number; trailer: 'none' | 'crc32' | 'sha256' | 'wrong' | 'undeclared'; tamper: 'none' | 'data' | 'signature' | 'framing' | 'truncate' }
  | { kind: 'presign'; when: 'now' | 'expired' | 'future'; expires: string }
  | { kind: 'broken'; how: BrokenAuth };

export type CompleteVariant =
  | 'valid' | 'unquoted' | 'entity-quoted' | 'first-only' | 'reversed' | 'duplicate' | 'wrong-etag' | 'missing-part' | 'empty' | 'no-root'
  | 'part-0' | 'part-10001' | 'part-abc' | 'malformed' | 'dtd' | 'nul' | 'deep' | 'huge' | 'many';

/** Browser upload forms (PostObject): signed with the plan's key, then broken in one way. */
export type FormVariant =
  | 'valid' | 'filename-key' | 'expired' | 'bad-signature' | 'outside-prefix' | 'too-large' | 'too-small' | 'extra-field' | 'no-file'
  | 'no-closing' | 'garbage-policy' | 'nul-field' | 'huge-field' | 'two-files';
export const FORM_BOUNDARY = 'FuzzFormBoundary';

export type BodySpec =
  | { kind: 'form'; variant: FormVariant; size: number }
  | { kind: 'bytes'; bytes: Uint8Array }
  | { kind: 'text'; text: string }
  | { kind: 'fill'; size: number; byte: number }
  | { kind: 'complete'; variant: CompleteVariant };

/** How the body is framed on the wire: as declared, HTTP-chunked, or with a Content-Length that lies. */
export type Framing = 'exact' | 'http-chunked' | 'longer' | 'shorter';

export interface S3Plan {
  /** The S3 operation the request aims at (what the report groups by). */
  op: string;
  method: string;
  /** Raw first path segment (null: the service, `/`). */
  bucket: string | null;
  /** Raw rest of the path after the bucket's slash (null: none). */
  key: string | null;
  /** Raw query string, without `?`. */
  query: string;
  headers: [string, string][];
  body: BodySpec | null;
  framing: Framing;
  auth: Auth;
  identity: Identity;
  /** Aims at the other customer's bucket, object or upload: must never succeed. */
  crossTenant: boolean;
  /** A raw request target that replaces the path and query built from bucket, key and query (odd forms). */
  target?: string;
  /** Which live multipart upload `{{upload}}` names (one of the latest few, so parts accumulate and completes can succeed). */
  pick: number;
}

/* ------------------------------ encodings ------------------------------ */

/** UTF-8 bytes, lone surrogates encoded as their three bytes (WTF-8), as a careless client sends them. */
export function wtf8(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    let cp = s.charCodeAt(i);
    if (cp >= 0xd800 && cp < 0xdc00 && i + 1 < s.length) {
      const lo = s.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo < 0xe000) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
        i++;
      }
    }
    if (cp < 0x80) out.push(cp);
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return out;
}

const UNRESERVED = /[A-Za-z0-9\-_.~]/;
/** Percent-encode every byte but the unreserved ones (a `/` kept when asked); lone surrogates give invalid UTF-8 escapes. */
export const pct = (s: string, keepSlash = false) =>
  wtf8(s)
    .map((b) => (b < 0x80 && (UNRESERVED.test(String.fromCharCode(b)) || (keepSlash && b === 0x2f)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
/** The bytes themselves, unescaped (latin1 characters = bytes on the wire). */
export const rawBytes = (s: string) => String.fromCharCode(...wtf8(s));

/* ------------------------------ values ------------------------------ */

/** Strings that broke or could break parsers, ORMs, databases and XML. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    '', ' ', '0', '-1', '1.5', '1e309', 'NaN', '2147483648', '9223372036854775808', '\u0000', 'a\u0000b', '\u0001', '\u001f', '\u007f', '\t', '\n', '\r\n',
    '../../etc/passwd', '..', '.', '/', '//', '\\..\\..\\', "' OR 1=1 --", '"; DROP TABLE storage_objects; --', '<x>&amp;]]>', '<![CDATA[x]]>', '&#0;',
    '%', '%zz', '%00', '🙂'.repeat(20), '\ud800', '\udfff', 'a\ud800b', 'é', '\uffff', '\ufeff', 'null', '__proto__', 'x'.repeat(3000), 'ü'.repeat(600),
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/** Keys the fuzz writes and reads again: objects exist under them much of the time. */
export const POOL_KEYS = ['k0', 'k1', 'k2', 'dir/a', 'dir/b/c', 'mp-obj', 'empty', 'ünï/🙂', 'sp ace', 'nl\nkey', 'x'.repeat(1024)];
const poolKey = fc.constantFrom(...POOL_KEYS).map((k) => pct(k, true));

/** Object keys as raw path text: pool keys, encoded hostile text, raw bytes, malformed escapes, overlong keys. */
const key = fc.oneof(
  { weight: 10, arbitrary: poolKey },
  { weight: 4, arbitrary: nastyString.map((s) => pct(s || 'k', true)) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '%00', 'a%00b', '%01', '%0A', '%0D%0A', '%7F', '%', '%zz', 'a%e0%80', '%ED%A0%80', '%C0%AF', '..', '.', '../..', '%2e%2e/%2e%2e/etc/passwd', '..%2F..%2Fsecret',
      '//x', 'x/', 'x//y', '%2F', '+', '%2B', '%3F%23', 'k'.repeat(1025), pct('é'.repeat(512)), pct('é'.repeat(513)), pct('🙂'.repeat(257)), '%5C..%5C', 'a b', '%20',
      rawBytes('\ud800'), rawBytes('é'), rawBytes('🙂/x'), 'k?', 'k#frag', '\u00ff\u00fe',
    ),
  },
  { weight: 1, arbitrary: nastyString.map((s) => rawBytes(s || 'k')) },
);

const BUCKET_SHAPES = [
  'A', 'ab', 'a'.repeat(64), 'UPPER', 'Fuzz-Own', '192.168.0.1', 'xn--abc', 'a..b', '-ab', 'ab-', 'a_b', 'sthree-x', 'x-s3alias', 'fuzz-own.',
  '%00', 'a%00b', '%zz', '%', pct('é'), rawBytes('é'), '..', '.', 'fuzz-missing-bucket', pct('fuzz own'),
];
const hostileBucket = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...BUCKET_SHAPES) }, { weight: 1, arbitrary: nastyString.map((s) => pct(s || 'b')) });

/** Bucket names the fuzz may create and delete (valid, distinct from the seeded ones). */
const newBucket = fc.integer({ min: 0, max: 7 }).map((n) => `fuzz-new-${n}`);

/** A bucket address: the customer's own mostly, sometimes someone else's, missing or malformed. */
const bucketRef = fc.oneof(
  { weight: 14, arbitrary: fc.constant('{{own}}') },
  { weight: 2, arbitrary: fc.constant('{{other}}') },
  { weight: 1, arbitrary: newBucket },
  { weight: 2, arbitrary: hostileBucket },
);

/** A query value, raw: encoded hostile text, numbers at the edges, tokens and malformed escapes. */
const queryValue = fc.oneof(
  { weight: 3, arbitrary: nastyString.map((s) => pct(s)) },
  { weight: 3, arbitrary: poolKey.map((k) => k.replace(/\//g, '%2F')) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '', '0', '1', '2', '3', '1000', '1001', '-1', '2147483648', '99999999999', '1e3', 'abc', 'url', 'URL', 'true', 'false', 'null', '%00', 'a%00b', '%', '%zz', '%ED%A0%80',
      '%0A', '/', 'dir%2F', '%2F', 'd', Buffer.from('mw1:k1').toString('base64url'), Buffer.from('mw1:a\u0000b').toString('base64url'), Buffer.from('mw2:x').toString('base64url'),
      '!!!', '+', '%2B', 'a+b', 'k'.repeat(2000),
    ),
  },
);

const LIST_PARAMS = [
  'prefix', 'delimiter', 'marker', 'start-after', 'continuation-token', 'max-keys', 'encoding-type', 'fetch-owner', 'list-type', 'key-marker',
  'version-id-marker', 'upload-id-marker', 'max-uploads', 'part-number-marker', 'max-parts', 'x-id',
];
const param = fc.tuple(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...LIST_PARAMS) }, { weight: 1, arbitrary: nastyString.map((s) => pct(s)) }), queryValue, fc.boolean());
const params = (max: number) => fc.array(param, { maxLength: max }).map((ps) => ps.map(([k, v, bare]) => (bare && v === '' ? k : `${k}=${v}`)));
const join = (...parts: (string | string[])[]) => parts.flat().filter((p) => p !== '').join('&');

/** Bucket configurations (CORS, served; the rest answered as unconfigured), and sub-resources the gateway does not implement (s3/operations.ts). */
const UNCONFIGURED = ['cors', 'policy', 'lifecycle', 'tagging'];
const NOT_IMPLEMENTED = [
  'website', 'replication', 'notification', 'logging', 'encryption', 'object-lock', 'retention', 'legal-hold', 'torrent', 'accelerate', 'requestPayment',
  'analytics', 'inventory', 'metrics', 'intelligent-tiering', 'ownershipControls', 'publicAccessBlock', 'restore', 'select', 'attributes',
];

/* ------------------------------ headers ------------------------------ */

const date = fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 31 Dec 9999 23:59:59 GMT', 'Sat, 28 Nov 2026 10:00:00 GMT', 'yesterday', '', '2026-11-28T10:00:00Z', '+275760-09-13T00:00:00.000Z', '0');
const etagValue = fc.constantFrom('"{{etag}}"', '{{etag}}', '*', '"nope"', 'W/"{{etag}}"', '"a", "{{etag}}"', '', '"', ',,,', '"x"'.repeat(500));
const rangeValue = fc.constantFrom(
  'bytes=0-0', 'bytes=0-', 'bytes=-1', 'bytes=-0', 'bytes=5-', 'bytes=1-3', 'bytes=10-5', 'bytes=999999999999999999999-', 'bytes=0-999999999999999999999',
  'bytes=0-1,3-4', 'items=0-1', 'bytes=', 'bytes=abc', 'bytes=-', 'bytes= 0-1', 'bytes=9007199254740993-9007199254740994', 'bytes=1e3-2e3',
);
const checksumName = fc.constantFrom('x-amz-checksum-crc32', 'x-amz-checksum-crc32c', 'x-amz-checksum-sha1', 'x-amz-checksum-sha256', 'x-amz-checksum-crc64nvme', 'x-amz-checksum-md5', 'x-amz-checksum-');
const checksumValue = fc.constantFrom('{{crc32}}', '{{sha256-b64}}', '{{sha1-b64}}', 'AAAAAA==', 'not base64!', '', 'A'.repeat(5000));

const h = (name: string, value: string): [string, string][] => [[name, value]];
/** x-amz-tagging values: sets S3 takes and sets it refuses (duplicates, aws:, limits, bad encoding). */
const taggingHeader = fc.constantFrom('a=b', 'a=1&b=2', 'a=1&a=2', 'aws%3Ax=1', '%%%', '', '=v', 'k', `${'k'.repeat(129)}=v`, Array.from({ length: 11 }, (_, i) => `k${i}=v`).join('&'), 'a%20b=c%2Bd', 'a=%00');

/** One hostile header of an object request, as [name, value]. */
const objectHeader: fc.Arbitrary<[string, string][]> = fc.oneof(
  rangeValue.map((v) => h('range', v)),
  etagValue.map((v) => h('if-match', v)),
  etagValue.map((v) => h('if-none-match', v)),
  date.map((v) => h('if-modified-since', v)),
  date.map((v) => h('if-unmodified-since', v)),
  fc.constantFrom('{{md5}}', 'not-base64', '1B2M2Y8AsgTpgAmY7PhCfg==', '', 'A'.repeat(24)).map((v) => h('content-md5', v)),
  fc.tuple(checksumName, checksumValue).map(([n, v]) => h(n, v)),
  fc.constant<[string, string][]>([['x-amz-checksum-crc32', '{{crc32}}'], ['x-amz-checksum-sha256', '{{sha256-b64}}']]),
  fc.constantFrom('CRC32', 'crc32c', 'SHA256', 'MD5', 'bogus', '').map((v) => h('x-amz-sdk-checksum-algorithm', v)),
  fc.constantFrom('x-amz-checksum-crc32', 'x-amz-checksum-bogus', 'content-md5', '').map((v) => h('x-amz-trailer', v)),
  fc.constantFrom('0', '5', '-1', 'abc', '99999999999999999', '').map((v) => h('x-amz-decoded-content-length', v)),
  fc.constantFrom('gzip', 'aws-chunked', 'aws-chunked,gzip', 'br, aws-chunked', '', 'x'.repeat(300)).map((v) => h('content-encoding', v)),
  fc.constant(h('expect', '100-continue')),
  fc.oneof(nastyString.map((s) => rawBytes(s.replace(/[\r\n\u0000]/g, ''))), fc.constantFrom('text/html', 'image/svg+xml', 'application/xml; charset=utf-8', 'x'.repeat(400))).map((v) => h('content-type', v)),
  fc.tuple(fc.constantFrom('cache-control', 'content-disposition', 'content-language', 'expires'), nastyString).map(([n, v]) => h(n, rawBytes(v.replace(/[\r\n\u0000]/g, '')))),
  fc.tuple(fc.string({ minLength: 1, maxLength: 10 }).map((s) => `x-amz-meta-${pct(s).toLowerCase().replace(/%/g, '')}`), nastyString).map(([n, v]) => h(n, rawBytes(v.replace(/[\r\n\u0000]/g, '')))),
  fc.constant(h('x-amz-meta-big', 'm'.repeat(2100))),
  fc.constant(Array.from({ length: 40 }, (_, i) => [`x-amz-meta-m${i}`, 'v'.repeat(50)] as [string, string])),
  fc.constantFrom('ENABLED', 'enabled', 'DISABLED').map((v) => h('x-amz-checksum-mode', v)),
  fc.constantFrom('STANDARD', 'GLACIER', 'bogus').map((v) => h('x-amz-storage-class', v)),
  fc.constantFrom('private', 'public-read', 'bogus').map((v) => h('x-amz-acl', v)),
  fc.constantFrom('AES256', 'aws:kms', 'bogus').map((v) => h('x-amz-server-side-encryption', v)),
  taggingHeader.map((v) => h('x-amz-tagging', v)),
  fc.constantFrom('COPY', 'REPLACE', 'replace', 'bogus', '').map((v) => h('x-amz-tagging-directive', v)),
  fc.constantFrom('/x', 'http://evil.example/').map((v) => h('x-amz-website-redirect-location', v)),
  fc.constantFrom('COPY', 'REPLACE', 'copy', 'bogus', '').map((v) => h('x-amz-metadata-directive', v)),
  // Headers twice, or clashing with what the signer or the framing adds.
  fc.constantFrom<[string, string][]>(
    [['x-amz-checksum-crc32', '{{crc32}}'], ['x-amz-checksum-crc32', 'AAAAAA==']],
    [['content-md5', '{{md5}}'], ['content-md5', '{{md5}}']],
    [['x-amz-content-sha256', 'UNSIGNED-PAYLOAD']],
    [['x-amz-date', '20000101T000000Z']],
    [['host', 'evil.example']],
    [['transfer-encoding', 'chunked']],
    [['content-length', '0']],
    [['range', 'bytes=0-1'], ['range', 'bytes=2-3']],
  ),
);
const objectHeaders = fc.array(objectHeader, { maxLength: 3 }).map((hs) => hs.flat());

/** x-amz-copy-source values: own objects (whole or multipart), the other customer's, missing, malformed. */
const copySource = fc.oneof(
  { weight: 6, arbitrary: poolKey.map((k) => `{{own}}/${k}`) },
  { weight: 2, arbitrary: poolKey.map((k) => `/{{own}}/${k}`) },
  { weight: 2, arbitrary: fc.constantFrom('{{other}}/tenant-b-secret', '/{{other}}/tenant-b-secret') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '{{own}}', '{{own}}/', '/', '', 'fuzz-missing-bucket/k1', '{{own}}/missing', '{{own}}/k1?versionId=null', '{{own}}/k1?versionId=3', '{{own}}/%00', '{{own}}/a%00b',
      '{{own}}/%zz', '{{own}}/%ED%A0%80', '{{own}}/k1?', '{{own}}%2Fk1', `{{own}}/${'k'.repeat(1100)}`, 'UPPER/k', '%00/k1', 'a%00b/k1', '..%2F{{other}}/tenant-b-secret', '{{own}}/../{{other}}/tenant-b-secret',
    ),
  },
  { weight: 1, arbitrary: nastyString.map((s) => `{{own}}/${pct(s)}`) },
);
const copyHeaders = fc.tuple(
  copySource,
  fc.array(
    fc.oneof(
      etagValue.map((v) => ['x-amz-copy-source-if-match', v] as [string, string]),
      etagValue.map((v) => ['x-amz-copy-source-if-none-match', v] as [string, string]),
      date.map((v) => ['x-amz-copy-source-if-modified-since', v] as [string, string]),
      date.map((v) => ['x-amz-copy-source-if-unmodified-since', v] as [string, string]),
      fc.constantFrom('COPY', 'REPLACE', 'bogus').map((v) => ['x-amz-metadata-directive', v] as [string, string]),
    ),
    { maxLength: 2 },
  ),
);
const copyRange = fc.constantFrom('bytes=0-0', 'bytes=0-4', 'bytes=0-', 'bytes=5-1', 'bytes=0-99999999', 'bytes=-5', 'items=0-1', '', 'bytes=0-5242880');

/* ------------------------------ bodies ------------------------------ */

const payload: fc.Arbitrary<BodySpec> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'bytes', bytes: new Uint8Array(0) } as BodySpec) },
  { weight: 6, arbitrary: fc.uint8Array({ maxLength: 2048 }).map((bytes): BodySpec => ({ kind: 'bytes', bytes })) },
  { weight: 3, arbitrary: nastyString.map((text): BodySpec => ({ kind: 'text', text })) },
  { weight: 1, arbitrary: fc.integer({ min: 60_000, max: 140_000 }).map((size): BodySpec => ({ kind: 'fill', size, byte: 0x61 })) },
);
/** A part of a multipart upload: small (a last part) or just over the 5 MiB minimum of the others. */
const partBody: fc.Arbitrary<BodySpec> = fc.oneof(
  { weight: 8, arbitrary: payload },
  { weight: 1, arbitrary: fc.constant({ kind: 'fill', size: 5 * 1024 * 1024, byte: 0x62 } as BodySpec) },
);

const xml = (text: string): BodySpec => ({ kind: 'text', text });
const locationBody = fc.oneof(
  { weight: 2, arbitrary: fc.constant(xml('<CreateBucketConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><LocationConstraint>nbo1</LocationConstraint></CreateBucketConfiguration>')) },
  fc.constantFrom('nbo1', 'dar1', 'us-east-1', 'eu-west-1', '', ' nbo1 ', 'x'.repeat(500)).map((l) => xml(`<CreateBucketConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><LocationConstraint>${l}</LocationConstraint></CreateBucketConfiguration>`)),
  fc.constantFrom(
    '<CreateBucketConfiguration/>', '<CreateBucketConfiguration>', '<Other/>', 'not xml', '<?xml version="1.0"?>', '<!DOCTYPE x [<!ENTITY a "b">]><CreateBucketConfiguration/>',
    '<CreateBucketConfiguration><LocationConstraint><x>nbo1</x></LocationConstraint></CreateBucketConfiguration>', '<CreateBucketConfiguration><LocationConstraint>a</LocationConstraint><LocationConstraint>b</LocationConstraint></CreateBucketConfiguration>',
  ).map(xml),
  fc.constant({ kind: 'fill', size: 70_000, byte: 0x20 } as BodySpec),
);

const objectXml = (k: string, v?: string) => `<Object><Key>${k}</Key>${v === undefined ? '' : `<VersionId>${v}</VersionId>`}</Object>`;
const xmlKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...POOL_KEYS.filter((k) => !k.includes('\n'))) },
  { weight: 2, arbitrary: nastyString.map((s) => s.replace(/[<&]/g, '')) },
  { weight: 1, arbitrary: fc.constantFrom('&#0;', '&#x0;', '&#xD800;', '&lt;k&gt;', '&amp;', '&unknown;', '<![CDATA[k1]]>', '\u0000', ' k1 ', 'k'.repeat(2000), 'tenant-b-secret') },
);
/** PutBucketCors documents: rules S3 takes and refuses (methods, wildcards, sizes), and broken XML. */
const corsRule = fc
  .tuple(
    fc.array(fc.constantFrom('*', 'https://*.example', 'http://localhost:3000', 'https://*.*.x', '', 'a\u0000b', '&amp;', 'x'.repeat(2000)), { maxLength: 3 }),
    fc.array(fc.constantFrom('GET', 'PUT', 'POST', 'DELETE', 'HEAD', 'PATCH', 'get', ''), { maxLength: 3 }),
    fc.array(fc.constantFrom('*', 'content-type', 'x-amz-*', 'x-*-*', 'a b', '<b/>'), { maxLength: 3 }),
    fc.array(fc.constantFrom('ETag', '*', 'x-amz-request-id'), { maxLength: 2 }),
    fc.option(fc.constantFrom('0', '3000', '-1', 'abc', '99999999999', ''), { freq: 2 }),
    fc.option(fc.constantFrom('rule', '', 'i'.repeat(300), '\u0001'), { freq: 2 }),
  )
  .map(([origins, methods, headers, expose, age, id]) =>
    [
      '<CORSRule>',
      id === null ? '' : `<ID>${id}</ID>`,
      ...origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`),
      ...methods.map((m) => `<AllowedMethod>${m}</AllowedMethod>`),
      ...headers.map((h) => `<AllowedHeader>${h}</AllowedHeader>`),
      ...expose.map((h) => `<ExposeHeader>${h}</ExposeHeader>`),
      age === null ? '' : `<MaxAgeSeconds>${age}</MaxAgeSeconds>`,
      '</CORSRule>',
    ].join(''),
  );
const corsBody = fc.oneof(
  { weight: 4, arbitrary: fc.array(corsRule, { maxLength: 4 }).map((rules) => xml(`<CORSConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${rules.join('')}</CORSConfiguration>`)) },
  { weight: 1, arbitrary: fc.constantFrom(101, 100).map((n) => xml(`<CORSConfiguration>${'<CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod></CORSRule>'.repeat(n)}</CORSConfiguration>`)) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('', 'garbage', '<CORSConfiguration/>', '<CORSConfiguration><CORSRule/></CORSConfiguration>', '<!DOCTYPE x [<!ENTITY a "b">]><CORSConfiguration/>', `<CORSConfiguration>${'<CORSRule>'.repeat(5000)}</CORSConfiguration>`, `<CORSConfiguration><CORSRule><ID>${'x'.repeat(70_000)}</ID></CORSRule></CORSConfiguration>`)
      .map(xml),
  },
);

const deleteBody = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.array(fc.tuple(xmlKey, fc.option(fc.constantFrom('null', '3', '', '\u0000'), { freq: 4 })), { minLength: 1, maxLength: 6 }), fc.constantFrom('', '<Quiet>true</Quiet>', '<Quiet>TRUE</Quiet>', '<Quiet>maybe</Quiet>')).map(([objs, quiet]) => xml(`<Delete>${quiet}${objs.map(([k, v]) => objectXml(k, v ?? undefined)).join('')}</Delete>`)) },
  { weight: 1, arbitrary: fc.constantFrom(1000, 1001).map((n) => xml(`<Delete>${Array.from({ length: n }, (_, i) => objectXml(`bulk-${i}`)).join('')}</Delete>`)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '<Delete/>', '<Delete></Delete>', '<Delete><Object/></Delete>', '<Delete><Object><Key></Key></Object></Delete>', '<Delete><Object><Key><a>b</a></Key></Object></Delete>', '<Delete><Object><Key>a</Key></Object>',
      '<!DOCTYPE x [<!ENTITY a "b">]><Delete><Object><Key>&a;</Key></Object></Delete>', '<!doctype lolz [<!ENTITY lol "lol">]><Delete/>', '<Delete><!ENTITY x SYSTEM "file:///etc/passwd"><Object><Key>k1</Key></Object></Delete>',
      '<?xml version="1.0" encoding="UTF-16"?><Delete><Object><Key>k1</Key></Object></Delete>', '<?xml-stylesheet href="x"?><Delete><Object><Key>k1</Key></Object></Delete>',
      '<Delete xmlns:xi="http://www.w3.org/2001/XInclude"><Object><Key><xi:include href="file:///etc/passwd"/></Key></Object></Delete>', 'garbage', '', '\u0000', '<Delete>\u0000</Delete>',
      `<Delete>${'<Object>'.repeat(5000)}</Delete>`, `${'<a>'.repeat(20000)}`, '<Other><Object><Key>k1</Key></Object></Other>',
    ).map(xml),
  },
);
const deleteIntegrity = fc.constantFrom<[string, string][]>([['content-md5', '{{md5}}']], [['content-md5', '{{md5}}']], [['content-md5', '{{md5}}']], [['content-md5', '{{md5}}']], [['x-amz-checksum-crc32', '{{crc32}}']], [['content-md5', '1B2M2Y8AsgTpgAmY7PhCfg==']], [['content-md5', 'garbage']], [], [['x-amz-sdk-checksum-algorithm', 'CRC32']]);

const completeVariant = fc.constantFrom<CompleteVariant>(
  'valid', 'valid', 'valid', 'unquoted', 'entity-quoted', 'first-only', 'reversed', 'duplicate', 'wrong-etag', 'missing-part', 'empty', 'no-root', 'part-0', 'part-10001', 'part-abc',
  'malformed', 'dtd', 'nul', 'deep', 'huge', 'many',
);

/* ------------------------------ operations ------------------------------ */

type Op = Pick<S3Plan, 'op' | 'method' | 'bucket' | 'key' | 'query' | 'headers' | 'body' | 'target'>;
const op = (o: Partial<Op> & Pick<Op, 'op' | 'method'>): Op => ({ bucket: null, key: null, query: '', headers: [], body: null, ...o });

const uploadId = fc.oneof(
  { weight: 8, arbitrary: fc.constant('{{upload}}') },
  { weight: 1, arbitrary: fc.constant('{{other-upload}}') },
  { weight: 2, arbitrary: fc.constantFrom('', 'nope', 'A'.repeat(64), 'A'.repeat(65), '%00', '..%2F..%2Fx', pct("'; DROP TABLE storage_uploads; --"), '%ED%A0%80', '{{upload}}x') },
);
const uploadKey = fc.oneof({ weight: 6, arbitrary: fc.constant('{{upload-key}}') }, { weight: 1, arbitrary: key }, { weight: 1, arbitrary: fc.constant('{{other-upload-key}}') });
const partNumber = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('1', '1', '2', '3') },
  { weight: 2, arbitrary: fc.constantFrom('0', '10000', '10001', '-1', 'abc', '', '1.5', '00001', '99999', '1e3', '0x10', '%201', '100000') },
);

const serviceOps = fc.oneof(
  { weight: 4, arbitrary: params(2).map((ps) => op({ op: 'ListBuckets', method: 'GET', query: join(ps) })) },
  { weight: 1, arbitrary: fc.constantFrom('PUT', 'POST', 'DELETE', 'HEAD', 'PATCH').map((method) => op({ op: 'Service (other methods)', method })) },
  {
    // Request targets and methods a parser may choke on: absolute form, asterisk, empty query parts, an overlong line, unknown methods.
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('GET', 'GET', 'PUT', 'HEAD', 'get', 'FOO', 'PROPFIND', 'OPTIONS'),
        fc.constantFrom(
          'http://127.0.0.1/{{own}}/k1', '*', '//{{own}}/k1', '/{{own}}/k1#frag', '/%', '/{{own}}/k1?%', '/?&&&', '/{{own}}?list-type=2&&prefix=&', '/{{own}}?=x', '/{{own}}?%3D=%3D',
          `/{{own}}/${'k'.repeat(20_000)}`, '/{{own}}/k1?uploadId&uploadId=a&partNumber=1&partNumber=2', '/{{own}}/./k1', '/{{own}}/../{{other}}/tenant-b-secret',
        ),
      )
      .map(([method, target]) => ({ ...op({ op: 'Odd request target', method }), target })),
  },
);

const bucketOps = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.oneof({ weight: 3, arbitrary: newBucket }, { weight: 2, arbitrary: hostileBucket }, { weight: 1, arbitrary: fc.constantFrom('{{own}}', '{{other}}') }), fc.option(locationBody, { freq: 2 }))
      .map(([b, body]) => op({ op: 'CreateBucket', method: 'PUT', bucket: b, body })),
  },
  { weight: 2, arbitrary: bucketRef.map((b) => op({ op: 'HeadBucket', method: 'HEAD', bucket: b })) },
  { weight: 2, arbitrary: fc.oneof({ weight: 2, arbitrary: newBucket }, { weight: 1, arbitrary: bucketRef }).map((b) => op({ op: 'DeleteBucket', method: 'DELETE', bucket: b })) },
  { weight: 8, arbitrary: fc.tuple(bucketRef, params(4)).map(([b, ps]) => op({ op: 'ListObjects', method: 'GET', bucket: b, query: join(ps) })) },
  { weight: 8, arbitrary: fc.tuple(bucketRef, params(4)).map(([b, ps]) => op({ op: 'ListObjectsV2', method: 'GET', bucket: b, query: join('list-type=2', ps) })) },
  { weight: 4, arbitrary: fc.tuple(bucketRef, params(4)).map(([b, ps]) => op({ op: 'ListObjectVersions', method: 'GET', bucket: b, query: join('versions', ps) })) },
  { weight: 4, arbitrary: fc.tuple(bucketRef, params(4)).map(([b, ps]) => op({ op: 'ListMultipartUploads', method: 'GET', bucket: b, query: join('uploads', ps) })) },
  {
    weight: 4,
    arbitrary: fc.tuple(bucketRef, fc.constantFrom('location', 'versioning', 'acl', ...UNCONFIGURED), params(1)).map(([b, sub, ps]) => op({ op: `GetBucket ?${sub}`, method: 'GET', bucket: b, query: join(sub, ps) })),
  },
  {
    weight: 3,
    arbitrary: fc.tuple(bucketRef, fc.constantFrom('acl', 'versioning', ...UNCONFIGURED, ...NOT_IMPLEMENTED), fc.constantFrom('GET', 'PUT', 'DELETE', 'POST'), fc.option(payload, { freq: 2 })).map(([b, sub, method, body]) =>
      op({ op: `${method} bucket ?${sub}`, method, bucket: b, query: sub, body }),
    ),
  },
  { weight: 3, arbitrary: fc.tuple(bucketRef, corsBody).map(([b, body]) => op({ op: 'PutBucketCors', method: 'PUT', bucket: b, query: 'cors', body })) },
  { weight: 1, arbitrary: bucketRef.map((b) => op({ op: 'DeleteBucketCors', method: 'DELETE', bucket: b, query: 'cors' })) },
  { weight: 6, arbitrary: fc.tuple(bucketRef, deleteBody, deleteIntegrity).map(([b, body, headers]) => op({ op: 'DeleteObjects', method: 'POST', bucket: b, query: 'delete', headers, body })) },
  { weight: 1, arbitrary: fc.tuple(bucketRef, fc.constantFrom('POST', 'PATCH', 'OPTIONS', 'TRACE')).map(([b, method]) => op({ op: 'Bucket (other methods)', method, bucket: b })) },
  {
    weight: 5,
    arbitrary: fc
      .tuple(bucketRef, fc.constantFrom<FormVariant>('valid', 'valid', 'valid', 'filename-key', 'expired', 'bad-signature', 'outside-prefix', 'too-large', 'too-small', 'extra-field', 'no-file', 'no-closing', 'garbage-policy', 'nul-field', 'huge-field', 'two-files'), fc.integer({ min: 0, max: 4096 }))
      .map(([b, variant, size]) => op({ op: 'PostObject', method: 'POST', bucket: b, headers: [['content-type', `multipart/form-data; boundary=${FORM_BOUNDARY}`]], body: { kind: 'form', variant, size } })),
  },
);

const tagXml = (tags: [string, string][]) => `<Tagging xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><TagSet>${tags.map(([k, v]) => `<Tag><Key>${k}</Key><Value>${v}</Value></Tag>`).join('')}</TagSet></Tagging>`;
const tagText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('env', 'project', 'a b', 'x=y', 'k:/@+-._', '') },
  { weight: 2, arbitrary: nastyString.map((s) => s.replace(/[<&]/g, '')) },
  { weight: 1, arbitrary: fc.constantFrom('aws:x', 'AWS:y', 'k'.repeat(129), 'v'.repeat(257), '\u00e9'.repeat(128), '&#0;', '&lt;', '<![CDATA[k]]>', '\u0000', '*', '%') },
);
/** PutObjectTagging bodies: valid and broken sets (limits, duplicates, aws:), malformed and hostile XML. */
const taggingBody = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.tuple(tagText, tagText), { maxLength: 12 }).map((tags) => xml(tagXml(tags))) },
  { weight: 1, arbitrary: fc.constant(xml(tagXml([['k', '1'], ['k', '2']]))) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '<Tagging/>', '<Tagging><TagSet/></Tagging>', '<Tagging><TagSet><Tag/></TagSet></Tagging>', '<Tagging><TagSet><Tag><Key>k</Key></Tag></TagSet></Tagging>', '<Tagging><TagSet><Tag><Key><a>b</a></Key><Value>v</Value></Tag></TagSet></Tagging>',
      '<Tagging><TagSet><Tag><Key>a</Key><Key>b</Key><Value>v</Value></Tag></TagSet></Tagging>', '<!DOCTYPE x [<!ENTITY a "b">]><Tagging><TagSet><Tag><Key>&a;</Key><Value>v</Value></Tag></TagSet></Tagging>', 'garbage', '', '<Other/>',
      `<Tagging><TagSet>${'<Tag><Key>k</Key><Value>v</Value></Tag>'.repeat(3000)}</TagSet></Tagging>`, `${'<a>'.repeat(20000)}`,
    ).map(xml),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'fill', size: 70_000, byte: 0x20 } as BodySpec) },
);

const objectOps = fc.oneof(
  { weight: 14, arbitrary: fc.tuple(bucketRef, key, objectHeaders, payload).map(([b, k, headers, body]) => op({ op: 'PutObject', method: 'PUT', bucket: b, key: k, headers, body })) },
  {
    // Multipart arguments without their partner (a part number and no upload id, and the reverse) on every method.
    weight: 2,
    arbitrary: fc.tuple(bucketRef, key, fc.constantFrom('PUT', 'GET', 'HEAD', 'POST', 'DELETE'), fc.constantFrom('partNumber=1', 'partNumber=2&x-id=UploadPart', 'uploadId=', 'uploadId', 'uploadId={{upload}}', 'uploads&uploadId={{upload}}', 'partNumber=1&uploads'), fc.boolean(), payload).map(([b, k, method, query, copying, body]) =>
      op({ op: 'Half a multipart request', method, bucket: b, key: k, query, headers: copying ? [['x-amz-copy-source', '{{own}}/k1']] : [], body: method === 'PUT' || method === 'POST' ? body : null }),
    ),
  },
  {
    weight: 10,
    arbitrary: fc
      .tuple(bucketRef, key, objectHeaders, fc.array(fc.tuple(fc.constantFrom('response-content-type', 'response-content-disposition', 'response-cache-control', 'response-expires', 'response-content-encoding', 'response-content-language', 'versionId', 'partNumber', 'x-id'), queryValue), { maxLength: 2 }), fc.constantFrom('GET', 'HEAD'))
      .map(([b, k, headers, qs, method]) => op({ op: method === 'GET' ? 'GetObject' : 'HeadObject', method, bucket: b, key: k, headers, query: join(qs.map(([n, v]) => `${n}=${v}`)) })),
  },
  { weight: 4, arbitrary: fc.tuple(bucketRef, key, fc.option(fc.constantFrom('versionId=null', 'versionId=3', 'versionId=', 'versionId=%00'), { freq: 3 })).map(([b, k, q]) => op({ op: 'DeleteObject', method: 'DELETE', bucket: b, key: k, query: q ?? '' })) },
  { weight: 6, arbitrary: fc.tuple(bucketRef, key, copyHeaders, objectHeaders).map(([b, k, [src, conds], headers]) => op({ op: 'CopyObject', method: 'PUT', bucket: b, key: k, headers: [['x-amz-copy-source', src], ...conds, ...headers] })) },
  {
    weight: 2,
    arbitrary: fc.tuple(bucketRef, key, fc.constantFrom('acl', 'tagging', ...NOT_IMPLEMENTED), fc.constantFrom('GET', 'PUT', 'DELETE', 'POST')).map(([b, k, sub, method]) => op({ op: `${method} object ?${sub}`, method, bucket: b, key: k, query: sub })),
  },
  { weight: 3, arbitrary: fc.tuple(bucketRef, key, taggingBody, fc.option(fc.constantFrom('versionId=null', 'versionId=3'), { freq: 4 })).map(([b, k, body, v]) => op({ op: 'PutObjectTagging', method: 'PUT', bucket: b, key: k, query: join('tagging', v ?? ''), body })) },
  { weight: 2, arbitrary: fc.tuple(bucketRef, key, fc.constantFrom('GET', 'DELETE', 'HEAD')).map(([b, k, method]) => op({ op: `${method} object ?tagging`, method, bucket: b, key: k, query: 'tagging' })) },
  { weight: 1, arbitrary: fc.tuple(bucketRef, key, fc.constantFrom('POST', 'PATCH', 'OPTIONS', 'TRACE')).map(([b, k, method]) => op({ op: 'Object (other methods)', method, bucket: b, key: k })) },
  {
    weight: 1,
    arbitrary: fc.tuple(bucketRef, key, fc.constantFrom('PUT', 'GET', 'DELETE', 'POST'), fc.constantFrom('http://localhost:3000', 'https://evil.example', 'null', 'https://a.example', '*')).map(([b, k, m, origin]) =>
      op({ op: 'CORS preflight', method: 'OPTIONS', bucket: b, key: k, headers: [['origin', origin], ['access-control-request-method', m], ['access-control-request-headers', 'x-amz-date,'.repeat(200)]] }),
    ),
  },
);

const multipartOps = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.tuple(bucketRef, fc.oneof({ weight: 3, arbitrary: fc.constantFrom('mp-obj', 'mp-2', 'dir/mp').map((k) => pct(k, true)) }, { weight: 1, arbitrary: key }), objectHeaders, fc.option(fc.constantFrom('CRC32', 'SHA256', 'bogus', ''), { freq: 3 })).map(([b, k, headers, alg]) =>
      op({ op: 'CreateMultipartUpload', method: 'POST', bucket: b, key: k, query: 'uploads', headers: alg === null ? headers : [...headers, ['x-amz-checksum-algorithm', alg]] }),
    ),
  },
  { weight: 10, arbitrary: fc.tuple(uploadKey, partNumber, uploadId, objectHeaders, partBody).map(([k, n, id, headers, body]) => op({ op: 'UploadPart', method: 'PUT', bucket: '{{own}}', key: k, query: `partNumber=${n}&uploadId=${id}`, headers, body })) },
  {
    weight: 3,
    arbitrary: fc.tuple(uploadKey, partNumber, uploadId, copyHeaders, fc.option(copyRange, { freq: 2 })).map(([k, n, id, [src, conds], range]) =>
      op({ op: 'UploadPartCopy', method: 'PUT', bucket: '{{own}}', key: k, query: `partNumber=${n}&uploadId=${id}`, headers: [['x-amz-copy-source', src], ...conds, ...(range === null ? [] : [['x-amz-copy-source-range', range] as [string, string]])] }),
    ),
  },
  { weight: 5, arbitrary: fc.tuple(uploadKey, uploadId, completeVariant).map(([k, id, variant]) => op({ op: 'CompleteMultipartUpload', method: 'POST', bucket: '{{own}}', key: k, query: `uploadId=${id}`, body: { kind: 'complete', variant } })) },
  { weight: 2, arbitrary: fc.tuple(uploadKey, uploadId).map(([k, id]) => op({ op: 'AbortMultipartUpload', method: 'DELETE', bucket: '{{own}}', key: k, query: `uploadId=${id}` })) },
  {
    weight: 3,
    arbitrary: fc.tuple(uploadKey, uploadId, params(2)).map(([k, id, ps]) => op({ op: 'ListParts', method: 'GET', bucket: '{{own}}', key: k, query: join(`uploadId=${id}`, ps) })),
  },
  { weight: 1, arbitrary: fc.tuple(bucketRef, partNumber).map(([b, n]) => op({ op: 'GetObject ?partNumber', method: 'GET', bucket: b, key: pct('mp-obj'), query: `partNumber=${n}` })) },
);

/* ------------------------------ authentication ------------------------------ */

const BROKEN: BrokenAuth[] = [
  'anonymous', 'garbage', 'sigv2-header', 'sigv2-query', 'no-signature', 'bad-credential', 'wrong-service', 'wrong-region', 'wrong-secret', 'unknown-key', 'skewed',
  'bad-date', 'scope-date', 'unsigned-amz-header', 'signed-header-absent', 'no-host', 'lower-case-algorithm', 'missing-content-sha256', 'huge-header',
];
export const auth: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom<Auth>({ kind: 'header', payload: 'sha256' }, { kind: 'header', payload: 'sha256' }, { kind: 'header', payload: 'unsigned' }) },
  { weight: 1, arbitrary: fc.constantFrom<Auth>({ kind: 'header', payload: 'wrong-sha256' }, { kind: 'header', payload: 'garbage' }) },
  {
    weight: 4,
    arbitrary: fc
      .record({
        signed: fc.boolean(),
        chunkSize: fc.constantFrom(1, 7, 1024, 8192, 65_536),
        trailer: fc.constantFrom('none', 'none', 'crc32', 'sha256', 'wrong', 'undeclared'),
        tamper: fc.constantFrom('none', 'none', 'none', 'none', 'data', 'signature', 'framing', 'truncate'),
      })
      .map((c): Auth => ({ kind: 'chunked', ...c }) as Auth),
  },
  { weight: 3, arbitrary: fc.constantFrom<Auth>({ kind: 'presign', when: 'now', expires: '3600' }, { kind: 'presign', when: 'now', expires: '604800' }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom('now', 'expired', 'future'), fc.constantFrom('3600', '1', '0', '604801', 'abc', '-5', '', '1e3')).map(([when, expires]): Auth => ({ kind: 'presign', when: when as 'now', expires })),
  },
  { weight: 3, arbitrary: fc.constantFrom(...BROKEN).map((how): Auth => ({ kind: 'broken', how })) },
);

const framing = fc.constantFrom<Framing>(...(Array(24).fill('exact') as Framing[]), 'http-chunked', 'longer', 'shorter');

/** One hostile S3 request. */
export function s3Request(): fc.Arbitrary<S3Plan> {
  return fc
    .record({
      o: fc.oneof({ weight: 2, arbitrary: serviceOps }, { weight: 12, arbitrary: bucketOps }, { weight: 16, arbitrary: objectOps }, { weight: 10, arbitrary: multipartOps }),
      auth,
      identity: fc.constantFrom<Identity>('owner', 'owner', 'owner', 'owner', 'owner', 'owner', 'reader'),
      framing,
      pick: fc.nat(1000),
    })
    .map(({ o, auth: a, identity, framing: f, pick }): S3Plan => {
      const rest = [o.key ?? '', o.query, o.target ?? '', ...o.headers.map(([, v]) => v)].join(' ');
      const crossTenant = o.bucket === '{{other}}' || rest.includes('{{other}}') || rest.includes('{{other-upload}}');
      return { ...o, auth: a, identity, framing: o.body ? f : f === 'http-chunked' ? 'http-chunked' : 'exact', pick, crossTenant };
    });
}
