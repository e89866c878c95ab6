import { z } from 'zod';
import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from '../common/client-ip';

/**
 * The one config reader. Every environment variable the server understands is parsed here
 * (and listed in .env.example); nothing else reads process.env.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().optional(),
  SECRETS_KEY: z.string().optional(),
  SECRETS_KEY_PREVIOUS: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  ALLOW_DEMO_SEED_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
  ADMIN_PROMOTE_EXISTING: z.enum(['true', 'false']).default('false'),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  JOBS_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  LIFECYCLE_DEBUG_DAY_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  MAIL_FROM: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  S3_TRUST_PROXY: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  BEACON_URL: z.string().optional(),
  BEACON_FALLBACK: z.enum(['local', 'off']).optional(),
  DRAW_TARGET_BLOCKS_AHEAD: z.coerce.number().int().min(1).max(144).default(2),
  METERING_TOKEN: z.string().optional(),
  SMTP_URL: z.string().optional(),
  SMTP_TLS_CA_FILE: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  S3_ENDPOINT: z.string().default('https://s3.nbo1.mawingu.cloud'),
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(10),
  S3_PORT: z.coerce.number().int().min(0).max(65535).default(9000),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  STORAGE_BACKEND_URL: z.url({ protocol: /^https?$/ }).optional(),
  STORAGE_PLANE: z.enum(['embedded', 'ceph']).default('embedded'),
  CEPH_RGW_URL: z.url({ protocol: /^https?$/ }).optional(),
  CEPH_RGW_ADMIN_ACCESS_KEY: z.string().optional(),
  CEPH_RGW_ADMIN_SECRET_KEY: z.string().optional(),
  CEPH_S3_FRONT: z.enum(['on', 'off']).default('off'),
  LOCAL_EGRESS_CIDRS: z.string().default(''),
  S3_PUBLIC_READS_PER_WINDOW: z.coerce.number().int().min(1).max(1_000_000).default(600),
  S3_PUBLIC_READ_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  VAT_RATE_PERCENT: z.coerce
    .number()
    .min(0)
    .max(100)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most two decimals, e.g. 16 or 16.5')
    .default(16),
  BILLING_PROVIDER_NAME: z.string().max(120).default('Mawingu Cloud'),
  BILLING_PROVIDER_KRA_PIN: z.string().regex(/^[A-Za-z]\d{9}[A-Za-z]$/, 'a KRA PIN is a letter, 9 digits and a letter').optional(),
  BILLING_PROVIDER_ADDRESS: z.string().max(300).optional(),
  STORAGE_HOLD_AFTER_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  BILLING_MPESA_PAYBILL: z.string().regex(/^\d{5,7}$/, 'an M-Pesa Paybill number has 5 to 7 digits').optional(),
  BILLING_BANK_NAME: z.string().max(80).optional(),
  BILLING_BANK_ACCOUNT_NAME: z.string().max(120).optional(),
  BILLING_BANK_ACCOUNT_NUMBER: z.string().regex(/^[A-Za-z0-9 -]{5,34}$/, '5 to 34 letters, digits, spaces or dashes').optional(),
  BILLING_BANK_BRANCH: z.string().max(80).optional(),
  BILLING_BANK_SWIFT: z.string().regex(/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/, 'a SWIFT/BIC code has 8 or 11 characters').optional(),
});

export type DatabaseKind = 'sqlite' | 'postgres';

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  isProduction: boolean;
  port: number;
  dataDir: string;
  database: { kind: DatabaseKind; url: string; sqlitePath: string };
  jwtSecret?: string;
  /**
   * Keys for secrets at rest: `current` (SECRETS_KEY) encrypts, every key decrypts what it
   * encrypted; `previous` (SECRETS_KEY_PREVIOUS) lists older keys, newest first (common/secrets.ts).
   */
  secretsKeys: { current?: string; previous: string[] };
  bootstrapAdmin?: { email: string; password: string; promoteExisting: boolean };
  /** Seed the demo accounts (known passwords) on an empty database: never by default in production. */
  seedDemo: boolean;
  /** Seconds a SIGTERM/SIGINT waits for in-flight requests and jobs before closing connections. */
  shutdownTimeoutSeconds: number;
  /** Period of the background jobs (scheduler, outbox sender). */
  jobsTickSeconds: number;
  /** A lifecycle "day" in seconds, for tests (as Ceph's rgw_lc_debug_interval); unset: real days, one run a day. */
  lifecycleDebugDaySeconds?: number;
  /** The From of every e-mail the product sends. */
  mailFrom: string;
  /** Proxies whose X-Forwarded-For the portal believes (TRUST_PROXY). */
  trustProxy: TrustProxy;
  corsOrigins: string[];
  publicUrl?: string;
  beaconUrl?: string;
  /**
   * May a draw use server randomness (labelled 'local-fallback') when no beacon is configured or
   * reachable? Default: yes outside production, no in production (BEACON_FALLBACK=local to allow).
   */
  allowLocalBeacon: boolean;
  /** A manual draw commits to the block this many blocks above the chain tip at the time of the run. */
  drawTargetBlocksAhead: number;
  meteringToken?: string;
  smtpUrl?: string;
  /** PEM file of the CA (or self-signed certificate) to trust for the SMTP relay, besides the system CAs. */
  smtpTlsCaFile?: string;
  logLevel: string;
  s3Endpoint: string;
  /** New accounts allowed per client IP per hour (spam guard). */
  registrationsPerIpPerHour: number;
  /**
   * The S3 listener: port, the URL docs and the console show, the blob backend, the proxies whose
   * X-Forwarded-For it believes (S3_TRUST_PROXY: its own, the portal's proxy is often another),
   * and the client ranges whose downloads are local (Kenya) egress (none unless listed).
   */
  s3: {
    port: number;
    publicUrl: string;
    backendUrl?: string;
    trustProxy: TrustProxy;
    localEgressCidrs: string[];
    /** Anonymous (public) reads one source may make of one bucket per window, before SlowDown (s3/public-access.ts). */
    publicReads: { points: number; windowSeconds: number };
  };
  /** Tax invoices and how customers pay them (see docs/billing.md). */
  billing: BillingConfig;
  /**
   * Where customers' bytes live: the embedded gateway (default), or Ceph's RADOS Gateway with the
   * portal as its control plane (docs/storage.md, "The Ceph plane").
   */
  storagePlane: StoragePlaneConfig;
}

export type StoragePlaneConfig =
  | { kind: 'embedded' }
  | {
      kind: 'ceph';
      rgwUrl: string;
      adminAccessKey: string;
      adminSecretKey: string;
      /** CEPH_S3_FRONT=on: the portal listens on S3_PORT in front of RGW (planes/ceph/front.ts). */
      front?: boolean;
    };

export interface BillingConfig {
  /** VAT rate in basis points (hundredths of a percent): VAT_RATE_PERCENT=16 → 1600. */
  vatRateBasisPoints: number;
  /** The seller on every tax invoice. */
  provider: { name: string; kraPin?: string; address?: string };
  mpesaPaybill?: string;
  /**
   * Days an invoice may stay unpaid past its due date before the customer's storage goes on hold
   * (STORAGE_HOLD_AFTER_DAYS, default 14): billing/overdue.ts storageHoldOf.
   */
  storageHoldAfterDays: number;
  /** Bank transfer details: only when at least the bank, account name and number are set. */
  bank?: { name: string; accountName: string; accountNumber: string; branch?: string; swift?: string };
}

const empty = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, empty(v)]));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const url = e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'portal.sqlite')}`;
  const kind: DatabaseKind = /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
  if (kind === 'sqlite' && !url.startsWith('sqlite:')) {
    throw new Error('Invalid configuration: DATABASE_URL must start with sqlite: or postgres://');
  }
  const sqlitePath = kind === 'sqlite' ? url.slice('sqlite:'.length) : '';
  const isProduction = e.NODE_ENV === 'production';
  // The demo publishes its passwords in the README: on by default only outside production, and in
  // production only with a second flag whose name says what it does.
  const seedDemo = (e.SEED_DEMO ?? (isProduction ? 'false' : 'true')) === 'true';
  if (seedDemo && isProduction && e.ALLOW_DEMO_SEED_IN_PRODUCTION !== 'true') {
    throw new Error(
      'Invalid configuration: SEED_DEMO=true would create demo accounts with published passwords on a production server. ' +
        'Unset SEED_DEMO (or run with NODE_ENV=development), or also set ALLOW_DEMO_SEED_IN_PRODUCTION=true for a throw-away demo.',
    );
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    dataDir,
    database: { kind, url, sqlitePath },
    jwtSecret: e.JWT_SECRET,
    secretsKeys: { current: e.SECRETS_KEY, previous: (e.SECRETS_KEY_PREVIOUS ?? '').split(',').map((k) => k.trim()).filter(Boolean) },
    bootstrapAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, promoteExisting: e.ADMIN_PROMOTE_EXISTING === 'true' } : undefined,
    seedDemo,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    jobsTickSeconds: e.JOBS_TICK_SECONDS,
    lifecycleDebugDaySeconds: e.LIFECYCLE_DEBUG_DAY_SECONDS,
    mailFrom: e.MAIL_FROM ?? `Mawingu Cloud <noreply@${mailDomain(e.PUBLIC_URL)}>`,
    trustProxy: parseTrustProxy('TRUST_PROXY', e.TRUST_PROXY, isProduction),
    corsOrigins: e.CORS_ORIGINS ? e.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean) : [],
    publicUrl: e.PUBLIC_URL,
    beaconUrl: e.BEACON_URL,
    allowLocalBeacon: (e.BEACON_FALLBACK ?? (isProduction ? 'off' : 'local')) === 'local',
    drawTargetBlocksAhead: e.DRAW_TARGET_BLOCKS_AHEAD,
    meteringToken: e.METERING_TOKEN,
    smtpUrl: e.SMTP_URL,
    smtpTlsCaFile: e.SMTP_TLS_CA_FILE,
    logLevel: e.LOG_LEVEL,
    s3Endpoint: e.S3_ENDPOINT,
    registrationsPerIpPerHour: e.REGISTRATIONS_PER_IP_PER_HOUR,
    s3: {
      port: e.S3_PORT,
      // S3_ENDPOINT (older name) still counts when set and S3_PUBLIC_URL is not.
      // On the Ceph plane customers reach RGW: CEPH_RGW_URL unless S3_PUBLIC_URL says otherwise.
      // With CEPH_S3_FRONT=on they reach the front of RGW on S3_PORT.
      publicUrl: (e.S3_PUBLIC_URL ?? (e.STORAGE_PLANE === 'ceph' && e.CEPH_RGW_URL && e.CEPH_S3_FRONT === 'off' ? e.CEPH_RGW_URL : cleaned.S3_ENDPOINT ? e.S3_ENDPOINT : `http://localhost:${e.S3_PORT}`)).replace(/\/+$/, ''),
      backendUrl: e.STORAGE_BACKEND_URL,
      trustProxy: parseTrustProxy('S3_TRUST_PROXY', e.S3_TRUST_PROXY, isProduction),
      localEgressCidrs: e.LOCAL_EGRESS_CIDRS.split(',').map((s) => s.trim()).filter(Boolean),
      publicReads: { points: e.S3_PUBLIC_READS_PER_WINDOW, windowSeconds: e.S3_PUBLIC_READ_WINDOW_SECONDS },
    },
    billing: billingConfig(e),
    storagePlane: storagePlaneConfig(e),
  };
}

function storagePlaneConfig(e: z.infer<typeof envSchema>): StoragePlaneConfig {
  if (e.STORAGE_PLANE === 'embedded') return { kind: 'embedded' };
  const missing = (['CEPH_RGW_URL', 'CEPH_RGW_ADMIN_ACCESS_KEY', 'CEPH_RGW_ADMIN_SECRET_KEY'] as const).filter((k) => !e[k]);
  if (missing.length) throw new Error(`Invalid configuration: STORAGE_PLANE=ceph needs ${missing.join(', ')} (the RGW endpoint, and the keys of an RGW user with caps users=*;buckets=*;usage=read;metadata=read,write)`);
  if (e.STORAGE_BACKEND_URL) throw new Error('Invalid configuration: STORAGE_BACKEND_URL is the embedded gateway\'s blob store; with STORAGE_PLANE=ceph RGW holds the bytes: unset it');
  return { kind: 'ceph', rgwUrl: e.CEPH_RGW_URL!.replace(/\/+$/, ''), adminAccessKey: e.CEPH_RGW_ADMIN_ACCESS_KEY!, adminSecretKey: e.CEPH_RGW_ADMIN_SECRET_KEY!, front: e.CEPH_S3_FRONT === 'on' };
}

function billingConfig(e: z.infer<typeof envSchema>): BillingConfig {
  const bankParts = [e.BILLING_BANK_NAME, e.BILLING_BANK_ACCOUNT_NAME, e.BILLING_BANK_ACCOUNT_NUMBER];
  if (bankParts.some(Boolean) && !bankParts.every(Boolean)) {
    throw new Error('Invalid configuration: bank transfer details need BILLING_BANK_NAME, BILLING_BANK_ACCOUNT_NAME and BILLING_BANK_ACCOUNT_NUMBER together');
  }
  return {
    vatRateBasisPoints: Math.round(e.VAT_RATE_PERCENT * 100),
    provider: { name: e.BILLING_PROVIDER_NAME, kraPin: e.BILLING_PROVIDER_KRA_PIN?.toUpperCase(), address: e.BILLING_PROVIDER_ADDRESS },
    mpesaPaybill: e.BILLING_MPESA_PAYBILL,
    storageHoldAfterDays: e.STORAGE_HOLD_AFTER_DAYS,
    bank:
      e.BILLING_BANK_NAME && e.BILLING_BANK_ACCOUNT_NAME && e.BILLING_BANK_ACCOUNT_NUMBER
        ? { name: e.BILLING_BANK_NAME, accountName: e.BILLING_BANK_ACCOUNT_NAME, accountNumber: e.BILLING_BANK_ACCOUNT_NUMBER, branch: e.BILLING_BANK_BRANCH, swift: e.BILLING_BANK_SWIFT?.toUpperCase() }
        : undefined,
  };
}

function mailDomain(publicUrl: string | undefined): string {
  try {
    return publicUrl ? new URL(publicUrl).hostname : 'localhost';
  } catch {
    return 'localhost';
  }
}

/**
 * Load `.env` from the working directory, if there is one. Variables already in the environment
 * win (process.loadEnvFile never overwrites them). Called by the entry points, not by tests.
 */
export function loadDotEnv(file = path.resolve('.env')): boolean {
  try {
    process.loadEnvFile(file);
    cached = undefined;
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw new Error(`Could not read ${file}: ${(e as Error).message}`);
  }
}

let cached: AppConfig | undefined;
/** Process-wide config, read once. Tests may call resetConfig() after changing process.env. */
export function config(): AppConfig {
  cached ??= readConfig();
  return cached;
}
export function resetConfig(): void {
  cached = undefined;
}
