import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { AdminUsersQuery } from '../operations';
import { UsersList } from './UsersList';

const ADMIN = { id: '1', username: 'admin', email: 'admin@example.co.ke', firstName: 'Baraka', lastName: 'Otieno', userType: 'admin' as const, createdAt: '2026-01-01T00:00:00.000Z', twoFactorEnabled: false, emailVerified: true, avatarUrl: null };

const user = (id: string, firstName: string, storageHold: { invoiceNumber: string; since: string } | null) => ({
  __typename: 'User' as const,
  id,
  username: firstName.toLowerCase(),
  email: `${firstName.toLowerCase()}@example.co.ke`,
  firstName,
  lastName: 'Mwangi',
  userType: 'user' as const,
  createdAt: '2026-03-01T00:00:00.000Z',
  activeServiceCount: 1,
  avatarUrl: null,
  storageHold: storageHold && { __typename: 'StorageHold' as const, ...storageHold },
});

const users = {
  request: { query: AdminUsersQuery, variables: { first: 20, after: null, search: null } },
  result: {
    data: {
      adminUsers: {
        __typename: 'UserConnection',
        nodes: [user('7', 'Brian', { invoiceNumber: 'INV-000013', since: '2026-11-29T00:00:00.000Z' }), user('8', 'Akinyi', null)],
        pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
      },
    },
  },
};

describe('admin users list', () => {
  it('marks the accounts whose storage is on hold for an unpaid invoice, naming the invoice', async () => {
    renderWithProviders(<UsersList />, { user: ADMIN, mocks: [users] });
    const brian = (await screen.findByText('Brian Mwangi')).closest('tr')!;
    const badge = within(brian).getByTestId('storage-hold-badge');
    expect(badge).toHaveTextContent('On hold');
    expect(badge).toHaveAttribute('title', expect.stringContaining('invoice INV-000013 is unpaid'));
    const akinyi = screen.getByText('Akinyi Mwangi').closest('tr')!;
    expect(within(akinyi).queryByTestId('storage-hold-badge')).toBeNull();
  });
});
