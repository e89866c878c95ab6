import { QueryFailedError } from 'typeorm';
import { BackendError } from '../blob/s3-backend';
import { outageError, outageKindOf } from './outage';

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('outages of ours, told apart from bugs', () => {
  it.each([
    ['PostgreSQL unreachable', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), 'unavailable'],
    ['PostgreSQL shutting down (in a TypeORM error)', new QueryFailedError('SELECT 1', [], coded('57P01', 'terminating connection due to administrator command')), 'unavailable'],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly'), 'unavailable'],
    ['the pool exhausted', new Error('timeout exceeded when trying to connect'), 'unavailable'],
    ['too many connections', coded('53300'), 'unavailable'],
    ['SQLite busy', coded('SQLITE_BUSY'), 'unavailable'],
    ['a full disk', coded('ENOSPC', 'ENOSPC: no space left on device, write'), 'disk-full'],
    ['a filesystem quota', coded('EDQUOT'), 'disk-full'],
    ['a full SQLite disk', coded('SQLITE_FULL'), 'disk-full'],
    ['a full disk under a wrapper', Object.assign(new Error('write failed'), { cause: coded('ENOSPC') }), 'disk-full'],
    ['out of file descriptors', coded('EMFILE'), 'overload'],
    ['the blob backend answering 503', new BackendError(503, '<Error><Code>SlowDown</Code></Error>'), 'backend'],
  ])('%s', (_what, error, kind) => {
    expect(outageKindOf(error)).toBe(kind);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a unique violation', coded('23505')],
    ['the backend refusing our signature', new BackendError(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>')],
    ['a thrown string', 'oops'],
  ])('not %s', (_what, error) => {
    expect(outageKindOf(error)).toBeNull();
  });

  it('answers 503 with Retry-After: ServiceUnavailable, or SlowDown when we are merely overloaded', () => {
    expect(outageError('unavailable', 'R1')).toMatchObject({ status: 503, code: 'ServiceUnavailable', headers: { 'retry-after': '5' } });
    expect(outageError('disk-full', 'R1')).toMatchObject({ status: 503, code: 'ServiceUnavailable', headers: { 'retry-after': '30' } });
    expect(outageError('overload', 'R1')).toMatchObject({ status: 503, code: 'SlowDown', headers: { 'retry-after': '1' } });
    expect(outageError('shutdown', 'R1')).toMatchObject({ status: 503, code: 'ServiceUnavailable', headers: { 'retry-after': '1' } });
    expect(outageError('disk-full', 'R1').message).not.toMatch(/ENOSPC|disk/);
  });
});
