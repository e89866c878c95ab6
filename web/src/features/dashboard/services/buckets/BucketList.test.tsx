import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { BucketList } from './BucketList';
import { formatBytes } from './bytes';
import { CreateBucketMutation, ServiceBucketsQuery } from './operations';
import { UploadQueue } from './UploadQueue';

// Apollo's mocked round trips and Chakra's dialogs take a few seconds on a loaded CI machine.
jest.setTimeout(20_000);

const GB = 1024 ** 3;
const bucket = (name: string, objectCount: number, bytes: number) => ({ __typename: 'Bucket', name, serviceId: '7', region: 'nbo1', residency: 'kenya', objectCount, bytes, createdAt: '2026-11-20T08:00:00.000Z', isPublic: name === 'photos', versioning: name === 'photos' ? 'ENABLED' : 'UNVERSIONED', objectLock: null });
const bucketsMock = (buckets: ReturnType<typeof bucket>[], usedBytes: number) => ({
  request: { query: ServiceBucketsQuery, variables: { serviceId: '7' } },
  result: { data: { serviceBuckets: { __typename: 'ServiceBuckets', serviceId: '7', usable: true, usedBytes, quotaBytes: 10 * GB, buckets } } },
});

describe('BucketList', () => {
  afterEach(() => act(() => void toaster.remove())); // the toaster re-renders as its toasts go

  it('shows each bucket with its objects, bytes and region, and how full the service is', async () => {
    renderWithProviders(<BucketList serviceId="7" sizeGB={10} onOpen={jest.fn()} />, { mocks: [bucketsMock([bucket('photos', 12, 3 * 1024 * 1024), bucket('backups', 0, 0)], 3 * 1024 * 1024)] });
    await screen.findByRole('button', { name: 'Delete bucket photos' });
    const table = screen.getByRole('region', { name: 'Buckets of this service' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('photosVersioning on123 MB'), expect.stringContaining('backups00 B')]));
    expect(screen.getByText('3 MB of 10 GB')).toBeInTheDocument();
    expect(screen.getAllByText('Nairobi (nbo1)')).toHaveLength(2); // the service's region
    // Whether anyone on the internet can read each bucket.
    expect(within(table).getByText('Public', { exact: true }).closest('tr')).toHaveTextContent('photos');
    expect(within(table).getByText('Private', { exact: true }).closest('tr')).toHaveTextContent('backups');
    // Versioning is named only where it is on or suspended (the switch is in the bucket's header).
    expect(within(table).getByText('Versioning on').closest('tr')).toHaveTextContent('photos');
    expect(within(table).getAllByTestId('bucket-versioning')).toHaveLength(1);
  });

  it('has an empty state, checks the name rules before asking the server, and creates', async () => {
    const create = { request: { query: CreateBucketMutation, variables: { input: { serviceId: '7', name: 'team-photos' } } }, result: { data: { createBucket: { __typename: 'BucketPayload', bucket: { __typename: 'Bucket', name: 'team-photos', objectCount: 0, bytes: 0 } } } } };
    renderWithProviders(<BucketList serviceId="7" sizeGB={10} onOpen={jest.fn()} />, { mocks: [bucketsMock([], 0), create, bucketsMock([bucket('team-photos', 0, 0)], 0)] });
    expect(await screen.findByText('No buckets yet')).toBeInTheDocument();
    const name = screen.getByLabelText('New bucket name');
    fireEvent.change(name, { target: { value: 'Team_Photos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create bucket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bucket names use only lower-case letters, digits, dots and hyphens');
    fireEvent.change(name, { target: { value: 'team-photos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create bucket' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Browse team-photos' })).toBeInTheDocument());
  });

  it('offers the same on both planes: CORS, lifecycle, public access and object lock', async () => {
    renderWithProviders(<BucketList serviceId="7" sizeGB={10} onOpen={jest.fn()} />, { mocks: [bucketsMock([bucket('backups', 0, 0)], 0), bucketsMock([bucket('backups', 0, 0)], 0)] });
    await screen.findByRole('button', { name: 'Delete bucket backups' });
    expect(screen.getByRole('button', { name: 'Browse backups' })).toBeInTheDocument();
    // CORS and lifecycle rules, the bucket policy and Block Public Access are RGW's own on the Ceph plane.
    for (const name of ['CORS rules of backups', 'Lifecycle rules of backups', 'Public access of backups']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    // Object lock is chosen when the bucket is created, on either plane.
    expect(screen.getByText('Object lock', { exact: true })).toBeInTheDocument();
  });
});

describe('UploadQueue', () => {
  it('gives every upload a named progress bar', () => {
    renderWithProviders(
      <UploadQueue
        items={[
          { id: 1, name: 'ripoti.pdf', loaded: 512, total: 2048, state: 'uploading' },
          { id: 2, name: 'done.txt', loaded: 10, total: 10, state: 'done' },
        ]}
        onClear={jest.fn()}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Upload progress of ripoti.pdf' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('progressbar', { name: 'Upload progress of done.txt' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('25% · 512 B / 2 KB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear finished uploads' })).toBeInTheDocument();
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [15, '15 B'],
    [1536, '1.5 KB'],
    [3 * 1024 * 1024, '3 MB'],
    [20_000_000, '19.07 MB'],
    [10 * GB, '10 GB'],
    [2.5 * 1024 * GB, '2.5 TB'],
  ])('%i bytes is %s', (n, text) => expect(formatBytes(n)).toBe(text));
});
