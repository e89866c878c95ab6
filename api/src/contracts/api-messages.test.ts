import type { ApiKeyEntity } from '../modules/account/api-key.entity';
import { scoreItems } from '../modules/account/security-overview.service';
import { badInput } from '../common/errors';
import { API_MESSAGES, apiMessageOf, renderApiMessage, type ApiMessageCode } from './api-messages';

const sample = (name: string) => ({ count: '2', never: '3', idle: '1', days: '30', minutes: '45', max: '5', id: '7' })[name] ?? `x-${name}`;

describe('API message codes', () => {
  it.each(Object.keys(API_MESSAGES) as ApiMessageCode[])('%s: its English text maps back to it, with its params', (code) => {
    const names = [...API_MESSAGES[code].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const params = Object.fromEntries(names.map((n) => [n, sample(n)]));
    expect(apiMessageOf(renderApiMessage(code, params))).toEqual({ code, params });
  });

  it('gives no code to a text without a template', () => {
    expect(apiMessageOf('Something new happened')).toBeNull();
    expect(apiMessageOf('')).toBeNull();
  });

  it('puts the code of a known message on the GraphQL error, and none on an unknown one', () => {
    expect(badInput('Your current IP address (10.0.0.1) must be in the allow-list', 'ipAllowlist').extensions).toMatchObject({
      code: 'BAD_USER_INPUT', field: 'ipAllowlist', messageKey: 'ipAllowlistSelf', messageParams: { ip: '10.0.0.1' },
    });
    expect(badInput('Brand new text').extensions).not.toHaveProperty('messageKey');
  });

  it('has a code for every security-score explanation the score can give', () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    const key = (over: Partial<ApiKeyEntity>) => ({ status: 'active', createdAt: daysAgo(2), lastUsedAt: daysAgo(1), expiresAt: daysAgo(-30), ...over }) as ApiKeyEntity;
    const old = key({ createdAt: daysAgo(200), lastUsedAt: daysAgo(40), expiresAt: null });
    const never = key({ lastUsedAt: null });
    const keySets = [[], [key({})], [old], [old, old], [never], [never, never], [never, old], [never, never, old, old], [never, old, old], [never, never, old]];
    const texts = new Set<string>();
    for (const keys of keySets)
      for (const [twoFactorEnabled, failedLogins24h, sessionTimeoutMinutes] of [[true, 0, 30], [false, 1, 120], [true, 7, 60]] as const)
        for (const item of scoreItems({ twoFactorEnabled, keys, failedLogins24h, sessionTimeoutMinutes, now })) texts.add(item.explanation);
    expect([...texts].filter((t) => !apiMessageOf(t))).toEqual([]);
  });
});
