import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { ApiKeyScopeBucketsQuery, ApiKeysQuery, CreateApiKeyMutation, SecurityStoragePlaneQuery } from '../operations';
import { ApiKeysCard } from './ApiKeysCard';

afterEach(() => act(() => void toaster.remove())); // the toaster re-renders as its toasts go

const key = (over: Record<string, unknown>) => ({
  __typename: 'ApiKey',
  id: '1',
  name: 'laptop',
  accessKeyId: 'MWKABCDEFGHIJKLMNOPQ',
  maskedSecret: `${'*'.repeat(36)}abcd`,
  permissions: ['read', 'write'],
  status: 'active',
  createdAt: '2026-11-01T08:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  scope: null,
  ...over,
});
const scope = (buckets: string[], prefix: string | null) => ({ __typename: 'ApiKeyScope', buckets, prefix });
const listMock = (keys: unknown[]) => ({ request: { query: ApiKeysQuery }, result: { data: { apiKeys: keys } } });
const planeMock = (plane: 'EMBEDDED' | 'CEPH') => ({ request: { query: SecurityStoragePlaneQuery }, result: { data: { storageEndpoint: { __typename: 'StorageEndpoint', plane } } } });
const bucketsMock = { request: { query: ApiKeyScopeBucketsQuery }, result: { data: { apiKeyScopeBuckets: ['backups', 'photos'] } } };

describe('API keys card: bucket scopes', () => {
  it("shows each key's scope: all buckets, its buckets and prefix, or none left", async () => {
    renderWithProviders(<ApiKeysCard />, {
      mocks: [listMock([key({}), key({ id: '2', name: 'ci', scope: scope(['backups', 'photos'], 'nightly/') }), key({ id: '3', name: 'old', scope: scope([], null) })])] as never,
    });
    const scopes = await screen.findAllByTestId('api-key-scope');
    expect(scopes.map((s) => s.textContent)).toEqual(['BucketsAll buckets', 'Bucketsbackupsphotos· only keys under nightly/', 'BucketsNone (its buckets were deleted)']);
  });

  it('limits a new key to the chosen buckets and prefix, checking the prefix with the shared rules first', async () => {
    const sent: unknown[] = [];
    const create = {
      request: { query: CreateApiKeyMutation, variables: (v: { input: unknown }) => (sent.push(v.input), true) },
      result: { data: { createApiKey: { __typename: 'CreateApiKeyPayload', secretAccessKey: 's'.repeat(40), apiKey: { __typename: 'ApiKey', id: '5', name: 'ci', accessKeyId: 'MWKABCDEFGHIJKLMNOPZ', maskedSecret: `${'*'.repeat(36)}ssss` } } } },
    };
    renderWithProviders(<ApiKeysCard />, { mocks: [listMock([]), planeMock('EMBEDDED'), bucketsMock, create, listMock([])] as never });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate New API Key' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'ci' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Limit to chosen buckets/ }));
    const group = await within(dialog).findByRole('group', { name: 'Buckets this key may reach' });
    fireEvent.click(await within(group).findByRole('checkbox', { name: 'photos' }));
    fireEvent.change(within(dialog).getByLabelText('Prefix (optional)'), { target: { value: '/nightly/' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    expect(await within(dialog).findByText('The prefix must not start with /')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Prefix (optional)'), { target: { value: 'nightly/' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    expect(await within(dialog).findByTestId('new-access-key-id')).toHaveTextContent('MWKABCDEFGHIJKLMNOPZ');
    expect(sent).toEqual([{ name: 'ci', permissions: ['read', 'write'], expiresAt: null, buckets: ['photos'], prefix: 'nightly/' }]);
  });

  it('on Ceph RGW, keeps write and delete together for a key for all buckets, and lets a key limited to buckets have any set', async () => {
    const sent: unknown[] = [];
    const create = {
      request: { query: CreateApiKeyMutation, variables: (v: { input: unknown }) => (sent.push(v.input), true) },
      result: { data: { createApiKey: { __typename: 'CreateApiKeyPayload', secretAccessKey: 's'.repeat(40), apiKey: { __typename: 'ApiKey', id: '6', name: 'sync', accessKeyId: 'MWKABCDEFGHIJKLMNOPY', maskedSecret: `${'*'.repeat(36)}ssss` } } } },
    };
    renderWithProviders(<ApiKeysCard />, { mocks: [listMock([]), planeMock('CEPH'), bucketsMock, create, listMock([])] as never });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate New API Key' }));
    const dialog = await screen.findByRole('dialog');
    const paired = 'On this storage a key that can write can also delete: the two go together.';
    expect(await within(dialog).findByText(paired)).toBeInTheDocument();
    const box = (name: string) => within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;
    // (The plane's defaults are applied by an effect once the plane is known: wait for them.)
    await waitFor(() => expect([box('Read').checked, box('Write').checked, box('Delete').checked]).toEqual([true, true, true]));
    fireEvent.click(box('Delete'));
    await waitFor(() => expect([box('Read').checked, box('Write').checked, box('Delete').checked]).toEqual([true, false, false]));
    fireEvent.click(box('Write'));
    await waitFor(() => expect([box('Write').checked, box('Delete').checked]).toEqual([true, true]));

    // Limited to buckets, the key is fenced by bucket policies on RGW: write without delete is possible.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Limit to chosen buckets/ }));
    await waitFor(() => expect(within(dialog).queryByText(paired)).toBeNull());
    // RGW lists no bucket to such a key: the help says to name it in the tool.
    expect(within(dialog).getByText(/on this storage a listing of all buckets shows it none/)).toBeInTheDocument();
    fireEvent.click(box('Delete'));
    await waitFor(() => expect([box('Read').checked, box('Write').checked, box('Delete').checked]).toEqual([true, true, false]));
    const group = await within(dialog).findByRole('group', { name: 'Buckets this key may reach' });
    fireEvent.click(await within(group).findByRole('checkbox', { name: 'backups' }));
    await waitFor(() => expect((within(group).getByRole('checkbox', { name: 'backups' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'sync' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    expect(await within(dialog).findByTestId('new-access-key-id')).toHaveTextContent('MWKABCDEFGHIJKLMNOPY');
    expect(sent).toEqual([expect.objectContaining({ name: 'sync', permissions: ['read', 'write'], buckets: ['backups'] })]);
  });
});
