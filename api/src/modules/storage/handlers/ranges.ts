import { s3err } from '../s3/errors';

/**
 * A single byte range (`bytes=a-b`, `bytes=a-`, `bytes=-n`) resolved against a size, inclusive.
 * A syntactically invalid or multi-range header is ignored (the whole object), as S3 does;
 * a range that starts beyond the end is InvalidRange (416).
 */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const n = Number(m[2]);
    if (n === 0) throw unsatisfiable(size);
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return null;
  if (start >= size) throw unsatisfiable(size);
  return { start, end };
}

const unsatisfiable = (size: number) =>
  s3err('InvalidRange', 'The requested range is not satisfiable', { ActualObjectSize: String(size) }, { 'content-range': `bytes */${size}` });
