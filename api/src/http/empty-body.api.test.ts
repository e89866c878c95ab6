import net from 'node:net';
import { activePromotion } from '../modules/competition/competition.fixtures';
import { signedIn, startTestServer, type TestServer } from '../test/harness';

/**
 * The REST body rules, decided once for every shim (guards.ts, rest.ts): a JSON content type with
 * an empty body is a valid request without arguments; any other declared type is 415 whether or
 * not a body follows; malformed JSON is 400.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await activePromotion(server.db);
});
afterAll(() => server.close());

/**
 * A raw POST with exactly these headers, written on a socket: without a body it sends no
 * Content-Length either (as `curl -X POST -H 'Content-Type: application/json'` does, and unlike
 * fetch or http.request, which add "Content-Length: 0"): the case that used to answer 415.
 */
function post(path: string, headers: Record<string, string>, body?: string, cookie = ''): Promise<{ status: number; head: string; json: () => unknown }> {
  const url = new URL(server.url);
  const all = { host: url.host, connection: 'close', ...headers, ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) };
  const request = `POST ${path} HTTP/1.1\r\n${Object.entries(all).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${body ?? ''}`;
  return new Promise((resolve, reject) => {
    // Written without half-closing: the server answers, then closes (Connection: close).
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(request));
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => (raw += c));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', rest = ''] = raw.split('\r\n\r\n', 2);
      // Bodies here are small: chunked framing, if any, is one hex line, the JSON, then "0".
      const text = /^[0-9a-f]+\r\n/i.test(rest) ? rest.split('\r\n')[1]! : rest;
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head, json: () => JSON.parse(text) });
    });
  });
}

describe('a JSON POST with an empty body', () => {
  it('signs out with POST /api/auth/logout: 200, and the session no longer works', async () => {
    const { client } = await signedIn(server, 1);
    const cookie = (client as unknown as { cookieHeader(): string }).cookieHeader();
    const res = await post('/api/auth/logout', { 'content-type': 'application/json' }, undefined, cookie);
    expect(res.status).toBe(200);
    expect(res.head).toMatch(/set-cookie: mw_session=;/i);
    const after = await fetch(`${server.url}/api/auth/user`, { headers: { cookie } });
    expect(after.status).toBe(401);
  });

  it.each([['application/json'], ['application/json; charset=utf-8'], ['Application/JSON']])('simulates a selection with Content-Type %s and no body', async (type) => {
    const res = await post('/api/competition/simulate-selection', { 'content-type': type });
    expect(res.status).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['btcBlockHash', 'timestamp', 'generatedHash', 'winnerEntryIndex', 'totalEntries']));
  });

  it('also with an explicit Content-Length: 0, or with no Content-Type at all', async () => {
    expect((await post('/api/competition/simulate-selection', { 'content-type': 'application/json' }, '')).status).toBe(200);
    expect((await post('/api/competition/simulate-selection', {})).status).toBe(200);
  });
});

describe('what stays refused', () => {
  it.each([['text/plain'], ['application/x-www-form-urlencoded'], ['multipart/form-data; boundary=x']])('answers 415 for Content-Type %s even without a body', async (type) => {
    const res = await post('/api/auth/logout', { 'content-type': type });
    expect(res.status).toBe(415);
    expect(res.json()).toEqual({ message: 'Content-Type must be application/json' });
  });

  it('answers 415 for a body without a Content-Type', async () => {
    expect((await post('/api/competition/simulate-selection', {}, '{}')).status).toBe(415);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await post('/api/competition/simulate-selection', { 'content-type': 'application/json' }, '{"a":');
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed JSON in request body' });
  });
});
