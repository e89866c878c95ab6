/**
 * A jest mock installed as the global `fetch` for every test of the calling describe block (reset
 * before each test, the real fetch put back afterwards), and a Response-like answer for it.
 */
export function installFetchMock(): jest.Mock {
  const fetchMock = jest.fn();
  const g = globalThis as { fetch?: unknown };
  const original = g.fetch;
  beforeEach(() => {
    fetchMock.mockReset();
    g.fetch = fetchMock;
  });
  afterAll(() => {
    g.fetch = original;
  });
  return fetchMock;
}

/** What fetch resolves to: `body` as JSON, or a body that is not JSON when `body` is a string. */
export const fetchAnswer = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status < 400,
    status,
    json: () => (typeof body === 'string' ? Promise.reject(new Error('not json')) : Promise.resolve(body)),
  });
