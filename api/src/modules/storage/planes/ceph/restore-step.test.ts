import { restoreStepOf } from './restore-run';
import type { RgwVersion } from './rgw-s3';

/** The Ceph restore's rule for one key, from RGW's listing of its versions (newest first). */
const at = (s: number) => new Date(Date.UTC(2026, 10, 30, 12, 0, s));
const v = (versionId: string, s: number, o: Partial<RgwVersion> = {}): RgwVersion => ({ key: 'k', versionId, isLatest: false, lastModified: at(s), deleteMarker: false, etag: `etag-${versionId}`, size: 10, ...o });

describe('restoreStepOf', () => {
  it('copies back the version current at T when a newer one replaced it', () => {
    const old = v('v1', 1);
    expect(restoreStepOf([v('v2', 20, { isLatest: true }), old], at(10))).toEqual({ kind: 'copy', version: old });
  });

  it('copies back a version a delete marker hid after T', () => {
    const old = v('v1', 1);
    expect(restoreStepOf([v('m', 20, { isLatest: true, deleteMarker: true, etag: null, size: 0 }), old], at(10))).toEqual({ kind: 'copy', version: old });
  });

  it('writes a marker over a key that did not exist at T, or was deleted then', () => {
    expect(restoreStepOf([v('v1', 20, { isLatest: true })], at(10))).toEqual({ kind: 'marker' });
    expect(restoreStepOf([v('v2', 20, { isLatest: true }), v('m', 5, { deleteMarker: true, etag: null, size: 0 }), v('v1', 1)], at(10))).toEqual({ kind: 'marker' });
  });

  it('does nothing when the state at T is the state now, or a copy of it is current', () => {
    expect(restoreStepOf([v('v1', 1, { isLatest: true })], at(10))).toEqual({ kind: 'none' });
    expect(restoreStepOf([v('copy', 30, { isLatest: true, etag: 'etag-v1' }), v('v2', 20), v('v1', 1)], at(10))).toEqual({ kind: 'none' });
    // Absent then and deleted now.
    expect(restoreStepOf([v('m', 20, { isLatest: true, deleteMarker: true, etag: null, size: 0 }), v('v1', 15)], at(10))).toEqual({ kind: 'none' });
  });

  it('counts a version written exactly at T as there at T', () => {
    const exact = v('v1', 10);
    expect(restoreStepOf([v('v2', 11, { isLatest: true }), exact], at(10))).toEqual({ kind: 'copy', version: exact });
  });
});
