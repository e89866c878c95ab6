import net from 'node:net';
import type { AppConfig } from './config';

/**
 * Public suffixes under which anyone can register a domain, beyond the single-label ones (.com,
 * .ke, .cloud, …, where the registrable domain is simply the last two labels). A SUBSET of the
 * Public Suffix List (publicsuffix.org): the second-level suffixes of the East African countries
 * we serve and their neighbours (Kenya, Tanzania, Uganda, Rwanda, South Africa, Nigeria, Ghana,
 * Zambia, Malawi), plus the UK's, which customers' agencies often use. A host under a suffix that is
 * not listed here is judged by its last two labels, which can only over-report a shared site.
 */
const SECOND_LEVEL_SUFFIXES = new Set([
  ...['co', 'or', 'go', 'ac', 'ne', 'sc', 'me', 'mobi', 'info'].map((s) => `${s}.ke`),
  ...['co', 'or', 'go', 'ac', 'ne', 'sc', 'mil', 'tv', 'info', 'mobi', 'me', 'hotel'].map((s) => `${s}.tz`),
  ...['co', 'or', 'go', 'ac', 'ne', 'sc', 'mil', 'com', 'org'].map((s) => `${s}.ug`),
  ...['co', 'ac', 'gov', 'org', 'net', 'int', 'mil', 'coop'].map((s) => `${s}.rw`),
  ...['co', 'org', 'gov', 'ac', 'net', 'web', 'edu', 'nom'].map((s) => `${s}.za`),
  ...['com', 'org', 'gov', 'edu', 'net', 'name', 'sch', 'mobi', 'i'].map((s) => `${s}.ng`),
  ...['com', 'org', 'gov', 'edu', 'net'].map((s) => `${s}.gh`),
  ...['co', 'com', 'org', 'gov', 'ac', 'net', 'info', 'sch', 'edu'].map((s) => `${s}.zm`),
  ...['co', 'com', 'org', 'gov', 'ac', 'net', 'edu'].map((s) => `${s}.mw`),
  ...['co', 'org', 'ac', 'gov', 'net', 'me', 'ltd', 'plc', 'sch', 'nhs', 'police'].map((s) => `${s}.uk`),
]);

/**
 * The registrable domain ("site") of a host name, as browsers group cookies and SameSite: the last
 * three labels under a listed second-level suffix (portal.example.co.ke → example.co.ke), else the
 * last two (s3.example.com → example.com). An IP address or a single label (localhost) is its own site.
 */
export function registrableDomain(hostname: string): string {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (net.isIP(host)) return host;
  const labels = host.split('.');
  if (labels.length <= 2) return host;
  const take = SECOND_LEVEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2;
  return labels.slice(-take).join('.');
}

/** Things a start should say out loud: allowed, but unsafe or probably not what the operator meant. */
export function startupWarnings(cfg: AppConfig): string[] {
  const warnings: string[] = [];
  for (const [name, trust] of [['TRUST_PROXY', cfg.trustProxy], ['S3_TRUST_PROXY', cfg.s3.trustProxy]] as const) {
    if (trust.kind === 'all') {
      warnings.push(`${name}=true believes the X-Forwarded-For of every client: anyone can choose their address. Allowed outside production only; name the proxies (a hop count or their addresses) instead.`);
    }
  }
  if (cfg.publicUrl) {
    const portal = hostOf(cfg.publicUrl);
    const s3 = hostOf(cfg.s3.publicUrl);
    if (portal && s3 && registrableDomain(portal) === registrableDomain(s3)) {
      warnings.push(
        `S3_PUBLIC_URL (${s3}) is on the portal's own site (${registrableDomain(portal)}): customers' objects, HTML included, would be served ` +
          "from the portal's site, where they could set its cookies and pass its SameSite checks. Serve the S3 endpoint from a separate " +
          'registrable domain (e.g. portal.example.co.ke and s3.example-storage.co.ke); see docs/storage.md.',
      );
    }
  }
  // A test setting: in production it would expire customers' data on seconds-long "days".
  if (cfg.lifecycleDebugDaySeconds) {
    warnings.push(`LIFECYCLE_DEBUG_DAY_SECONDS=${cfg.lifecycleDebugDaySeconds}: a bucket lifecycle "day" is ${cfg.lifecycleDebugDaySeconds} s, so lifecycle rules delete data that many times sooner. For tests only; unset it on a real service.`);
  }
  return warnings;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}
