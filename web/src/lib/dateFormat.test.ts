import { dateFormatterFor, formatChartLabel } from './dateFormat';

/** Issue 31 item 12: chart axes name weekdays and months in the user's language, not in English. */
describe('chart axis labels in the user’s language', () => {
  const sat = '2026-11-28T02:00:00Z'; // Saturday 05:00 EAT

  it('English by default ("Sat 05:00", "28 Nov")', () => {
    expect(formatChartLabel(sat, 'weekdayTime')).toBe('Sat 05:00');
    expect(formatChartLabel(sat, 'day')).toBe('28 Nov');
    expect(formatChartLabel(sat, 'time', { language: 'sw' })).toBe('05:00');
  });

  it.each([
    ['sw', /^Jumamosi 05:00$/],
    ['fr', /^sam\. 05:00$/],
  ])('%s: the weekday in that language', (language, expected) => {
    expect(formatChartLabel(sat, 'weekdayTime', { language })).toMatch(expected);
  });

  it('French months, and the formatter bound to the preferences carries the language', () => {
    expect(formatChartLabel(sat, 'day', { language: 'fr' })).toBe('28 nov.');
    expect(dateFormatterFor({ language: 'fr', timezone: 'utc' }).chart(sat, 'dayTime')).toBe('28 nov. 02:00');
    expect(dateFormatterFor({ language: 'sw' }).chart(sat, 'weekdayTime')).not.toMatch(/Sat/);
  });
});
