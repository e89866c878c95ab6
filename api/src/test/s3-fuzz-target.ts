import { amzDateOf, sha256Hex, sign, signingKey } from '../modules/storage/auth/sigv4';
import type { SigningCredentials } from '../modules/storage/auth/signer';
import { FORM_BOUNDARY, wtf8, type BodySpec, type CompleteVariant, type FormVariant, type S3Plan } from './s3-fuzz';
import { authenticate, b64, crc32, REGION } from './s3-fuzz-auth';
import { signRaw, type Target } from './s3-fuzz-sign';
import { sendRaw, type Outcome, type RawAnswer } from './s3-raw-http';

/**
 * The sending side of the S3 fuzz: fills a plan's tokens from what the campaign has learnt (live
 * multipart uploads and their parts, ETags), signs it as its authentication mode says, sends it
 * byte for byte (s3-raw-http.ts) and judges the answer. A request fails the campaign when it gets
 * a 5xx or no (complete) answer, when a request aimed at another customer's bucket, object or
 * upload succeeds, when a read-only key changes something, when an answer carries the other
 * customer's content, or when an error answer shows a stack trace.
 */
export interface Keys {
  owner: { accessKeyId: string; secretAccessKey: string };
  reader: { accessKeyId: string; secretAccessKey: string };
  /** The other customer's key: only used to seed their bucket. */
  other: { accessKeyId: string; secretAccessKey: string };
}

export interface Sent {
  plan: S3Plan;
  status: Outcome;
  code: string | undefined;
  /** Why this answer breaks an invariant, or null. */
  failure: string | null;
  /** Method and target as sent (truncated), for reports. */
  summary: string;
  /** How long the answer took, in milliseconds. */
  ms: number;
}

export const OWN_BUCKET = 'fuzz-own';
export const OTHER_BUCKET = 'fuzz-other';
/** Bytes only the other customer's objects hold: no answer to the fuzzed customer may contain them. */
export const OTHER_CONTENT = 'TENANT-B-CONTENT-9f27c3';
const MIB = 1024 * 1024;

interface LiveUpload {
  key: string;
  id: string;
  parts: Map<number, string>;
}

const STACK = /\bat \S+ \(|Error: |node_modules|\.ts:\d+/;

export class S3FuzzTarget {
  private readonly host: string;
  private readonly port: number;
  private uploads: LiveUpload[] = [];
  private otherUpload: { key: string; id: string } | null = null;
  private readonly etags = new Map<string, string>();
  private sent = 0;

  constructor(
    url: string,
    private readonly keys: Keys,
    private readonly timeoutMs = 15_000,
  ) {
    const u = new URL(url);
    // IPv4 loopback explicitly ('localhost' may resolve to ::1, where the 127/8 sources do not apply).
    this.host = u.hostname === 'localhost' ? '127.0.0.1' : u.hostname;
    this.port = Number(u.port);
  }

  /**
   * Each generated request comes from its own loopback address (127.1.0.0 up): a campaign with
   * thousands of broken signatures from one address would otherwise be held back by the
   * failed-signature throttle after 30 (that throttle has its own test, s3-trail.api.test.ts) and
   * exercise nothing but it.
   */
  private nextSource(): string | undefined {
    if (this.host !== '127.0.0.1') return undefined;
    const n = this.sent++;
    return `127.${1 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${n & 255}`;
  }

  private creds(who: keyof Keys): SigningCredentials {
    return { ...this.keys[who], region: REGION };
  }

  /** A plain, correctly signed request (seeding and healing), failing loudly on an unexpected status. */
  async plain(who: keyof Keys, method: string, path: string, query = '', body: Buffer | null = null, expect = [200, 204]): Promise<RawAnswer> {
    const t: Target = { host: `${this.host}:${this.port}`, path, query };
    const headers = signRaw(method, t, body ? [['content-length', String(body.length)]] : [], sha256Hex(body ?? ''), this.creds(who));
    const answer = await sendRaw(this.host, this.port, { method, target: query ? `${path}?${query}` : path, headers: [['host', t.host], ['connection', 'close'], ...headers], body }, this.timeoutMs);
    if (!expect.includes(answer.status as number)) throw new Error(`${method} ${path}?${query} → ${answer.status} ${answer.body.toString().slice(0, 300)}`);
    return answer;
  }

  /** The world the fuzz starts from: the customer's bucket with objects (one multipart) and an unfinished upload; the other customer's bucket likewise. */
  async seed(): Promise<void> {
    await this.seedOwn();
    await this.plain('other', 'PUT', `/${OTHER_BUCKET}`);
    for (const k of ['tenant-b-secret', 'private/ledger.csv']) await this.plain('other', 'PUT', `/${OTHER_BUCKET}/${k}`, '', Buffer.from(`${OTHER_CONTENT} ${k}`));
    const init = await this.plain('other', 'POST', `/${OTHER_BUCKET}/pending`, 'uploads');
    this.otherUpload = { key: 'pending', id: /<UploadId>([^<]+)</.exec(init.body.toString())![1]! };
    await this.plain('other', 'PUT', `/${OTHER_BUCKET}/pending`, `partNumber=1&uploadId=${this.otherUpload.id}`, Buffer.from(OTHER_CONTENT));
  }

  private async seedOwn(): Promise<void> {
    await this.plain('owner', 'PUT', `/${OWN_BUCKET}`);
    for (const k of ['k0', 'k1', 'k2', 'dir/a', 'dir/b/c', 'empty']) {
      const a = await this.plain('owner', 'PUT', `/${OWN_BUCKET}/${k}`, '', Buffer.from(k === 'empty' ? '' : `seeded object ${k}`));
      this.etags.set(k, (a.headers.get('etag') ?? '').replace(/"/g, ''));
    }
    // A two-part object (the first part at the 5 MiB minimum): ?partNumber reads and part copies from a multipart source.
    const init = await this.plain('owner', 'POST', `/${OWN_BUCKET}/mp-obj`, 'uploads');
    const id = /<UploadId>([^<]+)</.exec(init.body.toString())![1]!;
    const e1 = (await this.plain('owner', 'PUT', `/${OWN_BUCKET}/mp-obj`, `partNumber=1&uploadId=${id}`, Buffer.alloc(5 * MIB, 1))).headers.get('etag')!;
    const e2 = (await this.plain('owner', 'PUT', `/${OWN_BUCKET}/mp-obj`, `partNumber=2&uploadId=${id}`, Buffer.from('tail'))).headers.get('etag')!;
    const xml = `<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>${e1}</ETag></Part><Part><PartNumber>2</PartNumber><ETag>${e2}</ETag></Part></CompleteMultipartUpload>`;
    await this.plain('owner', 'POST', `/${OWN_BUCKET}/mp-obj`, `uploadId=${id}`, Buffer.from(xml));
    const live = await this.plain('owner', 'POST', `/${OWN_BUCKET}/mp-2`, 'uploads');
    this.uploads = [{ key: 'mp-2', id: /<UploadId>([^<]+)</.exec(live.body.toString())![1]!, parts: new Map() }];
  }

  private upload(plan: S3Plan): LiveUpload | null {
    const n = this.uploads.length;
    return n ? this.uploads[n - 1 - (plan.pick % Math.min(n, 3))]! : null;
  }

  /** Tokens of a plan's text filled in. */
  private fill(s: string, plan: S3Plan, body: Buffer | null, keyPath: string): string {
    if (!s.includes('{{')) return s;
    const up = this.upload(plan);
    const data = body ?? Buffer.alloc(0);
    const values: Record<string, () => string> = {
      own: () => OWN_BUCKET,
      other: () => OTHER_BUCKET,
      upload: () => up?.id ?? 'no-live-upload',
      'upload-key': () => up?.key ?? 'mp-2',
      'other-upload': () => this.otherUpload?.id ?? 'none',
      'other-upload-key': () => this.otherUpload?.key ?? 'pending',
      etag: () => this.etags.get(keyPath) ?? 'd41d8cd98f00b204e9800998ecf8427e',
      md5: () => b64('md5', data),
      crc32: () => crc32(data),
      'sha256-b64': () => b64('sha256', data),
      'sha1-b64': () => b64('sha1', data),
    };
    return s.replace(/\{\{([a-z0-9-]+)\}\}/g, (m, name: string) => values[name]?.() ?? m);
  }

  private completeXml(variant: CompleteVariant, plan: S3Plan): Buffer {
    const parts = [...(this.upload(plan)?.parts ?? new Map<number, string>())].sort((a, b) => a[0] - b[0]);
    const P = (n: number | string, etag: string) => `<Part><PartNumber>${n}</PartNumber><ETag>${etag}</ETag></Part>`;
    const doc = (inner: string) => `<CompleteMultipartUpload xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${inner}</CompleteMultipartUpload>`;
    const listed = (ps: [number, string][], etag = (e: string) => `"${e}"`) => ps.map(([n, e]) => P(n, etag(e))).join('');
    const text: Record<CompleteVariant, () => string> = {
      valid: () => doc(listed(parts)),
      unquoted: () => doc(listed(parts, (e) => e)),
      'entity-quoted': () => doc(listed(parts, (e) => `&quot;${e}&quot;`)),
      'first-only': () => doc(listed(parts.slice(0, 1))),
      reversed: () => doc(listed([...parts].reverse())),
      duplicate: () => doc(listed([...parts, ...parts])),
      'wrong-etag': () => doc(listed(parts, () => `"${'0'.repeat(32)}"`) || P(1, '"00"')),
      'missing-part': () => doc(listed(parts) + P(9999, '"ffffffffffffffffffffffffffffffff"')),
      empty: () => '<CompleteMultipartUpload/>',
      'no-root': () => `<Other>${listed(parts)}</Other>`,
      'part-0': () => doc(P(0, '"x"')),
      'part-10001': () => doc(P(10001, '"x"')),
      'part-abc': () => doc(P('abc', '"x"')),
      malformed: () => `<CompleteMultipartUpload><Part><PartNumber>1</PartNumber>`,
      dtd: () => `<!DOCTYPE c [<!ENTITY e SYSTEM "file:///etc/passwd">]>${doc(P(1, '&e;'))}`,
      nul: () => doc(P(1, '"\u0000"')),
      deep: () => doc('<Part>'.repeat(30_000) + '</Part>'.repeat(30_000)),
      huge: () => doc(P(1, '"x"').repeat(100_000)),
      many: () => doc(Array.from({ length: 10_001 }, (_, i) => P(i + 1, '"x"')).join('')),
    };
    return Buffer.from(text[variant](), 'utf8');
  }

  /** A browser upload form (PostObject) signed with the plan's key for `bucket`, then broken as the variant says. */
  private formBody(variant: FormVariant, size: number, plan: S3Plan, bucket: string): Buffer {
    const creds = this.creds(plan.identity);
    const now = new Date();
    const amzDate = amzDateOf(now);
    const scope = { date: amzDate.slice(0, 8), region: creds.region, service: 's3' };
    const credential = `${creds.accessKeyId}/${scope.date}/${scope.region}/s3/aws4_request`;
    const expiration = new Date(now.getTime() + (variant === 'expired' ? -60_000 : 300_000)).toISOString();
    const range = variant === 'too-large' ? [0, Math.max(0, size - 1)] : variant === 'too-small' ? [size + 1, size + 10] : [0, 1_000_000];
    const conditions = [{ bucket }, ['starts-with', '$key', 'form/'], ['content-length-range', ...range], { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' }, { 'x-amz-credential': credential }, { 'x-amz-date': amzDate }];
    const policy = variant === 'garbage-policy' ? 'eyJub3QiOi' : Buffer.from(JSON.stringify({ expiration, conditions })).toString('base64');
    let signature = sign(signingKey(creds.secretAccessKey, scope), policy);
    if (variant === 'bad-signature') signature = (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1);
    const key = variant === 'outside-prefix' ? 'elsewhere/x' : variant === 'filename-key' ? 'form/${filename}' : `form/f${plan.pick}`;
    const fields: [string, string][] = [['key', key], ['x-amz-algorithm', 'AWS4-HMAC-SHA256'], ['x-amz-credential', credential], ['x-amz-date', amzDate], ['policy', policy], ['x-amz-signature', signature]];
    if (variant === 'extra-field') fields.push(['x-amz-meta-extra', 'x']);
    if (variant === 'nul-field') fields.push(['x-ignore-nul', 'a\u0000b']);
    if (variant === 'huge-field') fields.push(['x-ignore-pad', 'p'.repeat(30_000)]);
    const part = (name: string, value: string) => `--${FORM_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const file = (name: string) => `--${FORM_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const pieces: Buffer[] = [Buffer.from(fields.map(([k, v]) => part(k, v)).join(''))];
    if (variant !== 'no-file') pieces.push(Buffer.from(file(`u${plan.pick}.bin`)), Buffer.alloc(size, 0x66), Buffer.from('\r\n'));
    if (variant === 'two-files') pieces.push(Buffer.from(file('second.bin')), Buffer.alloc(10, 0x67), Buffer.from('\r\n'));
    if (variant !== 'no-closing') pieces.push(Buffer.from(`--${FORM_BOUNDARY}--\r\n`));
    return Buffer.concat(pieces);
  }

  private body(spec: BodySpec | null, plan: S3Plan, keyPath: string, bucket: string | null = null): Buffer | null {
    if (!spec) return null;
    switch (spec.kind) {
      case 'form':
        return this.formBody(spec.variant, spec.size, plan, bucket ?? '');
      case 'bytes':
        return Buffer.from(spec.bytes);
      case 'text':
        return Buffer.from(wtf8(this.fill(spec.text, plan, null, keyPath)));
      case 'fill':
        return Buffer.alloc(spec.size, spec.byte);
      case 'complete':
        return this.completeXml(spec.variant, plan);
    }
  }

  async send(plan: S3Plan): Promise<Sent> {
    const started = Date.now();
    const keyPath = plan.key === null ? '' : this.fill(plan.key, plan, null, '');
    const bucket = plan.bucket === null ? null : this.fill(plan.bucket, plan, null, keyPath);
    const payload = this.body(plan.body, plan, keyPath, bucket);
    const odd = plan.target === undefined ? null : this.fill(plan.target, plan, payload, keyPath);
    const path = odd !== null ? odd.split('?')[0]! : bucket === null ? '/' : `/${bucket}${plan.key === null ? '' : `/${keyPath}`}`;
    const query = odd !== null ? odd.slice(path.length + 1) : this.fill(plan.query, plan, payload, keyPath);
    const headers = plan.headers.map(([k, v]): [string, string] => [k, this.fill(v, plan, payload, keyPath)]);
    const t: Target = { host: `${this.host}:${this.port}`, path, query };
    const signed = authenticate(plan, t, headers, payload, this.creds(plan.identity));
    const wire = signed.wire;
    const framing: [string, string][] = [];
    let sent = wire;
    if (wire !== null) {
      if (plan.framing === 'http-chunked') {
        framing.push(['transfer-encoding', 'chunked']);
        const pieces: Buffer[] = [];
        for (let i = 0; i < wire.length; i += 1000) pieces.push(Buffer.from(`${Math.min(1000, wire.length - i).toString(16)}\r\n`), wire.subarray(i, i + 1000), Buffer.from('\r\n'));
        sent = Buffer.concat([...pieces, Buffer.from('0\r\n\r\n')]);
      } else if (plan.framing === 'longer') framing.push(['content-length', String(wire.length + 10)]);
      else if (plan.framing === 'shorter') {
        framing.push(['content-length', String(Math.max(0, wire.length - 1))]);
        sent = Buffer.concat([wire, Buffer.from('XY')]);
      } else framing.push(['content-length', String(wire.length)]);
    } else if (plan.framing === 'http-chunked') {
      framing.push(['transfer-encoding', 'chunked']);
      sent = Buffer.from('0\r\n\r\n');
    }
    const answer = await sendRaw(
      this.host,
      this.port,
      {
        method: plan.method,
        target: signed.target,
        headers: [['host', t.host], ['connection', 'close'], ...framing, ...signed.headers],
        body: sent,
        halfCloseAfterMs: plan.framing === 'longer' ? 150 : undefined,
        localAddress: this.nextSource(),
      },
      this.timeoutMs,
    );
    const text = answer.body.toString('utf8');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
    await this.learn(plan, answer, bucket, keyPath, query, text);
    return { plan, status: answer.status, code, failure: this.judge(plan, answer, text), summary: `${plan.identity} ${plan.auth.kind} ${plan.method} ${signed.target.slice(0, 160)}`, ms: Date.now() - started };
  }

  private judge(plan: S3Plan, answer: RawAnswer, text: string): string | null {
    const s = answer.status;
    if (typeof s !== 'number') return s === 'closed' && (plan.framing === 'longer' || plan.framing === 'shorter') ? null : `no answer: ${s}`;
    // 501 NotImplemented is S3's own answer for a feature the service does not offer (a designed answer, not a failure).
    if (s >= 500 && !(s === 501 && /<Code>NotImplemented</.test(text))) return `${s} ${/<Code>([^<]+)</.exec(text)?.[1] ?? ''} ${/<Message>([^<]*)</.exec(text)?.[1] ?? ''}`.trim();
    if (plan.crossTenant && s < 400) return `cross-tenant request answered ${s}`;
    if (plan.identity === 'reader' && ['PUT', 'POST', 'DELETE'].includes(plan.method) && s < 400) return `read-only key: ${plan.method} answered ${s}`;
    if (answer.body.includes(OTHER_CONTENT)) return 'answer holds the other customer\'s content';
    if (s >= 400 && STACK.test(text)) return 'error answer shows a stack trace';
    return null;
  }

  /** Keep track of live uploads, their parts and ETags; put the customer's bucket back if the fuzz deleted it. */
  private async learn(plan: S3Plan, answer: RawAnswer, bucket: string | null, keyPath: string, query: string, text: string) {
    if (bucket !== OWN_BUCKET || typeof answer.status !== 'number' || plan.identity !== 'owner') return;
    const up = this.upload(plan);
    const named = plan.key === '{{upload-key}}' && /uploadId=\{\{upload\}\}(&|$)/.test(plan.query);
    const status = answer.status;
    if (plan.op === 'CreateMultipartUpload' && status === 200) {
      const id = /<UploadId>([^<]+)</.exec(text)?.[1];
      if (id) this.uploads.push({ key: keyPath, id, parts: new Map() });
    } else if ((plan.op === 'UploadPart' || plan.op === 'UploadPartCopy') && status === 200 && named && up) {
      const n = Number(/(?:^|&)partNumber=([^&]*)/.exec(query)?.[1]);
      const etag = (answer.headers.get('etag') ?? /<ETag>([^<]+)</.exec(text)?.[1] ?? '').replace(/"|&quot;/g, '');
      if (Number.isInteger(n) && etag) up.parts.set(n, etag);
    } else if (named && up && ((plan.op === 'CompleteMultipartUpload' && status === 200) || (plan.op === 'AbortMultipartUpload' && status === 204) || answer.body.includes('<Code>NoSuchUpload<'))) {
      this.uploads = this.uploads.filter((u) => u !== up);
    } else if (plan.op === 'PutObject' && status === 200) {
      this.etags.set(keyPath, (answer.headers.get('etag') ?? '').replace(/"/g, ''));
    } else if (plan.op === 'DeleteBucket' && status === 204) {
      this.etags.clear();
      await this.seedOwn();
    }
  }
}

export interface Tally {
  byStatus: [string, number][];
  byClass: [string, number][];
  byOp: [string, { total: number; ok: number; client: number; server: number; designed: number; none: number }][];
}

/** Answers counted per status, per status class and per operation (for reports). */
export function tally(results: Sent[]): Tally {
  const count = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);
  const byStatus = new Map<string, number>();
  const byClass = new Map<string, number>();
  const byOp = new Map<string, Tally['byOp'][number][1]>();
  for (const r of results) {
    const s = r.status;
    count(byStatus, typeof s === 'number' ? String(s) : s);
    count(byClass, typeof s === 'number' ? `${Math.floor(s / 100)}xx` : 'no answer');
    // The configuration sub-resources (?acl ?cors ?website …) by any method count as one line per level.
    const op = r.plan.op.replace(/^(GET|PUT|POST|DELETE) (bucket|object) \?.*$/, (_m, _method, level: string) => `${level === 'bucket' ? 'Bucket' : 'Object'} sub-resources, any method`);
    const o = byOp.get(op) ?? { total: 0, ok: 0, client: 0, server: 0, designed: 0, none: 0 };
    o.total++;
    if (typeof s !== 'number') o.none++;
    else if (s === 501 && r.code === 'NotImplemented') o.designed++;
    else if (s >= 500) o.server++;
    else if (s >= 400) o.client++;
    else o.ok++;
    byOp.set(op, o);
  }
  const sorted = <V>(m: Map<string, V>) => [...m].sort(([a], [b]) => (a < b ? -1 : 1));
  return { byStatus: sorted(byStatus), byClass: sorted(byClass), byOp: sorted(byOp) };
}
