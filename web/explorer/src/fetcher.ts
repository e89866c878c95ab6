import type { GraphiQLProps } from 'graphiql';

type Fetcher = GraphiQLProps['fetcher'];

/**
 * GraphiQL's requests to /graphql. Signed in, the browser's session cookie goes along (same
 * origin); `apollo-require-preflight` satisfies Apollo's CSRF prevention. With an
 * `Authorization: Bearer mwk_pat_…` header (the Headers tab), the request carries the token only:
 * no cookie, so it runs exactly as a script with that token would.
 */
export const fetcher: Fetcher = async (params, opts) => {
  const headers: Record<string, string> = { ...(opts?.headers as Record<string, string> | undefined) };
  const bearer = Object.keys(headers).some((h) => h.toLowerCase() === 'authorization');
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: bearer ? 'omit' : 'same-origin',
    headers: { ...headers, 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify(params),
  });
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return { errors: [{ message: `HTTP ${res.status}: ${text.slice(0, 200)}` }] };
  }
};
