import { useEffect, useState } from 'react';

const TOKEN_IN_HASH = /(?:^#|&)token=([A-Za-z0-9_-]+)/;

/**
 * The token of an account e-mail link (`/reset-password#token=…`). It travels in the fragment, which
 * browsers never send to a server; once the page has shown, it is also removed from the address bar
 * and history, so it does not linger in a screenshot, a shared URL or the back button.
 *
 * The token is read during render but removed only in an effect: a first render that React throws
 * away (a lazy chunk or the session still loading suspends it) runs the state initializer again,
 * and must find the token still there.
 */
export function useLinkToken(): string | null {
  const [token] = useState(() => TOKEN_IN_HASH.exec(window.location.hash)?.[1] ?? null);
  useEffect(() => {
    if (TOKEN_IN_HASH.test(window.location.hash)) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
  }, []);
  return token;
}
