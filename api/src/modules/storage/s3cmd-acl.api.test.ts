import fs from 'node:fs';
import path from 'node:path';
import { s3cmdEnv, writeFixtureFile } from './cli-clients';
import { customer, s3Client, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';
import { CreateBucketCommand, GetObjectAclCommand, PutBucketAclCommand, PutObjectAclCommand, PutObjectCommand } from '@aws-sdk/client-s3';

jest.setTimeout(120_000);

let world: StorageWorld;
let owner: Customer;
let cli: ReturnType<typeof s3cmdEnv>;
beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1, { storageAmount: 1 });
  cli = s3cmdEnv(owner.key, world.s3.url);
});
afterAll(async () => {
  cli.cleanup();
  await world.close();
});

/**
 * s3cmd's ACL commands against the embedded gateway, which keeps S3's ACL model (owner grants,
 * private and public-read behind Block Public Access). On Ceph a customer's key may not change
 * ACLs at all (docs/storage.md); s3cmd's everyday commands run on both planes in s3cmd.api.test.ts.
 */
describe("s3cmd's ACLs (Debian) against the gateway", () => {
  it('mb, put, info on the bucket and the object, setacl private, get, del, rb', async () => {
    const { s3cmd, home } = cli;
    const file = path.join(home, 'report.bin');
    writeFixtureFile(file, 300 * 1024, 7);

    expect(await s3cmd(['mb', 's3://s3cmd-acl'])).toContain("Bucket 's3://s3cmd-acl/' created");
    await s3cmd(['put', file, 's3://s3cmd-acl/docs/report.bin']);

    // `info` reads the ACL (it crashed on a grantee without xsi:type) and prints the owner's grant.
    const bucketInfo = await s3cmd(['info', 's3://s3cmd-acl']);
    expect(bucketInfo).toMatch(/ACL:\s+customer-\d+: FULL_CONTROL/);
    const objectInfo = await s3cmd(['info', 's3://s3cmd-acl/docs/report.bin']);
    expect(objectInfo).toMatch(/File size:\s+307200/);
    expect(objectInfo).toMatch(/ACL:\s+customer-\d+: FULL_CONTROL/);

    // setacl reads the ACL and writes it back when it changes: private is what everything has.
    await s3cmd(['setacl', '--acl-private', 's3://s3cmd-acl/docs/report.bin']);
    await s3cmd(['setacl', '--acl-private', 's3://s3cmd-acl']);
    // Granting the public is refused while Block Public Access is on (every bucket's default): public-access.api.test.ts turns it off.
    await expect(s3cmd(['setacl', '--acl-public', 's3://s3cmd-acl/docs/report.bin'])).rejects.toThrow(/AccessDenied|403/);

    const back = path.join(home, 'back.bin');
    await s3cmd(['get', 's3://s3cmd-acl/docs/report.bin', back]);
    expect(fs.readFileSync(back).equals(fs.readFileSync(file))).toBe(true);
    await s3cmd(['del', 's3://s3cmd-acl/docs/report.bin']);
    await expect(s3cmd(['info', 's3://s3cmd-acl/docs/report.bin'])).rejects.toThrow(/404|Not Found|NoSuchKey/);
    await s3cmd(['rb', 's3://s3cmd-acl']);
    expect(await s3cmd(['ls'])).not.toContain('s3cmd-acl');
  });

  it('answers an ACL with the grantee typed in the XML Schema instance namespace', async () => {
    const client = s3Client(world, owner.key);
    await client.send(new CreateBucketCommand({ Bucket: 'acl-xml' }));
    await client.send(new PutObjectCommand({ Bucket: 'acl-xml', Key: 'a.txt', Body: 'a' }));
    const acl = await client.send(new GetObjectAclCommand({ Bucket: 'acl-xml', Key: 'a.txt' }));
    expect(acl.Grants).toEqual([{ Grantee: expect.objectContaining({ Type: 'CanonicalUser', ID: acl.Owner!.ID }), Permission: 'FULL_CONTROL' }]);
    await expect(client.send(new GetObjectAclCommand({ Bucket: 'acl-xml', Key: 'missing.txt' }))).rejects.toMatchObject({ name: 'NoSuchKey' });

    // PUT ?acl: the canned private ACL (and the owner-only document) is accepted; public-read is refused by Block
    // Public Access (on by default), and grants beyond private and public-read are not offered at all.
    await client.send(new PutObjectAclCommand({ Bucket: 'acl-xml', Key: 'a.txt', ACL: 'private' }));
    await client.send(new PutBucketAclCommand({ Bucket: 'acl-xml', AccessControlPolicy: { Owner: acl.Owner, Grants: acl.Grants } }));
    await expect(client.send(new PutObjectAclCommand({ Bucket: 'acl-xml', Key: 'a.txt', ACL: 'public-read' }))).rejects.toMatchObject({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
    await expect(
      client.send(new PutBucketAclCommand({ Bucket: 'acl-xml', AccessControlPolicy: { Owner: acl.Owner, Grants: [...acl.Grants!, { Grantee: { Type: 'Group', URI: 'http://acs.amazonaws.com/groups/global/AllUsers' }, Permission: 'READ' }] } })),
    ).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(client.send(new PutObjectAclCommand({ Bucket: 'acl-xml', Key: 'a.txt', ACL: 'public-read-write' }))).rejects.toMatchObject({ name: 'AccessControlListNotSupported', $metadata: { httpStatusCode: 400 } });
    await expect(
      client.send(new PutBucketAclCommand({ Bucket: 'acl-xml', AccessControlPolicy: { Owner: acl.Owner, Grants: [...acl.Grants!, { Grantee: { Type: 'Group', URI: 'http://acs.amazonaws.com/groups/global/AllUsers' }, Permission: 'WRITE' }] } })),
    ).rejects.toMatchObject({ name: 'AccessControlListNotSupported' });
  });
});
