/** A signed-in customer as `me` answers it (a SessionUser with its __typename): fixed values, shared by the session and component tests. */
export const ME = {
  __typename: 'User' as const,
  id: 'u-1',
  username: 'amani',
  email: 'amani@example.co.ke',
  firstName: 'Amani',
  lastName: 'Otieno',
  userType: 'user' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
  twoFactorEnabled: false,
  emailVerified: true,
  avatarUrl: null,
};
