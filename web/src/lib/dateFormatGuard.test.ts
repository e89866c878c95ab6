import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every date the dashboard (dashboard, account, competition parts) and the admin panel show goes
 * through the one formatter: `useDateFormatter()` (web/src/lib/useDateFormatter.tsx), bound to the
 * user's date format and timezone. This guard reads those folders and fails on any other way of
 * turning a date into text: toLocaleString / toLocaleDateString / toLocaleTimeString,
 * Intl.DateTimeFormat, date-fns, or calling lib/format's date functions directly (they would
 * ignore the preferences).
 */
const ROOT = path.resolve(__dirname, '..');
const FOLDERS = ['features/dashboard', 'features/account', 'features/admin', 'features/competition'];
/** The published competition rules are a legal text with fixed East Africa Time dates, the same for everyone. */
const ALLOWED_DIRECT = new Set(['features/competition/rules.ts', 'features/competition/useRulesDocument.ts']);

const FORBIDDEN: { what: string; re: RegExp }[] = [
  { what: 'toLocaleString()', re: /\.toLocaleString\s*\(/ },
  { what: 'toLocaleDateString()', re: /\.toLocaleDateString\s*\(/ },
  { what: 'toLocaleTimeString()', re: /\.toLocaleTimeString\s*\(/ },
  { what: 'Intl.DateTimeFormat', re: /Intl\s*\.\s*DateTimeFormat/ },
  { what: 'Intl.RelativeTimeFormat', re: /Intl\s*\.\s*RelativeTimeFormat/ },
  { what: 'date-fns', re: /from\s+['"](@date-fns\/[^'"]+|date-fns[^'"]*)['"]/ },
];
const DIRECT = /import\s*\{([^}]*)\}\s*from\s*['"]@\/lib\/(?:format|dateFormat)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

export function violations(file: string, text: string): string[] {
  const out: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const f of FORBIDDEN) if (f.re.test(line)) out.push(`${file}:${i + 1} uses ${f.what}`);
  });
  if (!ALLOWED_DIRECT.has(file)) {
    for (const m of text.matchAll(DIRECT)) {
      const names = m[1]!.split(',').map((n) => n.trim().replace(/^type\s+/, ''));
      for (const n of names) if (['formatDate', 'formatDateTime', 'formatTime', 'formatChartLabel', 'formatDay', 'dateFormatterFor'].includes(n)) out.push(`${file} imports ${n} from lib/format or lib/dateFormat (use useDateFormatter())`);
    }
  }
  return out;
}

describe('dates in the dashboard and admin go through useDateFormatter()', () => {
  const files = FOLDERS.flatMap((f) => sources(path.join(ROOT, f)));

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('no file formats a date by hand or ignores the preferences', () => {
    const found = files.flatMap((full) => violations(path.relative(ROOT, full).split(path.sep).join('/'), readFileSync(full, 'utf8')));
    expect(found).toEqual([]);
  });

  it('would catch each forbidden pattern', () => {
    expect(violations('features/x.tsx', 'const s = d.toLocaleDateString("en");')).toHaveLength(1);
    expect(violations('features/x.tsx', 'const s = new Date().toLocaleString();')).toHaveLength(1);
    expect(violations('features/x.tsx', 'const f = new Intl.DateTimeFormat("en", {});')).toHaveLength(1);
    expect(violations('features/x.tsx', "import { format } from 'date-fns';")).toHaveLength(1);
    expect(violations('features/x.tsx', "import { formatKsh, formatDate } from '@/lib/format';")).toHaveLength(1);
    expect(violations('features/x.tsx', "import { formatKsh } from '@/lib/format';")).toHaveLength(0);
    expect(violations('features/x.tsx', "import { formatKsh } from '@/lib/format';\nimport { dateFormatterFor } from '@/lib/dateFormat';")).toHaveLength(1);
  });
});
