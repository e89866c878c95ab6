import { activeAt, activeMsBetween } from './service-timeline';

const d = (iso: string) => new Date(iso);
const t = {
  startDate: d('2026-01-10T00:00:00Z'),
  events: [
    { at: d('2026-02-05T00:00:00Z'), active: false },
    { at: d('2026-02-15T00:00:00Z'), active: true },
  ],
};

describe('service timeline', () => {
  it('knows whether a service was active at an instant', () => {
    expect(activeAt(t, d('2026-01-01T00:00:00Z'))).toBe(false);
    expect(activeAt(t, d('2026-01-20T00:00:00Z'))).toBe(true);
    expect(activeAt(t, d('2026-02-10T00:00:00Z'))).toBe(false);
    expect(activeAt(t, d('2026-02-20T00:00:00Z'))).toBe(true);
  });

  it('measures active time inside a window', () => {
    const DAY = 86_400_000;
    expect(activeMsBetween(t, d('2026-01-01T00:00:00Z'), d('2026-02-01T00:00:00Z'))).toBe(22 * DAY);
    expect(activeMsBetween(t, d('2026-02-01T00:00:00Z'), d('2026-03-01T00:00:00Z'))).toBe((4 + 14) * DAY);
    expect(activeMsBetween(t, d('2026-02-06T00:00:00Z'), d('2026-02-14T00:00:00Z'))).toBe(0);
  });
});
