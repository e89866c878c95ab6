import { competitionT } from './competitionText';
import { competitionFr } from '@/i18n/locales/competition/fr';
import { competitionRules } from './rules';
import { rulesPdf, wrapText } from './rulesPdf';

const promos = [
  { name: 'Daily Data Bundle', drawType: 'daily', prizeDescription: '1 GB data bundle', prizeValue: 100, startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-12-31T21:00:00.000Z', nextDrawAt: '2026-11-22T17:00:00.000Z' },
  { name: 'Monthly Premium', drawType: 'monthly', prizeDescription: '20 GB premium data bundle', prizeValue: 2000, startDate: '2026-11-01T00:00:00.000Z', endDate: '2027-03-31T21:00:00.000Z' },
];

describe('competition rules PDF', () => {
  const pdf = rulesPdf('Store & Score rules', 'Issued today', competitionRules(promos));

  it('is a well-formed PDF whose xref points at every object', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const entries = pdf.slice(startxref).split('\n').filter((l) => / 00000 n $/.test(l));
    expect(entries.length).toBeGreaterThan(5);
    entries.forEach((line, i) => expect(pdf.slice(Number(line.slice(0, 10))).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(/[^\x00-\x7f]/.test(pdf)).toBe(false);
  });

  it('declares stream lengths that match their content', () => {
    for (const m of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g)) expect(m[2].length).toBe(Number(m[1]));
  });

  it('contains the live prizes and the selection method', () => {
    expect(pdf).toContain('Daily Data Bundle \\(daily\\): 1 GB data bundle, value KSh 100.');
    expect(pdf).toContain('Monthly Premium');
    expect(pdf).toContain('5. How the winner is selected');
    expect(pdf).toContain('{competitionId}:{btcBlockHash}:{timestamp}');
  });

  it('is written in the page\'s language, French accents included (WinAnsi octal escapes, still pure ASCII)', () => {
    const ct = competitionT(competitionFr, 'fr');
    const fr = rulesPdf(ct('rules_pdfTitle', { brand: 'Mawingu Cloud' }), ct('rules_pdfIssued', { time: '22/11/2026 10:00' }), competitionRules(promos, ct));
    expect(/[^\x00-\x7f]/.test(fr)).toBe(false);
    // "Règlement" (è = 0xE8 = \350) and "Émis" (É = 0xC9 = \311); no letter lost to '?'.
    expect(fr).toContain('(Mawingu Cloud - R\\350glement du concours Store & Score)');
    expect(fr).toContain('\\311mis le 22/11/2026 10:00 EAT.');
    expect(fr).toContain('1. Organisateur');
    expect(fr).not.toMatch(/[A-Za-z]\?[a-z]/);
  });

  it('wraps long lines', () => {
    const lines = wrapText('word '.repeat(100), 40);
    expect(lines.every((l) => l.length <= 40)).toBe(true);
    expect(lines.join(' ')).toBe('word '.repeat(100).trim());
  });
});
