import { composePolicy, customerPolicy, grantStatements, hasPolicyWildcard, portalStatements, samePolicy, wantedPolicy } from './key-grants';
import { publicReadPolicy } from '../../domain/public-access';

const actionsOf = (s: { Action: string[] | string }) => [s.Action].flat();

describe('bucket-scoped keys as RGW bucket policy statements', () => {
  it('names the key’s own RGW user and allows only what its permissions say, under its prefix', () => {
    const [location, objects, list] = grantStatements(7, 'photos', { keyId: 12, permissions: ['read'], prefix: 'site/' });
    expect(location).toMatchObject({ Principal: { AWS: ['arn:aws:iam::mw7:user/k12'] }, Action: ['s3:GetBucketLocation'], Resource: ['arn:aws:s3:::photos'] });
    expect(objects!.Resource).toEqual(['arn:aws:s3:::photos/site/*']);
    expect(actionsOf(objects!)).toContain('s3:GetObject');
    expect(actionsOf(objects!)).not.toContain('s3:PutObject');
    expect(actionsOf(objects!)).not.toContain('s3:DeleteObject');
    // Listing only under the prefix.
    expect(list).toMatchObject({ Action: ['s3:ListBucket', 's3:ListBucketVersions'], Resource: ['arn:aws:s3:::photos'], Condition: { StringLike: { 's3:prefix': ['site/*'] } } });
  });

  it('gives a write-only key no read and no listing, and a whole-bucket key a listing without condition', () => {
    const writeOnly = grantStatements(7, 'inbox', { keyId: 3, permissions: ['write'], prefix: '' });
    const all = writeOnly.flatMap(actionsOf);
    expect(all).toEqual(expect.arrayContaining(['s3:PutObject', 's3:AbortMultipartUpload', 's3:ListBucketMultipartUploads']));
    expect(all).not.toEqual(expect.arrayContaining(['s3:GetObject']));
    expect(all).not.toContain('s3:ListBucket');
    expect(all).not.toContain('s3:DeleteObject');
    const reader = grantStatements(7, 'inbox', { keyId: 4, permissions: ['read', 'delete'], prefix: '' });
    expect(reader.find((s) => actionsOf(s).includes('s3:ListBucket'))!.Condition).toBeUndefined();
    expect(reader.find((s) => actionsOf(s).includes('s3:DeleteObject'))!.Resource).toEqual(['arn:aws:s3:::inbox/*']);
  });

  it('keeps the customer’s public-read statement when it puts its own, and takes only its own out again', () => {
    const publicRead = publicReadPolicy('site', 'assets/');
    const withKeys = wantedPolicy(publicRead, 7, 'site', [{ keyId: 12, permissions: ['read', 'write'], prefix: '' }], ['console', 'k3'])!;
    const doc = JSON.parse(withKeys);
    expect(doc.Statement[0]).toEqual(JSON.parse(publicRead).Statement[0]);
    expect(doc.Statement.map((s: { Sid: string }) => s.Sid)).toEqual(['PublicRead', 'mw-k12-bucket', 'mw-k12-objects', 'mw-k12-list', 'mw-readers']);
    expect(doc.Statement.at(-1)).toMatchObject({ Principal: { AWS: ['arn:aws:iam::mw7:user/owner:console', 'arn:aws:iam::mw7:user/owner:k3'] }, Resource: ['arn:aws:s3:::site/*'] });
    expect(samePolicy(customerPolicy(withKeys), publicRead)).toBe(true);
    expect(portalStatements(withKeys)).toHaveLength(4);
    // The console makes the bucket private: the keys' statements stay.
    expect(JSON.parse(composePolicy(null, portalStatements(withKeys))!).Statement).toHaveLength(4);
    // A second run wants the same.
    expect(samePolicy(wantedPolicy(withKeys, 7, 'site', [{ keyId: 12, permissions: ['write', 'read'].sort(), prefix: '' }], ['k3', 'console']), withKeys)).toBe(true);
  });

  it('keeps the readers statement once a bucket had a scoped key (its objects stay), and no policy where there never was one', () => {
    expect(wantedPolicy(null, 7, 'plain', [], ['console'])).toBeNull();
    const granted = wantedPolicy(null, 7, 'logs', [{ keyId: 5, permissions: ['write'], prefix: '' }], ['console']);
    const afterRevoke = JSON.parse(wantedPolicy(granted, 7, 'logs', [], ['console', 'k9'])!);
    expect(afterRevoke.Statement.map((s: { Sid: string }) => s.Sid)).toEqual(['mw-readers']);
    expect(afterRevoke.Statement[0].Principal.AWS).toEqual(['arn:aws:iam::mw7:user/owner:console', 'arn:aws:iam::mw7:user/owner:k9']);
    // The public statement alone, when no key was ever scoped there.
    expect(samePolicy(wantedPolicy(publicReadPolicy('site', ''), 7, 'site', [], ['console']), publicReadPolicy('site', ''))).toBe(true);
  });

  it('refuses prefixes that IAM would read as wildcards or variables', () => {
    for (const p of ['logs/*', 'a?b', '${aws:username}/']) expect(hasPolicyWildcard(p)).toBe(true);
    for (const p of ['logs/', 'backups/2026-11/', 'a+b (1)/']) expect(hasPolicyWildcard(p)).toBe(false);
  });
});
