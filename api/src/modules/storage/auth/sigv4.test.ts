import { canonicalHeaders, canonicalQuery, canonicalRequest, canonicalUri, headerMap, parseQuery, sign, signingKey, stringToSign, uriEncode, EMPTY_SHA256 } from './sigv4';
import { presignUrl } from './signer';

// The worked examples of the S3 SigV4 documentation (AWS's published test vectors).
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const scope = { date: '20130524', region: 'us-east-1', service: 's3' };

describe('SigV4 arithmetic against the S3 documentation examples', () => {
  it('signs "GET Object" with a Range header', () => {
    const headers = headerMap(['Host', 'examplebucket.s3.amazonaws.com', 'Range', 'bytes=0-9', 'x-amz-content-sha256', EMPTY_SHA256, 'x-amz-date', '20130524T000000Z']);
    const signed = ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'];
    const canonical = canonicalRequest({ method: 'GET', canonicalUri: canonicalUri('/test.txt'), canonicalQuery: '', canonicalHeaders: canonicalHeaders(headers, signed)!, signedHeaders: signed, payloadHash: EMPTY_SHA256 });
    expect(sign(signingKey(SECRET, scope), stringToSign('20130524T000000Z', scope, canonical))).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });

  it('signs a presigned "GET Object" URL valid for 24 hours', () => {
    const url = presignUrl('GET', 'https://examplebucket.s3.amazonaws.com/test.txt', { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: SECRET, region: 'us-east-1' }, 86400, new Date('2013-05-24T00:00:00Z'));
    expect(new URL(url).searchParams.get('X-Amz-Signature')).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
  });

  it('encodes as SigV4 wants: unreserved kept, the rest %XX, spaces never +', () => {
    expect(uriEncode("a b+c!*'()~_-.")).toBe('a%20b%2Bc%21%2A%27%28%29~_-.');
    expect(canonicalUri('/bucket/photos/2026%20kenya/j%C3%A4m!.jpg')).toBe('/bucket/photos/2026%20kenya/j%C3%A4m%21.jpg');
    expect(canonicalQuery(parseQuery('prefix=a+b&delimiter=%2F&list-type=2'))).toBe('delimiter=%2F&list-type=2&prefix=a%2Bb');
  });
});
