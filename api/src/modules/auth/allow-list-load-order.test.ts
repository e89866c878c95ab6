import type { DataSource } from 'typeorm';

/**
 * The sign-in IP allow-list must not depend on which modules were loaded, or in what order. It used
 * to be a hook the account module set on auth at load time: a process (a script, a test, a future
 * registry) that did not load the account module signed everyone in from anywhere. Now login.service
 * reaches the policy through auth.service's own import (account's face, login-policy.ts). Each case
 * loads a fresh module registry starting from a different file, with account's ModuleDefinition
 * made unloadable, and signs in against a database holding only the tables sign-in touches.
 */

type LoginModule = typeof import('./login.service');

interface World {
  db: DataSource;
  login: LoginModule['login'];
  callerFrom: (ip: string) => import('../caller').Caller;
  account: import('./user.entity').UserEntity;
  refusals: () => Promise<string[]>;
}

const PASSWORD = 'Str0ng!Passw0rd';
const ACTOR = { userId: null, ip: '127.0.0.1', userAgent: 'jest', requestId: null };

/** Load `first` (in that order) into a fresh registry, then everything the sign-in needs. */
async function worldLoading(first: string[]): Promise<World> {
  let loaded!: () => Promise<World>;
  jest.isolateModules(() => {
    jest.doMock('../account/account.module', () => {
      throw new Error('sign-in must not need the account module definition (its resolvers, REST, registry entry)');
    });
    for (const path of first) require(path);
    const { DataSource } = require('typeorm') as typeof import('typeorm');
    const { login } = require('./login.service') as LoginModule;
    const { createAccount } = require('./auth.service') as typeof import('./auth.service');
    const { newCaller, NO_COOKIES } = require('../caller') as typeof import('../caller');
    const { UserSettingsEntity } = require('../account') as typeof import('../account');
    const { settingsRow } = require('../account/login-policy') as typeof import('../account/login-policy');
    const { SecurityEventEntity } = require('../audit') as typeof import('../audit');
    const { OutboxMessageEntity } = require('../notifications/outbox-message.entity') as typeof import('../notifications/outbox-message.entity');
    const { UserEntity } = require('./user.entity') as typeof import('./user.entity');
    const { SessionEntity } = require('./session.entity') as typeof import('./session.entity');
    const { AccountTokenEntity } = require('./account-token.entity') as typeof import('./account-token.entity');
    loaded = async () => {
      const entities = [UserEntity, SessionEntity, AccountTokenEntity, UserSettingsEntity, SecurityEventEntity, OutboxMessageEntity];
      const db = await new DataSource({ type: 'better-sqlite3', database: ':memory:', entities, synchronize: true }).initialize();
      const account = await createAccount(db, ACTOR, { username: 'amani', email: 'amani@example.co.ke', password: PASSWORD, firstName: 'Amani', lastName: 'Otieno', phone: '+254722000111' });
      const settings = await settingsRow(db, account.id);
      await db.getRepository(UserSettingsEntity).save({ ...settings, ipAllowlistEnabled: true, ipAllowlist: JSON.stringify(['10.0.0.0/8']) });
      const callerFrom = (ip: string) => newCaller({ db, user: null, session: null, token: null, ip, userAgent: 'jest', requestId: 'load-order', cookies: NO_COOKIES });
      const refusals = async () =>
        (await db.getRepository(SecurityEventEntity).findBy({ userId: account.id, type: 'failed_login' })).map((e) => e.action);
      return { db, login, callerFrom, account, refusals };
    };
  });
  return loaded();
}

describe('the sign-in IP allow-list, whatever the load order', () => {
  it.each([
    ['the sign-in service', ['./login.service']],
    ["the account module's face", ['../account']],
    ["the audit module's face", ['../audit']],
    ["auth's face", ['./index']],
  ])('refuses a right password from outside the list when %s loads first', async (_, first) => {
    const { db, login, callerFrom, account, refusals } = await worldLoading(first);
    try {
      await expect(login(callerFrom('203.0.113.7'), { identifier: account.username, password: PASSWORD })).rejects.toThrow('Invalid email/username or password');
      expect(await refusals()).toEqual(['Sign-in refused: IP address not in the allow-list']);
      // The same password from inside the list signs in: the refusal above was the allow-list's.
      await expect(login(callerFrom('10.1.2.3'), { identifier: account.username, password: PASSWORD })).resolves.toMatchObject({ twoFactorRequired: false });
    } finally {
      await db.destroy();
    }
  });
});
