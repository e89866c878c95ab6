import type { IncomingMessage, ServerResponse } from 'node:http';
import { S3Context, type Gateway } from './context';
import { S3Error } from './errors';
import { OPERATIONS, problemsOf, route, type Entry } from './operations';

/** A request as the listener would hand it over (only what routing reads). */
function request(method: string, url: string, headers: Record<string, string> = {}): S3Context {
  const rawHeaders = Object.entries(headers).flat();
  const req = { method, url, headers, rawHeaders } as unknown as IncomingMessage;
  return new S3Context(req, {} as ServerResponse, {} as Gateway, '127.0.0.1');
}

const routed = (method: string, url: string, headers: Record<string, string> = {}) => {
  try {
    return route(request(method, url, headers)).name;
  } catch (e) {
    if (e instanceof S3Error) return `refused: ${e.code}`;
    throw e;
  }
};

describe('the S3 operation table', () => {
  it('names a permission, a price class, a handler and a unique S3 name for every operation', () => {
    expect(problemsOf(OPERATIONS)).toEqual([]);
  });

  it('refuses a row without a permission or a class, a nameless or repeated row, and a bucket operation that skips the lookup', () => {
    const putObject = OPERATIONS.find((e) => 'name' in e && e.name === 'PutObject')!;
    const broken = [
      { ...putObject, permission: undefined },
      { ...putObject, name: 'PutObjectAgain', requestClass: undefined },
      { ...putObject, name: 'PutObject' },
      { ...putObject, name: '' },
      { ...putObject, name: 'GetObjectLoose', account: true },
      { ...putObject, name: 'ListBucketsAgain', scope: 'service' },
    ] as unknown as Entry[];
    expect(problemsOf(broken)).toEqual([
      'PutObject names no permission',
      'PutObjectAgain names no request class',
      'PutObject appears twice',
      'entry 3 has no S3 operation name',
      'GetObjectLoose: only ListBuckets and CreateBucket run without a bucket',
      'ListBucketsAgain: only ListBuckets and CreateBucket run without a bucket',
    ]);
  });

  it('refuses a bucket row that does not say how a bucket-scoped key is checked, and an object row that would skip its key check', () => {
    const headBucket = OPERATIONS.find((e) => 'name' in e && e.name === 'HeadBucket')!;
    const getObject = OPERATIONS.find((e) => 'name' in e && e.name === 'GetObject')!;
    const broken = [{ ...headBucket, keyScope: undefined }, { ...getObject, keyScope: 'bucket' }] as unknown as Entry[];
    expect(problemsOf(broken)).toEqual(['HeadBucket names no keyScope (how a bucket-scoped key is checked)', "GetObject: an object operation checks its key against a scoped key's prefix"]);
  });

  it('checks a scoped key: listings by their prefix, DeleteObjects per key, DeleteBucket refused, bucket questions by the bucket alone', () => {
    const scopeOf = (name: string) => (OPERATIONS.find((e) => 'name' in e && e.name === name) as { keyScope?: string }).keyScope;
    expect(['ListObjects', 'ListObjectsV2', 'ListObjectVersions', 'ListMultipartUploads', 'DeleteObjects', 'PostObject', 'DeleteBucket', 'HeadBucket', 'GetBucketLocation'].map((n) => [n, scopeOf(n)])).toEqual([
      ['ListObjects', 'listing'],
      ['ListObjectsV2', 'listing'],
      ['ListObjectVersions', 'listing'],
      ['ListMultipartUploads', 'listing'],
      ['DeleteObjects', 'per-key'],
      ['PostObject', 'form-key'],
      ['DeleteBucket', 'unscoped-only'],
      ['HeadBucket', 'bucket'],
      ['GetBucketLocation', 'bucket'],
    ]);
  });

  it('gives the write and delete operations the write and delete permissions, and bills writes and lists as class A', () => {
    const op = (name: string) => OPERATIONS.find((e) => 'name' in e && e.name === name) as { permission: string; requestClass: string };
    expect(['PutObject', 'PostObject', 'CopyObject', 'CreateMultipartUpload', 'UploadPart', 'UploadPartCopy', 'CompleteMultipartUpload', 'CreateBucket', 'PutObjectTagging'].map((n) => [n, op(n).permission, op(n).requestClass])).toEqual(
      ['PutObject', 'PostObject', 'CopyObject', 'CreateMultipartUpload', 'UploadPart', 'UploadPartCopy', 'CompleteMultipartUpload', 'CreateBucket', 'PutObjectTagging'].map((n) => [n, 'write', 'A']),
    );
    expect(['DeleteObject', 'DeleteObjects', 'AbortMultipartUpload', 'DeleteBucket', 'DeleteObjectTagging'].map((n) => [n, op(n).permission, op(n).requestClass])).toEqual(
      ['DeleteObject', 'DeleteObjects', 'AbortMultipartUpload', 'DeleteBucket', 'DeleteObjectTagging'].map((n) => [n, 'delete', 'other']),
    );
    expect(['GetObject', 'HeadObject', 'HeadBucket', 'GetBucketLocation', 'GetObjectTagging'].map((n) => [n, op(n).permission, op(n).requestClass])).toEqual(
      ['GetObject', 'HeadObject', 'HeadBucket', 'GetBucketLocation', 'GetObjectTagging'].map((n) => [n, 'read', 'B']),
    );
    expect(['ListObjects', 'ListObjectsV2', 'ListObjectVersions', 'ListMultipartUploads', 'ListParts'].map((n) => [n, op(n).permission, op(n).requestClass])).toEqual(
      ['ListObjects', 'ListObjectsV2', 'ListObjectVersions', 'ListMultipartUploads', 'ListParts'].map((n) => [n, 'read', 'A']),
    );
  });

  it('prices the bucket CORS operations as S3 does and guards their change with the write permission', () => {
    const op = (name: string) => OPERATIONS.find((e) => 'name' in e && e.name === name) as { permission: string; requestClass: string };
    expect(['PutBucketCors', 'GetBucketCors', 'DeleteBucketCors'].map((n) => [n, op(n).permission, op(n).requestClass])).toEqual([
      ['PutBucketCors', 'write', 'A'],
      ['GetBucketCors', 'read', 'B'],
      ['DeleteBucketCors', 'write', 'other'],
    ]);
  });

  it.each([
    ['GET', '/', {}, 'ListBuckets'],
    ['PUT', '/', {}, 'refused: MethodNotAllowed'],
    ['PUT', '/photos', {}, 'CreateBucket'],
    ['HEAD', '/photos', {}, 'HeadBucket'],
    ['DELETE', '/photos', {}, 'DeleteBucket'],
    ['GET', '/photos', {}, 'ListObjects'],
    ['GET', '/photos?list-type=2&prefix=a', {}, 'ListObjectsV2'],
    ['GET', '/photos?versions', {}, 'ListObjectVersions'],
    ['GET', '/photos?uploads', {}, 'ListMultipartUploads'],
    ['GET', '/photos?location', {}, 'GetBucketLocation'],
    ['GET', '/photos?versioning', {}, 'GetBucketVersioning'],
    ['GET', '/photos?acl', {}, 'GetBucketAcl'],
    ['GET', '/photos?cors', {}, 'GetBucketCors'],
    ['GET', '/photos?lifecycle', {}, 'GetBucketLifecycleConfiguration'],
    ['GET', '/photos?tagging', {}, 'GetBucketTagging'],
    ['GET', '/photos?policy', {}, 'GetBucketPolicy'],
    ['PUT', '/photos?policy', {}, 'PutBucketPolicy'],
    ['DELETE', '/photos?policy', {}, 'DeleteBucketPolicy'],
    ['POST', '/photos?policy', {}, 'refused: MethodNotAllowed'],
    ['GET', '/photos?policyStatus', {}, 'GetBucketPolicyStatus'],
    ['GET', '/photos?publicAccessBlock', {}, 'GetPublicAccessBlock'],
    ['PUT', '/photos?publicAccessBlock', {}, 'PutPublicAccessBlock'],
    ['DELETE', '/photos?publicAccessBlock', {}, 'DeletePublicAccessBlock'],
    ['GET', '/photos/a.jpg?policy', {}, 'refused: NotImplemented'],
    ['PUT', '/photos?cors', {}, 'PutBucketCors'],
    ['DELETE', '/photos?cors', {}, 'DeleteBucketCors'],
    ['POST', '/photos?cors', {}, 'refused: MethodNotAllowed'],
    ['PUT', '/photos?versioning', {}, 'PutBucketVersioning'],
    ['DELETE', '/photos?versioning', {}, 'refused: MethodNotAllowed'],
    ['PUT', '/photos?lifecycle', {}, 'PutBucketLifecycleConfiguration'],
    ['DELETE', '/photos?lifecycle', {}, 'DeleteBucketLifecycle'],
    ['POST', '/photos?lifecycle', {}, 'refused: MethodNotAllowed'],
    ['PUT', '/photos?acl', {}, 'PutBucketAcl'],
    ['GET', '/photos?torrent', {}, 'refused: NotImplemented'],
    ['GET', '/photos/a/b.jpg?torrent', {}, 'GetObjectTorrent'],
    ['PUT', '/photos/a/b.jpg?torrent', {}, 'refused: NotImplemented'],
    ['POST', '/photos?delete', {}, 'DeleteObjects'],
    ['POST', '/photos', {}, 'refused: MethodNotAllowed'],
    ['POST', '/photos', { 'content-type': 'multipart/form-data; boundary=x' }, 'PostObject'],
    ['POST', '/photos/', { 'content-type': 'Multipart/Form-Data; boundary=x' }, 'PostObject'],
    ['POST', '/photos?uploads', { 'content-type': 'multipart/form-data; boundary=x' }, 'refused: MethodNotAllowed'],
    ['POST', '/photos', { 'content-type': 'application/x-www-form-urlencoded' }, 'refused: MethodNotAllowed'],
    ['PATCH', '/photos', {}, 'refused: MethodNotAllowed'],
    ['GET', '/photos?website', {}, 'refused: NotImplemented'],
    ['GET', '/photos/a/b.jpg', {}, 'GetObject'],
    ['HEAD', '/photos/a/b.jpg', {}, 'HeadObject'],
    ['GET', '/photos/a/b.jpg?acl', {}, 'GetObjectAcl'],
    ['GET', '/photos/a/b.jpg?uploadId=u1', {}, 'ListParts'],
    ['GET', '/photos/a/b.jpg?tagging', {}, 'GetObjectTagging'],
    ['PUT', '/photos/a/b.jpg?tagging', {}, 'PutObjectTagging'],
    ['PUT', '/photos/a/b.jpg?tagging', { 'x-amz-copy-source': '/photos/c.jpg' }, 'PutObjectTagging'],
    ['DELETE', '/photos/a/b.jpg?tagging', {}, 'DeleteObjectTagging'],
    ['HEAD', '/photos/a/b.jpg?tagging', {}, 'refused: MethodNotAllowed'],
    ['POST', '/photos/a/b.jpg?tagging', {}, 'refused: MethodNotAllowed'],
    ['PUT', '/photos/a/b.jpg', {}, 'PutObject'],
    ['PUT', '/photos/a/b.jpg', { 'x-amz-copy-source': '/photos/c.jpg' }, 'CopyObject'],
    ['PUT', '/photos/a/b.jpg?partNumber=2&uploadId=u1', {}, 'UploadPart'],
    ['PUT', '/photos/a/b.jpg?partNumber=2', {}, 'UploadPart'],
    ['PUT', '/photos/a/b.jpg?partNumber=2&uploadId=u1', { 'x-amz-copy-source': '/photos/c.jpg' }, 'UploadPartCopy'],
    ['PUT', '/photos/a/b.jpg?acl', {}, 'PutObjectAcl'],
    ['POST', '/photos/a/b.jpg?uploads', {}, 'CreateMultipartUpload'],
    ['POST', '/photos/a/b.jpg?uploadId=u1', {}, 'CompleteMultipartUpload'],
    ['POST', '/photos/a/b.jpg', {}, 'refused: NotImplemented'],
    ['DELETE', '/photos/a/b.jpg?uploadId=u1', {}, 'AbortMultipartUpload'],
    ['DELETE', '/photos/a/b.jpg', {}, 'DeleteObject'],
    ['OPTIONS', '/photos/a/b.jpg', {}, 'refused: MethodNotAllowed'],
    ['GET', '/photos/a%00b', {}, 'refused: InvalidArgument'],
    ['GET', '/photos?prefix=%00', {}, 'refused: InvalidArgument'],
  ])('%s %s %j → %s', (method, url, headers, expected) => {
    expect(routed(method, url, headers as Record<string, string>)).toBe(expected);
  });
});
