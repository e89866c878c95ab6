import type { RulesSection } from './rules';

/**
 * A small, dependency-free PDF 1.4 writer for the competition rules: A4 pages, Helvetica,
 * word-wrapped text. Output is pure ASCII so string offsets equal byte offsets in the xref table:
 * the fonts use WinAnsiEncoding, whose upper half holds Latin-1 (French é, è, à, ç, œ…), and such
 * letters are written as octal escapes (`\351`) inside the PDF strings.
 */
const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;
const WRAP_AT = 88;

type Line = { text: string; size: number; bold?: boolean; gapBefore?: number };

/** WinAnsi codes of the letters outside Latin-1 that French uses (and the euro sign). */
const WIN_ANSI_EXTRA: Record<string, number> = { '\u20ac': 0x80, '\u0152': 0x8c, '\u0153': 0x9c, '\u0178': 0x9f };

/** Latin text to what WinAnsi can show: typographic quotes and dashes made plain, spaces plain, anything else '?'. */
const latin = (s: string) =>
  s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[^\x20-\x7e\u00a1-\u00ff\u20ac\u0152\u0153\u0178]/g, '?');

/** A PDF string's content: \\, ( and ) escaped, and every non-ASCII WinAnsi letter as its octal escape. */
const escapePdf = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)')
    .replace(/[^\x00-\x7f]/g, (c) => `\\${(WIN_ANSI_EXTRA[c] ?? c.charCodeAt(0)).toString(8)}`);

export function wrapText(text: string, width = WRAP_AT): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = '';
    }
    line = line ? `${line} ${word}` : word;
    while (line.length > width) {
      out.push(line.slice(0, width));
      line = line.slice(width);
    }
  }
  if (line) out.push(line);
  return out;
}

function layout(title: string, subtitle: string, sections: RulesSection[]): Line[] {
  const lines: Line[] = [
    { text: title, size: 18, bold: true },
    { text: subtitle, size: 9, gapBefore: 4 },
  ];
  for (const s of sections) {
    lines.push({ text: s.heading, size: 12, bold: true, gapBefore: 14 });
    for (const item of s.items) {
      wrapText(latin(item), WRAP_AT - 3).forEach((t, i) => lines.push({ text: i === 0 ? `-  ${t}` : `   ${t}`, size: 10, gapBefore: i === 0 ? 4 : 0 }));
    }
  }
  return lines;
}

function paginate(lines: Line[]): string[] {
  const pages: string[] = [];
  let ops: string[] = [];
  let y = PAGE_H - MARGIN;
  for (const l of lines) {
    const step = l.size * 1.4 + (l.gapBefore ?? 0);
    if (y - step < MARGIN && ops.length) {
      pages.push(ops.join('\n'));
      ops = [];
      y = PAGE_H - MARGIN;
    }
    y -= step;
    ops.push(`BT /${l.bold ? 'F2' : 'F1'} ${l.size} Tf ${MARGIN} ${y.toFixed(1)} Td (${escapePdf(latin(l.text))}) Tj ET`);
  }
  if (ops.length) pages.push(ops.join('\n'));
  return pages;
}

/** The rules as PDF bytes (ASCII string). */
export function rulesPdf(title: string, subtitle: string, sections: RulesSection[]): string {
  const pages = paginate(layout(title, subtitle, sections));
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((content, i) => {
    const id = pageIds[i];
    objects[id] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = pdf.length;
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

/** Offer the PDF as a file download in the browser. */
export function downloadPdf(filename: string, pdf: string): void {
  const blob = new Blob([pdf], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
