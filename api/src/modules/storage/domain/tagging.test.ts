import { InvalidTagError } from './errors';
import { checkTags, parseTaggingHeader, storedTags, tagsOf } from './tagging';

describe('x-amz-tagging (URL-query encoded tags)', () => {
  it('decodes pairs in order: %XX and + as a space, a key without = has an empty value', () => {
    expect(parseTaggingHeader('a=1&team=data%20eng&b+c=x+y&flag&empty=')).toEqual([
      { key: 'a', value: '1' },
      { key: 'team', value: 'data eng' },
      { key: 'b c', value: 'x y' },
      { key: 'flag', value: '' },
      { key: 'empty', value: '' },
    ]);
    expect(parseTaggingHeader('k=%2B1%3D2')).toEqual([{ key: 'k', value: '+1=2' }]);
  });

  it('is no tags when absent or empty', () => {
    expect(parseTaggingHeader(undefined)).toEqual([]);
    expect(parseTaggingHeader('')).toEqual([]);
  });

  it.each([
    ['broken percent-encoding', 'a=%E0%A4%A', /URLEncoded/],
    ['a repeated key', 'a=1&a=2', /same key/],
    ['the aws: prefix', 'aws%3Acost=1', /prefixed with aws:/],
    ['11 tags', Array.from({ length: 11 }, (_, i) => `k${i}=v`).join('&'), /greater than 10/],
    ['an empty key', '=v', /TagKey you have provided is invalid/],
  ])('refuses %s with InvalidTag', (_what, header, message) => {
    expect(() => parseTaggingHeader(header)).toThrow(InvalidTagError);
    expect(() => parseTaggingHeader(header)).toThrow(message);
  });
});

describe('stored tags', () => {
  it('are null when there are none, and read back as they were set', () => {
    expect(storedTags([])).toBeNull();
    expect(tagsOf(null)).toEqual([]);
    const tags = checkTags([{ key: 'mji', value: 'Nairobi' }, { key: 'é', value: 'ü' }]);
    expect(tagsOf(storedTags(tags))).toEqual(tags);
  });
});
