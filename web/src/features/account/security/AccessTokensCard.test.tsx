import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { AccessTokensQuery, CreateAccessTokenMutation, RevokeAccessTokenMutation, SecurityEventsQuery } from '../operations';
import { AccessTokensCard } from './AccessTokensCard';

afterEach(() => act(() => void toaster.remove())); // the toaster re-renders as its toasts go

const token = (over: Record<string, unknown>) => ({
  __typename: 'PersonalAccessToken',
  id: '1',
  name: 'nightly-report',
  scope: 'read',
  tokenStart: 'mwk_pat_Ab3x',
  status: 'active',
  createdAt: '2026-11-01T08:00:00.000Z',
  expiresAt: '2026-12-01T08:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  lastUsedIp: null,
  ...over,
});

const listMock = (tokens: unknown[]) => ({ request: { query: AccessTokensQuery }, result: { data: { personalAccessTokens: tokens } } });
const eventsMock = { request: { query: SecurityEventsQuery, variables: {} }, result: { data: { securityEvents: { __typename: 'SecurityEventConnection', nodes: [], pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } } } } };

describe('personal access tokens card', () => {
  it('lists tokens with scope, status, their first characters and last use; only live ones can be revoked', async () => {
    renderWithProviders(<AccessTokensCard />, {
      mocks: [listMock([token({}), token({ id: '2', name: 'old-ci', scope: 'read_write', status: 'revoked', revokedAt: '2026-11-10T08:00:00.000Z', lastUsedAt: '2026-11-09T10:00:00.000Z', lastUsedIp: '196.201.214.10' })])] as never,
    });
    const rows = await screen.findAllByTestId('access-token-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Read only')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('mwk_pat_Ab3x…')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/Last used Never/)).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Read and write')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Revoked')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/from 196\.201\.214\.10/)).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the API explorer' })).toHaveAttribute('href', '/graphql');
  });

  it('revokes after confirmation', async () => {
    const revoke = { request: { query: RevokeAccessTokenMutation, variables: { input: { id: '1' } } }, result: { data: { revokePersonalAccessToken: { __typename: 'RevokePersonalAccessTokenPayload', token: { __typename: 'PersonalAccessToken', id: '1', status: 'revoked', revokedAt: '2026-11-20T08:00:00.000Z' } } } } };
    renderWithProviders(<AccessTokensCard />, { mocks: [listMock([token({})]), revoke, listMock([token({ status: 'revoked', revokedAt: '2026-11-20T08:00:00.000Z' })]), eventsMock] as never });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Scripts using it stop working at once. This cannot be undone.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('access-token-row')).toHaveTextContent('Revoked'));
  });

  it('creates a token and shows it once, with how to send it', async () => {
    const secret = `mwk_pat_${'Q'.repeat(43)}`;
    const create = {
      request: {
        query: CreateAccessTokenMutation,
        // The expiry is computed from the clock: any 30-day expiry of a read token named ci-deploy matches.
        variables: (v: { input: { name: string; scope: string; expiresAt: string } }) =>
          v.input.name === 'ci-deploy' && v.input.scope === 'read' && Math.abs(new Date(v.input.expiresAt).getTime() - Date.now() - 30 * 86_400_000) < 60_000,
      },
      result: { data: { createPersonalAccessToken: { __typename: 'CreatePersonalAccessTokenPayload', secret, token: { __typename: 'PersonalAccessToken', id: '9', name: 'ci-deploy', scope: 'read', tokenStart: secret.slice(0, 12), status: 'active' } } } },
    };
    renderWithProviders(<AccessTokensCard />, { mocks: [listMock([]), create, listMock([token({ id: '9', name: 'ci-deploy' })]), eventsMock] as never });
    expect(await screen.findByText('No personal access tokens yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Generate New Token' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate Token' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Token name is required');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'ci-deploy' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate Token' }));
    expect(await within(dialog).findByTestId('new-access-token')).toHaveTextContent(secret);
    expect(within(dialog).getByText('Copy the token now: it is shown only once and cannot be shown again.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Authorization: Bearer <token>/)).toBeInTheDocument();
  });
});
