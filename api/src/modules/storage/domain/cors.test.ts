import { corsProblem, matchActual, matchPreflight, requestedHeaders, wildcardMatch, type CorsRule } from './cors';

const rule = (r: Partial<CorsRule>): CorsRule => ({ allowedOrigins: ['https://app.example'], allowedMethods: ['GET'], allowedHeaders: [], exposeHeaders: [], ...r });

describe('S3 CORS rules', () => {
  it.each([
    ['https://*.example.com', 'https://shop.example.com', true],
    ['https://*.example.com', 'https://a.b.example.com', true],
    ['https://*.example.com', 'https://example.com', false],
    ['https://*.example.com', 'http://shop.example.com', false],
    ['*', 'https://anything.example', true],
    ['http://localhost:*', 'http://localhost:5173', true],
    ['https://app.example', 'https://app.example', true],
    ['https://app.example', 'https://app.example.evil', false],
    ['https://app.example', 'HTTPS://APP.EXAMPLE', false],
  ])('origin pattern %s against %s → %s', (pattern, origin, expected) => {
    expect(wildcardMatch(pattern, origin)).toBe(expected);
  });

  it('matches header names without regard to case, with one wildcard', () => {
    expect(wildcardMatch('x-amz-*', 'X-Amz-Date', true)).toBe(true);
    expect(wildcardMatch('Content-Type', 'content-type', true)).toBe(true);
    expect(wildcardMatch('x-amz-*', 'x-other', true)).toBe(false);
    expect(requestedHeaders(' Content-Type ,x-amz-date,, ')).toEqual(['content-type', 'x-amz-date']);
  });

  it('lets the first rule allowing origin, method and every requested header decide', () => {
    const rules = [
      rule({ id: 'reads', allowedOrigins: ['*'], allowedMethods: ['GET', 'HEAD'] }),
      rule({ id: 'uploads', allowedOrigins: ['https://*.example.com'], allowedMethods: ['PUT', 'POST'], allowedHeaders: ['content-type', 'x-amz-*'] }),
      rule({ id: 'everything', allowedOrigins: ['https://admin.example.com'], allowedMethods: ['PUT', 'DELETE'], allowedHeaders: ['*'] }),
    ];
    expect(matchPreflight(rules, 'https://x.example', 'GET', [])).toEqual({ rule: rules[0], anyOrigin: true });
    expect(matchPreflight(rules, 'https://shop.example.com', 'PUT', ['content-type', 'x-amz-date'])?.rule.id).toBe('uploads');
    // One header the second rule lacks: the third rule decides for its origin, nobody else's.
    expect(matchPreflight(rules, 'https://admin.example.com', 'PUT', ['content-type', 'authorization'])?.rule.id).toBe('everything');
    expect(matchPreflight(rules, 'https://shop.example.com', 'PUT', ['content-type', 'authorization'])).toBeNull();
    expect(matchPreflight(rules, 'https://shop.example.com', 'DELETE', [])).toBeNull();
    expect(matchPreflight(rules, 'https://shop.example.com', 'put', [])).toBeNull();
    expect(matchActual(rules, 'https://shop.example.com', 'POST')?.rule.id).toBe('uploads');
    expect(matchActual(rules, 'https://shop.example.com', 'DELETE')).toBeNull();
  });

  it.each<[string, Partial<CorsRule>, string | null]>([
    ['a plain rule', {}, null],
    ['every S3 method', { allowedMethods: ['GET', 'PUT', 'POST', 'DELETE', 'HEAD'] }, null],
    ['PATCH', { allowedMethods: ['GET', 'PATCH'] }, 'Found unsupported HTTP method in CORS config. Unsupported method is PATCH'],
    ['a lower-case method', { allowedMethods: ['get'] }, 'Found unsupported HTTP method in CORS config. Unsupported method is get'],
    ['two wildcards in an origin', { allowedOrigins: ['https://*.*.example'] }, 'AllowedOrigin "https://*.*.example" can not have more than one wildcard.'],
    ['two wildcards in a header', { allowedHeaders: ['x-*-*'] }, 'AllowedHeader "x-*-*" can not have more than one wildcard.'],
    ['a wildcard expose header', { exposeHeaders: ['*'] }, 'ExposeHeader "*" contains wildcard. We currently do not support wildcard for ExposeHeader.'],
    ['a header with a line break', { allowedHeaders: ['a\r\nSet-Cookie: x'] }, expect.stringContaining('visible ASCII') as unknown as string],
    ['a negative max age', { maxAgeSeconds: -1 }, expect.stringContaining('MaxAgeSeconds') as unknown as string],
    ['a long id', { id: 'x'.repeat(256) }, 'The ID of a CORSRule must be at most 255 characters.'],
  ])('%s', (_name, r, problem) => {
    expect(corsProblem([rule(r)])).toEqual(problem);
  });

  it('takes 100 rules and no more', () => {
    expect(corsProblem(Array.from({ length: 100 }, () => rule({})))).toBeNull();
    expect(corsProblem(Array.from({ length: 101 }, () => rule({})))).toBe('The CORS configuration must not have more than 100 rules.');
    expect(corsProblem([])).toBe('A CORS configuration needs at least one CORSRule.');
  });
});
