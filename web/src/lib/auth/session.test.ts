import { act, renderHook } from '@testing-library/react';
import { ME } from '@/test/sessionUser';
import { endSession, onSessionEnd, refreshSession, setSession, signOut, useSession } from './session';
import { useCurrentUser } from './useCurrentUser';
import { fetchAnswer, installFetchMock } from '@/test/fetchMock';

const json = (body: unknown) => fetchAnswer(200, body);
const operationOf = (call: unknown[]) => (JSON.parse((call[1] as RequestInit).body as string) as { query: string }).query.match(/(query|mutation) (\w+)/)![2];

describe('session store', () => {
  const fetchMock = installFetchMock();

  it('reads me from the server after sign-in and shows the user', async () => {
    setSession(null);
    fetchMock.mockReturnValue(json({ data: { me: ME } }));
    const { result } = renderHook(() => useCurrentUser());
    expect(result.current.status).toBe('unauthenticated');
    await act(() => refreshSession());
    expect(result.current).toMatchObject({ status: 'authenticated', user: { email: 'amani@example.co.ke' }, loading: false });
    expect(fetchMock.mock.calls.map(operationOf)).toEqual(['Me']);
  });

  it('treats a failed me request as signed out, with the error', async () => {
    fetchMock.mockReturnValue(Promise.reject(new TypeError('Failed to fetch')));
    await refreshSession();
    const { result } = renderHook(() => useSession());
    expect(result.current.status).toBe('unauthenticated');
    expect(result.current.error?.message).toBe('Failed to fetch');
  });

  it('sign-out revokes the session, forgets the user and tells listeners (the Apollo cache)', async () => {
    setSession(ME);
    const ended = jest.fn();
    const off = onSessionEnd(ended);
    fetchMock.mockReturnValue(json({ data: { logout: true } }));
    const { result } = renderHook(() => useCurrentUser());
    await act(() => signOut());
    expect(fetchMock.mock.calls.map(operationOf)).toEqual(['Logout']);
    expect(result.current.user).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    off();
    act(() => endSession());
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('still signs out here when the logout call fails', async () => {
    setSession(ME);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockReturnValue(Promise.reject(new TypeError('Failed to fetch')));
    await signOut();
    const { result } = renderHook(() => useCurrentUser());
    expect(result.current.status).toBe('unauthenticated');
    expect(log).toHaveBeenCalledWith('Logout failed', expect.any(TypeError));
    log.mockRestore();
  });
});
