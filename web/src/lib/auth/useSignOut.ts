import { useNavigate } from 'react-router-dom';
import { signOut } from './session';

/**
 * Sign out (spec section 4): revoke the session on the server, forget the user and the page cache,
 * go to /auth (admins to /adminlogin). A failed logout call is logged and the redirect still happens.
 */
export function useSignOut(to: '/auth' | '/adminlogin' | '/' = '/auth') {
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate(to, { replace: true });
  };
}
