import { publicAccessStateOf, publicReadPolicy } from '../../domain/public-access';
import { closedOnRgw, RGW_POLICY_ALLOWED, RGW_PRIVATE_BLOCK } from './public-state';

const NONE = { blockPublicAcls: false, ignorePublicAcls: false, blockPublicPolicy: false, restrictPublicBuckets: false };
const own = (policyText: string | null, bucketAcl: 'private' | 'public-read', bucketBlock: typeof NONE) => publicAccessStateOf({ policyText, bucketAcl, bucketBlock, accountBlock: NONE }, 'tovuti');

describe('closedOnRgw: whether closing a bucket on RGW (the account block turned on) may pass it by', () => {
  it('a bucket as makePrivate leaves it is closed', () => {
    expect(closedOnRgw(own(null, 'private', RGW_PRIVATE_BLOCK))).toBe(true);
  });

  it('a bucket public through the console is not', () => {
    expect(closedOnRgw(own(publicReadPolicy('tovuti', ''), 'private', RGW_POLICY_ALLOWED))).toBe(false);
  });

  it('every state makePrivate can stop in when RGW fails between its calls is not closed, so the retry finishes it', () => {
    // The policy removed, then the ACL, then the block: RGW failed after the first or the second.
    expect(closedOnRgw(own(null, 'public-read', RGW_POLICY_ALLOWED))).toBe(false);
    expect(closedOnRgw(own(null, 'private', RGW_POLICY_ALLOWED))).toBe(false);
  });

  it('a public policy is not closed whatever the flags say: RGW 16.2 does not apply RestrictPublicBuckets', () => {
    expect(closedOnRgw(own(publicReadPolicy('tovuti', 'img/'), 'private', RGW_PRIVATE_BLOCK))).toBe(false);
  });

  it('a public bucket ACL is not closed either', () => {
    expect(closedOnRgw(own(null, 'public-read', RGW_PRIVATE_BLOCK))).toBe(false);
  });
});
