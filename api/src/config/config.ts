import { z } from 'zod';
import path from 'node:path';

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
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  BEACON_URL: z.string().optional(),
  METERING_TOKEN: z.string().optional(),
  SMTP_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  S3_ENDPOINT: z.string().default('https://s3.nbo1.mawingu.cloud'),
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(10),
});

export type DatabaseKind = 'sqlite' | 'postgres';

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  isProduction: boolean;
  port: number;
  dataDir: string;
  database: { kind: DatabaseKind; url: string; sqlitePath: string };
  jwtSecret?: string;
  secretsKey?: string;
  bootstrapAdmin?: { email: string; password: string };
  seedDemo: boolean;
  trustProxy?: string | number | boolean;
  corsOrigins: string[];
  publicUrl?: string;
  beaconUrl?: string;
  meteringToken?: string;
  smtpUrl?: string;
  logLevel: string;
  s3Endpoint: string;
  /** New accounts allowed per client IP per hour (spam guard). */
  registrationsPerIpPerHour: number;
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
  let trustProxy: string | number | boolean | undefined = e.TRUST_PROXY;
  if (trustProxy !== undefined && /^\d+$/.test(trustProxy)) trustProxy = Number(trustProxy);
  if (trustProxy === 'true') trustProxy = true;
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    dataDir,
    database: { kind, url, sqlitePath },
    jwtSecret: e.JWT_SECRET,
    secretsKey: e.SECRETS_KEY,
    bootstrapAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO === 'true',
    trustProxy,
    corsOrigins: e.CORS_ORIGINS ? e.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean) : [],
    publicUrl: e.PUBLIC_URL,
    beaconUrl: e.BEACON_URL,
    meteringToken: e.METERING_TOKEN,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    s3Endpoint: e.S3_ENDPOINT,
    registrationsPerIpPerHour: e.REGISTRATIONS_PER_IP_PER_HOUR,
  };
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
