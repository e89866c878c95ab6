/**
 * CSV for spreadsheets (RFC 4180, CRLF line ends). Every cell is quoted, quotes doubled, and a
 * cell starting with = + - @ tab or CR gets a leading apostrophe, so a spreadsheet shows text a
 * user typed (a promotion name, a reason) instead of running it as a formula (CSV injection).
 */
export function csvCell(value: unknown): string {
  let s = String(value ?? '');
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/** A header row and the data rows, as one CSV document. */
export function csvDocument(header: string[], rows: unknown[][]): string {
  return `${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
