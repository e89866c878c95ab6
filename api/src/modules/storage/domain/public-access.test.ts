import {
  anonymousMayList,
  anonymousMayRead,
  cannedAclOf,
  DEFAULT_BLOCK,
  evaluatePolicy,
  globMatch,
  isEffectivelyPublic,
  isPublicPolicy,
  parsePolicy,
  PRIVATE_STATE,
  publicPrefixes,
  publicReadPolicy,
  type PublicAccessState,
} from './public-access';
import { MalformedPolicyError } from './errors';

const doc = (statement: unknown, extra: Record<string, unknown> = {}) => JSON.stringify({ Version: '2012-10-17', Statement: statement, ...extra });
const allowRead = (resource: unknown, principal: unknown = '*') => ({ Effect: 'Allow', Principal: principal, Action: 's3:GetObject', Resource: resource });
const refusal = (raw: string, bucket = 'photos') => {
  try {
    parsePolicy(raw, bucket);
  } catch (e) {
    expect(e).toBeInstanceOf(MalformedPolicyError);
    return (e as Error).message;
  }
  throw new Error('accepted');
};
const unblocked = { blockPublicAcls: false, ignorePublicAcls: false, blockPublicPolicy: false, restrictPublicBuckets: false };
const state = (s: Partial<PublicAccessState>): PublicAccessState => ({ ...PRIVATE_STATE, block: unblocked, ...s });

describe('bucket policies (the public subset)', () => {
  it('parses Principal "*" and {"AWS":"*"}, one statement or many, actions in any case', () => {
    expect(parsePolicy(doc(allowRead('arn:aws:s3:::photos/*')), 'photos').statements).toEqual([{ effect: 'Allow', actions: ['s3:GetObject'], resources: ['arn:aws:s3:::photos/*'] }]);
    const p = parsePolicy(
      doc([
        { Sid: 'a', ...allowRead(['arn:aws:s3:::photos/public/*'], { AWS: '*' }) },
        { Sid: 'b', Effect: 'Allow', Principal: { AWS: ['*'] }, Action: ['s3:listbucket'], Resource: 'arn:aws:s3:::photos' },
      ]),
      'photos',
    );
    expect(p.statements.map((s) => s.actions)).toEqual([['s3:GetObject'], ['s3:ListBucket']]);
    expect(isPublicPolicy(p)).toBe(true);
  });

  it.each([
    ['', 'Policy document should not be empty.'],
    ['[1]', "Policies must be valid JSON and the first byte must be '{'"],
    ['{"Statement": [', 'This policy contains invalid Json'],
    [JSON.stringify({ Version: '2012-10-17' }), 'Missing required field Statement'],
    [JSON.stringify({ Version: '2011-01-01', Statement: [allowRead('arn:aws:s3:::photos/*')] }), 'The policy failed legacy parsing'],
    [doc([{ Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::photos/*' }]), 'Missing required field Principal'],
    [doc([allowRead('arn:aws:s3:::photos/*', { AWS: 'arn:aws:iam::123456789012:root' })]), 'Invalid principal in policy'],
    [doc([{ ...allowRead('arn:aws:s3:::photos/*'), Action: 's3:PutObject' }]), 'Policy has invalid action'],
    [doc([allowRead('arn:aws:s3:::other/*')]), 'Policy has invalid resource'],
    [doc([allowRead('photos/*')]), 'Policy has invalid resource'],
    [doc([allowRead('arn:aws:s3:::photos')]), 'Action does not apply to any resource(s) in statement'],
    [doc([{ ...allowRead('arn:aws:s3:::photos/*'), Effect: 'Maybe' }]), 'Invalid effect: Maybe'],
    [doc([{ ...allowRead('arn:aws:s3:::photos/*'), Condition: { IpAddress: { 'aws:SourceIp': '1.2.3.4/32' } } }]), 'Policy has an invalid condition key'],
    [doc([{ ...allowRead('arn:aws:s3:::photos/*'), Sid: 'x' }, { ...allowRead('arn:aws:s3:::photos/*'), Sid: 'x' }]), 'Statement IDs (SID) in a single policy must be unique.'],
    [doc([{ ...allowRead('arn:aws:s3:::photos/*'), Extra: 1 }]), 'Unknown field Extra'],
    [`{"Statement": [${JSON.stringify(allowRead('arn:aws:s3:::photos/' + 'x'.repeat(21000)))}]}`, 'Policy exceeds the maximum allowed document size.'],
  ])('refuses %s with S3’s message', (raw, message) => {
    expect(refusal(raw)).toBe(message);
  });

  it('evaluates with wildcards, and a Deny wins', () => {
    expect(globMatch('arn:aws:s3:::b/public/*', 'arn:aws:s3:::b/public/a/b.png')).toBe(true);
    expect(globMatch('arn:aws:s3:::b/public/*', 'arn:aws:s3:::b/private/a.png')).toBe(false);
    expect(globMatch('arn:aws:s3:::b/img-?.png', 'arn:aws:s3:::b/img-1.png')).toBe(true);
    expect(globMatch('arn:aws:s3:::b/a.(png)', 'arn:aws:s3:::b/a.(png)')).toBe(true);
    const p = parsePolicy(doc([allowRead('arn:aws:s3:::b/*'), { Effect: 'Deny', Principal: '*', Action: 's3:GetObject', Resource: 'arn:aws:s3:::b/secret/*' }]), 'b');
    expect(evaluatePolicy(p, 's3:GetObject', 'b', 'x.png')).toBe('allow');
    expect(evaluatePolicy(p, 's3:GetObject', 'b', 'secret/x.png')).toBe('deny');
    expect(evaluatePolicy(p, 's3:ListBucket', 'b', null)).toBeNull();
  });

  it('writes the console’s public-read policy, which parses back to its prefix', () => {
    const raw = publicReadPolicy('photos', 'public/');
    expect(publicPrefixes(parsePolicy(raw, 'photos'), 'photos')).toEqual(['public/']);
    expect(publicPrefixes(parsePolicy(publicReadPolicy('photos', ''), 'photos'), 'photos')).toEqual(['']);
  });
});

describe('Block Public Access and who may read', () => {
  const policy = parsePolicy(doc([allowRead('arn:aws:s3:::b/public/*')]), 'b');
  const listing = parsePolicy(doc([{ Effect: 'Allow', Principal: '*', Action: 's3:ListBucket', Resource: 'arn:aws:s3:::b' }]), 'b');

  it('is on by default: nothing is public', () => {
    expect(PRIVATE_STATE.block).toEqual(DEFAULT_BLOCK);
    expect(Object.values(DEFAULT_BLOCK).every(Boolean)).toBe(true);
    expect(anonymousMayRead(PRIVATE_STATE, 'b', 'public/a', 'public-read')).toBe(false);
    expect(anonymousMayList({ ...PRIVATE_STATE, bucketAcl: 'public-read' }, 'b')).toBe(false);
  });

  it('lets a policy open a prefix, unless RestrictPublicBuckets', () => {
    expect(anonymousMayRead(state({ policy }), 'b', 'public/a.png', 'private')).toBe(true);
    expect(anonymousMayRead(state({ policy }), 'b', 'private/a.png', 'private')).toBe(false);
    expect(anonymousMayRead(state({ policy, block: { ...unblocked, restrictPublicBuckets: true } }), 'b', 'public/a.png', 'private')).toBe(false);
    expect(anonymousMayList(state({ policy }), 'b')).toBe(false);
    expect(anonymousMayList(state({ policy: listing }), 'b')).toBe(true);
    expect(isEffectivelyPublic(state({ policy }))).toBe(true);
  });

  it('lets ACLs open objects (object ACL) and listing (bucket ACL), unless IgnorePublicAcls', () => {
    expect(anonymousMayRead(state({}), 'b', 'a.png', 'public-read')).toBe(true);
    expect(anonymousMayRead(state({}), 'b', 'a.png', 'private')).toBe(false);
    expect(anonymousMayRead(state({ block: { ...unblocked, ignorePublicAcls: true } }), 'b', 'a.png', 'public-read')).toBe(false);
    expect(anonymousMayList(state({ bucketAcl: 'public-read' }), 'b')).toBe(true);
    expect(anonymousMayList(state({ bucketAcl: 'public-read', block: { ...unblocked, ignorePublicAcls: true } }), 'b')).toBe(false);
  });

  it('knows the canned ACLs', () => {
    expect(cannedAclOf('private')).toBe('private');
    expect(cannedAclOf('bucket-owner-full-control')).toBe('private');
    expect(cannedAclOf('public-read')).toBe('public-read');
    expect(cannedAclOf('public-read-write')).toBeNull();
  });
});
