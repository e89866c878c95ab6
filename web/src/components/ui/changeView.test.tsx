import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from './theme-app';
import { changeView } from './changeView';
import { StatCard } from './StatCard';

const compact = (n: number) => new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(n);

describe('changeView', () => {
  it('keeps ordinary percentages', () => {
    expect(changeView({ change: 12.34, value: 112, previous: 100, format: compact })).toEqual({ kind: 'percent', direction: 'up', text: '+12.3%' });
    expect(changeView({ change: -50, value: 1, previous: 2 })).toEqual({ kind: 'percent', direction: 'down', text: '-50.0%' });
    expect(changeView({ change: 0 })).toEqual({ kind: 'percent', direction: 'flat', text: '0.0%' });
    expect(changeView({ change: 999 })).toMatchObject({ kind: 'percent', text: '+999.0%' });
  });

  it('shows the absolute change past ±999 %, in the figure’s unit', () => {
    // 12 requests before, 16,054 now: +133,683.3 % says nothing; +16K does.
    expect(changeView({ change: 133682.2, value: 16_054, previous: 12, format: compact })).toEqual({ kind: 'absolute', direction: 'up', text: '+16K' });
  });

  it('says "new" past the bound when no absolute change can be written, and from exactly zero', () => {
    expect(changeView({ change: 5000 })).toEqual({ kind: 'new' });
    expect(changeView({ change: null, value: 30, previous: 0 })).toEqual({ kind: 'new' });
  });

  it('says there is no previous data when there was none', () => {
    expect(changeView({ change: null, value: 30, previous: null })).toEqual({ kind: 'noPrevious' });
    expect(changeView({ change: null, value: 0, previous: 0 })).toEqual({ kind: 'noPrevious' });
    expect(changeView({ change: undefined })).toEqual({ kind: 'none' });
  });
});

describe('StatCard', () => {
  const card = (props: Parameters<typeof StatCard>[0]) =>
    render(
      <ChakraProvider value={appSystem}>
        <StatCard {...props} />
      </ChakraProvider>,
    );

  it('never prints a five-digit percentage', () => {
    card({ label: 'API Requests', value: '16K', change: 133682.2, numericValue: 16_054, previous: 12, formatDelta: compact, changeLabel: 'vs previous 90 days' });
    // The parts sit side by side with a flex gap (no space character between them).
    expect(screen.getByTestId('stat-change')).toHaveTextContent(/^▲ \+16K\s*vs previous 90 days$/);
    expect(screen.getByTestId('stat-change').textContent).not.toMatch(/%/);
  });

  it('says New for something that was not there before', () => {
    card({ label: 'Total Storage', value: '60 GB', change: null, numericValue: 60, previous: 0, changeLabel: 'vs previous 7 days' });
    expect(screen.getByTestId('stat-change')).toHaveTextContent(/^▲ New$/);
  });
});
