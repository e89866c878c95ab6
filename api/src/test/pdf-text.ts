import { spawn } from 'node:child_process';

/**
 * The text of a PDF, parsed back with pdf-parse (pdf.js). pdf.js starts its worker with a dynamic
 * import(), which jest's CommonJS module runtime cannot run, so the parsing happens in a plain Node
 * process: the PDF goes in on stdin, the text comes back as JSON on stdout. Pages are separated by
 * pdf-parse's "-- n of m --" markers.
 */
export function pdfToText(pdf: Buffer): Promise<string> {
  const parser = require.resolve('pdf-parse');
  const script = `
    const { PDFParse } = require(${JSON.stringify(parser)});
    const chunks = [];
    process.stdin.on('data', (c) => chunks.push(c));
    process.stdin.on('end', async () => {
      const p = new PDFParse({ data: Buffer.concat(chunks) });
      try { process.stdout.write(JSON.stringify((await p.getText()).text)); } finally { await p.destroy(); }
    });`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as string) : reject(new Error(`pdf-parse failed (${code}): ${err.slice(0, 500)}`))));
    child.stdin.end(pdf);
  });
}
