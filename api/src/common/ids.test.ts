import fc from 'fast-check';
import { MAX_ROW_ID, parseRowId } from './ids';

describe('parseRowId', () => {
  it('accepts plain positive integers an integer column can hold', () => {
    expect(parseRowId('1')).toBe(1);
    expect(parseRowId(42)).toBe(42);
    expect(parseRowId(' 7 ')).toBe(7);
    expect(parseRowId(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
  });

  it('refuses everything else, including ids past the int4 range that made PostgreSQL fail', () => {
    for (const bad of ['0', '-1', '2147483648', '99999999999999999999', '1e3', '1.5', '0x10', '01', '', 'abc', '1 2', null, undefined, 1.5, NaN, Infinity, {}, []]) {
      expect(parseRowId(bad)).toBeNull();
    }
  });

  it('never returns a value outside 1..MAX_ROW_ID for any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.double(), fc.bigInt().map(String)), (raw) => {
        const id = parseRowId(raw);
        return id === null || (Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID);
      }),
      { numRuns: 5000 },
    );
  });
});
