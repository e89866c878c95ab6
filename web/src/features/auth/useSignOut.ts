import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { LogoutMutation } from './operations';

/**
 * Sign out (spec section 4): revoke the session on the server, clear the client cache, go to
 * /auth (admins to /adminlogin). A failed logout call is logged and the redirect still happens.
 */
export function useSignOut(to: '/auth' | '/adminlogin' | '/' = '/auth') {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutMutation);
  return async () => {
    try {
      await logout();
    } catch (e) {
      console.error('Logout failed', e);
    }
    await client.clearStore();
    await client.refetchQueries({ include: 'active' }).catch(() => undefined);
    navigate(to, { replace: true });
  };
}
