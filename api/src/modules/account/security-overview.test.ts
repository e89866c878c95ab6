import type { ApiKeyEntity } from './api-key.entity';
import { scoreItems } from './security-overview.service';

const now = new Date('2026-11-23T10:00:00.000Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

/** An active key with an expiry (so only the usage rule is at stake). */
const key = (over: Partial<ApiKeyEntity>): ApiKeyEntity => ({ status: 'active', createdAt: daysAgo(2), lastUsedAt: null, expiresAt: daysAgo(-30), ...over }) as ApiKeyEntity;

const usage = (keys: ApiKeyEntity[]) => scoreItems({ twoFactorEnabled: true, keys, failedLogins24h: 0, sessionTimeoutMinutes: 60, now }).find((i) => i.key === 'key_usage')!;

describe('the "Unused API keys" score item', () => {
  it('does not count a new key that was not used yet: it is no risk during its 7-day grace period', () => {
    const item = usage([key({ createdAt: new Date(now.getTime() - 60_000), lastUsedAt: null }), key({ createdAt: daysAgo(7), lastUsedAt: null }), key({ lastUsedAt: daysAgo(3) })]);
    expect(item).toMatchObject({ ok: true, points: 10, explanation: 'Every active API key was used in the last 30 days or is new (created in the last 7 days).' });
  });

  it('counts a key still unused after its grace period as never used', () => {
    const item = usage([key({ createdAt: daysAgo(8), lastUsedAt: null })]);
    expect(item.ok).toBe(false);
    expect(item.points).toBe(0);
    expect(item.explanation).toBe('1 active API key has never been used: deactivate or revoke what you do not need.');
  });

  it('says apart keys never used and keys idle for 30 days', () => {
    const item = usage([key({ createdAt: daysAgo(10), lastUsedAt: null }), key({ createdAt: daysAgo(9), lastUsedAt: null }), key({ createdAt: daysAgo(1), lastUsedAt: null }), key({ createdAt: daysAgo(80), lastUsedAt: daysAgo(31) }), key({ lastUsedAt: daysAgo(2) })]);
    expect(item.points).toBe(0);
    expect(item.explanation).toBe('2 active API keys have never been used; 1 active API key not used for 30 days: deactivate or revoke what you do not need.');
  });

  it('gives the points only when every active key was used in the last 30 days', () => {
    const item = usage([key({ lastUsedAt: daysAgo(29) }), key({ lastUsedAt: daysAgo(0) })]);
    expect(item).toMatchObject({ ok: true, points: 10, explanation: 'Every active API key was used in the last 30 days.' });
  });

  it('ignores inactive and expired keys', () => {
    const item = usage([key({ status: 'inactive' }), key({ expiresAt: daysAgo(1) })]);
    expect(item).toMatchObject({ ok: true, points: 10, explanation: 'No unused API keys.' });
  });
});
