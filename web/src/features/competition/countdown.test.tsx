import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { LiveEntries } from './components/LiveEntries';
import { countdownHeading, countdownWhen, formatCountdown, periodElapsed } from './countdown';
import { competitionMock } from './testFixtures';

describe('formatCountdown', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');
  const plus = (s: number) => new Date(now.getTime() + s * 1000);

  it('shows days, then hh:mm:ss', () => {
    expect(formatCountdown(plus(2 * 86400 + 3 * 3600 + 4 * 60 + 5), now)).toEqual({ done: false, state: 'counting', text: '2d 03:04:05' });
    expect(formatCountdown(plus(59), now).text).toBe('0d 00:00:59');
    expect(formatCountdown(plus(86399), now).text).toBe('0d 23:59:59');
    expect(formatCountdown(plus(86400), now).text).toBe('1d 00:00:00');
  });

  it("reads 'Draw completed' at zero and after the draw time, 'Not scheduled' without a draw", () => {
    expect(formatCountdown(now, now)).toEqual({ done: true, state: 'completed', text: 'Draw completed' });
    expect(formatCountdown(plus(-3600), now).text).toBe('Draw completed');
    expect(formatCountdown(plus(0.5), now).text).toBe('Draw completed');
    expect(formatCountdown(null, now)).toEqual({ done: true, state: 'unscheduled', text: 'Not scheduled' });
  });

  it('gives each state a heading that reads as one phrase with it (never "Daily draw in Draw completed")', () => {
    const phrase = (label: string | undefined, target: Date | null) => {
      const c = formatCountdown(target, now);
      return `${countdownHeading(label, c.state)} ${c.text}`;
    };
    expect(phrase('Daily draw', plus(3 * 3600))).toBe('Daily draw in 0d 03:00:00');
    // Completed: the heading names the draw, the line under it says what happened to it.
    expect(countdownHeading('Daily draw', formatCountdown(now, now).state)).toBe('Daily draw');
    expect(countdownHeading(undefined, 'completed')).toBe('Latest draw');
    expect(phrase('Weekly draw', null)).toBe('Next draw Not scheduled');
    expect(phrase(undefined, plus(60))).toBe('Next draw in 0d 00:01:00');
    expect(countdownWhen('2026-11-22T17:00:00.000Z', 'completed', () => '22/11/2026 20:00')).toBe('Drawn 22/11/2026 20:00 EAT · result shortly');
    expect(countdownWhen('2026-11-22T17:00:00.000Z', 'counting', () => '22/11/2026 20:00')).toBe('22/11/2026 20:00 EAT');
  });

  it('measures the real share of the period elapsed', () => {
    expect(periodElapsed('2026-11-22T00:00:00.000Z', '2026-11-23T00:00:00.000Z', new Date('2026-11-22T18:00:00.000Z'), 0)).toBeCloseTo(0.75);
    expect(periodElapsed('2026-11-22T00:00:00.000Z', '2026-11-23T00:00:00.000Z', new Date('2026-11-24T00:00:00.000Z'), 0)).toBe(1);
    expect(periodElapsed(null, null, new Date(), 0.4)).toBe(0.4);
  });
});

describe('LiveEntries', () => {
  /** Seconds a countdown text such as '0d 03:02:05' stands for. */
  const secondsOf = (text: string | null) => {
    const m = /^(\d+)d (\d\d):(\d\d):(\d\d)$/.exec(text ?? '');
    if (!m) throw new Error(`not a countdown: ${text}`);
    return ((Number(m[1]) * 24 + Number(m[2])) * 60 + Number(m[3])) * 60 + Number(m[4]);
  };

  it('shows the total entries and a countdown that ticks every second', async () => {
    const total = 3 * 3600 + 125;
    const target = new Date(Date.now() + total * 1000).toISOString();
    renderWithProviders(<LiveEntries />, { mocks: [competitionMock({ nextDrawAt: target, totalEntries: 1234 })] });
    expect(await screen.findByTestId('total-entries')).toHaveTextContent('1,234');
    // What is left when it first shows (a loaded machine may take a few seconds to get there).
    const first = secondsOf(screen.getByRole('timer').textContent);
    expect(first).toBeLessThanOrEqual(total);
    expect(first).toBeGreaterThan(total - 10);
    await waitFor(() => expect(secondsOf(screen.getByRole('timer').textContent)).toBeLessThan(first), { timeout: 3000 });
    expect(first - secondsOf(screen.getByRole('timer').textContent)).toBeLessThanOrEqual(3);
  });

  it("shows the period's real progress in an accessible bar", async () => {
    // A daily period that began 18 hours ago: 75 % of it has passed.
    const now = Date.now();
    const periodStart = new Date(now - 18 * 3600_000).toISOString();
    const nextDrawAt = new Date(now + 6 * 3600_000).toISOString();
    renderWithProviders(<LiveEntries />, { mocks: [competitionMock({ nextDrawAt, periodStart })] });
    const bar = await screen.findByRole('progressbar', { name: 'Draw period elapsed' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '75'));
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('75%')).toBeInTheDocument();
  });

  it("switches to 'Draw completed' when the draw time is reached", async () => {
    const target = new Date(Date.now() + 4000).toISOString();
    renderWithProviders(<LiveEntries />, { mocks: [competitionMock({ nextDrawAt: target })] });
    // Counting first (a few seconds left)…
    expect(secondsOf((await screen.findByRole('timer')).textContent)).toBeLessThanOrEqual(4);
    expect(screen.getByTestId('draw-countdown-heading')).toHaveTextContent(/^Daily draw in$/);
    // …then completed at the draw time.
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('Draw completed'), { timeout: 7000 });
    // The line above it no longer says "… in" once there is nothing left to count.
    expect(screen.getByTestId('draw-countdown-heading')).toHaveTextContent(/^Daily draw$/);
  });

  it('shows the real progress of the period, not a fixed figure', async () => {
    const start = new Date(Date.now() - 18 * 3600 * 1000).toISOString();
    const end = new Date(Date.now() + 6 * 3600 * 1000).toISOString();
    renderWithProviders(<LiveEntries />, { mocks: [competitionMock({ nextDrawAt: end, periodStart: start })] });
    expect(await screen.findByText('75%')).toBeInTheDocument();
  });
});
