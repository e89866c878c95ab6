import { In } from 'typeorm';
import type { Db } from '../../../db/db';
import { BucketPublicAccessEntity } from '../entities/bucket-public-access.entity';
import { accountBlockOf, accountBlocksOf, DEFAULT_BLOCK, effectiveBlock, type PublicAccessBlock } from './block-public-access';
import type { BucketAccess } from './buckets';
import { MalformedPolicyError, NoSuchBucketPolicyError, PublicAccessBlockedError } from './errors';

/**
 * Public access to a bucket, as S3 has it, for the subset people use: a bucket policy that lets
 * anyone (`Principal: "*"`) `s3:GetObject` the bucket or a prefix and `s3:ListBucket` it, canned
 * ACLs `private` and `public-read` on buckets and objects, and Block Public Access (on by default
 * for every bucket and every account: no configuration stored means all four flags true; what is
 * enforced is the bucket's flags OR'd with its account's, domain/block-public-access.ts). Pure rules and the stores;
 * no HTTP here (handlers/public-access.ts answers the S3 API, s3/public-access.ts anonymous reads).
 */

export const POLICY_ACTIONS = ['s3:GetObject', 's3:ListBucket'] as const;
export type PolicyAction = (typeof POLICY_ACTIONS)[number];

export interface PolicyStatement {
  sid?: string;
  effect: 'Allow' | 'Deny';
  actions: PolicyAction[];
  /** ARNs as written: `arn:aws:s3:::bucket` or `arn:aws:s3:::bucket/<key pattern>` (`*` and `?` wildcards). */
  resources: string[];
}

export interface BucketPolicy {
  statements: PolicyStatement[];
}

/** S3's limit on a bucket policy document. */
export const POLICY_MAX_BYTES = 20 * 1024;

const malformed = (m: string) => new MalformedPolicyError(m);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const oneOrMany = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

const STATEMENT_FIELDS = new Set(['Sid', 'Effect', 'Principal', 'Action', 'Resource', 'NotPrincipal', 'NotAction', 'NotResource', 'Condition']);

function principalIsAnyone(p: unknown): boolean {
  if (p === '*') return true;
  if (!isObject(p) || Object.keys(p).length !== 1 || !('AWS' in p)) return false;
  const aws = oneOrMany(p.AWS);
  return aws.length > 0 && aws.every((a) => a === '*');
}

/** `s3:getobject` is `s3:GetObject` (IAM action names are case-insensitive). */
function actionOf(a: unknown): PolicyAction {
  if (typeof a !== 'string') throw malformed('Policy has invalid action');
  const found = POLICY_ACTIONS.find((x) => x.toLowerCase() === a.toLowerCase());
  if (!found) throw malformed('Policy has invalid action');
  return found;
}

/** The object-key pattern of an ARN of this bucket (`null` for the bucket itself), or invalid. */
function resourceOf(r: unknown, bucket: string): { arn: string; keyPattern: string | null } {
  if (typeof r !== 'string' || !r.startsWith('arn:aws:s3:::')) throw malformed('Policy has invalid resource');
  const rest = r.slice('arn:aws:s3:::'.length);
  const slash = rest.indexOf('/');
  const name = slash < 0 ? rest : rest.slice(0, slash);
  if (name !== bucket) throw malformed('Policy has invalid resource');
  return { arn: r, keyPattern: slash < 0 ? null : rest.slice(slash + 1) };
}

/**
 * Parse and check a PutBucketPolicy document for `bucket`. Refusals are S3's MalformedPolicy with
 * S3's messages; what S3 would take but this gateway does not evaluate (another principal, other
 * actions, conditions, Not* elements) is refused the same way, never stored and ignored.
 */
export function parsePolicy(raw: string, bucket: string): BucketPolicy {
  if (Buffer.byteLength(raw, 'utf8') > POLICY_MAX_BYTES) throw malformed('Policy exceeds the maximum allowed document size.');
  const trimmed = raw.trim();
  if (!trimmed) throw malformed('Policy document should not be empty.');
  if (!trimmed.startsWith('{')) throw malformed("Policies must be valid JSON and the first byte must be '{'");
  let doc: unknown;
  try {
    doc = JSON.parse(trimmed);
  } catch {
    throw malformed('This policy contains invalid Json');
  }
  if (!isObject(doc)) throw malformed('This policy contains invalid Json');
  for (const k of Object.keys(doc)) if (!['Version', 'Id', 'Statement'].includes(k)) throw malformed(`Unknown field ${k}`);
  if (doc.Version !== undefined && doc.Version !== '2012-10-17' && doc.Version !== '2008-10-17') throw malformed('The policy failed legacy parsing');
  if (doc.Statement === undefined) throw malformed('Missing required field Statement');
  const raws = oneOrMany(doc.Statement);
  if (!raws.length) throw malformed('Could not parse the policy: Statement is empty!');
  const sids = new Set<string>();
  const statements = raws.map((s): PolicyStatement => {
    if (!isObject(s)) throw malformed('This policy contains invalid Json');
    for (const k of Object.keys(s)) if (!STATEMENT_FIELDS.has(k)) throw malformed(`Unknown field ${k}`);
    if (s.NotPrincipal !== undefined || s.NotAction !== undefined || s.NotResource !== undefined) throw malformed('Policy has an unsupported element: use Principal, Action and Resource');
    if (s.Condition !== undefined) throw malformed('Policy has an invalid condition key');
    if (s.Sid !== undefined) {
      if (typeof s.Sid !== 'string') throw malformed('This policy contains invalid Json');
      if (sids.has(s.Sid)) throw malformed('Statement IDs (SID) in a single policy must be unique.');
      sids.add(s.Sid);
    }
    if (s.Effect === undefined) throw malformed('Missing required field Effect');
    if (s.Effect !== 'Allow' && s.Effect !== 'Deny') throw malformed(`Invalid effect: ${String(s.Effect)}`);
    if (s.Principal === undefined) throw malformed('Missing required field Principal');
    if (!principalIsAnyone(s.Principal)) throw malformed('Invalid principal in policy');
    if (s.Action === undefined) throw malformed('Missing required field Action');
    if (s.Resource === undefined) throw malformed('Missing required field Resource');
    const actions = [...new Set(oneOrMany(s.Action).map(actionOf))];
    const resources = oneOrMany(s.Resource).map((r) => resourceOf(r, bucket));
    if (!actions.length || !resources.length) throw malformed('Action does not apply to any resource(s) in statement');
    // GetObject needs an object ARN, ListBucket the bucket's own: every action must apply to some resource.
    for (const a of actions) {
      const applies = resources.some((r) => (a === 's3:ListBucket' ? r.keyPattern === null : r.keyPattern !== null));
      if (!applies) throw malformed('Action does not apply to any resource(s) in statement');
    }
    return { ...(s.Sid !== undefined ? { sid: s.Sid as string } : {}), effect: s.Effect, actions, resources: resources.map((r) => r.arn) };
  });
  return { statements };
}

/** IAM's wildcards in a resource: `*` any run of characters, `?` any one. */
export function globMatch(pattern: string, value: string): boolean {
  const re = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[\\s\\S]*').replace(/\?/g, '[\\s\\S]')}$`);
  return re.test(value);
}

/** The policy's verdict for an anonymous request: Deny wins over Allow; `null` when no statement applies. */
export function evaluatePolicy(policy: BucketPolicy, action: PolicyAction, bucket: string, key: string | null): 'allow' | 'deny' | null {
  const target = key === null ? `arn:aws:s3:::${bucket}` : `arn:aws:s3:::${bucket}/${key}`;
  let verdict: 'allow' | null = null;
  for (const s of policy.statements) {
    if (!s.actions.includes(action) || !s.resources.some((r) => globMatch(r, target))) continue;
    if (s.effect === 'Deny') return 'deny';
    verdict = 'allow';
  }
  return verdict;
}

/** Every statement's principal is anyone: a policy that allows anything is public. */
export const isPublicPolicy = (policy: BucketPolicy): boolean => policy.statements.some((s) => s.effect === 'Allow');

export { DEFAULT_BLOCK, type PublicAccessBlock };

/** Canned ACLs this gateway keeps: the owner alone, or the owner plus READ for AllUsers. */
export type CannedAcl = 'private' | 'public-read';

/** Canned ACLs S3 has that mean "the owner only" for a bucket or object owned by the bucket's owner. */
const PRIVATE_CANNED = ['private', 'bucket-owner-full-control', 'bucket-owner-read'];

/** An x-amz-acl value: `private` (and its owner-only synonyms) or `public-read`; `null` for one S3 has that is not offered. */
export function cannedAclOf(value: string): CannedAcl | null {
  if (PRIVATE_CANNED.includes(value)) return 'private';
  if (value === 'public-read') return 'public-read';
  return null;
}

/** What anonymous access a bucket has configured. */
export interface PublicAccessState {
  policy: BucketPolicy | null;
  /** The policy document as it was sent (GetBucketPolicy answers it unchanged). */
  policyText: string | null;
  bucketAcl: CannedAcl;
  /** The flags enforced: the bucket's own OR'd with its account's (effectiveBlock). */
  block: PublicAccessBlock;
  /** The bucket's own flags (what GetPublicAccessBlock answers). */
  bucketBlock: PublicAccessBlock;
  /** The account's flags (account-level Block Public Access). */
  accountBlock: PublicAccessBlock;
  /** Whether a configuration is stored (GetPublicAccessBlock answers the default otherwise). */
  blockStored: boolean;
}

export const PRIVATE_STATE: Readonly<PublicAccessState> = Object.freeze({ policy: null, policyText: null, bucketAcl: 'private', block: DEFAULT_BLOCK, bucketBlock: DEFAULT_BLOCK, accountBlock: DEFAULT_BLOCK, blockStored: false });

/** May anyone read this object (GetObject, HeadObject)? A Deny in the policy wins; RestrictPublicBuckets and IgnorePublicAcls switch off the policy's and the ACLs' grants. */
export function anonymousMayRead(state: PublicAccessState, bucket: string, key: string, objectAcl: CannedAcl): boolean {
  const verdict = state.policy ? evaluatePolicy(state.policy, 's3:GetObject', bucket, key) : null;
  if (verdict === 'deny') return false;
  if (verdict === 'allow' && !state.block.restrictPublicBuckets) return true;
  return objectAcl === 'public-read' && !state.block.ignorePublicAcls;
}

/** May anyone list this bucket (ListObjects, ListObjectsV2)? A policy granting s3:ListBucket, or the bucket's public-read ACL. */
export function anonymousMayList(state: PublicAccessState, bucket: string): boolean {
  const verdict = state.policy ? evaluatePolicy(state.policy, 's3:ListBucket', bucket, null) : null;
  if (verdict === 'deny') return false;
  if (verdict === 'allow' && !state.block.restrictPublicBuckets) return true;
  return state.bucketAcl === 'public-read' && !state.block.ignorePublicAcls;
}

/** Could anyone read or list anything of this bucket as configured now (the console's "public" badge)? */
export function isEffectivelyPublic(state: PublicAccessState): boolean {
  return (!!state.policy && isPublicPolicy(state.policy) && !state.block.restrictPublicBuckets) || (state.bucketAcl === 'public-read' && !state.block.ignorePublicAcls);
}

/**
 * Whether the account-level setting, not the bucket's own, keeps this bucket from being public:
 * the account blocks public policies (the console's way to make a bucket public) or ignores them,
 * or the bucket has a policy or ACL that would make it public but for the account's flags.
 */
export function blockedByAccount(state: PublicAccessState): boolean {
  if (state.accountBlock.blockPublicPolicy || state.accountBlock.restrictPublicBuckets) return true;
  return !isEffectivelyPublic(state) && isEffectivelyPublic({ ...state, block: state.bucketBlock });
}

/** The key prefixes a policy opens to GetObject (`""` for the whole bucket), for the console. */
export function publicPrefixes(policy: BucketPolicy, bucket: string): string[] {
  const out = new Set<string>();
  for (const s of policy.statements) {
    if (s.effect !== 'Allow' || !s.actions.includes('s3:GetObject')) continue;
    for (const r of s.resources) {
      const key = r.slice(`arn:aws:s3:::${bucket}/`.length);
      if (!r.startsWith(`arn:aws:s3:::${bucket}/`)) continue;
      const star = key.search(/[*?]/);
      out.add(star < 0 ? key : key.slice(0, star));
    }
  }
  return [...out].sort();
}

/** The policy the console writes: anyone may read every object under `prefix` (`""`: the whole bucket). */
export function publicReadPolicy(bucket: string, prefix: string): string {
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [{ Sid: 'PublicRead', Effect: 'Allow', Principal: '*', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/${prefix}*`] }],
  });
}

// --- stores -----------------------------------------------------------------------------------

/**
 * The state from its parts as another store keeps them (the Ceph plane reads them from RGW): a policy
 * that does not parse, or says more than this subset, grants nothing here.
 */
export function publicAccessStateOf(parts: { policyText: string | null; bucketAcl: CannedAcl; bucketBlock: PublicAccessBlock; accountBlock: PublicAccessBlock }, bucket: string): PublicAccessState {
  let policy: BucketPolicy | null = null;
  if (parts.policyText) {
    try {
      policy = parsePolicy(parts.policyText, bucket);
    } catch {
      policy = null;
    }
  }
  return { policy, policyText: parts.policyText, bucketAcl: parts.bucketAcl, block: effectiveBlock(parts.bucketBlock, parts.accountBlock), bucketBlock: parts.bucketBlock, accountBlock: parts.accountBlock, blockStored: true };
}

function stateOf(row: BucketPublicAccessEntity | null, bucket: string, accountBlock: PublicAccessBlock): PublicAccessState {
  if (!row) return { ...PRIVATE_STATE, block: effectiveBlock(DEFAULT_BLOCK, accountBlock), accountBlock };
  const bucketBlock = row.block ? ({ ...DEFAULT_BLOCK, ...(JSON.parse(row.block) as Partial<PublicAccessBlock>) } as PublicAccessBlock) : { ...DEFAULT_BLOCK };
  let policy: BucketPolicy | null = null;
  if (row.policy) {
    try {
      policy = parsePolicy(row.policy, bucket);
    } catch {
      policy = null; // stored ones were checked; a policy that no longer parses grants nothing
    }
  }
  const bucketAcl = row.acl === 'public-read' ? 'public-read' : 'private';
  return { policy, policyText: row.policy, bucketAcl, block: effectiveBlock(bucketBlock, accountBlock), bucketBlock, accountBlock, blockStored: row.block !== null };
}

/** The bucket this needs: its id, its name (policies name it) and its owner (the account's flags). */
export type BucketRef = Readonly<{ id: number; name: string; userId: number }>;

/** The bucket's public-access configuration, with its account's Block Public Access (all private and blocked when nothing is stored). */
export async function publicAccessOf(db: Db, bucket: BucketRef): Promise<PublicAccessState> {
  const [row, account] = await Promise.all([db.getRepository(BucketPublicAccessEntity).findOneBy({ bucketId: bucket.id }), accountBlockOf(db, bucket.userId)]);
  return stateOf(row, bucket.name, account.block);
}

/** Which of these buckets are public now (the console's bucket list), in two queries whatever their number. */
export async function publicBucketIds(db: Db, buckets: readonly BucketRef[]): Promise<Set<number>> {
  if (!buckets.length) return new Set();
  const [rows, accounts] = await Promise.all([db.getRepository(BucketPublicAccessEntity).findBy({ bucketId: In(buckets.map((b) => b.id)) }), accountBlocksOf(db, buckets.map((b) => b.userId))]);
  const byId = new Map(buckets.map((b) => [b.id, b]));
  return new Set(rows.filter((r) => isEffectivelyPublic(stateOf(r, byId.get(r.bucketId)!.name, accounts.get(byId.get(r.bucketId)!.userId)!))).map((r) => r.bucketId));
}

/** Change some fields of the bucket's row, creating it first when absent (one row per bucket). */
async function update(db: Db, bucketId: number, fields: Partial<Pick<BucketPublicAccessEntity, 'policy' | 'acl' | 'block'>>): Promise<void> {
  const repo = db.getRepository(BucketPublicAccessEntity);
  const now = new Date();
  await repo.createQueryBuilder().insert().values({ bucketId, policy: null, acl: 'private', block: null, updatedAt: now }).orIgnore().execute();
  await repo.update({ bucketId }, { ...fields, updatedAt: now });
}

/** PutBucketPolicy: checked (MalformedPolicy), refused when public and BlockPublicPolicy is on. */
export async function putBucketPolicy(db: Db, access: BucketAccess, raw: string): Promise<BucketPolicy> {
  const policy = parsePolicy(raw, access.bucket.name);
  const state = await publicAccessOf(db, access.bucket);
  if (isPublicPolicy(policy) && state.block.blockPublicPolicy) throw new PublicAccessBlockedError('policy', access.bucket.name, state.bucketBlock.blockPublicPolicy ? 'bucket' : 'account');
  await update(db, access.bucket.id, { policy: raw.trim() });
  return policy;
}

/** GetBucketPolicy: the document as it was put, or NoSuchBucketPolicy. */
export async function bucketPolicyText(db: Db, access: BucketAccess): Promise<string> {
  const state = await publicAccessOf(db, access.bucket);
  if (!state.policyText) throw new NoSuchBucketPolicyError(access.bucket.name);
  return state.policyText;
}

/** DeleteBucketPolicy: idempotent. */
export async function deleteBucketPolicy(db: Db, access: BucketAccess): Promise<void> {
  await db.getRepository(BucketPublicAccessEntity).update({ bucketId: access.bucket.id }, { policy: null, updatedAt: new Date() });
}

/** PutPublicAccessBlock: the four flags replace the bucket's configuration. */
export async function putPublicAccessBlock(db: Db, access: BucketAccess, block: PublicAccessBlock): Promise<void> {
  const json = JSON.stringify({
    blockPublicAcls: block.blockPublicAcls,
    ignorePublicAcls: block.ignorePublicAcls,
    blockPublicPolicy: block.blockPublicPolicy,
    restrictPublicBuckets: block.restrictPublicBuckets,
  });
  await update(db, access.bucket.id, { block: json });
}

/** DeletePublicAccessBlock: back to the default, every flag on. */
export async function deletePublicAccessBlock(db: Db, access: BucketAccess): Promise<void> {
  await db.getRepository(BucketPublicAccessEntity).update({ bucketId: access.bucket.id }, { block: null, updatedAt: new Date() });
}

/** A public-read ACL about to be set on the bucket or one of its objects: refused under BlockPublicAcls. */
export async function requirePublicAclAllowed(db: Db, access: BucketAccess, acl: CannedAcl): Promise<void> {
  if (acl !== 'public-read') return;
  const state = await publicAccessOf(db, access.bucket);
  if (state.block.blockPublicAcls) throw new PublicAccessBlockedError('acl', access.bucket.name, state.bucketBlock.blockPublicAcls ? 'bucket' : 'account');
}

/** A public policy is about to be put by the console: refused first when the account blocks or ignores public policies (nothing is changed then). */
export async function requireAccountAllowsPublicPolicy(db: Db, bucket: Pick<BucketRef, 'name' | 'userId'>): Promise<void> {
  const { block } = await accountBlockOf(db, bucket.userId);
  if (block.blockPublicPolicy) throw new PublicAccessBlockedError('policy', bucket.name, 'account');
  if (block.restrictPublicBuckets) throw new PublicAccessBlockedError('restricted', bucket.name, 'account');
}

/** PutBucketAcl with a canned ACL (BlockPublicAcls checked). */
export async function setBucketAcl(db: Db, access: BucketAccess, acl: CannedAcl): Promise<void> {
  await requirePublicAclAllowed(db, access, acl);
  await update(db, access.bucket.id, { acl });
}

/** An object's stored ACL column → its canned ACL. */
export const objectAclOf = (stored: string | null | undefined): CannedAcl => (stored === 'public-read' ? 'public-read' : 'private');
/** A canned ACL → the object column (null for private). */
export const storedObjectAcl = (acl: CannedAcl | undefined): string | null => (acl === 'public-read' ? 'public-read' : null);
