import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { Crc32c } from '@aws-crypto/crc32c';
import { Crc64Nvme } from '@aws-sdk/crc64-nvme';
import { invalidArgument, s3err } from '../s3/errors';

/**
 * The additional checksums S3 clients send (x-amz-checksum-* headers or aws-chunked trailers):
 * current AWS SDKs and the CLI send CRC32 by default; the others on request. Values are base64
 * of the big-endian digest, as S3 has them.
 */
export const CHECKSUM_ALGORITHMS = ['CRC32', 'CRC32C', 'CRC64NVME', 'SHA1', 'SHA256'] as const;
export type ChecksumAlgorithm = (typeof CHECKSUM_ALGORITHMS)[number];

export interface Hasher {
  update(chunk: Buffer): void;
  digest(): Promise<Buffer>;
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

export function newHasher(alg: ChecksumAlgorithm): Hasher {
  switch (alg) {
    case 'CRC32': {
      let crc = 0;
      return { update: (c) => void (crc = zlib.crc32(c, crc)), digest: async () => u32(crc) };
    }
    case 'CRC32C': {
      const h = new Crc32c();
      return { update: (c) => void h.update(c), digest: async () => u32(h.digest()) };
    }
    case 'CRC64NVME': {
      const h = new Crc64Nvme();
      return { update: (c) => h.update(c), digest: async () => Buffer.from(await h.digest()) };
    }
    case 'SHA1':
    case 'SHA256': {
      const h = crypto.createHash(alg === 'SHA1' ? 'sha1' : 'sha256');
      return { update: (c) => void h.update(c), digest: async () => h.digest() };
    }
  }
}

/** `x-amz-checksum-crc32` → CRC32; null for any other header name. */
export function algorithmOfHeader(name: string): ChecksumAlgorithm | null {
  const m = /^x-amz-checksum-([a-z0-9]+)$/.exec(name.toLowerCase());
  if (!m) return null;
  return CHECKSUM_ALGORITHMS.find((a) => a.toLowerCase() === m[1]) ?? null;
}

export const headerOf = (alg: ChecksumAlgorithm) => `x-amz-checksum-${alg.toLowerCase()}`;

/** Parse an algorithm name from x-amz-checksum-algorithm / x-amz-sdk-checksum-algorithm. */
export function parseAlgorithm(value: string | undefined, header: string): ChecksumAlgorithm | null {
  if (!value) return null;
  const alg = CHECKSUM_ALGORITHMS.find((a) => a === value.toUpperCase());
  if (!alg) throw invalidArgument(`Value for ${header} header is invalid.`, header, value);
  return alg;
}

/** An expected checksum, checked against what the body produced. */
export interface ExpectedChecksum {
  algorithm: ChecksumAlgorithm;
  /** base64 value; null until a trailer brings it. */
  value: string | null;
}

export function assertChecksum(expected: ExpectedChecksum, actual: Buffer): string {
  const got = actual.toString('base64');
  if (expected.value === null) throw s3err('InvalidRequest', `The ${headerOf(expected.algorithm)} trailer was announced but not sent.`);
  if (expected.value !== got) throw s3err('BadDigest', `The ${expected.algorithm} you specified did not match the calculated checksum.`);
  return got;
}
