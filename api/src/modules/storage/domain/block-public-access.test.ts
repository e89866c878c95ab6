import { BLOCK_FLAGS, DEFAULT_BLOCK, effectiveBlock, flagsTurnedOff, type PublicAccessBlock } from './block-public-access';
import { blockedByAccount, isEffectivelyPublic, parsePolicy, PRIVATE_STATE, type PublicAccessState } from './public-access';

const OFF: PublicAccessBlock = { blockPublicAcls: false, ignorePublicAcls: false, blockPublicPolicy: false, restrictPublicBuckets: false };
/** Every combination of the four flags. */
const ALL: PublicAccessBlock[] = Array.from({ length: 16 }, (_, n) => Object.fromEntries(BLOCK_FLAGS.map((f, i) => [f, !!(n & (1 << i))])) as unknown as PublicAccessBlock);

describe('effectiveBlock: the bucket’s flags OR’d with the account’s', () => {
  it('is on where either level is on, for every combination', () => {
    for (const bucket of ALL) for (const account of ALL) for (const f of BLOCK_FLAGS) expect(effectiveBlock(bucket, account)[f]).toBe(bucket[f] || account[f]);
  });
  it('the default (all on) at either level blocks everything', () => {
    expect(effectiveBlock(OFF, DEFAULT_BLOCK)).toEqual(DEFAULT_BLOCK);
    expect(effectiveBlock(DEFAULT_BLOCK, OFF)).toEqual(DEFAULT_BLOCK);
  });
  it('flagsTurnedOff lists only flags going from on to off', () => {
    expect(flagsTurnedOff(DEFAULT_BLOCK, { ...DEFAULT_BLOCK, blockPublicPolicy: false })).toEqual(['blockPublicPolicy']);
    expect(flagsTurnedOff(OFF, DEFAULT_BLOCK)).toEqual([]);
  });
});

describe('blockedByAccount', () => {
  const policy = parsePolicy(JSON.stringify({ Statement: [{ Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: 'arn:aws:s3:::b/*' }] }), 'b');
  const state = (bucketBlock: PublicAccessBlock, accountBlock: PublicAccessBlock, extra: Partial<PublicAccessState> = {}): PublicAccessState => ({ ...PRIVATE_STATE, bucketBlock, accountBlock, block: effectiveBlock(bucketBlock, accountBlock), ...extra });
  it('is true while the account blocks or ignores public policies, and a public policy then counts for nothing', () => {
    const s = state(OFF, { ...OFF, restrictPublicBuckets: true }, { policy });
    expect(isEffectivelyPublic(s)).toBe(false);
    expect(blockedByAccount(s)).toBe(true);
  });
  it('is true when only the account ignores the bucket’s public ACL', () => {
    expect(blockedByAccount(state(OFF, { ...OFF, ignorePublicAcls: true }, { bucketAcl: 'public-read' }))).toBe(true);
  });
  it('is false once the account’s flags are off, whatever the bucket’s own', () => {
    expect(blockedByAccount(state(DEFAULT_BLOCK, OFF))).toBe(false);
    expect(blockedByAccount(state(OFF, OFF, { policy }))).toBe(false);
  });
});
