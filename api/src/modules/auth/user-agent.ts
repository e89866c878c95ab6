/**
 * "Chrome on Windows", "Safari on iPhone": enough for a person to recognise their own devices in the
 * session list. Order matters: Edge and Opera announce Chrome too, Chrome announces Safari.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/^curl\//, 'curl'],
  [/\bnode\b|undici/i, 'Node.js'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The browser's and the system's names (product names, the same in every language), each null when unknown: the dashboard words them. */
export function userAgentParts(ua: string | null | undefined): { browser: string | null; system: string | null } {
  if (!ua) return { browser: null, system: null };
  return { browser: BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null, system: SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null };
}

/** In English, for e-mails and the audit log: 'Chrome on Linux'. */
export function describeUserAgent(ua: string | null | undefined): string {
  const { browser, system } = userAgentParts(ua);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
