import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setDashboardLanguage } from '@/i18n';
import { fetchAnswer, installFetchMock } from '@/test/fetchMock';
import { renderWithProviders } from '@/test/render';
import { UsageExportForm } from './UsageExportForm';

/** Monitoring's usage export (#30 item 8): a chosen range downloads GET /api/metering/usage.csv. */
const fetchMock = installFetchMock();
const today = new Date().toISOString().slice(0, 10);

beforeAll(() => {
  // jsdom has no blob URLs; the download itself is the browser's (e2e checks the file).
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:usage'), revokeObjectURL: jest.fn() });
});
afterEach(() => setDashboardLanguage('en'));

const csvAnswer = () =>
  Promise.resolve({ ok: true, status: 200, headers: new Headers({ 'content-disposition': 'attachment; filename="usage-x.csv"' }), blob: () => Promise.resolve(new Blob(['a,b\r\n'])) });

describe('usage export form', () => {
  it('downloads the last 30 UTC days by day unless told otherwise, and hourly rows for a chosen range', async () => {
    fetchMock.mockImplementation(csvAnswer);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<UsageExportForm />);
    expect(screen.getByLabelText('To (UTC day)')).toHaveValue(today);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const first = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(first.pathname).toBe('/api/metering/usage.csv');
    expect(Object.fromEntries(first.searchParams)).toEqual({ from: new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10), to: today, granularity: 'daily' });

    fireEvent.change(screen.getByLabelText('From (UTC day)'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To (UTC day)'), { target: { value: '2026-11-02' } });
    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: 'hourly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/metering/usage.csv?from=2026-11-01&to=2026-11-02&granularity=hourly');
    click.mockRestore();
  });

  it('says what is wrong with the range under its field, before asking the server', async () => {
    renderWithProviders(<UsageExportForm />);
    fireEvent.change(screen.getByLabelText('From (UTC day)'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To (UTC day)'), { target: { value: '2026-02-15' } });
    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: 'hourly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('A daily export covers at most 366 days and an hourly one 31')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('To (UTC day)'), { target: { value: '2025-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('From must not be after To')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the page's language, not a file", async () => {
    setDashboardLanguage('fr');
    fetchMock.mockImplementation(() => fetchAnswer(404, { message: 'Service not found' }));
    renderWithProviders(<UsageExportForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger le CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service introuvable');
  });
});
