import { resetConfig } from '../../config/config';
import { seedUser, startTestServer, userFactory, type TestServer } from '../../test/harness';
import { enrolTwoFactor } from '../account/two-factor.fixtures';
import { UserEntity } from './user.entity';
import { passwordChecks } from './password';

/**
 * V6.3.1: anti-automation for sign-in and registration, fired in parallel. The server trusts one
 * proxy hop on loopback here, so X-Forwarded-For can stand for many different clients.
 */
jest.setTimeout(120_000);

let server: TestServer;
const trustBefore = process.env.TRUST_PROXY;
beforeAll(async () => {
  process.env.TRUST_PROXY = 'loopback';
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  if (trustBefore === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = trustBefore;
  resetConfig();
});
afterEach(() => server.resetThrottles());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const login = (identifier: string, password: string, ip = '41.90.12.7') => server.client().rest('POST', '/api/auth/login', { identifier, password }, from(ip));
/** argon2 verifications done while `fn` runs. */
async function checksDuring(fn: () => Promise<unknown>): Promise<number> {
  const before = passwordChecks.count;
  await fn();
  return passwordChecks.count - before;
}
const statuses = (rs: { status: number }[]) => rs.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

describe('V6.3.1 sign-in throttles hold under parallel requests', () => {
  it('V6.3.1 brute force: 50 parallel guesses at one account from one source → at most 5 checked, the rest 429 with Retry-After', async () => {
    const user = await seedUser(server.db, 1);
    let replies: Awaited<ReturnType<typeof login>>[] = [];
    const checked = await checksDuring(async () => {
      replies = await Promise.all(Array.from({ length: 50 }, (_, i) => login(user.username, `Wrong!Guess${i}`)));
    });
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses(replies)).toEqual({ 401: 5, 429: 45 });
    expect(replies.filter((r) => r.status === 429).every((r) => Number(r.headers.get('retry-after')) > 0)).toBe(true);
  });

  it('V6.3.1 password spraying: 120 parallel guesses at 120 accounts from one source → at most 100 checked (20 + the NAT overflow of 80)', async () => {
    let replies: Awaited<ReturnType<typeof login>>[] = [];
    const checked = await checksDuring(async () => {
      replies = await Promise.all(Array.from({ length: 120 }, (_, i) => login(`sprayed${i}`, 'Wrong!Guess1', '197.248.1.1')));
    });
    expect(checked).toBeLessThanOrEqual(100);
    expect(statuses(replies)).toEqual({ 401: 100, 429: 20 });
  });

  it('V6.3.1 an IPv6 client is one source per /64: rotating addresses inside it does not add guesses', async () => {
    let replies: Awaited<ReturnType<typeof login>>[] = [];
    const checked = await checksDuring(async () => {
      replies = await Promise.all(Array.from({ length: 110 }, (_, i) => login(`v6target${i}`, 'Wrong!Guess1', `2001:db8:7:9::${(i + 1).toString(16)}`)));
    });
    expect(checked).toBeLessThanOrEqual(100);
    expect(statuses(replies)[429]).toBe(10);
    // Another /64 is another source.
    expect((await login('v6target0', 'Wrong!Guess1', '2001:db8:7:a::1')).status).toBe(401);
  });

  it('V6.3.1 one bucket per account, whichever identifier is typed', async () => {
    const user = await seedUser(server.db, 2);
    const names = [user.username, user.email, user.username.toUpperCase(), user.email.toUpperCase(), ` ${user.username} `];
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => login(names[i % names.length]!, 'Wrong!Guess1')));
    expect(statuses(replies)).toEqual({ 401: 5, 429: 5 });
  });

  it('V6.3.1 a success gives its points back: the owner mistyping now and then is never blocked', async () => {
    const user = await seedUser(server.db, 3);
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 3; i++) expect((await login(user.username, 'Wrong!Guess1')).status).toBe(401);
      expect((await login(user.username, user.password)).status).toBe(200);
    }
  });
});

describe('V6.3.1 no stranger lock-out: limits per account AND source, a higher per-account ceiling', () => {
  it('a stranger who used up their guesses does not block the owner on another network', async () => {
    const user = await seedUser(server.db, 4);
    const stranger = await Promise.all(Array.from({ length: 10 }, () => login(user.username, 'Wrong!Guess1', '102.0.0.9')));
    expect(statuses(stranger)).toEqual({ 401: 5, 429: 5 });
    expect((await login(user.username, user.password, '41.80.3.3')).status).toBe(200);
  });

  it('a botnet reaching the per-account ceiling holds back strangers, but the owner from a usual network still gets in', async () => {
    const user = await seedUser(server.db, 5);
    expect((await login(user.username, user.password, '41.80.50.20')).status).toBe(200); // the owner's home network, once
    // 40 different sources, 1 guess each: the ceiling is 30 per account per hour.
    const botnet = await Promise.all(Array.from({ length: 40 }, (_, i) => login(user.username, 'Wrong!Guess1', `102.1.${i}.1`)));
    expect(statuses(botnet)).toEqual({ 401: 30, 429: 10 });
    // A new stranger, right password or not, is held back before argon2…
    const checked = await checksDuring(() => login(user.username, user.password, '102.9.9.9'));
    expect(checked).toBe(0);
    expect((await login(user.username, user.password, '102.9.9.9')).status).toBe(429);
    // …while the owner's usual network (same /24, new address) is let through to the password check.
    expect((await login(user.username, user.password, '41.80.50.77')).status).toBe(200);
    expect((await login(user.username, 'Wrong!Guess1', '41.80.50.77')).status).toBe(401);
  });

  it('an account with a second factor still has its password checked at the ceiling (the code is still asked)', async () => {
    const user = await seedUser(server.db, 6);
    await enrolTwoFactor(server, user);
    await Promise.all(Array.from({ length: 35 }, (_, i) => login(user.username, 'Wrong!Guess1', `102.2.${i}.1`)));
    const res = await login(user.username, user.password, '102.3.3.3');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ twoFactorRequired: true, message: 'Two-factor authentication code required' });
  });

  it('V6.3.1 a source over the account limit is refused for 15 minutes (each further block lasts longer: see throttle.test.ts)', async () => {
    const user = await seedUser(server.db, 7);
    await Promise.all(Array.from({ length: 6 }, () => login(user.username, 'Wrong!Guess1', '102.4.4.4')));
    const refused = await login(user.username, 'Wrong!Guess1', '102.4.4.4');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
  });

  it('unknown accounts behave like known ones (no oracle in the 429s)', async () => {
    const user = await seedUser(server.db, 8);
    const known = statuses(await Promise.all(Array.from({ length: 8 }, () => login(user.username, 'Wrong!Guess1', '102.5.5.5'))));
    const unknown = statuses(await Promise.all(Array.from({ length: 8 }, () => login('nobody-at-all', 'Wrong!Guess1', '102.6.6.6'))));
    expect(known).toEqual(unknown);
  });
});

describe('mobile carrier NAT: a blocked source does not lock out subscribers with the right password', () => {
  const CARRIER = '102.68.10.1'; // one CGNAT address shared by a carrier's subscribers

  /** Use up the carrier address's own budget: 20 wrong guesses at 20 different accounts. */
  async function exhaustSource(ip = CARRIER) {
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => login(`carrier-sprayed${i}`, 'Wrong!Guess1', ip)));
    expect(statuses(replies)).toEqual({ 401: 20 });
  }

  it('lets a clean account with its correct password in from a source over its limit, and gives the point back', async () => {
    const subscriber = await seedUser(server.db, 20);
    await exhaustSource();
    // Before the overflow, this was a 429 for every subscriber behind the address.
    const res = await login(subscriber.username, subscriber.password, CARRIER);
    expect(res.status).toBe(200);
    // Each sign-in refunds its overflow point: many subscribers in a row all get in.
    for (let i = 0; i < 30; i++) expect((await login(subscriber.username, subscriber.password, CARRIER)).status).toBe(200);
  });

  it('lets the owner who mistyped once or twice still in; an account with 3 failures waits (no argon2 run)', async () => {
    const owner = await seedUser(server.db, 21);
    const targeted = await seedUser(server.db, 22);
    await exhaustSource();
    expect((await login(owner.username, 'Wrong!Guess1', CARRIER)).status).toBe(401);
    expect((await login(owner.username, 'Wrong!Guess2', CARRIER)).status).toBe(401);
    expect((await login(owner.username, owner.password, CARRIER)).status).toBe(200);
    // An account under attack (3 failures in its hour, from anywhere) is not clean: its password is not checked.
    for (let i = 0; i < 3; i++) expect((await login(targeted.username, 'Wrong!Guess1', `41.90.${i}.1`)).status).toBe(401);
    let res: Awaited<ReturnType<typeof login>> | undefined;
    const checked = await checksDuring(async () => {
      res = await login(targeted.username, targeted.password, CARRIER);
    });
    expect(checked).toBe(0);
    expect(res!.status).toBe(429);
    expect(res!.body.message).toBe('Too many failed sign-in attempts from this network. Please try again later.');
    expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('bounds argon2 per source: a sprayer behind the address gets the overflow once, then everyone waits', async () => {
    const late = await seedUser(server.db, 23);
    await exhaustSource();
    let replies: Awaited<ReturnType<typeof login>>[] = [];
    const checked = await checksDuring(async () => {
      replies = await Promise.all(Array.from({ length: 100 }, (_, i) => login(`nat-sprayed${i}`, 'Wrong!Guess1', CARRIER)));
    });
    expect(statuses(replies)).toEqual({ 401: 80, 429: 20 });
    expect(checked).toBeLessThanOrEqual(80);
    // Source and overflow both used up by failures: now the address waits, right password or not.
    const after = await checksDuring(async () => expect((await login(late.username, late.password, CARRIER)).status).toBe(429));
    expect(after).toBe(0);
    // Unknown and known accounts answer alike through the overflow (no oracle in the 429s).
    expect((await login('nobody-behind-nat', 'Wrong!Guess1', CARRIER)).status).toBe(429);
  });
});

describe('V2.4.1 registration attempts are counted before any work', () => {
  it('20 parallel registrations from one source: at most the limit (10) get through, none hashes after that', async () => {
    let replies: { status: number }[] = [];
    const before = await server.db.getRepository(UserEntity).count();
    replies = await Promise.all(Array.from({ length: 20 }, (_, i) => server.client().rest('POST', '/api/auth/register', userFactory(100 + i), from('197.232.8.8'))));
    expect(statuses(replies)).toEqual({ 201: 10, 429: 10 });
    expect((await server.db.getRepository(UserEntity).count()) - before).toBe(10);
  });

  it('failed attempts count too: probing taken usernames runs out', async () => {
    await seedUser(server.db, 9);
    const replies = await Promise.all(Array.from({ length: 12 }, () => server.client().rest('POST', '/api/auth/register', { ...userFactory(200), username: 'customer9' }, from('197.232.9.9'))));
    expect(statuses(replies)).toEqual({ 409: 10, 429: 2 });
  });
});
