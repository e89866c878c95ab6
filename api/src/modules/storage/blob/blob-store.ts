import crypto from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where object bytes live. Blobs are immutable and named by the gateway (random keys): the
 * database says which blobs make up which object, so the store never needs to list, rename or
 * know about buckets. A `put` is atomic: after a failure or a crash nothing is readable under
 * the key (the blob journal cleans whatever a crash leaves behind).
 */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  /** Create folders, check the backend, drop stale temporary files. */
  init(): Promise<void>;
  /**
   * Store the stream under `key`; `size` is the exact length when known. Nothing is stored under
   * the key before `opts.notBefore` resolves (the blob's journal row is on the disk by then); the
   * body may be received meanwhile.
   */
  put(key: string, body: Readable, size: number | null, opts?: { notBefore?: Promise<void> }): Promise<void>;
  /** Bytes [start, end] (inclusive, end ≥ start) of a blob. Rejects with BlobMissingError before any byte when the blob is missing. */
  read(key: string, start: number, end: number): Promise<Readable>;
  /** A server-side copy of a whole blob to a new key (BlobMissingError when the source is missing). */
  copy(sourceKey: string, targetKey: string, size: number): Promise<void>;
  /** Remove a blob; a missing blob is not an error (deletes are retried by the journal). */
  delete(key: string): Promise<void>;
  close?(): Promise<void>;
}

/** 128 random bits, hex: blob names that never collide and reveal nothing. */
export const newBlobKey = () => crypto.randomBytes(16).toString('hex');
export const isBlobKey = (k: string) => /^[0-9a-f]{32}$/.test(k);

/**
 * The blob is not (or no longer) in the store. Readers meet it when a concurrent overwrite or
 * delete committed and collected the blob between their metadata read and their byte read: they
 * read the metadata again (the key now names another object, or none).
 */
export class BlobMissingError extends Error {
  constructor(readonly key: string) {
    super(`blob ${key} is not in the store`);
    this.name = 'BlobMissingError';
  }
}
