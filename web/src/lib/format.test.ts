import { formatDate, formatDateTime, formatTime } from './format';

/**
 * formatDate/formatTime write East Africa Time and UTC by arithmetic (no Intl while a page starts);
 * what they write must be what Intl's en-GB formatter writes for the same instant and zone.
 */
const intlDay = (zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
const intlTime = (zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hour12: false });
const ZONES = [
  ['eat', 'Africa/Nairobi'],
  ['utc', 'UTC'],
  ['est', 'America/New_York'],
  ['pst', 'America/Los_Angeles'],
] as const;

// Instants around the edges that matter (midnight and noon in each zone, month and year ends, leap
// days, DST changes in New York) and a spread of others from 1970 to 2100.
function instants(): Date[] {
  const out: Date[] = [new Date(0), new Date('2024-02-29T20:59:59.999Z'), new Date('2024-02-29T21:00:00.000Z'), new Date('2026-12-31T21:00:00.000Z'), new Date('2026-03-08T07:00:00.000Z'), new Date('2026-11-01T06:00:00.000Z')];
  for (let h = 0; h < 48; h++) out.push(new Date(Date.UTC(2026, 10, 26, h, h % 2 ? 59 : 0, 30)));
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 3000; i++) out.push(new Date(Math.floor(next() * Date.UTC(2100, 0, 1))));
  return out;
}

describe('dates and times as Intl en-GB writes them', () => {
  it.each(ZONES)('%s: every instant gives the same day (dd/mm/yyyy) and time (HH:mm) as Intl', (code, zone) => {
    const [day, time] = [intlDay(zone), intlTime(zone)];
    const mismatches: string[] = [];
    for (const d of instants()) {
      const expected = `${day.format(d)} ${time.format(d)}`;
      const got = `${formatDate(d, { timezone: code })} ${formatTime(d, { timezone: code })}`;
      if (got !== expected) mismatches.push(`${d.toISOString()}: ${got} (Intl ${expected})`);
    }
    expect(mismatches).toEqual([]);
  });

  it('writes the preferred order and defaults to East Africa Time', () => {
    // 21:30 UTC on 31 Oct is 00:30 on 1 Nov in Nairobi.
    expect(formatDateTime('2026-10-31T21:30:00.000Z')).toBe('01/11/2026 00:30');
    expect(formatDate('2026-10-31T21:30:00.000Z', { dateFormat: 'yyyy-mm-dd' })).toBe('2026-11-01');
    expect(formatDate('2026-10-31T21:30:00.000Z', { dateFormat: 'mm/dd/yyyy', timezone: 'utc' })).toBe('10/31/2026');
  });

  it('an invalid date is refused as Intl refuses it', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatTime('not a date')).toThrow(RangeError);
  });

  it('instants before 1970 still go through Intl (Nairobi was UTC+2:45 in 1940)', () => {
    expect(formatTime('1940-06-01T12:00:00.000Z')).toBe(intlTime('Africa/Nairobi').format(new Date('1940-06-01T12:00:00.000Z')));
    expect(formatTime('1940-06-01T12:00:00.000Z')).toBe('14:45');
  });
});
