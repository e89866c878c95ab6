import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListBucketsCommand, S3Client, S3ServiceException, type S3ClientConfig } from '@aws-sdk/client-s3';
import { resetConfig } from '../../config/config';
import { startCephCluster } from '../../test/ceph-cluster';
import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { CloudStorageServiceEntity } from '../services';
import { LocalFsBlobStore } from './blob/local-fs';
import type { BlobStore } from './blob/blob-store';
import { startS3Server, type S3Server } from './server';
import { startCephMetering, startCephProvisioning, startCephRestores } from './planes/ceph/plane';

/**
 * Test world for the storage plane: the portal API (as every API test) plus an S3 listener on a
 * free loopback port, over a throw-away blob folder. Customers get an active Object Storage
 * service and an access key made through the real GraphQL API.
 */
export interface StorageWorld {
  server: TestServer;
  s3: S3Server;
  blobDir: string;
  close(): Promise<void>;
}

export async function startStorageWorld(opts: { blobs?: BlobStore } = {}): Promise<StorageWorld> {
  const server = await startTestServer();
  const blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-blobs-'));
  const s3 = await startS3Server(server.db, { port: 0, host: '127.0.0.1', blobs: opts.blobs ?? new LocalFsBlobStore(blobDir), jobs: false });
  // Presigned URLs from the console must point at this listener.
  process.env.S3_PUBLIC_URL = s3.url;
  resetConfig();
  return {
    server,
    s3,
    blobDir,
    close: async () => {
      await s3.close();
      await server.close();
      delete process.env.S3_PUBLIC_URL;
      resetConfig();
      fs.rmSync(blobDir, { recursive: true, force: true });
    },
  };
}

/**
 * The S3 endpoint a customer's tools talk to, on the plane the suite runs on: the embedded gateway
 * (as startStorageWorld), or, with STORAGE_TEST_PLANE=ceph (the api-ceph test project), a
 * throw-away Ceph whose RGW the portal provisions (STORAGE_PLANE=ceph, its jobs on a short tick).
 * Suites written against this world assert only what an S3 client sees, so that one suite shows
 * both planes behave alike.
 */
export interface S3World {
  plane: 'embedded' | 'ceph';
  server: TestServer;
  s3: { url: string };
  /** Resolves once RGW (or the gateway) accepts the key: the Ceph plane provisions it on its job's next tick. */
  keyReady(key: { accessKeyId: string; secretAccessKey: string }): Promise<void>;
  close(): Promise<void>;
}

export async function startS3World(): Promise<S3World> {
  if (process.env.STORAGE_TEST_PLANE !== 'ceph') {
    const world = await startStorageWorld();
    return { plane: 'embedded', server: world.server, s3: world.s3, keyReady: async () => undefined, close: world.close };
  }
  const [ceph, server] = await Promise.all([startCephCluster(), startTestServer()]);
  const settings = { STORAGE_PLANE: 'ceph', CEPH_RGW_URL: ceph.rgwUrl, CEPH_RGW_ADMIN_ACCESS_KEY: ceph.adminAccessKey, CEPH_RGW_ADMIN_SECRET_KEY: ceph.adminSecretKey };
  Object.assign(process.env, settings);
  resetConfig();
  const plane = { kind: 'ceph' as const, rgwUrl: ceph.rgwUrl, adminAccessKey: ceph.adminAccessKey, adminSecretKey: ceph.adminSecretKey };
  const stopJobs = [startCephProvisioning(server.db, plane, 300), startCephMetering(server.db, plane, 1000), startCephRestores(server.db, plane, 1000)];
  const world: S3World = {
    plane: 'ceph',
    server,
    s3: { url: ceph.rgwUrl },
    async keyReady(key) {
      const client = s3Client(world, key);
      for (const until = Date.now() + 60_000; ; ) {
        try {
          await client.send(new ListBucketsCommand({}));
          return;
        } catch (e) {
          if (Date.now() > until) throw new Error(`RGW did not accept the key within a minute: ${e instanceof Error ? e.name : String(e)}`);
          await new Promise((r) => setTimeout(r, 300));
        }
      }
    },
    close: async () => {
      await Promise.all(stopJobs.map((stop) => stop()));
      await server.close();
      await ceph.stop();
      for (const k of Object.keys(settings)) delete process.env[k];
      resetConfig();
    },
  };
  return world;
}

const CREATE_KEY = `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secretAccessKey apiKey { id accessKeyId } } }`;

export interface Customer {
  userId: number;
  client: Awaited<ReturnType<typeof signedIn>>['client'];
  service: CloudStorageServiceEntity;
  key: { id: string; accessKeyId: string; secretAccessKey: string };
  /** An S3 client with the SDK's default settings (checksums, streaming), path-style to the listener. */
  s3(extra?: Partial<S3ClientConfig>): S3Client;
}

/** Fixed service defaults; `n` picks a distinct seeded user (as signedIn). */
export async function customer(
  world: StorageWorld | S3World,
  n: number,
  opts: { storageAmount?: number; permissions?: string[]; serviceType?: string; region?: 'kenya' | 'multi_region' } = {},
): Promise<Customer> {
  const { user, client } = await signedIn(world.server, n);
  const now = new Date();
  const service = await world.server.db.getRepository(CloudStorageServiceEntity).save({
    userId: user.id,
    name: `Storage ${n}`,
    serviceType: opts.serviceType ?? 'Object Storage',
    storageAmount: opts.storageAmount ?? 10,
    cost: 'KSh 0',
    status: 'active' as const,
    region: opts.region ?? 'kenya',
    planType: null,
    bucket: `svc-${n}-namespace`,
    startDate: now,
    updatedAt: now,
  });
  const key = await newKey(client, opts.permissions ?? ['read', 'write', 'delete']);
  if ('keyReady' in world) await world.keyReady(key);
  return {
    userId: user.id,
    client,
    service,
    key,
    s3: (extra = {}) => s3Client(world, key, extra),
  };
}

export async function newKey(client: Customer['client'], permissions: string[], name = `key-${permissions.join('-')}`) {
  const res = await client.gql(CREATE_KEY, { input: { name, permissions } });
  if (res.errors) throw new Error(res.errors[0]!.message);
  const { secretAccessKey, apiKey } = res.data.createApiKey;
  return { id: apiKey.id as string, accessKeyId: apiKey.accessKeyId as string, secretAccessKey: secretAccessKey as string };
}

export function s3Client(world: { s3: { url: string } }, key: { accessKeyId: string; secretAccessKey: string }, extra: Partial<S3ClientConfig> = {}) {
  return new S3Client({
    region: 'nbo1',
    endpoint: world.s3.url,
    forcePathStyle: true,
    credentials: { accessKeyId: key.accessKeyId, secretAccessKey: key.secretAccessKey },
    maxAttempts: 1,
    ...extra,
  });
}

/** Poll `f` until it gives `want` (RGW and the metering job apply some changes a moment later), at most `ms`; the last answer. */
export async function eventually<T>(f: () => Promise<T>, want: T | ((got: T) => boolean), ms = 60_000): Promise<T> {
  const done = typeof want === 'function' ? (want as (got: T) => boolean) : (got: T) => got === want;
  const until = Date.now() + ms;
  let got = await f();
  while (!done(got) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 500));
    got = await f();
  }
  return got;
}

/** A refused SDK call as [S3 error code, HTTP status]; fails the test when the call succeeds. */
export async function s3Failure(p: Promise<unknown>): Promise<[string, number | undefined]> {
  try {
    await p;
  } catch (e) {
    if (e instanceof S3ServiceException) return [e.name, e.$metadata.httpStatusCode];
    throw e;
  }
  throw new Error('the request succeeded');
}

/** Bytes in the blob store's folder (stored blobs and temporary files of writes in flight). */
export function diskBytes(dir: string): number {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) total += diskBytes(p);
    else total += fs.statSync(p, { throwIfNoEntry: false })?.size ?? 0;
  }
  return total;
}

const PUT_ACCOUNT_BLOCK = `mutation ($input: PutAccountPublicAccessBlockInput!) { putAccountPublicAccessBlock(input: $input) { accountPublicAccessBlock { id blockPublicAcls ignorePublicAcls blockPublicPolicy restrictPublicBuckets updatedAt } } }`;

/** The four account-level Block Public Access flags, each `on` (the default) or off. */
export const accountFlags = (on: boolean) => ({ blockPublicAcls: on, ignorePublicAcls: on, blockPublicPolicy: on, restrictPublicBuckets: on });

/** Change the customer's account-level Block Public Access through the API, as the console does (typing confirm). */
export async function putAccountBlock(c: Pick<Customer, 'client'>, flags: ReturnType<typeof accountFlags>) {
  const res = await c.client.gql(PUT_ACCOUNT_BLOCK, { input: { ...flags, confirm: 'confirm' } });
  if (res.errors) throw new Error(res.errors[0]!.message);
  return res.data.putAccountPublicAccessBlock.accountPublicAccessBlock;
}

/** Turn account-level Block Public Access off, so the bucket's own flags decide (suites that make buckets public). */
export const allowPublicBuckets = (c: Pick<Customer, 'client'>) => putAccountBlock(c, accountFlags(false));
