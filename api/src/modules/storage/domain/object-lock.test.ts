import { InvalidLockRequestError, ObjectLockedError } from './errors';
import { checkDefaultRetention, checkRetentionChange, isRemovable, lockForNewVersion, retainUntil } from './object-lock';

const now = new Date('2026-11-29T08:00:00Z');
const at = (iso: string) => new Date(iso);
const bucket = (over: Partial<{ objectLock: boolean; lockDefaultMode: 'GOVERNANCE' | 'COMPLIANCE' | null; lockDefaultDays: number | null; lockDefaultYears: number | null }> = {}) => ({
  objectLock: true,
  lockDefaultMode: null,
  lockDefaultDays: null,
  lockDefaultYears: null,
  ...over,
});

describe('object lock rules', () => {
  it('a default retention counts days from the write, and years by the calendar (a leap day included)', () => {
    expect(retainUntil({ mode: 'GOVERNANCE', days: 30, years: null }, now).toISOString()).toBe('2026-12-29T08:00:00.000Z');
    expect(retainUntil({ mode: 'COMPLIANCE', days: null, years: 2 }, at('2027-03-01T00:00:00Z')).toISOString()).toBe('2029-03-01T00:00:00.000Z');
    expect(retainUntil({ mode: 'COMPLIANCE', days: 365, years: null }, at('2027-03-01T00:00:00Z')).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('a default retention is days or years, positive, at most 100 years', () => {
    expect(() => checkDefaultRetention({ mode: 'GOVERNANCE', days: 7, years: null })).not.toThrow();
    for (const bad of [
      { days: 7, years: 1 },
      { days: null, years: null },
      { days: 0, years: null },
      { days: -1, years: null },
      { days: null, years: 101 },
    ]) {
      expect(() => checkDefaultRetention({ mode: 'GOVERNANCE', ...bad })).toThrow(InvalidLockRequestError);
    }
  });

  it("a new version takes its request's retention, else the bucket default; lock arguments need object lock; a past date is refused", () => {
    const requested = { retention: { mode: 'COMPLIANCE' as const, until: at('2027-01-01T00:00:00Z') }, legalHold: null };
    expect(lockForNewVersion(bucket({ lockDefaultMode: 'GOVERNANCE', lockDefaultDays: 7 }), requested, now)).toEqual({ lockMode: 'COMPLIANCE', lockUntil: at('2027-01-01T00:00:00Z'), legalHold: false });
    expect(lockForNewVersion(bucket({ lockDefaultMode: 'GOVERNANCE', lockDefaultDays: 7 }), { retention: null, legalHold: true }, now)).toEqual({ lockMode: 'GOVERNANCE', lockUntil: at('2026-12-06T08:00:00Z'), legalHold: true });
    expect(lockForNewVersion(bucket(), { retention: null, legalHold: null }, now)).toEqual({ lockMode: null, lockUntil: null, legalHold: false });
    expect(() => lockForNewVersion(bucket({ objectLock: false }), requested, now)).toThrow('Bucket is missing Object Lock Configuration');
    expect(() => lockForNewVersion(bucket({ objectLock: false }), { retention: null, legalHold: false }, now)).toThrow(InvalidLockRequestError);
    expect(() => lockForNewVersion(bucket(), { retention: { mode: 'GOVERNANCE', until: at('2026-11-29T07:59:59Z') }, legalHold: null }, now)).toThrow('The retain until date must be in the future!');
  });

  it('who may remove a version: nobody under a legal hold or COMPLIANCE; GOVERNANCE only with the bypass; anyone once it ended', () => {
    const until = at('2026-12-01T00:00:00Z');
    expect(isRemovable({ lockMode: 'GOVERNANCE', lockUntil: until, legalHold: false }, now)).toBe(false);
    expect(isRemovable({ lockMode: 'GOVERNANCE', lockUntil: until, legalHold: false }, now, true)).toBe(true);
    expect(isRemovable({ lockMode: 'COMPLIANCE', lockUntil: until, legalHold: false }, now, true)).toBe(false);
    expect(isRemovable({ lockMode: null, lockUntil: null, legalHold: true }, now, true)).toBe(false);
    expect(isRemovable({ lockMode: 'COMPLIANCE', lockUntil: until, legalHold: false }, at('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('retention changes: extend always; COMPLIANCE never weakened (InvalidRequest); GOVERNANCE weakened only with the bypass (AccessDenied)', () => {
    const gov = { lockMode: 'GOVERNANCE' as const, lockUntil: at('2026-12-10T00:00:00Z'), legalHold: false };
    const comp = { ...gov, lockMode: 'COMPLIANCE' as const };
    const later = at('2026-12-20T00:00:00Z');
    const sooner = at('2026-12-05T00:00:00Z');
    expect(() => checkRetentionChange('k', comp, { mode: 'COMPLIANCE', until: later }, now, false)).not.toThrow();
    expect(() => checkRetentionChange('k', comp, { mode: 'COMPLIANCE', until: sooner }, now, true)).toThrow(InvalidLockRequestError);
    expect(() => checkRetentionChange('k', comp, { mode: 'GOVERNANCE', until: later }, now, true)).toThrow(InvalidLockRequestError);
    expect(() => checkRetentionChange('k', comp, null, now, true)).toThrow(InvalidLockRequestError);
    expect(() => checkRetentionChange('k', gov, { mode: 'COMPLIANCE', until: later }, now, false)).not.toThrow();
    expect(() => checkRetentionChange('k', gov, { mode: 'GOVERNANCE', until: sooner }, now, false)).toThrow(ObjectLockedError);
    expect(() => checkRetentionChange('k', gov, null, now, false)).toThrow(ObjectLockedError);
    expect(() => checkRetentionChange('k', gov, null, now, true)).not.toThrow();
    // An ended retention can be replaced by anything.
    expect(() => checkRetentionChange('k', comp, { mode: 'GOVERNANCE', until: later }, at('2026-12-11T00:00:00Z'), false)).not.toThrow();
  });
});
