import { csvCell, escapeHtml, formatKsh } from './invoice-export';

describe('invoice export formatting', () => {
  it.each([
    [0, 'KSh 0.00'],
    [5, 'KSh 0.05'],
    [123450, 'KSh 1,234.50'],
    [100000000, 'KSh 1,000,000.00'],
    [-2550, '-KSh 25.50'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatKsh(cents)).toBe(text);
  });

  it('quotes CSV cells and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+254')).toBe(`"'+254"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('a,b\nc')).toBe('"a,b\nc"');
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
  });
});
