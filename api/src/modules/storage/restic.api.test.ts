import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, DeleteObjectCommand, ListObjectVersionsCommand, type S3Client } from '@aws-sdk/client-s3';
import { restic as runRestic, treeDigest, writeFixtureFile } from './cli-clients';
import { customer, s3Failure, startStorageWorld, type StorageWorld } from './storage-test-kit';

/**
 * restic (Debian's package, installed by .ci/run) backing up into a Backup Storage bucket, which is
 * versioned and under object lock from its creation: init, backup, restore byte for byte; then a
 * `forget --prune` that removes the repository's data loses nothing, because every pack it deleted
 * is still a version, which no delete by version id can remove before its retention ends (the next
 * thing ransomware holding the key would try), and taking the delete markers away gives back a
 * repository restic restores from again.
 */
jest.setTimeout(180_000);

let world: StorageWorld;
let s3: S3Client;
let env: NodeJS.ProcessEnv;
let work: string;
beforeAll(async () => {
  world = await startStorageWorld();
  const backup = await customer(world, 1, { serviceType: 'Backup Storage' });
  s3 = backup.s3();
  await s3.send(new CreateBucketCommand({ Bucket: 'restic-vault' }));
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-restic-'));
  env = {
    PATH: process.env.PATH,
    HOME: work,
    RESTIC_REPOSITORY: `s3:${world.s3.url}/restic-vault/office`,
    RESTIC_PASSWORD: 'Ufunguo-wa-hifadhi-2026',
    RESTIC_CACHE_DIR: path.join(work, 'cache'),
    AWS_ACCESS_KEY_ID: backup.key.accessKeyId,
    AWS_SECRET_ACCESS_KEY: backup.key.secretAccessKey,
    AWS_DEFAULT_REGION: 'nbo1',
  };
});
afterAll(async () => {
  fs.rmSync(work, { recursive: true, force: true });
  await world.close();
});

const restic = (...args: string[]) => runRestic(env, ...args);
const digest = treeDigest;

async function versionsOf(Prefix: string) {
  const versions: { key: string; id: string }[] = [];
  const markers: { key: string; id: string }[] = [];
  let KeyMarker: string | undefined;
  let VersionIdMarker: string | undefined;
  for (;;) {
    const page = await s3.send(new ListObjectVersionsCommand({ Bucket: 'restic-vault', Prefix, KeyMarker, VersionIdMarker }));
    versions.push(...(page.Versions ?? []).map((v) => ({ key: v.Key!, id: v.VersionId! })));
    markers.push(...(page.DeleteMarkers ?? []).map((v) => ({ key: v.Key!, id: v.VersionId! })));
    if (!page.IsTruncated) return { versions, markers };
    KeyMarker = page.NextKeyMarker;
    VersionIdMarker = page.NextVersionIdMarker;
  }
}

describe('restic into a Backup Storage bucket', () => {
  it('backs up and restores byte for byte; a forget --prune deletes nothing that cannot be brought back', async () => {
    const source = path.join(work, 'office');
    fs.mkdirSync(path.join(source, 'ledgers'), { recursive: true });
    writeFixtureFile(path.join(source, 'ledgers', '2026.xlsx'), 3 * 1024 * 1024, 3);
    writeFixtureFile(path.join(source, 'scan.pdf'), 700 * 1024, 5);
    fs.writeFileSync(path.join(source, 'notes.txt'), 'Mkutano wa bodi: Jumatatu saa tatu.');
    const original = digest(source);

    await restic('init');
    const snapshot = JSON.parse((await restic('backup', '--json', source)).trim().split('\n').pop()!) as { snapshot_id: string };
    await restic('restore', snapshot.snapshot_id, '--target', path.join(work, 'first'));
    expect(digest(path.join(work, 'first', source))).toEqual(original);

    // The repository's data packs, before anything is forgotten.
    const before = await versionsOf('office/data/');
    expect(before.versions.length).toBeGreaterThan(0);
    expect(before.markers).toEqual([]);

    // Ransomware with the key (or a mistaken retention policy) forgets every snapshot and prunes.
    await restic('forget', snapshot.snapshot_id, '--prune');
    expect(JSON.parse(await restic('snapshots', '--json'))).toEqual([]);
    const after = await versionsOf('office/');
    // Every pack restic deleted is still stored: its delete marker hides it, nothing removed it.
    expect(after.versions.map((v) => v.id)).toEqual(expect.arrayContaining(before.versions.map((v) => v.id)));
    expect(after.markers.map((m) => m.key)).toEqual(expect.arrayContaining(before.versions.map((v) => v.key)));
    // The next step of an attack, removing the versions themselves, is refused: they are locked for 30 days.
    for (const v of before.versions) expect(await s3Failure(s3.send(new DeleteObjectCommand({ Bucket: 'restic-vault', Key: v.key, VersionId: v.id })))).toEqual(['AccessDenied', 403]);
    expect((await versionsOf('office/data/')).versions.map((v) => v.id).sort()).toEqual(before.versions.map((v) => v.id).sort());

    // Taking the delete markers away gives the repository back as it was: restic restores from it again.
    // (Lock files stay deleted: restic removed them itself when each command ended.)
    for (const m of after.markers.filter((m) => !m.key.startsWith('office/locks/'))) await s3.send(new DeleteObjectCommand({ Bucket: 'restic-vault', Key: m.key, VersionId: m.id }));
    await restic('check');
    await restic('restore', snapshot.snapshot_id, '--target', path.join(work, 'second'));
    expect(digest(path.join(work, 'second', source))).toEqual(original);
  });
});
