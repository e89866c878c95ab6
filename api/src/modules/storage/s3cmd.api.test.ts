import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { s3cmdEnv, writeFixtureFile } from './cli-clients';
import { customer, startS3World, type Customer, type S3World } from './storage-test-kit';

/**
 * s3cmd (Debian's), the everyday commands, on both planes (the api and api-ceph projects): the
 * embedded gateway and Ceph RGW. Its ACL commands are embedded-only (s3cmd-acl.api.test.ts).
 */
jest.setTimeout(120_000);

let world: S3World;
let owner: Customer;
let cli: ReturnType<typeof s3cmdEnv>;
beforeAll(async () => {
  world = await startS3World();
  owner = await customer(world, 1, { storageAmount: 1 });
  cli = s3cmdEnv(owner.key, world.s3.url);
});
afterAll(async () => {
  cli.cleanup();
  await world.close();
});

const md5 = (file: string) => crypto.createHash('md5').update(fs.readFileSync(file)).digest('hex');

describe(`s3cmd (Debian) against ${process.env.STORAGE_TEST_PLANE === 'ceph' ? 'Ceph RGW' : 'the gateway'}`, () => {
  it('mb, put of 20 MB (multipart), ls, sync, get back the same bytes, del, rb', async () => {
    const { s3cmd, home } = cli;
    const big = path.join(home, 'video.bin');
    writeFixtureFile(big, 20 * 1024 * 1024, 3);
    const site = path.join(home, 'site');
    fs.mkdirSync(path.join(site, 'img'), { recursive: true });
    fs.writeFileSync(path.join(site, 'index.html'), '<h1>Karibu Mombasa</h1>');
    fs.writeFileSync(path.join(site, 'img', 'logo.svg'), '<svg/>');

    expect(await s3cmd(['mb', 's3://s3cmd-kazi'])).toContain("Bucket 's3://s3cmd-kazi/' created");
    // 20 MB is over s3cmd's 15 MB chunk: a multipart upload of two parts.
    await s3cmd(['put', big, 's3://s3cmd-kazi/media/video.bin']);
    const head = await owner.s3().send(new HeadObjectCommand({ Bucket: 's3cmd-kazi', Key: 'media/video.bin' }));
    expect(head.ContentLength).toBe(20 * 1024 * 1024);
    expect(await s3cmd(['sync', `${site}/`, 's3://s3cmd-kazi/site/'])).toMatch(/upload: .*index\.html/);
    // A second sync finds nothing to send.
    expect(await s3cmd(['sync', `${site}/`, 's3://s3cmd-kazi/site/'])).not.toMatch(/upload:/);

    const listed = await s3cmd(['ls', '--recursive', 's3://s3cmd-kazi']);
    expect(listed.trim().split('\n').map((l) => l.trim().split(/\s+/).pop()).sort()).toEqual(['s3://s3cmd-kazi/media/video.bin', 's3://s3cmd-kazi/site/img/logo.svg', 's3://s3cmd-kazi/site/index.html']);
    expect(await s3cmd(['ls'])).toContain('s3://s3cmd-kazi');

    const back = path.join(home, 'back.bin');
    await s3cmd(['get', 's3://s3cmd-kazi/media/video.bin', back]);
    expect(md5(back)).toBe(md5(big));

    await s3cmd(['del', '--recursive', '--force', 's3://s3cmd-kazi/site/']);
    await s3cmd(['del', 's3://s3cmd-kazi/media/video.bin']);
    expect((await s3cmd(['ls', '--recursive', 's3://s3cmd-kazi'])).trim()).toBe('');
    await s3cmd(['rb', 's3://s3cmd-kazi']);
    expect(await s3cmd(['ls'])).not.toContain('s3cmd-kazi');
  });

  it('another customer’s key finds nothing of this customer’s', async () => {
    await cli.s3cmd(['mb', 's3://s3cmd-siri']);
    const stranger = await customer(world, 2, { storageAmount: 1 });
    const theirs = s3cmdEnv(stranger.key, world.s3.url);
    try {
      expect(await theirs.s3cmd(['ls'])).not.toContain('s3cmd-siri');
      await expect(theirs.s3cmd(['ls', 's3://s3cmd-siri'])).rejects.toThrow(/AccessDenied|NoSuchBucket|403|404/);
    } finally {
      theirs.cleanup();
      await cli.s3cmd(['rb', 's3://s3cmd-siri']);
    }
  });
});
