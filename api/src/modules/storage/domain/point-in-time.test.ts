import { restoreKind } from './point-in-time';

/** The one rule of a point-in-time restore, which both planes apply to each key. */
describe('restoring a key to its state at T', () => {
  it.each([
    // [what it was at T, what it is now, is what it was still current?, what the restore writes]
    ['data', 'data', true, 'none'], // unchanged since T (or a copy of it is current)
    ['data', 'data', false, 'copy'], // overwritten since: the version of T is copied back
    ['data', 'nothing', false, 'copy'], // deleted since: copied back
    ['nothing', 'data', false, 'marker'], // made after T: hidden behind a delete marker, not removed
    ['nothing', 'nothing', false, 'none'], // absent then and now
  ] as const)('%s at T, %s now (same: %s) → %s', (then, now, same, expected) => {
    expect(restoreKind({ pastHasData: then === 'data', nowHasData: now === 'data', pastIsCurrent: same })).toBe(expected);
  });
});
