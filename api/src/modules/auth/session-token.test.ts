import jwt from 'jsonwebtoken';
import { signToken, verifyToken } from './session-token';

/** A verified signature is remembered per exact token text (signed-in requests skip the HMAC); nothing else changes. */
describe('session token verification', () => {
  afterEach(() => jest.useRealTimers());

  it('accepts a valid token again and again, for its own purpose only', () => {
    const token = signToken('session', '7', { sid: '00000000-0000-4000-8000-000000000001' }, 60);
    expect(verifyToken(token, 'session')?.sid).toBe('00000000-0000-4000-8000-000000000001');
    expect(verifyToken(token, 'session')?.sub).toBe('7'); // from the remembered verification
    expect(verifyToken(token, '2fa')).toBeNull();
    const challenge = signToken('2fa', '7', {}, 60);
    expect(verifyToken(challenge, 'session')).toBeNull();
    expect(verifyToken(challenge, '2fa')?.sub).toBe('7');
  });

  it('refuses a tampered token even after the genuine one was verified', () => {
    const token = signToken('session', '7', { sid: '00000000-0000-4000-8000-000000000002' }, 60);
    expect(verifyToken(token, 'session')).not.toBeNull();
    const [h, p, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = [h, Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url'), sig].join('.');
    expect(verifyToken(forged, 'session')).toBeNull();
    expect(verifyToken(`${token.slice(0, -2)}AA`, 'session')).toBeNull();
    expect(verifyToken(jwt.sign({ ...claims }, 'another-secret-another-secret-another-secret'), 'session')).toBeNull();
  });

  it('stops accepting a remembered token once it expires', () => {
    jest.useFakeTimers({ now: Date.now() });
    const token = signToken('session', '7', { sid: '00000000-0000-4000-8000-000000000003' }, 60);
    expect(verifyToken(token, 'session')).not.toBeNull();
    jest.setSystemTime(Date.now() + 59_000);
    expect(verifyToken(token, 'session')).not.toBeNull();
    jest.setSystemTime(Date.now() + 2_000);
    expect(verifyToken(token, 'session')).toBeNull();
    expect(verifyToken(token, 'session')).toBeNull();
  });

  it('refuses alg none and tokens without an expiry', () => {
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ sub: '1', pur: 'session', sid: 'x' })).toString('base64url')}.`;
    expect(verifyToken(none, 'session')).toBeNull();
  });
});
