import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { ME } from '@/test/sessionUser';
import { makeFragmentData } from '@/gql';
import { PerformanceChart } from './charts/PerformanceChart';
import { PerformancePointFields } from './charts/PerformanceChart.fragments';
import { ServiceMetricsQuery } from './operations';
import { ServiceMetricsTab } from './services/ServiceMetricsTab';

// Issue #31: a new service's metrics read "Uptime 0.00%" and "0 GB" beside "No usage recorded yet",
// and a single measured period drew a chart with no line and one lone label.

const MIB = 1024 * 1024;
const HOUR = 3_600_000;

const metrics = (over: Record<string, unknown> = {}) => ({
  request: { query: ServiceMetricsQuery, variables: { serviceId: '7', range: 'd7' } },
  result: {
    data: {
      serviceMetrics: {
        __typename: 'ServiceMetrics',
        serviceId: '7',
        storedGB: 0,
        storedNowBytes: 0,
        egressGB: 0,
        requests: 0,
        errors: 0,
        avgLatencyMs: null,
        uptimePercent: null,
        lastActivityAt: null,
        usageTrend: [],
        ...over,
      },
    },
  },
});

const card = (label: string) => screen.getByRole('group', { name: label });

describe("a service's Metrics tab", () => {
  it('shows "—" for latency and uptime when nothing was measured, 0 B stored, and no activity', async () => {
    renderWithProviders(<ServiceMetricsTab serviceId="7" />, { user: ME as never, mocks: [metrics()] });
    expect(await screen.findByText('No activity recorded yet')).toBeInTheDocument();
    expect(within(card('Uptime')).getByText('—')).toBeInTheDocument();
    expect(within(card('Avg latency')).getByText('—')).toBeInTheDocument();
    expect(within(card('Stored now')).getByText('0 B')).toBeInTheDocument();
    expect(screen.queryByText('0.00%')).toBeNull();
    expect(screen.getByText('History is recorded hourly: the running hour appears once it ends.')).toBeInTheDocument();
  });

  it('shows the bytes stored now from the ledger in MB, as the Buckets tab does', async () => {
    const at = new Date(Math.floor(Date.now() / HOUR) * HOUR).toISOString();
    renderWithProviders(<ServiceMetricsTab serviceId="7" />, {
      user: ME as never,
      mocks: [metrics({ storedNowBytes: 20 * MIB, requests: 3, avgLatencyMs: 42, uptimePercent: 100, lastActivityAt: at })],
    });
    expect(await within(await screen.findByRole('group', { name: 'Stored now' })).findByText('20 MB')).toBeInTheDocument();
    expect(screen.getByText('Live, as on the Buckets tab; the chart shows hourly history')).toBeInTheDocument();
    expect(within(card('Uptime')).getByText('100.00%')).toBeInTheDocument();
    expect(within(card('Avg latency')).getByText('42 ms')).toBeInTheDocument();
    expect(screen.getByText(/^Last activity /)).toBeInTheDocument();
  });
});

const point = (hoursAgo: number, latencyMs: number) => makeFragmentData({ __typename: 'PerformancePoint' as const, at: new Date(Date.now() - hoursAgo * HOUR).toISOString(), latencyMs, errorRatePercent: 0, uptimePercent: 100 }, PerformancePointFields);

describe('the performance chart of a new customer', () => {
  it('says what one measured period showed instead of drawing a lone label', async () => {
    renderWithProviders(<PerformanceChart points={[point(3, 180)]} range="d7" />);
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(screen.getByTestId('chart-empty')).toHaveTextContent('Not enough measurements for a line yet');
    expect(screen.queryByText('No usage recorded yet')).toBeNull();
    expect(screen.getByTestId('chart-empty')).toHaveTextContent(/Only one period has requests so far \(.+: 180 ms\)\. A line appears from the second\./);
    fireEvent.click(screen.getByRole('radio', { name: 'Uptime' }));
    await waitFor(() => expect(screen.getByTestId('chart-empty')).toHaveTextContent(/: 100\.00%\)/));
  });

  it('draws the one period of the 1h range as a point', () => {
    renderWithProviders(<PerformanceChart points={[point(1, 180)]} range="h1" />);
    expect(screen.getByTestId('chart')).toHaveAttribute('data-points', '1');
  });

  it('is empty without requests, and draws a line from two measured periods', () => {
    const { unmount } = renderWithProviders(<PerformanceChart points={[]} range="d7" />);
    expect(screen.getByTestId('chart-empty')).toHaveTextContent('Performance figures appear once your services handle requests.');
    unmount();
    renderWithProviders(<PerformanceChart points={[point(30, 180), point(3, 120)]} range="d7" />);
    expect(screen.getByTestId('chart')).toHaveAttribute('data-points', '2');
    expect(screen.getByText('History is recorded hourly: the running hour appears once it ends.')).toBeInTheDocument();
  });
});
